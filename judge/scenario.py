"""Reading a scenario file (the contract in README / docs): keys, types, references.

Validation is done here, with the line of every offending key, so the engine
only sees well-formed input. Nothing in a scenario can run code or touch files:
it is parsed with a safe loader and interpreted as data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from judge.cards import CardDB, CardDef, parse_card
from judge.errors import InputError
from judge.yamlsrc import LDict, LList, load_yaml

TOP_KEYS = {"title", "question", "answer", "rules", "seed", "cards", "players", "turn", "stack", "actions",
            "choices", "expect"}
PLAYER_KEYS = {"life", "library", "hand", "graveyard", "exile", "battlefield"}
ENTRY_KEYS = {"card", "id", "counters", "controller", "tapped", "token", "entered this turn", "resolved chapters",
              "face", "attached to"}
TURN_KEYS = {"active", "number", "step"}


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


def require_keys(node, allowed: set[str], where: str) -> None:
    if not isinstance(node, dict):
        raise InputError(f"{where} must be a mapping", getattr(node, "line", None))
    for key in node:
        if key not in allowed:
            raise InputError(f"unknown key {key!r} in {where}; allowed keys: {', '.join(sorted(allowed))}",
                             node.line_of(key) if isinstance(node, LDict) else None)


def expect_type(node, key, kinds, what: str) -> None:
    value = node.get(key)
    if value is not None and not isinstance(value, kinds) or isinstance(value, bool) and bool not in (
            kinds if isinstance(kinds, tuple) else (kinds,)):
        raise InputError(f"'{key}' must be {what}, not {type(value).__name__} {value!r}", node.line_of(key))


def load(path: str | Path, text: str | None = None) -> Scenario:
    """Parse and validate a scenario file's structure."""
    path = str(path)
    if text is None:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise InputError(f"cannot read the file ({exc.__class__.__name__}); check the path and that it is UTF-8")
    data = load_yaml(text)
    if not isinstance(data, dict):
        raise InputError("a scenario must be a YAML mapping with at least 'title' and 'players'", 1)
    require_keys(data, TOP_KEYS, "the scenario")
    if not isinstance(data.get("title"), str):
        raise InputError("'title' is required: one line saying what the scenario is about", data.line)
    expect_type(data, "seed", int, "a whole number")
    for key in ("question", "answer"):
        expect_type(data, key, str, "text")
    local: dict[str, CardDef] = {}
    cards = data.get("cards") or []
    if not isinstance(cards, list):
        raise InputError("'cards' must be a list of card definitions", data.line_of("cards"))
    for node in cards:
        card = parse_card(node, "cards")
        for name in card.names:
            local[name] = card
    players = data.get("players")
    if not isinstance(players, dict) or len(players) < 2:
        raise InputError("'players' must map two or more player names to their zones", data.line_of("players"))
    for name, player in players.items():
        if player is None:
            continue
        require_keys(player, PLAYER_KEYS, f"player {name!r}")
        expect_type(player, "life", int, "a whole number")
        if "library" in player and not isinstance(player["library"], (int, list)):
            raise InputError("'library' must be a number of cards or a list, top first", player.line_of("library"))
        for zone in ("hand", "graveyard", "exile", "battlefield"):
            if zone in player and not isinstance(player[zone], list):
                raise InputError(f"'{zone}' must be a list of cards", player.line_of(zone))
            for i, entry in enumerate(player.get(zone) or []):
                if isinstance(entry, dict):
                    require_keys(entry, ENTRY_KEYS, f"a {zone} card entry")
                    if "card" not in entry:
                        raise InputError("a card entry mapping needs 'card: <name>'", entry.line)
                    expect_type(entry, "counters", dict, "a mapping of counter kind to number")
                elif not isinstance(entry, str):
                    raise InputError(f"a {zone} entry must be a card name or a mapping with 'card'",
                                     player[zone].line_of(i))
    if "turn" in data:
        require_keys(data["turn"], TURN_KEYS, "'turn'")
    for key in ("actions", "choices", "stack"):
        if key in data and data[key] is not None and not isinstance(data[key], LList):
            raise InputError(f"'{key}' must be a list", data.line_of(key))
    if "expect" in data and not isinstance(data["expect"], dict):
        raise InputError("'expect' must be a mapping", data.line_of("expect"))
    return Scenario(path, data, CardDB(local), data["title"], local)
