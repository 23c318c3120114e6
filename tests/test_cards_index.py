"""Finding cards (issue 10 §6): no index is kept by hand. A scenario's card is read from the file its name gives;
every other name is found in the catalogue, derived from the card files and cached by their sizes and times.
`judge card` matches names in any case, without diacritics or by a unique prefix; `judge cards` lists and
filters what judge knows."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import judge.cards as cards
from judge import runner, scenario
from judge.cards import CARD_DIR, CardDB, catalogue_of, entry_of, file_name, name_key, plain_name
from judge.cli import cli
from judge.errors import InputError

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = CardDB.catalogue()
NAMES = sorted(name for entry in CATALOGUE for name in entry.names)


def invoke(*args: str):
    return CliRunner().invoke(cli, list(args))


@pytest.fixture
def fresh_db(monkeypatch):
    """CardDB with nothing parsed or derived yet in this process."""
    monkeypatch.setattr(CardDB, "_parsed", {})
    monkeypatch.setattr(CardDB, "_found", {})
    monkeypatch.setattr(CardDB, "_catalogue", None)
    monkeypatch.setattr(CardDB, "_files", None)


@pytest.fixture
def folder(tmp_path, monkeypatch, fresh_db):
    """A card folder of three built-in cards (CardDB reads it), and a cache place of its own."""
    cards_dir = tmp_path / "cards"
    cards_dir.mkdir()
    for name in ("urza-s-saga.yaml", "the-kami-war.yaml", "purging-stormbrood.yaml"):
        shutil.copy(CARD_DIR / name, cards_dir / name)
    monkeypatch.setattr(cards, "CARD_DIR", cards_dir)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return cards_dir


def _write_card(folder, file: str, name: str, oracle: str = "Draw a card.") -> None:
    (folder / file).write_text(f"name: {name}\nmana_cost: \"{{U}}\"\ntypes: [Instant]\noracle: {oracle}\nabilities:\n"
                               f"  - spell: {{}}\n    text: {oracle}\n    effects: [{{draw: {{}}}}]\n",
                               encoding="utf-8")


# ----- scenarios: a card by the name printed on it -------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_every_face_name_finds_its_card(name):
    assert name in CardDB().get(name).names


def test_each_face_name_is_in_one_card_file():
    files: dict[str, list[str]] = {}
    for entry in CATALOGUE:
        for name in entry.names:
            files.setdefault(plain_name(name), []).append(entry.file)
    assert {name: found for name, found in files.items() if len(found) > 1} == {}


def test_catalogue_lists_every_card_file():
    assert sorted(entry.file for entry in CATALOGUE) == sorted(path.name for path in CARD_DIR.glob("*.yaml"))


def test_a_scenario_loads_only_the_cards_it_names(fresh_db, monkeypatch):
    """`judge run` start-up stays cheap: front faces come from the files their names give, the catalogue
    (every card file) is never derived."""
    def no_catalogue(*args, **kwargs):
        raise AssertionError("the catalogue was derived")

    monkeypatch.setattr(cards, "catalogue_of", no_catalogue)
    result = runner.run(scenario.load(str(ROOT / "scenarios" / "urzas-saga-blood-moon-2026.yaml")))
    assert result.passed
    assert sorted(CardDB._parsed) == ["blood-moon.yaml", "history-of-benalia.yaml", "urza-s-saga.yaml"]


def test_a_back_face_or_omen_name_finds_the_card_through_the_catalogue(fresh_db):
    assert CardDB().get("O-Kagachi Made Manifest").name == "The Kami War"
    assert CardDB().get("Absorb Essence").name == "Purging Stormbrood"


def test_a_name_is_found_with_or_without_its_diacritics(folder):
    _write_card(folder, "song-of-earendil.yaml", "Song of Eärendil")
    for name in ("Song of Earendil", "Song of Eärendil"):
        assert CardDB().get(name).name == "Song of Eärendil"  # the printed name
    assert CardDB().lookup("song of EARENDIL").name == "Song of Eärendil"


def test_a_card_in_a_file_its_name_does_not_give_is_still_found(folder):
    _write_card(folder, "misnamed.yaml", "Careful Study")
    assert CardDB().get("Careful Study").name == "Careful Study"


def test_a_scenario_name_is_exact_apart_from_diacritics(fresh_db):
    with pytest.raises(cards.InputError, match="unknown card \"urza's saga\"; did you mean \"Urza's Saga\""):
        CardDB().get("urza's saga")


def test_a_name_too_long_for_a_file_is_an_unknown_card(fresh_db):
    with pytest.raises(cards.InputError, match="unknown card 'xxxx"):
        CardDB().get("x" * 1000)
    with pytest.raises(cards.InputError, match="unknown card 'xxxx"):
        CardDB().lookup("x" * 1000)


def test_file_name_rule():
    assert file_name("Urza's Saga") == "urza-s-saga.yaml"
    assert file_name("Summon: G.F. Ifrit") == "summon-g-f-ifrit.yaml"
    assert file_name("Song of Eärendil") == file_name("Song of Earendil") == "song-of-earendil.yaml"
    assert name_key("  Tale  of Tinúviel ") == "tale of tinuviel"


# ----- the catalogue is derived, and cached safely ------------------------------------------------

def test_catalogue_is_derived_from_the_files(folder):
    entries = catalogue_of(folder, None)
    assert [entry.names for entry in entries] == [("Purging Stormbrood", "Absorb Essence"),
                                                  ("The Kami War", "O-Kagachi Made Manifest"), ("Urza's Saga",)]


def test_the_cache_is_reused_while_the_files_are_unchanged(folder, tmp_path, monkeypatch):
    cache = tmp_path / "cache.tsv"
    first = catalogue_of(folder, cache)

    def no_parsing(*args):
        raise AssertionError("a card file was parsed again")

    monkeypatch.setattr(cards, "entry_of", no_parsing)
    assert catalogue_of(folder, cache) == first


def test_the_cache_follows_a_changed_added_or_removed_card_file(folder, tmp_path):
    cache = tmp_path / "cache.tsv"
    catalogue_of(folder, cache)
    _write_card(folder, "careful-study.yaml", "Careful Study")
    assert "Careful Study" in {entry.names[0] for entry in catalogue_of(folder, cache)}
    _write_card(folder, "careful-study.yaml", "Careful Studies")  # a different size
    assert "Careful Studies" in {entry.names[0] for entry in catalogue_of(folder, cache)}
    path = folder / "careful-study.yaml"
    _write_card(folder, "careful-study.yaml", "Careful Studied")  # the same size, another time
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000_000))
    assert "Careful Studied" in {entry.names[0] for entry in catalogue_of(folder, cache)}
    path.unlink()
    assert len(catalogue_of(folder, cache)) == 3


@pytest.mark.parametrize("damage", [
    lambda text: text.replace("\t", " ", 3),
    lambda text: text[:len(text) // 2],
    lambda text: text.replace("saga", "nonsense"),
    lambda text: "",
    lambda text: text + "extra.yaml\t1:1\tX\tsupport\t\t0\t\n",
    lambda text: text.replace("\\n", "\\q"),
], ids=["fields", "truncated", "bad kind", "empty", "extra row", "bad escape"])
def test_a_damaged_cache_is_derived_again(folder, tmp_path, damage):
    cache = tmp_path / "cache.tsv"
    expected = catalogue_of(folder, cache)
    cache.write_text(damage(cache.read_text(encoding="utf-8")), encoding="utf-8")
    assert catalogue_of(folder, cache) == expected


def test_a_cache_that_cannot_be_written_is_no_error(folder, tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert len(catalogue_of(folder, blocked / "cache.tsv")) == 3
    assert not list(tmp_path.glob("file*/*"))


def test_the_cache_is_kept_beside_the_user_s_other_caches(folder, tmp_path):
    CardDB.catalogue()
    assert [path.parent for path in (tmp_path / "cache").glob("judge/cards-*.tsv")] == [tmp_path / "cache" / "judge"]


def test_text_with_tabs_and_line_breaks_survives_the_cache(folder, tmp_path):
    _write_card(folder, "tricky.yaml", '"Tab\\tand \\\\ backslash"', oracle='"One\\nTwo"')
    cache = tmp_path / "cache.tsv"
    first = catalogue_of(folder, cache)
    assert catalogue_of(folder, cache) == first
    assert any(entry.names == ("Tab\tand \\ backslash",) and entry.oracle == "One\nTwo" for entry in first)


def test_an_invalid_card_file_is_named(folder):
    (folder / "broken.yaml").write_text("name: Broken\ntypes: [Instant]\nsurprise: 1\n", encoding="utf-8")
    with pytest.raises(cards.InputError, match="broken.yaml, Broken: unknown card key 'surprise'") as raised:
        catalogue_of(folder, None)
    assert raised.value.located() == f"{folder / 'broken.yaml'}, line 3: {raised.value.message}"


# ----- judge card ----------------------------------------------------------------------------------

@pytest.mark.parametrize("typed, found", [
    ("urza's saga", "Urza's Saga"), ("URZA'S SAGA", "Urza's Saga"), ("Urza’s Saga", "Urza's Saga"),
    ("urza's", "Urza's Saga"), ("o-kagachi", "The Kami War"), ("absorb ess", "Purging Stormbrood"),
    ("  the   kami war ", "The Kami War"),
])
def test_card_matches_any_case_and_a_unique_prefix(typed, found):
    result = invoke("card", typed)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0].startswith(found)


def test_card_with_an_ambiguous_prefix_exits_2_naming_the_candidates():
    result = invoke("card", "The Eld")
    assert result.exit_code == 2
    [line] = result.stderr.splitlines()
    assert line.startswith("Error: 'The Eld' begins the names of 2 cards: 'The Elder Dragon War', 'The Eldest Reborn'")


def test_card_with_no_match_exits_2_naming_the_closest_names():
    result = invoke("card", "Tale of Tamyo")
    assert result.exit_code == 2
    first, = result.stderr.splitlines()
    assert first.startswith("Error: unknown card 'Tale of Tamyo'; did you mean 'The Tale of Tamiyo'")


def test_card_shows_what_is_not_modelled_at_the_top():
    lines = invoke("card", "Pir, Imaginative Rascal").stdout.splitlines()
    assert lines[2] == "  Kind: support; printed in BBD"
    assert lines[3] == "  ! NOT MODELLED: 1 part of this card, marked ! below: judge does nothing for it"
    partner = lines.index(next(line for line in lines if line.startswith("  - [triggered] Partner with Toothy")))
    assert lines[partner + 1] == "      ! not modelled: Partner with Toothy, Imaginary Friend"
    kami_war = invoke("card", "The Kami War").stdout.splitlines()
    assert not any("!" in line for line in kami_war)  # the attack trigger is modelled; all colors: its colors


def test_card_shows_an_oracle_line_no_ability_models():
    lines = invoke("card", "Leyline of Anticipation").stdout.splitlines()
    assert lines[3].startswith("  ! NOT MODELLED: 1 part")
    assert lines[-1] == "  ! not an ability here (no ability has this text): If this card is in your opening hand, " \
                        "you may begin the game with it on the battlefield."


def test_card_fully_modelled_has_no_warning():
    assert "NOT MODELLED" not in invoke("card", "History of Benalia").stdout


# ----- judge cards ---------------------------------------------------------------------------------

def listed(*args: str) -> list[dict]:
    result = invoke("cards", "--format", "json", *args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("kind, member, outsider", [
    ("saga", "Urza's Saga", "Purging Stormbrood"),
    ("read ahead", "The Elder Dragon War", "History of Benalia"),
    ("saga creature", "Summon: Bahamut", "History of Benalia"),
    ("transforming", "The Kami War", "Urza's Saga"),
    ("omen", "Purging Stormbrood", "Urza's Saga"),
    ("support", "Blood Moon", "Summon: Bahamut"),
])
def test_cards_by_kind(kind, member, outsider):
    names = {card["name"] for card in listed("--kind", kind)}
    assert member in names and outsider not in names


def test_support_is_any_card_neither_saga_nor_omen():
    every = {card["name"]: set(card["kinds"]) for card in listed()}
    assert {name for name, kinds in every.items() if "support" in kinds} == \
           {name for name, kinds in every.items() if not kinds & {"saga", "omen"}}


def test_cards_kinds_combine_and_are_spelled_either_way():
    both = [card["name"] for card in listed("--kind", "saga", "--kind", "Read-Ahead")]
    assert both == [card["name"] for card in listed() if {"saga", "read ahead"} <= set(card["kinds"])]
    assert {"Founding the Third Path", "The Cruelty of Gix", "The Elder Dragon War"} <= set(both)


def test_cards_by_set_in_any_case():
    names = {card["name"] for card in listed("--set", "dom")}
    assert {"History of Benalia", "Time of Ice", "The Eldest Reborn", "Rite of Belzenlok"} <= names
    assert all("DOM" in card["sets"] for card in listed("--set", "dom"))


def test_cards_by_text_in_names_and_oracle_text():
    assert [card["name"] for card in listed("--text", "O-KAGACHI")] == ["The Kami War"]
    assert {card["name"] for card in listed("--text", "mana cost {0} or {1}")} == {"Urza's Saga"}


def test_cards_table_and_markdown():
    text = invoke("cards", "--kind", "omen").stdout.splitlines()
    assert text[0].split() == ["card", "kind", "sets", "not", "modelled"]
    assert ["Purging Stormbrood // Absorb Essence", "omen", "TDM"] in [re.split(r"\s{2,}", line) for line in text]
    assert text[-1] == f"13 of {len(CATALOGUE)} cards"
    markdown = invoke("cards", "--kind", "omen", "--format", "markdown").stdout.splitlines()
    assert markdown[0].startswith("| card ") and markdown[1].startswith("|---")


def test_cards_with_no_match_says_so():
    result = invoke("cards", "--text", "no card says this")
    assert result.exit_code == 0
    assert result.stdout.startswith("No card matches")


def test_cards_unknown_kind_exits_2():
    result = invoke("cards", "--kind", "planeswalker")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == ["Error: --kind planeswalker: use one of saga, read ahead, saga creature, "
                                          "transforming, omen, support"]


def test_entry_counts_what_is_not_modelled():
    assert entry_of(CARD_DIR / "pir-imaginative-rascal.yaml").not_modelled == 1  # partner with Toothy
    assert entry_of(CARD_DIR / "the-kami-war.yaml").not_modelled == 0  # the all-colors line is its colors
    assert entry_of(CARD_DIR / "leyline-of-anticipation.yaml").not_modelled == 1  # its opening-hand line


def test_a_card_named_by_all_its_faces_names_is_that_card():
    db = CardDB()
    assert db.get("Sagu Wildling // Roost Seek").name == "Sagu Wildling"
    assert db.get("The Kami War // O-Kagachi Made Manifest").name == "The Kami War"
    with pytest.raises(InputError, match="other face is not named"):
        db.get("Sagu Wildling // Claim Territory")
