"""The code and notebooks stay ruff-clean (the configuration is in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_ruff_check_is_clean():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."], cwd=REPO,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"ruff check reports problems:\n{result.stdout}{result.stderr}"
