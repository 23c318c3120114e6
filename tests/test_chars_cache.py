"""Characteristics kept between changes (`Game.touch`) are never stale.

After every event of every library scenario, and of the benchmark series at small sizes, each kept
characteristic equals the one `layers.compute` derives from scratch for the whole game (613).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from judge import render_events, runner, scenario
from judge.errors import InputError
from judge.game import layers

ROOT = Path(__file__).resolve().parents[1]


def _bench():
    spec = importlib.util.spec_from_file_location("bench", ROOT / "benchmarks" / "bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stale(loaded) -> list[str]:
    found = []

    def observe(game, event, action):
        if not game._chars:
            return
        fresh = layers.compute(game)
        for oid, kept in game._chars.items():
            if oid in fresh and fresh[oid] != kept:
                words = render_events.text(event, game.version)
                found.append(f"after event {event.index} ({words}): {kept} kept, {fresh[oid]} derived")

    try:
        runner.run(loaded, observe=observe)
    except InputError:
        pass  # a scenario about bad input: what ran before the error was still checked
    return found


def test_library():
    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        assert stale(scenario.load(path)) == [], path.name


@pytest.mark.parametrize("name", ["proliferate_creatures", "proliferate_sagas", "chapters_resolving",
                                  "tokens", "saga_cycles"])
def test_benchmark_series(name):
    assert stale(scenario.load(f"{name}.yaml", getattr(_bench(), name)(12))) == []
