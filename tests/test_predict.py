"""``lemmings.exercises.predict``, the lessons' predict-then-run check: it waits for a prediction,
explains an answer of the wrong shape instead of raising, and otherwise gives the engine's verdict
with its reasons, in the current language; ``build_question`` asks a free question whose key the
caller reads from the engine."""

from __future__ import annotations

import pytest

import lemmings
from lemmings import Board, Game, exercises, scenarios
from lemmings.exercises import Prediction, build_question, predict


@pytest.fixture
def moves():
    return exercises.build_moves(scenarios.load("rulebook_movement"), "B1")


def test_left_as_dots_it_shows_the_question_and_asks_for_a_prediction(moves):
    shown = predict(moves, ...)
    assert isinstance(shown, Prediction) and shown.waiting and not shown.correct and shown.feedback is None
    assert "in place of ..." in shown.explanation and moves.typed_question in str(shown)
    assert "in place of ..." in shown._repr_markdown_()
    assert predict(moves).waiting            # the answer defaults to ...


def test_the_key_is_right_and_a_wrong_answer_gets_the_engines_reason(moves):
    assert predict(moves, moves.solution()).correct
    wrong = predict(moves, {"0604", "0702"})
    assert not wrong.correct and wrong.feedback is not None
    assert "Wrong: 0702" in wrong.explanation and "needs at least 5 movement points" in wrong.explanation
    assert "**Not quite**" in wrong._repr_markdown_()


@pytest.mark.parametrize("answer, words", [
    ("0604", "wants a set of hexes"),
    ({"9999"}, "'9999' is not a hex of this board"),
    ({6}, "6 is not a hex name"),
])
def test_an_answer_of_the_wrong_shape_is_explained_never_raised(moves, answer, words):
    out = predict(moves, answer)
    assert not out.correct and out.feedback is None
    assert words in out.explanation and "could not be checked" in out.explanation


def test_a_free_number_question_reads_its_key_from_the_engine():
    board = Board.default()
    ex = build_question(Game.new(players=5), "How many lemmings fit in brush hex 0605 with 5 players?",
                        board.stacking_limit("0605", 5), "the engine's stacking limit for brush with 5 players")
    assert ex.answer_kind == "number" and ex.solution() == 3
    assert predict(ex, 3).correct
    wrong = predict(ex, 2)
    assert not wrong.correct and "the engine's stacking limit" in wrong.explanation
    assert "wants a whole number" in predict(ex, "many").explanation


def test_a_free_choice_question_and_its_checks():
    game = Game.new(players=3)
    ex = build_question(game, "Which eagle can strike on 0902?", "both", "0902 is in red A and blue D",
                        choices=("red", "blue", "both", "neither"))
    assert predict(ex, "both").correct
    wrong = predict(ex, "red")
    assert not wrong.correct and "0902 is in red A and blue D" in wrong.explanation
    assert "not one of the choices" in predict(ex, "purple").explanation
    with pytest.raises(ValueError, match="not one of the choices"):
        build_question(game, "?", "green", "", choices=("red", "blue"))
    with pytest.raises(ValueError, match="whole number"):
        build_question(game, "?", "3", "")
    with pytest.raises(ValueError, match="section must be one of"):
        build_question(game, "?", 3, "", section="Nowhere")


@pytest.mark.parametrize("lang, words", [("es", "en lugar de ..."), ("it", "al posto di ...")])
def test_it_speaks_the_current_language(moves, lang, words):
    with lemmings.language(lang):
        assert words in predict(moves, ...).explanation
        assert "0604" in predict(moves, "0604").explanation and "could not" not in predict(moves, "0604").explanation


def test_a_plain_text_front_end_shows_the_question_and_the_verdict(moves):
    assert repr(predict(moves, {"0604"})) == str(predict(moves, {"0604"}))
    assert "Not quite" in repr(predict(moves, {"0604"})) and moves.typed_question in repr(predict(moves, ...))


def test_the_board_counts_its_columns():
    """The track's cross-lines are called columns everywhere (they stand upright on screen)."""
    assert repr(Board.default()).endswith("67 hexes, 15 columns>")
