"""The kit works without the [ai] extra: only gametools.interop.* needs OpenSpiel and PettingZoo."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# Run in a fresh interpreter where importing any [ai] package fails, as on a machine without them.
BLOCKED = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"pyspiel", "open_spiel", "pettingzoo", "gymnasium"}:
            raise ImportError(f"{name} is blocked for this test")
sys.meta_path.insert(0, Block())
import lemmings, lemmings.analysis, lemmings.bots, gametools.interop
from lemmings import CHANCE, Game
game = Game.new(3, chance="explicit")
assert game.pending.player == CHANCE
try:
    import gametools.interop.openspiel
except ImportError as exc:
    print("refused:", exc)
"""


def test_lemmings_imports_without_the_ai_extra() -> None:
    result = subprocess.run([sys.executable, "-c", BLOCKED], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "refused: " in result.stdout and "blocked" in result.stdout
