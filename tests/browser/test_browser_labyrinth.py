"""Labyrinth in JupyterLab: the notebook's LabyrinthView plays a turn by mouse: a click on the lit corridor
moves the character out of its start tile (the canvas changes there), then the "end the turn" button hands
over to the computer, which plays up to the person's next decision."""

from __future__ import annotations

import pytest

from labyrinth.layout import TILE_FILL

from .browserkit import Lab, page_errors, poll, wait_for

pytestmark = [pytest.mark.browser]


def test_play_a_turn_by_clicking_the_board_and_a_button(lab: Lab) -> None:
    lab.open("labyrinth.ipynb")
    report = lab.run_all()
    problems = lab.problems(report)
    assert not problems, "\n".join(problems)
    board = lab.board("LabyrinthView(")
    wait_for(lambda: board.snapshot().count(TILE_FILL["start"]) > 1000, 20, "the labyrinth to be drawn")
    before = board.settled()
    assert lab.kernel_json("view.loop.waiting_for_human()")
    n0 = lab.kernel_json("len(view.game.history)")

    move = lab.kernel_json("next(o for o in view.game.options if o.startswith('move'))")
    corridor = move.split()[1]
    hub = lab.kernel_json(f"view.board_layout.hubs(board.openings(view.game.components, view.game.state.tiles))"
                          f"[{corridor!r}]")  # the notebook imported labyrinth's board module as board
    x, y = board.page_point(*hub)
    board.page.mouse.click(x, y)
    wait_for(lambda: lab.kernel_json(f"view.game.history[{n0}:]") == [move], 20, f"the click to choose {move}")
    assert lab.kernel_json("view.game.state.seats[0].at") == corridor
    s = lab.kernel_json("view.board_layout.s")
    box = (hub[0] - s, hub[1] - s, 2 * s, 2 * s)
    changed = poll(lambda: board.snapshot().changed(before, box) > 200, 20)
    assert changed, f"the canvas did not change round {corridor} after the move"

    view = board.page.locator(".labyrinth-view").first
    view.locator("button", has_text="end the turn").first.click()
    wait_for(lambda: lab.kernel_json(f"len(view.game.history) > {n0 + 2} and view.loop.waiting_for_human() "
                                     "or view.game.over"), 30, "the computer to play up to the person's decision")
    assert "your decision" in view.inner_text()
    mine = lab.kernel_json("[e.option for e in view.loop.recap(0) if e.human]")
    assert mine == [move, "end"]
    problems = page_errors(lab.tab, notebook_only=True)
    assert not problems, "\n".join(problems)
