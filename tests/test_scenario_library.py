"""The scenario library runs in the suite: every scenario's expectations hold.

`pytest scenarios/` runs the same library through judge's pytest plugin; the
suite (testpaths = tests) runs it once, here, with the plugin's check.
"""

from pathlib import Path

import pytest

from judge import scenario
from judge.model import Checkpoint
from judge.pytest_plugin import check_scenario

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(LIBRARY.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_expectations_hold(path):
    loaded = scenario.load(path)
    assert loaded.expect is not None or any(isinstance(a, Checkpoint) or a.illegal is not None
                                            for a in loaded.actions), "every library scenario states expectations"
    check_scenario(path)
