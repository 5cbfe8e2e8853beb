"""The Voilà app's Practise tab: the winner exercise shows every clan's pellet values at the
count (issue 29, item 1), so it can be answered from the screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .browserkit import Board, Server, Tab, page_errors, wait_for

pytestmark = pytest.mark.browser


def test_the_winner_exercise_shows_pellet_values_at_the_count(tab: Tab, voila_server: Server, artifacts: Path) -> None:
    """Pick "Who wins the final count?" in the practice menu: under the question, each clan's line
    gives its pellets with their values; the solution names the pellets each total rests on."""
    page = tab.page
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lemmings-exercise", state="attached", timeout=120_000)
    page.locator(".lm-TabBar-tab", has_text="Practise").first.click()
    view = page.locator(".lemmings-exercise").first
    view.wait_for(state="visible", timeout=30_000)
    view.locator("select").first.select_option(label="Who wins the final count?")
    wait_for(lambda: "Who wins the final count?" in view.locator("h3").first.inner_text(), 60,
             "the winner exercise to be shown")
    facts = view.locator(".exercise-facts")
    facts.wait_for(state="visible", timeout=30_000)
    # the exercise's parts reach the page in messages of their own: read the facts once their box has settled
    wait_for(lambda: (b := facts.bounding_box()) and b["width"] > 0 and b["height"] > 20 and b, 20,
             "the facts to be on screen, not collapsed")
    text = facts.inner_text()
    assert "What the board does not show:" in text
    lines = [line for line in text.splitlines() if "pellets revealed:" in line]
    assert len(lines) >= 2, text  # one line per clan
    values = re.compile(r"\d+ (1-VP|2-VP|favour) pellets?|no pellets")
    assert all(values.search(line) for line in lines), text
    view.locator("canvas").first.evaluate("(el) => el.setAttribute('data-lemmings-board', '1')")
    Board(tab, ".lemmings-exercise canvas[data-lemmings-board]").wait_drawn()
    view.locator("button", has_text="Show the solution").first.click()
    solution = wait_for(lambda: "Solution:" in (t := view.inner_text()) and t, 30, "the solution to be shown")
    assert re.search(r"pellets \d+ \(\d+ [12]-VP pellets?", solution) or "pellets 0" in solution, solution
    view.screenshot(path=str(artifacts / "app-winner-facts.png"))
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, "the Practise tab shows errors:\n" + "\n".join(problems)
