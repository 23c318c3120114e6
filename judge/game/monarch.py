"""The monarch (725): a designation one player at a time can have, and its two inherent triggered abilities.

725.2: "At the beginning of the monarch's end step, that player draws a card" and "Whenever a creature deals combat
damage to the monarch, its controller becomes the monarch". They have no source and are controlled by the player
who was the monarch as they triggered; the trace names them "the monarch".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.cards import Ability
from judge.game import events, triggers

if TYPE_CHECKING:
    from judge.game.events import LoggedEvent
    from judge.game.state import Game

MONARCH = "the monarch"
NO_SOURCE = 0  # 725.2: these abilities have no source (object ids start at 2)

DRAW = Ability("triggered", "At the beginning of the monarch's end step, that player draws a card.",
               trigger={"event": "beginning of", "step": "end step"}, effects=({"draw": {"player": "that player"}},))
TAKE = Ability("triggered", "Whenever a creature deals combat damage to the monarch, its controller becomes the "
               "monarch.", trigger={"event": "deals damage", "combat": True, "to": "player"},
               effects=({"become_monarch": {"player": "that player"}},))


def current(game: "Game") -> int | None:
    """The monarch (725.1: none until an effect makes a player the monarch)."""
    return next((p.index for p in game.players if p.monarch), None)


def become(game: "Game", player: int) -> None:
    """725.3: `player` becomes the monarch; the current monarch ceases to be the monarch."""
    before = current(game)
    for other in game.players:
        other.monarch = other.index == player
    game.emit(events.BecomesMonarch(game.players[player].name,
                                    None if before is None else game.players[before].name), ("725.1", "725.3"))


def detect(game: "Game", event: "LoggedEvent") -> None:
    """725.2: the monarch's triggered abilities: the monarch's end step begins; a creature deals combat damage to
    the monarch (the creature's controller becomes the monarch)."""
    monarch = current(game)
    if monarch is None:
        return
    data = event.data
    if event.kind == "step" and data.get("step") == "end step" and game.turn.active == monarch:
        _trigger(game, DRAW, monarch, monarch)
    elif event.kind == "damage" and data.get("combat") and data.get("player_index") == monarch:
        source = data.get("source_oid")
        if source in game.objects:
            _trigger(game, TAKE, monarch, game.chars(source).controller)


def _trigger(game: "Game", ability: Ability, monarch: int, that_player: int) -> None:
    game.trigger_order += 1
    game.pending.append(triggers.PendingTrigger(ability, NO_SOURCE, MONARCH, MONARCH, monarch, game.trigger_order,
                                                event={"player_index": that_player}))
    game.emit(events.Triggered(MONARCH, MONARCH, MONARCH, None, None, game.players[monarch].name), ("725.2", "603.2"))
