"""Isolation (issue 8 §4): a run depends on its scenario file alone. The whole library run in ONE process, in
any order (forward, reversed, a seeded shuffle), gives byte-identical results (rendered trace, JSON with its
verdicts and final zones, exit code, errors) to each file run alone in a fresh process. Something a run
leaves behind in module state (a cache keyed by `id()` of a scenario's objects, say) would show here.

`tests/test_isolation.py` does the same with generated scenarios that each define a local card.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from invariants import fresh_outputs, outputs

ROOT = Path(__file__).resolve().parents[1]
FILES = [str(p) for p in sorted((ROOT / "scenarios").glob("*.yaml"))]
ORDERS = {
    "forward": FILES,
    "reversed": FILES[::-1],
    "shuffled": random.Random(8).sample(FILES, len(FILES)),
}


@pytest.fixture(scope="module")
def alone():
    return fresh_outputs(FILES)


@pytest.mark.parametrize("order", ORDERS)
def test_400_7_the_library_in_one_process_in_any_order_is_byte_identical_to_each_file_alone(order, alone):
    assert len(alone) == len(FILES)
    for path in ORDERS[order]:
        together = outputs(path)
        assert together["exit"] in (0, 1), f"{path}: {together}"
        assert together == alone[path], f"{path}: differs run {order} in one process from run alone"
