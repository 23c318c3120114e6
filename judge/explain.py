"""Teaching output: `judge run --explain` and `judge layers`.

Both are built from what the engine records, never from card names: the event
log (each event's kind, text, data and CR citations), the continuous effects
applied layer by layer (`layers.compute` with a recorder, CR 613) and the
dated behaviour switches of `judge.versions`.

- `explain(traced_run(scenario))`: for each expectation, the events that touched its subject,
  the continuous effects that shape it, and the rule changes (switches) behind
  the rules those cite; for an event expected not to happen, the engine's own
  notes on why it did not ("why not").
- `layers_report(game, obj, step)`: an object's characteristics from its printed values
  (613.2) through every effect applied, with layer, timestamp and dependency.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge import expect, render_events, runner, versions
from judge.errors import InputError
from judge.game import layers
from judge.game.effects.continuous import effect_terms
from judge.game.events import ContinuousEffectBegins
from judge.game.objects import StackAbility
from judge.model import Checkpoint
from judge.table import format_table

if TYPE_CHECKING:
    from judge.expect import Check
    from judge.game.events import LoggedEvent
    from judge.game.objects import GameObject
    from judge.game.state import Game
    from judge.model import EventExpectation, Expectations
    from judge.runner import RunResult
    from judge.scenario import Scenario

# Rules behind a kind of continuous effect, beside its layer's rule (613.1).
KIND_RULES = {"set_land_subtype": ("305.7",)}
# Rules that give an object an intrinsic ability in layer 4 (Ability.intrinsic).
INTRINSIC_RULES = {"basic-land": "305.6", "saga-lore": "714.3a"}
# Events in which the engine says why something did not happen.
WHY_NOT_KINDS = ("note", "refused", "skipped")
MARK = {True: "✓", False: "✗"}


# ----- running with the trace position known ---------------------------------------------------------

@dataclass
class Traced:
    """A run, plus for each trace step the index of the action that produced it (None: before any)."""

    result: "RunResult"
    action_of: dict[int, int | None]


class _Stop(Exception):
    def __init__(self, game: "Game"):
        super().__init__("stopped")
        self.game = game


def traced_run(scenario: "Scenario", rules: str | None = None, strict: bool = False) -> Traced:
    """Run a scenario, remembering which action produced each step (for checkpoints)."""
    action_of: dict[int, int | None] = {}

    def note(game, event, action):
        action_of[event.index] = action

    result = runner.run(scenario, rules=rules, strict=strict, observe=note)
    return Traced(result, action_of)


def state_after(scenario: "Scenario", step: int, rules: str | None = None) -> "Game":
    """The game right after trace step `step`: the scenario is run again and stopped there."""
    if step < 1:
        raise InputError(f"--step {step}: steps are numbered from 1")

    def stop_at_step(game, event, action):
        if event.index == step:
            raise _Stop(game)

    try:
        result = runner.run(scenario, rules=rules, observe=stop_at_step)
    except _Stop as stop:
        return stop.game
    raise InputError(f"--step {step}: the trace has only {len(result.game.log)} steps")


# ----- objects and layers ---------------------------------------------------------------------------------

def find_object(game: "Game", name: str) -> "GameObject":
    """The one object with this id or card name (InputError when none or several)."""
    found = [o for o in game.objects.values() if o.label == name]
    found = found or [o for o in game.objects.values() if name in o.names]
    if not found:
        raise InputError(f"--object {name!r}: no such object at that point; give a card name or id from the "
                         "scenario")
    if len(found) > 1:
        where = ", ".join(f"{o.label} ({o.zone})" for o in found)
        raise InputError(f"--object {name!r} is ambiguous: it matches {where}; give the card an 'id' and use it")
    return found[0]


@dataclass
class LayerStep:
    """One change to an object's characteristics (613): by an effect, or by a rule of the game."""

    layer: str
    source: str
    timestamp: int | None
    depends_on: list[str]
    cites: tuple[str, ...]
    changes: list[str]
    effect: layers.ContinuousEffect | None = None


def _short(text: str, width: int = 48) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 1] + "…"


def describe(game: "Game", ch: layers.Chars) -> list[str]:
    """Characteristics as `name: value` items."""
    types = " ".join(ch.supertypes + ch.types) or "—"
    items = [f"types: {types}", f"subtypes: {' '.join(ch.subtypes) or '—'}",
             f"abilities: {'; '.join(_short(a.text, 32) for a in ch.abilities) or '—'}"]
    if ch.power is not None:
        items.append(f"P/T: {ch.power}/{ch.toughness}")
    items.append(f"controller: {game.players[ch.controller].name}")
    return items


def diff(game: "Game", before: layers.Chars, after: layers.Chars) -> list[str]:
    """What changed between two states of an object's characteristics."""
    out = []
    for key in ("supertypes", "types", "subtypes"):
        old, new = getattr(before, key), getattr(after, key)
        change = [f"−{v}" for v in old if v not in new] + [f"+{v}" for v in new if v not in old]
        if change:
            out.append(f"{key} {' '.join(change)}")
    lost = [a for a in before.abilities if not any(a is b for b in after.abilities)]
    gained = [a for a in after.abilities if not any(a is b for b in before.abilities)]
    if lost or gained:
        out.append("abilities " + ", ".join([f"−{_short(a.text, 32)}" for a in lost]
                                            + [f"+{_short(a.text, 32)}" for a in gained]))
    if (before.power, before.toughness) != (after.power, after.toughness):
        out.append(f"P/T {before.power}/{before.toughness} → {after.power}/{after.toughness}")
    if before.controller != after.controller:
        out.append(f"controller {game.players[before.controller].name} → {game.players[after.controller].name}")
    return out


def effect_source(effect: layers.ContinuousEffect) -> str:
    text = effect.ability.text if effect.ability is not None else f"{effect.kind.replace('_', ' ')} (611.2c)"
    if effect.kind == "copy":
        text = f"copy of {effect.params['original']} (707.2)"
    return f"{effect.source_label}: {_short(text)}"


def layer_steps(game: "Game", obj: "GameObject") -> list[LayerStep]:
    """Every change the layer system makes to `obj` now, in the order applied (613.1-613.8)."""
    if obj.zone not in ("battlefield", "stack"):
        return []
    record: list[layers.Applied] = []
    layers.compute(game, record)
    before = layers.base_chars(obj)
    steps = []
    for applied in record:
        after = applied.after.get(obj.oid)
        if after is None:
            continue
        changes = diff(game, before, after) or ["no change"]
        previous, before = before, after
        if applied.effect is None:
            rules = _rule_step_cites(applied.layer, previous, after)
            steps.append(LayerStep(applied.layer, "rules " + ", ".join(rules), None, [], rules, changes))
            continue
        effect = applied.effect
        cites = KIND_RULES.get(effect.kind, ()) + (layers.LAYER_RULE[applied.layer],) + effect.cites
        steps.append(LayerStep(applied.layer, effect_source(effect), effect.timestamp,
                               [f"{e.source_label} (timestamp {e.timestamp})" for e in applied.depends_on], cites,
                               changes, effect))
    return steps


def _rule_step_cites(layer: str, before: layers.Chars, after: layers.Chars) -> tuple[str, ...]:
    """The rules behind a change `compute` made by itself (layers.RULE_STEPS), from what it added."""
    gained = {a.intrinsic for a in after.abilities if a.intrinsic and not any(a is b for b in before.abilities)}
    rules = tuple(INTRINSIC_RULES[g] for g in sorted(gained) if g in INTRINSIC_RULES)
    return rules or layers.RULE_STEPS[layer]


def layer_rows(game: "Game", obj: "GameObject") -> list[list[str]]:
    """Rows for `judge layers`: printed values, then each change; columns as LAYER_HEADERS."""
    rows = _stacked("printed values (613.2)", describe(game, layers.base_chars(obj)))
    for s in layer_steps(game, obj):
        rows.append([s.layer, s.source, "" if s.timestamp is None else str(s.timestamp),
                     ("; ".join(s.depends_on) or "—") if s.effect is not None else "",
                     "; ".join(s.changes)])
    if len(rows) > 1:
        rows += _stacked("result", describe(game, game.chars(obj.oid)))
    return rows


def _stacked(label: str, items: list[str]) -> list[list[str]]:
    """One row per characteristic, the label on the first."""
    return [["", label if i == 0 else "", "", "", item] for i, item in enumerate(items)]


LAYER_HEADERS = ["layer", "effect", "timestamp", "depends on", "characteristics"]


def layers_report(game: "Game", obj: "GameObject", step: int | None) -> str:
    owner = game.players[obj.owner].name
    when = f"right after step {step}" if step is not None else "at the end of the trace"
    head = f"{obj.label} ({owner}'s, {obj.zone}) {when}, CR {game.version}"
    out = [head, ""]
    out.append(format_table(layer_rows(game, obj), LAYER_HEADERS))
    if obj.zone not in ("battlefield", "stack"):
        out.append("")
        out.append("Outside the battlefield and the stack no continuous effect applies to it here: its "
                   "characteristics are its printed values (613.2).")
    return "\n".join(out) + "\n"


# ----- explanations --------------------------------------------------------------------------------------

@dataclass
class Section:
    """One expectation subject: its checks and the chain that explains them."""

    title: str
    checks: list["Check"] = field(default_factory=list)
    because: list[str] = field(default_factory=list)


def _what(check: "Check") -> str:
    """What a check is about, without its checkpoint prefix."""
    return check.what.split("] ", 1)[1] if check.what.startswith("[") else check.what


def _cites(game: "Game", cites) -> str:
    numbers = list(dict.fromkeys(game.version.number(c) for c in cites))
    return f" (CR {', '.join(numbers)})" if numbers else ""


def _event_line(game: "Game", e: "LoggedEvent") -> str:
    return f"step {e.index} [{e.where}] {render_events.text(e, game.version)}{_cites(game, e.cites)}"


def _names(game: "Game", label: str) -> set[str]:
    names = {label}
    for o in game.objects.values():
        if o.label == label:
            names |= set(o.names)
    return names


def touching(game: "Game", events: list["LoggedEvent"], names: set[str]) -> list["LoggedEvent"]:
    """Events about an object: named in their data (object, source, objects, of, card) or their text."""
    found = []
    for e in events:
        data = e.data
        values = [data.get(k) for k in ("object", "source", "of", "card")] + list(data.get("objects") or [])
        if any(v in names for v in values if isinstance(v, str)) or \
                any(n in render_events.text(e, game.version) for n in names):
            found.append(e)
    return found


def _matches(cite: str, rule: str) -> bool:
    """`cite` is `rule` or one of its lettered subrules (714.3 covers 714.3a, not 714.30)."""
    return cite == rule or cite.startswith(rule) and cite[len(rule)].isalpha()


def switch_lines(game: "Game", cites) -> list[str]:
    """The dated rule changes behind these citations: in force in this version, or not yet."""
    cites = set(cites)
    out = []
    for s in versions.SWITCHES:
        if not any(_matches(c, r) for c in cites for r in s.rules):
            continue
        rules = ", ".join(game.version.number(r) for r in s.rules)
        state = f"since {s.since} (in force)" if game.version.has(s) else f"not yet in force (from {s.since})"
        out.append(f"rule change {state}: {s.summary} (CR {rules})")
    return out


def _effect_lines(game: "Game", obj: "GameObject", events: list["LoggedEvent"],
                  steps: list[LayerStep] | None = None) -> list[str]:
    out = []
    for s in layer_steps(game, obj) if steps is None else steps:
        if s.effect is None:
            out.append(f"layer {s.layer}, {s.source}: {'; '.join(s.changes)}")
            continue
        since = _effect_began(game, s.effect, events)
        deps = f", after {'; '.join(s.depends_on)} (613.8)" if s.depends_on else ""
        out.append(f"layer {s.layer}, timestamp {s.timestamp}{deps}: {s.source} — {'; '.join(s.changes)}"
                   f"{_cites(game, s.cites)}, since {since}")
    return out


def _effect_began(game: "Game", effect: layers.ContinuousEffect, events: list["LoggedEvent"]) -> str:
    """The step an effect began: its creation (611.2c) or its source's arrival (611.3a); else the start."""
    if effect.locked is not None and effect.kind != "copy":  # a copy effect begins as its copy enters (707.5)
        terms = effect_terms(effect.kind, effect.params)
        created = [e for e in events if isinstance(e.event, ContinuousEffectBegins) and e.event.effect == terms]
        same = sorted((e for e in game.effects if e.kind == effect.kind and e.params == effect.params),
                      key=lambda e: e.timestamp)
        rank = len(created) - len(same) + same.index(effect) if effect in same else len(created) - 1
        if 0 <= rank < len(created):
            return f"step {created[rank].index}"
    arrived = next((e for e in events if e.data.get("oid") == effect.source_oid), None)
    if arrived is not None:
        return f"step {arrived.index}"
    start = next((e for e in events if e.kind == "start"), None)
    return f"the start (step {start.index})" if start else "the start"


def _object_section(game: "Game", label: str, checks: list["Check"], events: list["LoggedEvent"]) -> Section:
    names = _names(game, label)
    chain = touching(game, events, names)
    objs = [o for o in game.objects.values() if o.label == label] or [
        o for o in game.objects.values() if label in o.names]
    where = objs[0].zone if len(objs) == 1 else ("gone" if not objs else f"{len(objs)} objects")
    section = Section(f"{label} ({where})", checks)
    section.because += [_event_line(game, e) for e in chain]
    cites = [c for e in chain for c in e.cites]
    if len(objs) == 1:
        effect_lines = _effect_lines(game, objs[0], events)
        section.because += effect_lines
        cites += [c for s in layer_steps(game, objs[0]) for c in s.cites]
    section.because += switch_lines(game, cites)
    return section


def _event_section(game: "Game", item: "EventExpectation", check: "Check", events: list["LoggedEvent"], state_at
                   ) -> Section:
    kind, spec, negate = item.kind, item.fields, item.negate
    section = Section(_what(check), [check])
    subject = spec if not isinstance(spec, dict) else spec.get("object", spec.get("of", spec.get("player")))
    names = _names(game, str(subject)) if subject is not None else set()
    hits = [e for e in events if expect.matches_event(game, e, kind, spec)]
    if hits:
        first = hits[0]
        section.because.append("happened: " + _event_line(game, first))
        chain = [e for e in touching(game, events, names) if e.index < first.index and e.cites] if names else []
        section.because += ["before it: " + _event_line(game, e) for e in chain]
        cites = [c for e in chain + [first] for c in e.cites]
        if first.index > 1 and subject is not None:
            then = state_at(first.index - 1)
            objs = [o for o in then.objects.values() if o.label == str(subject)]
            steps = layer_steps(then, objs[0]) if len(objs) == 1 else []
            section.because += [f"at step {first.index - 1}, " + line
                                for line in _effect_lines(then, objs[0], then.log, steps)] if steps else []
            cites += [c for st in steps for c in st.cites]
    else:
        why = [e for e in touching(game, events, names) if e.kind in WHY_NOT_KINDS] if names else []
        section.because += ["why not: " + _event_line(game, e) for e in why] or [
            f"no step of the trace is a {kind!r} event matching it"]
        cites = [c for e in why for c in e.cites]
        objs = [o for o in game.objects.values() if o.label in names or names & set(o.names)]
        if negate and len(objs) == 1:
            removing = [s for s in layer_steps(game, objs[0]) if any("−" in c for c in s.changes)]
            section.because += ["because of " + line for line in _effect_lines(game, objs[0], events, removing)]
            cites += [c for s in removing for c in s.cites]
    section.because += switch_lines(game, cites)
    return section


def _player_section(game: "Game", name: str, checks: list["Check"], events: list["LoggedEvent"]) -> Section:
    chain = [e for e in events if str(e.data.get("player", "")).lower() == name.lower()]
    section = Section(f"player {name}", checks, [_event_line(game, e) for e in chain])
    section.because += switch_lines(game, [c for e in chain for c in e.cites])
    return section


def _stack_section(game: "Game", checks: list["Check"], events: list["LoggedEvent"]) -> Section:
    """How each object on the stack got there: its triggering and being put on the stack, or its casting."""
    section = Section("the stack", checks)
    for item in reversed(game.stack):
        if isinstance(item, StackAbility):
            how = [e for e in events if e.kind in ("triggered", "put on stack")
                   and e.data.get("source") == item.source_label and e.data.get("chapter") == item.chapter]
            how = how[-2:]
        else:
            how = [e for e in events if e.kind == "cast" and e.data.get("oid") == item.oid][-1:]
        section.because += [_event_line(game, e) for e in how]
    if not game.stack:
        section.because.append("the stack is empty")
    return section


def _cite_section(game: "Game", rule, check: "Check", events: list["LoggedEvent"]) -> Section:
    rule = str(rule)
    steps = [e for e in events if any(rule in (c, game.version.number(c)) for c in e.cites)]
    section = Section(_what(check), [check], [_event_line(game, e) for e in steps] or
                      [f"no step cites {rule} in CR {game.version}"])
    section.because += switch_lines(game, {c for e in steps for c in e.cites if rule in (c, game.version.number(c))})
    return section


def _block(game: "Game", block: "Expectations", checks: list["Check"], events: list["LoggedEvent"], state_at
           ) -> tuple[list[Section], list["Check"]]:
    """Sections for one `expect` block, pairing its checks with their subjects; and the checks left over."""
    sections = []
    rest = list(checks)

    def take(prefix: str) -> list["Check"]:
        taken = [c for c in rest if _what(c).startswith(prefix)]
        for c in taken:
            rest.remove(c)
        return taken

    for obj in block.objects:
        sections.append(_object_section(game, obj.label, take(f"{obj.label}:"), events))
    for player in block.players:
        sections.append(_player_section(game, player.name, take(f"{player.name}:"), events))
    if block.stack is not None:
        sections.append(_stack_section(game, take("stack (top first)"), events))
    for item, check in zip(block.events, take("event ")):
        sections.append(_event_section(game, item, check, events, state_at))
    for cite, check in zip(block.cites, take("the trace cites ")):
        sections.append(_cite_section(game, cite.rule, check, events))
    return sections, rest


def _illegal_sections(game: "Game", checks: list["Check"]) -> list[Section]:
    """Actions marked `illegal:`: the refusal and the rule behind it, or that the engine allowed it."""
    refusals = [e for e in game.log if e.kind == "refused"]
    sections = []
    for check in checks:
        rule = str(check.found).removeprefix("refused by ")
        refused = next((e for e in refusals if game.version.number(e.data.get("rule", "")) == rule), None)
        if refused is None:
            sections.append(Section(check.what, [check], ["the engine allowed the action"]))
            continue
        refusals.remove(refused)
        sections.append(Section(check.what, [check], [_event_line(game, refused)]
                                + switch_lines(game, refused.cites)))
    return sections


def explain(traced: Traced) -> list[tuple[str, list[Section]]]:
    """For each expectation block (checkpoints in order, then the final `expect`), its sections."""
    result = traced.result
    scenario = result.scenario
    game = result.game
    blocks = []
    states: dict[int, "Game"] = {}

    def state_at(step: int) -> "Game":
        if step not in states:
            states[step] = state_after(scenario, step, _rules_of(result))
        return states[step]

    for i, action in enumerate(scenario.actions):
        if not isinstance(action, Checkpoint):
            continue
        line = action.line
        prefix = f"[checkpoint at line {line}] "
        checks = [c for c in result.checks if c.what.startswith(prefix)]
        upto = max((n for n, a in traced.action_of.items() if a is None or a < i), default=0)
        at = state_at(upto) if upto < len(game.log) else game
        sections, _ = _block(at, action.expect, checks, at.log[:upto], state_at)
        blocks.append((f"checkpoint at line {line} (after step {upto})", sections))
    rest = [c for c in result.checks if not c.what.startswith("[")]
    if scenario.expect is not None and scenario.expect.items():
        sections, rest = _block(game, scenario.expect, rest, game.log, state_at)
        blocks.append(("at the end", sections))
    if rest:
        blocks.append(("that actions are illegal", _illegal_sections(game, rest)))
    return blocks


def _rules_of(result: "RunResult") -> str | None:
    return str(result.requested) if result.requested else None


def as_text(blocks: list[tuple[str, list[Section]]], markdown: bool = False) -> str:
    if not blocks:
        return ("\n### Why\n\nNo expectations to explain.\n" if markdown else "\nWhy: no expectations to explain.\n")
    out = ["", "### Why" if markdown else "Why:"]
    for title, sections in blocks:
        out.append("")
        out.append(f"**Expectations {title}**" if markdown else f"Expectations {title}:")
        for s in sections:
            ok = all(c.ok for c in s.checks)
            single = len(s.checks) == 1 and _what(s.checks[0]) == s.title
            head = f"{MARK[ok]} {s.title}" + (_verdict(s.checks[0]) if single else "")
            out.append(f"- {head}" if markdown else f"  {head}")
            indent = "  - " if markdown else "      "
            for c in [] if single else s.checks:
                out.append(f"{indent}{MARK[c.ok]} {_what(c)}" + ("" if c.ok else f": expected {c.expected}, found "
                                                                              f"{c.found}"))
            out += [f"{indent}{line}" for line in s.because]
    return "\n".join(out) + "\n"


def _verdict(check: "Check") -> str:
    return f" — {check.found}" if check.ok else f" — expected {check.expected}, found {check.found}"


def as_data(blocks: list[tuple[str, list[Section]]]) -> list[dict]:
    return [{"expectations": title, "sections": [
        {"subject": s.title, "ok": all(c.ok for c in s.checks), "checks": [c.what for c in s.checks],
         "because": s.because} for s in sections]} for title, sections in blocks]


def appended(out: str, result: "RunResult", fmt: str) -> str:
    """The rendered run `out` with the explanations added in the same format.

    The scenario is run again, traced (runs are deterministic), to know where each checkpoint was.
    """
    rules = str(result.requested) if result.requested else None
    blocks = explain(traced_run(result.scenario, rules))
    if fmt == "json":
        doc = json.loads(out)
        doc["explanations"] = as_data(blocks)
        return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
    return out + as_text(blocks, markdown=fmt == "markdown")
