"""Every state change is an event carrying the CR rules that make it happen.

The trace is the event log. An event is a frozen record of what happened, one
class per kind of happening, its fields typed and taken when it happened (names
as strings, since an object's name can change later; object ids as ints). The
engine writes no English: judge.render_events words each event, judge.render
lays the log out as text, markdown or JSON.

`kind` is the contract kind an expectation names (`cast`, `triggered`,
`state-based action`, `note`, ...); several classes may share one kind (each
state-based action, each note). `EVENT_CLASSES` is the closed set of classes.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Mapping

# Fields named after a Python keyword, and the name events give them in their data (expectations, JSON).
FIELD_NAMES = {"from_zone": "from", "to_zone": "to"}
_NAMES: dict[type, tuple[tuple[str, str], ...]] = {}  # each class's (field, name in data), see `Event.data`


@dataclass(frozen=True, slots=True)
class Event:
    """One happening of the game; subclasses give its kind and typed fields."""

    kind: ClassVar[str] = ""

    def data(self) -> dict[str, Any]:
        """The fields by name, as expectations match them and JSON shows them."""
        names = _NAMES.get(type(self))
        if names is None:
            names = _NAMES[type(self)] = tuple((f.name, FIELD_NAMES.get(f.name, f.name)) for f in fields(self))
        return {name: getattr(self, attr) for attr, name in names}


@dataclass(frozen=True, slots=True)
class LegacyEvent(Event):
    """An event still written as `emit(kind, text, cites, **data)` by a module not yet moved to typed
    events: its kind, its engine-written text and its loose data."""

    legacy_kind: str
    text: str
    legacy_data: Mapping[str, Any]

    def data(self) -> dict[str, Any]:
        return dict(self.legacy_data)


@dataclass(frozen=True, slots=True)
class LoggedEvent:
    """An event as the trace records it: its step number, when it happened (`where`), its kind, its canonical
    CR numbers (CR 2026-08-07 numbering), and whether a default answered a choice in it; `data` is the
    event's fields by name."""

    index: int
    where: str
    kind: str
    event: Event
    cites: tuple[str, ...]
    default: bool

    @property
    def data(self) -> dict[str, Any]:
        return self.event.data()


def kind_of(event: Event) -> str:
    return event.legacy_kind if isinstance(event, LegacyEvent) else event.kind


# ----- the run (judge.runner) ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScenarioStarts(Event):
    kind = "start"
    where: str


@dataclass(frozen=True, slots=True)
class ChapterResolvedEarlier(Event):
    """Setup: a Saga's chapter that resolved before the scenario starts, its lasting effects in place."""

    kind = "setup"
    name: str
    chapter: int


@dataclass(frozen=True, slots=True)
class AbilityOnStackAtStart(Event):
    kind = "setup"
    object: str


@dataclass(frozen=True, slots=True)
class SpellOnStackAtStart(Event):
    kind = "setup"
    name: str
    card_name: str
    copy: bool
    omen: bool


@dataclass(frozen=True, slots=True)
class ScenarioNote(Event):
    """A `note:` action: the scenario's own words."""

    kind = "note"
    text: str


@dataclass(frozen=True, slots=True)
class ActionAfterGameOver(Event):
    """104.2a: once the game is over, nothing more happens."""

    kind = "note"
    action: str
    line: int


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """An action marked `illegal:` was refused; `message` is the engine's reason."""

    kind = "refused"
    message: str
    rule: str
    action: str


@dataclass(frozen=True, slots=True)
class Choice(Event):
    """A player's decision: queued in the scenario, else the default. `answer` and `prompt` are worded by the
    rule that asks."""

    kind = "choice"
    player: str
    choice: str
    answer: str
    prompt: str


# ----- turns, steps and phases (500-514) ----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TurnBegins(Event):
    kind = "turn"
    turn: int
    player: str


@dataclass(frozen=True, slots=True)
class StepBegins(Event):
    kind = "step"
    step: str
    phase: str
    active: str


@dataclass(frozen=True, slots=True)
class StepSkipped(Event):
    """614.10: a skip effect; `skip` is what is skipped (draw step, main phase, combat phase)."""

    kind = "skipped"
    player: str
    phase: str
    step: str
    skip: str


@dataclass(frozen=True, slots=True)
class FirstDrawSkipped(Event):
    """103.8a: the starting player skips the draw step of their first turn."""

    kind = "skipped"


@dataclass(frozen=True, slots=True)
class AdditionalPhases(Event):
    """500.8: phases added after this phase."""

    kind = "effect"
    source: str
    phases: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AnotherCleanupStep(Event):
    """514.3a: players got priority during the cleanup step."""

    kind = "note"


@dataclass(frozen=True, slots=True)
class DoesntUntap(Event):
    """502.3: a permanent an effect keeps tapped; `source` names what keeps it tapped, for as long as its
    controller controls it if `while_controlled` (611.2b)."""

    kind = "note"
    name: str
    source: str
    while_controlled: bool


@dataclass(frozen=True, slots=True)
class UntapEffectEnded(Event):
    """611.2b, 400.7: the controller no longer controls the object that kept `name` tapped."""

    kind = "note"
    name: str


@dataclass(frozen=True, slots=True)
class TurnBasedAction(Event):
    """A turn-based action (703.4); `rule` is the rule that performs it."""

    kind = "turn-based action"
    rule: ClassVar[str] = ""

    def data(self) -> dict[str, Any]:
        return {"rule": self.rule} | Event.data(self)


@dataclass(frozen=True, slots=True)
class Untaps(TurnBasedAction):
    rule = "502.3"
    player: str
    permanents: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ActivePlayerDraws(TurnBasedAction):
    rule = "504.1"


@dataclass(frozen=True, slots=True)
class DeclaresAttackers(TurnBasedAction):
    rule = "508.1"
    player: str
    attackers: tuple[str, ...]
    defender: str


@dataclass(frozen=True, slots=True)
class CombatDamageDealt(TurnBasedAction):
    rule = "510.1"


@dataclass(frozen=True, slots=True)
class DiscardsToHandSize(TurnBasedAction):
    rule = "514.1"
    player: str


@dataclass(frozen=True, slots=True)
class DamageWearsOff(TurnBasedAction):
    rule = "514.2"


# ----- combat (506-511) ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Attacks(Event):
    """508.1, 508.3a: `player_index` is the player it attacks."""

    kind = "attacks"
    object: str
    name: str
    oid: int
    player_index: int


@dataclass(frozen=True, slots=True)
class RemovedFromCombat(Event):
    kind = "removed from combat"
    object: str
    name: str


# ----- state-based actions (704) and the end of the game (104) ------------------------------------------

@dataclass(frozen=True, slots=True)
class StateBasedAction(Event):
    """A state-based action (704.5); `rule` is the rule that performs it."""

    kind = "state-based action"
    rule: ClassVar[str] = ""

    def data(self) -> dict[str, Any]:
        return {"rule": self.rule} | Event.data(self)


@dataclass(frozen=True, slots=True)
class NoLifeLeft(StateBasedAction):
    rule = "704.5a"
    player: str
    life: int


@dataclass(frozen=True, slots=True)
class DrewFromEmptyLibrary(StateBasedAction):
    rule = "704.5b"
    player: str


@dataclass(frozen=True, slots=True)
class TokenOutsideBattlefield(StateBasedAction):
    rule = "704.5d"
    object: str


@dataclass(frozen=True, slots=True)
class SpellCopyOutsideStack(StateBasedAction):
    rule = "704.5e"
    object: str


@dataclass(frozen=True, slots=True)
class ZeroToughness(StateBasedAction):
    rule = "704.5f"
    name: str
    toughness: int


@dataclass(frozen=True, slots=True)
class LethalDamage(StateBasedAction):
    rule = "704.5g"
    name: str


@dataclass(frozen=True, slots=True)
class DeathtouchDamage(StateBasedAction):
    rule = "704.5h"
    name: str


@dataclass(frozen=True, slots=True)
class LegendRule(StateBasedAction):
    """704.5j: `player` controls two or more legendary permanents named `name` and keeps `kept`."""

    rule = "704.5j"
    player: str
    name: str
    kept: str


@dataclass(frozen=True, slots=True)
class AuraNotAttached(StateBasedAction):
    rule = "704.5m"
    name: str


@dataclass(frozen=True, slots=True)
class SagaPastFinalChapter(StateBasedAction):
    """704.5s: lore counters at least the final chapter number (714.2d: none without chapter abilities)."""

    rule = "704.5s"
    name: str
    lore: int
    final_chapter: int
    has_chapters: bool


@dataclass(frozen=True, slots=True)
class PlayerLoses(Event):
    kind = "lost"
    player: str


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    """104.2a: the last player left in the game wins it."""

    kind = "game over"
    player: str


# ----- casting, activating, resolving (601-608), copies (707) -------------------------------------------

@dataclass(frozen=True, slots=True)
class Cast(Event):
    """601.2: `object` is the card's label, `name` the spell's; `from_owner` owns the zone it came from;
    `mutate_onto` names the creature a mutating spell targets, on top of it if `mutate_over` (702.140a)."""

    kind = "cast"
    object: str
    name: str
    oid: int
    player: str
    player_index: int
    omen: bool
    card_name: str
    mana_value: int
    from_zone: str
    to_zone: str
    from_owner: str
    copy: bool
    free: bool
    mutate_onto: str | None
    mutate_over: bool
    targets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CastImpossible(Event):
    """608.2g: a spell an effect lets a player cast while it resolves can't be cast; `reason` is the
    engine's."""

    kind = "note"
    name: str
    reason: str


@dataclass(frozen=True, slots=True)
class Played(Event):
    kind = "played"
    object: str
    name: str
    player: str


@dataclass(frozen=True, slots=True)
class Activated(Event):
    kind = "activated"
    object: str
    name: str
    player: str
    ability: str
    targets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AbilityFizzles(Event):
    """608.2b: all its targets are illegal."""

    kind = "fizzled"
    object: str


@dataclass(frozen=True, slots=True)
class AbilityResolves(Event):
    """608.2; `independent`: its source has left (113.7a)."""

    kind = "resolved"
    object: str
    source: str
    source_name: str
    chapter: int | None
    independent: bool


@dataclass(frozen=True, slots=True)
class SpellFizzles(Event):
    """608.2b, 608.3b: all its targets are illegal."""

    kind = "fizzled"
    object: str
    name: str
    copy: bool


@dataclass(frozen=True, slots=True)
class SpellResolves(Event):
    kind = "resolved"
    object: str
    name: str
    copy: bool


@dataclass(frozen=True, slots=True)
class SpellCopied(Event):
    """707.10: `object` is the copy, `original` the spell copied."""

    kind = "copied"
    object: str
    name: str
    names: tuple[str, ...]
    oid: int
    original: str
    player: str
    player_index: int
    targets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AbilityCopied(Event):
    """707.10, 707.10b: `object` is the ability copied."""

    kind = "copied"
    object: str
    player: str
    player_index: int
    targets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AbilityCountered(Event):
    kind = "countered"
    object: str
    source: str
    chapter: int | None


# ----- triggered abilities (603) ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Triggered(Event):
    """603.2: the ability of `source` (a chapter ability if `chapter`, a keyword's if `keyword`) triggers."""

    kind = "triggered"
    object: str
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None
    controller: str


@dataclass(frozen=True, slots=True)
class ReflexiveTriggered(Event):
    """603.12: a reflexive triggered ability, its text `ability`."""

    kind = "triggered"
    object: str
    source: str
    source_name: str
    ability: str
    controller: str


@dataclass(frozen=True, slots=True)
class TriggerRemoved(Event):
    """603.3d: a triggered ability with no legal targets is removed from the stack."""

    kind = "removed"
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None


@dataclass(frozen=True, slots=True)
class PutOnStack(Event):
    kind = "put on stack"
    object: str
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None
    targets: tuple[str, ...]


# ----- mutate (702.140, 730.2) and Omens (720) ----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class MutateTargetIllegal(Event):
    """702.140b: the mutating spell resolves as a creature spell."""

    kind = "note"
    name: str


@dataclass(frozen=True, slots=True)
class Mutates(Event):
    """702.140c, 730.2: `name` merges with `onto`, on top if `over`; the merged creature is `merged`."""

    kind = "mutates"
    object: str
    oid: int
    name: str
    onto: str
    over: bool
    merged: str


@dataclass(frozen=True, slots=True)
class OmenShuffled(Event):
    """720.3d: `controller` shuffles the resolved Omen spell into its owner's library."""

    kind = "moved"
    object: str
    name: str
    oid: int
    old_oid: int
    from_zone: str
    to_zone: str
    owner: int
    owner_name: str
    controller: str
    copy: bool


EVENT_CLASSES: tuple[type[Event], ...] = (
    LegacyEvent,
    ScenarioStarts, ChapterResolvedEarlier, AbilityOnStackAtStart, SpellOnStackAtStart, ScenarioNote,
    ActionAfterGameOver, Refused, Choice,
    TurnBegins, StepBegins, StepSkipped, FirstDrawSkipped, AdditionalPhases, AnotherCleanupStep, DoesntUntap,
    UntapEffectEnded, Untaps, ActivePlayerDraws, DeclaresAttackers, CombatDamageDealt, DiscardsToHandSize,
    DamageWearsOff,
    Attacks, RemovedFromCombat,
    NoLifeLeft, DrewFromEmptyLibrary, TokenOutsideBattlefield, SpellCopyOutsideStack, ZeroToughness, LethalDamage,
    DeathtouchDamage, LegendRule, AuraNotAttached, SagaPastFinalChapter, PlayerLoses, GameWon,
    Cast, CastImpossible, Played, Activated, AbilityFizzles, AbilityResolves, SpellFizzles, SpellResolves,
    SpellCopied, AbilityCopied, AbilityCountered,
    Triggered, ReflexiveTriggered, TriggerRemoved, PutOnStack,
    MutateTargetIllegal, Mutates, OmenShuffled,
)
# The kinds of event the engine records (legacy events aside: each names its own during the move).
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES if cls is not LegacyEvent)
