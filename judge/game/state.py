"""The game: players, objects, the stack, effects, the event log and the turn.

`Game` holds state and the primitives every rules module uses (`emit`,
`chars`, `decide`, `settle`). The rules themselves live in one module per
CR concern: zones, counters, replacement, layers, triggers, sba, stack,
turns, sagas, effects.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from judge.cards import Ability, CardDef
from judge.errors import InputError, LoopError
from judge.game import layers
from judge.game.choices import Choices
from judge.game.events import Event
from judge.game.objects import GameObject, Player, StackAbility
from judge.versions import RulesVersion

# Documented bounds on one run, the whole simulation of a scenario (not each action): past one, the run
# stops with an error naming what kept repeating. A loop of mandatory actions no player can stop would make
# the game a draw (104.4b); judge asks the scenario to end it instead.
MAX_STEPS = 5_000         # turn steps and stack resolutions
MAX_EVENTS = 100_000      # trace events (every state change is one)
MAX_CREATED = 20_000      # objects created while running: tokens, copies, cards in a new zone (400.7)
MAX_SETTLE_ROUNDS = 500   # rounds of state-based actions and triggers before a player gets priority

@dataclass
class PendingTrigger:
    """A triggered ability that has triggered but is not yet on the stack (603.3)."""

    ability: Ability
    source_oid: int
    source_label: str
    source_name: str
    controller: int
    order: int
    chapter: int | None = None
    event: dict = field(default_factory=dict)


@dataclass
class TurnState:
    number: int = 1
    active: int = 0
    phase: str = "beginning"
    step: str = "upkeep"
    main_phases: int = 0  # main phases begun this turn (505.1a: only the first is precombat)
    plan: list = field(default_factory=list)  # remaining (phase instance, phase, step) of this turn
    skips: list = field(default_factory=list)  # (player, what) skip effects this turn (614.10)
    attacked: bool = False
    phase_id: int = 0
    cast_with: list = field(default_factory=list)  # (permission source, player): "once each turn" permissions
    planned_attackers: list = field(default_factory=list)  # declared as the declare attackers step begins
    attackers: list = field(default_factory=list)  # ids of the creatures attacking now (506.4)
    attacked_this_turn: list = field(default_factory=list)  # ids of every creature that attacked this turn
    defender: int | None = None
    priority_in_cleanup: bool = False  # 514.3a: state-based actions or triggers during this cleanup step


class Game:
    def __init__(self, version: RulesVersion, seed: int, choices: Choices):
        self.version = version
        self.rng = random.Random(seed)
        self.choices = choices
        self.players: list[Player] = []
        self.objects: dict[int, GameObject] = {}
        self.stack: list[GameObject | StackAbility] = []  # bottom first
        self.effects: list[layers.ContinuousEffect] = []  # from resolved spells/abilities and rules
        self.pending: list[PendingTrigger] = []
        self.delayed: list[dict] = []  # delayed triggered abilities (603.7): "at the beginning of your next upkeep"
        self.log: list[Event] = []
        self.turn = TurnState()
        self.untap_restrictions: list[dict] = []
        self.play_permissions: list[dict] = []  # "you may play/cast that card" from resolved effects
        self.last_known: dict[int, dict] = {}  # permanents that left the battlefield: counters, chars (608.2h)
        self.card_db = None  # judge.cards.CardDB of the scenario: every card a player could name
        self.on_event: Callable[[Event], None] | None = None  # an observer of the run (judge.runner.run)
        self.over = False  # the game has ended (104.2a): nothing more happens
        self.next_id = 1
        self.next_timestamp = 1
        self.trigger_order = 0
        self.noted: set = set()  # (object id, reason) already explained in the trace
        self._chars: dict[int, layers.Chars] | None = None
        self.steps = 0  # turn steps and resolutions so far in the run (MAX_STEPS)
        self.created_from: int | None = None  # the first object id of the run proper (MAX_CREATED)

    # ----- identity -------------------------------------------------------------------------

    def new_id(self) -> int:
        self.next_id += 1
        if self.created_from is not None and self.next_id - self.created_from > MAX_CREATED:
            raise self.runaway(f"{MAX_CREATED:,} objects created")
        return self.next_id

    def reserve(self, count: int, what: str) -> None:
        """Refuse at once an effect that would create more objects than the run may (MAX_CREATED)."""
        made = self.next_id - self.created_from if self.created_from is not None else 0
        if made + count > MAX_CREATED:
            raise LoopError(f"{what} would create {count:,} objects; a run creates at most {MAX_CREATED:,} "
                            "(MAX_CREATED in judge/game/state.py): lower the number")

    def timestamp(self) -> int:
        """613.7: a new timestamp, later than every earlier one."""
        self.next_timestamp += 1
        return self.next_timestamp

    def player(self, index: int) -> Player:
        return self.players[index]

    def player_named(self, name: str) -> Player | None:
        return next((p for p in self.players if p.name.lower() == str(name).lower()), None)

    def opponents(self, index: int) -> list[int]:
        return [p.index for p in self.apnap() if p.index != index]

    def apnap(self) -> list[Player]:
        """Players in active-player, nonactive-player order (101.4)."""
        n = len(self.players)
        return [self.players[(self.turn.active + i) % n] for i in range(n)]

    # ----- objects --------------------------------------------------------------------------

    def add_object(self, card: CardDef, owner: int, zone: str, label: str, position: str = "bottom",
                   **fields: Any) -> GameObject:
        """A new object in a zone; in a library at the top or bottom (`position`)."""
        obj = GameObject(oid=self.new_id(), card=card, owner=owner, controller=fields.pop("controller", owner),
                         zone=zone, label=label, **fields)
        self.objects[obj.oid] = obj
        if zone == "battlefield":
            obj.timestamp = obj.timestamp or self.timestamp()
        elif zone == "library" and position == "top":
            self.players[owner].library.insert(0, obj.oid)
        elif zone != "stack":
            self.players[owner].zone(zone).append(obj.oid)
        self.touch()
        return obj

    def remove_object(self, obj: GameObject) -> None:
        """Take an object out of its zone (it stops existing as this object, 400.7)."""
        if obj.zone == "stack":
            self.stack.remove(obj)
        elif obj.zone != "battlefield":
            self.players[obj.owner].zone(obj.zone).remove(obj.oid)
        del self.objects[obj.oid]
        self.touch()

    def take_out(self, obj: GameObject) -> int:
        """Take a card out of its zone as it is cast (601.2a); returns its place there, for `put_back`."""
        place = self.players[obj.owner].zone(obj.zone).index(obj.oid) if obj.zone not in ("battlefield", "stack") \
            else 0
        self.remove_object(obj)
        return place

    def put_back(self, obj: GameObject, place: int) -> None:
        """Undo `take_out`: an illegal cast returns the game to the moment before it was proposed (733)."""
        self.objects[obj.oid] = obj
        if obj.zone not in ("battlefield", "stack"):
            self.players[obj.owner].zone(obj.zone).insert(place, obj.oid)
        self.touch()

    def battlefield(self) -> list[GameObject]:
        """Permanents in timestamp order."""
        return sorted((o for o in self.objects.values() if o.zone == "battlefield"), key=lambda o: o.timestamp)

    def labelled(self, label: str) -> list[GameObject | StackAbility]:
        found: list = [o for o in self.objects.values() if o.label == label]
        found += [s for s in self.stack if isinstance(s, StackAbility) and s.label == label]
        return found

    # ----- characteristics ------------------------------------------------------------------

    def touch(self) -> None:
        """Something changed: characteristics must be derived again."""
        self._chars = None

    def chars(self, oid: int) -> layers.Chars:
        """An object's characteristics: layers applied on the battlefield and stack (613)."""
        obj = self.objects[oid]
        if obj.zone not in ("battlefield", "stack"):
            return layers.base_chars(obj)
        if self._chars is None:
            self._chars = layers.compute(self)
        return self._chars[oid]

    def controller_of(self, oid: int) -> int:
        return self.chars(oid).controller

    def all_chars(self) -> dict[int, layers.Chars]:
        if self._chars is None:
            self._chars = layers.compute(self)
        return self._chars

    def active_continuous_effects(self) -> list[layers.ContinuousEffect]:
        """Effects from resolved spells and abilities, plus those of static abilities (611.3)."""
        from judge.game.counters import keyword_counter_effects
        from judge.game.effects import static_effects

        live = [e for e in self.effects if self._effect_lasts(e)]
        return live + static_effects(self) + keyword_counter_effects(self)

    def _effect_lasts(self, effect: layers.ContinuousEffect) -> bool:
        if effect.duration == "while source controlled":  # 611.2b
            source = self.objects.get(effect.source_oid)
            return source is not None and source.zone == "battlefield" and source.controller == effect.controller
        return True

    # ----- the log --------------------------------------------------------------------------

    def where(self) -> str:
        step = self.turn.step
        return f"T{self.turn.number} {self.players[self.turn.active].name}, {step}"

    def emit(self, kind: str, text: str, cites: tuple[str, ...] | list[str] = (), /, *, default: bool = False,
             **data: Any) -> Event:
        """Record an event and let triggered abilities see it (603.2)."""
        in_force = (self.version.covering(c) for c in cites)  # 608.3a before 2022-06-10: 608.3 said it
        if len(self.log) >= MAX_EVENTS:
            raise self.runaway(f"{MAX_EVENTS:,} events")
        event = Event(kind=kind, text=text, cites=tuple(dict.fromkeys(c for c in in_force if c)), data=data, where=self.where(),
                      index=len(self.log) + 1, default=default)
        self.log.append(event)
        from judge.game import triggers

        triggers.detect(self, event)
        if self.on_event is not None:
            self.on_event(event)
        return event

    def note(self, text: str) -> None:
        self.emit("note", text)

    # ----- decisions ------------------------------------------------------------------------

    def decide(self, kind: str, player: int, prompt: str, options: list, default: Any,
               parse: Callable[[Any, int | None], Any], describe: Callable[[Any], str] = str,
               cites: tuple[str, ...] = ()) -> Any:
        """Ask `player` a decision: the next queued choice of this kind, else the default. With only one
        legal answer nothing needs choosing: a queued choice is used up only if it names that answer."""
        needed = len(options) > 1
        if needed:
            queued = self.choices.take(kind, prompt, needed)
        else:
            def names_the_answer(value) -> bool:
                try:
                    return parse(value, None) == default
                except InputError:
                    return False
            queued = self.choices.take_if(kind, names_the_answer)
        if queued is None:
            value, is_default = default, needed
        else:
            try:
                value, is_default = parse(queued.value, queued.line), False
            except InputError as exc:
                exc.line = exc.line or queued.line  # the line of the choice that could not be used
                raise
        if needed or queued is not None:
            self.emit("choice", f"{self.players[player].name} chooses {describe(value)} ({prompt})",
                      cites, default=is_default, choice=kind, player=self.players[player].name)
        return value

    # ----- the engine loop ------------------------------------------------------------------

    def settle(self) -> None:
        """Before a player would receive priority: state-based actions, then triggers (704.3, 603.3)."""
        from judge.game import sba, triggers

        for _ in range(MAX_SETTLE_ROUNDS):
            if sba.check(self):
                self.turn.priority_in_cleanup = self.turn.step == "cleanup"
                continue
            if not triggers.put_on_stack(self):
                return
            self.turn.priority_in_cleanup = self.turn.step == "cleanup"
        raise LoopError(f"state-based actions and triggers did not settle after {MAX_SETTLE_ROUNDS} rounds "
                        "(an endless loop); change the scenario so the loop ends")

    def step(self) -> None:
        """One more turn step or stack resolution in this run (MAX_STEPS)."""
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise self.runaway(f"{MAX_STEPS:,} steps and resolutions")

    def runaway(self, bound: str) -> LoopError:
        """The run went past a bound: name what kept repeating, and what the rules say of such a loop."""
        recent = [e for e in self.log[-300:] if e.kind == "resolved"]
        if recent:
            labels = [e.data.get("object", "") for e in recent]
            repeating = f"it keeps resolving {max(dict.fromkeys(labels), key=labels.count)}"
        else:
            first = self.log[-300].where if len(self.log) >= 300 else self.log[0].where if self.log else ""
            repeating = f"it keeps moving through steps and turns, from [{first}] to [{self.where()}]"
        return LoopError(f"the run stopped after {bound} ({repeating}): if this is a loop of mandatory actions "
                         "no player can stop, the game is a draw (CR 104.4b); otherwise add an action or a "
                         "choice that ends it (bounds: judge/game/state.py)")

    def fail(self, message: str) -> None:
        raise InputError(message)
