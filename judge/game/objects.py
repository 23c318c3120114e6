"""Players, zones and game objects (CR 100-122, 400).

An object that changes zones becomes a new object (400.7): judge gives it a
new `oid` but keeps its `label`, the scenario-level name that follows the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from judge.records import field, Mutable
from typing import TYPE_CHECKING, Any, TypeAlias, Union

if TYPE_CHECKING:
    from judge.cards import Ability, CardDef, Face

# A mapping read from a card file (a target spec, a filter, an effect and its parameters), its shape checked
# when the card was loaded (judge.cards.vocabulary): values are YAML scalars, lists and mappings.
CardData: TypeAlias = Mapping[str, Any]
# An event's fields by name (`LoggedEvent.data`): what a trigger condition reads, and what a triggered ability
# remembers of the event that triggered it ("that player", "that spell").
EventData: TypeAlias = Mapping[str, Any]


class Player(Mutable):
    """A player (102): their index in turn order, name, life, counters and zones."""

    name: str
    index: int
    life: int = 20
    library: list[int] = field(default_factory=list)  # top first
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    exile: list[int] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    mana: dict[str, int] = field(default_factory=dict)
    mana_kept: dict[str, int] = field(default_factory=dict)  # mana not lost as steps end, this turn (500.5)
    lands_played: int = 0
    additional_land_plays: int = 0  # 305.2: this turn, beside the one land play
    shuffles: int = 0
    lost: bool = False
    library_unknown: bool = False  # no 'library:' given: draws find anonymous cards
    drew_from_empty: bool = False
    # 701.54: how many times the Ring has tempted this player (their emblem named The Ring exists from the first,
    # 701.54c, with this timestamp), and the permanent they chose as their Ring-bearer (701.54a-b).
    ring_tempted: int = 0
    ring_timestamp: int = 0
    ring_bearer: int | None = None
    monarch: bool = False  # 725.1: the monarch designation

    def zone(self, name: str) -> list[int]:
        zone: list[int] = getattr(self, name)
        return zone


class GameObject(Mutable):
    """A card, token, copy, or ability-less anonymous library card in some zone."""

    oid: int
    card: "CardDef"
    owner: int
    controller: int
    zone: str
    label: str
    face: str = "front"
    token: bool = False
    # An anonymous card a draw from an unknown library (no `library:` given) created on the spot; it follows
    # the card from zone to zone, so card conservation can tell it from the cards the scenario stated.
    from_unknown_library: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    counter_timestamps: dict[str, int] = field(default_factory=dict)  # 613.7c: by kind; else the object's own
    tapped: bool = False
    timestamp: int = 0
    entered_turn: int | None = None
    damage: int = 0
    deathtouched: bool = False  # dealt damage by a source with deathtouch since the last cleanup (704.5h)
    attached_to: int | None = None
    # Spells on the stack (601.2): how it was cast and its choices.
    as_omen: bool = False
    is_copy: bool = False
    targets: TargetGroups = ()
    x: int = 0
    modes: tuple[int, ...] = ()  # the modes chosen as it was cast (601.2b), by number
    cast_from: str = ""  # the zone it was cast from (rebound: "if you cast this spell from your hand")
    mutate_onto: int | None = None  # a mutating creature spell's target (702.140a)
    mutate_over: bool = True
    # A merged permanent (730.2): the components below its topmost card (`card`), top first.
    under: list[tuple[CardDef, str]] = field(default_factory=list)  # (card, label)
    top_label: str = ""  # the label of the topmost card, when another card's label names the permanent
    parts: list[int] = field(default_factory=list)  # ids of the other new objects a merged permanent became (730.3c)
    # The source of "if a spell cast this way would be put into a graveyard, exile it instead", a replacement
    # effect applied with the others (judge.game.replacement.zone_change).
    exile_instead: str = ""
    if_cast_this_way: CardData = field(default_factory=dict)  # what the permission it was cast with adds
    # What resolved effects gave a permanent spell for the permanent it becomes: the counters it enters with
    # (614.1c: `counters`, (kind, amount, putter, source name) each) and abilities it gains (`abilities`, `until`).
    as_permanent: dict[str, Any] = field(default_factory=dict)
    chosen_name: str = ""  # "as this enters, choose a card name" (Meddling Mage)
    # Linked abilities (607): what this object's abilities exiled, by card label.
    linked: list[str] = field(default_factory=list)
    # A token's names with its place among the tokens of that name created during the run: `Knight Token (2)`.
    ordinals: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        """Every name this object answers to: its card's (a copy's as `copy of <name>`), those of the cards
        merged with it, and a token's ordinal names."""
        own = tuple(f"copy of {n}" for n in self.card.names) + self.card.names if self.is_copy else self.card.names
        return own + tuple(n for card, _ in self.under for n in card.names) + self.ordinals

    @property
    def printed(self) -> "Face":
        """The face whose printed characteristics are the copiable values (613.2)."""
        face = self.card.omen if self.as_omen and self.zone == "stack" else \
            self.card.back if self.face == "back" else self.card.front
        assert face is not None, f"{self.label} has no {'Omen' if self.as_omen else self.face} face"
        return face


class StackAbility(Mutable, eq=False):
    """A triggered or activated ability on the stack (113.7a: independent of its source)."""

    oid: int
    ability: Ability
    source_oid: int
    source_label: str
    source_name: str
    controller: int
    targets: TargetGroups = ()
    x: int = 0
    chapter: int | None = None
    is_copy: bool = False
    trigger_event: EventData = field(default_factory=dict)
    earlier: dict[str, Any] = field(default_factory=dict)  # a delayed trigger's objects it refers to (603.7c)
    modes: tuple[int, ...] = ()  # its modes, chosen as it was activated (602.2b) or put on the stack (603.3c)

    zone = "stack"
    token = False

    @property
    def label(self) -> str:
        if self.chapter is not None:
            return f"chapter {roman(self.chapter)} of {self.source_label}"
        return f"ability of {self.source_label}"


# What a spell or ability can target (115.1): an object, a spell or ability on the stack, or a player (by index).
Target: TypeAlias = Union[GameObject, StackAbility, int]
# A spell's or ability's chosen targets: one group for each target word of its text (601.2c).
TargetGroups: TypeAlias = "tuple[list[Target], ...]"

_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(number: int) -> str:
    """Chapter numbers are written as roman numerals (714.2a)."""
    out = ""
    for value, letters in _ROMAN:
        while number >= value:
            out += letters
            number -= value
    return out
