"""Dealing damage (CR 120): to players, to permanents, with deathtouch and lifelink; by spells, abilities
and combat alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.game import events

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


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
        game.emit(events.DamagePrevented(preventing.source_name, source_name, to, n), ("615.1a",))
        return
    source = game.chars(source_oid) if source_oid in game.objects else (
        game.last_known[source_oid]["chars"] if source_oid in game.last_known else None)
    if isinstance(recipient, int):
        game.players[recipient].life -= n
        game.emit(events.DamageToPlayer(game.players[recipient].name, recipient, n, source_oid, combat, source_name),
                  tuple(cites) + ("120.3a",))
    elif recipient.oid in game.objects:
        recipient.damage += n
        game.changed(recipient)
        game.emit(events.DamageToPermanent(recipient.label, n, source_oid, combat, source_name,
                                           game.chars(recipient.oid).name), tuple(cites) + ("120.3e",))
        if source is not None and source.has_keyword("Deathtouch"):
            recipient.deathtouched = True
            game.changed(recipient)
    else:
        return
    if source is not None and source.has_keyword("Lifelink"):  # 702.15b: its controller gains that much life
        game.players[source.controller].life += n
        game.emit(events.LifelinkGain(game.players[source.controller].name, n, source_name), ("702.15b",))
