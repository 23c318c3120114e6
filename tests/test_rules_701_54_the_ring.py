"""The Ring tempts you (701.54) and the vocabulary the LotR, Hobbit and Assassin's Creed Sagas added: "If you do"
and "If you discarded a nonland card" (608.2c), "one other target" (601.2c), "any number of target cards",
"put a +1/+1 counter on it" (the trigger event's object) and tokens put onto the battlefield attacking (508.4)."""

import pytest

from helpers import board, cited, play, sorcery_card
from judge.errors import InputError

TEMPT = sorcery_card("ring_tempts_you: {}", "The Ring tempts you.")
HILL_GIANT = ("  - name: Hill Giant\n    mana_cost: \"{3}{R}\"\n    types: [Creature]\n    subtypes: [Giant]\n"
                  "    power: 3\n    toughness: 3\n")


def tempt(alice: str, expect: str, choices: str = "", bob: str = "", actions: str = "", times: int = 1,
          rules: str = "2026-08-07"):
    hand = "\n    hand: [" + ", ".join(f"{{card: Test Sorcery, id: s{i}}}" for i in range(times)) + "]"
    casts = "".join(f"  - cast: s{i}\n  - resolve\n" for i in range(times))
    return play(board(alice + hand, bob, actions=casts + actions, expect=expect, extra=TEMPT + choices),
                rules=rules)


def test_701_54c_the_first_temptation_gives_the_emblem_and_a_legendary_ring_bearer():
    game = tempt("    battlefield: [Grizzly Bears]",
                 "  players:\n    Alice: {ring level: 1, ring-bearer: Grizzly Bears}\n"
                 "  objects:\n    Grizzly Bears: {supertypes: [Legendary]}")
    assert [e.kind for e in game.log if e.kind in ("emblem", "the ring tempts")] == ["emblem", "the ring tempts"]
    assert {"701.54a", "701.54c"} <= cited(game)


def test_701_54d_the_ring_tempts_a_player_who_controls_no_creature():
    game = tempt("    battlefield: []", "  players:\n    Alice: {ring level: 1, ring-bearer: null}")
    tempted = next(e for e in game.log if e.kind == "the ring tempts")
    assert tempted.data["bearer"] is None and "701.54d" in cited(game)


def test_701_54a_a_new_ring_bearer_replaces_the_old_one_which_is_no_longer_legendary():
    tempt("    battlefield: [Grizzly Bears, Memnite]",
          "  players:\n    Alice: {ring level: 2, ring-bearer: Memnite}\n"
          "  objects:\n    Grizzly Bears: {supertypes: []}\n    Memnite: {supertypes: [Legendary]}",
          choices="choices:\n  - card: Grizzly Bears\n  - card: Memnite\n", times=2)


def test_701_54a_the_ring_bearer_is_chosen_not_targeted_a_creature_of_another_player_cannot_be_chosen():
    with pytest.raises(InputError, match="not among the cards that can be chosen"):
        tempt("    battlefield: [Grizzly Bears, Llanowar Elves]", "  players:\n    Alice: {ring level: 1}",
              bob="    battlefield: [Memnite]", choices="choices:\n  - card: Memnite\n")


def test_400_7_a_ring_bearer_that_leaves_the_battlefield_is_no_ring_bearer():
    tempt("    battlefield: [Grizzly Bears]", "  players:\n    Alice: {ring level: 1, ring-bearer: null}",
          actions="  - flicker: Grizzly Bears\n")


def test_701_54c_a_ring_bearer_cant_be_blocked_by_a_creature_with_greater_power_only():
    body = board("    battlefield: [Grizzly Bears]\n    hand: [Test Sorcery]",
                 "    battlefield: [Hill Giant, Memnite]",
                 actions="  - cast: Test Sorcery\n  - resolve\n  - attack: Grizzly Bears\n"
                         "  - block: {Hill Giant: Grizzly Bears}\n    illegal: 701.54c\n"
                         "  - block: {Memnite: Grizzly Bears}\n",
                 expect="  events:\n    - becomes blocked: Grizzly Bears",
                 extra=TEMPT + HILL_GIANT)
    play(body)


def test_701_54_is_701_52_before_2025_06_06():
    game = tempt("    battlefield: [Grizzly Bears]", "  players:\n    Alice: {ring level: 1}", rules="2024-01-01")
    assert "701.52a" in cited(game) and "701.54a" not in cited(game)


def test_608_2c_if_you_do_holds_only_if_the_earlier_instruction_was_done():
    card = ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
            "      - spell: {}\n        text: Test.\n        targets:\n"
            "          - {filter: {types: [Creature]}, up to: true}\n        effects:\n"
            "          - exile: {target: 1}\n"
            "          - if: {condition: {you did: true}, then: [gain_life: {amount: 3}]}\n")
    for target, life in (("Grizzly Bears", 23), ("[]", 20)):
        choice = f"choices:\n  - targets: {target}\n" if target == "[]" else f"choices:\n  - target: {target}\n"
        play(board("    battlefield: [Grizzly Bears]\n    hand: [Test Sorcery]",
                   actions="  - cast: Test Sorcery\n  - resolve",
                   expect=f"  players:\n    Alice: {{life: {life}}}", extra=card + choice))


def test_608_2c_if_you_discarded_a_nonland_card_looks_at_the_discarded_card():
    effects = ("discard: {}\n          - if: {condition: {discarded: {not types: [Land]}}, "
               "then: [gain_life: {amount: 3}]}")
    for card, life in (("Memnite", 23), ("Island", 20)):
        play(board(f"    hand: [Test Sorcery, {card}]", actions="  - cast: Test Sorcery\n  - resolve",
                   expect=f"  players:\n    Alice: {{life: {life}, graveyard: [Test Sorcery, {card}]}}",
                   extra=sorcery_card(effects)))


def test_601_2c_other_than_an_earlier_target_the_same_creature_cannot_be_chosen_twice():
    card = ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
            "      - spell: {}\n        text: Test.\n        targets:\n"
            "          - {filter: {types: [Creature]}}\n"
            "          - {filter: {types: [Creature]}, up to: true, other than: 1}\n        effects:\n"
            "          - fight: {target: 1, with: 2}\n")
    with pytest.raises(InputError, match="Grizzly Bears"):
        play(board("    battlefield: [Grizzly Bears]\n    hand: [Test Sorcery]",
                   actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears, Grizzly Bears]\n  - resolve",
                   expect="  players:\n    Alice: {life: 20}", extra=card))


def test_701_24a_any_number_of_target_cards_are_shuffled_in_with_one_shuffle():
    card = ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
            "      - spell: {}\n        text: Test.\n        targets:\n"
            "          - {zone: graveyard, whose: you, any number: true, up to: true}\n        effects:\n"
            "          - shuffle_into_library: {target: 1}\n")
    play(board("    library: 2\n    graveyard: [Island, Forest, Memnite]\n    hand: [Test Sorcery]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {library: 4, shuffles: 1, graveyard: [Memnite, Test Sorcery]}",
               extra=card + "choices:\n  - targets: [Island, Forest]\n"))


def test_508_4_a_token_created_attacking_outside_combat_is_not_attacking():
    game = play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Soldier Token: {count: 1, tapped: true}",
                      extra=sorcery_card("create_token: {token: {types: [Creature], subtypes: [Soldier], power: 1, "
                                         "toughness: 1}, tapped: true, attacking: true}")))
    assert not game.turn.attackers and "508.4" not in cited(game)


def test_725_3_becoming_the_monarch_ends_the_other_players_reign():
    effects = "become_monarch: {player: each player}"
    game = play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  players:\n    Alice: {monarch: false}\n    Bob: {monarch: true}",
                      extra=sorcery_card(effects)))
    assert [e.data["player"] for e in game.log if e.kind == "monarch"] == ["Alice", "Bob"]
    assert {"725.1", "725.3"} <= cited(game)


def test_725_2_the_monarch_draws_at_the_beginning_of_their_end_step():
    game = play(board("    library: [Island, Forest]\n    hand: [Test Sorcery]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - advance: end step\n  - resolve: all",
                      expect="  players:\n    Alice: {monarch: true, hand: [Island]}",
                      extra=sorcery_card("become_monarch: {}")))
    assert "725.2" in cited(game)


def test_615_1a_prevented_damage_is_not_dealt_and_causes_no_lifelink():
    card = ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
            "      - spell: {}\n        text: Test.\n        targets:\n          - {filter: {types: [Creature]}}\n"
            "        effects:\n          - prevent_damage_dealt_by: {target: 1}\n"
            "          - fight: {target: 1, with: 1}\n")
    game = play(board("    battlefield: [Grizzly Bears]\n    hand: [Test Sorcery]",
                      actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield, damage: 0}", extra=card))
    assert "615.1a" in cited(game)


def test_601_2f_a_cost_reduction_takes_off_generic_mana_only():
    card = sorcery_card("reduce_cost: {filter: {types: [Artifact]}, generic: 2, until: end of turn}")
    game = play(board("    hand: [Test Sorcery, Sol Ring, Memnite]",
                      actions="  - cast: Test Sorcery\n  - resolve\n  - cast: Sol Ring\n  - resolve",
                      expect="  objects:\n    Sol Ring: {zone: battlefield}", extra=card))
    reduced = [e.data for e in game.log if e.kind == "cost reduced"]
    assert reduced == [{"spell": "Sol Ring", "sources": ("Test Sorcery",), "cost": "{1}", "total": "{0}"}]
