"""Leaping Lemmings in the Voilà app with the keyboard alone and through the accessibility tree (issue 39):

* from page load, a new game is dealt and one whole turn of the person's is played with keys alone
  (Tab, the arrows, N, Enter, Space); the number of key presses is printed;
* Tab and Shift+Tab leave the board both ways (ipycanvas cancelled every key: a keyboard trap);
* after the move the live region names it, and the focus is on a control, never on ``<body>``;
* the board in words, read from Chromium's accessibility tree, names every lemming the log says
  moved onto the board, with its hex.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from .browserkit import Server, Tab, page_errors, wait_for

pytestmark = pytest.mark.browser

BOARD = "canvas.lemmings-board-focus"

_ACTIVE_JS = """() => { const a = document.activeElement;
  if (!a || a === document.body) return {tag: 'BODY', board: false, decision: false, text: ''};
  return {tag: a.tagName, board: a.classList.contains('lemmings-board-focus'),
          decision: !!a.closest('.lemmings-decision, .lemmings-choices'),
          text: (a.getAttribute('aria-label') || a.textContent || a.value || '').trim().slice(0, 80)}; }"""
_LIVE_JS = "() => [...document.querySelectorAll('.lemmings-live-region')].map((e) => e.textContent).join(' | ')"


class Keys:
    """The keyboard of a page, counting every press."""

    def __init__(self, tab: Tab) -> None:
        self.page, self.count = tab.page, 0

    def press(self, key: str, pause: float = 0.15) -> dict[str, Any]:
        self.page.keyboard.press(key)
        self.count += 1
        time.sleep(pause)
        return self.active()

    def active(self) -> dict[str, Any]:
        return self.page.evaluate(_ACTIVE_JS)

    def tab_to(self, wanted: Any, what: str, limit: int = 60, back: bool = False) -> dict[str, Any]:
        for _ in range(limit):
            now = self.press("Shift+Tab" if back else "Tab", pause=0.05)
            if wanted(now):
                return now
        raise AssertionError(f"{limit} presses of Tab never reached {what}")


def live(tab: Tab) -> str:
    return tab.page.evaluate(_LIVE_JS)


def open_app(tab: Tab, voila_server: Server) -> None:
    tab.page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    tab.page.wait_for_selector(BOARD, timeout=120_000)
    tab.page.wait_for_selector(".lemmings-decision select, .lemmings-decision button", timeout=60_000)


def test_a_whole_turn_with_the_keyboard_alone(tab: Tab, voila_server: Server) -> None:
    open_app(tab, voila_server)
    keys = Keys(tab)
    status = tab.page.locator(".lemmings-status").first
    # set up: the New game button, by Tab and Enter
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"].startswith("New game"), "the New game button")
    before = status.inner_text()
    keys.press("Enter", pause=0.5)
    wait_for(lambda: "New game dealt" in tab.page.inner_text("body"), 60, "the new game to be dealt")
    tab.page.wait_for_selector(BOARD, timeout=60_000)
    wait_for(lambda: tab.page.locator(".lemmings-decision select").count() > 0, 60, "the person's decision")
    # onto the board, walk it, pick a lemming and a destination
    keys.tab_to(lambda a: a["board"], "the board")
    wait_for(lambda: "The board of Leaping Lemmings" in live(tab), 10, "the board to say its name and the cursor's place")
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
        keys.press(key)
    wait_for(lambda: re.search(r"\b\d{4}\b", live(tab)), 10, "the cursor's hex to be said")
    keys.press("Home")
    for _ in range(12):  # N walks the places where a choice can be made; Enter chooses as a click does
        keys.press("Enter", pause=0.6)
        said = live(tab)
        if " moves " in said:
            break
        keys.press("n", pause=0.3)
    said = wait_for(lambda: (lambda t: t if " moves " in t else None)(live(tab)), 30,
                    "the live region to name the move made")
    print(f"Leaping Lemmings: one whole turn from page load in {keys.count} key presses; said: {said[:160]!r}")
    assert status.inner_text() != before
    # Tab leaves the board both ways
    keys.tab_to(lambda a: a["board"], "the board again", back=True)
    out = keys.press("Tab")
    assert not out["board"] and out["tag"] != "BODY", f"Tab did not leave the board: {out}"
    assert keys.press("Shift+Tab")["board"], "Shift+Tab did not come back to the board"
    back = keys.press("Shift+Tab")
    assert not back["board"] and back["tag"] != "BODY", f"Shift+Tab did not leave the board: {back}"
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, "\n".join(problems)


def test_focus_goes_to_the_next_decision_not_to_the_page(tab: Tab, voila_server: Server) -> None:
    open_app(tab, voila_server)
    keys = Keys(tab)
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"] == "Move", "the Move button")
    keys.press("Enter")
    moved = wait_for(lambda: " moves " in live(tab), 60, "the move to be said")
    landed = wait_for(lambda: (a := keys.active())["decision"] and a, 60,
                      "the focus to land on the next decision's first control")
    assert moved and landed["tag"] != "BODY"
    print(f"after Move the focus is on {landed}")


def _ax_texts(tab: Tab) -> list[str]:
    cdp = tab.context.new_cdp_session(tab.page)
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    out = []
    for node in nodes:
        for key in ("name", "value"):
            value = (node.get(key) or {}).get("value")
            if isinstance(value, str) and value.strip():
                out.append(value.strip())
    return out


def test_the_board_in_words_is_in_the_accessibility_tree(tab: Tab, voila_server: Server) -> None:
    open_app(tab, voila_server)
    keys = Keys(tab)
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"] == "Move", "the Move button")
    keys.press("Enter", pause=1.0)
    wait_for(lambda: tab.page.locator(".lemmings-decision select").count() > 0, 60, "the person's next decision")
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"] == "The board in words", "the board-in-words toggle")
    keys.press("Space", pause=1.0)
    wait_for(lambda: tab.page.locator(".lemmings-board-words li").count() > 3, 30, "the board in words to show")
    log = tab.page.evaluate("() => [...document.querySelectorAll('.lemmings-log')].map((e) => e.textContent).join('\\n')")
    # the log's moves (a separate part of the page): where each lemming that moved now stands
    last: dict[str, str] = {}
    for line in log.splitlines():
        moved = re.search(r"\(\w[\w. ]*, ([A-Z]\d+)\) moves? ([^.]*)", line)
        for label in re.findall(r"\b[A-Z]\d+\b", line):
            last.pop(label, None)  # mentioned otherwise (eaten, scattered, covered): not followed here
        if moved and (ids := re.findall(r"\b\d{4}\b", moved.group(2))):
            last[moved.group(1)] = ids[-1]
    assert last, f"the log names no move onto the board:\n{log[-800:]}"
    words = "\n".join(_ax_texts(tab))
    missing = [f"{label} on {h}" for label, h in last.items()
               if not re.search(rf"\b{label}\b[^\n]*\b{h}\b|\b{h}\b[^\n]*\b{label}\b", words)]
    assert not missing, f"the accessibility tree's board in words lacks {missing}"
    print(f"the accessibility tree names {len(last)} lemmings on their hexes: {last}")


def test_at_200_percent_zoom_the_keyboard_reaches_the_cliff(tab: Tab, voila_server: Server) -> None:
    """At 640 CSS px (a 1280 px screen at 200 %) the board is wider than its column and scrolls sideways:
    walking the cursor to the cliff with the arrows scrolls it into view, no mouse needed."""
    tab.page.set_viewport_size({"width": 640, "height": 800})
    open_app(tab, voila_server)
    keys = Keys(tab)
    keys.tab_to(lambda a: a["board"], "the board")
    scroller_js = """() => { let b = document.querySelector('canvas.lemmings-board-focus').parentElement;
      while (b && !(b.scrollWidth > b.clientWidth && /(auto|scroll)/.test(getComputedStyle(b).overflowX))) b = b.parentElement;
      return b ? {left: b.scrollLeft, width: b.scrollWidth, shown: b.clientWidth} : null; }"""
    start = tab.page.evaluate(scroller_js)
    assert start is not None and start["left"] == 0, f"the board should be cut off at 640 px: {start}"
    for _ in range(20):
        keys.press("ArrowRight", pause=0.25)
        if "Over the cliff" in live(tab):
            break
    wait_for(lambda: "Over the cliff" in live(tab), 10, "the cursor to reach the cliff")
    end = wait_for(lambda: (s := tab.page.evaluate(scroller_js))["left"] > 0 and s, 10, "the board to scroll")
    assert end["left"] + end["shown"] >= end["width"] - 80, f"the cliff side is still hidden: {end}"
    print(f"at 640 px the board scrolled {end['left']} of {end['width'] - end['shown']} px to show the cliff")
