"""Speed of the exercise generators and of checking an answer. Figures are printed, not asserted.

Goal: a fresh exercise of any kind in well under a second (the learner presses "Try another" and
waits), so the median should stay below 100 ms and the worst below 1 s; checking an answer
under 1 ms.

Run: ``.venv/bin/python benchmarks/bench_exercises.py [seeds]``.
"""

from __future__ import annotations

import statistics
import sys
import time

from lemmings import exercises


def main(seeds: int = 10) -> None:
    print(f"{'kind':12} {'level':>5} {'median ms':>10} {'worst ms':>9} {'check ms':>9}")
    for kind in exercises.KINDS:
        for level in exercises.LEVELS:
            times, checks = [], []
            for seed in range(seeds):
                start = time.perf_counter()
                ex = exercises.generate(kind, seed=seed * 7919, level=level)
                times.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                ex.check(ex.solution())
                checks.append((time.perf_counter() - start) * 1000)
            print(f"{kind:12} {level:>5} {statistics.median(times):>10.1f} {max(times):>9.1f} "
                  f"{statistics.median(checks):>9.3f}")
    start = time.perf_counter()
    n = len(exercises.handwritten())
    print(f"hand-written set: {n} exercises built in {(time.perf_counter() - start) * 1000:.0f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
