"""Layers that only look down: the rules engine (judge/game) never imports the scenario model, the runner,
the renderers or the CLI, not even inside a function; what it needs to name objects lives in the engine
(judge.game.refs)."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "judge" / "game"
# What the engine may build on: itself, the card data and the rules data below it.
BELOW = ("judge.game", "judge.cards", "judge.errors", "judge.versions", "judge.numbering")


def imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names |= {f"{node.module}.{a.name}" if node.module == "judge" else node.module for a in node.names}
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return {n for n in names if n == "judge" or n.startswith("judge.")}


def test_the_engine_imports_nothing_above_it():
    files = sorted(ENGINE.glob("*.py"))
    assert len(files) > 10
    upward = {f"{path.name}: {name}" for path in files for name in imported(path)
              if not any(name == below or name.startswith(below + ".") for below in BELOW)}
    assert upward == set()
