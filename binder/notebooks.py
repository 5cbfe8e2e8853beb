"""Keep notebooks in the form JupyterLab itself writes, so that opening one does not mark it modified.

JupyterLab rewrites a notebook's ``kernelspec`` and ``language_info`` from the running kernel as
soon as the kernel starts; any difference (``"Python 3"`` instead of ipykernel's
``"Python 3 (ipykernel)"``, another Python version) marks the notebook modified. Commands::

    python binder/notebooks.py copy SRC DEST      # copy each notebook DEST lacks (never overwrite)
    python binder/notebooks.py stamp DIR          # stamp DIR's notebooks for this Python, in place
    python binder/notebooks.py normalize FILE...  # rewrite files as JupyterLab saves them

Both take the language folders too (``notebooks/es/``, ``notebooks/it/``: the translated series).
``copy`` is what ``make lab`` runs to make the learner's own ``my-notebooks/``; ``stamp`` is what
Binder's postBuild runs; ``normalize`` is for maintainers (tests/test_notebooks.py checks the result).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: What ipykernel reports for itself (ipykernel.ipkernel.IPythonKernel), as JupyterLab stores it.
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def language_info(version: str | None = None) -> dict:
    """ipykernel's ``language_info`` for ``version`` (default: this Python's)."""
    return {"codemirror_mode": {"name": "ipython", "version": 3}, "file_extension": ".py", "mimetype": "text/x-python",
            "name": "python", "nbconvert_exporter": "python", "pygments_lexer": "ipython3",
            "version": version or sys.version.split()[0]}


def dumps(nb: dict) -> str:
    """The text JupyterLab (jupyter_server, nbformat) writes for ``nb``."""
    return json.dumps(nb, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


def stamped(text: str, version: str | None = None) -> str:
    """``text`` with the kernel metadata JupyterLab would write with this Python's kernel."""
    nb = json.loads(text)
    nb["metadata"]["kernelspec"] = dict(KERNELSPEC)
    nb["metadata"]["language_info"] = language_info(version)
    return dumps(nb)


def notebooks(folder: Path) -> list[Path]:
    """The notebooks of ``folder`` and of its subfolders (the translations in ``es/``, ``it/``),
    without JupyterLab's checkpoints."""
    return sorted(p for p in folder.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.relative_to(folder).parts)


def copy(src: Path, dest: Path) -> list[Path]:
    """Copy each notebook of ``src`` (subfolders included) that ``dest`` lacks, stamped; never
    touch one ``dest`` has."""
    made = []
    for path in notebooks(src):
        target = dest / path.relative_to(src)
        if target.exists():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(stamped(path.read_text(encoding="utf-8")), encoding="utf-8")
        made.append(target)
    dest.mkdir(parents=True, exist_ok=True)
    return made


def main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "copy":
        for path in copy(Path(argv[1]), Path(argv[2])):
            print(f"new notebook: {path}")
        print(f"Your notebooks are in {argv[2]}/ (edit freely); {argv[1]}/ keeps the shipped originals.")
        return 0
    if len(argv) == 2 and argv[0] == "stamp":
        for path in notebooks(Path(argv[1])):
            path.write_text(stamped(path.read_text(encoding="utf-8")), encoding="utf-8")
        return 0
    if len(argv) >= 2 and argv[0] == "normalize":
        for name in argv[1:]:
            path = Path(name)
            path.write_text(stamped(path.read_text(encoding="utf-8"), version=json.loads(
                path.read_text(encoding="utf-8"))["metadata"].get("language_info", {}).get("version")), encoding="utf-8")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
