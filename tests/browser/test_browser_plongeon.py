"""Le grand plongeon in JupyterLab: the notebook's PlongeonView plays one move by clicking
(a card of the hand, the start line, then a lit hex), and the canvas changes there."""

from __future__ import annotations

import pytest

from plongeon import Track
from plongeon.layout import DEFAULT_SIZE, TERRAIN_COLOURS, get_layout

from .browserkit import Lab, page_errors, poll, wait_for

pytestmark = [pytest.mark.browser]


def test_play_one_move_by_clicking(lab: Lab) -> None:
    lab.open("plongeon.ipynb")
    report = lab.run_all()
    problems = lab.problems(report)
    assert not problems, "\n".join(problems)
    board = lab.board("PlongeonView(")
    board.layout = get_layout(Track.default(), DEFAULT_SIZE, 2.0)  # PlongeonView's defaults
    wait_for(lambda: board.snapshot().count(TERRAIN_COLOURS["meadow"]) > 2000, 20, "the track to be drawn")
    before = board.settled()
    n0 = lab.kernel_json("len(view.game.history)")

    board.click("hand:0")  # play the first card of blue's hand
    wait_for(lambda: lab.kernel_json("len(view.game.history)") > n0, 20, "the click on a card to play it")
    if lab.kernel_json("view.game.pending.kind") == "bonus":
        board.click("0313")
        wait_for(lambda: lab.kernel_json("view.game.pending.kind") == "move", 20, "the bonus tile to be placed")
    assert lab.kernel_json("view.game.pending.kind") == "move"

    board.click("start")
    picked = wait_for(lambda: lab.kernel_json("view.selected"), 20, "the click on the start line to pick a lemming")
    dests = lab.kernel_json("sorted(view.game.legal_destinations(view.selected))")
    assert dests, f"{picked} has nowhere to go"
    dest = dests[-1]
    board.click(dest)
    # the computer then plays the other seats and may push the lemming on: the history says it went there
    wait_for(lambda: f"step {picked} {dest}" in lab.kernel_json("list(view.game.history)"), 20, f"{picked} to move to {dest}")

    cx, cy = board.layout.center(dest)
    s = board.layout.s
    box = (cx - 0.6 * s, cy - 0.6 * s, 1.2 * s, 1.2 * s)
    changed = poll(lambda: board.snapshot().changed(before, box) > 200, 20)
    assert changed, f"the canvas did not change at {dest} after {picked} moved there"
    problems = page_errors(lab.tab, notebook_only=True)
    assert not problems, "\n".join(problems)
