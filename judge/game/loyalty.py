"""Planeswalkers' loyalty: the loyalty counters a planeswalker enters with (306.5b) and the rules for activating
loyalty abilities (606): main phase, empty stack, one loyalty ability of a permanent per turn (606.3), the cost of
putting on or removing loyalty counters (606.4), never more than it has (606.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.game import counters, replacement
from judge.game.refusals import IllegalActionError, LoyaltyAbilityAlreadyActivated, NotEnoughLoyalty

if TYPE_CHECKING:
    from judge.cards import Ability, Face
    from judge.game.layers import Chars
    from judge.game.objects import GameObject
    from judge.game.refusals import Attempt
    from judge.game.state import Game


def printed_loyalty(obj: "GameObject") -> int | None:
    """The printed loyalty number of the face the permanent has up (306.5b)."""
    face: "Face | None" = obj.card.back if obj.face == "back" else obj.card.front
    return face.loyalty if face is not None else None


def _add_entering_loyalty(game: "Game", rep: replacement.Replacement,
                          event: replacement.Entering) -> tuple[None, tuple[str, ...]]:
    """306.5b: "This permanent enters with a number of loyalty counters on it equal to its printed loyalty
    number" (614.1c)."""
    loyalty = printed_loyalty(event.obj)
    if loyalty:
        event.counters.append(("loyalty", loyalty, event.ch.controller, True, "entering: intrinsic ability",
                               ("306.5b", "614.1c")))
    return None, ()


ENTERING_LOYALTY = replacement.Kind("planeswalker_entering_loyalty", lambda game, rep, event: True,
                                    _add_entering_loyalty, ordered=False)


def entering(new: "GameObject", ch: "Chars", controller: int) -> list[replacement.Replacement]:
    """The 306.5b replacement effect of a planeswalker with a printed loyalty number, found as it enters."""
    if "Planeswalker" not in ch.types or printed_loyalty(new) is None:
        return []
    return [replacement.Replacement(new.oid, ch.name, controller, new.timestamp, ENTERING_LOYALTY)]


def cost_of(ability: "Ability") -> int | None:
    """The loyalty cost of a loyalty ability (606.2: a loyalty symbol in its cost); None for another ability."""
    cost: dict[str, Any] = ability.cost
    value = cost.get("loyalty")
    return int(value) if value is not None else None


def check(game: "Game", obj: "GameObject", player: int, cost: int, what: "Attempt") -> None:
    """606.3: only one loyalty ability of a permanent per turn (two with Urza Assembles the Titans' effect);
    606.6: a negative loyalty cost needs at least that many loyalty counters. (The timing, a main phase of their
    turn with an empty stack, is sorcery timing, checked by the caller.)"""
    allowed = 2 if player in game.turn.loyalty_twice else 1
    if game.turn.loyalty_activations.get(obj.oid, 0) >= allowed:
        raise IllegalActionError(LoyaltyAbilityAlreadyActivated(what, allowed), "606.3")
    have = obj.counters.get("loyalty", 0)
    if cost < 0 and have < -cost:
        raise IllegalActionError(NotEnoughLoyalty(what, cost, have), "606.6")


def pay(game: "Game", obj: "GameObject", player: int, cost: int) -> None:
    """606.4: put on or remove the loyalty counters (a cost, 602.2b: not an effect), and count the activation."""
    game.turn.loyalty_activations[obj.oid] = game.turn.loyalty_activations.get(obj.oid, 0) + 1
    if cost > 0:
        counters.put(game, obj, "loyalty", cost, player, False, ("606.4", "602.2b"), how="cost")
    elif cost < 0:
        counters.remove(game, obj, "loyalty", -cost, ("606.4", "602.2b"))
