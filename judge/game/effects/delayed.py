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
    ability = Ability("triggered", text, trigger=_with_noted_type(ctx, _with_chosen_name(ctx, p["when"])),
                      targets=tuple(p.get("targets") or ()), effects=tuple(p["effects"]))
    earlier = {done: list(objs) for done, objs in ctx.extra.items() if done in REFERABLE}
    delayed = triggers.DelayedAbility(ability, ctx.source_oid, ctx.source_label, ctx.source_name, ctx.controller,
                                      bool(p.get("once", not until)), until, ctx.game.turn.number, earlier)
    triggers.create_delayed(ctx.game, delayed, ctx.ability is not None and ctx.ability.kind == "spell")


def _with_chosen_name(ctx: Context, when: dict[str, Any]) -> dict[str, Any]:
    """The trigger spec; "the chosen name" in its filter (`name: {chosen: true}`) is the name an earlier
    `choose_name` of the creating ability chose ("Choose a card name. Whenever a creature with the chosen name
    deals combat damage to a player this turn, ..."), which it keeps after its source is gone (603.7c)."""
    flt = when.get("filter")
    if "chosen name" not in ctx.extra or not isinstance(flt, dict) or flt.get("name") != {"chosen": True}:
        return dict(when)
    return {**when, "filter": {**flt, "name": ctx.extra["chosen name"]}}


def _with_noted_type(ctx: Context, when: dict[str, Any]) -> dict[str, Any]:
    """"When you next cast a creature spell of that type this turn": the creature type an earlier
    `note_creature_type` of the ability noted (filter `noted type: true`) is fixed as the delayed ability is
    created, so it holds after the source has left the battlefield."""
    flt = when.get("filter")
    if not (isinstance(flt, dict) and flt.get("noted type")) or "noted type" not in ctx.extra:
        return when
    flt = {key: value for key, value in flt.items() if key != "noted type"}
    flt["subtypes"] = [*flt.get("subtypes", ()), ctx.extra["noted type"]]
    return {**when, "filter": flt}
