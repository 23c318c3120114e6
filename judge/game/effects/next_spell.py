"""Effects on the spells a player casts this turn: "The next red or green creature spell you cast this turn can be
cast without paying its mana cost" (118.9; judge.game.stack uses it up). Cost reductions (601.2f) are
`reduce_cost` (judge.game.effects.continuous)."""

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
