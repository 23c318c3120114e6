"""Snapshots of scenario traces (`judge check --snapshot DIR`): each scenario's text trace, as `judge run` prints
it, kept in DIR as one file named after the scenario's path relative to the folder checked (`sagas/x.yaml` →
`DIR/sagas/x.txt`; a scenario given as a file: its name). A later check compares the new trace with the kept one
and shows a unified diff of what changed; `--update` rewrites them.

The trace is stable: the same scenario gives the same bytes on every run and machine (no timings, no absolute
paths: the engine is deterministic, each run has its seed).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

SUFFIX = ".txt"
UNCHANGED, CHANGED, NEW = "unchanged", "changed", "new"


def snapshot_name(file: Path, roots: list[Path]) -> str:
    """The snapshot's name: `file` relative to the first folder in `roots` that holds it, with the suffix .txt;
    a file outside them (given as a file): its own name."""
    for root in roots:
        try:
            relative = file.relative_to(root)
        except ValueError:
            continue
        return PurePosixPath(*relative.parts).with_suffix(SUFFIX).as_posix()
    return file.with_suffix(SUFFIX).name


def unified_diff(kept: str, now: str, kept_label: str, now_label: str) -> str:
    """What changed from the kept trace to this run's, as a unified diff (3 lines of context)."""
    lines = difflib.unified_diff(kept.splitlines(keepends=True), now.splitlines(keepends=True),
                                 kept_label, now_label)
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


@dataclass
class Outcome:
    """One scenario's trace compared with its snapshot: `status` UNCHANGED, CHANGED or NEW, and the diff."""

    name: str
    scenario: str
    status: str
    diff: str = ""


@dataclass
class Report:
    """The snapshots compared in one check: each scenario's outcome, and the snapshots no scenario claimed."""

    folder: Path
    update: bool
    outcomes: list[Outcome] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(o.status == status for o in self.outcomes)

    @property
    def changed(self) -> bool:
        """A kept trace differs from this run's, or a snapshot has no scenario any more (exit 1 unless --update)."""
        return bool(self.count(CHANGED) or self.stale)

    def path(self, name: str) -> str:
        return (self.folder / name).as_posix()

    def lines(self) -> list[str]:
        """What changed, snapshot by snapshot, then a summary line."""
        out: list[str] = []
        for o in self.outcomes:
            if o.status == CHANGED:
                verb = "updated" if self.update else "changed"
                out += [f"Snapshot {self.path(o.name)} {verb} ({o.scenario}):", o.diff.rstrip("\n")]
            elif o.status == NEW:
                out.append(f"Snapshot {self.path(o.name)} written (new: {o.scenario})")
        for name in self.stale:
            out.append(f"Snapshot {self.path(name)} " + ("removed: no scenario any more" if self.update else
                                                         "has no scenario any more (delete it or use --update)"))
        summary = (f"Snapshots in {self.folder.as_posix()}: {self.count(UNCHANGED)} unchanged, "
                   f"{self.count(CHANGED)} {'updated' if self.update else 'changed'}, {self.count(NEW)} new, "
                   f"{len(self.stale)} {'removed' if self.update else 'without a scenario'}")
        if self.changed and not self.update:
            summary += "; --update rewrites them"
        return out + [summary]


def kept_names(folder: Path) -> list[str]:
    """The snapshots kept in `folder` (and its subfolders), by name."""
    if not folder.is_dir():
        return []
    return sorted(PurePosixPath(*p.relative_to(folder).parts).as_posix() for p in folder.rglob("*" + SUFFIX))


def compare(folder: Path, name: str, scenario: str, trace: str, update: bool) -> Outcome:
    """Compare `trace` with the snapshot `name` in `folder`; write it when it is new, or changed and `update`."""
    target = folder / name
    kept = target.read_text(encoding="utf-8") if target.is_file() else None
    if kept == trace:
        return Outcome(name, scenario, UNCHANGED)
    if kept is None or update:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(trace, encoding="utf-8", newline="\n")
    if kept is None:
        return Outcome(name, scenario, NEW)
    return Outcome(name, scenario, CHANGED, unified_diff(kept, trace, (folder / name).as_posix(),
                                                         f"{scenario} (this run)"))


def stale(folder: Path, claimed: set[str], update: bool) -> list[str]:
    """The snapshots in `folder` that no scenario claimed; removed when `update`."""
    found = [name for name in kept_names(folder) if name not in claimed]
    if update:
        for name in found:
            (folder / name).unlink()
    return found
