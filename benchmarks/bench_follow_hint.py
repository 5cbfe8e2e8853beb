"""Following the hint: one seat always plays the hint's top choice against three "hard" clans.

Goal (issue 27): a seat that always plays the default hint's top choice, against three "hard"
clans, wins at least as often as a "hard" seat does in the same seat. Each deal is played twice
with the same seed, the same seat and the same three "hard" opponents (same bot seeds): once with
the hint's follower in that seat, once with a "hard" bot there; the seat turns by one each deal.
Printed for each: the seat's win rate (a shared first place counts as a share) with a 95 % interval,
mean VP, mean lemmings lost to the eagles, and the paired difference of the two.

The default hint thinks for one second of wall time, so its choices depend on the machine's load;
``worlds`` instead fixes the hint's budget (``hint(game, worlds=...)``: that many imagined worlds at
the full search depth), reproducible for a seed and cheaper. Figures are printed, never asserted.
Run: ``.venv/bin/python benchmarks/bench_follow_hint.py [deals] [worlds] [level] [workers] [first]``
(default 12 deals, worlds=2, opponents "hard", one worker, from the first deal; worlds 0 means the
default timed hint, which should run with one worker on an idle machine; the level also plays the
comparison seat; with more workers the games run in a process pool, and the CPU figures are the
workers' own; ``first`` skips that many deals, so that a long run can be made in parts whose printed
deal lines add up).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from gamecore.stats import mean_interval, wilson_interval
from lemmings import Game
from lemmings.analysis import hint
from lemmings.bots import make_bot, play_out
from lemmings.bots.policy import chance_draw
from lemmings.chance import CHANCE

PLAYERS = 4


class HintFollower:
    """A bot that plays :func:`lemmings.analysis.hint`'s top choice (``worlds=None``: the default timed hint)."""

    def __init__(self, worlds: int | None, seed: int = 0) -> None:
        self.worlds, self.rng = worlds, random.Random(seed)

    def choose(self, game: Game) -> Any:
        d = game.pending
        if d.player == CHANCE:
            return chance_draw(d, self.rng)
        if len(d.options) == 1:
            return d.options[0]
        seed = self.rng.getrandbits(32)
        found = hint(game, seed=seed) if self.worlds is None else hint(game, worlds=self.worlds, seed=seed)
        return found.best


def play(deal: int, seat: int, follower: bool, worlds: int | None, level: str = "hard") -> tuple[float, int, int]:
    """One game: ``(win share, VP, lemmings eaten)`` of ``seat``, played by the follower or by ``level``."""
    game = Game.new(players=PLAYERS, seed=deal)
    bots = {p: make_bot(level, deal * 10 + p) for p in range(PLAYERS)}
    if follower:
        bots[seat] = HintFollower(worlds, deal * 10 + seat)
    play_out(game, bots)
    clan = game.state.name(seat)
    winners = game.winners
    score = next(sc for sc in game.final_scores() if sc.clan == clan)
    return (1 / len(winners) if clan in winners else 0.0), score.total, score.eaten


def timed_play(deal: int, seat: int, follower: bool, worlds: int | None, level: str) -> tuple[tuple[float, int, int], float]:
    """:func:`play` and the CPU seconds it took (in the process that ran it)."""
    start = time.process_time()
    return play(deal, seat, follower, worlds, level), time.process_time() - start


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    worlds = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    level = sys.argv[3] if len(sys.argv) > 3 else "hard"
    workers = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    first = int(sys.argv[5]) if len(sys.argv) > 5 else 0
    budget = None if worlds == 0 else worlds
    rows: dict[bool, list[tuple[float, int, int]]] = {True: [], False: []}
    cpu = {True: 0.0, False: 0.0}
    wall = time.perf_counter()
    jobs = [(27_000 + g, g % PLAYERS, follower) for g in range(first, first + deals) for follower in (True, False)]
    pool = ProcessPoolExecutor(workers) if workers > 1 else None
    results = (pool.map(timed_play, *zip(*[(d, s, f, budget, level) for d, s, f in jobs], strict=True))
               if pool else (timed_play(d, s, f, budget, level) for d, s, f in jobs))
    for (deal, seat, follower), (row, spent) in zip(jobs, results, strict=True):
        rows[follower].append(row)
        cpu[follower] += spent
        if not follower:
            print(f"deal {deal} seat {seat}: follower {rows[True][-1]}, {level} {rows[False][-1]} (win, VP, eaten)",
                  flush=True)
    if pool:
        pool.shutdown()
    label = "default timed hint (1 s)" if budget is None else f"hint(worlds={budget})"
    print(f"one seat against three {level!r} clans, the seat turning by one each deal:")
    for follower, name in ((True, f"follows {label}"), (False, level)):
        wins = sum(r[0] for r in rows[follower])
        low, high = wilson_interval(wins, deals)
        print(f"{name}: wins {wins:g} of {deals} ({wins / deals:.0%}, 95 % interval {low:.0%}-{high:.0%}), "
              f"mean {statistics.fmean(r[1] for r in rows[follower]):.2f} VP, "
              f"{statistics.fmean(r[2] for r in rows[follower]):.2f} lemmings eaten per game; "
              f"{cpu[follower]:.0f} s CPU")
    for i, what in ((0, "win share"), (1, "VP"), (2, "lemmings eaten")):
        diffs = [a[i] - b[i] for a, b in zip(rows[True], rows[False], strict=True)]
        mean, low, high = mean_interval(diffs)  # one deal: no interval (zero width)
        print(f"follower minus {level}, same deal and seat: {what} {mean:+.2f} (95 % interval {low:+.2f} to {high:+.2f})")
    print(f"{deals} deals, {2 * deals} games, {time.perf_counter() - wall:.0f} s wall")


if __name__ == "__main__":
    main()
