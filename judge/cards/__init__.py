"""Cards are data: one YAML file per card in this folder, in a closed effect vocabulary.

A card file holds its printed characteristics, its Oracle text and its
abilities. `CardDB` loads a card file only when a scenario names it; the index
file `index.tsv` maps every face name to its file (see `rebuild_index`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from judge.cards.vocabulary import (
    MANA_COST, NESTED_EFFECTS, PREDEFINED_TOKENS, validate_effects, validate_filter, validate_static, validate_trigger,
)
from judge.errors import InputError, close_matches, describe
from judge.yamlsrc import LDict, LList, load_yaml

CARD_DIR = Path(__file__).parent
INDEX = CARD_DIR / "index.tsv"

ABILITY_KINDS = ("keyword", "chapter", "triggered", "activated", "static", "replacement", "spell")
KEYWORDS = (
    "Flying", "Trample", "Vigilance", "Haste", "First strike", "Double strike", "Deathtouch",
    "Lifelink", "Reach", "Read ahead", "Flash", "Defender", "Hexproof", "Indestructible", "Menace",
    "Cascade", "Rebound", "Ward", "Spectacle", "Mutate",
)


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


@dataclass(eq=False)
class Ability:
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
    intrinsic: str | None = None  # "saga-lore": the 714.3a/b intrinsic abilities


@dataclass
class Face:
    """Printed characteristics of one face (or the Omen's alternative characteristics)."""

    name: str
    mana_cost: str | None = None
    colors: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[Ability, ...] = ()
    oracle: str = ""

    @property
    def mana_value(self) -> int:
        return mana_value(self.mana_cost)


@dataclass
class CardDef:
    """A card: its front face, and its back face (transforming, 712) or Omen face (720) if it has one."""

    name: str
    front: Face
    back: Face | None = None
    omen: Face | None = None

    @cached_property
    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in (self.front, self.back, self.omen) if f)


ANONYMOUS = CardDef("card", Face("card"))  # a library card the scenario does not name


FACE_KEYS = {"name", "mana_cost", "colors", "supertypes", "types", "subtypes", "power", "toughness", "abilities",
             "oracle", "back", "omen", "notes"}
# The keys of an ability beside its kind.
ABILITY_KEYS = {"text", "effects", "targets", "cost", "mana", "sorcery speed"}


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
            _fail(f"{where}: unknown {what} key {key!r}; use one of {', '.join(sorted(allowed))}", node, key)


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
        _typed(spec, "filter", dict, "a mapping such as {types: [Creature]}", where)
        validate_filter(spec.get("filter"), spec, where)
    return tuple(targets)


def _cost(node, where: str) -> dict:
    cost = _typed(node, "activated", dict, "the cost as a mapping such as {tap: true} ({} for none)", where) or {}
    _mana_cost(cost, "mana", where)
    for key in ("tap", "sacrifice self"):
        _typed(cost, key, bool, "true or false", where)
    _typed(cost, "crew", int, "a whole number", where)
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
    _unknown_keys(node, {kind} | ABILITY_KEYS, "ability", where)
    text = _typed(node, "text", str, "the ability's text", where) or ""
    targets = _targets(node, where)
    effects = tuple(_list_of(node, "effects", where, "a list of effects such as [{draw: {count: 1}}]"))
    validate_effects(effects, node, where)
    _compile_effects(effects, where)
    for key in ("mana", "sorcery speed"):
        _typed(node, key, bool, "true or false", where)
    _typed(node, "cost", dict, "a mapping such as {mana: \"{R}\"}", where)
    if kind == "keyword":
        if node["keyword"] not in KEYWORDS:
            _fail(f"{where}: unknown keyword {node['keyword']!r}; keywords are {', '.join(KEYWORDS)}", node, "keyword")
        return Ability("keyword", text or node["keyword"], keyword=node["keyword"], cost=dict(node.get("cost") or {}))
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
        return Ability("activated", text, cost=_cost(node, where), targets=targets, effects=effects,
                       mana=bool(node.get("mana")), sorcery_speed=bool(node.get("sorcery speed")))
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
    """The card definition of a token an effect creates (111.4), parsed once with the card that creates it."""
    face = parse_face(spec, where)
    return CardDef(face.name, face)


@cache  # one definition each, built on first use: they never change
def predefined_token(name: str) -> CardDef:
    """A predefined token (111.10) by its name."""
    return token_card(PREDEFINED_TOKENS[name], f"the predefined {name} token")


@cache
def army_token(subtype: str) -> CardDef:
    """701.47a: the 0/0 black [subtype] Army creature token amass creates."""
    return token_card({"name": f"{subtype} Army", "types": ["Creature"], "subtypes": [subtype, "Army"],
                       "colors": ["B"], "power": 0, "toughness": 0}, f"amass {subtype}")


def clue_token() -> CardDef:
    """The predefined Clue token (111.10f)."""
    return predefined_token("Clue")


def tokens_made_by(card: CardDef) -> list[CardDef]:
    """The tokens a card's abilities can create (111.4), those granted to others included."""
    found: list[CardDef] = []

    def walk_effects(effects) -> None:
        for effect in effects:
            (name, params), = effect.items()
            params = params or {}
            if name == "investigate":
                found.append(clue_token())
            if name == "amass" and isinstance(params.get("subtype"), str):
                found.append(army_token(params["subtype"]))
            if isinstance(params.get("token"), CardDef):
                found.append(params["token"])
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
    return found


def parse_face(node, where: str) -> Face:
    if not isinstance(node, dict):
        _fail(f"{where}: a card face is a mapping with 'name', 'types', ..., not {describe(node)}", node)
    _unknown_keys(node, FACE_KEYS, "card", where)
    name = node.get("name")
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
        subtypes=_tuple_of_str(node, "subtypes", where), power=power, toughness=toughness,
        abilities=tuple(abilities), oracle=(node.get("oracle") or "").strip(),
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


def rebuild_index() -> str:
    """Regenerate index.tsv from the card files (run after adding a card)."""
    rows: list[str] = []
    for path in sorted(CARD_DIR.glob("*.yaml")):
        card = parse_card(load_yaml(path.read_text(encoding="utf-8")), path.name)
        rows.extend(f"{name}\t{path.name}" for name in card.names)
    text = "\n".join(sorted(rows)) + "\n"
    INDEX.write_text(text, encoding="utf-8")
    return text


class CardDB:
    """Built-in cards plus a scenario's own `cards:`; each file parsed at most once."""

    _index: dict[str, str] | None = None
    _cache: dict[str, CardDef] = {}

    def __init__(self, local: dict[str, CardDef] | None = None):
        self.local = local or {}

    @classmethod
    def index(cls) -> dict[str, str]:
        if cls._index is None:
            rows = INDEX.read_text(encoding="utf-8").splitlines() if INDEX.exists() else []
            cls._index = dict(row.split("\t") for row in rows if row)
        return cls._index

    def names(self) -> list[str]:
        return sorted(set(self.index()) | set(self.local))

    def get(self, name: str) -> CardDef:
        if name in self.local:
            return self.local[name]
        file = self.index().get(name)
        if file is None:
            comma = next((n for n in self.names() if n.startswith(name + ", ")), None)
            close = close_matches(name, self.names(), n=3, cutoff=0.6)
            hint = (f"; a name with a comma must be quoted in a [list]: \"{comma}\"" if comma else
                    f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else
                    "; define it in the scenario's 'cards:' block")
            raise InputError(f"unknown card {name!r}{hint}")
        if file not in self._cache:
            path = CARD_DIR / file
            self._cache[file] = parse_card(load_yaml(path.read_text(encoding="utf-8")), file)
        return self._cache[file]
