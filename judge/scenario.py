"""Reading a scenario file (the contract in README / docs): keys, types, references.

Validation is done here, with the line of every offending key, so the engine
only sees well-formed input: every key of the contract is checked against the
keys allowed at its place (top level, players, card entries, turn, stack
entries, actions and their options, choices, expectations) and every value
against its type. Nothing in a scenario can run code or touch files: it is
parsed with a safe loader and interpreted as data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.cards import CardDB, CardDef, parse_card
from judge.errors import InputError
from judge.errors import describe as _kind
from judge.yamlsrc import LDict, LList, load_yaml, read_source

TOP_KEYS = {"title", "question", "answer", "rules", "seed", "cards", "players", "turn", "stack", "actions",
            "choices", "expect"}
PLAYER_KEYS = {"life", "library", "hand", "graveyard", "exile", "battlefield"}
ENTRY_KEYS = {"card", "id", "counters", "controller", "tapped", "token", "entered this turn", "resolved chapters",
              "face", "attached to"}
BATTLEFIELD_ONLY = ("controller", "tapped", "entered this turn", "resolved chapters", "attached to")
TURN_KEYS = {"active", "number", "step"}
ZONE_NAMES = ("library", "hand", "graveyard", "exile", "battlefield")
STACK_SPELL_KEYS = {"spell", "as", "controller", "owner", "targets", "x", "copy"}
STACK_CHAPTER_KEYS = {"chapter", "of", "controller", "targets"}

# Options each action takes beside its own key (`illegal` is allowed on every action that does something).
ACTION_OPTIONS: dict[str, set[str]] = {
    "resolve": set(), "advance": set(), "attack": {"player"},
    "cast": {"by", "as", "from", "targets", "x", "modes", "without paying", "mutate", "over"},
    "play": {"from"},
    "activate": {"ability", "targets", "x", "by"},
    "put counters": set(), "remove counters": set(), "proliferate": set(), "move": set(),
    "destroy": set(), "sacrifice": set(), "exile": set(), "flicker": set(),
    "copy": {"by", "targets"}, "counter": set(),
    "shuffle": set(), "draw": set(), "discard": set(), "mill": set(),
    "lose abilities": {"until"},
    "note": set(), "expect": set(),
}
ACTIONS = tuple(ACTION_OPTIONS)
NO_ILLEGAL = ("note", "expect")
CHOICE_KINDS = ("read ahead", "order", "target", "targets", "may", "mode", "number", "card", "cards", "choose",
                "name", "replacement", "cast as")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# Card counts (an integer `library`, `draw`/`mill` n) are objects the engine creates one by one: bounded.
# Counter counts are plain integers and are not bounded (a billion lore counters cost the same as one).
MAX_CARDS = 10_000


@dataclass
class Scenario:
    path: str
    data: LDict
    db: CardDB
    title: str
    local_cards: dict[str, CardDef] = field(default_factory=dict)

    def get(self, key, default=None):
        return self.data.get(key, default)

    def line(self, key) -> int:
        return self.data.line_of(key)


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
            close = _close(str(key), allowed)
            raise InputError(f"unknown key {key!r} in {where}" + (f" (did you mean {close!r}?)" if close else "")
                             + f"; allowed keys: {', '.join(sorted(allowed))}",
                             node.line_of(key) if isinstance(node, LDict) else line)


def _close(word: str, allowed) -> str | None:
    import difflib

    hits = difflib.get_close_matches(word, sorted(allowed), n=1, cutoff=0.75)
    return hits[0] if hits else None


def expect_type(node, key, kinds, what: str) -> None:
    """`node[key]`, when present and not null, is of `kinds` (bool is never an int here)."""
    if key not in node or node[key] is None:
        return
    value = node[key]
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if not ok:
        raise InputError(f"'{key}' must be {what}, not {_kind(value)}", _line(node, key))


def _whole(node, key, what: str = "a whole number", minimum: int | None = 0) -> None:
    expect_type(node, key, int, what)
    value = node.get(key)
    if isinstance(value, int) and minimum is not None and value < minimum:
        raise InputError(f"'{key}' must be {what} ({minimum} or more), not {value}", _line(node, key))


def _one_of(node, key, options: tuple, what: str | None = None) -> None:
    if key in node and node[key] is not None and node[key] not in options:
        raise InputError(f"'{key}' must be {what or ' or '.join(map(str, options))}, not {_kind(node[key])}",
                         _line(node, key))


def _ref(value, where: str, line, abilities: bool = False) -> None:
    """An object reference: a card name or id (text), or an ability on the stack `{chapter: N, of: X}`."""
    if isinstance(value, str) and value.strip():
        return
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return  # an id written as a number
    if abilities and isinstance(value, dict):
        require_keys(value, {"chapter", "of", "copy"}, f"{where} (an ability on the stack)", line)
        expect_type(value, "copy", bool, "true or false")
        if "of" not in value:
            raise InputError(f"{where}: name the ability's source with 'of: <object>'", _line(value) or line)
        _ref(value["of"], where, _line(value, "of") or line)
        _whole(value, "chapter", "a chapter number", 1)
        return
    form = "a card name or id" + (", or {chapter: N, of: <object>}" if abilities else "")
    raise InputError(f"{where} must be {form}, not {_kind(value)}", line)


def _list(node, key, what: str) -> LList | None:
    value = node.get(key)
    if value is None:
        return None
    if not isinstance(value, list):
        raise InputError(f"'{key}' must be {what}, not {_kind(value)}", _line(node, key))
    return value


# ----- loading ------------------------------------------------------------------------------------

def load(path: str | Path, text: str | None = None) -> Scenario:
    """Parse and validate a scenario file's structure."""
    path = str(path)
    if text is None:
        text = read_source(path)  # the one place scenario files are read: bounded (see judge.yamlsrc)
    data = load_yaml(text)
    if not isinstance(data, LDict):
        raise InputError("a scenario must be a YAML mapping with at least 'title' and 'players'",
                         getattr(data, "line", None) or 1)
    local = validate(data)
    return Scenario(path, data, CardDB(local), data["title"], local)


def validate(data: LDict) -> dict[str, CardDef]:
    """Check every key and type of a scenario; return its local card definitions."""
    require_keys(data, TOP_KEYS, "the scenario")
    if "title" not in data:
        raise InputError("'title' is required: one line saying what the scenario is about", data.line)
    expect_type(data, "title", str, "text (one line)")
    if not str(data.get("title") or "").strip():
        raise InputError("'title' must not be empty: one line saying what the scenario is about",
                         data.line_of("title"))
    for key in ("question", "answer"):
        expect_type(data, key, str, "text")
    _rules(data)
    expect_type(data, "seed", int, "a whole number")
    local: dict[str, CardDef] = {}
    cards = _list(data, "cards", "a list of card definitions") or []
    for i, node in enumerate(cards):
        if not isinstance(node, dict):
            raise InputError(f"cards: a card definition is a mapping with 'name', 'types', ..., not {_kind(node)}",
                             cards.line_of(i))
        try:
            card = parse_card(node, "cards")
        except InputError as exc:
            exc.line = exc.line or cards.line_of(i)
            raise
        for name in card.names:
            local[name] = card
    names = _players(data)
    ids: dict[str, int] = {}
    for name in names:
        _player(data["players"][name], name, ids, data["players"].line_of(name))
    if "turn" in data and data["turn"] is not None:
        _turn(data["turn"], names, data.line_of("turn"))
    for i, entry in enumerate(_list(data, "stack", "a list of stack entries, bottom first") or []):
        _stack_entry(entry, names, data["stack"].line_of(i))
    for i, action in enumerate(_list(data, "actions", "a list of actions") or []):
        _action(action, names, data["actions"].line_of(i))
    choices = _list(data, "choices", "a list of one-key choices such as '- read ahead: 2'") or []
    for i, choice in enumerate(choices):
        _choice(choice, choices.line_of(i))
    if "expect" in data:
        _expect(data["expect"], names, data.line_of("expect"))
    return local


def _rules(data: LDict) -> None:
    if "rules" not in data:
        return
    value = data["rules"]
    if isinstance(value, str) and _DATE.match(value.strip()):
        from judge import versions

        try:
            versions.parse_date(value)
            return
        except ValueError:
            pass
    raise InputError(f"'rules' must be a date YYYY-MM-DD such as 2026-08-07, not {_kind(value)}",
                     data.line_of("rules"))


def _players(data: LDict) -> list[str]:
    if "players" not in data:
        raise InputError("'players' is required: map two or more player names to their zones", data.line)
    players = data["players"]
    if not isinstance(players, dict) or len(players) < 2:
        raise InputError("'players' must map two or more player names to their zones", data.line_of("players"))
    seen: dict[str, str] = {}
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise InputError(f"a player name must be text, not {_kind(name)}", players.line_of(name))
        if name.lower() in seen:
            raise InputError(f"players {seen[name.lower()]!r} and {name!r} differ only in case; rename one",
                             players.line_of(name))
        seen[name.lower()] = name
    return list(players)


def _player(player, name: str, ids: dict[str, int], line: int) -> None:
    if player is None:
        return
    require_keys(player, PLAYER_KEYS, f"player {name!r}", line)
    _whole(player, "life", "a whole number", None)
    if "library" in player:
        library = player["library"]
        if isinstance(library, bool) or not isinstance(library, (int, list)):
            raise InputError(f"'library' must be a number of cards or a list of cards (top first), not "
                             f"{_kind(library)}", player.line_of("library"))
        if isinstance(library, int) and not 0 <= library <= MAX_CARDS:
            raise InputError(f"'library' must be 0 to {MAX_CARDS} cards, not {library}", player.line_of("library"))
    for zone in ZONE_NAMES:
        value = player.get(zone)
        if zone == "library" and not isinstance(value, list):
            continue
        if value is None:
            continue
        if not isinstance(value, list):
            raise InputError(f"'{zone}' must be a list of cards, not {_kind(value)}", player.line_of(zone))
        for i, entry in enumerate(value):
            _card_entry(entry, zone, value.line_of(i), ids)


def _card_entry(entry, zone: str, line: int, ids: dict[str, int]) -> None:
    if isinstance(entry, str):
        if not entry.strip():
            raise InputError(f"an empty card name in '{zone}'", line)
        return
    if not isinstance(entry, dict):
        raise InputError(f"a {zone} entry must be a card name or a mapping with 'card', not {_kind(entry)}", line)
    require_keys(entry, ENTRY_KEYS, f"a {zone} card entry")
    if "card" not in entry:
        raise InputError("a card entry mapping needs 'card: <name>'", entry.line)
    expect_type(entry, "card", str, "a card name")
    if "id" in entry:
        ident = entry["id"]
        if isinstance(ident, bool) or not isinstance(ident, (str, int)) or not str(ident).strip():
            raise InputError(f"'id' must be a name (text), not {_kind(ident)}", entry.line_of("id"))
        if str(ident) in ids:
            raise InputError(f"id {str(ident)!r} is already used at line {ids[str(ident)]}; ids must be unique",
                             entry.line_of("id"))
        ids[str(ident)] = entry.line_of("id")
    if zone != "battlefield":
        for key in BATTLEFIELD_ONLY:
            if key in entry:
                raise InputError(f"'{key}' applies only to cards on the battlefield, not in '{zone}'",
                                 entry.line_of(key))
    counters = entry.get("counters")
    if "counters" in entry and counters is not None:
        if not isinstance(counters, dict):
            raise InputError(f"'counters' must be a mapping of counter kind to number, e.g. {{lore: 2}}, not "
                             f"{_kind(counters)}", entry.line_of("counters"))
        for kind, n in counters.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise InputError(f"counters: {kind!r} must be a whole number (0 or more), not {_kind(n)}",
                                 counters.line_of(kind))
    expect_type(entry, "controller", str, "a player name")
    for key in ("tapped", "token", "entered this turn"):
        expect_type(entry, key, bool, "true or false")
    chapters = _list(entry, "resolved chapters", "a list of chapter numbers, e.g. [1, 2]")
    for i, n in enumerate(chapters or []):
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise InputError(f"'resolved chapters' lists chapter numbers (1, 2, ...), not {_kind(n)}",
                             chapters.line_of(i))
    _one_of(entry, "face", ("front", "back"))
    if "attached to" in entry:
        _ref(entry["attached to"], "'attached to'", entry.line_of("attached to"))


def _turn(turn, names: list[str], line: int) -> None:
    require_keys(turn, TURN_KEYS, "'turn'", line)
    if "active" in turn:
        _player_name(turn, "active", names)
    _whole(turn, "number", "a turn number", 1)
    if "step" in turn:
        _step(turn["step"], turn.line_of("step"), "turn: step")


def _step(value, line, where: str) -> None:
    from judge.game import turns

    if not isinstance(value, str) or turns.normalize_step(value) is None:
        raise InputError(f"{where}: unknown step {value!r}; steps are {', '.join(turns.STEPS)} (aliases: "
                         f"{', '.join(sorted(turns.ALIASES))})", line)


def _player_name(node, key, names: list[str], extra: tuple = ()) -> None:
    value = node.get(key)
    if value in extra:
        return
    if not isinstance(value, str) or value.lower() not in {n.lower() for n in names}:
        raise InputError(f"'{key}' must name a player ({', '.join(names)}" + "".join(f" or {e!r}" for e in extra)
                         + f"), not {_kind(value)}", _line(node, key))


def _stack_entry(entry, names: list[str], line: int) -> None:
    if not isinstance(entry, dict):
        raise InputError(f"a stack entry is a mapping: 'spell: <card>' or 'chapter: N' with 'of: <object>', not "
                         f"{_kind(entry)}", line)
    if "chapter" in entry:
        require_keys(entry, STACK_CHAPTER_KEYS, "a stack entry (chapter ability)")
        _whole(entry, "chapter", "a chapter number", 1)
        if "of" not in entry:
            raise InputError("a chapter ability on the stack needs 'of: <object>', its source", entry.line)
        _ref(entry["of"], "'of'", entry.line_of("of"))
    elif "spell" in entry:
        require_keys(entry, STACK_SPELL_KEYS, "a stack entry (spell)")
        expect_type(entry, "spell", str, "a card name")
        _one_of(entry, "as", ("omen", "normal"))
        _whole(entry, "x", "a whole number")
        expect_type(entry, "copy", bool, "true or false")
    else:
        raise InputError("a stack entry needs 'spell: <card>' or 'chapter: N' with 'of: <object>'", entry.line)
    for key in ("controller", "owner"):
        if key in entry:
            _player_name(entry, key, names)
    _targets(entry, "targets")


def _targets(node, key) -> None:
    targets = _list(node, key, "a list of objects or players")
    for i, target in enumerate(targets or []):
        items = target if isinstance(target, list) else [target]
        for item in items:
            _ref(item, "a target", targets.line_of(i), abilities=True)


# ----- actions ------------------------------------------------------------------------------------

def _action(action, names: list[str], line: int) -> None:
    if isinstance(action, str):
        verb = action.strip()
        if verb not in ACTION_OPTIONS:
            raise InputError(_unknown_action(verb), line)
        if verb not in ("resolve", "proliferate", "shuffle", "draw", "mill"):
            raise InputError(f"'{verb}' needs a value, e.g. '- {verb}: ...'", line)
        return
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
    allowed = ACTION_OPTIONS[verb] | {verb} | (set() if verb in NO_ILLEGAL else {"illegal"})
    require_keys(action, allowed, f"the '{verb}' action")
    value = action[verb]
    vline = action.line_of(verb)
    if "illegal" in action:
        illegal = action["illegal"]
        if illegal is not True and (isinstance(illegal, bool) or not isinstance(illegal, (str, int, float))):
            raise InputError(f"'illegal' must be true or the rule number that forbids the action (e.g. 307.1), "
                             f"not {_kind(illegal)}", action.line_of("illegal"))
    _ACTION_CHECKS[verb](action, value, names, vline)


def _unknown_action(verb: str) -> str:
    close = _close(verb, ACTION_OPTIONS)
    return (f"unknown action {verb!r}" + (f" (did you mean {close!r}?)" if close else "")
            + f"; actions are {', '.join(ACTIONS)}")


def _need_ref(verb: str, abilities: bool = False):
    def check(action, value, names, line):
        _ref(value, f"'{verb}'", line, abilities)
    return check


def _check_resolve(action, value, names, line):
    if value is None or value == "all" or (isinstance(value, int) and not isinstance(value, bool) and value >= 1):
        return
    raise InputError(f"'resolve' takes nothing, a number (1 or more) or 'all', not {_kind(value)}", line)


def _check_advance(action, value, names, line):
    if isinstance(value, dict):
        require_keys(value, {"to", "turn"}, "'advance'", line)
        if "to" not in value:
            raise InputError("'advance' needs 'to: <step>'", value.line)
        _step(value["to"], value.line_of("to"), "advance")
        if "turn" in value:
            _player_name(value, "turn", names, extra=("next",))
        return
    _step(value, line, "advance")


def _check_attack(action, value, names, line):
    creatures = value if isinstance(value, list) else [value]
    if not creatures:
        raise InputError("'attack' names one creature or a list of them, not an empty list", line)
    for i, creature in enumerate(creatures):
        _ref(creature, "'attack'", value.line_of(i) if isinstance(value, LList) else line)
    if "player" in action:
        _player_name(action, "player", names)


def _check_cast(action, value, names, line):
    _ref(value, "'cast'", line)
    if "by" in action:
        _player_name(action, "by", names)
    _one_of(action, "as", ("omen", "normal"))
    _one_of(action, "from", ("hand", "library", "graveyard", "exile", "battlefield", "stack"), "a zone")
    _targets(action, "targets")
    _whole(action, "x", "a whole number")
    _list(action, "modes", "a list of modes")
    expect_type(action, "without paying", bool, "true or false")
    if "mutate" in action:
        _ref(action["mutate"], "'mutate'", action.line_of("mutate"))
    expect_type(action, "over", bool, "true or false")


def _check_play(action, value, names, line):
    _ref(value, "'play'", line)
    _one_of(action, "from", ("hand", "library", "graveyard", "exile"), "a zone")


def _check_activate(action, value, names, line):
    _ref(value, "'activate'", line)
    if "by" in action:
        _player_name(action, "by", names)
    ability = action.get("ability")
    if "ability" in action and (isinstance(ability, bool) or not isinstance(ability, (int, str))
                                or isinstance(ability, int) and ability < 1):
        raise InputError(f"'ability' must be a 1-based number or a text fragment of the ability, not "
                         f"{_kind(ability)}", action.line_of("ability"))
    _targets(action, "targets")
    _whole(action, "x", "a whole number")


def _counters_spec(verb: str, where: str, extra: tuple[str, ...]):
    def check(action, value, names, line):
        if not isinstance(value, dict):
            raise InputError(f"'{verb}' takes a mapping, e.g. '{verb}: {{{where}: Urza's Saga, lore: 1}}', not "
                             f"{_kind(value)}", line)
        if where not in value:
            raise InputError(f"'{verb}' needs '{where}: <object>'", value.line)
        _ref(value[where], f"'{where}'", value.line_of(where))
        if "by" in value:
            _player_name(value, "by", names)
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
    return check


def _check_proliferate(action, value, names, line):
    if value is None:
        return
    require_keys(value, {"by", "choose"}, "'proliferate'", line)
    if "by" in value:
        _player_name(value, "by", names)
    choose = _list(value, "choose", "a list of permanents and players")
    for i, item in enumerate(choose or []):
        _ref(item, "'choose'", choose.line_of(i))


def _check_move(action, value, names, line):
    require_keys(value, {"object", "to", "position"}, "'move'", line)
    for key in ("object", "to"):
        if key not in value:
            raise InputError(f"'move' needs '{key}:'", value.line)
    _ref(value["object"], "'object'", value.line_of("object"))
    _one_of(value, "to", ZONE_NAMES, "hand, library, graveyard, exile or battlefield")
    _one_of(value, "position", ("top", "bottom"))


def _check_player_value(verb: str, optional: bool = True):
    def check(action, value, names, line):
        if value is None and optional:
            return
        if not isinstance(value, str) or value.lower() not in {n.lower() for n in names}:
            raise InputError(f"'{verb}' must name a player ({', '.join(names)}), not {_kind(value)}", line)
    return check


def _check_count_of_player(verb: str):
    def check(action, value, names, line):
        if value is None:
            return
        require_keys(value, {"player", "n"}, f"'{verb}'", line)
        if "player" in value:
            _player_name(value, "player", names)
        _whole(value, "n", "a whole number of cards")
        if isinstance(value.get("n"), int) and value["n"] > MAX_CARDS:
            raise InputError(f"'{verb}': at most {MAX_CARDS} cards at once, not {value['n']}", value.line_of("n"))
    return check


def _check_discard(action, value, names, line):
    require_keys(value, {"player", "card"}, "'discard'", line)
    if "card" not in value:
        raise InputError("'discard' needs 'card: <card in hand>'", value.line)
    _ref(value["card"], "'card'", value.line_of("card"))
    if "player" in value:
        _player_name(value, "player", names)


def _check_lose_abilities(action, value, names, line):
    if isinstance(value, dict):
        require_keys(value, {"object", "until"}, "'lose abilities'", line)
        if "object" not in value:
            raise InputError("'lose abilities' needs 'object: <permanent>'", value.line)
        _ref(value["object"], "'object'", value.line_of("object"))
        _one_of(value, "until", ("end of turn",))
    else:
        _ref(value, "'lose abilities'", line)
    _one_of(action, "until", ("end of turn",))


def _check_copy(action, value, names, line):
    _ref(value, "'copy'", line, abilities=True)
    if "by" in action:
        _player_name(action, "by", names)
    _targets(action, "targets")


def _check_note(action, value, names, line):
    if isinstance(value, (dict, list)) or value is None:
        raise InputError(f"'note' takes text, not {_kind(value)}", line)


def _check_expect(action, value, names, line):
    _expect(value, names, line)


_ACTION_CHECKS = {
    "resolve": _check_resolve, "advance": _check_advance, "attack": _check_attack, "cast": _check_cast,
    "play": _check_play,
    "activate": _check_activate,
    "put counters": _counters_spec("put counters", "on", ()),
    "remove counters": _counters_spec("remove counters", "from", ("all",)),
    "proliferate": _check_proliferate, "move": _check_move,
    "destroy": _need_ref("destroy"), "sacrifice": _need_ref("sacrifice"), "exile": _need_ref("exile"),
    "flicker": _need_ref("flicker"), "copy": _check_copy, "counter": _need_ref("counter", abilities=True),
    "shuffle": _check_player_value("shuffle"), "draw": _check_count_of_player("draw"),
    "discard": _check_discard, "mill": _check_count_of_player("mill"),
    "lose abilities": _check_lose_abilities, "note": _check_note, "expect": _check_expect,
}


# ----- choices and expectations -------------------------------------------------------------------

def _choice(choice, line: int) -> None:
    if not isinstance(choice, dict) or len(choice) != 1:
        raise InputError("each choice is a one-key mapping, e.g. '- read ahead: 2'"
                         + (f", not {_kind(choice)}" if not isinstance(choice, dict) else
                            f"; this item has {len(choice)} keys: start a new '- ' item for each"), line)
    (kind, value), = choice.items()
    kline = choice.line_of(kind)
    if kind not in CHOICE_KINDS:
        close = _close(str(kind), CHOICE_KINDS)
        raise InputError(f"unknown choice {kind!r}" + (f" (did you mean {close!r}?)" if close else "")
                         + f"; choices are {', '.join(CHOICE_KINDS)}", kline)
    whole = isinstance(value, int) and not isinstance(value, bool)
    problem = None
    if kind == "read ahead" and not (whole and value >= 1):
        problem = "a chapter number (1 or more)"
    elif kind == "number" and not whole:
        problem = "a whole number"
    elif kind == "may" and value not in ("yes", "no", True, False):
        problem = "yes or no"
    elif kind == "cast as" and value not in ("omen", "normal"):
        problem = "omen or normal"
    elif kind in ("order", "targets", "cards", "choose") and not isinstance(value, list):
        problem = "a list"
    elif kind in ("name", "replacement", "card") and not isinstance(value, str):
        problem = "text"
    elif kind == "mode" and not (whole or isinstance(value, str)):
        problem = "a mode number or text"
    elif kind == "target" and not (isinstance(value, (str, dict)) and not isinstance(value, bool)):
        problem = "an object or player"
    if problem:
        raise InputError(f"choice '{kind}' takes {problem}, not {_kind(value)}", kline)
    if kind == "target":
        _ref(value, "choice 'target'", kline, abilities=True)
    elif kind in ("order", "choose"):
        for i, item in enumerate(value):
            _ref(item, f"choice '{kind}'", value.line_of(i), abilities=True)
    elif kind == "targets":
        _targets(choice, "targets")


def _expect(spec, names: list[str], line: int | None) -> None:
    from judge import expect

    expect.validate(spec, names, line)
