"""Effects that create delayed triggered abilities (603.7): "at the beginning of the next end step, ...", "when
you next cast a creature spell this turn, ...", "whenever ... this turn, ...". The trigger spec is a triggered
ability's, matched by judge.game.triggers like any other."""

from __future__ import annotations

from typing import Any

from judge.cards import Ability
from judge.game import triggers
from judge.game.resolution import Context, handler

# What earlier effects of the creating ability did that the delayed triggered ability may refer to (603.7c):
# the cards they exiled ("return that card", judge.game.effects.zone_changes.e_return_exiled), the tokens they
# created ("sacrifice it", judge.game.effects.copies), the creature blocking a Ring-bearer (judge.game.the_ring).
REFERABLE = ("exiled", "created", "blocker")


@handler("delayed_trigger")
def e_delayed_trigger(ctx: Context, p: dict[str, Any]) -> None:
    """603.7: create a delayed triggered ability `when` the trigger spec's event occurs, doing `effects`. With no
    stated duration (`until`) it triggers only once (603.7b); `once: true` with a duration: "when you next ...
    this turn". Its source is the source of the resolving spell or ability, its controller that one's
    (603.7d-e). It refers to what earlier effects of the same ability exiled, as long as it stays there
    (603.7c)."""
    until = p.get("until") or ""
    text = p.get("text") or (ctx.ability.text if ctx.ability is not None else "")
    ability = Ability("triggered", text, trigger=dict(p["when"]), targets=tuple(p.get("targets") or ()),
                      effects=tuple(p["effects"]))
    earlier = {done: list(objs) for done, objs in ctx.extra.items() if done in REFERABLE}
    delayed = triggers.DelayedAbility(ability, ctx.source_oid, ctx.source_label, ctx.source_name, ctx.controller,
                                      bool(p.get("once", not until)), until, ctx.game.turn.number, earlier)
    triggers.create_delayed(ctx.game, delayed, ctx.ability is not None and ctx.ability.kind == "spell")
