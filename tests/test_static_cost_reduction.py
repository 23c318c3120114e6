"""601.2f: a permanent's static "Doctor spells you cast cost {1} less to cast" reduces the total cost of its
controller's matching spells only."""

from helpers import board, play
from judge.game import events

CARDS = """cards:
  - name: Companion
    mana_cost: "{W}"
    types: [Creature]
    subtypes: [Human]
    power: 1
    toughness: 1
    abilities:
      - static: {effect: reduce_cost, filter: {subtypes: [Doctor]}, generic: 1}
        text: Doctor spells you cast cost {1} less to cast.
  - name: Doctor Who
    mana_cost: "{2}{U}"
    types: [Creature]
    subtypes: [Time Lord, Doctor]
    power: 2
    toughness: 2
"""


def reductions(game) -> list[tuple[str, str]]:
    return [(e.event.spell, e.event.total) for e in game.log if isinstance(e.event, events.CostReduced)]


def test_601_2f_a_static_reduction_applies_to_its_controllers_matching_spells():
    game = play(board("    hand: [Doctor Who, Grizzly Bears]\n    battlefield: [Companion]",
                      actions="  - cast: Doctor Who\n  - resolve\n  - cast: Grizzly Bears\n  - resolve",
                      expect="  objects:\n    Doctor Who: {zone: battlefield}", extra=CARDS))
    assert reductions(game) == [("Doctor Who", "{1}{U}")]


def test_601_2f_a_static_reduction_does_not_apply_to_an_opponents_spells():
    game = play(board("    battlefield: [Companion]", bob="    hand: [Doctor Who]",
                      actions="  - advance: {to: precombat main, turn: Bob}\n  - cast: Doctor Who\n  - resolve",
                      expect="  objects:\n    Doctor Who: {zone: battlefield}", extra=CARDS))
    assert reductions(game) == []
