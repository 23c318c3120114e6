"""Delayed triggered abilities (CR 603.7), created by the `delayed_trigger` effect, one test per rule."""

from helpers import board, cited, play
from judge.game import events

CARDS = """cards:
  - name: Errand
    mana_cost: "{U}"
    types: [Instant]
    abilities:
      - spell: {}
        text: Errand.
        effects:
          - delayed_trigger: DELAYED
  - name: Sage
    mana_cost: "{1}{U}"
    types: [Creature]
    power: 1
    toughness: 1
    abilities:
      - activated: {tap: true}
        text: "{T}: At the beginning of your next upkeep, draw a card."
        effects:
          - delayed_trigger: {when: {event: beginning of, step: upkeep, whose: you}, effects: [{draw: {count: 1}}]}
"""
NEXT_END_STEP = "{when: {event: beginning of, step: end step}, effects: [{gain_life: {amount: 3}}]}"
NEXT_CREATURE_SPELL = ("{when: {event: cast, by: you, filter: {types: [Creature]}}, once: true, until: end of turn, "
                       "effects: [{gain_life: {amount: 3}}]}")
EACH_SPELL_THIS_TURN = "{when: {event: cast, by: you}, until: end of turn, effects: [{gain_life: {amount: 1}}]}"
BOLT_AT_END_STEP = ("{when: {event: beginning of, step: end step}, targets: [{player: opponent}], "
                    "effects: [{damage: {amount: 2, to: 1}}]}")


def errand(delayed: str) -> str:
    return CARDS.replace("DELAYED", delayed)


def logged(game, cls) -> list:
    return [e for e in game.log if isinstance(e.event, cls)]


def test_603_7d_a_spells_delayed_trigger_is_controlled_by_its_caster_whoever_is_active():
    game = play(board("    hand: [Errand]", actions="  - advance: {to: upkeep, turn: Bob}\n  - cast: Errand\n"
                                                     "  - resolve\n  - advance: end step\n  - resolve",
                      expect="  players:\n    Alice: {life: 23}\n    Bob: {life: 20}", extra=errand(NEXT_END_STEP)))
    created, = logged(game, events.DelayedTriggerCreated)
    assert created.event.controller == "Alice" and "603.7d" in created.cites
    triggered, = logged(game, events.DelayedTriggered)
    assert triggered.where == "T4 Bob, end step" and triggered.event.source_name == "Errand"


def test_603_7e_an_abilitys_delayed_trigger_has_its_source_and_waits_for_your_next_upkeep():
    game = play(board("    battlefield: [Sage]", actions="  - activate: Sage\n  - resolve\n  - destroy: Sage\n"
                                                        "  - advance: {to: upkeep, turn: Alice}\n  - resolve",
                      expect="  players:\n    Alice: {hand: 1}\n  cites: [603.7e]", extra=errand(NEXT_END_STEP)))
    triggered, = logged(game, events.DelayedTriggered)
    assert (triggered.where, triggered.event.source_name) == ("T5 Alice, upkeep", "Sage")


def test_603_7a_a_delayed_trigger_created_during_the_end_step_waits_for_the_next_one():
    game = play(board("    hand: [Errand]", actions="  - advance: end step\n  - cast: Errand\n  - resolve\n"
                                                     "  - advance: {to: upkeep, turn: Bob}",
                      expect="  players:\n    Alice: {life: 20}\n  stack: []", extra=errand(NEXT_END_STEP)))
    assert logged(game, events.DelayedTriggered) == [] and len(game.delayed_triggers) == 1


def test_603_7b_without_a_stated_duration_it_triggers_only_once():
    game = play(board("    hand: [Errand]", actions="  - cast: Errand\n  - resolve\n  - advance: end step\n"
                                                     "  - resolve\n  - advance: {to: end step, turn: Bob}",
                      expect="  players:\n    Alice: {life: 23}\n  stack: []", extra=errand(NEXT_END_STEP)))
    assert len(logged(game, events.DelayedTriggered)) == 1 and game.delayed_triggers == []


def test_603_7b_when_you_next_cast_triggers_once_even_within_its_duration():
    play(board("    hand: [Errand, Grizzly Bears, Memnite]",
               actions="  - cast: Errand\n  - resolve\n  - cast: Grizzly Bears\n  - resolve: all\n"
                       "  - cast: Memnite\n  - resolve: all",
               expect="  players:\n    Alice: {life: 23}\n  cites: [603.7b]", extra=errand(NEXT_CREATURE_SPELL)))


def test_603_7b_a_delayed_trigger_lasting_this_turn_triggers_each_time_then_ends_in_cleanup():
    game = play(board("    hand: [Errand, Grizzly Bears, Memnite, Llanowar Elves]",
                      actions="  - cast: Errand\n  - resolve\n  - cast: Grizzly Bears\n  - resolve: all\n"
                              "  - cast: Memnite\n  - resolve: all\n  - advance: {to: precombat main, turn: Alice}\n"
                              "  - cast: Llanowar Elves\n  - resolve: all",
                      expect="  players:\n    Alice: {life: 22}\n  cites: [514.2]", extra=errand(EACH_SPELL_THIS_TURN)))
    ended, = logged(game, events.DelayedTriggerEnded)
    assert ended.where == "T3 Alice, cleanup" and "603.7b" in ended.cites


def test_603_7_a_delayed_trigger_chooses_its_targets_as_it_is_put_on_the_stack():
    game = play(board("    hand: [Errand]", actions="  - cast: Errand\n  - resolve\n  - advance: end step\n  - resolve",
                      expect="  players:\n    Bob: {life: 18}", extra=errand(BOLT_AT_END_STEP)))
    assert "603.3" in cited(game)


VISIT = """cards:
  - name: Visit
    mana_cost: "{W}"
    types: [Instant]
    abilities:
      - spell: {}
        text: Exile target creature you control. Return that card at the beginning of the next end step.
        targets:
          - {filter: {types: [Creature], controller: you}}
        effects:
          - exile: {target: 1}
          - delayed_trigger: {when: {event: beginning of, step: end step}, effects: [{return_exiled: }]}
"""


def test_603_7c_a_delayed_trigger_affects_the_card_it_refers_to_only_where_it_is_expected():
    play(board("    hand: [Visit]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Visit\n    targets: [Grizzly Bears]\n  - resolve\n  - advance: end step\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield}", extra=VISIT))
    play(board("    hand: [Visit]\n    battlefield: [Grizzly Bears]",
               actions="  - cast: Visit\n    targets: [Grizzly Bears]\n  - resolve\n"
                       "  - move: {object: Grizzly Bears, to: hand}\n  - move: {object: Grizzly Bears, to: exile}\n"
                       "  - advance: end step\n  - resolve",
               expect="  objects:\n    Grizzly Bears: {zone: exile}", extra=VISIT))


def test_702_88a_rebound_cast_in_an_upkeep_waits_for_its_controllers_next_upkeep():
    game = play("players:\n  Alice:\n    library: 5\n    hand: [Ephemerate]\n    battlefield: [Grizzly Bears]\n"
                "  Bob:\n    library: 5\nturn: {active: Alice, number: 3, step: upkeep}\n"
                "actions:\n  - cast: Ephemerate\n    targets: [Grizzly Bears]\n  - resolve\n"
                "  - expect:\n      stack: []\n  - advance: {to: upkeep, turn: Bob}\n"
                "  - expect:\n      stack: []\n  - advance: {to: upkeep, turn: Alice}\n"
                "expect:\n  stack: [Ephemerate]\n  cites: [702.88a]\n")
    rebound, = [e for e in game.log if isinstance(e.event, events.Triggered) and e.event.keyword == "Rebound"]
    assert rebound.where == "T5 Alice, upkeep" and game.delayed_triggers == []
