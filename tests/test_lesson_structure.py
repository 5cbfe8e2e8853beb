"""Every lesson teaches by doing, in every language (issue 32): lessons 01-07 and 09 in English,
Spanish and Italian each hold at least two predict-then-run cells (tagged ``predict``, of the shape
``ex = …`` / ``my_answer = ...`` / ``predict(ex, my_answer)``), end with a recap that links to the
lesson's section of notebook 10 and to the next notebook, and have the same cell structure in the
three languages. Each predict cell is run after the notebook's code before it: the engine's own key
checks as correct, and a wrong answer is refused with the engine's reason; run again after the whole
notebook (Run All, then answer), it still asks the same question."""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
from pathlib import Path
from typing import Any

import matplotlib
import pytest

import lemmings
from lemmings.exercises import Exercise, predict

matplotlib.use("Agg")   # the cells' plots draw off-screen
ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = ("en", "es", "it")
#: Each lesson, the section of 10_exercises.ipynb its recap links to (the English heading; the
#: translations' heading is read from the same cell of their 10) and the notebook that comes next.
LESSONS = {
    "01_board": ("The board", "02_a_turn_step_by_step"),
    "02_a_turn_step_by_step": ("Setup", "03_moving_lemmings"),
    "03_moving_lemmings": ("Lemmings phase and movement", "04_eagles"),
    "04_eagles": ("Eagles phase", "05_pellets_and_favours"),
    "05_pellets_and_favours": ("Pellets and favours", "06_special_actions"),
    "06_special_actions": ("Special actions", "07_variants"),
    "07_variants": ("Variants", "08_play"),
    "09_explore": ("Open practice", "10_exercises"),
}
RECAP = {"en": "Recap", "es": "Resumen", "it": "Riepilogo"}
CASES = [(lesson, lang) for lesson in LESSONS for lang in LANGUAGES]
IDS = [f"{lang}/{lesson}" for lesson, lang in CASES]
ANSWER_LINE = re.compile(r"^my_answer = \.\.\.(?=\s|$)", re.M)


def _path(lesson: str, lang: str) -> Path:
    return NOTEBOOKS / f"{lesson}.ipynb" if lang == "en" else NOTEBOOKS / lang / f"{lesson}.ipynb"


def _cells(lesson: str, lang: str) -> list[dict]:
    path = _path(lesson, lang)
    if not path.exists():
        pytest.fail(f"{path.relative_to(ROOT)} is missing")
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _source(cell: dict) -> str:
    return "".join(cell["source"])


def _tags(cell: dict) -> tuple[str, ...]:
    return tuple(cell.get("metadata", {}).get("tags", []))


def _section_anchor(section: str, lang: str) -> str:
    """The JupyterLab anchor of ``section``'s heading in ``lang``'s 10_exercises (spaces become '-')."""
    english = _cells("10_exercises", "en")
    index = next(i for i, c in enumerate(english) if c["cell_type"] == "markdown"
                 and re.match(rf"#+ {re.escape(section)}\s*$", _source(c).splitlines()[0]))
    heading = _source(_cells("10_exercises", lang)[index]).splitlines()[0].lstrip("#").strip()
    return heading.replace(" ", "-")


@pytest.mark.parametrize("lesson, lang", CASES, ids=IDS)
def test_at_least_two_predict_cells_of_the_agreed_shape(lesson: str, lang: str) -> None:
    predicts = [c for c in _cells(lesson, lang) if "predict" in _tags(c)]
    assert len(predicts) >= 2, f"{lang}/{lesson} has {len(predicts)} cells tagged predict (at least 2)"
    for cell in predicts:
        src = _source(cell)
        assert cell["cell_type"] == "code", f"{lang}/{lesson}: a markdown cell is tagged predict"
        assert ANSWER_LINE.search(src), f"{lang}/{lesson}: predict cell without a `my_answer = ...` line:\n{src}"
        assert src.rstrip().splitlines()[-1].strip() == "predict(ex, my_answer)", f"{lang}/{lesson}:\n{src}"


@pytest.mark.parametrize("lesson, lang", CASES, ids=IDS)
def test_ends_with_a_recap_linking_to_its_exercises_and_the_next_lesson(lesson: str, lang: str) -> None:
    last = _cells(lesson, lang)[-1]
    text = _source(last)
    assert last["cell_type"] == "markdown" and text.startswith(f"## {RECAP[lang]}"), (
        f"{lang}/{lesson} does not end with a markdown cell headed '## {RECAP[lang]}'")
    section, following = LESSONS[lesson]
    anchor = _section_anchor(section, lang)
    assert f"(10_exercises.ipynb#{anchor})" in text, f"{lang}/{lesson}'s recap does not link to 10_exercises.ipynb#{anchor}"
    assert f"({following}.ipynb" in text, f"{lang}/{lesson}'s recap does not link to the next notebook, {following}"


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_three_languages_have_the_same_cell_structure(lesson: str) -> None:
    shapes = {lang: [(c["cell_type"], _tags(c)) for c in _cells(lesson, lang)] for lang in LANGUAGES}
    for lang in ("es", "it"):
        assert shapes[lang] == shapes["en"], (
            f"{lang}/{lesson} differs from the English cell for cell (type, tags):\n{shapes[lang]}\n{shapes['en']}")


def _run(src: str, namespace: dict) -> Any:
    """Run a cell like IPython: its statements, then the value of a final expression."""
    tree = ast.parse(src)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(tree, "<cell>", "exec"), namespace)   # the notebook's own code
        if last is not None:
            return eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)
    return None


def _wrong(ex: Exercise) -> Any:
    """An answer the key refuses: one item short (or one too many), one more, another choice."""
    key = ex.solution()
    if isinstance(key, set):
        if key:
            return set(sorted(key)[1:])
        pool = {"lemmings": ex.pickable, "zones": "ABCDEF", "choices": ex.parts.get("answer", ())}.get(ex.answer_kind)
        pool = pool or [h for h in ex.game.board.hexes]
        return {next(x for x in pool if x not in key)}
    if isinstance(key, int):
        return key + 1
    if isinstance(key, dict):
        return {name: next(c for c in ex.parts[name] if c != key[name]) for name in key}
    return next(c for c in ex.parts["answer"] if c != key)


@pytest.mark.parametrize("lesson, lang", CASES, ids=IDS)
def test_each_predict_cell_checks_the_engines_key_and_refuses_a_wrong_answer(lesson: str, lang: str) -> None:
    namespace: dict = {"display": lambda *a, **k: None}
    checked, keys = 0, []
    try:
        for i, cell in enumerate(_cells(lesson, lang)):
            if cell["cell_type"] != "code":
                continue
            src = _source(cell)
            if "predict" not in _tags(cell):
                _run(src, namespace)
                continue
            waiting = _run(src, namespace)
            assert waiting is not None and waiting.waiting, f"{lang}/{lesson} cell {i}: left as ... it must wait"
            ex = namespace["ex"]
            right = _run(ANSWER_LINE.sub("my_answer = ex.solution()", src), namespace)
            assert right.correct, f"{lang}/{lesson} cell {i}: the key itself is not correct:\n{right.explanation}"
            wrong_answer = _wrong(ex)
            namespace["__wrong"] = wrong_answer
            wrong = _run(ANSWER_LINE.sub("my_answer = __wrong", src), namespace)
            reasons = [str(r) for r in ex.because.values()] or [ex.why(x) for x in wrong_answer]
            assert not wrong.correct and any(r in wrong.explanation for r in reasons), (
                f"{lang}/{lesson} cell {i}: {wrong_answer!r} gave\n{wrong.explanation}")
            assert not predict(ex, "not an answer at all").correct
            keys.append((i, src, ex.question, ex.solution()))
            checked += 1
        # A learner who runs everything first and then answers: each predict cell, run again at
        # the end, must still ask the same question with the same key (it keeps its own position).
        for i, src, question, key in keys:
            again = _run(src, namespace)
            assert (again.exercise.question, again.exercise.solution()) == (question, key), (
                f"{lang}/{lesson} cell {i} asks something else when run again after the whole notebook: "
                "build it from a copy of the position taken before (at_x = game.copy())")
    finally:
        lemmings.set_language("en")
    assert checked >= 2, f"{lang}/{lesson}: {checked} predict cells checked"
