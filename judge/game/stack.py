"""Casting spells, activating abilities, targets and resolving (CR 601, 602, 605, 608, 115).

Timing checks (307.1, 305.1-2, 117) refuse illegal actions with the rule that
forbids them. Resolution follows 608.2: targets are checked (608.2b), the
effects happen in order, then an instant or sorcery goes to its owner's
graveyard (608.2n) and a permanent spell becomes a permanent (608.3).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from judge.cards import Ability
from judge.errors import InputError
from judge.game import (
    choosing, counters, events, loyalty, merging, mismatch, omens, permissions, resolution, the_ring, triggers, zones,
)
from judge.game.choices import DEFAULT, Queued
from judge.game.layers import matches
from judge.game.names import subject_name, zone_of
from judge.game.questions import CountersForCost, MayCastFree, ShareOf, TargetFor, XValue
from judge.game.objects import CardData, EventData, GameObject, StackAbility, Target, TargetGroups
from judge.game.refs import resolve_target_ref
from judge.game.refusals import (
    ActivationConditionFails, AlreadyTapped, Attempt, FreeSpellWithX, IllegalActionError, IllegalTarget,
    LandAlreadyPlayed, LandIsPlayed,
    ManaValueNotLess, NoCastPermission, NoLegalTargets, NoPlayPermission, NoPriority, NotALand, NotEnoughCounters,
    NotEnoughLife, NotItsController, NotMainPhase, NotOwnTurn, StackNotEmpty, TapSummoningSick,
    TargetsInSeveralGraveyards, TargetsOfOnePlayer, TargetsOverTotalManaValue, TargetsShareNoCardType,
)
from judge.game.refusals import BoastedThisTurn, BoastWithoutAttack
from judge.game.refusals import EscapeCostUnpayable, ExhaustedAlready, ForetoldThisTurn, NotEnoughToSacrifice
from judge.game.refusals import TooManyTargets
from judge.game.refusals import NoLoreCounterThisTurn, PlayPermissionOver

if TYPE_CHECKING:
    from judge.game.layers import Chars
    from judge.game.permissions import Permission
    from judge.game.state import Game


# ----- targets (115) ---------------------------------------------------------------------------

def candidates(game: "Game", spec: CardData, controller: int, source_oid: int | None,
               event: EventData | None = None) -> list[Target]:
    """Legal targets for one target spec: player indexes and/or objects, in a stable order. `event`: what a
    triggered ability triggered on, for `controlled by: that player` ("target creature that player controls")."""
    zone = spec.get("zone", "battlefield")
    flt = spec.get("filter") or {}
    found: list[Target] = []
    if spec.get("player") or spec.get("any target"):
        who = spec.get("player") if isinstance(spec.get("player"), str) else "any"
        found += [p.index for p in game.apnap() if not p.lost and (
            who == "any" or (who == "opponent") == (p.index != controller))]
    if spec.get("player") and not spec.get("any target") and "filter" not in spec:
        return found  # with a filter too: "target opponent or planeswalker"
    if zone == "battlefield":
        among = _players_for_each(game, spec, controller) if "for each" in spec else None
        if spec.get("controlled by") == "that player":
            among = [p for p in [(event or {}).get("player_index")] if p is not None]
        for obj in game.battlefield():
            ch = game.chars(obj.oid)
            if matches(game, flt, obj.oid, ch, source_oid, controller) and not _untargetable(ch, controller) \
                    and (among is None or ch.controller in among):
                found.append(obj)
    elif zone == "graveyard":
        for p in game.apnap():
            whose = spec.get("whose")
            if whose == "you" and p.index != controller or isinstance(whose, int) and p.index != whose:
                continue  # an int: the player a reflexive ability's creator named ("that player's graveyard")
            for oid in p.graveyard:
                if matches(game, flt, oid, game.chars(oid), source_oid, controller):
                    found.append(game.objects[oid])
    elif zone == "stack":
        for item in reversed(game.stack):
            if item.oid == source_oid:
                continue  # 115.5: a spell or ability on the stack is an illegal target for itself
            if isinstance(item, StackAbility):
                if spec.get("abilities"):
                    found.append(item)
            elif spec.get("spells", True) and matches(game, flt, item.oid, game.chars(item.oid), source_oid,
                                                      controller):
                found.append(item)
    return found


def _untargetable(ch: Chars, controller: int) -> bool:
    """702.18a shroud: no spell or ability can target it; 702.11b hexproof: none an opponent controls."""
    return ch.has_keyword("Shroud") or ch.has_keyword("Hexproof") and ch.controller != controller


def announce_targets(game: "Game", item: GameObject | StackAbility, controller: int,
                     targets: Iterable[Iterable[Target]]) -> None:
    """Each permanent a spell or ability targets "becomes the target" of it (the cast or put-on-stack step
    says so); abilities that trigger on that (ward, 702.21a) see it."""
    for target in {id(t): t for group in targets for t in group}.values():
        if isinstance(target, GameObject) and target.zone == "battlefield":
            triggers.became_target(game, target, item, controller)


def name_of(game: "Game", target: Target) -> str:
    if isinstance(target, int):
        return game.players[target].name
    if isinstance(target, StackAbility):
        return target.label
    if target.oid in game.objects:
        return game.chars(target.oid).name
    return target.label


def target_names(game: "Game", targets: Iterable[Iterable[Target]]) -> tuple[str, ...]:
    """The names of a spell's or ability's targets, group after group, as the trace shows them."""
    return tuple(name_of(game, t) for group in targets for t in {id(t): t for t in group}.values())


def _announce_x(game: "Game", obj: GameObject, omen: bool, player: int, free: bool) -> int:
    """601.2b / 107.3a: the value of X in the spell's mana cost, when the cast gave no `x:` (a `number:`
    choice, default 0; 0 without paying its mana cost, 107.3b)."""
    face = obj.card.omen if omen else obj.card.front
    assert face is not None, f"{obj.label} has no Omen face"
    if "{X}" not in (face.mana_cost or "") or free:
        return 0

    def parse(value: object, line: int | None) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            game.fail(f"number: X is a whole number, not {value!r}")
        return value

    return game.decide(XValue(face.name), player, [0, 1], 0, parse, cites=("107.3a", "601.2b"))


def targets_as_cast(game: "Game", spell: GameObject, player: int) -> list[list[Target]] | None:
    """601.2b-c: the modes and targets of a spell on the stack whose scenario entry names none, as they were chosen
    when it was cast (`mode:` / `target:` choices, else judge's defaults); None if a required target has no legal
    choice."""
    ch = game.chars(spell.oid)
    ability = next((a for a in ch.abilities if a.kind == "spell"), None)
    only = _choose_spell_modes(game, spell, ability, player, ch.name, ())
    if ability is None or not ability.targets:
        return []
    return choose_targets(game, ability, player, spell.oid, ch.name, only=only)


def _choose_spell_modes(game: "Game", spell: GameObject, ability: Ability | None, player: int, what: str,
                        announced: Iterable[int | str]) -> set[int] | None:
    """601.2b: a modal spell's modes are chosen as it is cast (`modes:` or `mode:` choices), among those
    whose targets can be chosen (700.2a); returns the target numbers they use (None: not modal)."""
    modal = next((e["choose_modes"] for e in (ability.effects if ability else ()) if "choose_modes" in e), None)
    if modal is None or ability is None:
        return None
    usable = [i for i in range(1, len(modal["modes"]) + 1)
              if all(candidates(game, ability.targets[n - 1], player, spell.oid)
                     for n in choosing.mode_targets(modal, [i]))]
    chosen = choosing.choose_modes(game, player, what, modal, usable, announced)
    spell.modes = tuple(chosen)
    return choosing.mode_targets(modal, chosen)


def choose_targets(game: "Game", ability: "Ability", controller: int, source_oid: int | None, what: str | Attempt,
                   given: Sequence[object] | None = None, cites: tuple[str, ...] = ("601.2c",),
                   only: set[int] | None = None, keep_up_to: bool = False,
                   event: EventData | None = None) -> list[list[Target]] | None:
    """601.2c / 603.3d: choose targets; None if a required target can't be chosen. `only`: the target
    numbers of the chosen modes of a modal spell (700.2c); given targets are for those, in order; their "up to"
    is the card's own only with `keep_up_to` (a modal ability whose modes were chosen before its targets)."""
    queue = game.choices.queue
    if given is None and len(ability.targets) > 1 and queue and queue[0].kind == "targets" and \
            isinstance(queue[0].value, list) and len(queue[0].value) == len(ability.targets):
        # `targets: [A, B]` for an ability with two targets: one per "target" word, in order (601.2c)
        head = queue.pop(0)
        queue[:0] = [Queued("target", value, head.line) for value in head.value]
    chosen: list[list[Target]] = []
    positional = given is not None and len(given) == len(ability.targets)  # one entry for every target word
    if given is not None and not positional and not any(isinstance(g, list) for g in given):
        given = given_per_target_word(game, ability, controller, source_oid, list(given), only, event)
    given_index = -1
    for i, spec in enumerate(ability.targets):
        if only is not None and i + 1 not in only:
            chosen.append([])
            continue
        given_index = i if positional else given_index + 1
        legal = candidates(game, spec, controller, source_oid, event)
        if spec.get("other than"):  # "one other target creature": not one chosen for that earlier target (601.2c)
            legal = [t for t in legal if t not in chosen[spec["other than"] - 1]]
        count = _most_targets(game, spec, controller, legal)
        up_to = (spec.get("up to", False) or spec.get("any number", False)) and (only is None or keep_up_to)
        if given is not None:
            refs = given[given_index] if given_index < len(given) else []
            refs = refs if isinstance(refs, list) else [refs]
            picked = [resolve_target_ref(game, r) for r in refs]
            for p in picked:
                if p not in legal:
                    why, rules = mismatch.why_not_target(game, spec, p, controller, source_oid) or (None, ())
                    raise IllegalActionError(IllegalTarget(name_of(game, p), what, why), "115.1", also=rules)
            if not _one_graveyard(spec, picked):
                raise IllegalActionError(TargetsInSeveralGraveyards(what), "115.1")
            if not _within_total_mana_value(game, spec, picked):
                raise IllegalActionError(TargetsOverTotalManaValue(what, spec["total mana value at most"]), "601.2c")
            if not _share_a_card_type(game, spec, picked):
                raise IllegalActionError(TargetsShareNoCardType(what), "601.2c")
            if not _one_for_each(game, spec, picked):
                raise IllegalActionError(TargetsOfOnePlayer(what), "601.2c")
            if len(picked) > count:
                raise IllegalActionError(TooManyTargets(what, count, len(picked)), "601.2c")
            chosen.append(picked)
            continue
        default = _within_total([t for t in legal
                                 if not spec.get("same graveyard") or _card(t).owner == _card(legal[0]).owner],
                                game, spec)[:count]
        if not legal and up_to:
            chosen.append([])
            continue
        if not legal:
            return None

        def parse(value: object, line: int | None, legal: list[Target] = legal) -> list[Target]:
            refs = list(value) if isinstance(value, (list, tuple)) else [value]
            picked = [resolve_target_ref(game, r, line) for r in refs]
            for p in picked:
                if p not in legal:
                    game.fail(f"target {name_of(game, p)} is not legal for {subject_name(what)}; legal: "
                              f"{', '.join(name_of(game, x) for x in legal)}")
            if not _one_graveyard(spec, picked):
                game.fail(f"the targets of {subject_name(what)} must be in a single graveyard (115.1)")
            if not _within_total_mana_value(game, spec, picked):
                game.fail(f"the targets of {subject_name(what)} must have total mana value "
                          f"{spec['total mana value at most']} or less (601.2c)")
            if not _share_a_card_type(game, spec, picked):
                game.fail(f"the targets of {subject_name(what)} must share a card type (601.2c)")
            if not _one_for_each(game, spec, picked):
                game.fail(f"{subject_name(what)} has one target for each player: two are controlled by one player "
                          f"(601.2c)")
            return picked

        options: list[Target | None] = [*legal] if not up_to else legal + [None]
        picked = game.decide(TargetFor(what), controller, options, default, parse,
                             lambda ts: tuple(name_of(game, t) for t in ts), cites=("115.1",) + cites)
        picked = _one_target_choice_each(game, spec, legal, picked, count, controller, what, ("115.1",) + cites)
        chosen.append(divide(game, spec, picked, controller, what) if spec.get("divide") else picked)
    return chosen


def _one_target_choice_each(game: "Game", spec: CardData, legal: list[Target], picked: list[Target], count: int,
                            controller: int, what: str | Attempt, cites: tuple[str, ...]) -> list[Target]:
    """601.2c: a target word with several targets ("two target creatures", "for each opponent, up to one target")
    may be answered by one `target:` choice per target: the queued `target:` choices right after the one it used
    are its too while they name further legal targets for it (one player's each, for `for each`)."""
    queue = game.choices.queue
    while picked and len(picked) < count and queue and queue[0].kind == "target" and \
            not isinstance(queue[0].value, (list, tuple)) and queue[0].value != DEFAULT:
        try:
            more = resolve_target_ref(game, queue[0].value, queue[0].line)
        except InputError:
            break
        if more not in legal or more in picked or not _one_for_each(game, spec, [*picked, more]):
            break
        queue.pop(0)
        picked = [*picked, more]
        game.emit(events.Choice(game.players[controller].name, "target", TargetFor(what), (name_of(game, more),)),
                  cites)
    return picked


def _most_targets(game: "Game", spec: CardData, controller: int, legal: list[Target]) -> int:
    """How many targets one target word takes at most: one per player for `for each`, every legal one for "any
    number of target", else its count; "divide N" among targets: at most N of them (601.2d)."""
    count = len(_players_for_each(game, spec, controller)) if "for each" in spec else \
        len(legal) if spec.get("any number") else spec.get("count", 1)
    return min(count, int(spec["divide"])) if spec.get("divide") else count


def given_per_target_word(game: "Game", ability: "Ability", controller: int, source_oid: int | None,
                           given: list[object], only: set[int] | None, event: EventData | None) -> list[object]:
    """601.2c: a flat `targets:` list read target word by target word ("exile two target creatures", "for each
    player, up to one target permanent"): each takes the entries that follow, up to as many targets as it has, its
    required ones whatever they are, more only while they are legal for it. An entry no target word takes goes to
    the first that is not full (or the last), to be refused there."""
    groups: list[list[object]] = []
    for i, spec in enumerate(ability.targets):
        if only is not None and i + 1 not in only:
            continue
        legal = candidates(game, spec, controller, source_oid, event)
        most = _most_targets(game, spec, controller, legal)
        required = 0 if spec.get("up to") or spec.get("any number") or "for each" in spec else most
        group: list[object] = []
        while given and len(group) < most and (len(group) < required or resolve_target_ref(game, given[0]) in legal):
            group.append(given.pop(0))
        groups.append(group)
    if given and groups:
        sizes = [_most_targets(game, spec, controller, candidates(game, spec, controller, source_oid, event))
                 for i, spec in enumerate(ability.targets) if only is None or i + 1 in only]
        open_groups = [g for g, most in zip(groups, sizes) if len(g) < most]
        (open_groups or groups)[-1 if not open_groups else 0].extend(given)
    return list(groups)


def divide(game: "Game", spec: CardData, picked: list[Target], controller: int, what: str | Attempt) -> list[Target]:
    """601.2d: the player announces how the `divide` amount is distributed among the chosen targets, each
    getting at least one (a `number:` choice for each target but the last, which gets the rest; default
    one each, the rest to the last). The group lists each target once per share."""
    total, shares = int(spec["divide"]), list[int]()
    if not picked:
        return picked
    for i, target in enumerate(picked):
        others = len(picked) - i - 1
        left = total - sum(shares)
        if not others:
            shares.append(left)
            break
        most = left - others

        def parse(value: object, line: int | None, most: int = most) -> int:
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= most:
                game.fail(f"number: the share is a whole number from 1 to {most} (601.2d)")
            return value

        shares.append(game.decide(ShareOf(subject_name(what), name_of(game, target), total), controller,
                                  list(range(1, most + 1)), 1, parse, cites=("601.2d",)))
    game.emit(events.Divided(game.players[controller].name, subject_name(what), total,
                             tuple(name_of(game, t) for t in picked), tuple(shares)), ("601.2d",))
    return [t for target, share in zip(picked, shares) for t in [target] * share]


def _card(target: Target) -> GameObject:
    """A target the target spec says is an object: a card in a graveyard (`same graveyard`), an Aura's."""
    assert isinstance(target, GameObject), f"target {target!r} is not an object"
    return target


def _one_graveyard(spec: CardData, picked: list[Target]) -> bool:
    """`same graveyard: true`: "target cards from a single graveyard"."""
    return not spec.get("same graveyard") or len({_card(t).owner for t in picked}) <= 1


def _players_for_each(game: "Game", spec: CardData, controller: int) -> list[int]:
    """`for each: opponent | player`: "for each opponent, up to one target creature that player controls" -- the
    players each of whom gives the target word one slot (601.2c), in turn order."""
    return [p.index for p in game.apnap() if not p.lost and (spec["for each"] == "player" or p.index != controller)]


def _one_for_each(game: "Game", spec: CardData, picked: Sequence[Target]) -> bool:
    """`for each`: each target fills the slot of the player who controls it, so no two have one controller."""
    if "for each" not in spec:
        return True
    controllers = [game.controller_of(_card(t).oid) for t in picked]
    return len(set(controllers)) == len(controllers)


def _share_a_card_type(game: "Game", spec: CardData, picked: Sequence[Target]) -> bool:
    """`share a card type: true`: "two target permanents that share a card type" -- a restriction on the targets
    of one target word as a group (601.2c), checked again as the ability resolves (608.2b)."""
    if not spec.get("share a card type") or len(picked) < 2:
        return True
    shared = set(game.chars(_card(picked[0]).oid).types)
    for target in picked[1:]:
        shared &= set(game.chars(_card(target).oid).types)
    return bool(shared)


def _within_total_mana_value(game: "Game", spec: CardData, picked: Sequence[Target]) -> bool:
    """`total mana value at most: N`: "up to three target creature cards with total mana value 8 or less" -- a
    restriction on the targets as a group, checked as they are chosen (601.2c)."""
    limit = spec.get("total mana value at most")
    if limit == "X":  # known only where an ability paid it (judge.game.effects.control_flow._known_now)
        game.fail("'total mana value at most: X' needs an X paid by the ability that creates this one (107.3f)")
    return limit is None or sum(game.chars(_card(t).oid).mana_value for t in picked) <= limit


def _within_total(default: list[Target], game: "Game", spec: CardData) -> list[Target]:
    """The default targets, first listed kept, that fit a total mana value limit, share a card type and are one
    for each player."""
    kept: list[Target] = []
    for target in default:
        group = [*kept, target]
        if _within_total_mana_value(game, spec, group) and _share_a_card_type(game, spec, group) \
                and _one_for_each(game, spec, group):
            kept.append(target)
    return kept


def _note_illegal_target(game: "Game", spec: dict[str, object], target: GameObject,
                         item: GameObject | StackAbility) -> None:
    """608.2b: why a target chosen for `item` is no longer legal as it tries to resolve: the zone it left (400.7),
    the characteristic it no longer has and the effects that changed it (613.1), its hexproof ..."""
    source = item.source_oid if isinstance(item, StackAbility) else item.oid
    if target.oid in game.objects:
        why, rules = mismatch.why_not_target(game, spec, target, item.controller, source) or ("", ())
        name = game.chars(target.oid).name
    else:
        now = next((o for o in reversed(game.objects.values()) if o.label == target.label), None)
        was = str(spec.get("zone", "battlefield"))
        where = f" and is {mismatch.ZONE_WORDS.get(now.zone, 'in ' + now.zone)} now" if now is not None else ""
        why, rules, name = f"it left the {was}{where}, a new object", ("400.7",), target.label
    what = item.label if isinstance(item, StackAbility) else \
        ("the copy of " if item.is_copy else "") + game.chars(item.oid).name
    game.emit(events.TargetNoLongerLegal(what, name, why), ("608.2b",) + rules)


def still_legal(game: "Game", ability: "Ability", item: GameObject | StackAbility,
                targets: TargetGroups) -> tuple[list[list[Target]], bool]:
    """608.2b: drop targets that became illegal; the second value is False if all targets are illegal."""
    if not ability.targets:
        return [], True
    kept: list[list[Target]] = []
    any_target, any_legal = False, False
    source = item.source_oid if isinstance(item, StackAbility) else item.oid
    for spec, group in zip(ability.targets, targets):
        legal = candidates(game, spec, item.controller, source,
                           item.trigger_event if isinstance(item, StackAbility) else None)
        now: list[Target] = []
        for t in group:
            any_target = True
            if isinstance(t, int) or t in legal:
                now.append(t)
            elif isinstance(t, GameObject):
                _note_illegal_target(game, spec, t, item)
        if not _share_a_card_type(game, spec, now):
            now = []  # together they no longer meet the target word's requirement
        any_legal = any_legal or bool(now)
        kept.append(now)
    return kept, any_legal or not any_target


# ----- casting and activating ------------------------------------------------------------------

def sorcery_timing(game: "Game", player: int, what: Attempt, rule: str) -> None:
    """307.1 / 302.1 / 305.1 (and 117.1a): own main phase, empty stack."""
    also = ("117.1a",) if rule != "305.1" else ()
    if game.turn.active != player:
        raise IllegalActionError(NotOwnTurn(what), rule, also=also)
    if game.turn.phase != "main":
        raise IllegalActionError(NotMainPhase(what, game.turn.step), rule, also=also)
    if game.stack:
        raise IllegalActionError(StackNotEmpty(what), rule, also=also)


def check_priority_window(game: "Game", what: Attempt) -> None:
    if game.turn.step in ("untap", "cleanup"):
        raise IllegalActionError(NoPriority(what, game.turn.step), "117.3a")


def cast(game: "Game", obj: GameObject, player: int, targets: Sequence[object] | None = None, x: int | None = 0, *,
         as_omen: str | None = None, free: bool = False, resolving: bool = False,
         copy: bool = False, limit_mana_value: int | None = None, limit_rule: str = "702.85a",
         modes: tuple[int | str, ...] = (),
         mutate: GameObject | None = None, over: bool = True, ways: tuple[str, ...] = ("normal", "omen")
         ) -> GameObject | None:
    """601.2: cast a card (or, `copy`, a copy of it, 707.12): choose normal or Omen (720.3), check with the
    spell's own characteristics that it may be cast (601.3, 720.3a), choose targets (601.2c), and put it
    on the stack. Costs are treated as paid; `free` casts it without paying its mana cost (118.9).

    `resolving`: cast while another spell or ability resolves (608.2g): no timing permission is needed and
    a spell that can't be cast is noted rather than refused; returns None then. `limit_mana_value`: the
    resulting spell's mana value must be less than it (cascade 702.85a, discover 701.57a: `limit_rule`).
    """
    omen = omens.choose_cast_as(game, obj, player, as_omen, ways)
    if x is None:
        x = _announce_x(game, obj, omen, player, free)
    if free and x:
        raise IllegalActionError(FreeSpellWithX(obj.label, x), "107.3b")
    spell = GameObject(oid=game.new_id(), card=obj.card, owner=player if copy else obj.owner, controller=player,
                       zone="stack", label=obj.label, x=x, as_omen=omen, is_copy=copy,
                       from_unknown_library=obj.from_unknown_library and not copy)
    game.register(spell)
    ch = game.chars(spell.oid)
    what = Attempt("cast", ch.name)
    try:
        permission = _castable(game, obj, spell, ch, player, what, resolving or copy)
        if permission is not None and "escape" in permission.static:
            _escape_payable(game, obj, permission.static["escape"], what)
        if mutate is not None:
            merging.check_target(game, ch, spell, mutate, what)
        if limit_mana_value is not None and ch.mana_value >= limit_mana_value:
            raise IllegalActionError(ManaValueNotLess(what, ch.mana_value, limit_mana_value), limit_rule)
    except IllegalActionError as refused:
        _refused(game, spell, refused, omen, resolving, ch.name)
        return None
    # 601.2a: the card moves to the stack first; modes and targets are chosen with it there (601.2b-c)
    came_from, origin_owner = obj.zone, game.players[obj.owner].name
    place = None if copy else game.take_out(obj)
    game.stack.append(spell)
    try:
        ability = next((a for a in ch.abilities if a.kind == "spell"), None)
        if targets and not (ability and ability.targets):
            game.fail(f"{ch.name} has no targets (601.2c): remove 'targets'")
        only = _choose_spell_modes(game, spell, ability, player, ch.name, modes)
        chosen: list[list[Target]] | None = choose_targets(game, ability, player, spell.oid, ch.name, targets,
                                                           only=only) if ability and ability.targets else []
        if chosen is None:
            raise IllegalActionError(NoLegalTargets(what), "601.2c")
    except (IllegalActionError, InputError) as refused:
        game.stack.remove(spell)
        if place is not None:
            game.put_back(obj, place)  # 601.2e, 733: back to the moment before the casting was proposed
        _refused(game, spell, refused, omen, resolving, ch.name)
        return None
    if not free and not copy and not resolving and not x:
        free = _free_next(game, spell, ch, player)
    if permission is not None:
        if "foretell" in permission.static:  # 702.143a: an alternative cost (118.9)
            game.emit(events.CastForForetellCost(ch.name, str(permission.static["foretell"].get("mana", ""))),
                      ("702.143a", "118.9"))
        spell.exile_instead = permissions.exile_instead(permission)
        spell.if_cast_this_way = permission.static.get("if cast this way") or {}
        game.turn.cast_with.append((permission.source_oid, player))
    if mutate is not None:
        spell.mutate_onto, spell.mutate_over = mutate.oid, over
        chosen = [[mutate]]
    spell.cast_from = came_from
    spell.targets = tuple(chosen)
    if permission is not None and "escape" in permission.static:
        _pay_escape(game, spell, player, permission)
    if permission is not None and "airbend" in permission.static and not free:  # 701.65a: {2}, not its mana cost
        game.emit(events.CastForAlternativeCost(game.players[player].name, game.chars(spell.oid).name,
                                                permission.static["airbend"], permission.source_name),
                  ("701.65a", "118.9"))
    cites = ("601.2",) + omens.cast_cites(spell) + (("702.140a",) if mutate is not None else ()) + \
        (("608.2g",) if resolving else ()) + \
        (("707.12",) if copy else ()) + (("118.9",) if free else ()) + \
        ((permission.rule,) if permission is not None else ())
    game.turn.spells_cast.append((player, spell, ch.copy()))
    added = _increase_cost(game, spell, ch, player)
    if not free and not copy:
        _cost_reductions(game, spell, ch, player, added)
    game.emit(events.Cast(object=obj.label, name=ch.name, oid=spell.oid, player=game.players[player].name,
                          player_index=player, omen=omen, card_name=obj.card.name, mana_value=ch.mana_value,
                          from_zone=came_from, to_zone="stack", from_owner=origin_owner, copy=copy, free=free,
                          mutate_onto=game.chars(mutate.oid).name if mutate is not None else None,
                          mutate_over=mutate is not None and over,
                          targets=target_names(game, chosen) if mutate is None else ()), cites)
    announce_targets(game, spell, player, chosen)
    return spell


def _escape_payable(game: "Game", card: GameObject, escape: CardData, what: Attempt) -> None:
    """702.138a, 601.2h: an escape cost that exiles N other cards from the graveyard can be paid only if there
    are N other cards there."""
    others = [oid for oid in game.players[card.owner].graveyard if oid != card.oid]
    if len(others) < escape["exile other cards"]:
        raise IllegalActionError(EscapeCostUnpayable(what, escape["exile other cards"]), "702.138a",
                                 also=("601.2h",))


def _pay_escape(game: "Game", spell: GameObject, player: int, permission: "Permission") -> None:
    """702.138a: the escape cost, paid rather than the mana cost (601.2h): the card's mana cost (treated as paid)
    plus exiling N other cards from the caster's graveyard, which the caster chooses (a `cards:` choice; default
    the first ones)."""
    count = permission.static["escape"]["exile other cards"]
    graveyard = list(game.players[player].graveyard)
    exiled = choosing.choose_cards(game, player, graveyard, count, "exile to pay the escape cost",
                                   cites=("702.138a", "601.2h"))
    ch = game.chars(spell.oid)
    game.emit(events.EscapeCostPaid(game.players[player].name, ch.name, ch.mana_cost or "",
                                    tuple(game.chars(o.oid).name for o in exiled), permission.source_name),
              ("702.138a", "601.2h"))
    for obj in exiled:
        zones.move(game, obj, "exile", "exiled", ("702.138a",))


def _free_next(game: "Game", spell: GameObject, ch: "Chars", player: int) -> bool:
    """"The next red or green creature spell you cast this turn can be cast without paying its mana cost" (118.9):
    the first spell of `player` matching the effect's filter uses it up; they may cast it so (default yes)."""
    for waiver in game.turn.free_next:
        owner, source_name, flt = waiver
        if owner == player and matches(game, flt, spell.oid, ch, None, player):
            game.turn.free_next.remove(waiver)
            return choosing.ask(game, player, MayCastFree(source_name, ch.name))
    return False


def _increase_cost(game: "Game", spell: GameObject, ch: "Chars", player: int) -> int:
    """601.2f: "Noncreature spells your opponents cast cost {2} more to cast": each cost increase whose
    players include the caster and whose filter the spell matches adds its generic mana to the total cost, also
    when the spell is cast without paying its mana cost (118.9d). Returns the generic mana added (costs are treated
    as paid: the trace tells it)."""
    added = 0
    for effect in game.effects:
        params = effect.params
        if effect.kind == "cost_increase" and player in params["players"] \
                and matches(game, params["filter"], spell.oid, ch, None, effect.controller):
            added += params["generic"]
            game.emit(events.CostIncreased(ch.name, f"{{{params['generic']}}}", effect.source_name), ("601.2f",))
    return added


def _refused(game: "Game", spell: GameObject, refused: IllegalActionError | InputError, omen: bool,
             resolving: bool, name: str) -> None:
    """An illegal cast is undone (601.2e, 733): the proposed spell ceases to exist. Refused outright, or, cast
    while another spell or ability resolves (608.2g), noted in the trace; a choice that does not fit is
    invalid input."""
    game.unregister(spell)
    if not isinstance(refused, IllegalActionError):
        raise refused
    if omen:
        refused.also += ("720.3a",)  # judged by the Omen's characteristics alone
    if not resolving:
        raise refused
    game.emit(events.CastImpossible(name, refused.reason), (refused.rule,))


def describe_zone(game: "Game", obj: GameObject) -> str:
    return zone_of(game.players[obj.owner].name, obj.zone)


# The rule that gives each kind of spell its timing (sorcery speed unless it is an instant or has flash).
TIMING_RULES = (("Creature", "302.1"), ("Artifact", "301.1"), ("Enchantment", "303.1"), ("Planeswalker", "306.1"),
                ("Sorcery", "307.1"))


def _castable(game: "Game", card: GameObject, spell: GameObject, ch: Chars, player: int, what: Attempt,
              resolving: bool) -> Permission | None:
    """601.3 / 720.3a: may `player` begin to cast this card now, judged by the spell's characteristics `ch`?
    Returns the permission that lets it be cast from outside the hand (None from the hand)."""
    if "Land" in ch.types:
        raise IllegalActionError(LandIsPlayed(ch.name), "305.9")
    permissions.check_prohibitions(game, spell, ch, player, what)
    if resolving:
        return None
    check_priority_window(game, what)
    permission = None
    if card.zone != "hand" or card.owner != player:
        permission = permissions.cast_permission(game, card, spell, ch, player)
        if permission is None and card.foretold_turn == game.turn.number and card.zone == "exile":
            raise IllegalActionError(ForetoldThisTurn(what), "702.143a")
        if permission is None:
            _refuse_idle_permission(game, card, player, what, ch.name)
            where = describe_zone(game, card) if card.zone in ("library", "graveyard", "exile", "hand") else card.zone
            raise IllegalActionError(NoCastPermission(what, game.players[player].name, ch.name, where), "601.3")
    instant_speed = "Instant" in ch.types or ch.has_keyword("Flash") or \
        permissions.has_flash_permission(game, spell, ch, player)
    if not instant_speed:
        sorcery_timing(game, player, what, next((rule for kind, rule in TIMING_RULES if kind in ch.types), "307.1"))
    return permission


def _refuse_idle_permission(game: "Game", card: GameObject, player: int, what: Attempt, name: str,
                            rule: str = "601.3") -> None:
    """601.3: a permission to play the card exists but can't be used this turn, or its duration is over (611.2a):
    the refusal says why."""
    idle = permissions.idle_play_permission(game, card, player)
    if idle is not None:
        raise IllegalActionError(NoLoreCounterThisTurn(what, game.players[player].name, name, idle.source_name),
                                 rule)
    ended = next((e.event for e in reversed(game.log) if isinstance(e.event, events.PlayPermissionEnded)
                  and e.event.oid == card.oid and e.event.controller == game.players[player].name), None)
    if ended is not None:
        raise IllegalActionError(PlayPermissionOver(what, ended.controller, name, ended.source_name, ended.duration),
                                 rule)


def play_land(game: "Game", obj: GameObject, player: int) -> GameObject:
    """305.1-305.2: a land from hand (or where an effect lets it be played from, 601.3-style), own main
    phase, empty stack, one per turn."""
    ch = game.chars(obj.oid)
    if "Land" not in ch.types:
        raise IllegalActionError(NotALand(ch.name), "305.1")
    attempt = Attempt("play", ch.name)
    sorcery_timing(game, player, attempt, "305.1")
    if (obj.zone != "hand" or obj.owner != player) and permissions.play_permission(game, obj, player) is None:
        _refuse_idle_permission(game, obj, player, attempt, ch.name, "305.1")
        raise IllegalActionError(NoPlayPermission(attempt, game.players[player].name, describe_zone(game, obj)),
                                 "305.1")
    allowed = 1 + game.players[player].additional_land_plays
    if game.players[player].lands_played >= allowed:
        raise IllegalActionError(LandAlreadyPlayed(attempt, game.players[player].name, allowed), "305.2")
    game.players[player].lands_played += 1
    game.emit(events.Played(obj.label, ch.name, game.players[player].name), ("305.1", "116.2a"))
    return zones.enter_battlefield(game, obj, player, "moved", ())


def activate(game: "Game", obj: GameObject, ability: "Ability", player: int, targets: Sequence[object] | None,
             x: int = 0) -> StackAbility | None:
    """602.2: activate; mana abilities resolve at once (605.3a)."""
    ch = game.chars(obj.oid)
    what = Attempt("activate", ch.name)
    if ch.controller != player:
        raise IllegalActionError(NotItsController(what), "602.2")
    cost = ability.cost
    if not ability.mana:
        check_priority_window(game, what)
    if ability.sorcery_speed:
        sorcery_timing(game, player, what, "602.5d")
    if ability.your_turn_only and game.turn.active != player:
        raise IllegalActionError(NotOwnTurn(what), "602.5")
    if ability.activate_only_if and not resolution.holds(
            resolution.Context(game, player, obj.oid, obj.label, ch.name, []), ability.activate_only_if):
        raise IllegalActionError(ActivationConditionFails(what, ability.text), "602.5")
    if ability.exhaust and (obj.oid, ability.text) in game.exhausted:
        raise IllegalActionError(ExhaustedAlready(what), "702.177a")
    boasted = (obj.oid, "boasted", ability.text, game.turn.number)
    if ability.boast and obj.oid not in game.turn.attacked_this_turn:
        raise IllegalActionError(BoastWithoutAttack(what), "702.142a")
    if ability.boast and boasted in game.noted:
        raise IllegalActionError(BoastedThisTurn(what), "702.142a")
    loyalty_cost = loyalty.cost_of(ability)
    if loyalty_cost is not None:  # 606.3: a main phase of their turn, the stack empty, once a turn
        sorcery_timing(game, player, what, "606.3")
        loyalty.check(game, obj, player, loyalty_cost, what)
    if cost.get("tap"):
        if obj.tapped:
            raise IllegalActionError(AlreadyTapped(what), "118.3")
        if "Creature" in ch.types and not game.controlled_since_turn_began(obj) and not ch.has_keyword("Haste"):
            raise IllegalActionError(TapSummoningSick(what), "302.6")
    modes, only = _choose_ability_modes(game, obj, ability, player, what)
    chosen = choose_targets(game, ability, player, obj.oid, what, targets, only=only) if ability.targets else []
    if chosen is None:
        raise IllegalActionError(NoLegalTargets(what), "602.2")
    removing = _counters_to_remove(game, obj, cost["remove counters"], player, what) \
        if cost.get("remove counters") else []
    life = int(cost.get("life", 0))
    if life > game.players[player].life:
        raise IllegalActionError(NotEnoughLife(what, life), "119.4")
    sacrificing = _to_sacrifice(game, obj, cost["sacrifice"], player, what) if cost.get("sacrifice") else []
    if cost.get("tap"):
        obj.tapped = True
        game.touch(obj)
    if ability.exhaust:
        game.exhausted.add((obj.oid, ability.text))
    if ability.boast:
        game.noted.add(boasted)
    for permanent in removing:  # 602.2b: the cost is paid
        counters.remove(game, permanent, min(permanent.counters), 1, ("602.2b", "118.3"))
    if loyalty_cost is not None:
        loyalty.pay(game, obj, player, loyalty_cost)
    item = StackAbility(game.new_id(), ability, obj.oid, obj.label, ch.name, player, targets=tuple(chosen), x=x,
                        modes=modes)
    game.emit(events.Activated(obj.label, ch.name, game.players[player].name, ability.text,
                               target_names(game, chosen)), ("602.2",) + (("702.142a",) if ability.boast else ()))
    announce_targets(game, item, player, chosen)
    if life:
        game.players[player].life -= life
        game.emit(events.LifePaid(game.players[player].name, life), ("119.4", "602.2b"))
    if cost.get("sacrifice self"):
        zones.move(game, obj, "graveyard", "sacrificed", ("602.2b", "601.2h"))  # a cost paid as it is activated
    for permanent in sacrificing:
        zones.move(game, permanent, "graveyard", "sacrificed", ("602.2b", "601.2h"))
    if ability.mana:
        resolve_ability(game, item, ("605.3a",))
        return None
    game.stack.append(item)
    return item


def _to_sacrifice(game: "Game", source: GameObject, spec: CardData, player: int, what: Attempt) -> list[GameObject]:
    """A cost of sacrificing `count` permanents matching `filter` ("Sacrifice three other creatures", 602.2b): the
    player chooses which of theirs (a `cards:` choice; default the first, in timestamp order); with fewer, the cost
    can't be paid (118.3)."""
    count = int(spec["count"])
    pool = [o for o in game.battlefield() if game.controller_of(o.oid) == player
            and matches(game, spec.get("filter"), o.oid, game.chars(o.oid), source.oid, player)]
    if len(pool) < count:
        raise IllegalActionError(NotEnoughToSacrifice(what, count), "118.3")
    return choosing.choose_cards(game, player, pool, count, "sacrifice to pay the cost", oids=True, cites=("602.2b",))


def _choose_ability_modes(game: "Game", obj: GameObject, ability: "Ability", player: int,
                          what: Attempt) -> tuple[tuple[int, ...], set[int] | None]:
    """602.2b, 601.2b: a modal activated ability's modes are chosen as it is activated (`mode:` choices), among
    those whose targets can be chosen (700.2a); returns them and the target numbers they use (none: not
    modal)."""
    modal = next((e["choose_modes"] for e in ability.effects if "choose_modes" in e), None)
    if modal is None:
        return (), None
    usable = [i for i in range(1, len(modal["modes"]) + 1)
              if all(candidates(game, ability.targets[n - 1], player, obj.oid)
                     for n in choosing.mode_targets(modal, [i]))]
    if not usable:
        raise IllegalActionError(NoLegalTargets(what), "602.2")
    modes = tuple(choosing.choose_modes(game, player, what.name, modal, usable))
    return modes, choosing.mode_targets(modal, list(modes))


def _counters_to_remove(game: "Game", source: GameObject, spec: CardData, player: int,
                        what: Attempt) -> list[GameObject]:
    """A cost of removing `count` counters from among the permanents matching `from` (602.2b, 118.3): the
    player names a permanent for each counter (a `choose:` list; default: the first permanents with counters,
    in timestamp order); each time, its counter of the first kind in alphabetical order is removed."""
    count = int(spec["count"])
    having = [o for o in game.battlefield() if o.counters
              and matches(game, spec.get("from"), o.oid, game.chars(o.oid), source.oid, player)]
    pool = [o for o in having for _ in range(sum(o.counters.values()))]
    if len(pool) < count:
        raise IllegalActionError(NotEnoughCounters(what, count), "118.3")

    def parse(value: object, line: int | None) -> list[GameObject]:
        left = list(pool)
        picked: list[GameObject] = []
        for ref in value if isinstance(value, list) else [value]:
            hit = next((o for o in left if o.label == ref or game.chars(o.oid).name == ref), None)
            if hit is None:
                game.fail(f"remove counters: {ref!r} has no counter left to remove for this cost")
            else:
                left.remove(hit)
                picked.append(hit)
        if len(picked) != count:
            game.fail(f"remove counters: name {count} permanents, one for each counter removed")
        return picked

    chosen: list[GameObject] = game.decide(CountersForCost(count, what.name), player, [pool[:count]],
                                           pool[:count], parse, lambda objs: tuple(name_of(game, o) for o in objs),
                                           cites=("602.2b",))
    return chosen


# ----- resolving (608) -------------------------------------------------------------------------

def resolve_top(game: "Game") -> None:
    """All players passed in succession: the top object resolves (117.4, 608.1)."""
    game.count_resolution()
    item = game.stack[-1]
    if isinstance(item, StackAbility):
        game.stack.pop()
        resolve_ability(game, item, ("608.2",))
    else:
        resolve_spell(game, item)


def resolve_ability(game: "Game", item: StackAbility, cites: tuple[str, ...]) -> None:
    ability = item.ability
    targets, ok = still_legal(game, ability, item, item.targets)
    if not ok:
        game.emit(events.AbilityFizzles(item.label, item.source_label, item.source_name, item.chapter,
                                        ability.keyword), ("608.2b",))
        return
    # an emblem's abilities (701.54c) and the monarch's (725.2) have no object as their source
    independent = item.source_oid not in game.objects and item.source_oid != the_ring.NO_OBJECT
    if not triggers.intervening_if_holds(game, ability, (item.source_oid, item.source_label, item.source_name),
                                         item.controller, item.trigger_event, "resolves"):
        return
    game.emit(events.AbilityResolves(item.label, item.source_label, item.source_name, item.chapter, ability.keyword,
                                     independent),
              cites + (("113.7a",) if independent else ()))
    resolution.run(game, resolution.Context(game, item.controller, item.source_oid, item.source_label,
                                            item.source_name, targets, item.x, item.chapter, ability,
                                            event=item.trigger_event, extra=dict(item.earlier),
                                            modes=item.modes),
                   ability.effects)
    if item.chapter is not None:
        triggers.final_chapter_resolved(game, item)


def resolve_spell(game: "Game", spell: GameObject) -> None:
    """An instant or sorcery (608.2): check targets (608.2b), follow the instructions, then it leaves the
    stack: to its owner's graveyard (608.2n), or, as an Omen, shuffled into its owner's library (720.3d).
    A permanent spell (608.3) checks its target (608.3b) and becomes a permanent (608.3a), attached to it
    if an Aura (608.3c), merged with it if mutating (608.3d), a token if a copy (608.3f, 707.10f, 111.13)."""
    ch = game.chars(spell.oid)
    instant_or_sorcery = "Instant" in ch.types or "Sorcery" in ch.types
    ability = next((a for a in ch.abilities if a.kind == "spell"), None)
    targets: list[list[Target]] = []
    if ability is not None:
        targets, ok = still_legal(game, ability, spell, spell.targets)
        if not ok:
            rule = "608.2b" if instant_or_sorcery else "608.3b"
            game.emit(events.SpellFizzles(spell.label, ch.name, spell.is_copy), (rule,))
            zones.move(game, spell, "graveyard", "moved", (rule,))
            return
    enchanted = _card(targets[0][0]).oid if "Aura" in ch.subtypes and targets and targets[0] else None
    game.emit(events.SpellResolves(spell.label, ch.name, spell.is_copy),
              ("608.2",) if instant_or_sorcery else _permanent_spell_rules(spell, enchanted))
    if instant_or_sorcery:
        resolution.run(game, resolution.Context(game, spell.controller, spell.oid, spell.label, ch.name, targets,
                                                spell.x, None, ability, modes=spell.modes),
                       ability.effects if ability else ())
        if spell.oid in game.objects and spell.zone == "stack":
            if spell.as_omen:
                omens.shuffle_into_library(game, spell)
            elif ch.has_keyword("Rebound") and spell.cast_from == "hand" and not spell.is_copy:
                _rebound(game, spell, ch.name)
            else:
                zones.move(game, spell, "graveyard", "moved", ("608.2n",))
    elif spell.mutate_onto is not None and merging.merge(game, spell):
        return
    elif spell.is_copy:
        spell.is_copy, spell.token = False, True
        game.reindex(spell)
        zones.enter_battlefield(game, spell, spell.controller, "moved", ("608.3f", "707.10f", "111.13"))
    else:
        permanent = zones.enter_battlefield(game, spell, spell.controller, "moved", ("608.3a",) if enchanted is None
                                            else ("608.3c", "303.4a"), attached_to=enchanted)
        for grant in (spell.if_cast_this_way, spell.as_permanent):
            if "abilities" in grant:  # Thundermane Dragon, Summon: Brynhildr: "it gains haste until end of turn"
                resolution.run(game, resolution.Context(game, spell.controller, permanent.oid, permanent.label,
                                                        ch.name, []),
                               [{"gain_ability": {"abilities": grant["abilities"], "until": grant.get("until"),
                                                  "self": True}}])


def _permanent_spell_rules(spell: GameObject, enchanted: int | None) -> tuple[str, ...]:
    """The rules of 608.3 by which a permanent spell resolves."""
    if spell.mutate_onto is not None:
        return ("608.3", "608.3d")
    if spell.is_copy:
        return ("608.3", "608.3f")
    return ("608.3", "608.3c" if enchanted is not None else "608.3a")


def _rebound(game: "Game", spell: GameObject, name: str) -> None:
    """702.88a: a rebound spell cast from its controller's hand is exiled as it resolves instead of going to
    the graveyard; at the beginning of their next upkeep they may cast it from exile without paying its mana
    cost (a delayed triggered ability, 603.7)."""
    exiled = zones.move(game, spell, "exile", "exiled", ("702.88a",))
    recast = Ability("triggered", f"Rebound — you may cast {name} from exile without paying its mana cost.",
                     keyword="Rebound", trigger={"event": "beginning of", "step": "upkeep", "whose": "you"},
                     effects=({"cast_exiled": {}},))
    game.delayed_triggers.append(triggers.DelayedAbility(recast, exiled.oid, exiled.label, name, spell.controller,
                                                         True, "", game.turn.number, cites=("702.88a", "603.7")))


def copy_spell(game: "Game", spell: GameObject, controller: int, new_targets: Sequence[object] | None
               ) -> GameObject:
    """707.10: put a copy of a spell on the stack, with the spell's copiable values (an Omen's are its
    alternative characteristics, 720.2b, 720.3c) and all its choices. The copy is owned and controlled by
    the player who puts it there (707.10, 110.2). New targets only if given (707.10c)."""
    ch = game.chars(spell.oid)
    copy = GameObject(oid=game.new_id(), card=spell.card, owner=controller, controller=controller, zone="stack",
                      label=f"copy of {spell.label}", face=spell.face, as_omen=spell.as_omen, is_copy=True,
                      targets=spell.targets, x=spell.x, modes=spell.modes)
    game.register(copy)
    game.stack.append(copy)
    ability = next((a for a in ch.abilities if a.kind == "spell"), None)
    if new_targets is not None and ability is not None and ability.targets:
        copy.targets = tuple(choose_targets(game, ability, controller, copy.oid, f"the copy of {ch.name}",
                                            new_targets) or ())
    game.emit(events.SpellCopied(copy.label, ch.name, tuple(copy.names), copy.oid, spell.label,
                                 game.players[controller].name, controller, target_names(game, copy.targets)),
              ("707.10",) + (("720.3c",) if copy.as_omen else ()))
    return copy


def copy_ability(game: "Game", item: StackAbility, controller: int, new_targets: Sequence[object] | None
                 ) -> StackAbility:
    """707.10: a copy of an activated or triggered ability, with the same source (707.10b) and choices."""
    copy = StackAbility(game.new_id(), item.ability, item.source_oid, item.source_label, item.source_name,
                        controller, targets=item.targets, x=item.x, chapter=item.chapter, is_copy=True,
                        trigger_event=item.trigger_event, modes=item.modes)  # 707.10: the same modes
    game.stack.append(copy)
    if new_targets is not None and item.ability.targets:
        copy.targets = tuple(choose_targets(game, item.ability, controller, item.source_oid, f"the copy of "
                                            f"{item.label}", new_targets) or ())
    game.emit(events.AbilityCopied(item.label, game.players[controller].name, controller,
                                   target_names(game, copy.targets)), ("707.10", "707.10b"))
    return copy


def counter(game: "Game", item: GameObject | StackAbility, cites: tuple[str, ...] = ("701.6a",),
            to: str = "graveyard") -> None:
    """701.6a: a countered spell goes to its owner's graveyard (or where the effect says: Remand's hand);
    a countered ability just leaves. A countered Omen is not shuffled (720.3d applies only as it resolves)."""
    if isinstance(item, StackAbility):
        game.stack.remove(item)
        game.emit(events.AbilityCountered(item.label, item.source_label, item.source_name, item.chapter,
                                          item.ability.keyword), cites)
        return
    zones.move(game, item, to, "countered", cites)


def _trigger_modes(game: "Game", trig: "triggers.PendingTrigger") -> tuple[tuple[int, ...], set[int] | None]:
    """603.3c: a modal triggered ability's modes are chosen as it is put on the stack (`mode:` choices of its
    controller, 700.2; "Choose one at random": at random with the run's seed, 700.2b), among the modes whose
    targets can be chosen; the ability then has the targets of those modes only (700.2c). Returns the modes and
    their target numbers (none: not a modal ability; no mode: it is removed from the stack)."""
    modal = next((e["choose_modes"] for e in trig.ability.effects if "choose_modes" in e), None)
    if modal is None:
        return (), None
    usable = [i for i in range(1, len(modal["modes"]) + 1)
              if all(candidates(game, trig.ability.targets[n - 1], trig.controller, trig.source_oid)
                     or trig.ability.targets[n - 1].get("up to") for n in choosing.mode_targets(modal, [i]))]
    if not usable:
        game.emit(events.NoModeCanBeChosen(trig.source_name), ("603.3c",))
        return (), set()
    if not modal.get("at random"):
        modes = tuple(choosing.choose_modes(game, trig.controller, triggers.describe(trig), modal, usable,
                                            cites=("603.3c", "700.2")))
        return modes, choosing.mode_targets(modal, list(modes))  # none chosen: removed from the stack
    mode = game.rng.choice(usable)
    game.emit(events.ModeChosenAtRandom(trig.source_name, mode, modal["modes"][mode - 1].get("text", "")),
              ("603.3c", "700.2b"))
    return (mode,), choosing.mode_targets(modal, [mode])


def put_triggers_on_stack(game: "Game") -> bool:
    """603.3, 603.3b: put waiting triggers on the stack in APNAP order; False if there were none."""
    if not game.pending:
        return False

    waiting, game.pending = game.pending, []
    for player in game.apnap():
        mine = sorted((t for t in waiting if t.controller == player.index), key=lambda t: t.order)
        if not mine:
            continue
        resolution_order = triggers.order_simultaneous(game, player.index, mine)
        chosen: list[tuple[triggers.PendingTrigger, list[list[Target]] | None]] = []
        modes_of: dict[int, tuple[int, ...]] = {}
        for trig in resolution_order:
            modes, only = _trigger_modes(game, trig)
            modes_of[id(trig)] = modes
            targets = choose_targets(game, trig.ability, trig.controller, trig.source_oid, triggers.describe(trig),
                                     cites=("603.3d", "601.2c"), only=only, keep_up_to=True, event=trig.event) \
                if only is None or modes else None
            chosen.append((trig, targets))
        for trig, targets in reversed(chosen):  # first to resolve goes on the stack last
            if targets is None:
                _explain_no_legal_targets(game, trig)
                game.emit(events.TriggerRemoved(trig.source_label, trig.source_name, trig.chapter,
                                                trig.ability.keyword), ("603.3d",))
                continue
            item = StackAbility(game.new_id(), trig.ability, trig.source_oid, trig.source_label, trig.source_name,
                                trig.controller, targets=tuple(targets), x=int(trig.earlier.get("x", 0)),
                                chapter=trig.chapter, trigger_event=trig.event, earlier=trig.earlier,
                                modes=modes_of[id(trig)])
            game.stack.append(item)
            game.emit(events.PutOnStack(item.label, trig.source_label, trig.source_name, trig.chapter,
                                        trig.ability.keyword, target_names(game, targets)),
                      ("603.3", "603.3b") if len(waiting) > 1 else ("603.3",))
            announce_targets(game, item, item.controller, targets)
    return True


def _explain_no_legal_targets(game: "Game", trig: triggers.PendingTrigger) -> None:
    """Why not (603.3d): for each required target with no legal choice, the objects it could be thought to allow
    and why each is not legal (judge.game.mismatch)."""
    for spec in trig.ability.targets:
        if spec.get("up to") or candidates(game, spec, trig.controller, trig.source_oid, trig.event):
            continue
        misses, rules = mismatch.near_misses(game, spec, trig.controller, trig.source_oid)
        if misses:
            game.emit(events.NotLegalTargets(trig.source_name, misses), ("115.1",) + rules)


def _cost_reductions(game: "Game", spell: GameObject, ch: "Chars", player: int, added: int = 0) -> None:
    """601.2f: the total cost of a spell is its mana cost less the generic mana that cost reductions of `player`'s
    effects take off (never below zero generic), and the static abilities of the permanents they control ("Doctor
    spells you cast cost {1} less to cast"); the trace tells it as the spell is cast. A reduction of "the next
    ... spell" is used up by the first spell it applies to. (A spell cast without paying its mana cost, 118.9, or a
    copy, 707.10, has no mana cost to reduce: none applies.)"""
    resolved = [e for e in game.effects if e.kind == "reduce_cost" and e.controller == player
                and matches(game, e.params["filter"], spell.oid, ch, e.source_oid, e.controller)]
    reductions = [(e.params["generic"], e.source_name) for e in resolved]
    reductions += _static_cost_reductions(game, spell, ch, player)
    if not reductions:
        return
    for used in (e for e in resolved if e.params["next"]):
        game.effects.remove(used)
    symbols = re.findall(r"\{([^}]+)\}", ch.mana_cost or "")
    generic = sum(int(s) for s in symbols if s.isdigit()) + added  # increases first (601.2f)
    if not generic:
        return  # no generic mana to take off: the total cost is the mana cost
    left = max(generic - sum(n for n, _ in reductions), 0)
    total = (f"{{{left}}}" if left else "") + "".join(f"{{{s}}}" for s in symbols if not s.isdigit()) or "{0}"
    game.emit(events.CostReduced(ch.name, tuple(source for _, source in reductions), ch.mana_cost or "", total),
              ("601.2f",))


def _static_cost_reductions(game: "Game", spell: GameObject, ch: "Chars", player: int) -> list[tuple[int, str]]:
    """The static `reduce_cost` abilities of the permanents `player` controls that apply to the spell (601.2f):
    their generic mana and their sources' names."""
    found = []
    for obj in game.having("static", "reduce_cost"):
        source = game.chars(obj.oid)
        if source.controller != player:
            continue
        for ability in source.abilities:
            if ability.kind == "static" and ability.static.get("effect") == "reduce_cost" and matches(
                    game, ability.static.get("filter"), spell.oid, ch, obj.oid, player):
                found.append((int(ability.static["generic"]), source.name))
    return found
