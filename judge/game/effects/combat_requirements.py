"""Requirements on attacking (508.1d): "Until your next turn, each creature attacks each combat if able and attacks a
player other than you if able." (judge.game.combat applies them as attackers are declared)."""

from __future__ import annotations

from typing import Any

from judge.game import durations, events
from judge.game.effects.parameters import players_of
from judge.game.layers import ContinuousEffect
from judge.game.resolution import Context, handler


@handler("must_attack")
def e_must_attack(ctx: Context, p: dict[str, Any]) -> None:
    """508.1d: each creature matching `filter` (every creature, as it is when attackers are declared: the effect
    changes no characteristic, so it locks in no objects, 611.2c) attacks each combat if able, and with `other
    than you: true` attacks a player other than the effect's controller if able, for the stated duration. With
    `players: PLAYERS` (two chosen players, as it resolves), only the creatures those players control, and each
    attacks the other of the two if able (the player it attacks by default)."""
    game = ctx.game
    until = p.get("until") or "indefinite"
    params: dict[str, Any] = {"other than you": bool(p.get("other than you"))}
    if "players" in p:  # "each creature they control attacks the other chosen player": those players' creatures
        params["players"] = tuple(players_of(ctx, p["players"]))
        if len(params["players"]) != 2:
            return
    effect = ContinuousEffect("must_attack", params, ctx.source_oid,
                              ctx.controller, game.timestamp(), duration=until, affected=p.get("filter") or {},
                              source_label=ctx.source_label, created_turn=game.turn.number,
                              source_name=ctx.source_name)
    game.effects.append(effect)
    game.touch()
    cites = ("508.1d",) + ((durations.stated(until),) if until != "indefinite" else ())
    if "players" in params:
        game.emit(events.AttackEachOtherCreated(ctx.source_name, tuple(game.players[i].name for i in params["players"]),
                                                until, game.players[ctx.controller].name), cites)
    else:
        game.emit(events.MustAttackCreated(ctx.source_name, until, game.players[ctx.controller].name), cites)
