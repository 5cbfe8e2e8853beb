"""Board loading time against board size (issue 18): validation must stay close to linear.

Boards are the default map widened by extra hexes on both sides of every row (still a legal
map: the extra hexes are sanctuaries or protection zone). Prints hexes, file size and the
time to load the JSON text and check every rule-fixed fact, then the same board embedded in
a save file. Run: ``python benchmarks/bench_board_load.py``.
"""

from __future__ import annotations

import json
import sys
import time
from importlib import resources

from lemmings import Board, Game


def widened(extra: int) -> dict:
    """The default board with ``extra`` more hexes at each end of every row."""
    data = json.loads((resources.files("lemmings") / "data" / "default_board.json").read_text(encoding="utf-8"))
    rows: dict[int, list[int]] = {}
    for h in data["hexes"]:
        rows.setdefault(h["row"], []).append(h["col"])
    for r, cols in rows.items():
        lo, hi = min(cols), max(cols)
        for k in range(1, extra + 1):
            for c in (lo - 2 * k, hi + 2 * k):
                data["hexes"].append({"id": f"X{r:02d}{c + 4 * extra:05d}", "row": r, "col": c + 0})
    shift = 2 * extra + 2  # keep every column >= 0
    for h in data["hexes"]:
        h["col"] += shift
    data["name"] = f"default widened by {extra}"
    return data


def main(sizes: list[int]) -> None:
    print(f"{'hexes':>7} {'KB':>7} {'board load s':>13} {'save load s':>12}")
    for extra in sizes:
        data = widened(extra)
        text = json.dumps(data)
        t0 = time.perf_counter()
        board = Board.from_json(text)
        t1 = time.perf_counter()
        save = Game.new(players=4, seed=1, board=board).to_json()
        t2 = time.perf_counter()
        Game.from_json(save)
        t3 = time.perf_counter()
        print(f"{len(board.hexes):>7} {len(text) / 1000:>7.0f} {t1 - t0:>13.3f} {t3 - t2:>12.3f}", flush=True)


if __name__ == "__main__":
    main([int(x) for x in sys.argv[1:]] or [0, 5, 10, 20, 40, 80])
