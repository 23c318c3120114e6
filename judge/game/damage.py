"""Dealing damage (CR 120): to players, to permanents, with deathtouch and lifelink; by spells, abilities
and combat alike."""

from __future__ import annotations

from judge.records import Frozen, record
from typing import TYPE_CHECKING, Any

from judge.game import counters, durations, events
from judge.game.layers import matches
from judge.versions import SHIELD_COUNTERS

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


def shielded(game: "Game", permanent: "GameObject") -> bool:
    """122.1c: a permanent with a shield counter: damage that would be dealt to it is prevented, and its
    destruction by an effect is replaced, each time removing a shield counter instead."""
    return permanent.zone == "battlefield" and permanent.counters.get("shield", 0) > 0 and \
        game.version.has(SHIELD_COUNTERS)


def _preventer(game: "Game", permanent: "GameObject") -> str | None:
    """The source of a prevention effect that prevents all damage that would be dealt to the permanent (615.1a),
    if any; such an effect applies before a shield counter would (its controller's choice, 616.1: judge keeps the
    counter). A permanent's own static "Prevent all damage that would be dealt to this creature." is one too."""
    if any(a.kind == "static" and a.static.get("effect") == "prevent_all_damage"
           for a in game.chars(permanent.oid).abilities):
        return game.chars(permanent.oid).name
    for effect in game.effects:
        if effect.kind == "prevent_damage" and durations.in_force(game, effect) and matches(
                game, effect.affected, permanent.oid, game.chars(permanent.oid), effect.source_oid, effect.controller):
            return effect.source_name
    return None


def deal_damage(game: "Game", source_name: str, source_oid: int, recipient: "int | GameObject", n: int,
                cites: tuple[str, ...] = (), combat: bool = False) -> None:
    """120.3: damage to a player is life loss, to a permanent it is marked; 120.8: 0 damage isn't dealt.

    The `damage` event names the source (`source_oid`), for "whenever ... deals [combat] damage" triggers.
    """
    if n <= 0:
        return
    preventing = next((e for e in game.effects if e.kind == "prevent_damage_dealt_by" and e.locked is not None
                       and source_oid in e.locked), None)
    if preventing is not None:  # 615.1a: "prevent all damage that would be dealt by ..."
        to = game.players[recipient].name if isinstance(recipient, int) else game.chars(recipient.oid).name
        game.emit(events.DamagePrevented(to, n, source_name, preventing.source_name), ("615.1a",))
        return
    if not isinstance(recipient, int) and recipient.oid in game.objects:
        recipient = _redirected(game, recipient, source_name, n)
    source = game.chars(source_oid) if source_oid in game.objects else (
        game.last_known[source_oid]["chars"] if source_oid in game.last_known else None)
    if source_oid not in game.objects and source_oid in game.last_known:
        cites = ("608.2h",) + tuple(cites)  # the source left the battlefield: it deals damage as it last existed
    n = _with_bonuses(game, source_oid, n)
    if isinstance(recipient, int):
        game.players[recipient].life -= n
        game.emit(events.DamageToPlayer(game.players[recipient].name, recipient, n, source_oid, combat, source_name),
                  tuple(cites) + ("120.3a",))
    elif recipient.oid in game.objects and _preventer(game, recipient) is not None:
        game.emit(events.DamagePrevented(game.chars(recipient.oid).name, n, source_name,
                                         str(_preventer(game, recipient))), ("615.1a",))
        return
    elif recipient.oid in game.objects and shielded(game, recipient):
        game.emit(events.DamagePreventedByShield(game.chars(recipient.oid).name, n, source_name), ("122.1c", "615.1"))
        counters.remove(game, recipient, "shield", 1, ("122.1c",))
        return
    elif recipient.oid in game.objects and "Planeswalker" in game.chars(recipient.oid).types:
        _damage_planeswalker(game, source_name, source_oid, recipient, n, cites, combat)
    elif recipient.oid in game.objects:
        recipient.damage += n
        game.changed(recipient)
        game.damaged_permanent = recipient.oid  # who was dealt it, for triggers on damage to "a permanent you control"
        game.emit(events.DamageToPermanent(recipient.label, n, source_oid, combat, source_name,
                                           game.chars(recipient.oid).name), tuple(cites) + ("120.3e",))
        game.damaged_permanent = None
        if source is not None and source.has_keyword("Deathtouch"):
            recipient.deathtouched = True
            game.changed(recipient)
    else:
        return
    if source is not None and not isinstance(recipient, int):
        game.turn.damaged_by.append((recipient.oid, source.controller))
    if source is not None and source.has_keyword("Lifelink"):  # 702.15b: its controller gains that much life
        game.players[source.controller].life += n
        game.emit(events.LifelinkGain(game.players[source.controller].name, n, source_name), ("702.15b",))


def _damage_planeswalker(game: "Game", source_name: str, source_oid: int, recipient: "GameObject", n: int,
                         cites: tuple[str, ...], combat: bool) -> None:
    """120.3c: damage dealt to a planeswalker removes that many loyalty counters from it; 120.3e: one that is
    also a creature has the damage marked on it too."""
    name = game.chars(recipient.oid).name
    creature = "Creature" in game.chars(recipient.oid).types
    if creature:
        recipient.damage += n
        game.changed(recipient)
    game.damaged_permanent = recipient.oid
    game.emit(events.DamageToPermanent(recipient.label, n, source_oid, combat, source_name, name),
              tuple(cites) + ("120.3c",) + ("120.3e",) * creature)
    game.damaged_permanent = None
    counters.remove(game, recipient, "loyalty", n, ("120.3c",))


def _redirected(game: "Game", recipient: "GameObject", source_name: str, n: int) -> "GameObject":
    """614.9: "all damage that would be dealt to creatures you control is dealt to that creature instead" (a
    `redirect_damage` effect, its creature still on the battlefield; the newest applies)."""
    ch = game.chars(recipient.oid)
    if "Creature" not in ch.types:
        return recipient
    for effect in reversed(game.effects):
        if effect.kind != "redirect_damage" or ch.controller != effect.controller:
            continue
        chosen = game.objects.get(effect.params["to"])
        gone = game.last_known.get(effect.params["to"]) if chosen is None or chosen.zone != "battlefield" else None
        if gone is not None:  # the creature it chose has left the battlefield: nothing to redirect to (400.7)
            game.emit(events.RedirectionGone(effect.source_name, n, ch.name, gone["chars"].name), ("614.9", "400.7"))
        if chosen is None or chosen.zone != "battlefield" or chosen.oid == recipient.oid:
            continue
        game.emit(events.DamageRedirected(source_name, n, ch.name, game.chars(chosen.oid).name, effect.source_name),
                  ("614.9",))
        return chosen
    return recipient


@record
class DamageBonus(Frozen):
    """614.1a: "If a [filter] source you control would deal damage to a permanent or player this turn, it deals
    that much damage plus `amount` instead": from `source_name`'s resolved effect, controlled by `controller`."""

    source_name: str
    controller: int
    amount: int
    sources: dict[str, Any]  # a filter of the sources it applies to (`controller: you` is its controller)
    turn: int


def _with_bonuses(game: "Game", source_oid: int, n: int) -> int:
    """The damage a source deals after the "plus N" replacement effects of this turn that apply to it (614.1a);
    the trace tells each."""
    if source_oid not in game.objects:
        return n
    for bonus in game.damage_bonuses:
        if bonus.turn == game.turn.number and matches(game, bonus.sources, source_oid, game.chars(source_oid),
                                                      None, bonus.controller):
            game.emit(events.DamageIncreased(bonus.source_name, game.chars(source_oid).name, n, n + bonus.amount),
                      ("614.1a",))
            n += bonus.amount
    return n
