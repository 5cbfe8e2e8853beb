"""Notebook 10 in JupyterLab: answer an exercise wrongly, then rightly, by clicking the board."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from widgets.exercise_view import MARK_COLOURS

from .browserkit import Board, Lab, Picture, Server, Tab, page_errors, poll, wait_for
from .test_browser_keys_lemmings import Keys, live

pytestmark = pytest.mark.browser

#: Alpha of a mark's fill on the marks layer (widgets.exercise_view.mark_shapes).
MARK_ALPHA = 0.45


def _tinted(before: tuple[int, ...], after: tuple[int, ...], colour: str, tol: int = 6) -> bool:
    """``after`` is ``before`` under the translucent fill of ``colour``."""
    rgb = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    expected = [MARK_ALPHA * c + (1 - MARK_ALPHA) * b for c, b in zip(rgb, before[:3], strict=True)]
    return all(abs(a - e) <= tol for a, e in zip(after[:3], expected, strict=True))


def _still(board: Board) -> bool:
    """The board stands at the same place on the page twice in a row, 0.3 s apart."""
    first = board.canvas.bounding_box()
    time.sleep(0.3)
    return first == board.canvas.bounding_box()


def test_answer_wrongly_then_rightly_by_clicking(lab: Lab, artifacts: Path) -> None:
    """Click one right and one wrong hex, press Check: the feedback names both and the board
    marks the right hex green, the wrong one red and the missed ones orange. Then unpick the
    wrong hex, click the missed ones and Check again: the feedback says Correct."""
    lab.open("10_exercises.ipynb")
    report = lab.run_all()
    problems = lab.problems(report)
    assert not problems, "10_exercises in JupyterLab:\n" + "\n".join(problems)
    board = lab.board('ExerciseView(exercises.handwritten("Setup"))')
    before = board.wait_drawn()
    view = board.page.locator(".lemmings-exercise").first
    ex = lab.kernel_json("{'key': sorted(setup_view.exercise.key), 'hexes': list(setup_view.exercise.game.board.hexes),"
                         " 'id': setup_view.exercise.id}")
    key = ex["key"]
    right, missed = key[0], key[1:]
    wrong = next(h for h in ex["hexes"] if h not in key and h[:2] in ("02", "03"))
    centre = {h: before.at(*board.layout.center(h)) for h in ex["hexes"]}

    # Activate the cell with a click beside the board first, and wait until the page is still:
    # JupyterLab scrolls a cell it activates, and a first click on the board that also activated
    # the cell could land on the hex below the one aimed at (it did once, picking 0102 for 0101).
    view.locator("p").first.click()
    wait_for(lambda: _still(board), 10, "the page to stop scrolling after activating the cell")

    def pick(h: str, on: bool = True) -> None:
        """Click ``h`` and wait until the view has (un)picked it. The first click into a cell's
        output may only activate the cell (JupyterLab scrolls it), so a click that did not land is
        made once more."""
        def landed() -> bool:
            return (h in lab.kernel_json("sorted(setup_view.picked)")) == on

        for _ in range(2):
            board.click(h)
            if poll(landed, 5):
                return
        pytest.fail(f"the click on {h} did not {'pick' if on else 'unpick'} it")

    pick(right)
    pick(wrong)
    assert sorted(lab.kernel_json("sorted(setup_view.picked)")) == sorted([right, wrong])
    view.locator("button", has_text="Check").first.click()
    feedback = wait_for(lambda: (t := view.locator(".exercise-feedback").first.inner_text()) and t, 20,
                        "the feedback after the first Check")
    print(f"{ex['id']}: picked {right} (right) and {wrong} (wrong); feedback:\n{feedback}")
    assert feedback.startswith("Not quite"), feedback
    assert f"Right: {right}" in feedback and f"Wrong: {wrong}" in feedback
    assert all(f"Missed: {h}" in feedback for h in missed)

    def marked() -> Picture | None:
        pic = board.snapshot()
        ok = (_tinted(centre[right], pic.at(*board.layout.center(right)), MARK_COLOURS["right"])
              and all(_tinted(centre[h], pic.at(*board.layout.center(h)), MARK_COLOURS["missed"]) for h in missed))
        return pic if ok else None

    pic = poll(marked, 20)
    board.save_png(artifacts / "10_exercises-wrong.png")
    assert pic is not None, (f"the board does not mark {right} green and {missed} orange after Check "
                             f"(centre colours {[board.snapshot().at(*board.layout.center(h)) for h in key]})")
    cx, cy = board.layout.center(wrong)
    red = pic.count(MARK_COLOURS["wrong"], tol=30, box=(cx - 20, cy - 20, 40, 40))
    assert red > 20, f"the wrong hex {wrong} shows no red cross ({red} pixels)"

    pick(wrong, on=False)
    for h in missed:
        pick(h)
    assert lab.kernel_json("sorted(setup_view.picked)") == key
    view.locator("button", has_text="Check").first.click()
    feedback = wait_for(lambda: (t := view.locator(".exercise-feedback").first.inner_text()).startswith("Correct") and t,
                        20, "the feedback to say Correct after the second Check")
    print(f"second answer: {feedback.splitlines()[0]}")
    scores = view.locator(".exercise-scores").first.inner_text()
    assert "Setup" in scores and "0 / 1" in scores, scores
    wait_for(lambda: all(_tinted(centre[h], board.snapshot().at(*board.layout.center(h)), MARK_COLOURS["right"])
                         for h in key), 20, "every hex of the key to be marked green")
    board.canvas.scroll_into_view_if_needed()
    board.save_png(artifacts / "10_exercises-right.png")
    lab.tab.screenshot(artifacts / "10_exercises.png")
    problems = page_errors(lab.tab, notebook_only=True)
    assert not problems, "\n".join(problems)


def test_voila_app_practise_tab(tab: Tab, voila_server: Server, artifacts: Path) -> None:
    """The Voilà app's Practise tab shows an exercise with its board drawn, and Show the solution
    answers it without an error on the page."""
    page = tab.page
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lemmings-exercise", state="attached", timeout=120_000)
    page.locator(".lm-TabBar-tab", has_text="Practise").first.click()
    view = page.locator(".lemmings-exercise").first
    view.wait_for(state="visible", timeout=30_000)
    view.locator("canvas").first.evaluate("(el) => el.setAttribute('data-lemmings-board', '1')")
    board = Board(tab, ".lemmings-exercise canvas[data-lemmings-board]")
    board.wait_drawn()
    title = view.locator("h3").first.inner_text()
    view.locator("button", has_text="Show the solution").first.click()
    solution = wait_for(lambda: "Solution:" in (t := view.inner_text()) and t, 30,
                        "the solution to be shown in the Practise tab")
    print(f"Practise tab: {title!r}; {solution.split('Solution:', 1)[1].splitlines()[0].strip()!r}")
    view.screenshot(path=str(artifacts / "app-practise.png"))
    problems = page_errors(tab) + [f"uncaught exception in the page: {e}" for e in tab.page_errors]
    assert not problems, "the Practise tab shows errors:\n" + "\n".join(problems)


def test_the_practise_board_is_answered_with_the_keyboard_alone(tab: Tab, voila_server: Server,
                                                                 artifacts: Path) -> None:
    """Issue 39: the Practise tab's board takes the focus by Tab and gives it back both ways, the arrows walk
    it, Enter picks the hex under the cursor (the live region says so), Check is reached by Tab."""
    page = tab.page
    page.goto(voila_server.url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".lm-TabBar-tab", timeout=120_000)
    page.wait_for_selector("canvas.lemmings-board-focus", timeout=120_000)
    keys = Keys(tab)
    keys.tab_to(lambda a: a["tag"] == "LI" and a["text"] == "Play", "the tab bar")
    keys.press("ArrowRight")
    assert keys.active()["text"] == "Practise"
    keys.press("Enter", pause=0.5)
    page.wait_for_selector(".lemmings-exercise canvas.lemmings-board-focus", timeout=60_000)
    # a question answered on the board: the topic menu, one down (Where can this lemming go?)
    keys.tab_to(lambda a: a["tag"] == "SELECT" and page.evaluate("() => document.activeElement.value")
                .startswith("Any topic"), "the topic menu")
    keys.press("ArrowDown", pause=1.0)
    wait_for(lambda: re.match(r"Where can \w+ go\?", page.locator(".lemmings-exercise h3").first.inner_text()), 20,
             "a moves exercise")
    keys.tab_to(lambda a: a["board"] and a["text"].startswith("The exercise's board"), "the exercise's board")
    wait_for(lambda: "The exercise's board: 0101" in live(tab), 10, "the board to say its first hex")
    keys.press("ArrowDown")
    wait_for(lambda: "0102 · column 1" in live(tab), 10, "the cursor on 0102")
    keys.press("Enter", pause=0.5)
    wait_for(lambda: "Picked 0102." in live(tab), 10, f"the pick to be said ({live(tab)[-300:]!r})")
    assert not keys.press("Tab")["board"], "Tab leaves the board"
    keys.tab_to(lambda a: a["board"], "the board from after it", back=True)
    assert not keys.press("Shift+Tab")["board"], "Shift+Tab leaves the board"
    keys.tab_to(lambda a: a["tag"] == "BUTTON" and a["text"] == "Check", "the Check button")
    keys.press("Enter", pause=0.5)
    wait_for(lambda: "0102" in page.locator(".lemmings-exercise").first.inner_text(), 20, "the feedback")
    print(f"Practise by keyboard: a hex picked and checked in {keys.count} key presses")
    page.locator(".lemmings-exercise").first.screenshot(path=str(artifacts / "app-practise-keys.png"))
    assert page_errors(tab) == []
