"""Effects on the creature spell whose casting triggered a delayed triggered ability, for the permanent it becomes:
"that creature enters with an additional +1/+1 counter on it" (614.1c) and "it gains haste until end of turn"
(611.2c: an effect on a spell keeps applying to the permanent it becomes)."""

from __future__ import annotations

from typing import Any

from judge.game import events
from judge.game.effects.parameters import amount
from judge.game.objects import GameObject
from judge.game.resolution import Context, handler


def triggering_spell(ctx: Context) -> GameObject | None:
    """The spell whose casting triggered the resolving ability, if it is still that spell on the stack (400.7)."""
    spell = ctx.game.objects.get(ctx.event.get("oid", -1))
    if spell is None or spell not in ctx.game.stack:
        ctx.game.emit(events.TriggeringSpellGone(ctx.source_name, str(ctx.event.get("name", "the spell"))), ("400.7",))
        return None
    return spell


@handler("enters_with_counters")
def e_enters_with_counters(ctx: Context, p: dict[str, Any]) -> None:
    """614.1c, 122.6: the permanent the triggering spell becomes enters with `amount` more `kind` counters, put by
    this ability's controller (replacement effects on counters apply as they are put)."""
    spell = triggering_spell(ctx)
    if spell is None:
        return
    n = amount(ctx, p.get("amount", 1))
    spell.as_permanent.setdefault("counters", []).append((p["kind"], n, ctx.controller, ctx.source_name))
    ctx.game.emit(events.SpellWillEnterWithCounters(ctx.source_name, ctx.game.chars(spell.oid).name, p["kind"], n),
                  ("614.1c",))


@handler("that_spell_gains")
def e_that_spell_gains(ctx: Context, p: dict[str, Any]) -> None:
    """"When you next cast a creature spell this turn, it gains haste until end of turn": the triggering spell gains
    the abilities (611.2a), and the permanent it becomes has them for the duration (611.2c: the effect keeps
    applying to the object it affected after it resolves as a permanent, which the engine does as it enters)."""
    spell = triggering_spell(ctx)
    if spell is None:
        return
    spell.as_permanent["abilities"] = [*spell.as_permanent.get("abilities", ()), *p["abilities"]]
    spell.as_permanent["until"] = p.get("until")
    ctx.game.emit(events.SpellGainsAbilities(ctx.source_name, ctx.game.chars(spell.oid).name,
                                             tuple(a.text for a in p["abilities"]), p.get("until")), ("611.2a",))
