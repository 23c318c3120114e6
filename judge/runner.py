"""Running a scenario: set up the board, perform the actions, answer choices, check expectations."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from judge import expect, versions
from judge.cards import ANONYMOUS, CardDef
from judge.errors import IllegalActionError, InputError
from judge.game import combat, counters, effects, events, omens, stack, turns, zones
from judge.game.choices import KINDS, Choices, Queued
from judge.game.objects import GameObject, Player, StackAbility
from judge.game.refs import resolve_player, resolve_ref, resolve_stack_ref, resolve_target_ref
from judge.game.state import Game
from judge.scenario import ACTIONS, STACK_SPELL_KEYS, Scenario, require_keys
from judge.yamlsrc import LDict

# The first CR version in which each mechanic exists, for "did not exist yet" errors.
MECHANIC_SINCE = (
    (lambda card: any("Saga" in f.subtypes for f in (card.front, card.back) if f), versions.SAGAS, "Sagas"),
    (lambda card: any(a.keyword == "Read ahead" for f in (card.front, card.back) if f for a in f.abilities),
     versions.READ_AHEAD, "read ahead"),
    (lambda card: card.omen is not None, versions.OMENS, "Omen cards"),
    (lambda card: any(a.keyword == "Mutate" for a in card.front.abilities), versions.MUTATE, "mutate"),
)


@dataclass
class RunResult:
    scenario: Scenario
    game: Game
    requested: dt.date | None
    checks: list = field(default_factory=list)  # judge.expect.Check

    @property
    def passed(self) -> bool:
        return all(c.ok for c in self.checks)


def run(scenario: Scenario, rules: str | None = None, strict: bool = False, observe=None) -> RunResult:
    """Simulate a scenario and check its expectations. `observe(game, event, action)` is called for every
    event with the index of the action being performed (None before the first): for --explain and --step."""
    data = scenario.data
    raw_date = rules if rules is not None else data.get("rules")
    try:
        requested = versions.parse_date(raw_date) if raw_date is not None else None
        version = versions.version_for(requested)
    except ValueError as exc:
        line = data.line_of("rules") if rules is None else None
        raise InputError(f"'rules' must be a date YYYY-MM-DD ({exc})", line) from None
    choices = Choices([_queued(c) for c in data.get("choices") or []], strict)
    game = Game(version, data.get("seed", 0), choices)
    game.card_db = scenario.db
    performing: list[int | None] = [None]
    if observe is not None:
        game.observers.append(lambda game, event: observe(game, event, performing[0]))
    result = RunResult(scenario, game, requested)
    _setup(scenario, game)
    _check_mechanics(scenario, game)
    game.emit(events.ScenarioStarts(game.where()))
    known = expect.nameable(game, scenario)
    game.created_from = game.next_id  # the run's budget starts here (judge/game/state.py)
    game.settle()

    for i, action in enumerate(data.get("actions") or []):
        performing[0] = i
        line = data["actions"].line_of(i)
        if isinstance(action, dict) and "expect" in action:
            result.checks += expect.check(game, action["expect"], scenario, at=f"checkpoint at line {line}",
                                          known=known)
            continue
        perform(game, scenario, action, line, result)
    left = choices.leftover()
    if left is not None:
        raise InputError(f"choice '{left.kind}' was never needed; remove it or fix the order of choices", left.line)
    if "expect" in data:
        result.checks += expect.check(game, data["expect"], scenario, known=known)
    return result


def _queued(node) -> Queued:
    if not isinstance(node, dict) or len(node) != 1:
        raise InputError("each choice is a one-key mapping, e.g. '- read ahead: 2'", getattr(node, "line", None))
    (kind, value), = node.items()
    if kind not in KINDS:
        raise InputError(f"unknown choice {kind!r}; choices are {', '.join(KINDS)}", node.line)
    return Queued(kind, value, node.line)


# ----- setup -----------------------------------------------------------------------------------

def _setup(scenario: Scenario, game: Game) -> None:
    data = scenario.data
    names = list(data["players"])
    for i, name in enumerate(names):
        spec = data["players"][name] or LDict()
        game.players.append(Player(str(name), i, life=spec.get("life", 20), library_unknown="library" not in spec))
    turn = data.get("turn") or LDict()
    active = game.player_named(turn.get("active", names[0]))
    if active is None:
        raise InputError(f"turn: unknown active player {turn.get('active')!r}; players are {', '.join(names)}",
                         turn.line_of("active"))
    step = turns.normalize_step(turn.get("step", "upkeep"))
    if step is None:
        raise InputError(f"unknown step {turn.get('step')!r}; steps are {', '.join(turns.STEPS)}",
                         turn.line_of("step"))
    game.turn.active = active.index
    game.turn.number = turn.get("number", 1)
    turns.start_at(game, step)
    resolved: list[tuple[GameObject, list, int]] = []
    for i, name in enumerate(names):
        spec = data["players"][name] or LDict()
        library = spec.get("library", 0)
        if isinstance(library, int):
            for _ in range(library):
                game.add_object(ANONYMOUS, i, "library", "card")
        for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
            entries = spec.get(zone)
            if not isinstance(entries, list):
                continue
            for j, entry in enumerate(entries):
                line = entries.line_of(j)
                obj = _place(scenario, game, i, zone, entry, line)
                if isinstance(entry, dict) and entry.get("resolved chapters"):
                    resolved.append((obj, entry["resolved chapters"], entry.line_of("resolved chapters")))
    for obj, chapters, line in resolved:
        _apply_resolved_chapters(game, obj, chapters, line)
    for i, entry in enumerate(data.get("stack") or []):
        _stack_entry(scenario, game, entry, data["stack"].line_of(i))


def card_def(scenario: Scenario, name, line: int | None) -> CardDef:
    if not isinstance(name, str):
        raise InputError(f"a card name must be text, not {name!r}", line)
    try:
        return scenario.db.get(name)
    except InputError as exc:
        exc.line = exc.line or line
        raise


def _place(scenario: Scenario, game: Game, owner: int, zone: str, entry, line: int) -> GameObject:
    spec = entry if isinstance(entry, dict) else {"card": entry}
    card = card_def(scenario, spec["card"], line)
    label = str(spec.get("id", spec["card"]))
    fields: dict = {}
    if zone == "battlefield":
        controller = owner
        if "controller" in spec:
            p = game.player_named(spec["controller"])
            if p is None:
                raise InputError(f"unknown controller {spec['controller']!r}", spec.line_of("controller"))
            controller = p.index
        fields = dict(controller=controller, tapped=bool(spec.get("tapped", False)),
                      entered_turn=game.turn.number if spec.get("entered this turn") else None,
                      face=spec.get("face", "front"))
        if fields["face"] == "back" and card.back is None:
            raise InputError(f"{card.name} has no back face", spec.line_of("face"))
    obj = game.add_object(card, owner, zone, label, token=bool(spec.get("token", False)), **fields)
    for kind, n in (spec.get("counters") or {}).items():
        if not isinstance(n, int) or n < 0:
            raise InputError(f"counter count for {kind!r} must be a whole number", spec.line_of("counters"))
        if n:
            obj.counters[str(kind)] = n
            game.touch(obj)
    if "attached to" in spec:
        obj.attached_to = ("ref", spec["attached to"], spec.line_of("attached to"))
    return obj


def _apply_resolved_chapters(game: Game, obj: GameObject, chapters, line: int) -> None:
    """Chapters that resolved earlier: their lasting effects are in place, in the order given."""
    ch = game.chars(obj.oid)
    lasting = ("gain_ability", "lose_abilities", "become", "doesnt_untap", "modify_pt")
    for n in chapters:
        ability = next((a for a in obj.printed.abilities if a.kind == "chapter" and n in a.chapters), None)
        if ability is None:
            raise InputError(f"{ch.name} has no chapter {n}", line)
        ctx = effects.Context(game, obj.controller, obj.oid, obj.label, ch.name, [], chapter=n, ability=ability)
        kept = [e for e in ability.effects if next(iter(e)) in lasting and not
                (next(iter(e.values())) or {}).get("until")]
        game.emit(events.ChapterResolvedEarlier(ch.name, n))
        effects.run(game, ctx, kept)


def _stack_entry(scenario: Scenario, game: Game, entry, line: int) -> None:
    if not isinstance(entry, dict):
        raise InputError("a stack entry is a mapping: 'spell: <card>' or 'chapter: N' with 'of: <object>'", line)
    if "chapter" in entry:
        require_keys(entry, {"chapter", "of", "controller", "targets"}, "a stack entry")
        source = resolve_ref(game, entry.get("of"), line, zones=("battlefield", "graveyard", "exile", "hand"))
        ch = game.chars(source.oid)
        n = entry["chapter"]
        ability = next((a for a in ch.abilities if a.kind == "chapter" and n in a.chapters), None)
        if ability is None:
            ability = next((a for a in source.printed.abilities if a.kind == "chapter" and n in a.chapters), None)
        if ability is None:
            raise InputError(f"{ch.name} has no chapter {n}", line)
        targets = _given_targets(game, entry.get("targets"), line)
        item = StackAbility(game.new_id(), ability, source.oid, source.label, ch.name, source.controller,
                            targets=tuple(targets or [[] for _ in ability.targets]), chapter=n)
        game.stack.append(item)
        game.emit(events.AbilityOnStackAtStart(item.label))
        return
    require_keys(entry, STACK_SPELL_KEYS, "a stack entry")
    card = card_def(scenario, entry.get("spell"), line)
    controller = game.player_named(entry.get("controller")) if "controller" in entry else game.players[0]
    if controller is None:
        raise InputError(f"unknown controller {entry.get('controller')!r}", line)
    as_omen = entry.get("as") == "omen"
    if as_omen and card.omen is None:
        raise InputError(f"{card.name} has no Omen; remove 'as: omen'", line)
    label = f"copy of {card.name}" if entry.get("copy") else card.name
    owner = game.player_named(entry["owner"]) if "owner" in entry else controller
    if owner is None:
        raise InputError(f"unknown owner {entry.get('owner')!r}", line)
    spell = GameObject(game.new_id(), card, owner.index if not entry.get("copy") else controller.index,
                       controller.index, "stack", label,
                       x=entry.get("x", 0), is_copy=bool(entry.get("copy")), as_omen=as_omen)
    game.register(spell)
    game.stack.append(spell)
    game.touch()
    spell.targets = tuple(_given_targets(game, entry.get("targets"), line) or ())
    game.emit(events.SpellOnStackAtStart(game.chars(spell.oid).name, card.name, spell.is_copy, as_omen),
              omens.cast_cites(spell) if as_omen else ())


def _given_targets(game: Game, targets, line: int) -> list | None:
    if targets is None:
        return None
    return [[resolve_target_ref(game, t, line)] for t in targets]


def _check_mechanics(scenario: Scenario, game: Game) -> None:
    cards = {o.card.name: o.card for o in game.objects.values()}
    for card in cards.values():
        for test, switch, what in MECHANIC_SINCE:
            if test(card) and not game.version.has(switch):
                raise InputError(
                    f"{what} did not exist yet under the CR of {game.version} ({card.name} needs {switch.since} or "
                    f"later); change 'rules:'", scenario.line("rules") if "rules" in scenario.data else None)
    for obj in list(game.objects.values()):
        for kind in obj.counters:
            counters.require_kind(game, kind, scenario.line("rules") if "rules" in scenario.data else None)
        if isinstance(obj.attached_to, tuple):
            _, ref, line = obj.attached_to
            obj.attached_to = resolve_ref(game, ref, line, zones=("battlefield",)).oid
    game.touch()


# ----- actions ---------------------------------------------------------------------------------


def perform(game: Game, scenario: Scenario, action, line: int, result: RunResult) -> None:
    if isinstance(action, str):
        action = LDict({action: None})
        action.line, action.key_lines = line, {}
    if not isinstance(action, dict):
        raise InputError("an action is a mapping such as 'resolve: 1' or 'advance: precombat main'", line)
    illegal = action.get("illegal")
    verbs = [k for k in action if k in ACTIONS]
    if len(verbs) != 1:
        raise InputError(f"an action needs exactly one of: {', '.join(ACTIONS)}", line)
    verb = verbs[0]
    if game.over and verb != "note":
        game.emit(events.ActionAfterGameOver(verb, line), ("104.2a",))
        return
    try:
        _do(game, scenario, verb, action, line)
    except IllegalActionError as exc:
        if illegal is None:
            exc.line = exc.line or line
            exc.message = f"illegal action ({exc.message}; CR {game.version.number(exc.rule)}); " \
                          "mark it 'illegal: <rule>' if that is the point"
            raise
        game.emit(events.Refused(exc.message, exc.rule, verb), (exc.rule,) + exc.also)
        want = str(illegal)
        ok = illegal is True or want in {number for rule in (exc.rule,) + exc.also
                                         for number in (rule, game.version.number(rule))}
        result.checks.append(expect.Check(f"'{verb}' at line {line} is illegal" + (f" ({want})" if illegal is not True
                                                                               else ""),
                                   ok, want, f"refused by {game.version.number(exc.rule)}"))
        return
    except InputError as exc:  # an engine error that did not say its line gets the action's line
        exc.line = exc.line or line
        raise
    if illegal is not None:
        result.checks.append(expect.Check(f"'{verb}' at line {line} is illegal", False, f"refused ({illegal})",
                                   "the engine allowed it"))


def _do(game: Game, scenario: Scenario, verb: str, action: LDict, line: int) -> None:
    value = action[verb]
    opts = action if isinstance(action, dict) else {}
    if isinstance(value, dict) and verb not in ("copy", "counter"):  # their value is a reference, not options
        opts = value
    if verb == "note":
        game.emit(events.ScenarioNote(str(value)))
        return
    if verb == "resolve":
        _resolve(game, value, line)
        return
    if verb == "advance":
        _advance(game, value, line)
        return
    if verb == "cast":
        name = value if isinstance(value, str) else opts.get("card")
        by = resolve_player(game, action.get("by"), line, None) if action.get("by") else None
        origin = action.get("from", "hand")
        obj = resolve_ref(game, name, line, zones=("library",) if origin == "library top" else (origin,))
        player = by if by is not None else obj.owner
        onto = resolve_ref(game, action["mutate"], line, zones=("battlefield",)) if "mutate" in action else None
        as_omen = action.get("as")
        if as_omen is None and obj.card.omen is not None and name == obj.card.omen.name:
            as_omen = "omen"  # named by its Omen's name: cast as the Omen (720.3)
        stack.cast(game, obj, player, action.get("targets"), action.get("x"), as_omen=as_omen,
                   free=bool(action.get("without paying")), modes=tuple(action.get("modes") or ()),
                   mutate=onto, over=action.get("over", True))
        game.settle()
        return
    if verb == "attack":
        _attack(game, value, opts, line)
        return
    if verb == "play":
        obj = resolve_ref(game, value, line, zones=(action.get("from", "hand"),))
        stack.play_land(game, obj, obj.owner)
        game.settle()
        return
    if verb == "activate":
        obj = resolve_ref(game, value, line, zones=("battlefield",))
        ability = _pick_activated(game, obj, action.get("ability"), line)
        player = resolve_player(game, action.get("by"), line, game.chars(obj.oid).controller)
        stack.activate(game, obj, ability, player, action.get("targets"), action.get("x", 0))
        game.settle()
        return
    _resolving_effect(game, verb, value, opts, line)
    game.settle()


def _attack(game: Game, value, opts: dict, line: int) -> None:
    """Declare attackers: the game moves on to this turn's declare attackers step, whose turn-based action
    declares them (508.1); `player`: the player they attack (default: the next opponent)."""
    refs = value if isinstance(value, list) else [value]
    creatures = [resolve_ref(game, ref, line, zones=("battlefield",)) for ref in refs]
    if game.turn.phase not in ("beginning", "main", "combat") or game.turn.step not in (
            "untap", "upkeep", "draw", "precombat main", "beginning of combat") or game.turn.main_phases > 1:
        raise IllegalActionError(f"attack: this turn's declare attackers step has passed (it is the "
                                 f"{game.turn.step})", "508.1")
    for obj in creatures:
        combat.check_attacker(game, obj)
    game.turn.planned_attackers = creatures
    if opts.get("player") is not None:
        game.turn.defender = resolve_player(game, opts["player"], line, None)
    _advance(game, "declare attackers", line)


def _pick_activated(game: Game, obj: GameObject, which, line: int):
    abilities = [a for a in game.chars(obj.oid).abilities if a.kind == "activated"]
    if not abilities:
        raise IllegalActionError(f"{game.chars(obj.oid).name} has no activated abilities now", "602.1")
    if which is None:
        return abilities[0]
    if isinstance(which, int):
        if not 1 <= which <= len(abilities):
            raise InputError(f"ability {which}: {game.chars(obj.oid).name} has {len(abilities)} activated "
                             "abilities", line)
        return abilities[which - 1]
    hit = [a for a in abilities if str(which).lower() in a.text.lower()]
    if not hit:
        raise IllegalActionError(f"{game.chars(obj.oid).name} has no activated ability containing {which!r}", "602.1")
    return hit[0]


def _resolve(game: Game, value, line: int) -> None:
    """All players pass in succession: the top object resolves (117.4, 608.1)."""
    count = 10**9 if value == "all" else (1 if value is None else value)
    if not isinstance(count, int) or count < 1:
        raise InputError("resolve: a number, 'all', or nothing", line)
    done = 0
    while game.stack and done < count and not game.over:
        stack.resolve_top(game)
        game.settle()
        done += 1
    if done == 0 and value != "all":
        raise InputError("resolve: the stack is empty; nothing can resolve", line)


def _advance(game: Game, value, line: int) -> None:
    if isinstance(value, dict):
        require_keys(value, {"to", "turn"}, "advance")
        target, whose = value.get("to"), value.get("turn")
    else:
        target, whose = value, None
    step = turns.normalize_step(target)
    if step is None:
        raise InputError(f"advance: unknown step {target!r}; steps are {', '.join(turns.STEPS)}", line)
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


def _resolving_effect(game: Game, verb: str, value, opts: dict, line: int) -> None:
    """Scenario actions 'as a resolving effect' (614.16 applies to them)."""
    def obj_of(ref, zones_=None):
        return resolve_ref(game, ref, line, zones=zones_)

    if verb in ("put counters", "remove counters"):
        target_ref = opts.get("on") or opts.get("from")
        obj = obj_of(target_ref, ("battlefield",))
        kinds = {k: v for k, v in opts.items() if k not in ("on", "from", "by")}
        if not kinds:
            raise InputError(f"{verb}: say which counters, e.g. 'lore: 1'", line)
        by = resolve_player(game, opts.get("by"), line, game.chars(obj.oid).controller)
        for kind, n in kinds.items():
            if verb == "put counters":
                if not isinstance(n, int) or n < 0:
                    raise InputError(f"put counters: {kind} needs a whole number", line)
                counters.put(game, obj, str(kind), n, by, True, ("122.1",), why=" (a resolving effect)")
            else:
                counters.remove(game, obj, str(kind), None if n == "all" else n, ("122.1",))
        return
    if verb == "proliferate":
        spec = value or {}
        by = resolve_player(game, spec.get("by"), line, game.turn.active)
        if "choose" in spec:
            counters.proliferate(game, by, [resolve_target_ref(game, r, line) for r in spec["choose"]])
        else:  # the `choose:` decision (default: everything with a counter)
            effects.e_proliferate(effects.Context(game, by, 0, "scenario", "a resolving effect", []), {})
        return
    if verb == "move":
        obj = obj_of(opts.get("object"))
        to = opts.get("to")
        if to not in ("hand", "library", "graveyard", "exile", "battlefield"):
            raise InputError("move: 'to' must be hand, library, graveyard, exile or battlefield", line)
        zones.move(game, obj, to, "moved", (), position=opts.get("position", "top"))
        return
    if verb == "destroy":
        obj = obj_of(value, ("battlefield",))
        effects.e_destroy(effects.Context(game, obj.controller, 0, "scenario", "a resolving effect", [[obj]]),
                          {"target": 1})
        return
    if verb in ("sacrifice", "exile"):
        obj = obj_of(value, ("battlefield",) if verb != "exile" else None)
        to = "exile" if verb == "exile" else "graveyard"
        zones.move(game, obj, to, {"destroy": "destroyed", "sacrifice": "sacrificed", "exile": "exiled"}[verb], ())
        return
    if verb == "flicker":
        obj = obj_of(value, ("battlefield",))
        for exiled in zones.found(game, zones.move(game, obj, "exile", "exiled", ())):
            zones.move(game, exiled, "battlefield", "returned", ("400.7",), controller=exiled.owner)
        return
    if verb == "counter":
        stack.counter(game, resolve_stack_ref(game, value, line, "counter"))
        return
    if verb == "shuffle":
        zones.shuffle(game, resolve_player(game, value, line, game.turn.active), "a resolving effect")
        return
    if verb == "draw":
        zones.draw(game, resolve_player(game, opts.get("player"), line, game.turn.active), opts.get("n", 1), ())
        return
    if verb == "discard":
        p = resolve_player(game, opts.get("player"), line, game.turn.active)
        obj = resolve_ref(game, opts.get("card"), line, zones=("hand",))
        if obj.owner != p:
            raise InputError(f"discard: {opts.get('card')!r} is not in that player's hand", line)
        zones.move(game, obj, "graveyard", "discarded", ())
        return
    if verb == "mill":
        p = resolve_player(game, opts.get("player"), line, game.turn.active)
        for oid in list(game.players[p].library[:opts.get("n", 1)]):
            zones.move(game, game.objects[oid], "graveyard", "milled", ())
        return
    if verb == "lose abilities":
        ref = value if isinstance(value, str) else opts.get("object")
        obj = obj_of(ref, ("battlefield",))
        until = opts.get("until")
        ctx = effects.Context(game, game.turn.active, 0, "scenario", "a resolving effect", [])
        effects._continuous(ctx, "lose_all_abilities", {}, [obj], until, ())
        return
    if verb == "copy":
        item = resolve_stack_ref(game, value, line, "copy")
        by = resolve_player(game, opts.get("by"), line, item.controller)
        copy = stack.copy_ability if isinstance(item, StackAbility) else stack.copy_spell
        copy(game, item, by, opts.get("targets"))
        return
    raise InputError(f"unknown action {verb!r}", line)
