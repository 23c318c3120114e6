"""Phasing (702.26): a phased-out permanent is treated as though it doesn't exist (702.26b) until it phases in
during its controller's untap step (502.1).

A phased-out permanent stays on the battlefield as the same object (no zone change, 702.26d) but leaves the
indexes the engine finds permanents by (judge.game.state: `battlefield`, abilities, layers), so nothing sees it:
it can't be targeted or counted, its abilities do nothing, it doesn't untap and state-based actions ignore it.
Auras and Equipment attached to it phase out with it, "indirectly", and phase in with it (702.26g-i).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.game import combat, durations, events

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


def phase_out(game: "Game", permanents: list["GameObject"], cites: tuple[str, ...]) -> None:
    """702.26b: the permanents phase out (removed from combat), each under its controller's control (502.1), with
    the Auras and Equipment attached to them, which phase out indirectly (702.26g-h)."""
    direct = [obj for obj in permanents if not obj.phased_out]
    indirect = [obj for obj in game.battlefield() if obj.attached_to in {p.oid for p in direct} and obj not in direct]
    for obj in direct + indirect:
        combat.remove_from_combat(game, obj)
    names = tuple(game.chars(obj.oid).name for obj in direct + indirect)
    for obj, how in [(obj, "directly") for obj in direct] + [(obj, "indirectly") for obj in indirect]:
        obj.phased_out, obj.phased_out_under = how, game.controller_of(obj.oid)
        game.phased_out[obj.oid] = obj
        game.reindex(obj)
    if names:
        game.emit(events.PhasedOut(names), tuple(cites) + ("702.26b",))


def untap_step(game: "Game") -> None:
    """502.1: as the untap step begins, the phased-out permanents that phased out directly under the active
    player's control phase in, with those attached to them that phased out indirectly (702.26g, 702.26i); unless
    a permanent says "Permanents can't phase in" (`cant_phase_in`), or an effect says one of them can't ("It can't
    phase in for as long as you control [this]"). (The keyword phasing, which phases permanents out in this step,
    is not modelled: no card of judge's has it.)"""
    active = game.turn.active
    returning = [obj for obj in game.phased_out.values() if obj.phased_out == "directly"
                 and obj.phased_out_under == active and obj.zone == "battlefield"]
    held = {oid: e.source_name for e in game.effects if e.kind == "cant_phase_in" and durations.in_force(game, e)
            for oid in e.locked or ()}
    kept = [obj for obj in returning if obj.oid in held]
    if kept:
        game.emit(events.PhasingInPrevented(tuple(game.chars(obj.oid).name for obj in kept),
                                            tuple(dict.fromkeys(held[obj.oid] for obj in kept)), True), ("502.1",))
    returning = [obj for obj in returning if obj.oid not in held]
    if not returning:
        return
    preventers = [game.chars(obj.oid).name for obj in game.having("static", "cant_phase_in")
                  if any(a.kind == "static" and a.static.get("effect") == "cant_phase_in"
                         for a in game.chars(obj.oid).abilities)]
    if preventers:
        game.emit(events.PhasingInPrevented(tuple(game.chars(obj.oid).name for obj in returning),
                                            tuple(preventers)), ("502.1", "101.2"))
        return
    hosts = {obj.oid for obj in returning}
    returning += [obj for obj in game.phased_out.values() if obj.phased_out == "indirectly"
                  and obj.attached_to in hosts and obj.zone == "battlefield"]
    for obj in returning:
        obj.phased_out, obj.phased_out_under = "", -1
        del game.phased_out[obj.oid]
        game.reindex(obj)
        game.touch(obj)
    game.emit(events.PhasesIn(game.players[active].name, tuple(game.chars(obj.oid).name for obj in returning)),
              ("502.1", "702.26c", "703.4a"))
