"""`judge versions`, `judge rule`, `judge rules add` and `judge run --quote` (issue 4, section 2).

The official CR text is the user's: tests give it with small files they write themselves, and with the
official files in ../shared/cr where present (skipped cleanly otherwise). XDG_DATA_HOME always points
into tmp_path, and JUDGE_CR is cleared, so the user's own files never leak in.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge import rulebook
from judge.cli import cli
from judge.numbering import CITED_RULES, KNOWN_VERSIONS

ROOT = Path(__file__).resolve().parents[1]
BLOOD_MOON = ROOT / "scenarios" / "urzas-saga-blood-moon-2026.yaml"
CR_DIR = Path(os.environ.get("JUDGE_CR_DIR", ROOT.parent / "shared" / "cr"))

# A small CR file in the official layout: header, contents, body, glossary, credits.
SMALL_CR = "\r\n".join([
    "Magic: The Gathering Comprehensive Rules",
    "",
    "These rules are effective as of {date}.",
    "",
    "Contents",
    "",
    "1. Game Concepts",
    "7. Additional Rules",
    "714. Saga Cards",
    "Glossary",
    "",
    "Credits",
    "",
    "1. Game Concepts",
    "",
    "100. General",
    "",
    "100.1. These Magic rules apply to any Magic game with two or more players.",
    "",
    "7. Additional Rules",
    "",
    "714. Saga Cards",
    "",
    "714.3. Sagas use lore counters to track their progress.",
    "",
    "714.3a Each Saga without read ahead enters with a lore counter.",
    "",
    "714.3c As a player’s precombat main phase begins, that player puts a lore counter on each Saga.",
    "Example: Alice’s precombat main phase begins. She puts a lore counter on her Saga.",
    "",
    "714.4. If the number of lore counters on a Saga permanent is greater than or equal to its final chapter "
    "number, that Saga’s controller sacrifices it.",
    "",
    "Glossary",
    "",
    "Saga",
    "An enchantment subtype.",
    "",
    "Credits",
    "",
    "These rules are effective as of {date}.",
    "",
])


def small_cr(tmp_path: Path, date: str = "August 7, 2026", name: str = "MagicCompRules 20260819.txt",
             encoding: str = "utf-8-sig") -> Path:
    path = tmp_path / name
    path.write_bytes(SMALL_CR.format(date=date).encode(encoding))
    return path


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    """judge's data folder in tmp_path; no JUDGE_CR from the environment."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("JUDGE_CR", raising=False)


def invoke(*args, env=None):
    return CliRunner().invoke(cli, [str(a) for a in args], env=env)


def one_line_error(result, *fragments):
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("Error: ") and result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.output
    for fragment in fragments:
        assert fragment in result.stderr


# ----- judge versions ---------------------------------------------------------------------------------

def test_versions_lists_every_known_version_with_switches_and_renumberings():
    result = invoke("versions")
    assert result.exit_code == 0, result.output
    out = result.stdout
    dated = [line.split()[0] for line in out.splitlines()[1:] if not line.startswith(" ")]
    assert dated == [str(v) for v in KNOWN_VERSIONS]
    block = out[out.index("\n2025-06-06"):out.index("\n2025-07-25")]
    assert "switch saga-needs-chapter-abilities" in block and "701.27 → 701.34" in block
    block = out[out.index("\n2021-07-23"):out.index("\n2021-09-24")]
    assert "714 → 715" in block and "714.4 → 715.4" not in block  # the section stands for its rules
    block = out[out.index("\n2026-04-17"):out.index("\n2026-06-19")]
    assert "switch entering-lore-is-ability" in block and "714.3b → 714.3c" in block


def test_versions_marks_the_versions_whose_official_text_is_given(tmp_path):
    path = small_cr(tmp_path)
    result = invoke("versions", "--cr", path)
    assert result.exit_code == 0, result.output
    assert f"2026-08-07  (official text: {path})" in result.stdout


@pytest.mark.skipif(not CR_DIR.is_dir(), reason="official CR files absent")
def test_versions_include_every_official_file_by_its_header_date():
    from judge.crfile import read_version

    out = invoke("versions", "--cr", CR_DIR).stdout
    for path in sorted(CR_DIR.glob("*.txt")):
        assert f"{read_version(path)}  (official text: {path})" in out


# ----- judge rule ------------------------------------------------------------------------------------------

def test_rule_says_what_judge_knows_without_official_text():
    result = invoke("rule", "714.3c")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("Rule 714.3c in CR 2026-08-07\n  judge's summary: lore counter as the precombat main")
    assert "2021-07-23 – 2023-02-03   715.3b" in out
    assert "2026-04-17 – 2026-08-07   714.3c" in out
    assert "2017-01-20 – 2018-01-19   (does not exist)" in out
    assert "2025-06-06 saga-needs-chapter-abilities" in out
    assert "judge/game/sagas.py: " in out
    assert "scenarios/urzas-saga-blood-moon-2026.yaml" not in out  # the first twelve library scenarios only
    assert "more (`judge rule 714.3c --all` lists them all)" in out
    assert "scenarios/urzas-saga-blood-moon-2026.yaml" in invoke("rule", "714.3c", "--all").stdout
    assert "Official text: not available (judge ships none); give the official file with --cr FILE" in out


def test_rule_number_is_read_in_the_version_given_by_rules():
    result = invoke("rule", "714.3b", "--rules", "2025-06-06")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Rule 714.3b in CR 2025-06-06 (judge's canonical number: 714.3c)")
    result = invoke("rule", "715.4", "--rules", "2022-09-08")
    assert "(judge's canonical number: 714.4)" in result.stdout


def test_rule_for_a_section_and_a_rule_judge_cites_only_through_subrules():
    out = invoke("rule", "701.24").stdout
    assert "judge's summary: judge cites 701.24a (shuffle)" in out
    assert "2020-07-03 – 2025-04-04   701.20" in out


def test_rule_prints_the_official_rule_subrules_and_examples_verbatim(tmp_path):
    result = invoke("rule", "714.3", "--cr", small_cr(tmp_path))
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Official text: CR 2026-08-07 (" in out
    assert out.endswith(
        "  714.3. Sagas use lore counters to track their progress.\n"
        "  714.3a Each Saga without read ahead enters with a lore counter.\n"
        "  714.3c As a player’s precombat main phase begins, that player puts a lore counter on each Saga.\n"
        "  Example: Alice’s precombat main phase begins. She puts a lore counter on her Saga.\n")


def test_rule_text_from_another_version_says_so(tmp_path):
    path = small_cr(tmp_path, date="June 6, 2025")
    out = invoke("rule", "714.4", "--cr", path).stdout
    assert "no file for CR 2026-08-07 was given, so numbers and text are as in 2025-06-06" in out
    assert "  714.4. If the number of lore counters" in out


def test_rule_text_from_the_environment_variable_file_or_folder(tmp_path):
    path = small_cr(tmp_path, encoding="utf-16")
    for value in (path, tmp_path):
        result = invoke("rule", "714.4", env={"JUDGE_CR": str(value)})
        assert result.exit_code == 0, result.output
        assert "  714.4. If the number of lore counters" in result.stdout


def test_cr_option_wins_over_the_environment_variable(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    given = small_cr(tmp_path / "a")
    env = small_cr(tmp_path / "b")
    out = invoke("rule", "714.4", "--cr", given, env={"JUDGE_CR": str(env)}).stdout
    assert f"Official text: CR 2026-08-07 ({given})." in out


@pytest.mark.skipif(not (CR_DIR / "MagicCompRules-20250606.txt").is_file(), reason="official CR files absent")
def test_rule_from_the_official_files_picks_the_applied_version():
    out = invoke("rule", "714.3b", "--rules", "2025-06-06", "--cr", CR_DIR).stdout
    assert "Official text: CR 2025-06-06 (" in out
    assert "  714.3b As a player’s precombat main phase begins, that player puts a lore counter on each Saga they " \
           "control with one or more chapter abilities." in out
    out = invoke("rule", "715", "--rules", "2022-09-08", "--cr", CR_DIR).stdout
    assert "  715. Saga Cards\n  715.1. " in out


# ----- judge rules add ---------------------------------------------------------------------------------------

def test_rules_add_keeps_the_file_in_the_data_folder_named_by_its_header(tmp_path):
    path = small_cr(tmp_path, encoding="cp1252")
    result = invoke("rules", "add", path)
    assert result.exit_code == 0, result.output
    kept = tmp_path / "data" / "judge" / "cr" / "MagicCompRules-20260807.txt"
    assert kept.read_bytes() == path.read_bytes()
    assert result.stdout == f"Added CR 2026-08-07 from {path} as {kept}\n"
    out = invoke("rule", "714.4").stdout
    assert f"Official text: CR 2026-08-07 ({kept})." in out
    assert rulebook.data_dir() == tmp_path / "data" / "judge"


def test_data_dir_defaults_to_local_share(monkeypatch, tmp_path):
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert rulebook.data_dir() == tmp_path / ".local" / "share" / "judge"


# ----- judge run --quote ----------------------------------------------------------------------------------

def test_run_quote_shows_each_cited_rule_under_its_step(tmp_path):
    result = invoke("run", BLOOD_MOON, "--quote", "--cr", small_cr(tmp_path))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    tba = next(i for i, line in enumerate(lines) if "gives it no lore counter" in line)
    assert lines[tba + 1].strip() == ("714.3c As a player’s precombat main phase begins, that player puts a lore "
                                      "counter on each Saga.")
    assert lines[tba + 2].strip() == "505.4: not in the CR 2026-08-07 text"
    assert "Example:" not in result.stdout
    assert lines[-1] == f"Official text: CR 2026-08-07 ({tmp_path / 'MagicCompRules 20260819.txt'})."


def test_run_quote_shows_a_rule_once_then_refers_to_its_step(tmp_path):
    out = invoke("run", BLOOD_MOON, "--quote", "--cr", small_cr(tmp_path)).stdout
    assert "513.1: quoted at step 7" in out


@pytest.mark.skipif(not CR_DIR.is_dir(), reason="official CR files absent")
def test_run_quote_with_the_official_files_every_cited_rule_is_found():
    result = invoke("run", ROOT / "scenarios" / "urzas-saga-blood-moon-2025-04.yaml", "--quote", "--cr", CR_DIR)
    assert result.exit_code == 0, result.output
    assert "not in the CR" not in result.stdout
    assert "714.4. If the number of lore counters on a Saga permanent is greater than or equal to its final " \
           "chapter number, and it isn’t the source" in result.stdout
    assert "Official text: CR 2025-04-04 (" in result.stdout


@pytest.mark.skipif(not CR_DIR.is_dir(), reason="official CR files absent")
def test_run_quote_marks_every_quote_from_another_version_and_says_so_first():
    """2025-06-06 applied, only the 2025-04-04 text given: its 714.4 contradicts the step it sits under."""
    result = invoke("run", BLOOD_MOON, "--rules", "2025-06-06", "--quote", "--cr",
                    CR_DIR / "MagicCompRules-20250404.txt")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Note: no official text of CR 2025-06-06 (the version applied) was given; quotes "
                               "marked [CR 2025-04-04]")
    quotes = [line.strip() for line in lines if line.startswith("        ")]
    assert quotes and all(q.startswith("[CR 2025-04-04] ") for q in quotes)
    assert "[CR 2025-04-04] 714.4. If the number of lore counters" in result.stdout


# ----- bad input: one Error: line, exit 2 ------------------------------------------------------------------

def test_bad_rule_numbers_and_dates(tmp_path):
    one_line_error(invoke("rule", "71x"), "'71x' is not a CR rule number")
    one_line_error(invoke("rule", "100.2"), "rule 100.2: judge does not cite it", "--cr FILE")
    one_line_error(invoke("rule", "999.9", "--cr", small_cr(tmp_path)), "the CR 2026-08-07 text has no such rule")
    one_line_error(invoke("rule", "714.4", "--rules", "2026-02-30"), "--rules 2026-02-30: give a date")
    one_line_error(invoke("rule", "714.4", "--rules", "2010-01-01"), "--rules 2010-01-01: no known CR version")


def test_unreadable_or_wrong_cr_files(tmp_path):
    not_cr = tmp_path / "notes.txt"
    not_cr.write_text("Some notes about Sagas.\n")
    one_line_error(invoke("rule", "714.4", "--cr", not_cr), f"--cr {not_cr}: cannot read it as an official CR")
    one_line_error(invoke("rule", "714.4", "--cr", tmp_path / "missing.txt"), "no such file or folder")
    one_line_error(invoke("rule", "714.4", env={"JUDGE_CR": str(not_cr)}), f"JUDGE_CR {not_cr}: cannot read")
    one_line_error(invoke("rules", "add", not_cr), f"{not_cr}: not an official CR text file")
    one_line_error(invoke("rules", "add", tmp_path / "missing.txt"), "missing.txt: no such file")
    unreadable = tmp_path / "locked.txt"
    unreadable.mkdir()  # a folder where a file is expected: reading it fails
    one_line_error(invoke("rules", "add", unreadable), "no CR text files (*.txt) in this folder")


def test_run_quote_needs_the_official_text_in_every_format():
    for fmt in ("text", "markdown", "json"):
        one_line_error(invoke("run", BLOOD_MOON, "--quote", "--format", fmt), "--quote needs the official CR text")


def test_run_quote_markdown_quotes_each_cited_rule_under_its_step_in_the_forum_answer(tmp_path):
    result = invoke("run", BLOOD_MOON, "--quote", "--format", "markdown", "--cr", small_cr(tmp_path))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    tba = next(i for i, line in enumerate(lines) if "gives it no lore counter" in line)
    indent = " " * (lines[tba].index(".") + 2)
    assert lines[tba + 1] == (f"{indent}> 714.3c As a player’s precombat main phase begins, that player puts a lore "
                              "counter on each Saga.")
    assert lines[tba + 2:tba + 4] == [f"{indent}>", f"{indent}> 505.4: not in the CR 2026-08-07 text"]
    assert "> 513.1: quoted at step 7\n" in result.stdout
    assert lines[-1] == f"*Official text: CR 2026-08-07 ({tmp_path / 'MagicCompRules 20260819.txt'}).*"


def test_run_quote_json_gives_each_steps_rules_with_their_official_text(tmp_path):
    result = invoke("run", BLOOD_MOON, "--quote", "--format", "json", "--cr", small_cr(tmp_path))
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["official_text"] == {"version": "2026-08-07", "file": str(tmp_path / "MagicCompRules 20260819.txt"),
                                    "applied": "2026-08-07", "other_version": False}
    tba = [e for e in doc["events"] if "714.3c" in e["cites"]]
    assert tba and all(e["quotes"][0] == {
        "rule": "714.3c", "text": "714.3c As a player’s precombat main phase begins, that player puts a lore counter "
                                  "on each Saga."} for e in tba)
    end_steps = [e["quotes"] for e in doc["events"] if e["cites"] == ["513.1"]]
    assert len(end_steps) >= 2 and end_steps[0] == end_steps[1]  # in full at every step: data, not prose
    assert {"rule": "505.4", "text": None} in tba[0]["quotes"]
    assert all(len(e["quotes"]) == len(e["cites"]) for e in doc["events"])


# ----- judge's own words ------------------------------------------------------------------------------------

def test_every_cited_rule_has_a_summary_in_judges_words():
    assert [rule for rule in CITED_RULES if rule not in rulebook.summaries()] == []


def test_canonical_numbers_across_versions():
    import datetime as dt

    assert rulebook.canonical("714.3b", dt.date(2025, 6, 6)) == "714.3c"
    assert rulebook.canonical("714.3b", dt.date(2026, 8, 7)) == "714.3b"
    assert rulebook.canonical("702.155a", dt.date(2023, 9, 1)) == "702.155a"
    assert rulebook.canonical("701.20a", dt.date(2024, 1, 1)) == "701.24a"
    assert rulebook.canonical("100.2", dt.date(2026, 8, 7)) == "100.2"


def test_rule_names_each_engine_module_by_its_docstring_line_without_quotes():
    """A one-line module docstring is shown without its closing quotes."""
    modules = dict(rulebook.modules_for("714.4"))
    assert modules["judge/game/sba.py"].startswith("State-based actions (CR 704)")
    assert not any('"""' in line for line in modules.values())
