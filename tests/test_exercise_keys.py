"""The exercise board by keyboard and screen reader (widgets.exercise_keys, issue 39): the board has a name
and one tab stop, the arrows walk it, each hex is said with whether it is picked, Enter picks and unpicks as
a click does, N goes to what is picked, and what the view says is said aloud."""

from __future__ import annotations

from lemmings.exercises import generate
from widgets.exercise_view import ExerciseView


def _view() -> ExerciseView:
    return ExerciseView(generate("moves", seed=3, level=1))


def test_the_board_is_named_and_its_canvas_is_the_keys_board():
    view = _view()
    keys = view.board_keys
    assert keys.keys.label.startswith("The exercise's board. Keys on the board:")
    assert keys.keys.board_class in view.canvas._dom_classes
    assert keys.keys in view.children[5].children  # beside the board, in its box


def test_enter_picks_and_unpicks_the_cursors_hex_as_a_click_does():
    view = _view()
    board = view.board_keys.keyboard
    first = board.focused()
    assert first.startswith("The exercise's board: 0101") and first.endswith("Enter: pick")
    said = board.press("ArrowDown")
    assert said.startswith("0102") and view.board_keys.cursor_shapes()
    board.press("Enter")
    assert "0102" in view.picked and view.board_keys.keys.said == "Picked 0102."
    assert board.press("ArrowUp").endswith("Enter: pick") and board.press("ArrowDown").endswith("picked; Enter: unpick")
    board.press("ArrowUp")
    assert board.press("n").startswith("0102")  # N goes to what is picked
    board.press(" ")
    assert "0102" not in view.picked and view.board_keys.keys.said == "Unpicked 0102."


def test_the_cliff_is_a_place_and_the_board_follows_the_language():
    view = _view()
    assert "cliff" in view.board_keys.places()
    view.set_language("es")
    assert not view.board_keys.keys.label.startswith("The exercise's board")
