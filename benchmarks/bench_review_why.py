"""The review's why (lemmings.analysis.compare): does it name what makes the better option better, and how fast?

On the costliest decisions of seat 0 in games of four greedy ("easy") bots, each reviewed with the
review's own budget, counts how often the why names at least one change in favour of the better
option (otherwise it says the gain shows only later in the game), how often the changes it reads add
up in the better option's favour (agreement with the hint's search that found it better), and the
time :func:`changes` takes per decision. Figures are printed, never asserted.
Run: ``.venv/bin/python benchmarks/bench_review_why.py [games] [first seed] [from]`` (default 8 games from seed 600,
each reviewed whole; ``from`` 0.75 reviews only its last quarter).
"""

from __future__ import annotations

import statistics
import sys
import time

from gamecore.stats import wilson_interval
from lemmings import Game
from lemmings.analysis import review
from lemmings.analysis.compare import MIN_GAIN, changes
from lemmings.bots import GreedyBot


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 600
    part = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    total = named = agree = 0
    times: list[float] = []
    for seed in range(first, first + games):
        bots = [GreedyBot(seed=i) for i in range(4)]
        game = Game.new(players=4, seed=seed)
        while game.pending is not None:
            game.apply(bots[game.pending.player].choose(game))
        for m in review(game, 0, top=1000, start=int(len(game.history) * part)).mistakes:
            position = game.copy()
            position.goto(m.index)
            start = time.perf_counter()
            found = changes(position, m.better, m.played)
            times.append(time.perf_counter() - start)
            total += 1
            named += any(c.gain >= MIN_GAIN for c in found)
            agree += sum(c.gain for c in found) > 0
    if not total:
        print("review why: no decision with a better option in these games")
        return
    for label, k in (("names a change in favour of the better option", named),
                     ("its changes add up in the better option's favour", agree)):
        low, high = wilson_interval(k, total)
        print(f"review why: {label} in {k} of {total} decisions ({k / total:.0%}, 95 % {low:.0%}-{high:.0%})")
    print(f"review why: {statistics.median(times) * 1000:.0f} ms per decision (median), "
          f"{max(times) * 1000:.0f} ms at most, over {games} games")


if __name__ == "__main__":
    main()
