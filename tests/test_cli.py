"""The command line (README "Commands", contract "Command line"): commands, options, exit codes."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import FAILING

from judge import __version__
from judge.cli import cli

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "scenarios"
BLOOD_MOON = LIBRARY / "urzas-saga-blood-moon-2026.yaml"
SCENARIOS = sorted(LIBRARY.glob("*.yaml"))



def invoke(*args: str):
    return CliRunner().invoke(cli, [str(a) for a in args])


# ----- judge run ---------------------------------------------------------------------------------

def test_run_exits_0_when_every_expectation_holds():
    result = invoke("run", BLOOD_MOON)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Scenario: Blood Moon arrives")
    assert "CR version applied: 2026-08-07" in result.stdout
    assert result.stdout.rstrip().endswith("PASS")
    assert "— CR 714.3c, 505.4" in result.stdout, "steps cite the rules"


def test_run_exits_1_when_an_expectation_fails(tmp_path):
    path = tmp_path / "failing.yaml"
    path.write_text(FAILING)
    result = invoke("run", path)
    assert result.exit_code == 1
    assert "✗ Alice: life" in result.stdout
    assert "expected: 19" in result.stdout and "found:    20" in result.stdout
    assert result.stdout.rstrip().endswith("FAIL")
    assert result.stderr == ""


def test_run_without_expectations_exits_0(tmp_path):
    path = tmp_path / "none.yaml"
    path.write_text("title: nothing to check\nplayers: {Alice: {}, Bob: {}}\n")
    result = invoke("run", path)
    assert result.exit_code == 0
    assert "No expectations." in result.stdout


def test_format_text_is_the_default():
    assert invoke("run", BLOOD_MOON).stdout == invoke("run", BLOOD_MOON, "--format", "text").stdout


def test_format_markdown_is_a_forum_answer_question_answer_steps_rules():
    result = invoke("run", BLOOD_MOON, "--format", "markdown")
    assert result.exit_code == 0
    out = result.stdout
    assert out.startswith("## Blood Moon arrives")
    parts = ["**Question:** What happens to Urza's Saga", "**Short answer:** Since 2025-06-06",
             "**Step by step**, under the Comprehensive Rules of 2026-08-07:", "(CR 714.3c, 505.4",
             "**Battlefield at the end:**", "**Rules cited**, numbered as in the CR of 2026-08-07:",
             "9/9 expectations hold"]
    positions = [out.index(part) for part in parts]
    assert positions == sorted(positions), "in this order"
    rules_line = next(line for line in out.splitlines() if line.startswith("**Rules cited**"))
    cited = rules_line.split(": ", 1)[1].split(", ")
    assert {"505.4", "704.5s", "714.3c", "714.4"} <= set(cited)
    assert cited.index("505.1a") < cited.index("505.4") < cited.index("611.2c") < cited.index("714.4"), "rule order"


def test_format_markdown_of_a_failing_run_lists_what_failed(tmp_path):
    path = tmp_path / "failing.yaml"
    path.write_text(FAILING)
    result = invoke("run", path, "--format", "markdown")
    assert result.exit_code == 1
    assert "0/1 expectations hold" in result.stdout
    assert "- ✗ Alice: life — expected 19, found 20" in result.stdout


def test_format_markdown_escapes_markdown_in_names(tmp_path):
    path = tmp_path / "stars.yaml"
    path.write_text("title: a *bold* claim about under_scores\nplayers: {Alice: {}, Bob: {}}\n")
    result = invoke("run", path, "--format", "markdown")
    assert result.stdout.startswith("## a \\*bold\\* claim about under\\_scores\n")


def test_format_json_parses_and_has_events_with_cites():
    result = invoke("run", BLOOD_MOON, "--format", "json")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert doc["title"].startswith("Blood Moon arrives")
    assert doc["rules"] == "2026-08-07"
    assert doc["passed"] is True
    assert doc["events"] and all({"index", "kind", "text", "cites"} <= set(e) for e in doc["events"])
    cited = {c for e in doc["events"] for c in e["cites"]}
    assert {"714.3c", "505.4"} <= cited
    assert all(x["ok"] for x in doc["expectations"])


def test_format_json_of_a_failing_run(tmp_path):
    path = tmp_path / "failing.yaml"
    path.write_text(FAILING)
    result = invoke("run", path, "--format", "json")
    assert result.exit_code == 1
    doc = json.loads(result.stdout)
    assert doc["passed"] is False
    assert [x["ok"] for x in doc["expectations"]] == [False]


def test_unknown_format_is_a_usage_error():
    result = invoke("run", BLOOD_MOON, "--format", "pdf")
    assert result.exit_code == 2
    assert "pdf" in result.stderr


def test_rules_option_overrides_the_file():
    """README: with --rules 2025-04-04 the trace shows Urza's Saga sacrificed at once (704.5s, 714.4)."""
    result = invoke("run", BLOOD_MOON, "--rules", "2025-04-04")
    assert result.exit_code == 1, "the file expects the 2026 behaviour"
    assert "CR version applied: 2025-04-04" in result.stdout
    sacrificed = [line for line in result.stdout.splitlines() if "Urza's Saga is sacrificed" in line]
    assert sacrificed and "704.5s" in sacrificed[0] and "714.4" in sacrificed[0]


def test_rules_option_picks_the_version_in_force_that_day():
    result = invoke("run", BLOOD_MOON, "--rules", "2025-05-01", "--format", "json")
    doc = json.loads(result.stdout)
    assert doc["rules"] == "2025-04-04"
    assert doc["requested_rules"] == "2025-05-01"


def test_strict_passes_when_no_decision_is_left_to_a_default():
    assert invoke("run", BLOOD_MOON, "--strict").exit_code == 0


def test_run_help():
    result = invoke("run", "-h")
    assert result.exit_code == 0
    for option in ("--rules", "--format", "--strict", "--debug"):
        assert option in result.stdout


# ----- judge check, validate, card ---------------------------------------------------------------

def test_check_the_library_summary_line_and_exit_0():
    result = invoke("check", LIBRARY)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == len(SCENARIOS) + 1, "one line per scenario and a summary"
    assert all(line.startswith("PASS ") for line in lines[:-1])
    n = len(SCENARIOS)
    assert lines[-1] == f"{n} scenario{'s' if n != 1 else ''}: {n} passed, 0 failed, 0 errors"


def test_check_lines_name_file_counts_version_title_question_and_answer():
    line = invoke("check", BLOOD_MOON).stdout.splitlines()[0]
    assert line.startswith(f"PASS  {BLOOD_MOON}  [")
    assert "CR 2026-08-07]  Blood Moon arrives while Urza's Saga has two lore counters — Q: What happens" in line
    assert " — A: Since 2025-06-06 a Saga without chapter abilities" in line


def test_check_exit_1_when_a_scenario_fails_and_the_fail_line_names_the_expectation(tmp_path):
    (tmp_path / "failing.yaml").write_text(FAILING)
    result = invoke("check", BLOOD_MOON, tmp_path)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0].startswith("PASS") and lines[1].startswith("FAIL")
    assert lines[2] == "      ✗ Alice: life: expected 19, found 20"
    assert lines[-1] == "2 scenarios: 1 passed, 1 failed, 0 errors"


def test_check_quiet_shows_only_what_did_not_pass(tmp_path):
    (tmp_path / "failing.yaml").write_text(FAILING)
    lines = invoke("check", BLOOD_MOON, tmp_path, "-q").stdout.splitlines()
    assert lines[0].startswith("FAIL") and not any(line.startswith("PASS") for line in lines)


def test_check_json_gives_every_outcome_as_data(tmp_path):
    (tmp_path / "failing.yaml").write_text(FAILING)
    result = invoke("check", BLOOD_MOON, tmp_path, "--format", "json")
    assert result.exit_code == 1
    doc = json.loads(result.stdout)
    assert doc["format"] == "judge-check/1" and doc["summary"] == {"pass": 1, "fail": 1, "error": 0}
    assert doc["scenarios"][1]["failed"] == [{"what": "Alice: life", "expected": 19, "found": 20}]


def test_check_junit_is_xml_a_ci_system_reads(tmp_path):
    import xml.etree.ElementTree as ET

    (tmp_path / "failing.yaml").write_text(FAILING)
    (tmp_path / "invalid.yaml").write_text("title: [x]\n")
    result = invoke("check", BLOOD_MOON, tmp_path, "--format", "junit")
    assert result.exit_code == 2
    suite = ET.fromstring(result.stdout)
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("3", "1", "1")
    cases = {case.get("name"): case for case in suite}
    assert cases[str(tmp_path / "failing.yaml")].find("failure").get("message") == "Alice: life"
    assert cases[str(tmp_path / "invalid.yaml")].find("error") is not None


@pytest.mark.parametrize("command, kinds, code", [
    ("check", ["pass", "fail"], 1), ("check", ["fail", "invalid", "pass"], 2), ("check", ["invalid", "fail"], 2),
    ("validate", ["fail", "pass"], 0), ("validate", ["pass", "invalid", "fail"], 2),
])
def test_several_files_exit_with_the_worst_code(tmp_path, command, kinds, code):
    """README, Commands: `check` and `validate` go on after a bad file and exit with the worst code."""
    texts = {"pass": "title: ok\nplayers: {Alice: {}, Bob: {}}\n", "fail": FAILING, "invalid": "title: [x]\n"}
    for i, kind in enumerate(kinds):
        (tmp_path / f"{i}-{kind}.yaml").write_text(texts[kind])
    result = invoke(command, tmp_path)
    assert result.exit_code == code, result.output
    assert len(result.output.splitlines()) >= len(kinds), "every file is reported"


def test_check_finds_yml_files_in_subfolders(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "one.yml").write_text("title: one\nplayers: {Alice: {}, Bob: {}}\n")
    result = invoke("check", tmp_path)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "1 scenario: 1 passed, 0 failed, 0 errors"


def test_check_an_empty_folder_is_an_error(tmp_path):
    result = invoke("check", tmp_path)
    assert result.exit_code == 2
    assert "no scenario files" in result.stderr


def test_validate_the_library():
    result = invoke("validate", LIBRARY)
    assert result.exit_code == 0, result.output
    n = len(SCENARIOS)
    assert result.stdout.splitlines() == [f"ok    {p}" for p in SCENARIOS] + [f"{n} scenarios: {n} valid, 0 invalid"]


def test_validate_does_not_judge_expectations(tmp_path):
    path = tmp_path / "failing.yaml"
    path.write_text(FAILING)
    result = invoke("validate", path)
    assert result.exit_code == 0
    assert result.stdout == f"ok    {path}\n1 scenario: 1 valid, 0 invalid\n"


def test_validate_takes_rules_like_check(tmp_path):
    path = tmp_path / "benalia.yaml"
    path.write_text("title: t\nplayers:\n  Alice: {battlefield: [History of Benalia]}\n  Bob: {}\n")
    assert invoke("validate", path, "--rules", "2018-07-13").exit_code == 0
    assert invoke("validate", path, "--rules", "2017-01-20").exit_code == 2  # before Sagas existed


def test_card_urzas_saga():
    result = invoke("card", "Urza's Saga")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Urza's Saga"
    assert "Enchantment Land — Urza's Saga" in lines[1]
    assert sum("chapter" in line for line in lines) >= 3
    assert "Oracle:" in result.stdout


def test_card_unknown_name_suggests_close_names():
    result = invoke("card", "Urza Saga")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == ["Error: unknown card 'Urza Saga'; did you mean \"Urza's Saga\"?"]


# ----- help and version --------------------------------------------------------------------------

@pytest.mark.parametrize("flag", ["-h", "--help"])
def test_help_lists_the_commands_and_exit_codes(flag):
    result = invoke(flag)
    assert result.exit_code == 0
    for command in ("run", "check", "validate", "card"):
        assert f"  {command}" in result.stdout
    assert "Exit codes" in result.stdout


@pytest.mark.parametrize("command", ["run", "check", "validate", "card"])
def test_each_command_has_help(command):
    result = invoke(command, "-h")
    assert result.exit_code == 0 and result.stdout.startswith("Usage:")


def test_version():
    result = invoke("--version")
    assert result.exit_code == 0
    assert result.stdout == f"judge {__version__}\n"


def _commands(group, prefix=""):
    for name, command in sorted(group.commands.items()):
        if hasattr(command, "commands"):
            yield from _commands(command, f"{prefix}{name} ")
        else:
            yield f"{prefix}{name}", command


@pytest.mark.parametrize("command", [pytest.param(c, id=name) for name, c in _commands(cli) if name != "schema"])
def test_every_command_that_reads_input_takes_debug(command):
    """README, Commands: `schema` reads nothing; every other command takes --debug."""
    assert any("--debug" in option.opts for option in command.params)


def test_no_command_shows_the_help_and_exits_0():
    result = invoke()
    assert result.exit_code == 0
    assert "Usage:" in result.output and "run" in result.output and "Exit codes" in result.output


def test_run_dash_reads_the_scenario_from_standard_input():
    result = CliRunner().invoke(cli, ["run", "-"], input=BLOOD_MOON.read_text(encoding="utf-8"))
    assert result.exit_code == 0, result.output
    assert result.output == invoke("run", BLOOD_MOON).output


def test_run_dash_names_standard_input_in_an_error():
    result = CliRunner().invoke(cli, ["run", "-"], input="title: [\n")
    assert result.exit_code == 2
    assert result.output.startswith("Error: standard input, line 1:")


# ----- as a program: python -m judge and the console script ---------------------------------------

def _program(*args: str, module: bool = True) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "judge"] if module else [str(Path(sys.executable).parent / "judge")]
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run(command + list(args), cwd=ROOT, capture_output=True, text=True, env=env, timeout=60,
                          encoding="utf-8")


def test_python_dash_m_judge_runs_a_scenario():
    proc = _program("run", str(BLOOD_MOON.relative_to(ROOT)))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Scenario: Blood Moon arrives")


def test_python_dash_m_judge_version_and_help():
    assert _program("--version").stdout == f"judge {__version__}\n"
    assert "Commands:" in _program("-h").stdout


def test_python_dash_m_judge_exit_codes_for_bad_input(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("title: x\nplayers:\n  Alice: {life: twenty}\n  Bob: {}\n")
    proc = _program("run", str(path))
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr == f"Error: {path}, line 3: 'life' must be a whole number, not the text 'twenty'\n"


def test_console_script():
    script = Path(sys.executable).parent / "judge"
    if not script.exists():
        pytest.skip("the judge console script is not installed next to this interpreter")
    proc = _program("run", str(BLOOD_MOON.relative_to(ROOT)), module=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == _program("run", str(BLOOD_MOON.relative_to(ROOT))).stdout


def test_run_at_start_up_imports_no_slow_module():
    """Start-up budget (README "Speed"): `judge run` imports no importlib.metadata (tabulate 0.10 would: it is pinned
    below), difflib, json or the Oracle compiler."""
    probe = ("import sys; sys.argv = ['judge', 'run', %r]\nfrom judge.cli import main\ntry:\n    main()\n"
             "except SystemExit:\n    pass\n"
             "print(sorted(m for m in ('importlib.metadata', 'difflib', 'json', 'judge.oracle') "
             "if m in sys.modules), file=sys.stderr)" % str(BLOOD_MOON))
    proc = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.stderr.strip() == "[]"


# ----- output in a legacy encoding ---------------------------------------------------------------

def _in_encoding(encoding: str, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    return subprocess.run([sys.executable, "-m", "judge", *map(str, args)], cwd=ROOT, capture_output=True, env=env,
                          timeout=60)


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
@pytest.mark.parametrize("args, code", [
    pytest.param(["run", BLOOD_MOON], 0, id="run-pass"),
    pytest.param(["run", BLOOD_MOON, "--explain"], 0, id="run-explain"),
    pytest.param(["run", BLOOD_MOON, "--format", "markdown"], 0, id="run-markdown"),
    pytest.param(["check", LIBRARY / "cascade-into-omen-cast-as-omen.yaml", BLOOD_MOON], 0, id="check"),
    pytest.param(["diff", BLOOD_MOON, "--from", "2025-04-04", "--to", "2026-08-07"], 1, id="diff-side-by-side"),
    pytest.param(["layers", BLOOD_MOON, "--object", "Urza's Saga"], 0, id="layers"),
])
def test_output_in_a_legacy_encoding_falls_back_to_ascii_marks(encoding, args, code):
    proc = _in_encoding(encoding, *args)
    assert b"Traceback" not in proc.stderr, proc.stderr.decode(errors="replace")
    assert proc.returncode == code, proc.stderr
    assert proc.stdout.decode(encoding if encoding != "ascii" else "utf-8")  # click writes UTF-8 for 'ascii'


def test_legacy_encoding_marks_are_ascii_and_exit_codes_unchanged(tmp_path):
    proc = _in_encoding("cp1252", "run", BLOOD_MOON)
    text = proc.stdout.decode("cp1252")
    assert "  ok the trace cites 714.4" in text and "✓" not in text
    failing = tmp_path / "failing.yaml"
    failing.write_text(FAILING)
    proc = _in_encoding("cp1252", "run", failing)
    assert proc.returncode == 1 and "  FAIL Alice: life" in proc.stdout.decode("cp1252"), proc.stdout
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: x\nseed: " + "é→" * 100 + "\nplayers: {Alice: {}, Bob: {}}\n", encoding="utf-8")
    proc = _in_encoding("cp1252", "run", bad)
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert proc.stderr.decode("cp1252") == (f"Error: {bad}, line 2: 'seed' must be a whole number, not the text "
                                            f"'{'é->' * 30}…'\n")  # 60 characters, then …


# ----- judge run --brief ---------------------------------------------------------------------------

def test_brief_folds_turn_structure_into_one_line_per_turn_and_keeps_every_other_step():
    full, brief = invoke("run", BLOOD_MOON).output, invoke("run", BLOOD_MOON, "--brief").output
    assert "22-28. [T6 Alice, precombat main] turn 6 (Alice), untap, upkeep, draw (Alice draws 1 card), precombat " \
           "main" in brief
    assert "9-21. [T5 Bob, cleanup] turn 5 (Bob), untap" in brief  # a line per turn
    kept = [line.split("] ", 1)[1] for line in full.splitlines()
            if re.match(r" *\d+\. \[", line) and ("lore counter" in line or "Saga" in line)]
    assert all(any(text in line for line in brief.splitlines()) for text in kept)
    assert len(brief.splitlines()) < len(full.splitlines())


def test_brief_markdown_numbers_folded_lines_by_their_range_not_as_a_list():
    out = invoke("run", BLOOD_MOON, "--brief", "--format", "markdown").output
    assert "- **22-28** *T6 Alice, precombat main* — turn 6 (Alice)" in out


def test_colour_on_a_terminal_and_never_with_no_color_or_in_a_pipe():
    coloured = CliRunner().invoke(cli, ["run", str(BLOOD_MOON)], color=True).output
    assert "\x1b[32m" in coloured and "PASS" in coloured  # ✓ and PASS in green, citations dim
    assert "\x1b" not in CliRunner(env={"NO_COLOR": "1"}).invoke(cli, ["run", str(BLOOD_MOON)], color=True).output
    assert "\x1b" not in invoke("run", BLOOD_MOON).output  # not a terminal: plain text


def test_docs_prints_the_installed_scenario_format():
    """`judge new` points to `judge docs`: the format document ships with the package (a normal `pip install .`)."""
    out = invoke("docs").output
    assert out == (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    assert "`judge docs`" in invoke("new", "--card", "Blood Moon").output
