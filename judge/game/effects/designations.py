"""Effects on player designations: the Ring tempts you (701.54, judge.game.the_ring) and becoming the monarch (725,
judge.game.monarch)."""

from __future__ import annotations

from typing import Any

from judge.game import events, monarch, the_ring, zones
from judge.game.effects.parameters import players_of
from judge.game.resolution import Context, handler


@handler("ring_tempts_you")
def e_ring_tempts_you(ctx: Context, p: dict[str, Any]) -> None:
    """701.54a: the Ring tempts the player (default: you)."""
    for player in players_of(ctx, p.get("player")):
        the_ring.tempt(ctx.game, player)


@handler("sacrifice_blocker")
def e_sacrifice_blocker(ctx: Context, p: dict[str, Any]) -> None:
    """701.54c, 701.21a: "the blocking creature's controller sacrifices it": the creature that blocked the
    Ring-bearer, while it is still on the battlefield (603.7c, 400.7)."""
    game = ctx.game
    for blocker in ctx.extra.get("blocker", []):
        current = game.objects.get(blocker.oid)
        if current is None or current.zone != "battlefield":
            game.emit(events.BlockerGone(ctx.source_name, blocker.label), ("603.7c",))
            continue
        zones.move(game, current, "graveyard", "sacrificed", ("701.21a",))


@handler("become_monarch")
def e_become_monarch(ctx: Context, p: dict[str, Any]) -> None:
    """725.3: the player (default: you) becomes the monarch; the current monarch ceases to be."""
    for player in players_of(ctx, p.get("player")):
        monarch.become(ctx.game, player)
