"""Vocabulary the Final Fantasy Summons and Dominants need (issue 10), each checked by a tiny scenario."""

import pytest
from helpers import board, cited, play, sorcery_card

from judge import render_events
from judge.errors import InputError


def cast_test_sorcery(effect: str, alice: str, expect: str, bob: str = "", choices: str = "", text: str = "Test.",
                      hand: str = ""):
    return play(board(alice + f"\n    hand: [Test Sorcery{hand}]", bob,
                      actions="  - cast: Test Sorcery\n  - resolve: all", expect=expect,
                      extra=sorcery_card(effect, text) + choices))


def test_104_3e_an_effect_that_says_a_player_loses_the_game_ends_it_for_them():
    game = cast_test_sorcery("lose_game: {player: each opponent}", "", "  events:\n    - lost: {player: Bob}")
    assert game.players[1].lost and not game.players[0].lost
    assert {"104.3e", "104.2a"} <= cited(game)


def test_400_7_all_matching_cards_of_your_graveyard_are_put_onto_the_battlefield_tapped():
    cast_test_sorcery("put_onto_battlefield: {all: {types: [Land]}, zone: graveyard, tapped: true}",
                      "    graveyard: [Island, Grizzly Bears, Forest]",
                      "  objects:\n    Island: {zone: battlefield, tapped: true}\n"
                      "    Forest: {zone: battlefield, tapped: true}\n    Grizzly Bears: {zone: graveyard}\n"
                      "    Mountain: {zone: graveyard}",
                      bob="    graveyard: [Mountain]")


REFLEXIVE_DISCARD = ("discard: {if you do: [{reflexive: {text: When you discard a card this way, effects: "
                     "[{damage: {amount: {mana value: discarded}, to: each opponent}}]}}]}")


def test_603_12_a_reflexive_ability_deals_the_mana_value_of_the_card_discarded_this_way():
    game = cast_test_sorcery(REFLEXIVE_DISCARD, "", hand=", Grizzly Bears", expect=
                             "  players:\n    Bob: {life: 18}\n    Alice: {graveyard: [Grizzly Bears, Test Sorcery]}",
                             choices="choices:\n  - card: Grizzly Bears\n")
    assert "603.12" in cited(game)


def test_603_12_with_no_card_discarded_the_reflexive_ability_does_not_trigger():
    game = cast_test_sorcery(REFLEXIVE_DISCARD, "", "  players:\n    Bob: {life: 20}")
    assert "603.12" not in cited(game)


def test_707_10_a_spell_that_left_the_stack_before_the_copy_ability_resolves_is_not_copied():
    game = play("players:\n  Alice:\n    library: 5\n    hand: [Lightning Bolt]\n    battlefield:\n"
                "      - {card: 'Summon: G.F. Cerberus', counters: {lore: 1}, resolved chapters: [1]}\n"
                "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: upkeep}\n"
                "actions:\n  - advance: precombat main\n  - resolve: all\n  - cast: Lightning Bolt\n"
                "    targets: [Bob]\n  - counter: Lightning Bolt\n  - resolve: all\n"
                "expect:\n  players:\n    Bob: {life: 20}\n  events:\n    - no: {copied: {original: Lightning Bolt}}\n")
    assert any(type(e.event).__name__ == "TriggeringSpellGone" for e in game.log)


HEAVENWARD_HOWL = ("players:\n  Alice:\n    library: 5\n    hand: [Grizzly Bears]\n    battlefield:\n"
                   "      - {card: 'Summon: Fenrir', counters: {lore: 1}, resolved chapters: [1]}\n{more}"
                   "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: upkeep}\n"
                   "actions:\n  - advance: precombat main\n  - resolve: all\n  - cast: Grizzly Bears\n"
                   "  - resolve: all\nexpect:\n  objects:\n    Grizzly Bears: {counters: {+1/+1: N}}\n")


def test_614_1c_the_creature_spell_enters_with_the_additional_counter():
    game = play(HEAVENWARD_HOWL.replace("{more}", "").replace("N}", "1}"))
    assert {"614.1c", "122.6"} <= cited(game)


def test_614_1c_counters_it_enters_with_are_put_on_it_so_doubling_season_doubles_them():
    play(HEAVENWARD_HOWL.replace("{more}", "      - Doubling Season\n").replace("N}", "2}"))


GREATEST = "if: {condition: {you control greatest power: {types: [Creature]}}, then: [{draw: {}}]}"


def test_608_2c_with_no_creature_at_all_you_do_not_control_the_one_with_the_greatest_power():
    cast_test_sorcery(GREATEST, "", "  players:\n    Alice: {hand: 0}")


def test_608_2c_a_creature_tied_for_the_greatest_power_is_enough():
    cast_test_sorcery(GREATEST, "    battlefield: [Grizzly Bears]", "  players:\n    Alice: {hand: 1}",
                      bob="    battlefield: [Grizzly Bears]")


def test_601_3_the_card_is_playable_in_the_turn_the_saga_entered_with_its_lore_counter():
    play("players:\n  Alice:\n    library: [Grizzly Bears, Island]\n    hand: ['Summon: Brynhildr']\n"
         "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: precombat main}\n"
         "actions:\n  - cast: 'Summon: Brynhildr'\n  - resolve: all\n  - cast: Grizzly Bears\n    from: exile\n"
         "  - resolve: all\nexpect:\n  objects:\n    Grizzly Bears: {zone: battlefield}\n")


def test_601_3_in_a_turn_without_a_lore_counter_the_refusal_names_the_permission_that_cannot_be_used():
    game = play("players:\n  Alice:\n    library: [Lightning Bolt, Island, Island]\n    hand: ['Summon: Brynhildr']\n"
                "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: precombat main}\n"
                "actions:\n  - cast: 'Summon: Brynhildr'\n  - resolve: all\n  - advance: {to: upkeep, turn: Bob}\n"
                "  - cast: Lightning Bolt\n    from: exile\n    targets: [Bob]\n    illegal: 601.3\n"
                "expect:\n  objects:\n    Lightning Bolt: {zone: exile}\n")
    refusal = next(e for e in game.log if e.event.kind == "refused")
    assert render_events.text(refusal, game.version).endswith(
        "Summon: Brynhildr lets Alice play Lightning Bolt only during a turn Alice put a lore counter on it, and Alice "
        "hasn't this turn")


def test_601_3_a_card_whose_play_permission_is_over_is_refused_naming_the_ended_permission():
    game = play("players:\n  Alice:\n    library: [Lightning Bolt, Forest, Memnite, Island, 10]\n"
                "    hand: [Showdown of the Skalds]\n  Bob:\n    library: 10\n"
                "turn: {active: Alice, number: 3, step: precombat main}\n"
                "actions:\n  - cast: Showdown of the Skalds\n  - resolve: all\n"
                "  - advance: {to: precombat main, turn: Alice}\n  - resolve: all\n"
                "  - advance: {to: precombat main, turn: Alice}\n  - resolve: all\n"
                "  - cast: Lightning Bolt\n    from: exile\n    targets: [Bob]\n    illegal: 601.3\n"
                "expect:\n  objects:\n    Lightning Bolt: {zone: exile}\n")
    refusal = next(e for e in game.log if e.event.kind == "refused")
    assert render_events.text(refusal, game.version).endswith(
        "Showdown of the Skalds's permission for Alice to play Lightning Bolt is over: it lasted until end of "
        "Alice's next turn")


def test_611_2a_a_creature_spell_cast_later_than_the_next_one_does_not_gain_haste():
    play("players:\n  Alice:\n    library: 5\n    hand: [Grizzly Bears, Llanowar Elves]\n    battlefield:\n"
         "      - {card: 'Summon: Brynhildr', counters: {lore: 1}, resolved chapters: [1]}\n"
         "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: upkeep}\n"
         "actions:\n  - advance: precombat main\n  - resolve: all\n  - cast: Llanowar Elves\n  - resolve: all\n"
         "  - cast: Grizzly Bears\n  - resolve: all\n  - attack: Grizzly Bears\n    illegal: 302.6\n"
         "expect:\n  objects:\n    Llanowar Elves: {abilities include: [Haste]}\n")


SONIC_WINGS = "return_to_hand: {chosen by: each opponent, filter: {types: [Creature]}, greatest: mana value}"


def test_101_4_each_opponent_chooses_among_their_creatures_with_the_greatest_mana_value():
    game = cast_test_sorcery(SONIC_WINGS, "    battlefield: ['Summon: Fenrir']",
                             "  players:\n    Bob: {hand: ['Summon: Titan']}\n  objects:\n"
                             "    Grizzly Bears: {zone: battlefield}\n    'Summon: Fenrir': {zone: battlefield}",
                             bob="    battlefield: [Grizzly Bears, 'Summon: Titan']")
    assert [e.data["object"] for e in game.log if e.kind == "returned"] == ["Summon: Titan"]


def test_101_4_a_creature_without_the_greatest_mana_value_can_not_be_chosen():
    with pytest.raises(InputError, match="not among the cards that can be chosen"):
        cast_test_sorcery(SONIC_WINGS, "", "  players:\n    Bob: {hand: 1}",
                          bob="    battlefield: [Grizzly Bears, 'Summon: Titan', 'Summon: Titan']",
                          choices="choices:\n  - card: Grizzly Bears\n")


FLAMES_OF_REBIRTH = ("cards:\n  - {name: Hill Giant, mana_cost: '{3}{R}', types: [Creature], power: 3, toughness: 3}\n"
                     "players:\n  Alice:\n    library: 5\n    graveyard: [Grizzly Bears, Hill Giant, Llanowar Elves]\n"
                     "    battlefield:\n      - {card: \"Joshua, Phoenix's Dominant\", face: back, counters: {lore: 2},"
                     " resolved chapters: [1, 2]}\n  Bob:\n    library: 5\n"
                     "turn: {active: Alice, number: 3, step: draw}\n"
                     "actions:\n  - advance: precombat main\n  - resolve: all\n{choices}"
                     "expect:\n  players:\n    Alice: {graveyard: [Llanowar Elves]}\n")


def test_601_2c_targets_with_total_mana_value_over_the_limit_can_not_be_chosen():
    with pytest.raises(InputError, match="total mana value 6 or less"):
        play(FLAMES_OF_REBIRTH.replace("{choices}",
                                       "choices:\n  - targets: [Grizzly Bears, Hill Giant, Llanowar Elves]\n"))


def test_601_2c_the_default_targets_stay_within_the_total_mana_value():
    play(FLAMES_OF_REBIRTH.replace("{choices}", ""))


def test_611_3a_a_static_ability_during_your_turn_stops_applying_on_an_opponents_turn():
    body = ("players:\n  Alice:\n    library: 5\n    battlefield: [\"Dion, Bahamut's Dominant\"]\n"
            "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: precombat main}\n"
            "actions:\n  - expect:\n      objects:\n"
            "        \"Dion, Bahamut's Dominant\": {abilities include: [Flying]}\n"
            "  - advance: {to: upkeep, turn: Bob}\n")
    game = play(body + "expect:\n  objects:\n    \"Dion, Bahamut's Dominant\": {zone: battlefield}\n")
    dion = next(o for o in game.battlefield())
    assert not game.chars(dion.oid).has_keyword("Flying")


def test_400_7_only_a_card_milled_this_way_can_be_put_into_the_hand():
    cast_test_sorcery("mill: {count: 2}\n          - put_milled_into_hand: {filter: {types: [Enchantment]}}",
                      "    library: [Island, Forest, Copy Enchantment]\n    graveyard: [Blood Moon]",
                      "  players:\n    Alice: {hand: 0, graveyard: [Blood Moon, Island, Forest, Test Sorcery]}")


def test_122_1_up_to_three_counters_default_to_none():
    cast_test_sorcery("put_counters: {all: {types: [Creature]}, kind: +1/+1, amount: 3, up to: true}",
                      "    battlefield: [Grizzly Bears]", "  objects:\n    Grizzly Bears: {counters: {}}")


def test_122_1c_a_shield_counter_replaces_destruction_by_an_effect():
    game = cast_test_sorcery("destroy: {all: {types: [Creature]}}",
                             "    battlefield: [{card: Grizzly Bears, counters: {shield: 1}}]",
                             "  objects:\n    Grizzly Bears: {zone: battlefield, counters: {}}")
    assert "122.1c" in cited(game)


RANDOM_SAGA = ("cards:\n  - name: Test Saga\n    mana_cost: '{1}'\n    types: [Enchantment]\n    subtypes: [Saga]\n"
               "    abilities:\n      - chapter: 1\n        text: I — Choose one at random.\n"
               "        targets: [{filter: {types: [Creature], controller: opponent}}]\n        effects:\n"
               "          - choose_modes:\n              at random: true\n              modes:\n"
               "                - {text: Destroy., effects: [{destroy: {target: 1}}]}\n"
               "                - {text: Gain 3., effects: [{gain_life: {amount: 3}}]}\n")


@pytest.mark.parametrize("seed", range(4))
def test_700_2b_a_mode_whose_targets_cant_be_chosen_is_never_chosen_at_random(seed):
    play(RANDOM_SAGA + f"seed: {seed}\n" + board("    hand: [Test Saga]",
                                                  actions="  - cast: Test Saga\n  - resolve: all",
                                                  expect="  players:\n    Alice: {life: 23}"))


def test_508_1h_attacking_the_protected_player_costs_the_tax_for_each_attacker():
    game = play("players:\n  Alice:\n    library: 5\n    battlefield: [Grizzly Bears, Llanowar Elves]\n"
                "  Bob:\n    library: 5\n    battlefield:\n"
                "      - {card: 'Summon: Yojimbo', counters: {lore: 1}, resolved chapters: [1]}\n"
                "turn: {active: Bob, number: 4, step: upkeep}\n"
                "actions:\n  - advance: precombat main\n  - resolve: all\n"
                "  - advance: {to: precombat main, turn: Alice}\n  - attack: [Grizzly Bears, Llanowar Elves]\n"
                "  - advance: end of combat\nexpect:\n  players:\n    Bob: {life: 17}\n")
    paid = [e for e in game.log if type(e.event).__name__ == "AttackCostPaid"]
    assert [(e.data["count"], e.data["mana"]) for e in paid] == [(2, "{2}")]


def test_107_3a_x_counts_the_opponents_who_control_a_creature_with_power_4_or_greater():
    cast_test_sorcery("create_token: {token: Treasure, count: {opponents controlling: {power at least: 4}}}",
                      "    battlefield: ['Summon: Titan']", "  objects:\n    Treasure Token: {count: 0}",
                      bob="    battlefield: [Grizzly Bears]")


def test_106_3_mana_added_for_each_counter_is_none_for_zero():
    game = cast_test_sorcery("add_mana: {mana: '{R}', count: {count: {types: [Creature]}}}", "",
                             "  players:\n    Alice: {hand: 0}")
    assert not any(e.kind == "mana" for e in game.log)


def test_701_13a_one_card_is_exiled_from_each_graveyard():
    cast_test_sorcery("exile: {choose: {each: true, zone: graveyard, whose: each player, "
                      "filter: {any type: [Instant, Sorcery]}}}",
                      "    graveyard: [Lightning Bolt, Boomerang]",
                      "  objects:\n    Counterspell: {zone: exile}\n    Boomerang: {zone: exile}\n"
                      "    Lightning Bolt: {zone: graveyard}",
                      bob="    graveyard: [Counterspell, Grizzly Bears]", choices="choices:\n  - card: Boomerang\n")


FLASHBACK_SORCERY = ("cards:\n  - name: Test Flashback\n    mana_cost: '{1}'\n    types: [Sorcery]\n    abilities:\n"
                     "      - spell: {}\n        text: You gain 1 life.\n        effects: [{gain_life: {amount: 1}}]\n"
                     "      - {keyword: Flashback, cost: {mana: '{2}'}}\n")


def test_702_34a_a_spell_cast_with_flashback_is_exiled_instead_of_going_to_the_graveyard():
    game = play(FLASHBACK_SORCERY + board("    graveyard: [Test Flashback]",
                                          actions="  - cast: Test Flashback\n    from: graveyard\n  - resolve: all",
                                          expect="  objects:\n    Test Flashback: {zone: exile}\n"
                                                 "  players:\n    Alice: {life: 21}"))
    assert "702.34a" in cited(game)


def test_601_3_a_sorcery_without_flashback_can_not_be_cast_from_the_graveyard():
    play(board("    graveyard: [Boomerang]", "    battlefield: [Grizzly Bears]",
               actions="  - cast: Boomerang\n    from: graveyard\n    targets: [Grizzly Bears]\n    illegal: 601.3",
               expect="  objects:\n    Boomerang: {zone: graveyard}"))


def test_122_1h_a_permanent_with_a_finality_counter_is_exiled_instead_of_dying():
    game = cast_test_sorcery("destroy: {all: {types: [Creature]}}",
                             "    battlefield: [{card: Grizzly Bears, counters: {finality: 1}}]",
                             "  objects:\n    Grizzly Bears: {zone: exile}")
    assert "122.1h" in cited(game)


def test_615_1a_prevention_covers_creatures_that_come_under_your_control_later_this_turn():
    play(sorcery_card("prevent_damage: {to: {types: [Creature], controller: you}, until: end of turn}")
         + board("    hand: [Test Sorcery, Grizzly Bears]", "    hand: [Lightning Bolt]",
                 actions="  - cast: Test Sorcery\n  - resolve: all\n  - cast: Grizzly Bears\n  - resolve: all\n"
                         "  - cast: Lightning Bolt\n    by: Bob\n    targets: [Grizzly Bears]\n  - resolve: all",
                 expect="  objects:\n    Grizzly Bears: {zone: battlefield, damage: 0}"))


def test_701_3a_equip_attaches_the_equipment_to_the_creature():
    play(board("    battlefield: [Crystal Fragments, Grizzly Bears]",
               actions="  - activate: Crystal Fragments\n    ability: 2\n    targets: [Grizzly Bears]\n"
                       "  - resolve: all",
               expect="  objects:\n    Grizzly Bears: {power: 3, toughness: 3}"))


def test_508_1d_a_creature_that_must_attack_is_not_required_to_pay_a_cost_to_attack():
    game = play("players:\n  Alice:\n    library: 5\n    battlefield:\n"
                "      - {card: 'Summon: Yojimbo', counters: {lore: 1}, resolved chapters: [1]}\n"
                "    hand: [Test Sorcery]\n  Bob:\n    library: 5\n    battlefield: [Grizzly Bears]\n"
                "turn: {active: Alice, number: 3, step: upkeep}\n"
                + sorcery_card("attacks_each_combat: {all: {types: [Creature], controller: opponent}, "
                               "until: your next turn}") +
                "actions:\n  - advance: precombat main\n  - resolve: all\n  - cast: Test Sorcery\n  - resolve: all\n"
                "  - advance: {to: end of combat, turn: Bob}\n"
                "expect:\n  players:\n    Alice: {life: 20}\n  objects:\n    Grizzly Bears: {tapped: false}\n")
    kinds = [type(e.event).__name__ for e in game.log]
    assert "AttackTaxCreated" in kinds and "AttackRequirement" in kinds
    assert "AttackCostPaid" not in kinds and "Attacks" not in kinds
