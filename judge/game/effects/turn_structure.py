"""Effects on the turn and combat: skipping steps and phases (614.10), additional phases (500.8), removing
from combat (506.4), costs to attack a player (508.1g-h)."""

from __future__ import annotations

from typing import Any

from judge.game import combat, durations, events, replacement, turns
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


@handler("additional_land_play")
def e_additional_land_play(ctx: Context, p: dict[str, Any]) -> None:
    """305.2: "You may play an additional land this turn": the controller may play `count` more lands this turn
    than the one land play every player has (305.2a: played as lands are, and only in their own turn)."""
    game = ctx.game
    player = game.players[ctx.controller]
    player.additional_land_plays += int(p.get("count", 1))
    game.emit(events.AdditionalLandPlays(player.name, player.additional_land_plays), ("305.2",))


@handler("attacks_each_combat")
def e_attacks_each_combat(ctx: Context, p: dict[str, Any]) -> None:
    """508.1d: "[Until your next turn,] creatures your opponents control attack each combat if able": a requirement
    on every creature matching `all` (judged as attackers are declared, relative to this effect's controller: it
    changes no characteristic, so 611.2c fixes no set) for as long as `until` says."""
    game = ctx.game
    until = p.get("until", "indefinite")
    what = "the creatures it names attack each combat if able"
    game.effects.append(ContinuousEffect("attacks_each_combat", {"what": what}, ctx.source_oid, ctx.controller,
                                         game.timestamp(), duration=until, affected=p["all"],
                                         source_label=ctx.source_label,
                                         cites=("508.1d",), created_turn=game.turn.number,
                                         source_name=ctx.source_name))
    game.emit(events.AttackRequirement(ctx.source_name, game.players[ctx.controller].name, until), ("508.1d",))


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


@handler("no_maximum_hand_size")
def e_no_maximum_hand_size(ctx: Context, p: dict[str, Any]) -> None:
    """"You have no maximum hand size for as long as you control [this]" (402.2): an effect for this ability's
    controller, for the duration (611.2a; a "for as long as" duration already over never begins, 611.2b); its
    cleanup steps discard nothing (514.1)."""
    game = ctx.game
    until = p.get("until")
    effect = ContinuousEffect("no_maximum_hand_size", {"what": "its controller has no maximum hand size"},
                              ctx.source_oid, ctx.controller, game.timestamp(), duration=until or "indefinite",
                              source_label=ctx.source_label, created_turn=game.turn.number,
                              source_name=ctx.source_name, cites=("402.2",))
    begins = durations.still_begins(game, effect.duration, ctx.source, ctx.controller)
    if begins:
        game.effects.append(effect)
    game.emit(events.NoMaximumHandSizeCreated(ctx.source_name, game.players[ctx.controller].name, until, begins),
              ("402.2", "611.2a") if begins else ("402.2", "611.2b"))
