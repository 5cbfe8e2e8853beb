"""Complete random 4-player games: games per second and microseconds per decision.

Goal (issue 2): at least 100 complete 4-player games per second on one core.
Run: ``.venv/bin/python benchmarks/bench_games.py [games]``. Figures are printed, not asserted.
"""

from __future__ import annotations

import random
import sys
import time

from lemmings import Game


def play(seed: int, players: int = 4, variant: str | None = None) -> int:
    game = Game.new(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    decisions = 0
    while not game.over:
        game.apply(rng.choice(game.pending.options))
        decisions += 1
    return decisions


def main(games: int = 300) -> None:
    play(10_000)  # warm the per-board path tables once, as a long-running kernel would
    for label, variant in (("standard", None), ("short", "short"), ("chaos", "chaos")):
        wall, cpu = time.perf_counter(), time.process_time()
        decisions = sum(play(seed, 4, variant) for seed in range(games))
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"{label:9s} {games} games: {games / wall:6.1f} games/s wall, {games / cpu:6.1f} games/s CPU, "
              f"{cpu / decisions * 1e6:5.1f} us/decision, {decisions / games:.0f} decisions/game")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
