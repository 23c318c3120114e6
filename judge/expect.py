"""Expectations: what a scenario says must hold, checked against the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.errors import InputError
from judge.game.objects import StackAbility, roman
from judge.scenario import require_keys

if TYPE_CHECKING:
    from judge.game.state import Game
    from judge.scenario import Scenario

OBJECT_KEYS = {"zone", "count", "controller", "counters", "tapped", "types", "subtypes", "power", "toughness",
               "chapters", "abilities include"}
PLAYER_KEYS = {"life", "hand", "library", "graveyard", "exile", "shuffles"}
EVENT_KINDS = {"cast", "triggered", "resolved", "countered", "sacrificed", "destroyed", "exiled", "moved",
               "counters added", "counters removed", "shuffled", "ceased to exist", "drew", "discarded",
               "turn-based action", "state-based action", "created", "fizzled", "put on stack", "refused",
               "skipped", "returned", "milled"}
ZONE_CHANGES = {"moved", "sacrificed", "destroyed", "exiled", "discarded", "countered", "returned", "milled",
                "created"}


@dataclass
class Check:
    what: str
    ok: bool
    expected: object = None
    found: object = None


def check(game: "Game", spec, scenario: "Scenario", at: str = "") -> list[Check]:
    require_keys(spec, {"objects", "players", "stack", "events", "cites"}, "expect")
    prefix = f"[{at}] " if at else ""
    checks: list[Check] = []
    for label, want in (spec.get("objects") or {}).items():
        checks += [Check(prefix + c.what, c.ok, c.expected, c.found) for c in _object(game, str(label), want)]
    for name, want in (spec.get("players") or {}).items():
        checks += [Check(prefix + c.what, c.ok, c.expected, c.found) for c in _player(game, str(name), want)]
    if "stack" in spec:
        found = [_stack_name(game, item) for item in reversed(game.stack)]
        want = [_spec_name(s) for s in spec["stack"] or []]
        checks.append(Check(prefix + "stack (top first)", found == want, want, found))
    for i, item in enumerate(spec.get("events") or []):
        checks.append(_event(game, item, spec["events"], i, prefix, checks))
    if "cites" in spec:
        cited = {c for e in game.log for c in e.cites} | {game.version.number(c) for e in game.log for c in e.cites}
        for rule in spec["cites"] or []:
            checks.append(Check(prefix + f"the trace cites {rule}", str(rule) in cited, str(rule),
                                "cited" if str(rule) in cited else "not cited"))
    return checks


def _stack_name(game: "Game", item) -> str:
    if isinstance(item, StackAbility):
        return f"chapter {item.chapter} of {item.source_label}" if item.chapter else item.source_label
    return item.label


def _spec_name(spec) -> str:
    if isinstance(spec, dict) and "chapter" in spec:
        return f"chapter {spec['chapter']} of {spec.get('of')}"
    if isinstance(spec, dict) and "spell" in spec:
        return str(spec["spell"])
    return str(spec)


def _objects_labelled(game: "Game", label: str):
    exact = [o for o in game.objects.values() if o.label == label]
    return exact or [o for o in game.objects.values() if label in o.card.names]


def _object(game: "Game", label: str, want) -> list[Check]:
    if not isinstance(want, dict):
        raise InputError(f"expect: objects: {label}: give a mapping of properties", None)
    require_keys(want, OBJECT_KEYS, f"expectations for {label!r}")
    checks = []
    objs = _objects_labelled(game, label)
    if "count" in want:
        zone = want.get("zone", "battlefield")
        n = sum(1 for o in objs if o.zone == zone)
        checks.append(Check(f"{label}: count in {zone}", n == want["count"], want["count"], n))
        return checks
    zone_want = want.get("zone")
    if zone_want == "gone":
        checks.append(Check(f"{label}: ceased to exist", not objs, "gone", ", ".join(o.zone for o in objs) or "gone"))
        return checks
    if len(objs) > 1:
        raise InputError(f"expect: {label!r} names {len(objs)} objects; give cards an 'id' or use 'count'",
                         want.line)
    obj = objs[0] if objs else None
    if zone_want is not None:
        checks.append(Check(f"{label}: zone", obj is not None and obj.zone == zone_want, zone_want,
                            obj.zone if obj else "gone"))
    if obj is None:
        for key in want:
            if key != "zone":
                checks.append(Check(f"{label}: {key}", False, want[key], "no such object"))
        return checks
    ch = game.chars(obj.oid)
    for key, expected in want.items():
        if key == "zone":
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
        raise InputError(f"expect: unknown player {name!r}", None)
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
                names = [game.objects[o].label for o in zone]
                want_list = [str(x) for x in expected]
                ok = names == want_list if key == "library" else sorted(names) == sorted(want_list)
                checks.append(Check(f"{name}: {key}", ok, want_list, names))
    return checks


def _event(game: "Game", item, events, i: int, prefix: str, earlier: list) -> Check:
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
                     f"happened at step {hits[0].index}" if hits else "did not happen")
    after = getattr(events, "_cursor", 0)
    later = [e for e in hits if e.index > after]
    if later:
        events._cursor = later[0].index
        return Check(prefix + f"event {text}", True, "happened", f"step {later[0].index}")
    found = f"happened only before the previous expected event (step {hits[0].index})" if hits else "did not happen"
    return Check(prefix + f"event {text}", False, "happened (in this order)", found)


def _show(spec) -> str:
    if isinstance(spec, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in spec.items()) + "}"
    return str(spec)


def matches_event(game: "Game", event, kind: str, spec) -> bool:
    data = event.data
    if kind == "moved":
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
    if kind in ("shuffled",):
        return str(spec) == data.get("player")
    if kind == "drew":
        if isinstance(spec, dict):
            return spec.get("player", data["player"]) == data["player"] and spec.get("n", data["n"]) == data["n"]
        return str(spec) == data["player"]
    if kind in ("triggered", "resolved", "countered", "put on stack", "fizzled") and isinstance(spec, dict):
        return spec.get("of") == data.get("source", data.get("object")) and spec.get("chapter") == data.get("chapter")
    if isinstance(spec, dict):
        for key, want in spec.items():
            key = {"object": "object", "from": "from", "to": "to", "kind": "kind", "amount": "amount"}.get(key, key)
            if data.get(key) != want and str(data.get(key)) != str(want):
                return False
        return True
    return str(spec) in (data.get("object"), data.get("source"))


def describe_chapter(n: int) -> str:
    return roman(n)
