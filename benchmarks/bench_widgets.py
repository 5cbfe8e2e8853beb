"""The interactive board's Python-side speed, measured without a browser.

* redrawing the pieces layer for a mid-game position (goal under 10 ms);
* a click on a lemming until its destinations are highlighted and sent (goal under 50 ms);
* a whole computer round at the "instant" speed: the person moves, then every computer
  clan's decision up to the person's next one (the other clans' moves, the next eagles
  phase) is made, recorded in the recap and drawn (goal under 300 ms);
* a full redraw of all three layers sends exactly one batch message to the browser.

Run: ``.venv/bin/python benchmarks/bench_widgets.py [repeats]``. Figures are printed, not
asserted (the tests check behaviour, this script measures it).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lemmings import Game  # noqa: E402
from lemmings.bots import RandomBot  # noqa: E402
from lemmings.options import Move  # noqa: E402
from widgets import GameView, MessageCounter  # noqa: E402
from widgets.canvas import compile_shapes  # noqa: E402


def mid_game(players: int = 6, crowd: int = 30) -> Game:
    """A crowded mid-game position: a player's move, with at least ``crowd`` lemmings on the
    board and one of the mover's lemmings there able to move."""
    for seed in range(100):
        game = Game.new(players=players, seed=seed)
        bot = RandomBot(seed)
        while not game.over:
            d = game.pending
            if (d.kind == "move" and len(game.state.on_board()) >= crowd
                    and any(isinstance(o, Move) and game.state.loc[o.lemming] != "start" for o in d.options)):
                return game
            game.apply(bot.choose(game))
    raise RuntimeError(f"no position with {crowd} lemmings on the board came up")


def timed(fn, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def report(label: str, samples: list[float], goal: float | None = None) -> None:
    med, best = statistics.median(samples), min(samples)
    verdict = "" if goal is None else f"  (goal < {goal:g} ms: {'met' if med < goal else 'NOT met'})"
    print(f"{label:<48} median {med:7.2f} ms   best {best:7.2f} ms{verdict}")


def main(repeats: int = 50) -> None:
    game = mid_game()
    view = GameView(game, humans=[game.pending.player])
    st = game.state
    print(f"position: {game!r}; {len(st.stacks)} stacks, {len(st.on_board())} lemmings on the board")

    pieces = timed(lambda: view.redraw(("pieces",)), repeats)
    report("redraw pieces layer (compute + send)", pieces, 10)
    compute = timed(lambda: compile_shapes(view.layer_shapes("pieces")), repeats)
    report("  of which computing shapes and arrays", compute)

    mover = next(o.lemming for o in game.pending.options
                 if isinstance(o, Move) and st.loc[o.lemming] != "start")
    where = view.board_layout.center(st.loc[mover])

    layer = view.canvas._canvases[-1]

    def click_to_highlight() -> None:
        # the path a browser click takes: the canvas event, the guarded callback, the redraw
        view.interaction.clear()
        layer._handle_frontend_event(None, {"event": "mouse_down", "x": where[0], "y": where[1]}, [])
        assert view.interaction.selected == mover, view.message.value

    clicks = timed(click_to_highlight, repeats)
    report("click on a lemming -> highlighted destinations", clicks, 50)
    print(f"  ({len(view.interaction.highlights().targets)} destinations lit for {st.label(mover)})")

    full = timed(view.redraw, repeats)
    report("full redraw of the three layers", full)
    with MessageCounter() as counter:
        view.redraw()
    print(f"messages sent by one full redraw: {counter.count} "
          f"({'one batch, as required' if counter.count == 1 else 'MORE THAN ONE BATCH'}; "
          f"{counter.sizes[0] if counter.sizes else 0} canvas commands in it)")
    with MessageCounter() as counter:
        view.handle_click(*where)
    print(f"messages sent by a click that changes the selection: {counter.count}")
    computer_round(max(5, repeats // 5))


def computer_round(repeats: int) -> None:
    """The person (Ritz) moves; the greedy computer clans play to Ritz's next decision."""
    view = GameView(Game.new(players=4, seed=3), humans=["Ritz"], speed="instant")
    game = view.game
    def ritz_move() -> Move | None:
        return next((o for o in game.pending.options if isinstance(o, Move)), None)

    moves = 0
    while moves < 6 or ritz_move() is None:  # a few turns in, so that the board is busy
        move = ritz_move()
        view.apply(move if move is not None else game.pending.options[0])
        moves += move is not None
    move = ritz_move()
    samples, made = [], []
    for _ in range(repeats):
        n = len(game.history)
        t = time.perf_counter()
        view.apply(move)
        samples.append((time.perf_counter() - t) * 1000)
        made.append(len(game.history) - n - 1)
        view.undo()
    report("whole computer round at 'instant' (move + replies)", samples, 300)
    print(f"  ({statistics.median(made):.0f} computer decisions per round, 4 clans, greedy computer; "
          f"turn {game.turn})")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
