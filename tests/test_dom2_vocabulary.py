"""Vocabulary added for The Brothers' War, the Vault Sagas and Long List of the Ents (issue 10): each test is named
after the rule it checks."""

import pytest

from helpers import board, cited, play, sorcery_card
from judge import runner, scenario
from judge.errors import InputError

TWO_NOTES = ("cards:\n  - name: Test Sorcery\n    mana_cost: \"{1}\"\n    types: [Sorcery]\n    abilities:\n"
             "      - spell: {}\n        text: Test.\n        effects:\n          - note_creature_type: {}\n"
             "          - note_creature_type: {}\n")


def test_205_3m_a_creature_type_is_noted_only_once_for_an_object():
    game = play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  players:\n    Alice: {hand: 0}",
                      extra=TWO_NOTES + "choices:\n  - creature type: Bear\n  - creature type: Elf\n"))
    assert "205.3m" in cited(game)
    with pytest.raises(InputError, match="already been noted"):
        play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                   expect="  players:\n    Alice: {hand: 0}",
                   extra=TWO_NOTES + "choices:\n  - creature type: Bear\n  - creature type: Bear\n"))


def test_205_3m_a_noted_type_is_a_creature_type():
    with pytest.raises(InputError, match="not a creature type"):
        play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
                   expect="  players:\n    Alice: {hand: 0}",
                   extra=TWO_NOTES + "choices:\n  - creature type: Saga\n"))


def test_303_4f_an_aura_put_onto_the_battlefield_enchants_a_hexproof_creature_of_an_opponent():
    effect = "put_onto_battlefield: {choose: {zone: hand, whose: you, filter: {subtypes: [Aura]}}}"
    game = play(board("    hand: [Test Sorcery, Kenrith's Transformation]", "    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {subtypes: [Elk], power: 3}\n"
                             "    Kenrith's Transformation: {zone: battlefield, controller: Alice}",
                      extra=sorcery_card(effect)))
    assert "303.4f" in cited(game)


def test_107_14_paying_energy_removes_that_many_counters_and_counts_them():
    effects = ("put_counters: {player: you, kind: energy, amount: 3}\n          - pay_energy: {}\n"
               "          - draw: {count: {paid: true}}")
    play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 2}\n  events:\n"
                      "    - counters removed: {player: Alice, amount: 2, before: 3, after: 1}",
               extra=sorcery_card(effects) + "choices:\n  - number: 2\n"))


def test_305_3_a_land_exiled_in_an_opponents_turn_cannot_be_played():
    instant = ("cards:\n  - name: Test Instant\n    mana_cost: \"{1}\"\n    types: [Instant]\n    abilities:\n"
               "      - spell: {}\n        text: Test.\n        effects:\n"
               "          - exile: {top of library: you, count: 1}\n          - cast: {exiled: true, play: true}\n")
    play(board("", "    library: [Forest]\n    hand: [Test Instant]",
               actions="  - cast: Test Instant\n    by: Bob\n  - resolve",
               expect="  objects:\n    Forest: {zone: exile}", extra=instant))
    play(board("    library: [Forest]\n    hand: [Test Instant]", actions="  - cast: Test Instant\n  - resolve",
               expect="  objects:\n    Forest: {zone: battlefield}", extra=instant))


JACE = ("cards:\n  - name: Test Walker\n    mana_cost: \"{3}\"\n    types: [Planeswalker]\n    loyalty: 3\n"
        "    abilities:\n      - activated: {loyalty: 1}\n        text: \"+1: Draw a card.\"\n"
        "        effects: [{draw: {}}]\n")


def test_306_5b_a_planeswalker_enters_with_its_printed_loyalty_and_606_4_pays_loyalty_costs():
    game = play(board("    hand: [Test Walker]", actions="  - cast: Test Walker\n  - resolve\n"
                      "  - activate: Test Walker\n  - resolve",
                      expect="  objects:\n    Test Walker: {counters: {loyalty: 4}}\n  players:\n    Alice: {hand: 1}",
                      extra=JACE))
    assert {"306.5b", "606.4"} <= cited(game)


def test_606_3_a_loyalty_ability_only_in_its_controllers_main_phase_with_an_empty_stack():
    play(board("", "    battlefield:\n      - {card: Test Walker, counters: {loyalty: 3}}",
               actions="  - activate: Test Walker\n    illegal: 606.3",
               expect="  objects:\n    Test Walker: {counters: {loyalty: 3}}", extra=JACE))


def test_122_1_a_player_starts_with_the_counters_the_scenario_gives_and_expectations_check_them():
    play(board("    counters: {energy: 4}\n    battlefield:\n"
               "      - {card: \"Vault 112: Sadistic Simulation\", counters: {lore: 2}, resolved chapters: [1, 2]}",
               actions="  - proliferate: {by: Alice, choose: [\"Vault 112: Sadistic Simulation\"]}\n  - resolve: all",
               extra="choices:\n  - number: 3\n",
               expect="  players:\n    Alice: {counters: {energy: 1}, exile: 3}\n    Bob: {counters: {}}"))


def test_122_1_a_player_counters_expectation_that_does_not_hold_fails():
    result = runner.run(scenario.load("t.yaml", text="title: t\nplayers:\n  Alice: {counters: {poison: 2}}\n  Bob: {}\n"
                                      "expect:\n  players:\n    Alice: {counters: {poison: 3}}\n"))
    assert [(c.ok, c.expected, c.found) for c in result.checks] == [(False, {"poison": 3}, {"poison": 2})]


def test_122_1_player_counters_must_be_whole_numbers():
    with pytest.raises(InputError, match="counters: 'energy' must be a whole number"):
        scenario.load("t.yaml", text="title: t\nplayers:\n  Alice: {counters: {energy: -1}}\n  Bob: {}\n")
