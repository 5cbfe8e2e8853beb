"""Run every benchmark in this folder (``make bench``); each prints its own figures."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

here = Path(__file__).parent
sys.path.insert(0, str(here.parent))
for script in [*sorted(here.glob("bench_*.py")), here / "tactics.py"]:
    print(f"== {script.name}")
    runpy.run_path(str(script), run_name="__main__")
