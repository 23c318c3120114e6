"""Rendering a run as text, markdown or JSON. Simulation never formats; this module never simulates."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge import render_events
from judge.cards import Ability, CardDef, CardEntry, kinds_of, not_modelled_parts, oracle_gaps
from judge.cards.vocabulary import LAYERS_OF
from judge.game.objects import StackAbility
from judge.table import format_table

if TYPE_CHECKING:
    from judge.runner import RunResult

MARK = {True: "✓", False: "✗"}
BOARD_HEADERS = ["permanent", "controller", "type", "P/T", "counters", "status"]
CARD_HEADERS = ["card", "kind", "sets", "not modelled"]


def numbers(result: "RunResult", cites) -> list[str]:
    """The cited rules as numbered in the applied CR version, each once, in citation order."""
    return render_events.numbers(cites, result.game.version)


def _cites(result: "RunResult", cites) -> str:
    return ", ".join(numbers(result, cites))


def board_rows(result: "RunResult") -> list[list]:
    return battlefield_rows(result.game)


def battlefield_rows(game) -> list[list]:
    """The battlefield table of a game at any point: each permanent (phased-out ones too), its controller, types,
    power/toughness, counters and status."""
    rows = []
    for obj in game.battlefield() + list(game.phased_out.values()):
        ch = game.chars(obj.oid)
        pt = f"{ch.power}/{ch.toughness}" if ch.power is not None else ""
        counters = ", ".join(f"{k}: {v}" for k, v in sorted(obj.counters.items()))
        types = " ".join(ch.supertypes + ch.types) + (" — " + " ".join(ch.subtypes) if ch.subtypes else "")
        rows.append([ch.name + (" (token)" if obj.token else ""), game.players[ch.controller].name, types, pt,
                     counters, _status(game, obj)])
    return rows


def _status(game, obj) -> str:
    """What else the table tells of a permanent: tapped, damage marked, attached to, phased out (702.26b)."""
    attached = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
    return ", ".join(part for part in (
        "tapped" if obj.tapped else "", f"damage {obj.damage}" if obj.damage else "",
        f"attached to {game.chars(attached.oid).name}" if attached is not None else "",
        "phased out" if obj.phased_out else "") if part)


def header(result: "RunResult") -> list[tuple[str, str]]:
    s = result.scenario
    version = str(result.game.version)
    requested = result.requested
    applied = version if requested is None or str(requested) == version else f"{version} (in force on {requested})"
    if result.game.version.behaviour_note:  # a version learned from its file (judge.learned)
        applied += f"; {result.game.version.behaviour_note}"
    items = [("Scenario", s.title)]
    if s.get("question"):
        items.append(("Question", " ".join(str(s.get("question")).split())))
    if s.get("answer"):
        items.append(("Answer", " ".join(str(s.get("answer")).split())))
    items.append(("CR version applied", applied))
    items.append(("Seed", str(s.get("seed", 0))))
    return items


class Step:
    """One line of a rendered trace: an event, or (brief) a run of turn-structure events folded into one."""

    __slots__ = ("first", "last", "where", "text", "cites", "default")

    def __init__(self, first: int, last: int, where: str, text: str, cites: tuple, default: bool) -> None:
        self.first, self.last, self.where = first, last, where
        self.text, self.cites, self.default = text, cites, default

    @property
    def number(self) -> str:
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"


def _folds(e) -> bool:
    """A turn-structure event that changes nothing but the turn and step: a new turn or step (500.1), the untap
    and draw steps' turn-based actions (502.3, 504.1) and the card drawn by the latter."""
    return e.kind in ("turn", "step") or e.kind == "turn-based action" and e.data.get("rule") in ("502.3", "504.1")


def _folded_words(e, version) -> str:
    """A folded event in a few words: the step's name, the turn and its player, what was untapped or drawn."""
    if e.kind == "step":
        return str(e.data["step"])
    if e.kind == "turn":
        return f"turn {e.data['turn']} ({e.data['player']})"
    if e.kind == "turn-based action" and e.data.get("rule") == "504.1":
        return ""  # the card drawn says it
    return f"({render_events.text(e, version)})"


def steps(result: "RunResult", brief: bool = False) -> list[Step]:
    """The trace's lines: one per event; with `brief`, each run of turn-structure events (and the card the draw
    step draws) folded into one line that names the steps it passed."""
    version = result.game.version
    out: list[Step] = []
    folding: list = []

    def flush() -> None:
        if len(folding) == 1:
            e = folding[0]
            out.append(Step(e.index, e.index, e.where, render_events.text(e, version), e.cites, e.default))
        elif folding:
            words = ", ".join(word for word in (_folded_words(e, version) for e in folding) if word)
            words = words.replace(", (", " (")  # what a step did, beside the step
            cites = tuple(dict.fromkeys(c for e in folding for c in e.cites))
            out.append(Step(folding[0].index, folding[-1].index, folding[-1].where, words, cites, False))
        folding.clear()

    for e in result.game.log:
        drawn = folding and e.kind == "drew" and folding[-1].data.get("rule") == "504.1"
        if brief and (_folds(e) or drawn):
            if e.kind == "turn":
                flush()  # one line per turn
            folding.append(e)
            continue
        flush()
        out.append(Step(e.index, e.index, e.where, render_events.text(e, version), e.cites, e.default))
    flush()
    return out


def text(result: "RunResult", quote=None, brief: bool = False) -> str:
    out = [f"{k}: {v}" for k, v in header(result)]
    out.append("")
    lines = steps(result, brief)
    width = max(len(step.number) for step in lines) if lines else 1
    for step in lines:
        cites = _cites(result, step.cites)
        mark = " (default)" if step.default else ""
        line = f"{step.number:>{width}}. [{step.where}] {step.text}{mark}"
        if cites:
            line += f"  — CR {cites}"
        out.append(line)
        if quote:  # judge.rulebook.quoter: official rule text lines for this step's cites
            out += [" " * (width + 6) + q for q in quote(step.cites, step.first)]
    rows = board_rows(result)
    out.append("")
    out.append("Battlefield at the end:")
    out.append(format_table(rows, BOARD_HEADERS) if rows else "(empty)")
    life = ", ".join(f"{p.name} {p.life} life, hand {len(p.hand)}, {library_size(p)}, graveyard "
                     f"{len(p.graveyard)}" for p in result.game.players)
    out.append(life)
    if result.game.stack:
        out.append("Stack (top first): " + ", ".join(_stack_label(result, i) for i in reversed(result.game.stack)))
    out.append("")
    out += expectations(result)
    return "\n".join(out) + "\n"


def library_size(player) -> str:
    """A player's library size; one the scenario gave no `library:` is unknown (draws find anonymous cards)."""
    if player.library_unknown:
        return "library unknown" + (f" ({len(player.library)} known cards)" if player.library else "")
    return f"library {len(player.library)}"


def _stack_label(result: "RunResult", item) -> str:
    return stack_label(result.game, item)


def stack_label(game, item) -> str:
    """An item on the stack by name: an ability's label, a spell's name."""
    return item.label if isinstance(item, StackAbility) else game.chars(item.oid).name


def expectations(result: "RunResult") -> list[str]:
    if not result.checks:
        return ["No expectations."]
    out = ["Expectations:"]
    for c in result.checks:
        out.append(f"  {MARK[c.ok]} {c.what}")
        if not c.ok:
            out.append(f"      expected: {c.expected}")
            out.append(f"      found:    {c.found}")
    passed = sum(c.ok for c in result.checks)
    out.append(f"{passed}/{len(result.checks)} expectations hold: {'PASS' if result.passed else 'FAIL'}")
    return out


_MD_SPECIAL = re.compile(r"([\\`*_|])")


def _md(value) -> str:
    """Text with Markdown's emphasis, code and table characters escaped, on one line."""
    return _MD_SPECIAL.sub(r"\\\1", " ".join(str(value).split()))


def _rule_key(number: str) -> list[tuple[int, int | str]]:
    """Sort rule numbers as the CR orders them: 613.4b before 613.10, 702.155a after 702.19."""
    return [(0, int(part)) if part.isdigit() else (1, part) for part in re.findall(r"\d+|\D+", number)]


def markdown(result: "RunResult", quote=None, brief: bool = False) -> str:
    """An answer to paste into a forum or chat: question, short answer, steps, final board, rules cited;
    with `quote` (judge.rulebook.quoter), the official text of each step's rules quoted under it."""
    head = dict(header(result))
    version = head["CR version applied"]
    out = [f"## {_md(head['Scenario'])}", ""]
    if "Question" in head:
        out += [f"**Question:** {_md(head['Question'])}", ""]
    if "Answer" in head:
        out += [f"**Short answer:** {_md(head['Answer'])}", ""]
    out += [f"**Step by step**, under the Comprehensive Rules of {version}:", ""]
    cited: list[str] = []
    for step in steps(result, brief):
        in_version = numbers(result, step.cites)
        cited += [n for n in in_version if n not in cited]
        number = f"- **{step.number}**" if brief else f"{step.number}."  # a folded line's range is no list number
        out.append(f"{number} *{_md(step.where)}* — {_md(step.text)}"
                   f"{' *(default choice)*' if step.default else ''}"
                   + (f" (CR {', '.join(in_version)})" if in_version else ""))
        if quote:
            indent = "  " if brief else " " * len(f"{number} ")  # the list item's content column
            for i, line in enumerate(quote(step.cites, step.first)):
                out += [f"{indent}>"] * bool(i) + [f"{indent}> {_md(line)}"]
    rows = board_rows(result)
    if rows:
        out += ["", "**Battlefield at the end:**", "",
                format_table([[_md(c) for c in row] for row in rows], BOARD_HEADERS, markdown=True)]
    rules = ", ".join(sorted(cited, key=_rule_key)) or "none"
    out += ["", f"**Rules cited**, numbered as in the CR of {version}: {rules}"]
    if result.checks:
        held = sum(c.ok for c in result.checks)
        out += ["", f"*Checked by judge: {held}/{len(result.checks)} expectations hold.*"]
        out += [f"- {MARK[False]} {_md(c.what)} — expected {_md(c.expected)}, found {_md(c.found)}"
                for c in result.checks if not c.ok]
    return "\n".join(out) + "\n"


def card(card_def: CardDef) -> str:
    """A card as the engine understands it: each face's abilities with their kinds, layers and rules, its
    Oracle text; first of all, what of it judge does not model (no part is skipped silently)."""
    gaps = not_modelled_parts(card_def)
    lines_left = oracle_gaps(card_def)
    missing = len(gaps) + sum(map(len, lines_left.values()))
    out = []
    for label, face in (("", card_def.front), ("Back face: ", card_def.back), ("Omen: ", card_def.omen)):
        if face is None:
            continue
        types = " ".join(face.supertypes + face.types) + (" — " + " ".join(face.subtypes) if face.subtypes else "")
        out.append(f"{label}{face.name} {face.mana_cost or ''}".rstrip())
        out.append(f"  {types}" + (f"  {face.power}/{face.toughness}" if face.power is not None else ""))
        if face is card_def.front:
            sets = f"; printed in {', '.join(face.sets)}" if face.sets else ""
            out.append(f"  Kind: {', '.join(kinds_of(card_def))}{sets}")
            if missing:
                parts = f"{missing} part{'s' if missing != 1 else ''}"
                them = "it" if missing == 1 else "them"
                out.append(f"  ! NOT MODELLED: {parts} of this card, marked ! below: judge does nothing for {them}")
        for a in face.abilities:
            out.append(f"  - [{_ability_kind(a)}] {a.text}")
            out += [f"      ! not modelled: {what}" for _, ability, what in gaps if ability is a]
        if face.oracle:
            out.append("  Oracle: " + face.oracle.replace("\n", "\n          "))
        out += [f"  ! not an ability here ({why}): {line}" for line, why in lines_left[face.name]]
    return "\n".join(out) + "\n"


def _ability_kind(a: Ability) -> str:
    """An ability's kind as `judge card` shows it, with its rule or layers."""
    if a.kind == "chapter":
        return "chapter " + ", ".join(str(n) for n in a.chapters) + " (triggered, 714.2)"
    if a.kind == "static" and a.static.get("effect"):
        layers = LAYERS_OF.get(a.static["effect"])
        return f"static: {a.static['effect']}" + (f" (layer {', '.join(layers)})" if layers else "")
    if a.kind == "replacement":
        return f"replacement: {a.static.get('effect')} (614)"
    return a.kind


def card_list(entries: list[CardEntry], total: int, markdown: bool = False) -> str:
    """`judge cards`: one row per card (its faces, kinds, sets, not-modelled parts), and how many of all."""
    if not entries:
        return f"No card matches ({total} cards known; 'judge cards' with no options lists them all).\n"
    rows = [[" // ".join(e.names), ", ".join(e.kinds), ",".join(e.sets), e.not_modelled or ""] for e in entries]
    if markdown:
        rows = [[_md(cell) for cell in row] for row in rows]
    summary = f"{len(entries)} of {total} cards" if len(entries) != total else f"{total} cards"
    table = format_table(rows, CARD_HEADERS, markdown=markdown)
    return f"{table}\n\n{'*' + summary + '*' if markdown else summary}\n"
