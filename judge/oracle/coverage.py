"""How much of the Saga and Omen cards the compiler reads: `python -m judge.oracle.coverage TSV`.

Compiles every row of the cards TSV (both faces of a transforming card, the Omen face of an Omen card; the
format is described beside the TSV, ../shared/cards/README.md), checks each compiled card with
`judge.cards.parse_card`, and prints the rows fully compiled, the chapters compiled out of all chapters,
and the most frequent shapes of the sentences it could not read (numbers as N, the card's name as
CARDNAME), which say what the vocabulary needs next.
"""

from __future__ import annotations

import csv
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from judge.cards import parse_card
from judge.errors import InputError
from judge.oracle import CompiledCard, FaceText, compile_card

NEWLINE = " \\n "  # how the TSV writes a line break inside a text field
FACE_BREAK = " \\n // \\n "


@dataclass
class Coverage:
    rows: int = 0
    complete: list[str] = field(default_factory=list)
    chapters: int = 0
    chapters_compiled: int = 0
    saga_faces: int = 0
    sagas_split: int = 0  # Saga faces whose chapter lines are chapters I to the last, none missing (714.2)
    shapes: Counter[str] = field(default_factory=Counter)
    rejected: dict[str, str] = field(default_factory=dict)  # compiled whole, refused by parse_card


def _faces(row: dict[str, str]) -> tuple[FaceText, FaceText | None, FaceText | None]:
    def field_of(key: str, side: int) -> str:
        parts = row[key].split(" // ") if row["layout"] == "transform" else [row[key]]
        return parts[side].strip() if side < len(parts) else ""

    def face(side: int) -> FaceText:
        texts = row["oracle_text"].split(FACE_BREAK) if row["layout"] == "transform" else [row["oracle_text"]]
        text = texts[side] if side < len(texts) else ""
        return FaceText(name=field_of("name", side), type_line=field_of("type_line", side),
                        oracle=text.replace(NEWLINE, "\n").strip(), mana_cost=field_of("mana_cost", side) or None,
                        power=field_of("power", side) or None, toughness=field_of("toughness", side) or None)

    back = face(1) if row["layout"] == "transform" else None
    omen = FaceText(name=row["omen_name"], type_line=row["omen_type_line"],
                    oracle=row["omen_text"].replace(NEWLINE, "\n").strip(),
                    mana_cost=row["omen_cost"] or None) if row["layout"] == "omen" else None
    return face(0), back, omen


def compile_row(row: dict[str, str]) -> CompiledCard:
    front, back, omen = _faces(row)
    return compile_card(front, back, omen)


def shape(sentence: str, names: list[str]) -> str:
    """A sentence with its numbers as N and the card's names as CARDNAME, to count alike sentences together."""
    for name in sorted(names, key=len, reverse=True):
        sentence = sentence.replace(name, "CARDNAME")
    return re.sub(r"\b\d+\b", "N", sentence)


def measure(path: Path) -> Coverage:
    coverage = Coverage()
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for row in rows:
        if not row["oracle_text"].strip():
            continue  # Greatest Show in the Multiverse: no text anywhere (see the TSV's README)
        coverage.rows += 1
        compiled = compile_row(row)
        names = [face.card["name"] for face in compiled.faces]
        names += [n.split(",")[0] for n in names if "," in n]
        for face in compiled.faces:
            if "Saga" in face.card.get("subtypes", ()):
                numbers = sorted(n for ability in face.abilities for n in ability.chapters)
                coverage.saga_faces += 1
                coverage.sagas_split += bool(numbers) and numbers == list(range(1, len(numbers) + 1))
            for ability in face.abilities:
                coverage.chapters += len(ability.chapters)
                coverage.chapters_compiled += len(ability.chapters) * ability.readable
        coverage.shapes.update(shape(u.sentence, names) for u in compiled.unreadable)
        if compiled.complete:
            try:
                parse_card(compiled.card, row["name"])
            except InputError as exc:
                coverage.rejected[row["name"]] = str(exc)
                continue
            coverage.complete.append(row["name"])
    return coverage


def report(coverage: Coverage, top: int = 40) -> str:
    lines = [f"rows fully compiled: {len(coverage.complete)} of {coverage.rows}",
             f"Saga faces split into chapters I..N: {coverage.sagas_split} of {coverage.saga_faces}",
             f"chapters compiled: {coverage.chapters_compiled} of {coverage.chapters}"]
    lines += [f"compiled but refused by parse_card: {name}: {why}" for name, why in coverage.rejected.items()]
    lines.append(f"most frequent unreadable sentence shapes ({len(coverage.shapes)} shapes, "
                 f"{sum(coverage.shapes.values())} sentences):")
    lines += [f"{count:4}  {text}" for text, count in coverage.shapes.most_common(top)]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m judge.oracle.coverage CARDS.tsv", file=sys.stderr)
        return 2
    print(report(measure(Path(argv[0]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
