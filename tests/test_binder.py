"""Binder can launch the kit: its files are complete and agree with pyproject.toml."""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

from jupyterlab_server.translation_utils import get_language_packs
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from gamecore.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
LOCAL = {"gamecore", "lemmings", "plongeon", "labyrinth", "gametools", "widgets", "conftest"}


def _pins() -> dict[str, str]:
    pins = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            m = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\d+)\.(\d+)\.\*", line)
            assert m, f"binder/requirements.txt: {line!r} is not pinned to a minor version (name==X.Y.*)"
            pins[canonicalize_name(m.group(1))] = f"{m.group(2)}.{m.group(3)}"
    return pins


def _pyproject_requirements() -> dict[str, Requirement]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    reqs = [Requirement(r) for r in data["project"]["dependencies"] + data["project"]["optional-dependencies"]["lab"]
            + data["project"]["optional-dependencies"]["scale"]]  # notebook 11 runs a Dask cluster on Binder too
    return {canonicalize_name(r.name): r for r in reqs}


def _imports(source: str) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def _code_imports() -> set[str]:
    names: set[str] = set()
    for folder in ("gamecore", "lemmings", "plongeon", "labyrinth", "gametools", "widgets"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.is_relative_to(ROOT / "gametools" / "interop"):
                continue  # the optional [ai] extra (OpenSpiel, PettingZoo): not part of the Binder notebooks
            names |= _imports(path.read_text(encoding="utf-8"))
    for nb in (ROOT / "notebooks").rglob("*.ipynb"):   # the translations in es/ and it/ too
        for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code":
                src = "".join(cell["source"])
                src = "\n".join(x for x in src.splitlines() if not x.lstrip().startswith(("%", "!")))
                names |= _imports(src)
    return {n for n in names if n not in sys.stdlib_module_names and n not in LOCAL}


def test_binder_files_exist_and_are_well_formed():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.12"
    post = (BINDER / "postBuild").read_text().splitlines()
    assert post[0].startswith("#!") and post[1] == "set -euo pipefail"
    assert any("pip install --no-deps" in line for line in post)
    assert (BINDER / "postBuild").stat().st_mode & 0o111
    overrides = json.loads((BINDER / "overrides.json").read_text())
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"
    assert any("overrides.json" in line for line in post)


def test_every_imported_package_is_in_binder_requirements():
    pins = _pins()
    dists = packages_distributions()
    missing = []
    for module in sorted(_code_imports()):
        names = {canonicalize_name(d) for d in dists.get(module, [module])}
        if not names & set(pins):
            missing.append(module)
    assert not missing, f"imported but not in binder/requirements.txt: {missing}"


def test_binder_pins_agree_with_pyproject():
    pins, reqs = _pins(), _pyproject_requirements()
    assert set(reqs) <= set(pins), f"pyproject needs {set(reqs) - set(pins)} that Binder would not install"
    for name, version in pins.items():
        assert name in reqs, f"binder pins {name}, which pyproject.toml does not list"
        assert reqs[name].specifier.contains(f"{version}.0"), f"{name}=={version}.* is outside {reqs[name]}"


def test_jupyterlab_offers_the_kits_languages():
    """Binder and ``make lab`` install JupyterLab's own language packs for every language of the
    kit, so that Settings → Language puts JupyterLab's menus in the notebooks' language."""
    packs, problem = get_language_packs("en")
    assert not problem, problem
    offered = {code.split("_")[0] for code in packs}
    assert set(LANGUAGES) <= offered, f"JupyterLab offers {sorted(packs)}; the kit speaks {LANGUAGES}"
    pins = _pins()
    for code in packs:
        if code != "en" and code.split("_")[0] in LANGUAGES:
            name = canonicalize_name(f"jupyterlab-language-pack-{code.replace('_', '-')}")
            assert name in pins, f"{name} is installed here but not pinned in binder/requirements.txt"
