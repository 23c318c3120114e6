"""judge.crfile: the official CR text files, from 2018 on, in every encoding and line ending they come in
(../shared/cr/format.md), tested on every file in ../shared/cr (skipped where absent) and on fixtures."""

from __future__ import annotations

import datetime
import os
import re
from pathlib import Path

import pytest

from judge.crfile import CRText, read_cr, read_cr_bytes, read_version

CR_DIR = Path(os.environ.get("JUDGE_CR_DIR", Path(__file__).resolve().parents[2] / "shared" / "cr"))
OFFICIAL_FILES = sorted(CR_DIR.glob("*.txt")) if CR_DIR.is_dir() else []
D = datetime.date

FIXTURE = "\n".join([
    "Magic: The Gathering Comprehensive Rules",
    "",
    "These rules are effective as of June 6, 2025.",
    "",
    "Introduction",
    "",
    "This document is the ultimate authority for Magic: The Gathering® play.",
    "",
    "Contents",
    "",
    "1. Game Concepts",
    "100. General",
    "999. Only In The Contents",
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
    "100.1a A two-player game is a game that begins with only two players.",
    "Example: Alice and Bob play a game — it’s a two-player game.",
    "",
    "118.1d. In a two-player Brawl game, each player’s starting life total is 25.",
    "",
    "205.4c Any land with the supertype “basic” is a basic land.",
    "     Cards printed in sets prior to the Eighth Edition core set didn’t use the word “basic.”",
    "",
    "606.5 If the total cost to activate a loyalty ability contains multiple costs, combine them.",
    " ",
    "7. Additional Rules",
    "",
    "702.148b Cleave’s second ability is a text-changing effect.",
    "f",
    "",
    "704.5aa If a player controls a permanent with start your engines! and no speed, speed becomes 1.",
    "",
    "714. Saga Cards",
    "",
    "714.3c As a player’s precombat main phase begins, that player puts a lore counter on each Saga.",
    "",
    "901.4.All plane and phenomenon cards remain in the command zone throughout the game.",
    "",
    "Glossary",
    "",
    "Saga",
    "An enchantment subtype.",
    "",
    "Credits",
    "",
    "Magic: The Gathering Original Game Design: Richard Garfield",
    "These rules are effective as of June 6, 2025.",
    "",
])


def check_fixture(cr: CRText) -> None:
    assert cr.version == D(2025, 6, 6)
    assert cr.titles == {"1": "Game Concepts", "100": "General", "7": "Additional Rules", "714": "Saga Cards"}
    assert cr.rules["100.1"] == "These Magic rules apply to any Magic game with two or more players."
    assert cr.rules["100.1a"] == (
        "A two-player game is a game that begins with only two players.\n"
        "Example: Alice and Bob play a game — it’s a two-player game."
    )
    assert cr.rules["118.1d"].startswith("In a two-player Brawl game, each player’s")
    assert cr.rules["205.4c"].endswith(
        "\nCards printed in sets prior to the Eighth Edition core set didn’t use the word “basic.”")
    assert cr.rules["606.5"].startswith("If the total cost")
    assert cr.rules["702.148b"] == "Cleave’s second ability is a text-changing effect."  # stray "f" dropped
    assert cr.rules["704.5aa"].startswith("If a player controls a permanent with start your engines!")
    assert cr.rules["714"] == "Saga Cards"
    assert cr.rules["714.3c"].startswith("As a player’s precombat main phase begins")
    assert cr.rules["901.4"] == "All plane and phenomenon cards remain in the command zone throughout the game."
    assert "999" not in cr.rules  # table of contents skipped
    assert "Saga" not in cr.rules and "Glossary" not in cr.rules
    assert set(cr.rules) == {
        "100", "100.1", "100.1a", "118.1d", "205.4c", "606.5", "702.148b", "704.5aa",
        "714", "714.3c", "901.4",
    }



# ----- fixtures: every encoding x every line ending ------------------------------------------------

ENCODINGS = {
    "utf-8 with BOM": lambda text: b"\xef\xbb\xbf" + text.encode("utf-8"),
    "utf-8": lambda text: text.encode("utf-8"),
    "utf-16 LE with BOM": lambda text: b"\xff\xfe" + text.encode("utf-16-le"),
    "utf-16 BE with BOM": lambda text: b"\xfe\xff" + text.encode("utf-16-be"),
    "windows-1252": lambda text: text.encode("cp1252"),
}


def cr_only(text: str) -> str:
    """The official CR-only style: "\\r" line ends, except "\\r\\r\\n" at the blank line before
    "Contents" and before each chapter heading (two line breaks there)."""
    text = text.replace("\n", "\r")
    for heading in ("Contents", "1. Game Concepts", "7. Additional Rules"):
        text = text.replace(f"\r\r{heading}\r", f"\r\r\n{heading}\r")
    return text


LINE_ENDS = {
    "CRLF": lambda text: text.replace("\n", "\r\n"),
    "LF": lambda text: text,
    "CR only with \\r\\r\\n": cr_only,
    "\\r\\r\\n on every line": lambda text: text.replace("\n", "\r\r\n"),
}


@pytest.mark.parametrize("line_end", LINE_ENDS)
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_fixture_in_every_encoding_and_line_ending(encoding, line_end, tmp_path):
    data = ENCODINGS[encoding](LINE_ENDS[line_end](FIXTURE))
    check_fixture(read_cr_bytes(data))
    path = tmp_path / "MagicCompRules 20250613.txt"  # the name's date is not the version
    path.write_bytes(data)
    check_fixture(read_cr(path))
    assert read_version(path) == D(2025, 6, 6)


def test_fixtures_really_exercise_the_encodings_and_line_ends():
    with pytest.raises(UnicodeDecodeError):
        ENCODINGS["windows-1252"](FIXTURE).decode("utf-8")  # the cp1252 fallback is needed
    data = cr_only(FIXTURE).encode("utf-8")
    assert data.count(b"\r\r\n") == 3 and b"\n" not in data.replace(b"\r\r\n", b"")


def test_read_version_reads_only_the_header_even_of_a_large_utf16_file(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(ENCODINGS["utf-16 LE with BOM"](FIXTURE.replace("\n", "\r\n") + "x" * 100_001))
    assert read_version(path) == D(2025, 6, 6)


def test_a_file_without_the_version_line_is_not_a_cr_file(tmp_path):
    with pytest.raises(ValueError, match="not an official CR text file"):
        read_cr_bytes(FIXTURE.replace("effective as of", "in force since").encode("utf-8"))
    path = tmp_path / "notes.txt"
    path.write_text("Magic notes\nThese rules are effective as of Smarch 1, 2025.\n")
    with pytest.raises(ValueError):
        read_version(path)


def test_the_version_line_must_be_in_the_header():
    late = FIXTURE.replace("These rules are effective as of June 6, 2025.", "Magic rules.", 1)
    with pytest.raises(ValueError):  # the copy near the end of the file (in Credits) does not count
        read_cr_bytes(late.encode("utf-8"))


def test_block_gives_a_rule_with_its_subrules_and_examples_in_file_order():
    cr = read_cr_bytes(FIXTURE.encode("utf-8"))
    assert cr.block("100.1") == [
        "100.1. These Magic rules apply to any Magic game with two or more players.",
        "100.1a A two-player game is a game that begins with only two players.",
        "Example: Alice and Bob play a game — it’s a two-player game.",
    ]
    assert cr.block("100.1a")[0].startswith("100.1a A two-player game")
    assert cr.block("714") == [
        "714. Saga Cards",
        "714.3c As a player’s precombat main phase begins, that player puts a lore counter on each Saga.",
    ]
    assert cr.block("714.9") == []


# ----- every official file in ../shared/cr --------------------------------------------------------------

def header_date(path: Path) -> D:
    """The version stated in the file's own header, found independently of judge.crfile."""
    data = path.read_bytes()
    for bom, codec in ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")):
        if data.startswith(bom):
            text = data[len(bom):].decode(codec)
            break
    else:
        text = data.decode("cp1252", errors="replace")
    found = re.search(r"effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})", text)
    return datetime.datetime.strptime(found[1], "%B %d, %Y").date()


@pytest.mark.skipif(not OFFICIAL_FILES, reason=f"no official CR files in {CR_DIR}")
@pytest.mark.parametrize("path", OFFICIAL_FILES, ids=[p.name for p in OFFICIAL_FILES])
def test_every_official_file_parses(path):
    cr = read_cr(path)
    assert cr.version == header_date(path) == read_version(path)
    assert cr.titles["7"] == "Additional Rules" and len(cr.titles) > 9 + 100
    assert len(cr.rules) > 2400
    assert cr.rules["100.1"].startswith("These Magic rules apply")
    saga = "715" if D(2021, 7, 23) <= cr.version < D(2023, 4, 14) else "714"
    assert cr.block(saga)[0] == f"{saga}. Saga Cards"
    assert any(line.startswith(f"{saga}.4. If the number of lore counters") for line in cr.block(saga))
    assert cr.block("704.5")[0].startswith("704.5. The state-based actions are as follows:")
    assert "Glossary" not in cr.rules and "Saga" not in cr.rules
    numbers = list(cr.rules)
    assert numbers.index("100.1") < numbers.index("704.5s") < numbers.index(saga)


def official(version: D) -> CRText:
    path = CR_DIR / f"MagicCompRules-{version:%Y%m%d}.txt"
    if not path.is_file():
        pytest.skip(f"CR file not available: {path}")
    return read_cr(path)


def test_official_files_typo_lines_118_1d_606_5_901_4_704_5aa():
    cr = official(D(2018, 7, 13))
    assert cr.rules["118.1d"].startswith("In a two-player Brawl game")  # "118.1d." typo
    cr = official(D(2023, 10, 13))
    assert cr.rules["119.1d"].startswith("In a two-player Brawl game")  # "119.1d." typo
    assert cr.rules["606.5"].startswith("If the total cost")  # "606.5 If" typo
    assert cr.rules["901.4"].startswith("All plane and phenomenon cards")  # "901.4.All" typo
    cr = official(D(2026, 8, 7))
    assert cr.rules["704.5aa"].startswith("If a player controls a permanent with start your engines!")
    assert cr.rules["704.5z"] and "704.5ab" not in cr.rules


def test_official_file_examples_and_continuations_are_appended():
    cr = official(D(2025, 6, 6))
    assert "\nExample: " in cr.rules["603.2c"]
    assert "\nCards printed in sets prior to the Eighth Edition" in cr.rules["205.4c"]
    assert "\nA restriction may be created by an evasion ability" in cr.rules["509.1b"]
