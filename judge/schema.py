"""The scenario format as a JSON Schema (draft 2020-12), for editors: `judge schema`.

`judge.scenario` is the validator judge runs (its messages name lines); this
module describes the same format for editors, and must accept exactly the
files the loader accepts, checks that need the whole document aside
(tests/test_schema_agrees.py lists those and proves the agreement on the
library, on every scenario text of the tests and on generated scenarios).
Names the loader knows (steps, zones, actions, choices, event kinds, counter
kinds, the card vocabulary) are imported from it, never copied.

The mappings are pydantic models, built from tables `YAML key -> (type,
default)` (`...` means required) so the keys read here as they are written
in a scenario; a type is a model or a JSON Schema fragment (`fragment`),
combined with `any_of` and `list_of`. The models only generate the JSON
Schema: nothing validates with them. pydantic is imported by `judge schema`
alone, never by `judge run`.
"""

from __future__ import annotations

import json
import re
import string
import types
from functools import cache, reduce
from operator import or_
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, create_model

from judge.cards import ABILITY_KEYS, ABILITY_KINDS, KEYWORDS, MANA_COST
from judge.game.counters import KEYWORD_OF_COUNTER, PT_COUNTERS
from judge.cards.vocabulary import (AMOUNT_KEYS, AMOUNT_WORDS, BASE_PT, CHECKED_KINDS, CHOOSE_KEYS, CONDITION_KEYS,
                                    COST_KEYS, EFFECTS, ENTERS_WITH_COUNTERS_KEYS,
                                    EXACTLY_ONE_OF, FILTER_KEYS, FLAG_FILTER_KEYS, IF_CAST_THIS_WAY_KEYS,
                                    KEYWORD_COST_KEYS, LIST_FILTER_KEYS, MODE_KEYS, PARAMETER_KINDS,
                                    PARAMETER_SHAPES, PHASE_NAMES, PLAYERS, PREDEFINED_TOKENS, RECIPIENTS,
                                    REPEAT_CONDITIONS, REQUIRED_STATIC_KEYS, REQUIRED_TRIGGER_KEYS, SPLIT_KEYS,
                                    REMOVE_COUNTERS_COST_KEYS, SACRIFICE_COST_KEYS, ESCAPE_KEYS, STATIC_KEYS,
                                    STATIC_NEEDS_ONE_OF, TARGET_KEYS,
                                    TARGET_PLAYER, TRIGGER_KEYS,
                                    EffectSpec, Shape)
from judge.cards.vocabulary import DURATIONS as CARD_DURATIONS
from judge.cards.vocabulary import MAPPING_SHAPES
from judge.game.turns import ALIASES, STEPS
from judge.scenario import (ACTION_OPTIONS, ACTIONS, BARE_ACTIONS, BATTLEFIELD_ONLY, CAST_AS, CHOICE_KINDS, DURATIONS,
                            ENTRY_KEYS, EVENT_FIELDS, EVENT_KINDS, EVERY_ACTION_OPTIONS, FACES, FROM_ZONES, MAX_CARDS,
                            NO_ILLEGAL, OBJECT_ZONES, POSITIONS, ZONE_NAMES)

# ----- building blocks -------------------------------------------------------------------------------


def fragment(schema: dict[str, Any]) -> Any:
    """A type whose JSON Schema is `schema`."""
    return Annotated[Any, WithJsonSchema(schema)]


def any_of(*choices: Any) -> Any:
    """A value of any of `choices` (`anyOf`)."""
    return reduce(or_, choices)


def list_of(item: Any) -> Any:
    return types.GenericAlias(list, (item,))


def dict_of(value: Any) -> Any:
    return types.GenericAlias(dict, (str, value))


def enum(*values: Any) -> Any:
    return fragment({"enum": list(values)})


def zone_enum(*names: str) -> Any:
    """A zone's name in any case and spacing, as the loader reads it (judge.scenario.zone_name)."""
    def any_case(name: str) -> str:
        return "".join(rf"[{c.lower()}{c.upper()}]" if c.isalpha() else r"\s+" for c in name)
    pattern = r"^\s*(?:" + "|".join(any_case(name) for name in names) + r")\s*$"
    return fragment({"anyOf": [{"enum": list(names)}, {"type": "string", "pattern": pattern}]})


NULL = fragment({"type": "null"})
BOOL = fragment({"type": "boolean"})
INT = fragment({"type": "integer"})
NUMBER = fragment({"type": "number"})
TEXT = fragment({"type": "string"})
WORD = fragment({"type": "string", "pattern": r"\S"})  # text with something besides whitespace


def whole(minimum: int = 0, maximum: int | None = None) -> Any:
    return fragment({"type": "integer", "minimum": minimum, **({} if maximum is None else {"maximum": maximum})})


def maybe(typ: Any) -> Any:
    """`typ`, or null (which the loader reads as 'not given')."""
    return any_of(typ, NULL)


# str.lower() folds these to an ASCII letter besides the letter's own capital (U+212A KELVIN SIGN).
_CASE_FOLDS = {"k": "\u212a"}


def _letters(word: str) -> str:
    return "".join(f"[{c}{c.upper()}{_CASE_FOLDS.get(c, '')}]" if c in string.ascii_lowercase else re.escape(c)
                   for c in word)


def words_pattern(names: list[str]) -> str:
    """A pattern for `names` as judge.game.turns.normalize_step reads them: in any case, words apart by any
    whitespace or underscores, with any around."""
    alternatives = "|".join(r"[\s_]+".join(_letters(word) for word in name.split()) for name in names)
    return rf"^[\s_]*(?:{alternatives})[\s_]*$"


STEP_NAMES = list(STEPS) + sorted(ALIASES)
Step = fragment({"anyOf": [
    {"enum": STEP_NAMES},
    {"type": "string", "pattern": words_pattern(STEP_NAMES),
     "description": "a step name or alias in any case; '_' may stand for a space"}]})
# `(?![\s\S])`: the end of the text, in ECMAScript and Python alike (Python's `$` lets a final newline through).
ManaCost = fragment({"type": "string", "pattern": rf"^{MANA_COST.pattern}(?![\s\S])",
                     "description": "mana symbols such as {2}{W}; quote them in YAML"})
Date = fragment({"type": "string", "pattern": r"^\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\s*$",
                 "description": "a day YYYY-MM-DD: the Comprehensive Rules in force then apply"})
Name = any_of(WORD, NUMBER)  # a card name or id; an id may be written as a number
Player = fragment({"type": "string", "description": "a player name (one of 'players')"})
Zone = zone_enum(*ZONE_NAMES)
Until = enum(*DURATIONS)
CastAs = enum(*CAST_AS)

# 122.1: any name is a counter kind; these are the kinds judge gives rules meaning (lore: 714; +1/+1 and
# -1/-1: 613.4c; keyword counters: 122.1b), listed so that an editor offers them.
COUNTER_KINDS = ("lore", *PT_COUNTERS, *sorted(KEYWORD_OF_COUNTER))


def counters(amount: dict[str, Any], fixed: dict[str, Any] | None = None) -> dict[str, Any]:
    """A mapping of counter kind to `amount`, beside the `fixed` keys."""
    return {"type": "object", "properties": {**{kind: amount for kind in COUNTER_KINDS}, **(fixed or {})},
            "additionalProperties": amount}


WHOLE = {"type": "integer", "minimum": 0}
NAME = {"anyOf": [{"type": "string", "pattern": r"\S"}, {"type": "number"}]}
Counters = maybe(fragment(counters(WHOLE)))


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _py(key: str) -> str:
    return "k_" + re.sub(r"\W", "_", key)


def mapping(name: str, doc: str, fields: dict[str, tuple[Any, Any]], extra: dict[str, Any] | None = None
            ) -> type[BaseModel]:
    """A model for a YAML mapping whose keys are exactly those of `fields`; `extra`: more JSON Schema."""
    base: type[BaseModel] = _Strict
    if extra:
        base = type("_" + name, (_Strict,), {"model_config": ConfigDict(extra="forbid", json_schema_extra=extra)})
    model: type[BaseModel] = create_model(  # type: ignore[call-overload]
        name, __base__=base, __doc__=doc, __module__=__name__,
        **{_py(key): (typ, Field(default, alias=key)) for key, (typ, default) in fields.items()})
    return model


def keys(model: type[BaseModel]) -> set[str]:
    """The YAML keys a mapping model accepts."""
    return {f.alias or n for n, f in model.model_fields.items()}


ONE_KEY = {"minProperties": 1, "maxProperties": 1}  # a choice, an expected event, an effect

# ----- cards (the format of judge/cards/*.yaml) ---------------------------------------------------------

FILTER_VALUES: dict[str, dict[str, Any]] = {
    **{key: {"type": "array", "items": {"type": "string"}} for key in LIST_FILTER_KEYS},
    **{key: {"type": "boolean"} for key in FLAG_FILTER_KEYS},
    "controller": {"enum": ["you", "opponent"]}, "owner": {"enum": ["you", "opponent"]},
    "with keyword": {"type": "string"}, "without keyword": {"type": "string"}, "with counter": {"type": "string"},
    "name": {"anyOf": [{"type": "string"}, {"const": {"chosen": True}}]},
    "mana value in": {"type": "array", "items": {"type": "integer"}},
    "mana value at most": {"anyOf": [{"type": "integer"}, {"const": "X"}]},
    "power at most": {"type": "integer"}, "power at least": {"type": "integer"},
    "mana value at least": {"type": "integer"},
}
Filter = mapping("Filter", "Which objects: every key given must match (judge/cards/vocabulary.py).", {
    key: ("Alternatives", None) if key == "any of" else (fragment(FILTER_VALUES[key]), None) for key in FILTER_KEYS})
Filter.model_rebuild(_types_namespace={"Alternatives": list_of(maybe(Filter))})
Words = any_of(NULL, WORD, list_of(TEXT))  # a list of words, or one word
Colors = any_of(NULL, enum(*"WUBRG"), list_of(enum(*"WUBRG")))

ONE_WAY_TO_GRANT = {"not": {"required": ["ability", "abilities"]}}  # `ability:` one, or `abilities:` a list
PlayerRef = fragment({"anyOf": [{"enum": list(PLAYERS)},
                                {"type": "string", "pattern": rf"^{TARGET_PLAYER.pattern}(?![\s\S])"}],
                      "description": "a player reference of the card vocabulary"})
CountAmount = mapping("CountAmount", "The number of permanents matching a filter.", {"count": (maybe(Filter), ...)})
CardsInHandAmount = mapping("CardsInHandAmount", "The number of cards in a player's hand.",
                            {"cards in hand": (PlayerRef, ...)})
StaticAmount = any_of(INT, CountAmount, CardsInHandAmount)
CounterChoice = mapping("CounterChoice", "The controller chooses one of these kinds of counter.", {
    "choice": (fragment({"type": "array", "items": {"type": "string"}, "minItems": 1}), ...)})


def _title(words: str) -> str:
    return "".join(part.title() for part in re.split(r"\W+", words))


def shape_type(shape: Shape) -> Any:
    """The type of a value of `shape` (judge.cards.vocabulary: a kind, or a tuple of the words allowed)."""
    if isinstance(shape, tuple):
        return enum(*shape)
    if shape in ("amount", "condition"):
        return shape.title()  # forward references: amounts and conditions nest (resolved as models are rebuilt)
    if shape == "amounts":
        return Annotated[list_of("Amount"), Field(min_length=1)]
    if shape in MAPPING_SHAPES:
        return _mapping_shape(shape)
    return {
        "filter": maybe(Filter), "flag": BOOL, "true": fragment({"const": True}), "number": INT,
        "positive number": whole(1), "count": whole(0), "word": WORD,
        "words": list_of(TEXT), "mana": ManaCost, "text": TEXT, "player": PlayerRef,
        "target player": any_of(fragment({"const": True}), enum("any", "opponent")),
        "recipient": any_of(whole(1), enum(*RECIPIENTS)), "static amount": StaticAmount,
        "counter kind": any_of(WORD, CounterChoice),
        "colors": fragment({"type": "string", "pattern": r"^[WUBRG]+(?![\s\S])"}),
        "ability": "Ability", "abilities": "GrantedAbilities", "if cast this way": "IfCastThisWay",
        "remove counters": "RemoveCountersCost", "count or all": any_of(whole(1), enum("all")),
        "sacrifice cost": "SacrificeCost", "escape": "EscapeGrant",
        "count or X": any_of(whole(0), enum("X")), "search zones": list_of(enum("graveyard", "hand", "library")),
        "base pt": fragment({"anyOf": [{"const": "mana value"},
                                       {"type": "string", "pattern": rf"^{BASE_PT.pattern}(?![\s\S])"}]}),
    }[shape]


@cache
def _mapping_shape(shape: str) -> type[BaseModel]:
    """A mapping some effect parameters take (judge.cards.vocabulary.MAPPING_SHAPES), one model per shape."""
    keys, required = MAPPING_SHAPES[shape]
    return _closed(_title(shape), f"A mapping: {shape}.", keys, required=required)


def _closed(name: str, doc: str, shapes: dict[str, Shape], required: tuple[str, ...] = (),
            extra: dict[str, Any] | None = None) -> type[BaseModel]:
    """A mapping of exactly the keys `shapes` names, each typed by its shape (judge.cards.vocabulary)."""
    return mapping(name, doc, {key: (shape_type(shape), ... if key in required else None)
                               for key, shape in shapes.items()}, extra=extra)


AMOUNTS = [_closed(f"{_title(key)}Amount", f"An amount: {key}.", shapes, required=(key,))
           for key, shapes in AMOUNT_KEYS.items()]
Amount = any_of(INT, enum("X", "-X"), *AMOUNTS)
CONDITIONS = [_closed(f"{_title(key)}Condition", f"The condition of an 'if' (608.2c): {key}.", shapes,
                      required=(key,)) for key, shapes in CONDITION_KEYS.items()]
Condition = any_of(*CONDITIONS)
for model in (*AMOUNTS, *CONDITIONS):
    model.model_rebuild(_types_namespace={"Amount": Amount, "Condition": Condition})


RemoveCountersCost = _closed("RemoveCountersCost", "A cost of removing counters from permanents (602.1a).",
                             REMOVE_COUNTERS_COST_KEYS, required=("count",))
SacrificeCost = _closed("SacrificeCost", "A cost of sacrificing permanents (602.2b).", SACRIFICE_COST_KEYS,
                        required=("count",))
EscapeGrant = _closed("EscapeGrant", "Escape (702.138a): the other cards exiled from the graveyard.", ESCAPE_KEYS,
                      required=tuple(ESCAPE_KEYS))
Cost = _closed("Cost", "What activating costs ({} for nothing): mana, {T}, sacrificing it, crew N, removing "
               "counters.", COST_KEYS)
KeywordCost = _closed("KeywordCost", "A keyword's cost: ward's mana, life or discard.", KEYWORD_COST_KEYS)
TRIGGERS = [_closed(f"Trigger{_title(event)}", f"A triggered ability on '{event}' (603.1).",
                    {"event": (event,), **shapes}, required=("event", *REQUIRED_TRIGGER_KEYS.get(event, ())))
            for event, shapes in TRIGGER_KEYS.items()]
Trigger = any_of(*TRIGGERS)
# What judge.cards.compile_parts parses as card data in a static ability.
IfCastThisWay = _closed("IfCastThisWay", "What a permission to cast adds to the spell cast with it.",
                        IF_CAST_THIS_WAY_KEYS)
PT_TOGETHER = {"dependentRequired": {"power": ["toughness"], "toughness": ["power"]},
               "not": {"required": ["base pt", "power"]}}  # 208.1; a base P/T given once
STATICS = [_closed(f"Static{_title(kind)}", f"A static or replacement ability: {kind}.",
                   {"effect": (kind,), **shapes}, required=("effect", *REQUIRED_STATIC_KEYS.get(kind, ())),
                   extra={**PT_TOGETHER, **({"allOf": [ONE_WAY_TO_GRANT]} if "ability" in shapes else {}),
                          **({"anyOf": [{"required": [key]} for key in STATIC_NEEDS_ONE_OF[kind]]}
                             if kind in STATIC_NEEDS_ONE_OF else {})})
           for kind, shapes in STATIC_KEYS.items()]
Static = any_of(*STATICS)
TargetSpec = _closed("TargetSpec", "What an ability may target (115.1).", TARGET_KEYS)
Choose = _closed("Choose", "Which object the controller chooses, not a target.", CHOOSE_KEYS)
SplitPart = _closed("SplitPart", "Where one of the found cards goes.", SPLIT_KEYS)
Mode = mapping("Mode", "One mode of a modal effect (700.2).", {
    key: ("EffectList", ...) if key == "effects" else (TEXT, None) for key in MODE_KEYS})
# The value each kind of effect parameter takes, where the loader checks it (judge.cards.vocabulary.PARAMETER_KINDS);
# a parameter of a kind in NULLABLE may also be null (none), one of another kind only when it is unchecked.
KIND_TYPES: dict[str, Any] = {
    "effects": "EffectList", "modes": list_of(Mode), "filter": Filter,
    "token": any_of("TokenFace", enum(*PREDEFINED_TOKENS)), "ability": "Ability", "abilities": list_of("Ability"),
    "target number": whole(1), "flag": BOOL, "number": INT, "text": TEXT,
    "mana": ManaCost, "mapping": fragment({"type": "object"}), "list": fragment({"type": "array"}),
    "duration": enum(*CARD_DURATIONS), "trigger": Trigger}
NULLABLE = ("effects", "modes", "filter", "ability", "abilities")
NOT_NULL = fragment({"not": {"type": "null"}})
assert set(CHECKED_KINDS) <= set(KIND_TYPES) <= set(PARAMETER_KINDS)


# The parameters whose values the loader checks beyond their kind (judge.cards.vocabulary._check_parameter).
SPECIAL_PARAMETERS: dict[tuple[str, str], Any] = {
    ("exile", "choose"): Choose,
    ("search", "split"): Annotated[list_of(SplitPart), Field(min_length=1)],
    ("reflexive", "targets"): list_of(TargetSpec),
    ("add_phases", "phases"): fragment({"type": "array", "items": {"enum": list(PHASE_NAMES)}, "minItems": 1}),
}
# Kaldheim and Warhammer 40,000 Sagas: objects chosen, not targeted; entering with counters.
SPECIAL_PARAMETERS.update({(name, "choose"): Choose for name in ("shuffle_into_library", "destroy")})
SPECIAL_PARAMETERS["put_onto_battlefield", "counters"] = _closed(
    "EntersWithCounters", "It enters with counters if it matches (122.6, 614.1c).", ENTERS_WITH_COUNTERS_KEYS,
    required=("kind",))


def _parameter(name: str, key: str, kind: str, required: bool) -> Any:
    if (name, key) in SPECIAL_PARAMETERS:
        return SPECIAL_PARAMETERS[name, key]
    if (name, key) in PARAMETER_SHAPES:
        return shape_type(PARAMETER_SHAPES[name, key])
    if kind == "duration":
        return enum(*CARD_DURATIONS)
    if kind == "amount":
        return any_of(Amount, enum(*AMOUNT_WORDS[name, key])) if (name, key) in AMOUNT_WORDS else Amount
    if kind in ("player", "counter kind", "recipient"):
        return shape_type(kind)
    if kind not in KIND_TYPES:
        return NOT_NULL if required else Any
    return maybe(KIND_TYPES[kind]) if kind in NULLABLE and not required else KIND_TYPES[kind]


def _exactly_one_of(keys: tuple[str, ...]) -> dict[str, Any]:
    """Exactly one of `keys` given: not null, a flag only when true (vocabulary.EXACTLY_ONE_OF)."""
    return {"oneOf": [{"required": [key], "properties": {key: {"not": {"enum": [None, False]}}}} for key in keys]}


def _parameters(name: str, spec: EffectSpec) -> type[BaseModel]:
    """The parameters `spec` declares, each typed by its kind; `repeat` needs a condition the engine knows."""
    fields: dict[str, tuple[Any, Any]] = {
        key: (_parameter(name, key, kind, key in spec.required), ... if key in spec.required else None)
        for key, kind in spec.params.items()}
    if name == "repeat":
        fields["while"] = (enum(*REPEAT_CONDITIONS), ...)
    grants = ONE_WAY_TO_GRANT if {"ability", "abilities"} <= set(spec.params) else {}
    one_of = _exactly_one_of(EXACTLY_ONE_OF[name]) if name in EXACTLY_ONE_OF else {}
    return mapping(name.title().replace("_", "") + "Parameters", f"The parameters of '{name}' (CR {spec.rule}).",
                   fields, extra={**grants, **one_of})


PARAMETERS = {name: _parameters(name, spec) for name, spec in sorted(EFFECTS.items())}
Effect = mapping("Effect", "One effect of the closed vocabulary (judge/cards/vocabulary.py) and its parameters.", {
    name: (PARAMETERS[name] if spec.required or name in EXACTLY_ONE_OF else maybe(PARAMETERS[name]), None)
    for name, spec in sorted(EFFECTS.items())}, extra=ONE_KEY)
EffectList = list_of(Effect)
Effects = maybe(EffectList)

Chapter = whole(1)
# What each kind of ability holds (judge.cards.ABILITY_KINDS), and the keys beside it (judge.cards.ABILITY_KEYS).
ABILITY_KIND_TYPES: dict[str, Any] = {
    "keyword": enum(*KEYWORDS), "chapter": any_of(Chapter, fragment({
        "type": "array", "items": {"type": "integer", "minimum": 1}, "minItems": 1})),
    "triggered": Trigger, "activated": maybe(Cost), "static": Static, "replacement": Static,
    "spell": enum(None, {})}
ABILITY_KEY_TYPES: dict[str, Any] = {
    "text": maybe(TEXT), "effects": Effects, "targets": maybe(list_of(TargetSpec)), "cost": maybe(KeywordCost),
    "mana": maybe(BOOL), "sorcery speed": maybe(BOOL), "your turn only": maybe(BOOL),
    "activate only if": maybe(Condition), "exhaust": maybe(BOOL), "boast": maybe(BOOL),
    "count": maybe(whole())}  # a keyword's number ("Vanishing 3", 702.63a)
ABILITY_MAPS = {kind: mapping(f"{_title(kind)}Ability", f"A card ability of the kind '{kind}'.", {
    kind: (ABILITY_KIND_TYPES[kind], ...),
    **{key: (ABILITY_KEY_TYPES[key], None) for key in sorted(ABILITY_KEYS[kind])}}) for kind in ABILITY_KINDS}
Ability = any_of(enum(*KEYWORDS), *ABILITY_MAPS.values())  # a keyword, or the mapping form of one kind
GrantedAbilities = maybe(list_of(Ability))
Power = maybe(INT)
BOTH_OR_NEITHER = {"dependentSchemas": {  # 208.1: null counts as not given
    "power": {"if": {"properties": {"power": {"type": "integer"}}},
              "then": {"required": ["toughness"], "properties": {"toughness": {"type": "integer"}}}},
    "toughness": {"if": {"properties": {"toughness": {"type": "integer"}}},
                  "then": {"required": ["power"], "properties": {"power": {"type": "integer"}}}}}}
_FACE_FIELDS: dict[str, Any] = {
    "mana_cost": (maybe(ManaCost), None), "colors": (Colors, None),
    "supertypes": (Words, None), "types": (Words, None), "subtypes": (Words, None), "power": (Power, None),
    "toughness": (Power, None), "abilities": (maybe(list_of(Ability)), None), "oracle": (maybe(TEXT), None),
    "back": ("MaybeFace", None), "omen": ("MaybeFace", None), "notes": (maybe(TEXT), None), "set": (Words, None),
    "loyalty": (maybe(whole(0)), None)}
CardFace = mapping("CardFace", "A card definition, in the format of the built-in cards (judge/cards/*.yaml).",
                   {"name": (WORD, ...), **_FACE_FIELDS}, extra=BOTH_OR_NEITHER)
TokenFace = mapping("TokenFace", "A token's card face; without a name, the effect names none and the token is named "
                    "its subtypes plus \"Token\" (111.4).", {"name": (maybe(WORD), None), **_FACE_FIELDS},
                    extra=BOTH_OR_NEITHER)
for model in (IfCastThisWay, *STATICS, Mode, *PARAMETERS.values(), Effect, *ABILITY_MAPS.values(), CardFace,
              TokenFace):
    model.model_rebuild(_types_namespace={
        "Ability": Ability, "MaybeAbility": maybe(Ability), "GrantedAbilities": GrantedAbilities,
        "Effects": Effects, "EffectList": EffectList, "CardFace": CardFace, "MaybeFace": maybe(CardFace),
        "TokenFace": TokenFace,
        "IfCastThisWay": IfCastThisWay})

# ----- players, the board, the turn ------------------------------------------------------------------

AbilityRef = mapping("AbilityRef", "An ability on the stack: `{chapter: N, of: <object>}`; `copy: true|false` "
                     "tells a copy from the original.", {
    "chapter": (maybe(Chapter), None), "of": (Name, ...), "copy": (maybe(BOOL), None)})
Ref = any_of(Name, AbilityRef)
Targets = maybe(list_of(any_of(Ref, list_of(Ref))))

ENTRY_TYPES: dict[str, tuple[Any, Any]] = {
    "card": (TEXT, ...), "id": (any_of(WORD, INT), None), "counters": (Counters, None),
    "controller": (Player, None), "tapped": (maybe(BOOL), None), "token": (maybe(BOOL), None),
    "entered this turn": (maybe(BOOL), None), "resolved chapters": (maybe(list_of(Chapter)), None),
    "face": (maybe(enum(*FACES)), None), "attached to": (Name, None), "foretold": (maybe(BOOL), None),
    "chosen name": (TEXT, None), "copy of": (Name, None), "damage": (maybe(fragment(WHOLE)), None)}
CardEntryMap = mapping("CardEntryMap", "A card entry on the battlefield, in its mapping form.",
                       {key: ENTRY_TYPES[key] for key in sorted(ENTRY_KEYS)})
CardEntryElsewhere = mapping("CardEntryElsewhere", "A card entry outside the battlefield, in its mapping form.",
                             {key: ENTRY_TYPES[key] for key in sorted(ENTRY_KEYS - set(BATTLEFIELD_ONLY))})


def zone(entry: Any) -> Any:
    return maybe(list_of(any_of(WORD, entry)))


PlayerSpec = mapping("PlayerSpec", "A player: life and zones (library: a count or a list, top first, of cards and "
                     "counts of anonymous cards).", {
    "life": (maybe(INT), None), "library": (any_of(whole(0, MAX_CARDS), list_of(any_of(WORD, CardEntryElsewhere,
                                                                                       whole(0, MAX_CARDS)))),
                                            None),
    **{name: (zone(CardEntryMap if name == "battlefield" else CardEntryElsewhere), None)
       for name in ZONE_NAMES if name != "library"},
    "outside the game": (zone(CardEntryElsewhere), None), "counters": (Counters, None)})

Turn = mapping("Turn", "Where the scenario starts.", {
    "active": (Player, None), "number": (maybe(whole(1)), None), "step": (Step, None)})

# ----- the stack, actions, choices -------------------------------------------------------------------

StackSpell = mapping("StackSpell", "A spell on the stack.", {
    "spell": (TEXT, ...), "as": (maybe(CastAs), None), "controller": (Player, None),
    "owner": (Player, None), "targets": (Targets, None), "x": (maybe(whole()), None), "copy": (maybe(BOOL), None)})
StackChapter = mapping("StackChapter", "A chapter ability on the stack, triggered earlier.", {
    "chapter": (Chapter, ...), "of": (Name, ...), "controller": (Player, None),
    "targets": (Targets, None)})

Advance = mapping("Advance", "Advance to a step, in a turn of that player (or the next turn).", {
    "to": (Step, ...), "turn": (any_of(Player, enum("next")), None)})
Proliferate = mapping("Proliferate", "Proliferate (701.34).", {
    "by": (Player, None), "choose": (maybe(list_of(Name)), None)})
Move = mapping("Move", "Move an object, as a resolving effect.", {
    "object": (Name, ...), "to": (Zone, ...), "position": (maybe(enum(*POSITIONS)), None)})
PlayerCount = mapping("PlayerCount", "A player and a number of cards.", {
    "player": (Player, None), "n": (maybe(whole(0, MAX_CARDS)), None)})
Discard = mapping("Discard", "Discard a card from hand.", {"player": (Player, None), "card": (Name, ...)})
LoseAbilities = mapping("LoseAbilities", "An object loses all abilities.", {
    "object": (Name, ...), "until": (maybe(Until), None)})
SOME_COUNTERS = {"not": {"propertyNames": {"enum": ["on", "from", "by"]}}}  # at least one counter kind
PutCounters = fragment({
    **counters(WHOLE, {"on": NAME, "by": {"type": "string"}}),
    "required": ["on"], **SOME_COUNTERS, "description": "Put counters, as a resolving effect controlled by `by`."})
RemoveCounters = fragment({
    **counters({"anyOf": [WHOLE, {"const": "all"}]}, {"from": NAME, "by": {"type": "string"}}),
    "required": ["from"], **SOME_COUNTERS, "description": "Remove counters (a number or `all` of each kind)."})
BareAction = fragment({"type": "string", "pattern": rf"^\s*(?:{'|'.join(BARE_ACTIONS)})\s*$",
                       "examples": list(BARE_ACTIONS)})

# The value each action takes (an action added to judge.scenario.ACTION_OPTIONS needs one here);
# its options are those of ACTION_OPTIONS, typed by OPTION_TYPES.
ACTION_VALUES: dict[str, Any] = {
    "resolve": any_of(whole(1), enum("all"), NULL), "advance": any_of(Step, Advance),
    "attack": any_of(Name, fragment({"type": "array", "items": NAME, "minItems": 1})),
    "block": fragment({"type": "object", "additionalProperties": NAME, "minProperties": 1,
                       "description": "Each blocking creature and the attacking creature it blocks (509.1)."}),
    "cast": Name, "play": Name,
    "activate": Name, "put counters": PutCounters, "remove counters": RemoveCounters,
    "proliferate": maybe(Proliferate), "move": Move, "destroy": Name, "sacrifice": Name, "exile": Name,
    "flicker": Name, "copy": Ref, "counter": Ref, "shuffle": maybe(Player), "draw": maybe(PlayerCount),
    "discard": Discard, "mill": maybe(PlayerCount), "lose abilities": any_of(Name, LoseAbilities),
    "note": fragment({"type": ["string", "number", "boolean"]}), "expect": "Expect",
    "foretell": Name,
}
OPTION_TYPES: dict[str, Any] = {
    "by": Player, "as": maybe(CastAs), "targets": Targets, "x": maybe(whole()), "modes": maybe(list_of(Any)),
    "without paying": maybe(BOOL), "mutate": Name, "over": maybe(BOOL), "ability": any_of(whole(1), TEXT),
    "until": maybe(Until), "illegal": fragment({"type": ["boolean", "string", "number"], "not": {"const": False}}),
    "player": Player, "choices": "list[Choice]",
}


def _action_model(verb: str) -> type[BaseModel]:
    options = set(ACTION_OPTIONS[verb]) | (set() if verb in NO_ILLEGAL else EVERY_ACTION_OPTIONS)
    types_of = {**OPTION_TYPES, **({"from": maybe(zone_enum(*FROM_ZONES[verb]))} if verb in FROM_ZONES else {})}
    return mapping(verb.title().replace(" ", "") + "Action", f"The '{verb}' action.", {
        verb: (ACTION_VALUES[verb], ...), **{key: (types_of[key], None) for key in sorted(options)}})


ACTION_MODELS = {verb: _action_model(verb) for verb in ACTIONS}
Action = any_of(BareAction, *ACTION_MODELS.values())

CHOICE_TYPES: dict[str, Any] = {
    "read ahead": Chapter, "order": list_of(Ref), "target": any_of(WORD, AbilityRef),
    "targets": list_of(any_of(Ref, list_of(Ref))),
    "may": enum("yes", "no", True, False),
    "mode": any_of(INT, TEXT), "number": INT, "card": any_of(TEXT, list_of(Name)), "cards": list_of(Name),
    "choose": list_of(Ref),
    "name": TEXT, "replacement": TEXT, "cast as": CastAs, "creature type": TEXT}
DEFAULT_CHOICE = enum("default")  # this one decision takes judge's default (judge.game.choices)
Choice = mapping("Choice", "One answer to a decision, consumed in the order the engine asks; `default`: judge's "
                 "default for that decision.",
                 {kind: (any_of(CHOICE_TYPES[kind], DEFAULT_CHOICE), None) for kind in CHOICE_KINDS}, extra=ONE_KEY)

# ----- expectations ----------------------------------------------------------------------------------

ObjectExpect = mapping("ObjectExpect", "What must hold for one object (by name or id).", {
    "zone": (zone_enum(*OBJECT_ZONES), None), "count": (whole(), None), "controller": (Player, None),
    "counters": (Counters, None), "tapped": (BOOL, None), "types": (maybe(list_of(TEXT)), None),
    "subtypes": (maybe(list_of(TEXT)), None), "power": (Power, None), "toughness": (Power, None),
    "chapters": (maybe(list_of(INT)), None), "abilities include": (maybe(list_of(TEXT)), None),
    "colors": (list_of(enum("W", "U", "B", "R", "G", "white", "blue", "black", "red", "green")), None),
    "supertypes": (maybe(list_of(TEXT)), None), "name": (TEXT, None), "damage": (whole(), None),
    "mana value": (whole(), None)},
    extra={"if": {"required": ["zone"], "properties": {"zone": {"const": "gone"}}},  # gone: nothing else holds
           "then": {"maxProperties": 1}})
CountOrList = any_of(whole(), list_of(any_of(TEXT, INT)))
PlayerExpect = mapping("PlayerExpect", "What must hold for one player.", {
    "life": (INT, None), "hand": (CountOrList, None), "library": (CountOrList, None),
    "graveyard": (CountOrList, None), "exile": (CountOrList, None), "shuffles": (whole(), None),
    "ring level": (whole(), None), "ring-bearer": (maybe(TEXT), None), "monarch": (BOOL, None),
    "mana pool": (TEXT, None), "outside the game": (CountOrList, None), "counters": (Counters, None)})
StackChapterName = mapping("StackChapterName", "A chapter ability on the stack.", {
    "chapter": (Chapter, ...), "of": (Name, ...), "copy": (maybe(BOOL), None), "controller": (Player, None)})
StackSpellName = mapping("StackSpellName", "A spell on the stack, by card name.", {
    "spell": (Name, ...), "as": (maybe(CastAs), None), "controller": (Player, None), "copy": (maybe(BOOL), None)})
EventFields = mapping("EventFields", "Fields of an event; it matches when every field given matches; `exactly: N`: "
                      "it happened exactly N times.", {
    **{key: (Any, None) for key in sorted(EVENT_FIELDS - {"exactly"})}, "exactly": (whole(1), None)})
EventSpec = any_of(TEXT, NUMBER, BOOL, EventFields)
Event = mapping("Event", "One event kind and what it is about.", {
    kind: (EventSpec, None) for kind in sorted(EVENT_KINDS)}, extra=ONE_KEY)
ExpectedEvent = mapping("ExpectedEvent", "An event that happened, or with `no:` one that did not.", {
    **{kind: (EventSpec, None) for kind in sorted(EVENT_KINDS)}, "no": (Event, None)}, extra=ONE_KEY)
StackItems = list_of(any_of(TEXT, StackChapterName, StackSpellName))
StackInAnyOrder = mapping("StackInAnyOrder", "Exactly these stack items, in any order.", {
    "in any order": (StackItems, ...)})
Expect = mapping("Expect", "What must hold at this point.", {
    "objects": (maybe(dict_of(ObjectExpect)), None), "players": (maybe(dict_of(PlayerExpect)), None),
    "stack": (maybe(any_of(StackItems, StackInAnyOrder)), None),
    "events": (maybe(list_of(ExpectedEvent)), None),
    "cites": (maybe(list_of(fragment({"type": ["string", "number"]}))), None)})
for action_model in ACTION_MODELS.values():
    action_model.model_rebuild(_types_namespace={"Expect": Expect, "Choice": Choice})  # defined after them

Scenario = mapping("Scenario", "A judge scenario: a board, what happens, and what must hold afterwards.", {
    "title": (WORD, ...), "question": (maybe(TEXT), None), "answer": (maybe(TEXT), None),
    "rules": (Date, None), "seed": (maybe(INT), None), "cards": (maybe(list_of(CardFace)), None),
    "players": (Annotated[dict_of(maybe(PlayerSpec)), Field(
        min_length=2, json_schema_extra={"propertyNames": {"pattern": r"\S"}})], ...),
    "turn": (maybe(Turn), None), "stack": (maybe(list_of(any_of(StackChapter, StackSpell))), None),
    "actions": (maybe(list_of(Action)), None), "choices": (maybe(list_of(Choice)), None),
    "expect": (Expect, None)})


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a scenario file."""
    schema = Scenario.model_json_schema(by_alias=True)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}


def dumps() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"
