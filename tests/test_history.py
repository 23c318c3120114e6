"""`judge history FILE`: a scenario under every known CR version, consecutive versions that run alike in one row."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge import history, numbering, render, runner, scenario, versions
from judge.cli import cli

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
BLOOD_MOON = LIBRARY / "urzas-saga-blood-moon-2026.yaml"
PROLIFERATE_SPLIT = LIBRARY / "bloodmoon-urza-proliferate.yaml"


def invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture(scope="module")
def blood_moon() -> history.History:
    return history.history(BLOOD_MOON)


def test_the_rows_cover_every_version_from_the_first_with_sagas_in_order(blood_moon):
    days = [day for row in blood_moon.rows for day in row.days]
    assert days == [day for day in numbering.KNOWN_VERSIONS if day >= versions.SAGAS.since]
    assert "Sagas did not exist yet" in blood_moon.before


def test_versions_in_one_row_give_the_same_trace_and_rows_beside_each_other_differ(blood_moon):
    def trace(day: dt.date) -> list[str]:
        result = runner.run(scenario.load(BLOOD_MOON), rules=day.isoformat())
        return [line for line in render.text(result).splitlines() if not line.startswith("CR version applied")]

    for earlier, later in zip(blood_moon.rows, blood_moon.rows[1:]):
        assert trace(earlier.days[0]) == trace(earlier.days[-1])
        assert trace(earlier.days[-1]) != trace(later.days[0])


def test_urzas_saga_stops_dying_to_blood_moon_when_a_saga_needs_chapter_abilities(blood_moon):
    row = next(r for r in blood_moon.rows if r.days[0] == dt.date(2025, 6, 6))
    before = blood_moon.rows[blood_moon.rows.index(row) - 1]
    assert before.outcome().startswith("FAIL") and "Urza's Saga: zone: graveyard (expected battlefield)" in \
        before.outcome()
    assert row.outcome() == "PASS 9/9"
    assert row.switches == [versions.SAGA_NEEDS_CHAPTER_ABILITIES]
    assert {"714.4", "704.5s", "305.7"} <= set(row.rule_numbers())
    assert "Steps and final state differ." in row.changes()


def test_a_renumbering_alone_names_the_rule_and_no_switch(blood_moon):
    row = next(r for r in blood_moon.rows if r.days[0] == dt.date(2019, 7, 12))
    assert row.switches == [] and row.renumbered == {"121.1": ("120.1", "121.1")}
    assert row.changes() == "Renumbered 120.1 → 121.1."
    assert row.rule_numbers() == ["121.1"]


def test_history_prints_a_table_and_exits_0():
    result = invoke("history", BLOOD_MOON)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Scenario: Blood Moon arrives while Urza's Saga has two lore counters"
    assert lines[5].split() == ["CR", "version(s)", "outcome", "rules", "behind", "it", "changed", "from", "the", "row",
                                "before"]
    assert any(line.split()[:6] == ["2025-06-06", "–", "2026-02-27", "(6)", "PASS", "9/9"] for line in lines)


def test_history_as_markdown_is_a_pipe_table():
    result = invoke("history", PROLIFERATE_SPLIT, "--format", "markdown")
    assert result.exit_code == 0, result.output
    assert "\n\n| CR version(s) " in result.output
    assert "| saga-needs-chapter-abilities (2025-06-06): " in result.output.replace("  ", " ")


def test_history_as_json_lists_every_row():
    result = invoke("history", BLOOD_MOON, "--format", "json")
    doc = json.loads(result.output)
    assert doc["rows"][0]["versions"][0] == "2018-04-27"
    passing = [row for row in doc["rows"] if row["passed"]]
    assert passing[0]["versions"][0] == "2025-06-06" and passing[0]["switches"] == ["saga-needs-chapter-abilities"]


def test_a_scenario_invalid_under_every_version_is_invalid_input(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("title: x\nplayers:\n  Alice: {libary: 3}\n  Bob: {}\n")
    result = invoke("history", path)
    assert result.exit_code == 2, result.output
    assert result.output.startswith(f"Error: {path}, line 3")
