"""Declaring blockers (509), blocking restrictions (509.1b, 702.9b flying, 702.111b menace), blocking triggers
(509.3a, 509.3c) and combat damage with blockers (510.1b-d)."""

from helpers import board, cited, play
from judge.game import events

CARDS = """cards:
  - name: Sky Bear
    mana_cost: "{1}{G}"
    types: [Creature]
    subtypes: [Bear]
    power: 3
    toughness: 3
    abilities: [Flying]
  - name: Net Spider
    mana_cost: "{1}{G}"
    types: [Creature]
    subtypes: [Spider]
    power: 1
    toughness: 4
    abilities: [Reach]
  - name: Brute
    mana_cost: "{2}{B}"
    types: [Creature]
    subtypes: [Orc]
    power: 4
    toughness: 4
    abilities:
      - Menace
      - triggered: {event: becomes blocked, self: true}
        text: Whenever Brute becomes blocked, draw a card.
        effects: [{draw: {}}]
  - name: Watchman
    mana_cost: "{1}{W}"
    types: [Creature]
    subtypes: [Soldier]
    power: 1
    toughness: 5
    abilities:
      - triggered: {event: blocks, self: true}
        text: Whenever Watchman blocks, you gain 2 life.
        effects: [{gain_life: {amount: 2}}]
  - name: Trip Wire
    mana_cost: "{R}"
    types: [Sorcery]
    abilities:
      - spell: {}
        text: Target creature can't block this turn.
        targets:
          - {filter: {types: [Creature]}}
        effects:
          - cant_block: {target: 1, until: end of turn}
"""


def fight(alice: str, bob: str, actions: str, expect: str):
    return play(board(alice, bob, actions=actions, expect=expect, extra=CARDS))


def test_510_1b_d_blocked_and_blocking_creatures_deal_damage_to_each_other_unblocked_ones_to_the_player():
    game = fight("    battlefield: [Grizzly Bears, Sky Bear]", "    battlefield: [Watchman]",
                 "  - attack: [Grizzly Bears, Sky Bear]\n  - block: {Watchman: Grizzly Bears}\n  - advance: end step",
                 "  objects:\n    Watchman: {damage: 2}\n    Grizzly Bears: {damage: 1}\n  players:\n"
                 "    Bob: {life: 19}")
    assert {"509.1g", "509.1h", "510.1b", "510.1c", "510.1d", "703.4j"} <= cited(game)


def test_509_1a_a_tapped_creature_cannot_block():
    fight("    battlefield: [Grizzly Bears]", "    battlefield: [{card: Watchman, tapped: true}]",
          "  - attack: Grizzly Bears\n  - block: {Watchman: Grizzly Bears}\n    illegal: 509.1a",
          "  players:\n    Bob: {life: 20}")


def test_702_9b_a_creature_with_flying_is_blocked_only_by_flying_or_reach():
    fight("    battlefield: [Sky Bear]", "    battlefield: [Watchman, Net Spider]",
          "  - attack: Sky Bear\n  - block: {Watchman: Sky Bear}\n    illegal: 702.9b\n"
          "  - block: {Net Spider: Sky Bear}\n  - advance: end step",
          "  objects:\n    Net Spider: {damage: 3}\n  players:\n    Bob: {life: 20}")


def test_702_111b_a_creature_with_menace_needs_two_blockers():
    fight("    battlefield: [Brute]", "    battlefield: [Watchman, Net Spider]",
          "  - attack: Brute\n  - block: {Watchman: Brute}\n    illegal: 702.111b\n"
          "  - block: {Watchman: Brute, Net Spider: Brute}\n  - advance: end step",
          "  players:\n    Bob: {life: 22}\n  objects:\n    Watchman: {damage: 4}\n    Brute: {damage: 2}")


def test_509_3a_509_3c_blocks_and_becomes_blocked_trigger():
    game = fight("    battlefield: [Brute]\n    library: 5", "    battlefield: [Watchman, Net Spider]",
                 "  - attack: Brute\n  - block: {Watchman: Brute, Net Spider: Brute}\n  - resolve: all",
                 "  players:\n    Alice: {hand: 1}\n    Bob: {life: 22}\n  events:\n    - blocks: Watchman\n"
                 "    - becomes blocked: Brute")
    assert {"509.3a", "509.3c"} <= cited(game)


def test_509_1b_an_effect_that_says_a_creature_cant_block_lasts_its_duration():
    fight("    battlefield: [Grizzly Bears]\n    hand: [Trip Wire]", "    battlefield: [Watchman]",
          "  - cast: Trip Wire\n    targets: [Watchman]\n  - resolve\n  - attack: Grizzly Bears\n"
          "  - block: {Watchman: Grizzly Bears}\n    illegal: 509.1b\n  - advance: end step",
          "  players:\n    Bob: {life: 18}")


def test_509_1_blockers_are_declared_only_after_attackers():
    fight("    battlefield: [Grizzly Bears]", "    battlefield: [Watchman]",
          "  - block: {Watchman: Grizzly Bears}\n    illegal: 509.1", "  players:\n    Bob: {life: 20}")


def test_509_1h_a_blocked_creature_whose_blocker_left_deals_no_damage():
    game = fight("    battlefield: [Grizzly Bears]", "    battlefield: [Watchman]",
                 "  - attack: Grizzly Bears\n  - block: {Watchman: Grizzly Bears}\n"
                 "  - move: {object: Watchman, to: hand}\n  - advance: end step",
                 "  players:\n    Bob: {life: 22}")
    assert not [e for e in game.log if isinstance(e.event, events.DamageToPlayer)]
