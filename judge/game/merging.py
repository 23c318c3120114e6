"""Mutate and merged permanents (CR 702.140, 730).

A creature spell cast for its mutate cost targets a non-Human creature with
the same owner (702.140a). If the target is still legal as it resolves, it
merges with it, on top or underneath (702.140c, 730.2): one permanent, the same
object as before, with the topmost card's characteristics and every card's
abilities (702.140e, see `layers.base_chars`). When it leaves the battlefield
each card goes on its own (730.3, see `zones.move`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.game import events
from judge.game.refusals import Attempt, IllegalActionError, IllegalMutateTarget, NoMutateAbility

if TYPE_CHECKING:
    from judge.game.layers import Chars
    from judge.game.objects import GameObject
    from judge.game.state import Game


def check_target(game: "Game", ch: Chars, spell: "GameObject", target: "GameObject", what: Attempt) -> None:
    """702.140a: a creature spell cast for its mutate cost targets a non-Human creature with the same owner."""
    if not ch.has_keyword("Mutate"):
        raise IllegalActionError(NoMutateAbility(what), "702.140a")
    if not target_legal(game, spell, target):
        raise IllegalActionError(IllegalMutateTarget(what), "702.140a")


def target_legal(game: "Game", spell: "GameObject", target: "GameObject") -> bool:
    if target.oid not in game.objects or target.zone != "battlefield":
        return False
    ch = game.chars(target.oid)
    return "Creature" in ch.types and "Human" not in ch.subtypes and target.owner == spell.owner


def merge(game: "Game", spell: "GameObject") -> bool:
    """702.140b-c, 730.2: a mutating creature spell whose target is still legal merges with it, on top or
    under; the permanent is the same object (730.2c) and has not entered the battlefield (730.2b).
    False if the target is illegal: then it resolves as a creature spell (702.140b)."""
    target = game.objects.get(spell.mutate_onto) if spell.mutate_onto is not None else None
    name = game.chars(spell.oid).name
    if target is None or not target_legal(game, spell, target):
        game.emit(events.MutateTargetIllegal(name), ("702.140b", "608.3b"))
        return False
    below = game.chars(target.oid).name
    game.remove_object(spell)
    if spell.mutate_over:
        target.under.insert(0, (target.card, target.top_label or target.label))
        target.card, target.face, target.top_label = spell.card, "front", spell.label
    else:
        target.under.append((spell.card, spell.label))
    game.reindex(target)
    game.emit(events.Mutates(target.label, target.oid, name, below, spell.mutate_over, game.chars(target.oid).name),
              ("608.3d", "702.140c", "702.140e"))
    return True
