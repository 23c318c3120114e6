"""The scenario library's runs, shared by the tests that need them: each library scenario runs once per test
session (tests/test_scenario_library.py checks its expectations, tests/test_chapter_coverage.py reads which
abilities resolved in it, tests/test_scenario_snapshots.py compares its text trace with its snapshot)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from judge import render, runner, scenario
from judge.errors import InputError
from judge.game import events
from judge.game.objects import StackAbility

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(LIBRARY.glob("*.yaml"))


@dataclass(frozen=True)
class Resolved:
    """An ability that resolved (608.2): its source's name, the ability's printed text, its chapter (714.2b)."""

    source_name: str
    text: str
    chapter: int | None


@dataclass(frozen=True)
class LibraryRun:
    """One library scenario's run: judge's error if it is invalid, its expectations and those that failed (each
    as the lines judge shows), every ability that resolved in it, and its text trace (`judge run`'s output)."""

    error: str | None
    checks: int
    failed: tuple[str, ...]
    resolved: frozenset[Resolved]
    trace: str = ""


@cache
def library_run(path: Path) -> LibraryRun:
    """Run the scenario at `path` once, recording each ability as it resolves (events.AbilityResolves): the
    ability is the one that has just left the stack."""
    resolved: set[Resolved] = set()
    stack_before: list[object] = []

    def observe(game, logged, action) -> None:
        if isinstance(logged.event, events.AbilityResolves):
            gone = [item for item in stack_before if isinstance(item, StackAbility)
                    and not any(item is now for now in game.stack)]
            text = gone[-1].ability.text if gone else ""
            resolved.add(Resolved(logged.event.source_name, text, logged.event.chapter))
        stack_before[:] = game.stack

    try:
        result = runner.run(scenario.load(path), observe=observe)
    except InputError as exc:
        return LibraryRun(f"Error: {exc.located(str(path))}", 0, (), frozenset(resolved))
    failed = tuple(f"  ✗ {c.what}\n      expected: {c.expected}\n      found:    {c.found}"
                   for c in result.checks if not c.ok)
    return LibraryRun(None, len(result.checks), failed, frozenset(resolved), render.text(result))
