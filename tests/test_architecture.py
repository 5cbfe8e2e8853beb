"""The house rules of the code, read from the source with the standard library's ``ast``.

* Layers import only downward (same layer is fine): the order is :data:`LAYERS`, written once
  here and explained in ``docs/architecture.md``.
* No import cycle between modules of ``lemmings/`` and ``widgets/``.
* No import inside a function: only ``if TYPE_CHECKING:`` blocks (annotation-only, never run, so
  they are not part of the import graph) and the optional-dependency imports of
  :data:`LAZY_IMPORTS`, each commented in the source.
* No module over :data:`MAX_LINES` lines.

A new module under ``lemmings/`` is placed by its top-level name (``lemmings/foo.py`` or the
package ``lemmings/foo/``): add that name to the right layer below.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("lemmings", "widgets", "labyrinth")
MAX_LINES = 500

#: Lowest first. A module may import from its own layer or any layer below, never above.
#: Names are top-level names under ``lemmings/`` (a module or a sub-package); ``__init__`` is the
#: ``lemmings`` package itself, the facade that re-exports the public API; ``widgets`` is the
#: whole ``widgets/`` package.
LAYERS: tuple[tuple[str, frozenset[str]], ...] = (
    ("vocabulary", frozenset({"errors", "cards", "clans", "options", "rng", "variants", "readings", "pictures",
                              "stats", "inputs", "matching", "arguments", "i18n", "protocol"})),
    ("board", frozenset({"board", "hexcore", "paths"})),  # hexcore: the hex geometry both games share; paths: remembered paths
    ("state", frozenset({"state", "steps", "chance"})),
    ("rules", frozenset({"movement", "eagles", "pellets", "favours", "scoring", "special_actions", "invariants",
                         "knowledge", "redraw"})),
    ("turn", frozenset({"turn"})),
    ("setup and files", frozenset({"setup", "savefile", "scenario", "scenario_lines", "saveschema", "gamefile"})),
    ("readouts", frozenset({"describe", "view", "piles"})),
    ("game", frozenset({"game"})),
    ("scenario library", frozenset({"scenarios"})),
    ("presentation", frozenset({"layout", "render_svg"})),
    ("tools", frozenset({"analysis", "bots", "tournament", "exercises", "plongeon", "interop", "selfcheck"})),
    ("package", frozenset({"__init__"})),
    ("widgets", frozenset({"widgets"})),
)

#: ``(file, imported module)`` pairs allowed inside a function: an optional dependency imported
#: lazily, so that the kit works without it, or a heavy import that few calls need (jsonschema:
#: a second and 140,000 objects at import, needed only to read a save). The import line (or the
#: line above) must carry a comment saying so.
#: Labyrinth (``labyrinth/``), the third game, has its own stack, lowest first, beside the kit's. It stands on
#: nothing of ``lemmings`` but :data:`CORE`, the shared pieces every game may use; nothing of ``lemmings``
#: imports it, and only ``widgets`` (the top, where every game is shown) may. Names are the top-level names under ``labyrinth/``.
LABYRINTH_LAYERS: tuple[tuple[str, frozenset[str]], ...] = (
    ("vocabulary", frozenset({"effects", "components"})),
    ("board", frozenset({"board"})),
    ("state", frozenset({"state"})),
    ("rules", frozenset({"rules", "invariants", "abilities"})),
    ("turn", frozenset({"turn"})),
    ("readouts", frozenset({"readouts", "picture", "layout"})),
    ("game", frozenset({"game"})),
    ("tools", frozenset({"bot", "odds", "analysis", "playloop"})),
    ("package", frozenset({"__init__"})),
)
#: The modules of ``lemmings`` that another game's package may import: errors, argument checks, hex geometry, languages,
#: reading untrusted files, the game protocol, seeded chance and confidence intervals, and the shape types
#: and colour helpers every game's picture is drawn with (``lemmings.layout.style``, standard library only).
CORE = frozenset({"lemmings.arguments", "lemmings.errors", "lemmings.hexcore", "lemmings.i18n", "lemmings.inputs",
                  "lemmings.protocol", "lemmings.rng", "lemmings.stats", "lemmings.layout.style"})

LAZY_IMPORTS: frozenset[tuple[str, str]] = frozenset({("lemmings/saveschema.py", "jsonschema")})


# ---------------------------------------------------------------------- reading the code
def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def read_sources(root: Path = REPO) -> dict[str, tuple[str, str]]:
    """``{module: (relative path, source)}`` for every module of :data:`PACKAGES`."""
    out = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            out[module_name(path, root)] = (path.relative_to(root).as_posix(), path.read_text(encoding="utf-8"))
    return out


def _is_type_checking(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, bool, bool]]:
    """Every import with (in a function?, under ``if TYPE_CHECKING:``?)."""
    found = []

    def visit(node: ast.AST, in_function: bool, type_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append((child, in_function, type_only))
            visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)),
                  type_only or _is_type_checking(child))

    visit(tree, False, False)
    return found


def _targets(module: str, is_package: bool, node: ast.Import | ast.ImportFrom, known: set[str]) -> list[str]:
    """The modules of ``known`` an import statement loads (the deepest existing one per name)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        if node.level:
            base = module.split(".") if is_package else module.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in known else prefix for a in node.names]
    out = []
    for name in names:
        parts = name.split(".")
        while parts and ".".join(parts) not in known:
            parts.pop()
        if parts:
            out.append(".".join(parts))
    return list(dict.fromkeys(out))


def layer_key(module: str) -> str:
    parts = module.split(".")
    if parts[0] == "widgets":
        return "widgets"
    return "__init__" if len(parts) == 1 else parts[1]


def layer_of(module: str) -> int | None:
    key = layer_key(module)
    layers = LABYRINTH_LAYERS if module.split(".")[0] == "labyrinth" else LAYERS
    for i, (_, names) in enumerate(layers):
        if key in names:
            return i
    return None


class Findings:
    """What :func:`inspect` finds wrong; each list holds readable sentences."""

    def __init__(self) -> None:
        self.graph: dict[str, set[str]] = {}
        self.unplaced: list[str] = []
        self.upward: list[str] = []
        self.in_function: list[str] = []
        self.cycles: list[str] = []
        self.foreign: list[str] = []


def inspect(sources: dict[str, tuple[str, str]]) -> Findings:
    f = Findings()
    known = set(sources)
    for module, (path, text) in sources.items():
        tree = ast.parse(text, filename=path)
        lines = text.splitlines()
        edges = f.graph.setdefault(module, set())
        if layer_of(module) is None:
            f.unplaced.append(f"{path}: no layer for '{layer_key(module)}'. Add it to the right layer of LAYERS in "
                              "tests/test_architecture.py (and to the map in docs/architecture.md).")
        for node, in_function, type_only in _imports(tree):
            imported = node.module if isinstance(node, ast.ImportFrom) and node.module else node.names[0].name
            if in_function and not type_only:
                commented = any("#" in lines[i] for i in (node.lineno - 2, node.lineno - 1) if 0 <= i < len(lines))
                if (path, imported) not in LAZY_IMPORTS or not commented:
                    f.in_function.append(f"{path}:{node.lineno}: 'import {imported}' inside a function; import at "
                                         "the top of the module (or, for an optional dependency, list it in "
                                         "LAZY_IMPORTS with a comment on the line)")
            if type_only:
                continue  # annotations only: never run, so neither a cycle nor a layer question
            for target in _targets(module, path.endswith("__init__.py"), node, known):
                if target == module:
                    continue
                edges.add(target)
                home, away = module.split(".")[0] == "labyrinth", target.split(".")[0] == "labyrinth"
                if home != away:
                    if module.split(".")[0] == "widgets" and away:
                        continue  # the widgets present every game: they may use labyrinth/ (never the reverse)
                    if away or target not in CORE:
                        f.foreign.append(f"{path}:{node.lineno}: {module} imports {target}: labyrinth/ may use only "
                                         f"{', '.join(sorted(CORE))} of the kit, and only widgets/ imports labyrinth/")
                    continue
                mine, theirs = layer_of(module), layer_of(target)
                if mine is not None and theirs is not None and theirs > mine:
                    names = LABYRINTH_LAYERS if home else LAYERS
                    f.upward.append(f"{path}:{node.lineno}: {module} ({names[mine][0]}) imports {target} "
                                    f"({names[theirs][0]}), a higher layer")
    f.cycles = find_cycles(f.graph)
    return f


def find_cycles(graph: dict[str, set[str]]) -> list[str]:
    """One readable cycle per strongly connected group of modules (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            connect(v)
    out = []
    for group in groups:
        members = set(group)
        path = [min(group)]  # walk inside the group until a module repeats
        while path.count(path[-1]) < 2:
            path.append(min(w for w in graph[path[-1]] if w in members))
        start = path.index(path[-1])
        out.append(" -> ".join(path[start:]))
    return out


# ------------------------------------------------------------------------------ the tests
SOURCES = read_sources()
FINDINGS = inspect(SOURCES)


def test_the_code_is_found():
    assert "lemmings.game" in SOURCES and "widgets" in SOURCES and len(SOURCES) > 30
    assert "lemmings.special_actions" in FINDINGS.graph["lemmings.turn"]  # the graph sees relative imports


def test_every_module_has_a_layer():
    assert not FINDINGS.unplaced, "\n".join(FINDINGS.unplaced)


def test_no_import_cycle():
    assert not FINDINGS.cycles, "import cycles:\n" + "\n".join(FINDINGS.cycles)


def test_layers_import_only_downward():
    assert not FINDINGS.upward, "\n".join(FINDINGS.upward)


def test_labyrinth_uses_only_the_core_of_the_kit():
    assert "labyrinth.game" in SOURCES
    assert not FINDINGS.foreign, "\n".join(FINDINGS.foreign)


def test_the_check_catches_a_labyrinth_import_beyond_the_core():
    f = inspect(_fake(**{
        "labyrinth.board": "from lemmings.board import Board\nfrom lemmings.hexcore import add\n",
        "lemmings.board": "from labyrinth import board\n",
        "lemmings.hexcore": "",
    }))
    assert len(f.foreign) == 2 and "labyrinth.board imports lemmings.board" in f.foreign[0]
    assert "lemmings.board imports labyrinth.board" in f.foreign[1]


def test_no_import_inside_a_function():
    assert not FINDINGS.in_function, "\n".join(FINDINGS.in_function)


@pytest.mark.parametrize("module", sorted(SOURCES))
def test_module_size(module):
    path, text = SOURCES[module]
    lines = len(text.splitlines())
    assert lines <= MAX_LINES, (f"{path} has {lines} lines, over the limit of {MAX_LINES}: split it by "
                                "responsibility (see docs/architecture.md)")


# ----------------------------------------------------- the checks catch what they should
def _fake(**modules: str) -> dict[str, tuple[str, str]]:
    return {name: (name.replace(".", "/") + ".py", text) for name, text in modules.items()}


def test_the_checks_catch_a_cycle_an_upward_import_and_an_import_in_a_function():
    f = inspect(_fake(**{
        "lemmings.board": "from .game import Game\n",
        "lemmings.game": "from . import board\n\ndef f():\n    from .state import State\n",
        "lemmings.state": "",
        "lemmings.nowhere": "",
    }))
    assert f.cycles == ["lemmings.board -> lemmings.game -> lemmings.board"]
    assert len(f.upward) == 1 and "lemmings.board (board) imports lemmings.game (game)" in f.upward[0]
    assert len(f.in_function) == 1 and "'import .state'" not in f.in_function[0] and ":4:" in f.in_function[0]
    assert len(f.unplaced) == 1 and "'nowhere'" in f.unplaced[0]


def test_type_checking_imports_are_not_part_of_the_graph():
    f = inspect(_fake(**{
        "lemmings.view": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .game import Game\n",
        "lemmings.game": "from .view import player_view\n",
    }))
    assert not f.cycles and not f.upward and not f.in_function
    assert f.graph["lemmings.view"] == set()
