"""The closed vocabulary of card files: effects, filters, static abilities and trigger events.

This is data, below the engine: card loading validates against it, and the
engine's effect handlers (judge.game.effects) register against its names, one
handler per declared effect. Each effect declares its parameters once: card
loading refuses any other (naming the closest) and checks the values of the
kinds in CHECKED_KINDS, and `judge schema` offers exactly these.

One-shot effects (`EFFECTS`) run as a spell or ability resolves (608.2c);
some of them create continuous effects (611.2) whose layers are `LAYERS_OF`.
Static abilities (`STATIC_KINDS`) create continuous effects (611.3),
replacement effects (614) or rules changes.

Conventions in card files: `target: N` names the N-th target of the ability
(1-based); a player is `you`, `target N`, `each opponent`, `each player`,
`active player`, `owner of target N` or `controller of enchanted`; an amount
is a number, `X`, `{counters: KIND}` (on this object), `{total mana value:
FILTER}`, `{count: FILTER}` (permanents; `controlled by: PLAYER` narrows it),
`{mana value: self}`, what an earlier effect of the same ability did:
`{discarded: true}`, `{removed: true}`, `{roll: true}`, or one of AMOUNT_KEYS:
`{life: PLAYER}`, `{cards in hand: PLAYER}`, `{cards in graveyard: PLAYER,
filter: FILTER}`, `{greatest power: FILTER}`, `{greatest mana value: FILTER}`
(permanents), `{devotion: COLORS}` (700.5), `{opponents: true}`, `{half: AMOUNT,
rounded: up|down}`, `{plus: [AMOUNT, ...]}`; a filter is a mapping of the keys in
FILTER_KEYS. The condition of `if` is one of CONDITION_KEYS: `{amount: AMOUNT,
at least: N, at most: N}`, `{you control: FILTER}`, `{in your graveyard:
FILTER}`, `{not: CONDITION}`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from judge.errors import InputError, closest, describe

# The layers each kind of continuous effect applies in (613.1, 613.4); authors never choose.
LAYERS_OF: dict[str, tuple[str, ...]] = {
    "set_controller": ("2",),
    "exchange_text_boxes": ("3",),
    "set_land_subtype": ("4",),
    "add_types": ("4", "7b"),
    "become": ("4", "6", "7b"),
    "lose_all_abilities": ("6", "7b"),
    "gain_ability": ("6",),
    "set_base_pt": ("7b",),
    "modify_pt": ("7c",),
}


@dataclass(frozen=True)
class EffectSpec:
    """One effect of the vocabulary: the rule that defines it, its parameters (each with the kind of value
    it takes, see PARAMETER_KINDS), those it cannot do without, and for an effect that creates a continuous
    effect (611.2) its kind."""

    rule: str
    params: Mapping[str, str]
    continuous: str | None = None
    required: tuple[str, ...] = ()

    @property
    def layers(self) -> tuple[str, ...]:
        """The layers its continuous effect applies in (613.1); none for a one-shot effect."""
        return LAYERS_OF[self.continuous] if self.continuous else ()


PARAMETER_KINDS = {
    "target number": "the N-th target of the ability (1-based)",
    "flag": "true or false",
    "filter": "a mapping of FILTER_KEYS",
    "player": "a player reference (see the module docstring)",
    "amount": "an amount (see the module docstring)",
    "number": "a whole number",
    "effects": "a nested list of effects",
    "modes": "a list of modes, each a mapping of MODE_KEYS (`effects` required)",
    "text": "words",
    "duration": "`end of turn` or another duration; absent: indefinitely",
    "token": "a token's card face (111.4), or the name of a predefined token (111.10, PREDEFINED_TOKENS)",
    "ability": "one ability, as an item of a card's `abilities:` list",
    "abilities": "abilities as in a card's `abilities:` list",
    "mana": "mana symbols such as \"{R}\"",
    "counter kind": "a kind of counter such as +1/+1 or lore (`{choice: [kinds]}`: the controller chooses one)",
    "mapping": "a mapping described by the effect",
    "list": "a list described by the effect",
}
MANA_COST = re.compile(r"(?:\{[0-9A-Z/]+\})+")  # mana symbols (202.1), matched against the whole value


def _whole_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# The kinds whose values card loading checks, each by a test of the value; the others are read by their handlers.
CHECKED_KINDS: dict[str, Callable[[Any], bool]] = {
    "target number": lambda value: _whole_number(value) and value >= 1,
    "flag": lambda value: isinstance(value, bool),
    "number": _whole_number,
    "text": lambda value: isinstance(value, str),
    "mana": lambda value: isinstance(value, str) and MANA_COST.fullmatch(value) is not None,
    "mapping": lambda value: isinstance(value, dict),
    "list": lambda value: isinstance(value, list),
}
# `target: N`, `self: true` or `all: FILTER` (battlefield): the objects an effect acts on.
OBJECTS = {"target": "target number", "self": "flag", "all": "filter"}
UNTIL = {"until": "duration"}
# The keys of an amount given as a mapping, and of the condition of an `if` (see the module docstring).
AMOUNT_KEYS = ("counters", "count", "controlled by", "total mana value", "mana value", "discarded", "removed", "roll",
               "life", "cards in hand", "cards in graveyard", "filter", "greatest power", "greatest mana value",
               "devotion", "opponents", "half", "rounded", "plus")
CONDITION_KEYS = ("amount", "at least", "at most", "you control", "in your graveyard", "not")


def _artifact_token(subtype: str, cost: dict[str, Any], text: str, effects: list[Any]) -> dict[str, Any]:
    """A predefined artifact token with one activated ability (a mana ability if it adds mana, 605.1a)."""
    ability = {"activated": cost, "text": text, "effects": effects}
    if any("add_mana" in effect for effect in effects):
        ability["mana"] = True
    return {"name": subtype, "types": ["Artifact"], "subtypes": [subtype], "abilities": [ability]}


# 111.10: the predefined tokens an effect can create by name (`create_token: {token: Treasure}`).
PREDEFINED_TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": _artifact_token("Treasure", {"tap": True, "sacrifice self": True},  # 111.10a
                                "{T}, Sacrifice this token: Add one mana of any color.",
                                [{"add_mana": {"any color": True}}]),
    "Food": _artifact_token("Food", {"mana": "{2}", "tap": True, "sacrifice self": True},  # 111.10b
                            "{2}, {T}, Sacrifice this token: You gain 3 life.", [{"gain_life": {"amount": 3}}]),
    "Gold": _artifact_token("Gold", {"sacrifice self": True},  # 111.10c
                            "Sacrifice this token: Add one mana of any color.", [{"add_mana": {"any color": True}}]),
    "Clue": _artifact_token("Clue", {"mana": "{2}", "sacrifice self": True},  # 111.10f
                            "{2}, Sacrifice this token: Draw a card.", [{"draw": {}}]),
}



EFFECTS: dict[str, EffectSpec] = {
    # zone changes (400.7)
    "destroy": EffectSpec("701.8a", OBJECTS),
    "exile": EffectSpec("701.13a", {**OBJECTS, "top of library": "player", "count": "amount", "zone": "text",
                                    "whose": "player", "choose": "mapping", "link": "flag"}),
    "return_exiled": EffectSpec("400.7", {}),
    "return_linked": EffectSpec("607.2a", {}),
    "return_to_hand": EffectSpec("400.7", OBJECTS),
    "put_onto_battlefield": EffectSpec("400.7", {**OBJECTS, "under": "text", "counter": "counter kind"}),
    "shuffle_into_library": EffectSpec("701.24a", OBJECTS),
    "transform_return": EffectSpec("701.27a", {}),
    "sacrifice": EffectSpec("701.21a", {"self": "flag", "player": "player", "count": "number", "filter": "filter",
                                        "if you can't": "effects"}),
    # hand and library
    "draw": EffectSpec("121.1", {"player": "player", "count": "amount"}),
    "discard": EffectSpec("701.9a", {"player": "player", "count": "amount", "if you do": "effects"}),
    "mill": EffectSpec("701.17a", {"player": "player", "count": "amount"}),
    "search": EffectSpec("701.23a", {"filter": "filter", "count": "number", "to": "text", "tapped": "flag",
                                     "split": "list", "shuffle": "flag"}),
    "shuffle": EffectSpec("701.24a", {"player": "player"}),
    # counters
    "put_counters": EffectSpec("122.1", {**OBJECTS, "kind": "counter kind", "amount": "amount"}, required=("kind",)),
    "remove_counters": EffectSpec("122.1", {**OBJECTS, "kind": "counter kind", "amount": "amount"}),
    "proliferate": EffectSpec("701.34a", {}),
    # life and damage
    "damage": EffectSpec("120.3", {"amount": "amount", "to": "player"}, required=("amount", "to")),
    "fight": EffectSpec("701.14a", {"target": "target number", "with": "target number"}, required=("target", "with")),
    "gain_life": EffectSpec("119.3", {"player": "player", "amount": "amount"}, required=("amount",)),
    "lose_life": EffectSpec("119.3", {"player": "player", "amount": "amount"}, required=("amount",)),
    # tokens
    "create_token": EffectSpec("701.7a", {"token": "token", "controller": "player", "count": "amount",
                                         "tapped": "flag"}, required=("token",)),
    "investigate": EffectSpec("701.16a", {"player": "text"}),
    # keyword actions on a library and an army
    "scry": EffectSpec("701.22a", {"player": "player", "count": "amount"}),
    "surveil": EffectSpec("701.25a", {"player": "player", "count": "amount"}),
    "amass": EffectSpec("701.47a", {"subtype": "text", "count": "amount"}, required=("subtype",)),
    "discover": EffectSpec("701.57a", {"count": "amount"}, required=("count",)),
    # looking at and revealing cards
    "look_at_top": EffectSpec("701.20e", {"player": "player", "count": "amount", "take": "number", "filter": "filter",
                                          "may": "flag", "rest": "text"}, required=("count",)),
    "reveal_hand_choose_discard": EffectSpec("701.20a", {"player": "player", "filter": "filter"},
                                             required=("player",)),
    # tapping and mana
    "tap": EffectSpec("701.26a", OBJECTS),
    "untap": EffectSpec("701.26b", OBJECTS),
    "add_mana": EffectSpec("106.3", {"mana": "mana", "any color": "flag", "spend only on": "filter"}),
    # casting and copies
    "cast": EffectSpec("608.2g", {"from": "text", "filter": "filter", "without paying": "flag"}),
    "cast_copy": EffectSpec("707.12", {}),
    "copy_spell": EffectSpec("707.10", {"target": "target number", "may_choose_new_targets": "flag"},
                             required=("target",)),
    "cascade": EffectSpec("702.85a", {}),
    "cast_exiled": EffectSpec("702.88a", {}),
    "may_play_exiled": EffectSpec("601.3", UNTIL),
    "counter": EffectSpec("701.6a", {"target": "target number", "to": "text"}, required=("target",)),
    "ward": EffectSpec("702.21a", {"mana": "mana", "life": "number", "discard": "number"}),
    # continuous effects from resolving spells and abilities (611.2)
    "gain_ability": EffectSpec("611.2a", {**OBJECTS, **UNTIL, "ability": "ability", "abilities": "abilities"},
                               continuous="gain_ability"),
    "lose_abilities": EffectSpec("611.2a", {**OBJECTS, **UNTIL}, continuous="lose_all_abilities"),
    "modify_pt": EffectSpec("611.2a", {**OBJECTS, **UNTIL, "power": "amount", "toughness": "amount"},
                            continuous="modify_pt"),
    "become": EffectSpec("205.1a", {**OBJECTS, **UNTIL, "types": "list", "subtypes": "list", "abilities": "abilities",
                                    "base pt": "text"}, continuous="become"),
    "exchange_text_boxes": EffectSpec("612.1", {"target": "target number", "with": "target number"},
                                      continuous="exchange_text_boxes", required=("target", "with")),
    "doesnt_untap": EffectSpec("611.2b", OBJECTS),
    # choices and the order of instructions
    "may": EffectSpec("608.2d", {"text": "text", "do": "effects", "if you do": "effects"}),
    "if": EffectSpec("608.2c", {"condition": "mapping", "text": "text", "then": "effects", "else": "effects"},
                     required=("condition",)),
    "choose_modes": EffectSpec("700.2", {"modes": "modes", "min": "number", "max": "number"}, required=("modes",)),
    "repeat": EffectSpec("608.2", {"do": "effects", "while": "text", "then": "effects"}, required=("while",)),
    "reflexive": EffectSpec("603.12", {"text": "text", "targets": "list", "effects": "effects"}),
    "roll_die": EffectSpec("706.2", {"sides": "number", "if result is": "amount", "then": "effects"}),
    "not_modelled": EffectSpec("608.2", {"what": "text"}),
    # turn structure and combat
    "skip": EffectSpec("614.10", {"player": "player", "what": "text"}, required=("what",)),
    "add_phases": EffectSpec("500.8", {"phases": "list"}, required=("phases",)),
    "untap_attackers": EffectSpec("701.26b", {}),
    "remove_from_combat": EffectSpec("506.4", OBJECTS),
}

FILTER_KEYS = ("types", "any type", "not types", "subtypes", "not subtypes", "supertypes", "not supertypes",
               "controller", "owner", "other", "self", "enchanted", "token", "tapped", "name", "mana cost in",
               "mana value at most", "mana value in", "power at most", "power at least", "colors", "any of",
               "without keyword", "with keyword", "has chapter abilities", "has omen")
STATIC_KINDS = {
    # continuous effects, applied in layers
    "set_land_subtype", "add_types", "lose_all_abilities", "set_base_pt", "modify_pt", "gain_ability",
    # rules modifications
    "entering_triggers", "cast_as_though_flash", "doesnt_untap",
    # casting permissions and prohibitions (judge.game.permissions)
    "may_cast_from", "cant_cast", "choose_name_as_enters", "may_look_at_top", "may_cast_without_paying",
    # replacement effects (judge.game.replacement)
    "double_counters", "double_tokens", "counters_by_putter", "prevent_counters", "saga_entering_lore",
    "graveyard_to_exile",
}
TRIGGER_EVENTS = {"enters", "beginning of", "shuffled", "cast", "dies", "attacks", "deals damage",
                  "final chapter triggers", "mutates"}
# Effect parameters that hold a nested list of effects.
NESTED_EFFECTS = tuple(name for name in ("do", "if you do", "if you can't", "then", "else", "effects")
                       if any(spec.params.get(name) == "effects" for spec in EFFECTS.values()))
# The keys of one mode of a modal effect (700.2).
MODE_KEYS = ("text", "effects")
# The conditions of `repeat` ("If [while], [then] and repeat this process"); the engine tests each.
REPEAT_CONDITIONS = ("two milled cards share a card type",)
# Where `look_at_top` puts the cards not taken: `rest:` one of these (default the first).
LOOK_AT_TOP_REST = ("bottom_any_order", "bottom_random")


def _line(node: Any, key: Any = None) -> int | None:
    """The line of `node` (of its key `key`, where it knows it)."""
    if key is not None and hasattr(node, "line_of"):
        return int(node.line_of(key))
    return getattr(node, "line", None)


LIST_FILTER_KEYS = {"types", "any type", "not types", "subtypes", "not subtypes", "supertypes", "not supertypes",
                     "colors", "mana cost in"}
FLAG_FILTER_KEYS = {"other", "self", "enchanted", "token", "tapped", "has chapter abilities", "has omen"}


def validate_filter(flt: Any, node: Any, where: str) -> None:
    """A filter is a mapping of FILTER_KEYS, each with a value of the right shape."""
    if flt is None:
        return
    if not isinstance(flt, dict):
        raise InputError(f"{where}: a filter is a mapping such as {{types: [Creature]}}, not {describe(flt)}",
                         _line(node))
    for key, value in flt.items():
        line = _line(flt, key) or _line(node)
        if key not in FILTER_KEYS:
            raise InputError(f"{where}: unknown filter key {key!r}; filter keys are {', '.join(FILTER_KEYS)}", line)
        ok = {
            True: True,
            key in LIST_FILTER_KEYS: isinstance(value, list) and all(isinstance(v, str) for v in value),
            key in FLAG_FILTER_KEYS: isinstance(value, bool),
            key in ("controller", "owner"): value in ("you", "opponent"),
            key in ("with keyword", "without keyword"): isinstance(value, str),
            key == "name": isinstance(value, str) or (isinstance(value, dict) and list(value) == ["chosen"]
                                                      and value["chosen"] is True),
            key == "mana value in": isinstance(value, list) and all(_whole_number(v) for v in value),
            key in ("mana value at most",): _whole_number(value) or value == "X",
            key in ("power at most", "power at least"): _whole_number(value),
            key == "any of": isinstance(value, list),
        }[True]
        if not ok:
            raise InputError(f"{where}: filter key {key!r} has the wrong kind of value: {describe(value)}", line)
        if key == "any of":
            for alternative in value:
                validate_filter(alternative, node, where)


def validate_effects(effects: Any, node: Any, where: str) -> None:
    """Each effect is a one-key mapping naming an effect of EFFECTS; its parameters (a mapping, or nothing) are
    among those the effect declares, and nested effects, modes and filters are checked in turn."""
    for effect in effects:
        if not isinstance(effect, dict) or len(effect) != 1:
            raise InputError(f"{where}: each effect is a one-key mapping like '- draw: {{count: 1}}'", _line(node))
        (name, params), = effect.items()
        if name not in EFFECTS:
            raise InputError(f"{where}: unknown effect {name!r}; the vocabulary is {', '.join(sorted(EFFECTS))}",
                             _line(effect))
        if params is not None and not isinstance(params, dict):
            raise InputError(f"{where}: the parameters of '{name}' are a mapping such as {{count: 1}} (or nothing), "
                             f"not {describe(params)}", _line(effect))
        declared = EFFECTS[name].params
        for key, value in (params or {}).items():
            line = _line(params, key) or _line(effect)
            if key not in declared:
                close = closest(str(key), declared)
                raise InputError(f"{where}: unknown parameter {key!r} of '{name}'"
                                 + (f" (did you mean {close!r}?)" if close else "")
                                 + f"; its parameters are {', '.join(declared) or 'none'}", line)
            kind = declared[key]
            if kind in CHECKED_KINDS and not CHECKED_KINDS[kind](value):
                raise InputError(f"{where}: '{key}' of '{name}' must be {PARAMETER_KINDS[kind]}, not "
                                 f"{describe(value)}", line)
            if kind == "effects":
                validate_effects(nested_effects(value, f"'{key}' of '{name}'", line, where), params, where)
            elif kind == "modes":
                _validate_modes(value, name, line, where)
            elif kind == "filter":
                validate_filter(value, effect, where)
            elif kind == "token" and not isinstance(value, dict) and value not in PREDEFINED_TOKENS:
                raise InputError(f"{where}: 'token' of '{name}' is the token's card face, a mapping such as "
                                 f"{{name: Knight, types: [Creature]}}, or a predefined token "
                                 f"({', '.join(PREDEFINED_TOKENS)}), not {describe(value)}", line)
        for key in EFFECTS[name].required:
            if (params or {}).get(key) is None:
                raise InputError(f"{where}: '{name}' needs '{key}:', {PARAMETER_KINDS[declared[key]]}", _line(effect))
        if name == "repeat" and (params or {}).get("while") not in REPEAT_CONDITIONS:
            raise InputError(f"{where}: repeat needs 'while:' one of {', '.join(REPEAT_CONDITIONS)}", _line(effect))
        if name == "look_at_top" and (params or {}).get("rest", LOOK_AT_TOP_REST[0]) not in LOOK_AT_TOP_REST:
            raise InputError(f"{where}: look_at_top's 'rest:' is one of {', '.join(LOOK_AT_TOP_REST)}", _line(effect))


def nested_effects(value: Any, what: str, line: int | None, where: str) -> Any:
    """A nested list of effects (nothing: none); else an error."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise InputError(f"{where}: {what} must be a list of effects such as [{{draw: {{count: 1}}}}], not "
                         f"{describe(value)}", line)
    return value


def _validate_modes(modes: Any, name: str, line: int | None, where: str) -> None:
    """The modes of a modal effect (700.2): a list of mappings of MODE_KEYS, each with its effects."""
    if modes is None:
        return
    if not isinstance(modes, list):
        raise InputError(f"{where}: 'modes' of '{name}' must be a list of modes such as [{{text: ..., effects: "
                         f"[...]}}], not {describe(modes)}", line)
    for i, mode in enumerate(modes):
        at = _line(modes, i) or line
        if not isinstance(mode, dict):
            raise InputError(f"{where}: a mode is a mapping with 'text' and 'effects', not {describe(mode)}", at)
        for key in mode:
            if key not in MODE_KEYS:
                raise InputError(f"{where}: unknown key {key!r} of a mode; use {' or '.join(MODE_KEYS)}",
                                 _line(mode, key) or at)
        if not isinstance(mode.get("effects"), list):
            raise InputError(f"{where}: a mode needs 'effects:' a list of effects such as [{{draw: {{count: 1}}}}], "
                             f"not {describe(mode.get('effects'))}", _line(mode, "effects") or at)
        if not isinstance(mode.get("text", ""), str):
            raise InputError(f"{where}: a mode's 'text' is words, not {describe(mode['text'])}",
                             _line(mode, "text") or at)
        validate_effects(mode["effects"], mode, where)


def _one_word(spec: Any, key: str, allowed: set[str], what: str, node: Any, where: str) -> None:
    value = spec.get(key) if isinstance(spec, dict) else None
    if not isinstance(value, str) or value not in allowed:
        raise InputError(f"{where}: {what} needs '{key}:' one of {', '.join(sorted(allowed))}", _line(node))


def validate_static(spec: Any, node: Any, where: str) -> None:
    """A static or replacement ability names one of STATIC_KINDS; its `affected` and `filter` are filters."""
    _one_word(spec, "effect", STATIC_KINDS, "a static or replacement ability", node, where)
    for key in ("affected", "filter"):
        validate_filter(spec.get(key), node, where)


def validate_trigger(spec: Any, node: Any, where: str) -> None:
    """A triggered ability names one of TRIGGER_EVENTS; its `filter` is a filter."""
    _one_word(spec, "event", TRIGGER_EVENTS, "a triggered ability", node, where)
    validate_filter(spec.get("filter"), node, where)

