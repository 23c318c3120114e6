"""Effects that copy permanents (707): a token that's a copy of a permanent (707.2, 111.1), and what a delayed
triggered ability does to the tokens its ability created (603.7c: "sacrifice it", "exile it")."""

from __future__ import annotations

from typing import Any

from judge.game import choosing, copies, events, replacement, zones
from judge.game.effects.parameters import linked_in_exile, match_filter, objects_of
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler


def _originals(ctx: Context, p: dict[str, Any]) -> list[GameObject]:
    """What the token copies: the target permanent or card; each card an earlier effect of this ability exiled
    ("copy it", while it is still in exile); a card exiled with this object (607.2a), or a permanent matching
    `choose` (not targeted), either chosen by the controller; with `any number`, any number of them (default:
    all, one of each name with `different names`), each copied once."""
    game = ctx.game
    if "target" in p:
        return objects_of(ctx, {"target": p["target"]})
    if p.get("exiled"):
        return [o for o in ctx.extra.get("exiled", []) if o.oid in game.objects and o.zone == "exile"]
    if p.get("linked"):
        pool = linked_in_exile(ctx)
        return choosing.choose_cards(game, ctx.controller, pool, 1, "copy", oids=True)
    pool = [o for o in game.battlefield() if match_filter(ctx, p["choose"], o.oid)]
    if not p.get("any number"):
        return choosing.choose_cards(game, ctx.controller, pool, 1, "copy", oids=True)
    names = [game.chars(o.oid).name for o in pool]
    distinct = [o for i, o in enumerate(pool) if names.index(names[i]) == i] if p.get("different names") else pool
    chosen = choosing.choose_cards(game, ctx.controller, pool, len(pool), "copy", up_to=True, oids=True,
                                   default=distinct)
    chosen_names = [game.chars(o.oid).name for o in chosen]
    if p.get("different names") and len(set(chosen_names)) < len(chosen_names):
        game.fail(f"copy: choose permanents with different names, not {', '.join(chosen_names)}")
    return chosen


@handler("create_token_copy")
def e_create_token_copy(ctx: Context, p: dict[str, Any]) -> None:
    """707.2, 701.7a: create a token that's a copy of a permanent or card (see `_originals`), as its copiable
    values are now and with the modifications of the copying process (707.9). It is created by the ability's
    controller, who owns it (111.2); replacement effects on creating tokens apply (614.16). Later effects of the
    ability refer to the tokens it created ("sacrifice it"): ctx.extra["created"]. A scenario refers to the
    token as "copy of <the original's label>"; its name is the original's (707.2)."""
    game = ctx.game
    for original in _originals(ctx, p):
        copy = copies.copy_of(game, original, p, ctx.source_oid, ctx.source_label, ctx.source_name, ctx.controller)
        count, notes = replacement.apply_to_tokens(game, ctx.controller, 1)
        game.reserve(count, f"{ctx.source_name}: create copies of {original.label}")
        if notes:
            game.emit(events.TokenCreationReplaced(tuple(notes)), ("614.16",))
        for _ in range(count):
            token = zones.create_token(game, original.card, ctx.controller, f"copy of {original.label}", ("701.7a",),
                                       copy=copy, face=original.face)
            ctx.extra.setdefault("created", []).append(token)


def _created_tokens(ctx: Context, verb: str, to: str) -> None:
    """603.7c: the tokens created by the ability that created this delayed triggered ability, each only while it
    is still on the battlefield (a new object elsewhere, 400.7)."""
    game = ctx.game
    for token in ctx.extra.get("created", []):
        current = game.objects.get(token.oid)
        if current is None or current.zone != "battlefield":
            game.emit(events.CreatedTokenGone(ctx.source_name, token.label, verb), ("603.7c",))
            continue
        zones.move(game, current, to, {"sacrifice": "sacrificed", "exile": "exiled"}[verb], ())


@handler("sacrifice_created")
def e_sacrifice_created(ctx: Context, p: dict[str, Any]) -> None:
    """701.21a: "Sacrifice it" — the tokens the creating ability created (603.7c)."""
    _created_tokens(ctx, "sacrifice", "graveyard")


@handler("exile_created")
def e_exile_created(ctx: Context, p: dict[str, Any]) -> None:
    """701.13a: "Exile it" — the tokens the creating ability created (603.7c)."""
    _created_tokens(ctx, "exile", "exile")
