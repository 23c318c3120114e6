"""How long effects from resolving spells and abilities last (611.2a), and the moments their durations end.

An effect with a duration is a continuous effect (judge.game.layers.ContinuousEffect), a delayed triggered
ability with a stated duration (603.7b, judge.game.triggers.DelayedAbility), objects exiled "until" an event
(610.3, `ExileUntil`) or a permission to play a card (601.3, judge.game.permissions.PlayPermission). Each
names one of judge.cards.vocabulary.DURATIONS; an effect without one lasts until the game ends (611.2a). The
turn structure calls `turn_begins`, `end_of_combat` and `cleanup`; `watch` sees a source leave the
battlefield. "Until end of turn" continuous effects end with the cleanup step's other actions (514.2,
judge.game.turns), as they always have.
"""

from __future__ import annotations

from judge.records import Mutable
from typing import TYPE_CHECKING, Protocol

from judge.cards.vocabulary import DURATIONS
from judge.game import events, zones
from judge.game.events import ZoneChange
from judge.game.layers import ContinuousEffect
from judge.game.permissions import PlayPermission
from judge.game.triggers import DelayedAbility

if TYPE_CHECKING:
    from judge.game.events import LoggedEvent
    from judge.game.objects import GameObject
    from judge.game.state import Game

# Durations that end when the effect's source leaves the battlefield (a zone change makes a new object, 400.7);
# "for as long as you control this" also when its controller changes (611.2b).
SOURCE_BOUND = ("this leaves the battlefield", "for as long as you control this",
                "for as long as this remains on the battlefield")
# Events after which a permanent's controller may differ (613.1b): a continuous effect began or ended.
CONTROL_MAY_CHANGE = (events.ContinuousEffectCreated, events.ContinuousEffectCreatedFor, events.DurationEnded)


class Lasting(Protocol):
    """Anything with a duration: its source, its controller and the turn it began."""

    duration: str
    source_oid: int
    controller: int
    created_turn: int


class ExileUntil(Mutable, eq=False):
    """610.3: objects exiled until `duration` ends (their ids in exile); then a second one-shot effect returns
    them to the battlefield under their owner's control (610.3c)."""

    oids: list[int]
    source_oid: int
    source_name: str
    controller: int
    duration: str
    created_turn: int


def rule(duration: str) -> str:
    """The rule that ends an effect of this duration."""
    return DURATIONS[duration]


def stated(duration: str) -> str:
    """The rule by which an effect lasts as long as its text states (611.2a), "for as long as" (611.2b)."""
    return "611.2b" if duration.startswith("for as long as") else "611.2a"


def still_begins(game: "Game", duration: str, source: "GameObject | None", controller: int) -> bool:
    """611.2b: a "for as long as" duration (or one ending as the source leaves the battlefield) that is already
    over as the effect would begin never starts. `source` is the effect's source if it is still the same
    object on the battlefield (400.7)."""
    if duration not in SOURCE_BOUND:
        return True
    if source is None:
        return False
    return duration != "for as long as you control this" or game.controller_of(source.oid) == controller


def in_force(game: "Game", lasting: Lasting) -> bool:
    """Does a source-bound duration still hold? (Its source on the battlefield, controlled by the effect's
    controller for "for as long as you control this", 611.2b.)"""
    if lasting.duration not in SOURCE_BOUND:
        return True
    source = game.objects.get(lasting.source_oid)
    if source is None or source.zone != "battlefield":
        return False
    return lasting.duration != "for as long as you control this" or source.controller == lasting.controller


def _everything(game: "Game") -> list[Lasting]:
    return [*game.effects, *game.delayed_triggers, *game.exiled_until, *game.play_permissions]


def _end(game: "Game", ending: list[Lasting]) -> None:
    """The durations of `ending` are over: each effect ends (611.2a), each return happens (610.3), each delayed
    triggered ability stops waiting (603.7b), each permission to play a card ends (601.3)."""
    for lasting in ending:
        if isinstance(lasting, ExileUntil):
            game.exiled_until.remove(lasting)
            _return_exiled(game, lasting)
        elif isinstance(lasting, DelayedAbility):
            game.delayed_triggers.remove(lasting)
            game.emit(events.DelayedTriggerEnded(lasting.source_name, lasting.ability.text, lasting.duration,
                                                 game.players[lasting.controller].name),
                      ("603.7b", rule(lasting.duration)))
        elif isinstance(lasting, ContinuousEffect):
            _end_continuous(game, lasting)
        elif isinstance(lasting, PlayPermission):
            game.play_permissions.remove(lasting)
            card = game.objects.get(lasting.oid) if lasting.oid is not None else None
            if lasting.oid is None:
                game.emit(events.PlayPermissionEnded(lasting.source_name, lasting.what, lasting.duration,
                                                     game.players[lasting.controller].name), (rule(lasting.duration),))
            elif card is not None:
                game.emit(events.PlayPermissionEnded(lasting.source_name, game.chars(card.oid).name, lasting.duration,
                                                     game.players[lasting.controller].name, card.oid),
                          (rule(lasting.duration),))


def _end_continuous(game: "Game", effect: ContinuousEffect) -> None:
    game.effects.remove(effect)
    game.touch()
    names = tuple(game.chars(oid).name for oid in sorted(effect.locked or ()) if oid in game.objects)
    if names and effect.terms is not None:  # it still affects something (a moved object is a new one, 400.7)
        game.emit(events.DurationEnded(effect.source_name, effect.terms, names, effect.duration,
                                       game.players[effect.controller].name), (rule(effect.duration),))
    elif effect.locked is None and "what" in effect.params:  # a rule of the game it changed (508.1d, 101.2)
        game.emit(events.RuleEffectEnded(effect.source_name, effect.params["what"], effect.duration,
                                         game.players[effect.controller].name), (rule(effect.duration),))


def _return_exiled(game: "Game", exile: ExileUntil) -> None:
    """610.3: the second one-shot effect returns each object still in exile to the battlefield under its
    owner's control (610.3c; a new object, 400.7)."""
    for oid in exile.oids:
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "exile":
            zones.move(game, obj, "battlefield", "returned", ("610.3c",), controller=obj.owner)


def turn_begins(game: "Game") -> None:
    """611.2a: effects lasting "until your next turn" end as their controller's next turn begins."""
    turn = game.turn
    _end(game, [x for x in _everything(game) if x.duration == "your next turn" and x.controller == turn.active
                and x.created_turn < turn.number])


def end_of_combat(game: "Game") -> None:
    """511.2: effects lasting "until end of combat" end as the combat phase ends."""
    _end(game, [x for x in _everything(game) if x.duration == "end of combat"])


def cleanup(game: "Game") -> None:
    """514.2: "this turn" effects end in the cleanup step: delayed triggered abilities lasting the turn (603.7b),
    objects exiled until end of turn; and effects lasting "until the end of your next turn" in their
    controller's next turn. (Continuous "until end of turn" effects end with the damage, judge.game.turns.)"""
    turn = game.turn
    _end(game, [x for x in _everything(game) if (x.duration == "end of turn" and not isinstance(x, ContinuousEffect))
                or (x.duration == "end of your next turn" and x.controller == turn.active
                    and x.created_turn < turn.number)])


def watch(game: "Game", logged: "LoggedEvent") -> None:
    """A permanent left the battlefield: durations bound to it as a source end (611.2a-b), "exile until it
    leaves" returns what it exiled (610.3). A continuous effect began or ended: "for as long as you control
    this" ends if another player now controls its source (611.2b, 613.1b)."""
    event = logged.event
    if isinstance(event, CONTROL_MAY_CHANGE):
        _end(game, [x for x in _everything(game) if x.duration == "for as long as you control this"
                    and x.source_oid in game.objects and game.controller_of(x.source_oid) != x.controller])
        return
    if not isinstance(event, ZoneChange) or event.from_zone != "battlefield":
        return
    _end(game, [x for x in _everything(game) if x.duration in SOURCE_BOUND and x.source_oid == event.old_oid])
