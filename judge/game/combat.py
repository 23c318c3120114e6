"""Combat (CR 506-511), as far as Sagas and Omens need it: attacking, and unblocked combat damage.

A scenario declares attackers with the `attack:` action; the declaration is
the declare attackers step's turn-based action (508.1). Blocking is not
modelled: every attacking creature is unblocked and deals its combat damage to
the player it attacks (510.1a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.game import events
from judge.game.damage import deal_damage
from judge.game.refusals import (
    Attempt, AttackerHasDefender, AttackerNotActivePlayers, AttackerNotOnBattlefield, AttackerSummoningSick,
    AttackerTapped, IllegalActionError,
)

if TYPE_CHECKING:
    from judge.game.objects import GameObject
    from judge.game.state import Game


def check_attacker(game: "Game", obj: "GameObject") -> None:
    """508.1a: an untapped creature the active player has controlled continuously since the turn began
    (302.6, unless it has haste)."""
    ch = game.chars(obj.oid)
    what = Attempt("attack", ch.name)
    if obj.zone != "battlefield" or "Creature" not in ch.types:
        raise IllegalActionError(AttackerNotOnBattlefield(what), "508.1a")
    if ch.controller != game.turn.active:
        raise IllegalActionError(AttackerNotActivePlayers(what), "508.1a")
    if obj.tapped:
        raise IllegalActionError(AttackerTapped(what), "508.1a")
    if obj.entered_turn == game.turn.number and not ch.has_keyword("Haste"):
        raise IllegalActionError(AttackerSummoningSick(what), "302.6")
    if ch.has_keyword("Defender"):
        raise IllegalActionError(AttackerHasDefender(what), "702.3b")


def declare_attackers(game: "Game") -> None:
    """508.1: the active player declares the planned attackers, tapping them (508.1f, not with vigilance);
    then abilities that trigger on attacking trigger (508.3a)."""
    turn = game.turn
    planned, turn.planned_attackers = turn.planned_attackers, []
    attackers = [obj for obj in planned if obj.oid in game.objects]
    for obj in attackers:
        check_attacker(game, obj)
    if not attackers:
        return
    defender = turn.defender if turn.defender is not None else game.opponents(turn.active)[0]
    for obj in attackers:
        if not game.chars(obj.oid).has_keyword("Vigilance"):
            obj.tapped = True
            game.touch(obj)
    game.touch()
    turn.attackers = [obj.oid for obj in attackers]
    turn.attacked_this_turn += turn.attackers
    turn.attacked = True
    names = tuple(game.chars(obj.oid).name for obj in attackers)
    game.emit(events.DeclaresAttackers(game.players[turn.active].name, names, game.players[defender].name),
              ("508.1", "703.4i"))
    for obj in attackers:
        game.emit(events.Attacks(obj.label, game.chars(obj.oid).name, obj.oid, defender), ("508.1", "508.3a"))
    turn.defender = defender


def attacking(game: "Game") -> list["GameObject"]:
    """The creatures still attacking (506.4: one that left the battlefield or was removed is not)."""
    return [game.objects[oid] for oid in game.turn.attackers
            if oid in game.objects and game.objects[oid].zone == "battlefield"]


def combat_damage(game: "Game") -> None:
    """510.1a, 510.2: each unblocked attacking creature deals damage equal to its power to the player it
    attacks, all at once."""
    dealt = [(obj, game.chars(obj.oid).power or 0) for obj in attacking(game)]
    if not dealt:
        return
    defender = game.turn.defender
    assert defender is not None, "508.1: declaring attackers chose the player they attack"
    game.emit(events.CombatDamageDealt(), ("510.1", "510.2", "703.4m"))
    for obj, power in dealt:
        deal_damage(game, game.chars(obj.oid).name, obj.oid, defender, power, ("510.1a",),
                            combat=True)


def end_of_combat(game: "Game") -> None:
    """511.3: creatures stop being attacking creatures as the end of combat step ends."""
    game.turn.attackers = []


def remove_from_combat(game: "Game", obj: "GameObject") -> None:
    """506.4: a removed permanent stops being an attacking creature."""
    if obj.oid in game.turn.attackers:
        game.turn.attackers.remove(obj.oid)
        game.emit(events.RemovedFromCombat(obj.label, game.chars(obj.oid).name), ("506.4",))
