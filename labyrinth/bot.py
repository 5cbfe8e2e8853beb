"""A random player for Labyrinth, its seat-by-seat form for a play loop, and play-outs for property tests."""

from __future__ import annotations

from collections.abc import Callable

from gamecore.rng import Chance, derive

from .game import Game


def random_choice(game: Game, chance: Chance) -> str:
    """A uniformly drawn option, but "end" only when nothing else is offered or one time in ten: a bot
    that ends its turns at random would hardly move."""
    options = game.options
    rest = [o for o in options if o != "end"]
    if not rest or ("end" in options and chance.below(10) == 0):
        return "end"
    return chance.choice(rest)


def seat_computer(seed: int = 0) -> Callable[[int, int], Callable[[Game], str]]:
    """The random player as a play loop's computer (``computer(seat, decision_index)`` of
    :class:`gametools.PlayLoop`): each decision gets its own luck, drawn from the game's seed, ``seed``,
    the decision's place in the history and the seat. One chance kept for a whole game would choose
    differently after an undo (it would have drawn more by then); seeded per decision, the same
    position always gets the same choice."""
    def computer(seat: int, index: int) -> Callable[[Game], str]:
        def choose(game: Game) -> str:
            return random_choice(game, Chance(derive(game.state.seed, seed, index, seat)))
        return choose
    return computer


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
