"""Vocabulary added for the Kaldheim and Warhammer 40,000 Sagas: each test is named after the rule it checks."""

import pytest
from helpers import board, cited, play, sorcery_card

from judge.errors import InputError

RAISE = """cards:
  - name: Raise Them
    mana_cost: "{B}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Return up to three target creature cards with total mana value 5 or less. They're artifacts too.
        targets:
          - {zone: graveyard, whose: you, filter: {types: [Creature]}, count: 3, up to: true,
             total mana value at most: 5}
        effects:
          - put_onto_battlefield: {target: 1}
          - become: {target: 1, types: [Artifact], in addition: true}
"""
GRAVEYARD = "    graveyard: [Thundermane Dragon, Grizzly Bears, Llanowar Elves]"


def test_601_2c_targets_with_a_total_mana_value_over_the_limit_are_refused():
    play(board("    hand: [Raise Them]\n" + GRAVEYARD,
               actions="  - cast: Raise Them\n    targets: [[Thundermane Dragon, Grizzly Bears]]\n    illegal: 601.2c",
               expect="  objects:\n    Raise Them: {zone: hand}", extra=RAISE))


def test_601_2c_default_targets_stay_within_the_total_and_205_1b_adds_artifact():
    game = play(board("    hand: [Raise Them]\n" + GRAVEYARD,
                      actions="  - cast: Raise Them\n  - resolve",
                      expect="  objects:\n    Thundermane Dragon: {zone: battlefield, types: [Artifact, Creature]}\n"
                             "    Llanowar Elves: {zone: battlefield, types: [Artifact, Creature]}\n"
                             "    Grizzly Bears: {zone: graveyard}", extra=RAISE))
    assert "205.1b" in cited(game)


def test_amount_minus_is_the_first_amount_less_the_others():
    spell = sorcery_card("gain_life: {amount: {minus: [{count: {types: [Land]}, controlled by: you}, "
                         "{count: {types: [Land]}, controlled by: each opponent}]}}")
    play(board("    hand: [Test Sorcery]\n    battlefield: [Forest, Forest, Forest]", "    battlefield: [Island]",
               actions="  - cast: Test Sorcery\n  - resolve", expect="  players:\n    Alice: {life: 22}",
               extra=spell))


def test_amounts_times_and_opponents_controlling_fewer():
    spell = sorcery_card("gain_life: {amount: {times: [3, {opponents: true, controlling fewer: {types: [Land]}}]}}")
    play(board("    hand: [Test Sorcery]\n    battlefield: [Forest, Forest]", "    battlefield: [Island]",
               actions="  - cast: Test Sorcery\n  - resolve", expect="  players:\n    Alice: {life: 23}",
               extra=spell))


WALKER = """cards:
  - name: Test Walker
    mana_cost: "{3}"
    types: [Planeswalker]
    abilities: []
"""


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_and_704_5i_puts_it_into_the_graveyard():
    spell = sorcery_card("damage: {amount: 2, to: each permanent, filter: {types: [Planeswalker]}}")
    game = play(board("    hand: [Test Sorcery]", "    battlefield: [{card: Test Walker, counters: {loyalty: 2}}]",
                      actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Test Walker: {zone: graveyard}", extra=spell + WALKER[len("cards:\n"):]))
    assert {"120.3c", "704.5i"} <= cited(game)


def test_120_3_damage_to_each_permanent_matching_a_filter_and_mana_value_at_least():
    spell = sorcery_card("damage: {amount: 1, to: each permanent, filter: {types: [Creature], mana value at least: 2}}")
    play(board("    hand: [Test Sorcery]", "    battlefield: [Grizzly Bears, Llanowar Elves]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {damage: 1}\n    Llanowar Elves: {zone: battlefield, damage: 0}",
               extra=spell))


def test_115_10a_only_a_creature_with_the_greatest_power_can_be_chosen():
    spell = sorcery_card("exile: {choose: {zone: battlefield, whose: each opponent, filter: {types: [Creature]}, "
                         "greatest power: true}}")
    body = board("    hand: [Test Sorcery]", "    battlefield: [Grizzly Bears, Llanowar Elves]",
                 actions="  - cast: Test Sorcery\n  - resolve", expect="  objects:\n    Grizzly Bears: {zone: exile}",
                 extra=spell)
    play(body)
    with pytest.raises(InputError, match="never needed"):  # the one legal choice is Grizzly Bears
        play(body + "choices:\n  - card: Llanowar Elves\n")


SWAP = """cards:
  - name: Swap
    mana_cost: "{U}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Exchange control of two target noncreature permanents that share a card type.
        targets:
          - {filter: {not types: [Creature]}, count: 2, share a card type: true}
        effects:
          - exchange_control: {target: 1}
"""


def test_601_2c_targets_that_must_share_a_card_type_and_share_none_are_refused():
    play(board("    hand: [Swap]\n    battlefield: [Sol Ring]", "    battlefield: [Blood Moon]",
               actions="  - cast: Swap\n    targets: [[Sol Ring, Blood Moon]]\n    illegal: 601.2c",
               expect="  objects:\n    Swap: {zone: hand}", extra=SWAP))


def test_701_12b_exchange_of_control_and_none_between_permanents_of_one_controller():
    game = play(board("    hand: [Swap]\n    battlefield: [Sol Ring]", "    battlefield: [Contagion Clasp]",
                      actions="  - cast: Swap\n    targets: [[Sol Ring, Contagion Clasp]]\n  - resolve",
                      expect="  objects:\n    Sol Ring: {controller: Bob}\n    Contagion Clasp: {controller: Alice}",
                      extra=SWAP))
    assert "701.12b" in cited(game)
    game = play(board("    hand: [Swap]\n    battlefield: [Sol Ring, Contagion Clasp]",
                      actions="  - cast: Swap\n    targets: [[Sol Ring, Contagion Clasp]]\n  - resolve",
                      expect="  objects:\n    Sol Ring: {controller: Alice}", extra=SWAP))
    assert any(e.event.kind == "no exchange" for e in game.log)


TAKE = """cards:
  - name: Take One Each
    mana_cost: "{U}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: For each opponent, gain control of up to one target creature that player controls.
        targets:
          - {filter: {types: [Creature]}, for each: opponent, up to: true}
        effects:
          - gain_control: {target: 1}
"""


def test_601_2c_one_target_for_each_opponent_not_two_of_one_player():
    bob = "    battlefield: [Grizzly Bears, Llanowar Elves]"
    play(board("    hand: [Take One Each]", bob,
               actions="  - cast: Take One Each\n    targets: [[Grizzly Bears, Llanowar Elves]]\n    illegal: 601.2c",
               expect="  objects:\n    Take One Each: {zone: hand}", extra=TAKE))
    play(board("    hand: [Take One Each]", bob, actions="  - cast: Take One Each\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {controller: Alice}\n    Llanowar Elves: {controller: Bob}",
               extra=TAKE))


def test_500_5_mana_empties_as_a_step_ends_unless_kept_until_end_of_turn():
    kept = sorcery_card('add_mana: {mana: "{R}", count: 2, until: end of turn}')
    play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve\n  - advance: end step",
               expect='  players:\n    Alice: {mana pool: "{R}{R}"}', extra=kept))
    lost = sorcery_card('add_mana: {mana: "{R}", count: 2}')
    play(board("    hand: [Test Sorcery]", actions="  - cast: Test Sorcery\n  - resolve\n  - expect:\n      players:\n"
                                                   '        Alice: {mana pool: "{R}{R}"}\n  - advance: end step',
               expect='  players:\n    Alice: {mana pool: ""}', extra=lost))


CHANGELING = """cards:
  - name: Mistform Test
    mana_cost: "{1}"
    types: [Creature]
    subtypes: [Shapeshifter]
    power: 1
    toughness: 1
    abilities: [Changeling]
"""


def test_702_73a_a_changeling_has_every_creature_type_but_no_other_subtype():
    elves = sorcery_card("gain_life: {amount: {plus: [{count: {subtypes: [Elf]}}, {count: {subtypes: [Saga]}}]}}")
    play(board("    hand: [Test Sorcery]\n    battlefield: [Mistform Test]",
               actions="  - cast: Test Sorcery\n  - resolve", expect="  players:\n    Alice: {life: 21}",
               extra=elves + CHANGELING[len("cards:\n"):]))


def test_613_3_an_effect_setting_creature_types_overrides_changeling():
    """Kenrith's Transformation: changeling (a characteristic-defining ability) applies first in layer 4, then the
    Aura's effect makes the creature an Elk only (613.3, 205.1a); it loses changeling in layer 6 anyway."""
    elves = sorcery_card("gain_life: {amount: {count: {subtypes: [Elf]}}}")
    play(board("    hand: [Test Sorcery]\n    battlefield:\n      - Mistform Test\n"
               "      - {card: Kenrith's Transformation, attached to: Mistform Test}",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {life: 20}\n  objects:\n    Mistform Test: {subtypes: [Elk]}",
               extra=elves + CHANGELING[len("cards:\n"):]))


def test_205_1a_becoming_a_size_alone_keeps_the_card_types():
    """`become` with only `base pt` ("has base power and toughness 4/4") changes no type (layer 4 untouched)."""
    grow = sorcery_card('become: {target: 1, base pt: "4/4", until: end of turn}').replace(
        "      - spell: {}\n", "      - spell: {}\n        targets: [{filter: {types: [Creature]}}]\n")
    play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {types: [Creature], subtypes: [Bear], power: 4, toughness: 4}",
               extra=grow))


def test_205_1a_new_creature_types_replace_the_old_ones():
    """"Becomes a 4/4 Dragon creature": the new creature type replaces the old creature types (205.1a)."""
    dragon = sorcery_card('become: {target: 1, types: [Creature], subtypes: [Dragon], base pt: "4/4"}').replace(
        "      - spell: {}\n", "      - spell: {}\n        targets: [{filter: {types: [Creature]}}]\n")
    play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {subtypes: [Dragon], power: 4, toughness: 4}", extra=dragon))
