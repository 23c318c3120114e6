"""CR numberings judge learned from official files newer than the ones typed into judge.numbering.

`judge rules add` of a newer file aligns it with the newest version judge knows (judge.releaseday) and keeps what
it learned beside the file in the user data folder ($XDG_DATA_HOME/judge/cr): a JSON document (data, nothing
executable) giving, for every rule judge cites, its number in the new version, or null when the rule is gone.
judge.numbering reads these only when asked for a date after its newest hand-curated version, so the json module
is imported only then (`judge run` does not load it at start-up).
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Learned", "data_dir", "cr_folder", "path_for", "load_all", "save", "remove", "forget"]

FORMAT = 1
SUFFIX = ".learned.json"


@dataclass(frozen=True)
class Learned:
    """What judge learned of CR `version` by aligning its file with that of `aligned_with`: each canonical rule's
    number in it (None: removed), and why an alignment was not certain."""

    version: dt.date
    aligned_with: dt.date
    numbers: dict[str, str | None]
    uncertain: dict[str, str] = field(default_factory=dict)
    cr_file: str = ""

    def as_json(self) -> str:
        import json  # loaded only when a learned numbering is written or read (start-up budget: `judge run`)

        return json.dumps({"format": FORMAT, "version": self.version.isoformat(),
                           "aligned_with": self.aligned_with.isoformat(), "cr_file": self.cr_file,
                           "numbers": self.numbers, "uncertain": self.uncertain}, ensure_ascii=False, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Learned:
        import json

        data = json.loads(text)
        if data.get("format") != FORMAT:
            raise ValueError(f"format {data.get('format')!r}, judge reads format {FORMAT}")
        return cls(dt.date.fromisoformat(data["version"]), dt.date.fromisoformat(data["aligned_with"]),
                   {str(k): (None if v is None else str(v)) for k, v in data["numbers"].items()},
                   {str(k): str(v) for k, v in data.get("uncertain", {}).items()}, str(data.get("cr_file", "")))


def data_dir() -> Path:
    """judge's folder in the user data directory (XDG): $XDG_DATA_HOME/judge, else ~/.local/share/judge."""
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "judge"


def cr_folder() -> Path:
    return data_dir() / "cr"


def path_for(version: dt.date) -> Path:
    return cr_folder() / f"MagicCompRules-{version:%Y%m%d}{SUFFIX}"


_CACHE: dict[Path, dict[dt.date, Learned]] = {}


def load_all() -> dict[dt.date, Learned]:
    """Every learned numbering in the data folder, by version, oldest first (read once per folder; an unreadable
    document is skipped: `judge rules list` names it)."""
    folder = cr_folder()
    if folder not in _CACHE:
        found: dict[dt.date, Learned] = {}
        for path in sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []:
            try:
                learned = Learned.from_json(path.read_text(encoding="utf-8"))
            except (OSError, ValueError, KeyError, TypeError, AttributeError):
                continue
            found[learned.version] = learned
        _CACHE[folder] = dict(sorted(found.items()))
    return _CACHE[folder]


def forget() -> None:
    """Read the data folder again at the next question (after `rules add` or `rules remove`)."""
    _CACHE.clear()


def save(learned: Learned) -> Path:
    path = path_for(learned.version)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(learned.as_json(), encoding="utf-8")
    forget()
    return path


def remove(version: dt.date) -> list[Path]:
    """Delete the learned numbering and the kept CR file of a version; the paths deleted."""
    gone = [p for p in (path_for(version), cr_folder() / f"MagicCompRules-{version:%Y%m%d}.txt") if p.is_file()]
    for path in gone:
        path.unlink()
    forget()
    return gone
