"""Speed of the exploration tools (issue 4). Figures are printed, not asserted.

Goals: ``threatened`` on a mid-game position with 30 lemmings on the board under 5 ms;
``legal_destinations`` for one lemming under 0.5 ms.

Run: ``.venv/bin/python benchmarks/bench_analysis.py [games]``. Besides the fixed position, it
times ``threatened`` at every eagles phase of a few random games (3 to 6 players), because its
cost depends on how crowded the eagles' target zones are.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from lemmings import Game
from lemmings.analysis import hex_risk, legal_destinations, threatened, why_not
from lemmings.bots import RandomBot


def mid_game(players: int = 6, seed: int = 5, lemmings: int = 30) -> Game:
    """The first roll of a seeded random game with at least ``lemmings`` on the board."""
    game = Game.new(players=players, seed=seed)
    bot = RandomBot(seed)
    while not (game.pending.kind == "roll" and len(game.state.on_board()) >= lemmings):
        game.apply(bot.choose(game))
    return game


def timed(fn: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Median and best time of one call, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def main(games: int = 12) -> None:
    game = mid_game()
    s = game.state
    on_board = s.on_board()
    threatened(game)  # warm the engine's per-board caches once, as a long-running kernel would
    median, best = timed(lambda: threatened(game), 50)
    print(f"position: {game!r}, {len(on_board)} lemmings on the board, eagles {s.eagles}")
    print(f"threatened          median {median:7.3f} ms, best {best:7.3f} ms   (goal < 5 ms)")
    median, best = timed(lambda: hex_risk(game), 200)
    print(f"hex_risk            median {median:7.3f} ms, best {best:7.3f} ms")
    movable = [lem for lem in on_board if s.status(lem) == "active"] + [s.starting(p)[0] for p in range(game.players)
                                                                         if s.starting(p)]
    per_lemming = []
    for lem in movable:
        legal_destinations(game, lem)
        per_lemming.append(timed(lambda lem=lem: legal_destinations(game, lem), 50)[0])
    print(f"legal_destinations  median {statistics.median(per_lemming):7.3f} ms, worst lemming "
          f"{max(per_lemming):7.3f} ms over {len(movable)} movable lemmings   (goal < 0.5 ms)")
    lem = movable[0]
    median, _ = timed(lambda: [why_not(game, lem, h) for h in game.board.hexes], 20)
    print(f"why_not             {median / len(game.board.hexes) * 1000:7.1f} us per hex")

    times = []
    for seed in range(games):
        g = Game.new(players=3 + seed % 4, seed=seed)
        bot = RandomBot(seed)
        while not g.over:
            if g.pending.kind == "roll":
                start = time.perf_counter()
                threatened(g)
                times.append((time.perf_counter() - start) * 1000)
            g.apply(bot.choose(g))
    times.sort()
    print(f"threatened over {len(times)} eagles phases of {games} random games: median {times[len(times) // 2]:.2f} ms, "
          f"90% {times[int(len(times) * 0.9)]:.2f} ms, 99% {times[int(len(times) * 0.99)]:.2f} ms, max {times[-1]:.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
