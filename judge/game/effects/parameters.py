"""How effect parameters are read relative to the resolving spell or ability: its numbered targets, the
objects an effect acts on, player references, filters and amounts (see judge.cards.vocabulary)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.errors import InputError
from judge.game import events
from judge.game.layers import matches
from judge.game.objects import GameObject

if TYPE_CHECKING:
    from judge.game.resolution import Context


def target_list(ctx: Context, index: int) -> list[Any]:
    """The objects and players chosen for the `index`-th target (1-based); none if it was not chosen."""
    return ctx.targets[index - 1] if 0 < index <= len(ctx.targets) else []


def objects_of(ctx: Context, params: dict[str, Any]) -> list[GameObject]:
    """The objects an effect acts on: `target: N`, `self: true` or `all: FILTER` (battlefield)."""
    game = ctx.game
    if "target" in params:
        return [t for t in target_list(ctx, params["target"]) if isinstance(t, GameObject) and t.oid in game.objects]
    if params.get("self"):
        return [ctx.source] if ctx.source else []
    if "all" in params:
        return [o for o in game.battlefield()
                if matches(game, params["all"], o.oid, game.chars(o.oid), ctx.source_oid, ctx.controller)]
    return []


def players_of(ctx: Context, who: Any) -> list[int]:
    """The players a player reference names (see judge.cards.vocabulary); absent: `you`."""
    game = ctx.game
    who = who or "you"
    if who == "you":
        return [ctx.controller]
    if who == "each opponent":
        return game.opponents(ctx.controller)
    if who == "each player":
        return [p.index for p in game.apnap()]
    if isinstance(who, str) and who.startswith("target "):
        return [t for t in target_list(ctx, int(who.split()[1])) if isinstance(t, int)]
    if isinstance(who, str) and who.startswith("owner of target "):
        return [t.owner for t in target_list(ctx, int(who.split()[-1])) if isinstance(t, GameObject)]
    if who == "active player":
        return [game.turn.active]
    if who == "that player":
        return [ctx.event["player_index"]] if ctx.event.get("player_index") is not None else []
    if who == "controller of enchanted":
        source = ctx.source
        enchanted = game.objects.get(source.attached_to) if source and source.attached_to else None
        return [game.controller_of(enchanted.oid)] if enchanted and enchanted.zone == "battlefield" else []
    raise InputError(f"unknown player reference {who!r}")


def match_filter(ctx: Context, flt: dict[str, Any] | None, oid: int, controller: int | None = None) -> bool:
    """layers.matches, with "X" in `mana value at most` read as this spell's X."""
    game = ctx.game
    flt = dict(flt or {})
    if flt.get("mana value at most") == "X":
        flt["mana value at most"] = ctx.x
    controller = ctx.controller if controller is None else controller
    return matches(game, flt, oid, game.chars(oid), ctx.source_oid, controller)


def amount(ctx: Context, spec: Any) -> int:
    """The number an amount of the vocabulary stands for, as this spell or ability resolves."""
    if isinstance(spec, int):
        return spec
    if spec in ("X", "-X"):
        return -ctx.x if spec == "-X" else ctx.x
    if isinstance(spec, dict) and "counters" in spec:
        source = ctx.source
        if source is not None:
            return int(source.counters.get(spec["counters"], 0))
        last = ctx.game.last_known.get(ctx.source_oid)
        if last is None:
            return 0
        n = int(last["counters"].get(spec["counters"], 0))
        ctx.game.emit(events.LastKnownCounters(ctx.source_name, n, spec["counters"]), ("608.2h", "113.7a"))
        return n
    for done in ("discarded", "removed", "roll"):
        if isinstance(spec, dict) and spec.get(done):
            return int(ctx.extra.get(done, 0))
    if isinstance(spec, dict) and spec.get("mana value") == "self":
        source = ctx.game.objects.get(ctx.source_oid)
        return ctx.game.chars(source.oid).mana_value if source else 0
    if isinstance(spec, dict) and "count" in spec:
        game = ctx.game
        among = players_of(ctx, spec["controlled by"]) if "controlled by" in spec else None
        return sum(1 for o in game.battlefield() if match_filter(ctx, spec["count"], o.oid)
                   and (among is None or game.controller_of(o.oid) in among))
    if isinstance(spec, dict) and "total mana value" in spec:
        game = ctx.game
        return sum(game.chars(o.oid).mana_value for o in game.battlefield()
                   if matches(game, spec["total mana value"], o.oid, game.chars(o.oid), ctx.source_oid,
                              ctx.controller))
    raise InputError(f"unsupported amount {spec!r}")
