"""ExerciseView without a browser: clicking answers, feedback and board marks, solution, score, errors."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lemmings import exercises
from lemmings.layout import get_layout
from widgets import ExerciseView, MessageCounter
from widgets.exercise_view import ANY_KIND, LAYERS, MARK_COLOURS, VERDICT_STYLES, mark_shapes


def _view(ex_id: str) -> ExerciseView:
    return ExerciseView(exercises.handwritten(id=ex_id))


def test_wrong_then_right_by_clicking_marks_the_board() -> None:
    view = _view("rulebook-move-jesse")
    ex = view.exercise
    key = sorted(ex.key)
    wrong = next(h for h in ex.game.board.hexes if h not in ex.key)
    view.click(key[0])
    view.click(wrong)
    assert view.marks() == {key[0]: "picked", wrong: "picked"}
    fb = view.check()
    assert not fb.correct
    marks = view.marks()
    assert marks[key[0]] == "right" and marks[wrong] == "wrong"
    assert all(marks[h] == "missed" for h in key[1:])
    assert "Not quite" in view.feedback_box.value and f"Wrong: {wrong}" in view.feedback_box.value
    assert view.scores[ex.section] == [0, 1]
    view.click(wrong)  # unpick: the board shows the answer again, not the old verdict
    for h in key[1:]:
        view.click(h)
    assert set(view.marks().values()) == {"picked"}
    fb = view.check()
    assert fb.correct and "Correct" in view.feedback_box.value
    assert view.scores[ex.section] == [0, 1], "an exercise counts once, at its first check"


def test_lemmings_zones_numbers_and_choices() -> None:
    feast = _view("rulebook-eagle-feast")
    for lem in feast.exercise.key:
        feast.toggles[lem].value = True
    assert feast.check().correct
    covered = next(x for x in feast.exercise.pickable if x not in feast.exercise.key)
    assert feast.click(feast.exercise.game.state.loc[covered]) != covered  # a click takes the top lemming

    flight = _view("rulebook-eagle-flight")
    flight.click(flight.exercise.game.board.zone("blue", "A")[0])
    flight.click(flight.exercise.game.board.zone("blue", "C")[0])
    assert flight.answer() == {"A", "C"} and flight.check().correct
    assert len(flight.marks()) == len(flight.exercise.game.board.zone("blue", "A")) + len(
        flight.exercise.game.board.zone("blue", "C"))

    dive = _view("rulebook-dive-rick")
    dive.number.value = 2
    assert not dive.check().correct
    dive.number.value = 3
    assert dive.check().correct

    card = _view("card-boo")
    with pytest.raises(ValueError, match="pick an answer first"):
        card.answer()
    wrong = next(c for c in card.exercise.parts["answer"] if c != card.exercise.key["answer"])
    card.radios["answer"].value = wrong
    assert card._position() is card.exercise.pictures[wrong]  # picking a choice draws its position
    assert not card.check().correct


def test_solution_try_another_and_score_table() -> None:
    view = ExerciseView(exercises.handwritten("Setup"), kind="flight", level=3, seed=5)
    first = view.exercise
    view.show_solution()
    assert set(view.marks().values()) == {"right"} and "Solution" in view.feedback_box.value
    assert view.scores["Setup"] == [0, 1]
    second = view.try_another()
    assert second.id != first.id and second.section == "Setup"
    view.set_answer(second.solution())
    view.check()
    assert view.scores["Setup"] == [1, 2] and "1 / 2" in view.score_box.value
    generated = view.try_another()
    assert generated.kind == "flight" and generated.level == 3
    assert view.feedback is None and view.marks() == {}
    view.level_choice.value = 1  # changing what to practise starts a fresh exercise at once
    assert view.exercise.kind == "flight" and view.exercise.level == 1
    assert view.practise("winner").kind == "winner"


def test_errors_are_shown_not_raised_and_redraw_is_one_message() -> None:
    view = _view("rulebook-dive-rick")
    view.click("0101")
    assert "controls below the board" in view.message.value
    view.number.value = -99
    view._guarded("Check", view.check)
    assert "Not quite" in view.feedback_box.value
    view._guarded("Try another", lambda: exercises.generate("nope"))
    assert "unknown exercise kind" in view.message.value
    with pytest.raises(TypeError, match="takes Exercise objects"):
        ExerciseView(["moves"])
    with pytest.raises(ValueError, match="kind must be"):
        ExerciseView(kind="juggling")
    with pytest.raises(TypeError, match="practice must be True or False, not 'no'"):
        ExerciseView(practice="no")
    with MessageCounter() as counter:
        view.redraw(LAYERS)
    assert counter.count == 1


def test_mark_shapes_use_one_colour_per_meaning() -> None:
    lay = get_layout(exercises.handwritten(id="setup-first-steps")[0].game.board, 20, 1)
    shapes = mark_shapes(lay, {"0101": "missed", "0102": "wrong", "cliff": "right"}, focus=("0103", "start"))
    assert sum(1 for s in shapes if type(s).__name__ == "Poly" and s.dash) == 2  # a hex and the start area
    fills = [s.fill for s in shapes if getattr(s, "fill", None)]
    assert sorted(fills) == sorted([MARK_COLOURS["missed"], MARK_COLOURS["wrong"], MARK_COLOURS["right"]])
    kinds = [type(s).__name__ for s in shapes]
    assert kinds.count("Line") == 3 and kinds.count("Circle") == 1  # a cross, a tick and a ring


def test_choice_and_lemming_buttons_show_the_verdict_like_the_board() -> None:
    view = _view("end-count")
    ex = view.exercise
    (winner,) = ex.key
    wrong, *others = [c for c in ex.parts["answer"] if c != winner]
    view.click("0101")  # a click on the board says what happened, then Check replaces that line
    view.toggles[wrong].value = True
    assert view.toggles[wrong].button_style == "" and view.toggles[wrong].description == wrong
    view.check()
    assert view.message.value == "", "the old 'Picked …' line must not outlive the verdict"
    assert (view.toggles[wrong].button_style, view.toggles[wrong].description) == (VERDICT_STYLES["wrong"][0], f"✕ {wrong}")
    assert (view.toggles[winner].button_style, view.toggles[winner].description) == ("warning", f"○ {winner}")
    assert all((view.toggles[c].button_style, view.toggles[c].description) == ("", c) for c in others)
    view.toggles[wrong].value = False  # a new answer: the buttons forget the old verdict
    assert all(b.button_style == "" and b.description[0] not in "✓○✕" for b in view.toggles.values())
    view.show_solution()
    assert (view.toggles[winner].button_style, view.toggles[winner].description) == ("success", f"✓ {winner}")

    feast = _view("rulebook-eagle-feast")
    eaten = sorted(feast.exercise.key)[0]
    feast.click(feast.exercise.game.state.loc[eaten])
    assert "Picked" in feast.message.value
    feast.check()
    assert feast.message.value == "" and feast.toggles[eaten].button_style == "success"
    assert feast.toggles[eaten].description.startswith("✓ ")


def test_radio_choices_show_the_verdict_and_keep_the_pick() -> None:
    card = _view("card-boo")
    key = card.exercise.key["answer"]
    wrong = next(c for c in card.exercise.parts["answer"] if c != key)
    card.radios["answer"].value = wrong
    card.check()
    labels = dict((value, label) for label, value in card.radios["answer"].options)
    assert labels[wrong] == f"✕ {wrong}" and labels[key] == f"○ {key}"
    assert card.radios["answer"].value == wrong and card.feedback is not None, "relabelling is not a new answer"
    card.radios["answer"].value = key  # a new pick clears the signs
    assert card.feedback is None and all(label == value for label, value in card.radios["answer"].options)
    assert card.check().correct
    assert dict((v, lbl) for lbl, v in card.radios["answer"].options)[key] == f"✓ {key}"


def test_practice_menu_speaks_words_and_sits_on_top() -> None:
    view = _view("setup-first-steps")
    labels = [label for label, _ in view.kind_choice.options]
    assert [value for _, value in view.kind_choice.options] == [ANY_KIND, *exercises.KINDS]
    assert "What does this card do?" in labels and "Who wins the final count?" in labels
    assert not any("_" in label or label in exercises.KINDS or label == ANY_KIND for label in labels)
    assert view.practise("card_effect").kind == "card_effect"
    order = list(view.children)
    assert order.index(view.practice_box) < order.index(view.title) < order.index(view.feedback_box)


@pytest.mark.parametrize("ex_id", ["end-count", "rulebook-eagle-flight", "rulebook-eagle-feast", "rulebook-eagle-scatter",
                                   "pellets-hover-resupply", "card-boo"])
def test_check_with_nothing_picked_asks_for_an_answer_and_scores_nothing(ex_id: str) -> None:
    """Every kind whose answer is never "none" (a winner, a flight, a feast…) says so as a choice does."""
    view = _view(ex_id)
    assert not view.exercise.none_possible
    with pytest.raises(ValueError, match="pick an answer first"):
        view.answer()
    view._guarded("Check", view.check)
    assert "pick an answer first" in view.message.value
    assert view.feedback is None and view.feedback_box.value == "" and view.marks() == {}
    assert view.scores[view.exercise.section] == [0, 0] and not view._counted


def test_where_none_is_a_plausible_answer_an_empty_answer_is_checked() -> None:
    """"Where can it go?" may be "nowhere": the empty answer is an answer there, refused nowhere."""
    view = _view("setup-first-steps")
    assert view.exercise.none_possible and view.exercise.key
    assert view.answer() == set()
    fb = view.check()
    assert not fb.correct and view.scores[view.exercise.section] == [0, 1]
    nowhere = ExerciseView(replace(view.exercise, key=frozenset()))  # a lemming that cannot move: its kind allows it
    assert nowhere.check().correct


def test_a_kind_without_none_refuses_an_empty_key() -> None:
    ex = exercises.handwritten(id="end-count")[0]
    with pytest.raises(ValueError, match="does not allow 'none'"):
        replace(ex, key=frozenset())
