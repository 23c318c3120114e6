"""Goad (701.15): the goaded creature attacks each combat if able, and a player other than the goader if able,
until the goading player's next turn; goading it again has no effect."""

from helpers import board, cited, play, sorcery_card
from judge.game import events

GOAD = sorcery_card("goad: {target: 1}", "Goad target creature.").replace(
    "        effects:", "        targets:\n          - {filter: {types: [Creature]}}\n        effects:")


def test_701_15a_goaded_until_the_goading_players_next_turn():
    game = play(board("    hand: [Test Sorcery]", bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: Test Sorcery\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - advance: {to: end step, turn: Bob}\n"
                              "  - expect:\n      players:\n        Alice: {life: 18}\n"
                              "  - advance: {to: end step, turn: Bob}",
                      expect="  players:\n    Alice: {life: 18}", extra=GOAD))
    ended = [e for e in game.log if isinstance(e.event, events.DurationEnded)]
    assert [(e.where, e.event.effect.effect) for e in ended] == [("T5 Alice, untap", "goad")]
    assert {"701.15a", "701.15b", "508.1d"} <= cited(game)


def test_701_15d_the_same_player_goading_a_creature_again_has_no_effect():
    game = play(board("    hand: [{card: Test Sorcery, id: first}, {card: Test Sorcery, id: second}]",
                      bob="    battlefield: [Grizzly Bears]",
                      actions="  - cast: first\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - cast: second\n    targets: [Grizzly Bears]\n  - resolve\n"
                              "  - advance: {to: end step, turn: Bob}",
                      expect="  players:\n    Alice: {life: 18}", extra=GOAD))
    assert [e.kind for e in game.effects] == ["goad"]
    assert [e.event.name for e in game.log if isinstance(e.event, events.AlreadyGoaded)] == ["Grizzly Bears"]
    assert "701.15d" in cited(game)
