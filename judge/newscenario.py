"""`judge new`: a scenario skeleton for a judge question about some cards.

The skeleton is a valid scenario (it passes `judge validate`): two players,
the named permanents on the first player's battlefield (instants and
sorceries and omen cards in hand), and the actions and expectations as commented examples
to fill in.
"""

from __future__ import annotations

import json
import re

from judge import versions
from judge.cards import CardDB, CardDef

PLAYERS = ("Alice", "Bob")
NON_PERMANENT = {"Instant", "Sorcery"}  # 110.4a: these are never permanents
_PLAIN = re.compile(r"^[A-Za-z0-9][^:#{}\[\],&*!|>%@`\"]*$")


def scalar(text: str) -> str:
    """`text` as a YAML scalar: plain when safe, else double-quoted."""
    return text if _PLAIN.match(text) and not text.endswith(" ") else json.dumps(text, ensure_ascii=False)


def _title(names: list[str]) -> str:
    unique = list(dict.fromkeys(names))
    return unique[0] if len(unique) == 1 else ", ".join(unique[:-1]) + " and " + unique[-1]


def _entry(card: CardDef, ident: str | None) -> list[str]:
    """A battlefield card entry; a Saga gets a lore counter and its chapter I resolved, as it would have
    (714.3a, 714.2b)."""
    saga = "Saga" in card.front.subtypes
    if ident is None and not saga:
        return [f"      - {scalar(card.name)}"]
    lines = [f"      - card: {scalar(card.name)}"]
    if ident is not None:
        lines.append(f"        id: {scalar(ident)}")
    if saga:
        lines.append("        counters: {lore: 1}")
        lines.append("        resolved chapters: [1]")
    return lines


def skeleton(names: list[str], rules: str | None = None, db: CardDB | None = None) -> str:
    """The text of a new scenario about the cards `names` (an unknown card raises InputError)."""
    db = db or CardDB()
    found = [db.get(name) for name in names]
    counts = {c.name: sum(1 for d in found if d.name == c.name) for c in found}
    seen: dict[str, int] = {}
    battlefield, hand, labels = [], [], []
    for card in found:
        seen[card.name] = seen.get(card.name, 0) + 1
        ident = f"{card.name} {seen[card.name]}" if counts[card.name] > 1 else None
        labels.append(ident or card.name)
        if NON_PERMANENT & set(card.front.types) or card.omen is not None:  # an omen card is cast from hand
            hand.append(scalar(card.name))
        else:
            battlefield += _entry(card, ident)
    subject = labels[0]
    alice, bob = PLAYERS
    lines = [
        "# A judge scenario (the format: `judge docs`). Check it with `judge validate FILE`,",
        "# run it with `judge run FILE`.",
        f"title: {scalar(_title([c.name for c in found]))}",
        f"question: {scalar(f'What happens to {subject}? (write the judge question here)')}",
        "# answer: >",
        "#   The short answer, in prose, once the trace confirms it.",
        f"rules: {rules or versions.NEWEST.isoformat()}          # the CR version in force on this date applies",
        "",
        "players:                   # listed order = turn order",
        f"  {alice}:",
        "    library: 30",
    ]
    if hand:
        lines.append(f"    hand: [{', '.join(hand)}]")
    if battlefield:
        lines += ["    battlefield:"] + battlefield
    lines += [
        f"  {bob}:",
        "    library: 30",
        "",
        f"turn: {{active: {alice}, number: 3, step: precombat main}}",
        "",
        "# What happens, in order (see 'Actions' in the format), for example:",
        "# actions:",
        f"#   - advance: {{to: precombat main, turn: {alice}}}",
        "#   - resolve: all",
        "",
        "# What must hold at the end (see 'Expectations'), for example:",
        "# expect:",
        "#   objects:",
        f"#     {scalar(subject)}: {{zone: battlefield}}",
        "#   events:",
        f"#     - no: {{sacrificed: {scalar(subject)}}}",
        "#   cites: [714.4]",
    ]
    return "\n".join(lines) + "\n"
