"""The scenario library runs in the suite: every scenario's expectations hold."""

from pathlib import Path

import pytest

from judge import runner, scenario

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(LIBRARY.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_expectations_hold(path):
    result = runner.run(scenario.load(path))
    failed = [f"{c.what}: expected {c.expected}, found {c.found}" for c in result.checks if not c.ok]
    assert result.checks, "every library scenario states expectations"
    assert not failed, "\n".join(failed)
