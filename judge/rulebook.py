"""`judge rule`, `judge versions`, `judge rules add` and `judge run --quote`: the rules judge knows.

judge ships no Comprehensive Rules text. What it knows of a rule is its own:
a one-line summary (judge.numbering.RULE_SUMMARIES),
its number in every known CR version (judge.numbering), the behaviour switches
that touch it (judge.versions), the engine modules that cite it and the library
scenarios whose runs cite it. The official text is the user's: a file given
with `--cr FILE`, the `JUDGE_CR` environment variable (a file or a folder of
files), or files kept in the user data folder by `judge rules add FILE`
($XDG_DATA_HOME/judge/cr, default ~/.local/share/judge/cr), searched in that
order; a file's version is read from its header (judge.crfile).
"""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from judge import crfile, learned, numbering, runner, scenario, versions
from judge.errors import InputError

ENV = "JUDGE_CR"
PACKAGE = Path(__file__).resolve().parent
LIBRARY = PACKAGE.parent / "scenarios"
SHOWN = 12  # library scenarios `judge rule` lists unless asked for all
# The engine: the modules that make things happen and cite the rules for them.
ENGINE = sorted((PACKAGE / "game").glob("*.py")) + [PACKAGE / "runner.py"]
HOW_TO_GIVE = f"give the official file with --cr FILE, set {ENV}, or run 'judge rules add FILE'"


# ----- the official text --------------------------------------------------------------------------

def data_dir() -> Path:
    """judge's folder in the user data directory (XDG): $XDG_DATA_HOME/judge, else ~/.local/share/judge."""
    return learned.data_dir()


def _files(path: Path, what: str) -> list[Path]:
    if path.is_dir():
        return sorted(p for p in path.iterdir() if p.suffix.lower() == ".txt" and p.is_file())
    if path.is_file():
        return [path]
    raise InputError(f"{what} {path}: no such file or folder; {HOW_TO_GIVE}")


def _version(path: Path, what: str) -> dt.date:
    try:
        return crfile.read_version(path)
    except (OSError, ValueError) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise InputError(f"{what} {path}: cannot read it as an official CR text file ({detail}); give the "
                         "MagicCompRules <date>.txt file as published") from None


def available(cr: str | None = None) -> dict[dt.date, Path]:
    """Every official CR file the user gave, by version; where two have one version, the first source wins:
    --cr, then JUDGE_CR, then the data folder."""
    sources = []
    if cr:
        sources.append((Path(cr), "--cr"))
    if os.environ.get(ENV):
        sources.append((Path(os.environ[ENV]), ENV))
    if (data_dir() / "cr").is_dir():
        sources.append((data_dir() / "cr", "judge's data folder:"))
    found: dict[dt.date, Path] = {}
    for path, what in sources:
        for file in _files(path, what):
            found.setdefault(_version(file, what), file)
    return dict(sorted(found.items()))


@dataclass
class Text:
    """The official text chosen for a CR version: `cr.version` may differ from `wanted`."""

    wanted: dt.date
    cr: crfile.CRText
    path: Path

    @property
    def other_version(self) -> bool:
        return self.cr.version != self.wanted

    @property
    def warning(self) -> str:
        """Said before the trace when the text is another version's: its quotes may contradict the steps."""
        if not self.other_version:
            return ""
        return (f"Note: no official text of CR {self.wanted} (the version applied) was given; quotes marked "
                f"[CR {self.cr.version}] are that version's text and numbers, which may differ from the rules "
                f"applied.\n\n")

    @property
    def note(self) -> str:
        """Where the quoted text comes from, and whether it is the applied version's."""
        if self.cr.version == self.wanted:
            return f"Official text: CR {self.cr.version} ({self.path})."
        return (f"Official text: CR {self.cr.version} ({self.path}); no file for CR {self.wanted} was given, so "
                f"numbers and text are as in {self.cr.version}.")

    def number(self, canonical: str) -> str:
        return numbering.number_in(canonical, self.cr.version)

    def lines(self, canonical: str) -> list[str]:
        """The rule, its subrules and examples, verbatim, numbered as in this text; [] if not in it."""
        if not numbering.exists_in(canonical, self.cr.version):
            return []
        return self.cr.block(self.number(canonical))


def text_for(version: dt.date, cr: str | None = None) -> Text | None:
    """The official text for a CR version: its own file, else the nearest older one, else the oldest."""
    files = available(cr)
    if not files:
        return None
    older = [v for v in files if v <= version]
    chosen = older[-1] if older else next(iter(files))
    try:
        return Text(version, crfile.read_cr(files[chosen]), files[chosen])
    except (OSError, ValueError) as exc:
        raise InputError(f"{files[chosen]}: cannot read it as an official CR text file ({exc}); give the "
                         "MagicCompRules <date>.txt file as published") from None


def add(file: str) -> Path:
    """`judge rules add FILE`: check it is an official CR file and copy it into the data folder,
    named by the version in its header."""
    path = Path(file)
    if not path.is_file():
        raise InputError(f"{file}: no such file; give the path of an official MagicCompRules <date>.txt")
    try:
        cr = crfile.read_cr(path)
    except (OSError, ValueError) as exc:
        raise InputError(f"{file}: not an official CR text file ({exc}); give the MagicCompRules <date>.txt file "
                         "as published") from None
    target = data_dir() / "cr" / f"MagicCompRules-{cr.version:%Y%m%d}.txt"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    except OSError as exc:
        raise InputError(f"{target}: cannot write it ({exc.strerror}); set XDG_DATA_HOME to a folder you can "
                         "write to") from None
    return target


def quoter(text: Text):
    """The `quote` callable for render.text: under a step, the official line of each rule it cites
    (without subrules and examples), in full the first time and by reference afterwards."""
    first_step: dict[str, int] = {}
    mark = f"[CR {text.cr.version}] " if text.other_version else ""  # at every quote of another version

    def quote(cites, step: int) -> list[str]:
        out = []
        for rule in dict.fromkeys(cites):
            number = text.number(rule)
            if rule in first_step:
                out.append(f"{mark}{number}: quoted at step {first_step[rule]}")
                continue
            first_step[rule] = step
            out += [mark + line for line in text.lines(rule)[:1] or [f"{number}: not in the CR {text.cr.version} text"]]
        return out

    return quote


class JsonQuoter:
    """The `quotes` of render_json.as_json: for a step's cites, each rule as numbered in the text and its official
    line (None when the text has no such rule), in full at every step (data, not prose); `source` names the text."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.source = {"version": str(text.cr.version), "file": str(text.path), "applied": str(text.wanted),
                       "other_version": text.other_version}

    def __call__(self, cites) -> list[dict]:
        out = []
        for rule in dict.fromkeys(cites):
            lines = self.text.lines(rule)
            out.append({"rule": self.text.number(rule), "text": lines[0] if lines else None})
        return out


def json_quoter(text: Text) -> JsonQuoter:
    return JsonQuoter(text)


# ----- what judge knows about a rule -----------------------------------------------------------------

def check_number(number: str) -> str:
    if not numbering.NUMBER_RE.match(number):
        raise InputError(f"{number!r} is not a CR rule number; give one such as 714, 714.3 or 714.3c")
    return number


def is_under(number: str, parent: str) -> bool:
    """True if `number` is `parent` or one of its rules or subrules."""
    return parent in numbering.ancestors(number)


def _known() -> list[str]:
    """Every canonical number judge knows: the cited rules and their sections and rules."""
    return list(dict.fromkeys(n for rule in numbering.CITED_RULES for n in numbering.ancestors(rule)))


def canonical(number: str, version: dt.date) -> str | None:
    """The canonical number of the rule numbered `number` in CR `version`, if judge can tell: a rule judge
    knows, else the nearest number that judge.numbering maps to it (best effort for rules judge does not cite)."""
    check_number(number)

    def maps(rule: str) -> bool:
        return numbering.exists_in(rule, version) and numbering.number_in(rule, version) == number

    known = next((rule for rule in _known() if maps(rule)), None)
    return known or next((rule for rule in _nearby(number) if maps(rule)), None)


def _nearby(number: str) -> list[str]:
    """Numbers near `number` (sections, rules and letters a few places away), nearest first: where a
    renumbering may have moved the rule from."""
    section, _, rest = number.partition(".")
    rule = rest.rstrip("abcdefghijklmnopqrstuvwxyz")
    letters = rest[len(rule):]
    sections = sorted(range(int(section) - 2, int(section) + 3), key=lambda s: abs(s - int(section)))
    if not rest:
        return [str(s) for s in sections]
    rules = sorted(range(max(1, int(rule) - 12), int(rule) + 13), key=lambda r: abs(r - int(rule)))
    alphabet = "abcdefghijklmnopqrstuvwxyz"
    if not letters:
        endings = [""]
    elif len(letters) == 1:
        endings = sorted(alphabet, key=lambda c: abs(ord(c) - ord(letters)))
    else:
        endings = sorted((letters[0] + c for c in alphabet), key=lambda e: abs(ord(e[1]) - ord(letters[1])))
    return [f"{s}.{r}{e}" for s in sections for r in rules for e in endings]


def summaries() -> dict[str, str]:
    """judge's one-line summary of each cited rule (judge.numbering.RULE_SUMMARIES)."""
    return numbering.RULE_SUMMARIES


def history(rule: str) -> list[tuple[dt.date, dt.date, str | None]]:
    """(first version, last version, number or None when absent) for each run of known versions."""
    runs: list[list] = []
    for v in numbering.KNOWN_VERSIONS + numbering.learned_versions():
        n = numbering.number_in(rule, v) if numbering.exists_in(rule, v) else None
        if runs and runs[-1][2] == n:
            runs[-1][1] = v
        else:
            runs.append([v, v, n])
    return [tuple(r) for r in runs]


def switches_for(rule: str) -> list[versions.Switch]:
    return [s for s in versions.SWITCHES if any(is_under(r, rule) or is_under(rule, r) for r in s.rules)]


def modules_for(rule: str) -> list[tuple[str, str]]:
    """(module path, its docstring's first line) of each engine module whose source cites the rule or one
    of its rules and subrules."""
    suffix = r"(?:\.\d+[a-z]{0,2})?" if "." not in rule else ("[a-z]{0,2}" if rule[-1].isdigit() else "")
    pattern = re.compile(r"(?<![\d.])" + re.escape(rule) + suffix + r"(?![\da-z])")
    found = []
    for path in ENGINE:
        source = path.read_text(encoding="utf-8")
        if pattern.search(source):
            doc = re.match(r'\s*"""(.*?)(?:"""|$)', source, re.MULTILINE)
            found.append((path.relative_to(PACKAGE.parent).as_posix(), doc[1].strip() if doc else ""))
    return found


def scenarios_for(rule: str, library: Path = LIBRARY) -> list[str]:
    """Library scenarios whose run (under the scenario's own CR version) cites the rule or one under it."""
    found = []
    for path in sorted(library.glob("*.yaml")):
        try:
            result = runner.run(scenario.load(path))
        except InputError:
            continue
        if any(is_under(c, rule) for e in result.game.log for c in e.cites):
            found.append(path.relative_to(library.parent).as_posix())
    return found


def describe(number: str, day: dt.date | None, cr: str | None = None, every: bool = False) -> str:
    """The `judge rule` page: judge's summary, numbers by version, switches, modules, scenarios (the first SHOWN
    unless `every`), text.

    `number` is numbered as in the CR version in force on `day` (default: the newest).
    """
    version = versions.version_for(day).date
    rule = canonical(number, version)
    text = text_for(version, cr)
    if rule not in _known() and not (rule and text and text.lines(rule)):
        where = (f"the CR {text.cr.version} text has no such rule; check the number" if text else
                 f"judge has no official text to look it up in; {HOW_TO_GIVE}")
        raise InputError(f"rule {number}: judge does not cite it and {where} (numbers are as in CR {version}; "
                         "--rules DATE picks another version)")
    summary = summaries().get(rule)
    if summary is None:
        under = [f"{r} ({s})" for r, s in summaries().items() if is_under(r, rule)]
        summary = "judge cites " + "; ".join(under) if under else "none: judge does not cite this rule"
    out = [f"Rule {number} in CR {version}" + ("" if rule == number else f" (judge's canonical number: {rule})"),
           f"  judge's summary: {summary}", "", "Numbered in each CR version judge knows:"]
    for first, last, n in history(rule):
        span = str(first) if first == last else f"{first} – {last}"
        out.append(f"  {span:<25} {n or '(does not exist)'}")
    out += ["", "Behaviour switches (judge.versions):"]
    out += [f"  {s.since} {s.key}: {s.summary}" for s in switches_for(rule)] or [
        "  none: no behaviour change judge models"]
    out += ["", "Engine modules that cite it:"]
    out += [f"  {path}: {doc}" for path, doc in modules_for(rule)] or ["  none"]
    out += ["", "Library scenarios whose runs cite it:"]
    if LIBRARY.is_dir():
        found = scenarios_for(rule)
        shown = found if every else found[:SHOWN]
        out += [f"  {path}" for path in shown] or ["  none"]
        if len(found) > len(shown):
            out.append(f"  ... and {len(found) - SHOWN} more (`judge rule {number} --all` lists them all)")
    else:
        out.append("  none here: judge was installed without its scenario library (scenarios/ in its source "
                   "repository); run `judge rule` in a clone to list them")
    out.append("")
    if text is None:
        out.append(f"Official text: not available (judge ships none); {HOW_TO_GIVE}.")
    else:
        out.append(text.note)
        out += [f"  {line}" for line in text.lines(rule)] or [
            f"  {text.number(rule)} is not in the CR {text.cr.version} text."]
    out += _aligned_text(rule, version, cr)
    return "\n".join(out) + "\n"


def _aligned_text(rule: str | None, version: dt.date, cr: str | None) -> list[str]:
    """For a version judge learned from its file: the rule in the version it was aligned with, to confirm the
    alignment by reading both texts."""
    if rule is None or version not in learned.load_all():
        return []
    base = learned.load_all()[version].aligned_with
    why = learned.load_all()[version].uncertain.get(rule)
    out = ["", f"judge learned this numbering by aligning CR {version} with CR {base}"
           + (f"; not certain: {why}." if why else " (certain).")]
    text = text_for(base, cr)
    if text is not None and numbering.exists_in(rule, base) and text.cr.version == base:
        out.append(f"CR {base} text ({text.path}):")
        out += [f"  {line}" for line in text.lines(rule)]
    return out


def _renumbered(old: dt.date, new: dt.date) -> dict[str, str]:
    """Numbers of the rules judge knows that change from CR `old` to `new`; a section or rule that moves
    with its subrules (714 → 715) stands for them."""
    moved: dict[str, str] = {}
    for rule in _known():
        if numbering.exists_in(rule, old) and numbering.exists_in(rule, new):
            a, b = numbering.number_in(rule, old), numbering.number_in(rule, new)
            if a != b:
                moved.setdefault(a, b)

    def follows_parent(a: str, b: str) -> bool:
        return any(p in moved and b == moved[p] + a[len(p):] for p in numbering.ancestors(a)[:-1])

    return {a: b for a, b in moved.items() if not follows_parent(a, b)}


def versions_page(cr: str | None = None) -> str:
    """The `judge versions` page: each known CR version, the switches and renumberings (of the rules judge
    cites) that take effect in it, and the official file judge would quote for it, if given."""
    files = available(cr)
    out = ["CR versions judge knows (effective dates, as in the official files' headers):"]
    known = numbering.KNOWN_VERSIONS + numbering.learned_versions()
    for old, new in zip((None,) + known, known):
        out.append(f"{new}" + (f"  (official text: {files[new]})" if new in files else ""))
        out += [f"  switch {s.key}: {s.summary} (CR {', '.join(s.rules)})" for s in versions.SWITCHES
                if s.since <= new and (old is None or old < s.since)]
        if old is None:
            continue
        moved = _renumbered(old, new)
        if moved:
            out.append("  renumbered: " + ", ".join(f"{a} → {b}" for a, b in moved.items()))
        added = [r for r in _known() if numbering.exists_in(r, new) and not numbering.exists_in(r, old)]
        if added:
            out.append("  new: " + ", ".join(added))
    return "\n".join(out) + "\n"
