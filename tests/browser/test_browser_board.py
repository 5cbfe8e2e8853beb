"""The board picture in the Voilà app at three window sizes: the canvas fits the window (no
sideways scrolling, aspect ratio kept), the mouse still points at the right hex when the
canvas is scaled, and the hover ring and tooltip are drawn on the canvas without console
errors."""

from __future__ import annotations

from typing import Any

import pytest

from lemmings.layout import PALETTE

from .browserkit import ARTIFACTS, Board, Server, Tab, page_errors, wait_for

pytestmark = pytest.mark.browser

#: Hexes pointed at: near the start, in the middle, on the cliff edge (the far right, where
#: a scaling error would be largest).
PROBES = ("0101", "0803", "1504")

_SIZES_JS = """(el) => {
  const r = el.getBoundingClientRect();
  return {scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
          left: r.left, right: r.right, width: r.width, height: r.height, top: r.top};
}"""


def _hover_line(board: Board) -> str:
    """The view's hover line: the HTML widget under the board (``lemmings-hover``)."""
    return board.canvas.evaluate(
        "(el) => (el.closest('.lemmings-view').querySelector('.lemmings-hover') || {innerText: ''}).innerText") or ""


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1400, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_board_fits_the_window_and_the_mouse_hits_the_right_hex(browser: Any, voila_server: Server,
                                                                size: tuple[int, int]) -> None:
    w, h = size
    context = browser.new_context(viewport={"width": w, "height": h})
    try:
        page = context.new_page()
        page.set_default_timeout(30_000)
        tab = Tab(context, page)
        page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
        page.wait_for_selector("canvas", timeout=120_000)
        page.evaluate("() => document.querySelector('canvas').setAttribute('data-lemmings-board', '1')")
        board = Board(tab, "canvas[data-lemmings-board]")
        board.wait_drawn()
        lay = board.layout
        board.canvas.scroll_into_view_if_needed()
        sizes = board.canvas.evaluate(_SIZES_JS)
        tab.screenshot(ARTIFACTS / f"board-{w}x{h}.png")
        print(f"{w}x{h}: canvas {sizes['width']:.0f}x{sizes['height']:.0f} CSS px (natural {lay.css_width}x"
              f"{lay.css_height}), page {sizes['scroll']} / {sizes['client']} px wide")
        assert sizes["scroll"] <= sizes["client"], f"the page scrolls sideways at {w}x{h}: {sizes}"
        assert sizes["left"] >= 0 and sizes["right"] <= w, f"the board is wider than the window at {w}x{h}: {sizes}"
        assert sizes["width"] <= lay.css_width + 0.5, "never drawn wider than its natural size"
        ratio = sizes["height"] / sizes["width"]
        assert ratio == pytest.approx(lay.pixel_height / lay.pixel_width, rel=0.01), "aspect ratio kept"

        # Point at hexes: the hover line names the hex under the mouse, whatever the scale.
        for hx in PROBES:
            x, y = board.page_point(*lay.center(hx))
            page.mouse.move(x, y)
            wait_for(lambda hx=hx: _hover_line(board).startswith(hx), 20,
                     f"the hover line to name {hx} at {w}x{h} (it says {_hover_line(board)!r})")
        # ... and the tooltip is drawn on the canvas beside it, in its own colour.
        tooltip = wait_for(lambda: (n := board.snapshot().count(PALETTE["tooltip"], tol=1)) > 2000 and n, 20,
                           "the tooltip box to be drawn on the canvas")
        print(f"tooltip: {tooltip} pixels")
        tab.screenshot(ARTIFACTS / f"board-{w}x{h}-hover.png")
        page.mouse.move(1, 1)
        wait_for(lambda: board.snapshot().count(PALETTE["tooltip"], tol=1) < 50, 20,
                 "the tooltip to go when the mouse leaves the board")
        problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
        problems += [line for line in tab.console if "Cannot read properties of undefined" in line]
        assert not problems, f"the page reported at {w}x{h}:\n" + "\n".join(problems)
    finally:
        context.close()
