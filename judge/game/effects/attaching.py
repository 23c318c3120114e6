"""Attaching (701.3): an Equipment's equip ability (702.6a) attaches it to a creature."""

from __future__ import annotations

from typing import Any

from judge.game import events
from judge.game.effects.parameters import objects_of
from judge.game.resolution import Context, handler


@handler("attach")
def e_attach(ctx: Context, p: dict[str, Any]) -> None:
    """701.3a: attach this permanent (the ability's source, still on the battlefield) to the target. 701.3c:
    attaching it to the object it's already attached to does nothing; 701.3b: an object it can't be attached to
    (gone) leaves it where it is."""
    game, source = ctx.game, ctx.source
    host = next(iter(objects_of(ctx, p)), None)
    if source is None or host is None or host.zone != "battlefield" or source.attached_to == host.oid:
        return
    source.attached_to = host.oid
    game.touch(source)
    game.touch(host)
    game.emit(events.Attached(game.chars(source.oid).name, game.chars(host.oid).name), ("701.3a",))
