"""Vocabulary the Kamigawa: Neon Dynasty and March of the Machine transforming Sagas and the Theros Beyond Death
Sagas need, one test per rule."""

from helpers import board, cited, play

LIFE_COST_CARD = """cards:
  - name: Test Shrine
    mana_cost: "{1}"
    types: [Artifact]
    abilities:
      - activated: {life: 2}
        text: "Pay 2 life: Draw a card."
        effects: [{draw: {}}]
"""


def test_119_4_paying_life_is_a_cost_paid_as_the_ability_is_activated():
    game = play(LIFE_COST_CARD + board("    life: 5\n    battlefield: [Test Shrine]", actions="  - activate: Test Shrine",
                                       expect="  players:\n    Alice: {life: 3}\n  stack: [Test Shrine]"))
    assert {"119.4", "602.2b"} <= cited(game)


def test_119_4_life_can_be_paid_only_up_to_the_life_total():
    play(LIFE_COST_CARD + board("    life: 1\n    battlefield: [Test Shrine]",
                                actions="  - activate: Test Shrine\n    illegal: 119.4",
                                expect="  players:\n    Alice: {life: 1}\n  stack: []"))
