"""The closed vocabulary of card files: effects, filters, static abilities and trigger events.

This is data, below the engine: card loading validates against it, and the
engine's effect handlers (judge.game.effects) register against its names, one
handler per declared effect. Each effect declares its parameters once: card
loading refuses any other (naming the closest) and checks the values of the
kinds in CHECKED_KINDS, and `judge schema` offers exactly these. Every other part of a card is closed
the same way (an unknown key is refused, naming the closest): trigger specs per event (TRIGGER_KEYS),
static and replacement specs per kind (STATIC_KEYS), target specs, costs, amounts, player references,
and `until:` only with a duration the engine ends (DURATIONS).

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
from judge.records import field, Frozen, record, replace
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
    # Restrictions on blocking (509.1b) change no characteristic: they apply in no layer.
    "cant_block": (),
    "cant_be_blocked": (),
}


@record
class EffectSpec(Frozen):
    """One effect of the vocabulary: the rule that defines it, its parameters (each with the kind of value
    it takes, see PARAMETER_KINDS), those it cannot do without, for an effect that creates a continuous
    effect (611.2) its kind, and the family module of judge.game.effects whose handler carries it out (imported
    the first time the effect resolves, so a run loads only the families its cards use)."""

    rule: str
    params: Mapping[str, str]
    continuous: str | None = None
    required: tuple[str, ...] = ()
    family: str = field(kw_only=True)

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
    "duration": "how long it lasts, one of DURATIONS (`end of turn`, `your next turn`, `for as long as you control "
                "this`, ...); absent: until the game ends",
    "recipient": "a player reference (`you`, `that player`), a target number, or `each creature` and/or "
                 "`each opponent`",
    "trigger": "a trigger spec as a triggered ability's (`event:` one of TRIGGER_EVENTS, its options)",
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


def _artifact_token(subtype: str, cost: dict[str, Any], text: str, effects: list[Any]) -> dict[str, Any]:
    """A predefined artifact token with one activated ability (a mana ability if it adds mana, 605.1a)."""
    ability: dict[str, Any] = {"activated": cost, "text": text, "effects": effects}
    if any("add_mana" in effect for effect in effects):
        ability["mana"] = True
    return {"types": ["Artifact"], "subtypes": [subtype], "abilities": [ability]}


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
    "destroy": EffectSpec("701.8a", OBJECTS, family="zone_changes"),
    "exile": EffectSpec("701.13a", {**OBJECTS, "top of library": "player", "count": "amount", "zone": "text",
                                    "whose": "player", "choose": "mapping", "link": "flag", **UNTIL},
                                    family="zone_changes"),
    "return_exiled": EffectSpec("400.7", {}, family="zone_changes"),
    "return_linked": EffectSpec("607.2a", {}, family="zone_changes"),
    "return_to_hand": EffectSpec("400.7", OBJECTS, family="zone_changes"),
    "put_onto_battlefield": EffectSpec("400.7", {**OBJECTS, "under": "text", "counter": "counter kind"},
                                       family="zone_changes"),
    "shuffle_into_library": EffectSpec("701.24a", OBJECTS, family="zone_changes"),
    "transform_return": EffectSpec("712.14a", {"face": "text", "under": "text"}, family="transforming"),
    "sacrifice": EffectSpec("701.21a", {"self": "flag", "player": "player", "count": "number", "filter": "filter",
                                        "if you can't": "effects"}, family="zone_changes"),
    # hand and library
    "draw": EffectSpec("121.1", {"player": "player", "count": "amount"}, family="hand_and_library"),
    "discard": EffectSpec("701.9a", {"player": "player", "count": "amount", "up to": "flag", "if you do": "effects"},
                          family="hand_and_library"),
    "mill": EffectSpec("701.17a", {"player": "player", "count": "amount"}, family="hand_and_library"),
    "search": EffectSpec("701.23a", {"filter": "filter", "count": "number", "to": "text", "tapped": "flag",
                                     "split": "list", "shuffle": "flag"}, family="hand_and_library"),
    "shuffle": EffectSpec("701.24a", {"player": "player"}, family="hand_and_library"),
    # counters
    "put_counters": EffectSpec("122.1", {**OBJECTS, "kind": "counter kind", "amount": "amount"}, required=("kind",),
                               family="counter_effects"),
    "remove_counters": EffectSpec("122.1", {**OBJECTS, "kind": "counter kind", "amount": "amount"},
                                  family="counter_effects"),
    "proliferate": EffectSpec("701.34a", {}, family="counter_effects"),
    # life and damage
    "damage": EffectSpec("120.3", {"amount": "amount", "to": "recipient"}, required=("amount", "to"),
                         family="life_and_damage"),
    "fight": EffectSpec("701.14a", {"target": "target number", "self": "flag", "with": "target number"},
                        required=("with",), family="life_and_damage"),
    "gain_life": EffectSpec("119.3", {"player": "player", "amount": "amount"}, required=("amount",),
                            family="life_and_damage"),
    "lose_life": EffectSpec("119.3", {"player": "player", "amount": "amount"}, required=("amount",),
                            family="life_and_damage"),
    # tokens
    "create_token": EffectSpec("701.7a", {"token": "token", "controller": "player", "count": "amount",
                                         "tapped": "flag"}, required=("token",), family="tokens"),
    "investigate": EffectSpec("701.16a", {"player": "text"}, family="tokens"),
    # keyword actions on a library and an army
    "scry": EffectSpec("701.22a", {"player": "player", "count": "amount"}, family="keyword_actions"),
    "surveil": EffectSpec("701.25a", {"player": "player", "count": "amount"}, family="keyword_actions"),
    "amass": EffectSpec("701.47a", {"subtype": "text", "count": "amount"}, required=("subtype",),
                        family="keyword_actions"),
    "discover": EffectSpec("701.57a", {"count": "amount"}, required=("count",), family="keyword_actions"),
    # looking at and revealing cards
    "look_at_top": EffectSpec("701.20e", {"player": "player", "count": "amount", "take": "number", "filter": "filter",
                                          "may": "flag", "rest": "text"}, required=("count",), family="revealing"),
    "reveal_hand_choose_discard": EffectSpec("701.20a", {"player": "player", "filter": "filter"},
                                             required=("player",), family="revealing"),
    # tapping and mana
    "tap": EffectSpec("701.26a", OBJECTS, family="tapping_and_mana"),
    "untap": EffectSpec("701.26b", OBJECTS, family="tapping_and_mana"),
    "add_mana": EffectSpec("106.3", {"mana": "mana", "any color": "flag", "spend only on": "filter"},
                           family="tapping_and_mana"),
    # casting and copies
    "cast": EffectSpec("608.2g", {"from": "text", "filter": "filter", "without paying": "flag"}, family="casting"),
    "cast_copy": EffectSpec("707.12", {}, family="casting"),
    "copy_spell": EffectSpec("707.10", {"target": "target number", "may_choose_new_targets": "flag"},
                             required=("target",), family="casting"),
    "cascade": EffectSpec("702.85a", {}, family="casting"),
    "cast_exiled": EffectSpec("702.88a", {}, family="casting"),
    "may_play_exiled": EffectSpec("601.3", UNTIL, family="casting"),
    "counter": EffectSpec("701.6a", {"target": "target number", "to": "text"}, required=("target",), family="casting"),
    "ward": EffectSpec("702.21a", {"mana": "mana", "life": "number", "discard": "number"}, family="casting"),
    # continuous effects from resolving spells and abilities (611.2)
    "gain_ability": EffectSpec("611.2a", {**OBJECTS, **UNTIL, "ability": "ability", "abilities": "abilities"},
                               continuous="gain_ability", family="continuous"),
    "lose_abilities": EffectSpec("611.2a", {**OBJECTS, **UNTIL}, continuous="lose_all_abilities", family="continuous"),
    "modify_pt": EffectSpec("611.2a", {**OBJECTS, **UNTIL, "power": "amount", "toughness": "amount"},
                            continuous="modify_pt", family="continuous"),
    "become": EffectSpec("205.1a", {**OBJECTS, **UNTIL, "types": "list", "subtypes": "list", "abilities": "abilities",
                                    "base pt": "text"}, continuous="become", family="continuous"),
    "exchange_text_boxes": EffectSpec("612.1", {"target": "target number", "with": "target number"},
                                      continuous="exchange_text_boxes", required=("target", "with"),
                                      family="continuous"),
    "doesnt_untap": EffectSpec("611.2b", OBJECTS, family="continuous"),
    "gain_control": EffectSpec("613.1b", {**OBJECTS, **UNTIL}, continuous="set_controller", family="continuous"),
    "cant_block": EffectSpec("509.1b", {**OBJECTS, **UNTIL}, continuous="cant_block", family="continuous"),
    "cant_be_blocked": EffectSpec("509.1b", {**OBJECTS, **UNTIL}, continuous="cant_be_blocked", family="continuous"),
    # choices and the order of instructions
    "may": EffectSpec("608.2d", {"text": "text", "do": "effects", "if you do": "effects"}, family="control_flow"),
    "if": EffectSpec("608.2c", {"condition": "mapping", "text": "text", "then": "effects", "else": "effects"},
                     required=("condition",), family="control_flow"),
    "choose_modes": EffectSpec("700.2", {"modes": "modes", "min": "number", "max": "number"}, required=("modes",),
                               family="control_flow"),
    "repeat": EffectSpec("608.2", {"do": "effects", "while": "text", "then": "effects"}, required=("while",),
                         family="control_flow"),
    "reflexive": EffectSpec("603.12", {"text": "text", "targets": "list", "effects": "effects"}, family="control_flow"),
    "delayed_trigger": EffectSpec("603.7", {"when": "trigger", "once": "flag", **UNTIL, "text": "text",
                                            "targets": "list", "effects": "effects"}, required=("when", "effects"),
                                            family="delayed"),
    "roll_die": EffectSpec("706.2", {"sides": "number", "if result is": "amount", "then": "effects"},
                           family="control_flow"),
    "not_modelled": EffectSpec("608.2", {"what": "text"}, family="control_flow"),
    # turn structure and combat
    "skip": EffectSpec("614.10", {"player": "player", "what": "text"}, required=("what",), family="turn_structure"),
    "add_phases": EffectSpec("500.8", {"phases": "list"}, required=("phases",), family="turn_structure"),
    "untap_attackers": EffectSpec("701.26b", {}, family="tapping_and_mana"),
    "remove_from_combat": EffectSpec("506.4", OBJECTS, family="turn_structure"),
}

FILTER_KEYS: tuple[str, ...] = (
               "types", "any type", "not types", "subtypes", "not subtypes", "supertypes", "not supertypes",
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
TRIGGER_EVENTS = {"enters", "beginning of", "shuffled", "cast", "dies", "attacks", "blocks", "becomes blocked",
                  "deals damage", "final chapter triggers", "mutates"}
# Effect parameters that hold a nested list of effects.
NESTED_EFFECTS = tuple(name for name in ("do", "if you do", "if you can't", "then", "else", "effects")
                       if any(spec.params.get(name) == "effects" for spec in EFFECTS.values()))
# Effects that need exactly one of these parameters (a flag counts when true): the creature that fights, a
# target or this object (701.14a); the mana added, given or of any one color (106.3, 106.1b); the abilities
# gained, one or a list (611.2a).
EXACTLY_ONE_OF: dict[str, tuple[str, ...]] = {"fight": ("target", "self"), "add_mana": ("mana", "any color"),
                                              "gain_ability": ("ability", "abilities")}
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
            raise InputError(f"{where}: unknown filter key {key!r}{_did_you_mean(key, FILTER_KEYS)}; filter keys are "
                             f"{', '.join(FILTER_KEYS)}", line)
        ok = {
            True: True,
            key in LIST_FILTER_KEYS: isinstance(value, list) and all(isinstance(v, str) for v in value),
            key in FLAG_FILTER_KEYS: isinstance(value, bool),
            key in ("controller", "owner"): value in ("you", "opponent"),
            key in ("with keyword", "without keyword", "with counter"): isinstance(value, str),
            key == "name": isinstance(value, str) or (isinstance(value, dict) and list(value) == ["chosen"]
                                                      and value["chosen"] is True),
            key == "mana value in": isinstance(value, list) and all(_whole_number(v) for v in value),
            key in ("mana value at most",): _whole_number(value) or value == "X",
            key in ("power at most", "power at least", "mana value at least"): _whole_number(value),
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
            raise InputError(f"{where}: unknown effect {name!r}{_did_you_mean(name, EFFECTS)}; the vocabulary is "
                             f"{', '.join(sorted(EFFECTS))}", _line(effect))
        if params is not None and not isinstance(params, dict):
            raise InputError(f"{where}: the parameters of '{name}' are a mapping such as {{count: 1}} (or nothing), "
                             f"not {describe(params)}", _line(effect))
        declared = EFFECTS[name].params
        for key, value in (params or {}).items():
            line = _line(params, key) or _line(effect)
            if key not in declared:
                raise InputError(f"{where}: unknown parameter {key!r} of '{name}'{_did_you_mean(key, declared)}; "
                                 f"its parameters are {', '.join(declared) or 'none'}", line)
            kind = declared[key]
            if kind in CHECKED_KINDS and not CHECKED_KINDS[kind](value):
                itself = " (the object itself is 'self: true')" if value == "self" and "self" in declared else ""
                raise InputError(f"{where}: '{key}' of '{name}' must be {PARAMETER_KINDS[kind]}, not "
                                 f"{describe(value)}{itself}", line)
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
            elif value is not None or key not in EFFECTS[name].required:  # a required one: "needs" below
                _check_parameter(name, key, kind, value, params, line, where)
        for key in EFFECTS[name].required:
            if (params or {}).get(key) is None:
                raise InputError(f"{where}: '{name}' needs '{key}:', {PARAMETER_KINDS[declared[key]]}", _line(effect))
        given = [key for key in EXACTLY_ONE_OF.get(name, ()) if (params or {}).get(key) not in (None, False)]
        if name in EXACTLY_ONE_OF and len(given) != 1:
            raise InputError(f"{where}: '{name}' needs exactly one of "
                             f"{' or '.join(repr(key) for key in EXACTLY_ONE_OF[name])}, not "
                             f"{'both' if given else 'neither'}", _line(effect))
        if name == "repeat" and (params or {}).get("while") not in REPEAT_CONDITIONS:
            raise InputError(f"{where}: repeat needs 'while:' one of {', '.join(REPEAT_CONDITIONS)}", _line(effect))
        if name == "look_at_top" and (params or {}).get("rest", LOOK_AT_TOP_REST[0]) not in LOOK_AT_TOP_REST:
            raise InputError(f"{where}: look_at_top's 'rest:' is one of {', '.join(LOOK_AT_TOP_REST)}", _line(effect))


def _did_you_mean(word: Any, allowed: Any) -> str:
    """` (did you mean 'x'?)` when an allowed name is close to `word` (judge.errors.closest), else nothing."""
    close = closest(str(word), allowed)
    return f" (did you mean {close!r}?)" if close else ""


# A shape says what a value must be: a kind of PARAMETER_KINDS (or a shape _shape_ok knows), or a tuple of
# the words allowed.
Shape = str | tuple[str, ...]
# How long an effect from a resolving spell or ability lasts (611.2a; absent: until the game ends), each with the
# rule that ends it: the cleanup step (514.2), the end of the combat phase (511.2), the controller's next turn
# beginning or its cleanup step, the source leaving the battlefield (610.3 for "exile ... until"), or a "for as
# long as" condition ending (611.2b). "This" is the source of the effect.
DURATIONS: dict[str, str] = {
    "end of turn": "514.2",
    "end of combat": "511.2",
    "your next turn": "611.2a",
    "end of your next turn": "514.2",
    "this leaves the battlefield": "611.2a",
    "for as long as you control this": "611.2b",
    "for as long as this remains on the battlefield": "611.2b",
}
# Player references (see the module docstring): these words, or `target N` / `owner of target N`.
PLAYERS: tuple[str, ...] = ("you", "each opponent", "each player", "active player", "that player",
                            "controller of enchanted")
TARGET_PLAYER = re.compile(r"(?:owner of )?target [1-9][0-9]*")
# What damage is dealt to (120.3), beside a target number.
RECIPIENTS: tuple[str, ...] = ("you", "that player", "each creature", "each opponent",
                                "each creature and each opponent")
# The names of steps and phases (500.1), as judge.game.turns has them.
STEP_NAMES = ("untap", "upkeep", "draw", "precombat main", "postcombat main", "beginning of combat",
              "declare attackers", "declare blockers", "combat damage", "end of combat", "end step", "cleanup")
PHASE_NAMES = ("beginning", "main", "combat", "ending")
# What a skip effect skips (614.10; judge.game.replacement.SKIPPABLE), or `choice`: the player chooses.
SKIPPABLE = ("draw step", "main phase", "combat phase", "choice")
# Zones a search puts the found cards in (701.23a).
SEARCH_DESTINATIONS = ("hand", "battlefield", "graveyard", "exile")
# The shapes of the effect parameters whose handlers rely on more than their kind: words a `text` parameter
# takes, the items of a list.
PARAMETER_SHAPES: dict[tuple[str, str], Shape] = {
    ("exile", "zone"): ("graveyard",),
    ("search", "to"): SEARCH_DESTINATIONS,
    ("counter", "to"): ("graveyard", "hand", "exile"),
    ("cast", "from"): ("hand", "graveyard", "exile"),
    ("put_onto_battlefield", "under"): ("you", "owner"),
    ("investigate", "player"): ("you", "owner"),
    ("skip", "what"): SKIPPABLE,
    ("put_counters", "kind"): "word", ("remove_counters", "kind"): "word",
    ("become", "types"): "words", ("become", "subtypes"): "words", ("become", "base pt"): "base pt",
    ("roll_die", "sides"): "positive number", ("sacrifice", "count"): "positive number",
    ("search", "count"): "positive number", ("choose_modes", "min"): "count",
    ("choose_modes", "max"): "positive number",
    ("ward", "life"): "count", ("ward", "discard"): "count", ("if", "condition"): "condition",
}
# Words an amount may be beside the shapes of the module docstring: "discard any number", "remove all".
AMOUNT_WORDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("discard", "count"): ("any",), ("remove_counters", "amount"): ("all",),
}
# `base pt:` of a `become` (205.1a, layer 7b): "P/T", or `mana value` (each equal to the object's).
BASE_PT = re.compile(r"(0|[1-9][0-9]{0,2})/(0|[1-9][0-9]{0,2})")
# Where `exile: {choose: ...}` finds the object the controller chooses, not a target.
CHOOSE_ZONES = ("graveyard", "hand", "battlefield")

# The keys of a target spec (115.1): what an ability may target.
TARGET_KEYS: dict[str, Shape] = {
    "filter": "filter", "up to": "flag", "count": "positive number", "zone": ("battlefield", "graveyard", "stack"),
    "whose": ("you", "any"), "any target": "flag", "player": "target player", "same graveyard": "flag",
    "abilities": "flag", "spells": "flag"}
# The keys of an activated ability's cost (602.1a): mana, {T}, sacrificing the source, crew N (702.122a).
COST_KEYS: dict[str, Shape] = {"mana": "mana", "tap": "flag", "sacrifice self": "flag", "crew": "number"}
# The keys of a keyword's cost (`cost:` beside `keyword:`): ward's mana, life and discard (702.21a), mutate's mana.
KEYWORD_COST_KEYS: dict[str, Shape] = {"mana": "mana", "life": "number", "discard": "number"}
# The keys of a triggered ability's spec, per trigger event (603.1), beside `event`.
TRIGGER_KEYS: dict[str, dict[str, Shape]] = {
    "enters": {"self": "flag", "filter": "filter"},
    "beginning of": {"step": STEP_NAMES, "whose": ("you", "opponent", "each")},
    "shuffled": {"by": ("you", "opponent", "any"), "filter": "filter", "cause": ("spell or ability",)},
    "cast": {"by": ("you", "opponent", "any"), "filter": "filter"},
    "dies": {"self": "flag", "filter": "filter"},
    "attacks": {"self": "flag", "filter": "filter"},
    "blocks": {"self": "flag", "filter": "filter"},  # 509.3a
    "becomes blocked": {"self": "flag", "filter": "filter"},  # 509.3c
    "deals damage": {"self": "flag", "combat": "flag", "to": ("player",)},
    "final chapter triggers": {"whose": ("you", "each")},
    "mutates": {"self": "flag"},
}
assert set(TRIGGER_KEYS) == TRIGGER_EVENTS
REQUIRED_TRIGGER_KEYS = {"beginning of": ("step",)}
# Layer 7b values of a static ability: base power and toughness as numbers, or each its mana value.
_BASE_PT: dict[str, Shape] = {"power": "number", "toughness": "number", "base pt": ("mana value",)}
# The keys of a static or replacement ability, per kind, beside `effect` (`affected`: what a continuous
# effect applies to, 611.3a; absent: the source itself).
STATIC_KEYS: dict[str, dict[str, Shape]] = {
    "set_land_subtype": {"affected": "filter", "subtype": "word"},
    "add_types": {"affected": "filter", "types": "words", **_BASE_PT},
    "lose_all_abilities": {"affected": "filter", **_BASE_PT},
    "set_base_pt": {"affected": "filter", **_BASE_PT},
    "modify_pt": {"affected": "filter", "power": "static amount", "toughness": "static amount"},
    "gain_ability": {"affected": "filter", "ability": "ability", "abilities": "abilities"},
    "entering_triggers": {}, "doesnt_untap": {}, "may_look_at_top": {},
    "cast_as_though_flash": {"filter": "filter"}, "cant_cast": {"filter": "filter"},
    "choose_name_as_enters": {"filter": "filter"},
    "may_cast_from": {"zone": ("graveyard", "library top"), "whose": ("you",), "filter": "filter",
                      "if cast this way": "if cast this way", "during": ("your turn",),
                      "times per turn": "positive number"},
    "may_cast_without_paying": {"zone": ("hand",), "whose": ("you",)},
    "double_counters": {}, "double_tokens": {}, "counters_by_putter": {}, "saga_entering_lore": {},
    "prevent_counters": {"players": "flag", "types": "words"},
    "graveyard_to_exile": {"whose": ("any",), "from": ("anywhere",)},
}
assert set(STATIC_KEYS) == STATIC_KINDS
REQUIRED_STATIC_KEYS = {"set_land_subtype": ("subtype",), "add_types": ("types",)}
# Static abilities that need one of these keys: setting base power and toughness needs the values (7b).
STATIC_NEEDS_ONE_OF = {"set_base_pt": ("power", "base pt")}
# What a permission to cast adds to the spell cast with it: an ability it gains, how long, a replacement.
IF_CAST_THIS_WAY_KEYS: dict[str, Shape] = {
    "gain_ability": "ability", "replacement": ("graveyard_to_exile",),
    "until": tuple(DURATIONS)}
# `exile: {choose: ...}`: the zone, whose, and which object the controller chooses.
CHOOSE_KEYS: dict[str, Shape] = {"zone": CHOOSE_ZONES, "whose": "player", "filter": "filter"}
# One part of a search's `split:` (the first found card goes by the first part, ...).
SPLIT_KEYS: dict[str, Shape] = {"to": SEARCH_DESTINATIONS, "tapped": "flag"}
# The keys of an amount given as a mapping (see the module docstring): by the key that names it, its keys.
AMOUNT_KEYS: dict[str, dict[str, Shape]] = {
    "counters": {"counters": "word"}, "discarded": {"discarded": "true"}, "removed": {"removed": "true"},
    "roll": {"roll": "true"}, "mana value": {"mana value": ("self",)},
    "count": {"count": "filter", "controlled by": "player"}, "total mana value": {"total mana value": "filter"},
    "life": {"life": "player"}, "cards in hand": {"cards in hand": "player"},
    "cards in graveyard": {"cards in graveyard": "player", "filter": "filter"},
    "greatest power": {"greatest power": "filter"}, "greatest mana value": {"greatest mana value": "filter"},
    "devotion": {"devotion": "colors"}, "opponents": {"opponents": "true"},
    "half": {"half": "amount", "rounded": ("up", "down")}, "plus": {"plus": "amounts"},
}
# The keys of the condition of an `if` (608.2c), by the key that names it: an amount compared with numbers, a
# permanent you control or a card in your graveyard matching a filter, or the opposite of another condition.
CONDITION_KEYS: dict[str, dict[str, Shape]] = {
    "amount": {"amount": "amount", "at least": "amount", "at most": "amount"},
    "you control": {"you control": "filter"}, "in your graveyard": {"in your graveyard": "filter"},
    "not": {"not": "condition"},
}


def _amount_ok(value: Any) -> bool:
    """A literal amount: a whole number, X or -X (a mapping is checked by check_value)."""
    return _whole_number(value) or value in ("X", "-X")


def _shape_ok(shape: Shape, value: Any) -> bool:
    """Is `value` of `shape` (apart from the shapes check_value walks into)?"""
    if isinstance(shape, tuple):
        return any(value == word and type(value) is type(word) for word in shape)
    if shape in CHECKED_KINDS:
        return CHECKED_KINDS[shape](value)
    if shape in MAPPING_SHAPES:
        return isinstance(value, dict)
    tests: dict[str, Callable[[], bool]] = {
        "true": lambda: value is True,
        "positive number": lambda: _whole_number(value) and value >= 1,
        "count": lambda: _whole_number(value) and value >= 0,
        "word": lambda: isinstance(value, str) and bool(value.strip()),
        "words": lambda: isinstance(value, list) and all(isinstance(v, str) for v in value),
        "player": lambda: value in PLAYERS or isinstance(value, str) and TARGET_PLAYER.fullmatch(value) is not None,
        "target player": lambda: value is True or value in ("any", "opponent"),
        "recipient": lambda: _whole_number(value) and value >= 1 or value in RECIPIENTS,
        "static amount": lambda: _whole_number(value) or isinstance(value, dict) and len(value) == 1
        and next(iter(value)) in STATIC_AMOUNT_KEYS,
        "amount": lambda: _amount_ok(value) or isinstance(value, dict),
        "counter kind": lambda: isinstance(value, str) and bool(value.strip()) or isinstance(value, dict)
        and list(value) == ["choice"] and isinstance(value["choice"], list) and bool(value["choice"])
        and all(isinstance(v, str) for v in value["choice"]),
        "base pt": lambda: value == "mana value" or isinstance(value, str) and BASE_PT.fullmatch(value) is not None,
        "filter": lambda: value is None or isinstance(value, dict),
        "if cast this way": lambda: isinstance(value, dict),
        "condition": lambda: isinstance(value, dict),
        "remove counters": lambda: isinstance(value, dict),
        "count or X": lambda: _whole_number(value) and value >= 0 or value == "X",
        "search zones": lambda: isinstance(value, list) and bool(value)
        and all(zone in ("graveyard", "hand", "library") for zone in value),
        "amounts": lambda: isinstance(value, list) and bool(value),
        "colors": lambda: isinstance(value, str) and bool(value) and set(value) <= set("WUBRG"),
        "count or all": lambda: value == "all" or _whole_number(value) and value >= 1,
    }
    return tests[shape]() if shape in tests else True


SHAPE_WORDS = {
    "player": f"a player reference: {', '.join(PLAYERS)}, target N or owner of target N",
    "base pt": "base power and toughness such as '3/3', or 'mana value'",
    "target player": "true, 'any' or 'opponent'",
    "static amount": "a whole number, {count: FILTER} or {cards in hand: PLAYER}",
    "words": "a list of words such as [Creature]",
    "word": "a word",
    "condition": "a condition such as {you control: FILTER} or {amount: AMOUNT, at least: N}",
    "amounts": "a list of amounts",
    "colors": "color letters such as U or WB",
    "positive number": "a whole number, 1 or more",
    "count": "a whole number, 0 or more",
    "true": "true",
    "amount": "an amount: a whole number, X, or a mapping such as {count: FILTER} or {counters: KIND}",
    "remove counters": "a mapping such as {count: 1, from: {controller: you}}",
}


def _describe_shape(shape: Shape) -> str:
    if isinstance(shape, tuple):
        return "one of " + ", ".join(repr(word) for word in shape) if shape else "nothing: none is allowed here"
    return SHAPE_WORDS.get(shape) or PARAMETER_KINDS.get(shape, shape)


def check_value(shape: Shape, value: Any, what: str, node: Any, line: int | None, where: str) -> None:
    """`value` is of `shape`; the parts it holds (filters, amounts, nested mappings) are checked in turn."""
    if not _shape_ok(shape, value):
        close = _did_you_mean(value, shape) if isinstance(shape, tuple) and isinstance(value, str) else ""
        raise InputError(f"{where}: {what} must be {_describe_shape(shape)}, not {describe(value)}{close}", line)
    if shape == "filter":
        validate_filter(value, node, where)
    elif shape in ("amount", "static amount") and isinstance(value, dict):
        shapes = AMOUNT_KEYS if shape == "amount" else {key: AMOUNT_KEYS[key] for key in STATIC_AMOUNT_KEYS}
        named = [key for key in value if key in shapes]
        if len(named) != 1:
            close = _did_you_mean(next(iter(value)), shapes) if len(value) == 1 else ""
            raise InputError(f"{where}: {what} is an amount; a mapping names one of {', '.join(shapes)}, not "
                             f"{', '.join(map(repr, value)) or 'nothing'}{close}", line)
        check_mapping(value, shapes[named[0]], f"{what} (an amount)", node, where)
    elif shape == "if cast this way":
        check_mapping(value, IF_CAST_THIS_WAY_KEYS, what, node, where)
    elif shape == "amounts":
        for term in value:
            check_value("amount", term, f"a term of {what}", node, line, where)
    elif shape == "remove counters":
        check_mapping(value, REMOVE_COUNTERS_COST_KEYS, what, node, where, required=("count",))
    elif isinstance(shape, str) and shape in MAPPING_SHAPES:
        check_mapping(value, MAPPING_SHAPES[shape][0], what, node, where, required=MAPPING_SHAPES[shape][1])
    elif shape == "condition":
        named = [key for key in value if key in CONDITION_KEYS]
        if len(named) != 1:
            close = _did_you_mean(next(iter(value)), CONDITION_KEYS) if len(value) == 1 else ""
            raise InputError(f"{where}: {what} is a condition; it names one of {', '.join(CONDITION_KEYS)}, not "
                             f"{', '.join(map(repr, value)) or 'nothing'}{close}", line)
        check_mapping(value, CONDITION_KEYS[named[0]], f"{what} (a condition)", node, where)


def check_mapping(mapping: Any, allowed: Mapping[str, Shape], what: str, node: Any, where: str,
                  required: tuple[str, ...] = ()) -> None:
    """`mapping` has only the keys `allowed` names (the closest is suggested for another), each value of its
    shape, and those `required`."""
    if not isinstance(mapping, dict):
        raise InputError(f"{where}: {what} must be a mapping, not {describe(mapping)}", _line(node))
    for key, value in mapping.items():
        line = _line(mapping, key) or _line(node)
        if key not in allowed:
            raise InputError(f"{where}: unknown key {key!r} of {what}{_did_you_mean(key, allowed)}; "
                             f"its keys are {', '.join(allowed) or 'none'}", line)
        check_value(allowed[key], value, f"{key!r} of {what}", mapping, line, where)
    for key in required:
        if mapping.get(key) is None:
            raise InputError(f"{where}: {what} needs {key!r}: {_describe_shape(allowed[key])}", _line(mapping))


def validate_target_spec(spec: Any, node: Any, where: str) -> None:
    """A target spec (115.1) of TARGET_KEYS."""
    check_mapping(spec, TARGET_KEYS, "a target", node, where)


def validate_cost(cost: Any, keys: Mapping[str, Shape], node: Any, where: str) -> None:
    """An activated ability's cost (602.1a) or a keyword's cost: a mapping of `keys`."""
    check_mapping(cost, keys, "the cost", node, where)


def _check_parameter(name: str, key: str, kind: str, value: Any, params: Any, line: int | None,
                     where: str) -> None:
    """The value of an effect parameter of an unchecked kind, where its handler relies on its shape: player
    references, amounts, durations, words, and the lists and mappings some effects take."""
    what = f"{key!r} of {name!r}"
    if (name, key) in PARAMETER_SHAPES:
        check_value(PARAMETER_SHAPES[name, key], value, what, params, line, where)
    elif kind == "amount" and (name, key) in AMOUNT_WORDS and value in AMOUNT_WORDS[name, key]:
        return
    elif kind == "duration":
        check_value(tuple(DURATIONS), value, f"{what} (a duration the engine ends)", params, line, where)
    elif kind in ("player", "amount", "counter kind", "recipient"):
        check_value(kind, value, what, params, line, where)
    elif kind == "trigger":
        validate_trigger(value, params, where)
    elif key == "choose" and name in ("exile", "shuffle_into_library", "destroy"):
        check_mapping(value, CHOOSE_KEYS, what, params, where)
    elif (name, key) == ("put_onto_battlefield", "counters"):
        check_mapping(value, ENTERS_WITH_COUNTERS_KEYS, what, params, where, required=("kind",))
    elif (name, key) == ("search", "split"):
        if not value:
            raise InputError(f"{where}: {what} must list at least one part", line)
        for part in value:
            check_mapping(part, SPLIT_KEYS, f"a part of {what}", params, where)
    elif (name, key) == ("reflexive", "targets"):
        for spec in value:
            validate_target_spec(spec, params, where)
    elif (name, key) == ("add_phases", "phases"):
        if not value:
            raise InputError(f"{where}: {what} must list at least one phase", line)
        for phase in value:
            check_value(PHASE_NAMES, phase, f"a phase of {what}", params, line, where)


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
    """A static or replacement ability names one of STATIC_KINDS and has the keys STATIC_KEYS gives it."""
    _one_word(spec, "effect", STATIC_KINDS, "a static or replacement ability", node, where)
    kind = spec["effect"]
    keys = {"effect": (kind,), **STATIC_KEYS[kind]}
    what = f"a {kind} ability"
    check_mapping(spec, keys, what, node, where, required=REQUIRED_STATIC_KEYS.get(kind, ()))
    if ("power" in spec) != ("toughness" in spec):
        raise InputError(f"{where}: {what} gives 'power' and 'toughness' together (208.1)", _line(node))
    if "base pt" in spec and "power" in spec:
        raise InputError(f"{where}: {what} gives 'base pt' or 'power' and 'toughness', not both", _line(node))
    if kind in STATIC_NEEDS_ONE_OF and not any(key in spec for key in STATIC_NEEDS_ONE_OF[kind]):
        raise InputError(f"{where}: {what} needs {' or '.join(map(repr, STATIC_NEEDS_ONE_OF[kind]))}", _line(node))
    condition = spec.get("as long as")
    if condition is not None and (set(condition) != {"amount", "at least"} or not _whole_number(
            condition["at least"]) or not set(condition["amount"]) & set(STATIC_CONDITION_AMOUNTS)):
        raise InputError(f"{where}: {what}'s 'as long as' is {{amount: AMOUNT, at least: N}} with a number N and an "
                         f"amount of {' or '.join(STATIC_CONDITION_AMOUNTS)}", _line(node))


def validate_trigger(spec: Any, node: Any, where: str) -> None:
    """A triggered ability names one of TRIGGER_EVENTS and has the keys TRIGGER_KEYS gives that event."""
    _one_word(spec, "event", TRIGGER_EVENTS, "a triggered ability", node, where)
    event = spec["event"]
    check_mapping(spec, {"event": (event,), **TRIGGER_KEYS[event]}, f"a triggered ability on {event!r}", node,
                  where, required=REQUIRED_TRIGGER_KEYS.get(event, ()))


# ----- transforming double-faced cards (712), a card put on top of a library, unless (118.12a) -------------
# `transform_return`: the face it returns with, back ("transformed", 712.14a) or front ("(front face up)",
# 712.14), and whose control, yours or its owner's. `put_on_top_of_library`: "put target card ... on top of its
# owner's library" (400.7).
EFFECTS["put_on_top_of_library"] = EffectSpec("400.7", OBJECTS, family="zone_changes")
# `unless: {player, text, do, then}`: "[then] unless [player] [do]" (118.12a); "that player" is the one choosing.
EFFECTS["unless"] = EffectSpec("118.12a", {"player": "player", "text": "text", "do": "effects", "then": "effects"},
                               required=("do", "then"), family="control_flow")
PARAMETER_SHAPES.update({("transform_return", "face"): ("back", "front"),
                         ("transform_return", "under"): ("you", "owner")})

# ----- support cards judges ask about with Sagas (issue 10 §1) -------------------------------------------------
# "Reveal cards from the top of your library until you reveal a [filter] card. Put that onto the battlefield and
# the rest on the bottom of your library in a random order." (701.20a, 401.4; Tom Bombadil)
EFFECTS["reveal_until"] = EffectSpec("701.20a", {"filter": "filter", "to": "text", "rest": "text"},
                                     required=("filter",), family="revealing")
PARAMETER_SHAPES["reveal_until", "to"] = ("battlefield", "hand")
PARAMETER_SHAPES["reveal_until", "rest"] = ("bottom_random",)
# "End the turn." (724.1; Sundial of the Infinite)
EFFECTS["end_the_turn"] = EffectSpec("724.1", {}, family="turn_structure")
# An amount: the number of counters of `kind` among the permanents matching a filter ("four or more lore counters
# among Sagas you control").
AMOUNT_KEYS["counters among"] = {"counters among": "filter", "kind": "word"}
# A layered static ability that applies only "as long as" a condition holds (611.3a; Tom Bombadil, Starfield of
# Nyx): `{amount: {count: FILTER} | {counters among: FILTER, kind: KIND}, at least: N}`, evaluated against the
# characteristics being derived.
STATIC_CONDITION_AMOUNTS = ("count", "counters among")
for _kind in LAYERS_OF:
    if _kind in STATIC_KEYS:
        STATIC_KEYS[_kind]["as long as"] = "condition"
# Replacement effects: "that many plus one of each of those kinds of counters" on the permanents matching
# `affected` (`players: true`: "If you would get one or more counters"), 614.1a (Pir, Winding Constrictor);
# "If you would proliferate, proliferate twice instead", 614.1a (Tekuthal).
STATIC_KINDS |= {"counters_plus_one", "proliferate_twice"}
STATIC_KEYS["counters_plus_one"] = {"affected": "filter", "players": "flag"}
STATIC_KEYS["proliferate_twice"] = {}
assert set(STATIC_KEYS) == STATIC_KINDS
# "Whenever the final chapter ability of a Saga you control resolves" (714.2e, 603.2): the chapter ability
# numbered its Saga's final chapter number, after it resolved.
TRIGGER_EVENTS |= {"final chapter resolves"}
TRIGGER_KEYS["final chapter resolves"] = {"whose": ("you", "each")}
# "This ability triggers only once each turn." (603.2h-style limit): any triggered ability may say so.
for _keys in TRIGGER_KEYS.values():
    _keys["once each turn"] = "flag"
assert set(TRIGGER_KEYS) == TRIGGER_EVENTS
# A cost of removing counters from permanents (602.1a, 118.3): `remove counters: {count: N, from: FILTER}`, the
# counters chosen by the player activating (Power Conduit, Tekuthal).
COST_KEYS["remove counters"] = "remove counters"
REMOVE_COUNTERS_COST_KEYS: dict[str, Shape] = {"count": "positive number", "from": "filter"}
# "Enchanted creature loses all abilities and is a green Elk creature with base power and toughness 3/3. (It loses
# all other card types and creature types.)" (Kenrith's Transformation): a static ability that sets the card
# types and subtypes (205.1a, layer 4; the others are lost), the colors (105.3, layer 5), removes all abilities
# (`loses all abilities`, layer 6) and sets base power and toughness (layer 7b).
LAYERS_OF["set_characteristics"] = ("4", "5", "6", "7b")
STATIC_KINDS |= {"set_characteristics"}
STATIC_KEYS["set_characteristics"] = {"affected": "filter", "types": "words", "subtypes": "words", "colors": "colors",
                                      "loses all abilities": "flag", "power": "number", "toughness": "number",
                                      "as long as": "condition"}
REQUIRED_STATIC_KEYS["set_characteristics"] = ("types",)
assert set(STATIC_KEYS) == STATIC_KINDS

# ----- copies of permanents (707; judge.game.copies) ---------------------------------------------------------
LAYERS_OF["copy"] = ("1",)  # 613.2a: copy effects apply in layer 1a
# 707.9: the modifications and exceptions a copy effect may make to the copying process: abilities the copy has
# (707.9a), and characteristics it modifies (707.9b): not legendary, types and subtypes in addition to its others.
COPY_EXCEPTIONS: dict[str, str] = {"ability": "ability", "abilities": "abilities", "not legendary": "flag",
                                   "add types": "list", "add subtypes": "list"}
# What a token copy copies: the target, each card an earlier effect of the ability exiled ("copy it"), a card
# exiled with this permanent (607.2a) or a permanent its controller chooses (not a target; `any number: true`
# for "any number of", each copied once, and `different names: true` for "with different names").
COPY_ORIGINALS = ("target", "exiled", "linked", "choose")
EFFECTS.update({
    "create_token_copy": EffectSpec("707.2", {"target": "target number", "exiled": "flag", "linked": "flag",
                                              "choose": "filter", "any number": "flag", "different names": "flag",
                                              **COPY_EXCEPTIONS}, continuous="copy", family="copies"),
    "sacrifice_created": EffectSpec("701.21a", {}, family="copies"),
    "exile_created": EffectSpec("701.13a", {}, family="copies"),
})
PARAMETER_SHAPES.update({("create_token_copy", "add types"): "words", ("create_token_copy", "add subtypes"): "words"})
EXACTLY_ONE_OF["create_token_copy"] = COPY_ORIGINALS
STATIC_KINDS.add("enter_as_copy")  # 614.1c, 707.5: "you may have this enter as a copy of ..."
STATIC_KEYS["enter_as_copy"] = {"filter": "filter", "ability": "ability", "abilities": "abilities",
                                "not legendary": "flag", "add types": "words", "add subtypes": "words"}

# ----- Kamigawa: Neon Dynasty and March of the Machine transforming Sagas, Theros Beyond Death Sagas --


def _more_params(name: str, params: dict[str, str]) -> None:
    """The effect `name` takes these parameters too."""
    EFFECTS[name] = replace(EFFECTS[name], params={**EFFECTS[name].params, **params})


# A cost of paying life (118.3, 119.4): `life: N` ("{T}, Pay 1 life: ..."; Memory of Toshiro).
COST_KEYS["life"] = "positive number"
# An amount of a static ability (611.3a) beside `{count: FILTER}`: `{cards in hand: PLAYER}` ("gets +1/+1 for each
# card in your hand"; Vision of the Unspeakable), counted as the effect applies.
STATIC_AMOUNT_KEYS = ("count", "cards in hand")
# An amount: the cards an earlier effect of the same ability exiled that match a filter ("For each creature card
# exiled this way"; The Binding of the Titans).
AMOUNT_KEYS["exiled"] = {"exiled": "filter"}
# "Return ... to the battlefield tapped" (`tapped: true`; The Restoration of Eiganjo).
_more_params("put_onto_battlefield", {"tapped": "flag"})
# "Whenever this creature attacks or blocks" (508.3a, 509.3a; Architect of Restoration): one triggered ability that
# triggers on either event.
TRIGGER_EVENTS |= {"attacks or blocks"}
TRIGGER_KEYS["attacks or blocks"] = {"self": "flag", "filter": "filter", "once each turn": "flag"}
# "Tap all nonland permanents target opponent controls. They don't untap during their controller's next untap
# step." (Kiora Bests the Sea God): `controlled by: PLAYER` narrows `all: FILTER` to that player's permanents;
# `doesnt_untap: {next untap step: true}` holds them in their controller's next untap step only.
_more_params("tap", {"controlled by": "player"})
_more_params("doesnt_untap", {"controlled by": "player", "next untap step": "flag"})
# "You may play an additional land this turn" (305.2; Azusa's Many Journeys).
EFFECTS["additional_land_play"] = EffectSpec("305.2", {"count": "number"}, family="turn_structure")
# "Untap up to N lands you control": `untap: {choose: FILTER, count: N}`, permanents you control chosen as it
# resolves, not targeted (Likeness of the Seeker).
_more_params("untap", {"choose": "filter", "count": "number"})
# "Choose a card name." (201.4; Medomai's Prophecy): the source remembers it (filter `name: {chosen: true}`);
# `filter` (types, not types): a name with those characteristics (201.4a).
EFFECTS["choose_name"] = EffectSpec("201.4", {"filter": "filter"}, family="control_flow")
# "Look at the top card of each player's library." (701.20e): the controller looks; nothing moves.
EFFECTS["look_at"] = EffectSpec("701.20e", {"top of library": "player", "count": "amount"},
                                required=("top of library",), family="revealing")
# "When you cast a spell with the chosen name for the first time this turn" (603.2): a `cast` trigger with `first
# time this turn: true` triggers only if its caster cast no earlier spell this turn that matched its filter.
TRIGGER_KEYS["cast"]["first time this turn"] = "flag"
# An amount: the spells PLAYER cast this turn that match a filter, judged as each was cast (`{spells cast this turn:
# you, filter: {any type: [Instant, Sorcery]}}`); activated abilities may say `activate only if: CONDITION`
# (602.5, judge.cards.Ability; Urabrask, Jin-Gitaxias, Sheoldred).
AMOUNT_KEYS["spells cast this turn"] = {"spells cast this turn": "player", "filter": "filter"}
# "Until end of turn, you may cast instant and sorcery spells from any graveyard. If a spell cast this way would be
# put into a graveyard, exile it instead." (601.3; The Great Work): `may_cast_from: {zone: graveyard, filter, text,
# until, if cast this way: {replacement: graveyard_to_exile}}` (`text`: the spells, in the card's words).
EFFECTS["may_cast_from"] = EffectSpec("601.3", {"zone": "text", "filter": "filter", "text": "text", **UNTIL,
                                                "if cast this way": "mapping"}, required=("zone",), family="casting")
PARAMETER_SHAPES[("may_cast_from", "zone")] = ("graveyard", "exile")
PARAMETER_SHAPES[("may_cast_from", "if cast this way")] = "if cast this way"
# "deals 3 damage to target opponent and each creature they control": `damage: {to: each creature, controlled by:
# PLAYER}` (The Great Work).
_more_params("damage", {"controlled by": "player"})
# "Until your next turn, creatures your opponents control attack each combat if able." (508.1d; The Akroan War): a
# requirement on the creatures matching `all`, judged as attackers are declared; no layer (it changes no
# characteristic). "Each tapped creature deals damage to itself equal to its power." (120.3).
LAYERS_OF["attacks_each_combat"] = ()
EFFECTS["attacks_each_combat"] = EffectSpec("508.1d", {"all": "filter", **UNTIL}, required=("all",),
                                            family="turn_structure")
EFFECTS["deals_damage_to_itself"] = EffectSpec("120.3", {"all": "filter"}, required=("all",), family="life_and_damage")
# "Return an artifact card from your graveyard to your hand. If you can't, draw a card." (Inventive Iteration):
# `return_to_hand: {choose: {zone, whose, filter}, if you can't: [...]}`, chosen as it resolves (not targeted).
# "your opponents can't cast spells with the same mana value as that spell until your next turn" (101.2; Living
# Breakthrough): `cant_cast_same_mana_value: {player, until}` in a `cast` trigger (that spell is the one cast).
_more_params("return_to_hand", {"choose": "mapping", "if you can't": "effects"})
LAYERS_OF["cant_cast_mana_value"] = ()
EFFECTS["cant_cast_same_mana_value"] = EffectSpec("101.2", {"player": "player", **UNTIL}, family="casting")
# "Look at the top three cards of your library. Exile one of them face down with a hatching counter on it, then put
# the rest on the bottom of your library in any order." (The Dragon-Kami Reborn): `look_at_top: {count: 3, to:
# exile, face down: true, counter: hatching}`; filter `with counter: KIND` ("cards you own in exile with hatching
# counters on them"); a `dies` trigger with `or self: true` and a filter: "Whenever this or a [filter] dies".
_more_params("look_at_top", {"to": "text", "face down": "flag", "counter": "counter kind"})
PARAMETER_SHAPES[("look_at_top", "to")] = ("hand", "exile")
FILTER_KEYS += ("with counter",)
TRIGGER_KEYS["dies"]["or self"] = "flag"
# ----- Doctor Who, Star Trek, REX, TMT Sagas --------------------------------------------------------
# An amount: the smallest life total among the players named ("if an opponent has 0 or less life": `{amount:
# {lowest life: each opponent}, at most: 0}`, 119.1).
AMOUNT_KEYS["lowest life"] = {"lowest life": "player"}
# "[player] faces a villainous choice — [option 1], or [option 2]" (701.55): `options` two modes ({text, effects}),
# the player facing it chooses one (a `mode:` choice), then all of it happens.
EFFECTS["villainous_choice"] = EffectSpec("701.55a", {"player": "player", "options": "modes"},
                                          required=("player", "options"), family="control_flow")
# An amount: the total power of the creatures matching a filter that died this turn (700.4), each as it last
# existed on the battlefield (608.2h); never less than 0 (107.1b).
AMOUNT_KEYS["total power died this turn"] = {"total power died this turn": "filter"}
# `may: {all of it: true}`: "you may [A] and [B]. If you do, ..." -- "if you do" holds only if each instruction of
# `do` was done (Fugitive of the Judoon).
EFFECTS["may"] = replace(EFFECTS["may"], params={**EFFECTS["may"].params, "all of it": "flag"})
# "Whenever a creature you control attacks alone" (506.5): `alone: true` on an `attacks` trigger; "it" in its
# effects is `event object: true`, the permanent the trigger event names (the attacking creature).
TRIGGER_KEYS["attacks"]["alone"] = "flag"
for _name in ("put_counters", "gain_ability", "modify_pt"):
    EFFECTS[_name] = replace(EFFECTS[_name], params={**EFFECTS[_name].params, "event object": "flag"})
# "For each [filter] permanent, choose a counter on it. You may put an additional counter of that kind on that
# permanent." (122.1; The Caves of Androzani): `another_counter: {all: FILTER}`.
EFFECTS["another_counter"] = EffectSpec("122.1", {"all": "filter"}, required=("all",), family="counter_effects")
# "Starting with you, each player votes for [A] or [B]. If [A] gets more votes, ..." (701.38a): `vote: {options:
# [A, B], starting with: PLAYER, if more votes: [{text: A, effects: [...]}]}`.
EFFECTS["vote"] = EffectSpec("701.38a", {"options": "list", "starting with": "player", "if more votes": "modes"},
                             required=("options",), family="control_flow")
# "The owner of each card exiled with [this] puts that card on the bottom of their library" (607.2a; the cards
# an `exile: {link: true}` of this object exiled).
EFFECTS["put_linked_on_bottom"] = EffectSpec("607.2a", {}, family="zone_changes")
PARAMETER_SHAPES["vote", "options"] = "words"
# "Exile cards from the top of your library until you exile a [filter] card. ... Put the rest of those exiled cards
# on the bottom of your library in a random order." (701.13a, 401.4; "that card" is what later effects act on).
EFFECTS["exile_until"] = EffectSpec("701.13a", {"filter": "filter"}, required=("filter",), family="revealing")
# "Choose up to N [filter]" (permanents, not targeted, 115.10a); `except chosen: true` on `exile: {all: ...}`:
# "all other [filter]".
EFFECTS["choose_permanents"] = EffectSpec("115.10a", {"filter": "filter", "count": "number", "up to": "flag"},
                                          family="zone_changes")
EFFECTS["exile"] = replace(EFFECTS["exile"], params={**EFFECTS["exile"].params, "except chosen": "flag"})


# ----- Kaldheim and Warhammer 40,000 Sagas ---------------------------------------------


def _extended(name: str, params: Mapping[str, str]) -> EffectSpec:
    """The effect `name` with more parameters (its rule, requirements and family unchanged)."""
    return replace(EFFECTS[name], params={**EFFECTS[name].params, **params})


# A restriction on a target word's targets as a group: "up to three target creature cards with total mana value 8
# or less" (601.2c; The War in Heaven).
TARGET_KEYS["total mana value at most"] = "count"
# `become: {in addition: true}`: "becomes an artifact in addition to its other types", "become artifact creatures"
# (205.1b): the types and subtypes are added and every prior one kept (layer 4).
_become = EFFECTS["become"]
EFFECTS["become"] = EffectSpec(_become.rule, {**_become.params, "in addition": "flag"}, _become.continuous,
                               _become.required, family=_become.family)
# An amount: the first amount minus the others ("equal to the difference", Waking the Trolls).
AMOUNT_KEYS["minus"] = {"minus": "amounts"}
# Amounts: the product of amounts ("two cards for each ...": `{times: [2, AMOUNT]}`), and the number of opponents
# who control fewer permanents matching a filter than you ("for each opponent who controls fewer creatures than
# you": `{opponents: true, controlling fewer: FILTER}`).
AMOUNT_KEYS["times"] = {"times": "amounts"}
AMOUNT_KEYS["opponents"]["controlling fewer"] = "filter"
# A filter key: power less than the power of the ability's source ("target creature with power less than this
# creature's power", Firja's Retribution); a source gone from the battlefield counts as it last existed (608.2h).
FILTER_KEYS += ("power less than this",)
FLAG_FILTER_KEYS.add("power less than this")
# Damage to each permanent matching a filter ("deals 4 damage to each non-Giant creature and each planeswalker",
# 120.3): `damage: {to: each permanent, filter: FILTER}` (the form Dominaria Sagas use too).
EFFECTS["damage"] = _extended("damage", {"filter": "filter"})
RECIPIENTS += ("each permanent",)
# A filter key: mana value N or greater ("a spell with mana value 5 or greater").
FILTER_KEYS += ("mana value at least",)
# Choosing instead of targeting (115.10a): `put_onto_battlefield: {choose: {zone, whose, filter}}` ("you may put an
# Elf card from your graveyard onto the battlefield"); `greatest power: true` ("a creature with the greatest power
# among creatures target opponent controls") and `each: true` ("a creature card from each graveyard": one in each
# of the `whose` players' zones) in a `choose:` of `exile` or `put_onto_battlefield`.
EFFECTS["put_onto_battlefield"] = _extended("put_onto_battlefield", {"choose": "mapping"})
CHOOSE_KEYS.update({"greatest power": "flag", "each": "flag"})
# `count: AMOUNT` in a `choose:` (as many as there are, if fewer); `shuffle_into_library: {choose: {...}}`: "Choose
# three cards in each graveyard. Their owners shuffle those cards into their libraries." (701.24a)
CHOOSE_KEYS["count"] = "amount"
EFFECTS["shuffle_into_library"] = _extended("shuffle_into_library", {"choose": "mapping"})
# "Exchange control of two target creatures" (701.12b, layer 2): the two targets of the target word `target` (or its
# one target and the one of `with`); a target spec's `share a card type: true`: "two target ... permanents that
# share a card type" (a restriction on the target word's targets as a group, 601.2c).
EFFECTS["exchange_control"] = EffectSpec("701.12b", {"target": "target number", "with": "target number"},
                                         continuous="set_controller", required=("target",), family="continuous")
TARGET_KEYS["share a card type"] = "flag"
# A target spec's `for each: opponent | player`: "for each opponent, up to one target creature that player
# controls" -- one target word with a slot for each of those players, each filled by a permanent that player
# controls (601.2c); with `up to: true` any slot may stay empty.
TARGET_KEYS["for each"] = ("opponent", "player")
# `destroy: {choose: {...}}`; `by: each player` in a `choose:`: "Starting with you, each player chooses a creature.
# Destroy each creature chosen this way." -- each player in turn order from the controller chooses (101.4).
EFFECTS["destroy"] = _extended("destroy", {"choose": "mapping"})
CHOOSE_KEYS["by"] = ("each player",)
# `may_play_exiled: {linked: true}`: "you may cast spells from among cards exiled with [this]" (607.2a, 601.3).
EFFECTS["may_play_exiled"] = _extended("may_play_exiled", {"linked": "flag"})
# "Double the number of each kind of counter on target creature you control" (701.10e); `put_onto_battlefield`'s
# `counters: {kind, amount, if: FILTER}`: "If its mana cost contains {X}, it enters with a number of +1/+1 counters
# on it equal to ..." (122.6, 614.1c); the filter key `X in mana cost: true`.
EFFECTS["double_counters_on"] = EffectSpec("701.10e", OBJECTS, family="counter_effects")
EFFECTS["put_onto_battlefield"] = _extended("put_onto_battlefield", {"counters": "mapping"})
ENTERS_WITH_COUNTERS_KEYS: dict[str, Shape] = {"kind": "word", "amount": "amount", "if": "filter"}
FILTER_KEYS += ("X in mana cost",)
FLAG_FILTER_KEYS.add("X in mana cost")
# `add_mana`'s `count: AMOUNT` ("Add {R} for each Berserker you control") and `until: end of turn` ("Until end of
# turn, you don't lose this mana as steps and phases end", 500.5).
EFFECTS["add_mana"] = _extended("add_mana", {"count": "amount", **UNTIL})
PARAMETER_SHAPES["add_mana", "until"] = ("end of turn",)
# "Choose a creature you control. Until your next turn, all damage that would be dealt to creatures you control is
# dealt to that creature instead." (614.9): `redirect_damage: {filter: FILTER, until: DURATION}`, a replacement
# effect (no layer) redirecting to the creature you choose as it resolves.
LAYERS_OF["redirect_damage"] = ()
EFFECTS["redirect_damage"] = EffectSpec("614.9", {"filter": "filter", **UNTIL}, continuous="redirect_damage",
                                         family="continuous")
# "Reveal a Giant card from your hand" (701.20a): `reveal_from_hand: {filter}` (below), setting "if you
# do"; "The next Giant spell you cast this turn costs {2} less to cast" (601.2f): `reduce_cost: {filter, generic,
# next: true}` (below). A target spec with `player:` and a `filter:` may be either ("target opponent or
# planeswalker").
# "Any number of target Shapeshifter creatures you control have base power and toughness 4/4": a target spec's
# `any number: true` (declared in the block below) and `set_base_pt: {target: N, base pt: P/T, until}`
# (613.4b, layer 7b); "Each creature with power 4 or greater you control deals damage equal to its power to that
# permanent" (120.3): `each_deals_damage: {all: FILTER, to: N}`.
EFFECTS["set_base_pt"] = EffectSpec("613.4b", {**OBJECTS, "base pt": "text", **UNTIL}, continuous="set_base_pt",
                                    required=("base pt",), family="continuous")
PARAMETER_SHAPES["set_base_pt", "base pt"] = "base pt"
EFFECTS["each_deals_damage"] = EffectSpec("120.3", {"all": "filter", "to": "target number"}, required=("all", "to"),
                                           family="life_and_damage")
# ----- Marvel, Avatar, Modern Horizons 3, Wilds of Eldraine, Tarkir: Dragonstorm Sagas ----------------
# "Double the power and toughness of ..." (701.10a-c): +X/+Y with X and Y locked in as it resolves (layer 7c).
EFFECTS["double_pt"] = EffectSpec("701.10b", {**OBJECTS, **UNTIL}, continuous="modify_pt", family="continuous")
# "any number of target ...": a target spec with `any number: true` (115.1, 601.2c: zero or more of them).
TARGET_KEYS["any number"] = "flag"
# Damage to "each non-Villain creature", "each creature and planeswalker your opponents control": `filter` narrows
# the creatures (`to: each creature ...`) or names the permanents (`to: each permanent`) dealt damage (120.3).
EFFECTS["damage"] = replace(EFFECTS["damage"], params={**EFFECTS["damage"].params, "filter": "filter"})
# "Distribute three +1/+1 counters among one, two, or three target creatures" (601.2d): a target spec with
# `divide: N` (and `count:` how many targets at most); `put_counters` on that target puts each its share.
TARGET_KEYS["divide"] = "positive number"
# The Avatar keyword actions (701.65-701.67; judge.game.effects.bending). "Earthbend N" (701.66a): `earthbend:
# {target: K, count: AMOUNT}` (the target a land you control); `return_earthbent` is its delayed triggered
# ability's instruction.
EFFECTS["earthbend"] = EffectSpec("701.66a", {"target": "target number", "count": "amount"}, required=("target",),
                                 family="bending")
EFFECTS["return_earthbent"] = EffectSpec("701.66a", {}, family="bending")


def _role(name: str, *abilities: dict[str, Any]) -> dict[str, Any]:
    """111.10j-r: a colorless Aura Role enchantment token named `name` with enchant creature (its spell ability's
    target, 303.4a) and these abilities."""
    enchant = {"spell": {}, "text": "Enchant creature", "targets": [{"filter": {"types": ["Creature"]}}]}
    return {"name": name, "colors": [], "types": ["Enchantment"], "subtypes": ["Aura", "Role"],
            "abilities": [enchant, *abilities]}


_ENCHANTED_GETS_1_1 = {"static": {"effect": "modify_pt", "affected": {"enchanted": True}, "power": 1, "toughness": 1},
                       "text": "Enchanted creature gets +1/+1."}
# The Role tokens (111.10j-r; 303.7), each by its name plus "Role": `create_token: {token: Wicked Role, attached to:
# N}`. The token itself is named without "Role" (Wicked).
PREDEFINED_TOKENS.update({
    "Cursed Role": _role("Cursed", {"static": {"effect": "set_base_pt", "affected": {"enchanted": True}, "power": 1,
                                               "toughness": 1},
                                    "text": "Enchanted creature has base power and toughness 1/1."}),
    "Monster Role": _role("Monster", {**_ENCHANTED_GETS_1_1, "text": "Enchanted creature gets +1/+1 and has trample."},
                          {"static": {"effect": "gain_ability", "affected": {"enchanted": True}, "ability": "Trample"},
                           "text": "Enchanted creature has trample."}),
    "Sorcerer Role": _role("Sorcerer", {**_ENCHANTED_GETS_1_1,
                                        "text": "Enchanted creature gets +1/+1 and has \"Whenever this creature "
                                                "attacks, scry 1.\""},
                           {"static": {"effect": "gain_ability", "affected": {"enchanted": True},
                                       "ability": {"triggered": {"event": "attacks", "self": True},
                                                   "text": "Whenever this creature attacks, scry 1.",
                                                   "effects": [{"scry": {"count": 1}}]}},
                            "text": "Enchanted creature has \"Whenever this creature attacks, scry 1.\""}),
    "Virtuous Role": _role("Virtuous", {"static": {"effect": "modify_pt", "affected": {"enchanted": True},
                                                   "power": {"count": {"types": ["Enchantment"], "controller": "you"}},
                                                   "toughness": {"count": {"types": ["Enchantment"],
                                                                           "controller": "you"}}},
                                        "text": "Enchanted creature gets +1/+1 for each enchantment you control."}),
    "Wicked Role": _role("Wicked", _ENCHANTED_GETS_1_1,
                         {"triggered": {"event": "dies", "self": True},
                          "text": "When this token is put into a graveyard from the battlefield, each opponent loses "
                                  "1 life.",
                          "effects": [{"lose_life": {"player": "each opponent", "amount": 1}}]}),
})
# "Create a [Role] token attached to target creature" (303.7, 111.10j-r): the token enters attached to the
# `attached to:` target; with no such target it isn't created (303.4g).
EFFECTS["create_token"] = replace(EFFECTS["create_token"], params={**EFFECTS["create_token"].params,
                                                                   "attached to": "target number"})
# An amount: the greatest power among the cards matching `filter` in a player's graveyard ("the greatest power
# among creature cards in your graveyard"; 0 if none, 107.1).
AMOUNT_KEYS["greatest power in graveyard"] = {"greatest power in graveyard": "player", "filter": "filter"}
# Amounts: the mana value of the spell whose casting triggered the ability (`{mana value of: that spell}`, as it was
# cast: 608.2h), and the number of cards in the graveyard that has the most (`{largest graveyard: true}`: "if a
# graveyard has twenty or more cards in it").
AMOUNT_KEYS["mana value of"] = {"mana value of": ("that spell",)}
AMOUNT_KEYS["largest graveyard"] = {"largest graveyard": "true"}
# Equipment (301.5): `attach: {target: N}` attaches the ability's source to the target (701.3a; "Equip {2}" is the
# activated ability `{activated: {mana: "{2}"}, sorcery speed: true, targets: [creature you control], effects:
# [attach: {target: 1}]}`, 702.6a); filter key `equipped` is the object the source is attached to.
EFFECTS["attach"] = EffectSpec("701.3a", {"target": "target number"}, required=("target",), family="attaching")
FILTER_KEYS += ("equipped",)
FLAG_FILTER_KEYS.add("equipped")
# "Sacrifice all Reflections you control": `sacrifice: {all: FILTER}` (701.21a). Filter key `named like a token you
# control: false`: "that doesn't have the same name as a token you control".
EFFECTS["sacrifice"] = replace(EFFECTS["sacrifice"], params={**EFFECTS["sacrifice"].params, "all": "filter"})
FILTER_KEYS += ("named like a token you control",)
FLAG_FILTER_KEYS.add("named like a token you control")
# "The next red or green creature spell you cast this turn can be cast without paying its mana cost" (118.9):
# `next_spell_free: {filter: FILTER}`.
EFFECTS["next_spell_free"] = EffectSpec("118.9", {"filter": "filter"}, family="next_spell")
# "Target creature you control deals damage equal to its power to each opponent": `damage: {dealt by: N, amount:
# {power of: N}, to: ...}`: the N-th target deals the damage (120.3); its power as the effect resolves.
EFFECTS["damage"] = replace(EFFECTS["damage"], params={**EFFECTS["damage"].params, "dealt by": "target number"})
AMOUNT_KEYS["power of"] = {"power of": "positive number"}
# "Artifact spells you cast this turn cost {1} less to cast" (601.2f): `reduce_cost: {filter, generic: N}` (below).
# "Sacrifice any number of creatures" (`sacrifice: {any number: true, filter}`; none by default) and the amount
# `{sacrificed: true}`: how many the ability's sacrifices took. "Search your library and/or graveyard for a creature
# card with mana value less than or equal to [amount]": `search: {graveyard too: true, mana value at most: AMOUNT}`
# (the player chooses whether to search the library too, a `may:` choice, default yes; shuffled only then).
EFFECTS["sacrifice"] = replace(EFFECTS["sacrifice"], params={**EFFECTS["sacrifice"].params, "any number": "flag"})
AMOUNT_KEYS["sacrificed"] = {"sacrificed": "true"}
EFFECTS["search"] = replace(EFFECTS["search"], params={**EFFECTS["search"].params, "graveyard too": "flag",
                                                        "mana value at most": "amount"})
# "Take an extra turn after this one" (500.7): `extra_turn: {player: PLAYER}` (default you). Static abilities of a
# permanent about itself: "can't block" (`cant_block`) and "can't be blocked" (`cant_be_blocked`, `except by:
# FILTER`: "can't be blocked by non-Spirit creatures"), 509.1b. An activated ability's `exhaust: true`: "Exhaust —
# [Cost]: [Effect]", activate only once (702.177a).
EFFECTS["extra_turn"] = EffectSpec("500.7", {"player": "player"}, family="extra_turns")
STATIC_KINDS |= {"cant_block", "cant_be_blocked"}
STATIC_KEYS["cant_block"] = {}
STATIC_KEYS["cant_be_blocked"] = {"except by": "filter"}
# "Until your next turn, each creature attacks each combat if able and attacks a player other than you if able"
# (508.1d): `must_attack: {filter: FILTER, other than you: true, until: DURATION}`; a rules effect in no layer.
EFFECTS["must_attack"] = EffectSpec("508.1d", {"filter": "filter", "other than you": "flag", **UNTIL},
                                     family="combat_requirements")
LAYERS_OF["must_attack"] = ()

# ----- the Ring tempts you (701.54; judge.game.the_ring) ----------------------------------------------------
# "The Ring tempts you": the player gets the emblem named The Ring if they have none (701.54c) and chooses a
# creature they control as their Ring-bearer (701.54a, not a target).
EFFECTS["ring_tempts_you"] = EffectSpec("701.54a", {"player": "player"}, family="designations")
# An amount: the power of a player's Ring-bearer ("your Ring-bearer's power", 701.54e; 0 without one).
AMOUNT_KEYS["ring-bearer power"] = {"ring-bearer power": "player"}
# "The blocking creature's controller sacrifices it" (701.54c, 701.21a): in the delayed triggered ability The
# Ring's third ability creates, the creature that blocked the Ring-bearer (603.7c).
EFFECTS["sacrifice_blocker"] = EffectSpec("701.21a", {}, family="designations")
# "If you do, ..." (608.2c): the condition of an `if` that holds when an earlier instruction of the ability was done
# (an exile, sacrifice or discard that found something; what `may ... if you do` checks).
CONDITION_KEYS["you did"] = {"you did": "true"}
# "Any number of target cards" (115.1, 601.2c): target spec key `any number: true`, with `up to: true`.
# "If you discarded a nonland card, ..." (608.2c): a card an earlier instruction of the ability discarded matches
# the filter (as it is now, in the zone it went to).
CONDITION_KEYS["discarded"] = {"discarded": "filter"}
# "Whenever an Assassin you control attacks this turn, put a +1/+1 counter on it": `event object: true`
# (the permanent the trigger event names, 603.2) on `put_counters`.
# "Create ... token that's tapped and attacking" (508.4): `attacking: true` on `create_token`.
_CREATE = EFFECTS["create_token"]
EFFECTS["create_token"] = EffectSpec(_CREATE.rule, {**_CREATE.params, "attacking": "flag"}, required=_CREATE.required,
                                     family=_CREATE.family)
# "... fights up to one other target creature" (601.2c, 115.3): `other than: N` on a target spec excludes what was
# chosen for the N-th target (an earlier one) of the same spell or ability.
TARGET_KEYS["other than"] = "positive number"
# "Prevent all damage that would be dealt by up to one target creature for as long as ..." (615.1a): a prevention
# effect on the damage the objects would deal, for the stated duration; it changes no characteristic.
LAYERS_OF["prevent_damage_dealt_by"] = ()
EFFECTS["prevent_damage_dealt_by"] = EffectSpec("615.1a", {**OBJECTS, "event object": "flag", **UNTIL},
                                                continuous="prevent_damage_dealt_by", family="continuous")
# "Its mana value" / "the mana value of the exiled card" (202.3): `{mana value: exiled}`, of the card(s) an earlier
# instruction of the ability exiled; `{mana value: linked}`, of the card(s) exiled with this object (607.2a).
AMOUNT_KEYS["mana value"] = {"mana value": ("self", "exiled", "linked")}
# "Return ... the exiled card to its owner's hand" (607.2a): `return_linked: {to: hand}` (default: battlefield).
EFFECTS["return_linked"] = EffectSpec("607.2a", {"to": "text"}, family="zone_changes")
PARAMETER_SHAPES["return_linked", "to"] = ("battlefield", "hand")
# "You become the monarch." (725.3)
EFFECTS["become_monarch"] = EffectSpec("725.3", {"player": "player"}, family="designations")
# "Each player chooses three nonland permanents they control. Destroy all other nonland permanents." (101.4):
# `destroy: {all: FILTER, except chosen: 3}`.
EFFECTS["destroy"] = _extended("destroy", {"except chosen": "number"})
# "Whenever you attack" (508.1, 603.2): the trigger event of its controller declaring one or more attackers.
TRIGGER_EVENTS |= {"you attack"}
TRIGGER_KEYS["you attack"] = {"once each turn": "flag"}
# "Search your library for up to two basic Plains cards, exile them" (701.23a) and "a card exiled with this Saga"
# (607.2a): `search: {to: exile, link: true}`; `return_linked: {count: N}` returns N of those, chosen.
EFFECTS["search"] = EffectSpec("701.23a", {**EFFECTS["search"].params, "link": "flag"}, family="hand_and_library")
EFFECTS["return_linked"] = EffectSpec("607.2a", {"to": "text", "count": "number"}, family="zone_changes")
# "Historic spells you cast this turn cost {2} less to cast." (601.2f): spells matching `filter` its controller
# casts cost `generic` less until the duration ends (default: this turn); `next: true`, only the next such spell
# this turn ("The next Giant spell you cast this turn costs {2} less"). No layer (it changes no characteristic).
LAYERS_OF["reduce_cost"] = ()
EFFECTS["reduce_cost"] = EffectSpec("601.2f", {"filter": "filter", "generic": "number", "next": "flag", **UNTIL},
                                    required=("filter", "generic"), family="continuous")
# "You may put a historic card from among them into your hand" (608.2d) after a mill: `milled_to_hand: {filter}`.
EFFECTS["milled_to_hand"] = EffectSpec("608.2d", {"filter": "filter"}, family="hand_and_library")


# ----- Final Fantasy Summons and Dominants ---------------------------------------------


# "That player loses the game" (104.3e): an effect, not a state-based action.
EFFECTS["lose_game"] = EffectSpec("104.3e", {"player": "player"}, family="life_and_damage")
# "Return all land cards from your graveyard to the battlefield tapped" (400.7): `all: FILTER` with `zone: graveyard`
# is every matching card in your graveyard; `tapped: true` puts them onto the battlefield tapped.
EFFECTS["put_onto_battlefield"] = _extended("put_onto_battlefield", {"zone": "text"})
PARAMETER_SHAPES[("put_onto_battlefield", "zone")] = ("graveyard",)
# "When you discard a card this way, ... damage equal to that card's mana value" (603.12): the amount
# `{mana value: discarded}` is the mana value of the card(s) an earlier `discard` of the ability discarded, also in
# a reflexive triggered ability it created.
AMOUNT_KEYS["mana value"] = {"mana value": ("self", "exiled", "linked", "discarded")}
# "When you next cast an instant or sorcery spell this turn, copy it [twice]. You may choose new targets for the
# copies." (707.10, 707.10c): `that spell: true` copies the spell whose casting triggered the ability, `count` times.
EFFECTS["copy_spell"] = EffectSpec("707.10", {"target": "target number", "that spell": "flag", "count": "number",
                                              "may_choose_new_targets": "flag"}, family="casting")
EXACTLY_ONE_OF["copy_spell"] = ("target", "that spell")
PARAMETER_SHAPES[("copy_spell", "count")] = "positive number"
# "When you next cast a creature spell this turn, that creature enters with an additional +1/+1 counter on it"
# (614.1c, 122.6): in a delayed triggered ability on casting, the spell that triggered it becomes a permanent that
# enters with the counters.
EFFECTS["enters_with_counters"] = EffectSpec("614.1c", {"that spell": "flag", "kind": "counter kind",
                                                        "amount": "amount"}, required=("that spell", "kind"),
                                             family="permanent_spells")
PARAMETER_SHAPES[("enters_with_counters", "kind")] = "word"
# "If you control the creature with the greatest power or tied for the greatest power" (608.2c): among the
# permanents matching the filter, one with the greatest power is yours.
CONDITION_KEYS["you control greatest power"] = {"you control greatest power": "filter"}
# "During any turn you put a lore counter on this Saga, you may play that card" (601.3): `may_play_exiled: {during:
# lore counter turns}` lasts for the rest of the game and is usable only in a turn its controller put a lore counter
# on the source permanent (as it entered or later).
EFFECTS["may_play_exiled"] = _extended("may_play_exiled", {"during": "text"})
PARAMETER_SHAPES[("may_play_exiled", "during")] = ("lore counter turns",)
# "When you next cast a creature spell this turn, it gains haste until end of turn" (611.2a, 611.2c): in a delayed
# triggered ability on casting, the spell that triggered it gains the abilities; the permanent it becomes has them.
EFFECTS["that_spell_gains"] = EffectSpec("611.2a", {"abilities": "abilities", **UNTIL}, required=("abilities",),
                                         family="permanent_spells")
# "Each opponent chooses a creature with the greatest mana value among creatures they control. Return those
# creatures to their owners' hands." (101.4): `return_to_hand: {chosen by: PLAYER, filter: FILTER, greatest: mana
# value}`: each of those players chooses one permanent they control, not targeted.
EFFECTS["return_to_hand"] = _extended("return_to_hand", {"chosen by": "player", "filter": "filter", "greatest": "text"})
PARAMETER_SHAPES[("return_to_hand", "greatest")] = ("mana value",)
# "Return any number of target creature cards with total mana value 6 or less from your graveyard" (601.2c): a target
# spec with `any number: true` (no upper count) and `total mana value at most: N` (the keys above).
# "During your turn, Dion and other Knights you control have flying" (611.3a): a layered static ability with
# `during: your turn` applies only while its controller is the active player.
for _kind in LAYERS_OF:
    if _kind in STATIC_KEYS:
        STATIC_KEYS[_kind]["during"] = ("your turn",)
# Terra, Magical Adept // Esper Terra: "Put up to one enchantment milled this way into your hand" (400.7); "It gains
# haste. If it's a Saga, put up to three lore counters on it." (`created: FILTER`: the tokens an earlier effect of
# the ability created that match it; `up to: true`: the controller chooses how many, 122.1).
EFFECTS["put_milled_into_hand"] = EffectSpec("400.7", {"filter": "filter", "count": "number"},
                                             family="hand_and_library")
PARAMETER_SHAPES[("put_milled_into_hand", "count")] = "positive number"
EFFECTS["put_counters"] = _extended("put_counters", {"created": "filter", "up to": "flag"})
EFFECTS["gain_ability"] = _extended("gain_ability", {"created": "filter"})
# "Choose one at random —" (603.3c, 700.2b): `choose_modes: {at random: true}` in a triggered ability: the mode is
# chosen at random (the run's seed) as it is put on the stack, among those whose targets can be chosen; it has that
# mode's targets only. A shield counter (122.1c) is a rule of judge.game.damage and the `destroy` effect.
EFFECTS["choose_modes"] = _extended("choose_modes", {"at random": "flag"})
# Summon: Yojimbo: "Until your next turn, creatures can't attack you unless their controller pays {2} for each of
# those creatures" (508.1d, 508.1g-h); "X is the number of opponents who control a creature with power 4 or
# greater": the amount `{opponents controlling: FILTER}`.
LAYERS_OF["attack_tax"] = ()  # a cost to attack changes no characteristic: it applies in no layer
EFFECTS["attack_tax"] = EffectSpec("508.1d", {"mana": "mana", **UNTIL}, required=("mana",), family="turn_structure")
AMOUNT_KEYS["opponents controlling"] = {"opponents controlling": "filter"}
# Summon: Esper Valigarmanda: "Exile an instant or sorcery card from each graveyard" (`exile: {choose: {each: true,
# ...}, link: true}`: one card from each of those players' graveyards, chosen by the controller); "Add {R} for each
# lore counter on this Saga" (`add_mana: {count: AMOUNT}`); "You may cast an instant or sorcery card
# exiled with this Saga, and mana of any type can be spent to cast that spell" (`cast: {linked: true, any mana type:
# true}`, cast as this resolves, 607.2a, 118.14).
EFFECTS["cast"] = _extended("cast", {"linked": "flag", "any mana type": "flag"})
# Esper Origins // Summon: Esper Maduin: the keyword Flashback with its `cost:` (702.34a: cast from your graveyard,
# then exiled instead of going anywhere else); the condition `{cast from: graveyard}` ("If this spell was cast from a
# graveyard", 608.2c); `transform_return: {counter: finality}` ("exile it, then put it onto the battlefield
# transformed ... with a finality counter on it", 712.14a, 122.1h); `reveal_top: {filter, to: hand}` ("Reveal the top
# card of your library. If it's a permanent card, put it into your hand.", 701.20a).
CONDITION_KEYS["cast from"] = {"cast from": ("graveyard", "hand", "exile")}
EFFECTS["transform_return"] = _extended("transform_return", {"counter": "counter kind"})
PARAMETER_SHAPES[("transform_return", "counter")] = "word"
EFFECTS["reveal_top"] = EffectSpec("701.20a", {"player": "player", "filter": "filter", "to": "text"},
                                   family="revealing")
PARAMETER_SHAPES[("reveal_top", "to")] = ("hand",)
# Crystal Fragments // Summon: Alexander: "Equip {1}" as an activated ability whose effect is `attach`
# (701.3a, 702.6a); "Prevent all damage that would be dealt to creatures you control this turn": `prevent_damage: {to:
# FILTER, until: DURATION}` (615.1a), the filter checked as damage would be dealt.
LAYERS_OF["prevent_damage"] = ()  # a prevention effect changes no characteristic: it applies in no layer
EFFECTS["prevent_damage"] = EffectSpec("615.1a", {"to": "filter", **UNTIL}, required=("to",),
                                       family="life_and_damage")
# ----- Doctor Who and Star Trek Sagas --------------------------------------------------------
# "Goad all creatures with a name chosen for Day of the Moon", "The tokens are goaded for as long as The War Games
# remains on the battlefield" (701.15a-b): a designation that changes no characteristic, in no layer; by default
# until the goading player's next turn.
LAYERS_OF["goad"] = ()
EFFECTS["goad"] = EffectSpec("701.15a", {**OBJECTS, "created": "filter", **UNTIL}, family="combat_requirements")
# "Choose a creature card name, then goad all creatures with a name chosen for Day of the Moon": every name the
# source's `choose_name` effects chose (201.4), not only the latest (`name: {chosen: true}`).
FILTER_KEYS += ("name chosen for this",)
FLAG_FILTER_KEYS.add("name chosen for this")
# The Curse of Fenric: "For each creature destroyed this way, its controller creates a 3/3 green Mutant creature
# token": the player reference `controller of each destroyed` names the controller of each permanent an earlier
# `destroy` of the ability destroyed, once per permanent. "Target nontoken creature becomes a 6/6 legendary Horror
# creature named Fenric and loses all abilities": the one-shot form of the static `set_characteristics`
# (Kenrith's Transformation): card types and subtypes replaced (205.1a, layer 4), supertypes added, the name set
# (the CR gives a name change by a non-copy effect no layer of its own; judge applies it with the type change),
# abilities removed (layer 6), base power and toughness (7b), for a duration or indefinitely.
PLAYERS += ("controller of each destroyed",)
EFFECTS["set_characteristics"] = EffectSpec("205.1a", {**OBJECTS, "types": "list", "subtypes": "list",
                                                       "supertypes": "list", "name": "text", "base pt": "text",
                                                       "loses all abilities": "flag", **UNTIL},
                                            continuous="set_characteristics", required=("types",), family="continuous")
PARAMETER_SHAPES.update({("set_characteristics", key): "words" for key in ("types", "subtypes", "supertypes")})
PARAMETER_SHAPES[("set_characteristics", "base pt")] = "base pt"
# The Sea Devils: "Until end of turn, whenever a Salamander deals combat damage to a player, it deals that much
# damage to target creature that player controls": a delayed trigger on `deals damage` (603.7) whose target spec
# has `controlled by: that player` (the player its trigger event names, 115.1), the amount `{that much: true}` (the
# event's amount) and `damage: {by event object: true}` (the triggering object deals it, 120.3). Islandwalk and
# the other basic landwalks (702.14c) and horsemanship (702.31b) are keywords (judge.cards.KEYWORDS).
TARGET_KEYS["controlled by"] = ("that player",)
AMOUNT_KEYS["that much"] = {"that much": "true"}
EFFECTS["damage"] = replace(EFFECTS["damage"], params={**EFFECTS["damage"].params, "by event object": "flag"})
TRIGGER_KEYS["deals damage"]["filter"] = "filter"  # "whenever a Salamander deals combat damage" (any matching source)
# The City on the Edge of Forever: "All artifacts and creatures phase out." (`phase_out: {all: FILTER}`, 702.26b)
# and its token's "Permanents can't phase in." (static `cant_phase_in`: nothing phases in during untap steps,
# 502.1, while a permanent with it is on the battlefield).
EFFECTS["phase_out"] = EffectSpec("702.26b", {**OBJECTS, "cant phase in": "duration"}, family="phasing")
LAYERS_OF["cant_phase_in"] = ()  # "It can't phase in for as long as ...": a rule-changing effect, in no layer
STATIC_KINDS.add("cant_phase_in")
STATIC_KEYS["cant_phase_in"] = {}


# ----- Kamigawa: Neon Dynasty transforming Sagas, Elspeth Conquers Death, Kaldheim Sagas ------------
# "Noncreature spells your opponents cast cost {2} more to cast until your next turn" (601.2f): `reduce_cost` with
# `more: true` is a cost increase instead, of the spells `player:` casts (default you), until the duration ends
# (default end of turn) even if its source leaves the battlefield; `text:` names the spells in the card's words.
EFFECTS["reduce_cost"] = _extended("reduce_cost", {"more": "flag", "player": "player", "text": "text"})
LAYERS_OF["cost_increase"] = ()  # a cost increase changes no characteristic: it applies in no layer
# "Put a +1/+1 counter or a loyalty counter on it": `put_counters: {kind: {choice: [+1/+1, loyalty]}}`, the
# controller chooses the kind as it resolves (122.1).
PARAMETER_SHAPES[("put_counters", "kind")] = "counter kind"
# "Each player gains control of all permanents they own" (613.1b, layer 2; The Fall of Lord Konda): the permanents
# each player owns as it resolves (611.2c), indefinitely.
EFFECTS["owners_gain_control"] = EffectSpec("613.1b", {}, continuous="set_controller", family="continuous")
# An intervening "if" clause (603.4): any triggered ability may say `if: CONDITION` beside its event ("Whenever this
# deals damage to a player, if it has dealt 10 or more damage to that player this turn, ..."); checked as the event
# occurs and again as it resolves. The amount `{damage dealt this turn: self, to: that player}`: the damage the
# source dealt to that player this turn (120.3a).
for _keys in TRIGGER_KEYS.values():
    _keys["if"] = "condition"
AMOUNT_KEYS["damage dealt this turn"] = {"damage dealt this turn": ("self",), "to": ("that player",)}
# "If a creature dealt damage this turn by a source you controlled would die, exile it instead" (614.1a, 700.4;
# Etching of Kumano): the replacement `damaged_by_you_dies_to_exile`.
STATIC_KINDS.add("damaged_by_you_dies_to_exile")
STATIC_KEYS["damaged_by_you_dies_to_exile"] = {}
# "You may pay {X}. When you do, put X +1/+1 counters on that creature." (Remnant of the Rising Star): `may: {do:
# [pay: {mana: "{X}"}], if you do: [reflexive: {...}]}` (the effect `pay` below: X chosen as it is paid, and X in the
# reflexive ability, 603.12, which knows "that creature" its creating ability triggered on: `event object: true`).
# "Modified" (700.9): a permanent with one or more counters on it, equipped, or enchanted by an Aura its controller
# controls: the filter key `modified: true`.
FILTER_KEYS += ("modified",)
FLAG_FILTER_KEYS.add("modified")
# "Whenever one or more creatures you control with flying deal combat damage to a player this turn, look at that
# player's hand and draw a card." (The Raven's Warning): a `deals damage` trigger with a `filter` (each matching source)
# and `one or more: true` (once for each player dealt combat damage in one step, 510.2); `look_at: {hand of: PLAYER}`
# (701.20e: the controller looks at that player's hand; nothing moves).
TRIGGER_KEYS["deals damage"].update({"filter": "filter", "one or more": "flag"})
EFFECTS["look_at"] = EffectSpec("701.20e", {**EFFECTS["look_at"].params, "hand of": "player"},
                                family=EFFECTS["look_at"].family)
EXACTLY_ONE_OF["look_at"] = ("top of library", "hand of")
# "You may put a card you own from outside the game on top of your library." (400.11b; The Raven's Warning): the
# cards a player owns outside the game are the scenario's `outside the game:` of that player (400.11a: their
# sideboard); `put_from_outside: {filter, to: top of library | hand}` brings one the controller chooses into the game.
EFFECTS["put_from_outside"] = EffectSpec("400.7", {"filter": "filter", "to": "text"}, family="hand_and_library")
PARAMETER_SHAPES[("put_from_outside", "to")] = ("top of library", "hand")
# Foretell (702.143; Niko Defies Destiny): the keyword `Foretell` with its `cost:` (the foretell cost); the filter key
# `foretold: true` (a card put into exile by foretelling it, 702.143c) and the amount `{cards in exile: PLAYER, filter:
# FILTER}` ("for each foretold card you own in exile").
FILTER_KEYS += ("foretold",)
FLAG_FILTER_KEYS.add("foretold")
AMOUNT_KEYS["cards in exile"] = {"cards in exile": "player", "filter": "filter"}
# "Add {W}{U}. Spend this mana only to foretell cards or cast spells that have foretell." (106.6): `add_mana: {mana,
# spend only: "to foretell cards or cast spells that have foretell"}` (the restriction in the card's words; costs are
# treated as paid, so the trace only says it).
EFFECTS["add_mana"] = _extended("add_mana", {"spend only": "text"})
# ----- Dominaria Sagas and friends ----------------------------------------------------------------
# `become: {in addition: true}` (205.1b) and `damage: {to: each permanent, filter: FILTER}` (120.3): the
# lines above, the same forms.
# `copy_spell: {that spell: true}`: "copy it" -- the form above.
# `sacrifice: {if you do: [...]}`: "Sacrifice a Mountain. If you do, ..." (608.2c).
EFFECTS["sacrifice"] = _extended("sacrifice", {"if you do": "effects"})
# Mappings some effect parameters take, by the shape's name: their keys (each of its shape) and those required.
MAPPING_SHAPES: dict[str, tuple[dict[str, Shape], tuple[str, ...]]] = {}
# `choose: {zone, whose, filter, count, up to}` of put_onto_battlefield and return_to_hand: cards each of the
# `whose` players chooses from their own zone, not targets (101.4: in turn order; "Each player returns two land
# cards from their graveyard"), `count` of them (`all`: every matching card), `up to: true` for "up to N" / "you
# may ... a card". On the battlefield they come under the choosing player's control. The other keys of an
# `exile: {choose: ...}` (`greatest power`, `each`, `by`) mean what they mean there: the controller
# chooses.
CARD_CHOICE_ZONES = ("graveyard", "hand", "hand or graveyard")
MAPPING_SHAPES["cards chosen"] = ({**CHOOSE_KEYS, "zone": CARD_CHOICE_ZONES, "count": "count or all",
                                   "up to": "flag"}, ("zone",))
for _name in ("put_onto_battlefield", "return_to_hand"):
    EFFECTS[_name] = _extended(_name, {"choose": "mapping"})
    PARAMETER_SHAPES[_name, "choose"] = "cards chosen"
# `shuffle_into_library: {graveyard: PLAYER}`: "shuffle your graveyard into your library" (701.24a).
EFFECTS["shuffle_into_library"] = _extended("shuffle_into_library", {"graveyard": "player"})
# `define_x: {amount: AMOUNT}`: "where X is ..." (107.3c), X for the rest of the ability; `create_token` with
# `power` and `toughness` amounts ("an X/X ... token"); `damage: {source: created}`: "It deals X damage to you", the
# token the ability created is the source.
EFFECTS["define_x"] = EffectSpec("107.3c", {"amount": "amount"}, required=("amount",), family="control_flow")
EFFECTS["create_token"] = _extended("create_token", {"power": "amount", "toughness": "amount"})
EFFECTS["damage"] = _extended("damage", {"source": "text"})
PARAMETER_SHAPES["damage", "source"] = ("created",)
# An amount: Domain, the number of basic land types among lands a player controls (305.6).
AMOUNT_KEYS["basic land types"] = {"basic land types": "player"}
# Filter key `greatest power: true`: "the creature you control with the greatest power", its power the greatest
# (or tied) among the creatures its controller controls.
FILTER_KEYS += ("greatest power",)
FLAG_FILTER_KEYS.add("greatest power")
# `tap: {choose: FILTER, if you do: [...]}`: "Tap any number of untapped artifacts you control" (701.26a), and the
# amount `{tapped: true}`: how many it tapped ("that much damage", also in a reflexive trigger it creates, 603.12).
EFFECTS["tap"] = _extended("tap", {"choose": "filter", "if you do": "effects"})
AMOUNT_KEYS["tapped"] = {"tapped": "true"}
# `damage_plus: {amount: N, source: FILTER}`: "If a red source you control would deal damage to a permanent or
# player this turn, it deals that much damage plus 2 instead" (614.1a), a replacement effect lasting this turn.
EFFECTS["damage_plus"] = EffectSpec("614.1a", {"amount": "amount", "source": "filter"}, required=("amount",),
                                    family="life_and_damage")
# Static `damage_stays`: "Damage isn't removed from creatures during cleanup steps." (a rule-changing effect on
# 514.2; Victory of the Pyrohammer).
STATIC_KINDS.add("damage_stays")
STATIC_KEYS["damage_stays"] = {}
# `reveal_from_hand: {filter, count, up to}`: "Reveal up to five nonland cards from your hand" (701.20a; sets "if
# you do", "you may reveal a Giant card from your hand" is `{filter}`); the amount `{revealed sharing
# mana value: true}`: how many of them have the same mana value as another card revealed.
EFFECTS["reveal_from_hand"] = EffectSpec("701.20a", {"filter": "filter", "count": "amount", "up to": "flag"},
                                         family="revealing")
AMOUNT_KEYS["revealed sharing mana value"] = {"revealed sharing mana value": "true"}
# `put_counters: {player: PLAYER, kind, amount}`: "Each player gets three rad counters" (122.1); the amount
# `{player counters: KIND}`: the total number of counters of that kind among players; `radiation`: the rad counters'
# inherent triggered ability (728.1).
EFFECTS["put_counters"] = _extended("put_counters", {"player": "player"})
AMOUNT_KEYS["player counters"] = {"player counters": "word"}
EFFECTS["radiation"] = EffectSpec("728.1", {}, family="counter_effects")
# Time counters (The Girl in the Fireplace, The Parting of the Ways): keywords `Vanishing` (with `count: N`) and
# `Suspend` (judge.game.time_counters), the keyword action `time_travel` (701.56a), suspend's own effects (the
# engine's triggered abilities use them) and "For each nonland card exiled this way, put a number of time counters
# on that card equal to its mana value. If it doesn't have suspend, it gains suspend." (`suspend_exiled`). A
# permanent's static `prevent_all_damage`: "Prevent all damage that would be dealt to this creature." (615.1a).
EFFECTS["time_travel"] = EffectSpec("701.56a", {}, family="keyword_actions")
EFFECTS["suspend_remove_counter"] = EffectSpec("702.62a", {}, family="keyword_actions")
EFFECTS["suspend_cast"] = EffectSpec("702.62a", {}, family="keyword_actions")
EFFECTS["suspend_exiled"] = EffectSpec("702.62a", {"filter": "filter"}, family="keyword_actions")
STATIC_KINDS.add("prevent_all_damage")
STATIC_KEYS["prevent_all_damage"] = {}
# The Eleventh Hour: a permanent's static "Doctor spells you cast cost {1} less to cast." (601.2f,
# `reduce_cost` as a static ability: judge.game.stack._cost_reductions) and "Create a token that's a copy of target
# creature, except it's a legendary Alien named Prisoner Zero" (707.9b: `legendary: true` adds the supertype,
# `creature types: [...]` replaces its creature types, `name:` sets its name; all part of its copiable values).
STATIC_KINDS.add("reduce_cost")
STATIC_KEYS["reduce_cost"] = {"filter": "filter", "generic": "positive number"}
REQUIRED_STATIC_KEYS["reduce_cost"] = ("generic",)
COPY_EXCEPTIONS.update({"legendary": "flag", "creature types": "list", "name": "text"})
EFFECTS["create_token_copy"] = replace(EFFECTS["create_token_copy"],
                                       params={**EFFECTS["create_token_copy"].params, **COPY_EXCEPTIONS})
PARAMETER_SHAPES[("create_token_copy", "creature types")] = "words"

# ----- Avatar "Legend of" Sagas, Welcome to . . ., March of the Machine praetors ------------
# `{largest graveyard: true, whose: PLAYER}`: the most cards in any one graveyard of those players ("if an opponent
# has eight or more cards in their graveyard"); `put_onto_battlefield: {zone: graveyard, all: FILTER, whose:
# PLAYER}`: the matching cards in those players' graveyards ("Put all creature cards from all graveyards onto the
# battlefield under your control", 400.7).
AMOUNT_KEYS["largest graveyard"] = {**AMOUNT_KEYS["largest graveyard"], "whose": "player"}
EFFECTS["put_onto_battlefield"] = _extended("put_onto_battlefield", {"whose": "player"})
# "Put up to two creature cards from among the milled cards onto the battlefield" (400.7): as `put_milled_into_hand`.
EFFECTS["put_milled_onto_battlefield"] = EffectSpec("400.7", {"filter": "filter", "count": "number"},
                                                    family="hand_and_library")
PARAMETER_SHAPES[("put_milled_onto_battlefield", "count")] = "positive number"
# "You have no maximum hand size for as long as you control [this]" (402.2): `no_maximum_hand_size: {until}`, a
# rules effect in no layer for the ability's controller; "You may cast any number of spells from your hand without
# paying their mana cost" (608.2g): `cast: {any number: true, without paying: true}`.
LAYERS_OF["no_maximum_hand_size"] = ()
EFFECTS["no_maximum_hand_size"] = EffectSpec("402.2", {**UNTIL}, family="turn_structure")
EFFECTS["cast"] = _extended("cast", {"any number": "flag"})
# Escape (702.138a) granted by a static `may_cast_from: {zone: graveyard, filter, escape: {exile other cards: N}}`:
# "Each Dinosaur card in your graveyard has escape. The escape cost is equal to the card's mana cost plus exile three
# other cards from your graveyard." (Jurassic Park): cast from your graveyard for its mana cost plus exiling N other
# cards from your graveyard (601.2h); with fewer, it can't be cast that way.
ESCAPE_KEYS: dict[str, Shape] = {"exile other cards": "positive number"}
STATIC_KEYS["may_cast_from"]["escape"] = "escape"
MAPPING_SHAPES["escape"] = (ESCAPE_KEYS, tuple(ESCAPE_KEYS))
SHAPE_WORDS["escape"] = "a mapping such as {exile other cards: 3}"
# "Airbend up to one other target nonland permanent" (701.65a): `airbend: {target: N}` exiles the targets; for as
# long as each card remains exiled its owner may cast it by paying {2} rather than its mana cost. "Whenever you cast
# your second spell each turn" (603.2): a `cast` trigger's `nth spell this turn: 2`. "Starting with you, each player
# chooses up to one permanent ...": `up to: true` in a `choose:` (101.4, 115.10a).
EFFECTS["airbend"] = EffectSpec("701.65a", {"target": "target number"}, required=("target",), family="bending")
TRIGGER_KEYS["cast"]["nth spell this turn"] = "positive number"
CHOOSE_KEYS["up to"] = "flag"
# "You may pay {X}. When you do, put any number of target creature cards with total mana value X or less from that
# player's graveyard onto the battlefield under your control." (Fire Lord Sozin): `pay: {mana: MANA}` inside a `may`
# (X chosen as it is paid, 107.3f), then a `reflexive` ability whose target spec may say `whose: that player` (the
# player the trigger event names) and `total mana value at most: X` (the X paid). "Search target opponent's
# graveyard, hand, and library for up to four cards with that name and exile them." (701.23a-b): `search_zones:
# {player, zones, filter, count, to: exile}`.
EFFECTS["pay"] = EffectSpec("118.3a", {"mana": "mana", "player": "player"}, required=("mana",), family="control_flow")
TARGET_KEYS["whose"] = (*TARGET_KEYS["whose"], "that player")
TARGET_KEYS["total mana value at most"] = "count or X"
EFFECTS["search_zones"] = EffectSpec("701.23a", {"player": "player", "zones": "list", "filter": "filter",
                                                 "count": "amount", "to": "text"}, required=("zones",),
                                     family="hand_and_library")
PARAMETER_SHAPES[("search_zones", "zones")] = "search zones"
PARAMETER_SHAPES[("search_zones", "to")] = ("exile",)
SHAPE_WORDS["count or X"] = "a whole number, 0 or more, or X"
SHAPE_WORDS["search zones"] = "a list of graveyard, hand and/or library"
# "Transform all Incubator tokens you control" (701.27a): `transform: {self | target | all}` turns each permanent
# over in place; "Incubate N" (701.53a): `incubate: {count: N}` creates the predefined double-faced Incubator token
# (111.10i) with N +1/+1 counters.
EFFECTS["transform"] = EffectSpec("701.27a", OBJECTS, family="transforming")
EFFECTS["incubate"] = EffectSpec("701.53a", {"count": "amount"}, family="transforming")
PREDEFINED_TOKENS["Incubator"] = {
    "name": "Incubator", "colors": [], "types": ["Artifact"], "subtypes": ["Incubator"],
    "abilities": [{"activated": {"mana": "{2}"}, "text": "{2}: Transform this token.",
                   "effects": [{"transform": {"self": True}}]}],
    "back": {"name": "Phyrexian Token", "colors": [], "types": ["Artifact", "Creature"], "subtypes": ["Phyrexian"],
             "power": 0, "toughness": 0, "abilities": []}}
# An activation cost of sacrificing permanents (602.2b, 118.3): `sacrifice: {count: N, filter: FILTER}` ("Sacrifice
# three other creatures"), the permanents chosen by the player activating (a `cards:` choice).
COST_KEYS["sacrifice"] = "sacrifice cost"
SACRIFICE_COST_KEYS: dict[str, Shape] = {"count": "positive number", "filter": "filter"}
MAPPING_SHAPES["sacrifice cost"] = (SACRIFICE_COST_KEYS, ("count",))
SHAPE_WORDS["sacrifice cost"] = "a mapping such as {count: 3, filter: {types: [Creature], other: true}}"
# "Whenever a source an opponent controls deals damage to you or a permanent you control, that source's controller
# loses 2 life unless they pay {1}." (Elesh Norn): a `deals damage` trigger's `filter` on the source with `to: you or
# a permanent you control`; the player reference `that source's controller` (the controller of the damage's source,
# as it last existed if it is gone).
TRIGGER_KEYS["deals damage"]["to"] = (*TRIGGER_KEYS["deals damage"]["to"], "you or a permanent you control")
TRIGGER_KEYS["deals damage"]["filter"] = "filter"  # the source
PLAYERS = (*PLAYERS, "that source's controller")

# ----- Marvel, Spider-Man, Modern Horizons 3 and Wilds of Eldraine Sagas --------------------
# "It becomes a legendary Spider Hero in addition to its other types" (205.1b): `become: {supertypes: [Legendary],
# subtypes: [...], in addition: true}` adds supertypes too (layer 4).
EFFECTS["become"] = _extended("become", {"supertypes": "list"})
PARAMETER_SHAPES[("become", "supertypes")] = "words"
# "Put a vigilance counter on a creature you control" (not targeted, 115.10a): `choose_permanents: {filter, count:
# 1}`, then `put_counters: {chosen: true, ...}` acts on the permanents it chose.
EFFECTS["put_counters"] = _extended("put_counters", {"chosen": "flag"})
# "You may put a Hero creature card ... onto the battlefield. If you don't, draw a card." (608.2c): `may: {do, if you
# don't: [...]}`: those effects happen when the player declines, or does nothing (no card to put).
EFFECTS["may"] = _extended("may", {"if you don't": "effects"})
NESTED_EFFECTS += ("if you don't",)
# "When you next cast a creature spell this turn, copy it, except the copy isn't legendary." (707.9b, 707.10f):
# `copy_spell: {that spell: true, not legendary: true}`.
EFFECTS["copy_spell"] = _extended("copy_spell", {"not legendary": "flag"})
# "Whenever a creature with the chosen name deals combat damage to a player this turn" (603.2): a `filter` on a
# `deals damage` trigger (the source of the damage matches it); in a delayed triggered ability, `name: {chosen:
# true}` is the name an earlier `choose_name` of the creating ability chose (603.7c).
TRIGGER_KEYS["deals damage"]["filter"] = "filter"
# "Investigate twice for each card discarded this way" (701.16a): `investigate: {count: AMOUNT}`, that many times.
EFFECTS["investigate"] = _extended("investigate", {"count": "amount"})
# "Whenever a creature attacks you or a planeswalker you control" (508.3a): `attacked: you or a planeswalker you
# control` on an `attacks` trigger: the attacker attacks the ability's controller (judge's creatures attack players
# only, 506.3), each attacking creature matching the `filter`; "it" is `event object: true`.
TRIGGER_KEYS["attacks"]["attacked"] = ("you or a planeswalker you control",)
# The Creation of Avacyn (607.2a, 406.3): "Search your library for a card, exile it face down" (`search: {to: exile,
# link: true, face down: true}`, search with `face down`); "Turn the exiled card face up"
# (`turn_face_up: {linked: true}`); "If it's a creature card" (condition `{linked: FILTER}`); "put the exiled card
# onto the battlefield" (`put_onto_battlefield: {linked: true}`): the cards a linked ability of the source exiled,
# while they stay in exile. Its mana value is `{mana value: linked}`, "into its owner's hand" its
# `return_linked: {to: hand}`.
EFFECTS["search"] = _extended("search", {"face down": "flag"})
EFFECTS["turn_face_up"] = EffectSpec("406.3", {"linked": "flag"}, required=("linked",), family="zone_changes")
EFFECTS["put_onto_battlefield"] = _extended("put_onto_battlefield", {"linked": "flag"})
CONDITION_KEYS["linked"] = {"linked": "filter"}


# ----- Brothers' War, Phasing, Vaults, In the Darkness, Ents ---------------------------
# An Aura card put onto the battlefield by `put_onto_battlefield` enters attached to an object its enchant ability
# allows, chosen as it enters (303.4f); `attach: {put: FILTER, choose: FILTER}`: "If an Equipment is put onto the
# battlefield this way, you may attach it to a creature you control" (701.3a): each permanent an earlier
# `put_onto_battlefield` of the ability put there that matches `put` may be attached to one permanent matching
# `choose` (a `card:` choice, `card: []` for none).
EFFECTS["attach"] = EffectSpec("701.3a", {"target": "target number", "put": "filter", "choose": "filter"},
                               family="attaching")
# "Each player secretly votes for up to one creature, then those votes are revealed. If no creature got votes, ...
# Otherwise, destroy each creature with the most votes or tied for most votes." (701.38a-b): `vote: {for: FILTER,
# secretly: true, up to: true, if no votes: [...], otherwise: [...]}`; objects key `voted: true` in `otherwise`.
EFFECTS["vote"] = EffectSpec("701.38a", {**EFFECTS["vote"].params, "for": "filter", "secretly": "flag",
                                         "up to": "flag", "if no votes": "effects", "otherwise": "effects"},
                             family="control_flow")
EFFECTS["destroy"] = _extended("destroy", {"voted": "flag"})
NESTED_EFFECTS += ("if no votes", "otherwise")
# 111.10h: a Powerstone token (its mana's spending restriction is only its text: costs are treated as paid).
PREDEFINED_TOKENS["Powerstone"] = _artifact_token("Powerstone", {"tap": True},
                                                  "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
                                                  [{"add_mana": {"mana": "{C}"}}])
# "Choose two target players. Until your next turn, each creature they control attacks the other chosen player each
# combat if able." (508.1d): `must_attack: {players: target N, until}` (the two players, as it resolves).
EFFECTS["must_attack"] = _extended("must_attack", {"players": "player"})
# "Pay any amount of {E}" (107.14): `pay_energy: {}` (a `number:` choice) and the amount `{paid: true}`; "You may play
# one of those cards without paying its mana cost" (608.2g, 305.2a): `cast: {exiled: true, play: true, without
# paying: true}`, one of the cards an earlier effect of the ability exiled, a land card played if it can be.
EFFECTS["pay_energy"] = EffectSpec("107.14", {}, family="counter_effects")
AMOUNT_KEYS["paid"] = {"paid": "true"}
EFFECTS["cast"] = _extended("cast", {"exiled": "flag", "play": "flag"})
# "Note a creature type that hasn't been noted for this Saga" (205.3m): `note_creature_type: {}` (a `creature type:`
# choice); filter key `noted type: true`: "of that type" (in a delayed trigger's `when`, the type is fixed as the
# delayed ability is created).
EFFECTS["note_creature_type"] = EffectSpec("205.3m", {}, family="control_flow")
FILTER_KEYS += ("noted type",)
FLAG_FILTER_KEYS.add("noted type")
# Planeswalkers: a card face's `loyalty: N` (306.5b: it enters with that many loyalty counters) and an activated
# ability's cost `loyalty: +N | 0 | -N` (606.2, 606.4: a loyalty ability, activated as 606.3 allows: a main phase of
# its controller's turn, the stack empty, one loyalty ability of that permanent a turn); `loyalty_abilities_twice`:
# "You may activate the loyalty abilities of planeswalkers you control twice this turn rather than only once".
COST_KEYS["loyalty"] = "number"
EFFECTS["loyalty_abilities_twice"] = EffectSpec("606.3", {}, family="turn_structure")
# "Mill N cards. When you do, ..." (603.12): `mill: {count: N, if you do: [reflexive ...]}`; milling is doing it only
# if one or more cards were milled (701.17b: as many as possible; none from an empty library).
EFFECTS["mill"] = _extended("mill", {"if you do": "effects"})
# "Whenever you sacrifice an enchantment" (701.21a): trigger event `sacrificed` (`by: you` is the permanent's controller
# as it last existed, its `filter` matched against it as it last existed, 603.10a); "X is that Saga's mana value"
# after "whenever the final chapter ability of a Saga you control resolves": `{mana value of: that Saga}` (608.2h).
TRIGGER_EVENTS |= {"sacrificed"}
TRIGGER_KEYS["sacrificed"] = {"by": ("you", "opponent", "any"), "filter": "filter", "once each turn": "flag",
                              "if": "condition"}
AMOUNT_KEYS["mana value of"] = {"mana value of": ("that spell", "that Saga")}
# "Whenever this creature attacks, defending player chooses a nonland card in your graveyard. Return that card to
# your hand. This creature gets +X/+0 until end of turn, where X is the mana value of that card." (O-Kagachi Made
# Manifest): in a `choose:`, `by: that player` -- that player (the defending player of an attack trigger) chooses,
# not the controller; the amount `{mana value: returned}` is the mana value of the card(s) an earlier
# `return_to_hand: {choose: ...}` of the ability returned (608.2h).
CHOOSE_KEYS["by"] = ("each player", "that player")
AMOUNT_KEYS["mana value"] = {"mana value": ("self", "exiled", "linked", "discarded", "returned")}
MAPPING_SHAPES["cards chosen"][0]["by"] = CHOOSE_KEYS["by"]
# Saga support cards (helper support). "You may remove a lore counter from each of any number of Sagas you control.
# Put a +1/+1 counter on Garnet for each lore counter removed this way.": `choose_permanents: {filter, count: any
# number}` (any number of them, none included: 115.10a, a `cards:` choice, default all of them), then
# `remove_counters: {chosen: true, kind: lore, amount: 1}` and `put_counters: {self: true, amount: {removed: true}}`.
EFFECTS["choose_permanents"] = _extended("choose_permanents", {"count": "amount"})
AMOUNT_WORDS[("choose_permanents", "count")] = ("any number",)
EFFECTS["remove_counters"] = _extended("remove_counters", {"chosen": "flag"})
# Sigurd, Jarl of Ravensthorpe. An activated ability's `boast: true`: "Boast — [Cost]: [Effect]" (702.142a: only if
# this creature attacked this turn, and only once each turn). "Put a lore counter on target Saga you control or
# remove one from it": `put_or_remove_counter: {target: 1, kind: lore}` (a `mode:` choice as it resolves, `put` or
# `remove`, default put). "Whenever you put a lore counter on a Saga you control": trigger event `counters put`
# {kind, by: you (default) | any, filter}: once for each event of putting counters (not for each counter), the
# turn-based (714.3c) and entering (714.3a, 122.6a) lore counters included.
EFFECTS["put_or_remove_counter"] = EffectSpec("122.1", {**OBJECTS, "kind": "counter kind"}, required=("kind",),
                                              family="counter_effects")
PARAMETER_SHAPES[("put_or_remove_counter", "kind")] = "word"
TRIGGER_EVENTS |= {"counters put"}
TRIGGER_KEYS["counters put"] = {"kind": "word", "by": ("you", "any"), "filter": "filter"}
