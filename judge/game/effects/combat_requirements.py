"""Requirements on attacking (508.1d): "Until your next turn, each creature attacks each combat if able and attacks a
player other than you if able." (judge.game.combat applies them as attackers are declared)."""

from __future__ import annotations

from typing import Any

from judge.game import durations, events
from judge.game.layers import ContinuousEffect
from judge.game.resolution import Context, handler


@handler("must_attack")
def e_must_attack(ctx: Context, p: dict[str, Any]) -> None:
    """508.1d: each creature matching `filter` (every creature, as it is when attackers are declared: the effect
    changes no characteristic, so it locks in no objects, 611.2c) attacks each combat if able, and with `other
    than you: true` attacks a player other than the effect's controller if able, for the stated duration."""
    game = ctx.game
    until = p.get("until") or "indefinite"
    effect = ContinuousEffect("must_attack", {"other than you": bool(p.get("other than you"))}, ctx.source_oid,
                              ctx.controller, game.timestamp(), duration=until, affected=p.get("filter") or {},
                              source_label=ctx.source_label, created_turn=game.turn.number,
                              source_name=ctx.source_name)
    game.effects.append(effect)
    game.touch()
    game.emit(events.MustAttackCreated(ctx.source_name, until, game.players[ctx.controller].name),
              ("508.1d",) + ((durations.stated(until),) if until != "indefinite" else ()))
