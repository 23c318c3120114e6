"""The keyword action "the Ring tempts you" (701.54), carried out by judge.game.the_ring."""

from __future__ import annotations

from typing import Any

from judge.game import the_ring
from judge.game.effects.parameters import players_of
from judge.game.resolution import Context, handler


@handler("ring_tempts_you")
def e_ring_tempts_you(ctx: Context, p: dict[str, Any]) -> None:
    """701.54a: the Ring tempts the player (default: you)."""
    for player in players_of(ctx, p.get("player")):
        the_ring.tempt(ctx.game, player)
