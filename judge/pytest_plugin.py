"""A pytest plugin: scenario files are test items (`pytest scenarios/`).

Registered by the package (entry point group `pytest11`), so any project with
judge installed can keep scenarios in its test suite. A `.yaml`/`.yml` file is
a scenario when its top level has both `title:` and `players:` keys (checked
on the text, without parsing, so unrelated YAML is left alone). Each scenario
is one item; it fails when an expectation fails (each shown expected vs
found) or when the scenario is invalid (judge's one-line error).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SUFFIXES = (".yaml", ".yml")
_TOP_KEY = re.compile(r"^(title|players)\s*:", re.MULTILINE)


def is_scenario(path: Path) -> bool:
    """A YAML file whose top-level keys include `title` and `players`."""
    if path.suffix not in SUFFIXES:
        return False
    from judge.yamlsrc import MAX_BYTES

    try:
        if not path.is_file():  # a device or pipe would never end
            return False
        with path.open("rb") as file:  # a larger file is still a scenario, reported invalid when run
            text = file.read(MAX_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return False
    return {m.group(1) for m in _TOP_KEY.finditer(text)} == {"title", "players"}


class ScenarioFailed(Exception):
    """A scenario's expectations did not hold, or it is invalid."""


def check_scenario(path: Path) -> None:
    """Load and run one scenario; raise ScenarioFailed with the failing expectations or the error."""
    from judge import runner, scenario
    from judge.errors import InputError

    try:
        result = runner.run(scenario.load(path))
    except InputError as exc:
        raise ScenarioFailed(f"Error: {exc.located(str(path))}") from None
    failed = [c for c in result.checks if not c.ok]
    if failed:
        lines = [f"{len(failed)} of {len(result.checks)} expectations failed (CR {result.game.version}):"]
        for c in failed:
            lines += [f"  ✗ {c.what}", f"      expected: {c.expected}", f"      found:    {c.found}"]
        raise ScenarioFailed("\n".join(lines))


def pytest_collect_file(file_path: Path, parent):
    if is_scenario(file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        check_scenario(self.path)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailed):
            return f"{self.path}\n{excinfo.value}"
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, f"scenario {self.path.name}"
