"""The ladder: each level against the level below it, head to head in four-player games.

Goal (issue 27): over 400 four-player games with seats rotated, each level finishes ahead of the
level below it in at least 60 % of games, with the lower bound of the 95 % interval above 50 %:
hard > medium > easy > random. Two seats of each level sit alternately (upper, lower, upper,
lower), the table turns by one seat each game and each deal is played from every position
(:func:`lemmings.tournament.tasks`). A level "finishes ahead" when its best-placed clan scores
more VP than the other level's best-placed clan (a tie counts half). Figures are printed, never
asserted. Run: ``.venv/bin/python benchmarks/bench_ladder.py [games per pair] [workers] [pairs]``
(default 400 games, one worker, pairs ``hard-medium,medium-easy,easy-random``) [seed] (default 27:
batches with other seeds add independent games).
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import ProcessPoolExecutor

from gamecore.stats import wilson_interval
from lemmings import tournament

PAIRS = ("hard-medium", "medium-easy", "easy-random")


def ahead(result: tournament.TournamentResult) -> float:
    """Games in which the upper level (entrant 0 and 2) finished ahead of the lower one (1 and 3)."""
    score = 0.0
    for rec in result.records:
        best = [max(vp for pos, vp in enumerate(rec.vp) if rec.entrants[pos] % 2 == side) for side in (0, 1)]
        score += 1.0 if best[0] > best[1] else 0.5 if best[0] == best[1] else 0.0
    return score


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    pairs = sys.argv[3].split(",") if len(sys.argv) > 3 else PAIRS
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 27
    for pair in pairs:
        upper, lower = pair.split("-")
        wall, start = time.perf_counter(), time.process_time()
        pool = tournament.SerialExecutor() if workers == 1 else ProcessPoolExecutor(workers)
        result = tournament.run([upper, lower, upper, lower], games, executor=pool, progress=False, seed=seed)
        if workers != 1:
            pool.shutdown()
        won = ahead(result)
        low, high = wilson_interval(won, games)
        print(f"ladder {upper} over {lower}: ahead in {won:g} of {games} games ({won / games:.1%}, 95 % interval "
              f"{low:.1%}-{high:.1%}); wins {result.row(upper).win_rate:.1%} vs {result.row(lower).win_rate:.1%} "
              f"per seat; {time.perf_counter() - wall:.0f} s wall, {time.process_time() - start:.0f} s CPU here", flush=True)


if __name__ == "__main__":
    main()
