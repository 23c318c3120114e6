"""The trace as JSON for outside tools (`judge run --format json`): the events with their typed fields,
the expectations, and every zone at the end. Loaded only for that format (the CLI imports it lazily)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from judge import render_events, versions
from judge.game.events import LoggedEvent
from judge.game.objects import StackAbility
from judge.render import numbers
from judge.records import Frozen, Mutable, record_fields

if TYPE_CHECKING:
    from judge.runner import RunResult

FORMAT = "judge-run/1"  # the version of this output's JSON Schema (judge.output_schema)


def as_json(result: "RunResult", quotes=None) -> str:
    """The run as a JSON document; with `quotes` (judge.rulebook.json_quoter), each event's `quotes` hold the
    official text of the rules it cites and `official_text` says which file they come from."""
    game = result.game
    doc = {
        "format": FORMAT,
        "title": result.scenario.title,
        "question": result.scenario.get("question"),
        "answer": result.scenario.get("answer"),
        "rules": str(game.version),
        "requested_rules": str(result.requested) if result.requested else None,
        "seed": result.scenario.get("seed", 0),
        "events": [_event_json(result, e) for e in game.log],
        "expectations": [{"what": c.what, "ok": c.ok, "expected": plain(c.expected), "found": plain(c.found)}
                         for c in result.checks],
        "passed": result.passed,
        "zones": zones(result),
    }
    if quotes is not None:
        for event, logged in zip(doc["events"], game.log):
            event["quotes"] = quotes(logged.cites)
        doc["official_text"] = quotes.source
    if game.version.learned:  # numbered as learned from its file, with the behaviour of judge's newest version
        doc["behaviour_of"] = str(versions.NEWEST)
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def plain(value: Any) -> Any:
    """An expected or found value as JSON: mappings with text keys, tuples and sets as lists (sets sorted), a typed
    record as an object, anything else as its text."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v) for v in value), key=str)
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (Frozen, Mutable)):
        return _json_value(value)
    return str(value)


def _event_json(result: "RunResult", e: LoggedEvent) -> dict:
    """One step of the trace: its kind, its event class (`type`) and that class's typed fields (`data`), its
    words and its citations as numbered in the applied CR version."""
    return {"index": e.index, "kind": e.kind, "type": type(e.event).__name__, "where": e.where,
            "text": render_events.text(e, result.game.version), "cites": numbers(result, e.cites),
            "default": e.default, "data": {k: _json_value(v) for k, v in e.data.items()
                                           if isinstance(v, (str, int, bool, type(None), list, tuple))
                                           or isinstance(v, (Frozen, Mutable))}}


def _json_value(value: Any) -> Any:
    """A field of an event as JSON: a typed record (what a replacement effect did, what a continuous effect
    does) as an object naming its `type`, a tuple as a list."""
    if isinstance(value, (Frozen, Mutable)):
        return {"type": type(value).__name__,
                **{name: _json_value(getattr(value, name)) for name in record_fields(value)}}
    if isinstance(value, (tuple, list)):
        return [_json_value(v) for v in value]
    return value


def zones(result: "RunResult") -> dict:
    """Every object in every zone at the end, for outside tools: each player's library (top first), hand,
    graveyard and exile; the battlefield (timestamp order); the stack (top first). `cards` lists the cards an
    object is made of as {label, card}: one for a card, each card of a merged permanent (730.2), none for a
    token or a copy. `controller` is null outside the battlefield and the stack (108.4)."""
    game = result.game
    names = [p.name for p in game.players]

    def entry(obj) -> dict:
        if isinstance(obj, StackAbility):
            return {"kind": "ability", "zone": "stack", "label": obj.label, "oid": obj.oid, "name": obj.label,
                    "source": obj.source_label, "owner": None, "controller": names[obj.controller],
                    "token": False, "copy": obj.is_copy, "from_unknown_library": False, "cards": []}
        ch = game.chars(obj.oid)
        out = {"kind": "spell" if obj.zone == "stack" else "card", "zone": obj.zone, "label": obj.label,
               "oid": obj.oid, "name": ch.name, "card": obj.card.name, "owner": names[obj.owner],
               "controller": names[ch.controller] if obj.zone in ("battlefield", "stack") else None,
               "token": obj.token, "copy": obj.is_copy, "from_unknown_library": obj.from_unknown_library,
               "cards": [] if obj.token or obj.is_copy else
               [{"label": obj.top_label or obj.label, "card": obj.card.name}]
               + [{"label": label, "card": card.name} for card, label in obj.under],
               "mana_cost": ch.mana_cost, "mana_value": ch.mana_value, "colors": list(ch.colors),
               "supertypes": ch.supertypes, "types": ch.types, "subtypes": ch.subtypes, "power": ch.power,
               "toughness": ch.toughness, "abilities": [a.text for a in ch.abilities],
               "counters": dict(sorted(obj.counters.items()))}
        if obj.zone == "battlefield":
            out["kind"] = "token" if obj.token else "permanent"
            attached = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
            out.update(tapped=obj.tapped, damage=obj.damage, phased_out=bool(obj.phased_out),
                       attached_to=attached.label if attached is not None else None)
        return out

    return {
        "players": {p.name: {zone: [entry(game.objects[oid]) for oid in p.zone(zone)]
                             for zone in ("library", "hand", "graveyard", "exile")
                             + (("outside the game",) if p.outside else ())} for p in game.players},
        "battlefield": [entry(obj) for obj in game.battlefield()],
        "stack": [entry(item) for item in reversed(game.stack)],
    }
