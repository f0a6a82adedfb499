"""The layer rule, read from the source: ``arena -> agents -> envs -> rulesets``.

Every import of every module (at the top or inside a function, absolute or relative, and every
``importlib.import_module`` / ``__import__`` call) is an edge of the import graph.  A layer may
import its own layer and the layers below it, never one above; ``rulesets`` imports only the
standard library (no PettingZoo, numpy, gymnasium...), and its engine no rulebook package.  An
import whose target is computed at run time is a hidden edge: it is allowed only where the
target cannot be known in advance (listed below with the reason), never one built from a
ruleset id.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from typing import Iterator, Optional

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("rulesets", "envs", "agents", "arena")  # lowest first
#: computed imports allowed, with why: (module, function) -> reason
DYNAMIC_ALLOWED = {
    ("rulesets", "_load"): "the registry imports the rulebook subpackages it found on disk",
    ("agents.registry", "import_class"): "a py:MODULE:CLASS agent or storyteller spec names "
                                         "the user's own module",
    ("rulesets", "register"): "a ruleset written outside the package, named by its module",
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _sources() -> Iterator[tuple[str, Path]]:
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            yield _module_name(path), path


def _resolve(module: str, is_package: bool, level: int, target: Optional[str]) -> str:
    """The absolute name of a relative import ``from <level dots><target> import ...``."""
    if level == 0:
        return target or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[:len(base) - (level - 1)]
    return ".".join(base + ([target] if target else []))


class _Edges(ast.NodeVisitor):
    """Imports of one module: ``(line, target)`` edges, and computed imports."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.module, self.is_package = module, is_package
        self.edges: list[tuple[int, str]] = []
        self.dynamic: list[tuple[int, str]] = []  # (line, enclosing function)
        self.function = ""

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        outer, self.function = self.function, node.name
        self.generic_visit(node)
        self.function = outer

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_Import(self, node: ast.Import) -> None:
        self.edges += [(node.lineno, alias.name) for alias in node.names]

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = _resolve(self.module, self.is_package, node.level, node.module)
        self.edges.append((node.lineno, base))
        if node.module is None:  # "from . import x": x may be a module
            self.edges += [(node.lineno, f"{base}.{a.name}") for a in node.names]

    def visit_Call(self, node: ast.Call) -> None:
        fn = node.func
        name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
        if name in ("import_module", "__import__") and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                self.edges.append((node.lineno, arg.value))
            else:
                self.dynamic.append((node.lineno, self.function))
        self.generic_visit(node)


def _graph() -> list[tuple[str, Path, _Edges]]:
    out = []
    for module, path in _sources():
        visitor = _Edges(module, path.name == "__init__.py")
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        out.append((module, path, visitor))
    return out


GRAPH = _graph()


def _layer(name: str) -> Optional[int]:
    top = name.split(".")[0]
    return LAYERS.index(top) if top in LAYERS else None


def test_every_import_points_down_the_layers():
    wrong = []
    for module, path, v in GRAPH:
        mine = _layer(module)
        for line, target in v.edges:
            theirs = _layer(target)
            if theirs is not None and mine is not None and theirs > mine:
                wrong.append(f"{path.relative_to(ROOT)}:{line}: {module} imports {target}")
    assert not wrong, "imports against arena -> agents -> envs -> rulesets:\n" + "\n".join(wrong)


def test_rulesets_import_only_the_standard_library():
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    wrong = [f"{path.relative_to(ROOT)}:{line}: {target}"
             for module, path, v in GRAPH if module.split(".")[0] == "rulesets"
             for line, target in v.edges
             if target.split(".")[0] not in stdlib | {"rulesets"}]
    assert not wrong, "rulesets/ must stay a pure rules library:\n" + "\n".join(wrong)


def test_the_engine_knows_no_rulebook():
    wrong = [f"{path.relative_to(ROOT)}:{line}: {target}"
             for module, path, v in GRAPH if module.startswith("rulesets.engine")
             for line, target in v.edges
             if target.startswith("rulesets.") and not target.startswith("rulesets.engine")]
    assert not wrong, "rulesets/engine imports a rulebook package:\n" + "\n".join(wrong)


def test_no_hidden_import_edges():
    hidden = [f"{path.relative_to(ROOT)}:{line}: computed import in {module}.{fn or '<module>'}"
              for module, path, v in GRAPH for line, fn in v.dynamic
              if (module, fn) not in DYNAMIC_ALLOWED]
    assert not hidden, "imports whose target is computed at run time:\n" + "\n".join(hidden)


@pytest.mark.parametrize("source, expected", [
    ("from ..common import x", ["rulesets.seal.common"]),
    ("from . import fox", ["rulesets.seal.roles", "rulesets.seal.roles.fox"]),
    ("import importlib\nimportlib.import_module('envs.text')", ["importlib", "envs.text"]),
])
def test_the_graph_reader_resolves_imports(source, expected):
    v = _Edges("rulesets.seal.roles.knight", False)
    v.visit(ast.parse(source))
    assert [t for _, t in v.edges] == expected
