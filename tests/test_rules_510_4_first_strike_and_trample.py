"""Combat damage with first strike and double strike (510.4, 702.4b, 702.7b-c) and trample (702.19b, 702.19d)."""

from helpers import board, cited, play
from judge.game import events

CARDS = """cards:
  - {name: Striker, types: [Creature], subtypes: [Soldier], power: 2, toughness: 2, abilities: [First strike]}
  - {name: Doubler, types: [Creature], subtypes: [Knight], power: 2, toughness: 3, abilities: [Double strike]}
  - {name: Trampler, types: [Creature], subtypes: [Beast], power: 5, toughness: 5, abilities: [Trample]}
  - {name: Deadly Trampler, types: [Creature], subtypes: [Beast], power: 4, toughness: 4,
     abilities: [Trample, Deathtouch]}
  - {name: Wall, types: [Creature], subtypes: [Wall], power: 0, toughness: 3, abilities: [Defender]}
  - {name: Ogre, types: [Creature], subtypes: [Ogre], power: 3, toughness: 3, abilities: []}
  - name: Zap
    types: [Instant]
    abilities:
      - spell: {}
        text: Destroy target creature.
        targets: [{filter: {types: [Creature]}}]
        effects: [{destroy: {target: 1}}]
  - name: Keen Edge
    types: [Instant]
    abilities:
      - spell: {}
        text: Target creature gains first strike until end of turn.
        targets: [{filter: {types: [Creature]}}]
        effects: [{gain_ability: {target: 1, ability: First strike, until: end of turn}}]
"""


def fight(alice: str, bob: str, actions: str, expect: str):
    return play(board(alice, bob, actions=actions, expect=expect, extra=CARDS))


def kinds(game) -> list[type]:
    return [type(entry.event) for entry in game.log]


def test_510_4_a_first_striker_kills_its_blocker_before_the_blocker_deals_damage():
    game = fight("    battlefield: [Striker]", "    battlefield: [Grizzly Bears]",
                 "  - attack: Striker\n  - block: {Grizzly Bears: Striker}\n  - advance: end step",
                 "  objects:\n    Grizzly Bears: {zone: graveyard}\n    Striker: {damage: 0}")
    assert {"510.4", "702.7b"} <= cited(game)
    assert kinds(game).count(events.FirstStrikeCombatDamage) == 1
    assert kinds(game).count(events.SecondCombatDamage) == 1


def test_510_4_without_first_strike_or_double_strike_there_is_one_combat_damage_step():
    game = fight("    battlefield: [Ogre]", "    battlefield: [Grizzly Bears]",
                 "  - attack: Ogre\n  - block: {Grizzly Bears: Ogre}\n  - advance: end step",
                 "  objects:\n    Grizzly Bears: {zone: graveyard}\n    Ogre: {damage: 2}")
    assert "510.4" not in cited(game)
    assert kinds(game).count(events.CombatDamageDealt) == 1


def test_702_4b_double_strike_deals_combat_damage_in_both_steps():
    fight("    battlefield: [Doubler, Ogre]", "    battlefield: []",
          "  - attack: [Doubler, Ogre]\n  - advance: end step",
          "  players:\n    Bob: {life: 13}")


def test_510_4_a_creature_without_first_strike_survives_to_deal_damage_in_the_second_step():
    fight("    battlefield: [Striker]", "    battlefield: [Ogre]",
          "  - attack: Striker\n  - block: {Ogre: Striker}\n  - advance: end step",
          "  objects:\n    Striker: {zone: graveyard}\n    Ogre: {damage: 2}")


def test_702_7c_first_strike_gained_after_the_first_step_does_not_stop_regular_damage():
    game = fight("    battlefield: [Striker, Ogre]\n    hand: [Keen Edge]", "    battlefield: []",
                 "  - attack: [Striker, Ogre]\n  - advance: combat damage\n  - cast: Keen Edge\n"
                 "    targets: [Ogre]\n  - resolve: all\n  - advance: end step",
                 "  players:\n    Bob: {life: 15}")
    assert kinds(game).count(events.SecondCombatDamage) == 1


def test_702_19b_trample_assigns_lethal_damage_to_the_blocker_and_the_rest_to_the_player():
    fight("    battlefield: [Trampler]", "    battlefield: [Grizzly Bears]",
          "  - attack: Trampler\n  - block: {Grizzly Bears: Trampler}\n  - advance: end step",
          "  players:\n    Bob: {life: 17}\n  objects:\n    Grizzly Bears: {zone: graveyard}")


def test_702_19b_lethal_damage_counts_damage_already_marked_and_deathtouch():
    fight("    battlefield: [Deadly Trampler]", "    battlefield: [Wall]",
          "  - attack: Deadly Trampler\n  - block: {Wall: Deadly Trampler}\n  - advance: end step",
          "  players:\n    Bob: {life: 17}\n  objects:\n    Wall: {zone: graveyard}")


def test_702_19d_trample_blocked_with_no_blocker_left_assigns_all_its_damage_to_the_player():
    fight("    battlefield: [Trampler]\n    hand: [Zap]", "    battlefield: [Wall]",
          "  - attack: Trampler\n  - block: {Wall: Trampler}\n  - cast: Zap\n    targets: [Wall]\n"
          "  - resolve: all\n  - advance: end step",
          "  players:\n    Bob: {life: 15}")


def test_510_1c_a_blocked_creature_with_no_blocker_left_and_no_trample_assigns_no_damage():
    game = fight("    battlefield: [Ogre]\n    hand: [Zap]", "    battlefield: [Wall]",
                 "  - attack: Ogre\n  - block: {Wall: Ogre}\n  - cast: Zap\n    targets: [Wall]\n"
                 "  - resolve: all\n  - advance: end step",
                 "  players:\n    Bob: {life: 20}")
    assert [e.event.name for e in game.log if isinstance(e.event, events.AssignsNoCombatDamage)] == ["Ogre"]
    assert "510.1c" in cited(game)


def test_702_19a_trample_has_no_effect_on_a_blocking_creature():
    fight("    battlefield: [Ogre]", "    battlefield: [Trampler]",
          "  - attack: Ogre\n  - block: {Trampler: Ogre}\n  - advance: end step",
          "  players:\n    Alice: {life: 20}\n  objects:\n    Ogre: {zone: graveyard}")
