"""Linked abilities (CR 607.2a): "the exiled card" is the card the linked ability of the same object exiled."""

from helpers import board, cited, play
from judge.game import events

PRINCESS = ("    hand: [The Princess Takes Flight]\n    battlefield: [Memnite]",
            "    battlefield: [Grizzly Bears]")
TO_CHAPTER_III = ("  - put counters: {on: The Princess Takes Flight, lore: 2}\n")
ORDER = ("choices:\n  - target: Grizzly Bears\n"
         "  - order: [{chapter: 2, of: The Princess Takes Flight}, {chapter: 3, of: The Princess Takes Flight}]\n"
         "  - target: Memnite\n")


def test_607_2a_a_chapter_whose_source_left_the_battlefield_still_returns_the_card_its_linked_chapter_exiled():
    alice, bob = PRINCESS
    play(board(alice, bob, actions="  - cast: The Princess Takes Flight\n  - resolve\n  - resolve\n" + TO_CHAPTER_III
               + "  - move: {object: The Princess Takes Flight, to: hand}\n  - resolve: all",
               expect="  objects:\n    Grizzly Bears: {zone: battlefield, controller: Bob}\n"
                      "    The Princess Takes Flight: {zone: hand}",
               extra=ORDER))


def test_607_2a_a_saga_that_returned_to_the_battlefield_exiled_nothing_and_the_trace_says_so():
    alice, bob = PRINCESS
    game = play(board(alice, bob, actions="  - cast: The Princess Takes Flight\n  - resolve\n  - resolve\n"
                      "  - flicker: The Princess Takes Flight\n  - resolve\n" + TO_CHAPTER_III + "  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {zone: exile}\n  cites: [607.2a, 400.7]",
                      extra=ORDER.replace("  - order:", "  - targets: []\n  - order:")))
    notes = [e.event for e in game.log if isinstance(e.event, events.NothingExiledWithThis)]
    assert [n.source_name for n in notes] == ["The Princess Takes Flight"]
    assert "607.2a" in cited(game)
