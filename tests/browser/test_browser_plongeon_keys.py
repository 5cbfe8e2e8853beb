"""Le grand plongeon in the Voilà app with the keyboard alone (issue 39):

* from page load, the Le grand plongeon tab is opened and a race dealt by Tab, the arrows and Enter;
* one whole turn of the person's is played with keys alone on the board (a card, the bonus tile if the
  card starts a column, a lemming picked with Space and where it ends): the number of key presses is printed;
* the live region names the move made, and the focus is on a control, never on ``<body>``;
* Tab and Shift+Tab leave the board both ways.
"""

from __future__ import annotations

import re

import pytest

from .browserkit import ARTIFACTS, Server, Tab, page_errors, wait_for
from .test_browser_keys_lemmings import Keys, live

pytestmark = pytest.mark.browser

BOARD = ".plongeon-view canvas.lemmings-board-focus"


def _status(tab: Tab) -> str:
    return tab.page.evaluate("() => (document.querySelector('.plongeon-view .plongeon-status') || {}).innerText || ''")


def test_a_whole_turn_of_le_grand_plongeon_with_the_keyboard_alone(tab: Tab, voila_server: Server) -> None:
    page = tab.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lm-TabBar-tab", timeout=120_000)
    page.wait_for_selector("canvas.lemmings-board-focus", timeout=120_000)  # the first tab's game is up
    keys = Keys(tab)
    # the tab bar, then Le grand plongeon's tab
    keys.tab_to(lambda a: a["tag"] == "LI" and a["text"] == "Play", "the tab bar")
    for _ in range(3):
        keys.press("ArrowRight")
    assert keys.active()["text"] == "Le grand plongeon"
    keys.press("Enter", pause=0.5)
    page.wait_for_selector(BOARD, timeout=60_000)
    # a new race by the New game button (blue is played by a person, the computer plays red and green)
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"] == "New game", "the New game button")
    keys.press("Enter", pause=0.5)
    wait_for(lambda: "New race dealt" in live(tab), 60, "the new race to be said")
    wait_for(lambda: _status(tab).startswith("blue: play a card"), 60, "blue's decision")
    # onto the board: it says its name and the cursor's place (the first card to play)
    keys.tab_to(lambda a: a["board"] and "Le grand plongeon" in a["text"], "the board")
    wait_for(lambda: "The track of Le grand plongeon: " in live(tab) and "Enter: play this card" in live(tab), 10,
             "the board to say its name and the cursor's card")
    keys.press("ArrowRight")
    keys.press("ArrowLeft")
    keys.press("Enter", pause=1.0)  # the card under the cursor is played
    wait_for(lambda: " plays " in live(tab), 20, "the card to be said")
    if "bonus tile go" in _status(tab):
        keys.press("n")
        wait_for(lambda: "Enter: put the bonus tile here" in live(tab), 10, "a hex for the bonus tile")
        keys.press("Enter", pause=1.0)
        wait_for(lambda: " tile on " in live(tab), 20, "the bonus tile to be said")
    wait_for(lambda: "step one of your lemmings" in _status(tab), 20, "the move's decision")
    keys.press("n")  # the start line, where blue's lemmings wait
    wait_for(lambda: "Enter: pick B" in live(tab), 10, "the cursor on a lemming to pick")
    keys.press("Space", pause=1.0)
    wait_for(lambda: "picked" in live(tab), 20, "the lemming to be picked")
    keys.press("n")
    wait_for(lambda: "ends its move here" in live(tab), 10, "the cursor on a place to end on")
    keys.press("Enter", pause=1.0)
    said = wait_for(lambda: t if re.search(r"B\d steps to \d{4}", t := live(tab)) else None, 30,
                    "the live region to name the move made")
    print(f"Le grand plongeon: one whole turn from page load in {keys.count} key presses; said: {said[:200]!r}")
    wait_for(lambda: _status(tab).startswith("blue: play a card"), 60, "blue's next decision")
    assert keys.active()["tag"] != "BODY"
    tab.screenshot(ARTIFACTS / "plongeon-keys-1280.png")
    # Tab leaves the board both ways
    assert keys.active()["board"], keys.active()
    out = keys.press("Tab")
    assert not out["board"] and out["tag"] != "BODY", f"Tab did not leave the board: {out}"
    assert keys.press("Shift+Tab")["board"], "Shift+Tab did not come back to the board"
    back = keys.press("Shift+Tab")
    assert not back["board"] and back["tag"] != "BODY", f"Shift+Tab did not leave the board: {back}"
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, "\n".join(problems)


def test_the_decisions_buttons_take_the_focus_after_each_decision(tab: Tab, voila_server: Server) -> None:
    """Played from the decision's buttons: after each one the focus is on the next decision's first button."""
    page = tab.page
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lm-TabBar-tab", timeout=120_000)
    page.locator(".lm-TabBar-tab", has_text="Le grand plongeon").first.click(timeout=120_000)
    page.wait_for_selector(".plongeon-decision button", timeout=60_000)
    keys = Keys(tab)
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"].startswith("Play "), "the first card's button")
    seen = []
    for _ in range(4):  # a card, maybe a bonus tile, a lemming, a place to end on
        now = keys.active()
        seen.append(now["text"])
        keys.press("Enter", pause=1.5)
        if re.search(r"B\d steps to \d{4}", live(tab)):
            break
        wait_for(lambda: (a := keys.active())["tag"] in ("BUTTON", "SELECT") and a["text"] != now["text"], 20,  # noqa: B023
                 "the focus on the next decision's first control")
        if keys.active()["tag"] == "SELECT":  # the bonus tile's hexes: the first is chosen, then its button
            keys.press("Tab")
    said = wait_for(lambda: t if re.search(r"B\d steps to \d{4}", t := live(tab)) else None, 30, "the move to be said")
    print(f"by the decision's buttons: {seen}; said {said[:120]!r}")
    assert seen[0].startswith("Play ") and any(s.startswith("Pick B") for s in seen)
