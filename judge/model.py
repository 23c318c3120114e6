"""The scenario model: what a scenario file says (docs/scenario-format.md), as typed, immutable objects.

`judge.scenario` builds it from a file, checking there everything the file alone can tell;
`judge.runner` and `judge.expect` act on it, dispatching on the class of each action, choice and
expectation. Every object keeps the `line` it came from, so an error found while running names it.

Records are judge.records.Frozen classes: their annotated fields are their constructor's (built by keyword,
untyped for mypy: the loader checks every value), they cannot be assigned (FrozenInstanceError), and their
methods are written once rather than generated per class (start-up budget); a kind that adds no field to its
base (`Destroy`, `Life`, each choice) is a plain subclass of it.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Mapping, TypeVar, Union

from judge.records import Frozen as Record  # every class of the model is one

if TYPE_CHECKING:
    from judge.cards import CardDB, CardDef

T = TypeVar("T")




# ----- values ------------------------------------------------------------------------------------

Frozen = Any  # a YAML value made immutable: tuples for lists, read-only mappings for mappings


def thaw(value: Frozen) -> Any:
    """A value as plain lists and dicts, the form the engine reads (ability references as dicts)."""
    if isinstance(value, AbilityRef):
        return value.engine()
    if isinstance(value, tuple):
        return [thaw(item) for item in value]
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    return value


Name = Union[str, int, float]  # a card name or id (an id may be written as a number)


class AbilityRef(Record):
    """An ability on the stack, by its source and chapter: `{chapter: 3, of: Urza's Saga}` (`copy:` picks a
    copy of it or the original)."""

    of: Name
    chapter: int | None = None
    copy: bool | None = None
    line: int | None = None

    def engine(self) -> dict[str, Any]:
        ref: dict[str, Any] = {"chapter": self.chapter} if self.chapter is not None else {}
        ref["of"] = self.of
        if self.copy is not None:
            ref["copy"] = self.copy
        return ref


Ref = Union[Name, AbilityRef]
Targets = tuple[Union[Ref, tuple[Ref, ...]], ...]  # one item per target; a list for a target of several


# ----- the board --------------------------------------------------------------------------------

class CardEntry(Record):
    """A card in a player's zone (Players and zones); `label` is its id, else its card name."""

    card: str
    label: str
    zone: str
    line: int
    counters: tuple[tuple[str, int], ...] = ()
    controller: str | None = None
    tapped: bool = False
    token: bool = False
    entered_this_turn: bool = False
    resolved_chapters: tuple[int, ...] = ()
    chapters_line: int | None = None
    face: str = "front"
    face_line: int | None = None
    attached_to: Name | None = None
    attached_line: int | None = None
    foretold: bool = False  # exile only: foretold on an earlier turn (702.143c)
    anonymous: bool = False  # library only: one of a number of anonymous cards (`library: [Island, 28]`)
    chosen_name: str | None = None  # battlefield: the name chosen as it entered (Meddling Mage, 614.12)
    copy_of: Name | None = None  # battlefield: the permanent it entered as a copy of (a Clone, 707.5)
    copy_line: int | None = None
    damage: int = 0  # battlefield: damage marked on it earlier this turn (120.3e, removed in cleanup: 514.2)


class PlayerSpec(Record):
    """A player, in turn order: life and zones. `library` is a number of anonymous cards, a list of cards
    (top first), or None when the file does not say (its contents are unknown)."""

    name: str
    line: int
    life: int = 20
    library: int | tuple[CardEntry, ...] | None = None
    hand: tuple[CardEntry, ...] = ()
    graveyard: tuple[CardEntry, ...] = ()
    exile: tuple[CardEntry, ...] = ()
    battlefield: tuple[CardEntry, ...] = ()
    outside: tuple[CardEntry, ...] = ()  # cards the player owns outside the game (400.11a)
    counters: tuple[tuple[str, int], ...] = ()  # counters the player has (122.1: energy, poison, ...)

    def entries(self) -> tuple[CardEntry, ...]:
        """The card entries of every zone, in the order they are placed (library first, battlefield last; then
        the cards outside the game)."""
        library = self.library if isinstance(self.library, tuple) else ()
        return library + self.hand + self.graveyard + self.exile + self.battlefield + self.outside


class Turn(Record):
    """Where the scenario starts; `step` is the step's canonical name; `active` None: the first player."""

    line: int | None = None
    active: str | None = None
    number: int = 1
    step: str = "upkeep"


class StackSpell(Record):
    """A spell already on the stack."""

    card: str
    line: int
    as_omen: bool = False
    controller: str | None = None
    owner: str | None = None
    targets: Targets | None = None
    x: int = 0
    copy: bool = False


class StackChapter(Record):
    """A chapter ability already on the stack (triggered earlier)."""

    chapter: int
    of: Name
    line: int
    targets: Targets | None = None
    controller: str | None = None  # default: its source's controller (603.3a: who controlled it as it triggered)


StackEntry = Union[StackSpell, StackChapter]


# ----- expectations ---------------------------------------------------------------------------------

class Property(Record, Generic[T]):
    """One key of an object's or a player's expectations; `key` is how the file writes it."""

    key: ClassVar[str]
    value: T
    line: int

    @property
    def expected(self) -> Any:
        """The expected value as the file wrote it (lists as lists), for reports."""
        return thaw(self.value)


class Controller(Property[str]):
    key = "controller"


class Counters(Property["tuple[tuple[str, int], ...] | None"]):
    key = "counters"

    @property
    def expected(self) -> Any:
        return None if self.value is None else dict(self.value)


class Tapped(Property[bool]):
    key = "tapped"


class Types(Property["tuple[str, ...] | None"]):
    key = "types"


class Subtypes(Property["tuple[str, ...] | None"]):
    key = "subtypes"


class Power(Property["int | None"]):
    key = "power"


class Toughness(Property["int | None"]):
    key = "toughness"


class Chapters(Property["tuple[int, ...] | None"]):
    key = "chapters"


class AbilitiesInclude(Property["tuple[str, ...] | None"]):
    key = "abilities include"


class Colors(Property["tuple[str, ...]"]):
    key = "colors"


class Supertypes(Property["tuple[str, ...] | None"]):
    key = "supertypes"


class NameIs(Property[str]):
    key = "name"


class Damage(Property[int]):
    key = "damage"


class ManaValue(Property[int]):
    key = "mana value"


class Life(Property[int]):
    key = "life"


class Shuffles(Property[int]):
    key = "shuffles"


class RingLevel(Property[int]):
    """How many times the Ring has tempted the player (701.54c; 0: they have no emblem named The Ring)."""

    __slots__ = ()
    key = "ring level"


class IsMonarch(Property[bool]):
    """Whether the player is the monarch (725.1)."""

    __slots__ = ()
    key = "monarch"


class RingBearer(Property["str | None"]):
    """The player's Ring-bearer (701.54e), by name or id; None: they have none."""

    __slots__ = ()
    key = "ring-bearer"


class PlayerCounters(Property["tuple[tuple[str, int], ...]"]):
    """The counters a player has (122.1: energy, poison, experience...): kinds not listed must be 0."""

    key = "counters"

    @property
    def expected(self) -> Any:
        return dict(self.value)


class ManaPool(Property[str]):
    """The mana in a player's mana pool, as mana symbols in WUBRG order then colorless ("{R}{R}"; "" for none)."""

    __slots__ = ()
    key = "mana pool"


class ZoneCount(Property[int]):
    """How many cards a player's zone holds."""

    zone: str


class ZoneCards(Property["tuple[str, ...]"]):
    """The cards a player's zone holds, by card name or id (`lines`: where each is written)."""

    zone: str
    lines: tuple[int, ...]


OBJECT_PROPERTIES: dict[str, type[Property[Any]]] = {
    cls.key: cls for cls in (Controller, Counters, Tapped, Types, Subtypes, Power, Toughness, Chapters,
                             AbilitiesInclude, Colors, Supertypes, NameIs, Damage, ManaValue)}


class ObjectExpectation(Record):
    """`objects: {<label>: {...}}`: where an object is and what it is like; `count`: how many there are."""

    label: str
    line: int
    zone: str | None = None
    count: int | None = None
    properties: tuple[Property[Any], ...] = ()

    def names(self) -> tuple[tuple[str, int | None], ...]:
        return ((self.label, self.line),)


class PlayerExpectation(Record):
    """`players: {<name>: {...}}`: life, shuffles and zones of a player."""

    name: str
    line: int
    properties: tuple[Property[Any], ...] = ()

    def names(self) -> tuple[tuple[str, int | None], ...]:
        return tuple((card, line) for p in self.properties if isinstance(p, ZoneCards)
                     for card, line in zip(p.value, p.lines)) + tuple(
            (p.value, p.line) for p in self.properties if isinstance(p, RingBearer) and p.value is not None)


class StackItem(Record):
    """An item of `stack:` in expectations, top first: a name (a spell's, an ability's source, `chapter N of
    <source>`), `{spell: <card>}` or `{chapter: N, of: <object>}`. `label` is the name it is compared by,
    `named` the object name it uses; `as`, `controller` and `copy` as in Stack entries (None: not given)."""

    label: str
    named: Frozen
    line: int
    as_: Frozen = None
    controller: Frozen = None
    copy: Frozen = None

    def names(self) -> tuple[tuple[Any, int | None], ...]:
        return ((self.named, self.line),)


class StackExpectation(Record):
    """`stack: [...]`: exactly these items, top first; `stack: {in any order: [...]}`: exactly these, in any
    order (`ordered` False)."""

    line: int
    items: tuple[StackItem, ...] = ()
    ordered: bool = True

    def names(self) -> tuple[tuple[Any, int | None], ...]:
        return tuple(name for item in self.items for name in item.names())


EVENTS_WITHOUT_NAMES = ("turn-based action", "state-based action")


class EventExpectation(Record):
    """An event that happened (in this relative order), or with `negate` did not happen at all. `spec` is a
    name, or a read-only mapping of the fields the event must have."""

    kind: str
    spec: Frozen
    line: int
    negate: bool = False
    exactly: int | None = None  # `exactly: N` among its fields: it happened exactly N times

    @property
    def fields(self) -> Any:
        """The spec as the file wrote it: a name, or a dict of fields."""
        return thaw(self.spec)

    def names(self) -> tuple[tuple[Any, int | None], ...]:
        if self.kind in EVENTS_WITHOUT_NAMES:
            return ()
        if isinstance(self.spec, Mapping):
            return tuple((self.spec[k], self.line) for k in ("object", "card", "source", "of") if k in self.spec)
        return ((self.spec, self.line),)


class CiteExpectation(Record):
    """A rule number the trace must cite (or one of its subrules)."""

    rule: str
    line: int

    def names(self) -> tuple[tuple[Any, int | None], ...]:
        return ()


Expectation = Union[ObjectExpectation, PlayerExpectation, StackExpectation, EventExpectation, CiteExpectation]


class Expectations(Record):
    """An `expect:` block: at the end of the scenario, or at a checkpoint among the actions."""

    line: int | None
    objects: tuple[ObjectExpectation, ...] = ()
    players: tuple[PlayerExpectation, ...] = ()
    stack: StackExpectation | None = None
    events: tuple[EventExpectation, ...] = ()
    cites: tuple[CiteExpectation, ...] = ()

    def items(self) -> tuple[Expectation, ...]:
        """Every expectation, in the order they are checked."""
        return (*self.objects, *self.players, *((self.stack,) if self.stack is not None else ()), *self.events,
                *self.cites)


# ----- actions ----------------------------------------------------------------------------------------

class Action(Record):
    """One item of `actions:`. `illegal`: the action must be refused (True, or the rule number that forbids
    it, as text)."""

    verb: ClassVar[str]
    after_game_over: ClassVar[bool] = False  # still happens once the game is over (104.2a)
    line: int
    illegal: str | bool | None = None
    choices: tuple["Choice[Any]", ...] = ()  # answers to the decisions this action causes, asked first


class Resolve(Action):
    """All players pass: the top of the stack resolves `times` times (None: until the stack is empty)."""

    verb = "resolve"
    times: int | None = 1


class Advance(Action):
    """All players keep passing until `step` next begins (in a turn of `turn`: a player, or "next")."""

    verb = "advance"
    step: str
    turn: str | None = None


class Attack(Action):
    """Move on to this turn's declare attackers step and declare these creatures attacking `player` (508.1)."""

    verb = "attack"
    creatures: tuple[Name, ...]
    player: str | None = None


class Block(Action):
    """Move on to this turn's declare blockers step and declare these blocks, each `(blocker, attacker)` (509.1)."""

    verb = "block"
    blocks: tuple[tuple[Name, Name], ...]


class Cast(Action):
    """Cast a spell (601.2) from `origin`, as an Omen or normally, with its targets, X and modes given."""

    verb = "cast"
    card: Name
    by: str | None = None
    as_: str | None = None
    origin: str = "hand"
    targets: Targets | None = None
    x: int | None = None
    modes: tuple[Frozen, ...] = ()
    without_paying: bool = False
    mutate: Name | None = None
    over: bool = True


class Play(Action):
    """Play a land (305.1), from `origin`, by `by` (default: its owner)."""

    verb = "play"
    card: Name
    origin: str = "hand"
    by: str | None = None


class Activate(Action):
    """Activate an ability (602.2): `ability` is its 1-based index or a text fragment of it."""

    verb = "activate"
    card: Name
    ability: int | str | None = None
    targets: Targets | None = None
    x: int = 0
    by: str | None = None


class CounterChange(Action):
    """Counters put on or removed from an object as a resolving effect; `counters`: kind and number (or
    "all" when removing)."""

    object: Name
    counters: tuple[tuple[str, Any], ...]
    by: str | None = None


class PutCounters(CounterChange):
    verb = "put counters"


class RemoveCounters(CounterChange):
    verb = "remove counters"


class Proliferate(Action):
    """Proliferate (701.34) as a resolving effect; `choose`: what gets counters (None: the default)."""

    verb = "proliferate"
    by: str | None = None
    choose: tuple[Ref, ...] | None = None


class Move(Action):
    """Move an object to a zone as a resolving effect."""

    verb = "move"
    object: Name
    to: str
    position: str = "top"


class OnObject(Action):
    """An action on one object (or, for `counter`, a spell or ability on the stack)."""

    object: Ref


class Foretell(OnObject):
    """Foretell a card from its owner's hand (116.2h, 702.143a), a special action of its owner."""

    verb = "foretell"


class Destroy(OnObject):
    verb = "destroy"


class Sacrifice(OnObject):
    verb = "sacrifice"


class Exile(OnObject):
    verb = "exile"


class Flicker(OnObject):
    verb = "flicker"


class Counter(OnObject):
    verb = "counter"


class Copy(Action):
    """Copy a spell or ability on the stack (707.10), new targets only if given."""

    verb = "copy"
    item: Ref
    by: str | None = None
    targets: Targets | None = None


class Shuffle(Action):
    """Shuffle a player's library (701.24) as a resolving effect (None: the active player's)."""

    verb = "shuffle"
    player: str | None = None


class CardCount(Action):
    """Cards moved from a player's library (default: the active player's)."""

    player: str | None = None
    n: int = 1


class Draw(CardCount):
    verb = "draw"


class Mill(CardCount):
    verb = "mill"


class Discard(Action):
    """A player discards a card from hand (701.9) as a resolving effect."""

    verb = "discard"
    card: Name
    player: str | None = None


class LoseAbilities(Action):
    """An object loses all abilities (613.1f), `until` end of turn or indefinitely."""

    verb = "lose abilities"
    object: Name
    until: str | None = None


class Note(Action):
    """Text shown in the trace at this point."""

    verb = "note"
    after_game_over = True
    text: str


class Checkpoint(Action):
    """`expect:` among the actions: checked at this point."""

    verb = "expect"
    after_game_over = True
    expect: Expectations


# ----- choices -------------------------------------------------------------------------------------------

class Choice(Record, Generic[T]):
    """One answer of `choices:`, consumed when the engine asks a decision of its `kind`."""

    kind: ClassVar[str]
    value: T
    line: int

    def answer(self) -> Any:
        """The answer in the form the engine reads (lists and dicts)."""
        return thaw(self.value)


class ReadAhead(Choice[int]):
    kind = "read ahead"


class Order(Choice["tuple[Ref, ...]"]):
    kind = "order"


class Target(Choice[Ref]):
    kind = "target"


class TargetList(Choice[Targets]):
    kind = "targets"


class May(Choice["str | bool"]):
    kind = "may"


class Mode(Choice["int | str"]):
    kind = "mode"


class Number(Choice[int]):
    kind = "number"


class CardChoice(Choice[str]):
    kind = "card"


class CardsChoice(Choice["tuple[Frozen, ...]"]):
    kind = "cards"


class Choose(Choice["tuple[Ref, ...]"]):
    kind = "choose"


class CardName(Choice[str]):
    kind = "name"


class Replacement(Choice[str]):
    kind = "replacement"


class CreatureType(Choice[str]):
    kind = "creature type"


class CastAs(Choice[str]):
    kind = "cast as"


CHOICES: dict[str, type[Choice[Any]]] = {
    cls.kind: cls for cls in (ReadAhead, Order, Target, TargetList, May, Mode, Number, CardChoice, CardsChoice,
                              Choose, CardName, Replacement, CastAs, CreatureType)}


# ----- the scenario ------------------------------------------------------------------------------------------

class Scenario(Record):
    """A loaded scenario file."""

    path: str
    title: str
    db: CardDB
    players: tuple[PlayerSpec, ...]
    line: int = 1
    question: str | None = None
    answer: str | None = None
    rules: dt.date | None = None
    rules_line: int | None = None
    seed: int = 0
    cards: Mapping[str, CardDef] = dataclasses.field(default_factory=lambda: MappingProxyType({}))
    turn: Turn = dataclasses.field(default_factory=Turn)
    stack: tuple[StackEntry, ...] = ()
    actions: tuple[Action, ...] = ()
    choices: tuple[Choice[Any], ...] = ()
    expect: Expectations | None = None

    def get(self, key: str, default: Any = None) -> Any:
        """A top-level text or number by its YAML key (`question`, `answer`, `seed`), for renderers."""
        value = {"title": self.title, "question": self.question, "answer": self.answer, "seed": self.seed}[key]
        return default if value is None else value
