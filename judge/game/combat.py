"""Combat (CR 506-511): attacking, blocking and combat damage.

A scenario declares attackers with the `attack:` action and blockers with the
`block:` action; each declaration is its step's turn-based action (508.1,
509.1). Combat damage is dealt in the combat damage step (510), in two steps
when a creature in combat has first strike or double strike (510.4); an
attacking creature with trample assigns its excess damage to the player it
attacks (702.19b). Attacks on planeswalkers and battles are not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.cards import LANDWALK
from judge.game import durations, events, the_ring
from judge.game.damage import deal_damage
from judge.game.layers import matches
from judge.game.refusals import (
    Attempt, AttackerHasDefender, AttackerNotActivePlayers, AttackerNotOnBattlefield, AttackerPhasedOut,
    AttackerSummoningSick, AttackerTapped, BlockedOnlyByFlyingOrReach, BlockedOnlyByHorsemanship, BlockerNotDefenders,
    BlockerNotOnBattlefield, BlockerPowerGreaterThanRingBearer, BlockerTapped, BlocksTwice, CantBeBlocked, CantBlock,
    IllegalActionError, MenaceOneBlocker, NotAnAttacker, UnblockableLandwalk,
)

if TYPE_CHECKING:
    from judge.game.layers import Chars, ContinuousEffect
    from judge.game.objects import GameObject
    from judge.game.state import Game


def check_attacker(game: "Game", obj: "GameObject") -> None:
    """508.1a: an untapped creature the active player has controlled continuously since the turn began
    (302.6, unless it has haste)."""
    ch = game.chars(obj.oid)
    what = Attempt("attack", ch.name)
    if obj.zone != "battlefield" or "Creature" not in ch.types:
        raise IllegalActionError(AttackerNotOnBattlefield(what), "508.1a")
    if obj.phased_out:
        raise IllegalActionError(AttackerPhasedOut(what), "702.26b")
    if ch.controller != game.turn.active:
        raise IllegalActionError(AttackerNotActivePlayers(what), "508.1a")
    if obj.tapped:
        raise IllegalActionError(AttackerTapped(what), "508.1a")
    if not game.controlled_since_turn_began(obj) and not ch.has_keyword("Haste"):
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
    requirements = [e for e in game.effects if e.kind in ("must_attack", "attacks_each_combat", "goad")]
    defender = turn.defender if turn.defender is not None else _default_defender(game, requirements)
    if _attack_taxes(game, defender):  # 508.1d: no creature is required to attack if attacking costs anything
        requirements = []
    attackers += _required_attackers(game, requirements, attackers)
    if not attackers:
        return
    for obj in attackers:
        if not game.chars(obj.oid).has_keyword("Vigilance"):
            obj.tapped = True
            game.touch(obj)
    game.touch()
    turn.attackers = [obj.oid for obj in attackers]
    turn.attacked_this_turn += turn.attackers
    turn.attacked = True
    names = tuple(game.chars(obj.oid).name for obj in attackers)
    _pay_attack_costs(game, defender, len(attackers))
    game.emit(events.DeclaresAttackers(game.players[turn.active].name, names, game.players[defender].name),
              ("508.1", "703.4i"))
    for obj in attackers:
        game.emit(events.Attacks(obj.label, game.chars(obj.oid).name, obj.oid, defender), ("508.1", "508.3a"))
    turn.defender = defender


def _pay_attack_costs(game: "Game", defender: int, count: int) -> None:
    """508.1g-h: "creatures can't attack you unless their controller pays {2} for each of those creatures": the
    total cost to attack the player an `attack_tax` effect protects is locked in and paid (mana is treated as
    paid; a player who would not pay declares no such attack)."""
    for effect in _attack_taxes(game, defender):
        mana = effect.params["mana"]
        game.emit(events.AttackCostPaid(game.players[game.turn.active].name, mana, count,
                                        game.players[defender].name, effect.source_name), ("508.1h", "508.1g"))


def _attack_taxes(game: "Game", defender: int) -> list["ContinuousEffect"]:
    """The `attack_tax` effects in force that protect `defender` ("creatures can't attack you unless their
    controller pays ...", 508.1d)."""
    return [effect for effect in game.effects
            if effect.kind == "attack_tax" and effect.controller == defender and durations.in_force(game, effect)]


def attacking(game: "Game") -> list["GameObject"]:
    """The creatures still attacking (506.4: one that left the battlefield or was removed is not)."""
    return [game.objects[oid] for oid in game.turn.attackers
            if oid in game.objects and game.objects[oid].zone == "battlefield"]


def _restriction(game: "Game", kind: str, oid: int) -> str | None:
    """The source of an effect of `kind` (`cant_block`, `cant_be_blocked`) that applies to `oid`, if any (509.1b)."""
    for effect in game.effects:
        if effect.kind == kind and effect.locked is not None and oid in effect.locked:
            return effect.source_name
    return None


def check_blocker(game: "Game", blocker: "GameObject", attacker: "GameObject") -> None:
    """509.1a-b: an untapped creature the defending player controls blocks a creature attacking that player,
    unless an effect or the attacker's evasion (702.9b flying) forbids it."""
    ch, attacked = game.chars(blocker.oid), game.chars(attacker.oid)
    what = Attempt("block", ch.name)
    if blocker.zone != "battlefield" or "Creature" not in ch.types:
        raise IllegalActionError(BlockerNotOnBattlefield(what), "509.1a")
    if blocker.phased_out or attacker.phased_out:
        raise IllegalActionError(BlockerNotOnBattlefield(what), "702.26b")  # treated as though it doesn't exist
    if ch.controller != game.turn.defender:
        raise IllegalActionError(BlockerNotDefenders(what), "509.1a")
    if blocker.tapped:
        raise IllegalActionError(BlockerTapped(what), "509.1a")
    if attacker not in attacking(game):
        raise IllegalActionError(NotAnAttacker(what, attacked.name), "509.1a")
    if attacked.has_keyword("Flying") and not (ch.has_keyword("Flying") or ch.has_keyword("Reach")):
        raise IllegalActionError(BlockedOnlyByFlyingOrReach(what, attacked.name), "702.9b")
    _check_evasion(game, ch, attacked, what)
    if (source := _restriction(game, "cant_block", blocker.oid)) is not None or _own_restriction(
            game, ch, "cant_block", blocker):
        raise IllegalActionError(CantBlock(what, source or ch.name), "509.1b")
    if (source := _restriction(game, "cant_be_blocked", attacker.oid)) is not None or _own_restriction(
            game, attacked, "cant_be_blocked", blocker):
        raise IllegalActionError(CantBeBlocked(what, attacked.name, source or attacked.name), "509.1b")
    if the_ring.cant_block(game, blocker, attacker):
        raise IllegalActionError(BlockerPowerGreaterThanRingBearer(what, attacked.name,
                                                                   game.players[attacked.controller].name,
                                                                   ch.power or 0, attacked.power or 0),
                                 "701.54c", also=("509.1b",))


def _check_evasion(game: "Game", blocker: "Chars", attacked: "Chars", what: Attempt) -> None:
    """702.14c: a creature with landwalk can't be blocked as long as the defending player controls a land of that
    type; 702.31b: one with horsemanship can't be blocked by creatures without horsemanship."""
    for keyword, land_type in LANDWALK.items():
        if attacked.has_keyword(keyword) and any(
                game.chars(o.oid).controller == blocker.controller and "Land" in game.chars(o.oid).types
                and land_type in game.chars(o.oid).subtypes for o in game.battlefield()):
            raise IllegalActionError(UnblockableLandwalk(what, attacked.name, keyword, land_type), "702.14c")
    if attacked.has_keyword("Horsemanship") and not blocker.has_keyword("Horsemanship"):
        raise IllegalActionError(BlockedOnlyByHorsemanship(what, attacked.name), "702.31b")


def _own_restriction(game: "Game", ch: "Chars", kind: str, blocker: "GameObject") -> bool:
    """509.1b: the object's own static ability "can't block" or "can't be blocked" (`except by: FILTER`: "can't
    be blocked by non-Spirit creatures" lets a blocker matching it block)."""
    for ability in ch.abilities:
        if ability.kind == "static" and ability.static.get("effect") == kind:
            allowed = ability.static.get("except by")
            if allowed is None or not matches(game, allowed, blocker.oid, game.chars(blocker.oid), None,
                                              ch.controller):
                return True
    return False


def _required_attackers(game: "Game", requirements: list["ContinuousEffect"], declared: list["GameObject"]
                        ) -> list["GameObject"]:
    """508.1d: each creature of the active player that a requirement says attacks each combat if able, and that can
    attack (508.1a), attacks too: the declaration must obey as many requirements as possible."""
    required: list[GameObject] = []
    for obj in game.battlefield():
        ch = game.chars(obj.oid)
        if obj in declared or ch.controller != game.turn.active or "Creature" not in ch.types:
            continue
        source = next((e.source_name for e in requirements if _requires(game, e, obj, ch)), None)
        if source is None:
            continue
        try:
            check_attacker(game, obj)
        except IllegalActionError:
            continue  # not able to attack: the requirement asks nothing of it (508.1d)
        required.append(obj)
        game.emit(events.AttacksIfAble(ch.name, source), ("508.1d",))
    return required


def _requires(game: "Game", effect: "ContinuousEffect", obj: "GameObject", ch: "Chars") -> bool:
    """Does this requirement apply to the creature: one of the creatures it goaded (701.15b, locked in as it
    began), or one its filter matches now (508.1d), controlled by one of the players it names, if it does?"""
    if effect.locked is not None:
        return obj.oid in effect.locked
    return matches(game, effect.affected, obj.oid, ch, effect.source_oid, effect.controller) \
        and ch.controller in effect.params.get("players", (ch.controller,))  # two chosen players' creatures


def _default_defender(game: "Game", requirements: list["ContinuousEffect"]) -> int:
    """The player attacked by default: the next opponent, but not a player whom a requirement says the creatures
    attack only if no other player can be attacked ("attacks a player other than you if able", 508.1d; the player
    who goaded a creature of the active player, 701.15b); the other of two chosen players a requirement names the
    active player with ("each creature they control attacks the other chosen player each combat if able")."""
    opponents = game.opponents(game.turn.active)
    named: list[int] = [p for e in requirements for p in e.params.get("players", ())
                        if game.turn.active in e.params["players"] and p in opponents]
    if named:
        return named[0]
    goaded = {e.controller for e in requirements if e.kind == "goad" and e.locked is not None
              and any(oid in game.objects and game.controller_of(oid) == game.turn.active for oid in e.locked)}
    avoided = goaded | {e.controller for e in requirements if e.params.get("other than you")}
    return next((p for p in opponents if p not in avoided), opponents[0])


def check_blocks(game: "Game", blocks: list[tuple["GameObject", "GameObject"]]) -> None:
    """509.1a-b: the declaration as a whole: each creature blocks one attacker, each block is legal, and a
    creature with menace is blocked by two or more creatures or none (702.111b)."""
    blockers: dict[int, int] = {}
    for blocker, attacker in blocks:
        if blocker.oid in blockers:
            raise IllegalActionError(BlocksTwice(Attempt("block", game.chars(blocker.oid).name)), "509.1a")
        blockers[blocker.oid] = attacker.oid
        check_blocker(game, blocker, attacker)
    for blocker, attacker in blocks:
        attacked = game.chars(attacker.oid)
        if attacked.has_keyword("Menace") and list(blockers.values()).count(attacker.oid) < 2:
            raise IllegalActionError(MenaceOneBlocker(Attempt("block", game.chars(blocker.oid).name),
                                                      attacked.name), "702.111b")


def declare_blockers(game: "Game") -> None:
    """509.1: the defending player declares the planned blocks, each blocker blocking one attacker (509.1a);
    blocked and unblocked creatures are determined (509.1h) and abilities that trigger on blocking trigger
    (509.1i, 509.3a, 509.3c)."""
    turn = game.turn
    planned, turn.planned_blocks = turn.planned_blocks, []
    blocks = [(b, a) for b, a in planned if b.oid in game.objects and a.oid in game.objects]
    check_blocks(game, blocks)
    for blocker, attacker in blocks:
        turn.blocks.setdefault(attacker.oid, []).append(blocker.oid)
    if not blocks or turn.defender is None:
        return
    game.emit(events.DeclaresBlockers(game.players[turn.defender].name,
                                      tuple(game.chars(b.oid).name for b, _ in blocks),
                                      tuple(game.chars(a.oid).name for _, a in blocks)), ("509.1", "703.4j"))
    for blocker, attacker in blocks:
        game.emit(events.Blocks(blocker.label, game.chars(blocker.oid).name, blocker.oid,
                                game.chars(attacker.oid).name), ("509.1g", "509.3a"))
    for attacker_oid, blocker_oids in turn.blocks.items():
        attacker = game.objects[attacker_oid]
        game.emit(events.BecomesBlocked(attacker.label, game.chars(attacker_oid).name, attacker_oid,
                                        tuple(game.chars(oid).name for oid in blocker_oids)), ("509.1h", "509.3c"))


def _blocking(game: "Game", attacker: "GameObject") -> list["GameObject"]:
    """The creatures still blocking `attacker` (506.4), in the order they were declared."""
    return [game.objects[oid] for oid in game.turn.blocks.get(attacker.oid, ())
            if oid in game.objects and game.objects[oid].zone == "battlefield"]


def _divide(game: "Game", power: int, blockers: list["GameObject"], deathtouch: bool,
            trample: bool) -> list[int]:
    """510.1c: a blocked creature divides its damage among its blockers: here lethal damage (702.2c with
    deathtouch) to each in the order declared, the rest to the last (a division every version allows). With
    trample (702.19b) each blocker is assigned lethal damage and the rest is the last share, for the player."""
    shares = []
    for blocker in blockers if trample else blockers[:-1]:
        ch = game.chars(blocker.oid)
        lethal = 1 if deathtouch else max((ch.toughness or 0) - blocker.damage, 0)
        shares.append(min(lethal, power))
        power -= shares[-1]
    return shares + [power]


def _strikes_first(game: "Game", obj: "GameObject") -> bool:
    ch = game.chars(obj.oid)
    return ch.has_keyword("First strike") or ch.has_keyword("Double strike")


def _dealers(game: "Game", combatants: list["GameObject"]) -> set[int]:
    """510.4: the creatures that assign combat damage in this combat damage step. If one of them has first strike
    or double strike as the first step begins, only those do, and a second step is added to the phase; in that
    second step, the ones that had neither then and the ones with double strike now (702.4b, 702.7b-c)."""
    turn = game.turn
    if turn.regular_strikers is not None:
        game.emit(events.SecondCombatDamage(), ("510.4", "703.4m"))
        return turn.regular_strikers | {o.oid for o in combatants if game.chars(o.oid).has_keyword("Double strike")}
    first = [o for o in combatants if _strikes_first(game, o)]
    if not first:
        return {o.oid for o in combatants}
    turn.regular_strikers = {o.oid for o in combatants if not _strikes_first(game, o)}
    turn.plan.insert(0, (turn.phase_id, "combat", "combat damage"))
    game.emit(events.FirstStrikeCombatDamage(tuple(game.chars(o.oid).name for o in first)),
              ("510.4", "702.7b", "702.4b", "703.4m"))
    return {o.oid for o in first}


def _assigned_by_attacker(game: "Game", obj: "GameObject", blockers: list["GameObject"],
                          defender: int | None) -> list[tuple["GameObject", "int | GameObject", int, tuple[str, ...]]]:
    """The combat damage an attacking creature assigns (510.1b-c), with trample's excess to the player it attacks
    (702.19b), or all of it when it was blocked and nothing blocks it now (702.19d)."""
    assert defender is not None, "508.1: declaring attackers chose the player they attack"
    ch = game.chars(obj.oid)
    power, trample = ch.power or 0, ch.has_keyword("Trample")
    if obj.oid not in game.turn.blocks:
        return [(obj, defender, power, ("510.1b",))]
    if not blockers:
        if not trample:
            game.emit(events.AssignsNoCombatDamage(ch.name), ("510.1c",))
        return [(obj, defender, power, ("702.19d",))] if trample else []
    shares = _divide(game, power, blockers, ch.has_keyword("Deathtouch"), trample)
    assigned: list[tuple["GameObject", "int | GameObject", int, tuple[str, ...]]] = [
        (obj, blocker, share, ("510.1c",)) for blocker, share in zip(blockers, shares)]
    if trample and shares[-1] > 0:
        assigned.append((obj, defender, shares[-1], ("702.19b",)))
    return assigned


def combat_damage(game: "Game") -> None:
    """510.1-510.2: all at once, each unblocked attacking creature deals damage equal to its power to the player
    it attacks (510.1b), each blocked one to the creatures blocking it (510.1c; none if none still block, but all
    to the player with trample, 702.19d), and each blocking creature to the creature it blocks (510.1d). With
    first strike or double strike in combat, in two steps (510.4)."""
    defender = game.turn.defender
    attackers = attacking(game)
    blocking = {blocker.oid: blocker for obj in attackers for blocker in _blocking(game, obj)}
    dealers = _dealers(game, attackers + list(blocking.values()))
    dealt: list[tuple["GameObject", "int | GameObject", int, tuple[str, ...]]] = []
    for obj in attackers:
        blockers = _blocking(game, obj)
        if obj.oid in dealers:
            dealt += _assigned_by_attacker(game, obj, blockers, defender)
        dealt += [(blocker, obj, game.chars(blocker.oid).power or 0, ("510.1d",))
                  for blocker in blockers if blocker.oid in dealers]
    if not dealt:
        return
    if game.turn.regular_strikers is None:
        game.emit(events.CombatDamageDealt(), ("510.1", "510.2", "703.4m"))
    for source, recipient, n, rules in dealt:
        deal_damage(game, game.chars(source.oid).name, source.oid, recipient, n, ("510.1a",) + rules, combat=True)


def end_of_combat(game: "Game") -> None:
    """511.3: creatures stop being attacking and blocking creatures as the end of combat step ends."""
    game.turn.attackers = []
    game.turn.blocks = {}
    game.turn.regular_strikers = None


def remove_from_combat(game: "Game", obj: "GameObject") -> None:
    """506.4: a removed permanent stops being an attacking or blocking creature."""
    blocking = any(obj.oid in oids for oids in game.turn.blocks.values())
    if obj.oid in game.turn.attackers or blocking:
        if obj.oid in game.turn.attackers:
            game.turn.attackers.remove(obj.oid)
        for oids in game.turn.blocks.values():
            if obj.oid in oids:
                oids.remove(obj.oid)
        game.emit(events.RemovedFromCombat(obj.label, game.chars(obj.oid).name), ("506.4",))


def enters_attacking(game: "Game", obj: "GameObject") -> None:
    """508.4: a creature put onto the battlefield attacking attacks the defending player (the only one here); it
    never "attacked" (no attack trigger). 506.3b: only under the attacking player's control, in combat; 508.4d:
    after blockers are declared it is unblocked."""
    turn = game.turn
    if turn.phase != "combat" or turn.defender is None or game.chars(obj.oid).controller != turn.active:
        return
    turn.attackers.append(obj.oid)
    game.emit(events.EntersAttacking(obj.label, game.chars(obj.oid).name, game.players[turn.defender].name),
              ("508.4",))
