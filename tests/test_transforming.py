"""Transforming double-faced cards (CR 712) exiled and returned by `transform_return`, one test per rule."""

from pathlib import Path

import pytest

from helpers import board, cited, play, sorcery_card
from judge import runner, scenario
from judge.cards import CARD_DIR, read_card
from judge.cards.vocabulary import EFFECTS
from judge.game import choosing, events

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
# The transforming cards whose every chapter and triggered or activated ability, on both faces, the library's
# scenarios named after them (file names starting with the card file's name) resolve (issue 10 §5).
PROVEN = ("befriending-the-moths", "boseiju-reaches-skyward", "clive-ifrit-s-dominant", "era-of-enlightenment",
          "jecht-reluctant-guardian", "michiko-s-reign-of-truth", "okiba-reckoner-raid", "tales-of-master-seshiro",
          "teachings-of-the-kirin", "the-long-reach-of-night", "the-modern-age",
          "life-of-toshiro-umezawa", "behold-the-unspeakable", "the-restoration-of-eiganjo",
          "azusa-s-many-journeys", "urabrask", "inventive-iteration",
          "the-dragon-kami-reborn")

# A praetor-like card: a creature that exiles itself and returns transformed under its owner's control as a
# Saga, whose last chapter returns it front face up (the March of the Machine praetors' templates).
PRAETOR = """cards:
  - name: Test Praetor
    mana_cost: "{2}{W}"
    types: [Creature]
    power: 3
    toughness: 3
    abilities:
      - activated: {mana: "{W}"}
        sorcery speed: true
        text: "{W}: Exile Test Praetor, then return it to the battlefield transformed under its owner's control."
        effects:
          - transform_return: {under: owner}
    back:
      name: Test Etchings
      types: [Enchantment]
      subtypes: [Saga]
      abilities:
        - chapter: 1
          text: I — You gain 2 life.
          effects:
            - gain_life: {amount: 2}
        - chapter: 2
          text: II — Exile Test Etchings, then return it to the battlefield (front face up).
          effects:
            - transform_return: {face: front}
  - name: Plain Saga
    mana_cost: "{1}"
    types: [Enchantment]
    subtypes: [Saga]
    abilities:
      - chapter: 1
        text: I — Exile this Saga, then return it to the battlefield transformed under your control.
        effects:
          - transform_return: {}
"""


def logged(game, cls) -> list:
    return [e for e in game.log if isinstance(e.event, cls)]


def kami_war_returned_transformed():
    """The Kami War's chapter III exiles it and returns it transformed: the game, and the permanent."""
    game = play(board("    battlefield:\n      - card: The Kami War\n        counters: {lore: 2}\n"
                      "        resolved chapters: [1, 2]", "",
                      "  - advance: {to: precombat main, turn: Alice}\n  - resolve: all",
                      "  objects:\n    The Kami War: {zone: battlefield, subtypes: [Dragon, Spirit]}"))
    return game, next(o for o in game.battlefield() if o.label == "The Kami War")


def test_712_14a_returned_transformed_it_enters_back_face_up_and_is_cited():
    game, kami = kami_war_returned_transformed()
    assert kami.face == "back" and game.chars(kami.oid).name == "O-Kagachi Made Manifest"
    assert "712.14a" in cited(game) and "701.27a" not in cited(game)


def test_transform_return_is_defined_by_712_14a_not_701_27a():
    """Returning a card transformed puts it onto the battlefield (712.14a); it does not transform a permanent."""
    assert EFFECTS["transform_return"].rule == "712.14a"


def test_712_8e_and_714_3a_a_back_face_that_isnt_a_saga_enters_with_no_lore_counter():
    game = play(board("    battlefield:\n      - card: Era of Enlightenment\n        counters: {lore: 2}\n"
                      "        resolved chapters: [1, 2]", "",
                      "  - advance: {to: precombat main, turn: Alice}\n  - resolve: all",
                      "  objects:\n    Era of Enlightenment: {counters: {}, chapters: []}"))
    notes = logged(game, events.EnteredFaceUp)
    assert [(n.event.name, n.event.face, n.event.saga) for n in notes] == [("Hand of Enlightenment", "back", False)]
    assert notes[0].cites == ("712.8e", "714.3a")


def test_714_3a_a_creature_returned_transformed_as_a_saga_enters_with_a_lore_counter():
    """It is exiled and returned, so it enters the battlefield: the Saga's intrinsic ability gives it a lore
    counter (714.3a) and chapter I triggers (714.2b) - unlike a permanent that transforms in place."""
    game = play(PRAETOR + board("    battlefield: [Test Praetor]", "",
                                "  - activate: Test Praetor\n  - resolve: all",
                                "  players:\n    Alice: {life: 22}\n  objects:\n"
                                "    Test Praetor: {zone: battlefield, subtypes: [Saga], counters: {lore: 1}}"))
    notes = logged(game, events.EnteredFaceUp)
    assert [(n.event.name, n.event.saga, n.event.lore) for n in notes] == [("Test Etchings", True, 1)]
    assert notes[0].cites == ("712.8e", "714.3a") and "712.14a" in cited(game)


def test_712_14_returned_front_face_up_it_enters_as_its_front_face_without_lore_counters():
    game = play(PRAETOR + board("    battlefield:\n      - card: Test Praetor\n        face: back\n"
                                "        counters: {lore: 1}\n        resolved chapters: [1]", "",
                                "  - advance: {to: precombat main, turn: Alice}\n  - resolve: all",
                                "  objects:\n    Test Praetor: {zone: battlefield, types: [Creature], counters: {},"
                                " power: 3}"))
    notes = logged(game, events.EnteredFaceUp)
    assert [(n.event.name, n.event.face) for n in notes] == [("Test Praetor", "front")]
    assert "712.14" in cited(game) and "712.8d" in cited(game)


def test_712_14a_under_its_owners_control():
    game = play(PRAETOR + board("", "    battlefield:\n      - card: Test Praetor\n        controller: Alice",
                                "  - activate: Test Praetor\n  - resolve",
                                "  objects:\n    Test Praetor: {zone: battlefield, controller: Bob, subtypes: [Saga]}"))
    assert game.chars(next(o for o in game.battlefield() if o.label == "Test Praetor").oid).controller == 1


def test_712_14a_a_card_that_isnt_double_faced_stays_in_exile():
    game = play(PRAETOR + board("    hand: [Plain Saga]", "", "  - cast: Plain Saga\n  - resolve: all",
                                "  objects:\n    Plain Saga: {zone: exile}"))
    assert [n.event.name for n in logged(game, events.NotDoubleFacedStaysInExile)] == ["Plain Saga"]


def test_400_7_a_saga_gone_from_the_battlefield_is_neither_exiled_nor_returned():
    game = play(board("    hand: [Boomerang]\n    battlefield:\n      - card: The Modern Age\n"
                      "        counters: {lore: 2}\n        resolved chapters: [1, 2]", "",
                      "  - advance: {to: precombat main, turn: Alice}\n"
                      "  - cast: Boomerang\n    targets: [The Modern Age]\n  - resolve: all",
                      "  objects:\n    The Modern Age: {zone: hand}"))
    assert [n.event.source_name for n in logged(game, events.SourceGoneNotReturned)] == ["The Modern Age"]
    assert logged(game, events.EnteredFaceUp) == []


def test_603_12_a_reflexive_abilitys_targets_are_its_own_so_they_dont_make_a_mode_unusable():
    """700.2a: a mode can be chosen when its targets were chosen; the target of a reflexive ability in it (603.12)
    is chosen later, for that ability (Kirin-Touched Orochi's second mode)."""
    mode = [{"exile": {"target": 2}},
            {"reflexive": {"targets": [{}], "effects": [{"put_counters": {"target": 1, "kind": "+1/+1"}}]}}]
    assert choosing.target_refs(mode) == {2}
    assert choosing.target_refs([{"reflexive": {"effects": [{"exile": {"target": 1}}]}}]) == {1}


@pytest.mark.parametrize("card_file", PROVEN)
def test_714_2b_every_chapter_and_back_face_ability_resolves_in_the_cards_scenarios(card_file):
    """Each chapter of each face triggers and resolves (714.2b, 608.2); each other triggered ability triggers
    (603.2) and each activated ability that isn't a mana ability is activated (602.2), in a scenario of the card."""
    card = read_card(CARD_DIR / f"{card_file}.yaml")
    logs = [runner.run(scenario.load(path)).game.log for path in sorted(LIBRARY.glob(f"{card_file}-*.yaml"))]
    happened = [e.event for log in logs for e in log]
    missing = []
    for face in (card.front, card.back):
        for ability in face.abilities:
            if ability.kind == "chapter":
                for n in ability.chapters:
                    if not any(isinstance(e, events.Triggered) and e.source_name == face.name and e.chapter == n
                               for e in happened) or not any(
                            isinstance(e, events.AbilityResolves) and e.chapter == n for e in happened):
                        missing.append(f"{face.name} chapter {n}")
            elif ability.kind == "triggered" and not any(
                    isinstance(e, events.Triggered) and e.source_name == face.name and e.chapter is None
                    for e in happened):
                missing.append(f"{face.name}: {ability.text}")
            elif ability.kind == "activated" and not ability.mana and not any(
                    isinstance(e, events.Activated) and e.ability == ability.text for e in happened):
                missing.append(f"{face.name}: {ability.text}")
    assert missing == []


UNLESS = ("unless: {player: each opponent, text: discard a card, do: [{discard: {player: that player}}], "
          "then: [{sacrifice: {player: that player, filter: {types: [Creature]}}}]}")


def test_118_12a_a_player_who_chooses_to_but_cant_discard_sacrifices():
    """118.12a / 118.12: choosing to discard with no card in hand is not discarding: the rest happens."""
    game = play(sorcery_card(UNLESS) + board("    hand: [Test Sorcery]", "    battlefield: [Grizzly Bears]",
                                             "  - cast: Test Sorcery\n  - resolve",
                                             "  objects:\n    Grizzly Bears: {zone: graveyard}"))
    assert [(n.event.player, n.event.done) for n in logged(game, events.UnlessChecked)] == [("Bob", False)]


def test_118_12a_a_player_who_discards_sacrifices_nothing():
    game = play(sorcery_card(UNLESS) + board("    hand: [Test Sorcery]",
                                             "    hand: [Island]\n    battlefield: [Grizzly Bears]",
                                             "  - cast: Test Sorcery\n  - resolve",
                                             "  objects:\n    Grizzly Bears: {zone: battlefield}\n"
                                             "    Island: {zone: graveyard}"))
    assert [(n.event.player, n.event.done) for n in logged(game, events.UnlessChecked)] == [("Bob", True)]


def test_111_8_a_token_copy_exiled_by_its_chapter_stays_in_exile_and_enters_with_no_face_up():
    game = play(board("    battlefield:\n      - card: The Kami War\n        token: true\n        counters: {lore: 2}\n"
            "        resolved chapters: [1, 2]", "",
            "  - advance: {to: precombat main, turn: Alice}\n  - resolve: all",
            "  objects:\n    The Kami War: {zone: gone}"))
    assert logged(game, events.EnteredFaceUp) == []


def test_202_3b_a_back_face_has_the_mana_value_of_its_front_faces_mana_cost():
    game, kami = kami_war_returned_transformed()
    chars = game.chars(kami.oid)
    assert chars.name == "O-Kagachi Made Manifest" and chars.mana_cost is None
    assert chars.mana_value == 6  # The Kami War's {1}{W}{U}{B}{R}{G}
