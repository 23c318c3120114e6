"""The library's text traces are kept in tests/snapshots/ (`judge check scenarios/ --snapshot tests/snapshots`): any
change of behaviour or wording shows in review as a diff of these files, and fails here until they are updated.

Each trace comes from the library run the suite already makes (tests/library_runs.py), so the library runs once.
"""

from pathlib import Path

import pytest
from library_runs import FILES, LIBRARY, library_run

from judge.snapshots import kept_names, snapshot_name, unified_diff

SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"
UPDATE = "judge check scenarios/ --snapshot tests/snapshots --update"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_library_trace_matches_its_snapshot(path):
    run = library_run(path)
    assert run.error is None, run.error
    kept = SNAPSHOTS / snapshot_name(path, [LIBRARY])
    assert kept.is_file(), f"{path.name} has no snapshot {kept.name}: write it with `{UPDATE}`"
    text = kept.read_text(encoding="utf-8")
    if text != run.trace:
        pytest.fail(f"the trace of {path.name} changed (if that is intended, `{UPDATE}` and review the diff):\n"
                    + unified_diff(text, run.trace, f"tests/snapshots/{kept.name}", f"scenarios/{path.name}"),
                    pytrace=False)


def test_every_snapshot_has_a_library_scenario():
    scenarios = {snapshot_name(path, [LIBRARY]) for path in FILES}
    orphans = [name for name in kept_names(SNAPSHOTS) if name not in scenarios]
    assert not orphans, f"snapshots without a scenario: {orphans}; remove them with `{UPDATE}`"
