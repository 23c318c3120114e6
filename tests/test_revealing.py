"""Looking at and revealing cards (701.20): look at the top N cards, one into the hand and the rest on the bottom
(701.20e, 401.4); reveal a hand and choose the card its owner discards (701.20a, 701.9b). Each runs through a
tiny scenario whose card says it."""

import pytest

from helpers import board, cited, play
from judge.cards import parse_card
from judge.errors import InputError
from judge.yamlsrc import load_yaml

SORCERY = """cards:
  - name: Test Sorcery
    mana_cost: "{{1}}"
    types: [Sorcery]
    abilities:
      - spell: {{}}
        text: Test.
{targets}        effects:
          - {effect}
"""
LIBRARY = "    library: [Island, Sol Ring, Memnite, Forest, Mountain]"


def cast_test_sorcery(effect: str, alice: str, expect: str, choices: str = "", bob: str = "", targets: str = "",
                      cast: str = "  - cast: Test Sorcery\n  - resolve"):
    extra = SORCERY.format(effect=effect, targets=targets) + choices
    return play(board(alice + "\n    hand: [Test Sorcery]", bob, actions=cast, expect=expect, extra=extra))


def looked_at(game):
    return next(e.data for e in game.log if e.kind == "looked at")


def test_701_20e_by_default_the_first_card_looked_at_goes_to_hand_and_the_rest_to_the_bottom_in_their_order():
    game = cast_test_sorcery("look_at_top: {count: 3}", LIBRARY,
                             "  players:\n    Alice: {hand: [Island], library: [Forest, Mountain, Sol Ring, Memnite]}")
    assert looked_at(game)["looked"] == ("Island", "Sol Ring", "Memnite")
    assert {"701.20e", "401.4"} <= cited(game)


def test_401_4_the_owner_arranges_the_rest_on_the_bottom_in_the_order_chosen():
    game = cast_test_sorcery("look_at_top: {count: 3}", LIBRARY,
                             "  players:\n    Alice: {hand: [Sol Ring], library: [Forest, Mountain, Memnite, Island]}",
                             choices="choices:\n  - cards: [Sol Ring]\n  - cards: [Memnite, Island]\n")
    assert looked_at(game)["bottom"] == ("Memnite", "Island")


def test_401_4_every_card_going_to_the_bottom_is_named_in_the_order():
    with pytest.raises(InputError, match="name all 2 cards"):
        cast_test_sorcery("look_at_top: {count: 3}", LIBRARY, "  players:\n    Alice: {hand: [Sol Ring]}",
                          choices="choices:\n  - cards: [Sol Ring]\n  - cards: [Memnite]\n")


def test_701_20e_only_a_card_that_matches_the_filter_can_be_taken():
    with pytest.raises(InputError, match="not among the cards that can be chosen: it is a Basic Land — Island card, "
                                         "not an artifact card"):
        cast_test_sorcery("look_at_top: {count: 3, filter: {types: [Artifact]}}", LIBRARY,
                          "  players:\n    Alice: {hand: [Island]}", choices="choices:\n  - cards: [Island]\n")


def test_701_20a_a_card_you_may_reveal_and_take_is_revealed_and_one_may_take_none():
    effect = "look_at_top: {count: 3, filter: {types: [Artifact]}, may: true, rest: bottom_random}"
    taken = cast_test_sorcery(effect, LIBRARY, "  players:\n    Alice: {hand: [Sol Ring]}",
                              choices="choices:\n  - cards: [Sol Ring]\n")
    assert looked_at(taken)["revealed"] and "701.20a" in cited(taken)
    declined = cast_test_sorcery(effect, LIBRARY, "  players:\n    Alice: {hand: [], library: 5}",
                                 choices="choices:\n  - cards: []\n")
    assert looked_at(declined)["hand"] == () and not looked_at(declined)["revealed"]


def test_701_20e_with_no_matching_card_all_go_to_the_bottom_in_a_random_order_by_the_seed():
    effect = "look_at_top: {count: 2, filter: {types: [Artifact]}, may: true, rest: bottom_random}"
    runs = [looked_at(cast_test_sorcery(effect, "    library: [Island, Forest, Mountain]",
                                        "  players:\n    Alice: {hand: []}"))["bottom"] for _ in range(2)]
    assert runs[0] == runs[1] and sorted(runs[0]) == ["Forest", "Island"]


def test_look_at_top_rest_must_be_a_known_order():
    with pytest.raises(InputError, match="'rest:' is one of bottom_any_order, bottom_random"):
        parse_card(load_yaml("{name: X, types: [Sorcery], abilities: [{spell: {}, text: X, effects: "
                             "[{look_at_top: {count: 3, rest: top}}]}]}"), "x.yaml")


OPPONENT = "        targets:\n          - {player: opponent}\n"


def test_701_9b_the_controller_chooses_the_card_the_revealing_player_discards():
    game = cast_test_sorcery("reveal_hand_choose_discard: {player: target 1, filter: {not types: [Land]}}", "",
                             "  players:\n    Bob: {hand: [Island, Memnite], graveyard: [Sol Ring]}",
                             choices="choices:\n  - card: Sol Ring\n", bob="    hand: [Island, Sol Ring, Memnite]",
                             targets=OPPONENT, cast="  - cast: Test Sorcery\n    targets: [Bob]\n  - resolve")
    revealed = next(e.data for e in game.log if e.kind == "revealed")
    assert revealed == {"player": "Bob", "cards": ("Island", "Sol Ring", "Memnite")}
    choice = next(e for e in game.log if e.kind == "choice" and e.data["player"] == "Alice")
    assert "701.9b" in cited(game) and choice.cites[0] == "701.9b"


def test_701_9b_a_land_can_not_be_chosen_as_a_nonland_card():
    with pytest.raises(InputError, match="not among the cards that can be chosen"):
        cast_test_sorcery("reveal_hand_choose_discard: {player: target 1, filter: {not types: [Land]}}", "",
                          "  players:\n    Bob: {hand: []}", choices="choices:\n  - card: Island\n",
                          bob="    hand: [Island, Sol Ring, Memnite]", targets=OPPONENT,
                          cast="  - cast: Test Sorcery\n    targets: [Bob]\n  - resolve")


def test_608_2d_with_no_card_that_can_be_chosen_nothing_is_discarded():
    game = cast_test_sorcery("reveal_hand_choose_discard: {player: target 1, filter: {not types: [Land]}}", "",
                             "  players:\n    Bob: {hand: [Island, Forest]}", bob="    hand: [Island, Forest]",
                             targets=OPPONENT, cast="  - cast: Test Sorcery\n    targets: [Bob]\n  - resolve")
    assert not any(e.kind == "discarded" for e in game.log)
    assert any(e.kind == "note" and e.data.get("what") == "nonland" for e in game.log)
