"""An outside anchor: "hard" against OpenSpiel's information-set MCTS at the same CPU time per decision.

Goal (issue 27): "hard" beats OpenSpiel's ``open_spiel.python.algorithms.ismcts`` at the same CPU
time per decision, through the kit's own adapter (:mod:`gametools.interop.openspiel`, game
``python_leaping_lemmings``, two players, ``chance="explicit"``: every die and deal a chance node
at its exact odds), in at least 60 % of two-player games.

ISMCTS (Cowling, Powley and Whitehouse 2011) searches one tree over information sets, drawing a
new world consistent with what it knows for every simulation (the adapter's
``resample_from_infostate`` deals the hidden cards and pellets again), leaves valued by an
evaluator: here OpenSpiel's ``RandomRolloutEvaluator`` (one random game to its end, the
algorithm's textbook form), or with ``score`` the adapter's ``ScoreEvaluator`` (the score as if the
game ended now). Its budget is CPU time, not a count of simulations: at each decision it simulates
until it has spent the mean CPU time of "hard"'s decisions so far (at least two simulations, so
that its root has a child). Decisions with one legal option cost neither side anything. Each deal
is played twice, "hard" in each seat. Figures are printed, never asserted.
Run: ``.venv/bin/python benchmarks/bench_ismcts.py [games] [evaluator: random|score] [uct_c] [ratio]``
(default 20 games, random, uct_c 3: the returns are VP, a few VP apart, not ±1; ``ratio`` 1: ISMCTS
gets that many times "hard"'s mean CPU time, to see how much more time it needs).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from gamecore.stats import wilson_interval
from gametools.interop.openspiel import SHORT_NAME, ScoreEvaluator
from lemmings.bots import make_bot

#: ISMCTS's budget before "hard" has made a decision to measure (seconds of CPU).
FIRST_BUDGET = 0.3


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTS with a CPU-time budget per decision instead of a number of simulations
    (its ``run_search`` again, with the loop bounded by :func:`time.process_time`)."""

    def __init__(self, game: pyspiel.Game, evaluator: Any, uct_c: float, seed: int) -> None:
        super().__init__(game, evaluator, uct_c, max_simulations=1, random_state=np.random.RandomState(seed))
        self.budget = FIRST_BUDGET
        self.simulations: list[int] = []

    def run_search(self, state: pyspiel.State) -> list[tuple[int, float]]:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        end, count = time.process_time() + self.budget, 0
        while count < 2 or time.process_time() < end:
            self.run_simulation(self.sample_root_state(state))
            count += 1
        self.simulations.append(count)
        return self.get_final_policy(state, self._root_node)


def play(deal: int, hard_seat: int, evaluator: Any, uct_c: float, hard_cpu: list[float],
         ismcts_cpu: list[float], simulations: list[int], ratio: float = 1.0) -> tuple[float, int]:
    """One two-player game: ``(hard's win share, hard's VP minus ISMCTS's)``; CPU times are appended."""
    game = pyspiel.load_game(SHORT_NAME, {"players": 2, "chance": "explicit"})
    state = game.new_initial_state()
    hard = make_bot("hard", deal)
    other = TimedISMCTSBot(game, evaluator, uct_c, deal)
    other.simulations = simulations
    rng = random.Random(deal)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0])
            continue
        legal = state.legal_actions()
        start = time.process_time()
        if state.current_player() == hard_seat:
            option = hard.choose(state.game)
            action = state.game.pending.options.index(option)
            if len(legal) > 1:
                hard_cpu.append(time.process_time() - start)
        else:
            if hard_cpu:
                other.budget = ratio * statistics.fmean(hard_cpu)
            action = int(other.step(state))
            if len(legal) > 1:
                ismcts_cpu.append(time.process_time() - start)
        state.apply_action(action)
    winners = state.game.winners
    hard_clan = state.game.state.name(hard_seat)
    vp = state.returns()
    return (1 / len(winners) if hard_clan in winners else 0.0), int(vp[hard_seat] - vp[1 - hard_seat])


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    kind = sys.argv[2] if len(sys.argv) > 2 else "random"
    uct_c = float(sys.argv[3]) if len(sys.argv) > 3 else 3.0
    ratio = float(sys.argv[4]) if len(sys.argv) > 4 else 1.0
    evaluator = ScoreEvaluator() if kind == "score" else mcts.RandomRolloutEvaluator(1, np.random.RandomState(27))
    hard_cpu: list[float] = []
    ismcts_cpu: list[float] = []
    wins, margins, simulations = [], [], []
    wall, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        deal, seat = 2700 + g // 2, g % 2
        won, margin = play(deal, seat, evaluator, uct_c, hard_cpu, ismcts_cpu, simulations, ratio)
        wins.append(won)
        margins.append(margin)
        print(f"game {g + 1}: deal {deal}, hard in seat {seat}: hard win share {won:g}, VP margin {margin:+d}", flush=True)
    won = sum(wins)
    low, high = wilson_interval(won, games)
    print(f"hard vs ISMCTS ({kind} evaluator, uct_c {uct_c:g}, {ratio:g}x hard's CPU time), two players, explicit "
          f"chance: hard wins {won:g} of "
          f"{games} games ({won / games:.0%}, 95 % interval {low:.0%}-{high:.0%}); mean VP margin "
          f"{statistics.fmean(margins):+.2f}")
    print(f"CPU per decision with a choice: hard mean {statistics.fmean(hard_cpu):.3f} s (median "
          f"{statistics.median(hard_cpu):.3f} s, {len(hard_cpu)} decisions), ISMCTS mean "
          f"{statistics.fmean(ismcts_cpu):.3f} s ({len(ismcts_cpu)} decisions, median "
          f"{statistics.median(simulations):g} simulations each)")
    print(f"{games} games in {time.perf_counter() - wall:.0f} s wall, {time.process_time() - cpu:.0f} s CPU")


if __name__ == "__main__":
    main()
