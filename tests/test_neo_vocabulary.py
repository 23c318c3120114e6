"""Vocabulary the Kamigawa: Neon Dynasty and March of the Machine transforming Sagas and the Theros Beyond Death
Sagas need, one test per rule."""

from helpers import board, cited, play, sorcery_card
from judge import render_events

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
    game = play(LIFE_COST_CARD + board("    life: 5\n    battlefield: [Test Shrine]",
                                       actions="  - activate: Test Shrine",
                                       expect="  players:\n    Alice: {life: 3}\n  stack: [Test Shrine]"))
    assert {"119.4", "602.2b"} <= cited(game)


def test_119_4_life_can_be_paid_only_up_to_the_life_total():
    play(LIFE_COST_CARD + board("    life: 1\n    battlefield: [Test Shrine]",
                                actions="  - activate: Test Shrine\n    illegal: 119.4",
                                expect="  players:\n    Alice: {life: 1}\n  stack: []"))


def test_613_4c_a_static_amount_of_cards_in_hand_follows_the_hand_as_it_changes():
    """Vision of the Unspeakable: +1/+1 for each card in its controller's hand, counted whenever it applies."""
    play(board("    hand: [Island, Forest]\n    battlefield: [{card: Behold the Unspeakable, face: back}]",
               actions="  - expect:\n      objects:\n        Behold the Unspeakable: {power: 2, toughness: 2}\n"
                       "  - draw: {player: Alice, n: 3}\n"
                       "  - expect:\n      objects:\n        Behold the Unspeakable: {power: 5, toughness: 5}\n"
                       "  - discard: {player: Alice, card: Island}\n"
                       "  - draw: {player: Bob, n: 2}",
               expect="  objects:\n    Behold the Unspeakable: {power: 4, toughness: 4}"))


def test_305_2_an_additional_land_play_lasts_this_turn_only():
    game = play(sorcery_card("additional_land_play: {}", "You may play an additional land this turn.") + board(
        "    hand: [Test Sorcery, Forest, Island, Plains, Swamp]",
        actions="  - cast: Test Sorcery\n  - resolve\n  - play: Forest\n  - play: Island\n"
                "  - play: Plains\n    illegal: 305.2\n  - advance: {to: precombat main, turn: Alice}\n"
                "  - play: Plains\n  - play: Swamp\n    illegal: 305.2",
        expect="  objects:\n    Forest: {zone: battlefield}\n    Island: {zone: battlefield}\n"
               "    Plains: {zone: battlefield}\n    Swamp: {zone: hand}"))
    assert "305.2" in cited(game)


def test_305_2_a_land_refused_after_an_additional_land_play_says_how_many_were_allowed():
    game = play(sorcery_card("additional_land_play: {}", "You may play an additional land this turn.") + board(
        "    hand: [Test Sorcery, Forest, Island, Plains]",
        actions="  - cast: Test Sorcery\n  - resolve\n  - play: Forest\n  - play: Island\n"
                "  - play: Plains\n    illegal: 305.2",
        expect="  objects:\n    Plains: {zone: hand}"))
    refusal = next(e for e in game.log if e.event.kind == "refused")
    assert "already played 2 lands this turn, as many as allowed (one and 1 additional)" in render_events.text(
        refusal, game.version)


def test_508_5_o_kagachi_the_defending_player_chooses_the_card_returned_and_x_is_its_mana_value():
    game = play(board("    graveyard: [Lightning Bolt, Grizzly Bears, Forest]\n"
                      "    battlefield: [{card: The Kami War, face: back}]",
                      actions="  - attack: The Kami War\n  - resolve\n  - advance: end of combat",
                      extra="choices:\n  - card: Lightning Bolt\n",
                      expect="  objects:\n    The Kami War: {power: 7, toughness: 6}\n"
                             "  players:\n    Alice: {hand: [Lightning Bolt]}\n    Bob: {life: 13}"))
    chooser = next(e for e in game.log if e.event.kind == "choice" and "return to the hand" in str(e.event))
    assert chooser.event.player == "Bob"


def test_508_5_o_kagachi_with_only_lands_in_the_graveyard_returns_nothing_and_gets_plus_zero():
    play(board("    graveyard: [Forest]\n    battlefield: [{card: The Kami War, face: back}]",
               actions="  - attack: The Kami War\n  - resolve\n  - advance: end of combat",
               expect="  objects:\n    The Kami War: {power: 6}\n    Forest: {zone: graveyard}\n"
                      "  players:\n    Bob: {life: 14}"))
