"""Why an object is not a legal target (115.1, 601.2c, 603.3d): the zone it is in, the keyword that protects it
(702.11b hexproof, 702.18a shroud) or the characteristic the target's filter asks for and it lacks, with the rule
that gives it the characteristics it has where that decides it (720.3b-720.4 an omen card, 712.8a a
double-faced card outside the battlefield and the stack)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from judge.game.layers import LAYER_RULE, Chars, changed_by, filter_mismatch, layer_name
from judge.game.objects import GameObject

if TYPE_CHECKING:
    from judge.game.state import Game

# The filter keys about characteristics that differ between an omen card's or a double-faced card's faces.
FACE_CHARACTERISTICS = {"types", "any type", "not types", "subtypes", "not subtypes", "supertypes", "not supertypes",
                        "name", "mana value at most", "mana value at least", "mana value in", "colors"}
ZONE_WORDS = {"battlefield": "on the battlefield", "graveyard": "in a graveyard", "stack": "on the stack",
              "hand": "in a hand", "library": "in a library", "exile": "in exile"}


def type_line(ch: Chars) -> str:
    """Its type line (205): supertypes and card types, then subtypes after a dash."""
    line = " ".join([*ch.supertypes, *ch.types])
    return f"{line} — {' '.join(ch.subtypes)}" if ch.subtypes else line


def _kinds(types: list[Any], joiner: str) -> str:
    return article(f" {joiner} ".join(str(t).lower() for t in types))


def article(words: str) -> str:
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def characteristics_rule(obj: GameObject) -> tuple[str, ...]:
    """The rule that gives a card the characteristics it has now, where it has more than one set: an omen card
    (720.3b on the stack as an Omen, else 720.4) or a double-faced card outside the battlefield and stack (712.8a)."""
    if obj.card.omen is not None:
        return ("720.3b",) if obj.as_omen and obj.zone == "stack" else ("720.4",)
    if obj.card.back is not None and obj.zone not in ("battlefield", "stack"):
        return ("712.8a",)
    return ()


def _unmet(key: str, want: Any, ch: Chars, zone: str) -> str:
    """The filter condition `key: want` that the object fails, in words."""
    noun = {"battlefield": "", "stack": " spell"}.get(zone, " card")
    is_a = f"it is {article(type_line(ch))}{noun}"
    listed = list(want) if isinstance(want, (list, tuple)) else [want]
    words: dict[str, Callable[[], str]] = {
        "types": lambda: f"{is_a}, not {_kinds(listed, 'and')}{noun}",
        "any type": lambda: f"{is_a}, not {_kinds(listed, 'or')}{noun}",
        "subtypes": lambda: f"{is_a}, not {' '.join(map(str, listed))}",
        "supertypes": lambda: f"{is_a}, not {' '.join(map(str, listed)).lower()}",
        "controller": lambda: "you control it" if want == "opponent" else "an opponent controls it",
        "owner": lambda: "you own it" if want == "opponent" else "an opponent owns it",
        "other": lambda: "it is the source of the spell or ability itself",
        "token": lambda: "it is a token" if not want else "it is not a token",
        "tapped": lambda: "it is untapped" if want else "it is tapped",
        "name": lambda: f"its name is {ch.name}",
        "mana value at most": lambda: f"its mana value is {ch.mana_value}"
                                      + (f", more than {want}" if isinstance(want, int) else ""),
        "mana value at least": lambda: f"its mana value is {ch.mana_value}, less than {want}",
        "mana value in": lambda: f"its mana value is {ch.mana_value}",
        "power at most": lambda: f"its power is {ch.power}, more than {want}",
        "power at least": lambda: f"its power is {ch.power}, less than {want}",
        "power less than this": lambda: f"its power is {ch.power}, not less than the power of the ability's source",
        "with keyword": lambda: f"it doesn't have {str(want).lower()}",
        "without keyword": lambda: f"it has {str(want).lower()}",
        "colors": lambda: f"its colors are {', '.join(ch.colors) or 'none (colorless)'}",
    }
    for negated in ("not types", "not subtypes", "not supertypes"):
        words[negated] = lambda: is_a
    return words[key]() if key in words else f"it doesn't satisfy the target's condition `{key}`"


def why_not_target(game: "Game", spec: dict[str, Any], target: object, controller: int,
                   source_oid: int | None) -> tuple[str, tuple[str, ...]] | None:
    """Why `target` is not a legal target for the target `spec` of a spell or ability `controller` controls: the
    words and the rules, or None if no single reason is found (a player, a target chosen twice ...)."""
    if not isinstance(target, GameObject) or target.oid not in game.objects:
        return None
    zone = spec.get("zone", "battlefield")
    ch = game.chars(target.oid)
    if target.zone != zone:
        return f"it is {ZONE_WORDS.get(target.zone, 'in ' + target.zone)}, not {ZONE_WORDS.get(zone, zone)}", ()
    if zone == "battlefield":
        if ch.has_keyword("Shroud"):
            return "it has shroud", ("702.18a",)
        if ch.has_keyword("Hexproof") and ch.controller != controller:
            return "it has hexproof", ("702.11b",)
    flt = spec.get("filter") or {}
    key = filter_mismatch(game, flt, target, ch, source_oid, controller)
    if key is None:
        return None
    changed, layer_rules = _changed_by(game, target, key)
    rules = characteristics_rule(target) if key in FACE_CHARACTERISTICS else ()
    return _unmet(key, flt[key], ch, target.zone) + changed, rules + layer_rules


# The characteristic (an attribute of Chars) each filter key asks about, where continuous effects can change it.
KEY_CHARACTERISTIC = {"types": "types", "any type": "types", "not types": "types", "subtypes": "subtypes",
                      "not subtypes": "subtypes", "supertypes": "supertypes", "not supertypes": "supertypes",
                      "with keyword": "abilities", "without keyword": "abilities", "power at most": "power",
                      "power at least": "power", "power less than this": "power", "colors": "colors",
                      "controller": "controller"}


def _changed_by(game: "Game", obj: GameObject, key: str) -> tuple[str, tuple[str, ...]]:
    """The continuous effects that changed the characteristic a filter key asks about (613.1), as words to
    follow the reason, and their layers' rules; ("", ()) when none did or the object is outside the battlefield
    and the stack (613.2: no layer applies there)."""
    characteristic = KEY_CHARACTERISTIC.get(key)
    if characteristic is None or obj.zone not in ("battlefield", "stack"):
        return "", ()
    changes = changed_by(game, obj, characteristic)
    if not changes:
        return "", ()
    words = "; ".join(f"{source} in layer {layer_name(game.version, layer)}" for source, layer in changes)
    return f" (changed by {words})", tuple(dict.fromkeys(LAYER_RULE[layer] for _, layer in changes))

def near_misses(game: "Game", spec: dict[str, Any], controller: int, source_oid: int | None,
                limit: int = 4) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """603.3d, 601.2c: why the objects a target `spec` could be thought to allow are not legal targets: each card in
    the graveyards it names, each spell on the stack, or each permanent of the right card type that something else
    rules out (a protecting keyword, another characteristic). At most `limit`, as "Name: why"; and their rules."""
    zone = spec.get("zone", "battlefield")
    whose = spec.get("whose")
    if zone == "graveyard":
        pool = [game.objects[oid] for p in game.apnap() if whose != "you" or p.index == controller
                for oid in p.graveyard]
    elif zone == "stack":
        pool = [item for item in game.stack if isinstance(item, GameObject) and item.oid != source_oid]
    else:
        pool = game.battlefield()
    lines: list[str] = []
    rules: list[str] = []
    type_keys = {"types", "any type"}
    for obj in pool:
        why = why_not_target(game, spec, obj, controller, source_oid)
        if why is None:
            continue
        flt = spec.get("filter") or {}
        key = filter_mismatch(game, flt, obj, game.chars(obj.oid), source_oid, controller)
        if zone == "battlefield" and key in type_keys and not why[1]:
            continue  # not even of the card type asked for: no near miss
        lines.append(f"{game.chars(obj.oid).name}: {why[0]}")
        rules += [r for r in why[1] if r not in rules]
    shown = lines[:limit] + ([f"and {len(lines) - limit} more"] if len(lines) > limit else [])
    return tuple(shown), tuple(rules)


def why_not_chosen(game: "Game", flt: dict[str, Any], name: str, controller: int, source_oid: int | None,
                   pool: Sequence[GameObject] = ()) -> str:
    """Why the card named `name` is not among the cards a choice or search that asks for `flt` may pick (the
    cards of `pool`): the zone it is in, the characteristic it lacks and the rule that gives it those
    characteristics (720.4 an omen card), or whose it is; "" when no reason is found."""
    named = [o for o in game.objects.values() if o.label == name or game.chars(o.oid).name == name]
    zones = {o.zone for o in pool}
    obj = next((o for o in named if o.zone in zones), named[0] if named else None)
    if obj is None:
        return ""
    if zones and obj.zone not in zones:
        wanted = " or ".join(ZONE_WORDS.get(z, "in " + z) for z in sorted(zones))
        return f": it is {ZONE_WORDS.get(obj.zone, 'in ' + obj.zone)}, not {wanted}"
    ch = game.chars(obj.oid)
    key = filter_mismatch(game, flt, obj, ch, source_oid, controller) if flt else None
    if key is not None:
        changed, layer_rules = _changed_by(game, obj, key)
        rules = (characteristics_rule(obj) if key in FACE_CHARACTERISTICS else ()) + layer_rules
        return f": {_unmet(key, flt[key], ch, obj.zone)}{changed}" + (f" ({', '.join(rules)})" if rules else "")
    if obj.zone == "battlefield" and pool and ch.controller not in {game.controller_of(o.oid) for o in pool}:
        return f": {game.players[ch.controller].name} controls it"
    if obj.zone != "battlefield" and pool and obj.owner not in {o.owner for o in pool}:
        return f": it is in {game.players[obj.owner].name}'s {obj.zone}"
    return ""
