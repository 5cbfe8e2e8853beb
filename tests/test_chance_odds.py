"""Explicit chance at its true odds: bots and playouts draw a chance node's outcomes by
``pending.probabilities``, never uniformly (issue 27, item 4)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from lemmings import CHANCE, Game
from lemmings.bots import GreedyBot, MonteCarloBot, PolicyBot, RandomBot, policy_choice
from lemmings.bots.policy import chance_draw
from lemmings.chance import Dice

DRAWS = 3000


def dice_node() -> Game:
    """An explicit-chance game waiting for the two eagle dice (outcomes of unequal chance)."""
    game = Game.new(4, seed=5, chance="explicit")
    rng = random.Random(0)
    while not (game.pending.player == CHANCE and isinstance(game.pending.options[0], Dice)):
        game.apply(game.pending.options[0] if game.pending.player == CHANCE else rng.choice(game.pending.options))
    return game


def chi_square(counts: Counter, game: Game) -> float:
    d = game.pending
    expected = [float(p) * DRAWS for p in d.probabilities]
    return sum((counts[o] - e) ** 2 / e for o, e in zip(d.options, expected, strict=True))


# chi-square critical values at 99.9 % for k - 1 degrees of freedom (k outcomes)
CRITICAL = {3: 13.82, 5: 18.47, 8: 26.12, 15: 37.70, 24: 51.18}


def test_the_dice_node_has_outcomes_of_unequal_chance():
    d = dice_node().pending
    assert len(set(d.probabilities)) > 1 and sum(d.probabilities) == 1


@pytest.mark.parametrize("draw", [
    lambda g, rng: policy_choice(g, rng),
    lambda g, rng: chance_draw(g.pending, rng),
])
def test_the_playout_policy_draws_chance_by_its_probabilities(draw):
    game = dice_node()
    d = game.pending
    rng = random.Random(1)
    counts = Counter(draw(game, rng) for _ in range(DRAWS))
    stat = chi_square(counts, game)
    assert stat < CRITICAL[len(d.options) - 1], (stat, counts)
    # the old uniform draw fails the same check, so the test can tell them apart
    uniform = Counter(random.Random(1).choice(d.options) for _ in range(DRAWS))
    assert chi_square(uniform, game) > CRITICAL[len(d.options) - 1]


@pytest.mark.parametrize("make", [RandomBot, PolicyBot, GreedyBot, lambda seed: MonteCarloBot(playouts=4, seed=seed)])
def test_every_bot_draws_chance_by_its_probabilities(make):
    game = dice_node()
    bot = make(2)
    counts = Counter(bot.choose(game) for _ in range(DRAWS))
    assert chi_square(counts, game) < CRITICAL[len(game.pending.options) - 1], counts


def test_a_chance_draw_is_reproducible_and_refuses_a_seat_s_decision():
    game = dice_node()
    assert [chance_draw(game.pending, random.Random(4)) for _ in range(3)] == [chance_draw(game.pending, random.Random(4))] * 3
    seat = Game.new(4, seed=5)
    with pytest.raises(ValueError, match="probabilities"):
        chance_draw(seat.pending, random.Random(0))
