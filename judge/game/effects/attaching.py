"""Attaching (701.3): an Equipment's equip ability (702.6a) attaches it to a creature."""

from __future__ import annotations

from typing import Any

from judge.game import choosing, events
from judge.game.effects.parameters import match_filter, objects_of
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler


@handler("attach")
def e_attach(ctx: Context, p: dict[str, Any]) -> None:
    """701.3a: attach this permanent (the ability's source, still on the battlefield) to the target; `put: FILTER`
    with `choose: FILTER`: each permanent matching `put` that an earlier `put_onto_battlefield` of the ability put
    onto the battlefield may be attached to a permanent matching `choose` ("you may attach it to a creature you
    control": an up-to-one choice, `cards: []` for none, not a target)."""
    game = ctx.game
    if "put" not in p:
        host = next(iter(objects_of(ctx, p)), None)
        if ctx.source is not None and host is not None:
            _attach(ctx, ctx.source, host)
        return
    for obj in ctx.extra.get("put onto battlefield", []):
        if obj.oid not in game.objects or obj.zone != "battlefield" or not match_filter(ctx, p["put"], obj.oid):
            continue
        pool = [o for o in game.battlefield() if o is not obj and match_filter(ctx, p.get("choose"), o.oid)]
        for host in choosing.choose_cards(game, ctx.controller, pool, 1, f"attach {game.chars(obj.oid).name} to",
                                          up_to=True, oids=True, cites=("701.3a",)):
            _attach(ctx, obj, host)


def _attach(ctx: Context, obj: GameObject, host: GameObject) -> None:
    """701.3c: attaching it to the object it's already attached to does nothing; 701.3b: an object it can't be
    attached to (gone) leaves it where it is."""
    game = ctx.game
    if obj.zone != "battlefield" or host.zone != "battlefield" or obj.attached_to == host.oid:
        return
    obj.attached_to = host.oid
    game.touch(obj)
    game.touch(host)
    game.emit(events.Attached(game.chars(obj.oid).name, game.chars(host.oid).name), ("701.3a",))
