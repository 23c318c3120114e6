"""Linear cost at any board size (issue 8 §3), checked by counting work rather than timing it.

The scenarios are the benchmark series of benchmarks/bench.py (section (e)) at small sizes. The work
of a run is the number of lines of judge's code it executes (every turn of a loop counts), which does
not depend on the machine or its load. Doubling the board, the tokens or the actions must about
double it, not quadruple it; bigger libraries must not make turns cost more.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

import judge
from judge import runner, scenario

ROOT = Path(__file__).resolve().parents[1]
JUDGE = str(Path(judge.__file__).resolve().parent)


def _bench():
    spec = importlib.util.spec_from_file_location("bench", ROOT / "benchmarks" / "bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = _bench()


def work(text: str) -> int:
    """Lines of judge's code executed while the scenario runs (loading it not included)."""
    loaded = scenario.load("series.yaml", text)
    lines = 0

    def count(frame, event, arg):
        nonlocal lines
        lines += event == "line"
        return count

    def calls(frame, event, arg):
        return count if frame.f_code.co_filename.startswith(JUDGE) else None

    before = sys.gettrace()
    sys.settrace(calls)
    try:
        result = runner.run(loaded)
    finally:
        sys.settrace(before)
    assert not result.checks or result.passed
    return lines


@pytest.mark.parametrize("make, n", [
    (bench.proliferate_creatures, 60),  # was 3.7 times the work at twice the size
    (bench.proliferate_sagas, 60),  # 3.6
    (bench.chapters_resolving, 60),  # 3.8
    (bench.tokens, 256),  # 3.7
    (bench.saga_cycles, 40),  # 2.7
])
def test_twice_the_size_is_about_twice_the_work(make, n):
    small, large = work(make(n)), work(make(2 * n))
    assert large / small < 2.3, (small, large)


def test_library_size_costs_only_its_setup():
    """Four times the library: the turns cost the same, only creating the cards grows (was 3.9 times)."""
    small, large = work(bench.libraries(500)), work(bench.libraries(2000))
    assert large / small < 2, (small, large)
