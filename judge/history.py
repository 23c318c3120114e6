"""`judge history FILE`: one scenario through every CR version judge knows.

The scenario runs under each known version (judge.numbering.KNOWN_VERSIONS, then those learned from newer files
with `judge rules add`) from the first in which its cards exist (runner.MECHANIC_SINCE); consecutive versions that
give the same trace apart from the version line (the same steps, citations as numbered in each, final state and
expectations) form one row. Each row says its outcome, the rules behind it (those cited by the steps that differ
from the rows beside it, as numbered in its version) and what changed from the row before: the behaviour switches
that took effect (judge.versions) and the renumbered rules.
"""

from __future__ import annotations

import datetime as dt
import json
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from judge import diff, numbering, render, runner, scenario, versions
from judge.errors import InputError
from judge.table import format_table

HEADERS = ["CR version(s)", "outcome", "rules behind it", "changed from the row before"]
WIDTHS = (28, 44, 22, 56)  # text columns wrap at these widths
SHOWN_FAILURES = 2


@dataclass
class Row:
    """Consecutive CR versions under which the scenario runs alike; `side` is the run under the first."""

    side: diff.Side
    days: list[dt.date]
    path: str
    behind: list[str] = field(default_factory=list)  # canonical rules
    switches: list[versions.Switch] = field(default_factory=list)
    renumbered: dict[str, tuple[str, str]] = field(default_factory=dict)  # canonical -> (before, here)
    differs: str = ""  # what else changed from the row before: steps, final state, expectations

    @property
    def span(self) -> str:
        first, last = self.days[0], self.days[-1]
        return str(first) if first == last else f"{first} – {last} ({len(self.days)})"

    def outcome(self) -> str:
        """PASS or FAIL with the expectations that held, and what each failed one found (the first few)."""
        if self.side.error:
            return f"cannot run: {diff.without_file(self.side.error, self.path)}"
        result = self.side.result
        assert result is not None, "a run without an error has a result"
        held = sum(c.ok for c in result.checks)
        failed = [c for c in result.checks if not c.ok]
        text = f"{'PASS' if result.passed else 'FAIL'} {held}/{len(result.checks)}"
        found = [f"✗ {c.what}: {_short(c.found)} (expected {_short(c.expected)})" for c in failed[:SHOWN_FAILURES]]
        if len(failed) > SHOWN_FAILURES:
            found.append(f"and {len(failed) - SHOWN_FAILURES} more")
        return text + (": " + "; ".join(found) if found else "")

    def rule_numbers(self) -> list[str]:
        """The rules behind this row (else those renumbered into it), as numbered in its version."""
        shown = self.behind or list(self.renumbered)
        return list(dict.fromkeys(self.side.version.number(r) for r in shown if self.side.version.exists(r)))

    def changes(self) -> str:
        parts = [f"{s.key} ({s.since}): {s.summary}" for s in self.switches]
        if self.renumbered:
            parts.append("Renumbered " + ", ".join(f"{a} → {b}" for a, b in self.renumbered.values()) + ".")
        if self.differs:
            parts.append(self.differs[0].upper() + self.differs[1:] + ".")
        return " ".join(parts)


@dataclass
class History:
    """A scenario's rows, oldest first, and why it cannot run before the first."""

    path: str
    title: str
    question: str
    rows: list[Row]
    before: str = ""  # why the scenario cannot run under the versions before the first row's


def _short(value: object) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "..."


def _fingerprint(side: diff.Side) -> str:
    """The run as judged: its text trace without the line naming the version (an error: its message)."""
    if side.error:
        return side.error.replace(str(side.version), "")
    assert side.result is not None, "a run without an error has a result"
    return "\n".join(line for line in render.text(side.result).splitlines()
                     if not line.startswith("CR version applied:"))


def history(path: str | Path) -> History:
    """Run the scenario at `path` under every known CR version and group the versions into rows; a scenario that
    runs under none raises the newest version's InputError."""
    rows: list[Row] = []
    before = ""
    last_print = ""
    days = numbering.KNOWN_VERSIONS + numbering.learned_versions()
    for day in days:
        side = diff.Side(day, versions.version_for(day))
        try:
            side.result = runner.run(scenario.load(path), rules=day.isoformat())
        except InputError as exc:
            if day == days[-1] and not rows:
                raise
            side.error = exc.located(str(path))
        if side.error and not rows:
            before = diff.without_file(side.error, str(path))
            continue
        print_ = _fingerprint(side)
        if rows and print_ == last_print:
            rows[-1].days.append(day)
            continue
        rows.append(Row(side, [day], str(path)))
        last_print = print_
    for earlier, later in zip(rows, rows[1:]):
        _explain(str(path), earlier, later)
    result = next(row.side.result for row in rows if row.side.result is not None)
    return History(str(path), result.scenario.title, " ".join(str(result.scenario.question or "").split()), rows,
                   before)


def _explain(path: str, earlier: Row, later: Row) -> None:
    """What changed from `earlier` to `later`: switches, renumberings, the differing steps and their rules."""
    compared = diff.compare(path, earlier.side, later.side)
    if compared.status != diff.RENUMBERED:  # a renumbering alone: no switch touched the trace
        later.switches = diff.switches_between(versions.RulesVersion(earlier.days[-1]), later.side.version)
    later.renumbered = compared.renumbered
    earlier.behind = list(dict.fromkeys(earlier.behind + compared.behind("old")))
    later.behind = compared.behind("new")
    changed = [what for what, hunks in (("steps", compared.steps), ("final state", compared.state)) if hunks]
    if compared.status == diff.CITATIONS:
        changed.append("citations")
    if not changed and compared.status != diff.NOT_COMPARABLE and earlier.outcome() != later.outcome():
        changed.append("expectations")
    if changed:
        later.differs = " and ".join(changed) + " differ"


def _cells(row: Row) -> list[str]:
    return [row.span, row.outcome(), ", ".join(row.rule_numbers()) or "—", row.changes() or "—"]


def text(h: History) -> str:
    out = [f"Scenario: {h.title}", f"File: {h.path}"]
    if h.question:
        out.append(f"Question: {h.question}")
    out.append(_runs_line(h))
    lines: list[list[str]] = []
    for row in h.rows:
        wrapped = [textwrap.wrap(cell, width) or [""] for cell, width in zip(_cells(row), WIDTHS)]
        depth = max(map(len, wrapped))
        lines += [[column[i] if i < len(column) else "" for column in wrapped] for i in range(depth)]
    return "\n".join(out) + "\n\n" + format_table(lines, HEADERS) + "\n"


def markdown(h: History) -> str:
    out = [f"## {h.title}", "", f"`{h.path}`"]
    if h.question:
        out += ["", f"**Question:** {h.question}"]
    out += ["", _runs_line(h), ""]
    rows = [[cell.replace("|", "\\|") for cell in _cells(row)] for row in h.rows]
    return "\n".join(out) + "\n" + format_table(rows, HEADERS, markdown=True) + "\n"


def as_json(h: History) -> str:
    doc = {"file": h.path, "title": h.title, "question": h.question, "not runnable before": h.before or None,
           "rows": [{"versions": [str(d) for d in row.days], "outcome": row.outcome(),
                     "passed": row.side.result.passed if row.side.result else None, "error": row.side.error,
                     "rules": row.rule_numbers(),
                     "switches": [s.key for s in row.switches],
                     "renumbered": {rule: {"from": a, "to": b} for rule, (a, b) in row.renumbered.items()},
                     "changed": row.changes()} for row in h.rows]}
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def _runs_line(h: History) -> str:
    days = sum(len(row.days) for row in h.rows)
    line = (f"{days} CR versions from {h.rows[0].days[0]} in {len(h.rows)} row{'s' if len(h.rows) != 1 else ''} "
            "(consecutive versions with the same outcome and citations)")
    return line + (f"; not before {h.rows[0].days[0]}: {h.before}" if h.before else "")
