"""Requirements on attacking (508.1d): "Until your next turn, each creature attacks each combat if able and attacks a
player other than you if able.", and goad (701.15) (judge.game.combat applies them as attackers are declared)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.game import durations, events
from judge.game.effects import continuous
from judge.game.effects.parameters import objects_of, players_of
from judge.game.layers import ContinuousEffect
from judge.game.resolution import Context, handler

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


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
        game.emit(events.MustAttackCreated(ctx.source_name, until, game.players[ctx.controller].name,
                                           params["other than you"]), cites)


@handler("goad")
def e_goad(ctx: Context, p: dict[str, Any]) -> None:
    """701.15a-b: the creatures are goaded by the ability's controller until that player's next turn (or for the
    stated duration): each attacks each combat if able and attacks a player other than that one if able. The
    same player goading a creature again has no effect (701.15d)."""
    game = ctx.game
    goader = game.players[ctx.controller].name
    creatures = [obj for obj in objects_of(ctx, p) if "Creature" in game.chars(obj.oid).types]
    fresh = [obj for obj in creatures if not is_goaded_by(game, obj, ctx.controller)]
    for obj in creatures:
        if obj not in fresh:
            game.emit(events.AlreadyGoaded(ctx.source_name, game.chars(obj.oid).name, goader), ("701.15d",))
    continuous.create_continuous(ctx, "goad", {"player": goader}, fresh, p.get("until") or "your next turn",
                                 ("701.15a", "701.15b"))


def is_goaded_by(game: "Game", obj: "GameObject", player: int) -> bool:
    """701.15b: is this permanent goaded by `player` (an effect of theirs goading it still lasts)?"""
    return any(e.kind == "goad" and e.controller == player and e.locked is not None and obj.oid in e.locked
               and durations.in_force(game, e) for e in game.effects)
