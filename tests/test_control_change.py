"""Control-changing effects (layer 2, 613.1b): "gain control of target creature" for a duration (611.2a-b), and
a creature whose control changed this turn is not yet controlled since its controller's turn began (302.6)."""

from helpers import board, cited, play

CARDS = """cards:
  - name: Borrow
    mana_cost: "{R}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Gain control of target creature until end of turn.
        targets:
          - {filter: {types: [Creature]}}
        effects:
          - gain_control: {target: 1, until: end of turn}
  - name: Siege of Thebes
    mana_cost: "{2}{R}"
    types: [Enchantment]
    subtypes: [Saga]
    abilities:
      - chapter: 1
        text: I — Gain control of target creature for as long as this Saga remains on the battlefield.
        targets:
          - {filter: {types: [Creature]}}
        effects:
          - gain_control: {target: 1, until: for as long as this remains on the battlefield}
      - chapter: 2
        text: II — You gain 1 life.
        effects: [{gain_life: {amount: 1}}]
"""


def test_613_1b_gained_control_lasts_until_end_of_turn():
    game = play(board("    hand: [Borrow]", "    battlefield: [Grizzly Bears]",
                      actions="  - cast: Borrow\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {controller: Alice}\n"
                              "  - advance: {to: upkeep, turn: Bob}",
                      expect="  objects:\n    Grizzly Bears: {controller: Bob}", extra=CARDS))
    assert {"613.1b", "611.2c", "514.2"} <= cited(game)


def test_302_6_a_creature_gained_this_turn_cannot_attack_without_haste():
    play(board("    hand: [Borrow]", "    battlefield: [Grizzly Bears]",
               actions="  - cast: Borrow\n    targets: [Grizzly Bears]\n  - resolve\n"
                       "  - attack: Grizzly Bears\n    illegal: 302.6",
               expect="  players:\n    Bob: {life: 20}", extra=CARDS))


def test_611_2b_control_from_a_saga_ends_when_the_saga_leaves():
    play(board("    hand: [Siege of Thebes]", "    battlefield: [Grizzly Bears]",
               actions="  - cast: Siege of Thebes\n  - resolve\n  - resolve\n"
                       "  - expect:\n      objects:\n        Grizzly Bears: {controller: Alice}\n"
                       "  - destroy: Siege of Thebes",
               expect="  objects:\n    Grizzly Bears: {controller: Bob}", extra=CARDS))
