"""The house rules of the code, read from the source with the standard library's ``ast``.

* The house has floors of packages (:data:`FLOORS`): the shared core ``gamecore``; the games
  ``lemmings``, ``plongeon`` and ``labyrinth``; the tools that work on any game, ``gametools``; the
  views, ``widgets``. A package imports only from lower floors and from itself: no game imports
  another game (the one exception, :data:`FACES`, is an old import path kept working).
* Inside a package, layers import only downward (same layer is fine): the order is
  :data:`LAYERS`, written once here and explained in ``docs/architecture.md``.
* No import cycle between modules.
* No import inside a function: only ``if TYPE_CHECKING:`` blocks (annotation-only, never run, so
  they are not part of the import graph) and the optional-dependency imports of
  :data:`LAZY_IMPORTS`, each commented in the source.
* No module over :data:`MAX_LINES` lines.
* No class takes behaviour from more than one mixin: views are panels composed around the play loop.

A new module is placed by its top-level name inside its package (``lemmings/foo.py`` or the
sub-package ``lemmings/foo/``): add that name to the right layer of its package below.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
#: Lowest first: a package may import from its own floor only within itself, and from any floor below.
FLOORS: tuple[frozenset[str], ...] = (
    frozenset({"gamecore"}),
    frozenset({"lemmings", "plongeon", "labyrinth"}),
    frozenset({"gametools"}),
    frozenset({"widgets"}),
)
PACKAGES = tuple(sorted(p for floor in FLOORS for p in floor))
#: ``(module, package)``: an import across one floor that stays on purpose, with its reason.
FACES = frozenset({("lemmings.plongeon", "plongeon")})  # ``from lemmings.plongeon import Game`` in old notebooks
#: The tools that must work on any game unseen: they may import nothing of a game's package.
GENERIC = frozenset({"gametools", "gametools.playloop", "gametools.records"})
MAX_LINES = 500

#: Each package's layers, lowest first. A module may import from its own layer or any layer below, never
#: above. Names are top-level names inside the package (a module or a sub-package); ``__init__`` is the
#: package itself, the facade that re-exports the public API.
LAYERS: dict[str, tuple[tuple[str, frozenset[str]], ...]] = {
    "gamecore": (
        ("vocabulary", frozenset({"errors", "rng", "stats", "pictures", "options", "shapes", "contrast", "selfcheck",
                                   "limits"})),
        ("languages", frozenset({"i18n"})),
        ("checks and pieces", frozenset({"arguments", "inputs", "hexcore", "svg", "decision", "account"})),
        ("protocol", frozenset({"protocol"})),
        ("package", frozenset({"__init__"})),
    ),
    "lemmings": (
        ("vocabulary", frozenset({"cards", "clans", "options", "variants", "readings", "matching"})),
        ("board", frozenset({"board", "paths"})),  # paths: remembered paths
        ("state", frozenset({"state", "steps", "chance"})),
        ("rules", frozenset({"movement", "eagles", "pellets", "favours", "scoring", "special_actions", "invariants",
                             "knowledge", "redraw"})),
        ("turn", frozenset({"turn"})),
        ("setup and files", frozenset({"setup", "savefile", "scenario", "scenario_lines", "saveschema", "gamefile"})),
        ("readouts", frozenset({"describe", "view", "piles"})),
        ("game", frozenset({"game"})),
        ("scenario library", frozenset({"scenarios"})),
        ("presentation", frozenset({"layout", "render_svg"})),
        ("tools", frozenset({"analysis", "bots", "exercises", "selfcheck", "tournament", "plongeon", "account"})),
        ("package", frozenset({"__init__"})),
    ),
    "plongeon": (
        ("vocabulary", frozenset({"track", "cards", "options"})),
        ("state", frozenset({"state", "savefile"})),
        ("rules", frozenset({"movement", "position", "invariants"})),
        ("turn", frozenset({"turn"})),
        ("readouts", frozenset({"readouts", "layout", "render", "account"})),
        ("game", frozenset({"game"})),
        ("tools", frozenset({"bots", "selfcheck"})),
        ("package", frozenset({"__init__"})),
    ),
    "labyrinth": (
        ("vocabulary", frozenset({"effects", "components"})),
        ("board", frozenset({"board"})),
        ("state", frozenset({"state"})),
        ("rules", frozenset({"rules", "invariants", "abilities", "triggers"})),
        ("turn", frozenset({"turn"})),
        ("readouts", frozenset({"readouts", "wording", "picture", "layout", "preview", "account"})),
        ("game", frozenset({"game"})),
        ("tools", frozenset({"bot", "odds", "analysis"})),
        ("package", frozenset({"__init__"})),
    ),
    "gametools": (
        ("play loop", frozenset({"records", "playloop"})),
        ("interop", frozenset({"interop"})),
        ("package", frozenset({"__init__"})),
    ),
    "widgets": (("views", frozenset({"widgets"})),),
}

#: ``(file, imported module)`` pairs allowed inside a function: an optional dependency imported
#: lazily, so that the kit works without it, or a heavy import that few calls need (jsonschema:
#: a second and 140,000 objects at import, needed only to read a save). The import line (or the
#: line above) must carry a comment saying so.
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


def floor_of(package: str) -> int:
    return next(i for i, floor in enumerate(FLOORS) if package in floor)


def layer_of(module: str) -> int | None:
    key = layer_key(module)
    for i, (_, names) in enumerate(LAYERS.get(module.split(".")[0], ())):
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
        self.not_generic: list[str] = []


def inspect(sources: dict[str, tuple[str, str]]) -> Findings:
    f = Findings()
    known = set(sources)
    for module, (path, text) in sources.items():
        tree = ast.parse(text, filename=path)
        lines = text.splitlines()
        edges = f.graph.setdefault(module, set())
        if layer_of(module) is None:
            f.unplaced.append(f"{path}: no layer for '{layer_key(module)}'. Add it to the right layer of LAYERS[package] in "
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
                home, away = module.split(".")[0], target.split(".")[0]
                if home != away:
                    if module in GENERIC and away != "gamecore":
                        f.not_generic.append(f"{path}:{node.lineno}: {module} imports {target}: the play loop works on "
                                             "any game through the protocol and may use only gamecore")
                    if floor_of(away) >= floor_of(home) and (module, away) not in FACES:
                        f.foreign.append(f"{path}:{node.lineno}: {module} imports {target}: {home}/ may import only "
                                         "from the floors below it (gamecore < the games < gametools < widgets), and "
                                         "no game imports another game")
                    continue
                mine, theirs = layer_of(module), layer_of(target)
                if mine is not None and theirs is not None and theirs > mine:
                    names = LAYERS[home]
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


def test_packages_import_only_from_the_floors_below():
    assert {"labyrinth.game", "plongeon.game", "gamecore.protocol"} <= set(SOURCES)
    assert not FINDINGS.foreign, "\n".join(FINDINGS.foreign)


def test_the_check_catches_a_game_importing_another_game_or_a_floor_above():
    f = inspect(_fake(**{
        "labyrinth.board": "from lemmings.board import Board\nfrom gamecore.hexcore import add\n",
        "lemmings.board": "from labyrinth import board\n",
        "gamecore.hexcore": "from widgets import view\n",
        "widgets.view": "from gametools import playloop\nfrom plongeon import Game\n",
        "gametools.playloop": "",
        "plongeon": "",
    }))
    assert len(f.foreign) == 3, f.foreign
    assert "labyrinth.board imports lemmings.board" in f.foreign[0]
    assert "lemmings.board imports labyrinth.board" in f.foreign[1]
    assert "gamecore.hexcore imports widgets.view" in f.foreign[2]


def test_the_play_loop_uses_only_the_shared_core():
    assert "gametools.playloop" in SOURCES and "gametools" in FINDINGS.graph["widgets.view"]
    assert not FINDINGS.not_generic, "\n".join(FINDINGS.not_generic)


def test_the_check_catches_the_play_loop_reaching_into_a_game_and_a_game_reaching_up():
    f = inspect(_fake(**{
        "gametools.playloop": "from lemmings.game import Game\nfrom gamecore.protocol import GameProtocol\n",
        "lemmings.game": "from gametools import playloop\n",
        "gamecore.protocol": "",
        "labyrinth.game": "from gametools.playloop import PlayLoop\n",
    }))
    assert len(f.not_generic) == 1 and "gametools.playloop imports lemmings.game" in f.not_generic[0]
    assert len(f.foreign) == 2 and "lemmings.game imports gametools.playloop" in f.foreign[0]
    assert "labyrinth.game imports gametools.playloop" in f.foreign[1]


def mixin_bases(sources: dict[str, tuple[str, str]]) -> list[tuple[str, str, list[str]]]:
    """``(path, class, [bases whose name ends in "Mixin"])`` for every class with such a base."""
    out = []
    for path, text in sources.values():
        for node in ast.walk(ast.parse(text, filename=path)):
            if isinstance(node, ast.ClassDef):
                names = [b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute) else ""
                         for b in node.bases]
                mixins = [n for n in names if n.endswith("Mixin")]
                if mixins:
                    out.append((path, node.name, mixins))
    return out


def test_no_class_takes_its_behaviour_from_mixins():
    """A class made of mixins shares ``self`` between files with no interface (issue 28): no class
    has more than one mixin base, and no view (``widgets/``) has one at all; its panels are objects
    given what they need."""
    found = mixin_bases(SOURCES)
    several = [f"{path}: {name}({', '.join(m)})" for path, name, m in found if len(m) > 1]
    views = [f"{path}: {name}({', '.join(m)})" for path, name, m in found if path.startswith("widgets/")]
    assert not several, "classes built from several mixins:\n" + "\n".join(several)
    assert not views, "views built from mixins (compose panels instead):\n" + "\n".join(views)


def test_the_mixin_check_catches_them():
    found = mixin_bases(_fake(**{
        "widgets.view": "import ipywidgets as W\nclass GameView(GuardMixin, W.UndoMixin, W.VBox):\n    pass\n",
        "lemmings.game": "class Game(PilesMixin):\n    pass\n",
    }))
    assert ("widgets/view.py", "GameView", ["GuardMixin", "UndoMixin"]) in found
    assert ("lemmings/game.py", "Game", ["PilesMixin"]) in found


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
