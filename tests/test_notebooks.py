"""The stored notebooks stay tidy: the numbered series is complete and linked from the README,
what is committed is small, deterministic and free of errors and widget state, and it is in the
form JupyterLab writes (so opening a notebook does not mark it modified). ``make lab``'s own copy
(binder/notebooks.py) never overwrites a learner's notebook.
(nbval runs them; tests/browser runs them in JupyterLab.)"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest
from ipykernel.ipkernel import IPythonKernel

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location("binder_notebooks", ROOT / "binder" / "notebooks.py")
assert _SPEC and _SPEC.loader
nbtool = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(nbtool)
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SERIES = ["00_start_here", "01_board", "02_a_turn_step_by_step", "03_moving_lemmings", "04_eagles",
          "05_pellets_and_favours", "06_special_actions", "07_variants", "08_play", "09_explore",
          "10_exercises"]
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


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_stored_notebook_is_in_the_form_jupyterlab_writes(path: Path):
    """JupyterLab rewrites kernelspec and language_info from the kernel when it starts, and saves
    with sorted keys and one-space indents: any difference marks the notebook modified on open."""
    fix = f"run `python binder/notebooks.py normalize {path.relative_to(ROOT)}`"
    text = path.read_text(encoding="utf-8")
    nb = json.loads(text)
    assert (nb["nbformat"], nb["nbformat_minor"]) == (4, 5), f"{path.name}: nbformat {nb['nbformat']}.{nb['nbformat_minor']}"
    assert all(isinstance(c.get("id"), str) and c["id"] for c in nb["cells"]), f"{path.name}: a cell has no id"
    assert nb["metadata"]["kernelspec"] == nbtool.KERNELSPEC, f"{path.name}: kernelspec {nb['metadata']['kernelspec']}; {fix}"
    info, kernel = nb["metadata"].get("language_info", {}), IPythonKernel.language_info
    assert set(info) == set(kernel), f"{path.name}: language_info keys {sorted(info)}, ipykernel {sorted(kernel)}; {fix}"
    assert {k: v for k, v in info.items() if k != "version"} == {k: v for k, v in kernel.items() if k != "version"}, fix
    assert re.fullmatch(r"3\.\d+\.\d+", info["version"]), f"{path.name}: language_info.version {info['version']!r}"
    assert text == nbtool.dumps(nb), f"{path.name} is not formatted as JupyterLab saves it; {fix}"


def test_own_copy_is_made_once_never_overwritten_and_stamped(tmp_path: Path):
    """``make lab``: the first copy takes every notebook; later, a learner's edited notebook is
    kept as it is and only notebooks new to the kit are added, stamped for this Python."""
    src, mine = tmp_path / "notebooks", tmp_path / "my-notebooks"
    src.mkdir()
    for path in NOTEBOOKS[:2]:
        (src / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    made = nbtool.copy(src, mine)
    assert sorted(p.name for p in made) == sorted(p.name for p in NOTEBOOKS[:2])
    edited = mine / NOTEBOOKS[0].name
    edited.write_text("my own edits", encoding="utf-8")
    (src / "99_new.ipynb").write_text(NOTEBOOKS[0].read_text(encoding="utf-8"), encoding="utf-8")
    made = nbtool.copy(src, mine)
    assert [p.name for p in made] == ["99_new.ipynb"]
    assert edited.read_text(encoding="utf-8") == "my own edits"
    new = json.loads((mine / "99_new.ipynb").read_text(encoding="utf-8"))
    assert new["metadata"]["language_info"]["version"] == sys.version.split()[0]
    assert new["cells"] == json.loads(NOTEBOOKS[0].read_text(encoding="utf-8"))["cells"]
