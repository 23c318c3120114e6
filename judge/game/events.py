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

from typing import Any, ClassVar, Literal

from judge.game.questions import Question
from judge.game.refusals import Refusal
from judge.records import Frozen, record, record_fields

# Fields named after a Python keyword, and the name events give them in their data (expectations, JSON).
FIELD_NAMES = {"from_zone": "from", "to_zone": "to", "counter_kind": "kind"}
_NAMES: dict[type, tuple[tuple[str, str], ...]] = {}  # each class's (field, name in data), see `Event.data`

@record
class Event(Frozen):
    """One happening of the game; subclasses give its kind and typed fields."""

    kind: ClassVar[str] = ""

    def data(self) -> dict[str, Any]:
        """The fields by name, as expectations match them and JSON shows them."""
        names = _NAMES.get(type(self))
        if names is None:
            names = _NAMES[type(self)] = tuple((name, FIELD_NAMES.get(name, name)) for name in record_fields(self))
        return {name: getattr(self, attr) for attr, name in names}


@record
class LoggedEvent(Frozen):
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


# ----- the run (judge.runner) ---------------------------------------------------------------------------

@record
class ScenarioStarts(Event):
    kind = "start"
    where: str


@record
class EnteredEarlier(Event):
    """Setup: a permanent that entered before the scenario starts, with the choice its "as this enters" ability
    made (`how`: "naming" a card name, "as a copy of" a permanent; 614.12, 707.5)."""

    kind = "setup"
    name: str
    how: Literal["naming", "as a copy of"]
    what: str


@record
class ChapterResolvedEarlier(Event):
    """Setup: a Saga's chapter that resolved before the scenario starts, its lasting effects in place."""

    kind = "setup"
    name: str
    chapter: int


@record
class AbilityOnStackAtStart(Event):
    """An ability on the stack as the scenario starts, with the names of its targets."""

    kind = "setup"
    object: str
    targets: tuple[str, ...] = ()


@record
class SpellOnStackAtStart(Event):
    """A spell on the stack as the scenario starts (a copy, an Omen), with the names of its targets."""

    kind = "setup"
    name: str
    card_name: str
    copy: bool
    omen: bool
    targets: tuple[str, ...] = ()


@record
class ScenarioNote(Event):
    """A `note:` action: the scenario's own words."""

    kind = "note"
    text: str


@record
class ActionAfterGameOver(Event):
    """104.2a: once the game is over, nothing more happens."""

    kind = "note"
    action: str
    line: int


@record
class Refused(Event):
    """An action marked `illegal:` was refused, for `reason` (the rule: the event's citations)."""

    kind = "refused"
    reason: Refusal
    rule: str
    action: str


@record
class Choice(Event):
    """A player's decision (`choice`: its kind): queued in the scenario, else the default. `answer` is plain
    data (names, numbers, yes/no, a ChosenMode) the renderer words with the question."""

    kind = "choice"
    player: str
    choice: str
    question: Question
    answer: object


# ----- turns, steps and phases (500-514) ----------------------------------------------------------------

@record
class TurnBegins(Event):
    kind = "turn"
    turn: int
    player: str


@record
class StepBegins(Event):
    kind = "step"
    step: str
    phase: str
    active: str


@record
class StepSkipped(Event):
    """614.10: a skip effect; `skip` is what is skipped (draw step, main phase, combat phase)."""

    kind = "skipped"
    player: str
    phase: str
    step: str
    skip: str


@record
class FirstDrawSkipped(Event):
    """103.8a: the starting player skips the draw step of their first turn."""

    kind = "skipped"


@record
class AdditionalPhases(Event):
    """500.8: phases added after this phase."""

    kind = "effect"
    source: str
    phases: tuple[str, ...]


@record
class AnotherCleanupStep(Event):
    """514.3a: players got priority during the cleanup step."""

    kind = "note"


@record
class DoesntUntap(Event):
    """502.3: a permanent an effect keeps tapped; `source` names what keeps it tapped, for as long as its
    controller controls it if `while_controlled` (611.2b)."""

    kind = "note"
    name: str
    source: str
    while_controlled: bool


@record
class UntapEffectEnded(Event):
    """611.2b, 400.7: the controller no longer controls the object that kept `name` tapped."""

    kind = "note"
    name: str


@record
class TurnBasedAction(Event):
    """A turn-based action (703.4); `rule` is the rule that performs it."""

    kind = "turn-based action"
    rule: ClassVar[str] = ""

    def data(self) -> dict[str, Any]:
        return {"rule": self.rule} | Event.data(self)


@record
class Untaps(TurnBasedAction):
    rule = "502.3"
    player: str
    permanents: tuple[str, ...]


@record
class ActivePlayerDraws(TurnBasedAction):
    rule = "504.1"


@record
class DeclaresAttackers(TurnBasedAction):
    rule = "508.1"
    player: str
    attackers: tuple[str, ...]
    defender: str


@record
class DeclaresBlockers(TurnBasedAction):
    """509.1: the defending player declares `blockers`, the i-th blocking the i-th of `attackers`."""

    rule = "509.1"
    player: str
    blockers: tuple[str, ...]
    attackers: tuple[str, ...]


@record
class CombatDamageDealt(TurnBasedAction):
    rule = "510.1"


@record
class FirstStrikeCombatDamage(TurnBasedAction):
    """510.4: a creature in combat has first strike or double strike as the combat damage step begins: only those
    creatures deal combat damage in it, and a second combat damage step follows."""

    rule = "510.4"
    strikers: tuple[str, ...]


@record
class AssignsNoCombatDamage(Event):
    """510.1c: a blocked creature with no creature blocking it any more (and no trample) assigns no combat damage."""

    kind = "note"
    name: str


@record
class NotLegalTargets(Event):
    """603.3d, 115.1: why the objects a triggered ability's target could be thought to allow are not legal targets
    ("Name: why" each)."""

    kind = "note"
    source_name: str
    reasons: tuple[str, ...]


@record
class ReplacementDoesNotApply(Event):
    """Why not: a replacement effect that was considered and does not apply: counters put by `a rule` (614.16: it
    applies to effects), on a permanent of `another controller` than its own, or `tokens of another player` created
    under another player's control (109.5)."""

    kind = "note"
    source_name: str
    reason: Literal["a rule", "another controller", "tokens of another player"]
    controller: str
    affected: str
    affected_controller: str


@record
class SecondCombatDamage(TurnBasedAction):
    """510.4: the second combat damage step: the creatures that had neither first strike nor double strike as the
    first began, and those that have double strike now, deal combat damage."""

    rule = "510.4"


@record
class DiscardsToHandSize(TurnBasedAction):
    rule = "514.1"
    player: str


@record
class DamageWearsOff(TurnBasedAction):
    rule = "514.2"


# ----- combat (506-511) ---------------------------------------------------------------------------------

@record
class Attacks(Event):
    """508.1, 508.3a: `player_index` is the player it attacks."""

    kind = "attacks"
    object: str
    name: str
    oid: int
    player_index: int


@record
class Blocks(Event):
    """509.1g, 509.3a: the creature `oid` (named `name`) blocks `attacker`."""

    kind = "blocks"
    object: str
    name: str
    oid: int
    attacker: str


@record
class BecomesBlocked(Event):
    """509.1h, 509.3c: the attacking creature `oid` (named `name`) is blocked by `blockers`."""

    kind = "becomes blocked"
    object: str
    name: str
    oid: int
    blockers: tuple[str, ...]


@record
class RemovedFromCombat(Event):
    kind = "removed from combat"
    object: str
    name: str


# ----- state-based actions (704) and the end of the game (104) ------------------------------------------

@record
class StateBasedAction(Event):
    """A state-based action (704.5); `rule` is the rule that performs it."""

    kind = "state-based action"
    rule: ClassVar[str] = ""

    def data(self) -> dict[str, Any]:
        return {"rule": self.rule} | Event.data(self)


@record
class NoLifeLeft(StateBasedAction):
    rule = "704.5a"
    player: str
    life: int


@record
class DrewFromEmptyLibrary(StateBasedAction):
    rule = "704.5b"
    player: str


@record
class TokenOutsideBattlefield(StateBasedAction):
    rule = "704.5d"
    object: str


@record
class SpellCopyOutsideStack(StateBasedAction):
    rule = "704.5e"
    object: str


ToughnessLayer = Literal["4", "7a", "7b", "7c", "7d"]


@record
class ToughnessStep(Frozen):
    """613.1d, 613.4: the layer system made an object a creature (layer 4; `toughness` None) or left its toughness
    at `toughness` (a layer 7 sublayer), by `source`'s effect or (`source` "") its counters (613.4c)."""

    source: str
    layer: ToughnessLayer
    toughness: int | None


@record
class ZeroToughness(StateBasedAction):
    """704.5f; `toughness_from`: the continuous effects that decided it (613.1d, 613.4)."""

    rule = "704.5f"
    name: str
    toughness: int
    toughness_from: tuple[ToughnessStep, ...]


@record
class LethalDamage(StateBasedAction):
    """704.5g: `damage` at least its `toughness`; `toughness_from` as for ZeroToughness."""

    rule = "704.5g"
    name: str
    damage: int
    toughness: int
    toughness_from: tuple[ToughnessStep, ...]


@record
class DeathtouchDamage(StateBasedAction):
    rule = "704.5h"
    name: str


@record
class LegendRule(StateBasedAction):
    """704.5j: `player` controls two or more legendary permanents named `name` and keeps `kept`."""

    rule = "704.5j"
    player: str
    name: str
    kept: str


@record
class AuraNotAttached(StateBasedAction):
    rule = "704.5m"
    name: str


@record
class SagaPastFinalChapter(StateBasedAction):
    """704.5s: lore counters at least the final chapter number (714.2d: none without chapter abilities)."""

    rule = "704.5s"
    name: str
    lore: int
    final_chapter: int
    has_chapters: bool


@record
class PlayerLoses(Event):
    kind = "lost"
    player: str


@record
class GameWon(Event):
    """104.2a: the last player left in the game wins it."""

    kind = "game over"
    player: str


# ----- casting, activating, resolving (601-608), copies (707) -------------------------------------------

@record
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


@record
class CastImpossible(Event):
    """608.2g: a spell an effect lets a player cast while it resolves can't be cast, for `reason`."""

    kind = "note"
    name: str
    reason: Refusal


@record
class Played(Event):
    kind = "played"
    object: str
    name: str
    player: str


@record
class Activated(Event):
    kind = "activated"
    object: str
    name: str
    player: str
    ability: str
    targets: tuple[str, ...]


@record
class AbilityFizzles(Event):
    """608.2b: all its targets are illegal; named as when it triggered (`source_name`, 603.2)."""

    kind = "fizzled"
    object: str
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None


@record
class AbilityResolves(Event):
    """608.2; `independent`: its source has left (113.7a); named as when it triggered (`source_name`)."""

    kind = "resolved"
    object: str
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None
    independent: bool


@record
class SpellFizzles(Event):
    """608.2b, 608.3b: all its targets are illegal."""

    kind = "fizzled"
    object: str
    name: str
    copy: bool


@record
class SpellResolves(Event):
    kind = "resolved"
    object: str
    name: str
    copy: bool


@record
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


@record
class AbilityCopied(Event):
    """707.10, 707.10b: `object` is the ability copied."""

    kind = "copied"
    object: str
    player: str
    player_index: int
    targets: tuple[str, ...]


@record
class AbilityCountered(Event):
    kind = "countered"
    object: str
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None


# ----- triggered abilities (603) ------------------------------------------------------------------------

@record
class Triggered(Event):
    """603.2: the ability of `source` (a chapter ability if `chapter`, a keyword's if `keyword`) triggers."""

    kind = "triggered"
    object: str
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None
    controller: str


@record
class ReflexiveTriggered(Event):
    """603.12: a reflexive triggered ability, its text `ability`."""

    kind = "triggered"
    object: str
    source: str
    source_name: str
    ability: str
    controller: str


@record
class TriggerRemoved(Event):
    """603.3d: a triggered ability with no legal targets is removed from the stack."""

    kind = "removed"
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None


@record
class PutOnStack(Event):
    kind = "put on stack"
    object: str
    source: str
    source_name: str
    chapter: int | None
    keyword: str | None
    targets: tuple[str, ...]


# ----- mutate (702.140, 730.2) and Omens (720) ----------------------------------------------------------

@record
class MutateTargetIllegal(Event):
    """702.140b: the mutating spell resolves as a creature spell."""

    kind = "note"
    name: str


@record
class Mutates(Event):
    """702.140c, 730.2: `name` merges with `onto`, on top if `over`; the merged creature is `merged`."""

    kind = "mutates"
    object: str
    oid: int
    name: str
    onto: str
    over: bool
    merged: str


@record
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



# ----- replacement effects (614, 616): what one did to an event, for the renderers to word ----------------

@record
class AmountReplaced(Frozen):
    """614.1a, 614.16: `source`'s replacement effect changed how many counters or tokens, `before` to `after`."""

    source: str
    before: int
    after: int


@record
class ExiledInstead(Frozen):
    """614.1a: `source`'s replacement effect exiled an object that would go to a graveyard."""

    source: str


@record
class CountersPrevented(Frozen):
    """122.1: `source` says counters can't be put there (Solemnity)."""

    source: str


@record
class NoLongerApplies(Frozen):
    """616.1f: the replacement effects of `sources` stopped applying, as no counters would be put."""

    sources: tuple[str, ...]


ReplacementNote = AmountReplaced | ExiledInstead | CountersPrevented | NoLongerApplies


# ----- zones and zone changes (400), tokens (111), drawing (121), shuffling (701.24) ---------------------

@record
class ZoneChange(Event):
    """400.7: `object` (its label), named `name`, moves from `from_zone` to `to_zone` and becomes object `oid`;
    `owner` is its owner's index. `instead` is the replacement effect that sent it elsewhere than the graveyard
    (614.1a); `omen_card` the card an Omen is again (720.4)."""

    object: str
    name: str
    oid: int
    old_oid: int
    from_zone: str
    to_zone: str
    token: bool
    owner: int
    owner_name: str
    instead: ExiledInstead | None
    omen_card: str | None


@record
class Moved(ZoneChange):
    kind = "moved"


@record
class Destroyed(ZoneChange):
    kind = "destroyed"


@record
class Sacrificed(ZoneChange):
    kind = "sacrificed"


@record
class Exiled(ZoneChange):
    kind = "exiled"


@record
class Discarded(ZoneChange):
    kind = "discarded"


@record
class Milled(ZoneChange):
    kind = "milled"


@record
class CounteredToZone(ZoneChange):
    kind = "countered"


@record
class Returned(ZoneChange):
    kind = "returned"


@record
class Entering(Event):
    """400.7, 614.12: `object` (its label before) enters the battlefield as `name`, object `oid`, under
    `controller`'s control, from `from_zone` of `origin_owner` (attached to `attached_to` if it is an Aura put
    onto the battlefield attached)."""

    object: str
    oid: int
    old_oid: int
    from_zone: str
    to_zone: str
    token: bool
    owner: int
    entered: bool
    name: str
    controller: str
    origin_owner: str
    attached_to: str | None


@record
class EntersBattlefield(Entering):
    kind = "moved"


@record
class ReturnsToBattlefield(Entering):
    kind = "returned"


# The event of each zone-change verb, leaving for another zone and entering the battlefield.
ZONE_CHANGES: dict[str, type[ZoneChange]] = {
    cls.kind: cls for cls in (Moved, Destroyed, Sacrificed, Exiled, Discarded, Milled, CounteredToZone, Returned)}
ENTERINGS: dict[str, type[Entering]] = {cls.kind: cls for cls in (EntersBattlefield, ReturnsToBattlefield)}


@record
class TokenCreated(Event):
    """111.1: `controller` creates a token named `name`, labelled `object`."""

    kind = "created"
    object: str
    oid: int
    from_zone: None
    to_zone: str
    token: bool
    entered: bool
    owner: int
    name: str
    controller: str


@record
class TokenCantMove(Event):
    """111.8: a token that has left the battlefield stays in `zone` (of `owner_name`)."""

    kind = "note"
    object: str
    zone: str
    owner_name: str


@record
class CeasedToExist(Event):
    """704.5d-e: a token outside the battlefield, or a copy of a spell outside the stack if `spell_copy`."""

    kind = "ceased to exist"
    object: str
    oid: int
    names: tuple[str, ...]
    name: str
    spell_copy: bool


@record
class OmenResolving(Frozen):
    """720.3d: the Omen spell `name` (a copy of it if `copy`) resolving shuffles it into its owner's library."""

    name: str
    copy: bool


@record
class Shuffled(Event):
    """701.24a: `shuffler` (index; `shuffler_name`) shuffles the library of `player` (`player_index`), which
    holds `library_size` cards; `source` is the spell or ability that caused it, `cause` its name, an Omen
    resolving (720.3d), or None for a scenario action as a resolving effect."""

    kind = "shuffled"
    player: str
    player_index: int
    cause: str | OmenResolving | None
    source: str | None
    shuffler: int
    shuffler_name: str
    library_size: int


@record
class Drew(Event):
    """121.1: `player` draws `n` cards, `cards` their labels and names; `omen` if one is an omen card (720.2c)."""

    kind = "drew"
    player: str
    n: int
    cards: tuple[str, ...]
    omen: bool


@record
class CantDraw(Event):
    """121.4: the library is empty."""

    kind = "note"
    player: str


# ----- counters (122) and proliferate (701.34) -----------------------------------------------------------

HowPut = Literal["effect", "scenario effect", "entering: intrinsic ability", "entering: read ahead",
                 "entering: Saga rule", "entering: effect", "cost"]


@record
class CountersPut(Event):
    """122.1, 122.6: `putter` (index) puts `amount` counters of `counter_kind` on `object` (named `name`);
    `how` they are put (by an effect, by the scenario as a resolving effect, as the permanent enters and by
    what: 714.3a-b, 702.155), `replaced_by` the replacement effects that changed the amount (614, 616)."""

    kind = "counters added"
    object: str
    oid: int
    counter_kind: str
    amount: int
    before: int
    after: int
    putter: int
    putter_name: str
    name: str
    how: HowPut
    replaced_by: tuple[ReplacementNote, ...]


@record
class NoCounterPut(Event):
    """614.1a, 614.16: replacement effects left no counter of `counter_kind` to put on `name`."""

    kind = "note"
    name: str
    counter_kind: str
    replaced_by: tuple[ReplacementNote, ...]


@record
class PlayerGetsCounters(Event):
    kind = "counters added"
    player: str
    counter_kind: str
    amount: int
    before: int
    after: int


@record
class CountersRemoved(Event):
    kind = "counters removed"
    object: str
    oid: int
    counter_kind: str
    amount: int
    before: int
    after: int
    name: str


@record
class Proliferates(Event):
    kind = "proliferate"
    player: str


# ----- Sagas (714) and read ahead (702.155) --------------------------------------------------------------

@record
class SagaWithoutAbilities(Event):
    """A Saga that lacks its abilities: lost to `abilities_removed_by` (layer 6, 613.1f) or with its rules
    text (305.7, layer 4)."""

    kind = "note"
    name: str
    abilities_removed_by: tuple[str, ...]
    rules_text_lost: bool


@record
class NoIntrinsicLoreAbility(SagaWithoutAbilities):
    """614.12, 714.3a: it enters with no lore counter."""


@record
class NoLoreWithoutChapters(SagaWithoutAbilities):
    """714.3c, 505.4: the turn-based action gives it no lore counter."""


@record
class NotSacrificedWithoutChapters(SagaWithoutAbilities):
    """714.4, 704.5s: the Saga state-based action does not apply to it."""


@record
class RedundantReadAhead(Event):
    """702.155c."""

    kind = "note"
    name: str
    instances: int


@record
class ReadAheadSkipsChapter(Event):
    """702.155a: chapter `chapter` doesn't trigger on the turn the Saga entered with `lore` counters."""

    kind = "note"
    name: str
    chapter: int
    lore: int


@record
class NoChapterTriggers(Event):
    """714.2b: lore counters were put on a Saga and no chapter triggered: none has a number above `before` and at
    most `after` (its chapters are `chapters`; none if it has lost its chapter abilities)."""

    kind = "note"
    name: str
    before: int
    after: int
    chapters: tuple[int, ...]
    abilities_removed_by: tuple[str, ...]  # no chapters: what removed its abilities (layer 6), see SagaWithoutAbilities
    rules_text_lost: bool


@record
class SagaWaitsForChapter(Event):
    """714.4: a chapter ability of it has triggered and not yet left the stack."""

    kind = "note"
    name: str
    lore: int
    final_chapter: int


@record
class SagaLore(TurnBasedAction):
    """714.3c, 505.4: the active player puts a lore counter on each Saga they control."""

    rule = "714.3c"
    player: str


# ----- damage (120) and life (119) -----------------------------------------------------------------------

@record
class DamageToPlayer(Event):
    """120.3a: `source_name` (object `source_oid`) deals `amount` damage to `player`."""

    kind = "damage"
    player: str
    player_index: int
    amount: int
    source_oid: int
    combat: bool
    source_name: str


@record
class DamageToPermanent(Event):
    """120.3e: `source_name` deals `amount` damage to `object` (named `name`)."""

    kind = "damage"
    object: str
    amount: int
    source_oid: int
    combat: bool
    source_name: str
    name: str


@record
class LifeGained(Event):
    """119.3."""

    kind = "life gained"
    player: str
    amount: int


@record
class LifelinkGain(Event):
    """702.15b: `source_name` has lifelink."""

    kind = "life gained"
    player: str
    amount: int
    source_name: str


@record
class LifeLost(Event):
    """119.3."""

    kind = "life lost"
    player: str
    amount: int


@record
class WardLifePaid(Event):
    """119.4, 702.21a."""

    kind = "life lost"
    player: str
    amount: int


# ----- effects of spells and abilities (608.2, 701) ------------------------------------------------------

@record
class Tapped(Event):
    """701.26a."""

    kind = "tapped"
    object: str
    name: str


@record
class Untapped(Event):
    """701.26b."""

    kind = "untapped"
    object: str
    name: str


@record
class AttackerUntaps(Event):
    """701.26b: a creature that attacked this turn untaps."""

    kind = "untapped"
    object: str
    name: str


@record
class NoCreatureAttacked(Event):
    kind = "note"


@record
class ManaAdded(Event):
    """106.3."""

    kind = "mana"
    player: str
    mana: str


# The kinds of continuous effect a resolving spell or ability creates (611.2c, judge.cards.vocabulary.LAYERS_OF).
EffectKind = Literal["gain_ability", "lose_all_abilities", "modify_pt", "set_base_pt", "become", "set_controller",
                     "exchange_text_boxes", "add_types", "cant_block", "cant_be_blocked", "redirect_damage",
                     "prevent_damage_dealt_by", "goad", "set_characteristics", "cant_phase_in"]


@record
class EffectTerms(Frozen):
    """611.2c: what a continuous effect does, its values locked in: its kind (`effect`, as layers apply it),
    the texts of the `abilities` it grants, the `power` and `toughness` it sets or adds, the subtypes and types
    an object `becomes`."""

    effect: EffectKind
    abilities: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    becomes: tuple[str, ...] = ()
    player: str = ""  # who gains control (set_controller), who goads (goad)


@record
class ContinuousEffectBegins(Event):
    """611.2c: `source_name`'s effect (doing `effect`) applies to `objects` (named `names`) in `layers`."""

    kind = "effect"
    layers: str
    objects: tuple[str, ...]
    source_name: str
    effect: EffectTerms
    names: tuple[str, ...]


@record
class ContinuousEffectCreated(ContinuousEffectBegins):
    """611.2c: a continuous effect, `until_end_of_turn` or until the game ends (611.2a)."""

    until_end_of_turn: bool


@record
class SkipsThisTurn(Event):
    """614.10: `player` skips each `skip` (a step or phase) this turn."""

    kind = "effect"
    player: str
    skip: str


@record
class TokenCreationReplaced(Event):
    """614.16."""

    kind = "note"
    replaced_by: tuple[ReplacementNote, ...]


@record
class LastKnownCounters(Event):
    """608.2h, 113.7a: `source_name` has left the battlefield; it had `n` counters of `counter_kind`."""

    kind = "note"
    source_name: str
    n: int
    counter_kind: str


@record
class NoFight(Event):
    """701.14b."""

    kind = "note"
    source_name: str


@record
class IndestructibleNotDestroyed(Event):
    """702.12b."""

    kind = "note"
    object: str
    name: str


@record
class NothingToSacrifice(Event):
    kind = "note"
    player: str


@record
class NoCardToCast(Event):
    """608.2g: `player` has no card `source_name` lets them cast."""

    kind = "note"
    source_name: str
    player: str


@record
class OmenCardInExile(Event):
    """720.4: an omen card exiled has only its normal characteristics."""

    kind = "note"
    name: str
    mana_value: int


@record
class RestOnBottom(Event):
    """702.85a, 701.57a: the other cards exiled by cascade or discover go on the bottom in a random order."""

    kind = "note"
    player: str
    n: int


@record
class ConditionChecked(Event):
    """608.2c: an "if" of a resolving ability (`text`, the card's words) held or not."""

    kind = "note"
    source_name: str
    text: str
    held: bool


# ----- keyword actions on a library and an army (701.22, 701.25, 701.47) ----------------------------------

@record
class NoKeywordAction(Event):
    """701.22b, 701.25c: a player told to scry 0 or surveil 0 does not scry or surveil at all (`count`: the
    number asked for)."""

    kind = "note"
    player: str
    action: str
    count: int


@record
class Scried(Event):
    """701.22a: the player looked at the top `count` cards; `top` stay on top in that order, `bottom` go to
    the bottom in that order."""

    kind = "scried"
    player: str
    count: int
    top: tuple[str, ...]
    bottom: tuple[str, ...]


@record
class Surveilled(Event):
    """701.25a: the player looked at the top `count` cards; `top` stay on top, `graveyard` go to the
    graveyard."""

    kind = "surveilled"
    player: str
    count: int
    top: tuple[str, ...]
    graveyard: tuple[str, ...]


RestOrder = Literal["any order", "a random order"]


@record
class LookedAtTop(Event):
    """701.20e: `player` looked at the top `count` cards of their library (`looked`, top first); `hand` went into
    their hand (revealed first where `revealed`, 701.20a) and `bottom` on the bottom in that order, the
    last at the very bottom (`order`: "any order", chosen 401.4, or "a random order")."""

    kind = "looked at"
    player: str
    count: int
    looked: tuple[str, ...]
    hand: tuple[str, ...]
    revealed: bool
    bottom: tuple[str, ...]
    order: RestOrder


@record
class HandRevealed(Event):
    """701.20a: `player` revealed their hand, `cards`."""

    kind = "revealed"
    player: str
    cards: tuple[str, ...]


@record
class NoCardToChoose(Event):
    """608.2d: `source_name` has `player` choose a card that is `what`, and there is none."""

    kind = "note"
    source_name: str
    player: str
    what: str


@record
class Amassed(Event):
    """701.47a-b: the player amassed [subtype] `count`, choosing the Army `army`."""

    kind = "amassed"
    player: str
    subtype: str
    count: int
    army: str


@record
class WardTargetGone(Event):
    """702.21a: what targeted the permanent has already left the stack."""

    kind = "note"
    source_name: str


@record
class WardManaPaid(Event):
    """702.21a: the mana is treated as paid."""

    kind = "note"
    player: str
    mana: str


@record
class WardCantBePaid(Event):
    """118.3, 702.21a: `player` lacks the resources for the ward cost: `discard` cards with `hand` cards in hand,
    or `life` life (119.4) with `life_total`."""

    kind = "note"
    player: str
    discard: int = 0
    hand: int = 0
    life: int = 0
    life_total: int = 0


@record
class NoLongerInExile(Event):
    """702.88a, 400.7."""

    kind = "note"
    source_name: str


@record
class Searched(Event):
    """701.23a; `omen`: an omen card is there (720.4)."""

    kind = "searched"
    player: str
    omen: bool


@record
class ProcessRepeats(Event):
    """`source_name`'s process repeats while `condition` holds; `time` counts the repetitions."""

    kind = "note"
    source_name: str
    condition: str
    time: int


@record
class DieRolled(Event):
    """706.2."""

    kind = "rolled"
    player: str
    result: int
    sides: int


@record
class NotModelled(Event):
    """An instruction (`what`) the engine does not model yet: nothing happens."""

    kind = "note"
    source_name: str
    what: str


@record
class NoModeCanBeChosen(Event):
    """700.2: `what` is the modal spell or ability."""

    kind = "note"
    what: str


@record
class ContinuousEffectCreatedFor(ContinuousEffectBegins):
    """611.2a-b: a continuous effect that lasts for `duration` (one of judge.cards.vocabulary.DURATIONS other than
    end of turn), controlled by `controller`."""

    duration: str
    controller: str


@record
class DurationEnded(Event):
    """611.2a-b, 514.2, 511.2: the `duration` of `source_name`'s continuous effect (doing `effect` to the
    objects named `names`, controlled by `controller`) is over: the effect ends."""

    kind = "effect"
    source_name: str
    effect: EffectTerms
    names: tuple[str, ...]
    duration: str
    controller: str


@record
class DurationNeverBegins(Event):
    """611.2b, 610.3a-b: the `duration` of `source_name`'s effect on the objects named `names` (doing `effect`;
    None: exiling them until then; controlled by `controller`) was already over as the effect would begin, so
    it does nothing."""

    kind = "note"
    source_name: str
    effect: EffectTerms | None
    names: tuple[str, ...]
    duration: str
    controller: str


@record
class ExiledUntil(Event):
    """610.3: `source_name` (its effect controlled by `controller`) exiled the objects named `names` until
    `duration` ends; then they return."""

    kind = "effect"
    source_name: str
    names: tuple[str, ...]
    duration: str
    controller: str


@record
class PlayPermissionEnded(Event):
    """611.2a, 601.3: the `duration` of `source_name`'s permission for `controller` to play the card named `name`
    (the object `oid`, None for "cards of a kind") is over."""

    kind = "effect"
    source_name: str
    name: str
    duration: str
    controller: str
    oid: int | None = None


@record
class DelayedTriggerCreated(Event):
    """603.7: `source_name`'s effect creates a delayed triggered ability (`ability`, its text) controlled by
    `controller` (603.7d-e); `once`: it triggers only the next time its event occurs (603.7b); `duration`: how
    long it lasts, if stated."""

    kind = "effect"
    source_name: str
    ability: str
    controller: str
    once: bool
    duration: str | None


@record
class DelayedTriggered(Event):
    """603.7: a delayed triggered ability of `source` (named `source_name`, its text `ability`) triggers."""

    kind = "triggered"
    object: str
    source: str
    source_name: str
    ability: str
    controller: str


@record
class DelayedTriggerEnded(Event):
    """603.7b, 514.2: the `duration` of `source_name`'s delayed triggered ability (`ability`, controlled by
    `controller`) is over."""

    kind = "effect"
    source_name: str
    ability: str
    duration: str
    controller: str


# ----- copies of permanents (707; judge.game.copies) ----------------------------------------------------------

@record
class CopyExceptions(Frozen):
    """707.9: the modifications of a copying process: the copy isn't legendary, has these types and subtypes in
    addition to its others (707.9b), and has these keywords and other abilities (their texts, 707.9a)."""

    not_legendary: bool = False
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()


@record
class TokenCopyCreated(Event):
    """707.2, 111.1: `controller` creates a token (labelled `object`) that's a copy of `original` (the label of
    the object copied), so named `name`; `exceptions`: the modifications of the copying process (707.9)."""

    kind = "created"
    object: str
    oid: int
    from_zone: None
    to_zone: str
    token: bool
    entered: bool
    owner: int
    name: str
    controller: str
    original: str
    exceptions: CopyExceptions


@record
class EntersAsCopy(Event):
    """707.5, 614.1c: `object` (named `name_before`) enters the battlefield as a copy of `original`, so named
    `name`; `exceptions`: the modifications of the copying process (707.9)."""

    kind = "copied"
    object: str
    name_before: str
    original: str
    name: str
    exceptions: CopyExceptions


@record
class NothingToCopy(Event):
    """614.12: `object` (named `name`) could enter as a copy of a permanent, but none it may copy is on the
    battlefield: it enters as itself."""

    kind = "note"
    object: str
    name: str


@record
class CreatedTokenGone(Event):
    """603.7c: the token `name` that `source_name`'s ability created is no longer on the battlefield; the
    delayed triggered ability that would `verb` it does nothing to it."""

    kind = "note"
    source_name: str
    name: str
    verb: str


EVENT_CLASSES: tuple[type[Event], ...] = (
    ScenarioStarts, ChapterResolvedEarlier, EnteredEarlier, AbilityOnStackAtStart, SpellOnStackAtStart, ScenarioNote,
    ActionAfterGameOver, Refused, Choice,
    TurnBegins, StepBegins, StepSkipped, FirstDrawSkipped, AdditionalPhases, AnotherCleanupStep, DoesntUntap,
    UntapEffectEnded, Untaps, ActivePlayerDraws, DeclaresAttackers, DeclaresBlockers, CombatDamageDealt,
    DiscardsToHandSize, DamageWearsOff,
    Attacks, Blocks, BecomesBlocked, RemovedFromCombat,
    NoLifeLeft, DrewFromEmptyLibrary, TokenOutsideBattlefield, SpellCopyOutsideStack, ZeroToughness, LethalDamage,
    DeathtouchDamage, LegendRule, AuraNotAttached, SagaPastFinalChapter, PlayerLoses, GameWon,
    Cast, CastImpossible, Played, Activated, AbilityFizzles, AbilityResolves, SpellFizzles, SpellResolves,
    SpellCopied, AbilityCopied, AbilityCountered,
    Triggered, ReflexiveTriggered, TriggerRemoved, PutOnStack,
    MutateTargetIllegal, Mutates, OmenShuffled,
    Moved, Destroyed, Sacrificed, Exiled, Discarded, Milled, CounteredToZone, Returned, EntersBattlefield,
    ReturnsToBattlefield, TokenCreated, TokenCantMove, CeasedToExist, Shuffled, Drew, CantDraw,
    CountersPut, NoCounterPut, PlayerGetsCounters, CountersRemoved, Proliferates,
    NoIntrinsicLoreAbility, NoLoreWithoutChapters, NotSacrificedWithoutChapters, RedundantReadAhead,
    ReadAheadSkipsChapter, SagaWaitsForChapter, SagaLore,
    DamageToPlayer, DamageToPermanent, LifeGained, LifelinkGain, LifeLost, WardLifePaid,
    Tapped, Untapped, AttackerUntaps, NoCreatureAttacked, ManaAdded, ContinuousEffectCreated, SkipsThisTurn,
    TokenCreationReplaced, LastKnownCounters, NoFight, IndestructibleNotDestroyed, NothingToSacrifice,
    NoCardToCast, OmenCardInExile, RestOnBottom, ConditionChecked, NoKeywordAction, Scried, Surveilled, Amassed,
    LookedAtTop, HandRevealed, NoCardToChoose,
    WardTargetGone, WardManaPaid, WardCantBePaid,
    NoLongerInExile, Searched, ProcessRepeats, DieRolled, NotModelled, NoModeCanBeChosen,
    ContinuousEffectCreatedFor, DurationEnded, DurationNeverBegins, ExiledUntil, PlayPermissionEnded,
    DelayedTriggerCreated, DelayedTriggered, DelayedTriggerEnded,
    TokenCopyCreated, EntersAsCopy, NothingToCopy, CreatedTokenGone,
)
# The kinds of event the engine records.
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


# ----- transforming double-faced cards (712), and unless (118.12a) -----------------------------------------

@record
class SourceGoneNotReturned(Event):
    """400.7: "exile this ..., then return it transformed" finds no object: its source left the battlefield."""

    kind = "note"
    source_name: str


@record
class NotDoubleFacedStaysInExile(Event):
    """712.14a: a card that isn't double-faced, put onto the battlefield transformed, stays where it is."""

    kind = "note"
    name: str


@record
class EnteredFaceUp(Event):
    """712.8d-e: a double-faced card returned to the battlefield has only the characteristics of the face it
    entered with (`face`: front or back); a face that isn't a Saga entered with no lore counter, a Saga face
    entered (it didn't transform in place) with the `lore` counters it has (714.3a)."""

    kind = "note"
    name: str
    face: Literal["front", "back"]
    saga: bool
    lore: int


@record
class UnlessChecked(Event):
    """118.12a: "... unless [player] [text]": whether `player` did it (`done`), so the rest doesn't happen."""

    kind = "note"
    source_name: str
    player: str
    text: str
    done: bool


EVENT_CLASSES += (SourceGoneNotReturned, NotDoubleFacedStaysInExile, EnteredFaceUp, UnlessChecked)

# ----- support cards judges ask about with Sagas (issue 10 §1) ------------------------------------------------

@record
class ProliferationReplaced(Event):
    """614.1a: `player` would proliferate once; replacement effects (`replaced_by`) make it `times` times
    (Tekuthal, Inquiry Dominus)."""

    kind = "proliferate"
    player: str
    times: int
    replaced_by: tuple[ReplacementNote, ...]


@record
class RevealedUntil(Event):
    """701.20a: `player` revealed `cards` from the top of their library, top first, until a card that is `what`
    (`found`, the last of them; None: none, the whole library revealed); `found` went to `to` and the others
    (`bottom`) on the bottom of the library in a random order (401.4)."""

    kind = "revealed"
    player: str
    what: str
    cards: tuple[str, ...]
    found: str | None
    to_zone: str
    bottom: int


@record
class TriggersOnlyOnceEachTurn(Event):
    """603.2: `source_name`'s ability says "This ability triggers only once each turn" and already triggered this
    turn, so its trigger event now triggers nothing."""

    kind = "note"
    source_name: str
    ability: str


EVENT_CLASSES += (ProliferationReplaced, RevealedUntil, TriggersOnlyOnceEachTurn)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class WaitingTriggersCease(Event):
    """724.1a: the turn ends; triggered abilities of `sources` that triggered but were not yet put on the stack
    cease to exist."""

    kind = "note"
    sources: tuple[str, ...]


@record
class TurnEnds(Event):
    """724.1, 724.1b: `source_name`'s effect ends `player`'s turn: every object on the stack (`exiled`, top
    first) is exiled, state-based actions are checked (724.1c) and the game skips to the cleanup step (724.1d)."""

    kind = "effect"
    source_name: str
    player: str
    exiled: tuple[str, ...]


EVENT_CLASSES += (WaitingTriggersCease, TurnEnds)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


# ----- Kamigawa: Neon Dynasty and March of the Machine transforming Sagas, Theros Beyond Death Sagas --

@record
class LifePaid(Event):
    """119.4, 602.2b: `player` pays `amount` life as a cost."""

    kind = "life lost"
    player: str
    amount: int


EVENT_CLASSES += (LifePaid,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class AdditionalLandPlays(Event):
    """305.2: `player` may play `count` lands this turn beside the one land play (an effect's permission)."""

    kind = "effect"
    player: str
    count: int


EVENT_CLASSES += (AdditionalLandPlays,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class NameChosen(Event):
    """201.4: `player` chose the card name `name` for `source` (remembered by it)."""

    kind = "effect"
    player: str
    source: str
    name: str


@record
class LookedAtTopOf(Event):
    """701.20e: `by` looked at the top `cards` of `player`'s library; they stay there in their order."""

    kind = "looked at"
    player: str
    by: str
    cards: tuple[str, ...]


@record
class NotFirstThisTurn(Event):
    """603.2: `source_name`'s ability triggers "for the first time this turn" only; `player` already cast a spell
    that matched it this turn, so casting `spell` triggers nothing."""

    kind = "note"
    source_name: str
    player: str
    spell: str


EVENT_CLASSES += (NameChosen, LookedAtTopOf, NotFirstThisTurn)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class MayCastFromZone(Event):
    """601.3: `source_name`'s effect lets `player` cast `what` (its words) for `duration`."""

    kind = "effect"
    player: str
    source_name: str
    what: str
    duration: str


@record
class MayPlay(Event):
    """601.3, 305.1: `source_name`'s effect lets `player` play the card `card` for `duration` (`during`: only in
    such turns)."""

    kind = "effect"
    player: str
    source_name: str
    card: str
    duration: str
    during: str


EVENT_CLASSES += (MayCastFromZone, MayPlay)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class AttackRequirement(Event):
    """508.1d: `source_name`'s effect makes creatures attack each combat if able, for `player`'s effect, lasting
    `duration`."""

    kind = "effect"
    source_name: str
    player: str
    duration: str


EVENT_CLASSES += (AttackRequirement,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class NothingToReturn(Event):
    """609.3: `player` has no card `source_name` says to return (its "If you can't" instructions follow)."""

    kind = "note"
    player: str
    source_name: str


@record
class CantCastSameManaValue(Event):
    """101.2: `source_name`'s effect: `players` can't cast spells with mana value `mana_value` for `duration`."""

    kind = "effect"
    source_name: str
    players: tuple[str, ...]
    mana_value: int
    duration: str
    controller: str


EVENT_CLASSES += (NothingToReturn, CantCastSameManaValue)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class RuleEffectEnded(Event):
    """611.2a: the `duration` of `source_name`'s effect changing a rule of the game (`what`, in words) is over."""

    kind = "effect"
    source_name: str
    what: str
    duration: str
    controller: str


EVENT_CLASSES += (RuleEffectEnded,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class ExiledFaceDown(Event):
    """406.3: `name` is exiled face down; `owner` may look at it."""

    kind = "note"
    name: str
    owner: str


EVENT_CLASSES += (ExiledFaceDown,)
# ----- Doctor Who, Star Trek, REX and TMT Sagas --------------------------------------------------
@record
class VillainousChoiceMade(Event):
    """701.55a: `player` faced a villainous choice from `source_name` and chose option `option` (1 or 2, in the
    card's order; `text` its words); all its actions are then performed (701.55b: as much as possible)."""

    kind = "villainous choice"
    source_name: str
    player: str
    option: int
    text: str


EVENT_CLASSES += (VillainousChoiceMade,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class Voted(Event):
    """701.38a: `player` voted for `choice` in `source_name`'s vote."""

    kind = "voted"
    source_name: str
    player: str
    choice: str | None


@record
class VotesCounted(Event):
    """701.38a: the votes of `source_name`'s vote, `tally` ("guilty: 2" per option, in the card's order);
    `winner` the option with more votes than each other (None: a tie)."""

    kind = "note"
    source_name: str
    tally: tuple[str, ...]
    winner: str | None


EVENT_CLASSES += (Voted, VotesCounted)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class PermanentsChosen(Event):
    """115.10a: `player` chose `chosen` for `source_name`'s effect, without targeting them."""

    kind = "effect"
    source_name: str
    player: str
    chosen: tuple[str, ...]


EVENT_CLASSES += (PermanentsChosen,)


# ----- Kaldheim and Warhammer 40,000 Sagas ---------------------------------------------

@record
class NoLoyalty(StateBasedAction):
    """704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard."""

    rule = "704.5i"
    name: str


@record
class NoExchange(Event):
    """701.12a-b: an exchange of control that does not happen, and why."""

    kind = "no exchange"
    source: str
    reason: Literal["a permanent is gone", "the same player controls both"]


@record
class ManaKept(Event):
    """500.5: mana a player doesn't lose as this step ends ("until end of turn, you don't lose this mana")."""

    kind = "mana kept"
    player: str
    mana: str


@record
class DamageRedirected(Event):
    """614.9: `amount` damage `source` would deal to `original` is dealt to `to` instead (`by`'s effect)."""

    kind = "damage redirected"
    source: str
    amount: int
    original: str
    to: str
    by: str


EVENT_CLASSES += (NoLoyalty, NoExchange, ManaKept, DamageRedirected)


# ----- Dominaria Sagas and their kin ----------------------------------------------------------------

@record
class XDefined(Event):
    """107.3c: `source_name`'s text defines X: it is `value` for the rest of the ability (107.3i)."""

    kind = "note"
    source_name: str
    value: int


@record
class DamageBonusCreated(Event):
    """614.1a: `source_name`'s effect: this turn, damage the sources it names (controlled by `player`) would deal
    is increased by `amount`."""

    kind = "effect"
    source_name: str
    amount: int
    player: str


@record
class DamageIncreased(Event):
    """614.1a: `source_name`'s replacement effect makes `name` deal `after` damage instead of `before`."""

    kind = "note"
    source_name: str
    name: str
    before: int
    after: int


@record
class DamageNotRemoved(Event):
    """514.2 modified: `sources` say damage isn't removed from creatures during cleanup steps; `names` keep
    theirs."""

    kind = "note"
    sources: tuple[str, ...]
    names: tuple[str, ...]


@record
class CardsRevealed(Event):
    """701.20a: `player` reveals `cards` from their hand."""

    kind = "revealed"
    player: str
    cards: tuple[str, ...]


@record
class RadiationTriggers(Event):
    """728.1: `player` has `rad` rad counters as their precombat main phase begins: the rad counters' inherent
    ability triggers."""

    kind = "triggered"
    player: str
    rad: int


@record
class PlayerLosesCounters(Event):
    """122.1: `player` removes `amount` `counter` counters from themselves (`before` -> `after`)."""

    kind = "counters removed"
    player: str
    counter: str
    amount: int
    before: int
    after: int


EVENT_CLASSES += (XDefined, DamageBonusCreated, DamageIncreased, DamageNotRemoved, CardsRevealed, RadiationTriggers,
                  PlayerLosesCounters)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


# ----- Marvel, Avatar, Modern Horizons 3, Wilds of Eldraine and Tarkir: Dragonstorm Sagas --------
@record
class Divided(Event):
    """601.2d: `player` announces how `subject` divides `total` among its targets `targets`: `shares`, in order."""

    kind = "divided"
    player: str
    subject: str
    total: int
    targets: tuple[str, ...]
    shares: tuple[int, ...]


EVENT_CLASSES += (Divided,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class Earthbent(Event):
    """701.66a: `player` earthbends `count`: their land `land` becomes a 0/0 land creature with haste and gets
    `count` +1/+1 counters."""

    kind = "effect"
    player: str
    land: str
    count: int


EVENT_CLASSES += (Earthbent,)


@record
class RoleReplaced(StateBasedAction):
    """704.5z (303.7a): the Role `name`, attached to `host` with a newer Role of its controller, is put into its
    owner's graveyard."""

    rule = "704.5z"
    name: str
    host: str


@record
class TokenAttached(Event):
    """303.4i: the Aura token `name` enters attached to `host`, as the effect creating it says."""

    kind = "effect"
    name: str
    host: str


@record
class AuraTokenNotCreated(Event):
    """303.4i: `source_name` would create the Aura token `name` attached to an object that is gone or undefined:
    it isn't created."""

    kind = "note"
    source_name: str
    name: str


EVENT_CLASSES += (RoleReplaced, TokenAttached, AuraTokenNotCreated)


@record
class Attached(Event):
    """701.3a: `name` (an Equipment) becomes attached to `host`."""

    kind = "effect"
    name: str
    host: str


EVENT_CLASSES += (Attached,)


@record
class NextSpellFree(Event):
    """118.9: `source_name` lets `player` cast the next matching spell this turn without paying its mana cost."""

    kind = "effect"
    source_name: str
    player: str


EVENT_CLASSES += (NextSpellFree,)




@record
class ExtraTurnCreated(Event):
    """500.7: `source_name` gives `player` an extra turn after this one."""

    kind = "effect"
    source_name: str
    player: str


EVENT_CLASSES += (ExtraTurnCreated,)


@record
class MustAttackCreated(Event):
    """508.1d: `source_name`'s effect, controlled by `controller`, makes creatures attack each combat if able (and
    a player other than `controller` if able, `other_than_you`), for `duration` ("indefinite": until the game
    ends)."""

    kind = "effect"
    source_name: str
    duration: str
    controller: str
    other_than_you: bool = False


@record
class AttacksIfAble(Event):
    """508.1d: `name` attacks because `source_name`'s effect says it attacks each combat if able."""

    kind = "note"
    name: str
    source_name: str


EVENT_CLASSES += (MustAttackCreated, AttacksIfAble)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


# ----- the Ring tempts you (701.54; judge.game.the_ring) -------------------------------------------------------
@record
class RingEmblemCreated(Event):
    """701.54c: `player`, tempted by the Ring for the first time, gets an emblem named The Ring."""

    kind = "emblem"
    player: str
    name: str


@record
class RingTempts(Event):
    """701.54a, 701.54d: the Ring tempts `player`, the `times`-th time in the game; `bearer` is the creature
    they chose as their Ring-bearer (None: they control no creature, and keep none)."""

    kind = "the ring tempts"
    player: str
    times: int
    bearer: str | None


@record
class RingBearerDesignationEnds(Event):
    """701.54a: `name` stops being `player`'s Ring-bearer as another player gains control of it."""

    kind = "note"
    player: str
    name: str
    controller: str


EVENT_CLASSES += (RingEmblemCreated, RingTempts, RingBearerDesignationEnds)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class BlockerGone(Event):
    """603.7c: the creature `name` that blocked a Ring-bearer is no longer on the battlefield; `source_name`'s
    delayed triggered ability does nothing to it."""

    kind = "note"
    source_name: str
    name: str


EVENT_CLASSES += (BlockerGone,)



# ----- Final Fantasy Summons and Dominants ---------------------------------------------

@record
class TriggeringSpellGone(Event):
    """400.7: the spell whose casting triggered `source_name`'s ability has left the stack; the ability does nothing
    to it (nor to the object it became)."""

    kind = "note"
    source_name: str
    spell: str


@record
class SpellWillEnterWithCounters(Event):
    """614.1c: `source_name`'s effect: the permanent the spell `spell` becomes enters with `amount` more `counter_kind`
    counters."""

    kind = "effect"
    source_name: str
    spell: str
    counter_kind: str
    amount: int


EVENT_CLASSES += (TriggeringSpellGone, SpellWillEnterWithCounters)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class EntersAttacking(Event):
    """508.4: the creature `name` was put onto the battlefield attacking `player`."""

    kind = "note"
    object: str
    name: str
    player: str


EVENT_CLASSES += (EntersAttacking,)

class SpellGainsAbilities(Event):
    """611.2a: `source_name`'s effect: the spell `spell` gains `abilities` `until` a duration ends (None: for the
    rest of the game); the permanent it becomes has them."""

    kind = "effect"
    source_name: str
    spell: str
    abilities: tuple[str, ...]
    until: str | None


EVENT_CLASSES += (SpellGainsAbilities,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class ModeChosenAtRandom(Event):
    """603.3c, 700.2b: the mode of `source_name`'s modal triggered ability ("Choose one at random") is chosen at
    random as it is put on the stack: mode `mode` (`text`)."""

    kind = "note"
    source_name: str
    mode: int
    text: str


@record
class DamagePreventedByShield(Event):
    """122.1c, 615.1: `amount` damage `source_name` would deal to `name` is prevented by its shield counter, which
    is removed."""

    kind = "effect"
    name: str
    amount: int
    source_name: str


@record
class ShieldCounterInstead(Event):
    """122.1c, 614.1a: `name` would be destroyed by an effect; a shield counter is removed from it instead."""

    kind = "effect"
    name: str


EVENT_CLASSES += (ModeChosenAtRandom, DamagePreventedByShield, ShieldCounterInstead)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class AttackTaxCreated(Event):
    """508.1d, 611.2a: `source_name`'s effect: creatures can't attack `player` unless their controller pays `mana`
    for each of them, `until` a duration ends (None: for the rest of the game)."""

    kind = "effect"
    source_name: str
    player: str
    mana: str
    until: str | None


@record
class AttackCostPaid(Event):
    """508.1g-h: `player` pays `mana` for each of `count` creatures attacking `defender` (`source_name`'s effect)."""

    kind = "effect"
    player: str
    mana: str
    count: int
    defender: str
    source_name: str


EVENT_CLASSES += (AttackTaxCreated, AttackCostPaid)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class AnyManaTypeCanBeSpent(Event):
    """118.14: mana of any type can be spent to cast `name` (costs are treated as paid: the trace notes it)."""

    kind = "note"
    name: str


EVENT_CLASSES += (AnyManaTypeCanBeSpent,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class TopCardRevealed(Event):
    """701.20a: `player` reveals the top card of their library, `card`; it is `what` (`fits`) or not."""

    kind = "revealed"
    player: str
    card: str
    what: str
    fits: bool


EVENT_CLASSES += (TopCardRevealed,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class DamagePrevented(Event):
    """615.1a: `amount` damage `source_name` would deal to `name` is prevented by `preventer`'s effect."""

    kind = "effect"
    name: str
    amount: int
    source_name: str
    preventer: str


EVENT_CLASSES += (DamagePrevented,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class BecomesMonarch(Event):
    """725.1, 725.3: `player` becomes the monarch; `before`, the monarch until now, ceases to be (None: none)."""

    kind = "monarch"
    player: str
    before: str | None


EVENT_CLASSES += (BecomesMonarch,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class SpellCostReductionCreated(Event):
    """601.2f, 611.2a: `source_name`'s effect: the spells it names that `player` casts cost {`generic`} less,
    `until` (a duration); `next`: only the next such spell this turn."""

    kind = "effect"
    source_name: str
    player: str
    generic: int
    until: str
    next: bool


@record
class CostReduced(Event):
    """601.2f: `spell` costs less (`sources`' effects): its total cost is `total` instead of its mana cost `cost`."""

    kind = "cost reduced"
    spell: str
    sources: tuple[str, ...]
    cost: str
    total: str


EVENT_CLASSES += (SpellCostReductionCreated, CostReduced)

class PreventionEffectCreated(Event):
    """615.1a: `source_name`'s effect prevents all damage that would be dealt to `what` `until` a duration ends."""

    kind = "effect"
    source_name: str
    what: str
    until: str | None


EVENT_CLASSES += (PreventionEffectCreated,)


# ----- Vaults, phasing, The Brothers' War ----------------------------------------------------------
@record
class AuraStays(Event):
    """303.4f: the Aura card `name` would be put onto the battlefield without being cast, but there is nothing it
    could enchant: it stays in its owner's `zone`."""

    kind = "note"
    name: str
    zone: str
    owner: str


EVENT_CLASSES += (AuraStays,)


@record
class ObjectVotesCounted(Event):
    """701.38a-b: the votes of `source_name`'s vote for objects, `tally` ("Grizzly Bears: 2" per object that got
    votes); `most` the objects with the most votes or tied for most (none: no object got votes)."""

    kind = "note"
    source_name: str
    tally: tuple[str, ...]
    most: tuple[str, ...]


EVENT_CLASSES += (ObjectVotesCounted,)


@record
class AttackEachOtherCreated(Event):
    """508.1d: `source_name`'s effect, controlled by `controller`, makes each creature each of the two `players`
    controls attack the other of them each combat if able, for `duration`."""

    kind = "effect"
    source_name: str
    players: tuple[str, ...]
    duration: str
    controller: str


EVENT_CLASSES += (AttackEachOtherCreated,)


@record
class CreatureTypeNoted(Event):
    """205.3m: `player` notes the creature type `creature_type` for `source_name` (Long List of the Ents)."""

    kind = "effect"
    player: str
    source_name: str
    creature_type: str


EVENT_CLASSES += (CreatureTypeNoted,)


@record
class LoyaltyTwice(Event):
    """606.3: `player` may activate the loyalty abilities of planeswalkers they control twice this turn rather than
    only once (`source_name`'s effect)."""

    kind = "effect"
    source_name: str
    player: str


EVENT_CLASSES += (LoyaltyTwice,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


# ----- Doctor Who and Star Trek Sagas -------------------------------------------------------
@record
class AlreadyGoaded(Event):
    """701.15d: `name` is already goaded by `player`: `source_name` goading it again has no effect."""

    kind = "note"
    source_name: str
    name: str
    player: str


EVENT_CLASSES += (AlreadyGoaded,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class PhasedOut(Event):
    """702.26b: the permanents named `names` phase out (treated as though they don't exist)."""

    kind = "phased out"
    names: tuple[str, ...]


@record
class PhasesIn(TurnBasedAction):
    """502.1: the active player's permanents that phased out under their control phase in."""

    rule = "502.1"
    player: str
    names: tuple[str, ...]


@record
class PhasingInPrevented(Event):
    """502.1: the permanents named `names` would phase in, but `preventers` say permanents (or they) can't phase
    in; `own`: an effect that those permanents can't phase in ("It can't phase in for as long as ...")."""

    kind = "note"
    names: tuple[str, ...]
    preventers: tuple[str, ...]
    own: bool = False


EVENT_CLASSES += (PhasedOut, PhasesIn, PhasingInPrevented)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class TimeTravels(Event):
    """701.56a: `player` time travels, choosing the objects named `names`."""

    kind = "time travel"
    player: str
    names: tuple[str, ...]


@record
class GainsSuspend(Event):
    """702.62a: `source_name`'s effect gives the card `name` in exile suspend."""

    kind = "effect"
    source_name: str
    name: str


EVENT_CLASSES += (TimeTravels, GainsSuspend)

# ----- Kamigawa: Neon Dynasty transforming Sagas, Elspeth Conquers Death, Kaldheim Sagas ------------
@record
class CostChangeCreated(Event):
    """601.2f, 611.2a: `source_name`'s effect: `what` (which spells cost how much more or less) until `until`."""

    kind = "effect"
    source_name: str
    what: str
    until: str
    controller: str


@record
class CostIncreased(Event):
    """601.2f: the total cost of `spell` is increased by `mana` by `source`'s effect."""

    kind = "cost increased"
    spell: str
    mana: str
    source: str


EVENT_CLASSES += (CostChangeCreated, CostIncreased)
# ----- Avatar "Legend of" Sagas, Welcome to . . ., March of the Machine praetors -------------------


@record
class NoMaximumHandSizeCreated(Event):
    """402.2, 611.2a: `source_name`'s effect: `player` has no maximum hand size `until` a duration ends (None: for
    the rest of the game); `begins` false: that duration was already over, so it never begins (611.2b)."""

    kind = "effect"
    source_name: str
    player: str
    until: str | None
    begins: bool = True


@record
class NoMaximumHandSize(TurnBasedAction):
    """514.1: `player` has more cards in hand than seven but no maximum hand size (402.2, `source_name`'s effect):
    no card is discarded."""

    rule = "514.1"
    player: str
    cards: int
    source_name: str


EVENT_CLASSES += (NoMaximumHandSizeCreated, NoMaximumHandSize)

# ----- Marvel, Spider-Man, Modern Horizons 3, Wilds of Eldraine Sagas ---------------------------------

@record
class SpellCopyModified(Event):
    """707.9b: the copy `object` of a spell (named `name`) is a copy except as `exceptions` say ("except the copy
    isn't legendary")."""

    kind = "effect"
    object: str
    name: str
    exceptions: CopyExceptions


EVENT_CLASSES += (SpellCopyModified,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class CopyExceptionsSetting(CopyExceptions):
    """707.9b: a copying process that also sets characteristics: the copy is `legendary` too, its creature types
    are `creature_types` (replacing its others), its name is `name` ("except it's a legendary Alien named
    Prisoner Zero")."""

    legendary: bool = False
    creature_types: tuple[str, ...] = ()
    name: str = ""

class InterveningIfFails(Event):
    """603.4: the intervening "if" of `source_name`'s ability (`text`) doesn't hold as it `moment` ("triggers": it
    doesn't trigger; "resolves": it does nothing)."""

    kind = "effect"
    source_name: str
    text: str
    moment: str


EVENT_CLASSES += (InterveningIfFails,)
class EscapeCostPaid(Event):
    """702.138a, 601.2h: `player` casts `spell` from their graveyard with escape (`source_name`'s grant), paying its
    mana cost `mana` plus exiling the `exiled` other cards from their graveyard."""

    kind = "escape cost paid"
    player: str
    spell: str
    mana: str
    exiled: tuple[str, ...]
    source_name: str


EVENT_CLASSES += (EscapeCostPaid,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class Airbent(Event):
    """701.65a: `player` airbends `card`: it is exiled, and for as long as it remains exiled its owner `owner` may
    cast it by paying `cost` rather than its mana cost."""

    kind = "airbent"
    player: str
    card: str
    owner: str
    cost: str


@record
class CastForAlternativeCost(Event):
    """118.9: `player` casts `spell` paying `cost` rather than its mana cost, as `source_name`'s effect allows
    (airbend, 701.65a)."""

    kind = "effect"
    player: str
    spell: str
    cost: str
    source_name: str


EVENT_CLASSES += (Airbent, CastForAlternativeCost)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class ManaPaid(Event):
    """608.2c: `player` pays `mana` as `source_name`'s instruction says ("you may pay {X}"; treated as paid)."""

    kind = "paid"
    player: str
    mana: str
    source_name: str


@record
class LookedAtHand(Event):
    """701.20e: `by` looked at `player`'s hand, `cards`; nothing moves."""

    kind = "looked at"
    player: str
    by: str
    cards: tuple[str, ...]


EVENT_CLASSES += (LookedAtHand,)
@record
class SearchedZones(Event):
    """701.23a: `player` searches `owner`'s `zones` (a hidden zone's cards are looked at too) and finds `found`."""

    kind = "searched"
    player: str
    owner: str
    zones: tuple[str, ...]
    found: tuple[str, ...]


EVENT_CLASSES += (ManaPaid, SearchedZones)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class Foretold(Event):
    """116.2h, 702.143a: `player` pays {2} and exiles `card` from their hand face down (a special action)."""

    kind = "foretold"
    player: str
    card: str


@record
class CastForForetellCost(Event):
    """702.143a, 118.9: `spell`, a foretold card, is cast by paying its foretell cost `mana` rather than its mana
    cost."""

    kind = "effect"
    spell: str
    mana: str


EVENT_CLASSES += (Foretold, CastForForetellCost)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class ManaSpendRestricted(Event):
    """106.6: the `mana` `player` just added can be spent only `how` (the card's words)."""

    kind = "note"
    player: str
    mana: str
    how: str


EVENT_CLASSES += (ManaSpendRestricted,)
class Transformed(Event):
    """701.27a: the permanent named `before` is turned over: `face` is now up and it is `name` (the same object,
    712.9)."""

    kind = "transformed"
    before: str
    name: str
    face: str


@record
class DoesNotTransform(Event):
    """701.27c-d: `name` can't transform (it isn't double-faced, or its other face is an instant or sorcery)."""

    kind = "note"
    name: str


@record
class Incubates(Event):
    """701.53a: `player` incubates `count`."""

    kind = "incubated"
    player: str
    count: int


EVENT_CLASSES += (Transformed, DoesNotTransform, Incubates)

class TurnedFaceUp(Event):
    """406.3: the card `name` exiled face down is turned face up; `owner` owns it."""

    kind = "note"
    name: str
    owner: str


EVENT_CLASSES += (TurnedFaceUp,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)

# 510.4: the first-strike and second combat damage steps; 510.1c: a blocked creature with no blocker left;
# 714.2b: lore counters that trigger no chapter; 115.1: why objects are not legal targets; 614.16, 109.5: a
# counter-doubling effect that does not apply.
EVENT_CLASSES += (FirstStrikeCombatDamage, SecondCombatDamage, AssignsNoCombatDamage, NoChapterTriggers,
                  NotLegalTargets, ReplacementDoesNotApply)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


# ----- "Mill N cards. When you do, ..." with nothing to mill (701.17b, 603.12) -----------------------------------

@record
class NothingMilled(Event):
    """701.17b, 603.12: `players` milled no card (their libraries are empty), so what `source_name` does "if you
    do" / "when you do" doesn't happen."""

    kind = "note"
    source_name: str
    players: tuple[str, ...]


EVENT_CLASSES += (NothingMilled,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class TargetNoLongerLegal(Event):
    """608.2b: as `spell_or_ability` tries to resolve, its target `target` is illegal: `why` (the zone it is in,
    the characteristic it lacks; "" when no single reason is found)."""

    kind = "note"
    spell_or_ability: str
    target: str
    why: str


EVENT_CLASSES += (TargetNoLongerLegal,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class NothingToDiscard(Event):
    """609.3, 701.9a: `player` has no card in hand, so an instruction of `source_name` to discard discards none
    (and the player didn't discard: what follows "if you do" doesn't happen)."""

    kind = "note"
    source_name: str
    player: str


EVENT_CLASSES += (NothingToDiscard,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class NoLinkedCards(Event):
    """607.2a: an ability that refers to the cards exiled by a linked ability of the same object finds none because
    none was: `none exiled` (this object exiled none) or `new object` (it returned from exile, a new object that
    exiled none, 400.7)."""

    kind = "note"
    source_name: str
    reason: Literal["none exiled", "new object"]


EVENT_CLASSES += (NoLinkedCards,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class OmenNameNotACardName(Event):
    """720.4: a search for cards named `name`, an Omen's alternative name (720.5), does not find the omen cards
    `cards` of `owner`'s searched zones: outside the stack they have only their normal characteristics."""

    kind = "note"
    name: str
    cards: tuple[str, ...]
    owner: str


EVENT_CLASSES += (OmenNameNotACardName,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class NoneAttacksAlone(Event):
    """506.5: `source_name`'s ability ("Whenever a creature ... attacks alone") doesn't trigger: `attackers`
    creatures were declared as attackers, so none attacks alone."""

    kind = "note"
    source_name: str
    ability: str
    attackers: int


EVENT_CLASSES += (NoneAttacksAlone,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)


@record
class RedirectionGone(Event):
    """614.9, 400.7: `source_name`'s effect would have the `n` damage dealt to `recipient` dealt to `chosen`
    instead, but `chosen` has left the battlefield: the damage is dealt to `recipient`."""

    kind = "note"
    source_name: str
    n: int
    recipient: str
    chosen: str


EVENT_CLASSES += (RedirectionGone,)
KINDS = frozenset(cls.kind for cls in EVENT_CLASSES)
