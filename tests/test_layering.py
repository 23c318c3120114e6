"""Layers that only look down: cli → commands (run, diff, explain, rulebook, render) → scenario model →
engine (judge/game) → cards and rules data. No module imports one above it, modules import each other
without cycles, and imports sit at the top of modules (only the CLI loads lazily, to start fast)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "judge"

# The layer of each module, by longest matching prefix; a module may import its own layer or those below.
LAYERS = {
    "judge.errors": 0, "judge.yamlsrc": 0, "judge.versions": 0, "judge.numbering": 0, "judge.crfile": 0,
    "judge.table": 0, "judge.cards": 0, "judge.records": 0, "judge.oracle": 0,
    "judge.learned": 0, "judge.cralign": 0,  # release day: learned numberings (data) and CR file alignment
    "judge.snapshots": 0, "judge.parallel": 0,  # snapshot files and the process pool: no engine
    "judge.game": 1,
    "judge.model": 2, "judge.scenario": 2, "judge.expect": 2,
    "judge.render_events": 2,  # the words of each event: expectations match turn-based actions by them
    "judge.runner": 3, "judge.diff": 3, "judge.explain": 3, "judge.rulebook": 3, "judge.render": 3,
    "judge.render_html": 3,  # the page of a run (`run --format html`): runs the scenario with an observer
    "judge.newscenario": 3, "judge.schema": 3, "judge.releaseday": 3, "judge.history": 3,
    "judge.cli": 4, "judge.commands": 4, "judge.__main__": 4, "judge.pytest_plugin": 4, "judge": 4,
}
# Imports inside functions, each deliberate: the CLI loads each command's modules only when that command runs
# (start-up budget); pytest loads the plugin in every test session, before any judge scenario is collected;
# difflib is loaded only when an error message suggests the closest name (tests/test_cli.py); the Oracle compiler
# only when a card gives its Oracle text instead of abilities (a scenario's local card); random only by a run's
# first shuffle or roll.
LAZY_LOADERS = {"judge.cli": None, "judge.commands": None, "judge.pytest_plugin": None, "judge.errors": {"difflib"},
                "judge.cards": {"judge.oracle"}, "judge.game.state": {"random"},
                "judge.learned": {"json"}}  # json only when a numbering learned from a newer CR file is read


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def layer(module: str) -> int:
    prefix = max((p for p in LAYERS if module == p or module.startswith(p + ".")), key=len)
    return LAYERS[prefix]


def owning_module(name: str) -> str:
    """`judge.game.effects.damage.deal` → the module that defines it."""
    while name not in MODULES:
        name = name.rpartition(".")[0]
    return name


class Imports(ast.NodeVisitor):
    """The judge modules a module imports: at run time at its top, inside functions, or for annotations only."""

    def __init__(self, module: str) -> None:
        self.module = module
        self.top: set[str] = set()
        self.in_functions: set[str] = set()
        self.annotations_only: set[str] = set()
        self._where = self.top

    def _inside(self, node: ast.AST, where: set[str]) -> None:
        outer, self._where = self._where, where
        self.generic_visit(node)
        self._where = outer

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._inside(node, self.in_functions)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_If(self, node: ast.If) -> None:
        if "TYPE_CHECKING" in ast.unparse(node.test):
            self._inside(node, self.annotations_only)
        else:
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self._where.update(owning_module(a.name) if a.name.startswith("judge") else a.name for a in node.names)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:  # relative: from . import x
            package = self.module if MODULES[self.module].name == "__init__.py" else self.module.rpartition(".")[0]
            for _ in range(node.level - 1):
                package = package.rpartition(".")[0]
            base = f"{package}.{base}" if base else package
        for alias in node.names:
            full = f"{base}.{alias.name}"
            self._where.add(owning_module(full) if base.startswith("judge") else base)


def imports_of(module: str) -> Imports:
    found = Imports(module)
    found.visit(ast.parse(MODULES[module].read_text(encoding="utf-8")))
    return found


IMPORTS = {module: imports_of(module) for module in MODULES}


def judge_modules(names: set[str], of: str) -> set[str]:
    return {n for n in names if n in MODULES and n != of}


def test_every_module_has_a_layer():
    assert len(MODULES) > 30
    assert all(layer(m) in range(5) for m in MODULES)


def test_no_module_imports_a_layer_above_it():
    upward = {f"{m} → {n}" for m, found in IMPORTS.items()
              for n in judge_modules(found.top | found.in_functions | found.annotations_only, m) if layer(n) > layer(m)}
    assert upward == set()


def test_the_engine_builds_only_on_cards_and_rules_data():
    engine = [m for m in MODULES if m.startswith("judge.game")]
    assert len(engine) > 10
    reaches = {n for m in engine for n in judge_modules(IMPORTS[m].top | IMPORTS[m].annotations_only, m)}
    assert {n for n in reaches if layer(n) > 1} == set()


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_cycles_are_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    graph = {m: judge_modules(found.top, m) for m, found in IMPORTS.items()}
    assert cycles(graph) == []


def test_imports_sit_at_the_top_of_modules_except_the_clis_lazy_loading():
    hidden = {f"{m}: {sorted(found.in_functions)}" for m, found in IMPORTS.items()
              if found.in_functions and m not in LAZY_LOADERS
              or m in LAZY_LOADERS and LAZY_LOADERS[m] is not None and not found.in_functions <= LAZY_LOADERS[m]}
    assert hidden == set()
