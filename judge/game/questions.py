"""What a player is asked: one typed record per kind of decision (`Game.decide`), carried by the Choice event
of the trace. `kind` is the scenario's choice kind that answers it (judge.game.choices.KINDS). The words are
the renderer's (judge.render_events.question), in the trace and in error messages alike."""

from __future__ import annotations

from typing import ClassVar

from judge.game.refusals import Attempt
from judge.records import Frozen, record


@record
class Question(Frozen):
    """A decision a player makes (608.2d, 700.2, 601.2b-c, ...)."""

    kind: ClassVar[str] = ""


@record
class ChosenMode(Frozen):
    """The answer to a ModeOf question: a mode by its number and text (700.2)."""

    number: int
    text: str


# ----- casting and activating ------------------------------------------------------------------------

@record
class CastAs(Question):
    """720.3: cast a card with an Omen normally or as its Omen (answer: True for the Omen)."""

    kind = "cast as"
    card: str
    omen: str


@record
class XValue(Question):
    """601.2b, 107.3a: the value of X in a spell's mana cost."""

    kind = "number"
    card: str


@record
class TargetFor(Question):
    """601.2c, 603.3d: targets for a spell or ability (answer: the chosen targets' names)."""

    kind = "target"
    subject: str | Attempt


@record
class ModeOf(Question):
    """700.2: a mode of a modal spell or ability (answer: a ChosenMode, or None for no more modes)."""

    kind = "mode"
    subject: str
    low: int
    high: int


# ----- triggers, replacement effects, state-based actions ------------------------------------------------

@record
class TriggerOrder(Question):
    """603.3b: the order of simultaneous triggered abilities a player controls (answer: their names, the first
    resolving first)."""

    kind = "order"


@record
class Modified(Frozen):
    """An event that replacement effects modify, as a ReplacementFirst question names it (616.1)."""


@record
class CountersPut(Modified):
    amount: int
    counter_kind: str
    receiver: str


@record
class PlayerCountersPut(Modified):
    counter_kind: str
    player: str


@record
class TokensCreated(Modified):
    pass


@record
class ZoneChange(Modified):
    label: str


@record
class Entering(Modified):
    label: str


@record
class Drawing(Modified):
    pass


@record
class StepOrPhase(Modified):
    step: str


@record
class Proliferating(Modified):
    player: str


@record
class ReplacementFirst(Question):
    """616.1: which replacement effect applies first to an event; answer: its source's name."""

    kind = "replacement"
    event: Modified


@record
class LegendToKeep(Question):
    """704.5j: the legendary permanent a player keeps."""

    kind = "card"
    name: str


# ----- Sagas, Omens and entering choices (714.3b, 614.12) --------------------------------------------------

@record
class ReadAheadChapter(Question):
    """702.155a: the chapter number a read ahead Saga enters with."""

    kind = "read ahead"
    card: str
    top: int


@record
class CardNameFor(Question):
    """614.12: a card name chosen as a permanent enters."""

    kind = "name"
    card: str


# ----- counters (701.34a) --------------------------------------------------------------------------------

@record
class CountersForCost(Question):
    """602.2b, 118.3: the permanents to remove `count` counters from, one named per counter (answer: their
    names); `source` is what the cost is for."""

    kind = "choose"
    count: int
    source: str


@record
class ProliferateWhich(Question):
    """701.34a: the permanents and players to proliferate (answer: their names)."""

    kind = "choose"


@record
class ProliferateKind(Question):
    """701.34a before 2019-05-03: the kind of counter a permanent or player gets from proliferate."""

    kind = "mode"
    receiver: str


# ----- while a spell or ability resolves (608.2d) -----------------------------------------------------------

@record
class MayDo(Question):
    """608.2d: "you may ..." in the card's own words (`text`), of the effect of `source` (answer: yes/no)."""

    kind = "may"
    source: str
    text: str


@record
class MayCastThisWay(Question):
    """608.2g: an effect lets its controller cast a spell as it resolves; cast one?"""

    kind = "may"
    source: str


@record
class MayCastCopy(Question):
    """707.12: cast a copy of an exiled card?"""

    kind = "may"
    source: str
    card: str


@record
class MayCastFree(Question):
    """118.9: cast the card without paying its mana cost?"""

    kind = "may"
    source: str
    card: str


@record
class MayCastFromExile(Question):
    """702.88a (rebound): cast the card from exile without paying its mana cost?"""

    kind = "may"
    source: str


@record
class MayPayWard(Question):
    """702.21a: pay the ward cost for the spell or ability that targets the warded permanent?"""

    kind = "may"
    source: str
    subject: str


@record
class CardsTo(Question):
    """608.2d: cards chosen from a zone to be discarded, exiled, sacrificed, cast or found (answer: their
    names)."""

    kind = "card"
    verb: str


@record
class ScryToBottom(Question):
    """701.22a: which of the cards looked at go to the bottom of the library, in that order (answer: their
    names; the rest stay on top in their order)."""

    kind = "card"
    player: str
    count: int


@record
class SurveilToGraveyard(Question):
    """701.25a: which of the cards looked at go into the graveyard (answer: their names)."""

    kind = "card"
    player: str
    count: int


@record
class LookedAtToHand(Question):
    """701.20e, 608.2d: which of the top `count` cards looked at go into the hand (`take` of them, those that
    are `what`; `may`: none is a legal answer)."""

    kind = "card"
    player: str
    count: int
    take: int
    what: str
    may: bool


@record
class BottomOrder(Question):
    """401.4: the order in which the rest of the cards looked at go on the bottom of the library (answer: their
    names, the last one at the very bottom)."""

    kind = "card"
    player: str


@record
class CardFromRevealedHand(Question):
    """701.9b, 608.2d: the card of a revealed hand (`what` ones) another player chooses for its owner to
    discard."""

    kind = "card"
    player: str
    what: str


@record
class ArmyToChoose(Question):
    """701.47a: the Army creature that gets the counters."""

    kind = "card"
    subtype: str


@record
class CountersToRemove(Question):
    """122.1: how many counters of a kind to remove from a permanent ("up to")."""

    kind = "number"
    source: str
    counter_kind: str
    permanent: str


@record
class ManaColor(Question):
    """106.3: the color of mana to add."""

    kind = "mode"
    source: str


@record
class CounterKind(Question):
    """122.1: the kind of counter to put."""

    kind = "mode"
    source: str


@record
class StepToSkip(Question):
    """614.1b: the step or phase to skip."""

    kind = "mode"
    source: str


# ----- Kamigawa: Neon Dynasty and March of the Machine transforming Sagas --------------------------------------------

@record
class CardNameBy(Question):
    """201.4: a card name chosen as a spell or ability resolves ("Choose a card name.")."""

    kind = "name"
    source: str


@record
class LookedAtToExile(Question):
    """701.20e, 608.2d: which of the top `count` cards looked at are exiled (`take` of them)."""

    kind = "card"
    player: str
    count: int
    take: int
# ----- Doctor Who, Star Trek, REX and TMT Sagas --------------------------------------------------

@record
class VillainousOption(Question):
    """701.55a: the option a player facing a villainous choice chooses (answer: a ChosenMode, its number 1 or 2)."""

    kind = "mode"
    subject: str
    player: str


@record
class AnotherCounterWhich(Question):
    """122.1: the permanents that get an additional counter of a kind already on them (answer: their names)."""

    kind = "choose"
    subject: str


@record
class AnotherCounterKind(Question):
    """122.1: the counter chosen on a permanent, whose kind it gets one more of."""

    kind = "mode"
    receiver: str


@record
class VoteFor(Question):
    """701.38a: the option a player votes for (answer: its word)."""

    kind = "mode"
    subject: str
    player: str
    options: tuple[str, ...]


@record
class ShareOf(Question):
    """601.2d: how much of the `total` a spell or ability divides goes to one of its targets."""

    kind = "number"
    subject: str
    target: str
    total: int


@record
class RingBearerToChoose(Question):
    """701.54a: the creature `player` chooses as their Ring-bearer as the Ring tempts them (not a target)."""

    kind = "card"
    player: str


@record
class PermanentsToKeep(Question):
    """101.4: the `count` permanents `player` chooses ("Each player chooses three nonland permanents they
    control"), which the effect spares."""

    kind = "card"
    player: str
    count: int
# ----- Final Fantasy Summons and Dominants ---------------------------------------------

@record
class CountersToPut(Question):
    """122.1: how many counters of a kind to put on a permanent ("put up to three lore counters on it")."""

    kind = "number"
    source: str
    counter_kind: str
    permanent: str


# ----- Vaults, phasing, The Brothers' War ----------------------------------------------------------------------------

@record
class EnergyToPay(Question):
    """107.14: how much {E} a player pays ("Pay any amount of {E}"), from 0 to the energy counters they have."""

    kind = "number"
    source: str
    player: str


@record
class CreatureTypeToNote(Question):
    """205.3m: the creature type a player notes for an object ("Note a creature type that hasn't been noted for
    this Saga"; answer: the type)."""

    kind = "creature type"
    source: str


# ----- time travel (701.56a) and suspend (702.62a) ---------------------------------------------------

@record
class TimeTravelWhich(Question):
    """701.56a: the permanents and suspended cards with time counters chosen as a player time travels."""

    kind = "choose"
    player: str


@record
class TimeTravelPutOrRemove(Question):
    """701.56a: for one chosen object, put a time counter on it or remove one (answer: put or remove)."""

    kind = "mode"
    object: str


@record
class MayCastSuspended(Question):
    """702.62a: the owner may cast the card whose last time counter was removed without paying its mana cost."""

    kind = "may"
    card: str

@record
class XToPay(Question):
    """118.3a: the value of X in mana a player may pay as a spell or ability resolves ("you may pay {X}")."""

    kind = "number"
    source: str


@record
class PutOrRemoveCounter(Question):
    """122.1: "put a [kind] counter on it or remove one from it", chosen as the effect resolves (answer: put or
    remove)."""

    kind = "mode"
    source: str
    counter_kind: str
    object: str
