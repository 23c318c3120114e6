"""Effects that create tokens (111): create (701.7) and investigate (701.16)."""

from __future__ import annotations

from typing import Any

from judge.cards import clue_token
from judge.game import combat, events, replacement, zones
from judge.game.effects.parameters import amount, players_of
from judge.game.resolution import Context, handler


@handler("create_token")
def e_create_token(ctx: Context, p: dict[str, Any]) -> None:
    game = ctx.game
    card = p["token"]
    for player in players_of(ctx, p.get("controller", "you")):
        count, notes = replacement.apply_to_tokens(game, player, amount(ctx, p.get("count", 1)))
        game.reserve(count, f"{ctx.source_name}: create {card.name} tokens")
        if notes:
            game.emit(events.TokenCreationReplaced(tuple(notes)), ("614.16",))
        for _ in range(count):
            token = zones.create_token(game, card, player, card.name, ("701.7a",), tapped=p.get("tapped", False))
            if p.get("attacking"):
                combat.enters_attacking(game, token)


@handler("investigate")
def e_investigate(ctx: Context, p: dict[str, Any]) -> None:
    card = clue_token()
    owners = ctx.extra.get("owners") if p.get("player") == "owner" else [ctx.controller]
    for player in owners or []:
        zones.create_token(ctx.game, card, player, "Clue", ("701.16a",))
