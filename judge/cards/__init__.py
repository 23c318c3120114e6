"""Cards are data: one YAML file per card in this folder, in a closed effect vocabulary.

A card file holds its printed characteristics, its Oracle text and its
abilities. `CardDB` loads a card file only when a scenario names it, from the
file its name gives (`file_name`); any other name is found in the catalogue,
which is derived from the files (nothing is indexed by hand).
"""

from __future__ import annotations

import copy
import os
import re
import unicodedata
from judge.records import field, Mutable, replace
from functools import cache, cached_property
from pathlib import Path
from typing import Callable, NamedTuple

from judge.cards.coverage import unmodelled_lines
from judge.cards.vocabulary import (
    COST_KEYS, KEYWORD_COST_KEYS, MANA_COST, NESTED_EFFECTS, PREDEFINED_TOKENS, check_value, validate_cost,
    validate_effects, validate_static, validate_target_spec, validate_trigger,
)
from judge.errors import InputError, close_matches, closest, describe
from judge.yamlsrc import LDict, LList, load_yaml

CARD_DIR = CODE_DIR = Path(__file__).parent

ABILITY_KINDS = ("keyword", "chapter", "triggered", "activated", "static", "replacement", "spell")
KEYWORDS: tuple[str, ...] = (
    "Flying", "Trample", "Vigilance", "Haste", "First strike", "Double strike", "Deathtouch",
    "Lifelink", "Reach", "Read ahead", "Flash", "Defender", "Hexproof", "Indestructible", "Menace",
    "Cascade", "Rebound", "Ward", "Spectacle", "Mutate",
    "Doctor's companion",  # 702.124m: a partner ability (deck construction); "a card with doctor's companion"
)
KEYWORDS += ("Changeling",)  # 702.73a: every creature type (judge.game.layers, a characteristic-defining ability)
KEYWORDS += ("Flashback",)  # 702.34a, with its `cost:` (Esper Origins)
# Evasion (judge.game.combat): landwalk of a basic land type (702.14c) and horsemanship (702.31b).
LANDWALK: dict[str, str] = {"Plainswalk": "Plains", "Islandwalk": "Island", "Swampwalk": "Swamp",
                            "Mountainwalk": "Mountain", "Forestwalk": "Forest"}
KEYWORDS += (*LANDWALK, "Horsemanship")
KEYWORDS += ("Vanishing", "Suspend")  # time counters (702.63a, 702.62a; judge.game.triggers, keyword_actions)

KEYWORDS += ("Foretell",)  # 702.143a, with its `cost:` (the foretell cost; judge.game.foretell)


def mana_value(cost: str | None, x: int = 0) -> int:
    """Mana value of a mana cost (202.3): generic numbers, one per symbol, X as chosen."""
    if not cost:
        return 0
    total = 0
    for symbol in re.findall(r"\{([^}]+)\}", cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol == "X":
            total += x
        else:
            total += 1
    return total


_COLOR_OF = {"W": "W", "U": "U", "B": "B", "R": "R", "G": "G"}


def colors_of(cost: str | None) -> tuple[str, ...]:
    """Colors from mana symbols (105.2, 202.2)."""
    found = set()
    for symbol in re.findall(r"\{([^}]+)\}", cost or ""):
        for part in symbol.split("/"):
            if part in _COLOR_OF:
                found.add(part)
    return tuple(c for c in "WUBRG" if c in found)


class Ability(Mutable, eq=False):
    """One ability as printed or granted. Identity matters: two equal texts are two abilities."""

    kind: str
    text: str
    chapters: tuple[int, ...] = ()
    keyword: str | None = None
    trigger: dict = field(default_factory=dict)
    cost: dict = field(default_factory=dict)
    targets: tuple[dict, ...] = ()
    effects: tuple[dict, ...] = ()
    static: dict = field(default_factory=dict)
    mana: bool = False
    sorcery_speed: bool = False
    your_turn_only: bool = False  # "Activate only during your turn." (602.5)
    activate_only_if: dict = field(default_factory=dict)  # "Activate only if [condition]." (602.5)
    exhaust: bool = False  # "Exhaust — [Cost]: [Effect]": activate only once (702.177a)
    boast: bool = False  # "Boast — [Cost]: [Effect]": only if it attacked this turn, once each turn (702.142a)
    intrinsic: str | None = None  # "saga-lore": the 714.3a/b intrinsic abilities
    count: int | None = None  # a keyword's number: "Vanishing 3" (702.63a)


class Face(Mutable):
    """Printed characteristics of one face (or the Omen's alternative characteristics)."""

    name: str
    mana_cost: str | None = None
    colors: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None  # a planeswalker's printed loyalty (306.5b)
    abilities: tuple[Ability, ...] = ()
    oracle: str = ""
    sets: tuple[str, ...] = ()  # the codes of the sets it was printed in, the first printing's first

    @property
    def mana_value(self) -> int:
        return mana_value(self.mana_cost)


class CardDef(Mutable):
    """A card: its front face, and its back face (transforming, 712) or Omen face (720) if it has one."""

    name: str
    front: Face
    back: Face | None = None
    omen: Face | None = None
    # A token its creating effect does not name: the name the rules gave it before 2021-11-19, its subtypes
    # without the word "Token" (110.5c; 111.4 since). Scenarios may use either name, in any version.
    plain_token_name: str | None = None
    also_named: str | None = None  # such a token as named before 2021-11-19: its name with "Token"

    @cached_property
    def names(self) -> tuple[str, ...]:
        faces = tuple(f.name for f in (self.front, self.back, self.omen) if f)
        return faces + tuple(n for n in (self.plain_token_name, self.also_named) if n)

    @cached_property
    def plain_token(self) -> "CardDef":
        """This unnamed token as the rules named it before 2021-11-19: its subtypes alone (110.5c)."""
        assert self.plain_token_name, f"{self.name} is not a token named by the rules"
        return CardDef(self.plain_token_name, replace(self.front, name=self.plain_token_name), also_named=self.name)


ANONYMOUS = CardDef("card", Face("card"))  # a library card the scenario does not name


FACE_KEYS = {"name", "mana_cost", "colors", "supertypes", "types", "subtypes", "power", "toughness", "abilities",
             "oracle", "back", "omen", "notes", "set", "loyalty"}
# The keys of an ability beside its kind, per kind: a keyword's cost (ward, 702.21a); the targets and effects of
# what goes on the stack; whether an activated ability is a mana ability (605.1a), activates only at sorcery
# speed (602.5d) or only during its controller's turn (602.5). A static or replacement ability has only its text.
_ON_THE_STACK = {"text", "targets", "effects"}
ABILITY_KEYS = {"keyword": {"text", "cost", "count"}, "chapter": _ON_THE_STACK, "triggered": _ON_THE_STACK,
                "activated": _ON_THE_STACK | {"mana", "sorcery speed", "your turn only", "activate only if",
                              "exhaust", "boast"},
                "spell": _ON_THE_STACK,
                "static": {"text"}, "replacement": {"text"}}


def _fail(message: str, node, key=None):
    line = None
    if isinstance(node, LDict):
        line = node.line_of(key) if key is not None else node.line
    elif isinstance(node, LList):
        line = node.line_of(key) if isinstance(key, int) else node.line
    raise InputError(message, line)


def _unknown_keys(node, allowed: set[str], what: str, where: str) -> None:
    for key in node:
        if key not in allowed:
            close = closest(str(key), allowed)
            _fail(f"{where}: unknown {what} key {key!r}{f' (did you mean {close!r}?)' if close else ''}; use one of "
                  f"{', '.join(sorted(allowed))}", node, key)


def _typed(node, key, kind, what: str, where: str):
    """`node[key]` if it is of `kind` (null counts as absent); else an error naming what it must be."""
    value = node.get(key)
    if value is not None and (not isinstance(value, kind) or isinstance(value, bool) and kind is not bool):
        _fail(f"{where}: '{key}' must be {what}, not {describe(value)}", node, key)
    return value


def _list_of(node, key, where: str, what: str) -> list:
    """`node[key]` as a list (null: empty); else an error."""
    return _typed(node, key, list, what, where) or []


def _tuple_of_str(node, key, where) -> tuple[str, ...]:
    """`node[key]`: a list of words, or one word (nothing: none)."""
    value = node.get(key)
    if value is None:
        return ()
    if isinstance(value, str) and value.strip():
        value = (value,)
    if not isinstance(value, (list, tuple)):
        _fail(f"{where}: '{key}' must be a list of words, e.g. [Enchantment], not {describe(value)}", node, key)
    for word in value:
        if not isinstance(word, str):
            _fail(f"{where}: '{key}' must be a list of words, e.g. [Enchantment]; {describe(word)} is not a word",
                  node, key)
    return tuple(value)


def _mana_cost(node, key, where: str) -> str | None:
    cost = node.get(key)
    if cost is not None and not (isinstance(cost, str) and MANA_COST.fullmatch(cost)):
        _fail(f"{where}: '{key}' must be mana symbols in quotes such as \"{{2}}{{W}}\" (null for no mana cost), "
              f"not {describe(cost)}", node, key)
    return cost


def _targets(node, where: str) -> tuple[dict, ...]:
    targets = _list_of(node, "targets", where, "a list of target specs such as {filter: {types: [Creature]}}")
    for i, spec in enumerate(targets):
        if not isinstance(spec, dict):
            _fail(f"{where}: each target is a mapping such as {{filter: {{types: [Creature]}}}}, not "
                  f"{describe(spec)}", targets, i)
        validate_target_spec(spec, spec, where)
    return tuple(targets)


def _cost(node, where: str) -> dict:
    cost = _typed(node, "activated", dict, "the cost as a mapping such as {tap: true} ({} for none)", where) or {}
    _mana_cost(cost, "mana", where)
    for key in ("tap", "sacrifice self"):
        _typed(cost, key, bool, "true or false", where)
    _typed(cost, "crew", int, "a whole number", where)
    validate_cost(cost, COST_KEYS, node, where)
    return dict(cost)


def parse_ability(node, where: str) -> Ability:
    """Build an Ability from its YAML mapping; validate against the closed vocabulary."""
    if isinstance(node, str):
        if node in KEYWORDS:
            return Ability("keyword", node, keyword=node)
        _fail(f"{where}: unknown keyword {node!r}; keywords are {', '.join(KEYWORDS)}", None)
    if not isinstance(node, dict):
        _fail(f"{where}: an ability must be a keyword or a mapping, not {describe(node)}", node)
    kinds = [k for k in ABILITY_KINDS if k in node]
    if len(kinds) != 1:
        _fail(f"{where}: an ability needs exactly one of {', '.join(ABILITY_KINDS)}", node)
    kind = kinds[0]
    _unknown_keys(node, {kind} | ABILITY_KEYS[kind], "ability", where)
    text = _typed(node, "text", str, "the ability's text", where) or ""
    targets = _targets(node, where)
    effects = tuple(_list_of(node, "effects", where, "a list of effects such as [{draw: {count: 1}}]"))
    validate_effects(effects, node, where)
    _compile_effects(effects, where)
    for key in ("mana", "sorcery speed", "your turn only", "exhaust", "boast"):
        _typed(node, key, bool, "true or false", where)
    _typed(node, "cost", dict, "a mapping such as {mana: \"{R}\"}", where)
    if node.get("cost") is not None:
        validate_cost(node["cost"], KEYWORD_COST_KEYS, node, where)
    if kind == "keyword":
        if node["keyword"] not in KEYWORDS:
            _fail(f"{where}: unknown keyword {node['keyword']!r}; keywords are {', '.join(KEYWORDS)}", node, "keyword")
        cost = dict(node.get("cost") or {})
        printed = f"{node['keyword']} {cost['mana']}" if set(cost) == {"mana"} else node["keyword"]  # "Ward {2}"
        count = _typed(node, "count", int, "a whole number", where)  # "Vanishing 3"
        printed += f" {count}" if count is not None else ""
        return Ability("keyword", text or printed, keyword=node["keyword"], cost=cost, count=count)
    if kind == "chapter":
        raw = node["chapter"]
        chapters = tuple(raw) if isinstance(raw, list) else (raw,)
        if not chapters or not all(isinstance(c, int) and not isinstance(c, bool) and c > 0 for c in chapters):
            _fail(f"{where}: 'chapter' must be a positive number or a list of them", node, "chapter")
        return Ability("chapter", text, chapters=chapters, targets=targets, effects=effects)
    if kind == "triggered":
        validate_trigger(node["triggered"], node, where)
        return Ability("triggered", text, trigger=dict(node["triggered"]), targets=targets, effects=effects)
    if kind == "activated":
        if node.get("activate only if") is not None:
            check_value("condition", node["activate only if"], "'activate only if'", node, node.line_of(
                "activate only if") if isinstance(node, LDict) else None, where)
        return Ability("activated", text, cost=_cost(node, where), targets=targets, effects=effects,
                       mana=bool(node.get("mana")), sorcery_speed=bool(node.get("sorcery speed")),
                       your_turn_only=bool(node.get("your turn only")),
                       activate_only_if=dict(node.get("activate only if") or {}), exhaust=bool(node.get("exhaust")),
                       boast=bool(node.get("boast")))
    if kind == "spell":
        if node["spell"] not in (None, {}):
            _fail(f"{where}: 'spell' takes nothing: write 'spell: {{}}' and the spell's targets and effects beside it, "
                  f"not {describe(node['spell'])}", node, "spell")
        return Ability("spell", text, targets=targets, effects=effects)
    validate_static(node[kind], node, where)
    static = dict(node[kind])
    compile_parts(static, where)
    return Ability(kind, text, static=static)


def _compile_effects(effects: tuple[dict, ...], where: str) -> None:
    """compile_parts for each effect of a validated list, nested ones included."""
    for effect in effects:
        (_, params), = effect.items()
        params = params or {}
        for key in NESTED_EFFECTS:
            _compile_effects(params.get(key) or (), where)
        for mode in params.get("modes") or ():
            _compile_effects(mode.get("effects") or (), where)
        compile_parts(params, where)


def compile_parts(params: dict, where: str) -> None:
    """Parse, once with the card, what an effect or static ability carries as card data: a token's face
    (111.4) and granted abilities (`ability:` one, or `abilities:` a list; kept as `abilities`). No state
    outlives the card it belongs to."""
    if isinstance(params.get("token"), dict):
        params["token"] = token_card(params["token"], f"{where}, token")
    elif isinstance(params.get("token"), str):
        params["token"] = predefined_token(params["token"])  # the vocabulary checked the name
    if isinstance(params.get("if cast this way"), dict):  # Thundermane Dragon: {gain_ability: Haste, ...}
        rider = params["if cast this way"] = dict(params["if cast this way"])
        if "gain_ability" in rider:
            rider["abilities"] = (parse_ability(rider.pop("gain_ability"), f"{where}, granted ability"),)
    if "ability" in params and "abilities" in params:
        _fail(f"{where}: give one ability as 'ability:' or a list as 'abilities:', not both", params, "abilities")
    if "ability" in params:
        one = params.pop("ability")
        if one is not None:
            params["abilities"] = (parse_ability(one, f"{where}, granted ability"),)
    granted = params.get("abilities")
    if isinstance(granted, tuple):
        return  # parsed already
    if granted is not None and not isinstance(granted, list):
        _fail(f"{where}: 'abilities' must be a list of abilities such as [Flying], not {describe(granted)}", params,
              "abilities")
    if granted is not None:
        params["abilities"] = tuple(parse_ability(a, f"{where}, granted ability") for a in granted)


def token_card(spec: dict, where: str = "token") -> CardDef:
    """The card definition of a token an effect creates, parsed once with the card that creates it. Without a
    `name`, the effect names none: the token is named its subtypes plus the word "Token" (111.4)."""
    if "name" in spec:  # a double-faced token (111.10i) gives its back face too
        face = parse_face(spec, where)
        back = parse_face(spec["back"], where) if spec.get("back") is not None else None
        return CardDef(face.name, face, back)
    subtypes = spec.get("subtypes") or []
    plain = " ".join(map(str, subtypes)) if isinstance(subtypes, list) and subtypes else "Token"
    named = copy.copy(spec)  # a yamlsrc.LDict keeps its line numbers
    named["name"] = f"{plain} Token" if subtypes else plain
    face = parse_face(named, where)
    return CardDef(face.name, face, plain_token_name=plain if subtypes else None)


@cache  # one definition each, built on first use: they never change
def predefined_token(name: str) -> CardDef:
    """A predefined token (111.10) by its name."""
    return token_card(PREDEFINED_TOKENS[name], f"the predefined {name} token")


@cache
def army_token(subtype: str) -> CardDef:
    """701.47a: the 0/0 black [subtype] Army creature token amass creates."""
    return token_card({"types": ["Creature"], "subtypes": [subtype, "Army"], "colors": ["B"], "power": 0,
                       "toughness": 0}, f"amass {subtype}")


def clue_token() -> CardDef:
    """The predefined Clue token (111.10f)."""
    return predefined_token("Clue")


def _each_effect(card: CardDef, visit: Callable[[str, dict], None]) -> None:
    """Call `visit(effect name, params)` for every effect of a card's abilities, nested effects, modes and the
    abilities those effects grant included."""

    def walk_effects(effects) -> None:
        for effect in effects:
            (name, params), = effect.items()
            params = params or {}
            visit(name, params)
            for key in NESTED_EFFECTS:
                walk_effects(params.get(key) or ())
            for mode in params.get("modes") or ():
                walk_effects(mode.get("effects") or ())
            walk_abilities(params.get("abilities") or ())

    def walk_abilities(abilities) -> None:
        for ability in abilities:
            if isinstance(ability, Ability):
                walk_effects(ability.effects)
                walk_abilities(ability.static.get("abilities") or ())

    for face in (card.front, card.back, card.omen):
        if face is not None:
            walk_abilities(face.abilities)


def tokens_made_by(card: CardDef) -> list[CardDef]:
    """The tokens a card's abilities can create (111.4), those granted to others included."""
    found: list[CardDef] = []

    def visit(name: str, params: dict) -> None:
        if name == "investigate":
            found.append(clue_token())
        if name == "amass" and isinstance(params.get("subtype"), str):
            found.append(army_token(params["subtype"]))
        if name == "incubate":  # 701.53a: the double-faced Incubator token (111.10i)
            found.append(predefined_token("Incubator"))
        if isinstance(params.get("token"), CardDef):
            found.append(params["token"])

    _each_effect(card, visit)
    return found


def names_given_by(card: CardDef) -> set[str]:
    """The names a card's effects give objects ("a copy ... except it's named Prisoner Zero", "becomes ... named
    Fenric": 707.9b, 613.1c)."""
    found: set[str] = set()

    def visit(name: str, params: dict) -> None:
        if isinstance(params.get("name"), str):
            found.add(params["name"])

    _each_effect(card, visit)
    return found


def parse_face(node, where: str) -> Face:
    if not isinstance(node, dict):
        _fail(f"{where}: a card face is a mapping with 'name', 'types', ..., not {describe(node)}", node)
    name = node.get("name")
    _unknown_keys(node, FACE_KEYS, "card", f"{where}, {name}" if isinstance(name, str) and name.strip() else where)
    if not isinstance(name, str) or not name.strip():
        _fail(f"{where}: a card needs a 'name' (text), not {describe(name)}", node, "name" if "name" in node else None)
    where = f"{where}, {name}"
    cost = _mana_cost(node, "mana_cost", where)
    colors = _tuple_of_str(node, "colors", where) if "colors" in node else colors_of(cost)
    if not set(colors) <= set(_COLOR_OF):
        _fail(f"{where}: 'colors' are letters W, U, B, R, G, not {', '.join(sorted(set(colors) - set(_COLOR_OF)))}",
              node, "colors")
    power = _typed(node, "power", int, "a whole number", where)
    toughness = _typed(node, "toughness", int, "a whole number", where)
    if (power is None) != (toughness is None):
        given, missing = ("power", "toughness") if toughness is None else ("toughness", "power")
        _fail(f"{where}: '{given}' without '{missing}'; give both or neither", node, given)
    loyalty = _typed(node, "loyalty", int, "a whole number", where)
    for key in ("oracle", "notes"):
        _typed(node, key, str, "text", where)
    for key in ("back", "omen"):
        _typed(node, key, dict, "a card face (a mapping with 'name', 'types', ...)", where)
    from_oracle = "abilities" not in node and node.get("oracle")
    items = _compiled(node, where) if from_oracle else _list_of(node, "abilities", where, "a list of abilities")
    abilities: list[Ability] = []
    for i, item in enumerate(items):
        try:
            abilities.append(parse_ability(item, where))
        except InputError as exc:
            exc.line = exc.line or (items.line_of(i) if isinstance(items, LList) else None)
            raise
    return Face(
        name=name, mana_cost=cost, colors=colors,
        supertypes=_tuple_of_str(node, "supertypes", where), types=_tuple_of_str(node, "types", where),
        subtypes=_tuple_of_str(node, "subtypes", where), power=power, toughness=toughness, loyalty=loyalty,
        abilities=tuple(abilities), oracle=(node.get("oracle") or "").strip(),
        sets=_tuple_of_str(node, "set", where),
    )


def _compiled(node, where: str) -> list:
    """A face that gives its Oracle text and no `abilities:`: its abilities compiled from the text
    (judge.oracle); an error naming the first sentence the compiler cannot read."""
    from judge.oracle import UnreadableOracle, compile_abilities  # only here: `judge run` does not load it

    try:
        return compile_abilities(node["name"], _tuple_of_str(node, "types", where), node.get("oracle") or "")
    except UnreadableOracle as exc:
        first = exc.unreadable[0]
        raise InputError(f"{where}: cannot read the Oracle sentence {first.sentence!r} (in {first.ability!r}); give "
                         f"this face its 'abilities:' in the card format",
                         node.line_of("oracle") if isinstance(node, LDict) else None) from None


def parse_card(node, where: str) -> CardDef:
    if not isinstance(node, dict):
        _fail(f"{where}: a card definition must be a mapping, not {describe(node)}", node)
    front = parse_face(node, where)
    back = parse_face(node["back"], where) if node.get("back") is not None else None
    omen = parse_face(node["omen"], where) if node.get("omen") is not None else None
    return CardDef(front.name, front, back, omen)


# ----- finding cards -----------------------------------------------------------------------------------
# Nothing is indexed by hand. A card is looked for first in the file its name gives (`file_name`); every
# other name (back faces, Omens, names typed without their diacritics, prefixes) is found in the catalogue,
# derived from the card files themselves and kept between runs in a cache that their sizes and times validate.

_VARIANTS = str.maketrans({"Æ": "Ae", "æ": "ae", "Œ": "Oe", "œ": "oe", "’": "'", "‘": "'"})


def plain_name(name: str) -> str:
    """`name` without diacritics, ligatures or curly apostrophes: `Song of Eärendil` and `Song of Earendil`
    find the same card (judge shows the name as printed)."""
    if name.isascii():
        return name
    decomposed = unicodedata.normalize("NFKD", name.translate(_VARIANTS))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def name_key(text: str) -> str:
    """What typed names and searched text are compared by: the plain form, in any case, spaced once."""
    return " ".join(plain_name(text).casefold().split())


def file_name(name: str) -> str:
    """The file of the card whose front face is `name`: lower case, each run of other characters one hyphen
    (`Urza's Saga`: urza-s-saga.yaml). A file named otherwise is still found, through the catalogue."""
    kept = "".join(c if c.isascii() and c.isalnum() else " " for c in plain_name(name).lower())
    return "-".join(kept.split()) + ".yaml"


KINDS = ("saga", "read ahead", "saga creature", "transforming", "omen", "support")


def kinds_of(card: CardDef) -> tuple[str, ...]:
    """What `judge cards --kind` selects by: a Saga face (714), read ahead (702.155), a Saga that is a
    creature, a transforming card (712), an Omen card (720); a support card is neither a Saga nor an Omen."""
    sagas = [face for face in (card.front, card.back) if face is not None and "Saga" in face.subtypes]
    kinds = {
        "saga": bool(sagas),
        "read ahead": any(a.keyword == "Read ahead" for face in sagas for a in face.abilities),
        "saga creature": any("Creature" in face.types for face in sagas),
        "transforming": card.back is not None,
        "omen": card.omen is not None,
        "support": not sagas and card.omen is None,
    }
    return tuple(kind for kind in KINDS if kinds[kind])


def not_modelled_parts(card: CardDef) -> list[tuple[str, Ability, str]]:
    """Each `not_modelled` effect of the card (nested, modal, granted and token abilities included) as (face
    name, the face's printed ability it is in, what it does not model): the parts judge does nothing for,
    which `judge card` shows."""
    found: list[tuple[str, Ability, str]] = []

    def walk(face: str, printed: Ability, effects) -> None:
        for effect in effects:
            (name, params), = effect.items()
            params = params or {}
            if name == "not_modelled":
                found.append((face, printed, params.get("what") or printed.text))
            for key in NESTED_EFFECTS:
                walk(face, printed, params.get(key) or ())
            for mode in params.get("modes") or ():
                walk(face, printed, mode.get("effects") or ())
            walk_abilities(face, printed, params.get("abilities") or ())
            if isinstance(params.get("token"), CardDef):
                walk_abilities(face, printed, params["token"].front.abilities)

    def walk_abilities(face: str, printed: Ability, abilities) -> None:
        for ability in abilities:
            if isinstance(ability, Ability):
                walk(face, printed, ability.effects)
                walk_abilities(face, printed, ability.static.get("abilities") or ())

    for face in (card.front, card.back, card.omen):
        if face is None:
            continue
        for ability in face.abilities:
            walk(face.name, ability, ability.effects)
            walk_abilities(face.name, ability, ability.static.get("abilities") or ())
    return found


def oracle_gaps(card: CardDef) -> dict[str, list[tuple[str, str]]]:
    """Each face's Oracle lines that none of its abilities models, with what each lacks (judge.cards.coverage)."""
    parts = not_modelled_parts(card)
    return {face.name: unmodelled_lines(face, {what for name, _, what in parts if name == face.name})
            for face in (card.front, card.back, card.omen) if face is not None}


class CardEntry(NamedTuple):
    """One card file as `judge cards` lists it, derived from the file (a tuple: the catalogue reads many)."""

    file: str
    names: tuple[str, ...]  # the front face's, then the back face's or the Omen's
    kinds: tuple[str, ...]
    sets: tuple[str, ...]
    oracle: str  # the Oracle text of every face
    not_modelled: int  # how many parts judge does not model: `not_modelled` effects, Oracle lines with no ability


def read_card(path: Path) -> CardDef:
    """The card in the card file `path`; an error in it names the file and the line."""
    try:
        return parse_card(load_yaml(path.read_text(encoding="utf-8")), path.name)
    except InputError as exc:
        exc.file = exc.file or str(path)
        raise


def entry_of(path: Path) -> CardEntry:
    """The catalogue entry of the card file `path`."""
    card = read_card(path)
    faces = [face for face in (card.front, card.back, card.omen) if face is not None]
    return CardEntry(path.name, card.names, kinds_of(card), card.front.sets,
                     "\n".join(face.oracle for face in faces if face.oracle),
                     len(not_modelled_parts(card)) + sum(map(len, oracle_gaps(card).values())))


def select(entries, kinds=(), set_code: str | None = None, text: str | None = None) -> list[CardEntry]:
    """The entries that have every one of `kinds`, were printed in the set `set_code` and whose names or
    Oracle text contain `text` (codes and text in any case, diacritics optional), sorted by name."""
    wanted = name_key(text or "")
    code = (set_code or "").upper()
    return sorted((e for e in entries if set(kinds) <= set(e.kinds)
                   and (not code or code in (s.upper() for s in e.sets))
                   and any(wanted in name_key(part) for part in (*e.names, e.oracle))),
                  key=lambda e: name_key(e.names[0]))


CACHE_FORMAT = "judge card catalogue 1"
_ESCAPES = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\x1f": "\\u"}
_UNESCAPES = {v[1]: k for k, v in _ESCAPES.items()}


def _pack(values) -> str:
    """Words or texts as one tab-free, line-free field of the cache."""
    return "\x1f".join(re.sub(r"[\\\t\n\x1f]", lambda m: _ESCAPES[m.group()], v) for v in values)


def _unpack(field_text: str) -> tuple[str, ...]:
    """The values `_pack` wrote (KeyError for a field it did not write)."""
    if not field_text:
        return ()
    return tuple(re.sub(r"\\(.)", lambda m: _UNESCAPES[m.group(1)], v) if "\\" in v else v
                 for v in field_text.split("\x1f"))


def _stamps(folder: Path, suffix: str) -> dict[str, str]:
    """Each file of `folder` ending in `suffix`, with its size and modification time."""
    stamps = {}
    with os.scandir(folder) as found:
        for item in found:
            if item.name.endswith(suffix) and item.is_file():
                status = item.stat()
                stamps[item.name] = f"{status.st_size}:{status.st_mtime_ns}"
    return stamps


def cache_file(folder: Path) -> Path | None:
    """Where the catalogue of `folder` is kept between runs: $XDG_CACHE_HOME/judge (default ~/.cache/judge),
    one file per card folder; None if there is no such place."""
    root = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(root):
        home = os.path.expanduser("~")
        if not os.path.isabs(home):
            return None
        root = os.path.join(home, ".cache")
    tag = re.sub(r"[^A-Za-z0-9]+", "-", str(folder.resolve())).strip("-")[-100:]
    return Path(root) / "judge" / f"cards-{tag}.tsv"


def _read_cache(path: Path, header: str, stamps: dict[str, str]) -> tuple[CardEntry, ...] | None:
    """The entries cached in `path`, if it was written under `header` from files with exactly these stamps."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        if not lines or lines[0] != header or len(lines) - 1 != len(stamps):
            return None
        entries = []
        for line in lines[1:]:
            file, stamp, names, kinds, sets, count, oracle = line.split("\t")
            entry = CardEntry(file, _unpack(names), _unpack(kinds), _unpack(sets), "".join(_unpack(oracle)), int(count))
            if stamps.get(file) != stamp or not entry.names or not set(entry.kinds) <= set(KINDS):
                return None
            entries.append(entry)
    except (OSError, UnicodeError, ValueError, KeyError):  # unreadable, or not written by this code
        return None
    return tuple(entries) if {e.file for e in entries} == set(stamps) else None


def _write_cache(path: Path, header: str, stamps: dict[str, str], entries: tuple[CardEntry, ...]) -> None:
    """Keep `entries` in `path` for the next run; written whole or not at all (another judge may be reading)."""
    rows = ["\t".join((e.file, stamps[e.file], _pack(e.names), _pack(e.kinds), _pack(e.sets), str(e.not_modelled),
                       _pack((e.oracle,)))) for e in entries]
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
        os.replace(temporary, path)
    except OSError:  # no cache: the catalogue is derived again next time
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass


def catalogue_of(folder: Path, cache: Path | None, reuse: bool = True) -> tuple[CardEntry, ...]:
    """Every card file of `folder`, derived from the files: read from `cache` when (`reuse` and) it was written
    by this code from exactly these files (names, sizes, modification times), else derived and written there."""
    stamps = _stamps(folder, ".yaml")
    code = _stamps(CODE_DIR, ".py")  # the code that derives the entries
    header = "\t".join((CACHE_FORMAT, _pack((str(folder.resolve()),)),
                        _pack(f"{file}={stamp}" for file, stamp in sorted(code.items()))))
    entries = _read_cache(cache, header, stamps) if cache is not None and reuse else None
    if entries is None:
        entries = tuple(entry_of(folder / file) for file in sorted(stamps))
        if cache is not None:
            _write_cache(cache, header, stamps, entries)
    return entries


class CardDB:
    """Built-in cards plus a scenario's own `cards:`; each card file parsed at most once."""

    _parsed: dict[str, CardDef] = {}  # by file
    _found: dict[str, CardDef] = {}  # by the name it was asked for
    _catalogue: tuple[CardEntry, ...] | None = None
    _files: dict[str, str] | None = None  # each face's plain name → its file

    def __init__(self, local: dict[str, CardDef] | None = None):
        self.local = local or {}

    @classmethod
    def catalogue(cls, fresh: bool = False) -> tuple[CardEntry, ...]:
        """Every built-in card, derived from the card files (`fresh`: not from the cache)."""
        if cls._catalogue is None or fresh:
            cls._catalogue = catalogue_of(CARD_DIR, cache_file(CARD_DIR), reuse=not fresh)
            cls._files = None
            cls._found.clear()
        return cls._catalogue

    @classmethod
    def index(cls) -> dict[str, str]:
        """Each face name of the built-in cards, in its plain form (`plain_name`), and the file it is in."""
        if cls._files is None:
            cls._files = {plain_name(name): e.file for e in cls.catalogue() for name in e.names}
        return cls._files

    def names(self) -> list[str]:
        return sorted({name for e in self.catalogue() for name in e.names} | set(self.local))

    @classmethod
    def _parse(cls, file: str) -> CardDef | None:
        if file not in cls._parsed:
            path = CARD_DIR / file
            try:
                found = path.is_file()
            except OSError:  # a name too long to be a file's: no such card file
                found = False
            if not found:
                return None
            cls._parsed[file] = read_card(path)
        return cls._parsed[file]

    @classmethod
    def _named(cls, file: str | None, plain: str) -> CardDef | None:
        """The card in `file` if one of its faces is named `plain` (plain_name), else None."""
        card = cls._parse(file) if file else None
        return card if card is not None and any(plain_name(name) == plain for name in card.names) else None

    def get(self, name: str) -> CardDef:
        """The card a scenario names: its own card, or a built-in card by a face's name as printed (with or
        without diacritics). Only a name that is not a front face's costs more than reading its file."""
        if name in self.local:
            return self.local[name]
        if name in self._found:
            return self._found[name]
        plain = plain_name(name)
        card = self._named(file_name(name), plain)
        if card is None and plain in self.index():
            card = self._named(self.index()[plain], plain)
            if card is None:  # the file changed since the cache was written, in the same second and size
                self.catalogue(fresh=True)
                card = self._named(self.index().get(plain), plain)
        if card is None and " // " in name:  # "Sagu Wildling // Roost Seek": the card by all its faces' names
            front, _, back = name.partition(" // ")
            card = self.get(front) if front != name else None
            if card is not None and plain_name(back) not in {plain_name(n) for n in card.names}:
                raise InputError(f"unknown card {name!r}: {card.name}'s other face is not named {back!r}")
        if card is None:
            names = self.names()
            comma = next((n for n in names if n.startswith(name + ", ")), None)
            close = close_matches(name, names, n=3, cutoff=0.6)
            hint = (f"; a name with a comma must be quoted in a [list]: \"{comma}\"" if comma else
                    f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else
                    "; define it in the scenario's 'cards:' block")
            raise InputError(f"unknown card {name!r}{hint}")
        self._found[name] = card
        return card

    def lookup(self, query: str) -> CardDef:
        """The built-in card someone asks for by name (`judge card`): a face's name in any case, with or
        without diacritics, or the beginning of the names of exactly one card; else an InputError that names
        the closest names."""
        key = name_key(query)
        if not key:
            raise InputError("give a card name, e.g. judge card \"Urza's Saga\"")
        card = self._parse(file_name(query))
        if card is not None and key in map(name_key, card.names):
            return card
        entries = self.catalogue()
        found = [e for e in entries if key in map(name_key, e.names)] or \
                [e for e in entries if any(name_key(name).startswith(key) for name in e.names)]
        if len(found) == 1:
            return self._parse(found[0].file) or self.get(found[0].names[0])
        if found:
            names = sorted((e.names[0] for e in found), key=name_key)
            shown = ", ".join(repr(n) for n in names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5 else "")
            raise InputError(f"{query!r} begins the names of {len(names)} cards: {shown}; give more of the name")
        keys = {name_key(name): name for e in entries for name in e.names}
        close = [keys[k] for k in close_matches(key, keys, n=3, cutoff=0.6)]
        close += [keys[k] for k in sorted(keys) if key and key in k and keys[k] not in close][:3 - len(close)]
        hint = f"did you mean {' or '.join(repr(c) for c in close)}?" if close else "'judge cards' lists them all"
        raise InputError(f"unknown card {query!r}; {hint}")
