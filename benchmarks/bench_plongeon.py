"""Le grand plongeon: random games per second, time per decision, and a whole-move search.

Goals (printed, not asserted): a random game under 25 ms of CPU, a decision under 50 us,
``legal_destinations`` under 20 ms.
"""

from __future__ import annotations

import sys
import time

from lemmings.plongeon import Game, RandomBot, play_out


def main(games: int = 200) -> None:
    t0 = time.process_time()
    decisions = 0
    for seed in range(games):
        game = play_out(Game.new(2 + seed % 4, seed), RandomBot(seed))
        decisions += len(game.history)
    dt = time.process_time() - t0
    print(f"random games: {games} in {dt:.2f} s CPU, {dt / games * 1000:.1f} ms per game, "
          f"{dt / decisions * 1e6:.0f} us per decision ({decisions / games:.0f} decisions per game)")
    game = Game.new(2, seed=3, arrange={"loc": {"B1": "0311", "R1": "0412", "R2": "0513"},
                                        "hands": {0: ["W3"]}, "columns": {"water": [4]}})
    game.apply("play W3")
    t0 = time.process_time()
    for _ in range(20):
        dest = game.legal_destinations("B1")
    dt = (time.process_time() - t0) / 20
    print(f"legal_destinations with 7 points and a chain to push: {dt * 1000:.1f} ms ({len(dest)} places)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
