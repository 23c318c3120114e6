"""Expectations: what a scenario says must hold, checked against the game.

`validate` checks an expectation block's keys and types when the scenario is
loaded (every unknown key or wrong type is an error naming its line); `check`
compares it with the game at a checkpoint or at the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import re

from judge.cards import ANONYMOUS
from judge.errors import InputError
from judge.cards import tokens_made_by
from judge.game.objects import StackAbility
from judge.scenario import _close, _kind, _line, require_keys

if TYPE_CHECKING:
    from judge.game.state import Game
    from judge.scenario import Scenario

SPEC_KEYS = {"objects", "players", "stack", "events", "cites"}
OBJECT_KEYS = {"zone", "count", "controller", "counters", "tapped", "types", "subtypes", "power", "toughness",
               "chapters", "abilities include"}
OBJECT_ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "gone")
PLAYER_KEYS = {"life", "hand", "library", "graveyard", "exile", "shuffles"}
EVENT_KINDS = {"cast", "triggered", "resolved", "countered", "sacrificed", "destroyed", "exiled", "moved",
               "counters added", "counters removed", "shuffled", "ceased to exist", "drew", "discarded",
               "turn-based action", "state-based action", "created", "fizzled", "put on stack", "refused",
               "skipped", "returned", "milled", "copied", "lost", "game over", "attacks", "mutates"}
# Fields an event spec may give ("an event spec matches when every field it gives matches").
EVENT_FIELDS = {"object", "from", "to", "kind", "amount", "before", "after", "player", "n", "chapter", "of", "rule",
                "source", "token", "card", "controller", "step", "by", "omen", "copy"}
ZONE_CHANGES = {"moved", "sacrificed", "destroyed", "exiled", "discarded", "countered", "returned", "milled",
                "created", "cast"}


# ----- validation (at load time) -----------------------------------------------------------------

def validate(spec, players: list[str], line: int | None = None) -> None:
    """Check an `expect:` block's keys and value types; raise InputError at the offending line."""
    require_keys(spec, SPEC_KEYS, "expect", line)
    objects = spec.get("objects")
    if objects is not None:
        if not isinstance(objects, dict):
            raise InputError(f"expect: 'objects' must be a mapping of object name or id to properties, not "
                             f"{_kind(objects)}", spec.line_of("objects"))
        for label, want in objects.items():
            _validate_object(label, want, objects.line_of(label), players)
    wanted_players = spec.get("players")
    if wanted_players is not None:
        if not isinstance(wanted_players, dict):
            raise InputError(f"expect: 'players' must be a mapping of player name to properties, not "
                             f"{_kind(wanted_players)}", spec.line_of("players"))
        known = {p.lower() for p in players}
        for name, want in wanted_players.items():
            if str(name).lower() not in known:
                raise InputError(f"expect: players: unknown player {name!r}; players are {', '.join(players)}",
                                 wanted_players.line_of(name))
            _validate_player(name, want, wanted_players.line_of(name))
    for key, what in (("stack", "a list, top first (use [] for an empty stack)"),
                      ("events", "a list of one-key event mappings, e.g. '- sacrificed: Urza's Saga'"),
                      ("cites", "a list of rule numbers, e.g. [714.4, 704.5s]")):
        if key in spec and spec[key] is not None and not isinstance(spec[key], list):
            raise InputError(f"expect: '{key}' must be {what}, not {_kind(spec[key])}", spec.line_of(key))
    for i, item in enumerate(spec.get("stack") or []):
        _validate_stack_item(item, spec["stack"].line_of(i))
    for i, item in enumerate(spec.get("events") or []):
        _validate_event(item, spec["events"].line_of(i))
    for i, rule in enumerate(spec.get("cites") or []):
        if isinstance(rule, bool) or not isinstance(rule, (str, int, float)):
            raise InputError(f"expect: cites: a rule number such as 714.4, not {_kind(rule)}",
                             spec["cites"].line_of(i))


def _validate_object(label, want, line, players: list[str]) -> None:
    if isinstance(label, bool) or not isinstance(label, (str, int)):
        raise InputError(f"expect: objects: name an object by card name or id, not {_kind(label)}", line)
    where = f"expectations for {label!r}"
    require_keys(want, OBJECT_KEYS, where, line)
    for key, value in want.items():
        at = want.line_of(key)
        if key == "zone":
            if value not in OBJECT_ZONES:
                raise InputError(f"{where}: 'zone' must be one of {', '.join(OBJECT_ZONES)}, not {_kind(value)}",
                                 at)
        elif key == "count":
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise InputError(f"{where}: 'count' must be a whole number, not {_kind(value)}", at)
        elif key == "controller":
            if not isinstance(value, str) or value.lower() not in {p.lower() for p in players}:
                raise InputError(f"{where}: 'controller' must name a player ({', '.join(players)}), not "
                                 f"{_kind(value)}", at)
        elif key == "counters":
            if value is None:
                continue
            if not isinstance(value, dict):
                raise InputError(f"{where}: 'counters' must be a mapping of counter kind to number, e.g. "
                                 f"{{lore: 2}} ({{}} for none), not {_kind(value)}", at)
            for kind, n in value.items():
                if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                    raise InputError(f"{where}: counters: {kind!r} must be a whole number, not {_kind(n)}",
                                     value.line_of(kind))
        elif key == "tapped":
            if not isinstance(value, bool):
                raise InputError(f"{where}: 'tapped' must be true or false, not {_kind(value)}", at)
        elif key in ("types", "subtypes", "abilities include"):
            if value is not None and (not isinstance(value, list) or not all(isinstance(v, str) for v in value)):
                raise InputError(f"{where}: '{key}' must be a list of words, e.g. [Saga], not {_kind(value)}", at)
        elif key in ("power", "toughness"):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise InputError(f"{where}: '{key}' must be a whole number, not {_kind(value)}", at)
        elif key == "chapters":
            if value is not None and (not isinstance(value, list) or not all(
                    isinstance(n, int) and not isinstance(n, bool) for n in value)):
                raise InputError(f"{where}: 'chapters' must be a list of chapter numbers ([] for none), not "
                                 f"{_kind(value)}", at)
    if want.get("zone") == "gone" and set(want) - {"zone"}:
        extra = sorted(set(want) - {"zone"})[0]
        raise InputError(f"{where}: an object that is gone has no {extra!r}; remove it", want.line_of(extra))


def _validate_player(name, want, line) -> None:
    where = f"expectations for player {name!r}"
    require_keys(want, PLAYER_KEYS, where, line)
    for key, value in want.items():
        at = want.line_of(key)
        number = isinstance(value, int) and not isinstance(value, bool)
        if key == "life":
            if not number:
                raise InputError(f"{where}: 'life' must be a whole number, not {_kind(value)}", at)
        elif key == "shuffles":
            if not number or value < 0:
                raise InputError(f"{where}: 'shuffles' must be a whole number, not {_kind(value)}", at)
        elif not (number and value >= 0) and not (isinstance(value, list) and all(
                isinstance(v, (str, int)) and not isinstance(v, bool) for v in value)):
            raise InputError(f"{where}: '{key}' must be a count or a list of card names, not {_kind(value)}", at)


def _validate_stack_item(item, line) -> None:
    if isinstance(item, str):
        return
    if isinstance(item, dict) and "chapter" in item:
        require_keys(item, {"chapter", "of", "copy"}, "expect: stack item", line)
        if "of" not in item or not isinstance(item.get("chapter"), int) or isinstance(item.get("chapter"), bool):
            raise InputError("expect: stack: a chapter ability is {chapter: N, of: <object>}", line)
        return
    if isinstance(item, dict) and "spell" in item:
        require_keys(item, {"spell", "as", "controller", "copy"}, "expect: stack item", line)
        return
    raise InputError(f"expect: stack: each item is a name, {{chapter: N, of: <object>}} or {{spell: <card>}}, not "
                     f"{_kind(item)}", line)


def _validate_event(item, line) -> None:
    form = "each expected event is a one-key mapping, e.g. '- sacrificed: Urza's Saga'"
    if not isinstance(item, dict) or len(item) != 1:
        raise InputError(form + (f", not {_kind(item)}" if not isinstance(item, dict) else
                                 f"; this item has {len(item)} keys: start a new '- ' item for each"), line)
    (kind, spec), = item.items()
    kline = item.line_of(kind)
    if kind == "no":
        if not isinstance(spec, dict) or len(spec) != 1:
            raise InputError("'no:' takes one event, e.g. 'no: {sacrificed: Urza's Saga}'", kline)
        (kind, spec), = spec.items()
        kline = _line(item["no"], kind) or kline
    if kind not in EVENT_KINDS:
        close = _close(str(kind), EVENT_KINDS)
        raise InputError(f"unknown event kind {kind!r}" + (f" (did you mean {close!r}?)" if close else "")
                         + f"; kinds are {', '.join(sorted(EVENT_KINDS))}", kline)
    if isinstance(spec, dict):
        require_keys(spec, EVENT_FIELDS, f"the '{kind}' event", kline)
    elif isinstance(spec, list) or spec is None:
        raise InputError(f"'{kind}' takes an object name or a mapping of fields such as {{object: X}}, not "
                         f"{_kind(spec)}", kline)


# ----- checking (at a checkpoint or the end) -----------------------------------------------------


@dataclass
class Check:
    what: str
    ok: bool
    expected: object = None
    found: object = None


def nameable(game: "Game", scenario: "Scenario") -> frozenset[str]:
    """Every name or id an object of this scenario could ever carry: the ids and names of the objects it
    starts with and of its own cards, the tokens their abilities can create (111.4, transitively), copies
    of each (707.10), the anonymous cards of a library, and the players (events may name them)."""
    names = {o.label for o in game.objects.values()} | {o.top_label for o in game.objects.values() if o.top_label}
    names |= {s.source_label for s in game.stack if isinstance(s, StackAbility)}
    names |= {p.name for p in game.players} | {ANONYMOUS.name}
    cards = [o.card for o in game.objects.values()] + [c for o in game.objects.values() for c, _ in o.under]
    cards += list(scenario.local_cards.values())
    seen: set[int] = set()
    while cards:
        card = cards.pop()
        if id(card) in seen:
            continue
        seen.add(id(card))
        names |= set(card.names)
        cards += tokens_made_by(card)
    return frozenset(names | {f"copy of {n}" for n in names})


_CHAPTER_OF = re.compile(r"^chapter \w+ of (.+)$")


def _named(spec, events, stack) -> list[tuple[object, int | None]]:
    """The names and ids an expectation block uses, each with its line."""
    named = [(label, _line(spec["objects"], label)) for label in spec.get("objects") or {}]
    for name, want in (spec.get("players") or {}).items():
        for key, value in want.items():
            if isinstance(value, list):
                named += [(v, _line(value, i) or _line(want, key)) for i, v in enumerate(value)]
    for i, item in enumerate(stack):
        line = _line(spec["stack"], i)
        if isinstance(item, dict):
            named += [(item[k], line) for k in ("of", "spell") if k in item]
        else:
            chapter = _CHAPTER_OF.match(str(item))
            named.append((chapter.group(1) if chapter else item, line))
    for i, item in enumerate(events):
        line = _line(events, i)
        if not isinstance(item, dict) or len(item) != 1:
            continue
        (kind, value), = item.items()
        if kind == "no" and isinstance(value, dict) and len(value) == 1:
            (kind, value), = value.items()
        if kind in ("turn-based action", "state-based action"):
            continue
        if isinstance(value, dict):
            named += [(value[k], line) for k in ("object", "card", "source", "of") if k in value]
        elif value is not None:
            named.append((value, line))
    return named


def check_names(spec, known: frozenset[str]) -> None:
    """A name or id no object of the scenario could ever carry is invalid input, not a vacuous pass."""
    for name, line in _named(spec, spec.get("events") or [], spec.get("stack") or []):
        if str(name) not in known:
            close = _close(str(name), known)
            raise InputError(f"expect: no object of this scenario can be named {str(name)!r}"
                             + (f"; did you mean {close!r}?" if close else "; names are exact card names or ids"),
                             line)


def check(game: "Game", spec, scenario: "Scenario", at: str = "", known: frozenset[str] | None = None
          ) -> list[Check]:
    """The checks of an expectation block; `known`, when given, are the names its objects may use."""
    require_keys(spec, SPEC_KEYS, "expect")
    if known is not None:
        check_names(spec, known)
    prefix = f"[{at}] " if at else ""
    checks: list[Check] = []
    for label, want in (spec.get("objects") or {}).items():
        checks += [Check(prefix + c.what, c.ok, c.expected, c.found) for c in _object(game, str(label), want)]
    for name, want in (spec.get("players") or {}).items():
        checks += [Check(prefix + c.what, c.ok, c.expected, c.found) for c in _player(game, str(name), want)]
    if "stack" in spec:
        items = list(reversed(game.stack))
        found = [_stack_names(game, item) for item in items]
        want = [_spec_name(s) for s in spec["stack"] or []]
        ok = len(found) == len(want) and all(w in names and _stack_details(game, s, item)
                                             for w, names, s, item in zip(want, found, spec["stack"] or [], items))
        checks.append(Check(prefix + "stack (top first)", ok, want, [" / ".join(dict.fromkeys(n)) for n in found]))
    cursor = 0
    for i, item in enumerate(spec.get("events") or []):
        check_, cursor = _event(game, item, spec["events"], i, prefix, cursor)
        checks.append(check_)
    if "cites" in spec:
        cited = {game.version.number(c) for e in game.log for c in e.cites}  # as numbered in the applied CR
        for rule in spec["cites"] or []:
            hit = _cites_rule(cited, str(rule))
            checks.append(Check(prefix + f"the trace cites {rule}", hit, str(rule), "cited" if hit else "not cited"))
    return checks


def _cites_rule(cited: set[str], rule: str) -> bool:
    """A rule counts as cited when it or one of its subrules is (701.20 by 701.20a, 714 by 714.4)."""
    return rule in cited or any(c.startswith(rule) and (c[len(rule)].isalpha() or c[len(rule)] == ".")
                                for c in cited if len(c) > len(rule))


def _stack_names(game: "Game", item) -> tuple[str, ...]:
    """The names an expectation may use for a stack item: its scenario label, or a spell's name on the
    stack (an Omen's, 720.3b)."""
    if isinstance(item, StackAbility):  # by chapter and source, or by its source alone
        if item.chapter:
            return (f"chapter {item.chapter} of {item.source_label}", f"chapter {item.chapter} of {item.source_name}",
                    item.source_label, item.source_name)
        return item.source_label, item.source_name
    return item.label, game.chars(item.oid).name, *item.names


def _stack_details(game: "Game", spec, item) -> bool:
    """The other keys of a stack item, as in Stack entries: `as`, `controller`, `copy`."""
    if not isinstance(spec, dict):
        return True
    return (spec.get("copy", item.is_copy) == item.is_copy
            and spec.get("as", "omen" if getattr(item, "as_omen", False) else "normal") == (
                "omen" if getattr(item, "as_omen", False) else "normal")
            and spec.get("controller", game.players[item.controller].name) == game.players[item.controller].name)


def _spec_name(spec) -> str:
    if isinstance(spec, dict) and "chapter" in spec:
        return f"chapter {spec['chapter']} of {spec.get('of')}"
    if isinstance(spec, dict) and "spell" in spec:
        return str(spec["spell"])
    return str(spec)


def _objects_labelled(game: "Game", label: str):
    named = game.named(label)
    exact = [o for o in named if o.label == label]
    return exact or [o for o in named if label in o.names]


def _object(game: "Game", label: str, want) -> list[Check]:
    require_keys(want, OBJECT_KEYS, f"expectations for {label!r}")
    checks = []
    objs = _objects_labelled(game, label)
    if "count" in want:  # every object with that name (or id), tokens included, that has the other properties
        zone = want.get("zone", "battlefield")
        others = {k: v for k, v in want.items() if k not in ("count", "zone")}
        n = sum(1 for o in game.objects.values() if o.zone == zone and (
            o.label == label or label in o.names or game.chars(o.oid).name == label)
            and all(c.ok for c in _properties(game, label, o, others)))
        what = f"{label}: count in {zone}" + (f" with {', '.join(others)}" if others else "")
        checks.append(Check(what, n == want["count"], want["count"], n))
        return checks
    zone_want = want.get("zone")
    if zone_want == "gone":
        checks.append(Check(f"{label}: ceased to exist", not objs, "gone", ", ".join(o.zone for o in objs) or "gone"))
        return checks
    if len(objs) > 1:
        where = ", ".join(f"{o.label} ({o.zone})" for o in objs)
        raise InputError(f"expect: {label!r} names {len(objs)} objects ({where}); give cards an 'id' or use "
                         "'count'", want.line)
    obj = objs[0] if objs else None
    if zone_want is not None:
        checks.append(Check(f"{label}: zone", obj is not None and obj.zone == zone_want, zone_want,
                            obj.zone if obj else "gone"))
    if obj is None:
        for key in want:
            if key != "zone":
                checks.append(Check(f"{label}: {key}", False, want[key], "no such object"))
        return checks
    return checks + _properties(game, label, obj, want)


def _properties(game: "Game", label: str, obj, want) -> list[Check]:
    """The checks of an object's properties (all keys but `zone` and `count`)."""
    checks = []
    ch = game.chars(obj.oid)
    for key, expected in want.items():
        if key in ("zone", "count"):
            continue
        if key == "controller":
            found = game.players[ch.controller].name
            checks.append(Check(f"{label}: controller", found == expected, expected, found))
        elif key == "counters":
            found = {k: v for k, v in obj.counters.items() if v}
            exp = {str(k): v for k, v in (expected or {}).items() if v}
            checks.append(Check(f"{label}: counters", found == exp, exp, found))
        elif key == "tapped":
            checks.append(Check(f"{label}: tapped", obj.tapped == expected, expected, obj.tapped))
        elif key in ("types", "subtypes"):
            found = list(getattr(ch, key))
            checks.append(Check(f"{label}: {key}", sorted(found) == sorted(expected or []), expected, found))
        elif key in ("power", "toughness"):
            found = getattr(ch, key)
            checks.append(Check(f"{label}: {key}", found == expected, expected, found))
        elif key == "chapters":
            checks.append(Check(f"{label}: chapters", ch.chapters == sorted(expected or []), expected, ch.chapters))
        elif key == "abilities include":
            texts = [a.text for a in ch.abilities]
            for fragment in expected or []:
                ok = any(str(fragment) in t for t in texts)
                checks.append(Check(f"{label}: has an ability with {fragment!r}", ok, fragment, texts))
    return checks


def _player(game: "Game", name: str, want) -> list[Check]:
    player = game.player_named(name)
    if player is None:
        raise InputError(f"expect: unknown player {name!r}; players are "
                         f"{', '.join(p.name for p in game.players)}", _line(want))
    require_keys(want, PLAYER_KEYS, f"expectations for player {name!r}")
    checks = []
    for key, expected in want.items():
        if key == "life":
            checks.append(Check(f"{name}: life", player.life == expected, expected, player.life))
        elif key == "shuffles":
            checks.append(Check(f"{name}: shuffles", player.shuffles == expected, expected, player.shuffles))
        else:
            zone = player.zone(key)
            if isinstance(expected, int):
                checks.append(Check(f"{name}: {key} count", len(zone) == expected, expected, len(zone)))
            else:
                objs = [game.objects[o] for o in zone]
                want_list = [str(x) for x in expected]
                ok = _same_cards(objs, want_list, ordered=key == "library")
                checks.append(Check(f"{name}: {key}", ok, want_list, [o.label for o in objs]))
    return checks


def _same_cards(objs: list, wanted: list[str], ordered: bool) -> bool:
    """The zone holds exactly these cards, each named by its id or its card name (in order if `ordered`)."""
    if len(objs) != len(wanted):
        return False
    if ordered:
        return all(w in (o.label, *o.names) for o, w in zip(objs, wanted))
    left, unmatched = list(objs), []
    for w in wanted:  # ids (and names used as labels) first, then card names
        hit = next((o for o in left if o.label == w), None)
        if hit is None:
            unmatched.append(w)
        else:
            left.remove(hit)
    for w in unmatched:
        hit = next((o for o in left if w in o.names), None)
        if hit is None:
            return False
        left.remove(hit)
    return True


def _event(game: "Game", item, events, i: int, prefix: str, after: int) -> tuple[Check, int]:
    """Check one expected event; `after` is the trace step of the previous positive match."""
    if not isinstance(item, dict) or len(item) != 1:
        raise InputError("each expected event is a one-key mapping, e.g. '- sacrificed: Urza's Saga'",
                         events.line_of(i))
    (kind, spec), = item.items()
    negate = kind == "no"
    if negate:
        if not isinstance(spec, dict) or len(spec) != 1:
            raise InputError("'no:' takes one event, e.g. 'no: {sacrificed: Urza's Saga}'", events.line_of(i))
        (kind, spec), = spec.items()
    if kind not in EVENT_KINDS:
        raise InputError(f"unknown event kind {kind!r}; kinds are {', '.join(sorted(EVENT_KINDS))}",
                         events.line_of(i))
    text = f"{'no ' if negate else ''}{kind}: {_show(spec)}"
    hits = [e for e in game.log if matches_event(game, e, kind, spec)]
    if negate:
        return Check(prefix + f"event {text}", not hits, "did not happen",
                     f"happened at step {hits[0].index}" if hits else "did not happen"), after
    # one trace step may answer two specs of different kinds (`destroyed:` then `moved:`, the same event)
    later = [e for e in hits if e.index > after or e.index == after and after and kind != game.log[after - 1].kind]
    if later:
        return Check(prefix + f"event {text}", True, "happened", f"step {later[0].index}"), later[0].index
    found = f"happened only before the previous expected event (step {hits[0].index})" if hits else "did not happen"
    return Check(prefix + f"event {text}", False, "happened (in this order)", found), after


def _show(spec) -> str:
    if isinstance(spec, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in spec.items()) + "}"
    return str(spec)


def matches_event(game: "Game", event, kind: str, spec) -> bool:
    data = event.data
    if kind == "moved":
        if event.kind == "drew" and isinstance(spec, dict):  # each card drawn moved from library to hand
            return spec.get("object") in data.get("cards", ()) and spec.get("from", "library") == "library" \
                and spec.get("to", "hand") == "hand"
        if event.kind not in ZONE_CHANGES:
            return False
    elif kind == "created":
        if not (event.kind == "created"):
            return False
    elif event.kind != kind:
        return False
    if kind in ("turn-based action", "state-based action"):
        if isinstance(spec, dict):
            spec = spec.get("rule", "")
        want = str(spec)
        return want in (data.get("rule"), game.version.number(data.get("rule", ""))) or want in event.text
    if kind == "shuffled":
        if isinstance(spec, dict):  # {player: P, by: <spell or ability that caused it>}
            return spec.get("player", data["player"]) == data["player"] and \
                spec.get("by", data.get("source")) == data.get("source")
        return str(spec) == data.get("player")
    if kind == "drew":
        if isinstance(spec, dict):
            return spec.get("player", data["player"]) == data["player"] and spec.get("n", data["n"]) == data["n"]
        return str(spec) == data["player"]
    if kind in ("triggered", "resolved", "countered", "put on stack", "fizzled") and isinstance(spec, dict):
        return spec.get("of") in (data.get("source", data.get("object")), data.get("source_name")) and \
            spec.get("chapter") == data.get("chapter")
    if isinstance(spec, dict):
        for key, want in spec.items():
            if key == "object" and str(want) == data.get("name"):
                continue  # a spell by its name on the stack (an Omen's, 720.3b)
            if data.get(key) != want and str(data.get(key)) != str(want):
                return False
        return True
    return str(spec) in (data.get("object"), data.get("source"), data.get("name"), data.get("player"),
                         *data.get("names", ()))

