"""Offline soak: play N random complete games on every core under every check.

Usage: ``python benchmarks/soak.py N [--start SEED] [--workers K] [--game plongeon]``. Each game
is chosen by its seed: Leaping Lemmings (players 2-6, every variant that fits; see
:mod:`lemmings.selfcheck`) or, with ``--game plongeon``, Le grand plongeon (players 2-5, rules
varied; see :mod:`plongeon.selfcheck`: undo/redo and hostile values at random plies
too). The invariants are checked at every decision and JSON round trips made at random plies.
A tqdm progress bar shows the rate; every violation is printed with its seed and ply, so
``play_checked(seed)`` of that game's module reproduces it. Ends with the totals and exits 1
if anything failed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tqdm import tqdm

from lemmings.selfcheck import Report, play_checked
from plongeon import selfcheck as plongeon_check

GAMES = {"lemmings": play_checked, "plongeon": plongeon_check.play_checked}


def _batch(job: tuple[str, range]) -> list[Report]:
    game, seeds = job
    return [GAMES[game](seed) for seed in seeds]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, help="number of games")
    parser.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    parser.add_argument("--batch", type=int, default=20, help="games per task sent to a worker")
    parser.add_argument("--game", choices=sorted(GAMES), default="lemmings",
                        help="Leaping Lemmings (default) or Le grand plongeon")
    args = parser.parse_args(argv)
    seeds = range(args.start, args.start + args.games)
    batches = [(args.game, seeds[i:i + args.batch]) for i in range(0, len(seeds), args.batch)]
    games = decisions = round_trips = 0
    violations: list[str] = []
    t0 = time.perf_counter()
    stopped = ""
    with ProcessPoolExecutor(args.workers) as pool, tqdm(total=args.games, unit="game", smoothing=0.05) as bar:
        try:
            for reports in pool.map(_batch, batches):
                for r in reports:
                    games += 1
                    decisions += r.decisions
                    round_trips += r.round_trips
                    for v in r.violations:
                        violations.append(v)
                        tqdm.write(f"VIOLATION ({r.players} players, variant {r.variant}, {r.chance} chance): {v}")
                bar.update(len(reports))
                bar.set_postfix(violations=len(violations))
        except KeyboardInterrupt:  # Ctrl-C: report what has been played so far
            stopped = " (interrupted)"
            pool.shutdown(wait=False, cancel_futures=True)
    elapsed = time.perf_counter() - t0
    name = "Le grand plongeon" if args.game == "plongeon" else "Leaping Lemmings"
    print(f"{games} {name} games{stopped} (seeds from {seeds.start}, in order), {decisions:,} decisions, {round_trips:,} JSON "
          f"round trips in {elapsed:.0f} s on {args.workers} processes: {games / elapsed:.1f} games/s, "
          f"{decisions / elapsed:,.0f} decisions/s; {len(violations)} violations")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
