"""Resolving a spell or ability (608.2c): its context, and the dispatch of its instructions to the effect
handlers of judge.game.effects, each registered once against its name in judge.cards.vocabulary."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from judge.records import field, Mutable
from typing import TYPE_CHECKING, Any, Callable

from judge.cards import vocabulary
from judge.game import choosing, events
from judge.game.objects import GameObject
from judge.game.questions import Question

if TYPE_CHECKING:
    from judge.cards import Ability
    from judge.game.objects import CardData, EventData, Target
    from judge.game.state import Game

Handler = Callable[["Context", dict[str, Any]], None]
HANDLERS: dict[str, Handler] = {}


def handler(name: str) -> Callable[[Handler], Handler]:
    """Register the function that carries out the effect `name` of the card vocabulary."""
    def register(function: Handler) -> Handler:
        if name in HANDLERS:
            raise ValueError(f"effect {name!r} has two handlers: {HANDLERS[name].__qualname__} and "
                             f"{function.__qualname__}")
        HANDLERS[name] = function
        return function
    return register


def handler_of(name: str) -> Handler:
    """The handler of the effect `name`, importing its family module the first time (EffectSpec.family)."""
    if name not in HANDLERS:
        importlib.import_module(f"judge.game.effects.{vocabulary.EFFECTS[name].family}")
    return HANDLERS[name]


def load_every_family() -> None:
    """Import every family of handlers (for checks of the whole vocabulary)."""
    for spec in vocabulary.EFFECTS.values():
        importlib.import_module(f"judge.game.effects.{spec.family}")


class Context(Mutable):
    """A resolving spell or ability: who controls it, its source, targets and X."""

    game: "Game"
    controller: int
    source_oid: int
    source_label: str
    source_name: str
    targets: list[list[Target]]  # by target word; 608.2b: only the legal ones
    x: int = 0
    chapter: int | None = None
    ability: "Ability | None" = None
    did: bool = False  # "if you do"
    extra: dict[str, Any] = field(default_factory=dict)
    event: EventData = field(default_factory=dict)  # what a triggered ability triggered on ("that player")
    modes: tuple[int, ...] = ()  # the modes chosen already (601.2b, 602.2b, 603.3c), not asked again

    @property
    def source(self) -> "GameObject | None":
        """The source if it is still the same object on the battlefield (400.7)."""
        obj = self.game.objects.get(self.source_oid)
        return obj if obj is not None and obj.zone == "battlefield" else None

    def ask(self, question: Question, player: int | None = None) -> bool:
        """A "you may" decision of the controller (or `player`), default yes."""
        return choosing.ask(self.game, self.controller if player is None else player, question)

    def pick(self, question: Question, options: list[Any], player: int | None = None) -> Any:
        """The controller (or `player`) picks one of `options` (default: the first)."""
        return choosing.pick(self.game, question, self.controller if player is None else player, options)


ConditionTest = Callable[[Context, dict[str, Any]], bool]
CONDITION_TESTS: list[ConditionTest] = []  # judge.game.effects.parameters.condition_holds, registered on import


def holds(ctx: Context, condition: dict[str, Any]) -> bool:
    """Whether a condition of the vocabulary (judge.cards.vocabulary.CONDITION_KEYS) holds for `ctx` now: an "if"
    (608.2c), an activation restriction (602.5), an intervening "if" (603.4)."""
    if not CONDITION_TESTS:  # judge.game.effects.parameters registers it when imported
        importlib.import_module("judge.game.effects.parameters")
    return CONDITION_TESTS[0](ctx, condition)


def run(game: "Game", ctx: Context, effects: Iterable[CardData]) -> None:
    """608.2c: follow the instructions in order; a target an instruction moved to a public zone is found there
    by the instructions after it (400.7j: "Return target creature card ... Put a +1/+1 counter on it")."""
    for effect in effects:
        (name, params), = effect.items()
        first = len(game.log)
        handler_of(name)(ctx, params or {})
        _follow_moved_targets(ctx, game.log[first:])


PUBLIC_ZONES = ("battlefield", "graveyard", "exile", "stack", "command")  # 400.2


def _follow_moved_targets(ctx: Context, logged: "Iterable[events.LoggedEvent]") -> None:
    """400.7j: other parts of an effect can find an object it moved to a public zone: each target that became a
    new object there is that new object for the rest of the resolution."""
    became = {e.event.old_oid: e.event.oid for e in logged
              if isinstance(e.event, (events.ZoneChange, events.Entering)) and e.event.to_zone in PUBLIC_ZONES}
    if not became:
        return
    objects = ctx.game.objects
    ctx.targets = [[objects.get(became[t.oid], t) if isinstance(t, GameObject) and t.oid in became else t
                    for t in group] for group in ctx.targets]
