"""Vocabulary added for the Dominaria Sagas and their kin (issue 10): each test is named after the rule it checks."""

from helpers import board, cited, play, sorcery_card


def test_205_1b_becoming_an_artifact_in_addition_keeps_the_other_types_and_subtypes():
    game = play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {types: [Artifact, Creature], subtypes: [Bear], power: 2}",
                      extra=sorcery_card("become: {all: {types: [Creature]}, types: [Artifact], in addition: true}")))
    assert "205.1b" in cited(game)


def test_205_1b_becoming_artifact_creatures_sets_base_power_and_toughness_until_end_of_turn():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Sol Ring]",
               actions="  - cast: Test Sorcery\n  - resolve\n"
                       "  - expect:\n      objects:\n        Sol Ring: {types: [Artifact, Creature], power: 5}\n"
                       "  - advance: {to: upkeep, turn: Bob}",
               expect="  objects:\n    Sol Ring: {types: [Artifact]}",
               extra=sorcery_card("become: {all: {types: [Artifact]}, types: [Artifact, Creature], base pt: 5/5, "
                                  "in addition: true, until: end of turn}")))


def test_120_3_damage_to_each_creature_without_flying_spares_fliers():
    play(board("    hand: [Test Sorcery]\n    battlefield: [Grizzly Bears]", "    battlefield: [Thrummingbird]",
               actions="  - cast: Test Sorcery\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {damage: 1}\n    Thrummingbird: {damage: 0}",
               extra=sorcery_card("damage: {amount: 1, each: {types: [Creature], without keyword: Flying}}")))


def test_608_2c_sacrifice_if_you_do_happens_only_after_a_sacrifice():
    effect = "sacrifice: {player: you, filter: {subtypes: [Mountain]}, if you do: [{draw: {count: 2}}]}"
    play(board("    hand: [Test Sorcery]\n    battlefield: [Forest]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 0}", extra=sorcery_card(effect)))
    play(board("    hand: [Test Sorcery]\n    battlefield: [Mountain]", actions="  - cast: Test Sorcery\n  - resolve",
               expect="  players:\n    Alice: {hand: 2}\n  objects:\n    Mountain: {zone: graveyard}",
               extra=sorcery_card(effect)))
