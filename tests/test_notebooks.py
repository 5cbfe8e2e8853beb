"""The stored notebooks stay tidy: the numbered series is complete and linked from the README,
and what is committed is small, deterministic and free of errors and widget state.
(nbval runs them; tests/browser runs them in JupyterLab.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SERIES = ["00_start_here", "01_board", "02_a_turn_step_by_step", "03_moving_lemmings", "04_eagles",
          "05_pellets_and_favours", "06_special_actions", "07_variants", "08_play", "09_explore"]
MAX_BYTES = 320_000


def test_the_series_is_complete_and_linked_from_the_readme():
    names = {nb.stem for nb in NOTEBOOKS}
    assert set(SERIES) <= names, f"missing notebooks: {sorted(set(SERIES) - names)}"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"\(notebooks/([\w]+)\.ipynb\)", readme))
    assert names <= linked, f"notebooks not linked from README.md: {sorted(names - linked)}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_stored_notebook_is_small_clean_and_error_free(path: Path):
    size = path.stat().st_size
    assert size <= MAX_BYTES, f"{path.name} is {size} bytes (limit {MAX_BYTES}): fewer or smaller pictures"
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert "widgets" not in nb["metadata"], f"{path.name} stores widget state (metadata.widgets)"
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    for i, cell in enumerate(nb["cells"]):
        assert "execution" not in cell.get("metadata", {}), f"{path.name} cell {i} stores execution timestamps"
        for out in cell.get("outputs", []):
            assert out["output_type"] != "error", f"{path.name} cell {i} stores an error: {out.get('ename')}"
            assert out.get("name") != "stderr" or "Traceback" not in "".join(out.get("text", "")), (
                f"{path.name} cell {i} stores a traceback on stderr")
