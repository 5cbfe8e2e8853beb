"""Le grand plongeon in the Voilà app (issue 28), at 800 and 1400 px wide: choose the seats, let the
computer play the others, play a card and a move by clicking the board, read the recap, undo back to
your decision; no console error, and the smallest text drawn on the board is at least 10 CSS px.

The text size is read from the drawing calls the page makes (an init script records each text's
font size with the canvas transform, and each canvas copied onto another), followed from the
board canvas on the page down to its layers, then scaled by the canvas's shown width."""

from __future__ import annotations

import pytest

from plongeon import Track
from plongeon.layout import DEFAULT_SIZE, TERRAIN_COLOURS, get_layout

from .browserkit import ARTIFACTS, Board, Server, Tab, page_errors, poll, wait_for
from .test_browser_play import Watch

pytestmark = pytest.mark.browser

#: Records, per canvas, the texts drawn since it was last cleared whole (font size in that canvas's
#: pixels) and the canvases copied onto it (with the copy's scale).
_TEXT_SIZES_JS = r"""(() => {
  const ids = new WeakMap(); let next = 1; const ops = new Map();
  const idOf = (c) => { if (!ids.has(c)) ids.set(c, next++); return ids.get(c); };
  const list = (c) => { const id = idOf(c); if (!ops.has(id)) ops.set(id, []); return ops.get(id); };
  const P = CanvasRenderingContext2D.prototype;
  const wrap = (name, before) => {
    const orig = P[name];
    P[name] = function (...args) {
      try { before(this, ...args); } catch (e) { /* never break the page */ }
      return orig.apply(this, args);
    };
  };
  const scale = (ctx) => { const m = ctx.getTransform(); return Math.hypot(m.a, m.b); };
  wrap('fillText', (ctx, t) => {
    const px = /([0-9.]+)px/.exec(ctx.font);
    if (px) list(ctx.canvas).push({op: 'text', text: String(t), size: parseFloat(px[1]) * scale(ctx)});
  });
  wrap('clearRect', (ctx, x, y, w, h) => {
    if (x <= 0 && y <= 0 && x + w >= ctx.canvas.width && y + h >= ctx.canvas.height) ops.set(idOf(ctx.canvas), []);
  });
  wrap('drawImage', (ctx, src, ...rest) => {
    if (!(src instanceof HTMLCanvasElement || (typeof OffscreenCanvas !== 'undefined' && src instanceof OffscreenCanvas))) return;
    const k = rest.length >= 4 ? rest[2] / src.width : 1;
    list(ctx.canvas).push({op: 'copy', src: idOf(src), k: k * scale(ctx)});
  });
  window.__plongeonText = {idOf, ops};
})();"""

#: The texts shown on the plongeon board: followed from the canvas on the page through the copies,
#: each with its size in CSS pixels as shown.
_SHOWN_TEXTS_JS = """() => {
  const rec = window.__plongeonText;
  const canvas = document.querySelector('.plongeon-view canvas[data-plongeon-board]');
  if (!rec || !canvas) return null;
  const shown = canvas.getBoundingClientRect().width / canvas.width;
  const out = [];
  const walk = (id, k, depth) => {
    for (const o of rec.ops.get(id) || []) {
      if (o.op === 'text') out.push([o.text, o.size * k * shown]);
      else if (o.op === 'copy' && depth < 4) walk(o.src, k * o.k, depth + 1);
    }
  };
  walk(rec.idOf(canvas), 1, 0);
  return out;
}"""

_TEXT_JS = """(sel) => { const e = document.querySelector('.plongeon-view ' + sel); return e ? e.innerText.trim() : ''; }"""


def _text(tab: Tab, sel: str) -> str:
    return tab.page.evaluate(_TEXT_JS, sel)


def _open_plongeon(tab: Tab, server: Server) -> tuple[Watch, Board]:
    """The app, its Le grand plongeon tab, red played by a person and the computer playing blue and green."""
    page = tab.page
    page.add_init_script(_TEXT_SIZES_JS)
    watch = Watch(tab)
    page.goto(server.url, wait_until="domcontentloaded", timeout=120_000)
    page.locator(".lm-TabBar-tab", has_text="Le grand plongeon").first.click(timeout=120_000)
    page.get_by_label("blue played by a person").uncheck()
    page.get_by_label("red played by a person").check()
    page.evaluate("() => document.querySelectorAll('.plongeon-view').forEach((v) => v.classList.add('old-race'))")
    page.locator("button.plongeon-new-game").click()
    wait_for(lambda: page.evaluate("() => document.querySelectorAll('.plongeon-view.old-race').length") == 0
             and "red (you)" in _text(tab, ".plongeon-seats"), 30, "the new race with red played by a person")
    page.wait_for_selector(".plongeon-view canvas", timeout=30_000)
    page.evaluate("""() => { const all = document.querySelectorAll('.plongeon-view canvas');
                             all[all.length - 1].setAttribute('data-plongeon-board', '1'); }""")
    board = Board(tab, ".plongeon-view canvas[data-plongeon-board]")
    board.root = page.locator(".plongeon-view").first
    board.layout = get_layout(Track.default(), DEFAULT_SIZE, 2.0)  # PlongeonView's defaults
    wait_for(lambda: board.snapshot().count(TERRAIN_COLOURS["meadow"]) > 2000, 30, "the track to be drawn")
    return watch, board


def _smallest_text(tab: Tab) -> tuple[str, float]:
    texts = wait_for(lambda: (t := tab.page.evaluate(_SHOWN_TEXTS_JS)) and len(t) > 100 and t, 20,
                     "the board's texts to be drawn")
    return min(texts, key=lambda t: t[1])


@pytest.mark.parametrize("width", [800, 1400])
def test_play_le_grand_plongeon_in_the_app_with_seats_the_computer_recap_and_undo(tab: Tab, voila_server: Server,
                                                                                 width: int) -> None:
    page = tab.page
    page.set_viewport_size({"width": width, "height": 900})
    watch, board = _open_plongeon(tab, voila_server)

    # the computer played blue first; it is red's decision, and the recap says what blue did
    status = wait_for(lambda: (s := _text(tab, ".plongeon-status")).startswith("red:") and s, 20, "red's decision")
    assert "play a card" in status
    assert "the computer made" in _text(tab, ".plongeon-recap"), _text(tab, ".plongeon-recap")
    text, size = _smallest_text(tab)
    print(f"{width} px: smallest board text {text!r} at {size:.2f} CSS px")
    assert size >= 10, f"at {width} px the board's smallest text, {text!r}, is {size:.1f} CSS px"
    legend = _text(tab, ".plongeon-legend")
    assert "meadow: any card lets a lemming walk here" in legend and "forest" in legend and "F0" not in legend
    # the refill's tick boxes, one per card, sit right under the board (whose last row is the hand), beside Refill
    refill = page.locator(".plongeon-view .plongeon-refill")
    assert refill.locator("input[type=checkbox]").count() >= 4 and refill.get_by_role("button", name="Refill").count() == 1
    canvas_box, refill_box = board.canvas.bounding_box(), refill.bounding_box()
    assert -1 <= refill_box["y"] - (canvas_box["y"] + canvas_box["height"]) < 30, (canvas_box, refill_box)
    assert page.locator(".plongeon-view").get_by_text("Language", exact=True).count() == 1
    assert page.locator(".plongeon-view").get_by_text("The whole log of the race, oldest first").count() == 1

    # a card, its bonus tile if it starts a column, then a move onto an entry hex
    board.click("hand:0")
    after_card = wait_for(lambda: (s := _text(tab, ".plongeon-status")) != status and s, 20, "the card to be played")
    if "bonus tile go" in after_card:
        assert "may go on any hex of the track" in _text(tab, ".plongeon-rule")
        board.click("1313")
        after_card = wait_for(lambda: "step" in (s := _text(tab, ".plongeon-status")) and s, 20, "the bonus tile")
    assert "step one of your lemmings" in after_card, after_card
    assert "Stop ends the move here" in _text(tab, ".plongeon-rule")
    board.click("start")
    said = wait_for(lambda: "picked" in (m := _text(tab, ".plongeon-message")) and m, 20, "the pick of a lemming")
    for entry in Track.default().entry:
        before = said
        board.click(entry)
        said = wait_for(lambda: (m := _text(tab, ".plongeon-message")) != before and m, 20, f"the click on {entry}")  # noqa: B023
        if "cannot end there" not in said:
            break
    assert "steps to" in said and ("unused" in said or "the move ends" in said), said
    recap = wait_for(lambda: "the computer made" in (r := _text(tab, ".plongeon-recap")) and r, 30, "the computer's turns")
    assert "blue" in recap and "green" in recap, recap
    status_after = wait_for(lambda: (s := _text(tab, ".plongeon-status")).startswith("red:") and s, 30, "red's next decision")
    tab.screenshot(ARTIFACTS / f"plongeon-app-{width}.png")

    # undo back to the move's decision: the same prompt, the recap gone
    board.button("Undo my last choice").click()
    wait_for(lambda: "Took back" in _text(tab, ".plongeon-message"), 20, "the undo")
    # the message, the status line and the recap reach the page in messages of their own: wait for all three
    undone = poll(lambda: _text(tab, ".plongeon-status") == after_card and _text(tab, ".plongeon-recap") == "", 20)
    assert undone, (status_after, _text(tab, ".plongeon-status"), _text(tab, ".plongeon-recap"))
    text, size = _smallest_text(tab)
    assert size >= 10, f"after the undo the board's smallest text, {text!r}, is {size:.1f} CSS px"

    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, "\n".join(problems)
    watch.check(tab)


def test_shown_texts_reads_nothing_before_the_recorder_sees_a_board(tab: Tab) -> None:
    """The measuring script itself: on an empty page it finds no board (so a test cannot pass on no text)."""
    tab.page.set_content("<div class='plongeon-view'></div>")
    assert tab.page.evaluate(_SHOWN_TEXTS_JS) is None

