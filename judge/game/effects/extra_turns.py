"""Extra turns (500.7): "Take an extra turn after this one."."""

from __future__ import annotations

from typing import Any

from judge.game import events
from judge.game.effects.parameters import players_of
from judge.game.resolution import Context, handler


@handler("extra_turn")
def e_extra_turn(ctx: Context, p: dict[str, Any]) -> None:
    """500.7: the player takes an extra turn directly after this one; of several, the most recently created is
    taken first."""
    game = ctx.game
    for player in players_of(ctx, p.get("player")):
        game.extra_turns.append(player)
        game.emit(events.ExtraTurnCreated(ctx.source_name, game.players[player].name), ("500.7",))
