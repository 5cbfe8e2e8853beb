"""A predict cell can be answered after "Run All": a newcomer who runs the whole lesson and then
goes back to a predict cell must get a verdict, not a traceback, so no predict cell may read a
variable that a later cell rebinds (found reading 06 in JupyterLab: the Uh-Oh! question used
``game``, which the next sections reload)."""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
from pathlib import Path

import matplotlib
import pytest

import lemmings

matplotlib.use("Agg")
ROOT = Path(__file__).resolve().parent.parent
LESSONS = ["05_pellets_and_favours", "06_special_actions", "07_variants", "09_explore"]
ANSWER = re.compile(r"^my_answer = \.\.\.(?=\s|$)", re.M)


def _run(src: str, ns: dict):
    tree = ast.parse(src)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(tree, "<cell>", "exec"), ns)   # the notebook's own code
        return eval(compile(ast.Expression(last.value), "<cell>", "eval"), ns) if last else None


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_predict_cell_still_checks_after_run_all(lesson: str, lang: str) -> None:
    path = ROOT / "notebooks" / (f"{lesson}.ipynb" if lang == "en" else f"{lang}/{lesson}.ipynb")
    cells = [c for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    ns: dict = {"display": lambda *a, **k: None}
    try:
        for c in cells:
            _run("".join(c["source"]), ns)                      # Run All
        predicts = ["".join(c["source"]) for c in cells if "predict" in c.get("metadata", {}).get("tags", [])]
        assert predicts
        for src in predicts:                                     # then answer each question
            got = _run(ANSWER.sub("my_answer = ex.solution()", src), ns)
            assert got.correct, f"{lang}/{lesson}: after Run All this predict cell no longer checks:\n{src}"
    finally:
        lemmings.set_language("en")
