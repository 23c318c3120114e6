"""Reading a scenario file (the contract in docs/scenario-format.md) into the scenario model (judge.model).

Checking and building are one pass, with the line of every offending key: every key of the contract is
checked against the keys allowed at its place (top level, players, card entries, turn, stack entries,
actions and their options, choices, expectations) and every value against its type, so the runner and the
expectations only see well-formed objects. What only the game can tell (whether a name finds an object at
that moment, whether a card exists) is left to the run. Nothing in a scenario can run code or touch files:
it is parsed with a safe loader and interpreted as data.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, cast

from judge import model, versions
from judge.cards import CardDB, CardDef, parse_card
from judge.errors import InputError, closest
from judge.errors import describe as _kind
from judge.game import turns
from judge.game.choices import DEFAULT
from judge.model import Scenario
from judge.yamlsrc import LDict, LList, load_yaml, read_source, read_stdin

__all__ = ["Scenario", "closest", "load", "validate"]

TOP_KEYS = {"title", "question", "answer", "rules", "seed", "cards", "players", "turn", "stack", "actions",
            "choices", "expect"}
PLAYER_KEYS = {"life", "library", "hand", "graveyard", "exile", "battlefield", "outside the game", "counters"}
ENTRY_KEYS = {"card", "id", "counters", "controller", "tapped", "token", "entered this turn", "resolved chapters",
              "face", "attached to", "foretold", "chosen name", "copy of", "damage"}
BATTLEFIELD_ONLY = ("controller", "tapped", "entered this turn", "resolved chapters", "attached to", "chosen name",
                    "copy of", "damage")
TURN_KEYS = {"active", "number", "step"}
ZONE_NAMES = ("library", "hand", "graveyard", "exile", "battlefield")
STACK_SPELL_KEYS = {"spell", "as", "controller", "owner", "targets", "x", "copy"}
STACK_CHAPTER_KEYS = {"chapter", "of", "controller", "targets"}

# Options every action that does something takes: `illegal` (it must be refused), `choices` (its own answers).
EVERY_ACTION_OPTIONS = {"illegal", "choices"}
# Options each action takes beside its own key and EVERY_ACTION_OPTIONS.
ACTION_OPTIONS: dict[str, set[str]] = {
    "resolve": set(), "advance": set(), "attack": {"player"}, "block": set(),
    "cast": {"by", "as", "from", "targets", "x", "modes", "without paying", "mutate", "over"},
    "play": {"from", "by"},
    "activate": {"ability", "targets", "x", "by"},
    "put counters": set(), "remove counters": set(), "proliferate": set(), "move": set(),
    "destroy": set(), "sacrifice": set(), "exile": set(), "flicker": set(),
    "copy": {"by", "targets"}, "counter": set(),
    "shuffle": set(), "draw": set(), "discard": set(), "mill": set(),
    "lose abilities": {"until"},
    "note": set(), "expect": set(),
    "foretell": set(),
}
ACTIONS = tuple(ACTION_OPTIONS)
NO_ILLEGAL = ("note", "expect")
BARE_ACTIONS = ("resolve", "proliferate", "shuffle", "draw", "mill")  # may be written without a value
# The zones `cast` and `play` may take a card from (`from:`; default hand).
FROM_ZONES = {"cast": ("hand", "library", "graveyard", "exile", "battlefield", "stack"),
              "play": ("hand", "library", "graveyard", "exile")}
CAST_AS = ("omen", "normal")  # how a spell is cast (`as:`, `cast as:`)
FACES = ("front", "back")
POSITIONS = ("top", "bottom")  # where `move` puts a card in a library
DURATIONS = ("end of turn",)  # `until:`; absent: indefinitely
CHOICE_KINDS = tuple(model.CHOICES)

# Expectations (see 'Expectations' in the contract).
SPEC_KEYS = {"objects", "players", "stack", "events", "cites"}
OBJECT_KEYS = {"zone", "count", *model.OBJECT_PROPERTIES}
OBJECT_ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "gone", "outside the game")
PLAYER_EXPECT_KEYS = {"life", "hand", "library", "graveyard", "exile", "shuffles", "mana pool", "ring level",
                      "counters", "ring-bearer", "monarch", "outside the game"}
EVENT_KINDS = {"cast", "triggered", "resolved", "countered", "sacrificed", "destroyed", "exiled", "moved",
               "counters added", "counters removed", "shuffled", "ceased to exist", "drew", "discarded",
               "turn-based action", "state-based action", "created", "fizzled", "put on stack", "refused",
               "skipped", "returned", "milled", "copied", "lost", "game over", "attacks", "blocks", "becomes blocked",
               "mutates", "scried", "surveilled", "amassed", "looked at", "revealed", "divided", "emblem",
               "the ring tempts", "monarch"}
# Fields an event spec may give ("an event spec matches when every field it gives matches").
EVENT_FIELDS = {"object", "from", "to", "kind", "amount", "before", "after", "player", "n", "chapter", "of", "rule",
                "source", "token", "card", "controller", "step", "by", "omen", "copy", "count", "top", "bottom",
                "graveyard", "subtype", "army", "looked", "hand", "revealed", "order", "cards", "attacker", "blockers",
                "original", "total", "shares", "free", "name", "times", "bearer"}
EVENT_KINDS |= {"villainous choice", "voted"}  # 701.55a
EVENT_FIELDS |= {"option", "choice"}  # the option chosen in a villainous choice, 1 or 2
# Kaldheim and Warhammer 40,000 Sagas: a cost reduced (601.2f), damage redirected (614.9).
EVENT_KINDS |= {"cost reduced", "damage redirected"}
EVENT_FIELDS |= {"spell", "mana"}
EVENT_KINDS |= {"cost increased", "foretold"}  # 601.2f, 702.143a
# Avatar, REX and March of the Machine transforming Sagas: an escape cost paid (702.138a), a
# card airbent (701.65a), a permanent transformed (701.27a), incubating (701.53a).
EVENT_KINDS |= {"escape cost paid", "airbent", "transformed", "incubated"}
EVENT_FIELDS |= {"exiled", "owner", "before", "name", "face"}


# Mana added to a player's pool (106.3; The First Eruption's "Add {R}{R}."): `mana: {player, mana}`.
EVENT_KINDS |= {"mana"}
EVENT_FIELDS |= {"mana"}
# Phasing (702.26b): `phased out: {names: [...]}`; phasing in is the untap step's turn-based action
# (`turn-based action: {rule: 502.1, names: [...]}`).
EVENT_KINDS |= {"phased out"}
EVENT_FIELDS |= {"names"}
EVENT_FIELDS |= {"exactly"}  # not a field of the event: how many times it happened (`exactly: 2`)
EVENT_KINDS |= {"time travel"}  # 701.56a: `time travel: {player, names}`

_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
# Card counts (an integer `library`, `draw`/`mill` n) are objects the engine creates one by one: bounded.
# Counter counts are plain integers and are not bounded (a billion lore counters cost the same as one).
MAX_CARDS = 10_000


# ----- helpers -----------------------------------------------------------------------------------

def _line(node, key=None) -> int | None:
    if isinstance(node, LDict):
        return node.line_of(key) if key is not None else node.line
    if isinstance(node, LList):
        return node.line_of(key) if isinstance(key, int) else node.line
    return None


def require_keys(node, allowed: set[str], where: str, line: int | None = None) -> None:
    """`node` is a mapping whose keys are all in `allowed`; else an error at the offending key."""
    if not isinstance(node, dict):
        raise InputError(f"{where} must be a mapping, not {_kind(node)}", getattr(node, "line", None) or line)
    for key in node:
        if key not in allowed:
            close = closest(str(key), allowed)
            raise InputError(f"unknown key {key!r} in {where}" + (f" (did you mean {close!r}?)" if close else "")
                             + f"; allowed keys: {', '.join(sorted(allowed))}",
                             node.line_of(key) if isinstance(node, LDict) else line)


def expect_type(node, key, kinds, what: str) -> None:
    """`node[key]`, when present and not null, is of `kinds` (bool is never an int here)."""
    if key not in node or node[key] is None:
        return
    value = node[key]
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if not ok:
        raise InputError(f"'{key}' must be {what}, not {_kind(value)}", _line(node, key))


def _text(node, key, what: str) -> str:
    """`node[key]`: required text (a null is refused too)."""
    value = node[key]
    if not isinstance(value, str):
        raise InputError(f"'{key}' must be {what}, not {_kind(value)}", _line(node, key))
    return value


def _whole(node, key, what: str = "a whole number", minimum: int | None = 0) -> int | None:
    expect_type(node, key, int, what)
    value = node.get(key)
    if isinstance(value, int) and minimum is not None and value < minimum:
        raise InputError(f"'{key}' must be {what} ({minimum} or more), not {value}", _line(node, key))
    return value


def _one_of(node, key, options: tuple, what: str | None = None):
    value = node.get(key)
    if what == "a zone":
        value = zone_name(value)
    if key in node and value is not None and value not in options:
        raise InputError(f"'{key}' must be {what or ' or '.join(map(str, options))}, not {_kind(node[key])}",
                         _line(node, key))
    return value


def zone_name(value):
    """A zone as a scenario may write it: any case, spaces as it likes (`Graveyard`, `outside  the game`), as step
    names are read."""
    return " ".join(value.lower().split()) if isinstance(value, str) else value


def _flag(node, key) -> bool:
    expect_type(node, key, bool, "true or false")
    return bool(node.get(key))


def freeze(value) -> model.Frozen:
    """A YAML value made immutable: lists become tuples, mappings read-only mappings."""
    if isinstance(value, dict):
        return MappingProxyType({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list):
        return tuple(freeze(item) for item in value)
    return value


def _ref(value, where: str, line, abilities: bool = False) -> model.Ref:
    """An object reference: a card name or id (text), or an ability on the stack `{chapter: N, of: X}`."""
    if isinstance(value, str) and value.strip():
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value  # an id written as a number
    if abilities and isinstance(value, dict):
        require_keys(value, {"chapter", "of", "copy"}, f"{where} (an ability on the stack)", line)
        expect_type(value, "copy", bool, "true or false")
        if "of" not in value:
            raise InputError(f"{where}: name the ability's source with 'of: <object>'", _line(value) or line)
        of = _ref(value["of"], where, _line(value, "of") or line)
        chapter = _whole(value, "chapter", "a chapter number", 1)
        return model.AbilityRef(of=of, chapter=chapter, copy=value.get("copy"), line=_line(value) or line)
    form = "a card name or id" + (", or {chapter: N, of: <object>}" if abilities else "")
    raise InputError(f"{where} must be {form}, not {_kind(value)}", line)


def _list(node, key, what: str) -> LList | None:
    value = node.get(key)
    if value is None:
        return None
    if not isinstance(value, list):
        raise InputError(f"'{key}' must be {what}, not {_kind(value)}", _line(node, key))
    return cast(LList, value)  # the YAML loader builds every list as an LList


def _refs(node, key, where: str, what: str, abilities: bool = False) -> tuple[model.Ref, ...] | None:
    items = _list(node, key, what)
    if items is None:
        return None
    return tuple(_ref(item, where, items.line_of(i), abilities) for i, item in enumerate(items))


# ----- loading ------------------------------------------------------------------------------------

STDIN = "-"  # the path that names standard input (`judge run -`)


def load(path: str | Path, text: str | None = None) -> Scenario:
    """Parse a scenario file (`-`: standard input; or `text`, named `path`) and check it: its scenario model."""
    path = str(path)
    if text is None:
        # the one place scenario files are read: bounded (see judge.yamlsrc)
        text = read_stdin() if path == STDIN else read_source(path)
    data = load_yaml(text)
    if not isinstance(data, LDict):
        raise InputError("a scenario must be a YAML mapping with at least 'title' and 'players'",
                         getattr(data, "line", None) or 1)
    return validate(data, path)


def validate(data: LDict, path: str = "<input>") -> Scenario:
    """Check every key and type of a parsed scenario; the scenario it describes."""
    require_keys(data, TOP_KEYS, "the scenario")
    if "title" not in data:
        raise InputError("'title' is required: one line saying what the scenario is about", data.line)
    expect_type(data, "title", str, "text (one line)")
    if not str(data.get("title") or "").strip():
        raise InputError("'title' must not be empty: one line saying what the scenario is about",
                         data.line_of("title"))
    for key in ("question", "answer"):
        expect_type(data, key, str, "text")
    rules = _rules(data)
    expect_type(data, "seed", int, "a whole number")
    local = _cards(data)
    names = _players(data)
    ids: dict[str, int] = {}
    players = tuple(_player(data["players"][name], name, names, ids, data["players"].line_of(name))
                    for name in names)
    turn = model.Turn()
    if "turn" in data and data["turn"] is not None:
        turn = _turn(data["turn"], names, data.line_of("turn"))
    stack = _list(data, "stack", "a list of stack entries, bottom first") or LList()
    stack_entries = tuple(_stack_entry(entry, names, stack.line_of(i)) for i, entry in enumerate(stack))
    actions = _list(data, "actions", "a list of actions") or LList()
    action_items = tuple(_action(action, names, actions.line_of(i)) for i, action in enumerate(actions))
    choices = _list(data, "choices", "a list of one-key choices such as '- read ahead: 2'") or LList()
    choice_items = tuple(_choice(choice, choices.line_of(i)) for i, choice in enumerate(choices))
    expect = _expect(data["expect"], names, data.line_of("expect")) if "expect" in data else None
    return Scenario(path=path, title=data["title"], db=CardDB(local), players=players, line=data.line,
                    question=data.get("question"), answer=data.get("answer"), rules=rules,
                    rules_line=data.line_of("rules") if "rules" in data else None, seed=data.get("seed") or 0,
                    cards=MappingProxyType(local), turn=turn, stack=stack_entries, actions=action_items,
                    choices=choice_items, expect=expect)


def _rules(data: LDict):
    if "rules" not in data:
        return None
    value = data["rules"]
    if isinstance(value, str) and _DATE.fullmatch(value.strip()):
        try:
            return versions.parse_date(value)
        except ValueError:
            pass
    raise InputError(f"'rules' must be a date YYYY-MM-DD such as 2026-08-07, not {_kind(value)}",
                     data.line_of("rules"))


def _cards(data: LDict) -> dict[str, CardDef]:
    local: dict[str, CardDef] = {}
    cards = _list(data, "cards", "a list of card definitions") or LList()
    for i, node in enumerate(cards):
        if not isinstance(node, dict):
            raise InputError(f"cards: a card definition is a mapping with 'name', 'types', ..., not {_kind(node)}",
                             _line(cards, i))
        try:
            card = parse_card(node, "cards")
        except InputError as exc:
            exc.line = exc.line or _line(cards, i)
            raise
        for name in card.names:
            local[name] = card
    return local


def _players(data: LDict) -> list[str]:
    if "players" not in data:
        raise InputError("'players' is required: map two or more player names to their zones", data.line)
    players = data["players"]
    if not isinstance(players, dict) or len(players) < 2:
        raise InputError("'players' must map two or more player names to their zones", data.line_of("players"))
    seen: dict[str, str] = {}
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise InputError(f"a player name must be text, not {_kind(name)}", _line(players, name))
        if name.lower() in seen:
            raise InputError(f"players {seen[name.lower()]!r} and {name!r} differ only in case; rename one",
                             _line(players, name))
        seen[name.lower()] = name
    return list(players)


def _player(player, name: str, names: list[str], ids: dict[str, int], line: int) -> model.PlayerSpec:
    if player is None:
        return model.PlayerSpec(name=name, line=line)
    require_keys(player, PLAYER_KEYS, f"player {name!r}", line)
    life = _whole(player, "life", "a whole number", None)
    library: int | tuple[model.CardEntry, ...] | None = None
    if "library" in player:
        library = player["library"]
        if isinstance(library, bool) or not isinstance(library, (int, list)):
            raise InputError(f"'library' must be a number of cards or a list of cards (top first), not "
                             f"{_kind(library)}", player.line_of("library"))
        elif isinstance(library, int) and not 0 <= library <= MAX_CARDS:
            raise InputError(f"'library' must be 0 to {MAX_CARDS} cards, not {library}", player.line_of("library"))
    zones: dict[str, tuple[model.CardEntry, ...]] = {}
    for zone in (*ZONE_NAMES, "outside the game"):
        value = player.get(zone)
        if zone == "library" and not isinstance(value, list):
            continue
        if value is None:
            continue
        if not isinstance(value, list):
            raise InputError(f"'{zone}' must be a list of cards, not {_kind(value)}", player.line_of(zone))
        entries = cast(LList, value)  # the YAML loader builds every list as an LList
        if zone == "library":
            zones[zone] = _library_entries(entries, names, ids)
            continue
        zones[zone] = tuple(_card_entry(entry, zone, entries.line_of(i), names, ids) for i, entry in enumerate(entries))
    if "library" in zones:
        library = zones.pop("library")
    if "outside the game" in zones:  # 400.11a: the player's sideboard
        zones["outside"] = zones.pop("outside the game")
    counters = _player_counters(player, f"player {name!r}")
    return model.PlayerSpec(name=name, line=line, life=20 if life is None else life, library=library,
                            counters=counters, **zones)


def _player_counters(mapping, where: str) -> tuple[tuple[str, int], ...]:
    """A player's `counters: {energy: 4, poison: 2}` (122.1): each kind a whole number."""
    value = mapping.get("counters")
    if value is None:
        return ()
    if not isinstance(value, dict):
        raise InputError(f"{where}: 'counters' must be a mapping of counter kind to number, e.g. {{energy: 4}}, not "
                         f"{_kind(value)}", mapping.line_of("counters"))
    for kind, n in value.items():
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InputError(f"{where}: counters: {kind!r} must be a whole number (0 or more), not {_kind(n)}",
                             _line(value, kind))
    return tuple((str(kind), n) for kind, n in value.items())


def _library_entries(entries: LList, names: list[str], ids: dict[str, int]) -> tuple[model.CardEntry, ...]:
    """A library list, top first: cards, and numbers of anonymous cards where they are (`[Island, Sol Ring, 28]`:
    Sol Ring second from the top of 30)."""
    out: list[model.CardEntry] = []
    for i, entry in enumerate(entries):
        line = entries.line_of(i)
        if isinstance(entry, int) and not isinstance(entry, bool):
            if not 0 <= entry <= MAX_CARDS:
                raise InputError(f"'library': a number of cards must be 0 to {MAX_CARDS}, not {entry}", line)
            out += [model.CardEntry(card="", label="card", zone="library", line=line, anonymous=True)] * entry
        else:
            out.append(_card_entry(entry, "library", line, names, ids))
        if len(out) > MAX_CARDS:
            raise InputError(f"'library' holds more than {MAX_CARDS} cards; a scenario needs far fewer", line)
    return tuple(out)


def _card_entry(entry, zone: str, line: int, names: list[str], ids: dict[str, int]) -> model.CardEntry:
    if isinstance(entry, str):
        if not entry.strip():
            raise InputError(f"an empty card name in '{zone}'", line)
        return model.CardEntry(card=entry, label=entry, zone=zone, line=line)
    if not isinstance(entry, dict):
        raise InputError(f"a {zone} entry must be a card name or a mapping with 'card', not {_kind(entry)}", line)
    require_keys(entry, ENTRY_KEYS, f"a {zone} card entry")
    if "card" not in entry:
        raise InputError("a card entry mapping needs 'card: <name>'", _line(entry))
    card = _text(entry, "card", "a card name")
    label = card
    if "id" in entry:
        ident = entry["id"]
        if isinstance(ident, bool) or not isinstance(ident, (str, int)) or not str(ident).strip():
            raise InputError(f"'id' must be a name (text), not {_kind(ident)}", _line(entry, "id"))
        if str(ident) in ids:
            raise InputError(f"id {str(ident)!r} is already used at line {ids[str(ident)]}; ids must be unique",
                             _line(entry, "id"))
        ids[str(ident)] = cast(LDict, entry).line_of("id")
        label = str(ident)
    if zone != "battlefield":
        for key in BATTLEFIELD_ONLY:
            if key in entry:
                raise InputError(f"'{key}' applies only to cards on the battlefield, not in '{zone}'",
                                 _line(entry, key))
    counters = entry.get("counters")
    if "counters" in entry and counters is not None:
        if not isinstance(counters, dict):
            raise InputError(f"'counters' must be a mapping of counter kind to number, e.g. {{lore: 2}}, not "
                             f"{_kind(counters)}", _line(entry, "counters"))
        for kind, n in counters.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise InputError(f"counters: {kind!r} must be a whole number (0 or more), not {_kind(n)}",
                                 _line(counters, kind))
    expect_type(entry, "controller", str, "a player name")
    if "controller" in entry:
        _player_name(entry, "controller", names)
    tapped, token, entered = (_flag(entry, key) for key in ("tapped", "token", "entered this turn"))
    foretold = _flag(entry, "foretold")
    if foretold and zone != "exile":  # 702.143c: a foretold card is in exile
        raise InputError(f"'foretold' applies only to cards in exile, not in '{zone}'", _line(entry, "foretold"))
    chapters = _list(entry, "resolved chapters", "a list of chapter numbers, e.g. [1, 2]")
    for i, n in enumerate(chapters or []):
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise InputError(f"'resolved chapters' lists chapter numbers (1, 2, ...), not {_kind(n)}",
                             _line(chapters, i))
    face = _one_of(entry, "face", FACES)
    attached = None
    if "attached to" in entry:
        attached = _ref(entry["attached to"], "'attached to'", _line(entry, "attached to"))
    expect_type(entry, "chosen name", str, "a card name")
    copy_of = _ref(entry["copy of"], "'copy of'", _line(entry, "copy of")) if "copy of" in entry else None
    damage = _whole(entry, "damage", "a number of damage marked on it")
    return model.CardEntry(
        card=card, label=label, zone=zone, line=line, counters=tuple((str(k), n) for k, n in (counters or {}).items()),
        controller=entry.get("controller"), tapped=tapped, token=token, entered_this_turn=entered,
        resolved_chapters=tuple(chapters or ()), chapters_line=_line(entry, "resolved chapters") if chapters else None,
        face=face or "front", face_line=_line(entry, "face"), attached_to=attached,
        attached_line=_line(entry, "attached to") if attached is not None else None, foretold=foretold,
        chosen_name=entry.get("chosen name"), copy_of=copy_of, copy_line=_line(entry, "copy of"), damage=damage or 0)


def _turn(turn, names: list[str], line: int) -> model.Turn:
    require_keys(turn, TURN_KEYS, "'turn'", line)
    if "active" in turn:
        _player_name(turn, "active", names)
    number = _whole(turn, "number", "a turn number", 1)
    step = _step(turn["step"], turn.line_of("step"), "turn: step") if "step" in turn else "upkeep"
    return model.Turn(line=line, active=turn.get("active"), number=1 if number is None else number, step=step)


def _step(value, line, where: str) -> str:
    """A step name or alias (case-insensitive): the step's canonical name."""
    step = turns.normalize_step(value) if isinstance(value, str) else None
    if step is None:
        raise InputError(f"{where}: unknown step {value!r}; steps are {', '.join(turns.STEPS)} (aliases: "
                         f"{', '.join(sorted(turns.ALIASES))})", line)
    return step


def _player_name(node, key, names: list[str], extra: tuple = ()) -> str | None:
    value = node.get(key)
    if value in extra:
        return value
    if not isinstance(value, str) or value.lower() not in {n.lower() for n in names}:
        raise InputError(f"'{key}' must name a player ({', '.join(names)}" + "".join(f" or {e!r}" for e in extra)
                         + f"), not {_kind(value)}", _line(node, key))
    return value


def _optional_player(node, key, names: list[str]) -> str | None:
    return _player_name(node, key, names) if key in node else None


def _stack_entry(entry, names: list[str], line: int) -> model.StackEntry:
    if not isinstance(entry, dict):
        raise InputError(f"a stack entry is a mapping: 'spell: <card>' or 'chapter: N' with 'of: <object>', not "
                         f"{_kind(entry)}", line)
    if "chapter" in entry:
        require_keys(entry, STACK_CHAPTER_KEYS, "a stack entry (chapter ability)")
        chapter = _whole(entry, "chapter", "a chapter number", 1)
        if chapter is None:
            raise InputError("'chapter' must be a chapter number, not nothing", _line(entry, "chapter"))
        if "of" not in entry:
            raise InputError("a chapter ability on the stack needs 'of: <object>', its source", _line(entry))
        of = _ref(entry["of"], "'of'", _line(entry, "of"))
        return model.StackChapter(chapter=chapter, of=of, line=line, targets=_targets(entry, "targets"),
                                  controller=_optional_player(entry, "controller", names))
    if "spell" in entry:
        require_keys(entry, STACK_SPELL_KEYS, "a stack entry (spell)")
        card = _text(entry, "spell", "a card name")
        as_ = _one_of(entry, "as", CAST_AS)
        x = _whole(entry, "x", "a whole number")
        copy = _flag(entry, "copy")
        controller, owner = (_optional_player(entry, key, names) for key in ("controller", "owner"))
        return model.StackSpell(card=card, line=line, as_omen=as_ == "omen", controller=controller, owner=owner,
                                targets=_targets(entry, "targets"), x=x or 0, copy=copy)
    raise InputError("a stack entry needs 'spell: <card>' or 'chapter: N' with 'of: <object>'", _line(entry))


def _targets(node, key) -> model.Targets | None:
    targets = _list(node, key, "a list of objects or players")
    if targets is None:
        return None
    found: list = []
    for i, target in enumerate(targets):
        if isinstance(target, list):
            found.append(tuple(_ref(item, "a target", targets.line_of(i), abilities=True) for item in target))
        else:
            found.append(_ref(target, "a target", targets.line_of(i), abilities=True))
    return tuple(found)


# ----- actions ------------------------------------------------------------------------------------

def _action(action, names: list[str], line: int) -> model.Action:
    if isinstance(action, str):
        verb = action.strip()
        if verb not in ACTION_OPTIONS:
            raise InputError(_unknown_action(verb), line)
        if verb not in BARE_ACTIONS:
            raise InputError(f"'{verb}' needs a value, e.g. '- {verb}: ...'", line)
        return _ACTIONS[verb]({}, None, names, line, {"line": line})
    if not isinstance(action, LDict):
        raise InputError(f"an action is a mapping such as 'resolve: 1' or 'advance: precombat main', not "
                         f"{_kind(action)}", line)
    verbs = [k for k in action if k in ACTION_OPTIONS]
    if not verbs:
        first = next(iter(action), None)
        raise InputError(_unknown_action(str(first)), action.line_of(first) if first is not None else line)
    if len(verbs) > 1:
        raise InputError(f"one action per list item: {verbs[0]!r} and {verbs[1]!r} are both here; start a new "
                         "'- ' item for the second", action.line_of(verbs[1]))
    verb = verbs[0]
    allowed = ACTION_OPTIONS[verb] | {verb} | (set() if verb in NO_ILLEGAL else EVERY_ACTION_OPTIONS)
    require_keys(action, allowed, f"the '{verb}' action")
    base: dict[str, Any] = {"line": line}
    if "choices" in action:  # the answers to this action's decisions, asked before the global queue's
        choices = _list(action, "choices", "a list of one-key choices such as '- target: Grizzly Bears'") or LList()
        base["choices"] = tuple(_choice(choice, choices.line_of(i)) for i, choice in enumerate(choices))
    if "illegal" in action:
        illegal = action["illegal"]
        if illegal is not True and (isinstance(illegal, bool) or not isinstance(illegal, (str, int, float))):
            raise InputError(f"'illegal' must be true or the rule number that forbids the action (e.g. 307.1), "
                             f"not {_kind(illegal)}", action.line_of("illegal"))
        base["illegal"] = True if illegal is True else str(illegal)
    return _ACTIONS[verb](action, action[verb], names, action.line_of(verb), base)


def _unknown_action(verb: str) -> str:
    close = closest(verb, ACTION_OPTIONS)
    return (f"unknown action {verb!r}" + (f" (did you mean {close!r}?)" if close else "")
            + f"; actions are {', '.join(ACTIONS)}")


# Each builder: (the action's mapping, its value, player names, the value's line, line and `illegal`) -> Action.
Builder = Callable[[Any, Any, list, int, dict], model.Action]


def _on_object(cls: type[model.OnObject], abilities: bool = False) -> Builder:
    def build(action, value, names, line, base):
        return cls(object=_ref(value, f"'{cls.verb}'", line, abilities), **base)
    return build


def _resolve(action, value, names, line, base) -> model.Action:
    if value is None:
        return model.Resolve(**base)
    if value == "all":
        return model.Resolve(times=None, **base)
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return model.Resolve(times=value, **base)
    raise InputError(f"'resolve' takes nothing, a number (1 or more) or 'all', not {_kind(value)}", line)


def _advance(action, value, names, line, base) -> model.Action:
    if isinstance(value, dict):
        require_keys(value, {"to", "turn"}, "'advance'", line)
        if "to" not in value:
            raise InputError("'advance' needs 'to: <step>'", _line(value))
        step = _step(value["to"], _line(value, "to"), "advance")
        whose = _player_name(value, "turn", names, extra=("next",)) if "turn" in value else None
        return model.Advance(step=step, turn=whose, **base)
    return model.Advance(step=_step(value, line, "advance"), **base)


def _attack(action, value, names, line, base) -> model.Action:
    creatures = value if isinstance(value, list) else [value]
    if not creatures:
        raise InputError("'attack' names one creature or a list of them, not an empty list", line)
    refs = tuple(_ref(creature, "'attack'", value.line_of(i) if isinstance(value, LList) else line)
                 for i, creature in enumerate(creatures))
    return model.Attack(creatures=refs, player=_optional_player(action, "player", names), **base)


def _block(action, value, names, line, base) -> model.Action:
    if not isinstance(value, dict) or not value:
        raise InputError("'block' maps each blocking creature to the attacking creature it blocks, e.g. "
                         "{Grizzly Bears: Serra Angel}", line)
    blocks = tuple((_ref(blocker, "'block'", _line(value, blocker)), _ref(attacker, "'block'", _line(value, blocker)))
                   for blocker, attacker in value.items())
    return model.Block(blocks=blocks, **base)


def _cast(action, value, names, line, base) -> model.Action:
    card = _ref(value, "'cast'", line)
    by = _optional_player(action, "by", names)
    as_ = _one_of(action, "as", CAST_AS)
    origin = _one_of(action, "from", FROM_ZONES["cast"], "a zone")
    targets = _targets(action, "targets")
    x = _whole(action, "x", "a whole number")
    modes = _list(action, "modes", "a list of modes")
    free = _flag(action, "without paying")
    mutate = _ref(action["mutate"], "'mutate'", action.line_of("mutate")) if "mutate" in action else None
    expect_type(action, "over", bool, "true or false")
    return model.Cast(card=card, by=by, as_=as_, origin=origin or "hand", targets=targets, x=x,
                      modes=freeze(modes or []), without_paying=free, mutate=mutate,
                      over=action.get("over") is not False, **base)


def _play(action, value, names, line, base) -> model.Action:
    card = _ref(value, "'play'", line)
    origin = _one_of(action, "from", FROM_ZONES["play"], "a zone")
    return model.Play(card=card, origin=origin or "hand", by=_optional_player(action, "by", names), **base)


def _activate(action, value, names, line, base) -> model.Action:
    card = _ref(value, "'activate'", line)
    by = _optional_player(action, "by", names)
    ability = action.get("ability")
    if "ability" in action and (isinstance(ability, bool) or not isinstance(ability, (int, str))
                                or isinstance(ability, int) and ability < 1):
        raise InputError(f"'ability' must be a 1-based number or a text fragment of the ability, not "
                         f"{_kind(ability)}", action.line_of("ability"))
    targets = _targets(action, "targets")
    x = _whole(action, "x", "a whole number")
    return model.Activate(card=card, ability=ability, targets=targets, x=x or 0, by=by, **base)


def _counter_change(cls: type[model.CounterChange], where: str, extra: tuple[str, ...]) -> Builder:
    verb = cls.verb

    def build(action, value, names, line, base):
        if not isinstance(value, dict):
            raise InputError(f"'{verb}' takes a mapping, e.g. '{verb}: {{{where}: Urza's Saga, lore: 1}}', not "
                             f"{_kind(value)}", line)
        if where not in value:
            raise InputError(f"'{verb}' needs '{where}: <object>'", value.line)
        obj = _ref(value[where], f"'{where}'", value.line_of(where))
        by = _optional_player(value, "by", names)
        kinds = [k for k in value if k not in (where, "by")]
        if not kinds:
            raise InputError(f"'{verb}': say which counters and how many, e.g. 'lore: 1'", value.line)
        for kind in kinds:
            n = value[kind]
            if n in extra:
                continue
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                allowed = f"'{where}', 'by'" + "".join(f", or '{e}'" for e in extra)
                raise InputError(f"'{verb}': {kind!r} must be a whole number of {kind} counters, not {_kind(n)} "
                                 f"(the keys are {allowed} and counter kinds)", value.line_of(kind))
        return cls(object=obj, counters=tuple((str(kind), value[kind]) for kind in kinds), by=by, **base)
    return build


def _proliferate(action, value, names, line, base) -> model.Action:
    if value is None:
        return model.Proliferate(**base)
    require_keys(value, {"by", "choose"}, "'proliferate'", line)
    by = _optional_player(value, "by", names)
    choose = _refs(value, "choose", "'choose'", "a list of permanents and players")
    return model.Proliferate(by=by, choose=choose, **base)


def _move(action, value, names, line, base) -> model.Action:
    require_keys(value, {"object", "to", "position"}, "'move'", line)
    for key in ("object", "to"):
        if key not in value:
            raise InputError(f"'move' needs '{key}:'", value.line)
    obj = _ref(value["object"], "'object'", value.line_of("object"))
    to = zone_name(value["to"])
    if to not in ZONE_NAMES:
        raise InputError(f"'to' must be hand, library, graveyard, exile or battlefield, not {_kind(value['to'])}",
                         value.line_of("to"))
    position = _one_of(value, "position", POSITIONS)
    return model.Move(object=obj, to=to, position=position or "top", **base)


def _shuffle(action, value, names, line, base) -> model.Action:
    if value is not None and (not isinstance(value, str) or value.lower() not in {n.lower() for n in names}):
        raise InputError(f"'shuffle' must name a player ({', '.join(names)}), not {_kind(value)}", line)
    return model.Shuffle(player=value, **base)


def _card_count(cls: type[model.CardCount]) -> Builder:
    def build(action, value, names, line, base):
        if value is None:
            return cls(**base)
        require_keys(value, {"player", "n"}, f"'{cls.verb}'", line)
        player = _optional_player(value, "player", names)
        n = _whole(value, "n", "a whole number of cards")
        if n is not None and n > MAX_CARDS:
            raise InputError(f"'{cls.verb}': at most {MAX_CARDS} cards at once, not {n}", value.line_of("n"))
        return cls(player=player, n=1 if n is None else n, **base)
    return build


def _discard(action, value, names, line, base) -> model.Action:
    require_keys(value, {"player", "card"}, "'discard'", line)
    if "card" not in value:
        raise InputError("'discard' needs 'card: <card in hand>'", value.line)
    card = _ref(value["card"], "'card'", value.line_of("card"))
    return model.Discard(card=card, player=_optional_player(value, "player", names), **base)


def _lose_abilities(action, value, names, line, base) -> model.Action:
    if isinstance(value, dict):
        require_keys(value, {"object", "until"}, "'lose abilities'", line)
        if "object" not in value:
            raise InputError("'lose abilities' needs 'object: <permanent>'", _line(value))
        obj = _ref(value["object"], "'object'", _line(value, "object"))
        until = _one_of(value, "until", DURATIONS)
        _one_of(action, "until", DURATIONS)
    else:
        obj = _ref(value, "'lose abilities'", line)
        until = _one_of(action, "until", DURATIONS)
    return model.LoseAbilities(object=obj, until=until, **base)


def _copy(action, value, names, line, base) -> model.Action:
    item = _ref(value, "'copy'", line, abilities=True)
    return model.Copy(item=item, by=_optional_player(action, "by", names), targets=_targets(action, "targets"),
                      **base)


def _note(action, value, names, line, base) -> model.Action:
    if isinstance(value, (dict, list)) or value is None:
        raise InputError(f"'note' takes text, not {_kind(value)}", line)
    return model.Note(text=str(value), **base)


def _checkpoint(action, value, names, line, base) -> model.Action:
    return model.Checkpoint(expect=_expect(value, names, line), **base)


_ACTIONS: dict[str, Builder] = {
    "resolve": _resolve, "advance": _advance, "attack": _attack, "block": _block, "cast": _cast, "play": _play,
    "activate": _activate,
    "put counters": _counter_change(model.PutCounters, "on", ()),
    "remove counters": _counter_change(model.RemoveCounters, "from", ("all",)),
    "proliferate": _proliferate, "move": _move,
    "destroy": _on_object(model.Destroy), "sacrifice": _on_object(model.Sacrifice),
    "exile": _on_object(model.Exile), "flicker": _on_object(model.Flicker), "copy": _copy,
    "counter": _on_object(model.Counter, abilities=True),
    "shuffle": _shuffle, "draw": _card_count(model.Draw), "discard": _discard, "mill": _card_count(model.Mill),
    "lose abilities": _lose_abilities, "note": _note, "expect": _checkpoint,
    "foretell": _on_object(model.Foretell),
}


# ----- choices ------------------------------------------------------------------------------------

def _choice(choice, line: int) -> model.Choice:
    if not isinstance(choice, dict) or len(choice) != 1:
        raise InputError("each choice is a one-key mapping, e.g. '- read ahead: 2'"
                         + (f", not {_kind(choice)}" if not isinstance(choice, dict) else
                            f"; this item has {len(choice)} keys: start a new '- ' item for each"), line)
    (kind, value), = choice.items()
    kline = _line(choice, kind)
    key = kind
    if kind == "card" and isinstance(value, list):
        kind = "cards"  # `card: [A, B]` (scry, look at, vote: none with `card: []`) is `cards: [A, B]`
    if kind not in CHOICE_KINDS:
        close = closest(str(kind), CHOICE_KINDS)
        raise InputError(f"unknown choice {kind!r}" + (f" (did you mean {close!r}?)" if close else "")
                         + f"; choices are {', '.join(CHOICE_KINDS)}", kline)
    whole = isinstance(value, int) and not isinstance(value, bool)
    problem = None
    if value == DEFAULT:
        pass  # judge's default for this one decision (judge.game.choices)
    elif kind == "read ahead" and not (whole and value >= 1):
        problem = "a chapter number (1 or more)"
    elif kind == "number" and not whole:
        problem = "a whole number"
    elif kind == "may" and not (isinstance(value, bool) or value in ("yes", "no")):
        problem = "yes or no"
    elif kind == "cast as" and value not in CAST_AS:
        problem = "omen or normal"
    elif kind in ("order", "targets", "cards", "choose") and not isinstance(value, list):
        problem = "a list"
    elif kind in ("name", "replacement", "card", "creature type") and not isinstance(value, str):
        problem = "text"
    elif kind == "mode" and not (whole or isinstance(value, str)):
        problem = "a mode number or text"
    elif kind == "target" and not (isinstance(value, (str, dict)) and not isinstance(value, bool)):
        problem = "an object or player"
    if problem:
        raise InputError(f"choice '{kind}' takes {problem}, not {_kind(value)}", kline)
    if value == DEFAULT:
        pass
    elif kind == "target":
        value = _ref(value, "choice 'target'", kline, abilities=True)
    elif kind in ("order", "choose"):
        value = _refs(choice, kind, f"choice '{kind}'", "a list", abilities=True)
    elif kind == "cards":
        value = _refs(choice, key, f"choice '{key}'", "a list")
    elif kind == "targets":
        value = _targets(choice, "targets")
    return model.CHOICES[kind](value=freeze(value), line=_line(choice))


# ----- expectations -------------------------------------------------------------------------------

def _expect(spec, players: list[str], line: int | None) -> model.Expectations:
    """An `expect:` block; InputError at the offending line."""
    require_keys(spec, SPEC_KEYS, "expect", line)
    objects = spec.get("objects")
    found: dict[str, Any] = {}
    if objects is not None:
        if not isinstance(objects, dict):
            raise InputError(f"expect: 'objects' must be a mapping of object name or id to properties, not "
                             f"{_kind(objects)}", spec.line_of("objects"))
        found["objects"] = tuple(_object_expectation(label, want, _line(objects, label), players)
                                 for label, want in objects.items())
    wanted_players = spec.get("players")
    if wanted_players is not None:
        if not isinstance(wanted_players, dict):
            raise InputError(f"expect: 'players' must be a mapping of player name to properties, not "
                             f"{_kind(wanted_players)}", spec.line_of("players"))
        known = {p.lower() for p in players}
        found["players"] = tuple(_player_expectation(name, want, _line(wanted_players, name), known, players)
                                 for name, want in wanted_players.items())
    for key, what in (("stack", "a list, top first (use [] for an empty stack)"),
                      ("events", "a list of one-key event mappings, e.g. '- sacrificed: Urza's Saga'"),
                      ("cites", "a list of rule numbers, e.g. [714.4, 704.5s]")):
        if key in spec and spec[key] is not None and not isinstance(spec[key], list) and not (
                key == "stack" and isinstance(spec[key], dict)):
            raise InputError(f"expect: '{key}' must be {what}, not {_kind(spec[key])}", spec.line_of(key))
    if "stack" in spec:
        items, ordered = spec["stack"] or LList(), True
        if isinstance(items, dict):  # {in any order: [...]}
            require_keys(items, {"in any order"}, "expect: stack", spec.line_of("stack"))
            items, ordered = items.get("in any order") or LList(), False
            if not isinstance(items, list):
                raise InputError("expect: stack: {in any order: [...]} takes a list", spec.line_of("stack"))
        items = cast(LList, items)  # the YAML loader builds every list as an LList
        found["stack"] = model.StackExpectation(line=spec.line_of("stack"), ordered=ordered, items=tuple(
            _stack_item(item, items.line_of(i), players) for i, item in enumerate(items)))
    events = spec.get("events") or LList()
    found["events"] = tuple(_event_expectation(item, events.line_of(i)) for i, item in enumerate(events))
    cites = spec.get("cites") or LList()
    for i, rule in enumerate(cites):
        if isinstance(rule, bool) or not isinstance(rule, (str, int, float)):
            raise InputError(f"expect: cites: a rule number such as 714.4, not {_kind(rule)}", cites.line_of(i))
    found["cites"] = tuple(model.CiteExpectation(rule=str(rule), line=cites.line_of(i)) for i, rule in enumerate(cites))
    return model.Expectations(line=line, **found)


def _words(value) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)


def _object_expectation(label, want, line, players: list[str]) -> model.ObjectExpectation:
    if isinstance(label, bool) or not isinstance(label, (str, int)):
        raise InputError(f"expect: objects: name an object by card name or id, not {_kind(label)}", line)
    where = f"expectations for {label!r}"
    require_keys(want, OBJECT_KEYS, where, line)
    properties: list[model.Property] = []
    for key, value in want.items():
        at = want.line_of(key)
        if key == "zone":
            if zone_name(value) not in OBJECT_ZONES:
                raise InputError(f"{where}: 'zone' must be one of {', '.join(OBJECT_ZONES)}, not {_kind(value)}",
                                 at)
            continue
        if key == "count":
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise InputError(f"{where}: 'count' must be a whole number, not {_kind(value)}", at)
            continue
        if key == "controller":
            if not isinstance(value, str) or value.lower() not in {p.lower() for p in players}:
                raise InputError(f"{where}: 'controller' must name a player ({', '.join(players)}), not "
                                 f"{_kind(value)}", at)
        elif key == "counters":
            if value is not None and not isinstance(value, dict):
                raise InputError(f"{where}: 'counters' must be a mapping of counter kind to number, e.g. "
                                 f"{{lore: 2}} ({{}} for none), not {_kind(value)}", at)
            for kind, n in (value or {}).items():
                if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                    raise InputError(f"{where}: counters: {kind!r} must be a whole number, not {_kind(n)}",
                                     _line(value, kind))
            value = None if value is None else tuple((str(kind), n) for kind, n in value.items())
        elif key == "tapped":
            if not isinstance(value, bool):
                raise InputError(f"{where}: 'tapped' must be true or false, not {_kind(value)}", at)
        elif key == "colors":
            value = _colors(value, where, at)
        elif key == "name":
            if not isinstance(value, str) or not value.strip():
                raise InputError(f"{where}: 'name' must be the object's name, not {_kind(value)}", at)
        elif key in ("damage", "mana value"):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise InputError(f"{where}: '{key}' must be a whole number, not {_kind(value)}", at)
        elif key in ("types", "subtypes", "supertypes", "abilities include"):
            if value is not None and (not isinstance(value, list) or not all(isinstance(v, str) for v in value)):
                raise InputError(f"{where}: '{key}' must be a list of words, e.g. [Saga], not {_kind(value)}", at)
            value = _words(value)
        elif key in ("power", "toughness"):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise InputError(f"{where}: '{key}' must be a whole number, not {_kind(value)}", at)
        elif key == "chapters":
            if value is not None and (not isinstance(value, list) or not all(
                    isinstance(n, int) and not isinstance(n, bool) for n in value)):
                raise InputError(f"{where}: 'chapters' must be a list of chapter numbers ([] for none), not "
                                 f"{_kind(value)}", at)
            value = _words(value)
        properties.append(model.OBJECT_PROPERTIES[key](value=value, line=at))
    zone = zone_name(want.get("zone"))
    if zone == "gone" and set(want) - {"zone"}:
        extra = sorted(set(want) - {"zone"})[0]
        raise InputError(f"{where}: an object that is gone has no {extra!r}; remove it", want.line_of(extra))
    return model.ObjectExpectation(label=str(label), line=line, zone=zone, count=want.get("count"),
                                   properties=tuple(properties))


COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _colors(value, where: str, line: int) -> tuple[str, ...]:
    """`colors:` an object has exactly (105.1): letters W U B R G or colour words; [] is colourless (105.2c)."""
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise InputError(f"{where}: 'colors' must be a list such as [W, U] or [white, blue] ([] for colorless), not "
                         f"{_kind(value)}", line)
    letters = [COLOR_WORDS.get(c.lower(), c.upper()) for c in value]
    unknown = [c for c, letter in zip(value, letters) if letter not in COLOR_WORDS.values()]
    if unknown:
        raise InputError(f"{where}: {unknown[0]!r} is not a color; use W, U, B, R, G or white, blue, black, red, "
                         f"green", line)
    return tuple(sorted(set(letters), key="WUBRG".index))


def _player_expectation(name, want, line, known: set[str], players: list[str]) -> model.PlayerExpectation:
    if str(name).lower() not in known:
        raise InputError(f"expect: players: unknown player {name!r}; players are {', '.join(players)}", line)
    where = f"expectations for player {name!r}"
    require_keys(want, PLAYER_EXPECT_KEYS, where, line)
    properties: list[model.Property] = []
    for key, value in want.items():
        at = want.line_of(key)
        number = isinstance(value, int) and not isinstance(value, bool)
        if key == "life":
            if not number:
                raise InputError(f"{where}: 'life' must be a whole number, not {_kind(value)}", at)
            properties.append(model.Life(value=value, line=at))
        elif key == "shuffles":
            if not number or value < 0:
                raise InputError(f"{where}: 'shuffles' must be a whole number, not {_kind(value)}", at)
            properties.append(model.Shuffles(value=value, line=at))
        elif key == "counters":
            properties.append(model.PlayerCounters(value=_player_counters(want, where), line=at))
        elif key == "ring level":
            if not number or value < 0:
                raise InputError(f"{where}: 'ring level' must be a whole number, not {_kind(value)}", at)
            properties.append(model.RingLevel(value=value, line=at))
        elif key == "ring-bearer":
            if not (value is None or isinstance(value, str)):
                raise InputError(f"{where}: 'ring-bearer' must be a name or id, or null for none, not {_kind(value)}",
                                 at)
            properties.append(model.RingBearer(value=value, line=at))
        elif key == "monarch":
            if not isinstance(value, bool):
                raise InputError(f"{where}: 'monarch' must be true or false, not {_kind(value)}", at)
            properties.append(model.IsMonarch(value=value, line=at))
        elif key == "mana pool":
            if not isinstance(value, str) or not re.fullmatch(r"(\{[WUBRGC]\})*", value):
                raise InputError(f"{where}: 'mana pool' is mana symbols such as \"{{R}}{{R}}\" (\"\" for none), not "
                                 f"{_kind(value)}", at)
            properties.append(model.ManaPool(value=value, line=at))
        elif number and value >= 0:
            properties.append(model.ZoneCount(zone=key, value=value, line=at))
        elif isinstance(value, list) and all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in value):
            properties.append(model.ZoneCards(zone=key, value=tuple(str(v) for v in value), line=at,
                                              lines=tuple(_line(value, i) for i in range(len(value)))))
        else:
            raise InputError(f"{where}: '{key}' must be a count or a list of card names, not {_kind(value)}", at)
    return model.PlayerExpectation(name=str(name), line=line, properties=tuple(properties))


_CHAPTER_OF = re.compile(r"^chapter \w+ of (.+)$")


def _stack_item(item, line, players: list[str]) -> model.StackItem:
    if isinstance(item, str):
        chapter = _CHAPTER_OF.match(item)
        return model.StackItem(label=item, named=chapter.group(1) if chapter else item, line=line)
    if isinstance(item, dict) and "chapter" in item:
        require_keys(item, {"chapter", "of", "copy", "controller"}, "expect: stack item", line)
        chapter = item.get("chapter")
        if "of" not in item or not isinstance(chapter, int) or isinstance(chapter, bool) or chapter < 1:
            raise InputError("expect: stack: a chapter ability is {chapter: N, of: <object>}, N 1 or more", line)
        _ref(item["of"], "expect: stack: 'of'", _line(item, "of"))
        expect_type(item, "copy", bool, "true or false")
        _optional_player(item, "controller", players)
        return model.StackItem(label=f"chapter {item['chapter']} of {item['of']}", named=freeze(item["of"]),
                               line=line, copy=freeze(item.get("copy")), controller=freeze(item.get("controller")))
    if isinstance(item, dict) and "spell" in item:
        require_keys(item, {"spell", "as", "controller", "copy"}, "expect: stack item", line)
        _ref(item["spell"], "expect: stack: 'spell'", _line(item, "spell"))
        _one_of(item, "as", CAST_AS)
        _optional_player(item, "controller", players)
        expect_type(item, "copy", bool, "true or false")
        return model.StackItem(label=str(item["spell"]), named=freeze(item["spell"]), line=line,
                               as_=freeze(item.get("as")), controller=freeze(item.get("controller")),
                               copy=freeze(item.get("copy")))
    raise InputError(f"expect: stack: each item is a name, {{chapter: N, of: <object>}} or {{spell: <card>}}, not "
                     f"{_kind(item)}", line)


def _event_expectation(item, line) -> model.EventExpectation:
    form = "each expected event is a one-key mapping, e.g. '- sacrificed: Urza's Saga'"
    if not isinstance(item, dict) or len(item) != 1:
        raise InputError(form + (f", not {_kind(item)}" if not isinstance(item, dict) else
                                 f"; this item has {len(item)} keys: start a new '- ' item for each"), line)
    (kind, spec), = item.items()
    kline = _line(item, kind)
    negate = kind == "no"
    if negate:
        if not isinstance(spec, dict) or len(spec) != 1:
            raise InputError("'no:' takes one event, e.g. 'no: {sacrificed: Urza's Saga}'", kline)
        (kind, spec), = spec.items()
        kline = _line(item["no"], kind) or kline
    if kind not in EVENT_KINDS:
        close = closest(str(kind), EVENT_KINDS)
        raise InputError(f"unknown event kind {kind!r}" + (f" (did you mean {close!r}?)" if close else "")
                         + f"; kinds are {', '.join(sorted(EVENT_KINDS))}", kline)
    exactly = None
    if isinstance(spec, dict):
        require_keys(spec, EVENT_FIELDS, f"the '{kind}' event", kline)
        exactly = spec.get("exactly")
        if "exactly" in spec and (negate or isinstance(exactly, bool) or not isinstance(exactly, int) or exactly < 1):
            raise InputError("'exactly' is how many times the event happened: a whole number 1 or more (for none, "
                             "write 'no:')", _line(spec, "exactly") or kline)
        spec = {key: zone_name(value) if key in ("from", "to") else value for key, value in spec.items()
                if key != "exactly"}
    elif isinstance(spec, list) or spec is None:
        raise InputError(f"'{kind}' takes an object name or a mapping of fields such as {{object: X}}, not "
                         f"{_kind(spec)}", kline)
    return model.EventExpectation(kind=kind, spec=freeze(spec), line=line, negate=negate, exactly=exactly)
