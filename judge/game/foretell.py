"""Foretell (702.143): exiling a card with foretell from its owner's hand face down is a special action (116.2h);
the card may be cast after that turn for its foretell cost (judge.game.permissions, judge.game.stack)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.game import events, zones
from judge.game.names import zone_of
from judge.game.refusals import Attempt, IllegalActionError, NoForetell, NoPriority, NotOwnTurn

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


def foretell(game: "Game", card: "GameObject", player: int) -> "GameObject":
    """116.2h, 702.143a-b: any time `player` has priority during their turn, they may pay {2} (costs are treated as
    paid) and exile a card with foretell from their hand face down; they may look at it (406.3). Returns the
    foretold card in exile, which remembers the turn it was foretold."""
    ch = game.chars(card.oid)
    what = Attempt("foretell", ch.name)
    if card.zone != "hand" or card.owner != player or not ch.has_keyword("Foretell"):
        raise IllegalActionError(NoForetell(what, zone_of(game.players[card.owner].name, card.zone)), "702.143a")
    if game.turn.active != player:
        raise IllegalActionError(NotOwnTurn(what), "116.2h")
    if game.turn.step in ("untap", "cleanup"):
        raise IllegalActionError(NoPriority(what, game.turn.step), "116.2h")
    game.emit(events.Foretold(game.players[player].name, ch.name), ("116.2h", "702.143a", "702.143b"))
    foretold = zones.move(game, card, "exile", "exiled", ("702.143a",))
    foretold.foretold_turn = game.turn.number
    game.emit(events.ExiledFaceDown(ch.name, game.players[player].name), ("406.3",))
    return foretold
