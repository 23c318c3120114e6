"""Continuous effects and the layer system (CR 611, 613).

Characteristics are never stored on objects: `compute` starts from each
object's copiable values (613.1, the printed face) and applies every
continuous effect layer by layer, in timestamp order (613.7) unless one effect
depends on another (613.8). Effects of static abilities re-evaluate what they
affect every time (611.3a); effects from resolved spells and abilities lock
their affected set when created (611.2c).
"""

from __future__ import annotations

from collections.abc import Iterable
from judge.records import field, Mutable, replace
from typing import TYPE_CHECKING, Any

from judge.cards import ANONYMOUS, Ability, mana_value
from judge.cards.vocabulary import LAYERS_OF
from judge.versions import ENTERING_LORE_IS_ABILITY, RulesVersion

if TYPE_CHECKING:
    from judge.cards import Face
    from judge.game.events import EffectTerms
    from judge.game.objects import CardData, GameObject
    from judge.game.state import Game

LAYER_ORDER = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
LAYER_RULE = {
    "1": "613.1a", "2": "613.1b", "3": "613.1c", "4": "613.1d", "5": "613.1e", "6": "613.1f",
    "7a": "613.4a", "7b": "613.4b", "7c": "613.4c", "7d": "613.4d",
}
DEPENDENCY_LAYERS = ("4", "6")


def layer_name(version: RulesVersion, layer: str) -> str:
    """A layer as `version` names it: layer 7's sublayers by their rule's letter (613.4a-d; 613.3a-e before
    2020-04-17)."""
    return "7" + version.number(LAYER_RULE[layer])[-1] if layer.startswith("7") else layer
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
# 205.3: subtypes correlated with each card type (creature types are everything else).
TYPE_SUBTYPES = {
    "Enchantment": {"Saga", "Aura", "Class", "Shrine", "Case", "Room", "Role", "Background", "Cartouche",
                    "Curse", "Rune", "Shard"},
    "Artifact": {"Vehicle", "Equipment", "Treasure", "Clue", "Food", "Blood", "Gold", "Map", "Powerstone"},
    "Land": {"Plains", "Island", "Swamp", "Mountain", "Forest", "Urza's", "Desert", "Gate", "Lair", "Locus",
             "Mine", "Power-Plant", "Tower", "Cave", "Sphere", "Town"},
    "Instant": {"Omen", "Adventure", "Arcane", "Lesson", "Trap"},
    "Sorcery": {"Omen", "Adventure", "Arcane", "Lesson", "Trap"},
}
NONCREATURE_SUBTYPES = set().union(*TYPE_SUBTYPES.values())


def _subtype_kind(subtype: str) -> str:
    """The card type whose subtypes it is one of (205.3): a land type's is Land, a creature type's Creature."""
    return next((kind for kind, subtypes in TYPE_SUBTYPES.items() if subtype in subtypes), "Creature")


def _subtype_belongs(subtype: str, types: list[str]) -> bool:
    """205.1a: a subtype stays only while a card type it is correlated with remains."""
    if subtype in NONCREATURE_SUBTYPES:
        return any(subtype in TYPE_SUBTYPES.get(t, ()) for t in types)
    return "Creature" in types or "Kindred" in types

_MANA_ABILITIES: dict[str, Ability] = {}


def basic_mana_ability(land_type: str) -> Ability:
    """The intrinsic mana ability of a basic land type (305.6)."""
    if land_type not in _MANA_ABILITIES:
        symbol = "{" + BASIC_LAND_TYPES[land_type] + "}"
        _MANA_ABILITIES[land_type] = Ability(
            "activated", f"{{T}}: Add {symbol}.", cost={"tap": True}, mana=True,
            effects=({"add_mana": {"mana": symbol}},), intrinsic="basic-land")
    return _MANA_ABILITIES[land_type]


SAGA_LORE_ABILITY = Ability(
    "replacement", "This Saga enters with a lore counter on it. (Read ahead: as this Saga enters, choose a "
    "number between one and its final chapter number; it enters with that many lore counters.)",
    static={"effect": "saga_entering_lore"}, intrinsic="saga-lore")


class Chars(Mutable):
    """An object's characteristics after (or while) applying layers."""

    name: str
    mana_cost: str | None
    colors: tuple[str, ...]
    supertypes: list[str]
    types: list[str]
    subtypes: list[str]
    abilities: list[Ability]
    power: int | None
    toughness: int | None
    controller: int
    x: int = 0
    rules_text_lost: bool = False
    every_creature_type: bool = False  # 702.73a changeling: it has every creature type (205.3m)
    abilities_removed_by: tuple[str, ...] = ()  # sources of layer-6 "loses all abilities" effects
    front_mana_cost: str | None = None  # a transforming card's back face: its front face's mana cost (202.3b)

    @property
    def mana_value(self) -> int:
        """202.3; 202.3b: a transforming double-faced card's back face has the mana value of its front face."""
        return mana_value(self.mana_cost if self.front_mana_cost is None else self.front_mana_cost, self.x)

    @property
    def chapters(self) -> list[int]:
        """Chapter numbers of the chapter abilities it has (714.2)."""
        return sorted({n for a in self.abilities if a.kind == "chapter" for n in a.chapters})

    @property
    def final_chapter(self) -> int:
        """714.2d: the greatest chapter number; 0 with no chapter abilities."""
        chapters = self.chapters
        return chapters[-1] if chapters else 0

    def has_keyword(self, keyword: str) -> bool:
        return any(a.keyword == keyword for a in self.abilities)

    def copy(self) -> "Chars":
        return replace(self, supertypes=list(self.supertypes), types=list(self.types),
                       subtypes=list(self.subtypes), abilities=list(self.abilities))


class ContinuousEffect(Mutable, eq=False):
    """A continuous effect (611): from a static ability, or locked in by a resolved one."""

    kind: str
    params: dict[str, Any]  # the effect's parameters in the card vocabulary
    source_oid: int
    controller: int
    timestamp: int
    duration: str = "static"  # static | indefinite | one of judge.cards.vocabulary.DURATIONS (611.2a)
    affected: CardData | None = None  # a filter, re-evaluated (611.3a)
    locked: frozenset[int] | None = None  # object ids fixed at creation (611.2c)
    ability: Ability | None = None
    source_label: str = ""
    cites: tuple[str, ...] = ()
    started: set[str] = field(default_factory=set)  # the layers it has begun to apply in (613.6)
    created_turn: int = 0  # the turn it began, for durations counted in turns ("until your next turn")
    source_name: str = ""  # the name of its source as it began, and what it does (611.2c), for the trace
    terms: EffectTerms | None = None

    @property
    def layers(self) -> tuple[str, ...]:
        return acting_layers(self.kind, self.params)


def acting_layers(kind: str, params: dict[str, Any]) -> tuple[str, ...]:
    """The layers an effect of `kind` acts in (LAYERS_OF) with these parameters: layer 7b only with base power and
    toughness (613.4b), layer 6 for a `become` only with abilities to give (613.1f)."""
    sets_base_pt = kind == "set_base_pt" or "power" in params or "base pt" in params
    gives_abilities = kind != "become" or bool(params.get("abilities"))
    return tuple(layer for layer in LAYERS_OF[kind] if (layer != "7b" or sets_base_pt)
                 and (layer != "6" or gives_abilities))


def base_chars(obj: "GameObject", face: Face | None = None) -> Chars:
    """Copiable values (613.2): the printed face (or `face`), for Omen spells the alternative one (720.3b).
    A merged permanent has its topmost card's characteristics and the abilities of every card in it
    (702.140e)."""
    face = face or obj.printed
    return Chars(
        name=face.name, mana_cost=face.mana_cost, colors=face.colors, supertypes=list(face.supertypes),
        types=list(face.types), subtypes=list(face.subtypes), abilities=base_abilities(obj, face),
        power=face.power, toughness=face.toughness, controller=obj.controller, x=obj.x,
        front_mana_cost=obj.card.front.mana_cost if face is obj.card.back else None,
    )


def become_copy(ch: Chars, values: Chars) -> None:
    """613.2a, 707.2: a copy effect (layer 1a) makes the copied values, exceptions included (707.9), the
    object's characteristics; its controller stays (not a copiable value). A copy of a back face has that face's
    mana cost, none, and so mana value 0 (202.3b)."""
    ch.name, ch.mana_cost, ch.colors = values.name, values.mana_cost, values.colors
    ch.front_mana_cost = None
    ch.supertypes, ch.types, ch.subtypes = list(values.supertypes), list(values.types), list(values.subtypes)
    ch.abilities, ch.power, ch.toughness = list(values.abilities), values.power, values.toughness


def base_abilities(obj: "GameObject", face: Face | None = None) -> list[Ability]:
    """The abilities of its copiable values (613.2), a merged permanent's from every card in it (702.140e)."""
    return list((face or obj.printed).abilities) + [a for card, _ in obj.under for a in card.front.abilities]


def is_layered_static(ability: Ability) -> bool:
    """A static ability whose effect is applied in layers (611.3)."""
    return ability.kind == "static" and ability.static.get("effect") in LAYERS_OF


# Kinds of effect that can give an object abilities it does not print (613.1c, 613.1f, 613.2a).
GRANTING = ("gain_ability", "become", "exchange_text_boxes", "copy")


def granted_to(effects: list[ContinuousEffect]) -> frozenset[int] | None:
    """The objects these effects may give abilities they do not print; None: any object, for an effect of
    a static ability finds what it affects by its filter (611.3a)."""
    granted: set[int] = set()
    for effect in effects:
        if effect.kind in GRANTING:
            if effect.locked is None:
                return None
            granted |= effect.locked
    return frozenset(granted)


def board_wide(effects: list[ContinuousEffect]) -> bool:
    """Can a change to one object alter the characteristics of others that are no effect's source?

    Yes when an amount counts permanents (`{count: filter}`, evaluated as the effect applies), or when two
    effects share a layer where one may depend on another (613.8: 613.1d and 613.1f here) and one of them
    finds what it affects by a filter (611.3a): then any object can change the order they apply in."""
    for layer in DEPENDENCY_LAYERS:
        in_layer = [e for e in effects if layer in e.layers]
        if len(in_layer) > 1 and any(e.locked is None for e in in_layer):
            return True
    return any(not isinstance(e.params.get(key, 0), int) for e in effects if e.kind == "modify_pt"
               for key in ("power", "toughness")) or any(conditional(e) for e in effects)


def conditional(effect: ContinuousEffect) -> bool:
    """Does the effect apply only "as long as" a condition on other permanents holds (611.3a)?"""
    return "as long as" in effect.params


# The filter keys that ask about a card's characteristics (109.3), which an anonymous library card does not have.
CHARACTERISTIC_KEYS = frozenset({
    "types", "any type", "not types", "subtypes", "not subtypes", "supertypes", "not supertypes", "name", "colors",
    "mana value at most", "mana value at least", "mana value in", "mana cost in", "X in mana cost", "any of",
    "has omen", "has chapter abilities", "with keyword", "without keyword", "power at least", "power at most",
    "power less than this", "name chosen for this", "named like a token you control", "noted type"})


def matches(game: "Game", flt: CardData | None, oid: int, chars: Chars, source_oid: int | None,
            controller: int, known: GameObject | None = None) -> bool:
    """Does the object satisfy a filter of the card vocabulary (see judge.cards.vocabulary.FILTER_KEYS)? `known`:
    an object no longer in the game's objects, matched as it last existed (608.2h) with `chars`."""
    if not flt:
        return True
    obj = known if known is not None else game.objects.get(oid)
    if obj is None:
        return False
    return matches_object(game, flt, obj, chars, source_oid, controller)


def matches_object(game: "Game", flt: CardData | None, obj: GameObject, chars: Chars, source_oid: int | None,
                   controller: int) -> bool:
    """`matches`, for an object that may no longer be in the game (a spell as it was cast, with the characteristics
    it had then)."""
    return filter_mismatch(game, flt, obj, chars, source_oid, controller) is None


def filter_mismatch(game: "Game", flt: CardData | None, obj: GameObject, chars: Chars, source_oid: int | None,
                    controller: int) -> str | None:
    """The first key of the filter the object does not satisfy (None: it matches): why it is not a legal choice
    (judge.game.mismatch)."""
    oid = obj.oid
    if obj.card is ANONYMOUS:  # an unknown library card: none of its characteristics is known, so it fits no such key
        asked = next((key for key in flt or {} if key in CHARACTERISTIC_KEYS), None)
        if asked is not None:
            return asked
    for key, want in (flt or {}).items():
        if key == "types" and not all(t in chars.types for t in want):
            return key
        if key == "any type" and not any(t in chars.types for t in want):
            return key
        if key == "not types" and any(t in chars.types for t in want):
            return key
        if key == "subtypes" and not all(_has_subtype(chars, t) for t in want):
            return key
        if key == "not subtypes" and any(_has_subtype(chars, t) for t in want):
            return key
        if key == "supertypes" and not all(t in chars.supertypes for t in want):
            return key
        if key == "not supertypes" and any(t in chars.supertypes for t in want):
            return key
        if key == "controller":
            if want == "you" and chars.controller != controller:
                return key
            if want == "opponent" and chars.controller == controller:
                return key
        if key == "owner":
            if want == "you" and obj.owner != controller:
                return key
            if want == "opponent" and obj.owner == controller:
                return key
        if key == "other" and want and oid == source_oid:
            return key
        if key == "self" and want and oid != source_oid:
            return key
        if key in ("enchanted", "equipped") and want:  # the object this Aura or Equipment is attached to
            source = game.objects.get(source_oid) if source_oid is not None else None
            if source is None or source.attached_to != oid:
                return key
        if key == "token" and bool(obj.token) != bool(want):
            return key
        if key == "tapped" and bool(obj.tapped) != bool(want):
            return key
        if key == "name" and not isinstance(want, dict) and chars.name != want:
            return key
        if key == "mana cost in" and (chars.mana_cost or "") not in want:
            return key
        if key == "mana value at most" and chars.mana_value > _value_of_x(game, want, source_oid):
            return key
        if key == "power at most" and (chars.power is None or chars.power > want):
            return key
        if key == "without keyword" and chars.has_keyword(want):
            return key
        if key == "with keyword" and not chars.has_keyword(want):
            return key
        if key == "has chapter abilities" and bool(chars.chapters) != bool(want):
            return key
        if not _matches_more(game, key, want, obj, chars, source_oid, controller):
            return key
    return None


def _has_subtype(chars: Chars, subtype: str) -> bool:
    """A subtype it has, or a creature type it has by changeling (702.73a: every creature type, 205.3m)."""
    return subtype in chars.subtypes or chars.every_creature_type and subtype not in NONCREATURE_SUBTYPES


def _changeling(working: dict[int, Chars]) -> None:
    """Layer 4, first (613.3: characteristic-defining abilities apply before other effects in their layer):
    changeling gives every creature type (702.73a)."""
    for ch in working.values():
        if any(a.keyword == "Changeling" for a in ch.abilities):
            ch.every_creature_type = True


def _source_power(game: "Game", source_oid: int | None) -> int:
    """The power of a filter's source: as it is on the battlefield, else as it last existed there (608.2h)."""
    source = game.objects.get(source_oid) if source_oid is not None else None
    if source is not None and source.zone == "battlefield":
        return game.chars(source.oid).power or 0
    known = game.last_known.get(source_oid) if source_oid is not None else None
    return (known["chars"].power or 0) if known else 0


def _value_of_x(game: "Game", want: int | str, source_oid: int | None) -> int:
    """A number of a filter, or its "X": the X its source was cast with (107.3a, 107.3m), else 0."""
    if want != "X":
        return int(want)
    source = game.objects.get(source_oid) if source_oid is not None else None
    return source.x if source is not None else 0


def _modified(game: "Game", obj: GameObject, chars: Chars) -> bool:
    """700.9: a permanent with one or more counters on it, equipped, or enchanted by an Aura controlled by its
    controller. (The attached permanents are judged by their printed subtypes and the controller they entered
    under, so that a layered static ability may ask it while characteristics are being derived.)"""
    if any(n > 0 for n in obj.counters.values()):
        return True
    return any(o.attached_to == obj.oid and ("Equipment" in o.printed.subtypes
                                             or "Aura" in o.printed.subtypes and o.controller == chars.controller)
               for o in game.battlefield())


def _matches_more(game: "Game", key: str, want: Any, obj: GameObject, chars: Chars, source_oid: int | None,
                  controller: int) -> bool:
    """The filter keys about names, colours, mana values, power and Omens."""
    if key == "name" and isinstance(want, dict):  # {chosen: true}: the name its source chose (Meddling Mage)
        source = game.objects.get(source_oid) if source_oid is not None else None
        return source is not None and bool(source.chosen_name) and chars.name == source.chosen_name
    if key == "any of":
        return any(matches(game, alternative, obj.oid, chars, source_oid, controller, obj) for alternative in want)
    if key == "mana value in":
        return chars.mana_value in want
    if key == "power at least":
        return chars.power is not None and chars.power >= want
    if key == "with counter":  # "with hatching counters on them"
        return obj.counters.get(want, 0) > 0
    if key == "noted type" and want:  # "of that type": the creature type its source noted last
        noter = game.objects.get(source_oid) if source_oid is not None else None
        return noter is not None and bool(noter.noted_types) and _has_subtype(chars, noter.noted_types[-1])
    if key == "greatest power" and want:  # "the creature you control with the greatest power" (ties included)
        return chars.power is not None and all(
            (game.chars(o.oid).power or 0) <= chars.power for o in game.battlefield()
            if o.oid != obj.oid and "Creature" in game.chars(o.oid).types
            and game.chars(o.oid).controller == chars.controller)
    if key == "colors":
        return all(c in chars.colors for c in want)
    if key == "X in mana cost":
        return ("{X}" in (chars.mana_cost or "")) == bool(want)
    if key == "mana value at least":
        return chars.mana_value >= int(want)
    if key == "power less than this" and want:
        return chars.power is not None and chars.power < _source_power(game, source_oid)
    if key == "foretold":  # 702.143c: put into exile by foretelling it
        return (obj.zone == "exile" and obj.foretold_turn is not None) == bool(want)
    if key == "modified":  # 700.9
        return _modified(game, obj, chars) == bool(want)
    if key == "has omen":  # 720.2a: true of the card, spell and permanent whatever characteristics it uses
        return (obj.card.omen is not None) == bool(want)
    if key == "name chosen for this" and want:  # "a name chosen for Day of the Moon": any name its source chose
        source = game.objects.get(source_oid) if source_oid is not None else None
        return source is not None and chars.name in source.chosen_names
    if key == "named like a token you control":  # "that doesn't have the same name as a token you control"
        named = any(o.token and game.chars(o.oid).controller == controller and game.chars(o.oid).name == chars.name
                    for o in game.battlefield())
        return named == bool(want)
    return True


def _affected(game: "Game", effect: ContinuousEffect, working: dict[int, Chars]) -> list[int]:
    if effect.locked is not None:
        return [oid for oid in working if oid in effect.locked]
    return [oid for oid, ch in working.items()
            if matches(game, effect.affected, oid, ch, effect.source_oid, effect.controller)]


def _exists(game: "Game", effect: ContinuousEffect, working: dict[int, Chars]) -> bool:
    """A static ability's effect exists only while its source has that ability (613.6, 613.8a), only "as long
    as" its condition holds and only "during your turn" if it says so (611.3a)."""
    if effect.params.get("during") == "your turn" and effect.ability is not None \
            and game.turn.active != effect.controller:
        return False
    if effect.ability is None or effect.started:
        return True
    source = working.get(effect.source_oid)
    if source is None or not any(a is effect.ability for a in source.abilities):
        return False
    return "as long as" not in effect.params or _condition_holds(game, effect, working)


def _condition_holds(game: "Game", effect: ContinuousEffect, working: dict[int, Chars]) -> bool:
    """An "as long as" condition (judge.cards.vocabulary.STATIC_CONDITION_AMOUNTS), counted on the permanents'
    characteristics as they are being derived: the permanents matching a filter, or the counters of a kind
    among them."""
    condition = effect.params["as long as"]
    spec = condition["amount"]
    flt = spec.get("count", spec.get("counters among"))
    found = [oid for oid, ch in working.items() if game.objects[oid].zone == "battlefield"
             and matches(game, flt, oid, ch, effect.source_oid, effect.controller)]
    n = len(found) if "count" in spec else sum(game.objects[oid].counters.get(spec["kind"], 0) for oid in found)
    return n >= int(condition["at least"])


def _apply(game: "Game", effect: ContinuousEffect, layer: str, working: dict[int, Chars]) -> None:
    params = effect.params
    for oid in _affected(game, effect, working):
        ch = working[oid]
        kind = effect.kind
        if kind == "copy":
            become_copy(ch, params["values"])
        elif kind == "set_controller":
            ch.controller = params.get("to", effect.controller)  # `to`: the other player of an exchange (701.12b)
        elif kind == "exchange_text_boxes":
            # 612.1: the rules text each got from the other, chapter abilities and all (714.1a)
            ch.abilities = list(params["texts"][oid])
        elif kind == "set_land_subtype" and "Land" in ch.types:
            # 305.7: new basic land type replaces the old land types; rules-text abilities are lost.
            land_types = TYPE_SUBTYPES["Land"]
            ch.subtypes = [s for s in ch.subtypes if s not in land_types] + [params["subtype"]]
            ch.abilities = []  # in layer 4 the working abilities are still those of the rules text
            ch.rules_text_lost = True
        elif kind == "add_types" and layer == "4":  # 205.1b: in addition to its other types
            ch.types += [t for t in params["types"] if t not in ch.types]
            ch.supertypes += [t for t in params.get("supertypes", ()) if t not in ch.supertypes]
            ch.subtypes += [s for s in params.get("subtypes", ()) if s not in ch.subtypes]
            ch.supertypes += [s for s in params.get("supertypes", ()) if s not in ch.supertypes]
        elif kind == "become" and layer == "4":
            ch.types = list(params.get("types", ch.types))  # 205.1a: new card types, if given, replace the old
            new = list(params.get("subtypes", []))  # and new subtypes those of the same kind (creature types, ...)
            replaced = {_subtype_kind(s) for s in new}
            ch.subtypes = [s for s in ch.subtypes if _subtype_belongs(s, ch.types) and _subtype_kind(s) not in replaced]
            ch.subtypes += [s for s in new if s not in ch.subtypes]
            if "Creature" in replaced:
                ch.every_creature_type = False
            ch.supertypes += [s for s in params.get("supertypes", []) if s not in ch.supertypes]
        elif kind in ("become", "gain_ability") and layer == "6":
            ch.abilities += params.get("abilities", ())  # a `become` may give no abilities
        elif kind == "set_characteristics":
            _set_characteristics(effect, layer, ch)
        elif kind == "lose_all_abilities" and layer == "6":
            ch.abilities = []
            ch.abilities_removed_by += (effect.source_label,)
        elif layer == "7b" and kind in ("add_types", "become", "lose_all_abilities", "set_base_pt"):
            if kind != "set_base_pt" and "power" not in params and "base pt" not in params:
                continue  # no base power and toughness in this effect
            if params.get("base pt") == "mana value":
                ch.power = ch.toughness = ch.mana_value
            else:
                ch.power, ch.toughness = params["power"], params["toughness"]
        elif kind == "modify_pt" and ch.power is not None:
            assert ch.toughness is not None, "208.1: power and toughness come together"
            ch.power += _amount(game, params.get("power", 0), effect, working)
            ch.toughness += _amount(game, params.get("toughness", 0), effect, working)


def _set_characteristics(effect: ContinuousEffect, layer: str, ch: Chars) -> None:
    """"Is a green Elk creature with base power and toughness 3/3" (and "loses all abilities"): the card types
    and subtypes it gives replace all others (205.1a, layer 4), with any supertypes added and a new name ("a
    legendary Horror creature named Fenric"), its colors (105.3, layer 5), abilities removed (layer 6), base
    power and toughness (layer 7b)."""
    params = effect.params
    if layer == "4":
        ch.types = list(params["types"])
        ch.subtypes = list(params.get("subtypes", ()))
        ch.supertypes += [s for s in params.get("supertypes", ()) if s not in ch.supertypes]
        ch.name = params.get("name", ch.name)
        ch.every_creature_type = False  # changeling's creature types are replaced too (a CDA applies first, 613.3)
    elif layer == "5" and "colors" in params:
        ch.colors = tuple(params["colors"])
    elif layer == "6" and params.get("loses all abilities"):
        ch.abilities = []
        ch.abilities_removed_by += (effect.source_label,)
    elif layer == "7b" and "power" in params:
        ch.power, ch.toughness = params["power"], params["toughness"]


def _amount(game: "Game", spec: object, effect: ContinuousEffect, working: dict[int, Chars]) -> int:
    """A number in an effect: a literal, `{count: filter}` counted on the battlefield now, or `{cards in hand:
    PLAYER}` counted in that hand now (the effect's controller's for `you`)."""
    if isinstance(spec, int):
        return spec
    if isinstance(spec, dict) and "cards in hand" in spec:
        return sum(len(game.players[p].hand) for p in _players(game, spec["cards in hand"], effect.controller))
    if isinstance(spec, dict) and "count" in spec:
        return sum(1 for oid, ch in working.items() if game.objects[oid].zone == "battlefield"
                   and matches(game, spec["count"], oid, ch, effect.source_oid, effect.controller))
    raise ValueError(f"unsupported amount {spec!r}")


def _players(game: "Game", who: str, controller: int) -> list[int]:
    """The players a static ability's player reference names, relative to the effect's controller."""
    if who == "you":
        return [controller]
    if who == "each opponent":
        return [p for p in range(len(game.players)) if p != controller]
    if who == "each player":
        return list(range(len(game.players)))
    raise ValueError(f"a static ability's amount can't name {who!r}")


def _depends(game: "Game", a: ContinuousEffect, b: ContinuousEffect, layer: str,
             working: dict[int, Chars]) -> bool:
    """613.8a: does applying b change whether a exists or what a applies to?"""
    if a.locked is not None:
        return False
    trial = {oid: ch.copy() for oid, ch in working.items()}
    before_exists, before = _exists(game, a, trial), _affected(game, a, trial)
    _apply(game, b, layer, trial)
    return _exists(game, a, trial) != before_exists or _affected(game, a, trial) != before


def _order(game: "Game", effects: list[ContinuousEffect], layer: str, working: dict[int, Chars],
           depends_on: dict[int, list[ContinuousEffect]] | None = None) -> list[ContinuousEffect]:
    """613.7 timestamp order, adjusted by 613.8 dependencies (loops fall back to timestamps).

    `depends_on`, when given, receives for each effect (by id) the effects it depends on.
    """
    pending = sorted(effects, key=lambda e: e.timestamp)
    if layer not in DEPENDENCY_LAYERS or len(pending) < 2:
        return pending
    deps = {id(a): {id(b) for b in pending if b is not a and _depends(game, a, b, layer, working)}
            for a in pending}
    if depends_on is not None:
        depends_on.update({id(a): [b for b in pending if id(b) in deps[id(a)]] for a in pending})
    ordered: list[ContinuousEffect] = []
    while pending:
        waiting = {id(e) for e in pending}
        free = [e for e in pending if not (deps[id(e)] & waiting)]
        chosen = (free or pending)[0]
        ordered.append(chosen)
        pending.remove(chosen)
    return ordered


class Applied(Mutable):
    """One step of `compute`, recorded for `judge layers` and `--explain`.

    `effect` applied in `layer` (None: a rule of the game did, see RULE_STEPS),
    after the effects it depends on (613.8); `after` holds the characteristics
    of the objects it changed, right after it.
    """

    layer: str
    effect: ContinuousEffect | None
    after: dict[int, Chars]
    depends_on: list[ContinuousEffect] = field(default_factory=list)


# Changes `compute` makes by rule rather than by an effect, per layer.
RULE_STEPS = {"4": ("305.6", "714.3a"), "7c": ("613.4c",)}


def compute(game: "Game", record: list[Applied] | None = None, only: Iterable[GameObject] | None = None,
            effects: list[ContinuousEffect] | None = None) -> dict[int, Chars]:
    """Characteristics of every object on the battlefield and the stack (613.1).

    `record`, when given, receives every effect applied, in order (see `Applied`).
    `only`: just these objects, and the sources of static abilities' effects (whether each effect exists
    depends on its source's characteristics, 613.8a); that is enough unless characteristics are
    board-wide (see `board_wide`), and then effects apply in timestamp order (613.7).
    `effects`: the active continuous effects, if the caller has them.
    """
    if effects is None:
        effects = game.active_continuous_effects()
    if not effects and record is None:
        return _without_effects(game, game.layered() if only is None else only)
    if only is None:
        objs = game.layered()
    else:
        wanted = {obj.oid: obj for obj in only}
        for effect in effects:
            if effect.ability is not None and effect.source_oid in game.objects:
                wanted[effect.source_oid] = game.objects[effect.source_oid]
        objs = sorted(wanted.values(), key=lambda o: o.oid)
    working = {obj.oid: base_chars(obj) for obj in objs if obj.zone in ("battlefield", "stack")}
    for effect in effects:
        effect.started = set()
    intrinsic_lore = game.version.has(ENTERING_LORE_IS_ABILITY)
    by_layer: dict[str, list[ContinuousEffect]] = {}
    for effect in effects:
        for layer in effect.layers:
            by_layer.setdefault(layer, []).append(effect)
    for layer in LAYER_ORDER:
        in_layer = by_layer.get(layer, [])
        if not in_layer and layer not in RULE_STEPS:
            continue
        depends_on: dict[int, list[ContinuousEffect]] = {}
        if layer == "7c":
            before = _snapshot(working) if record is not None else {}
            _apply_counters(game, working)
            if record is not None:
                _record_rule(record, layer, before, working)
        if not in_layer:
            ordered = in_layer
        elif only is not None:
            ordered = sorted(in_layer, key=lambda e: e.timestamp)
        else:
            ordered = _order(game, in_layer, layer, working, depends_on if record is not None else None)
        if layer == "4":
            _changeling(working)
        for effect in ordered:
            if not _exists(game, effect, working):
                continue
            effect.started.add(layer)
            if record is None:
                _apply(game, effect, layer, working)
                continue
            affected = _affected(game, effect, working)
            _apply(game, effect, layer, working)
            record.append(Applied(layer, effect, {oid: working[oid].copy() for oid in affected},
                                  depends_on.get(id(effect), [])))
        if layer == "4":
            before = _snapshot(working) if record is not None else {}
            _intrinsic_abilities(working, intrinsic_lore)
            if record is not None:
                _record_rule(record, layer, before, working)
    return working


def _without_effects(game: "Game", objs: Iterable[GameObject]) -> dict[int, Chars]:
    """`compute` when no continuous effect exists: only the rules' own steps apply."""
    working = {obj.oid: base_chars(obj) for obj in objs if obj.zone in ("battlefield", "stack")}
    _changeling(working)
    _intrinsic_abilities(working, game.version.has(ENTERING_LORE_IS_ABILITY))
    _apply_counters(game, working)
    return working


def _intrinsic_abilities(working: dict[int, Chars], intrinsic_lore: bool) -> None:
    """Layer 4 by rule: abilities that come with a subtype."""
    for ch in working.values():
        # 305.6: basic land types give intrinsic mana abilities.
        for land_type in BASIC_LAND_TYPES if "Land" in ch.types else ():
            if land_type in ch.subtypes:
                ability = basic_mana_ability(land_type)
                if ability not in ch.abilities:
                    ch.abilities.append(ability)
        # 714.3a/b (since 2026-04-17): each Saga has intrinsic lore abilities (rules text, 305.7).
        if intrinsic_lore and "Saga" in ch.subtypes and not ch.rules_text_lost:
            ch.abilities.append(SAGA_LORE_ABILITY)


def _snapshot(working: dict[int, Chars]) -> dict[int, Chars]:
    return {oid: ch.copy() for oid, ch in working.items()}


def _record_rule(record: list[Applied], layer: str, before: dict[int, Chars], working: dict[int, Chars]) -> None:
    """Record the objects a rule of the game (RULE_STEPS) changed in this layer, if any."""
    changed = {oid: ch.copy() for oid, ch in working.items() if ch != before[oid]}
    if changed:
        record.append(Applied(layer, None, changed))


def _apply_counters(game: "Game", working: dict[int, Chars]) -> None:
    """613.4c: +1/+1 and -1/-1 counters modify power and toughness."""
    for oid, ch in working.items():
        counters = game.objects[oid].counters
        delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        if delta and ch.power is not None:
            assert ch.toughness is not None, "208.1: power and toughness come together"
            ch.power += delta
            ch.toughness += delta


def copied_abilities(game: "Game") -> dict[int, list[Ability]]:
    """The abilities of the copiable values of each object a copy effect applies to (707.2, 613.2c): the latest
    copy effect's values (613.7), as a copy effect sets every copiable value."""
    copied: dict[int, list[Ability]] = {}
    for effect in sorted((e for e in game.effects if e.kind == "copy"), key=lambda e: e.timestamp):
        copied.update({oid: effect.params["values"].abilities for oid in effect.locked or ()})
    return copied


def static_effects(game: "Game") -> list[ContinuousEffect]:
    """Continuous effects generated by static abilities of permanents (611.3a).

    Only the abilities of their copiable values generate them here: printed, or a copy's (707.2); whether each
    still exists is checked while layers are applied (613.6 / 613.8a).
    """
    found: list[ContinuousEffect] = []
    copied = copied_abilities(game)
    sources = {obj.oid: obj for obj in game.static_sources()}
    sources.update({oid: game.objects[oid] for oid in copied
                    if oid in game.objects and game.objects[oid].zone == "battlefield"})
    for obj in sorted(sources.values(), key=lambda o: o.oid):
        for ability in copied.get(obj.oid, obj.printed.abilities):
            spec = ability.static
            if ability.kind != "static" or spec.get("effect") not in LAYERS_OF:
                continue
            params = dict(spec)
            kind = params.pop("effect")
            found.append(ContinuousEffect(kind, params, obj.oid, obj.controller, obj.timestamp,
                                          affected=params.pop("affected", {"self": True}), ability=ability,
                                          source_label=obj.label))
    return found + _granted_static_effects(game)


def _granted_static_effects(game: "Game") -> list[ContinuousEffect]:
    """Continuous effects of layered static abilities a resolved effect gave a permanent ("[this] gains
    'Creatures you control have ...'"): each has the later timestamp of its object and of the effect that gave
    it (613.7a), and exists while the permanent has the ability (613.6)."""
    found: list[ContinuousEffect] = []
    for granting in game.effects:
        if granting.kind != "gain_ability" or not granting.locked:
            continue
        for oid in sorted(granting.locked):
            obj = game.objects.get(oid)
            if obj is None or obj.zone != "battlefield":
                continue
            for ability in granting.params["abilities"]:
                if not is_layered_static(ability):
                    continue
                params = dict(ability.static)
                kind = params.pop("effect")
                found.append(ContinuousEffect(kind, params, oid, obj.controller,
                                              max(obj.timestamp, granting.timestamp),
                                              affected=params.pop("affected", {"self": True}), ability=ability,
                                              source_label=obj.label))
    return found



def changes_to(game: "Game", obj: GameObject) -> list[tuple[Applied, Chars, Chars]]:
    """Each step of the layer system (613.1) that changed `obj` now, with its characteristics before and after:
    the layers applied to `obj` and the effects' sources only, unless the effects are board-wide (as Game.chars),
    so that naming the effects behind one object costs what its effects cost, not the whole board."""
    record: list[Applied] = []
    effects = game.active_continuous_effects()
    compute(game, record, only=None if board_wide(effects) else (obj,), effects=effects)
    before = base_chars(obj)
    steps = []
    for applied in record:
        after = applied.after.get(obj.oid)
        if after is not None:
            steps.append((applied, before, after))
            before = after
    return steps


def toughness_steps(game: "Game", obj: GameObject) -> list[tuple[str, str, int | None]]:
    """The steps of the layer system that made `obj` a creature (layer 4, 613.1d) or left its toughness changed
    (layer 7, 613.4), in the order applied, as (source, layer, toughness after; None in layer 4). A source is the
    effect's source, or "" for its counters (613.4c)."""
    steps: list[tuple[str, str, int | None]] = []
    for applied, before, after in changes_to(game, obj):
        source = applied.effect.source_label if applied.effect is not None else ""
        if applied.layer == "4" and "Creature" in after.types and "Creature" not in before.types:
            steps.append((source, applied.layer, None))
        elif applied.layer.startswith("7") and after.toughness != before.toughness:
            steps.append((source, applied.layer, after.toughness))
    return steps


def changed_by(game: "Game", obj: GameObject, characteristic: str) -> list[tuple[str, str]]:
    """The continuous effects that changed `characteristic` of `obj` (an attribute of Chars), as (source, layer)
    in the order applied (613.1); its counters (613.4c) as the source "its counters"."""
    steps = []
    for applied, before, after in changes_to(game, obj):
        old, new = getattr(before, characteristic), getattr(after, characteristic)
        if characteristic == "abilities":
            old, new = [id(a) for a in old], [id(a) for a in new]
        if old != new and (applied.effect is not None or applied.layer == "7c"):
            steps.append((applied.effect.source_label if applied.effect is not None else "its counters",
                          applied.layer))
    return steps
