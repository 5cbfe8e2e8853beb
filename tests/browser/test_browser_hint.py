"""The game view's Hint button in the Voilà app (notebooks/app.ipynb), as a person uses it: press
Hint at the person's own decision, read the verdict and the ranked list in the side column, see
the top choice starred in the Moves menu and numbered on the board; play it, and the hint is gone
(it is about one decision only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .browserkit import Board, Server, Tab, page_errors, wait_for

pytestmark = pytest.mark.browser

_HINT_JS = """() => {
  const view = document.querySelector('.lemmings-view');
  const box = view.querySelector('.lemmings-hint');
  const menu = view.querySelector('.lemmings-decision select');
  const clean = (t) => t.replace(/\u00a0/g, ' ').trim();
  const starred = [];
  view.querySelectorAll('.lemmings-decision button, .lemmings-decision option').forEach((el) => {
    if (el.textContent.includes('★')) starred.push(clean(el.textContent));
  });
  const shownEntry = menu ? clean(menu.selectedOptions[0].textContent) : null;
  if (!box) return {shown: false, starred, shownEntry};
  const r = box.getBoundingClientRect();
  const rows = Array.from(box.querySelectorAll('tr')).slice(1).map((tr) => tr.children[1].textContent.trim());
  return {shown: true, title: box.querySelector('b').textContent,
          verdict: box.querySelector('.lemmings-hint-verdict').textContent, rows, right: r.right, starred, shownEntry,
          pageWidth: document.scrollingElement.scrollWidth};
}"""


@pytest.mark.parametrize("width", [800, 1280, 1400])
def test_the_hint_button_ranks_stars_and_numbers_the_options_and_goes_with_the_decision(
        tab: Tab, voila_server: Server, artifacts: Path, width: int) -> None:
    page = tab.page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lemmings-decision select", timeout=120_000)  # seed 7: the person's move
    page.evaluate("() => document.querySelector('canvas').setAttribute('data-lemmings-board', '1')")
    board = Board(tab, "canvas[data-lemmings-board]")
    board.wait_drawn()
    before = board.settled()
    assert not page.evaluate(_HINT_JS)["shown"], "a hint shows before anyone asked for one"

    board.button("Hint").click()
    # the list is set before the menu is starred: both have landed once the menu shows a star
    # (the page may draw the new labels a moment before the entry shown: wait for that too)
    hint = wait_for(lambda: (h := page.evaluate(_HINT_JS))["shown"] and h["starred"] and "★" in (h["shownEntry"] or "") and h, 30,
                    "the hint's list and the starred menu entry after pressing Hint")
    print(hint)
    assert hint["title"].startswith("Hint for "), hint
    assert len(hint["verdict"]) > 20, f"the hint says too little about its ranking: {hint['verdict']!r}"
    assert len(hint["rows"]) >= 2 and all(hint["rows"]), f"the hint ranks too few options: {hint['rows']}"
    # the list fits the side column: nothing runs off the screen or makes the page scroll sideways
    assert hint["right"] <= width and hint["pageWidth"] <= width, f"the hint's list runs past {width} px: {hint}"
    # the Moves menu shows the hint's first choice, starred, and nothing else is starred
    assert len(hint["starred"]) == 1 and "the hint's pick" in hint["starred"][0], hint["starred"]
    assert "★" in hint["shownEntry"], f"the menu shows {hint['shownEntry']!r}, not the starred entry"
    numbered = wait_for(lambda: (n := board.settled().changed(before)) > 200 and n, 20,
                        "the board to number the hint's top hexes")
    print(f"{numbered} board pixels changed with the hint's numbers")
    board.save_png(artifacts / f"hint-board-{width}.png")
    tab.screenshot(artifacts / f"hint-{width}.png")  # to look at: the verdict and list beside the board

    page.locator(".lemmings-decision button", has_text="Move").first.click()  # play the starred entry
    # the list and the star go one after the other; a star that outlived its decision would time out here
    wait_for(lambda: not (h := page.evaluate(_HINT_JS))["shown"] and not h["starred"], 30,
             "the hint's list and its star to go once the move is made")
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, "the app shows errors around the hint:\n" + "\n".join(problems)
