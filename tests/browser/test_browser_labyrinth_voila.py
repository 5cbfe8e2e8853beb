"""Labyrinth in the Voilà app, at 800, 1280 and 1400 px: the Labyrinth tab draws the board (the side panel
beside it from the start on a wide page, under it on a narrow one, nothing scrolling sideways), the mouse over a
corridor says what it is, a click on the lit corridor moves the person's character, *end the turn* hands
over to the computer (the shared play loop), which plays up to the person's next decision, and *Undo my
last choice* takes back that choice and the computer's answer; drawing a tile shows it, and a click on a cell
where it fits several ways draws each way over its button. No console error, and no board text is
smaller than 10 CSS pixels on the screen.

The tab deals ``Game.new(3, seed=1)`` with a person at P1 and the computer seeded with 1
(:class:`widgets.labyrinth_tab.LabyrinthTab`); the same loop played here in the test process (the
computer is seeded per decision) says which corridor to click and what the computer will do."""

from __future__ import annotations

import re
from typing import Any

import pytest

from gametools import PlayLoop
from labyrinth import board as bd
from labyrinth.bot import seat_computer
from labyrinth.game import Game
from labyrinth.layout import DEFAULT_SIZE, MIN_TEXT, TILE_FILL, get_layout

from .browserkit import Board, Server, Tab, wait_for
from .test_browser_play import PLATFORM_NOISE

pytestmark = [pytest.mark.browser]

#: Records the smallest font of every fillText, by the size of the canvas it draws on (ipycanvas sets
#: ``ctx.font = "<px>px sans-serif"`` before each text; the layers share the board canvas' pixel size).
_FONTS_JS = r"""(() => {
  const least = {};
  const P = CanvasRenderingContext2D.prototype, orig = P.fillText;
  P.fillText = function (...args) {
    try {
      const m = /(\d+(?:\.\d+)?)px/.exec(this.font);
      const key = this.canvas.width + 'x' + this.canvas.height;
      if (m) least[key] = Math.min(least[key] ?? Infinity, parseFloat(m[1]));
    } catch (e) { /* a record never breaks the page */ }
    return orig.apply(this, args);
  };
  window.__labyFonts = least;
})();"""

#: Where the board and the side panel sit, whether the page scrolls sideways, and labels cut short.
_LAYOUT_JS = """() => {
  const box = (sel) => { const e = document.querySelector(sel); const r = e.getBoundingClientRect();
                         return {x: r.x, y: r.y, w: r.width, h: r.height}; };
  const cut = [...document.querySelectorAll('.labyrinth-view .widget-label')]
    .filter(e => e.offsetParent && e.scrollWidth > e.clientWidth + 1).map(e => e.innerText);
  return {sideways: document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth,
          board: box('.labyrinth-view canvas'), panel: box('.labyrinth-panel'), cut: cut};
}"""

_TEXT_JS = """(sel) => { const e = document.querySelector(sel); return e ? e.innerText : ''; }"""


def _text(tab: Tab, selector: str) -> str:
    return tab.page.evaluate(_TEXT_JS, selector)


def _problems(tab: Tab) -> list[str]:
    lines = [line for line in tab.console if re.search(r"console\.(error|warning)|uncaught exception", line)]
    return [line for line in lines if not PLATFORM_NOISE.search(line)]


@pytest.mark.parametrize("width", [800, 1280, 1400])
def test_labyrinth_tab_plays_a_turn_the_computer_answers_and_undo_takes_it_back(tab: Tab, voila_server: Server,
                                                                                width: int) -> None:
    page = tab.page
    page.set_viewport_size({"width": width, "height": 900})
    page.add_init_script(_FONTS_JS)
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.locator(".lm-TabBar-tab", has_text="Labyrinth").first.click(timeout=120_000)
    page.wait_for_selector(".labyrinth-view canvas", timeout=60_000)
    board = Board(tab, ".labyrinth-view canvas")
    lay = board.layout = get_layout(DEFAULT_SIZE, 2.0)  # LabyrinthView's defaults
    wait_for(lambda: board.snapshot().count(TILE_FILL["start"]) > 1000, 30, "the labyrinth to be drawn")
    wait_for(lambda: "your decision" in _text(tab, ".labyrinth-view"), 30, "P1's first decision")

    # the layout is stable from the start: beside the board on a wide page, under it on a narrow one (it began
    # stacked and jumped beside once buttons came), no sideways scrolling, no label cut ("Computer…")
    first = page.evaluate(_LAYOUT_JS)
    beside = first["panel"]["x"] >= first["board"]["x"] + first["board"]["w"] - 1
    assert beside == (width >= 1280), first
    assert first["sideways"] == 0 and not first["cut"], first

    mirror = PlayLoop(Game.new(3, seed=1), humans=[0], computer=seat_computer(1))
    mirror.advance()
    game = mirror.game
    move = next(o for o in game.pending.options if o.startswith("move"))
    corridor = move.split()[1]
    hubs = lay.hubs(bd.openings(game.components, game.state.tiles))

    # the mouse over the person's own corridor: the line under the board says what lies there
    page.mouse.move(*board.page_point(*hubs[game.state.seats[0].at]))
    said = wait_for(lambda: (t := _text(tab, ".labyrinth-hover")) and t, 20, "the hover line")
    assert "start tile of P1" in said and "P1 (" in said, said

    page.mouse.click(*board.page_point(*hubs[corridor]))
    wait_for(lambda: "Done:" in _text(tab, ".labyrinth-view") and "1 action left" in _text(tab, ".labyrinth-view"), 20,
             f"the click to choose {move}")
    mirror.choose(move)
    page.locator(".labyrinth-view button", has_text="end the turn").first.click()
    mirror.choose("end")
    answered = len(mirror.advance())
    assert answered and mirror.waiting_for_human()
    # the message line and the status line reach the page in messages of their own: wait for both
    view = wait_for(lambda: (t := _text(tab, ".labyrinth-view")) and f"The computer made {answered} decision" in t
                    and "2 actions left" in t and t, 30, "the computer to play up to the person's next decision")
    assert "your decision" in view and "2 actions left" in view
    # the recap's rows reach the page in messages of their own, after the status line: wait for them too
    recap = f"Since your last decision: {answered + 1} decisions"
    wait_for(lambda: recap in _text(tab, ".labyrinth-view"), 20, "the recap to list the computer's turns")

    page.locator(".labyrinth-view button", has_text="Undo my last choice").first.click()
    # the message and the status line reach the page in messages of their own: wait for both
    view = wait_for(lambda: (t := _text(tab, ".labyrinth-view")) and "Took back" in t and "1 action left" in t and t, 20,
                    "the undo")
    assert "your decision" in view and "1 action left" in view and "end the turn" in view
    assert f"and the {answered} actions after it" in view

    # building: the tile drawn is shown beside the prompt and atop the panel; a click on a cell where it fits
    # several ways draws each way above its button
    page.locator(".labyrinth-view button", has_text="draw a labyrinth tile").first.click()
    wait_for(lambda: page.locator(".labyrinth-drawn svg").count() == 1, 20, "the tile drawn to be shown")
    assert page.locator(".labyrinth-view svg").count() >= 2  # in the status line too
    built = Game.new(3, seed=1)
    built.apply(move)
    built.apply("build")
    ways: dict[str, int] = {}
    for option in built.options:
        ways[option.split()[1]] = ways.get(option.split()[1], 0) + 1
    cell = max(ways, key=lambda c: ways[c])
    page.mouse.click(*board.page_point(*lay.centre(cell)))
    wait_for(lambda: page.locator(".labyrinth-options svg").count() == ways[cell], 20, f"the {ways[cell]} ways at {cell}")
    tips = page.locator(".labyrinth-options button").evaluate_all("(bs) => bs.map(b => b.title)")
    assert all(tip.startswith("put the tile on") for tip in tips), tips  # words, not "place 0412 r1"
    after = page.evaluate(_LAYOUT_JS)
    assert (after["panel"]["x"], after["board"]["x"], after["sideways"]) == (first["panel"]["x"], first["board"]["x"], 0)

    # the smallest text drawn on the board's canvases, as the screen shows it
    fonts: dict[str, Any] = page.evaluate("() => window.__labyFonts")
    least = fonts.get(f"{lay.pixel_width}x{lay.pixel_height}")
    assert least, f"no text drawn on the labyrinth's canvases: {fonts}"
    shown = board.canvas.bounding_box()["width"] / lay.pixel_width
    print(f"{width} px: board shown at {shown * lay.pixel_width:.0f} px; smallest text {least * shown:.1f} px; "
          f"the computer answered with {answered} decisions")
    assert least * shown >= MIN_TEXT - 0.05, f"board text of {least * shown:.1f} px at {width} px"
    assert not _problems(tab), "the page reported:\n" + "\n".join(_problems(tab))
