"""Labyrinth without a pointer (widgets.labyrinth_keys and the board's keyboard): a whole turn by the
board's keys alone, the move box making a choice by its notation or its words and refusing one with the
rule's reason, one announcement per change, the board in words from the person's seat, landmarks and
language."""

from __future__ import annotations

import ipywidgets as W
import pytest

from labyrinth.game import Game
from widgets.labyrinth_board import KEY_HELP
from widgets.labyrinth_keys import (
    BOARD_AREA,
    DECISION_CLASS,
    HISTORY_CLASS,
    SAID_DECISIONS,
    STATUS_CLASS,
    WORDS_CLASS,
    Announcer,
    landmarks,
    option_named,
)
from widgets.labyrinth_tab import LabyrinthTab
from widgets.labyrinth_view import LabyrinthView


@pytest.fixture
def view() -> LabyrinthView:
    """Three seats, the person P1 (the first decision: out of the start tile, or end the turn)."""
    return LabyrinthView(Game.new(3, seed=3), humans=[0], seed=3)


def walk(widget: W.Widget) -> list[W.Widget]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out.extend(walk(child))
    return out


def test_option_named_reads_notation_in_any_case_and_words_and_passes_anything_else_on():
    words = {"move 0414a": "move along the corridors to 0414a", "end": "end the turn"}.get
    assert option_named(["move 0414a", "end"], words, " Move   0414A") == "move 0414a"
    assert option_named(["move 0414a", "end"], words, "END THE TURN") == "end"
    # words that two options share name neither: the engine refuses the text with its reason
    assert option_named(["a", "b"], {"a": "same", "b": "same"}.get, "same") == "same"
    assert option_named(["end"], words, "  fly ") == "fly"


def test_a_whole_turn_by_the_boards_keys_alone(view: LabyrinthView) -> None:
    keys, board = view.board.keys, view.board
    assert board.targets() and set(board.targets()) <= set(board.places())
    assert {"0414a", "0416a"} <= set(board.places()) and len(board.places()) > 30  # corridors and empty cells
    before = len(view.game.history)
    presses = 0
    while view.loop.waiting_for_human() and view.game.pending.player == 0 and presses < 40:
        if "end" in view.game.options and presses >= 4:
            view.choose("end")  # the move box's way to end the turn is tested below; here the board's keys
            break
        keys.press("n")
        assert "Enter: " in keys.said, keys.said
        keys.press("Enter")
        presses += 2
    assert len(view.game.history) > before + 1, "the keys made no choice"
    assert any(e.human for e in view.loop.recap(before))
    assert "hex" not in str(KEY_HELP) and "corridor" in str(KEY_HELP)  # a grid of cells, not hexes
    assert str(KEY_HELP) in view.board.key_help.value


def test_the_cursor_says_what_is_there_and_what_enter_does(view: LabyrinthView) -> None:
    board, keys = view.board, view.board.keys
    keys.press("n")
    place = board.targets()[0]
    assert keys.said.startswith(place) and "Enter: move along the corridors to" in keys.said
    assert board.hovered == place  # ringed as the mouse's hover is
    assert board.choice_words("0101") == ""  # a far cell: nothing to choose there now
    keys.press("Escape")
    assert "Every option is listed" in keys.said


def test_the_move_box_makes_a_choice_and_refuses_one_with_the_rules_reason(view: LabyrinthView) -> None:
    box = view.move_box
    assert any(o.startswith("move ") and " — " in o for o in box.text.options)
    before = view.game.to_json()
    box.text.value = "fly away"
    box.go.click()
    assert "Not allowed" in view.message.value and "first activity is the move onto the key tile" in view.message.value
    assert view.game.to_json() == before and box.text.value == "fly away"  # unchanged, the text kept to mend
    assert "Not allowed" in view.board.keys.said
    move = next(o for o in view.game.options if o.startswith("move "))
    box.text.value = move.upper()
    box.go.click()
    assert view.game.to_json() != before and box.text.value == ""
    assert view.game.history[-1] == move
    assert "Commands" in box.submit("help") and "P1" in box.submit("mine")


def test_one_announcement_per_change_names_the_choice_the_computers_and_whose_turn(view: LabyrinthView) -> None:
    keys = view.board.keys
    view.move_box.submit(next(o for o in view.game.options if o.startswith("move ")))
    count = keys.said_count
    view.move_box.submit("end the turn")
    assert keys.said_count == count + 1, "one change, one sentence"
    said = keys.said
    assert said.startswith("Done: end the turn.")
    assert "computer:" in said  # the computer's decisions, each in words
    assert "P1 (Architect), your decision" in said  # whose decision it is now, last
    assert view.announcer.flush() == ""  # nothing new, nothing said


def test_the_announcer_counts_what_it_does_not_read_out():
    keys = type("Keys", (), {"said": "", "say": lambda self, t: setattr(self, "said", t)})()
    message, status = W.HTML(), W.HTML("<b>P2 decides</b>")
    news = [f"decision {i}" for i in range(SAID_DECISIONS + 3)]
    announcer = Announcer(keys, message, status, lambda: news)
    message.value = "<b>Done: move</b>"
    status.value = "<b>P1, your decision</b>"
    said = announcer.flush()
    assert said.startswith("Done: move. decision 0.") and "and 3 more decisions of the computer" in said
    assert said.endswith("P1, your decision.") and f"decision {SAID_DECISIONS}." not in said


def test_the_board_in_words_is_from_the_persons_seat_and_follows_the_game(view: LabyrinthView) -> None:
    words = view.words
    assert words.body.value == ""  # folded: nothing computed
    words.toggle.value = True
    assert "P1 (Architect)" in words.body.value and "Turn 1" in words.body.value
    move = next(o for o in view.game.options if o.startswith("move "))
    view.choose(move)
    assert f"in corridor {move.split()[1]}" in words.body.value


def test_landmarks_and_language(view: LabyrinthView) -> None:
    keys = view.board.keys
    assert keys.lang == "en" and keys.landmarks == landmarks()
    assert keys.landmarks[BOARD_AREA] == ["region", "Board"]
    classes = {c for w in walk(view) for c in w._dom_classes}
    assert {STATUS_CLASS, BOARD_AREA, DECISION_CLASS, WORDS_CLASS, HISTORY_CLASS, keys.board_class} <= classes
    view.set_language("es")
    assert keys.lang == "es" and keys.landmarks[DECISION_CLASS] == ["region", "Tu decisión"]
    assert view.move_box.text.description != "Move or question"


def test_a_new_game_says_its_deal_and_the_first_decision():
    """A newcomer's play test: after New game the live region stayed silent (the Labyrinth tab wrote the deal
    only on its own status line)."""
    tab = LabyrinthTab()
    view = tab.new_game()
    said = view.board.keys.said
    assert said.startswith("New game dealt: 3 players, seed 1.") and "your decision" in said
