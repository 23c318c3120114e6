"""Which lines of a face's Oracle text its abilities model: the card files' own check, and what `judge card`
shows as not modelled (no part of a card is skipped silently)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.cards import Face

# Patterns, compiled on first use (`judge run` imports this module and never uses them): a chapter line
# (714.2a), its chapter symbols then an em dash; reminder text at the end of a line, and anywhere.
CHAPTER_LINE = r"([IVXL]+(?:, [IVXL]+)*) — "
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50}
_REMINDER_AT_END = r"\s*\([^()]*\)$"
_REMINDER = r"\s*\([^()]*\)"


def roman(numeral: str) -> int:
    """The value of a Roman numeral as chapter symbols are written (I to L)."""
    values = [_ROMAN[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def chapter_numbers(line: str) -> tuple[int, ...] | None:
    """The chapter numbers of a chapter line (`I, II — ...`: 1, 2); None for any other line."""
    match = re.match(CHAPTER_LINE, line)
    return tuple(roman(n) for n in match.group(1).split(", ")) if match else None


def words(text: str) -> str:
    """Text as compared here: spaced once, straight apostrophes."""
    return " ".join(text.replace("’", "'").replace("‘", "'").split())


def rules_text(text: str) -> str:
    """Text as an ability's text and an Oracle line are matched by: `words`, reminder text (in parentheses,
    207.2) left out, so that an ability may give its text without it."""
    return words(re.sub(_REMINDER, "", text))


def _is_reminder(line: str) -> bool:
    return line.startswith("(") and line.endswith(")")


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _defines_its_colors(line: str, face: Face) -> bool:
    """Whether `line` is a characteristic-defining ability that sets the face's own colors (`O-Kagachi Made
    Manifest is all colors.`, 604.3a), which the face's colors model."""
    match = re.fullmatch(rf"(?:{re.escape(face.name)}|This \w+) is ([a-z, ]+)\.", line)
    if match is None:
        return False
    said = match.group(1)
    named = [_COLOR_WORDS.get(word, "?") for word in re.split(r",? and |, ", said) if word]
    colors = "WUBRG" if said == "all colors" else "" if said == "colorless" else "".join(named)
    return set(colors) == set(face.colors)


def _keywords_of(line: str, face: Face) -> bool:
    """Whether `line` is a list of keywords (`Flying, trample`; reminder text after it) the face has as
    keyword abilities, or as abilities whose text, reminder text aside, is the keyword (`Menace, firebending 3`:
    firebending 3 as the triggered ability it is, 702.189a)."""
    have = {a.keyword.casefold() for a in face.abilities if a.keyword} | \
           {words(a.text).casefold() for a in face.abilities if a.kind == "keyword"} | \
           {rules_text(a.text).casefold() for a in face.abilities if a.text}
    parts = [part.strip().casefold() for part in re.sub(_REMINDER_AT_END, "", line).split(",")]
    return all(part in have for part in parts)


def unmodelled_lines(face: Face, not_modelled: set[str]) -> list[tuple[str, str]]:
    """Each line of the face's Oracle text that none of its abilities models, with what it lacks.

    Reminder text aside (`rules_text`), a chapter line needs a chapter ability with the same chapter numbers
    (714.2b) and the line as its text; a line of keywords, those keyword abilities; a line that defines the
    face's colors (604.3a), those colors; a line of reminder text, nothing; any other line, an ability whose
    text it is (alone, or with the lines next to it: a modal ability's bullets, a spell's paragraphs) or one
    of the face's `not_modelled` effects (their `what`) naming it."""
    lines = [line.strip() for line in face.oracle.splitlines() if line.strip()]
    texts = {rules_text(a.text) for a in face.abilities if a.text}
    texts |= {rules_text(what) for what in not_modelled}
    chapters = {(a.chapters, rules_text(a.text)) for a in face.abilities if a.kind == "chapter"}
    covered = [False] * len(lines)
    starting: list[set[str]] = [set() for _ in lines]  # the ability texts that begin at each line
    for start in range(len(lines)):
        joined = ""
        for end in range(start, len(lines)):
            joined = f"{joined} {rules_text(lines[end])}".strip()
            if joined in texts:
                covered[start:end + 1] = [True] * (end + 1 - start)
                starting[start].add(joined)
    found = []
    for line, is_covered, begun in zip(lines, covered, starting):
        numbers = chapter_numbers(line)
        if numbers is not None:
            if not any((numbers, text) in chapters for text in begun):
                found.append((line, f"no chapter ability {', '.join(map(str, numbers))} with this text"))
        elif not (is_covered or _is_reminder(line) or _keywords_of(line, face) or _defines_its_colors(line, face)):
            found.append((line, "no ability has this text"))
    return found
