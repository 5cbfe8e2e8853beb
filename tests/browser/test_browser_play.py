"""The play loop in the Voilà app, as a newcomer plays it: pick a clan, play three whole turns
by clicking, read the computer's actions in the recap and see them on the board, press Undo
and land on your own decision; at three window sizes the page does not scroll sideways and
the board fits the window. Every test fails on console errors or warnings from the kit's
widgets and on any request to a host other than localhost."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .browserkit import ARTIFACTS, Board, Server, Tab, snapshot, wait_for

pytestmark = pytest.mark.browser

#: Console messages of the page's own set-up (JupyterLab's shared-module version check in
#: Voilà), not of the kit's widgets.
PLATFORM_NOISE = re.compile(r"Unsatisfied version|No satisfying version|shared singleton module|"
                            r"Download the React DevTools|"
                            # the tests' own pixel reads (getImageData), not the kit
                            r"Multiple readback operations using getImageData")
LOCAL = ("http://127.0.0.1", "http://localhost", "ws://127.0.0.1", "ws://localhost", "data:", "blob:", "about:")

_VIEW_JS = """() => {
  const view = document.querySelector('.lemmings-view');
  if (!view) return null;
  const clean = (t) => t.replace(/\u00a0/g, ' ').trim();
  const text = (sel) => { const e = view.querySelector(sel); return e ? clean(e.innerText) : ''; };
  const decision = view.querySelector('.lemmings-decision');
  if (!decision) return null;  // a new game's view still being drawn
  const buttons = Array.from(decision.querySelectorAll('button')).filter((b) => !b.disabled).map((b) => clean(b.innerText));
  const menu = Array.from(decision.querySelectorAll('select option')).map((o) => clean(o.innerText));
  const recap = Array.from(view.querySelectorAll('.lemmings-recap .widget-html')).map((e) => clean(e.innerText));
  return {seat: text('.lemmings-seat'), status: text('.lemmings-status'), message: text('.lemmings-message'),
          hand: text('.lemmings-hand'), buttons, menu, recap, choices: text('.lemmings-choices')};
}"""

#: Recap rows drawn shorter than their words (a squeezed row's text lies over the next row's).
_SQUEEZED_JS = """() => Array.from(document.querySelectorAll('.lemmings-view .lemmings-recap .widget-vbox > .widget-hbox'))
  .map((r) => [Math.ceil(r.getBoundingClientRect().height), r.scrollHeight, r.innerText.slice(0, 40)])
  .filter(([h, need]) => h + 1 < need)"""
#: The scroll position of the page's scrolling box around the board (Voilà scrolls a box, not the
#: document); with an argument, it is set first.
_SCROLL_JS = """(to) => {
  let e = document.querySelector('.lemmings-view canvas');
  while (e && !(/(auto|scroll)/.test(getComputedStyle(e).overflowY) && e.scrollHeight > e.clientHeight)) e = e.parentElement;
  e = e || document.scrollingElement;
  if (to !== undefined && to !== null) e.scrollTop = to;
  return e.scrollTop;
}"""
_RECAP_ROWS_JS = "() => document.querySelectorAll('.lemmings-view .lemmings-recap .widget-vbox > .widget-hbox').length"


class Watch:
    """Console problems and outside requests of one tab."""

    def __init__(self, tab: Tab) -> None:
        self.console: list[str] = []
        self.outside: list[str] = []
        tab.page.on("console", self._console)
        tab.page.on("request", lambda r: None if r.url.startswith(LOCAL) else self.outside.append(r.url))

    def _console(self, msg: Any) -> None:
        if msg.type in ("error", "warning") and not PLATFORM_NOISE.search(msg.text):
            self.console.append(f"console.{msg.type}: {msg.text}")

    def check(self, tab: Tab) -> None:
        problems = self.console + [f"uncaught exception: {e}" for e in tab.page_errors]
        problems += [f"request to a host other than localhost: {u}" for u in sorted(set(self.outside))]
        assert not problems, "the page reported:\n" + "\n".join(problems)


def _open_app(tab: Tab, server: Server) -> Watch:
    watch = Watch(tab)
    tab.page.goto(server.url, wait_until="domcontentloaded", timeout=120_000)
    tab.page.wait_for_selector(".lemmings-view canvas", timeout=120_000)
    return watch


def _state(tab: Tab) -> dict[str, Any]:
    return tab.page.evaluate(_VIEW_JS)


def _hover(tab: Tab) -> str:
    return tab.page.evaluate("() => document.querySelector('.lemmings-hover').innerText")


def _board(tab: Tab) -> Board:
    # a new game's view may reach the page before its canvas does: wait for one to tag
    tab.page.wait_for_selector(".lemmings-view canvas", state="attached", timeout=60_000)
    tab.page.evaluate("""() => { const all = document.querySelectorAll('.lemmings-view canvas');
                                 if (all.length) all[all.length - 1].setAttribute('data-lemmings-board', '1'); }""")
    return Board(tab, "canvas[data-lemmings-board]")


def _drawn_board(tab: Tab, timeout: float = 60.0) -> Board:
    """The view's board canvas once drawn. The page may put a new canvas in place of the one just
    tagged (a busy machine renders a new game's view late), so the tag is set again until the
    tagged canvas shows the board."""
    deadline = time.monotonic() + timeout
    while True:
        board = _board(tab)
        try:
            board.canvas.wait_for(state="attached", timeout=5_000)
            board.wait_drawn(timeout=10)
            return board
        except (PlaywrightTimeout, pytest.fail.Exception):
            if time.monotonic() > deadline:
                raise


def _settled(tab: Tab, timeout: float = 30.0) -> dict[str, Any]:
    """The view's texts once two readings 0.4 s apart agree (the kernel has answered)."""
    prev = _state(tab)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        time.sleep(0.4)
        cur = _state(tab)
        if cur == prev:
            return cur
        prev = cur
    return prev


def _decide(tab: Tab, board: Board, state: dict[str, Any]) -> str:
    """Make the pending decision as a person would; returns what was done."""
    page = tab.page
    if state["menu"]:  # a move: pick the lemming on the board, then click where the menu says it goes
        first = state["menu"][0]
        m = re.search(r"from (the start area|\d{4}) to (\d{4})", first)
        if m:
            board.click("start" if m.group(1) == "the start area" else m.group(1))
            picked = wait_for(lambda: (s := _settled(tab, 5))["menu"] and s, 20, "the Moves menu to follow the pick")
            m2 = re.search(r"to (\d{4})", picked["menu"][0])
            board.click(m2.group(1))
            time.sleep(0.5)
            if _state(tab)["choices"]:
                page.locator(".lemmings-choices button").first.click()
            return f"clicked {m.group(1)} then {m2.group(1)}"
        page.locator(".lemmings-decision button", has_text="Move").first.click()
        return f"menu: {first}"
    label = state["buttons"][0]
    page.locator(".lemmings-decision button", has_text=label).first.click()
    return f"pressed {label!r}"


def test_pick_a_seat_play_three_turns_recap_and_undo(tab: Tab, voila_server: Server) -> None:
    page = tab.page
    watch = _open_app(tab, voila_server)
    shown = page.get_by_label("Variant").evaluate("(el) => el.options[el.selectedIndex].text")
    assert shown == "standard", f"the Variant menu shows {shown!r} for the standard game"
    page.get_by_label("You play").select_option("Viking")
    page.get_by_label("Computer speed").first.select_option("instant")  # the app's menu, above the board
    page.locator("button:visible", has_text="New game").click()
    state = wait_for(lambda: (s := _state(tab)) and "You are Viking (orange)" in s["seat"] and s, 60,
                     "the new game with the person at Viking")
    board = _board(tab)
    board.wait_drawn()
    assert "Your decision" in state["seat"], state["seat"]
    assert any("(computer)" in r for r in state["recap"]), "the computer played before Viking's first decision"
    first_turn = int(re.search(r"Turn (\d+)", state["status"]).group(1))

    faced: list[dict[str, Any]] = []
    done = []
    for _ in range(60):
        state = _settled(tab)
        turn = int(re.search(r"Turn (\d+)", state["status"]).group(1)) if "Turn" in state["status"] else None
        if turn is None or turn >= first_turn + 3:
            break
        assert "Your decision" in state["seat"], f"not Viking's decision after {done}: {state['seat']}"
        assert "(only you see it)" in state["hand"] and "Viking's hand" in state["hand"]
        faced.append(state)
        done.append(_decide(tab, board, state))
        wait_for(lambda s0=state: _state(tab) != s0, 30, f"the view to answer {done[-1]}")
        moved = re.search(r"then (\d{4})$", done[-1])
        if moved:  # the hover line under the mouse follows the move
            dest = moved.group(1)
            x, y = board.page_point(*board.layout.center(dest))
            page.mouse.move(x + 3, y + 2)
            page.mouse.move(x, y)
            wait_for(lambda h=dest: h in _hover(tab) and "Viking" in _hover(tab), 20,
                     f"the hover line to show the Viking lemming that moved to {dest}")
    else:
        pytest.fail(f"three turns were not played within 60 decisions: {done}")
    print(f"{len(done)} decisions by clicking over three turns: {done}")
    tab.screenshot(ARTIFACTS / "play-after-three-turns.png")
    state = _settled(tab)
    computer = [r for r in state["recap"] if "(computer)" in r]
    assert computer, f"no computer action in the recap: {state['recap']}"
    assert any("eagle" in r for r in state["recap"]), f"no eagle event in the recap: {state['recap']}"
    assert any("(you)" in r for r in state["recap"]), "the recap starts with Viking's own last decision"
    # a long recap scrolls: each row keeps the height of its words, none is drawn over the next
    assert page.evaluate(_RECAP_ROWS_JS) >= len(computer), "the recap's rows are not where the check looks"
    assert page.evaluate(_SQUEEZED_JS) == [], "recap rows squeezed below their words (box height, needed)"

    # an eagle's flight in the recap is drawn on the board when its entry is pressed
    before = snapshot(board.canvas)
    entry = page.locator(".lemmings-recap .widget-hbox", has_text="eagle flies").last.locator("button")
    entry.click()
    wait_for(lambda: snapshot(board.canvas).changed(before) > 500, 20, "the recap entry to be drawn on the board")
    tab.screenshot(ARTIFACTS / "play-recap-entry-shown.png")

    # Undo: back to exactly the decision Viking faced last
    last = faced[-1]
    page.locator(".lemmings-steps button", has_text="Undo my last choice").click()
    after = wait_for(lambda: (s := _settled(tab)) and s["message"].startswith("Took back") and s, 30,
                     "the Undo message")
    assert after["seat"] == last["seat"], (after["seat"], last["seat"])
    assert (after["buttons"], after["menu"]) == (last["buttons"], last["menu"]), "not the same options"
    assert "Viking's choice" in after["message"] and not re.search(r"\b(cw|ccw)\b", after["message"])
    watch.check(tab)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1400, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_sideways_scrolling_and_the_board_fits(browser: Any, voila_server: Server, size: tuple[int, int]) -> None:
    w, h = size
    context = browser.new_context(viewport={"width": w, "height": h})
    try:
        page = context.new_page()
        tab = Tab(context, page)
        watch = _open_app(tab, voila_server)
        state = wait_for(lambda: (s := _state(tab)) and "You are" in s["seat"] and s, 60, "the view")
        board = _board(tab)
        board.wait_drawn()
        sizes = page.evaluate("""() => {
          const canvas = document.querySelector('.lemmings-view canvas').getBoundingClientRect();
          const decision = document.querySelector('.lemmings-decision').getBoundingClientRect();
          const seat = document.querySelector('.lemmings-seat').getBoundingClientRect();
          return {scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
                  left: canvas.left, right: canvas.right, bottom: canvas.bottom, decisionTop: decision.top,
                  decisionBottom: decision.bottom, decisionLeft: decision.left, seatTop: seat.top,
                  seatBottom: seat.bottom, seatLeft: seat.left};
        }""")
        print(f"{w}x{h}: {sizes}; {state['seat']}")
        tab.screenshot(ARTIFACTS / f"play-{w}x{h}.png")
        assert sizes["scroll"] <= sizes["client"], f"the page scrolls sideways at {w}x{h}: {sizes}"
        assert sizes["left"] >= 0 and sizes["right"] <= w, f"the board is wider than the window at {w}x{h}: {sizes}"
        # the prompt sits right above its buttons, beside the board on a wide page and under it on a narrow
        # one: no click sends the eyes back above the board to read what to do next
        assert 0 <= sizes["decisionTop"] - sizes["seatBottom"] <= 120, f"the prompt is far from its buttons: {sizes}"
        if w >= 1280:
            assert sizes["seatLeft"] >= sizes["right"] - 2 and sizes["seatTop"] < sizes["bottom"], (
                f"the prompt and buttons are not beside the board at {w}x{h}: {sizes}")
        else:
            assert sizes["seatTop"] >= sizes["bottom"] - 2, f"at {w}x{h} the prompt is not under the board: {sizes}"
        # the mouse wheel over the board scrolls the page (ipycanvas alone cancels every wheel event)
        assert page.evaluate(_SCROLL_JS, 0) == 0
        assert page.evaluate(_SCROLL_JS, 10**6) > 0, f"nothing to scroll at {w}x{h}: the check cannot tell"
        page.evaluate(_SCROLL_JS, 0)
        box = board.canvas.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 150))
        page.mouse.wheel(0, 240)
        scrolled = wait_for(lambda: page.evaluate(_SCROLL_JS), 10, "the page to scroll under the wheel over the board")
        print(f"{w}x{h}: the wheel over the board scrolled the page by {scrolled}px")
        watch.check(tab)
    finally:
        context.close()


def test_step_speed_shows_one_computer_action_at_a_time(tab: Tab, voila_server: Server) -> None:
    """At the app's "step" speed the computer's actions arrive one by one, each drawn on the
    board, while the page stays live; then the person's decision comes back."""
    page = tab.page
    watch = _open_app(tab, voila_server)
    wait_for(lambda: (s := _state(tab)) and "Your decision" in s["seat"] and s, 60, "the person's decision")
    board = _board(tab)
    board.wait_drawn()
    page.locator(".lemmings-decision button", has_text="Move").first.click()
    seen: list[int] = []
    running = False

    def back_to_me() -> bool:
        nonlocal running
        s = _state(tab)
        running = running or "is playing" in s["seat"]
        if not seen or len(s["recap"]) != seen[-1]:
            seen.append(len(s["recap"]))
        return "Your decision" in s["seat"] and len(seen) > 2

    wait_for(back_to_me, 60, "the computer clans to play, one action at a time, back to the person")
    print(f"recap lengths seen while the computer played: {seen}")
    assert running, "the seat line never said the computer was playing"
    assert len(seen) >= 4, f"the computer's actions did not arrive one at a time: {seen}"
    watch.check(tab)


#: Where the board and the decision's buttons lie in the window, and how far the page is scrolled.
_IN_VIEW_JS = """() => {
  const r = (e) => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  const canvas = document.querySelector('.lemmings-view canvas');
  const buttons = Array.from(document.querySelectorAll('.lemmings-view .lemmings-decision button, '
                                                       + '.lemmings-view .lemmings-decision select'))
    .filter((b) => b.offsetParent !== null).map(r);
  let e = canvas;
  while (e && !(/(auto|scroll)/.test(getComputedStyle(e).overflowY) && e.scrollHeight > e.clientHeight)) e = e.parentElement;
  e = e || document.scrollingElement;
  return {canvas: r(canvas), buttons, prompt: r(document.querySelector('.lemmings-view .lemmings-seat')),
          scroll: e.scrollTop, width: window.innerWidth, height: window.innerHeight};
}"""


def test_at_800_by_900_the_board_and_the_choice_stay_on_screen_after_each_decision(browser: Any,
                                                                                  voila_server: Server) -> None:
    """Issue 29, item 5: after each of the person's decisions the whole board and the prompt with
    its buttons lie in the window, with no scrolling."""
    context = browser.new_context(viewport={"width": 800, "height": 900})
    try:
        page = context.new_page()
        tab = Tab(context, page)
        watch = _open_app(tab, voila_server)
        page.get_by_label("Computer speed").first.select_option("instant")
        page.locator("button:visible", has_text="New game").click()
        wait_for(lambda: (s := _state(tab)) and "Your decision" in s["seat"] and s, 60, "the person's first decision")
        wait_for(lambda: page.evaluate("() => document.querySelectorAll('.lemmings-view').length") == 1, 30,
                 "the old game's view to go")
        _drawn_board(tab)
        done: list[str] = []
        for _ in range(8):
            state = _settled(tab)
            if "Your decision" not in state["seat"]:
                break
            board = _board(tab)  # tag the canvas again: the page may have drawn it anew
            done.append(_decide(tab, board, state))
            wait_for(lambda s0=state: _state(tab) != s0, 30, f"the view to answer {done[-1]}")
            _settled(tab)
            time.sleep(0.5)  # a late scroll (focus, a widget re-created) would have happened by now
            seen = page.evaluate(_IN_VIEW_JS)
            print(f"after {done[-1]}: {seen}")
            tab.screenshot(ARTIFACTS / f"play-800x900-decision-{len(done)}.png")
            w, h = seen["width"], seen["height"]
            left, top, right, bottom = seen["canvas"]
            assert top >= 0 and bottom <= h and left >= 0 and right <= w, f"the board is not all in view after {done[-1]}: {seen}"
            assert seen["buttons"], f"no button of the decision after {done[-1]}"
            for b in seen["buttons"]:
                assert b[1] >= 0 and b[3] <= h, f"a button of the decision is out of view after {done[-1]}: {seen}"
            assert seen["prompt"][1] >= 0 and seen["prompt"][3] <= h, f"the prompt is out of view after {done[-1]}"
            assert seen["scroll"] == 0, f"the page scrolled by {seen['scroll']} px after {done[-1]}"
        assert len(done) >= 3, f"too few decisions to tell: {done}"
        tab.screenshot(ARTIFACTS / "play-800x900-after-decisions.png")
        watch.check(tab)
    finally:
        context.close()
