"""111.4: a token's name is set by the effect that creates it; when the effect names none, the token is named its
subtypes plus the word "Token" (since 2021-11-19; before, 110.5c: its subtypes alone)."""

from helpers import board, cited, play, sorcery_card
from judge import render_events
from judge.cards import token_card
from judge.game import events


def knights(rules: str, name: str = "", expect: str = "  objects:\n    Knight Token: {power: 2}"):
    face = "{" + (f"name: {name}, " if name else "") + "types: [Creature], subtypes: [Knight], power: 2, toughness: 2}"
    extra = sorcery_card(f"create_token: {{token: {face}}}")
    return play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve", expect=expect,
                      extra=extra), rules=rules)


def token_names(game) -> list[str]:
    return [game.chars(o.oid).name for o in game.battlefield() if o.token]


def test_111_4_an_unnamed_token_is_named_its_subtypes_plus_token():
    game = knights("2026-08-07")
    assert token_names(game) == ["Knight Token"]
    assert "111.4" in cited(game)


def test_111_4_before_2021_11_19_an_unnamed_token_was_named_its_subtypes_alone():
    game = knights("2018-07-13", expect="  objects:\n    Knight: {power: 2}")
    assert token_names(game) == ["Knight"]
    assert "110.5c" in cited(game)  # 111.4 as numbered then


def test_111_4_a_token_its_effect_names_keeps_that_name():
    game = knights("2026-08-07", name="Boo", expect="  objects:\n    Boo: {power: 2}")
    assert token_names(game) == ["Boo"]
    assert "111.4" not in cited(game)


def test_111_4_expectations_may_name_an_unnamed_token_either_way():
    knights("2026-08-07", expect="  objects:\n    Knight: {power: 2}\n  events:\n    - created: Knight")
    knights("2018-07-13", expect="  events:\n    - created: Knight Token")


def test_111_4_a_token_of_several_subtypes_is_named_after_all_of_them():
    army = token_card({"types": ["Creature"], "subtypes": ["Orc", "Army"], "power": 0, "toughness": 0})
    assert army.name == "Orc Army Token" and army.names == ("Orc Army Token", "Orc Army")
    assert army.plain_token.name == "Orc Army"


def test_the_trace_words_a_token_named_by_111_4_without_repeating_token():
    created = render_events.describe(_created("Orc Army Token"), None)
    assert created == "Alice creates an Orc Army Token"
    assert render_events.describe(_created("Knight"), None) == "Alice creates a Knight token"


def _created(name: str) -> events.TokenCreated:
    return events.TokenCreated(name, 1, None, "battlefield", True, True, 0, name, "Alice")


def test_the_nth_token_of_a_name_is_named_by_its_place_in_creation_order():
    body = (sorcery_card("create_token: {count: 2, token: {types: [Creature], subtypes: [Knight], power: 2, "
                         "toughness: 2}}")
            + "  - name: Shock Test\n    mana_cost: \"{R}\"\n    types: [Instant]\n    abilities:\n"
              "      - spell: {}\n        text: Deal 2 damage to target creature.\n        targets:\n"
              "          - {filter: {types: [Creature]}}\n        effects:\n"
              "          - damage: {to: 1, amount: 2}\n")
    game = play(board("    hand: [Test Sorcery, Shock Test]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Shock Test\n"
                              "    targets: [Knight Token (2)]\n  - resolve",
                      expect="  objects:\n    Knight Token (1): {zone: battlefield}\n"
                             "    Knight Token (2): {zone: gone}\n    Knight (1): {power: 2}\n"
                             "    Knight Token: {count: 1}", extra=body))
    assert [o.ordinals for o in game.battlefield() if o.token] == [("Knight Token (1)", "Knight (1)")]


def test_an_event_expectation_names_a_token_by_its_ordinal():
    body = sorcery_card("create_token: {count: 2, token: {types: [Creature], subtypes: [Knight], power: 2, "
                        "toughness: 2}}")
    play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  events:\n    - created: {object: Knight Token (2)}\n"
                      "    - no: {created: {object: Knight Token (3)}}", extra=body))

