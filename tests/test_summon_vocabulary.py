"""Vocabulary the Final Fantasy Summons and Dominants need (issue 10), each checked by a tiny scenario."""

from helpers import board, cited, play, sorcery_card


def cast_test_sorcery(effect: str, alice: str, expect: str, bob: str = "", choices: str = "", text: str = "Test."):
    return play(board(alice + "\n    hand: [Test Sorcery]", bob, actions="  - cast: Test Sorcery\n  - resolve",
                      expect=expect, extra=sorcery_card(effect, text) + choices))


def test_104_3e_an_effect_that_says_a_player_loses_the_game_ends_it_for_them():
    game = cast_test_sorcery("lose_game: {player: each opponent}", "", "  events:\n    - lost: {player: Bob}")
    assert game.players[1].lost and not game.players[0].lost
    assert {"104.3e", "104.2a"} <= cited(game)


def test_400_7_all_matching_cards_of_your_graveyard_are_put_onto_the_battlefield_tapped():
    cast_test_sorcery("put_onto_battlefield: {all: {types: [Land]}, zone: graveyard, tapped: true}",
                      "    graveyard: [Island, Grizzly Bears, Forest]",
                      "  objects:\n    Island: {zone: battlefield, tapped: true}\n"
                      "    Forest: {zone: battlefield, tapped: true}\n    Grizzly Bears: {zone: graveyard}\n"
                      "    Mountain: {zone: graveyard}",
                      bob="    graveyard: [Mountain]")
