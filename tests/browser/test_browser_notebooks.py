"""Every notebook in notebooks/ opens and runs in JupyterLab without an error output."""

from __future__ import annotations

import pytest

from .browserkit import Lab, notebook_names, saved_notebook_problems, snapshot, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# Read when the tests are collected, so a notebook added to notebooks/ is tested at once.
NOTEBOOKS = notebook_names() or [pytest.param(None, id="no-notebooks")]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab(lab: Lab, name: str | None) -> None:
    """Test 4: run all cells in JupyterLab; no cell may fail or show an error, every cell gets
    an execution count, every canvas in the outputs draws something, and the notebook as
    JupyterLab saves it has no error output."""
    assert name is not None, "notebooks/ holds no notebook"
    lab.open(name)
    report = lab.run_all(timeout=300)
    problems = lab.problems(report)
    assert not problems, f"{name} in JupyterLab:\n" + "\n".join(problems)
    for i, canvas in enumerate(lab.canvases()):
        wait_for(lambda c=canvas: len(snapshot(c).colour_counts(min_count=100)) >= 3, 15,
                 f"canvas {i} of {name} to draw something")
    saved = lab.save()
    problems = saved_notebook_problems(saved)
    assert not problems, f"{name} as saved by JupyterLab:\n" + "\n".join(problems)
