"""Release day (issue 11 §1, §2, §5): `judge rules add` of a CR newer than judge knows learns its numbering,
`--rules NEWDATE` cites in it with the newest behaviour judge knows, `judge rules check` reports what a new file
changes for the rules judge cites, `judge rules list` / `judge rules remove` manage what judge knows.

The CR files here are small ones in the official layout, written by the tests: a "2026-08-07" file (the newest
version judge.numbering knows) and a "2026-10-02" file in which a new 714.3b pushes the lore-counter
turn-based action from 714.3c to 714.3d. XDG_DATA_HOME points into tmp_path and JUDGE_CR is cleared.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from judge import learned, numbering, output_schema, versions
from judge.cli import cli

ROOT = Path(__file__).resolve().parents[1]
BLOOD_MOON = ROOT / "scenarios" / "urzas-saga-blood-moon-2026.yaml"

RULES_0807 = [
    ("100", "General"),
    ("100.1.", "These Magic rules apply to any Magic game with two or more players."),
    ("505", "Main Phase"),
    ("505.4.", "Second, if the active player controls one or more Saga enchantments with one or more chapter "
               "abilities and it's the active player's precombat main phase, the active player puts a lore counter "
               "on each Saga they control with one or more chapter abilities. (See rule 714, \u201cSaga Cards.\u201d)"),
    ("714", "Saga Cards"),
    ("714.3.", "Sagas use lore counters to track their progress."),
    ("714.3a", "Each Saga without read ahead has the intrinsic ability \u201cThis Saga enters with a lore counter on "
               "it.\u201d This ability creates a replacement effect (see rule 614.1c)."),
    ("714.3b", "Each Saga with read ahead has the intrinsic abilities \u201cAs this Saga enters, choose a number "
               "between one and this Saga's final chapter number\u201d and \u201cThis Saga enters with the chosen "
               "number of lore counters on it.\u201d These abilities create replacement effects."),
    ("714.3c", "As a player's precombat main phase begins, that player puts a lore counter on each Saga they control "
               "with one or more chapter abilities. This turn-based action doesn't use the stack."),
    ("714.4.", "If the number of lore counters on a Saga permanent with one or more chapter abilities is greater "
               "than or equal to its final chapter number, that Saga's controller sacrifices it."),
]
NEW_714_3B = ("714.3b", "A Saga whose chapter abilities were doubled gets one more lore counter as it enters.")


def cr_text(date: str, rules: list[tuple[str, str]]) -> str:
    body = [line for number, text in rules for line in (f"{number} {text}", "")]
    return "\r\n".join(["Magic: The Gathering Comprehensive Rules", "", f"These rules are effective as of {date}.",
                        "", "Contents", "", "1. Game Concepts", "Glossary", "", "Credits", "", "1. Game Concepts",
                        "", *body, "Glossary", "", "Saga", "An enchantment subtype.", "", "Credits", ""])


def rules_1002() -> list[tuple[str, str]]:
    shifted = [("714.3d" if n == "714.3c" else ("714.3c" if n == "714.3b" else n), t) for n, t in RULES_0807]
    return shifted[:7] + [NEW_714_3B] + shifted[7:]


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(text.encode("utf-8-sig"))
    return path


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("JUDGE_CR", raising=False)


@pytest.fixture
def files(tmp_path) -> tuple[Path, Path]:
    """The newest version judge knows and the next one, each in the official layout."""
    return (write(tmp_path / "in", "MagicCompRules 20260807.txt", cr_text("August 7, 2026", RULES_0807)),
            write(tmp_path / "in", "MagicCompRules 20261002.txt", cr_text("October 2, 2026", rules_1002())))


def invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def one_line_error(result, *fragments):
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("Error: ") and result.stderr.count("\n") == 1, result.stderr
    for fragment in fragments:
        assert fragment in result.stderr


def test_rules_add_of_a_newer_version_learns_its_numbering_from_the_newest_known(files, tmp_path):
    base, new = files
    assert invoke("rules", "add", base).exit_code == 0
    result = invoke("rules", "add", new)
    assert result.exit_code == 0, result.output
    assert "Learned the numbering of CR 2026-10-02 by aligning it with CR 2026-08-07" in result.stdout
    assert "renumbered: 714.3b → 714.3c, 714.3c → 714.3d\n" in result.stdout
    assert "From now on --rules 2026-10-02 cites in its numbering, with the behaviour of CR 2026-08-07" \
        in result.stdout
    kept = json.loads((tmp_path / "data/judge/cr/MagicCompRules-20261002.learned.json").read_text())
    assert kept["numbers"]["714.3c"] == "714.3d" and kept["numbers"]["714.3b"] == "714.3c"
    assert kept["aligned_with"] == "2026-08-07"


def test_rules_add_of_a_newer_version_without_the_newest_known_file_is_refused(files, tmp_path):
    one_line_error(invoke("rules", "add", files[1]), "needs the official file of CR 2026-08-07",
                   "judge rules add \"MagicCompRules 20260807.txt\"")
    assert not (tmp_path / "data/judge/cr/MagicCompRules-20261002.txt").exists()


def test_rules_add_takes_a_folder_oldest_first(files):
    result = invoke("rules", "add", files[0].parent)
    assert result.exit_code == 0, result.output
    assert result.stdout.index("Added CR 2026-08-07") < result.stdout.index("Added CR 2026-10-02")
    assert versions.version_for(versions.parse_date("2026-12-01")).date.isoformat() == "2026-10-02"


def test_rules_newdate_cites_in_the_learned_numbering_with_the_newest_behaviour(files):
    invoke("rules", "add", files[0].parent)
    before = invoke("run", BLOOD_MOON).stdout
    after = invoke("run", BLOOD_MOON, "--rules", "2026-10-02")
    assert after.exit_code == 0, after.output
    assert "CR version applied: 2026-10-02; behaviour of 2026-08-07: judge knows no switch after it\n" \
        in after.stdout
    assert after.stdout.count("behaviour of 2026-08-07") == 1
    lore = [line for line in after.stdout.splitlines() if "gives it no lore counter" in line]
    assert lore and all("714.3d" in line and "714.3c" not in line for line in lore)
    assert after.stdout.replace("714.3d", "714.3c").replace(
        "2026-10-02; behaviour of 2026-08-07: judge knows no switch after it", "2026-08-07") == before


def test_a_learned_version_in_json_names_the_behaviour_applied(files):
    invoke("rules", "add", files[0].parent)
    doc = json.loads(invoke("run", BLOOD_MOON, "--rules", "2026-10-02", "--format", "json").stdout)
    assert (doc["rules"], doc["behaviour_of"]) == ("2026-10-02", "2026-08-07")
    assert "behaviour_of" not in json.loads(invoke("run", BLOOD_MOON, "--format", "json").stdout)


def test_rule_with_a_learned_version_shows_its_text_in_both_versions(files):
    invoke("rules", "add", files[0].parent)
    out = invoke("rule", "714.3d", "--rules", "2026-10-02").stdout
    assert "Rule 714.3d in CR 2026-10-02 (judge's canonical number: 714.3c)" in out
    assert "2026-10-02                714.3d" in out
    assert "judge learned this numbering by aligning CR 2026-10-02 with CR 2026-08-07 (certain)." in out
    assert "CR 2026-08-07 text (" in out and "  714.3c As a player's precombat main phase begins" in out


def test_rules_list_shows_typed_learned_and_kept_versions(files):
    invoke("rules", "add", files[0].parent)
    out = invoke("rules", "list").stdout
    assert f"Typed into judge (judge.numbering): {len(numbering.KNOWN_VERSIONS)} versions" in out
    assert "  2026-10-02  aligned with CR 2026-08-07;" in out
    assert "MagicCompRules-20260807.txt" in out and "MagicCompRules-20261002.txt" in out


def test_an_unreadable_learned_document_is_ignored_and_listed(tmp_path):
    write(tmp_path / "data/judge/cr", "MagicCompRules-20261002.learned.json", "{not json")
    learned.forget()
    assert numbering.learned_versions() == ()
    assert "MagicCompRules-20261002.learned.json: unreadable" in invoke("rules", "list").stdout


def test_rules_remove_forgets_a_learned_version(files, tmp_path):
    invoke("rules", "add", files[0].parent)
    result = invoke("rules", "remove", "2026-10-02")
    assert result.exit_code == 0, result.output
    assert "MagicCompRules-20261002.learned.json" in result.stdout
    assert not list((tmp_path / "data/judge/cr").glob("*20261002*"))
    assert "CR version applied: 2026-08-07 (in force on 2026-10-02)" in invoke(
        "run", BLOOD_MOON, "--rules", "2026-10-02").stdout
    one_line_error(invoke("rules", "remove", "2026-10-02"), "judge keeps no file and learned no numbering")
    one_line_error(invoke("rules", "remove", "October"), "October: give a date YYYY-MM-DD")


def test_rules_check_lists_renumbered_rules_and_new_rules_in_modelled_sections(files):
    result = invoke("rules", "check", files[1], "--cr", files[0])
    assert result.exit_code == 1, result.output
    out = result.stdout
    assert "714.3c → 714.3d (lore counter as the precombat main phase begins)" in out
    assert "New rules in the sections judge models (may need a behaviour switch in judge.versions) (1):\n" \
           "  714.3b: A Saga whose chapter abilities were doubled" in out
    assert "Needs a person's look." in out


def test_rules_check_shows_a_word_diff_of_a_changed_text(files, tmp_path):
    changed = [(n, t.replace("that Saga's controller", "its controller") if n == "714.4." else t)
               for n, t in RULES_0807]
    new = write(tmp_path / "other", "cr.txt", cr_text("October 2, 2026", changed))
    out = invoke("rules", "check", new, "--cr", files[0]).stdout
    assert "Text changed (word diff: [-old-] {+new+}) (1):\n  714.4 (Saga sacrifice state-based action)\n" in out
    assert "[-that Saga's-] {+its+} controller" in out
    markdown = invoke("rules", "check", new, "--cr", files[0], "--format", "markdown").stdout
    assert markdown.startswith("## CR 2026-10-02 against CR 2026-08-07\n")
    assert "~~that Saga's~~ **its** controller" in markdown


def test_rules_check_of_an_unchanged_file_exits_0(files, tmp_path):
    same = write(tmp_path / "other", "cr.txt", cr_text("October 2, 2026", RULES_0807))
    result = invoke("rules", "check", same, "--cr", files[0])
    assert result.exit_code == 0, result.output
    assert "Nothing needs a person's look." in result.stdout


def test_rules_check_bad_input_is_one_error_line(files, tmp_path):
    one_line_error(invoke("rules", "check", tmp_path / "missing.txt"), "missing.txt: no such file")
    one_line_error(invoke("rules", "check", files[1]), "needs the official file of CR 2026-08-07")
    one_line_error(invoke("rules", "check", files[1], "--against", "2026-13-01"), "--against 2026-13-01")
    one_line_error(invoke("rules", "check", files[0].parent, "--cr", files[0]), "give one CR text file")


def test_numbering_after_the_newest_curated_version_reads_the_learned_data(tmp_path):
    """A removed rule does not exist in the learned version; a rule the learned data does not list (cited only
    after it was learned) keeps its number in the version it was aligned with; a date before every learned
    version is numbered as the newest curated one."""
    day, later = versions.parse_date("2026-10-02"), versions.parse_date("2027-01-01")
    found = learned.Learned(day, numbering.LATEST_VERSION, {"714.3c": "714.3d", "714.4": None})
    learned.save(found)
    assert numbering.learned_versions() == (day,)
    assert numbering.number_in("714.3c", later) == "714.3d" and numbering.exists_in("714.3c", day)
    assert not numbering.exists_in("714.4", day) and numbering.covering("714.4", day) is None
    assert numbering.number_in("704.5s", day) == "704.5s" and numbering.exists_in("704.5s", day)
    assert numbering.number_in("714.3c", versions.parse_date("2026-09-01")) == "714.3c"
    assert versions.version_for(versions.parse_date("2026-09-01")).date == numbering.LATEST_VERSION
    assert learned.Learned.from_json(found.as_json()) == found


def test_quoted_and_learned_json_follows_the_published_schema(files):
    invoke("rules", "add", files[0].parent)
    validator = jsonschema.Draft202012Validator(output_schema.json_schema())
    doc = json.loads(invoke("run", BLOOD_MOON, "--rules", "2026-10-02", "--format", "json", "--quote").stdout)
    assert doc["behaviour_of"] == "2026-08-07" and doc["official_text"]["version"] == "2026-10-02"
    validator.validate(doc)


def test_history_runs_a_learned_version_too_and_names_its_renumbering(files):
    invoke("rules", "add", files[0].parent)
    doc = json.loads(invoke("history", BLOOD_MOON, "--format", "json").stdout)
    last = doc["rows"][-1]
    assert last["versions"] == ["2026-10-02"] and last["switches"] == []
    assert last["renumbered"]["714.3c"] == {"from": "714.3c", "to": "714.3d"}
