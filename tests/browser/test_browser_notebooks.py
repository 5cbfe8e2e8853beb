"""Every notebook in notebooks/ (and one Spanish and one Italian translation) opens and runs in
JupyterLab without an error output."""

from __future__ import annotations

import time

import pytest

from .browserkit import Lab, notebook_names, saved_notebook_problems, snapshot, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# Read when the tests are collected, so a notebook added to notebooks/ is tested at once.
NOTEBOOKS = notebook_names() or [pytest.param(None, id="no-notebooks")]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab(lab: Lab, name: str | None) -> None:
    """Test 4: opening it does not mark it modified; run all cells in JupyterLab; no cell may
    fail or show an error, every cell gets an execution count, every canvas in the outputs draws something, and the notebook as
    JupyterLab saves it has no error output."""
    assert name is not None, "notebooks/ holds no notebook"
    lab.open(name)
    # JupyterLab rewrites the kernel metadata once the kernel is up: a stored notebook that is
    # not in that form shows as modified before the learner has touched it.
    time.sleep(1.0)
    assert not lab.page.evaluate("() => window.__lemmingsPanel.context.model.dirty"), (
        f"{name} is marked modified just by opening it: run `python binder/notebooks.py normalize notebooks/{name}`")
    report = lab.run_all(timeout=300)
    problems = lab.problems(report)
    assert not problems, f"{name} in JupyterLab:\n" + "\n".join(problems)
    for i, canvas in enumerate(lab.canvases()):
        wait_for(lambda c=canvas: len(snapshot(c).colour_counts(min_count=100)) >= 3, 15,
                 f"canvas {i} of {name} to draw something")
    saved = lab.save()
    problems = saved_notebook_problems(saved, lab.ran_without_reply)
    assert not problems, f"{name} as saved by JupyterLab:\n" + "\n".join(problems)
