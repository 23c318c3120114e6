"""Why the rules forbid an action: one typed record per reason, carried by `IllegalActionError` and by the
events that report a refusal (judge.game.events.Refused, CastImpossible). The words are the renderer's
(judge.render_events.refusal), for the trace and for error messages alike; the rule that forbids the action
travels with the error (`IllegalActionError.rule`)."""

from __future__ import annotations

from typing import Literal

from judge.errors import InputError
from judge.records import Frozen, record


@record
class Attempt(Frozen):
    """What a player tried: cast a spell, activate an ability of a permanent, play a land, attack with a
    creature, foretell a card (named as the player sees it)."""

    verb: Literal["cast", "activate", "play", "attack", "block", "foretell"]
    name: str


@record
class Refusal(Frozen):
    """A reason the rules forbid an action."""


@record
class Tried(Refusal):
    """A refusal that names the attempt it refuses (`<attempt>: <why>`)."""

    attempt: Attempt


class IllegalActionError(InputError):
    """An action the rules forbid, for `reason`; `rule` is the canonical CR number that forbids it. Worded
    where it is reported (judge.runner.perform): until then its message is the reason's record."""

    def __init__(self, reason: Refusal, rule: str, line: int | None = None, also: tuple[str, ...] = ()):
        super().__init__(repr(reason), line)
        self.reason = reason
        self.rule = rule
        self.also = also  # further rules behind the refusal (e.g. 720.3a for a card cast as an Omen)


# ----- timing and priority (117, 305, 307, 601.3, 602.5d) ------------------------------------------------

@record
class NotOwnTurn(Tried):
    """Sorcery timing: only during its controller's own turn."""


@record
class NotMainPhase(Tried):
    """Sorcery timing: only during a main phase."""

    step: str


@record
class StackNotEmpty(Tried):
    """Sorcery timing: only while the stack is empty."""


@record
class NoPriority(Tried):
    """117.3a: no player receives priority during the untap and cleanup steps."""

    step: str


# ----- casting (601.2, 601.3, 101.2, 107.3b, 305.9, 702.85a, 702.140a) --------------------------------

@record
class FreeSpellWithX(Refusal):
    """107.3b: cast without paying its mana cost, the only legal choice for X is 0."""

    label: str
    x: int


@record
class LandIsPlayed(Refusal):
    """305.9: a land can be played, not cast."""

    name: str


@record
class NoCastPermission(Tried):
    """601.3: no effect lets the player cast the card from where it is."""

    player: str
    card: str
    where: str


@record
class CastingForbidden(Tried):
    """101.2: a "can't be cast" effect of `source` applies (`chosen_name`: the name its source chose; `mana_value`:
    the mana value it forbids, which the spell has)."""

    source: str
    chosen_name: str | None
    mana_value: int | None = None


@record
class ManaValueNotLess(Tried):
    """702.85a: cascade casts only a spell whose mana value is less than the exiling spell's."""

    mana_value: int
    limit: int


@record
class NoMutateAbility(Tried):
    """702.140a: only a spell with mutate can be cast for its mutate cost."""


@record
class IllegalMutateTarget(Tried):
    """702.140a: a mutating creature spell targets a non-Human creature with the same owner."""


@record
class NoLegalTargets(Tried):
    """601.2c, 602.2: a spell or ability with a required target that has no legal one."""


@record
class IllegalTarget(Refusal):
    """115.1: the given target is not a legal one for the spell or ability (`subject`); `because`: why, in words
    (judge.game.mismatch: its zone, hexproof or shroud, the characteristic the target asks for), if known."""

    target: str
    subject: "str | Attempt"
    because: str | None = None


@record
class TargetsInSeveralGraveyards(Refusal):
    """115.1: "target cards from a single graveyard"."""

    subject: "str | Attempt"


@record
class TargetsOverTotalManaValue(Refusal):
    """601.2c: targets "with total mana value N or less" together exceed it."""

    subject: "str | Attempt"
    limit: int


@record
class TargetsShareNoCardType(Refusal):
    """601.2c: targets that must "share a card type" share none."""

    subject: "str | Attempt"


@record
class TargetsOfOnePlayer(Refusal):
    """601.2c: "for each opponent, up to one target ... that player controls": two targets of one player."""

    subject: "str | Attempt"


# ----- lands (305.1, 305.2) --------------------------------------------------------------------------

@record
class NotALand(Refusal):
    """305.1: only a land card can be played as a land."""

    name: str


@record
class NoPlayPermission(Tried):
    """305.1: no effect lets the player play the land from where it is."""

    player: str
    where: str


@record
class LandAlreadyPlayed(Tried):
    """305.2: one land a turn, or `allowed` with additional land plays; `player` has played that many."""

    player: str
    allowed: int = 1


# ----- activating (602, 118.3, 302.6) ------------------------------------------------------------------

@record
class NotItsController(Tried):
    """602.2: only its controller may activate it."""


@record
class NotEnoughCounters(Tried):
    """118.3: the counters a cost removes must be there to remove."""

    count: int


@record
class AlreadyTapped(Tried):
    """118.3: a tapped permanent can't be tapped to pay a cost."""


@record
class TapSummoningSick(Tried):
    """302.6: a creature's {T} ability needs it under control since the turn began."""


@record
class NoActivatedAbilities(Refusal):
    """602.1: the object has no activated abilities now."""

    name: str


@record
class NoAbilityContaining(Refusal):
    """602.1: no activated ability of the object has these words."""

    name: str
    words: str


# ----- attacking (508.1, 302.6, 702.3b) -----------------------------------------------------------------

@record
class AttackStepPassed(Refusal):
    """508.1: this turn's declare attackers step has passed."""

    step: str


@record
class AttackerNotOnBattlefield(Tried):
    """508.1a: only creatures on the battlefield can attack."""


@record
class AttackerNotActivePlayers(Tried):
    """508.1a: only the active player's creatures can attack."""


@record
class AttackerTapped(Tried):
    """508.1a: a tapped creature can't attack."""


@record
class AttackerSummoningSick(Tried):
    """302.6: it came under its controller's control this turn."""


@record
class AttackerHasDefender(Tried):
    """702.3b: a creature with defender can't attack."""


@record
class BlockStepPassed(Refusal):
    """509.1: blockers are declared in the declare blockers step, after attackers were declared this turn."""

    step: str


@record
class BlockerNotOnBattlefield(Tried):
    """509.1a: only creatures on the battlefield can block."""


@record
class BlockerNotDefenders(Tried):
    """509.1a: only creatures the defending player controls can block."""


@record
class BlockerTapped(Tried):
    """509.1a: a tapped creature can't block."""


@record
class NotAnAttacker(Tried):
    """509.1a: a blocker blocks a creature attacking its controller."""

    attacker: str


@record
class BlockedOnlyByFlyingOrReach(Tried):
    """702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach."""

    attacker: str


@record
class CantBlock(Tried):
    """509.1b: an effect says this creature can't block."""

    source: str


@record
class CantBeBlocked(Tried):
    """509.1b: an effect says the attacker can't be blocked."""

    attacker: str
    source: str


@record
class MenaceOneBlocker(Tried):
    """702.111b: a creature with menace can't be blocked except by two or more creatures."""

    attacker: str


@record
class BlocksTwice(Tried):
    """509.1a: each chosen creature blocks one attacking creature."""


# ----- costs paid with life (119.4) ------------------------------------------------------------------------------

@record
class NotEnoughLife(Tried):
    """119.4: a player can pay life only if their life total is greater than or equal to the payment."""

    life: int


@record
class ActivationConditionFails(Tried):
    """602.5: the ability says "Activate only if ..." and that is not true now (`text`: the ability's)."""

    text: str


@record
class ExhaustedAlready(Tried):
    """702.177a: an exhaust ability is activated only once."""


# ----- foretell (702.143, 116.2h) ---------------------------------------------------------------------------------

@record
class NoForetell(Tried):
    """702.143a: only a card with foretell in its owner's hand can be foretold."""

    where: str


@record
class ForetoldThisTurn(Tried):
    """702.143a: a foretold card may be cast only after the turn it was foretold has ended."""
@record
class BlockerPowerGreaterThanRingBearer(Tried):
    """701.54c: "Your Ring-bearer ... can't be blocked by creatures with greater power"."""

    attacker: str
    owner: str
    power: int
    attacker_power: int


# ----- evasion: landwalk (702.14c) and horsemanship (702.31b) ---------------------------------------

@record
class UnblockableLandwalk(Tried):
    """702.14c: the attacker has landwalk (`keyword`) and the defending player controls a land of `land_type`."""

    attacker: str
    keyword: str
    land_type: str


@record
class BlockedOnlyByHorsemanship(Tried):
    """702.31b: the attacker has horsemanship; only a creature with horsemanship can block it."""

    attacker: str


@record
class AttackerPhasedOut(Tried):
    """702.26b: a phased-out permanent is treated as though it doesn't exist: it can't attack."""
# ----- escape (702.138a) ------------------------------------------------------------------------------

@record
class EscapeCostUnpayable(Tried):
    """702.138a, 601.2h: the escape cost includes exiling `count` other cards from the graveyard, and there are
    fewer."""

    count: int


@record
class NotEnoughToSacrifice(Tried):
    """118.3: the cost sacrifices `count` permanents of a kind, and its controller has fewer."""

    count: int

# ----- loyalty abilities (606) -------------------------------------------------------------------
@record
class LoyaltyAbilityAlreadyActivated(Tried):
    """606.3: a loyalty ability of this permanent was already activated this turn (`times`: as often as allowed)."""

    times: int


@record
class NotEnoughLoyalty(Tried):
    """606.6: a loyalty ability with a negative loyalty cost needs at least that many loyalty counters."""

    cost: int
    loyalty: int


@record
class TooManyTargets(Refusal):
    """601.2c: more targets given for one target word than it has ("two target creatures": at most two)."""

    subject: "str | Attempt"
    most: int
    given: int


# ----- permissions usable only during some turns (601.3) ---------------------------------------------------------
@record
class NoLoreCounterThisTurn(Tried):
    """601.3: `source` lets `player` play `card` only during a turn they put a lore counter on it (Summon:
    Brynhildr's Chain), and they haven't this turn."""

    player: str
    card: str
    source: str


@record
class PlayPermissionOver(Tried):
    """601.3, 611.2a: `source` let `player` play `card` for `duration`, and that duration is over."""

    player: str
    card: str
    source: str
    duration: str


# ----- boast (702.142a) ----------------------------------------------------------------------------------------
@record
class BoastWithoutAttack(Tried):
    """702.142a: a boast ability is activated only if its creature attacked this turn."""


@record
class BoastedThisTurn(Tried):
    """702.142a: a boast ability is activated only once each turn."""
