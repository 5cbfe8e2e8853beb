"""The facts notebook 03_moving_lemmings teaches, checked on the same positions (its teaching cells print them
instead of asserting, so that a learner's edits explain themselves rather than fail)."""

from __future__ import annotations

import json
from pathlib import Path

from lemmings import Game, IllegalAction, Move, scenarios
from lemmings.movement import valid_paths


def try_move(game, text):
    """Apply a move, or print why the rules forbid it; return the error message (or '')."""
    try:
        before = len(game.log)
        game.apply(text)
        print("ok:", "\n    ".join(game.log[before:]))
        return ""
    except IllegalAction as err:
        print("refused:", err)
        return str(err)


def destinations(game, lemming):
    return sorted({(o.to, o.dive) for o in game.pending.options if isinstance(o, Move) and o.lemming == lemming})


def test_the_rulebooks_movement_example():
    """03_moving_lemmings.ipynb: The rulebook's movement example."""
    game = scenarios.load("rulebook_movement")
    assert ("0403", 0) in destinations(game, "R1")
    try_move(game, "move R1 0403")
    print(destinations(game, "B1"))
    assert max(game.board.row(h) for h, _ in destinations(game, "B1")) == 6
    try_move(game, "move B1 0604")
    assert "zone of control" in try_move(game, "move I1 0702")
    try_move(game, "move I1 0603")


def test_the_sideways_step_cell_says_where_i1_ended(capsys):
    """Issue 32: the cell promised I1 reaches the sanctuary but printed the log's last line ("The
    eagle dice pass to Biker."); try_move now prints every line the move added, the one saying
    where I1 ended first, and the notebook's stored output shows it."""
    game = scenarios.load("rulebook_movement")
    for move in ("move R1 0403", "move B1 0604"):
        game.apply(move)
    before = len(game.log)
    game.apply("move I1 0603")
    added = game.log[before:]
    assert "(I.Q., I1) moves" in added[0] and added[0].rstrip(".").endswith("→ 0603"), added
    assert game.lemming("I1").where == "0603"
    try_move(scenarios.load("rulebook_movement"), "move R1 0403")
    assert "moves 0102 → 0202 → 0302 → 0403" in capsys.readouterr().out
    nb = json.loads((Path(__file__).resolve().parent.parent / "notebooks" / "03_moving_lemmings.ipynb").read_text())
    cell = next(c for c in nb["cells"] if c["cell_type"] == "code" and 'try_move(game, "move I1 0603")' in "".join(c["source"]))
    shown = "".join("".join(o.get("text", "")) for o in cell["outputs"])
    assert f"ok: {added[0]}" in shown and "I1 ended its move in the sanctuary 0603" in shown, shown


def test_the_whole_card_every_time():
    """03_moving_lemmings.ipynb: The whole card, every time."""
    game = scenarios.load("rulebook_movement")
    assert "full value" in try_move(game, "move R1 0303")          # only 3 of the 4 points
    assert "needs at least" in try_move(game, "move R1 0903")      # far too far


def test_forward_plus_one_sideways_step():
    """03_moving_lemmings.ipynb: Forward, plus one sideways step."""
    game = Game.from_scenario('''
    players: 4
    red: A hunting
    blue: A hunting
    card: 2
    0602: R1
    ''')
    print(destinations(game, "R1"))
    assert "backward" in try_move(game, "move R1 0502")
    assert "sideways" in try_move(game, "move R1 0604")


def test_stacking_limits():
    """03_moving_lemmings.ipynb: Stacking limits."""
    game = Game.from_scenario('''
    players: 4
    card: 2
    0605: B1 B2
    0504: R1
    ''')
    message = try_move(game, "move R1 0605")
    assert "brush hex 0605 is full: 2 lemmings is the limit with 4 players" in message


def test_zones_of_control():
    """03_moving_lemmings.ipynb: Zones of control."""
    game = Game.from_scenario('''
    players: 4
    red: C feasting
    card: 4
    0204: R1
    ''')
    assert "zone of control" in try_move(game, "move R1 0604")


def test_leaving_the_start_area():
    """03_moving_lemmings.ipynb: Leaving the start area."""
    game = Game.from_scenario('''
    players: 4
    card: 2
    ''')
    print(destinations(game, "R1"))
    assert "id order" in try_move(game, "move R7 0202")


def test_covering():
    """03_moving_lemmings.ipynb: Covering."""
    game = Game.from_scenario('''
    players: 4
    card: 2
    0203: B1
    0102: R1
    ''')
    try_move(game, "move R1 0203")
    print(game.stack("0203"), game.lemming("B1").status)
    assert "covered" in try_move(game, "move B1 0304")


def test_clawing_and_passing():
    """03_moving_lemmings.ipynb: Clawing and passing."""
    game = Game.from_scenario('''
    players: 4
    red: D hunting
    card: 5
    0605: R1 B1
    chow: R2 R3 R4 R5 R6 R7 R8 R9 R10
    its a 5 used: Ritz
    ''')
    print(game.pending.options)
    try_move(game, "claw R1")
    assert game.stack("0605") == ("B1", "R1")


def test_diving_off_the_cliff():
    """03_moving_lemmings.ipynb: Diving off the cliff."""
    game = scenarios.load("rulebook_cliff_dive")
    print(destinations(game, "R1"))
    assert "must dive" in try_move(game, "move R1 1502")
    try_move(game, "move R1 1502 dive 3")
    try_move(game, "move B1 1504 dive 5")
    assert game.score()["Ritz"] == 3 and game.score()["Biker"] == 5


def test_which_paths():
    """03_moving_lemmings.ipynb: Which paths?"""
    game = scenarios.load("rulebook_movement")
    game.apply("move R1 0403")
    game.apply("move B1 0604")
    for path in valid_paths(game.state, "I1", "0603", 0, points=4):
        print(" -> ".join(("0301",) + path))
