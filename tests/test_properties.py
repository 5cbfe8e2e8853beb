"""Random complete games, all player counts and variants, under the engine's invariants.

Hypothesis picks the game (players, variant, seed, rules reading) and the choices; at every decision
nothing may be created or lost, stacking limits must hold, zones of control must be empty
between resolutions, copies and JSON round trips must be equal, illegal options must be
refused without any change, and replaying the choices must reproduce the game.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lemmings import Game, IllegalAction, Move, Play
from lemmings.invariants import problems
from lemmings.special_actions import SPECIAL_ACTIONS

VARIANTS = {2: ["standard", "short,standard", None, "short"],  # None and "short": the two-player variant
            3: [None, "short", "chaos", "chaos,short"],
            4: [None, "short", "chaos"], 5: [None, "chaos", "short"], 6: [None, "chaos", "short,chaos"]}


@st.composite
def games(draw):
    players = draw(st.integers(2, 6))
    variant = draw(st.sampled_from(VARIANTS[players]))
    seed = draw(st.integers(0, 2**31))
    reading = draw(st.sampled_from(["en", "es_it"]))  # the brush limits of either rulebook reading
    return players, variant, seed, reading


class CardHappy:
    """Random choices, but special actions are played whenever offered half the time."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game):
        opts = game.pending.options
        cards = [o for o in opts if isinstance(o, Play)]
        if cards and self.rng.random() < 0.5:
            return self.rng.choice(cards)
        return self.rng.choice(opts)


def _illegal_probe(game, rng):
    """An option that is not legal now, if one is easy to make."""
    d = game.pending
    for o in d.options:
        if isinstance(o, Move):
            return Move(o.lemming, "0101" if o.to != "0101" else "1504", o.dive)
    return rng.choice(["move R1 1504 dive 5", "feast Z1", "resupply 0603", "top R1"])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_random_games_keep_every_invariant(spec):
    players, variant, seed, reading = spec
    game = Game.new(players=players, seed=seed, variant=variant, reading=reading)
    bot = CardHappy(seed)
    rng = random.Random(seed + 1)
    steps = 0
    while not game.over:
        assert not problems(game.state), (steps, problems(game.state))
        assert game.pending.options
        if rng.random() < 0.05:
            clone = game.copy()
            assert clone == game
            loaded = Game.from_json(game.to_json())
            assert loaded == game and loaded.pending == game.pending
        if rng.random() < 0.05:
            probe = _illegal_probe(game, rng)
            if probe not in game.pending:
                before = game.to_json()
                try:
                    game.apply(probe)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"illegal {probe} was accepted")
                assert game.to_json() == before
        game.apply(bot.choose(game))
        steps += 1
    assert not problems(game.state)
    again = Game.replay(Game.new(players=players, seed=seed, variant=variant, reading=reading).state, game.history)
    assert again == game


def test_every_card_is_played_over_a_few_hundred_random_games():
    seen: Counter[str] = Counter()
    for seed in range(300):
        players = 3 + seed % 4
        game = Game.new(players=players, seed=seed, variant="short" if seed % 2 else None)
        bot = CardHappy(seed)
        while not game.over:
            game.apply(bot.choose(game))
        for line in game.log:
            for name in SPECIAL_ACTIONS:
                if line.rstrip(".").endswith(f"plays {name}"):
                    seen[name] += 1
        if len(seen) == len(SPECIAL_ACTIONS):
            break
    assert set(seen) == set(SPECIAL_ACTIONS), set(SPECIAL_ACTIONS) - set(seen)


def test_the_engine_memos_of_full_and_occupied_hexes_are_checked() -> None:
    game = Game.new(players=4, seed=5)
    rng = random.Random(5)
    for _ in range(120):
        game.apply(rng.choice(game.pending.options))
    s = game.state
    assert s.full_cache is not None and s.occupied_cache is not None  # the engine made and kept them
    assert not problems(s)
    right = s.occupied_cache
    s.occupied_cache = right ^ s.cfg.board.bit[next(iter(s.stacks))]
    assert any("occupied hexes" in p for p in problems(s))
    s.occupied_cache, s.full_cache = right, s.full_cache ^ 1
    assert any("full hexes" in p for p in problems(s))
