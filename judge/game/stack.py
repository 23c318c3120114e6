"""Casting spells, activating abilities, targets and resolving (CR 601, 602, 605, 608, 115).

Timing checks (307.1, 305.1-2, 117) refuse illegal actions with the rule that
forbids them. Resolution follows 608.2: targets are checked (608.2b), the
effects happen in order, then an instant or sorcery goes to its owner's
graveyard (608.2n) and a permanent spell becomes a permanent (608.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.errors import IllegalActionError
from judge.game import zones
from judge.game.layers import matches
from judge.game.objects import GameObject, StackAbility

if TYPE_CHECKING:
    from judge.cards import Ability
    from judge.game.state import Game

PLAYER = "player"


# ----- targets (115) ---------------------------------------------------------------------------

def candidates(game: "Game", spec: dict, controller: int, source_oid: int | None) -> list:
    """Legal targets for one target spec: player indexes and/or objects, in a stable order."""
    zone = spec.get("zone", "battlefield")
    flt = spec.get("filter") or {}
    found: list = []
    if spec.get("player") or spec.get("any target"):
        who = spec.get("player") if isinstance(spec.get("player"), str) else "any"
        found += [p.index for p in game.apnap() if not p.lost and (
            who == "any" or (who == "opponent") == (p.index != controller))]
    if spec.get("player") and not spec.get("any target"):
        return found
    if zone == "battlefield":
        for obj in game.battlefield():
            if matches(game, flt, obj.oid, game.chars(obj.oid), source_oid, controller):
                found.append(obj)
    elif zone == "graveyard":
        for p in game.apnap():
            if spec.get("whose") == "you" and p.index != controller:
                continue
            for oid in p.graveyard:
                if matches(game, flt, oid, game.chars(oid), source_oid, controller):
                    found.append(game.objects[oid])
    elif zone == "stack":
        for item in reversed(game.stack):
            if isinstance(item, StackAbility):
                if spec.get("abilities"):
                    found.append(item)
            elif spec.get("spells", True) and matches(game, flt, item.oid, game.chars(item.oid), source_oid,
                                                      controller):
                found.append(item)
    return found


def name_of(game: "Game", target) -> str:
    if isinstance(target, int):
        return game.players[target].name
    if isinstance(target, StackAbility):
        return target.label
    if target.oid in game.objects:
        return game.chars(target.oid).name
    return target.label


def describe_targets(game: "Game", targets) -> str:
    flat = [t for group in targets for t in group]
    return f" targeting {', '.join(name_of(game, t) for t in flat)}" if flat else ""


def choose_targets(game: "Game", ability: "Ability", controller: int, source_oid: int | None, what: str,
                   given: list | None = None) -> list[list] | None:
    """601.2c / 603.3d: choose targets; None if a required target can't be chosen."""
    from judge.runner import resolve_target_ref

    chosen: list[list] = []
    for i, spec in enumerate(ability.targets):
        legal = candidates(game, spec, controller, source_oid)
        count = spec.get("count", 1)
        up_to = spec.get("up to", False)
        if given is not None:
            refs = given[i] if i < len(given) else []
            refs = refs if isinstance(refs, list) else [refs]
            picked = [resolve_target_ref(game, r) for r in refs]
            for p in picked:
                if p not in legal:
                    raise IllegalActionError(f"{name_of(game, p)} is not a legal target for {what}", "115.1")
            chosen.append(picked)
            continue
        default = legal[:count]
        if not legal and up_to:
            chosen.append([])
            continue
        if not legal:
            return None

        def parse(value, line, legal=legal):
            refs = value if isinstance(value, list) else [value]
            picked = [resolve_target_ref(game, r, line) for r in refs]
            for p in picked:
                if p not in legal:
                    game.fail(f"target {name_of(game, p)} is not legal for {what} (line {line}); legal: "
                              f"{', '.join(name_of(game, x) for x in legal)}")
            return picked

        options = legal if not up_to else legal + [None]
        picked = game.decide("target", controller, f"target for {what}", options, default, parse,
                             lambda ts: ", ".join(name_of(game, t) for t in ts) or "no target",
                             cites=("115.1", "601.2c"))
        chosen.append(picked)
    return chosen


def still_legal(game: "Game", ability: "Ability", item, targets: tuple) -> tuple[list[list], bool]:
    """608.2b: drop targets that became illegal; the second value is False if all targets are illegal."""
    if not ability.targets:
        return [], True
    kept, any_target, any_legal = [], False, False
    source = getattr(item, "source_oid", getattr(item, "oid", None))
    for spec, group in zip(ability.targets, targets):
        legal = candidates(game, spec, item.controller, source)
        now = []
        for t in group:
            any_target = True
            if isinstance(t, int) or t in legal:
                now.append(t)
                any_legal = True
        kept.append(now)
    return kept, any_legal or not any_target


# ----- casting and activating ------------------------------------------------------------------

def sorcery_timing(game: "Game", player: int, what: str, rule: str) -> None:
    """307.1 / 305.1: own main phase, empty stack."""
    if game.turn.active != player:
        raise IllegalActionError(f"{what}: only during its controller's own turn", rule)
    if game.turn.phase != "main":
        raise IllegalActionError(f"{what}: only during a main phase (it is the {game.turn.step} step)", rule)
    if game.stack:
        raise IllegalActionError(f"{what}: only while the stack is empty", rule)


def has_flash_permission(game: "Game", player: int) -> bool:
    for obj in game.battlefield():
        ch = game.chars(obj.oid)
        if ch.controller == player and any(a.kind == "static" and a.static.get("effect") == "cast_as_though_flash"
                                           for a in ch.abilities):
            return True
    return False


def check_priority_window(game: "Game", what: str) -> None:
    if game.turn.step in ("untap", "cleanup"):
        raise IllegalActionError(f"{what}: no player receives priority during the {game.turn.step} step", "117.3a")


def cast(game: "Game", obj: GameObject, player: int, targets: list | None, x: int = 0) -> GameObject:
    """601.2: put the spell on the stack, choose targets, pay costs (treated as paid)."""
    ch = game.chars(obj.oid)
    what = f"cast {ch.name}"
    if "Land" in ch.types:
        raise IllegalActionError(f"{ch.name} is a land: it can be played, not cast", "305.9")
    check_priority_window(game, what)
    instant_speed = "Instant" in ch.types or ch.has_keyword("Flash") or has_flash_permission(game, player)
    if not instant_speed:
        sorcery_timing(game, player, what, "307.1")
    if obj.zone != "hand":
        raise IllegalActionError(f"{what}: no effect lets {ch.name} be cast from the {obj.zone}", "601.3")
    spell = GameObject(oid=game.new_id(), card=obj.card, owner=obj.owner, controller=player, zone="stack",
                       label=obj.label, x=x)
    spell_ability = next((a for a in ch.abilities if a.kind == "spell"), None)
    game.remove_object(obj)
    game.objects[spell.oid] = spell
    game.stack.append(spell)
    game.touch()
    chosen: list[list] = []
    if spell_ability and spell_ability.targets:
        chosen = choose_targets(game, spell_ability, player, spell.oid, ch.name, targets)
        if chosen is None:
            raise IllegalActionError(f"{what}: it has no legal targets", "601.2c")
    spell.targets = tuple(chosen)
    game.emit("cast", f"{game.players[player].name} casts {ch.name}" + describe_targets(game, chosen),
              ("601.2",), object=obj.label, oid=spell.oid, player=game.players[player].name, player_index=player)
    return spell


def play_land(game: "Game", obj: GameObject, player: int) -> GameObject:
    """305.1-305.2: a land from hand, own main phase, empty stack, one per turn."""
    ch = game.chars(obj.oid)
    if "Land" not in ch.types:
        raise IllegalActionError(f"{ch.name} is not a land card", "305.1")
    sorcery_timing(game, player, f"play {ch.name}", "305.1")
    if obj.zone != "hand":
        raise IllegalActionError(f"play {ch.name}: lands are played from your hand", "305.1")
    if game.players[player].lands_played >= 1:
        raise IllegalActionError(f"play {ch.name}: {game.players[player].name} already played a land this turn",
                                 "305.2")
    game.players[player].lands_played += 1
    game.emit("played", f"{game.players[player].name} plays {ch.name}", ("305.1", "116.2a"),
              object=obj.label, player=game.players[player].name)
    return zones.enter_battlefield(game, obj, player, "moved", ())


def activate(game: "Game", obj: GameObject, ability: "Ability", player: int, targets: list | None, x: int = 0):
    """602.2: activate; mana abilities resolve at once (605.3a)."""
    ch = game.chars(obj.oid)
    what = f"activate {ch.name}'s ability"
    if ch.controller != player:
        raise IllegalActionError(f"{what}: only its controller may activate it", "602.2")
    cost = ability.cost
    if not ability.mana:
        check_priority_window(game, what)
    if ability.sorcery_speed:
        sorcery_timing(game, player, what, "602.5d")
    if cost.get("tap"):
        if obj.tapped:
            raise IllegalActionError(f"{what}: it is already tapped", "602.2")
        if "Creature" in ch.types and obj.entered_turn == game.turn.number and not ch.has_keyword("Haste"):
            raise IllegalActionError(f"{what}: a creature's {{T}} ability needs it under control since the turn "
                                     "began", "302.6")
    chosen = choose_targets(game, ability, player, obj.oid, what, targets) if ability.targets else []
    if chosen is None:
        raise IllegalActionError(f"{what}: it has no legal targets", "602.2")
    if cost.get("tap"):
        obj.tapped = True
        game.touch()
    item = StackAbility(game.new_id(), ability, obj.oid, obj.label, ch.name, player, targets=tuple(chosen), x=x)
    game.emit("activated", f"{game.players[player].name} activates {ch.name}: {ability.text}"
              + describe_targets(game, chosen), ("602.2",), object=obj.label)
    if cost.get("sacrifice self"):
        zones.move(game, obj, "graveyard", "sacrificed", ("602.2", "118.3"))
    if ability.mana:
        resolve_ability(game, item, ("605.3a",))
        return None
    game.stack.append(item)
    return item


# ----- resolving (608) -------------------------------------------------------------------------

def resolve_top(game: "Game") -> None:
    item = game.stack[-1]
    if isinstance(item, StackAbility):
        game.stack.pop()
        resolve_ability(game, item, ("608.2",))
    else:
        resolve_spell(game, item)


def resolve_ability(game: "Game", item: StackAbility, cites: tuple[str, ...]) -> None:
    from judge.game import effects

    ability = item.ability
    targets, ok = still_legal(game, ability, item, item.targets)
    if not ok:
        game.emit("fizzled", f"{item.label} doesn't resolve: all its targets are illegal", ("608.2b",),
                  object=item.label)
        return
    game.emit("resolved", f"{item.label} resolves" + ("" if item.source_oid in game.objects else
                                                      " (independently of its source, 113.7a)"),
              cites + (("113.7a",) if item.source_oid not in game.objects else ()), object=item.label,
              source=item.source_label, chapter=item.chapter)
    effects.run(game, effects.Context(game, item.controller, item.source_oid, item.source_label, item.source_name,
                                      targets, item.x, item.chapter, ability), ability.effects)


def resolve_spell(game: "Game", spell: GameObject) -> None:
    from judge.game import effects

    ch = game.chars(spell.oid)
    ability = next((a for a in ch.abilities if a.kind == "spell"), None)
    if ability is not None:
        targets, ok = still_legal(game, ability, spell, spell.targets)
        if not ok:
            game.emit("fizzled", f"{ch.name} doesn't resolve: all its targets are illegal", ("608.2b",),
                      object=spell.label)
            zones.move(game, spell, "graveyard", "moved", ("608.2b",))
            return
    game.emit("resolved", f"{ch.name} resolves", ("608.2",), object=spell.label)
    if "Instant" in ch.types or "Sorcery" in ch.types:
        effects.run(game, effects.Context(game, spell.controller, spell.oid, spell.label, ch.name, targets, spell.x,
                                          None, ability), ability.effects if ability else ())
        if spell.oid in game.objects and spell.zone == "stack":
            zones.move(game, spell, "graveyard", "moved", ("608.2n",))
    else:
        zones.enter_battlefield(game, spell, spell.controller, "moved", ("608.3",))


def counter(game: "Game", item, cites: tuple[str, ...] = ("701.6a",)) -> None:
    """701.6a: a countered spell goes to its owner's graveyard; a countered ability just leaves."""
    if isinstance(item, StackAbility):
        game.stack.remove(item)
        game.emit("countered", f"{item.label} is countered", cites, object=item.label, source=item.source_label,
                  chapter=item.chapter)
        return
    zones.move(game, item, "graveyard", "countered", cites)
