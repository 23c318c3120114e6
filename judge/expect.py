"""Expectations (judge.model), checked against the game at a checkpoint or at the end.

Each kind of expectation (objects, players, stack, events, cites) and each property of an object or a
player has one handler, found by its class in a registry (CHECKS, OBJECT_CHECKS, PLAYER_CHECKS). The
expectations were checked for form when the scenario was loaded (judge.scenario); what is checked here
needs the game: the names they use (`check_names`) and whether they hold.
"""

from __future__ import annotations

import re

from judge.records import Mutable
from typing import TYPE_CHECKING, Any, Callable

from judge import model, render_events
from judge.cards import ANONYMOUS
from judge.errors import InputError
from judge.cards import names_given_by, tokens_made_by
from judge.game import monarch, the_ring
from judge.game.objects import StackAbility
from judge.scenario import EVENT_FIELDS, EVENT_KINDS, OBJECT_KEYS, OBJECT_ZONES, SPEC_KEYS, closest
from judge.scenario import PLAYER_EXPECT_KEYS as PLAYER_KEYS

if TYPE_CHECKING:
    from judge.game.events import LoggedEvent
    from judge.game.layers import Chars
    from judge.game.objects import GameObject, Player
    from judge.game.state import Game
    from judge.model import Scenario

__all__ = ["EVENT_FIELDS", "EVENT_KINDS", "OBJECT_KEYS", "OBJECT_ZONES", "PLAYER_KEYS", "SPEC_KEYS", "Check",
           "check", "check_names", "matches_event", "nameable"]

ZONE_CHANGES = {"moved", "sacrificed", "destroyed", "exiled", "discarded", "countered", "returned", "milled",
                "created", "cast"}


class Check(Mutable):
    """One expectation checked: what it names, whether it holds, what was expected and what was found."""

    what: str
    ok: bool
    expected: object = None
    found: object = None


def nameable(game: "Game", scenario: "Scenario") -> frozenset[str]:
    """Every name or id an object of this scenario could ever carry: the ids and names of the objects it
    starts with and of its own cards, the tokens their abilities can create (111.4, transitively), copies
    of each (707.10), the names their effects give objects (707.9b, 613.1c), the anonymous cards of a library,
    the players (events may name them) and the emblem named
    The Ring (701.54c), the source of its triggered abilities."""
    names = {o.label for o in game.objects.values()} | {o.top_label for o in game.objects.values() if o.top_label}
    names |= {s.source_label for s in game.stack if isinstance(s, StackAbility)}
    names |= {p.name for p in game.players} | {ANONYMOUS.name, the_ring.RING, monarch.MONARCH}
    cards = [o.card for o in game.objects.values()] + [c for o in game.objects.values() for c, _ in o.under]
    cards += list(scenario.cards.values())
    seen: set[int] = set()
    while cards:
        card = cards.pop()
        if id(card) in seen:
            continue
        seen.add(id(card))
        names |= set(card.names) | names_given_by(card)
        cards += tokens_made_by(card)
    return frozenset(names | {f"copy of {n}" for n in names})


ORDINAL = re.compile(r"(.+) \([1-9][0-9]*\)")  # `Knight Token (2)`: the second token of that name created


def check_names(block: model.Expectations, known: frozenset[str]) -> None:
    """A name or id no object of the scenario could ever carry is invalid input, not a vacuous pass."""
    for item in block.items():
        for name, line in item.names():
            name = str(model.thaw(name))
            ordinal = ORDINAL.fullmatch(name)
            if ordinal and ordinal[1] in known:
                continue  # the N-th token of a name the scenario can create
            if name not in known:
                close = closest(name, known)
                raise InputError(f"expect: no object of this scenario can be named {name!r}"
                                 + (f"; did you mean {close!r}?" if close else "; names are exact card names or ids"),
                                 line)


class _Checking:
    """One expectation block being checked: the game, and where the last expected event was found."""

    def __init__(self, game: "Game"):
        self.game = game
        self.after = 0  # the trace step of the previous positive event match
        self._cited: set[str] | None = None

    def cited(self) -> set[str]:
        """Every rule the trace cites, as numbered in the applied CR."""
        if self._cited is None:
            self._cited = {self.game.version.number(c) for e in self.game.log for c in e.cites}
        return self._cited


def check(game: "Game", block: model.Expectations, at: str = "", known: frozenset[str] | None = None
          ) -> list[Check]:
    """The checks of an expectation block; `known`, when given, are the names its objects may use."""
    if known is not None:
        check_names(block, known)
    prefix = f"[{at}] " if at else ""
    state = _Checking(game)
    checks = [c for item in block.items() for c in CHECKS[type(item)](state, item)]
    return [Check(prefix + c.what, c.ok, c.expected, c.found) for c in checks] if prefix else checks


# ----- objects -------------------------------------------------------------------------------------

def _objects_labelled(game: "Game", label: str):
    """The objects an expectation's name or id means; failing those, the objects an effect gave that name now
    (a copy "named Prisoner Zero", 707.9b; "becomes ... named Fenric", 613.1c)."""
    named = game.named(label)
    exact = [o for o in named if o.label == label]
    return exact or [o for o in named if label in o.names] or [
        o for o in game.objects.values() if o.zone in ("battlefield", "stack") and game.chars(o.oid).name == label]


def _check_object(state: _Checking, want: model.ObjectExpectation) -> list[Check]:
    game, label = state.game, want.label
    objs = _objects_labelled(game, label)
    if want.count is not None:  # every object with that name (or id), tokens included, that has the other properties
        zone = want.zone or "battlefield"
        n = sum(1 for o in game.objects.values() if o.zone == zone and (
            o.label == label or label in o.names or game.chars(o.oid).name == label)
            and all(c.ok for c in _properties(game, label, o, want.properties)))
        what = f"{label}: count in {zone}" + (
            f" with {', '.join(p.key for p in want.properties)}" if want.properties else "")
        return [Check(what, n == want.count, want.count, n)]
    if want.zone == "gone":
        return [Check(f"{label}: ceased to exist", not objs, "gone", ", ".join(o.zone for o in objs) or "gone")]
    if len(objs) > 1:
        where = ", ".join(f"{o.label} ({o.zone})" for o in objs)
        raise InputError(f"expect: {label!r} names {len(objs)} objects ({where}); give cards an 'id' or use "
                         "'count'", want.line)
    obj = objs[0] if objs else None
    checks = []
    if want.zone is not None:
        checks.append(Check(f"{label}: zone", obj is not None and obj.zone == want.zone, want.zone,
                            obj.zone if obj else "gone"))
    if obj is None:
        return checks + [Check(f"{label}: {p.key}", False, p.expected, "no such object") for p in want.properties]
    return checks + _properties(game, label, obj, want.properties)


def _properties(game: "Game", label: str, obj: "GameObject", properties: tuple[model.Property, ...]) -> list[Check]:
    ch = game.chars(obj.oid)
    return [c for p in properties for c in OBJECT_CHECKS[type(p)](game, label, obj, ch, p)]


def _controller(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    found = game.players[ch.controller].name
    return [Check(f"{label}: controller", found == want.value, want.value, found)]


def _counters(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    found = {k: v for k, v in obj.counters.items() if v}
    expected = {k: v for k, v in want.value or () if v}
    return [Check(f"{label}: counters", found == expected, expected, found)]


def _tapped(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    return [Check(f"{label}: tapped", obj.tapped == want.value, want.value, obj.tapped)]


def _type_line(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    found = list(getattr(ch, want.key))
    return [Check(f"{label}: {want.key}", sorted(found) == sorted(want.value or ()), want.expected, found)]


def _power_toughness(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property
                     ) -> list[Check]:
    found = getattr(ch, want.key)
    return [Check(f"{label}: {want.key}", found == want.value, want.value, found)]


def _chapters(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    return [Check(f"{label}: chapters", ch.chapters == sorted(want.value or ()), want.expected, ch.chapters)]


def _abilities_include(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property
                       ) -> list[Check]:
    texts = [a.text for a in ch.abilities]
    return [Check(f"{label}: has an ability with {fragment!r}", any(fragment in t for t in texts), fragment, texts)
            for fragment in want.value or ()]


def _colors(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    found = [c for c in "WUBRG" if c in ch.colors]
    return [Check(f"{label}: colors", found == list(want.value), want.expected, found)]


def _name(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    return [Check(f"{label}: name", ch.name == want.value, want.value, ch.name)]


def _damage(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    return [Check(f"{label}: damage marked", obj.damage == want.value, want.value, obj.damage)]


def _mana_value(game: "Game", label: str, obj: "GameObject", ch: "Chars", want: model.Property) -> list[Check]:
    return [Check(f"{label}: mana value", ch.mana_value == want.value, want.value, ch.mana_value)]


OBJECT_CHECKS: dict[type, Callable[["Game", str, "GameObject", "Chars", Any], list[Check]]] = {
    model.Controller: _controller, model.Counters: _counters, model.Tapped: _tapped, model.Types: _type_line,
    model.Subtypes: _type_line, model.Supertypes: _type_line, model.Power: _power_toughness,
    model.Toughness: _power_toughness, model.Chapters: _chapters, model.AbilitiesInclude: _abilities_include,
    model.Colors: _colors, model.NameIs: _name, model.Damage: _damage, model.ManaValue: _mana_value,
}


# ----- players -------------------------------------------------------------------------------------

def _check_player(state: _Checking, want: model.PlayerExpectation) -> list[Check]:
    player = state.game.player_named(want.name)
    assert player is not None, f"the loader checked that {want.name!r} is a player"
    return [c for p in want.properties for c in PLAYER_CHECKS[type(p)](state.game, want.name, player, p)]


def _life(game: "Game", name: str, player: "Player", want: model.Property) -> list[Check]:
    return [Check(f"{name}: life", player.life == want.value, want.value, player.life)]


def _shuffles(game: "Game", name: str, player: "Player", want: model.Property) -> list[Check]:
    return [Check(f"{name}: shuffles", player.shuffles == want.value, want.value, player.shuffles)]


def _zone_count(game: "Game", name: str, player: "Player", want: model.ZoneCount) -> list[Check]:
    zone = player.zone(want.zone)
    return [Check(f"{name}: {want.zone} count", len(zone) == want.value, want.value, len(zone))]


def _zone_cards(game: "Game", name: str, player: "Player", want: model.ZoneCards) -> list[Check]:
    objs = [game.objects[o] for o in player.zone(want.zone)]
    wanted = list(want.value)
    ok = _same_cards(objs, wanted, ordered=want.zone == "library")
    return [Check(f"{name}: {want.zone}", ok, wanted, [o.label for o in objs])]


def _ring_level(game: "Game", name: str, player: "Player", want: model.Property) -> list[Check]:
    return [Check(f"{name}: ring level", player.ring_tempted == want.value, want.value, player.ring_tempted)]


def _ring_bearer(game: "Game", name: str, player: "Player", want: model.Property) -> list[Check]:
    """701.54e: the player's Ring-bearer now, by its id or name."""
    found = the_ring.bearer(game, player.index)
    got = None if found is None else found.label
    ok = got is None if want.value is None else found is not None and (
        want.value == found.label or want.value in found.names or want.value == game.chars(found.oid).name)
    return [Check(f"{name}: ring-bearer", ok, want.value, got)]


PLAYER_CHECKS: dict[type, Callable[["Game", str, "Player", Any], list[Check]]] = {
    model.Life: _life, model.Shuffles: _shuffles, model.ZoneCount: _zone_count, model.ZoneCards: _zone_cards,
    model.RingLevel: _ring_level, model.RingBearer: _ring_bearer,
    model.IsMonarch: lambda game, name, player, want: [Check(f"{name}: monarch", player.monarch == want.value,
                                                             want.value, player.monarch)],
}


def _same_cards(objs: list, wanted: list[str], ordered: bool) -> bool:
    """The zone holds exactly these cards, each named by its id or its card name (in order if `ordered`)."""
    if len(objs) != len(wanted):
        return False
    if ordered:
        return all(w in (o.label, *o.names) for o, w in zip(objs, wanted))
    left, unmatched = list(objs), []
    for w in wanted:  # ids (and names used as labels) first, then card names
        hit = next((o for o in left if o.label == w), None)
        if hit is None:
            unmatched.append(w)
        else:
            left.remove(hit)
    for w in unmatched:
        hit = next((o for o in left if w in o.names), None)
        if hit is None:
            return False
        left.remove(hit)
    return True


# ----- the stack -----------------------------------------------------------------------------------

def _check_stack(state: _Checking, want: model.StackExpectation) -> list[Check]:
    game = state.game
    items = list(reversed(game.stack))
    found = [_stack_names(game, item) for item in items]
    labels = [spec.label for spec in want.items]
    shown = [" / ".join(dict.fromkeys(n)) for n in found]
    if not want.ordered:
        ok = len(found) == len(labels) and _matched(
            [[i for i, (names, item) in enumerate(zip(found, items)) if spec.label in names
              and _stack_details(game, spec, item)] for spec in want.items])
        return [Check("stack (in any order)", ok, sorted(labels), sorted(shown))]
    ok = len(found) == len(labels) and all(label in names and _stack_details(game, spec, item)
                                           for label, names, spec, item in zip(labels, found, want.items, items))
    return [Check("stack (top first)", ok, labels, shown)]


def _matched(options: list[list[int]], taken: frozenset[int] = frozenset()) -> bool:
    """Can each expected item (its options: the stack positions it matches) have a position of its own?"""
    if not options:
        return True
    return any(_matched(options[1:], taken | {i}) for i in options[0] if i not in taken)


def _stack_names(game: "Game", item) -> tuple[str, ...]:
    """The names an expectation may use for a stack item: its scenario label, or a spell's name on the
    stack (an Omen's, 720.3b)."""
    if isinstance(item, StackAbility):  # by chapter and source, or by its source alone
        if item.chapter:
            return (f"chapter {item.chapter} of {item.source_label}", f"chapter {item.chapter} of {item.source_name}",
                    item.source_label, item.source_name)
        return item.source_label, item.source_name
    return item.label, game.chars(item.oid).name, *item.names


def _stack_details(game: "Game", spec: model.StackItem, item) -> bool:
    """The other keys of a stack item, as in Stack entries: `as`, `controller`, `copy`."""
    cast_as = "omen" if getattr(item, "as_omen", False) else "normal"
    return ((spec.copy is None or spec.copy == item.is_copy)
            and (spec.as_ is None or spec.as_ == cast_as)
            and (spec.controller is None or spec.controller == game.players[item.controller].name))


# ----- events and citations ------------------------------------------------------------------------

def _check_event(state: _Checking, want: model.EventExpectation) -> list[Check]:
    """One expected event, found after the previous positive match (`state.after`)."""
    game, kind, spec, after = state.game, want.kind, want.fields, state.after
    text = f"{'no ' if want.negate else ''}{kind}: {_show(spec)}"
    hits = [e for e in game.log if matches_event(game, e, kind, spec)]
    if want.exactly is not None:
        steps = f" (steps {', '.join(str(e.index) for e in hits)})" if hits else ""
        return [Check(f"event {text}, exactly {want.exactly} times", len(hits) == want.exactly,
                      f"{want.exactly} times", f"{len(hits)} times{steps}")]
    if want.negate:
        return [Check(f"event {text}", not hits, "did not happen",
                      f"happened at step {hits[0].index}" if hits else "did not happen")]
    # one trace step may answer two specs of different kinds (`destroyed:` then `moved:`, the same event)
    later = [e for e in hits if e.index > after or e.index == after and after and kind != game.log[after - 1].kind]
    if later:
        state.after = later[0].index
        return [Check(f"event {text}", True, "happened", f"step {later[0].index}")]
    found = f"happened only before the previous expected event (step {hits[0].index})" if hits else "did not happen"
    return [Check(f"event {text}", False, "happened (in this order)", found)]


def _check_cite(state: _Checking, want: model.CiteExpectation) -> list[Check]:
    hit = _cites_rule(state.cited(), want.rule)
    return [Check(f"the trace cites {want.rule}", hit, want.rule, "cited" if hit else "not cited")]


def _cites_rule(cited: set[str], rule: str) -> bool:
    """A rule counts as cited when it or one of its subrules is (701.20 by 701.20a, 714 by 714.4)."""
    return rule in cited or any(c.startswith(rule) and (c[len(rule)].isalpha() or c[len(rule)] == ".")
                                for c in cited if len(c) > len(rule))


CHECKS: dict[type, Callable[[_Checking, Any], list[Check]]] = {
    model.ObjectExpectation: _check_object, model.PlayerExpectation: _check_player,
    model.StackExpectation: _check_stack, model.EventExpectation: _check_event, model.CiteExpectation: _check_cite,
}


def _show(spec) -> str:
    if isinstance(spec, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in spec.items()) + "}"
    return str(spec)


# Other names an event spec may give a field by, per kind: the card cast and who cast it, the attacker, the player
# whose card was discarded or milled.
FIELD_ALIASES: dict[tuple[str, str], tuple[str, ...]] = {
    ("cast", "by"): ("player",), ("cast", "card"): ("card_name", "object"), ("attacks", "attacker"): ("object",),
    ("discarded", "player"): ("owner_name",), ("milled", "player"): ("owner_name",),
    ("discarded", "card"): ("object", "name"), ("milled", "card"): ("object", "name"),
}


def matches_event(game: "Game", event: "LoggedEvent", kind: str, spec) -> bool:
    if kind == "moved":
        if event.kind == "drew" and isinstance(spec, dict):  # each card drawn moved from library to hand
            return spec.get("object") in event.data.get("cards", ()) and spec.get("from", "library") == "library" \
                and spec.get("to", "hand") == "hand"
        if event.kind not in ZONE_CHANGES:
            return False
    elif kind == "created":
        if not (event.kind == "created"):
            return False
    elif event.kind != kind:
        return False
    data = event.data
    if kind in ("turn-based action", "state-based action"):
        rule = str(spec.get("rule", "") if isinstance(spec, dict) else spec)
        if not (rule in (data.get("rule"), game.version.number(data.get("rule", "")))
                or rule in render_events.text(event, game.version)):
            return False
        if not isinstance(spec, dict):
            return True
        spec = {key: want for key, want in spec.items() if key != "rule"}  # its other fields, as for any event
    if kind == "shuffled":
        if isinstance(spec, dict):  # {player: P, by: <spell or ability that caused it>}
            return spec.get("player", data["player"]) == data["player"] and \
                spec.get("by", data.get("source")) == data.get("source")
        return str(spec) == data.get("player")
    if kind == "drew":
        if isinstance(spec, dict):
            return spec.get("player", data["player"]) == data["player"] and spec.get("n", data["n"]) == data["n"]
        return str(spec) == data["player"]
    if kind in ("triggered", "resolved", "countered", "put on stack", "fizzled") and isinstance(spec, dict):
        if not ("of" not in spec or spec["of"] in (data.get("source", data.get("object")), data.get("source_name"))) \
                or spec.get("chapter") != data.get("chapter"):
            return False
        spec = {key: want for key, want in spec.items() if key not in ("of", "chapter")}  # the rest as for any event
    if isinstance(spec, dict):
        for key, want in spec.items():
            if (kind, key) in FIELD_ALIASES:
                if not any(_same_name(want, data.get(field)) for field in FIELD_ALIASES[kind, key]):
                    return False
                continue
            if key == "object" and (str(want) == data.get("name") or str(want) in data.get("names", ())):
                continue  # a spell by its name on the stack (an Omen's, 720.3b); any name the object answers to
            if key == "object" and data.get("oid") in game.objects and str(want) in game.objects[data["oid"]].ordinals:
                continue  # a token by its ordinal ("Dalek Token (3)": the third one created at once)
            found = data.get(key)
            if isinstance(want, (list, tuple)) and isinstance(found, (list, tuple)):
                if len(found) != len(want) or not all(map(_same_name, want, found)):  # in order, as listed
                    return False
            elif found != want and not _same_name(want, found):
                return False
        return True
    return any(_same_name(spec, found) for found in (data.get("object"), data.get("source"), data.get("name"),
                                                      data.get("player"), *data.get("names", ())) if found)


def _same_name(want: object, found: object) -> bool:
    """The same name, or a token's as 111.4 names it since 2021-11-19 and as before ("Knight Token", "Knight")."""
    want, found = str(want), str(found)
    return want == found or found == f"{want} Token" or want == f"{found} Token"



def _mana_pool(game: "Game", name: str, player: "Player", want: model.ManaPool) -> list[Check]:
    """The mana in the player's pool (106.4), in WUBRG order then colorless."""
    found = "".join(f"{{{symbol}}}" * player.mana.get(symbol, 0) for symbol in "WUBRGC")
    return [Check(f"{name}: mana pool", found == want.value, want.value, found)]


PLAYER_CHECKS[model.ManaPool] = _mana_pool


def _player_counters(game: "Game", name: str, player: "Player", want: model.PlayerCounters) -> list[Check]:
    found = {k: v for k, v in player.counters.items() if v}
    expected = {k: v for k, v in want.value if v}
    return [Check(f"{name}: counters", found == expected, expected, found)]


PLAYER_CHECKS[model.PlayerCounters] = _player_counters
