"""A random player for Labyrinth, and play-outs for property tests."""

from __future__ import annotations

from collections.abc import Callable

from gamecore.rng import Chance

from .game import Game


def random_choice(game: Game, chance: Chance) -> str:
    """A uniformly drawn option, but "end" only when nothing else is offered or one time in ten: a bot
    that ends its turns at random would hardly move."""
    options = game.options
    rest = [o for o in options if o != "end"]
    if not rest or ("end" in options and chance.below(10) == 0):
        return "end"
    return chance.choice(rest)


def playout(game: Game, seed: int, max_choices: int = 2000, check: Callable[[Game], None] | None = None) -> Game:
    """Play ``game`` on with random choices until it ends or ``max_choices`` are made; ``check`` after each."""
    chance = Chance(seed)
    for _ in range(max_choices):
        if game.over:
            break
        game.apply(random_choice(game, chance))
        if check:
            check(game)
    return game
