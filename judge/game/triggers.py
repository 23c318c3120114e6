"""Triggered abilities (CR 603): trigger events, waiting triggers, the order of simultaneous ones.

`detect` observes every event and records abilities that trigger (603.2): those
of permanents, and delayed triggered abilities an effect created (603.7,
`DelayedAbility`), matched by the same trigger specs;
`judge.game.stack.put_triggers_on_stack` puts them on the stack the next time
a player would receive priority, active player's first (603.3b), each player
ordering their own (`order_simultaneous`), choosing targets as each is put on
the stack (603.3d).
"""

from __future__ import annotations

from collections.abc import Iterator
from judge.records import field, Mutable
from typing import TYPE_CHECKING, Any

from judge.cards import Ability
from judge.game import events, resolution, sagas
from judge.game.questions import TriggerOrder
from judge.game.layers import matches, matches_object
from judge.game.names import ability_name
from judge.game.refs import match_ability_ref

if TYPE_CHECKING:
    from judge.game.events import LoggedEvent
    from judge.game.objects import EventData, GameObject, StackAbility
    from judge.game.state import Game


class PendingTrigger(Mutable):
    """A triggered ability that has triggered but is not yet on the stack (603.3)."""

    ability: Ability
    source_oid: int
    source_label: str
    source_name: str
    controller: int
    order: int
    chapter: int | None = None
    event: dict[str, Any] = field(default_factory=dict)
    earlier: dict[str, Any] = field(default_factory=dict)  # what the effect creating a delayed trigger did


class DelayedAbility(Mutable, eq=False):
    """A delayed triggered ability (603.7) waiting for its trigger event (`ability.trigger`, a trigger spec as a
    permanent's). Its source is the source of the effect that created it, its controller that effect's
    controller (603.7d-e). `once`: it triggers only the next time its event occurs (603.7b); `duration`: a
    stated duration (judge.cards.vocabulary.DURATIONS, "" for none) after which it no longer triggers.
    `earlier`: what earlier effects of the creating ability did (the cards they exiled: "return it"), which it
    refers to when it resolves, if they are still where they were (603.7c, 400.7). A keyword's delayed
    triggered ability (rebound, 702.88a) is told as that keyword's, by the rules in `cites`."""

    ability: Ability
    source_oid: int
    source_label: str
    source_name: str
    controller: int
    once: bool
    duration: str
    created_turn: int
    earlier: dict[str, Any] = field(default_factory=dict)
    cites: tuple[str, ...] = ("603.7", "603.7b")


class Watcher(Mutable):
    """A triggered ability that looks for its trigger event: a permanent's (603.2), or a delayed one (603.7)."""

    source_oid: int
    controller: int
    ability: Ability
    delayed: DelayedAbility | None = None


def create_delayed(game: "Game", delayed: DelayedAbility, by_spell: bool) -> None:
    """603.7a: a resolving spell (603.7d) or ability (603.7e) creates a delayed triggered ability; it triggers
    only on events from now on."""
    game.delayed_triggers.append(delayed)
    cites = ("603.7", "603.7a", "603.7d" if by_spell else "603.7e")
    game.emit(events.DelayedTriggerCreated(delayed.source_name, delayed.ability.text,
                                           game.players[delayed.controller].name, delayed.once,
                                           delayed.duration or None), cites)


def detect(game: "Game", event: "LoggedEvent") -> None:
    data = event.data
    if event.kind == "counters added" and data.get("kind") == "lore" and data.get("oid") in game.objects:
        obj = game.objects[data["oid"]]
        for ability, chapter, cites in sagas.chapter_triggers(game, obj, data["before"], data["after"]):
            _trigger(game, ability, obj.oid, game.controller_of(obj.oid), cites, chapter=chapter, event=data)
            _final_chapter(game, obj, chapter)
    if event.kind == "counters added" and data.get("oid") in game.objects:
        _counters_put(game, data)
    if data.get("entered"):
        _enters(game, event)
    if event.kind == "step":
        _beginning_of(game, data)
    if event.kind == "shuffled" and data["shuffler"] == data["player_index"]:
        # "causes a player to shuffle their library": not when another player shuffles it (an opponent
        # casting your Green Sun's Zenith or your Omen: ruling 2016-06-08)
        _on_event(game, "shuffled", data)
    if event.kind == "cast":
        _on_event(game, "cast", data)
        _cascade(game, data)
    if data.get("from") == "battlefield" and data.get("to") == "graveyard":
        _dies(game, data)
    if event.kind == "sacrificed":
        _sacrificed(game, data)
    if data.get("from") == "battlefield" and data.get("to") in ("graveyard", "exile"):
        _left_for(game, data)
    if event.kind in ("attacks", "blocks", "becomes blocked"):
        _by_object(game, event.kind, data)
    if event.kind in ("attacks", "blocks"):
        _by_object(game, "attacks or blocks", data)
    if isinstance(event.event, events.DeclaresAttackers):
        _you_attack(game)
    if event.kind == "mutates":
        _by_object(game, "mutates", data)
    if event.kind == "damage" and data.get("source_oid") is not None:
        _by_object(game, "deals damage", data)


def _counters_put(game: "Game", data: EventData) -> None:
    """"Whenever you put a lore counter on a Saga you control" (`counters put`, 603.2): once for each event of
    putting counters of its `kind` on a permanent matching its `filter`, however many were put; `by: you` (the
    default): only counters its controller put -- by an effect, by the turn-based action (714.3c), or as the
    permanent entered (714.3a: its controller puts them, 122.6, 122.6a); not those another player's effect put."""
    oid = data["oid"]
    for w in _watchers(game, "counters put"):
        trig = w.ability.trigger
        if trig.get("kind", data["kind"]) != data["kind"]:
            continue
        if trig.get("by", "you") == "you" and data["putter"] != w.controller:
            continue
        if "filter" in trig and not matches(game, trig["filter"], oid, game.chars(oid), w.source_oid, w.controller):
            continue
        entering = str(data["how"]).startswith("entering")
        _fire(game, w, ("603.2", "122.6") + (("122.6a",) if entering else ()), event=data)


def _final_chapter(game: "Game", saga: GameObject, chapter: int) -> None:
    """"Whenever the final chapter ability of a Saga you control triggers" (Historian's Boon): the chapter
    ability whose number is the Saga's final chapter number (714.2e, 714.2d)."""
    ch = game.chars(saga.oid)
    if chapter != ch.final_chapter or "Saga" not in ch.subtypes:
        return
    for w in _watchers(game, "final chapter triggers"):
        if w.ability.trigger.get("whose", "you") == "you" and w.controller != ch.controller:
            continue
        cites = ("714.2e",) if game.version.exists("714.2e") else ("714.2d",)  # the term is from 2022-09-08
        _fire(game, w, cites, event={"oid": saga.oid})


def _first_this_turn(game: "Game", w: Watcher) -> bool:
    """"This ability triggers only once each turn": whether the object's ability has not yet triggered this
    turn (a new object, 400.7, is another ability); if it has, the trace says why it doesn't trigger again."""
    key = (w.source_oid, "triggered this turn", w.ability.text, game.turn.number)
    if key in game.noted:
        game.emit(events.TriggersOnlyOnceEachTurn(game.chars(w.source_oid).name, w.ability.text), ("603.2",))
        return False
    game.noted.add(key)
    return True


def final_chapter_resolved(game: "Game", item: StackAbility) -> None:
    """"Whenever the final chapter ability of a Saga you control resolves" (Tom Bombadil): a chapter ability
    numbered its Saga's final chapter number (714.2e, 714.2d) has resolved; the Saga as it is now, or as it last
    existed on the battlefield (608.2h)."""
    saga = game.objects.get(item.source_oid)
    if saga is not None and saga.zone == "battlefield":
        ch = game.chars(saga.oid)
    elif item.source_oid in game.last_known:
        ch = game.last_known[item.source_oid]["chars"]
    else:
        return
    if item.chapter != ch.final_chapter or "Saga" not in ch.subtypes:
        return
    cites = ("714.2e",) if game.version.exists("714.2e") else ("714.2d",)  # the term is from 2022-09-08
    for w in _watchers(game, "final chapter resolves"):
        if w.ability.trigger.get("whose", "you") == "you" and w.controller != ch.controller:
            continue
        _fire(game, w, cites, event={"oid": item.source_oid, "mana_value": ch.mana_value})


def _watchers(game: "Game", name: str) -> Iterator[Watcher]:
    """The triggered abilities of this trigger event: each permanent's, then the delayed ones in the order they
    were created (603.7)."""
    for obj in game.having("triggered", name):
        ch = game.chars(obj.oid)
        for ability in ch.abilities:
            if ability.kind == "triggered" and ability.trigger.get("event") == name:
                yield Watcher(obj.oid, ch.controller, ability)
    for delayed in list(game.delayed_triggers):
        if delayed.ability.trigger.get("event") == name and delayed in game.delayed_triggers:
            yield Watcher(delayed.source_oid, delayed.controller, delayed.ability, delayed)


def _fire(game: "Game", w: Watcher, cites: tuple[str, ...], event: EventData | None = None) -> None:
    """The ability triggers; a delayed one that triggers only once stops waiting (603.7b); one that "triggers
    only once each turn" does not trigger again this turn."""
    delayed = w.delayed
    if "if" in w.ability.trigger and not intervening_if_holds(game, w.ability, _source_of(game, w), w.controller,
                                                              event or {}, "triggers"):
        return
    if delayed is None:
        if w.ability.trigger.get("once each turn") and not _first_this_turn(game, w):
            return
        _trigger(game, w.ability, w.source_oid, w.controller, cites, event=event)
        return
    if delayed.once:
        game.delayed_triggers.remove(delayed)
    game.trigger_order += 1
    game.pending.append(PendingTrigger(delayed.ability, delayed.source_oid, delayed.source_label,
                                       delayed.source_name, delayed.controller, game.trigger_order,
                                       event=dict(event or {}), earlier=delayed.earlier))
    controller = game.players[delayed.controller].name
    if delayed.ability.keyword:
        game.emit(events.Triggered(delayed.source_label, delayed.source_label, delayed.source_name, None,
                                   delayed.ability.keyword, controller), delayed.cites)
        return
    game.emit(events.DelayedTriggered(delayed.source_label, delayed.source_label, delayed.source_name,
                                      delayed.ability.text, controller), delayed.cites + cites + ("603.2",))


def _first_of_batch(game: "Game", w: Watcher, data: EventData) -> bool:
    """"Whenever one or more creatures ... deal combat damage to a player": combat damage in one step is dealt at
    once (510.2), so the ability triggers once for each player dealt damage in that step, however many of the
    creatures it names dealt it."""
    watcher: tuple[int, str] = (id(w.delayed), "delayed") if w.delayed is not None else (w.source_oid, w.ability.text)
    turn = game.turn
    player = data.get("player_index")
    key = ("one or more", *watcher, -1 if player is None else int(player), turn.number, turn.phase_id, turn.step)
    if key in game.noted:
        return False
    game.noted.add(key)
    return True


def _source_of(game: "Game", w: Watcher) -> tuple[int, str, str]:
    """The id, label and name of a watching ability's source (a delayed one's as it was created, 603.7d-e)."""
    if w.delayed is not None:
        return w.delayed.source_oid, w.delayed.source_label, w.delayed.source_name
    obj = game.objects.get(w.source_oid)
    return w.source_oid, obj.label if obj else "", game.chars(w.source_oid).name if obj else w.ability.text


def intervening_if_holds(game: "Game", ability: "Ability", source: tuple[int, str, str], controller: int,
                         event: EventData, moment: str) -> bool:
    """603.4: a triggered ability with an intervening "if" clause (`if:` of its trigger spec) triggers only if the
    condition holds as its trigger event occurs, and does nothing as it resolves unless it holds then too (the
    trace says so at that `moment`, "triggers" or "resolves"); "that player" is the one the event names. `source`:
    its source's id, label and name."""
    condition = ability.trigger.get("if") if ability.kind == "triggered" else None
    if condition is None:
        return True
    oid, label, name = source
    if resolution.holds(resolution.Context(game, controller, oid, label, name, [], event=event), condition):
        return True
    game.emit(events.InterveningIfFails(name, ability.text, moment), ("603.4",))
    return False


def _enters(game: "Game", event: "LoggedEvent") -> None:
    """603.6a: enters-the-battlefield abilities; Elesh Norn-style modifiers (603.2d-style)."""
    new_oid = event.data["oid"]
    if new_oid not in game.objects:
        return
    new_ch = game.chars(new_oid)
    for w in _watchers(game, "enters"):
        trig = w.ability.trigger
        if trig.get("self") and w.source_oid != new_oid:
            continue
        if "filter" in trig and not matches(game, trig["filter"], new_oid, new_ch, w.source_oid, w.controller):
            continue
        if not trig.get("self") and "filter" not in trig and w.source_oid != new_oid:
            continue
        times = 1 if w.delayed else _entering_trigger_count(game, w.controller)  # of permanents only
        for _ in range(times):
            _fire(game, w, ("603.6a",), event=event.data)


def _entering_trigger_count(game: "Game", controller: int) -> int:
    """Elesh Norn, Mother of Machines: +1 for its controller's permanents, none for opponents'."""
    times = 1
    for obj in game.having("static", "entering_triggers"):
        ch = game.chars(obj.oid)
        for ability in ch.abilities:
            if ability.kind == "static" and ability.static.get("effect") == "entering_triggers":
                if ch.controller == controller:
                    times += 1
                else:
                    return 0
    return times


def _beginning_of(game: "Game", data: EventData) -> None:
    """'At the beginning of [step]' abilities trigger as the step begins (603.2, 503.1)."""
    for w in _watchers(game, "beginning of"):
        trig = w.ability.trigger
        if trig.get("step") != data.get("step"):
            continue
        whose = trig.get("whose", "each")
        mine = game.turn.active == w.controller
        if (whose == "you" and not mine) or (whose == "opponent" and mine):
            continue
        _fire(game, w, ("603.2",), event=data)
    if data.get("step") == "precombat main" and game.players[game.turn.active].counters.get("rad"):
        _radiation(game)


# 728.1: the inherent triggered ability of rad counters; it has no source and the active player controls it.
RADIATION = Ability("triggered", "At the beginning of each player's precombat main phase, if that player has one or "
                    "more rad counters, that player mills a number of cards equal to the number of rad counters they "
                    "have. For each nonland card milled this way, that player loses 1 life and removes one rad counter "
                    "from themselves.", trigger={"event": "beginning of", "step": "precombat main"},
                    effects=({"radiation": {}},))


def _radiation(game: "Game") -> None:
    """728.1: the active player has rad counters as their precombat main phase begins: the rad counters' ability
    triggers (an intervening "if", 603.4, checked again as it resolves)."""
    active = game.turn.active
    game.trigger_order += 1
    game.pending.append(PendingTrigger(RADIATION, 0, "Radiation", "Radiation", active, game.trigger_order,
                                       event={"player_index": active}))
    game.emit(events.RadiationTriggers(game.players[active].name, game.players[active].counters["rad"]),
              ("728.1", "603.2"))


def _on_event(game: "Game", name: str, data: EventData) -> None:
    for w in _watchers(game, name):
        trig = w.ability.trigger
        by = trig.get("by", "any")
        actor = data.get("player_index")
        if by == "you" and actor != w.controller or by == "opponent" and actor == w.controller:
            continue
        if "filter" in trig and data.get("oid") in game.objects and not matches(
                game, trig["filter"], data["oid"], game.chars(data["oid"]), w.source_oid, w.controller):
            continue
        if trig.get("first time this turn") and not _first_spell_like_it(game, w, data):
            continue
        if "nth spell this turn" in trig and _spells_cast_this_turn(game, actor) != trig["nth spell this turn"]:
            continue  # "whenever you cast your second spell each turn": only that one (603.2)
        has_omen = "has omen" in (trig.get("filter") or {})
        _fire(game, w, ("603.2",) + (("720.2a",) if has_omen else ()), event=data)


def _spells_cast_this_turn(game: "Game", player: int | None) -> int:
    """How many spells `player` has cast this turn, the one being cast included."""
    return sum(1 for caster, _, _ in game.turn.spells_cast if caster == player)


def _first_spell_like_it(game: "Game", w: Watcher, data: EventData) -> bool:
    """"When you cast a spell [matching the filter] for the first time this turn": no spell its caster cast earlier
    this turn matched the trigger's filter (each judged by the characteristics it had as it was cast); if one did,
    the trace says why it doesn't trigger."""
    flt = w.ability.trigger.get("filter")
    earlier = [chars for caster, spell, chars in game.turn.spells_cast
               if caster == data["player_index"] and spell.oid != data["oid"]
               and matches_object(game, flt, spell, chars, w.source_oid, w.controller)]
    if earlier:
        game.emit(events.NotFirstThisTurn(game.chars(w.source_oid).name if w.source_oid in game.objects
                                          else w.ability.text, game.players[data["player_index"]].name,
                                          data["name"]), ("603.2",))
    return not earlier


def became_target(game: "Game", permanent: GameObject, item: GameObject | StackAbility, controller: int) -> None:
    """702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an
    opponent controls, counter that spell or ability unless that player pays [cost]"."""
    ch = game.chars(permanent.oid)
    if controller == ch.controller:
        return
    data = {"oid": permanent.oid, "item": item.oid, "player_index": controller}
    for ability in ch.abilities:
        if ability.kind == "keyword" and ability.keyword == "Ward":
            ward = Ability("triggered", ability.text, keyword="Ward", trigger={"event": "targeted", "self": True},
                           effects=({"ward": dict(ability.cost)},))
            _trigger(game, ward, permanent.oid, ch.controller, ("702.21a",), event=data)


def _cascade(game: "Game", data: EventData) -> None:
    """702.85a: each instance of cascade triggers when its spell is cast (702.85c)."""
    spell = game.objects.get(data["oid"]) if data.get("oid") is not None else None
    if spell is None:
        return
    for ability in game.chars(spell.oid).abilities:
        if ability.kind == "keyword" and ability.keyword == "Cascade":
            cascade = Ability("triggered", "Cascade", keyword="Cascade", trigger={"event": "cast", "self": True},
                              effects=({"cascade": {}},))
            _trigger(game, cascade, spell.oid, data["player_index"], ("702.85a",), event=data)


def _dies(game: "Game", data: EventData) -> None:
    """700.4 'dies': put into a graveyard from the battlefield. 603.10a: it looks back in time: the dying
    permanent's own 'when this dies' abilities, as it last existed on the battlefield (granted or removed
    abilities included), trigger for its controller then."""
    card = game.objects.get(data["oid"]) if data.get("oid") is not None else None
    if card is None:
        return
    last = game.last_known.get(data["old_oid"]) if data.get("old_oid") is not None else None
    abilities, controller = (last["chars"].abilities, last["chars"].controller) if last else (
        card.printed.abilities, card.owner)
    for ability in abilities:
        if ability.kind == "triggered" and ability.trigger.get("event") == "dies" and (
                ability.trigger.get("self") or ability.trigger.get("or self")):
            _trigger(game, ability, card.oid, controller, ("700.4", "603.10a", "603.6c"), event=data,
                     name=last["chars"].name if last else None)
    for w in _watchers(game, "dies"):
        trig = w.ability.trigger
        if not trig.get("self") and "filter" in trig and matches(game, trig["filter"], card.oid,
                                                                 game.chars(card.oid), w.source_oid, w.controller):
            _fire(game, w, ("700.4", "603.10a"), event=data)


def _sacrificed(game: "Game", data: EventData) -> None:
    """"Whenever you sacrifice an enchantment": its controller sacrificed it (701.21a); the permanent is matched
    as it last existed on the battlefield (603.10a)."""
    last = game.last_known.get(data["old_oid"]) if data.get("old_oid") is not None else None
    if last is None or data.get("oid") not in game.objects:
        return
    chars = last["chars"]
    for w in _watchers(game, "sacrificed"):
        trig = w.ability.trigger
        by = trig.get("by", "any")
        if by == "you" and chars.controller != w.controller or by == "opponent" and chars.controller == w.controller:
            continue
        if "filter" in trig and not matches(game, trig["filter"], data["oid"], chars, w.source_oid, w.controller):
            continue
        _fire(game, w, ("701.21a", "603.10a"), event=data)


def _left_for(game: "Game", data: EventData) -> None:
    """"When that land dies or is put into exile" (701.66a): a delayed triggered ability waiting for one
    particular permanent (`object` of its trigger spec) to go to a graveyard or exile from the battlefield."""
    for w in _watchers(game, "dies or is put into exile"):
        if w.ability.trigger.get("object") == data.get("old_oid"):
            _fire(game, w, ("603.7c", "603.10a"), event=data)


def _by_object(game: "Game", name: str, data: EventData) -> None:
    """'Whenever this [permanent] attacks / deals damage' (603.2): the event names the object (`oid` of an
    `attacks` event, `source_oid` of a `damage` event); without a `filter`, only the object's own abilities
    trigger. 'Whenever a creature you control attacks': an `attacks` trigger with a `filter` triggers for
    each attacker that matches it (508.3a). For damage, `combat: true` needs combat damage (the event's
    `combat`), `to: player` a player recipient."""
    actor = data.get("source_oid", data.get("oid"))
    for w in _watchers(game, name):
        trig = w.ability.trigger
        if trig.get("self", "filter" not in trig) and w.source_oid != actor:
            continue
        if "filter" in trig and (actor not in game.objects or not matches(
                game, trig["filter"], actor, game.chars(actor), w.source_oid, w.controller)):
            continue
        if trig.get("combat") and not data.get("combat"):
            continue
        if trig.get("to") == "player" and data.get("player_index") is None:
            continue
        if trig.get("attacked") and data.get("player_index") != w.controller:  # attacks you (506.3)
            continue
        seen = data
        if trig.get("to") == "you or a permanent you control":
            if not _you_or_yours_damaged(game, w.controller, data):
                continue
            seen = {**data, "source_controller": game.chars(actor).controller}  # "that source's controller"
        if trig.get("alone") and len(game.turn.attackers) != 1:  # 506.5: the only creature declared attacking
            if game.turn.attackers and actor == game.turn.attackers[0]:  # said once for the declaration
                source = w.delayed.source_name if w.delayed is not None else game.chars(w.source_oid).name
                game.emit(events.NoneAttacksAlone(source, w.ability.text, len(game.turn.attackers)), ("506.5",))
            continue
        if trig.get("one or more") and not _first_of_batch(game, w, data):
            continue
        _fire(game, w, ("603.2",) + (("506.5",) if trig.get("alone") else ()), event=seen)


def _you_or_yours_damaged(game: "Game", player: int, data: EventData) -> bool:
    """Was the damage event dealt to `player` or to a permanent `player` controls (game.damaged_permanent)?"""
    if data.get("player_index") is not None:
        return bool(data["player_index"] == player)
    damaged = game.damaged_permanent
    return damaged is not None and damaged in game.objects and game.controller_of(damaged) == player


def _trigger(game: "Game", ability: "Ability", source_oid: int, controller: int, cites: tuple[str, ...],
             chapter: int | None = None, event: EventData | None = None, name: str | None = None) -> None:
    """The ability of `source_oid` triggers; `name`: its source's name as it last existed (603.10a), where that is
    not its name now (a transformed permanent that died is its front face in the graveyard)."""
    source = game.objects[source_oid]
    name = name or game.chars(source_oid).name
    game.trigger_order += 1
    game.pending.append(PendingTrigger(ability, source_oid, source.label, name, controller, game.trigger_order,
                                       chapter, dict(event or {})))
    game.emit(events.Triggered(source.label, source.label, name, chapter, ability.keyword,
                               game.players[controller].name), cites + ("603.2",))


def reflexive(game: "Game", ability: "Ability", source_oid: int, source_label: str, source_name: str,
              controller: int, earlier: dict[str, Any] | None = None, event: EventData | None = None) -> None:
    """603.12: a reflexive triggered ability created by a resolving ability; it has the same source, and knows
    what the earlier effects of that ability did (`earlier`) and what the creating ability triggered on (`event`:
    "that creature")."""
    game.trigger_order += 1
    game.pending.append(PendingTrigger(ability, source_oid, source_label, source_name, controller,
                                       game.trigger_order, event=dict(event or {}), earlier=dict(earlier or {})))
    game.emit(events.ReflexiveTriggered(source_label, source_label, source_name, ability.text,
                                        game.players[controller].name), ("603.12", "603.2"))


def describe(trigger: PendingTrigger) -> str:
    return ability_name(trigger.source_name, trigger.chapter, trigger.ability.keyword)


def order_simultaneous(game: "Game", player: int, mine: list[PendingTrigger]) -> list[PendingTrigger]:
    """The player orders their simultaneous triggers; the first listed resolves first. Identical ones
    (the same ability of the same source, no targets to tell them apart) need no choice."""
    if len(mine) < 2:
        return mine
    alike = len({(id(t.ability), t.source_oid, t.chapter) for t in mine}) == 1 and not mine[0].ability.targets

    def parse(value: object, line: int | None) -> list[PendingTrigger]:
        if not isinstance(value, list):
            game.fail("'order' needs a list of abilities")
        remaining = list(mine)
        ordered: list[PendingTrigger] = []
        for ref in value:
            hit = next((t for t in remaining if match_ability_ref(ref, t.source_label, t.source_name, t.chapter)),
                       None)
            if hit is None:
                game.fail(f"order: {ref!r} is not among the waiting triggers "
                          f"({', '.join(describe(t) for t in remaining)})")
            remaining.remove(hit)
            ordered.append(hit)
        return ordered + remaining

    return game.decide(TriggerOrder(), player, [mine] if alike else [mine, list(reversed(mine))], mine, parse,
                       lambda ts: tuple(describe(t) for t in ts), cites=("603.3b",))


def _you_attack(game: "Game") -> None:
    """"Whenever you attack" (508.1, 603.2): the active player declared one or more attackers."""
    for w in _watchers(game, "you attack"):
        if w.controller == game.turn.active:
            _fire(game, w, ("508.1",))


def keyword_trigger(game: "Game", ability: "Ability", source_oid: int, controller: int, cites: tuple[str, ...],
                    event: EventData | None = None) -> None:
    """A triggered ability a keyword stands for (vanishing, suspend: judge.game.time_counters) triggers; its
    source may be a card in exile (702.62a)."""
    _trigger(game, ability, source_oid, controller, cites, event=event)
