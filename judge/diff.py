"""`judge diff`: what changes in a scenario's run from one CR version to another.

A scenario is run under both versions; the two event logs are aligned with
`difflib.SequenceMatcher` over (step, kind, text) keys, and so are the two
final states. Inside the engine every citation is canonical (CR 2026-08-07
numbering, see judge.numbering), so aligned steps are compared by their
canonical rules: a rule cited under another number is a *renumbering*, not a
behaviour change. Each difference shows the rules behind it as numbered in
each version, and the behaviour switches (judge.versions) that take effect in
between.

Statuses: `same`, `renumbered` (only rule numbers moved),
`citations` (same steps and state, other rules behind them), `outcome` (steps
or final state differ), and `not comparable` (the scenario cannot run under one
version or both, e.g. a mechanic that did not exist yet; see runner.MECHANIC_SINCE).
"""

from __future__ import annotations

import datetime as dt
import difflib
import json
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from judge import render_events, runner, scenario, versions
from judge.errors import InputError
from judge.game.objects import StackAbility

SAME, RENUMBERED, CITATIONS, OUTCOME, NOT_COMPARABLE = "same", "renumbered", "citations", "outcome", "not comparable"
LABELS = {
    SAME: "same",
    RENUMBERED: "same (renumbered citations only)",
    CITATIONS: "different citations only",
    OUTCOME: "different outcome",
    NOT_COMPARABLE: "not comparable",
}
DIFFERS = (CITATIONS, OUTCOME)  # statuses that make `judge diff` exit 1
COLUMN = 52  # width of one side of the side-by-side text output


@dataclass
class Side:
    """One run of a scenario under one CR version: its result, or the input error that stopped it."""

    requested: dt.date
    version: versions.RulesVersion
    result: runner.RunResult | None = None
    error: str | None = None

    @property
    def label(self) -> str:
        applied = str(self.version)
        return f"CR {applied}" if applied == str(self.requested) else f"CR {applied} (in force on {self.requested})"


def run_side(path, day: dt.date) -> Side:
    """Load and run the scenario at `path` under the CR in force on `day` (overriding its `rules:`), exactly
    as `judge run --rules` would: input it rejects there (a choice this version never asks) is the error
    that makes the pair not comparable."""
    side = Side(day, versions.version_for(day))
    try:
        side.result = runner.run(scenario.load(path), rules=day.isoformat())
    except InputError as exc:
        side.error = exc.located(str(path))
    return side


@dataclass
class Step:
    """One event of a trace, as `judge diff` compares it."""

    index: int
    where: str
    kind: str
    text: str
    cites: tuple[str, ...]  # canonical numbers
    data: dict

    @property
    def key(self) -> tuple[str, str, str]:
        return self.where, self.kind, self.text

    def same_event(self, other: "Step") -> bool:
        """The same thing happened at the same point, told in other words (e.g. 'the Saga rule' / 'its
        intrinsic ability'): same step and kind, and the same non-empty event data (object ids aside)."""
        def data(s):
            return {k: v for k, v in s.data.items() if k != "oid"}

        return (self.where, self.kind) == (other.where, other.kind) and bool(self.data) and data(self) == data(other)


@dataclass
class Hunk:
    """A run of steps (or final-state lines) that differ: `old` in the --from run, `new` in the --to run."""

    old: list
    new: list


@dataclass
class ScenarioDiff:
    path: str
    title: str
    old: Side
    new: Side
    steps: list[Hunk] = field(default_factory=list)        # of Step
    state: list[Hunk] = field(default_factory=list)        # of str (final-state lines)
    recited: list[tuple[Step, Step]] = field(default_factory=list)  # same event, other words or canonical rules
    renumbered: dict[str, tuple[str, str]] = field(default_factory=dict)  # canonical -> (old no., new no.)

    @property
    def status(self) -> str:
        if self.old.error or self.new.error:
            return NOT_COMPARABLE
        if self.steps or self.state:
            return OUTCOME
        if self.recited:
            return CITATIONS
        return RENUMBERED if self.renumbered else SAME

    def behind(self, side: str) -> list[str]:
        """Canonical rules cited by the differing steps on one side ("old" or "new"), in order."""
        found: dict[str, None] = {}
        for hunk in self.steps:
            for step in getattr(hunk, side):
                found.update(dict.fromkeys(step.cites))
        for pair in self.recited:
            found.update(dict.fromkeys(pair[0 if side == "old" else 1].cites))
        return list(found)


def switches_between(old: versions.RulesVersion, new: versions.RulesVersion) -> list[versions.Switch]:
    """The behaviour switches that take effect after `old` and up to `new` (either direction)."""
    low, high = sorted((old.date, new.date))
    return [s for s in versions.SWITCHES if low < s.since <= high]


def compare(path, old: Side, new: Side) -> ScenarioDiff:
    """Align two runs of the same scenario and collect what differs."""
    result = new.result or old.result
    title = result.scenario.title if result is not None else Path(path).name
    diff = ScenarioDiff(str(path), title, old, new)
    if old.error or new.error:
        return diff
    assert old.result is not None and new.result is not None, "a run without an error has a result"
    old_steps, new_steps = _steps(old.result), _steps(new.result)
    matcher = difflib.SequenceMatcher(None, [s.key for s in old_steps], [s.key for s in new_steps], autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        pairs = list(zip(old_steps[i1:i2], new_steps[j1:j2]))
        if op == "equal" or (i2 - i1 == j2 - j1 and all(a.same_event(b) for a, b in pairs)):
            diff.recited += [(a, b) for a, b in pairs if a.cites != b.cites or a.text != b.text]
        else:
            diff.steps.append(Hunk(old_steps[i1:i2], new_steps[j1:j2]))
    old_state, new_state = final_state(old.result), final_state(new.result)
    state_matcher = difflib.SequenceMatcher(None, old_state, new_state, autojunk=False)
    diff.state = [Hunk(old_state[i1:i2], new_state[j1:j2])
                  for op, i1, i2, j1, j2 in state_matcher.get_opcodes() if op != "equal"]
    cited = {c for s in old_steps + new_steps for c in s.cites}
    for rule in sorted(cited):
        if old.version.exists(rule) and new.version.exists(rule):
            numbers = old.version.number(rule), new.version.number(rule)
            if numbers[0] != numbers[1]:
                diff.renumbered[rule] = numbers
    return diff


def _steps(result: runner.RunResult) -> list[Step]:
    version = result.game.version
    return [Step(e.index, e.where, e.kind, render_events.text(e, version), e.cites, dict(e.data))
            for e in result.game.log]


def final_state(result: runner.RunResult) -> list[str]:
    """The end of a run as comparable lines: permanents, then players, then the stack."""
    game = result.game
    lines = []
    for obj in game.battlefield():
        ch = game.chars(obj.oid)
        parts = [game.players[ch.controller].name,
                 " ".join(ch.supertypes + ch.types) + (" — " + " ".join(ch.subtypes) if ch.subtypes else "")]
        if ch.power is not None:
            parts.append(f"{ch.power}/{ch.toughness}")
        if obj.counters:
            parts.append(", ".join(f"{k} {v}" for k, v in sorted(obj.counters.items())))
        if obj.tapped:
            parts.append("tapped")
        lines.append(f"{ch.name}{' (token)' if obj.token else ''}: " + "; ".join(parts))
    for p in game.players:
        def names(zone):
            return "[" + ", ".join(sorted(game.objects[o].card.name for o in p.zone(zone))) + "]"

        counters = "".join(f", {k} counters {v}" for k, v in sorted(p.counters.items()))
        lines.append(f"{p.name}: life {p.life}{counters}, hand {names('hand')}, library {len(p.library)}, "
                     f"graveyard {names('graveyard')}, exile {names('exile')}")
    if game.stack:
        lines.append("stack (top first): " + ", ".join(
            i.label if isinstance(i, StackAbility) else game.chars(i.oid).name for i in reversed(game.stack)))
    return lines


def diff_file(path, old_day: dt.date, new_day: dt.date) -> ScenarioDiff:
    return compare(path, run_side(path, old_day), run_side(path, new_day))


# ----- rendering ---------------------------------------------------------------------------------

def _numbers(side: Side, cites) -> str:
    return ", ".join(dict.fromkeys(side.version.number(c) for c in cites))


def _cell(side: Side, step: Step) -> str:
    cites = _numbers(side, step.cites)
    return f"{step.index}. [{step.where}] {step.text}" + (f" — CR {cites}" if cites else "")


def _switch_line(switch: versions.Switch, diff: ScenarioDiff) -> str:
    rules = ", ".join(_rule_both(diff, r) for r in switch.rules)
    return f"{switch.since} {switch.key}: {switch.summary} (CR {rules})"


def _rule_both(diff: ScenarioDiff, rule: str) -> str:
    """A canonical rule as numbered in each version: `714.3b → 714.3c`, `704.5s`, or `— → 720`."""
    numbers = [v.number(rule) if v.exists(rule) else "—" for v in (diff.old.version, diff.new.version)]
    return numbers[0] if numbers[0] == numbers[1] else f"{numbers[0]} → {numbers[1]}"


def _side_by_side(left_title: str, right_title: str, rows: list[tuple[str, str]]) -> list[str]:
    out = [f"  {left_title:<{COLUMN}} │ {right_title}", "  " + "─" * COLUMN + "─┼─" + "─" * COLUMN]
    for left, right in rows:
        a = textwrap.wrap(left, COLUMN, subsequent_indent="   ") or [""]
        b = textwrap.wrap(right, COLUMN, subsequent_indent="   ") or [""]
        for x, y in zip(a + [""] * (len(b) - len(a)), b + [""] * (len(a) - len(b))):
            out.append(f"  {x:<{COLUMN}} │ {y}".rstrip())
    return out


def _paired(hunk: Hunk, fmt) -> list[tuple[str, str]]:
    n = max(len(hunk.old), len(hunk.new))
    olds = [fmt("old", x) for x in hunk.old] + ["(nothing)"] * (n - len(hunk.old))
    news = [fmt("new", x) for x in hunk.new] + ["(nothing)"] * (n - len(hunk.new))
    return list(zip(olds, news))


def text(diff: ScenarioDiff) -> str:
    """One scenario's diff, side by side."""
    old, new = diff.old, diff.new
    out = [f"Scenario: {diff.title}", f"File: {diff.path}",
           f"Comparing {old.label} (--from) with {new.label} (--to): {LABELS[diff.status]}"]
    switches = switches_between(old.version, new.version)
    if switches:
        out += ["", "Behaviour changes judge models between these versions:"]
        out += [f"  {_switch_line(s, diff)}" for s in switches]

    def step(which, s):
        return _cell(old if which == "old" else new, s)

    if diff.steps:
        out += ["", "Steps that differ:"]
        rows = [row for hunk in diff.steps for row in _paired(hunk, step) + [("", "")]]
        out += _side_by_side(old.label, new.label, rows[:-1])
    if diff.state:
        out += ["", "Final state that differs:"]
        rows = [row for hunk in diff.state for row in _paired(hunk, lambda which, line: line)]
        out += _side_by_side(old.label, new.label, rows)
    if diff.steps:
        out += ["", "Rules behind these differences (cited by the steps that differ):"]
        out += [f"  {side.label}: {_numbers(side, diff.behind(which)) or 'none'}"
                for which, side in (("old", old), ("new", new))]
    if diff.recited:
        out += ["", "The same steps, told or cited differently:"]
        out += _side_by_side(old.label, new.label, [(_cell(old, a), _cell(new, b)) for a, b in diff.recited])
    if diff.renumbered:
        out += ["", "Renumbered (the same rule, a different number; not a behaviour change):"]
        out += [f"  {rule}: {a} in {old.version} → {b} in {new.version}" for rule, (a, b) in diff.renumbered.items()]
    for side in (old, new):
        if side.error:
            out += ["", f"Under {side.label} the scenario cannot run: {side.error}"]
    return "\n".join(out) + "\n"


def markdown(diff: ScenarioDiff) -> str:
    old, new = diff.old, diff.new
    out = [f"## {diff.title}", "", f"`{diff.path}`: {old.label} → {new.label}: **{LABELS[diff.status]}**"]
    switches = switches_between(old.version, new.version)
    if switches:
        out += ["", "### Behaviour changes between these versions", ""]
        out += [f"- {_switch_line(s, diff)}" for s in switches]

    def table(title, rows):
        return ["", f"### {title}", "", f"| {old.label} | {new.label} |", "|---|---|"] + [
            f"| {_md(a)} | {_md(b)} |" for a, b in rows]

    if diff.steps:
        out += table("Steps that differ", [row for hunk in diff.steps for row in _paired(
            hunk, lambda which, s: _cell(old if which == "old" else new, s))])
    if diff.state:
        out += table("Final state that differs",
                     [row for hunk in diff.state for row in _paired(hunk, lambda which, line: line)])
    if diff.recited:
        out += table("The same steps, told or cited differently",
                     [(_cell(old, a), _cell(new, b)) for a, b in diff.recited])
    if diff.renumbered:
        out += ["", "### Renumbered (not a behaviour change)", ""]
        out += [f"- {rule}: {a} ({old.version}) → {b} ({new.version})" for rule, (a, b) in diff.renumbered.items()]
    for side in (old, new):
        if side.error:
            out += ["", f"Under {side.label} the scenario cannot run: {side.error}"]
    return "\n".join(out) + "\n"


def as_dict(diff: ScenarioDiff) -> dict:
    old, new = diff.old, diff.new

    def steps(side, items):
        return [{"index": s.index, "where": s.where, "kind": s.kind, "text": s.text,
                 "cites": list(dict.fromkeys(side.version.number(c) for c in s.cites))} for s in items]

    return {
        "file": diff.path, "title": diff.title, "status": diff.status,
        "from": {"requested": str(old.requested), "rules": str(old.version), "error": old.error},
        "to": {"requested": str(new.requested), "rules": str(new.version), "error": new.error},
        "switches": [{"key": s.key, "since": str(s.since), "summary": s.summary,
                      "rules": {r: _rule_both(diff, r) for r in s.rules}}
                     for s in switches_between(old.version, new.version)],
        "steps": [{"from": steps(old, h.old), "to": steps(new, h.new)} for h in diff.steps],
        "state": [{"from": h.old, "to": h.new} for h in diff.state],
        "recited": [{"from": steps(old, [a])[0], "to": steps(new, [b])[0]} for a, b in diff.recited],
        "renumbered": {rule: {"from": a, "to": b} for rule, (a, b) in diff.renumbered.items()},
        "rules_behind": {"from": [old.version.number(c) for c in diff.behind("old")],
                         "to": [new.version.number(c) for c in diff.behind("new")]},
    }


def as_json(diff: ScenarioDiff) -> str:
    return json.dumps(as_dict(diff), indent=2, ensure_ascii=False) + "\n"


def _md(cell: str) -> str:
    return cell.replace("|", "\\|")


def _detail(diff: ScenarioDiff) -> str:
    """Why a scenario got its status: the rules behind the difference, the renumberings, or the error."""
    if diff.status in DIFFERS:
        rules = dict.fromkeys(diff.behind("old") + diff.behind("new"))
        return "CR " + ", ".join(_rule_both(diff, r) for r in rules) if rules else ""
    if diff.status == RENUMBERED:
        return ", ".join(f"{a} → {b}" for a, b in diff.renumbered.values())
    if diff.status == NOT_COMPARABLE:
        errors = {s.version: without_file(s.error, diff.path) for s in (diff.old, diff.new) if s.error}
        if len(errors) == 2 and len(set(errors.values())) == 1:
            return f"under both: {errors[diff.old.version]}"
        return "; ".join(f"under {version}: {error}" for version, error in errors.items())
    return ""


def without_file(error: str, path: str) -> str:
    """An error message without the file name the diff line already shows: 'line 7: ...'."""
    return error[len(path):].lstrip(",: ") if error.startswith(path) else error


def one_line(diff: ScenarioDiff) -> str:
    """The `judge diff DIR` line of one scenario."""
    detail = _detail(diff)
    return f"{LABELS[diff.status]:<32} {diff.path}" + (f"  ({detail})" if detail else "")


def summary(diffs: list[ScenarioDiff]) -> str:
    counts = {status: sum(d.status == status for d in diffs) for status in LABELS}
    parts = ", ".join(f"{n} {LABELS[s]}" for s, n in counts.items() if n)
    return f"{len(diffs)} scenario{'s' if len(diffs) != 1 else ''}: {parts}"


def _labels(old_day: dt.date, new_day: dt.date) -> tuple[str, str]:
    return Side(old_day, versions.version_for(old_day)).label, Side(new_day, versions.version_for(new_day)).label


def many_text(diffs: list[ScenarioDiff], old_day: dt.date, new_day: dt.date) -> str:
    out = ["Comparing {} with {}".format(*_labels(old_day, new_day))]
    out += [one_line(d) for d in diffs]
    out.append(summary(diffs))
    return "\n".join(out) + "\n"


def many_markdown(diffs: list[ScenarioDiff], old_day: dt.date, new_day: dt.date) -> str:
    out = ["## {} → {}".format(*_labels(old_day, new_day)), "", "| scenario | result | details |", "|---|---|---|"]
    out += [f"| `{d.path}` | {LABELS[d.status]} | {_md(_detail(d))} |" for d in diffs]
    out += ["", summary(diffs)]
    return "\n".join(out) + "\n"


def many_json(diffs: list[ScenarioDiff], old_day: dt.date, new_day: dt.date) -> str:
    doc = {"from": str(versions.version_for(old_day)), "to": str(versions.version_for(new_day)),
           "scenarios": [as_dict(d) for d in diffs],
           "summary": {status: sum(d.status == status for d in diffs) for status in LABELS}}
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
