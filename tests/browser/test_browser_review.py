"""The review of a game in the Voilà app (issue 27, item 3): at the end of a game the view shows
"Your costliest decisions", a click on one opens that position on a board of its own, and "Try it
again" turns it into an exercise that the better option answers. At 1280, 1400 and 800 px the
review spans the page under the game (newcomer report, finding 4: in the side column at 1280 px its
board was cut off at the cliff and its entries cut with "…"): each entry says its cost in words,
the position's board is whole, and the exercise's long answers wrap beside their radios.

To reach the end of a game fast, the test uploads a save (the "Save / load" tab's upload, as a
learner would) of a seeded short game played by the playout policy up to Ritz's last decision,
makes that decision with the Moves menu, and lets the instant computer finish the game.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from lemmings import Game
from lemmings.bots import PolicyBot

from .browserkit import ARTIFACTS, Board, Tab, wait_for
from .test_browser_play import _open_app, _settled, _state

pytestmark = pytest.mark.browser

#: The seeded game: short variant, four players; Ritz (the app's default seat) decides last at a move.
SEED = 1

#: What the review panel shows: whether it is displayed, its text, its buttons and its canvases.
_REVIEW_JS = """() => {
  const box = document.querySelector('.lemmings-view .lemmings-review');
  if (!box) return null;
  const clean = (t) => t.replace(/\u00a0/g, ' ').trim();
  return {shown: getComputedStyle(box).display !== 'none', text: clean(box.innerText),
          buttons: Array.from(box.querySelectorAll('button')).filter((b) => !b.disabled).map((b) => clean(b.innerText)),
          canvases: box.querySelectorAll('canvas').length,
          exercise: !!box.querySelector('.lemmings-exercise'),
          entries: Array.from(box.querySelectorAll('.lemmings-review-entry')).map((e) => clean(e.innerText))};
}"""

#: How the review sits on the page: its width against the view's, its entries' words (cut or not),
#: its last board (whole or cut off, and whether the cut-off note shows) and the radio labels' layout.
_GEOMETRY_JS = """() => {
  const view = document.querySelector('.lemmings-view'), box = view.querySelector('.lemmings-review');
  const r = (e) => e.getBoundingClientRect();
  const words = Array.from(box.querySelectorAll('.lemmings-review-entry .widget-html-content > div'));
  const canvases = box.querySelectorAll('canvas'), canvas = canvases[canvases.length - 1];
  const scroller = canvas && canvas.closest('.lemmings-boardbox > .widget-box');
  const note = box.querySelector('.lemmings-narrow');
  const radios = Array.from(box.querySelectorAll('.widget-radio-box label')).map((l) => {
    const input = l.querySelector('input'), a = r(input), b = r(l);
    return {left: a.left - b.left, top: a.top - b.top, height: b.height};
  });
  return {view: r(view).width, box: r(box).width, left: r(box).left - r(view).left,
          cut: words.filter((w) => w.scrollWidth > w.clientWidth + 1 || getComputedStyle(w).textOverflow === 'ellipsis').length,
          canvas: canvas ? {right: r(canvas).right, width: r(canvas).width} : null,
          scroller: scroller ? {right: r(scroller).right, scroll: scroller.scrollWidth, client: scroller.clientWidth} : null,
          note: note ? getComputedStyle(note).display !== 'none' : false, radios};
}"""

#: The widths the newcomer report looked at.
WIDTHS = (1280, 1400, 800)


def _check_layout(tab: Tab, width: int, what: str) -> dict[str, Any]:
    """Set the page to ``width`` px, check the review spans the view with its board whole, and screenshot it."""
    page = tab.page
    page.set_viewport_size({"width": width, "height": 900})
    time.sleep(1.0)  # the page reflows
    g = page.evaluate(_GEOMETRY_JS)
    assert g["box"] >= 0.95 * g["view"] and g["left"] < 0.05 * g["view"], f"{what} at {width} px: not the page's width {g}"
    assert g["cut"] == 0, f"{what} at {width} px: entries' words cut short {g}"
    if g["canvas"]:
        assert g["scroller"]["scroll"] <= g["scroller"]["client"] + 1, f"{what} at {width} px: the board cut off {g}"
        assert g["canvas"]["right"] <= g["scroller"]["right"] + 1 and not g["note"], f"{what} at {width} px: {g}"
    for radio in g["radios"]:  # the radio first, at the top of its words, however many lines they take
        assert radio["left"] < 4 and radio["top"] < 8, f"{what} at {width} px: a radio not before its words {g}"
    # the page as seen (an element screenshot leaves a canvas below the fold unpainted): the list from its
    # title, or the board with what is above it
    target, block = ((".widget-radio-box", "end") if g["radios"] else (".lemmings-boardbox", "end") if g["canvas"]
                     else ("b", "start"))
    page.locator(".lemmings-view .lemmings-review " + target).first.evaluate(f"(e) => e.scrollIntoView({{block: '{block}'}})")
    time.sleep(0.3)
    page.screenshot(path=str(ARTIFACTS / f"review-{what}-{width}.png"))
    return g


def near_the_end() -> tuple[str, int]:
    """The save of the seeded game just before Ritz's last decision, and how many decisions it holds."""
    game = Game.new(players=4, seed=SEED, variant="short")
    ritz = [c.name for c in game.clans].index("Ritz")
    bot, deciders = PolicyBot(SEED), []
    while not game.over:
        deciders.append(game.pending.player)
        game.apply(bot.choose(game))
    last = max(i for i, p in enumerate(deciders) if p == ritz)
    saved = Game.new(players=4, seed=SEED, variant="short")
    for choice in game.history[:last]:
        saved.apply(choice)
    assert saved.pending.player == ritz and saved.pending.kind == "move" and len(saved.pending.options) > 1
    return saved.to_json(), last


def _review(tab: Tab) -> dict[str, Any]:
    return tab.page.evaluate(_REVIEW_JS)


def test_review_at_the_end_of_a_game_opens_a_position_and_makes_an_exercise(tab: Tab, voila_server: Any) -> None:
    page = tab.page
    started = time.monotonic()
    watch = _open_app(tab, voila_server)
    page.get_by_label("Computer speed").first.select_option("instant")
    page.evaluate("() => document.querySelectorAll('.lemmings-view').forEach((v) => v.classList.add('old-game'))")
    page.locator("button:visible", has_text="New game").click()
    wait_for(lambda: page.evaluate("() => document.querySelectorAll('.lemmings-view.old-game').length") == 0, 30,
             "the old game's view to go")
    wait_for(lambda: (s := _state(tab)) and "You are Ritz" in s["seat"] and s, 60, "Ritz's new game")
    assert not _review(tab)["shown"], "the review panel shows before the game is over"

    text, decisions = near_the_end()
    page.locator(".lemmings-view .lm-TabBar-tabLabel", has_text="Save / load").first.click()
    with page.expect_file_chooser() as chooser:  # the upload button opens the file chooser, as for a learner
        page.locator(".lemmings-view button.widget-upload").first.click()
    chooser.value.set_files(files=[{"name": "near-the-end.json", "mimeType": "application/json",
                                    "buffer": text.encode("utf-8")}])
    state = wait_for(lambda: (s := _settled(tab)) and "Loaded near-the-end.json" in s["message"] and s["menu"] and s,
                     60, "the uploaded game with Ritz's last move on the Moves menu")
    assert "Your decision" in state["seat"], state["seat"]
    assert not _review(tab)["shown"], "the review panel shows while the game runs"

    # Ritz's last decision, then the instant computer plays the game to its end
    page.locator(".lemmings-decision select").first.select_option(index=0)
    page.locator(".lemmings-decision button", has_text="Move").first.click()
    panel = wait_for(lambda: (r := _review(tab)) and r["shown"] and "Review my game" in r["buttons"] and r, 60,
                     f"the review panel at the end of the game ({decisions + 1} decisions and the computer's)")
    assert "Your costliest decisions" in panel["text"]

    page.locator(".lemmings-review button", has_text="Review my game").click()
    panel = wait_for(lambda: (r := _review(tab)) and r["entries"] and r, 240, "the review's list of costliest decisions")
    rows = panel["entries"]
    assert 1 <= len(rows) <= 5, rows
    print(f"review listed {rows} after {time.monotonic() - started:.0f} s")
    for row in rows:  # each entry in words: the turn and its cost, what was played, what was better, why
        assert re.search(r"Turn \d+: it cost about \d+\.\d VP of lead", row), row
        assert "You played: " in row and "Better: " in row and "Why: " in row and "…" not in row, row
    for width in WIDTHS:
        _check_layout(tab, width, "list")

    # a click opens the position on a board of its own, with what was better and the Try it again button
    page.set_viewport_size({"width": WIDTHS[0], "height": 900})
    page.locator(".lemmings-review .lemmings-review-entry button").first.click()
    panel = wait_for(lambda: (r := _review(tab)) and r["canvases"] and "Try it again" in r["buttons"] and r, 30,
                     "the reviewed position's board")
    better = re.search(r"(?:with the better option drawn on the board|which has no route to draw on the board): (.+)",
                       panel["text"])
    assert better, panel["text"]
    better = better.group(1).splitlines()[0].strip()
    board = Board(tab, ".lemmings-review canvas >> nth=-1")
    board.wait_drawn(timeout=20)
    board.save_png(ARTIFACTS / "review-position.png")
    for width in WIDTHS:
        _check_layout(tab, width, "position")
    page.set_viewport_size({"width": WIDTHS[0], "height": 900})

    # Try it again: an exercise on that position; the better option is its answer
    page.locator(".lemmings-review button", has_text="Try it again").click()
    wait_for(lambda: (r := _review(tab)) and r["exercise"] and r, 30, "the Try it again exercise")
    exercise = page.locator(".lemmings-review .lemmings-exercise")
    wait_for(lambda: "Which option is better?" in exercise.inner_text(), 20, "the exercise's question")
    for width in WIDTHS:
        _check_layout(tab, width, "exercise")
    page.set_viewport_size({"width": WIDTHS[0], "height": 900})
    exercise.locator(".widget-radio-box label", has_text=better).first.click()
    exercise.locator("button", has_text="Check").first.click()
    wait_for(lambda: "Correct" in exercise.inner_text(), 20, f"'Correct' after picking {better!r} and Check")
    tab.screenshot(ARTIFACTS / "review-exercise.png")
    watch.check(tab)
    print(f"whole test {time.monotonic() - started:.0f} s")
