"""Bot strength and thinking time, from seeded 4-player tournaments.

Goals (issue 16): "hard" against three "easy" wins at least 40 % of 400 games (25 % is the
baseline of equal players); "easy" against three random bots wins at least 60 %; the median
"hard" decision takes at most 1 s on one core. Figures are printed, not asserted.
Run: ``.venv/bin/python benchmarks/bench_bots.py [games] [workers]`` (default 400 games, one
worker per core).
"""

from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from lemmings import Game, tournament
from lemmings.bots import make_bot


def decision_times(level: str, games: int = 3) -> list[float]:
    """Seconds per decision with more than one option, for one ``level`` bot against three easy ones."""
    times = []
    for seed in range(games):
        game = Game.new(players=4, seed=seed)
        bots = {p: make_bot(level if p == 0 else "easy", seed * 10 + p) for p in range(4)}
        while not game.over:
            d = game.pending
            start = time.process_time()
            option = bots[d.player].choose(game)
            if d.player == 0 and len(d.options) > 1:
                times.append(time.process_time() - start)
            game.apply(option)
    return times


def main(games: int = 400, workers: int | None = None) -> None:
    for level in ("medium", "hard"):
        t = decision_times(level)
        print(f"{level} decisions: median {statistics.median(t) * 1000:.0f} ms, "
              f"90th percentile {statistics.quantiles(t, n=10)[-1] * 1000:.0f} ms CPU over {len(t)} decisions")
    for seats in (["policy", "random", "random", "random"], ["easy", "random", "random", "random"],
                  ["medium", "easy", "easy", "easy"],
                  ["hard", "easy", "easy", "easy"]):
        wall = time.perf_counter()
        with ProcessPoolExecutor(workers) as pool:
            result = tournament.run(seats, games, executor=pool, progress=False)
        top = result.row(seats[0])
        print(f"{seats[0]} vs 3 {seats[1]}: wins {top.win_rate:.1%} of {top.games} games "
              f"(95% interval {top.low:.1%}-{top.high:.1%}), mean VP {top.mean_vp:.2f} vs "
              f"{result.row(seats[1]).mean_vp:.2f}  [{time.perf_counter() - wall:.0f} s]")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400, int(sys.argv[2]) if len(sys.argv) > 2 else None)
