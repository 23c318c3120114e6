"""Card conservation (CR 400.7, 400.3, 111.7, 707.10, 730.3): the invariant the suite checks after every event.

A *card* is a game object that is neither a token nor a copy. Its identity is
its owner and its `label` (the scenario's name for it, which follows the card
from zone to zone, 400.7) with its card name; a merged permanent (730.2)
counts each card in it. Through a whole run each owner's multiset of cards
across all zones (library, hand, battlefield, graveyard, exile, stack, outside the game) stays
the same. Tokens and copies may appear and cease to exist. The one other way a
card may appear: a draw from an unknown library (no `library:` key) creates an
anonymous card on the spot (`GameObject.from_unknown_library`); such cards may
appear, one per card drawn, but never vanish afterwards.

Besides the multiset, every object the game holds must be in exactly one
place: its zone's list (a player's library, hand, graveyard, exile or cards outside the game; the
stack) or the battlefield, and no zone list names an object twice or one that
does not exist.
"""

from __future__ import annotations

from collections import Counter

from judge import render_events
from judge.game.objects import GameObject, StackAbility

LISTED_ZONES = ("library", "hand", "graveyard", "exile", "outside the game")


def cards_of(obj: GameObject) -> list[tuple[str, str]]:
    """The cards an object is made of, each as (label, card name): one, or every card of a merged permanent."""
    if obj.token or obj.is_copy:
        return []
    return [(obj.top_label or obj.label, obj.card.name)] + [(label, card.name) for card, label in obj.under]


def snapshot(game) -> tuple[dict[int, Counter], dict[int, Counter], list[str]]:
    """(cards, blanks, problems): per owner the multiset of real cards and of cards created by drawing from an
    unknown library, and every structural problem found (an object in no zone, in two, or listed twice)."""
    problems: list[str] = []
    places: Counter = Counter()
    for p in game.players:
        for zone in LISTED_ZONES:
            for oid in p.zone(zone):
                places[oid] += 1
                obj = game.objects.get(oid)
                if obj is None:
                    problems.append(f"{p.name}'s {zone} lists object {oid}, which does not exist")
                elif obj.zone != zone or obj.owner != p.index:
                    problems.append(f"{p.name}'s {zone} lists {obj.label} ({oid}), which is in "
                                    f"{game.players[obj.owner].name}'s {obj.zone}")
    for item in game.stack:
        if isinstance(item, StackAbility):
            continue
        places[item.oid] += 1
        if game.objects.get(item.oid) is not item:
            problems.append(f"the stack holds {item.label} ({item.oid}), which the game does not know")
        elif item.zone != "stack":
            problems.append(f"the stack holds {item.label} ({item.oid}), whose zone is {item.zone}")
    cards: dict[int, Counter] = {p.index: Counter() for p in game.players}
    blanks: dict[int, Counter] = {p.index: Counter() for p in game.players}
    for oid, obj in game.objects.items():
        if obj.zone == "battlefield":
            places[oid] += 1
        if places[oid] != 1:
            problems.append(f"{obj.label} ({oid}, {obj.zone}) is in {places[oid]} places")
        into = blanks if getattr(obj, "from_unknown_library", False) else cards
        into[obj.owner].update(cards_of(obj))
    return cards, blanks, problems


def _diff(before: Counter, after: Counter) -> str:
    gone, new = before - after, after - before
    return "; ".join(part for part in (
        "vanished: " + ", ".join(f"{label} [{name}]" + (f" x{n}" if n > 1 else "") for (label, name), n in
                                 sorted(gone.items())) if gone else "",
        "appeared: " + ", ".join(f"{label} [{name}]" + (f" x{n}" if n > 1 else "") for (label, name), n in
                                 sorted(new.items())) if new else "") if part)


class Conservation:
    """An observer for `judge.runner.run(observe=...)`: from the `start` event on, after every event it checks that
    each owner's cards are the same (a `setup` event may still place objects: the stack's, the scenario's starting
    board told after "the scenario starts"). Violations are collected in `self.violations`; `self.events` counts the
    events checked."""

    def __init__(self):
        self.initial: dict[int, Counter] | None = None
        self.blanks: dict[int, Counter] = {}
        self.violations: list[str] = []
        self.events = 0

    def __call__(self, game, event, action) -> None:
        if self.initial is None or event.kind == "setup":
            if event.kind not in ("start", "setup"):
                return
            self.initial, self.blanks, problems = snapshot(game)
            self._report(game, event, problems)
            return
        self.events += 1
        cards, blanks, problems = snapshot(game)
        for p in game.players:
            if cards[p.index] != self.initial[p.index]:
                problems.append(f"{p.name}'s cards changed: {_diff(self.initial[p.index], cards[p.index])}")
            gone = self.blanks[p.index] - blanks[p.index]
            if gone:
                problems.append(f"{p.name}'s cards drawn from an unknown library vanished: {dict(gone)}")
            new = sum((blanks[p.index] - self.blanks[p.index]).values())
            if new and not (event.kind == "drew" and new <= event.data.get("n", 0)):
                problems.append(f"{new} cards appeared in {p.name}'s unknown library outside a draw")
        self.blanks = blanks
        self._report(game, event, problems)

    def _report(self, game, event, problems: list[str]) -> None:
        words = render_events.text(event, game.version)
        for problem in problems:
            self.violations.append(f"after event {event.index} ({event.kind}: {words}): {problem}")


# ----- isolation: a run depends on its file alone ----------------------------------------------------------

def outputs(path) -> dict:
    """What `judge run PATH` computes, in this process: the exit code, the rendered trace (`--format text`) and
    the JSON (`--format json`: events, verdicts, final zones); for invalid input, the one-line error."""
    from judge import render, render_json
    from judge.cli import load_and_run
    from judge.errors import InputError

    try:
        result = load_and_run(str(path))
    except InputError as exc:
        return {"exit": 2, "error": exc.located(str(path))}
    return {"exit": 0 if result.passed else 1, "text": render.text(result), "json": render_json.as_json(result)}


# A fresh interpreter imports judge, then forks one child per file named on its command line: each child runs
# its file alone, in a process that has run nothing before, and writes its outputs to the parent through a pipe.
_ALONE = """
import json, os, sys
sys.path.insert(0, sys.argv[1])
from invariants import outputs
import judge.cli, judge.render, judge.runner
results = {}
for path in sys.argv[2:]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        with os.fdopen(write, "wb") as out:
            out.write(json.dumps(outputs(path)).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as got:
        data = got.read()
    os.waitpid(pid, 0)
    results[path] = json.loads(data)
print(json.dumps(results))
"""


def fresh_outputs(paths: list, jobs: int = 2) -> dict:
    """`outputs` of each file, each run alone in a process of its own that has run nothing before: a child forked
    from a fresh interpreter that only imported judge (what a `judge run` process is, without paying for an
    interpreter start-up per file); `jobs` such interpreters side by side."""
    import json
    import os
    import subprocess
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    paths = [str(p) for p in paths]
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    procs = [subprocess.Popen([sys.executable, "-c", _ALONE, here, *paths[i::jobs]], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=env) for i in range(jobs)]
    results: dict = {}
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err.decode("utf-8", "replace")
        results.update(json.loads(out))
    return results
