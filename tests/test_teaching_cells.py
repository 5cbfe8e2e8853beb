"""A learner's edit to a teaching cell is explained, never a bare failure: no code cell of the
teaching notebooks (01-07, 09, and their Spanish and Italian translations) asserts, and the edits
the cells invite run through and say what changed. (The facts the shipped cells show are checked by tests/test_lessons_*.py.)"""

from __future__ import annotations

import ast
import contextlib
import io
import json
from collections.abc import Callable
from pathlib import Path

import matplotlib
import pytest

ROOT = Path(__file__).resolve().parent.parent
TEACHING = ["01_board", "02_a_turn_step_by_step", "03_moving_lemmings", "04_eagles", "05_pellets_and_favours",
            "06_special_actions", "07_variants", "09_explore"]
#: The teaching notebooks and their translations (``es/01_board``…), as far as they are translated.
TEACHING_ALL = TEACHING + [f"{lang}/{name}" for lang in ("es", "it") for name in TEACHING
                           if (ROOT / "notebooks" / lang / f"{name}.ipynb").exists()]
matplotlib.use("Agg")   # the cells' plots draw off-screen


def _code_cells(name: str) -> list[str]:
    nb = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


@pytest.mark.parametrize("name", TEACHING_ALL)
def test_no_teaching_cell_asserts(name: str) -> None:
    for i, src in enumerate(_code_cells(name)):
        asserts = [n.lineno for n in ast.walk(ast.parse(src)) if isinstance(n, ast.Assert)]
        assert not asserts, f"{name} code cell {i} asserts (lines {asserts}): print a fact instead"


def _run_edited(name: str, needle: str, edit: Callable[[str], str], cells: int = 1) -> str:
    """Run ``name``'s code cells up to the one containing ``needle``, that one edited; return the
    output of that cell and of the ``cells - 1`` code cells after it."""
    namespace: dict = {}
    out = io.StringIO()
    left = 0
    for src in _code_cells(name):
        if not left and needle in src:
            edited = edit(src)
            assert edited != src, f"the edit did not change the cell holding {needle!r}"
            src, left = edited, cells
        if not left:
            out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(src, f"<{name}>", "exec"), namespace)   # the notebook's own code
        if left:
            left -= 1
            if not left:
                return out.getvalue()
    raise AssertionError(f"{name} has no code cell containing {needle!r}")


def test_uh_oh_with_the_blue_eagle_hunting_says_what_changed() -> None:
    out = _run_edited("06_special_actions", 'load("card_uh_oh")', lambda s: s.replace(
        'game = load("card_uh_oh")',
        'game = Game.from_scenario(scenarios.text("card_uh_oh").replace("blue: C feasting", "blue: C hunting"))'),
        cells=3)   # the card is played in the cell after the board, past the predict cell
    assert "✗ not so here any more" in out and "the blue eagle is feasting" in out, out
    assert "✓ B1 was eaten" in out, out


def test_lost_with_one_more_iq_lemming_says_what_changed() -> None:
    out = _run_edited("06_special_actions", 'load("card_lost")', lambda s: s.replace(
        'game = load("card_lost")', 'game = Game.from_scenario(scenarios.text("card_lost") + "0604: I2\\n")'))
    assert "move I2 0503" in out and "✗ not so here any more" in out, out


def test_an_illegal_choice_in_a_card_cell_is_explained() -> None:
    out = _run_edited("06_special_actions", '"move I1 0402", "move V1 0503"', lambda s: s.replace(
        '"move I1 0402", "move V1 0503"', '"move I1 0403", "move V1 0503"'))
    assert "✗ not played: 'move I1 0403' is not allowed" in out and "the options are: move I1 0402" in out, out


def test_the_brush_example_moved_to_a_clear_hex_says_what_changed() -> None:
    out = _run_edited("04_eagles", 'HEX = "0605"', lambda s: s.replace('HEX = "0605"', 'HEX = "0504"'))
    assert "0504 is clear" in out and "must eat" in out, out
    assert "✗ not so here any more (the position or the choices were changed): B1 can be scattered but never eaten" in out
