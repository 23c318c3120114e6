"""Casting spells while a spell or ability resolves (608.2g): which cards may be cast."""

from helpers import board, play
from judge.game import events

SYNTHESIS = "    battlefield:\n      - {card: Jin-Gitaxias, face: back, counters: {lore: 2}, resolved chapters: [1, 2]}"


def test_608_2g_an_anonymous_library_card_drawn_earlier_is_not_cast_with_any_number_of_spells():
    game = play(board("    library: 5\n    hand: [Grizzly Bears]\n" + SYNTHESIS,
                      actions="  - draw: {player: Alice, n: 1}\n"
                              "  - proliferate: {by: Alice, choose: [Jin-Gitaxias]}\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {zone: battlefield}\n  players:\n    Alice: {hand: 1}"))
    cast = [e.event for e in game.log if isinstance(e.event, events.Cast)]
    assert [c.name for c in cast] == ["Grizzly Bears"]
