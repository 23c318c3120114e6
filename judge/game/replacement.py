"""Replacement effects (CR 614, 616): one driver for every event they can modify.

Every event that replacement effects can modify goes through `replace`: a
zone change (614.1a, "exile it instead"), a permanent entering the battlefield
(614.1c, 614.12: lore counters, "as this enters" choices), putting counters
(614.1a, 614.16), creating tokens (614.16), a draw (614.1a, 614.11) and a
step or phase (614.1b, 614.10: skipping). Each kind of event has a finder for
the replacement effects that would modify it; `replace` then applies them
one at a time (614.5: each at most once): the affected player, or the
controller of the affected object, chooses which applies next (616.1,
616.1e), and after each only those that still apply are considered (616.1f).
"""

from __future__ import annotations

from judge.records import field, Frozen, Mutable, record
from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar

from judge.game import events
from judge.game import questions
from judge.game.layers import matches
from judge.versions import FINALITY_COUNTERS

if TYPE_CHECKING:
    from judge.game.layers import Chars
    from judge.game.objects import GameObject
    from judge.game.state import Game

EventT = TypeVar("EventT")


@record
class Kind(Frozen, Generic[EventT]):
    """A kind of replacement effect: whether it (still) applies to an event (616.1f), and how it modifies
    the event (`apply` changes it and returns what it did for the trace, None for nothing to tell, and the
    rules cited).
    `ordered`: its order among others matters, so the affected player chooses it (616.1); else it applies in
    the order found, as any order gives the same result."""

    name: str
    applies: Callable[["Game", "Replacement", EventT], bool]
    apply: Callable[["Game", "Replacement", EventT], tuple[events.ReplacementNote | None, tuple[str, ...]]]
    ordered: bool = True


class Replacement(Mutable, eq=False):
    """One replacement effect that would modify an event, from its source (a permanent's ability, a spell
    cast with a permission, a resolved effect) or from a rule that works as one (714.3a before 2026-04-17)."""

    source_oid: int
    source_name: str
    controller: int
    timestamp: int
    kind: "Kind[Any]"
    params: dict[str, Any] = field(default_factory=dict)


class Outcome(Mutable):
    """What replacement effects did to an event: their notes and rules, in the order they applied, and those
    that stopped applying before their turn (616.1f)."""

    applied: list[Replacement] = field(default_factory=list)
    notes: list[events.ReplacementNote] = field(default_factory=list)
    cites: list[str] = field(default_factory=list)
    dropped: list[Replacement] = field(default_factory=list)


def replace(game: "Game", event: EventT, candidates: list[Replacement], chooser: int | None,
            what: questions.Modified) -> Outcome:
    """614.5, 616.1: apply the replacement effects `candidates` to `event`, each at most once; among the
    ordered ones `chooser` chooses which applies next (default: the earliest timestamp)."""
    outcome = Outcome()
    remaining = list(candidates)
    while remaining:
        still = [rep for rep in remaining if rep.kind.applies(game, rep, event)]
        outcome.dropped += [rep for rep in remaining if rep not in still]
        remaining = still
        if not remaining:
            break
        ordered = sorted((rep for rep in remaining if rep.kind.ordered), key=lambda rep: rep.timestamp)
        chosen = _choose(game, ordered, chooser, what) if ordered else remaining[0]
        remaining.remove(chosen)
        note, cites = chosen.kind.apply(game, chosen, event)
        outcome.applied.append(chosen)
        if note is not None:
            outcome.notes.append(note)
        outcome.cites += cites
    return outcome


def _choose(game: "Game", options: list[Replacement], chooser: int | None, what: questions.Modified) -> Replacement:
    """616.1: the affected player or controller of the affected object chooses one to apply."""
    if len({r.kind.name for r in options}) == 1 and len({r.controller for r in options}) == 1:
        return options[0]  # identical effects: the order cannot matter

    def parse(value: Any, line: int | None) -> Replacement:
        for rep in options:  # by its source's id, else by its name
            source = game.objects.get(rep.source_oid)
            if source is not None and source.label == str(value):
                return rep
        for rep in options:
            if rep.source_name.lower() == str(value).lower():
                return rep
        game.fail(f"replacement choice {value!r} is not among {', '.join(r.source_name for r in options)}")

    assert chooser is not None, "an ordered replacement effect modifies an event that affects a player or object"
    chosen: Replacement = game.decide(questions.ReplacementFirst(what), chooser, options, options[0], parse,
                                      lambda r: r.source_name, cites=("616.1", "616.1e"))
    return chosen


def static_replacements(game: "Game", kind: "Kind[Any]") -> list[Replacement]:
    """The replacement effects of `kind` that permanents' replacement abilities create (614.1), in
    timestamp order of their sources."""
    found = []
    for obj in game.having("replacement", kind.name):
        ch = game.chars(obj.oid)
        for ability in ch.abilities:
            if ability.kind == "replacement" and ability.static.get("effect") == kind.name:
                found.append(Replacement(obj.oid, ch.name, ch.controller, obj.timestamp, kind, ability.static))
    return found


# ----- counters (614.1a, 614.16) -----------------------------------------------------------------

class CounterEvent(Mutable):
    """Putting `amount` counters of `kind` on an object (or player)."""

    kind: str
    amount: int
    putter: int            # the player who puts them
    by_effect: bool        # put by an effect (614.16), not by a rule or turn-based action
    target_oid: int | None = None
    target_player: int | None = None
    controller: int = 0    # controller of the target permanent (the affected object's controller)


def _counters_would_be_put(game: "Game", rep: Replacement, event: CounterEvent) -> bool:
    """616.1f: "one or more counters" no longer holds once none would be put."""
    return event.amount > 0


def _double_counters(game: "Game", rep: Replacement, event: CounterEvent) -> tuple[events.AmountReplaced,
                                                                                    tuple[str, ...]]:
    before = event.amount
    event.amount *= 2
    return events.AmountReplaced(rep.source_name, before, event.amount), ("614.1a", "614.16")


def _counters_by_putter(game: "Game", rep: Replacement, event: CounterEvent) -> tuple[events.AmountReplaced,
                                                                                       tuple[str, ...]]:
    before = event.amount
    event.amount = event.amount * 2 if event.putter == rep.controller else event.amount // 2
    return events.AmountReplaced(rep.source_name, before, event.amount), ("614.1a",)


DOUBLE_COUNTERS = Kind("double_counters", _counters_would_be_put, _double_counters)
COUNTERS_BY_PUTTER = Kind("counters_by_putter", _counters_would_be_put, _counters_by_putter)
PREVENT_COUNTERS = "prevent_counters"


def _plus_one_receiver(game: "Game", rep: Replacement, event: CounterEvent) -> bool:
    """Pir, Winding Constrictor: "If one or more counters would be put on [a permanent `affected` finds]" or
    "If you would get one or more counters" (`players`), by a rule or an effect alike."""
    if event.target_player is not None:
        return bool(rep.params.get("players")) and event.target_player == rep.controller
    assert event.target_oid is not None
    return "affected" in rep.params and matches(game, rep.params["affected"], event.target_oid,
                                                game.chars(event.target_oid), rep.source_oid, rep.controller)


def _plus_one(game: "Game", rep: Replacement, event: CounterEvent) -> tuple[events.AmountReplaced, tuple[str, ...]]:
    before = event.amount
    event.amount += 1
    return events.AmountReplaced(rep.source_name, before, event.amount), ("614.1a",)


COUNTERS_PLUS_ONE = Kind("counters_plus_one", _counters_would_be_put, _plus_one)


def _counter_replacements(game: "Game", event: CounterEvent) -> list[Replacement]:
    """Replacement effects that would modify putting these counters."""
    # Doubling Season: "If an effect would put ... on a permanent you control" (614.16).
    applicable = []
    for rep in static_replacements(game, DOUBLE_COUNTERS) if event.target_oid is not None else ():
        if event.by_effect and event.controller == rep.controller:
            applicable.append(rep)
        elif event.amount > 0:
            _does_not_apply(game, rep, event)
    # Vorinclex: "If you would put ..." / "If an opponent would put ...": any putting, rule or effect.
    plus_one = [rep for rep in static_replacements(game, COUNTERS_PLUS_ONE) if _plus_one_receiver(game, rep, event)]
    return applicable + static_replacements(game, COUNTERS_BY_PUTTER) + plus_one


def _does_not_apply(game: "Game", rep: Replacement, event: CounterEvent) -> None:
    """Why not: a counter-doubling effect that was considered and does not apply, because the counters are put by
    a rule, not an effect (614.16), or on a permanent its controller doesn't control ("you", 109.5)."""
    assert event.target_oid is not None
    by_rule = not event.by_effect
    game.emit(events.ReplacementDoesNotApply(rep.source_name, "a rule" if by_rule else "another controller",
                                             game.players[rep.controller].name, game.chars(event.target_oid).name,
                                             game.players[event.controller].name),
              ("614.16",) if by_rule else ("109.5",))


def _prevented(game: "Game", event: CounterEvent) -> str | None:
    """Counters that can't be put at all (Solemnity): the source's name, if any."""
    for obj in game.having("replacement", PREVENT_COUNTERS):
        ch = game.chars(obj.oid)
        for ability in ch.abilities:
            if ability.kind != "replacement" or ability.static.get("effect") != PREVENT_COUNTERS:
                continue
            if event.target_player is not None:
                if ability.static.get("players"):  # "Players can't get counters."
                    return ch.name
                continue
            assert event.target_oid is not None
            if any(t in ability.static.get("types", ()) for t in game.chars(event.target_oid).types):
                return ch.name
    return None


def apply_to_counters(game: "Game", event: CounterEvent, what: questions.Modified
                      ) -> tuple[int, list[events.ReplacementNote], tuple[str, ...]]:
    """The number of counters actually put after replacement effects, what changed it, and the rules."""
    blocker = _prevented(game, event)
    if blocker:
        return 0, [events.CountersPrevented(blocker)], ("122.1",)
    chooser = event.controller if event.target_oid is not None else event.target_player
    outcome = replace(game, event, _counter_replacements(game, event), chooser, what)
    notes, cites = outcome.notes, outcome.cites
    if outcome.dropped:
        notes.append(events.NoLongerApplies(tuple(sorted({r.source_name for r in outcome.dropped}))))
        cites += ["616.1f"] + (["614.16"] if any(r.kind is DOUBLE_COUNTERS for r in outcome.dropped) else [])
    return event.amount, notes, tuple(dict.fromkeys(cites))


# ----- proliferating (614.1a) -----------------------------------------------------------------------

class Proliferation(Mutable):
    """`player` would proliferate `times` times (701.34a)."""

    player: int
    times: int = 1


def _proliferate_twice(game: "Game", rep: Replacement, event: Proliferation) -> tuple[events.AmountReplaced,
                                                                                      tuple[str, ...]]:
    before = event.times
    event.times *= 2
    return events.AmountReplaced(rep.source_name, before, event.times), ("614.1a",)


PROLIFERATE_TWICE = Kind("proliferate_twice", lambda game, rep, event: True, _proliferate_twice)


def proliferations(game: "Game", player: int) -> tuple[int, list[events.ReplacementNote]]:
    """How many times `player` proliferates after "If you would proliferate, proliferate twice instead"
    (Tekuthal, Inquiry Dominus; 614.1a), and what replaced it."""
    event = Proliferation(player)
    found = [rep for rep in static_replacements(game, PROLIFERATE_TWICE) if rep.controller == player]
    outcome = replace(game, event, found, player, questions.Proliferating(game.players[player].name))
    return event.times, outcome.notes


# ----- tokens (614.16) ------------------------------------------------------------------------------

class TokenEvent(Mutable):
    """Creating `count` tokens under `controller`'s control (111.1)."""

    controller: int
    count: int


def _double_tokens(game: "Game", rep: Replacement, event: TokenEvent) -> tuple[events.AmountReplaced,
                                                                                tuple[str, ...]]:
    before = event.count
    event.count *= 2
    return events.AmountReplaced(rep.source_name, before, event.count), ("614.16",)


DOUBLE_TOKENS = Kind("double_tokens", lambda game, rep, event: True, _double_tokens)


def apply_to_tokens(game: "Game", controller: int, count: int) -> tuple[int, list[events.ReplacementNote]]:
    """Token-creation replacements (Doubling Season's first ability, 614.16)."""
    event = TokenEvent(controller, count)
    found = []
    for rep in static_replacements(game, DOUBLE_TOKENS):
        if rep.controller == controller:
            found.append(rep)
        elif count > 0:  # why not ("under your control", 109.5)
            game.emit(events.ReplacementDoesNotApply(rep.source_name, "tokens of another player",
                                                     game.players[rep.controller].name, "",
                                                     game.players[controller].name), ("109.5",))
    outcome = replace(game, event, found, controller, questions.TokensCreated())
    return event.count, outcome.notes


# ----- zone changes (614.1a) -----------------------------------------------------------------------

class ZoneChange(Mutable):
    """An object moving to the zone `to` (400.7)."""

    obj: "GameObject"
    to: str


def _to_graveyard(game: "Game", rep: Replacement, event: ZoneChange) -> bool:
    return event.to == "graveyard"


def _exile_instead(game: "Game", rep: Replacement, event: ZoneChange) -> tuple[events.ExiledInstead,
                                                                                tuple[str, ...]]:
    event.to = "exile"
    return events.ExiledInstead(rep.source_name), ("614.1a",)


# "If a spell cast this way would be put into a graveyard, exile it instead" (Kess, Dissident Mage), and
# "If a card or token would be put into a graveyard from anywhere, exile it instead" (Rest in Peace). All
# lead to exile, so which applies first (616.1) does not change the result.
EXILE_CAST_SPELL_INSTEAD = Kind("exile_instead", _to_graveyard, _exile_instead, ordered=False)
GRAVEYARD_TO_EXILE = Kind("graveyard_to_exile", _to_graveyard, _exile_instead, ordered=False)


def _finality_exiles(game: "Game", rep: Replacement, event: ZoneChange) -> tuple[events.ExiledInstead,
                                                                                 tuple[str, ...]]:
    event.to = "exile"
    return events.ExiledInstead(rep.source_name), ("122.1h", "614.1a")


# 122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it instead."
FINALITY_INSTEAD = Kind("finality", _to_graveyard, _finality_exiles, ordered=False)


def _damaged_creature_would_die(game: "Game", rep: Replacement, event: ZoneChange) -> bool:
    """"If a creature dealt damage this turn by a source you controlled would die" (700.4): a creature going from
    the battlefield to a graveyard, dealt damage this turn by a source the replacement's controller controlled
    then (this object, 400.7)."""
    obj = event.obj
    return event.to == "graveyard" and obj.zone == "battlefield" and "Creature" in game.chars(obj.oid).types \
        and (obj.oid, rep.controller) in game.turn.damaged_by


# "If a creature dealt damage this turn by a source you controlled would die, exile it instead" (Etching of
# Kumano, 614.1a).
DIES_TO_EXILE = Kind("damaged_by_you_dies_to_exile", _damaged_creature_would_die, _exile_instead, ordered=False)


def _zone_change_replacements(game: "Game", event: ZoneChange) -> list[Replacement]:
    if event.to != "graveyard":
        return []
    obj = event.obj
    found = [Replacement(obj.oid, obj.exile_instead, obj.controller, obj.timestamp, EXILE_CAST_SPELL_INSTEAD)
             ] if obj.exile_instead else []
    if obj.zone == "battlefield" and obj.counters.get("finality") and game.version.has(FINALITY_COUNTERS):
        found.append(Replacement(obj.oid, "a finality counter", obj.controller, obj.timestamp, FINALITY_INSTEAD))
    if obj.is_copy:
        return found  # a copy of a spell is neither a card nor a token
    return found + static_replacements(game, GRAVEYARD_TO_EXILE) + static_replacements(game, DIES_TO_EXILE)


def zone_change(game: "Game", obj: "GameObject", to: str) -> tuple[str, Outcome]:
    """The zone `obj` goes to instead of `to` after replacement effects (614.1a), and what replaced it."""
    event = ZoneChange(obj, to)
    outcome = replace(game, event, _zone_change_replacements(game, event), obj.controller,
                      questions.ZoneChange(obj.label))
    return event.to, outcome


# ----- entering the battlefield (614.1c, 614.12) ----------------------------------------------------

class Entering(Mutable):
    """A permanent entering the battlefield, as it would exist there (614.12): the counters it enters with
    (kind, amount, putter, by_effect, how, cites) items, put once it has entered (122.6)."""

    obj: "GameObject"
    ch: "Chars"
    controller: int
    counters: list[tuple[Any, ...]] = field(default_factory=list)


def entering(game: "Game", obj: "GameObject", ch: "Chars", controller: int, found: list[Replacement]) -> Entering:
    """614.12: the replacement effects that modify how `obj` enters, `found` from the permanent as it would
    exist on the battlefield (`ch`: its lore counters, "as this enters" choices), applied in the order found."""
    event = Entering(obj, ch, controller)
    replace(game, event, found, controller, questions.Entering(obj.label))
    return event


# ----- draws (614.1a, 614.11) ----------------------------------------------------------------------

class Draw(Mutable):
    """`player` draws one card (121.2)."""

    player: int
    replaced: bool = False


def draw(game: "Game", player: int) -> Draw:
    """A draw after replacement effects (614.11): `replaced` if it no longer happens. The vocabulary has no
    draw replacement yet, so none are found."""
    event = Draw(player)
    replace(game, event, [], player, questions.Drawing())
    return event


# ----- steps and phases (614.1b, 614.10) -------------------------------------------------------------

class Step(Mutable):
    """The active player's next step of `phase` would begin."""

    phase: str
    step: str
    skipped: str | None = None


# What a skip effect can skip, and whether a (phase, step) is part of it.
SKIPPABLE: dict[str, Callable[[str, str], bool]] = {
    "draw step": lambda phase, step: step == "draw", "main phase": lambda phase, step: phase == "main",
    "combat phase": lambda phase, step: phase == "combat"}


def _skip_applies(game: "Game", rep: Replacement, event: Step) -> bool:
    skips = SKIPPABLE.get(rep.params["what"])
    return event.skipped is None and skips is not None and skips(event.phase, event.step)


def _skip(game: "Game", rep: Replacement, event: Step) -> tuple[None, tuple[str, ...]]:
    event.skipped = rep.params["what"]
    return None, ("614.10",)


SKIP = Kind("skip", _skip_applies, _skip, ordered=False)


def skipped(game: "Game", phase: str, step: str) -> str | None:
    """614.10: the skip effect (of this turn, `Turn.skips`) that replaces the active player's step or phase
    with nothing: "draw step", "main phase", "combat phase", or None."""
    active = game.turn.active
    found = [Replacement(0, what, player, 0, SKIP, {"what": what}) for player, what in game.turn.skips
             if player == active]
    event = Step(phase, step)
    replace(game, event, found, active, questions.StepOrPhase(step))
    return event.skipped
