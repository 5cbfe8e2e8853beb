"""Speed of the game-AI adapters (issue 14). Figures are printed, not asserted.

Goals: a PettingZoo step (observation, mask, apply) under 1 ms on a four-player game; an
OpenSpiel chance or player step under 0.5 ms; the explicit-chance engine no slower per decision
than the seeded one beyond its extra chance decisions.

Run: ``.venv/bin/python benchmarks/bench_interop.py [games]`` (needs the ``[ai]`` extra).
"""

from __future__ import annotations

import random
import sys
import time

import pyspiel

from gametools.interop import openspiel  # noqa: F401  (registers the game)
from gametools.interop.pettingzoo import env
from lemmings import CHANCE, Game


def engine(games: int, chance: str) -> tuple[float, float]:
    """Random games of the engine alone: milliseconds per game and microseconds per decision."""
    decisions, start = 0, time.perf_counter()
    for seed in range(games):
        game, rng = Game.new(4, seed=seed, chance=chance), random.Random(seed)
        while not game.over:
            d = game.pending
            weights = d.probabilities if d.player == CHANCE else None
            game.apply(rng.choices(d.options, weights=weights)[0])
            decisions += 1
    elapsed = time.perf_counter() - start
    return elapsed * 1000 / games, elapsed * 1e6 / decisions


def pettingzoo(games: int) -> float:
    """Microseconds per AEC step (last() with its observation, then step) of random agents."""
    e, rng, steps = env(players=4), random.Random(0), 0
    start = time.perf_counter()
    for seed in range(games):
        e.reset(seed=seed)
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            e.step(None if term or trunc else int(rng.choice(obs["action_mask"].nonzero()[0])))
            steps += 1
    return (time.perf_counter() - start) * 1e6 / steps


def openspiel_steps(games: int) -> float:
    """Microseconds per OpenSpiel apply_action (chance nodes included) in random play."""
    game, rng, steps = pyspiel.load_game("python_leaping_lemmings", {"players": 4}), random.Random(0), 0
    start = time.perf_counter()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    return (time.perf_counter() - start) * 1e6 / steps


def main(games: int = 10) -> None:
    for chance in ("seeded", "explicit"):
        per_game, per_decision = engine(games, chance)
        print(f"engine, {chance:8} chance: {per_game:7.1f} ms per 4-player game, {per_decision:6.1f} µs per decision")
    print(f"PettingZoo AEC step (4 players):     {pettingzoo(games):7.1f} µs")
    print(f"OpenSpiel apply_action (4 players):  {openspiel_steps(games):7.1f} µs")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
