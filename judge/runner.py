"""Running a scenario (judge.model): set up the board, perform the actions, answer choices, check expectations.

Each action class has one handler (HANDLERS); the scenario was checked for form when it was loaded, so what
fails here needs the game: a name that finds no object at that moment, a card judge does not know, an
action the rules forbid.
"""

from __future__ import annotations

import datetime as dt
from judge.records import field, Mutable
from typing import Any, Callable

from judge import expect, model, render_events, versions
from judge.cards import ANONYMOUS, Ability, CardDef
from judge.errors import InputError
from judge.game import combat, copies, counters, events, foretell, omens, refusals, resolution, stack, turns, zones
from judge.game.choices import Choices, Queued
from judge.game.refusals import IllegalActionError
from judge.game.objects import GameObject, Player, StackAbility, roman
from judge.game.refs import (resolve_player, resolve_player_or_object, resolve_ref, resolve_stack_ref,
                              resolve_target_ref)
from judge.game.state import Game
from judge.model import Scenario, thaw

# The first CR version in which each mechanic exists, for "did not exist yet" errors.
MECHANIC_SINCE = (
    (lambda card: any("Saga" in f.subtypes for f in (card.front, card.back) if f), versions.SAGAS, "Sagas"),
    (lambda card: any(a.keyword == "Read ahead" for f in (card.front, card.back) if f for a in f.abilities),
     versions.READ_AHEAD, "read ahead"),
    (lambda card: card.omen is not None, versions.OMENS, "Omen cards"),
    (lambda card: any(a.keyword == "Mutate" for a in card.front.abilities), versions.MUTATE, "mutate"),
    (lambda card: any(a.keyword == "Foretell" for a in card.front.abilities), versions.FORETELL, "foretell"),
    (lambda card: any(a.boast for a in card.front.abilities), versions.BOAST, "boast"),
)


class RunResult(Mutable):
    """A finished run: the scenario, the game, the checks of its expectations and the CR version asked for."""

    scenario: Scenario
    game: Game
    requested: dt.date | None
    checks: list = field(default_factory=list)  # judge.expect.Check

    @property
    def passed(self) -> bool:
        return all(c.ok for c in self.checks)


class _Run:
    """What an action's handler acts on: the game, the scenario, the result so far and the names its
    expectations may use."""

    __slots__ = ("game", "scenario", "result", "known")

    def __init__(self, game: Game, scenario: Scenario, result: RunResult, known: frozenset[str]):
        self.game, self.scenario, self.result, self.known = game, scenario, result, known


def run(scenario: Scenario, rules: str | None = None, strict: bool = False, observe=None) -> RunResult:
    """Simulate a scenario and check its expectations. `observe(game, event, action)` is called for every
    event with the index of the action being performed (None before the first): for --explain and --step."""
    try:
        requested = versions.parse_date(rules) if rules is not None else scenario.rules
        version = versions.version_for(requested)
    except ValueError as exc:
        raise InputError(f"'rules' must be a date YYYY-MM-DD ({exc})", scenario.rules_line if rules is None else None
                         ) from None
    choices = Choices([Queued(c.kind, c.answer(), c.line) for c in scenario.choices], strict, render_events.question)
    game = Game(version, scenario.seed, choices)
    game.card_db = scenario.db
    performing: list[int | None] = [None]
    if observe is not None:
        game.observers.append(lambda game, event: observe(game, event, performing[0]))
    result = RunResult(scenario, game, requested)
    attachments = _setup(scenario, game)
    _check_mechanics(scenario, game, attachments)
    state = _Run(game, scenario, result, expect.nameable(game, scenario))
    game.created_from = game.next_id  # the run's budget starts here (judge/game/state.py)
    game.settle()

    for i, action in enumerate(scenario.actions):
        performing[0] = i
        perform(state, action)
    left = choices.leftover()
    if left is not None:
        raise choices.never_needed(left, "was never needed; remove it or fix the order of choices")
    if scenario.expect is not None:
        result.checks += expect.check(game, scenario.expect, known=state.known)
    return result


# ----- setup -----------------------------------------------------------------------------------

# Auras and Equipment the scenario attaches, by object id: what to (`attached_to:`) and the line.
Attachments = dict[int, tuple[model.Name, int | None]]


def _setup(scenario: Scenario, game: Game) -> Attachments:
    """The board and stack as the scenario starts; returns the attachments, resolved once every object is in
    place (`_check_mechanics`)."""
    for i, spec in enumerate(scenario.players):
        game.players.append(Player(spec.name, i, life=spec.life, library_unknown=spec.library is None,
                                   counters=dict(spec.counters)))
    turn = scenario.turn
    active = _named_player(game, turn.active if turn.active is not None else scenario.players[0].name)
    game.turn.active = active.index
    game.turn.number = turn.number
    turns.start_at(game, turn.step)
    resolved: list[tuple[GameObject, model.CardEntry]] = []
    entered: list[tuple[GameObject, model.CardEntry]] = []  # with an "as this enters" choice made earlier
    attachments: Attachments = {}
    for i, spec in enumerate(scenario.players):
        if isinstance(spec.library, int):
            for _ in range(spec.library):
                game.add_object(ANONYMOUS, i, "library", "card")
        for entry in spec.entries():
            obj = _place(scenario, game, i, entry)
            if entry.attached_to is not None:
                attachments[obj.oid] = entry.attached_to, entry.attached_line
            if entry.resolved_chapters:
                resolved.append((obj, entry))
            if entry.chosen_name is not None or entry.copy_of is not None:
                entered.append((obj, entry))
    game.emit(events.ScenarioStarts(game.where()))  # first in the trace: then what happened before it
    for obj, entry in entered:
        _entered_earlier(game, obj, entry)
    for obj, entry in resolved:
        _apply_resolved_chapters(game, obj, entry.resolved_chapters, entry.chapters_line)
    for stacked in scenario.stack:
        STACK_ENTRIES[type(stacked)](scenario, game, stacked)
    return attachments


def _named_player(game: Game, name: str) -> Player:
    """A player the scenario names (the loader checked that each name is a player's)."""
    player = game.player_named(name)
    assert player is not None, f"no player {name!r}"
    return player


def card_def(scenario: Scenario, name: str, line: int | None) -> CardDef:
    try:
        return scenario.db.get(name)
    except InputError as exc:
        exc.line = exc.line or line
        raise


def _place(scenario: Scenario, game: Game, owner: int, entry: model.CardEntry) -> GameObject:
    if entry.anonymous:
        return game.add_object(ANONYMOUS, owner, "library", "card")
    card = card_def(scenario, entry.card, entry.line)
    fields: dict[str, Any] = {}
    if entry.zone == "battlefield":
        controller = game.player_named(entry.controller) if entry.controller is not None else None
        fields = dict(controller=owner if controller is None else controller.index, tapped=entry.tapped,
                      entered_turn=game.turn.number if entry.entered_this_turn else None, face=entry.face)
        if entry.face == "back" and card.back is None:
            raise InputError(f"{card.name} has no back face", entry.face_line)
    obj = game.add_object(card, owner, entry.zone, entry.label, token=entry.token, **fields)
    obj.damage = entry.damage  # 120.3e: marked earlier this turn
    if entry.foretold:  # 702.143c: foretold on an earlier turn
        obj.foretold_turn = game.turn.number - 1
    for kind, n in entry.counters:
        if n:
            obj.counters[kind] = n
            game.touch(obj)
    return obj


def _entered_earlier(game: Game, obj: GameObject, entry: model.CardEntry) -> None:
    """The choices a permanent's "as this enters" abilities made before the scenario starts (614.12): the card
    name it chose (Meddling Mage), the permanent it entered as a copy of (707.5: a layer-1 copy effect)."""
    name = game.chars(obj.oid).name
    if entry.chosen_name is not None:
        obj.chosen_name = entry.chosen_name
        obj.chosen_names += (entry.chosen_name,)
        game.touch(obj)
        game.emit(events.EnteredEarlier(name, "naming", entry.chosen_name))
    if entry.copy_of is not None:
        original = resolve_ref(game, entry.copy_of, entry.copy_line, zones=("battlefield",))
        ability = next((a for a in obj.card.front.abilities if a.kind == "replacement"
                        and a.static.get("effect") == copies.ENTER_AS_COPY), None)
        copy = copies.copy_of(game, original, ability.static if ability else {}, obj.oid, obj.label, name,
                              obj.controller)
        copies.begin(game, obj, copy)
        game.emit(events.EnteredEarlier(name, "as a copy of", original.label))


def _apply_resolved_chapters(game: Game, obj: GameObject, chapters: tuple[int, ...], line: int | None) -> None:
    """Chapters that resolved earlier: their lasting effects are in place, in the order given."""
    ch = game.chars(obj.oid)
    lasting = ("gain_ability", "lose_abilities", "become", "doesnt_untap", "modify_pt")
    for n in chapters:
        ability = next((a for a in obj.printed.abilities if a.kind == "chapter" and n in a.chapters), None)
        if ability is None:
            raise InputError(f"{ch.name} has no chapter {n}", line)
        ctx = resolution.Context(game, obj.controller, obj.oid, obj.label, ch.name, [], chapter=n, ability=ability)
        kept = [e for e in ability.effects if next(iter(e)) in lasting and not
                (next(iter(e.values())) or {}).get("until")]
        game.emit(events.ChapterResolvedEarlier(ch.name, n))
        resolution.run(game, ctx, kept)


def _stack_chapter(scenario: Scenario, game: Game, entry: model.StackChapter) -> None:
    line = entry.line
    source = resolve_ref(game, entry.of, line, zones=("battlefield", "graveyard", "exile", "hand"))
    ch = game.chars(source.oid)
    n = entry.chapter
    ability = next((a for a in ch.abilities if a.kind == "chapter" and n in a.chapters), None)
    if ability is None:
        ability = next((a for a in source.printed.abilities if a.kind == "chapter" and n in a.chapters), None)
    if ability is None:
        raise InputError(f"{ch.name} has no chapter {n}", line)
    controller = _named_player(game, entry.controller).index if entry.controller is not None else source.controller
    targets = _given_targets(game, ability, controller, source.oid, entry.targets, line)
    if targets is None and ability.targets:  # chosen as it was put on the stack (603.3d): a `target:` choice
        targets = stack.choose_targets(game, ability, controller, source.oid, f"chapter {roman(n)} of {ch.name}",
                                       cites=("603.3d", "601.2c"))
        if targets is None:
            raise InputError(f"chapter {n} of {ch.name} has no legal target, so it can't be on the stack (603.3d); "
                             f"give its 'targets:'", line)
    item = StackAbility(game.new_id(), ability, source.oid, source.label, ch.name, controller,
                        targets=tuple(targets or [[] for _ in ability.targets]), chapter=n)
    game.stack.append(item)
    game.emit(events.AbilityOnStackAtStart(item.label, stack.target_names(game, item.targets)))


def _stack_spell(scenario: Scenario, game: Game, entry: model.StackSpell) -> None:
    line = entry.line
    card = card_def(scenario, entry.card, line)
    controller = _named_player(game, entry.controller) if entry.controller is not None else game.players[0]
    if entry.as_omen and card.omen is None:
        raise InputError(f"{card.name} has no Omen; remove 'as: omen'", line)
    label = f"copy of {card.name}" if entry.copy else card.name
    owner = _named_player(game, entry.owner) if entry.owner is not None else controller
    spell = GameObject(game.new_id(), card, owner.index if not entry.copy else controller.index,
                       controller.index, "stack", label, x=entry.x, is_copy=entry.copy, as_omen=entry.as_omen)
    game.register(spell)
    game.stack.append(spell)
    game.touch()
    ability = next((a for a in game.chars(spell.oid).abilities if a.kind == "spell"), None)
    targets = _given_targets(game, ability, controller.index, spell.oid, entry.targets, line)
    if targets is None:
        targets = stack.targets_as_cast(game, spell, controller.index)
        if targets is None:
            raise InputError(f"{card.name} has no legal target, so it can't be on the stack (601.2c); give its "
                             f"'targets:'", line)
    spell.targets = tuple(targets)
    game.emit(events.SpellOnStackAtStart(game.chars(spell.oid).name, card.name, spell.is_copy, entry.as_omen,
                                         stack.target_names(game, spell.targets)),
              omens.cast_cites(spell) if entry.as_omen else ())


STACK_ENTRIES: dict[type, Callable[[Scenario, Game, Any], None]] = {
    model.StackSpell: _stack_spell, model.StackChapter: _stack_chapter,
}


def _given_targets(game: Game, ability: Ability | None, controller: int, source_oid: int, targets: model.Targets | None,
                   line: int) -> list | None:
    """The targets of a spell or ability on the stack at the start, one group per target word: a flat list is read
    word by word as `cast` reads it (601.2c)."""
    if targets is None:
        return None
    refs = thaw(targets)
    if ability is not None and len(refs) != len(ability.targets) and not any(isinstance(r, list) for r in refs):
        refs = stack.given_per_target_word(game, ability, controller, source_oid, refs, None, None)
    return [[resolve_target_ref(game, t, line) for t in (r if isinstance(r, list) else [r])] for r in refs]


def _check_mechanics(scenario: Scenario, game: Game, attachments: Attachments) -> None:
    cards = {o.card.name: o.card for o in game.objects.values()}
    for card in cards.values():
        for test, switch, what in MECHANIC_SINCE:
            if test(card) and not game.version.has(switch):
                raise InputError(
                    f"{what} did not exist yet under the CR of {game.version} ({card.name} needs {switch.since} or "
                    f"later); change 'rules:'", scenario.rules_line)
    for obj in list(game.objects.values()):
        for kind in obj.counters:
            counters.require_kind(game, kind, scenario.rules_line)
        if obj.oid in attachments:
            ref, line = attachments[obj.oid]
            obj.attached_to = resolve_ref(game, ref, line, zones=("battlefield",)).oid
    game.touch()


# ----- actions ---------------------------------------------------------------------------------


def perform(state: _Run, action: model.Action) -> None:
    """Perform one action through its handler; an action marked `illegal` must be refused."""
    game, line, verb = state.game, action.line, action.verb
    if game.over and not action.after_game_over:
        game.emit(events.ActionAfterGameOver(verb, line), ("104.2a",))
        return
    own = [Queued(c.kind, c.answer(), c.line) for c in action.choices]
    game.choices.queue[:0] = own  # this action's decisions take its own choices first
    try:
        HANDLERS[type(action)](state, action)
        left = next((q for q in own if any(q is queued for queued in game.choices.queue)), None)
        if left is not None:
            raise game.choices.never_needed(left, "given with this action was never needed by it; remove it or move "
                                            "it to the action that needs it")
    except IllegalActionError as exc:
        if action.illegal is None:
            exc.line = exc.line or line
            exc.message = f"illegal action ({render_events.refusal(exc.reason)}; " \
                          f"CR {game.version.number(exc.rule)}); mark it 'illegal: <rule>' if that is the point"
            raise
        game.emit(events.Refused(exc.reason, exc.rule, verb), (exc.rule,) + exc.also)
        want = action.illegal
        ok = want is True or want in {number for rule in (exc.rule,) + exc.also
                                      for number in (rule, game.version.number(rule))}
        state.result.checks.append(expect.Check(f"'{verb}' at line {line} is illegal" + (
            f" ({want})" if want is not True else ""), ok, str(want), f"refused by {game.version.number(exc.rule)}"))
        return
    except InputError as exc:  # an engine error that did not say its line gets the action's line
        exc.line = exc.line or line
        raise
    if action.illegal is not None:
        state.result.checks.append(expect.Check(f"'{verb}' at line {line} is illegal", False,
                                                f"refused ({action.illegal})", "the engine allowed it"))


def _checkpoint(state: _Run, action: model.Checkpoint) -> None:
    state.result.checks += expect.check(state.game, action.expect, at=f"checkpoint at line {action.line}",
                                        known=state.known)


def _note(state: _Run, action: model.Note) -> None:
    state.game.emit(events.ScenarioNote(action.text))


def _cast(state: _Run, action: model.Cast) -> None:
    game, line = state.game, action.line
    by = resolve_player(game, action.by, line, None) if action.by else None
    obj = resolve_ref(game, action.card, line, zones=(action.origin,))
    player = by if by is not None else obj.owner
    onto = resolve_ref(game, action.mutate, line, zones=("battlefield",)) if action.mutate is not None else None
    as_omen = action.as_
    if obj.card.omen is not None and action.card == obj.card.omen.name:
        if as_omen == "normal":
            raise InputError(f"'cast: {action.card}' names the Omen of {obj.card.name} but says 'as: normal'; cast "
                             f"{obj.card.name} to cast it normally, or drop 'as' (720.3)", line)
        as_omen = "omen"  # named by its Omen's name: cast as the Omen (720.3)
    stack.cast(game, obj, player, thaw(action.targets), action.x, as_omen=as_omen, free=action.without_paying,
               modes=tuple(thaw(action.modes)), mutate=onto, over=action.over)
    game.settle()


def _attack(state: _Run, action: model.Attack) -> None:
    """Declare attackers: the game moves on to this turn's declare attackers step, whose turn-based action
    declares them (508.1); `player`: the player they attack (default: the next opponent)."""
    game, line = state.game, action.line
    creatures = [resolve_ref(game, ref, line, zones=("battlefield",)) for ref in action.creatures]
    if game.turn.phase not in ("beginning", "main", "combat") or game.turn.step not in (
            "untap", "upkeep", "draw", "precombat main", "beginning of combat") or game.turn.main_phases > 1:
        raise IllegalActionError(refusals.AttackStepPassed(game.turn.step), "508.1")
    for obj in creatures:
        combat.check_attacker(game, obj)
    game.turn.planned_attackers = creatures
    if action.player is not None:
        game.turn.defender = resolve_player(game, action.player, line, None)
    _advance(game, "declare attackers", line)


def _block(state: _Run, action: model.Block) -> None:
    """Declare blockers: the game moves on to this turn's declare blockers step, whose turn-based action
    declares them (509.1); each blocker blocks the attacker named beside it."""
    game, line = state.game, action.line
    if game.turn.step != "declare attackers" or not game.turn.attackers:
        raise IllegalActionError(refusals.BlockStepPassed(game.turn.step), "509.1")
    blocks = [(resolve_ref(game, blocker, line, zones=("battlefield",)),
               resolve_ref(game, attacker, line, zones=("battlefield",))) for blocker, attacker in action.blocks]
    combat.check_blocks(game, blocks)
    game.turn.planned_blocks = blocks
    _advance(game, "declare blockers", line)


def _play(state: _Run, action: model.Play) -> None:
    game = state.game
    obj = resolve_ref(game, action.card, action.line, zones=(action.origin,))
    by = resolve_player(game, action.by, action.line, None) if action.by else None
    stack.play_land(game, obj, by if by is not None else obj.owner)
    game.settle()


def _foretell(state: _Run, action: model.Foretell) -> None:
    """116.2h: the card's owner foretells it (702.143a)."""
    game = state.game
    obj = resolve_ref(game, action.object, action.line, zones=("hand",))
    foretell.foretell(game, obj, obj.owner)
    game.settle()


def _activate(state: _Run, action: model.Activate) -> None:
    game, line = state.game, action.line
    obj = resolve_ref(game, action.card, line, zones=("battlefield",))
    ability = _pick_activated(game, obj, action.ability, line)
    player = resolve_player(game, action.by, line, game.chars(obj.oid).controller)
    stack.activate(game, obj, ability, player, thaw(action.targets), action.x)
    game.settle()


def _pick_activated(game: Game, obj: GameObject, which: int | str | None, line: int):
    abilities = [a for a in game.chars(obj.oid).abilities if a.kind == "activated"]
    if not abilities:
        raise IllegalActionError(refusals.NoActivatedAbilities(game.chars(obj.oid).name), "602.1")
    if which is None:
        return abilities[0]
    if isinstance(which, int):
        if not 1 <= which <= len(abilities):
            raise InputError(f"ability {which}: {game.chars(obj.oid).name} has {len(abilities)} activated "
                             "abilities", line)
        return abilities[which - 1]
    hit = [a for a in abilities if which.lower() in a.text.lower()]
    if not hit:
        raise IllegalActionError(refusals.NoAbilityContaining(game.chars(obj.oid).name, which), "602.1")
    return hit[0]


def _resolve(state: _Run, action: model.Resolve) -> None:
    """All players pass in succession: the top object resolves (117.4, 608.1)."""
    game = state.game
    count = 10**9 if action.times is None else action.times
    done = 0
    while game.stack and done < count and not game.over:
        stack.resolve_top(game)
        game.settle()
        done += 1
    if done == 0 and action.times is not None:
        raise InputError("resolve: the stack is empty; nothing can resolve", action.line)


def _advance_action(state: _Run, action: model.Advance) -> None:
    _advance(state.game, action.step, action.line, action.turn)


def _advance(game: Game, step: str, line: int, whose: str | None = None) -> None:
    """All players keep passing until `step` (a canonical step name) next begins, in a turn of `whose` (a
    player, or "next": a later turn) if given."""
    player = None
    if whose not in (None, "next"):
        player = resolve_player(game, whose, line, None)
    start_turn = game.turn.number
    while not game.over:
        if game.stack:
            stack.resolve_top(game)
            game.settle()
            continue
        turns.next_step(game)
        game.settle()
        if game.turn.step != step:
            continue
        if whose == "next" and game.turn.number == start_turn:
            continue
        if player is not None and game.turn.active != player:
            continue
        return


# Scenario actions "as a resolving effect" (614.16 applies to them).

def _scenario_effect(game: Game, controller: int, targets: list | None = None) -> resolution.Context:
    return resolution.Context(game, controller, 0, "scenario", "a resolving effect", targets or [])


def _put_counters(state: _Run, action: model.CounterChange) -> None:
    game, line = state.game, action.line
    obj = resolve_ref(game, action.object, line, zones=("battlefield",))
    by = resolve_player(game, action.by, line, game.chars(obj.oid).controller)
    for kind, n in action.counters:
        counters.put(game, obj, kind, n, by, True, ("122.1",), how="scenario effect")
    game.settle()


def _remove_counters(state: _Run, action: model.CounterChange) -> None:
    game, line = state.game, action.line
    obj = resolve_ref(game, action.object, line, zones=("battlefield",))
    for kind, n in action.counters:
        counters.remove(game, obj, kind, None if n == "all" else n, ("122.1",))
    game.settle()


def _proliferate(state: _Run, action: model.Proliferate) -> None:
    game, line = state.game, action.line
    by = resolve_player(game, action.by, line, game.turn.active)
    if action.choose is not None:
        chosen = [resolve_player_or_object(game, r, line) for r in thaw(action.choose)]
        for _ in range(counters.proliferation_count(game, by)):
            counters.proliferate(game, by, chosen)
    else:  # the `choose:` decision (default: everything with a counter)
        resolution.handler_of("proliferate")(_scenario_effect(game, by), {})
    game.settle()


def _move(state: _Run, action: model.Move) -> None:
    game = state.game
    obj = resolve_ref(game, action.object, action.line)
    zones.move(game, obj, action.to, "moved", (), position=action.position)
    game.settle()


def _destroy(state: _Run, action: model.OnObject) -> None:
    game = state.game
    obj = resolve_ref(game, action.object, action.line, zones=("battlefield",))
    resolution.handler_of("destroy")(_scenario_effect(game, obj.controller, [[obj]]), {"target": 1})
    game.settle()


def _sacrifice(state: _Run, action: model.OnObject) -> None:
    game = state.game
    zones.move(game, resolve_ref(game, action.object, action.line, zones=("battlefield",)), "graveyard",
               "sacrificed", ())
    game.settle()


def _exile(state: _Run, action: model.OnObject) -> None:
    game = state.game
    zones.move(game, resolve_ref(game, action.object, action.line), "exile", "exiled", ())
    game.settle()


def _flicker(state: _Run, action: model.OnObject) -> None:
    game = state.game
    obj = resolve_ref(game, action.object, action.line, zones=("battlefield",))
    for exiled in zones.found(game, zones.move(game, obj, "exile", "exiled", ())):
        zones.move(game, exiled, "battlefield", "returned", ("400.7",), controller=exiled.owner)
    game.settle()


def _counter(state: _Run, action: model.OnObject) -> None:
    game = state.game
    stack.counter(game, resolve_stack_ref(game, thaw(action.object), action.line, "counter"))
    game.settle()


def _copy(state: _Run, action: model.Copy) -> None:
    game, line = state.game, action.line
    item = resolve_stack_ref(game, thaw(action.item), line, "copy")
    by = resolve_player(game, action.by, line, item.controller)
    if isinstance(item, StackAbility):
        stack.copy_ability(game, item, by, thaw(action.targets))
    else:
        stack.copy_spell(game, item, by, thaw(action.targets))
    game.settle()


def _shuffle(state: _Run, action: model.Shuffle) -> None:
    game = state.game
    zones.shuffle(game, resolve_player(game, action.player, action.line, game.turn.active), None)
    game.settle()


def _draw(state: _Run, action: model.CardCount) -> None:
    game = state.game
    zones.draw(game, resolve_player(game, action.player, action.line, game.turn.active), action.n, ())
    game.settle()


def _discard(state: _Run, action: model.Discard) -> None:
    game, line = state.game, action.line
    player = resolve_player(game, action.player, line, game.turn.active)
    obj = resolve_ref(game, action.card, line, zones=("hand",))
    if obj.owner != player:
        raise InputError(f"discard: {action.card!r} is not in that player's hand", line)
    zones.move(game, obj, "graveyard", "discarded", ())
    game.settle()


def _mill(state: _Run, action: model.CardCount) -> None:
    game = state.game
    player = resolve_player(game, action.player, action.line, game.turn.active)
    for oid in list(game.players[player].library[:action.n]):
        zones.move(game, game.objects[oid], "graveyard", "milled", ())
    game.settle()


def _lose_abilities(state: _Run, action: model.LoseAbilities) -> None:
    game = state.game
    obj = resolve_ref(game, action.object, action.line, zones=("battlefield",))
    resolution.handler_of("lose_abilities")(_scenario_effect(game, game.turn.active, [[obj]]),
                                            {"target": 1, "until": action.until})
    game.settle()


HANDLERS: dict[type[model.Action], Callable[[_Run, Any], None]] = {
    model.Resolve: _resolve, model.Advance: _advance_action, model.Attack: _attack, model.Block: _block,
    model.Cast: _cast,
    model.Play: _play, model.Foretell: _foretell, model.Activate: _activate, model.PutCounters: _put_counters,
    model.RemoveCounters: _remove_counters, model.Proliferate: _proliferate, model.Move: _move,
    model.Destroy: _destroy, model.Sacrifice: _sacrifice, model.Exile: _exile, model.Flicker: _flicker,
    model.Counter: _counter, model.Copy: _copy, model.Shuffle: _shuffle, model.Draw: _draw,
    model.Discard: _discard, model.Mill: _mill, model.LoseAbilities: _lose_abilities, model.Note: _note,
    model.Checkpoint: _checkpoint,
}
