"""Time counters (122.1): the triggered abilities of vanishing (702.63a) and suspend (702.62a), and what is
suspended (702.62b). Time travel (701.56a) is in judge.game.effects.keyword_actions.

Each keyword stands for triggered abilities the engine puts on the stack itself, with the keyword's object as
their source: at the beginning of its controller's (a suspended card's owner's) upkeep, if it has a time counter
(an intervening "if", 603.4), remove one; when the last is removed, sacrifice the permanent (vanishing) or let
its owner cast the card without paying its mana cost (suspend)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.cards import Ability
from judge.game import triggers

if TYPE_CHECKING:
    from judge.game.events import LoggedEvent
    from judge.game.objects import GameObject
    from judge.game.state import Game

VANISHING_UPKEEP = Ability(
    "triggered", "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter "
    "from it.", trigger={"event": "beginning of", "step": "upkeep"},
    effects=({"remove_counters": {"self": True, "kind": "time", "amount": 1}},))
VANISHING_LAST = Ability("triggered", "When the last time counter is removed from this permanent, sacrifice it.",
                         effects=({"sacrifice": {"self": True}},))
SUSPEND_UPKEEP = Ability(
    "triggered", "At the beginning of your upkeep, if this card is suspended, remove a time counter from it.",
    trigger={"event": "beginning of", "step": "upkeep"}, effects=({"suspend_remove_counter": {}},))
SUSPEND_LAST = Ability(
    "triggered", "When the last time counter is removed from this card, if it's exiled, you may play it without "
    "paying its mana cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains "
    "haste until you lose control of the spell or the permanent it becomes.", effects=({"suspend_cast": {}},))


def has_suspend(game: "Game", obj: "GameObject") -> bool:
    """Printed suspend, or suspend an effect gave the card in exile (The Parting of the Ways)."""
    return obj.gained_suspend or any(a.keyword == "Suspend" for a in game.chars(obj.oid).abilities)


def suspended(game: "Game", obj: "GameObject") -> bool:
    """702.62b: a card is suspended if it's in exile, has suspend, and has a time counter on it."""
    return obj.zone == "exile" and obj.counters.get("time", 0) > 0 and has_suspend(game, obj)


def _vanishing(game: "Game", obj: "GameObject") -> bool:
    return any(a.keyword == "Vanishing" for a in game.chars(obj.oid).abilities)


def detect(game: "Game", logged: "LoggedEvent") -> None:
    """The upkeep triggers of vanishing and suspend (603.4: only with a time counter), and their "last time counter
    removed" triggers."""
    data = logged.data
    if logged.kind == "step" and data.get("step") == "upkeep":
        active = game.turn.active
        for obj in game.battlefield():
            if game.controller_of(obj.oid) == active and obj.counters.get("time", 0) > 0 and _vanishing(game, obj):
                triggers.keyword_trigger(game, VANISHING_UPKEEP, obj.oid, active, ("702.63a", "603.4"))
        for oid in list(game.players[active].exile):
            if suspended(game, game.objects[oid]):
                triggers.keyword_trigger(game, SUSPEND_UPKEEP, oid, active, ("702.62a", "603.4"))
    if logged.kind == "counters removed" and data.get("kind") == "time" and data.get("after") == 0:
        emptied = game.objects.get(data["oid"])
        if emptied is None:
            return
        if emptied.zone == "battlefield" and _vanishing(game, emptied):
            triggers.keyword_trigger(game, VANISHING_LAST, emptied.oid, game.controller_of(emptied.oid), ("702.63a",))
        elif emptied.zone == "exile" and has_suspend(game, emptied):
            triggers.keyword_trigger(game, SUSPEND_LAST, emptied.oid, emptied.owner, ("702.62a",))
