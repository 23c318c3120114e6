"""Linked abilities (CR 607.2a): "the exiled card" and cards "exiled with this Saga" after the source leaves or
returns as a new object (400.7, 113.7a)."""

from helpers import board, cited, play
from judge.game import events

AESIR = ("    hand: [The Aesir Escape Valhalla]\n    graveyard: [Bloomvine Regent]",)
PROLIFERATE = "  - proliferate: {by: Alice, choose: [The Aesir Escape Valhalla]}\n"


def test_607_2a_the_exiled_card_returns_even_if_the_saga_left_before_chapter_three_resolved():
    play(board(*AESIR, actions="  - cast: The Aesir Escape Valhalla\n  - resolve: all\n"
                               "    choices: [{card: Bloomvine Regent}]\n"
                               + PROLIFERATE + "  - resolve: all\n" + PROLIFERATE
                               + "  - move: {object: The Aesir Escape Valhalla, to: hand}\n  - resolve: all",
               expect="  objects:\n    Bloomvine Regent: {zone: hand}\n    The Aesir Escape Valhalla: {zone: hand}"))


def test_607_2a_a_flickered_saga_is_a_new_object_with_no_card_exiled_with_it():
    game = play(board("    library: [Plains, Plains, 8]\n    hand: [\"Roads Go Ever, Ever On\"]",
                      actions="  - cast: Roads Go Ever, Ever On\n  - resolve: all\n"
                              "  - flicker: Roads Go Ever, Ever On\n  - resolve: all\n"
                              "  - proliferate: {by: Alice, choose: [\"Roads Go Ever, Ever On\"]}\n  - resolve: all",
                      expect="  players:\n    Alice: {exile: 2, hand: 0}"))
    note, = [e.event for e in game.log if isinstance(e.event, events.NoLinkedCards)]
    assert note.reason == "new object"
    assert {"607.2a", "400.7"} <= cited(game)
