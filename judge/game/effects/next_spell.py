"""Effects on the spells a player casts this turn: "The next red or green creature spell you cast this turn can be
cast without paying its mana cost" (118.9; judge.game.stack uses it up), "Artifact spells you cast this turn cost
{1} less to cast" (601.2f)."""

from __future__ import annotations

from typing import Any

from judge.game import events
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
    """601.2f: spells matching `filter` the controller casts this turn cost `generic` less (generic mana only)."""
    game = ctx.game
    generic = int(p.get("generic", 1))
    game.turn.cost_reductions.append((ctx.controller, ctx.source_name, dict(p.get("filter") or {}), generic))
    game.emit(events.CostReductionCreated(ctx.source_name, game.players[ctx.controller].name, generic), ("601.2f",))
