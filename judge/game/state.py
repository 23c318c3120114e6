"""The game: players, objects, the stack, effects, the event log and the turn.

`Game` holds state and the primitives every rules module uses (`emit`,
`chars`, `decide`, `settle`). The rules themselves live in one module per
CR concern: zones, counters, replacement, layers, triggers, sba, stack,
turns, sagas, effects.
"""

from __future__ import annotations

from judge.records import field, Mutable
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable, NoReturn, TypeAlias, TypedDict, TypeVar

from judge.cards import Ability, CardDB, CardDef
from judge.errors import InputError, LoopError
from judge.game import damage, durations, layers, monarch, permissions, sba, stack, the_ring, time_counters, triggers
from judge.game.counters import keyword_counter_effects
from judge.game.choices import DEFAULT, Answer, Choices
from judge.game.events import Choice, Event, LoggedEvent
from judge.game.questions import Question
from judge.game.objects import CardData, GameObject, Player, StackAbility
from judge.versions import RulesVersion

if TYPE_CHECKING:
    import random

# Documented bounds on one run, the whole simulation of a scenario (not each action): past one, the run
# stops with an error naming what kept repeating. A loop of mandatory actions no player can stop would make
# the game a draw (104.4b); judge asks the scenario to end it instead.
MAX_STEPS = 20_000        # turn steps and phases begun (500.1)
MAX_RESOLUTIONS = 5_000   # stack resolutions (608) and repetitions of "repeat this process"
MAX_EVENTS = 100_000      # trace events (every state change is one)
MAX_CREATED = 20_000      # objects created while running: tokens, copies, cards in a new zone (400.7)
MAX_SETTLE_ROUNDS = 500   # rounds of state-based actions and triggers before a player gets priority


class TurnState(Mutable):
    """What lasts for one turn (500): the active player, step, skips, attackers and the like."""

    number: int = 1
    active: int = 0
    phase: str = "beginning"
    step: str = "upkeep"
    main_phases: int = 0  # main phases begun this turn (505.1a: only the first is precombat)
    # the remaining (phase instance, phase, step) of this turn
    plan: list[tuple[int, str, str]] = field(default_factory=list)
    skips: list[tuple[int, str]] = field(default_factory=list)  # (player, what) skip effects this turn (614.10)
    attacked: bool = False
    phase_id: int = 0
    # (permission source, player): "once each turn" permissions used
    cast_with: list[tuple[int, int]] = field(default_factory=list)
    planned_attackers: list[GameObject] = field(default_factory=list)  # declared as the declare attackers step begins
    attackers: list[int] = field(default_factory=list)  # ids of the creatures attacking now (506.4)
    attacked_this_turn: list[int] = field(default_factory=list)  # ids of every creature that attacked this turn
    # every creature that died this turn (700.4), as it last existed on the battlefield (608.2h)
    died: list[tuple[GameObject, layers.Chars]] = field(default_factory=list)
    defender: int | None = None
    planned_blocks: list[tuple[GameObject, GameObject]] = field(default_factory=list)  # (blocker, attacker), 509.1
    blocks: dict[int, list[int]] = field(default_factory=dict)  # attacker id -> its blockers' ids, in order (509.1h)
    # 510.4: after a first-strike combat damage step, the creatures in combat that had neither first strike nor
    # double strike as it began (they deal damage in the second step); None: no first-strike step this combat
    regular_strikers: set[int] | None = None
    priority_in_cleanup: bool = False  # 514.3a: state-based actions or triggers during this cleanup step
    # (caster, the spell, its characteristics as it was cast): each spell cast this turn, in order (601.2)
    spells_cast: list[tuple[int, GameObject, layers.Chars]] = field(default_factory=list)
    # "the next [filter] spell you cast this turn can be cast without paying its mana cost": (player, source name,
    # filter), each used by the first such spell (118.9)
    free_next: list[tuple[int, str, CardData]] = field(default_factory=list)
    # 606.3: the loyalty abilities activated this turn, per permanent id; the players whose planeswalkers' loyalty
    # abilities may be activated twice this turn (Urza Assembles the Titans)
    loyalty_activations: dict[int, int] = field(default_factory=dict)
    loyalty_twice: set[int] = field(default_factory=set)

    # (permanent id, the source's controller then): each time damage was dealt to a permanent this turn (120.3)
    damaged_by: list[tuple[int, int]] = field(default_factory=list)


class _OnlyNextUntapStep(TypedDict, total=False):
    next_untap_step: str  # the source's name: "during its controller's next untap step" only


class UntapRestriction(_OnlyNextUntapStep):
    """A permanent (`oid`) that doesn't untap for as long as `controller` controls `source` (611.2b), or, with
    `next_untap_step`, only during its controller's next untap step."""

    oid: int
    source: int
    controller: int


class LastKnown(TypedDict):
    """A permanent as it last existed on the battlefield (608.2h, 603.10a)."""

    counters: dict[str, int]
    chars: layers.Chars
    linked: list[str]  # the labels of the cards its linked abilities exiled (607.2a)


Decided = TypeVar("Decided")


AbilityKey: TypeAlias = "tuple[str, str | None]"  # an ability's kind and trigger event or effect


def ability_key(ability: Ability) -> AbilityKey | None:
    """What `Game.having` finds an ability by: its kind and trigger event or effect."""
    if ability.kind == "triggered":
        return "triggered", ability.trigger.get("event")
    if ability.kind in ("static", "replacement"):
        return ability.kind, ability.static.get("effect")
    return None


STATIC_LAYERED = ("static", "layers")  # the `having` key of permanents with static abilities applied in layers


def _in_timestamp_order(obj: GameObject) -> tuple[int, int]:
    return obj.timestamp, obj.oid


def _as_is(value: object) -> object:
    """A decided value the trace records as it is (a number, a name, yes/no)."""
    return value


def _oldest_first(obj: GameObject) -> int:
    return obj.oid


class Game:
    def __init__(self, version: RulesVersion, seed: int, choices: Choices):
        self.version = version
        self.seed = seed
        self._rng: random.Random | None = None
        self.choices = choices
        self.players: list[Player] = []
        self.objects: dict[int, GameObject] = {}
        self.stack: list[GameObject | StackAbility] = []  # bottom first
        self.effects: list[layers.ContinuousEffect] = []  # from resolved spells/abilities and rules
        self.pending: list[triggers.PendingTrigger] = []
        self.delayed_triggers: list[triggers.DelayedAbility] = []  # 603.7: created by resolving effects, rebound
        self.exiled_until: list[durations.ExileUntil] = []  # "exile ... until" (610.3)
        self.log: list[LoggedEvent] = []
        self.turn = TurnState()
        self.untap_restrictions: list[UntapRestriction] = []
        self.damage_bonuses: list[damage.DamageBonus] = []  # "deals that much damage plus N instead" (614.1a)
        self.play_permissions: list[permissions.PlayPermission] = []  # "you may play that card" (resolved effects)
        self.extra_turns: list[int] = []  # 500.7: players' extra turns to come, the most recently created last
        self.after_extra_turns: int | None = None  # 500.7: whose turn it is once the extra turns are taken
        self.exhausted: set[tuple[int, str]] = set()  # 702.177a: (object, ability text) exhaust abilities activated
        self.last_known: dict[int, LastKnown] = {}  # permanents that left the battlefield: counters, chars (608.2h)
        self.damaged_permanent: int | None = None  # the permanent a damage event being logged names (603.2)
        self.card_db: CardDB | None = None  # judge.cards.CardDB of the scenario: every card a player could name
        # Who sees each event as it happens (603.2): triggered abilities first, then observers of the run
        # (judge.runner.run's, for --explain and --step).
        self.observers: list[Callable[[Game, LoggedEvent], None]] = [triggers.detect, the_ring.detect, monarch.detect,
                                                                     time_counters.detect, durations.watch]
        self.over = False  # the game has ended (104.2a): nothing more happens
        self.next_id = 1
        self.next_timestamp = 1
        self.trigger_order = 0
        self.phased_out: dict[int, GameObject] = {}  # 702.26b: phased-out permanents by id (judge.game.phasing)
        self.tokens_created: dict[str, int] = {}  # by name, for `<name> #N` (judge.game.zones.create_token)
        self.noted: set[tuple[int | str, ...]] = set()  # (object id, reason, ...) already explained in the trace
        self.steps = 0  # turn steps begun so far in the run (MAX_STEPS)
        self.resolutions = 0  # resolutions so far in the run (MAX_RESOLUTIONS)
        self.created_from: int | None = None  # the first object id of the run proper (MAX_CREATED)
        # Indexes of `objects`, kept by `register` and `unregister`, so that no question scans every object:
        self._battlefield: dict[int, GameObject] = {}  # permanents, in timestamp order (613.7)
        self._layered: dict[int, GameObject] = {}  # on the battlefield or the stack, where layers apply (613.1)
        self._named: dict[str, dict[int, GameObject]] = {}  # by label and by every name it answers to
        self._by_ability: dict[AbilityKey, dict[int, GameObject]] = {}  # permanents by `ability_key`
        self._strays: dict[int, GameObject] = {}  # tokens off the battlefield, copies of spells off the stack
        # what each object is indexed under: (names, ability keys)
        self._indexed: dict[int, tuple[tuple[str, ...], tuple[AbilityKey, ...]]] = {}
        # Characteristics (613), derived on demand and kept until a change can alter them (see `touch`).
        self._chars: dict[int, layers.Chars] = {}
        self._effects: list[layers.ContinuousEffect] | None = None  # the active ones, kept with `_chars`
        self._granted: frozenset[int] | None = frozenset()  # see `layers.granted_to`, kept with `_effects`
        self._board_wide: bool | None = None  # can a change to one object alter others' characteristics?
        # What the next check of state-based actions (704) must look at, see `sba_candidates`.
        self._sba_all = True
        self._sba_changed: set[int] = set()  # permanents changed since the last check
        self._sba_watched: set[int] = set()  # permanents whose state-based actions depend on other objects

    # ----- identity -------------------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The run's random number generator, seeded by the scenario (same seed, same shuffles). The random
        module is imported by the first shuffle or roll of a run, not at start-up (README "Speed")."""
        if self._rng is None:
            import random  # noqa: PLC0415 - lazily: most runs never shuffle

            self._rng = random.Random(self.seed)
        return self._rng

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
        if zone == "battlefield":
            obj.timestamp = obj.timestamp or self.timestamp()
        elif zone == "library" and position == "top":
            self.players[owner].library.insert(0, obj.oid)
        elif zone != "stack":
            self.players[owner].zone(zone).append(obj.oid)
        self.register(obj)
        return obj

    def remove_object(self, obj: GameObject) -> None:
        """Take an object out of its zone (it stops existing as this object, 400.7)."""
        if obj.zone == "stack":
            self.stack.remove(obj)
        elif obj.zone != "battlefield":
            self.players[obj.owner].zone(obj.zone).remove(obj.oid)
        self.unregister(obj)

    def register(self, obj: GameObject) -> None:
        """A new object exists (in `obj.zone`): add it to `objects` and the indexes."""
        self.objects[obj.oid] = obj
        self._index(obj)
        self.touch(obj)

    def unregister(self, obj: GameObject) -> None:
        """An object stops existing: take it out of `objects` and the indexes."""
        self.touch(obj)  # first: while indexed, it is known whether it is an effect's source
        del self.objects[obj.oid]
        self._unindex(obj)

    def reindex(self, obj: GameObject) -> None:
        """Its names or printed abilities changed in place (a merged permanent, 730.2; a copy of a permanent
        spell becoming a token, 707.10, 111.1)."""
        self._unindex(obj)
        self._index(obj)
        self.touch()

    def take_out(self, obj: GameObject) -> int:
        """Take a card out of its zone as it is cast (601.2a); returns its place there, for `put_back`."""
        place = self.players[obj.owner].zone(obj.zone).index(obj.oid) if obj.zone not in ("battlefield", "stack") \
            else 0
        self.remove_object(obj)
        return place

    def put_back(self, obj: GameObject, place: int) -> None:
        """Undo `take_out`: an illegal cast returns the game to the moment before it was proposed (733)."""
        if obj.zone not in ("battlefield", "stack"):
            self.players[obj.owner].zone(obj.zone).insert(place, obj.oid)
        self.register(obj)

    def _index(self, obj: GameObject) -> None:
        names = tuple(dict.fromkeys((obj.label, obj.card.name) + obj.names))
        for name in names:
            self._named.setdefault(name, {})[obj.oid] = obj
        keys: tuple[AbilityKey, ...] = ()
        present = not obj.phased_out  # 702.26b: a phased-out permanent is treated as though it doesn't exist
        if obj.zone in ("battlefield", "stack") and present:
            self._layered[obj.oid] = obj
        if (obj.token and obj.zone != "battlefield") or (obj.is_copy and obj.zone != "stack"):
            self._strays[obj.oid] = obj
        if obj.zone == "battlefield" and present:
            last = next(reversed(self._battlefield.values()), None)
            self._battlefield[obj.oid] = obj
            if last is not None and (last.timestamp, last.oid) > (obj.timestamp, obj.oid):
                self._battlefield = dict(sorted(self._battlefield.items(), key=lambda i: (i[1].timestamp, i[0])))
            abilities = layers.base_abilities(obj)
            keys = tuple(dict.fromkeys(k for a in abilities if (k := ability_key(a))))
            if any(layers.is_layered_static(a) for a in abilities):
                keys += (STATIC_LAYERED,)
            for key in keys:
                self._by_ability.setdefault(key, {})[obj.oid] = obj
        self._indexed[obj.oid] = (names, keys)

    def _unindex(self, obj: GameObject) -> None:
        names, keys = self._indexed.pop(obj.oid)
        for name in names:
            del self._named[name][obj.oid]
        for key in keys:
            del self._by_ability[key][obj.oid]
        self._layered.pop(obj.oid, None)
        self._battlefield.pop(obj.oid, None)
        self._strays.pop(obj.oid, None)

    def battlefield(self) -> list[GameObject]:
        """Permanents in timestamp order."""
        return list(self._battlefield.values())

    def layered(self) -> list[GameObject]:
        """Objects on the battlefield and the stack (whose characteristics layers derive), oldest first."""
        return sorted(self._layered.values(), key=_oldest_first)

    def strays(self) -> list[GameObject]:
        """Tokens outside the battlefield and copies of spells outside the stack (704.5d, 704.5e), oldest
        first."""
        return sorted(self._strays.values(), key=_oldest_first)

    def static_sources(self) -> list[GameObject]:
        """Permanents with static abilities applied in layers (611.3), oldest first."""
        return sorted(self._by_ability.get(STATIC_LAYERED, {}).values(), key=_oldest_first)

    def named(self, name: str) -> list[GameObject]:
        """Objects in any zone whose label, card name or one of whose names (`GameObject.names`) is `name`,
        oldest first."""
        found = self._named.get(name)
        return sorted((o for o in found.values() if o.label == name or o.card.name == name or name in o.names),
                      key=_oldest_first) if found else []

    def having(self, kind: str, name: str) -> list[GameObject]:
        """Permanents that may have a `kind` ability (triggered, static, replacement) named `name` (its trigger
        event or effect), in timestamp order; the caller checks their characteristics. Those whose printed
        abilities have one, and those an effect may have given abilities (613.1c, 613.1f): all permanents
        while a static ability grants abilities to what its filter finds (611.3a)."""
        found = self._by_ability.get((kind, name), {})
        self.layer_effects()
        if self._granted is None:
            return self.battlefield()
        if self._granted:
            found = found | {oid: self._battlefield[oid] for oid in self._granted if oid in self._battlefield}
        return list(found.values()) if len(found) < 2 else sorted(found.values(), key=_in_timestamp_order)

    # ----- characteristics ------------------------------------------------------------------

    def touch(self, obj: GameObject | None = None) -> None:
        """Something changed, so characteristics must be derived again (613).

        One rule says what a change can affect: a change to one object `obj` (created, removed, +1/+1 or
        -1/-1 counters, tapped, a name chosen) alters only its own characteristics, unless (a) it is, or
        may be, a source of a continuous effect (its existence, 613.8a, controller and filter, 611.3a,
        depend on it), or (b) characteristics are board-wide: an amount counts permanents (`{count:
        filter}`) or effects may depend on each other (613.8), where any object can change the order.
        Otherwise (no `obj`, or (a) or (b)) every object's characteristics are derived again. State-based
        actions look again at whatever was touched (see `sba_candidates`).
        """
        if obj is not None and not self._is_source(obj):
            self.layer_effects()  # which also finds whether characteristics are board-wide
            if not self._board_wide:
                self._chars.pop(obj.oid, None)
                self._sba_changed.add(obj.oid)
                return
        self._chars = {}
        self._effects = self._board_wide = None
        self._sba_all = True

    def changed(self, obj: GameObject) -> None:
        """Something about `obj` that state-based actions look at, but not its characteristics, changed: its
        counters (714.4), damage (704.5g-h)."""
        self._sba_changed.add(obj.oid)

    def sba_candidates(self) -> list[GameObject]:
        """The permanents this check of state-based actions must look at, in timestamp order (704.3).

        A state-based action can start to apply to a permanent only if something changed: the permanent
        itself (`touch`, `changed`), or, for those `watch`ed, another object (an Aura's host, 704.5m;
        another legendary permanent, 704.5j; a Saga's chapter ability leaving the stack, 714.4). After a
        change to everything (`touch()`), all of them."""
        if self._sba_all:
            objs = self.battlefield()
            self._sba_watched = set()
        else:
            oids = self._sba_changed | self._sba_watched
            objs = sorted((self._battlefield[oid] for oid in oids if oid in self._battlefield),
                          key=_in_timestamp_order)
            self._sba_watched -= oids  # looked at again now: watched again if still needed
        self._sba_all, self._sba_changed = False, set()
        return objs

    def watch(self, obj: GameObject) -> None:
        """State-based actions look at `obj` at every check while they depend on other objects."""
        self._sba_watched.add(obj.oid)

    def _is_source(self, obj: GameObject) -> bool:
        """Is it a permanent with static abilities applied in layers (611.3), the source of an effect that
        lasts while its source is on the battlefield or controlled (611.2b), a copy (whose copied abilities
        may be such static abilities, 707.2), or one an effect gave such a static ability? (On the stack or
        elsewhere no static ability applies.)"""
        return obj.oid in self._by_ability.get(STATIC_LAYERED, ()) or any(
            e.source_oid == obj.oid and e.duration in durations.SOURCE_BOUND
            or e.kind == "copy" and e.locked is not None and obj.oid in e.locked
            or e.kind == "gain_ability" and e.locked is not None and obj.oid in e.locked
            and any(map(layers.is_layered_static, e.params["abilities"])) for e in self.effects)

    def chars(self, oid: int) -> layers.Chars:
        """An object's characteristics: layers applied on the battlefield and stack (613)."""
        got = self._chars.get(oid)
        if got is not None:
            return got
        obj = self.objects[oid]
        if obj.zone not in ("battlefield", "stack"):
            return layers.base_chars(obj)
        effects = self.layer_effects()
        self._chars.update(layers.compute(self, only=None if self._board_wide else (obj,), effects=effects))
        return self._chars[oid]

    def layer_effects(self) -> list[layers.ContinuousEffect]:
        """`active_continuous_effects`, kept until `touch` finds a change can alter them."""
        if self._effects is None:
            self._effects = self.active_continuous_effects()
            self._board_wide = layers.board_wide(self._effects)
            self._granted = layers.granted_to(self._effects)
        return self._effects

    def controller_of(self, oid: int) -> int:
        return self.chars(oid).controller

    def controlled_since_turn_began(self, obj: GameObject) -> bool:
        """302.6: has its controller controlled it continuously since their most recent turn began? Not if it
        came onto the battlefield this turn, nor if an effect that began this turn changed its control."""
        turn = self.turn.number
        return obj.entered_turn != turn and not any(
            e.kind == "set_controller" and e.created_turn == turn and e.locked and obj.oid in e.locked
            for e in self.effects)

    def active_continuous_effects(self) -> list[layers.ContinuousEffect]:
        """Effects from resolved spells and abilities, plus those of static abilities (611.3)."""
        live = [e for e in self.effects if durations.in_force(self, e)]
        statics = layers.static_effects(self) if self._by_ability.get(STATIC_LAYERED) or any(
            e.kind == "copy" or e.kind == "gain_ability" and any(map(layers.is_layered_static, e.params["abilities"]))
            for e in self.effects) else []
        return live + statics + keyword_counter_effects(self) + the_ring.legendary_effects(self)

    # ----- the log --------------------------------------------------------------------------

    def where(self) -> str:
        step = self.turn.step
        return f"T{self.turn.number} {self.players[self.turn.active].name}, {step}"

    def emit(self, event: Event, cites: tuple[str, ...] = (), /, *, default: bool = False) -> LoggedEvent:
        """Record an event with the canonical CR rules behind it and let triggered abilities see it (603.2)."""
        if len(self.log) >= MAX_EVENTS:
            raise self.runaway(f"{MAX_EVENTS:,} events")
        in_force = (self.version.covering(c) for c in cites)  # 608.3a before 2022-06-10: 608.3 said it
        logged = LoggedEvent(index=len(self.log) + 1, where=self.where(), kind=event.kind, event=event,
                             cites=tuple(dict.fromkeys(c for c in in_force if c)), default=default)
        self.log.append(logged)
        for observer in self.observers:
            observer(self, logged)
        return logged

    # ----- decisions ------------------------------------------------------------------------

    def decide(self, question: Question, player: int, options: Sequence[object], default: Decided,
               parse: Callable[[Answer, int | None], Decided], answer: Callable[[Decided], object] = _as_is,
               cites: tuple[str, ...] = ()) -> Decided:
        """Ask `player` a `question`: the next queued choice of its kind, else the default. With only one
        legal answer nothing needs choosing: a queued choice is used up only if it names that answer. The
        trace records the answer as `answer(value)`: plain data (names, numbers, yes/no) the renderer words."""
        kind = question.kind
        needed = len(options) > 1
        if needed:
            queued = self.choices.take(question, needed)
        else:
            def names_the_answer(value: Answer) -> bool:
                return value == DEFAULT or parse(value, None) == default
            queued = self.choices.take_if(question, names_the_answer)
        if queued is None or queued.value == DEFAULT:  # `default`: this decision takes the default
            value, is_default = default, needed or queued is not None
        else:
            try:
                value, is_default = parse(queued.value, queued.line), False
            except InputError as exc:
                exc.line = exc.line or queued.line  # the line of the choice that could not be used
                raise
        if needed or queued is not None:
            self.emit(Choice(self.players[player].name, kind, question, answer(value)), cites, default=is_default)
        return value

    # ----- the engine loop ------------------------------------------------------------------

    def settle(self) -> None:
        """Before a player would receive priority: state-based actions, then triggers (704.3, 603.3)."""
        for _ in range(MAX_SETTLE_ROUNDS):
            the_ring.end_designations(self)
            if sba.check(self):
                self.turn.priority_in_cleanup = self.turn.step == "cleanup"
                continue
            if not stack.put_triggers_on_stack(self):
                return
            self.turn.priority_in_cleanup = self.turn.step == "cleanup"
        raise LoopError(f"state-based actions and triggers did not settle after {MAX_SETTLE_ROUNDS} rounds "
                        "(an endless loop); change the scenario so the loop ends")

    def count_step(self) -> None:
        """One more step or phase begun in this run (MAX_STEPS)."""
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise self.runaway(f"{MAX_STEPS:,} turn steps")

    def count_resolution(self) -> None:
        """One more resolution, or repetition of a process, in this run (MAX_RESOLUTIONS)."""
        self.resolutions += 1
        if self.resolutions > MAX_RESOLUTIONS:
            raise self.runaway(f"{MAX_RESOLUTIONS:,} resolutions")

    def runaway(self, bound: str) -> LoopError:
        """The run went past a bound: name what kept repeating, and what the rules say of such a loop."""
        doing = {"resolved": "resolving", "triggered": "triggering abilities of", "created": "creating"}
        recent = [f"{doing[e.kind]} {e.data.get('object', '')}" for e in self.log[-300:] if e.kind in doing]
        if recent:
            repeating = "it keeps " + max(dict.fromkeys(recent), key=recent.count)
        else:
            first = self.log[-300].where if len(self.log) >= 300 else self.log[0].where if self.log else ""
            repeating = f"it keeps moving through steps and turns, from [{first}] to [{self.where()}]"
        return LoopError(f"the run stopped after {bound} ({repeating}): if this is a loop of mandatory actions "
                         "no player can stop, the game is a draw (CR 104.4b); otherwise add an action or a "
                         "choice that ends it (bounds: judge/game/state.py)")

    def fail(self, message: str) -> NoReturn:
        raise InputError(message)


