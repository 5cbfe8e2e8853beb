"""The tactics suite of benchmarks/tactics.py, loaded for the tests (benchmarks/ is not a package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location("tactics", Path(__file__).resolve().parent.parent / "benchmarks" / "tactics.py")
tactics = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("tactics", tactics)  # its dataclasses look their module up
_spec.loader.exec_module(tactics)

#: Every position of the suite by its name.
BY_NAME = {t.name: t for t in tactics.TACTICS}
