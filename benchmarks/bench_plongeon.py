"""Le grand plongeon: random games per second, time per decision, a whole-move search, and
loading and undoing long histories.

Goals (printed, not asserted): a random game under 25 ms of CPU, a decision under 50 us,
``legal_destinations`` under 20 ms; loading no slower per choice than a Leaping Lemmings save
(about 60 us), and undo under a millisecond at the 20,000 choices a save may hold.
"""

from __future__ import annotations

import sys
import time

from plongeon import Game, RandomBot, play_out


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
    texts = [play_out(Game.new(2 + seed % 4, seed), RandomBot(seed)).to_json() for seed in range(games)]
    t0 = time.process_time()
    loaded = [Game.from_json(text) for text in texts]
    dt = time.process_time() - t0
    choices = sum(len(g.history) for g in loaded)
    t0 = time.process_time()
    for g in loaded:
        g.undo()
    undo = (time.process_time() - t0) / len(loaded)
    print(f"loading {games} saves: {dt / choices * 1e6:.0f} us per choice; undo at a game's end: {undo * 1000:.2f} ms")
    long = Game.new(2, seed=1)
    for _ in range(20_000):
        long.apply("refill")
    text = long.to_json()
    t0 = time.process_time()
    long = Game.from_json(text)
    dt = time.process_time() - t0
    t0 = time.process_time()
    long.undo()
    print(f"a save of 20,000 choices ({len(text):,} bytes): loads in {dt:.2f} s, "
          f"undo {(time.process_time() - t0) * 1000:.2f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
