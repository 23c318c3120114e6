"""Effects on the turn and combat: skipping steps and phases (614.10), additional phases (500.8), removing
from combat (506.4), costs to attack a player (508.1g-h)."""

from __future__ import annotations

from typing import Any

from judge.game import combat, events, replacement, turns
from judge.game.questions import StepToSkip
from judge.game.effects.parameters import objects_of, players_of
from judge.game.layers import ContinuousEffect
from judge.game.resolution import Context, handler


@handler("skip")
def e_skip(ctx: Context, p: dict[str, Any]) -> None:
    """614.10: skipping a step or phase is a replacement effect (applied by judge.game.replacement.skipped);
    it lasts this turn. Each player the `player` reference names skips (none: nothing happens)."""
    game = ctx.game
    for player in players_of(ctx, p.get("player", "you")):
        what: str = p["what"]
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


@handler("end_the_turn")
def e_end_the_turn(ctx: Context, p: dict[str, Any]) -> None:
    """724.1: end the turn (judge.game.turns.end_the_turn)."""
    turns.end_the_turn(ctx.game, ctx.source_name)


@handler("attack_tax")
def e_attack_tax(ctx: Context, p: dict[str, Any]) -> None:
    """"Until your next turn, creatures can't attack you unless their controller pays {2} for each of those
    creatures" (508.1d, 508.1g-h): an effect protecting this ability's controller for the duration (611.2a);
    judge.game.combat has the attacking player pay as attackers are declared."""
    game = ctx.game
    until = p.get("until")
    game.effects.append(ContinuousEffect("attack_tax", {"mana": p["mana"]}, ctx.source_oid, ctx.controller,
                                         game.timestamp(), duration=until or "indefinite",
                                         source_label=ctx.source_label, created_turn=game.turn.number,
                                         source_name=ctx.source_name))
    game.emit(events.AttackTaxCreated(ctx.source_name, game.players[ctx.controller].name, p["mana"], until),
              ("508.1d", "611.2a"))
