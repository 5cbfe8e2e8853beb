"""The coach: the evaluator's calibration, the default hint's speed and its agreement with 20× its budget.

Goals (issue 27): on at least 50 positions from seeded games, the default hint's top choice agrees
with the same machinery at 20× the budget in at least 80 % of the positions where the reference
has a clear best; the default hint answers within 1.5 s wall. Figures are printed, never asserted.
Run: ``.venv/bin/python benchmarks/bench_coach.py [positions] [calibration games] [reference worlds]``
(default 50, 100, and 20× the default hint's worlds).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

from gamecore.stats import wilson_interval
from lemmings import Game
from lemmings.analysis import hint
from lemmings.analysis.hint import DEEP
from lemmings.bots import PolicyBot, expected_scores
from lemmings.knowledge import projected_scores


def positions(n: int, base: int = 100) -> list[Game]:
    """``n`` seeded four-player positions with at least three options, from games of the playout policy."""
    out, seed = [], 0
    while len(out) < n:
        game, bot, rng = Game.new(4, seed=base + seed), PolicyBot(seed), random.Random(seed)
        for _ in range(rng.randrange(20, 200)):
            if game.over:
                break
            game.apply(bot.choose(game))
        seed += 1
        if not game.over and len(game.pending.options) >= 3:
            out.append(game)
    return out


def calibration(games: int, base: int = 50_000) -> None:
    """Seat 0's evaluation at each turn's first move against its final VP, in held-out policy games."""
    ours, old, final = [], [], []
    for g in range(games):
        game, bot, snaps, last = Game.new(4, seed=base + g), PolicyBot(g), [], None
        while not game.over:
            if game.pending.kind == "move" and game.turn != last:
                last = game.turn
                snaps.append((expected_scores(game.state, 0)[0], projected_scores(game.state, 0)[0]))
            game.apply(bot.choose(game))
        total = next(sc.total for sc in game.final_scores() if sc.clan == game.state.name(0))
        for e, p in snaps:
            ours.append(e)
            old.append(p)
            final.append(total)
    if len(final) < 3:
        return
    for name, xs in (("evaluator", ours), ("projected_scores", old)):
        rmse = statistics.fmean((y - x) ** 2 for x, y in zip(xs, final, strict=True)) ** 0.5
        bias = statistics.fmean(y - x for x, y in zip(xs, final, strict=True))
        print(f"calibration {name}: correlation with final VP {statistics.correlation(xs, final):.3f}, "
              f"RMSE {rmse:.2f} VP, bias {bias:+.2f} VP ({len(final)} turn starts of {games} games)")
    pairs = sorted(zip(ours, final, strict=True))
    k = len(pairs) // 5
    for i in range(5):
        chunk = pairs[i * k:(i + 1) * k]
        print(f"  evaluator quintile {i + 1}: predicted {statistics.fmean(a for a, _ in chunk):.2f}, "
              f"final {statistics.fmean(b for _, b in chunk):.2f}")


def agreement(n: int, reference_worlds: int | None = None) -> None:
    """The default hint against the same search with 20× its worlds (or ``reference_worlds`` worlds):
    how often each agrees, how often the default hint says "clear" and how often its clear best is
    the reference's (or one the reference cannot tell from its best), and how many worlds and leaves
    the default hint's figures rest on."""
    clear = agree = named = named_right = named_near = 0
    walls, cpus, worlds, deep = [], [], [], 0
    for i, game in enumerate(positions(n)):
        wall, cpu = time.perf_counter(), time.process_time()
        quick = hint(game, seed=i)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        worlds.append(quick.worlds)
        deep += quick.leaves >= DEEP
        reference = hint(game, worlds=reference_worlds or 20 * quick.worlds, seed=10_000 + i)
        if quick.sure and quick.close == 1:
            named += 1
            named_right += quick.best == reference.best
            named_near += quick.best in [ln.option for ln in reference.lines if ln.close]
        if reference.close == 1:
            clear += 1
            agree += quick.best == reference.best
    low, high = wilson_interval(agree, clear)
    print(f"hint time (default, seconds=1.0): median {statistics.median(walls):.2f} s wall, max {max(walls):.2f} s "
          f"wall, median {statistics.median(cpus):.2f} s CPU over {len(walls)} positions (load {os.getloadavg()[0]:.1f})")
    print(f"default hint's evidence: median {statistics.median(worlds):.0f} worlds (fewest {min(worlds)}), "
          f"searched {DEEP}+ leaves deep in {deep} of {len(walls)} positions")
    nlow, nhigh = wilson_interval(named_right, named)
    print(f"default hint says 'clear' in {named} of {len(walls)} positions; its best is the reference's in {named_right} "
          f"({named_right / max(1, named):.0%}, 95 % interval {nlow:.0%}-{nhigh:.0%}), one the reference cannot tell "
          f"from its best in {named_near}")
    print(f"agreement with the reference: {agree} of {clear} positions where the reference has a clear best "
          f"({agree / max(1, clear):.0%}, 95 % interval {low:.0%}-{high:.0%}); {len(walls)} positions in all")


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    reference = int(sys.argv[3]) if len(sys.argv) > 3 else None
    calibration(games)
    agreement(n, reference)


if __name__ == "__main__":
    main()
