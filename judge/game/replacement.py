"""Replacement effects (CR 614, 616): counters, tokens and entering permanents.

`apply` collects the replacement effects that apply to an event, lets the
affected object's controller (or affected player) choose which applies first
(616.1, 616.1e), and applies each at most once (614.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.game.state import Game


@dataclass
class CounterEvent:
    """Putting `amount` counters of `kind` on an object (or player)."""

    kind: str
    amount: int
    putter: int            # the player who puts them
    by_effect: bool        # put by an effect (614.16), not by a rule or turn-based action
    target_oid: int | None = None
    target_player: int | None = None
    controller: int = 0    # controller of the target permanent (the affected object's controller)


@dataclass
class Replacement:
    source_oid: int
    source_name: str
    controller: int
    timestamp: int
    effect: str
    params: dict


def _static_replacements(game: "Game", effect_name: str) -> list[Replacement]:
    found = []
    for obj in game.having("replacement", effect_name):
        ch = game.chars(obj.oid)
        for ability in ch.abilities:
            if ability.kind == "replacement" and ability.static.get("effect") == effect_name:
                found.append(Replacement(obj.oid, ch.name, ch.controller, obj.timestamp, effect_name, ability.static))
    return found


def _counter_replacements(game: "Game", event: CounterEvent) -> list[Replacement]:
    """Replacement effects that would modify putting these counters."""
    applicable = []
    for rep in _static_replacements(game, "double_counters"):
        # Doubling Season: "If an effect would put ... on a permanent you control" (614.16).
        if event.by_effect and event.target_oid is not None and event.controller == rep.controller:
            applicable.append(rep)
    for rep in _static_replacements(game, "counters_by_putter"):
        # Vorinclex: "If you would put ..." / "If an opponent would put ...": any putting, rule or effect.
        applicable.append(rep)
    return applicable


def _prevented(game: "Game", event: CounterEvent) -> str | None:
    """Counters that can't be put at all (Solemnity): the source's name, if any."""
    for rep in _static_replacements(game, "prevent_counters"):
        if event.target_player is not None:
            if rep.params.get("players"):  # "Players can't get counters."
                return rep.source_name
            continue
        types = game.chars(event.target_oid).types
        if any(t in rep.params.get("types", ()) for t in types):
            return rep.source_name
    return None


def apply_to_counters(game: "Game", event: CounterEvent, what: str) -> tuple[int, list[str], tuple[str, ...]]:
    """The number of counters actually put after replacement effects, what changed it, and the rules."""
    notes: list[str] = []
    cites: list[str] = []
    blocker = _prevented(game, event)
    if blocker:
        return 0, [f"{blocker}: counters can't be put there"], ("122.1",)
    remaining = _counter_replacements(game, event)
    chooser = event.controller if event.target_oid is not None else event.target_player
    amount = event.amount
    while remaining and amount > 0:
        remaining.sort(key=lambda r: r.timestamp)
        rep = _choose(game, remaining, chooser, what)
        remaining.remove(rep)
        before = amount
        if rep.effect == "double_counters":
            amount *= 2
            cites += ["614.1a", "614.16"]
        elif rep.effect == "counters_by_putter":
            amount = amount * 2 if event.putter == rep.controller else amount // 2
            cites += ["614.1a"]
        notes.append(f"{rep.source_name}: {before} → {amount}")
    if amount <= 0 and remaining:
        # 616.1f: only effects that would still apply are considered again; "one or more counters" no longer holds.
        names = ", ".join(sorted({r.source_name for r in remaining}))
        notes.append(f"{names} no longer applies: no counters would be put")
        cites += ["616.1f"] + (["614.16"] if any(r.effect == "double_counters" for r in remaining) else [])
    return amount, notes, tuple(dict.fromkeys(cites))


def apply_to_tokens(game: "Game", controller: int, count: int) -> tuple[int, list[str]]:
    """Token-creation replacements (Doubling Season's first ability, 614.16)."""
    notes = []
    for rep in sorted(_static_replacements(game, "double_tokens"), key=lambda r: r.timestamp):
        if rep.controller == controller:
            notes.append(f"{rep.source_name}: {count} → {count * 2}")
            count *= 2
    return count, notes


def _choose(game: "Game", options: list[Replacement], chooser: int, what: str) -> Replacement:
    """616.1: the affected player or controller of the affected object chooses one to apply."""
    if len({r.effect for r in options}) == 1 and len({r.controller for r in options}) == 1:
        return options[0]  # identical effects: the order cannot matter

    def parse(value, line):
        for rep in options:  # by its source's id, else by its name
            source = game.objects.get(rep.source_oid)
            if source is not None and source.label == str(value):
                return rep
        for rep in options:
            if rep.source_name.lower() == str(value).lower():
                return rep
        game.fail(f"replacement choice {value!r} is not among {', '.join(r.source_name for r in options)}")

    return game.decide("replacement", chooser, f"which replacement effect applies first to {what}", options,
                       options[0], parse, lambda r: r.source_name, cites=("616.1", "616.1e"))


def instead_of_graveyard(game: "Game", obj) -> tuple[str, tuple[str, ...]] | None:
    """614.1a: "If [a card] would be put into a graveyard, exile it instead": Rest in Peace-style statics
    (`graveyard_to_exile`) and a spell's own "if a spell cast this way would be put into your graveyard"
    (Kess). All lead to exile, so which applies first (616.1) does not change the result.
    Returns the first source's name and the rules, or None."""
    if obj.exile_instead:
        return obj.exile_instead, ("614.1a",)
    if obj.is_copy:
        return None  # a copy of a spell is neither a card nor a token
    for found in _static_replacements(game, "graveyard_to_exile"):
        return found.source_name, ("614.1a",)
    return None
