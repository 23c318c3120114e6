"""The published JSON Schema (draft 2020-12) of `judge run --format json` (`judge schema --of run`), versioned by
the output's `format` field: judge-run/1. A new field is a new minor schema, a changed one a new format number."""

from __future__ import annotations

import json
from typing import Any

from judge.render_json import FORMAT

_TEXT = {"type": "string"}
_TEXTS = {"type": "array", "items": _TEXT}
_MAYBE_TEXT = {"type": ["string", "null"]}
_MAYBE_INT = {"type": ["integer", "null"]}

_EVENT = {
    "type": "object",
    "description": "One step of the trace.",
    "required": ["index", "kind", "type", "where", "text", "cites", "default", "data"],
    "additionalProperties": False,
    "properties": {
        "index": {"type": "integer", "minimum": 1},
        "kind": {**_TEXT, "description": "the kind of step: cast, triggered, moved, note, ..."},
        "type": {**_TEXT, "description": "the event's class in judge.game.events"},
        "where": {**_TEXT, "description": "the turn, player and step, e.g. 'T3 Alice, precombat main'"},
        "text": {**_TEXT, "description": "the step in words"},
        "cites": {**_TEXTS, "description": "CR rule numbers, as numbered in the version applied"},
        "default": {"type": "boolean", "description": "a decision judge took by default (no queued choice)"},
        "data": {"type": "object", "description": "the event's typed fields; a record is an object with `type`"},
        "quotes": {"type": "array", "description": "with --quote: each cited rule and its official line (null: not "
                   "in the file quoted)", "items": {"type": "object", "required": ["rule", "text"],
                                                    "additionalProperties": False,
                                                    "properties": {"rule": _TEXT, "text": _MAYBE_TEXT}}},
    },
}

_OBJECT = {
    "type": "object",
    "description": "A card, token, copy, spell or ability in a zone at the end of the run.",
    "required": ["kind", "zone", "label", "oid", "name", "owner", "controller", "token", "copy", "cards"],
    "additionalProperties": False,
    "properties": {
        "kind": {"enum": ["card", "spell", "permanent", "token", "ability"]},
        "zone": _TEXT, "label": _TEXT, "oid": {"type": "integer"}, "name": _TEXT, "card": _TEXT,
        "source": {**_TEXT, "description": "an ability's source"},
        "owner": _MAYBE_TEXT, "controller": {**_MAYBE_TEXT, "description": "null outside the battlefield and stack"},
        "token": {"type": "boolean"}, "copy": {"type": "boolean"}, "from_unknown_library": {"type": "boolean"},
        "cards": {"type": "array", "items": {"type": "object", "required": ["label", "card"],
                                              "additionalProperties": False,
                                              "properties": {"label": _TEXT, "card": _TEXT}}},
        "mana_cost": _MAYBE_TEXT, "mana_value": {"type": "integer"}, "colors": _TEXTS, "supertypes": _TEXTS,
        "types": _TEXTS, "subtypes": _TEXTS, "power": _MAYBE_INT, "toughness": _MAYBE_INT, "abilities": _TEXTS,
        "counters": {"type": "object", "additionalProperties": {"type": "integer"}},
        "tapped": {"type": "boolean"}, "damage": {"type": "integer"}, "phased_out": {"type": "boolean"},
        "attached_to": _MAYBE_TEXT,
    },
}

_EXPLANATION = {
    "type": "object",
    "required": ["expectations", "sections"],
    "additionalProperties": False,
    "properties": {
        "expectations": _TEXT,
        "sections": {"type": "array", "items": {
            "type": "object", "required": ["subject", "ok", "checks", "because"], "additionalProperties": False,
            "properties": {"subject": _TEXT, "ok": {"type": "boolean"}, "checks": _TEXTS, "because": _TEXTS}}},
    },
}


def json_schema() -> dict[str, Any]:
    """The schema of the output of `judge run --format json` (with `--explain`: `explanations`)."""
    objects = {"type": "array", "items": {"$ref": "#/$defs/object"}}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:judge:output:{FORMAT}",
        "title": f"judge run --format json ({FORMAT})",
        "type": "object",
        "required": ["format", "title", "question", "answer", "rules", "requested_rules", "seed", "events",
                     "expectations", "passed", "zones"],
        "additionalProperties": False,
        "properties": {
            "format": {"const": FORMAT},
            "title": _TEXT, "question": _MAYBE_TEXT, "answer": _MAYBE_TEXT,
            "rules": {**_TEXT, "description": "the CR version applied (YYYY-MM-DD)"},
            "requested_rules": {**_MAYBE_TEXT, "description": "the date asked for, when it is not a version date"},
            "seed": {"type": "integer"},
            "events": {"type": "array", "items": {"$ref": "#/$defs/event"}},
            "expectations": {"type": "array", "items": {
                "type": "object", "required": ["what", "ok", "expected", "found"], "additionalProperties": False,
                "properties": {"what": _TEXT, "ok": {"type": "boolean"},
                               "expected": {"description": "what the scenario expects, as JSON"},
                               "found": {"description": "what the run found, as JSON"}}}},
            "passed": {"type": "boolean"},
            "zones": {
                "type": "object", "required": ["players", "battlefield", "stack"], "additionalProperties": False,
                "properties": {
                    "players": {"type": "object", "additionalProperties": {
                        "type": "object", "additionalProperties": False,
                        "required": ["library", "hand", "graveyard", "exile"],
                        "properties": {zone: objects for zone in
                                       ("library", "hand", "graveyard", "exile", "outside the game")}}},
                    "battlefield": objects,
                    "stack": {**objects, "description": "top first"},
                },
            },
            "explanations": {"type": "array", "items": {"$ref": "#/$defs/explanation"}},
            "official_text": {
                "type": "object", "description": "with --quote: the official CR file quoted",
                "required": ["version", "file", "applied", "other_version"], "additionalProperties": False,
                "properties": {"version": _TEXT, "file": _TEXT, "applied": _TEXT,
                               "other_version": {"type": "boolean"}}},
            "behaviour_of": {**_TEXT, "description": "a version learned from its file (judge rules add): the newest "
                             "version whose behaviour judge knows, which it applies"},
        },
        "$defs": {"event": _EVENT, "object": _OBJECT, "explanation": _EXPLANATION},
    }


def dumps() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"
