"""Phasing (702.26): phased-out permanents are treated as though they don't exist, and phase in during their
controller's next untap step (502.1) unless something says permanents can't phase in."""

from helpers import board, cited, play

CARDS = """cards:
  - name: Time Slip
    mana_cost: "{U}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: All creatures phase out.
        effects:
          - phase_out: {all: {types: [Creature]}}
  - name: Wrath
    mana_cost: "{2}{W}{W}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Destroy all creatures.
        effects:
          - destroy: {all: {types: [Creature]}}
"""


def test_702_26b_a_phased_out_permanent_is_untouched_by_an_effect_on_all_creatures():
    game = play(board("    hand: [Time Slip, Wrath]\n    battlefield: [Grizzly Bears]",
                      actions="  - cast: Time Slip\n  - resolve\n  - cast: Wrath\n  - resolve",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n  events:\n"
                             "    - phased out: {names: [Grizzly Bears]}\n    - no: {destroyed: Grizzly Bears}",
                      extra=CARDS))
    assert "702.26b" in cited(game)


def test_502_1_it_phases_in_during_its_controllers_next_untap_step_and_untaps_then():
    game = play(board("    hand: [Time Slip]\n    battlefield: [{card: Grizzly Bears, tapped: true}]",
                      bob="    battlefield: [Llanowar Elves]",
                      actions="  - cast: Time Slip\n  - resolve\n  - advance: {to: upkeep, turn: Bob}\n"
                              "  - expect:\n      objects:\n        Grizzly Bears: {tapped: true}\n"
                              "  - advance: {to: upkeep, turn: Alice}",
                      expect="  objects:\n    Grizzly Bears: {tapped: false}\n  events:\n"
                             "    - turn-based action: {rule: 502.1, names: [Llanowar Elves]}\n"
                             "    - turn-based action: {rule: 502.1, names: [Grizzly Bears]}",
                      extra=CARDS))
    assert {"502.1", "702.26c"} <= cited(game)
