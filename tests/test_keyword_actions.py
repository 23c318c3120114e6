"""Keyword actions on a library and an army (701.22 scry, 701.25 surveil, 701.47 amass, 701.57 discover), each
run through a tiny scenario whose card says it."""

import pytest

from helpers import board, cited, play, sorcery_card
from judge.errors import InputError


def cast_test_sorcery(effect: str, alice: str, expect: str, choices: str = "", text: str = "Keyword action."):
    extra = sorcery_card(effect, text) + choices
    return play(board(alice + "\n    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect=expect, extra=extra))


def test_701_22b_scry_0_is_no_scry_event():
    game = cast_test_sorcery("scry: {count: 0}", "    library: [Island, Forest]",
                             "  players:\n    Alice: {library: [Island, Forest]}")
    assert not any(e.kind == "scried" for e in game.log)
    assert "701.22b" in cited(game)


def test_701_22a_scry_puts_the_chosen_cards_on_the_bottom_in_the_order_chosen():
    play_game = cast_test_sorcery("scry: {count: 3}", "    library: [Island, Forest, Mountain, Plains]",
                                  "  players:\n    Alice: {library: [Forest, Plains, Mountain, Island]}",
                                  choices="choices:\n  - cards: [Mountain, Island]\n")
    scried = next(e for e in play_game.log if e.kind == "scried")
    assert scried.data["top"] == ("Forest",) and scried.data["bottom"] == ("Mountain", "Island")


def test_701_22a_scry_looks_at_no_more_cards_than_the_library_has():
    cast_test_sorcery("scry: {count: 5}", "    library: [Island]", "  players:\n    Alice: {library: [Island]}")


def test_701_22a_a_card_not_looked_at_can_not_be_put_on_the_bottom():
    with pytest.raises(InputError, match="not among the cards that can be chosen"):
        cast_test_sorcery("scry: {count: 1}", "    library: [Island, Forest]",
                          "  players:\n    Alice: {library: [Island, Forest]}",
                          choices="choices:\n  - cards: [Forest]\n")


def test_701_25c_surveil_0_is_no_surveil_event():
    game = cast_test_sorcery("surveil: {count: 0}", "    library: [Island]",
                             "  players:\n    Alice: {library: [Island], graveyard: [Test Sorcery]}")
    assert not any(e.kind == "surveilled" for e in game.log)


def test_701_47a_with_no_army_a_0_0_army_token_is_created_and_gets_the_counters():
    game = cast_test_sorcery("amass: {subtype: Zombie, count: 2}", "",
                             "  objects:\n    Zombie Army: {power: 2, toughness: 2, counters: {+1/+1: 2}, "
                             "subtypes: [Zombie, Army]}")
    assert "701.47a" in cited(game)


def test_701_47a_amass_0_with_no_army_leaves_a_0_0_token_that_dies_to_704_5f():
    game = cast_test_sorcery("amass: {subtype: Orc, count: 0}", "",
                             "  objects:\n    Orc Army: {zone: gone}")
    assert "704.5f" in cited(game)


def test_701_57a_discover_with_only_lands_puts_every_card_on_the_bottom():
    cast_test_sorcery("discover: {count: 2}", "    library: [Island, Forest]",
                      "  players:\n    Alice: {hand: [], library: 2}")


def test_701_57a_discover_skips_a_card_with_greater_mana_value_and_casts_the_hit():
    game = cast_test_sorcery("discover: {count: 1}", "    library: [Grizzly Bears, Lightning Bolt, Island]",
                             "  objects:\n    Lightning Bolt: {zone: stack}\n"
                             "  players:\n    Alice: {library: [Island, Grizzly Bears]}")
    assert any(e.kind == "cast" and e.data["name"] == "Lightning Bolt" for e in game.log)


def test_111_10a_a_treasure_token_is_a_mana_ability_that_resolves_at_once_605_3a():
    extra = sorcery_card("create_token: {token: Treasure}", "Create a Treasure token.")
    game = play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve\n  - activate: Treasure",
                      expect="  stack: []\n  objects:\n    Treasure: {zone: gone}", extra=extra))
    assert any(e.kind == "mana" for e in game.log)


def test_701_17b_milling_from_an_empty_library_is_not_doing_it_so_when_you_do_does_not_trigger():
    game = play(board("    library: 0\n    graveyard: [Thundermane Dragon]\n    hand: [Kraven's Last Hunt]",
                      bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Kraven's Last Hunt\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield, damage: 0}\n  stack: []\n"
                             "  cites: [701.17b, 603.12]"))
    assert not any(e.kind == "triggered" and "reflexive" in str(e) for e in game.log)


def test_603_12_milling_fewer_cards_than_asked_is_still_doing_it():
    play(board("    library: [Grizzly Bears]\n    hand: [Kraven's Last Hunt]",
               bob="    battlefield: [Llanowar Elves]",
               actions="  - cast: Kraven's Last Hunt\n  - resolve: all",
               expect="  objects:\n    Llanowar Elves: {zone: graveyard}"))


def test_609_3_a_discard_from_an_empty_hand_discards_none_and_the_trace_says_why_if_you_do_fails():
    game = play(board("    battlefield:\n      - card: Founding of Omashu\n        counters: {lore: 2}",
                      extra="stack:\n  - {chapter: 2, of: Founding of Omashu}\n",
                      actions="  - resolve",
                      expect="  players:\n    Alice: {hand: 0}\n  cites: [609.3, 608.2c]"))
    notes = [e.event for e in game.log if e.kind == "note"]
    assert any(getattr(n, "player", None) == "Alice" for n in notes)
    assert any(getattr(n, "text", None) == "If you do" and not n.held for n in notes)


def test_609_3_a_player_with_nothing_to_sacrifice_is_told_in_the_trace():
    game = play(board("    hand: [In the Pale Moonlight]", bob="    battlefield: [{card: Grizzly Bears, token: true}]",
                      actions="  - cast: In the Pale Moonlight\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n  cites: [609.3]"))
    assert any(e.kind == "note" and getattr(e.event, "player", None) == "Bob" for e in game.log)
