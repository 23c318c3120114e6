"""Time counters: time travel (701.56a), suspend (702.62a-b) and vanishing (702.63a)."""

from helpers import board, cited, play, sorcery_card
from judge.game import events

CARDS = sorcery_card("time_travel: {}", "Time travel.") + """  - name: Fading Wisp
    mana_cost: "{W}"
    types: [Creature]
    subtypes: [Spirit]
    power: 1
    toughness: 1
    abilities:
      - {keyword: Vanishing, count: 2}
  - name: Later Bolt
    mana_cost: "{R}"
    types: [Sorcery]
    abilities:
      - Suspend
      - spell: {}
        text: Later Bolt deals 2 damage to each opponent.
        effects:
          - damage: {amount: 2, to: each opponent}
"""


def test_701_56a_time_travel_by_default_removes_a_time_counter_from_each_permanent_and_suspended_card():
    game = play(board("    hand: [Test Sorcery]\n    battlefield: [{card: Fading Wisp, counters: {time: 2}}]\n"
                      "    exile:\n      - {card: Later Bolt, counters: {time: 3}}\n"
                      "      - {card: Memnite, counters: {time: 2}}",
                      actions="  - cast: Test Sorcery\n  - resolve",
                      expect="  objects:\n    Fading Wisp: {counters: {time: 1}}\n"
                             "    Later Bolt: {counters: {time: 2}}\n    Memnite: {counters: {time: 2}}", extra=CARDS))
    told = [e.event for e in game.log if isinstance(e.event, events.TimeTravels)]
    assert [t.names for t in told] == [("Fading Wisp", "Later Bolt")]  # Memnite has no suspend: not suspended
    assert "701.56a" in cited(game)


def test_702_62a_the_last_time_counter_removed_casts_the_suspended_card_without_paying():
    game = play(board("    exile:\n      - {card: Later Bolt, counters: {time: 1}}",
                      actions="  - advance: {to: draw, turn: Alice}",
                      expect="  objects:\n    Later Bolt: {zone: graveyard}\n  players:\n    Bob: {life: 18}",
                      extra=CARDS))
    assert {"702.62a", "603.4", "118.9"} <= cited(game)


def test_702_63a_vanishing_enters_with_time_counters():
    play(board("    hand: [Fading Wisp]", actions="  - cast: Fading Wisp\n  - resolve",
               expect="  objects:\n    Fading Wisp: {counters: {time: 2}}", extra=CARDS))
