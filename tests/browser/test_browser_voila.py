"""The Voilà app (notebooks/app.ipynb) in a browser: it draws its board and plays a decision."""

from __future__ import annotations

import pytest

from lemmings.layout import CIRCLE_COLOURS

from .browserkit import Board, Server, Tab, page_errors, wait_for

pytestmark = pytest.mark.browser

#: GameView buttons that do not answer the pending decision themselves.
NOT_ANSWERS = ("Undo", "Step back", "Redo", "Play to my turn", "Computer:", "Clear selection", "Hint", "Eagle risk", "Save",
               "Load", "Upload", "New game", "Play ", "I am ")

_ANSWERS_JS = """(root, skip) => Array.from(root.querySelectorAll('button'))
  .filter((b) => !b.disabled && b.offsetParent !== null)
  .map((b) => b.innerText.trim())
  .filter((t) => t && !skip.some((s) => t.startsWith(s)))"""


def test_voila_app_draws_and_plays_a_decision(tab: Tab, voila_server: Server) -> None:
    """Test 3: the app's canvas draws the board, the page shows no error, and pressing the
    first answer button of the pending decision plays it (log, status and board change)."""
    page = tab.page
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector("canvas", timeout=120_000)
    page.evaluate("() => document.querySelector('canvas').setAttribute('data-lemmings-board', '1')")
    board = Board(tab, "canvas[data-lemmings-board]")
    before = board.wait_drawn()

    lay = board.layout
    assert before.size == (lay.pixel_width, lay.pixel_height), f"canvas {before.size}, layout {lay}"
    colours = before.colour_counts(min_count=200)
    assert len(colours) >= 10, f"the app's board shows only {len(colours)} colours (≥200 pixels each): {colours}"
    for eagle, colour in CIRCLE_COLOURS.items():
        n = before.count(colour)
        assert n >= 1000, f"the {eagle} hunting circle's outline colour {colour} covers only {n} pixels"
    board.button("Undo my last choice").wait_for(state="visible")
    # Issue 18, finding 12: no server file path anywhere in the app; files go through the browser.
    paths = page.evaluate("() => Array.from(document.querySelectorAll('input'))"
                          ".filter((i) => i.type === 'text' && /[.]json$/.test(i.value)).length")
    labels = page.evaluate("() => Array.from(document.querySelectorAll('.widget-label')).map((l) => l.textContent.trim())")
    assert paths == 0 and "File" not in labels, f"the app shows a server file box: {labels}"
    assert "Upload save" in page.evaluate("() => document.body.textContent"), "the app offers no upload"
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, "the Voilà app shows errors:\n" + "\n".join(problems)

    texts = board.texts()
    answers = board.canvas.evaluate(
        f"(el) => ({_ANSWERS_JS})(el.closest('.lemmings-view').querySelector('.lemmings-decision'), "
        f"{list(NOT_ANSWERS)!r})")
    assert answers, f"no enabled button answers the pending decision; the app says: {texts['status']}"
    label = answers[0]
    board.root.locator("button", has_text=label).first.click()
    after_texts = wait_for(lambda: (t := board.texts())["log"] != texts["log"] and t, 30,
                           f"the log to change after pressing {label!r}")
    print(f"pressed {label!r}; status now: {after_texts['status']!r}")
    new_log = (after_texts["log"] or "").splitlines()
    old_log = (texts["log"] or "").splitlines()
    assert len(new_log) > len(old_log), f"pressing {label!r} added no log line:\n{after_texts['log']}"
    assert after_texts["status"] != texts["status"], f"the status line did not change after pressing {label!r}"

    after = wait_for(lambda: (pic := board.snapshot()).changed(before) > 0 and pic, 20,
                     f"the board to change after pressing {label!r}")
    print(f"{after.changed(before)} board pixels changed")
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, f"the Voilà app shows errors after pressing {label!r}:\n" + "\n".join(problems)


def test_a_small_screen_shows_the_decision_without_scrolling(tab: Tab, voila_server: Server) -> None:
    """On a 800 x 900 screen the board stacks above the side panel; the prompt and the first control
    that answers it (with seed 7, the menu of the seven moves) still show before any scrolling, as text of several
    lines is set at a reading line height rather than at a control's 28 px."""
    page = tab.page
    page.set_viewport_size({"width": 800, "height": 900})
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lemmings-decision select", timeout=120_000)
    boxes = page.evaluate("""() => {
      const top = (sel) => { const el = document.querySelector(sel); return el && el.getBoundingClientRect(); };
      const msg = top('.lemmings-message'), ans = top('.lemmings-decision select');
      return {message: msg && msg.top, answer: ans && ans.bottom, canvas: top('canvas').bottom,
              scrolled: document.scrollingElement.scrollTop};
    }""")
    print(boxes)
    assert boxes["scrolled"] == 0, boxes
    assert boxes["canvas"] < boxes["message"], f"the side panel should sit under the board at 800 px: {boxes}"
    assert boxes["answer"] is not None and boxes["answer"] <= 900, (
        f"the menu of moves ends at {boxes['answer']:.0f} px, below a 900 px screen: {boxes}")


def test_a_1000_px_screen_keeps_the_board_legible_and_puts_what_to_do_under_it(tab: Tab, voila_server: Server) -> None:
    """The board is never drawn under its least width (728 px: its smallest text stays at 10 px or
    more, newcomer finding 13). At 1000 px a board that wide and the side panel do not fit in a row,
    so the panel goes under the board, which keeps its natural width, and the prompt starts on screen."""
    page = tab.page
    page.set_viewport_size({"width": 1000, "height": 800})
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lemmings-decision select", timeout=120_000)
    boxes = page.evaluate("""() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      const c = box('canvas'), m = box('.lemmings-seat');
      return {canvas_width: c.width, canvas_bottom: c.bottom, message_top: m.top};
    }""")
    print(boxes)
    assert boxes["canvas_width"] >= 728, f"the board is drawn under its least width, its text under 10 px: {boxes}"
    assert boxes["message_top"] >= boxes["canvas_bottom"], f"the side panel should sit under the board at 1000 px: {boxes}"
    assert boxes["message_top"] < 800, f"the prompt starts below the screen: {boxes}"


def test_a_column_narrower_than_the_board_says_so_and_scrolls_it_sideways(tab: Tab, voila_server: Server) -> None:
    """Below the board's least width (728 px) the board is cut at the right and scrolls sideways:
    a line under it says so and how to see the rest; Shift and the wheel over the board scroll it.
    Wide enough, the line is not shown, and the view fills the page's width."""
    page = tab.page
    page.set_viewport_size({"width": 560, "height": 800})
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lemmings-decision select", timeout=120_000)
    note = page.locator(".lemmings-legend .lemmings-narrow")
    assert note.is_visible(), "no word under a board that is cut off at the right"
    assert "cut off" in note.inner_text()
    scroller = "document.querySelector('.lemmings-boardbox').firstElementChild"  # the box the board scrolls in
    widths = page.evaluate(f"() => {{ const s = {scroller}; return [s.clientWidth, s.scrollWidth, s.scrollLeft]; }}")
    assert widths[1] > widths[0] and widths[2] == 0, f"the board should overflow its box and start at the left: {widths}"
    box = page.locator("canvas").first.bounding_box()
    page.mouse.move(box["x"] + 100, box["y"] + 100)
    page.keyboard.down("Shift")
    page.mouse.wheel(0, 300)
    page.keyboard.up("Shift")
    left = wait_for(lambda: page.evaluate(f"() => {scroller}.scrollLeft") or None, 10, "Shift and the wheel to scroll the board")
    assert left > 0
    page.set_viewport_size({"width": 1400, "height": 800})
    wait_for(lambda: not note.is_visible(), 10, "the line to go once the board fits")
    # the board's box is a size container (its content gives it no width): the view still fills the page's width
    widths = page.evaluate("() => { const v = document.querySelector('.lemmings-view');"
                           " return [v.getBoundingClientRect().width, v.parentElement.getBoundingClientRect().width]; }")
    assert widths[0] >= widths[1] - 1, f"the view is narrower than the box it sits in: {widths}"
