"""A predict cell is answered by typing, not clicking: the question it shows says what to type
(per answer kind, in the current language) while the exercise view keeps its "click" wording;
a choice is named by its number as shown (or its whole text), and the one-part label reads in
the learner's language. Found reading the lessons in JupyterLab (issue 32)."""

from __future__ import annotations

import re

import pytest

import lemmings
from lemmings import Game, exercises, scenarios
from lemmings.exercises import build_question, generate, predict

#: The words that tell the exercise view's learner to click or pick, per language.
CLICKING = {"en": r"(?i)\b(click|pick)\b", "es": r"(?i)haz clic|\belige\b", "it": r"(?i)\bclicca\b|\bscegli(ne)?\b"}
EXAMPLE = {"moves": '{"0403", "0702"}', "scatter": '{"0403", "0702"}', "resupply": '{"0403", "0702"}',
           "feast": '{"R1", "B2"}', "flight": '{"B", "F"}', "winner": "{1, 3}", "card_effect": "2"}


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("kind", sorted(EXAMPLE))
def test_a_predict_cell_asks_to_type_where_the_view_asks_to_click(kind, lang):
    with lemmings.language(lang):
        ex = generate(kind, seed=1, level=1)
        assert re.search(CLICKING[lang], ex.question), ex.question          # the view's wording is kept
        shown = predict(ex)
        text, markdown = str(shown), shown._repr_markdown_()
        for out in (text, markdown):
            assert not re.search(CLICKING[lang], out), out
            assert ex.typed_question in out and EXAMPLE[kind] in out       # what to type, with its form
        wrong = predict(ex, "nonsense")
        assert EXAMPLE[kind] in str(wrong)       # an answer of the wrong form is told the form again


def test_the_typing_hint_is_in_the_current_language():
    ex = exercises.build_moves(scenarios.load("rulebook_movement"), "B1")
    assert "Write the set of hexes" in str(predict(ex))
    with lemmings.language("es"):
        assert "Escribe el conjunto de hexágonos" in str(predict(ex))
    with lemmings.language("it"):
        assert "Scrivi l'insieme degli esagoni" in str(predict(ex))
    assert predict(ex, ex.solution()).hint == ""       # once checked, the verdict alone


def test_a_hand_written_exercise_keeps_its_note_in_the_typed_question():
    for ex in exercises.handwritten():
        if ex.typed:
            assert ex.typed_question.split(" ")[0] == ex.question.split(" ")[0]
            assert not re.search(CLICKING["en"], ex.typed_question), ex.id


@pytest.mark.parametrize("lang, label", [("es", "*respuesta*:"), ("it", "*risposta*:")])
def test_the_one_part_label_is_translated(lang, label):
    with lemmings.language(lang):
        ex = build_question(Game.new(), "?", "red", "why", choices=("red", "blue"))
        for markdown in (predict(ex)._repr_markdown_(), ex._repr_markdown_()):
            assert label in markdown and "*answer*" not in markdown
        assert label.strip("*:") + ":" in str(predict(ex))


STEPS = ("forward", "sideways", "backward")


def test_a_choice_is_named_by_its_number_as_shown_or_by_its_whole_text():
    ex = build_question(Game.new(), "What kind of step leads from 0603 to 0604?", "sideways", "the engine's step kind",
                        choices=STEPS)
    markdown = predict(ex)._repr_markdown_()
    assert "1. forward\n2. sideways\n3. backward" in markdown and "  2. sideways" in str(predict(ex))
    for answer in (2, "2", " 2 ", "sideways"):
        assert predict(ex, answer).correct, answer
    wrong = predict(ex, 1)
    assert not wrong.correct and "Wrong: forward" in wrong.explanation and "Missed: sideways" in wrong.explanation
    for answer in (0, 4, "4"):
        out = predict(ex, answer)
        assert out.feedback is None and "numbered 1 to 3" in out.explanation
    assert "not one of the choices" in predict(ex, "up").explanation
    assert not predict(ex, True).correct and predict(ex, True).feedback is None   # a bool is not a number


def test_a_choice_whose_text_is_a_number_is_read_as_its_text_first():
    ex = build_question(Game.new(), "?", "1", "why", choices=("3", "1", "2"))
    assert predict(ex, "1").correct                  # the text "1"
    assert not predict(ex, 1).correct                # the first choice, "3"
    assert predict(ex, 2).correct


def test_mistaken_identity_is_answered_by_number():
    """The long sentence of 06's Mistaken Identity question need not be copied."""
    game = scenarios.load("card_mistaken_identity")
    ex = exercises.build_playable(game, "Mistaken Identity")
    options = ex.parts["answer"]
    number = options.index(ex.solution()) + 1
    assert predict(ex, number).correct and predict(ex, ex.solution()).correct
    assert f"{number}. {ex.label(ex.solution())}" in predict(ex)._repr_markdown_()
    other = 1 if number != 1 else 2
    assert not predict(ex, other).correct


def test_several_choices_and_two_parts_by_number():
    winner = generate("winner", seed=1, level=1)
    clans = winner.parts["answer"]
    numbers = {clans.index(c) + 1 for c in winner.solution()}
    assert predict(winner, numbers).correct and predict(winner, winner.solution()).correct
    illegal = generate("illegal", seed=1, level=1)
    key = illegal.solution()
    by_number = {part: illegal.parts[part].index(key[part]) + 1 for part in illegal.parts}
    assert predict(illegal, by_number).correct
    assert '{"move": 1, "rule": 2}' in str(predict(illegal))
