"""Turn structure (CR 500-514) and turn-based actions (703).

A turn is a plan of (phase, step) pairs. Extra phases are inserted after the
current phase (500.8); skip effects replace a step or phase with nothing
(614.10). Only the first main phase of a turn is the precombat main phase
(505.1a); that is when Sagas get their lore counter (505.4, 714.3c). The combat
steps' turn-based actions (declaring attackers 508.1, combat damage 510) are
judge.game.combat's.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import count
from typing import TYPE_CHECKING

from judge.game import choosing, combat, counters, durations, events, phasing, replacement, sagas, sba, zones
from judge.game.objects import Player, StackAbility

if TYPE_CHECKING:
    from judge.game.layers import ContinuousEffect
    from judge.game.state import Game, UntapRestriction

PHASE_STEPS = {
    "beginning": ("untap", "upkeep", "draw"),
    "main": ("main",),
    "combat": ("beginning of combat", "declare attackers", "declare blockers", "combat damage", "end of combat"),
    "ending": ("end step", "cleanup"),
}
TURN_PHASES = ("beginning", "main", "combat", "main", "ending")
STEP_RULE = {
    "untap": "502.3", "upkeep": "503.1", "draw": "504.1", "precombat main": "505.1", "postcombat main": "505.1",
    "beginning of combat": "507.1", "declare attackers": "508.1", "declare blockers": "509.1",
    "combat damage": "510.1", "end of combat": "511.1", "end step": "513.1", "cleanup": "514.1",
}
ALIASES = {
    "main 1": "precombat main", "first main": "precombat main", "main 2": "postcombat main",
    "second main": "postcombat main", "end": "end step", "combat": "beginning of combat",
}
STEPS = tuple(STEP_RULE)
_phase_ids = count(1)


def normalize_step(name: str) -> str | None:
    key = " ".join(str(name).lower().replace("_", " ").split())
    key = ALIASES.get(key, key)
    return key if key in STEP_RULE else None


def plan_phases(phases: Iterable[str]) -> list[tuple[int, str, str]]:
    plan: list[tuple[int, str, str]] = []
    for phase in phases:
        pid = next(_phase_ids)
        plan += [(pid, phase, step) for step in PHASE_STEPS[phase]]
    return plan


def start_at(game: "Game", step: str) -> None:
    """Set the turn to the moment the active player would first get priority in `step`."""
    full = plan_phases(TURN_PHASES)
    mains = 0
    for i, (pid, phase, s) in enumerate(full):
        name = s
        if phase == "main":
            mains += 1
            name = "precombat main" if mains == 1 else "postcombat main"
        if name == step:
            game.turn.phase, game.turn.step, game.turn.main_phases = phase, name, mains
            game.turn.phase_id = pid
            game.turn.plan = full[i + 1:]
            return
    raise ValueError(step)


def add_phases(game: "Game", phases: list[str], source: str) -> None:
    """500.8: additional phases are added directly after the current phase."""
    plan = game.turn.plan
    current = game.turn.phase_id
    insert_at = 0
    while insert_at < len(plan) and plan[insert_at][0] == current:
        insert_at += 1
    plan[insert_at:insert_at] = plan_phases(phases)
    game.emit(events.AdditionalPhases(source, tuple(phases)), ("500.8",))


def next_step(game: "Game") -> None:
    """End the current step (500.2) and begin the next one, starting a new turn if needed."""
    game.count_step()
    for p in game.players:
        p.mana.clear()  # 500.5: mana empties at the end of each step and phase
        if p.mana_kept:
            _keep_mana(game, p)
    turn = game.turn
    if turn.step == "end of combat":
        combat.end_of_combat(game)  # 511.3: as the end of combat step ends, nothing is attacking any more
        durations.end_of_combat(game)  # 511.2: "until end of combat" effects end with the combat phase
    if turn.step == "cleanup" and turn.priority_in_cleanup:
        # 514.3a: state-based actions or triggers in the cleanup step: players got priority, and another
        # cleanup step follows
        turn.priority_in_cleanup = False
        turn.plan.insert(0, (turn.phase_id, "ending", "cleanup"))
        game.emit(events.AnotherCleanupStep(), ("514.3a",))
    while True:
        if not turn.plan:
            _new_turn(game)
        pid, phase, step = turn.plan.pop(0)
        skip = replacement.skipped(game, phase, step)
        if skip and phase == "main":
            turn.main_phases += 1  # a skipped first main phase still was the turn's first (505.1a)
            step = "precombat main" if turn.main_phases == 1 else "postcombat main"
        if skip:
            game.emit(events.StepSkipped(game.players[turn.active].name, phase, step, skip), ("614.10",))
            continue
        if step in ("declare blockers", "combat damage") and not turn.attacked:
            continue  # 508.8: no attackers, so these steps are skipped
        if step == "draw" and turn.number == 1 and turn.active == 0:
            game.emit(events.FirstDrawSkipped(), ("103.8a",))
            continue
        begin_step(game, pid, phase, step)
        return


def _new_turn(game: "Game") -> None:
    turn = game.turn
    turn.number += 1
    following = (turn.active + 1) % len(game.players)
    if game.extra_turns:  # 500.7: extra turns come directly after this one, the most recently created first
        if game.after_extra_turns is None:
            game.after_extra_turns = following
        turn.active = game.extra_turns.pop()
    elif game.after_extra_turns is not None:  # then the turn that would have followed
        turn.active, game.after_extra_turns = game.after_extra_turns, None
    else:
        turn.active = following
    turn.plan = plan_phases(TURN_PHASES)
    turn.main_phases = 0
    turn.skips = []
    turn.attacked = False
    turn.planned_attackers, turn.attackers, turn.attacked_this_turn, turn.defender = [], [], [], None
    turn.planned_blocks, turn.blocks, turn.regular_strikers = [], {}, None
    turn.cast_with = []
    turn.spells_cast = []
    turn.died = []
    turn.free_next = []  # "the next ... spell you cast this turn" (118.9) ends with the turn
    turn.loyalty_activations, turn.loyalty_twice = {}, set()  # 606.3: one loyalty ability of a permanent a turn

    turn.damaged_by = []  # "a creature dealt damage this turn by a source you controlled"
    for p in game.players:
        p.lands_played = p.additional_land_plays = 0
    turn.phase, turn.step = "beginning", "untap"
    game.touch()  # 611.3a: static abilities that apply "during your turn" start or stop applying
    game.emit(events.TurnBegins(turn.number, game.players[turn.active].name), ("500.1",))
    durations.turn_begins(game)


def begin_step(game: "Game", pid: int, phase: str, step: str) -> None:
    turn = game.turn
    if phase == "main":
        turn.main_phases += 1
        step = "precombat main" if turn.main_phases == 1 else "postcombat main"
    turn.phase, turn.step, turn.phase_id = phase, step, pid
    cites = (STEP_RULE[step],) + (("505.1a",) if phase == "main" else ())
    game.emit(events.StepBegins(step, phase, game.players[turn.active].name), cites)
    if step == "untap":
        phasing.untap_step(game)  # 502.1, before untapping
        _untap(game)
    elif step == "declare attackers":
        combat.declare_attackers(game)  # 508.1: the declaration is the step's turn-based action
    elif step == "declare blockers":
        combat.declare_blockers(game)  # 509.1: the declaration is the step's turn-based action
    elif step == "combat damage":
        combat.combat_damage(game)  # 510.1-510.2
    elif step == "draw":
        game.emit(events.ActivePlayerDraws(), ("504.1", "703.4d"))
        zones.draw(game, turn.active, 1, ("504.1",))
    elif step == "precombat main":
        sagas.precombat_main_lore(game)
    elif step == "cleanup":
        _cleanup(game)


def _untap(game: "Game") -> None:
    """502.3: the active player untaps their permanents, except those that can't untap."""
    active = game.turn.active
    held = _untap_restricted(game)
    untapped = []
    for obj in game.battlefield():
        if obj.tapped and game.chars(obj.oid).controller == active:
            if obj.oid in held:
                source, while_controlled = held[obj.oid]
                game.emit(events.DoesntUntap(game.chars(obj.oid).name, source, while_controlled), ("502.3", "611.2b"))
                continue
            if counters.stun_stops_untapping(game, obj):
                continue
            obj.tapped = False
            game.touch(obj)
            untapped.append(game.chars(obj.oid).name)
    if untapped:
        game.emit(events.Untaps(game.players[active].name, tuple(untapped)), ("502.3", "703.4c"))


def _untap_restricted(game: "Game") -> dict[int, tuple[str, bool]]:
    """The permanents an effect keeps tapped: the name of what keeps each, and whether for as long as its
    controller controls that (611.2b)."""
    held: dict[int, tuple[str, bool]] = {}
    for r in list(game.untap_restrictions):
        if "next_untap_step" in r:
            _next_untap_step(game, r, held)
            continue
        source = game.objects.get(r["source"])
        if source is not None and source.zone == "battlefield" and source.controller == r["controller"]:
            held[r["oid"]] = game.chars(source.oid).name, True
        else:
            # 611.2b: a "for as long as" effect ends once its condition stops being true, for good: a source
            # that left the battlefield and came back is a new object (400.7).
            game.untap_restrictions.remove(r)
            affected = game.objects.get(r["oid"])
            if affected is not None and affected.zone == "battlefield":
                game.emit(events.UntapEffectEnded(game.chars(affected.oid).name), ("611.2b", "400.7"))
    for obj in game.having("static", "doesnt_untap"):
        for ability in game.chars(obj.oid).abilities:
            if ability.kind == "static" and ability.static.get("effect") == "doesnt_untap" and obj.attached_to:
                held[obj.attached_to] = game.chars(obj.oid).name, False
    return held


def _next_untap_step(game: "Game", r: "UntapRestriction", held: dict[int, tuple[str, bool]]) -> None:
    """"It doesn't untap during its controller's next untap step": held in the first untap step of its
    controller after the effect began, then over; over too once it left the battlefield (400.7)."""
    affected = game.objects.get(r["oid"])
    if affected is None or affected.zone != "battlefield":
        game.untap_restrictions.remove(r)
    elif game.chars(affected.oid).controller == game.turn.active:
        held[affected.oid] = r["next_untap_step"], False
        game.untap_restrictions.remove(r)


def _cleanup(game: "Game") -> None:
    """514.1-514.2: discard to hand size; remove damage and end 'until end of turn' effects."""
    active = game.players[game.turn.active]
    excess = len(active.hand) - 7
    unlimited = _no_maximum_hand_size(game, active.index)
    if excess > 0 and unlimited is not None:
        game.emit(events.NoMaximumHandSize(active.name, len(active.hand), unlimited.source_name), ("514.1", "402.2"))
    elif excess > 0:
        game.emit(events.DiscardsToHandSize(active.name), ("514.1",))
        for obj in choosing.choose_cards(game, active.index, active.hand, excess, "discard", cites=("514.1",)):
            zones.move(game, obj, "graveyard", "discarded", ("514.1",))
    ending = [e for e in game.effects if e.duration == "end of turn"]
    damaged = [o for o in game.battlefield() if o.damage or o.deathtouched]
    keepers = _damage_stays(game)
    kept = [o for o in damaged if keepers and "Creature" in game.chars(o.oid).types]
    if kept:
        game.emit(events.DamageNotRemoved(tuple(keepers), tuple(game.chars(o.oid).name for o in kept)), ("514.2",))
        damaged = [o for o in damaged if o not in kept]
    if ending or damaged:
        for obj in damaged:
            obj.damage, obj.deathtouched = 0, False
            game.touch(obj)
        if ending:
            game.effects = [e for e in game.effects if e.duration != "end of turn"]
            game.touch()
        game.emit(events.DamageWearsOff(), ("514.2", "703.4p"))
    durations.cleanup(game)


def _no_maximum_hand_size(game: "Game", player: int) -> "ContinuousEffect | None":
    """The first effect in force by which `player` has no maximum hand size (402.2), if any."""
    return next((effect for effect in game.effects if effect.kind == "no_maximum_hand_size"
                 and effect.controller == player and durations.in_force(game, effect)), None)


def _damage_stays(game: "Game") -> list[str]:
    """The permanents whose static ability says "Damage isn't removed from creatures during cleanup steps" (a
    rule-changing effect on 514.2; Victory of the Pyrohammer)."""
    return [game.chars(obj.oid).name for obj in game.having("static", "damage_stays")
            if any(a.kind == "static" and a.static.get("effect") == "damage_stays"
                   for a in game.chars(obj.oid).abilities)]


def end_the_turn(game: "Game", source_name: str) -> None:
    """724.1: an effect ends the turn. Waiting triggered abilities cease to exist (724.1a); every object on the
    stack is exiled (724.1b); state-based actions are checked, with no priority and no triggered ability put on
    the stack (724.1c); the current phase and step end and the game skips straight to the cleanup step (724.1d),
    where abilities that triggered meanwhile are put on the stack and players get priority (724.1f, 514.3a)."""
    turn = game.turn
    ceased = tuple(game.chars(t.source_oid).name if t.source_oid in game.objects else t.source_name
                   for t in game.pending)
    game.pending.clear()
    if ceased:
        game.emit(events.WaitingTriggersCease(ceased), ("724.1a",))
    left = list(reversed(game.stack))  # top first, the resolving spell included
    exiled = tuple(item.label if isinstance(item, StackAbility) else game.chars(item.oid).name for item in left)
    game.emit(events.TurnEnds(source_name, game.players[turn.active].name, exiled),
              ("724.1", "724.1b", "724.1c", "724.1d"))
    for item in left:
        if isinstance(item, StackAbility):
            game.stack.remove(item)
        else:
            zones.move(game, item, "exile", "exiled", ("724.1b",))
    while sba.check(game):
        pass  # 724.1c
    if turn.phase == "combat":
        combat.end_of_combat(game)  # 724.1d: removed from combat
    turn.plan = []
    begin_step(game, next(_phase_ids), "ending", "cleanup")


def _keep_mana(game: "Game", player: Player) -> None:
    """"Until end of turn, you don't lose this mana as steps and phases end" (500.5): the mana stays in the pool
    until the cleanup step ends (514.2)."""
    if game.turn.step == "cleanup":
        player.mana_kept.clear()
        return
    player.mana.update(player.mana_kept)
    kept = "".join(f"{{{symbol}}}" * n for symbol, n in player.mana_kept.items())
    game.emit(events.ManaKept(player.name, kept), ("500.5",))
