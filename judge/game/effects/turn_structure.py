"""Effects on the turn and combat: skipping steps and phases (614.10), additional phases (500.8), removing
from combat (506.4)."""

from __future__ import annotations

from typing import Any

from judge.game import combat, events, replacement, turns
from judge.game.questions import StepToSkip
from judge.game.effects.parameters import objects_of, players_of
from judge.game.resolution import Context, handler


@handler("skip")
def e_skip(ctx: Context, p: dict[str, Any]) -> None:
    """614.10: skipping a step or phase is a replacement effect (applied by judge.game.replacement.skipped);
    it lasts this turn."""
    game = ctx.game
    what: str = p["what"]
    player = players_of(ctx, p.get("player", "you"))[0]
    if what == "choice":
        what = ctx.pick(StepToSkip(ctx.source_name), list(replacement.SKIPPABLE), player)
    game.turn.skips.append((player, what))
    game.emit(events.SkipsThisTurn(game.players[player].name, what), ("614.10",))


@handler("add_phases")
def e_add_phases(ctx: Context, p: dict[str, Any]) -> None:
    turns.add_phases(ctx.game, p["phases"], ctx.source_name)


@handler("remove_from_combat")
def e_remove_from_combat(ctx: Context, p: dict[str, Any]) -> None:
    """506.4: a removed permanent stops being an attacking creature."""
    for obj in objects_of(ctx, p):
        combat.remove_from_combat(ctx.game, obj)
