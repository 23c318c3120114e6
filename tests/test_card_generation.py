"""Card files generated from the cards TSV by the Oracle compiler (issue 10 §3; judge/oracle/generate.py).

- Every generated card file is exactly what `python -m judge.oracle.generate` produces now: a change of the
  compiler, the TSV or a fix shows up here until the files are regenerated (and reviewed).
- Hand-written card files are never overwritten, and their rows are not generated.
- Hand fixes (judge/cards/fixes/) are merged at each generation, so a regeneration keeps them.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from judge.cards import CARD_DIR, file_name, read_card
from judge.errors import InputError
from judge.oracle import generate

needs_reference = pytest.mark.skipif(not generate.TSV.exists(),
                                     reason=f"the reference list {generate.TSV} is not beside the repository")


@pytest.fixture(scope="module")
def plan() -> generate.Plan:
    return generate.plan()


@needs_reference
def test_generated_card_files_are_what_the_generator_produces_now(plan):
    assert generate.differences(plan) == [], "run `python -m judge.oracle.generate` and review the changed cards"


@needs_reference
def test_generator_never_targets_a_hand_written_card_file(plan):
    for name in plan.files:
        path = CARD_DIR / name
        assert not path.exists() or generate.is_generated(path), f"{name} is hand-written"
    assert "History of Benalia" in plan.hand_written


@needs_reference
def test_generated_card_files_say_they_are_generated_and_load(plan):
    assert plan.files, "the compiler reads some rows whole"
    for name, text in plan.files.items():
        assert text.startswith(generate.MARKER)
        assert read_card(CARD_DIR / name).name


def _row(name: str) -> dict[str, str]:
    with generate.TSV.open(encoding="utf-8", newline="") as handle:
        return next(row for row in csv.DictReader(handle, delimiter="\t") if row["name"] == name)


def _one_row_tsv(tmp_path: Path, name: str) -> Path:
    row = _row(name)
    path = tmp_path / "cards.tsv"
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(row), delimiter="\t")
        writer.writeheader()
        writer.writerow(row)
    return path


@needs_reference
def test_a_hand_written_file_is_kept_and_its_row_not_generated(tmp_path):
    cards, fixes = tmp_path / "cards", tmp_path / "fixes"
    cards.mkdir()
    fixes.mkdir()
    hand = cards / "my-own-amok-time.yaml"
    hand.write_text("name: Amok Time\ntypes: [Enchantment]\nabilities: []\n", encoding="utf-8")
    result = generate.plan(_one_row_tsv(tmp_path, "Amok Time"), cards, fixes)
    assert result.files == {} and result.hand_written == ["Amok Time"]
    generate.write(result, cards)
    assert hand.read_text(encoding="utf-8") == "name: Amok Time\ntypes: [Enchantment]\nabilities: []\n"


@needs_reference
def test_write_refuses_to_overwrite_a_hand_written_file(tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    result = generate.plan(_one_row_tsv(tmp_path, "Amok Time"), cards, tmp_path)
    (cards / "amok-time.yaml").write_text("name: Amok Time\n", encoding="utf-8")
    with pytest.raises(InputError, match="hand-written"):
        generate.write(result, cards)
    assert (cards / "amok-time.yaml").read_text(encoding="utf-8") == "name: Amok Time\n"


@needs_reference
def test_a_fix_is_merged_at_every_regeneration(tmp_path):
    cards, fixes = tmp_path / "cards", tmp_path / "fixes"
    cards.mkdir()
    fixes.mkdir()
    tsv = _one_row_tsv(tmp_path, "Amok Time")
    (fixes / "amok-time.yaml").write_text(
        "reason: a test fix\nnotes: a hand note\nreplace abilities:\n"
        "  - chapter: 2\n    text: II — You gain 3 life.\n    effects: [{gain_life: {amount: 4}}]\n",
        encoding="utf-8")
    for _ in range(2):
        generate.write(generate.plan(tsv, cards, fixes), cards)
        card = read_card(cards / "amok-time.yaml")
        [chapter_two] = [a for a in card.front.abilities if a.chapters == (2,)]
        assert chapter_two.effects == ({"gain_life": {"amount": 4}},)
        assert "a hand note" in (cards / "amok-time.yaml").read_text(encoding="utf-8")


@needs_reference
def test_a_fix_that_no_longer_applies_is_an_error(tmp_path):
    (tmp_path / "amok-time.yaml").write_text(
        "reason: a test fix\nreplace abilities:\n  - chapter: 2\n    text: II — You gain 4 life.\n    effects: []\n",
        encoding="utf-8")
    with pytest.raises(InputError, match="no generated ability has the text"):
        generate.plan(_one_row_tsv(tmp_path, "Amok Time"), tmp_path, tmp_path)


@needs_reference
def test_an_excluded_card_is_not_generated_and_its_stale_file_is_removed(tmp_path):
    cards, fixes = tmp_path / "cards", tmp_path / "fixes"
    cards.mkdir()
    fixes.mkdir()
    tsv = _one_row_tsv(tmp_path, "Amok Time")
    generate.write(generate.plan(tsv, cards, fixes), cards)
    assert (cards / "amok-time.yaml").exists()
    (fixes / "amok-time.yaml").write_text("reason: wrong\nexclude: true\n", encoding="utf-8")
    result = generate.plan(tsv, cards, fixes)
    assert result.excluded == {"Amok Time": "wrong"} and result.stale == ["amok-time.yaml"]
    generate.write(result, cards)
    assert not (cards / "amok-time.yaml").exists()


@needs_reference
def test_every_fix_names_a_row_of_the_tsv_and_says_why():
    with generate.TSV.open(encoding="utf-8", newline="") as handle:
        files = {file_name(row["name"].split(" // ")[0]) for row in csv.DictReader(handle, delimiter="\t")}
    for path in sorted(generate.FIXES_DIR.glob("*.yaml")):
        assert path.name in files, f"{path.name} fixes no row of the TSV"
        assert generate._fix(path)["reason"].strip()


def test_generated_yaml_reads_back_as_the_card():
    card = {"name": "Test", "types": ["Sorcery"], "oracle": "Line one.\nLine two, with a comma.\n",
            "abilities": [{"spell": {}, "text": "I, II — {T}: it's \"quoted\".", "effects": [{"draw": {"count": 2}}]}]}
    assert generate.load_yaml(generate.dump(card)) == card

