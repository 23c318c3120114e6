"""Release day: a new Comprehensive Rules file in, what it changes for judge out.

`judge rules add FILE|FOLDER` keeps each official file for quoting and, for a version newer than judge.numbering
knows, learns its numbering: the file is aligned (judge.cralign) with the file of the newest version judge knows,
and every rule judge cites gets its number in the new version (judge.learned). `judge rules check NEW.txt` is the
report for a person (or a project's CI): for every rule the engine implements or cites, unchanged, renumbered, text
changed (a word diff) or removed, and the new rules in the sections judge models, which may need a behaviour switch
(judge.versions). `judge rules list` and `judge rules remove DATE` manage what judge knows.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

from judge import cralign, crfile, learned, numbering, rulebook, versions
from judge.errors import InputError

# Canonical sections and rules whose new subrules may change what judge does (issue 11 §2).
MODELLED = ("714", "702.155", "720", "704.5", "613", "614", "616", "603", "608", "700", "701", "122", "111", "707",
            *(str(n) for n in range(500, 515)))
_ENGINE_SOURCES = ("game/**/*.py", "cards/**/*.py", "oracle/**/*.py", "runner.py")
_CITED_IN_SOURCE = re.compile(r"\"(\d{3}\.\d+[a-z]{0,2})\"")
NOT_IN_FILE = "not in the file aligned with: number kept"


def engine_rules() -> list[str]:
    """Every canonical rule the engine implements or cites: judge.numbering.CITED_RULES, then any other rule
    number quoted in the engine's sources (a citation without a summary yet)."""
    cited = dict.fromkeys(numbering.CITED_RULES)
    for pattern in _ENGINE_SOURCES:
        for path in sorted(rulebook.PACKAGE.glob(pattern)):
            for number in _CITED_IN_SOURCE.findall(path.read_text(encoding="utf-8")):
                if numbering.exists_in(number, numbering.LATEST_VERSION):
                    cited.setdefault(number)
    return list(cited)


def known_rules() -> list[str]:
    """The rules whose numbering judge keeps: those the engine cites, with their sections and rules."""
    return list(dict.fromkeys(n for rule in engine_rules() for n in numbering.ancestors(rule)))


def known_versions() -> tuple[dt.date, ...]:
    """Every version judge has a numbering for: the hand-curated ones, then the learned ones."""
    return numbering.KNOWN_VERSIONS + numbering.learned_versions()


def _part_for(rule: str, mapping: cralign.Mapping, new: crfile.CRText) -> str | None:
    """Where a rule went when its old text was split over several new rules: the part whose words hold most of
    judge's summary of the rule (several canonical rules may have shared one old number)."""
    summary = numbering.RULE_SUMMARIES.get(rule)
    if not mapping.parts or not summary:
        return mapping.new
    wanted = cralign.words(summary)
    return max(mapping.parts, key=lambda part: cralign.contained(wanted, cralign.words(new.rules[part])))


@dataclass
class RuleChange:
    """One rule judge cites, from the old file to the new: its numbers, how it was aligned and whether its text
    changed."""

    rule: str
    old: str
    new: str | None
    mapping: cralign.Mapping | None
    text_changed: bool = False
    diff: str = ""

    @property
    def status(self) -> str:
        if self.mapping is None:
            return "missing"
        if self.new is None:
            return "removed"
        if self.text_changed:
            return "text changed"
        return "renumbered" if self.new != self.old else "unchanged"

    @property
    def why_uncertain(self) -> str:
        if self.mapping is None:
            return NOT_IN_FILE
        return self.mapping.why


def changes(alignment: cralign.Alignment, base: dt.date, rules: list[str]) -> list[RuleChange]:
    """Each of `rules` (canonical) that exists in CR `base`, followed from `alignment.old` (a `base` file) to
    `alignment.new`."""
    out = []
    for rule in rules:
        if not numbering.exists_in(rule, base):
            continue
        old = numbering.number_in(rule, base)
        mapping = alignment.mappings.get(old)
        if mapping is None:
            out.append(RuleChange(rule, old, old, None))
            continue
        new = _part_for(rule, mapping, alignment.new)
        change = RuleChange(rule, old, new, mapping)
        if new is not None:
            before, after = alignment.old.rules[old], alignment.new.rules[new]
            change.text_changed = cralign.same_text(before) != cralign.same_text(after)
            change.diff = cralign.word_diff(before, after) if change.text_changed else ""
        out.append(change)
    return out


def learn(alignment: cralign.Alignment, base: dt.date, cr_file: str = "") -> learned.Learned:
    """The numbering of `alignment.new` for every rule judge keeps, learned from its alignment with the file of
    CR `base` (a version judge knows)."""
    found = changes(alignment, base, known_rules())
    return learned.Learned(alignment.new.version, base, {c.rule: c.new for c in found},
                           {c.rule: c.why_uncertain for c in found if c.why_uncertain}, cr_file)


# ----- the files ---------------------------------------------------------------------------------------------

def _read(path: Path) -> crfile.CRText:
    try:
        return crfile.read_cr(path)
    except (OSError, ValueError) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise InputError(f"{path}: not an official CR text file ({detail}); give the MagicCompRules <date>.txt "
                         "file as published") from None


def _cr_files(path: Path) -> list[Path]:
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix.lower() == ".txt" and p.is_file())
        if not files:
            raise InputError(f"{path}: no CR text files (*.txt) in this folder; give MagicCompRules <date>.txt "
                             "files or a folder holding them")
        return files
    if not path.is_file():
        raise InputError(f"{path}: no such file or folder; give the path of an official MagicCompRules <date>.txt")
    return [path]


def base_text(version: dt.date, cr: str | None = None, against: dt.date | None = None) -> tuple[dt.date, Path]:
    """The version to align a `version` file with and its official file: `against`, else the newest version judge
    knows before `version` whose file it has; an input error if judge has no such file."""
    files = rulebook.available(cr)
    if against is None:
        older = [v for v in known_versions() if v < version]
        if not older:
            raise InputError(f"CR {version} is older than every version judge knows ({known_versions()[0]}); "
                             "there is nothing to compare it with")
        against = next((v for v in reversed(older) if v in files), older[-1])
    if against not in files:
        raise InputError(f"judge needs the official file of CR {against} to compare CR {version} with; run "
                         f"'judge rules add \"MagicCompRules {against:%Y%m%d}.txt\"' first, or give it with --cr")
    return against, files[against]


def add(path: str, cr: str | None = None) -> str:
    """`judge rules add FILE|FOLDER`: keep each file; learn the numbering of each version newer than judge
    knows, oldest first, each aligned with the newest version judge knows before it."""
    texts = sorted(((_read(file), file) for file in _cr_files(Path(path))), key=lambda pair: pair[0].version)
    out = []
    for text, file in texts:
        if text.version <= numbering.LATEST_VERSION:
            out.append(f"Added CR {text.version} from {file} as {rulebook.add(str(file))}")
            continue
        base, base_file = base_text(text.version, cr)
        target = rulebook.add(str(file))
        out.append(f"Added CR {text.version} from {file} as {target}")
        alignment = cralign.align(_read(base_file), text)
        found = learn(alignment, base, target.name)
        learned.save(found)
        out += _learned_summary(found, alignment, base)
    return "\n".join(out) + "\n"


def _learned_summary(found: learned.Learned, alignment: cralign.Alignment, base: dt.date) -> list[str]:
    moved = {r: n for r, n in found.numbers.items() if n is not None and n != numbering.number_in(r, base)}
    gone = [r for r, n in found.numbers.items() if n is None]
    uncertain = {r: why for r, why in found.uncertain.items() if why != NOT_IN_FILE}
    out = [f"Learned the numbering of CR {found.version} by aligning it with CR {base}: {len(found.numbers)} rules "
           f"judge cites or holds them under; {len(moved)} renumbered, {len(gone)} removed, "
           f"{len(uncertain)} uncertain."]
    if moved:
        out.append("  renumbered: " + ", ".join(f"{numbering.number_in(r, base)} → {n}" for r, n in moved.items()))
    if gone:
        out.append("  removed: " + ", ".join(numbering.number_in(r, base) for r in gone))
    if len(uncertain) < len(found.uncertain):
        out.append(f"  {len(found.uncertain) - len(uncertain)} rules judge cites are not in the CR {base} file: "
                   "numbers kept")
    if uncertain:
        out.append(f"Uncertain alignments (confirm each: 'judge rule NUMBER --rules {found.version}' shows its text "
                   f"in both versions; 'judge rules check' lists what changed):")
        out += [f"  {numbering.number_in(r, base)} → {found.numbers[r] or 'removed'}: {why}"
                for r, why in uncertain.items()]
    out.append(f"From now on --rules {found.version} cites in its numbering, with the behaviour of CR "
               f"{versions.NEWEST} (judge knows no switch after it).")
    return out


def remove(day: str) -> str:
    """`judge rules remove DATE`: forget a learned version and delete the kept file of that version."""
    try:
        version = versions.parse_date(day)
    except ValueError:
        raise InputError(f"{day}: give a date YYYY-MM-DD, as 'judge rules list' shows it") from None
    gone = learned.remove(version)
    if not gone:
        raise InputError(f"CR {version}: judge keeps no file and learned no numbering for it ('judge rules list' "
                         "shows what it has)")
    return "".join(f"Removed {path}\n" for path in gone)


def listing(cr: str | None = None) -> str:
    """`judge rules list`: the versions judge knows (typed in, learned) and the official files it can quote."""
    curated = numbering.KNOWN_VERSIONS
    out = [f"Typed into judge (judge.numbering): {len(curated)} versions, {curated[0]} to {curated[-1]}; behaviour "
           f"switches up to {max(s.since for s in versions.SWITCHES)}."]
    found = learned.load_all()
    out.append("Learned from their files ('judge rules add'):")
    out += [f"  {v}  aligned with CR {d.aligned_with}; {len(d.numbers)} rules, {len(d.uncertain)} uncertain "
            f"({learned.path_for(v)})" for v, d in found.items()] or ["  none"]
    unreadable = sorted(set(learned.cr_folder().glob(f"*{learned.SUFFIX}")) - {learned.path_for(v) for v in found}) \
        if learned.cr_folder().is_dir() else []
    out += [f"  {path}: unreadable (remove it and add its CR file again)" for path in unreadable]
    out.append("Official files judge can quote (--cr, $JUDGE_CR, the data folder):")
    out += [f"  {v}  {path}" for v, path in rulebook.available(cr).items()] or [f"  none; {rulebook.HOW_TO_GIVE}"]
    return "\n".join(out) + "\n"


# ----- the release-day report ----------------------------------------------------------------------------------

@dataclass
class Report:
    """`judge rules check`: the rules judge cites followed from CR `old` to CR `new`."""

    old: dt.date
    new: dt.date
    old_file: Path
    new_file: Path
    rules: list[RuleChange]
    added: list[tuple[str, str]] = field(default_factory=list)  # (new number, its text), in modelled sections

    def of(self, status: str) -> list[RuleChange]:
        return [c for c in self.rules if c.status == status]

    @property
    def uncertain(self) -> list[RuleChange]:
        return [c for c in self.rules if c.why_uncertain and c.mapping is not None]

    @property
    def missing(self) -> list[RuleChange]:
        """Rules judge cites that the old file does not have (a file that is not the full CR, or a gap in
        judge.numbering): kept with their numbers, counted apart."""
        return self.of("missing")

    @property
    def needs_a_look(self) -> bool:
        return bool(self.of("removed") or self.of("text changed") or self.uncertain or self.added)


def check(new_file: str, against: dt.date | None = None, cr: str | None = None) -> Report:
    new_path = _cr_files(Path(new_file))
    if len(new_path) != 1 or Path(new_file).is_dir():
        raise InputError(f"{new_file}: give one CR text file to check, not a folder")
    new = _read(new_path[0])
    old_version, old_path = base_text(new.version, cr, against)
    alignment = cralign.align(_read(old_path), new)
    found = changes(alignment, old_version, engine_rules())
    modelled = {n for n in (alignment.new_number(numbering.number_in(m, old_version)) for m in MODELLED
                            if numbering.exists_in(m, old_version)) if n}
    added = [(n, new.rules[n].split("\n")[0]) for n in alignment.added
             if any(n == m or n.startswith(m + ".") or (n.startswith(m) and n[len(m):].isalpha()) for m in modelled)]
    return Report(old_version, new.version, old_path, new_path[0], found, added)


def _line(c: RuleChange, what: str = "") -> str:
    summary = numbering.RULE_SUMMARIES.get(c.rule, "")
    moved = c.old if c.new == c.old else f"{c.old} → {c.new or 'removed'}"
    return f"{moved}" + (f" ({summary})" if summary else "") + (f": {what}" if what else "")


def text(report: Report) -> str:
    out = [f"CR {report.new} ({report.new_file}) against CR {report.old} ({report.old_file}): the "
           f"{len(report.rules)} rules judge implements or cites.", ""]
    sections = [
        ("Removed", [_line(c) for c in report.of("removed")]),
        ("Text changed (word diff: [-old-] {+new+})",
         [_line(c) + "\n      " + c.diff for c in report.of("text changed")]),
        ("Uncertain alignments (confirm each)", [_line(c, c.why_uncertain) for c in report.uncertain]),
        ("New rules in the sections judge models (may need a behaviour switch in judge.versions)",
         [f"{n}: {_short(t)}" for n, t in report.added]),
        ("Renumbered", [_line(c) for c in report.of("renumbered")]),
    ]
    for title, lines in sections:
        if lines:
            out += [f"{title} ({len(lines)}):"] + [f"  {line}" for line in lines] + [""]
    out.append(f"Unchanged: {len(report.of('unchanged'))} rules." + _missing(report))
    out.append("Needs a person's look." if report.needs_a_look else "Nothing needs a person's look.")
    return "\n".join(out) + "\n"


def markdown(report: Report) -> str:
    out = [f"## CR {report.new} against CR {report.old}", "",
           f"The {len(report.rules)} rules judge implements or cites.", ""]

    def rows(title: str, items: list[str]) -> None:
        if items:
            out.extend([f"### {title} ({len(items)})", "", *items, ""])

    rows("Removed", [f"- {_md(_line(c))}" for c in report.of("removed")])
    rows("Text changed (~~old~~ **new**)", [f"- {_md(_line(c))}  \n  {_md_diff(c.diff)}"
                                             for c in report.of("text changed")])
    rows("Uncertain alignments", [f"- {_md(_line(c, c.why_uncertain))}" for c in report.uncertain])
    rows("New rules in the sections judge models (may need a behaviour switch)",
         [f"- **{n}** {_md(_short(t))}" for n, t in report.added])
    rows("Renumbered", [f"- {_md(_line(c))}" for c in report.of("renumbered")])
    out.append(f"Unchanged: {len(report.of('unchanged'))} rules.{_missing(report)} "
               + ("**Needs a person's look.**" if report.needs_a_look else "Nothing needs a person's look."))
    return "\n".join(out) + "\n"


def _missing(report: Report) -> str:
    if not report.missing:
        return ""
    return f" Not in the CR {report.old} file (numbers kept): {len(report.missing)} rules."


def _short(line: str, width: int = 110) -> str:
    return line if len(line) <= width else line[:width - 1] + "…"


_MD_SPECIAL = re.compile(r"([\\`*_|\[\]])")


def _md(value: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", value)


def _md_diff(diff: str) -> str:
    """A word diff in Markdown: removed words struck through, added ones bold."""
    marks = {r"\[-": "~~", r"-\]": "~~", "{+": "**", "+}": "**"}
    return re.sub("|".join(map(re.escape, marks)), lambda m: marks[m[0]], _md(diff))
