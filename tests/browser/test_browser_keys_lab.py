"""A live board in a JupyterLab notebook with the keyboard (issue 39): the board's keys reach the board,
not JupyterLab's shortcuts (Enter would open the cell for editing, the arrows move between cells), the
cursor is said in the live region, Enter makes a move, and Tab leaves the board."""

from __future__ import annotations

import pytest

from .browserkit import Lab, poll, wait_for

pytestmark = pytest.mark.browser

_FOCUS_JS = """() => { const c = window.__lemmingsPanel.node.querySelector('.jp-OutputArea canvas.lemmings-board-focus');
  if (!c) return false; c.focus(); return document.activeElement === c; }"""
_ACTIVE_JS = "() => document.activeElement ? document.activeElement.classList.contains('lemmings-board-focus') : false"
_LIVE_JS = "() => [...document.querySelectorAll('.lemmings-live-region')].map((e) => e.textContent).join(' | ')"


def test_the_board_takes_its_keys_in_jupyterlab(lab: Lab) -> None:
    lab.open("08_play.ipynb")
    lab.run_all()
    page = lab.page
    wait_for(lambda: page.evaluate(_FOCUS_JS), 60, "the notebook's board to take the focus")
    before = lab.kernel_json("len(view.game.history)")
    mode = page.evaluate("() => window.__lemmingsPanel.content.mode")
    page.keyboard.press("n")
    wait_for(lambda: "Leaping Lemmings" in page.evaluate(_LIVE_JS) or any(c.isdigit() for c in page.evaluate(_LIVE_JS)),
             15, "the cursor's place to be said")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(_ACTIVE_JS), "the arrows took the focus away from the board"
    for _ in range(10):  # Enter picks the lemming, then (after N to a lit hex) moves it
        page.keyboard.press("Enter")
        if poll(lambda: lab.kernel_json("len(view.game.history)") > before, 3):
            break
        page.keyboard.press("n")
    wait_for(lambda: lab.kernel_json("len(view.game.history)") > before, 30, "Enter on the board to make a move")
    assert page.evaluate("() => window.__lemmingsPanel.content.mode") == mode == "command", \
        "a board key reached JupyterLab: the cell went into edit mode"
    page.keyboard.press("Tab")
    assert not page.evaluate(_ACTIVE_JS), "Tab did not leave the board"
