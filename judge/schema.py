"""The scenario format as pydantic models, for `judge schema` (a JSON Schema for editors).

The models mirror the contract (docs/scenario-format.md) key for key. They
describe the format; `judge.scenario` remains the validator that judge runs
(its messages name lines). tests/test_schema.py checks that the two accept the
same keys and that every library scenario fits these models.

Each mapping is built from a table `YAML key -> (type, default)` (`...` means
required), so the keys read here exactly as they are written in a scenario.
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, create_model, model_validator

from judge.cards import ABILITY_KINDS
from judge.expect import EVENT_FIELDS, EVENT_KINDS, OBJECT_ZONES
from judge.scenario import ACTION_OPTIONS, ACTIONS, MAX_CARDS, NO_ILLEGAL, ZONE_NAMES


def _step(value: str) -> str:
    """A step name or alias, case-insensitive (see 'Steps' in the contract)."""
    from judge.game import turns

    if turns.normalize_step(value) is None:
        raise ValueError(f"unknown step {value!r}")
    return value


def _steps() -> list[str]:
    from judge.game import turns

    return list(turns.STEPS) + sorted(turns.ALIASES)


Whole = Annotated[int, Field(ge=0)]
Positive = Annotated[int, Field(ge=1)]
Text = Annotated[str, Field(min_length=1)]
Step = Annotated[str, AfterValidator(_step), Field(json_schema_extra={"examples": _steps()})]
Date = Annotated[str, Field(pattern=r"^\d{4}-\d{2}-\d{2}$")]
Rule = Union[str, float, int]
Name = Union[Text, int]  # a card name or id; an id may be written as a number
Player = Annotated[str, Field(description="a player name")]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


def _py(key: str) -> str:
    return "k_" + re.sub(r"\W", "_", key)


def mapping(name: str, doc: str, fields: dict[str, tuple[Any, Any]], base: type[BaseModel] = _Strict
            ) -> type[BaseModel]:
    """A model for a YAML mapping whose keys are exactly those of `fields`."""
    return create_model(name, __base__=base, __doc__=doc, __module__=__name__,
                        **{_py(key): (typ, Field(default, alias=key)) for key, (typ, default) in fields.items()})


def keys(model: type[BaseModel]) -> set[str]:
    """The YAML keys a mapping model accepts."""
    return {f.alias or n for n, f in model.model_fields.items()}


class _OneKey(_Strict):
    """A mapping with exactly one of its keys (a choice, an expected event)."""

    model_config = ConfigDict(extra="forbid", strict=True, json_schema_extra={"minProperties": 1,
                                                                              "maxProperties": 1})

    @model_validator(mode="after")
    def _one(self):
        if len(self.model_fields_set) != 1:
            raise ValueError("give exactly one key")
        return self


# ----- objects, cards and players ----------------------------------------------------------------

AbilityRef = mapping("AbilityRef", "An ability on the stack: `{chapter: N, of: <object>}`; `copy: true|false` "
                     "tells a copy from the original.", {
    "chapter": (Positive, None), "of": (Name, ...), "copy": (bool, None)})
Ref = Union[Name, AbilityRef]
Target = Union[Ref, list[Ref]]
Counters = dict[str, Whole]

CardEntryMap = mapping("CardEntryMap", "A card entry in its mapping form.", {
    "card": (Text, ...), "id": (Name, None), "counters": (Counters | None, None),
    "controller": (Player, None), "tapped": (bool, None), "token": (bool, None),
    "entered this turn": (bool, None), "resolved chapters": (list[Positive] | None, None),
    "face": (Literal["front", "back"], None), "attached to": (Name, None)})
CardEntry = Union[Text, CardEntryMap]
Zone = list[CardEntry] | None

PlayerSpec = mapping("PlayerSpec", "A player: life and zones (library: a count or a list, top first).", {
    "life": (int, None), "library": (Annotated[int, Field(ge=0, le=MAX_CARDS)] | list[CardEntry], None),
    **{zone: (Zone, None) for zone in ZONE_NAMES if zone != "library"}})

Turn = mapping("Turn", "Where the scenario starts.", {
    "active": (Player, None), "number": (Positive, None), "step": (Step, None)})


class _AbilityBase(_Strict):
    model_config = ConfigDict(extra="forbid", strict=True, json_schema_extra={
        "oneOf": [{"required": [kind]} for kind in ABILITY_KINDS]})

    @model_validator(mode="after")
    def _one_kind(self):
        given = {type(self).model_fields[name].alias for name in self.model_fields_set}
        if len(given & set(ABILITY_KINDS)) != 1:
            raise ValueError(f"an ability needs exactly one of {', '.join(ABILITY_KINDS)}")
        return self


Params = dict[str, Any]
AbilityMap = mapping("AbilityMap", "A card ability: exactly one of its kinds, with its text, targets and effects "
                     "(effects and statics: the vocabulary of judge/game/effects.py).", {
                         "keyword": (str, None), "chapter": (Positive | list[Positive], None),
                         "triggered": (Params, None), "activated": (Params | None, None), "static": (Params, None),
                         "replacement": (Params, None), "spell": (Params | None, None),
                         "text": (str | None, None), "effects": (list[Params] | None, None),
                         "targets": (list[Params] | None, None), "cost": (Params | None, None),
                         "mana": (bool, None), "sorcery speed": (bool, None)}, base=_AbilityBase)
Ability = Union[str, AbilityMap]  # a keyword, or the mapping form

Words = list[str] | str | None
CardFace = mapping("CardFace", "A card definition, in the format of the built-in cards (judge/cards/*.yaml).", {
    "name": (Text, ...), "mana_cost": (str | None, None), "colors": (Words, None), "supertypes": (Words, None),
    "types": (Words, None), "subtypes": (Words, None), "power": (int | None, None), "toughness": (int | None, None),
    "abilities": (list[Ability] | None, None), "oracle": (str | None, None),
    "back": ("CardFace | None", None), "omen": ("CardFace | None", None), "notes": (Any, None)})
CardFace.model_rebuild()

# ----- the stack, actions, choices -------------------------------------------------------------------

StackSpell = mapping("StackSpell", "A spell on the stack.", {
    "spell": (Text, ...), "as": (Literal["omen", "normal"], None), "controller": (Player, None),
    "owner": (Player, None), "targets": (list[Target] | None, None), "x": (Whole, None), "copy": (bool, None)})
StackChapter = mapping("StackChapter", "A chapter ability on the stack, triggered earlier.", {
    "chapter": (Positive, ...), "of": (Name, ...), "controller": (Player, None),
    "targets": (list[Target] | None, None)})

ObjectZone = Literal[tuple(ZONE_NAMES)]  # type: ignore[valid-type]
Advance = mapping("Advance", "Advance to a step, in a turn of that player (or the next turn).", {
    "to": (Step, ...), "turn": (Player, None)})
Proliferate = mapping("Proliferate", "Proliferate (701.34).", {
    "by": (Player, None), "choose": (list[Name] | None, None)})
Move = mapping("Move", "Move an object, as a resolving effect.", {
    "object": (Name, ...), "to": (ObjectZone, ...), "position": (Literal["top", "bottom"], None)})
PlayerCount = mapping("PlayerCount", "A player and a number of cards.", {
    "player": (Player, None), "n": (Annotated[int, Field(ge=0, le=MAX_CARDS)], None)})
Discard = mapping("Discard", "Discard a card from hand.", {"player": (Player, None), "card": (Name, ...)})
LoseAbilities = mapping("LoseAbilities", "An object loses all abilities.", {
    "object": (Name, ...), "until": (Literal["end of turn"], None)})


class _Counters(_Strict):
    """Counter kinds beside the fixed keys: `lore: 2`."""

    model_config = ConfigDict(extra="allow", strict=True)
    __pydantic_extra__: dict[str, Whole]


class _RemoveCounters(_Strict):
    """Counter kinds beside the fixed keys: `lore: 1` or `lore: all`."""

    model_config = ConfigDict(extra="allow", strict=True)
    __pydantic_extra__: dict[str, Whole | Literal["all"]]


PutCounters = mapping("PutCounters", "Put counters, as a resolving effect controlled by `by`.", {
    "on": (Name, ...), "by": (Player, None)}, base=_Counters)
RemoveCounters = mapping("RemoveCounters", "Remove counters (a number or `all` of each kind).", {
    "from": (Name, ...), "by": (Player, None)}, base=_RemoveCounters)

# The value each action takes (an action added to judge.scenario.ACTION_OPTIONS needs one here);
# its options are those of ACTION_OPTIONS, typed by OPTION_TYPES.
ACTION_VALUES: dict[str, Any] = {
    "resolve": Positive | Literal["all"] | None, "advance": Step | Advance,
    "attack": Name | Annotated[list[Name], Field(min_length=1)], "cast": Name, "play": Name,
    "activate": Name, "put counters": PutCounters, "remove counters": RemoveCounters,
    "proliferate": Proliferate | None, "move": Move, "destroy": Name, "sacrifice": Name, "exile": Name,
    "flicker": Name, "copy": Ref, "counter": Ref, "shuffle": Player | None, "draw": PlayerCount | None,
    "discard": Discard, "mill": PlayerCount | None, "lose abilities": Name | LoseAbilities,
    "note": str | int | float | bool, "expect": "Expect",
}
OPTION_TYPES: dict[str, Any] = {
    "by": Player, "as": Literal["omen", "normal"],
    "from": Literal["hand", "library", "graveyard", "exile", "battlefield", "stack"],
    "targets": list[Target] | None, "x": Whole, "modes": list[Any] | None, "without paying": bool,
    "mutate": Name, "over": bool,
    "ability": Positive | str, "until": Literal["end of turn"],
    "illegal": Literal[True] | str | float | int, "player": Player,
}
BARE_ACTIONS = ("resolve", "proliferate", "shuffle", "draw", "mill")  # may be written without a value


def _action_model(verb: str) -> type[BaseModel]:
    options = set(ACTION_OPTIONS[verb]) | (set() if verb in NO_ILLEGAL else {"illegal"})
    return mapping(verb.title().replace(" ", "") + "Action", f"The '{verb}' action.", {
        verb: (ACTION_VALUES[verb], ...), **{key: (OPTION_TYPES[key], None) for key in sorted(options)}})


ACTION_MODELS = {verb: _action_model(verb) for verb in ACTIONS}
Action = Union[(Literal[BARE_ACTIONS], *ACTION_MODELS.values())]  # type: ignore[valid-type]

ChoiceItem = Name | AbilityRef | list[Name | AbilityRef]
Choice = mapping("Choice", "One answer to a decision, consumed in the order the engine asks.", {
    "read ahead": (Positive, None), "order": (list[Ref], None), "target": (Ref, None),
    "targets": (list[ChoiceItem], None), "may": (Literal["yes", "no"] | bool, None),
    "mode": (int | str, None), "number": (int, None), "card": (str, None), "cards": (list[Name], None),
    "choose": (list[Name], None), "name": (str, None), "replacement": (str, None),
    "cast as": (Literal["omen", "normal"], None)}, base=_OneKey)

# ----- expectations ----------------------------------------------------------------------------------

ObjectExpect = mapping("ObjectExpect", "What must hold for one object (by name or id).", {
    "zone": (Literal[OBJECT_ZONES], None), "count": (Whole, None), "controller": (Player, None),  # type: ignore
    "counters": (Counters | None, None), "tapped": (bool, None), "types": (list[str] | None, None),
    "subtypes": (list[str] | None, None), "power": (int | None, None), "toughness": (int | None, None),
    "chapters": (list[int] | None, None), "abilities include": (list[str] | None, None)})
CountOrList = Whole | list[Name]
PlayerExpect = mapping("PlayerExpect", "What must hold for one player.", {
    "life": (int, None), "hand": (CountOrList, None), "library": (CountOrList, None),
    "graveyard": (CountOrList, None), "exile": (CountOrList, None), "shuffles": (Whole, None)})
StackSpellName = mapping("StackSpellName", "A spell on the stack, by card name.", {
    "spell": (Name, ...), "as": (Literal["omen", "normal"], None), "controller": (Player, None),
    "copy": (bool, None)})
EventFields = mapping("EventFields", "Fields of an event; it matches when every field given matches.", {
    key: (Any, None) for key in sorted(EVENT_FIELDS)})
EventSpec = Name | float | EventFields
Event = mapping("Event", "One event kind and what it is about.", {
    kind: (EventSpec, None) for kind in sorted(EVENT_KINDS)}, base=_OneKey)
ExpectedEvent = mapping("ExpectedEvent", "An event that happened, or with `no:` one that did not.", {
    **{kind: (EventSpec, None) for kind in sorted(EVENT_KINDS)}, "no": (Event, None)}, base=_OneKey)
Expect = mapping("Expect", "What must hold at this point.", {
    "objects": (dict[str, ObjectExpect] | None, None), "players": (dict[str, PlayerExpect] | None, None),
    "stack": (list[Name | AbilityRef | StackSpellName] | None, None),
    "events": (list[ExpectedEvent] | None, None), "cites": (list[Rule] | None, None)})
for action_model in ACTION_MODELS.values():
    action_model.model_rebuild()  # their `expect` value is defined after them

Scenario = mapping("Scenario", "A judge scenario: a board, what happens, and what must hold afterwards.", {
    "title": (Text, ...), "question": (str | None, None), "answer": (str | None, None),
    "rules": (Date, None), "seed": (int, None), "cards": (list[CardFace] | None, None),
    "players": (Annotated[dict[str, PlayerSpec | None], Field(min_length=2)], ...),
    "turn": (Turn | None, None), "stack": (list[StackSpell | StackChapter] | None, None),
    "actions": (list[Action] | None, None), "choices": (list[Choice] | None, None),
    "expect": (Expect | None, None)})


def validate(data) -> BaseModel:
    """Validate loaded scenario data against the models (raises pydantic.ValidationError)."""
    return Scenario.model_validate(data)


def json_schema() -> dict:
    """The JSON Schema (draft 2020-12) of a scenario file."""
    schema = Scenario.model_json_schema(by_alias=True)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}


def dumps() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"
