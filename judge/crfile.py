"""Reader for official Magic: The Gathering Comprehensive Rules (CR) text files.

The official files vary in encoding (UTF-8 with or without BOM, UTF-16 with
BOM, cp1252) and line endings (CRLF, LF, CR-only with a few ``\\r\\r\\n``).
They also contain a handful of typos in rule numbers.  See
``shared/cr/format.md`` (beside the repository) for the details this module handles.  The
version is always taken from the header line ("These rules are effective as
of ..."), never from the file name, which is often another date.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["CRText", "read_cr", "read_cr_bytes", "read_version", "decode_cr", "split_lines"]


@dataclass(frozen=True)
class CRText:
    """One parsed CR version.

    ``rules`` maps a number ("714", "714.3", "714.3c", "704.5aa") to its text;
    ``Example:`` lines and indented continuation paragraphs are appended after
    a newline.  Section and titled-rule headings map to their title, so
    ``rules["714"] == "Saga Cards"``.  ``titles`` maps chapter ("7") and
    section ("714") numbers to their titles.
    """

    version: datetime.date
    rules: dict[str, str] = field(default_factory=dict)
    titles: dict[str, str] = field(default_factory=dict)

    def block(self, number: str) -> list[str]:
        """A rule as printed: its own line, then its subrules (a section: all its rules), each
        followed by its examples, in file order.  Empty if the file has no such number."""
        if number not in self.rules:
            return []
        rest = number.partition(".")[2]
        if not rest:  # a section: every rule numbered "714.<n>..."
            inside = re.compile(re.escape(number) + r"\.\d+[a-z]{0,2}$")
        elif rest[-1].isdigit():  # a rule: its subrules "714.3a", "714.3b", ...
            inside = re.compile(re.escape(number) + r"[a-z]{1,2}$")
        else:
            inside = re.compile("$^")
        lines = []
        for n, text in self.rules.items():
            if n == number or inside.match(n):
                head, *examples = text.split("\n")
                lines.append(f"{n}{'' if n[-1].isalpha() else '.'} {head}")
                lines += examples
        return lines


_VERSION_RE = re.compile(r"effective as of ([A-Z][a-z]+) (\d{1,2}), (\d{4})")
_MONTHS = {
    m: i
    for i, m in enumerate(
        "January February March April May June July August September "
        "October November December".split(),
        start=1,
    )
}
# Tolerates "118.1d." (period after the letter), "606.5 If" (no period after
# the rule number) and "901.4.All" (no space after the number).
_NUMBER_RE = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]{1,2})?)?\.?(?=\s|[A-Z“\"])\s*")
_CHAPTER_RE = re.compile(r"^([1-9])\. (\S.*)$")
_STRAY_RE = re.compile(r"^[a-z]$")  # e.g. the lone "f" after 702.148b (2021-11-19)
_FIRST_CHAPTER = "1. Game Concepts"


def decode_cr(data: bytes, partial: bool = False) -> str:
    """Decode CR bytes: honour a UTF-8/UTF-16 BOM, else try UTF-8, else cp1252.

    ``partial``: ``data`` is the start of a file, possibly cut inside a character.
    """
    errors = "ignore" if partial else "strict"
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors)
    if data.startswith(b"\xff\xfe"):
        return data[2:].decode("utf-16-le", errors)
    if data.startswith(b"\xfe\xff"):
        return data[2:].decode("utf-16-be", errors)
    try:
        return data.decode("utf-8", "strict")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def split_lines(text: str) -> list[str]:
    """Split on universal newlines only (``\\r\\n``, ``\\r``, ``\\n``).

    ``\\r\\r\\n`` therefore counts as two line breaks.
    """
    return re.split(r"\r\n|\r|\n", text)


_HEADER_LINES = 20  # the version line is the 3rd line; allow for doubled blank lines (copies with \r\r\n)


def _parse_version(lines: list[str]) -> datetime.date:
    """The date of the header's "These rules are effective as of <Month D, YYYY>." line."""
    for line in lines[:_HEADER_LINES]:
        m = _VERSION_RE.search(line)
        if m and m[1] in _MONTHS:
            return datetime.date(int(m[3]), _MONTHS[m[1]], int(m[2]))
    raise ValueError("no 'These rules are effective as of <date>.' line at the top: not an official CR text file")


def _body(lines: list[str]) -> list[str]:
    """Return the numbered-rules part: 2nd "1. Game Concepts" up to "Glossary"."""
    starts = [i for i, line in enumerate(lines) if line.strip() == _FIRST_CHAPTER]
    if not starts:
        raise ValueError(f"no '{_FIRST_CHAPTER}' heading found")
    start = starts[1] if len(starts) > 1 else starts[0]
    end = len(lines)
    for i in range(start + 1, len(lines)):
        if lines[i].strip() == "Glossary":
            end = i
            break
    return lines[start:end]


def read_cr_bytes(data: bytes) -> CRText:
    """Parse the raw bytes of an official CR text file."""
    lines = split_lines(decode_cr(data))
    version = _parse_version(lines)
    rules: dict[str, str] = {}
    titles: dict[str, str] = {}
    current: str | None = None
    for raw in _body(lines):
        line = raw.strip()
        if not line or _STRAY_RE.match(line):
            continue
        chapter = _CHAPTER_RE.match(line)
        if chapter:
            titles[chapter[1]] = chapter[2].strip()
            current = None
            continue
        m = _NUMBER_RE.match(line)
        if m:
            section, rule, letters = m[1], m[2], m[3]
            number = section if rule is None else f"{section}.{rule}{letters or ''}"
            text = line[m.end():].strip()
            if rule is None:
                titles[section] = text
            if number not in rules:  # keep the first if a number repeats
                rules[number] = text
                current = number
            else:
                current = None
            continue
        if current is not None:  # Example: line or indented continuation
            rules[current] += "\n" + line
    return CRText(version=version, rules=rules, titles=titles)


def read_cr(path: str | Path) -> CRText:
    """Read and parse an official CR text file."""
    return read_cr_bytes(Path(path).read_bytes())


def read_version(path: str | Path) -> datetime.date:
    """The version of a CR file from its header alone (the first few kilobytes), without parsing it."""
    with open(path, "rb") as f:
        head = f.read(4096)
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        head = head[:len(head) // 2 * 2]
    return _parse_version(split_lines(decode_cr(head, partial=True)))
