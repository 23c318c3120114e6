"""Effects that create tokens (111): create (701.7) and investigate (701.16)."""

from __future__ import annotations

from judge.records import replace
from typing import Any

from judge.cards import clue_token
from judge.game import combat, events, replacement, zones
from judge.game.effects.parameters import amount, objects_of, players_of
from judge.game.resolution import Context, handler


@handler("create_token")
def e_create_token(ctx: Context, p: dict[str, Any]) -> None:
    """701.7a: create tokens; `power` and `toughness`: amounts that set the token's ("an X/X ... token"), found
    as it is created. With `attached to: N`, an Aura token enters attached to that target; with none, it isn't
    created (303.4i). Later effects of the ability refer to the tokens ("it"): ctx.extra["created"]."""
    game = ctx.game
    card = p["token"]
    if "power" in p or "toughness" in p:
        face = card.front
        power = amount(ctx, p["power"]) if "power" in p else face.power
        toughness = amount(ctx, p["toughness"]) if "toughness" in p else face.toughness
        card = replace(card, front=replace(face, power=toughness if power is None else power,  # 208.1: both
                                           toughness=power if toughness is None else toughness))
    host = None
    if "attached to" in p:
        host = next(iter(objects_of(ctx, {"target": p["attached to"]})), None)
        if host is None or host.zone != "battlefield":
            game.emit(events.AuraTokenNotCreated(ctx.source_name, card.name), ("303.4i",))
            return
    for player in players_of(ctx, p.get("controller", "you")):
        count, notes = replacement.apply_to_tokens(game, player, amount(ctx, p.get("count", 1)))
        game.reserve(count, f"{ctx.source_name}: create {card.name} tokens")
        if notes:
            game.emit(events.TokenCreationReplaced(tuple(notes)), ("614.16",))
        for _ in range(count):
            token = zones.create_token(game, card, player, card.name, ("701.7a",), tapped=p.get("tapped", False))
            if p.get("attacking"):
                combat.enters_attacking(game, token)
            ctx.extra.setdefault("created", []).append(token)
            if host is not None:
                token.attached_to = host.oid
                game.touch(token)
                game.emit(events.TokenAttached(game.chars(token.oid).name, game.chars(host.oid).name), ("303.4i",))


@handler("investigate")
def e_investigate(ctx: Context, p: dict[str, Any]) -> None:
    card = clue_token()
    owners = ctx.extra.get("owners") if p.get("player") == "owner" else [ctx.controller]
    for player in owners or []:
        zones.create_token(ctx.game, card, player, "Clue", ("701.16a",))
