"""Card files store current Oracle text and model all of it (issue 10 §1).

- Each Saga and Omen card file agrees with the reference list ../shared/cards/sagas-and-omens.tsv (beside the
  repository; its README says where each text comes from): the same Oracle text, its printed name (diacritics
  aside) and its sets.
- Every line of every card file's Oracle text is modelled by an ability (judge.cards.coverage), or listed below
  with the reason it is not one.
- No part is silently skipped: no Saga chapter or Omen uses `not_modelled`, and a run that reaches a
  `not_modelled` effect names it in the trace.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from judge import render_events, runner, scenario
from judge.cards import CARD_DIR, CardDef, Face, not_modelled_parts, oracle_gaps, parse_card, plain_name, read_card
from judge.cards.coverage import chapter_numbers, roman, unmodelled_lines

ROOT = Path(__file__).resolve().parents[1]
TSV = ROOT.parent / "shared" / "cards" / "sagas-and-omens.tsv"
FILES = sorted(CARD_DIR.glob("*.yaml"))
CARDS = {path.name: read_card(path) for path in FILES}

# Oracle lines that are not abilities of the card in a game, each with the reason.
NOT_ABILITIES = {
    ("Leyline of Anticipation", "If this card is in your opening hand, you may begin the game with it on the "
                                "battlefield."):
        "an opening-hand action, taken before the first turn (103.6a); a scenario starts where it says",
}


def reference_faces() -> dict[str, tuple[str, str, tuple[str, ...]]]:
    """Each face of the reference list by its plain name: (its name there, its Oracle text, the card's sets).

    The list writes a line break as ` \\n `, a transforming card as `front // back` (names and texts), and an
    Omen card's Omen in its own columns."""
    faces = {}
    with TSV.open(encoding="utf-8", newline="") as rows:
        for row in csv.DictReader(rows, delimiter="\t"):
            sets = tuple(row["set"].split(","))
            texts = row["oracle_text"].split(" \\n // \\n ") if row["layout"] == "transform" else [row["oracle_text"]]
            named = list(zip(row["name"].split(" // "), texts))
            if row["omen_name"]:
                named.append((row["omen_name"], row["omen_text"]))
            for name, text in named:
                faces[plain_name(name)] = (name, text.replace(" \\n ", "\n"), sets)
    return faces


REFERENCE = reference_faces() if TSV.exists() else {}
needs_reference = pytest.mark.skipif(not TSV.exists(), reason=f"the reference list {TSV} is not beside the repository")
IN_REFERENCE = [path for path in FILES if plain_name(CARDS[path.name].name) in REFERENCE]


def _faces(card: CardDef) -> list[Face]:
    return [face for face in (card.front, card.back, card.omen) if face is not None]


def comparable(text: str, name: str) -> str:
    """Oracle text as two wordings of the same text compare: spacing, apostrophes, quotation marks and dashes
    alike, and two updates of Oracle templates since the reference's older rows were taken:

    - Aetherdrift (2025-02) replaced a card's name used to refer to itself by "this Saga", "this creature",
      "this token"... (blogs.magicjudges.org/nametherule/this-object; e.g. Time of Ice, Urza's Saga);
    - Foundations (2024-11) added "of their choice" to "each opponent sacrifices a ..." (The Eldest Reborn).
    """
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = re.sub(r"\s*[—–−-]\s*", "-", text)
    for self_reference in sorted({name, name.split(", ")[0]}, key=len, reverse=True):
        text = text.replace(self_reference, "~")
    text = re.sub(r"\b[Tt]his (Saga|creature|token|permanent|artifact|enchantment|land|spell)\b", "~", text)
    text = text.replace(" of their choice", "")
    return " ".join(text.split())


# ----- the reference list ---------------------------------------------------------------------------

@needs_reference
@pytest.mark.parametrize("path", IN_REFERENCE, ids=[path.stem for path in IN_REFERENCE])
def test_oracle_text_is_the_reference_text(path):
    for face in _faces(CARDS[path.name]):
        name, text, _ = REFERENCE.get(plain_name(face.name), (face.name, "", ()))
        if face.oracle and text:
            assert comparable(face.oracle, face.name) == comparable(text, name), face.name


@needs_reference
@pytest.mark.parametrize("path", IN_REFERENCE, ids=[path.stem for path in IN_REFERENCE])
def test_sets_are_the_reference_sets(path):
    card = CARDS[path.name]
    assert card.front.sets == REFERENCE[plain_name(card.name)][2]


@needs_reference
def test_reference_covers_the_sagas_and_omens_judge_knows():
    """Every Saga and Omen card file is checked against the list (none named so that it is missed)."""
    sagas_and_omens = [path.name for path in FILES for face in _faces(CARDS[path.name])
                       if {"Saga", "Omen"} & set(face.subtypes)]
    assert sorted(set(sagas_and_omens) - {path.name for path in IN_REFERENCE}) == []


@needs_reference
def test_comparison_tells_a_changed_word():
    name, text, _ = REFERENCE[plain_name("History of Benalia")]
    assert comparable(text, name) != comparable(text.replace("vigilance", "haste"), name)
    assert comparable(text.replace("—", " - "), name) == comparable(text, name)


def test_comparison_takes_the_templating_updates():
    assert comparable("I — Time of Ice deals 2 damage.", "Time of Ice") == comparable("I — This Saga deals 2 damage.",
                                                                                   "Time of Ice")
    assert comparable("When Satsuki dies, draw.", "Satsuki, the Living Lore") == \
           comparable("When this creature dies, draw.", "Satsuki, the Living Lore")


# ----- every Oracle line is modelled ------------------------------------------------------------------

@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_every_oracle_line_is_modelled_by_an_ability(path):
    for face, lines in oracle_gaps(CARDS[path.name]).items():
        assert [(line, why) for line, why in lines if (face, line) not in NOT_ABILITIES] == [], \
            f"{face}: Oracle lines no ability models"


def test_each_line_not_an_ability_is_still_on_its_card():
    """The list above only names lines that are there (a line fixed or removed leaves the list)."""
    for (name, line), _ in NOT_ABILITIES.items():
        face = next(face for card in CARDS.values() for face in _faces(card) if face.name == name)
        assert (line, "no ability has this text") in unmodelled_lines(face, set())


def _face(oracle: str, abilities: list) -> Face:
    return parse_card({"name": "Test Saga", "types": ["Enchantment"], "subtypes": ["Saga"], "oracle": oracle,
                       "abilities": abilities}, "test").front


CHAPTER_I = {"chapter": 1, "text": "I — Draw a card.", "effects": [{"draw": {}}]}


@pytest.mark.parametrize("oracle, abilities, missing", [
    ("I — Draw a card.", [CHAPTER_I], []),
    ("I — Draw a card.", [], ["I — Draw a card."]),
    ("I, II — Draw a card.", [CHAPTER_I | {"text": "I, II — Draw a card."}], ["I, II — Draw a card."]),
    ("I — Draw a card.", [{"triggered": {"event": "enters", "self": True}, "text": "I — Draw a card.",
                           "effects": [{"draw": {}}]}], ["I — Draw a card."]),
    ("(Reminder text.)\nI — Draw a card.\nFlying, vigilance", [CHAPTER_I, "Flying", "Vigilance"], []),
    ("Flying, vigilance", ["Flying"], ["Flying, vigilance"]),
    ("Read ahead (Choose a chapter.)\nI — Draw a card.", ["Read ahead", CHAPTER_I], []),
    ("I — Draw a card. (Reminder text.)", [CHAPTER_I], []),
    ("I — Draw a card. (Reminder text.)", [CHAPTER_I | {"text": "I — Draw a card. (Other reminder text.)"}], []),
    ("Choose one —\n• Draw a card.\n• Draw a card.",
     [{"spell": {}, "text": "Choose one — • Draw a card. • Draw a card.", "effects": [{"draw": {}}]}], []),
    ("Test Saga is all colors.", [], ["Test Saga is all colors."]),
], ids=["chapter", "missing chapter", "chapter numbers differ", "chapter line as another kind", "keywords",
        "a keyword missing", "read ahead", "reminder text left out", "reminder text differing",
        "modal ability over several lines", "colors it does not have"])
def test_coverage_of_oracle_lines(oracle, abilities, missing):
    assert [line for line, _ in unmodelled_lines(_face(oracle, abilities), set())] == missing


def test_a_not_modelled_effect_naming_a_line_models_it():
    face = _face("I — Draw a card.\nSomething odd.", [CHAPTER_I])
    assert unmodelled_lines(face, set()) == [("Something odd.", "no ability has this text")]
    assert unmodelled_lines(face, {"Something odd."}) == []


def test_a_line_that_defines_the_face_s_colors_is_modelled_by_them():
    face = parse_card({"name": "Test Spirit", "types": ["Creature"], "colors": list("WUBRG"), "power": 1,
                       "toughness": 1, "abilities": [], "oracle": "Test Spirit is all colors."}, "test").front
    assert unmodelled_lines(face, set()) == []


def test_chapter_numbers():
    assert chapter_numbers("I, III — Choose target creature.") == (1, 3)
    assert chapter_numbers("IV — Create a token.") == (4,)
    assert chapter_numbers("Flying") is None
    assert [roman(n) for n in ("I", "II", "IV", "V", "VI", "IX", "XIV")] == [1, 2, 4, 5, 6, 9, 14]


# ----- no part is silently skipped ----------------------------------------------------------------

@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_no_saga_chapter_or_omen_uses_not_modelled(path):
    card = CARDS[path.name]
    omen = card.omen.name if card.omen is not None else None
    assert [(face, ability.text) for face, ability, _ in not_modelled_parts(card)
            if ability.kind == "chapter" or face == omen] == []


def test_608_2c_a_not_modelled_instruction_is_named_in_the_trace():
    result = runner.run(scenario.load("test.yaml", text="""\
title: a spell with an instruction judge does not model
cards:
  - name: Odd Insight
    mana_cost: "{U}"
    types: [Instant]
    oracle: Draw a card. Then something odd happens.
    abilities:
      - spell: {}
        text: Draw a card. Then something odd happens.
        effects:
          - draw: {}
          - not_modelled: {what: something odd happens}
players:
  Alice: {library: 5, hand: [Odd Insight]}
  Bob: {library: 5}
turn: {active: Alice, number: 2, step: precombat main}
actions:
  - cast: Odd Insight
  - resolve
expect:
  players:
    Alice: {hand: 1}
  cites: [608.2c]
"""))
    assert result.passed
    [note] = [entry for entry in result.game.log if entry.kind == "note"]
    assert render_events.text(note, result.game.version) == \
        'Odd Insight: NOT MODELLED: "something odd happens" (judge does nothing for this instruction)'


def test_not_modelled_in_a_granted_ability_is_found_in_the_printed_one():
    card = parse_card({"name": "Test Saga", "types": ["Enchantment"], "subtypes": ["Saga"], "abilities": [
        {"chapter": 1, "text": "I — This Saga gains \"{T}: Something odd.\"", "effects": [{"gain_ability": {
            "self": True, "ability": {"activated": {"tap": True}, "text": "{T}: Something odd.",
                                      "effects": [{"not_modelled": {"what": "something odd"}}]}}}]}]}, "test")
    [(face, printed, what)] = not_modelled_parts(card)
    assert (face, printed, what) == ("Test Saga", card.front.abilities[0], "something odd")
