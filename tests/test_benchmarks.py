"""The benchmark scripts still run: each one, on a handful of games, exits cleanly and prints its figures.

Their speeds are printed, never asserted (a shared CI machine's timings prove nothing); this only
keeps ``make bench`` and the figures quoted in the README reproducible as the code moves on.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Each script with arguments small enough for a test, and a piece of what it must print.
RUNS = {
    "bench_games.py": (["4"], "games/s CPU (median)"),
    "bench_analysis.py": (["1"], "threatened over"),
    "bench_board_load.py": (["0", "2"], "hexes"),
    "bench_bots.py": (["1", "1"], "hard vs 3 easy"),
    "bench_cards.py": (["1", "medium", "27", "1", "short"], "special actions played per seat and game"),
    "bench_coach.py": (["1", "3"], "agreement with the reference"),
    "bench_exercises.py": (["1"], "exercises built in"),
    "bench_follow_hint.py": (["1", "1", "easy"], "follower minus easy, same deal and seat"),
    "bench_interop.py": (["1"], "OpenSpiel apply_action"),
    "bench_ismcts.py": (["1", "score"], "hard vs ISMCTS (score evaluator"),
    "bench_ladder.py": (["1", "1", "easy-random"], "ladder easy over random"),
    "bench_plongeon.py": (["3"], "random games: 3 in"),
    "bench_plongeon_start.py": (["2"], "cannot enter"),
    "bench_review_why.py": (["1", "600", "0.75"], "review why: names a change in favour of the better option in"),
    "bench_widgets.py": (["1"], "whole computer round"),
    "soak.py": (["3", "--workers", "1", "--batch", "3"], "0 violations"),
    "tactics.py": (["2"], "tactics: the default hint picks the best in"),
}


def test_every_benchmark_is_covered() -> None:
    scripts = {p.name for p in (ROOT / "benchmarks").glob("*.py")} - {"run_all.py"}
    assert scripts == set(RUNS)


@pytest.mark.parametrize("script", sorted(RUNS))
def test_benchmark_runs(script: str) -> None:
    args, expected = RUNS[script]
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / script), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert expected in done.stdout, done.stdout[-2000:]
