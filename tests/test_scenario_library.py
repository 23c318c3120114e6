"""The scenario library runs in the suite: every scenario's expectations hold.

`pytest scenarios/` runs the same library through judge's pytest plugin; the
suite (testpaths = tests) runs it once, here, sharing each run with the
chapter-coverage test (tests/library_runs.py).
"""

import pytest
from library_runs import FILES, library_run

from judge import scenario
from judge.model import Checkpoint


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_expectations_hold(path):
    loaded = scenario.load(path)
    assert loaded.expect is not None or any(isinstance(a, Checkpoint) or a.illegal is not None
                                            for a in loaded.actions), "every library scenario states expectations"
    run = library_run(path)
    assert run.error is None, run.error
    assert not run.failed, f"{len(run.failed)} of {run.checks} expectations failed:\n" + "\n".join(run.failed)
