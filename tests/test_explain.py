"""`judge run --explain`: for each expectation, the events, effects and rule changes behind it."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge import explain, scenario
from judge.cli import cli

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
MOON_2026 = str(LIBRARY / "urzas-saga-blood-moon-2026.yaml")
MOON_2025 = str(LIBRARY / "urzas-saga-blood-moon-2025-04.yaml")


def run(*args):
    return CliRunner().invoke(cli, ["run", *args])


def why(output: str) -> str:
    assert "\nWhy:\n" in output
    return output.split("\nWhy:\n", 1)[1]


def test_why_not_names_the_missing_condition_the_switch_and_the_effect():
    result = run(MOON_2026, "--explain")
    assert result.exit_code == 0, result.output
    assert result.output.startswith(run(MOON_2026).output)  # the trace comes first, unchanged
    text = why(result.output)
    section = text.split("✓ event no sacrificed: Urza's Saga — did not happen\n", 1)[1].split("\n  ✓ ")[0]
    assert re.search(r"why not: step \d+ \[T4 Alice, postcombat main\] Urza's Saga is a Saga with no chapter "
                     r"abilities.*\(CR 714\.4, 704\.5s", section)
    assert re.search(r"because of layer 4, timestamp \d+: Blood Moon: Nonbasic lands are Mountains\. — "
                     r"subtypes −Urza's \+Mountain; abilities −I — .*\(CR 305\.7, 613\.1d\), since the start",
                     section)
    assert "rule change since 2025-06-06 (in force): The precombat-main lore counter and the Saga sacrifice " \
           "apply only to Sagas with one or more chapter abilities." in section


def test_an_event_that_happened_shows_the_state_that_caused_it():
    result = run(MOON_2025, "--explain")
    assert result.exit_code == 0, result.output
    text = why(result.output)
    section = text.split("✓ event sacrificed: Urza's Saga — step ", 1)[1].split("\n  ✓ ")[0]
    assert re.search(r"happened: step \d+ .*Urza's Saga is sacrificed .*\(CR 704\.5s, 714\.4", section)
    assert re.search(r"before it: step \d+ .*final chapter number 0", section)
    assert re.search(r"at step \d+, layer 4, timestamp \d+: Blood Moon", section)
    assert "rule change not yet in force (from 2025-06-06)" in section


def test_checkpoints_are_explained_at_their_point_in_the_trace(tmp_path):
    path = tmp_path / "checkpoint.yaml"
    path.write_text("""\
title: History of Benalia, chapter by chapter
players:
  Alice:
    library: 10
    battlefield:
      - card: History of Benalia
        counters: {lore: 1}
  Bob: {}
turn: {active: Alice, number: 3, step: upkeep}
actions:
  - note: before the lore counter
  - expect:
      objects:
        History of Benalia: {counters: {lore: 1}}
  - advance: precombat main
expect:
  objects:
    History of Benalia: {counters: {lore: 2}}
""", encoding="utf-8")
    result = run(str(path), "--explain")
    assert result.exit_code == 0, result.output
    trace = result.output.split("\n\n")[1].splitlines()
    note = next(int(line.split(".")[0]) for line in trace if "before the lore counter" in line)
    text = why(result.output)
    assert f"Expectations checkpoint at line 12 (after step {note}):" in text
    checkpoint, end = text.split("Expectations at the end:")
    assert "puts 1 lore counter" not in checkpoint  # later steps are not part of it
    assert re.search(r"step \d+ .*puts 1 lore counter", end)


def test_a_failed_expectation_shows_expected_and_found(tmp_path):
    text = Path(MOON_2025).read_text(encoding="utf-8").replace("- sacrificed: Urza's Saga",
                                                                "- no: {sacrificed: Urza's Saga}")
    path = tmp_path / "wrong.yaml"
    path.write_text(text, encoding="utf-8")
    result = run(str(path), "--explain")
    assert result.exit_code == 1
    assert re.search(r"✗ event no sacrificed: Urza's Saga — expected did not happen, found happened at step \d+\n"
                     r" +happened: step \d+", why(result.output))


def test_illegal_actions_are_explained(tmp_path):
    path = tmp_path / "illegal.yaml"
    path.write_text("""\
title: A land is played, not cast
players:
  Alice:
    hand: [Urza's Saga]
  Bob: {}
turn: {active: Alice, number: 3, step: precombat main}
actions:
  - cast: Urza's Saga
    illegal: true
""", encoding="utf-8")
    result = run(str(path), "--explain")
    assert result.exit_code == 0, result.output
    assert re.search(r"Expectations that actions are illegal:\n  ✓ 'cast' at line 8 is illegal — refused by "
                     r"(?P<rule>[\d.a-z]+)\n +step \d+ .*refused: .*\(CR (?P=rule)", why(result.output))


def test_markdown_and_json():
    markdown = run(MOON_2026, "--explain", "--format", "markdown").output
    assert "\n### Why\n" in markdown and "\n- ✓ event no sacrificed: Urza's Saga — did not happen\n" in markdown
    doc = json.loads(run(MOON_2026, "--explain", "--format", "json").output)
    sections = [s for block in doc["explanations"] for s in block["sections"]]
    assert any(s["subject"] == "event no sacrificed: Urza's Saga" and s["ok"]
               and any(b.startswith("why not: ") for b in s["because"]) for s in sections)


@pytest.mark.parametrize("path", sorted(LIBRARY.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_expectation_of_the_library_is_explained(path):
    traced = explain.traced_run(scenario.load(path))
    covered = [c for _, sections in explain.explain(traced) for s in sections for c in s.checks]
    assert sorted(map(id, covered)) == sorted(map(id, traced.result.checks))
    assert traced.result.passed


def test_run_without_explain_imports_neither_explain_nor_pydantic():
    code = ("import sys\nfrom judge.cli import cli\ntry:\n    cli(['run', sys.argv[1]])\nexcept SystemExit:\n"
            "    pass\nprint('pydantic' in sys.modules, 'judge.explain' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, MOON_2026], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines()[-1] == "False False"
