"""The vocabulary the Doctor Who, Star Trek, REX and TMT Sagas added (issue 10): each through a tiny scenario whose
test sorcery says it."""

from helpers import board, play, sorcery_card


def cast(effect: str, alice: str, expect: str, bob: str = ""):
    return play(board(alice + "\n    hand: [Test Sorcery]", bob=bob, actions="  - cast: Test Sorcery\n  - resolve",
                      expect=expect, extra=sorcery_card(effect)))


def test_119_1_the_lowest_life_total_among_opponents():
    cast("gain_life: {amount: {lowest life: each opponent}}", "", "  players:\n    Alice: {life: 27}",
         bob="    life: 7")
