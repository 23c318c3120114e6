"""Evasion abilities: landwalk (702.14c) and horsemanship (702.31b); "target creature that player controls" in a
combat damage trigger (115.1)."""

from helpers import board, cited, play

CARDS = """cards:
  - name: Reef Crab
    mana_cost: "{1}{U}"
    types: [Creature]
    subtypes: [Crab]
    power: 2
    toughness: 2
    abilities: [Islandwalk]
  - name: Steppe Rider
    mana_cost: "{1}{W}"
    types: [Creature]
    subtypes: [Human]
    power: 2
    toughness: 2
    abilities: [Horsemanship]
  - name: Steppe Guard
    mana_cost: "{1}{W}"
    types: [Creature]
    subtypes: [Human]
    power: 1
    toughness: 3
    abilities: [Horsemanship]
"""


def fight(alice: str, bob: str, actions: str, expect: str):
    return play(board(alice, bob, actions=actions, expect=expect, extra=CARDS))


def test_702_14c_islandwalk_cant_be_blocked_while_the_defending_player_controls_an_island():
    game = fight("    battlefield: [Reef Crab]", "    battlefield: [Island, Grizzly Bears]",
                 "  - attack: Reef Crab\n  - block: {Grizzly Bears: Reef Crab}\n    illegal: 702.14c\n"
                 "  - advance: end step", "  players:\n    Bob: {life: 18}")
    assert "702.14c" in cited(game)


def test_702_14c_islandwalk_without_an_island_is_blocked_normally():
    fight("    battlefield: [Reef Crab, Island]", "    battlefield: [Forest, Steppe Guard]",
          "  - attack: Reef Crab\n  - block: {Steppe Guard: Reef Crab}\n  - advance: end step",
          "  players:\n    Bob: {life: 20}\n  objects:\n    Steppe Guard: {damage: 2}")


def test_702_31b_horsemanship_is_blocked_only_by_horsemanship():
    fight("    battlefield: [Steppe Rider]", "    battlefield: [Grizzly Bears, Steppe Guard]",
          "  - attack: Steppe Rider\n  - block: {Grizzly Bears: Steppe Rider}\n    illegal: 702.31b\n"
          "  - block: {Steppe Guard: Steppe Rider}\n  - advance: end step",
          "  players:\n    Bob: {life: 20}\n  objects:\n    Steppe Guard: {damage: 2}")


def test_702_31b_a_creature_with_horsemanship_can_block_one_without():
    fight("    battlefield: [Grizzly Bears]", "    battlefield: [Steppe Guard]",
          "  - attack: Grizzly Bears\n  - block: {Steppe Guard: Grizzly Bears}\n  - advance: end step",
          "  players:\n    Bob: {life: 20}\n  objects:\n    Steppe Guard: {damage: 2}")


SHOCKER = """cards:
  - name: Shocker
    mana_cost: "{1}{R}"
    types: [Creature]
    subtypes: [Salamander]
    power: 2
    toughness: 2
    abilities:
      - triggered: {event: deals damage, combat: true, to: player, filter: {subtypes: [Salamander]}}
        text: Whenever a Salamander deals combat damage to a player, it deals that much damage to target creature...
        targets:
          - {filter: {types: [Creature]}, controlled by: that player}
        effects:
          - damage: {amount: {that much: true}, to: 1, by event object: true}
"""


def test_115_1_target_creature_that_player_controls_is_one_of_the_damaged_players():
    """The target is chosen among the creatures of the player the trigger event names (by default the first of
    those), not among the controller's own, which come first otherwise; the Salamander deals the damage."""
    game = play(board("    battlefield: [Memnite, Shocker]", "    battlefield: [Grizzly Bears]",
                      actions="  - attack: Shocker\n  - advance: combat damage\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {zone: graveyard}\n    Memnite: {zone: battlefield}\n"
                             "  players:\n    Bob: {life: 18}", extra=SHOCKER))
    assert "120.3e" in cited(game)
