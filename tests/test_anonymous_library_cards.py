"""Anonymous library cards (an unknown card: it matters only as count and order) are never cast (608.2g) and fit no
filter that asks about characteristics (109.3)."""

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


def test_109_3_unknown_cards_in_hand_are_not_revealed_as_nonland_cards_of_mana_value_0():
    vault = ("    battlefield:\n"
             "      - {card: \"Vault 21: House Gambit\", counters: {lore: 2}, resolved chapters: [1, 2]}")
    play(board("    library: 5\n    hand: [Grizzly Bears]\n" + vault,
               actions="  - draw: {player: Alice, n: 2}\n"
                       "  - proliferate: {by: Alice, choose: [\"Vault 21: House Gambit\"]}\n  - resolve: all",
               expect="  objects:\n    Treasure Token: {count: 0}\n  events:\n"
                      "    - revealed: {player: Alice, cards: [Grizzly Bears]}"))
