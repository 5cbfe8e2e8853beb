"""Labyrinth in the Voilà app with the keyboard alone (issue 39):

* from page load, the Labyrinth tab is opened with Tab, the arrows and Enter;
* one whole turn of the person's (P1) is played with keys alone: on the board the cursor goes to the
  place where a move can be made (``n``) and Enter makes it; the turn is ended with the option button
  *end the turn*, reached by Tab; the number of key presses is printed;
* the live region names the move and the computer's answer, and the focus never falls to ``<body>``;
* Tab and Shift+Tab leave the board both ways.
"""

from __future__ import annotations

import pytest

from .browserkit import ARTIFACTS, Server, Tab, page_errors, wait_for
from .test_browser_keys_lemmings import Keys, live

pytestmark = pytest.mark.browser

BOARD = ".labyrinth-view canvas.lemmings-board-focus"


def _status(tab: Tab) -> str:
    return tab.page.evaluate("() => (document.querySelector('.labyrinth-view .labyrinth-status') || {}).innerText"
                             " || ''")


def test_a_whole_turn_of_labyrinth_with_the_keyboard_alone(tab: Tab, voila_server: Server) -> None:
    page = tab.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lm-TabBar-tab", timeout=120_000)
    page.wait_for_selector("canvas.lemmings-board-focus", timeout=120_000)
    keys = Keys(tab)
    keys.tab_to(lambda a: a["tag"] == "LI" and a["text"] == "Play", "the tab bar")
    for _ in range(2):
        keys.press("ArrowRight")
    assert keys.active()["text"] == "Labyrinth"
    keys.press("Enter", pause=0.5)
    page.wait_for_selector(BOARD, timeout=60_000)
    wait_for(lambda: page.locator(".labyrinth-options button", has_text="end the turn").count(), 60,
             "P1's first decision")
    # the view's first words (the deal and the first decision) are said when it appears
    wait_for(lambda: "New game dealt: 3 players" in live(tab) and "your decision" in live(tab), 10,
             "the deal and the first decision to be said")
    # onto the board; n puts the cursor on the one place where a choice is made (the way onto the key tile)
    keys.tab_to(lambda a: a["board"] and "abyrinth" in a["text"], "the board")
    keys.press("n")
    wait_for(lambda: "Enter: move along the corridors to " in live(tab), 10, "the cursor on the way to move along")
    keys.press("Enter", pause=1.0)
    wait_for(lambda: "Done: move along the corridors" in live(tab), 20, "the move to be said")
    # the turn ends by its option button, the next controls after the board in the Tab order
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"] == "end the turn", "the end of the turn")
    keys.press("Enter", pause=1.0)
    said = wait_for(lambda: t if "Done: end the turn" in (t := live(tab)) else None, 30, "the end of the turn")
    wait_for(lambda: page.locator(".labyrinth-options button", has_text="end the turn").count(), 90,
             "P1's next decision, after the computers' turns")
    print(f"Labyrinth: one whole turn from page load in {keys.count} key presses; said: {said[:200]!r}")
    assert keys.active()["tag"] != "BODY"
    tab.screenshot(ARTIFACTS / "labyrinth-keys-1280.png")
    # Tab leaves the board both ways
    keys.tab_to(lambda a: a["board"], "the board again")
    assert not keys.press("Tab")["board"]
    keys.tab_to(lambda a: a["board"], "the board from after it", back=True)
    assert not keys.press("Shift+Tab")["board"]
    assert page_errors(tab) == []
