"""Effects on the spells a player casts this turn: "The next red or green creature spell you cast this turn can be
cast without paying its mana cost" (118.9; judge.game.stack uses it up), "Artifact spells you cast this turn cost
{1} less to cast" and "Noncreature spells your opponents cast cost {2} more to cast until your next turn" (601.2f)."""

from __future__ import annotations

from typing import Any

from judge.game import events
from judge.game.effects.parameters import players_of
from judge.game.layers import ContinuousEffect
from judge.game.resolution import Context, handler


@handler("next_spell_free")
def e_next_spell_free(ctx: Context, p: dict[str, Any]) -> None:
    """118.9: the first spell matching `filter` the controller casts this turn may be cast without paying its mana
    cost (then X is 0, 107.3b); the permission ends with the turn."""
    game = ctx.game
    game.turn.free_next.append((ctx.controller, ctx.source_name, dict(p.get("filter") or {})))
    game.emit(events.NextSpellFree(ctx.source_name, game.players[ctx.controller].name), ("118.9",))


@handler("cost_less_this_turn")
def e_cost_less_this_turn(ctx: Context, p: dict[str, Any]) -> None:
    """601.2f: spells matching `filter` the controller casts this turn cost `generic` less (generic mana only);
    with `more`, `player` or `until`, a lasting cost change (below)."""
    game = ctx.game
    generic = int(p.get("generic", 1))
    if p.get("more") or "player" in p or "until" in p:
        _lasting_cost_change(ctx, p, generic)
        return
    game.turn.cost_reductions.append((ctx.controller, ctx.source_name, dict(p.get("filter") or {}), generic))
    game.emit(events.CostReductionCreated(ctx.source_name, game.players[ctx.controller].name, generic), ("601.2f",))


def _lasting_cost_change(ctx: Context, p: dict[str, Any], generic: int) -> None:
    """601.2f, 611.2a: spells matching `filter` that the `player`s (default you) cast cost {`generic`} more (`more`)
    or less until the duration ends (default end of turn), even if the source leaves the battlefield; `text` names
    the spells. judge.game.stack adds increases before it applies reductions (601.2f)."""
    game = ctx.game
    players = players_of(ctx, p.get("player", "you"))
    until = p.get("until", "end of turn")
    more = bool(p.get("more"))
    names = tuple(game.players[q].name for q in players)
    spells = p.get("text", "spells")
    what = f"{spells} {' and '.join(names)} cast{'s' if len(names) == 1 else ''} cost {{{generic}}} " \
           f"{'more' if more else 'less'} to cast"
    game.effects.append(ContinuousEffect("cost_change", {"players": players, "filter": dict(p.get("filter") or {}),
                                                         "generic": generic, "more": more, "what": what},
                                         ctx.source_oid, ctx.controller, game.timestamp(), duration=until,
                                         source_label=ctx.source_label, cites=("601.2f",),
                                         created_turn=game.turn.number, source_name=ctx.source_name))
    game.emit(events.CostChangeCreated(ctx.source_name, what, until, game.players[ctx.controller].name),
              ("601.2f", "611.2a"))
