"""Why a triggered ability does not trigger, said in the trace with the rule (603.2)."""

from helpers import board, cited, play
from judge.game import events


def test_506_5_an_attacks_alone_ability_says_why_it_does_not_trigger_for_two_attackers():
    game = play(board("    battlefield:\n"
                      "      - {card: The Last Ronin, counters: {lore: 2}, resolved chapters: [1, 2]}\n"
                      "      - Grizzly Bears\n      - Llanowar Elves",
                      actions="  - proliferate: {by: Alice, choose: [The Last Ronin]}\n  - resolve: all\n"
                              "  - attack: [Grizzly Bears, Llanowar Elves]\n  - resolve: all",
                      expect="  objects:\n    Grizzly Bears: {counters: {}}"))
    note, = [e.event for e in game.log if isinstance(e.event, events.NoneAttacksAlone)]
    assert (note.source_name, note.attackers) == ("The Last Ronin", 2)
    assert "506.5" in cited(game)
