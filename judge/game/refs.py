"""Naming objects, abilities and players (CR 109, 113.7, 102): how a scenario's names and ids find what
they refer to. An id (`id:`) is exact; a card name matches the objects that answer to it (their card's
names, an Omen's on the stack, `copy of <name>` for copies). Exactly one match, or an error at the line."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, overload

from judge.errors import InputError
from judge.game.objects import GameObject, StackAbility, Target

if TYPE_CHECKING:
    from judge.game.state import Game


def match_ability_ref(ref: object, source_label: str, source_name: str, chapter: int | None) -> bool:
    """Does `ref` (a source's label or name, or `{chapter, of}`) name this ability?"""
    if isinstance(ref, dict):
        return ref.get("of") in (source_label, source_name) and ref.get("chapter") == chapter
    return ref in (source_label, source_name)


def resolve_ref(game: Game, ref: object, line: int | None, zones: Collection[str] | None = None) -> GameObject:
    """An object by id or card name, or failing those by the name an effect gave it (707.9b, 613.1c); exactly one
    match in the zones searched (default: all)."""
    if not isinstance(ref, str):
        raise InputError(f"refer to an object by its card name or id, not {ref!r}", line)
    found = [o for o in game.named(ref) if zones is None or o.zone in zones]
    exact = [o for o in found if o.label == ref]
    found = exact or found or [o for o in game.objects.values() if o.zone in ("battlefield", "stack")
                               and (zones is None or o.zone in zones) and game.chars(o.oid).name == ref]
    if not found:
        raise InputError(f"no object named {ref!r}" + (f" in {', '.join(zones)}" if zones else "")
                         + "; check the name or give the card an 'id'", line)
    if len(found) > 1:
        where = ", ".join(f"{o.label} ({o.zone})" for o in found)
        raise InputError(f"{ref!r} is ambiguous: it matches {where}; give each an 'id' and use that", line)
    return found[0]


def _ability_ref(game: Game, ref: Mapping[str, object], line: int | None) -> StackAbility:
    """The ability on the stack `{chapter, of}` names (`copy:` picks a copy or the original); an original and
    a copy of it both matching is ambiguous. Otherwise the topmost match (identical triggers are alike)."""
    found = [item for item in reversed(game.stack) if isinstance(item, StackAbility)
             and match_ability_ref(ref, item.source_label, item.source_name, item.chapter)
             and ref.get("copy", item.is_copy) == item.is_copy]
    if not found:
        raise InputError(f"no ability {ref!r} is on the stack", line)
    if len({item.is_copy for item in found}) > 1:
        raise InputError(f"{ref!r} names an ability and a copy of it; add 'copy: true' or 'copy: false'", line)
    return found[0]


def resolve_stack_ref(game: Game, ref: object, line: int | None, verb: str) -> GameObject | StackAbility:
    """A spell or ability on the stack, by id, name (a spell's name on the stack too) or {chapter, of};
    a bare source name means its ability on the stack; the topmost match wins."""
    if isinstance(ref, str):
        exact = [item for item in game.stack if not isinstance(item, StackAbility) and item.label == ref]
        if len(exact) == 1:
            return exact[0]  # by its own label first: `Lightning Bolt`, not `copy of Lightning Bolt`
        for item in reversed(game.stack):
            names = (item.source_label, item.source_name) if isinstance(item, StackAbility) else (
                item.label, game.chars(item.oid).name, *item.names)
            if ref in names:
                return item
    found = resolve_target_ref(game, ref, line)
    if isinstance(found, int) or found not in game.stack:
        raise InputError(f"{verb}: {ref!r} is not on the stack", line)
    return found


def resolve_target_ref(game: Game, ref: object, line: int | None = None) -> Target:
    """A target by name: a player, an ability on the stack (by its source's label, or `{chapter, of}`), or
    an object."""
    if isinstance(ref, dict):
        return _ability_ref(game, ref, line)
    if isinstance(ref, str):
        player = game.player_named(ref)
        if player is not None:
            return player.index
        stack_abilities = [s for s in game.stack if isinstance(s, StackAbility) and s.source_label == ref]
        objects = [o for o in game.named(ref) if o.label == ref or ref in o.names]
        if stack_abilities and not objects:
            return stack_abilities[-1]
    return resolve_ref(game, ref, line)


def resolve_player_or_object(game: Game, ref: object, line: int | None) -> int | GameObject:
    """A player or an object by name (what proliferate chooses, 701.34a), not an ability on the stack."""
    found = resolve_target_ref(game, ref, line)
    if isinstance(found, StackAbility):
        raise InputError(f"{ref!r} is an ability on the stack; choose permanents and players", line)
    return found


@overload
def resolve_player(game: Game, ref: str | None, line: int | None, default: int) -> int: ...


@overload
def resolve_player(game: Game, ref: str | None, line: int | None, default: None) -> int | None: ...


def resolve_player(game: Game, ref: str | None, line: int | None, default: int | None) -> int | None:
    """A player by name; `default` when no name is given."""
    if ref is None:
        return default
    player = game.player_named(ref)
    if player is None:
        raise InputError(f"unknown player {ref!r}; players are {', '.join(p.name for p in game.players)}", line)
    return player.index
