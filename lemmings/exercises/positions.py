"""Real positions for exercises: the decisions met while seeded bots play whole games.

A generator asks for positions where the game waits for a certain kind of decision and a
test of its own holds (say, "a move with a dive among the options"). :func:`find_position`
plays seeded random games, one after another, and returns the first such position together
with a note saying where it came from, so any exercise can be rebuilt from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from gamecore.i18n import tr

from ..bots import RandomBot
from ..game import Game

#: Player counts the generators draw from (the 2-player variant has its own rules: see Variants).
PLAYER_COUNTS = (3, 4, 5)
#: Games tried before a generator gives up (each takes a few milliseconds).
MAX_GAMES = 60
#: The first game's search starts after up to this many decisions, so seeds spread over a game.
DEPTH = 150


class NoPosition(LookupError):
    """No position with the wanted property turned up in :data:`MAX_GAMES` seeded games."""


def find_position(seed: int, kind: str | tuple[str, ...], test: Callable[[Game], bool] | None = None, *,
                  skip: int = 0) -> tuple[Game, str]:
    """The first position of the seeded games waiting for a ``kind`` decision for which ``test`` holds.

    ``skip`` passes over that many matching positions first, so that neighbouring seeds give
    different positions. Returns ``(game, where)``; ``where`` names the game and decision.
    """
    kinds = (kind,) if isinstance(kind, str) else kind
    rng = random.Random(seed)
    for attempt in range(MAX_GAMES):
        game_seed = rng.randrange(1_000_000)
        players = rng.choice(PLAYER_COUNTS)
        game = Game.new(players=players, seed=game_seed)
        bot = RandomBot(game_seed)
        made = 0
        depth = rng.randrange(DEPTH) if attempt == 0 else 0  # start the search at a random point of the game
        while not game.over:
            d = game.pending
            if made >= depth and d.kind in kinds and (test is None or test(game)):
                if skip <= 0:
                    return game.copy(), _where(players, game_seed, made)
                skip -= 1
            game.apply(bot.choose(game))
            made += 1
    raise NoPosition(tr("no position waiting for {kinds} with the wanted property in {games} games from seed {seed}",
                        kinds="/".join(kinds), games=MAX_GAMES, seed=seed))


def finished_positions(seed: int, test: Callable[[Game], bool]) -> tuple[Game, str]:
    """The first position (any decision) of the seeded games for which ``test`` holds, or the
    end of a game: used for "if the game ended now" questions."""
    rng = random.Random(seed)
    for attempt in range(MAX_GAMES):
        game_seed = rng.randrange(1_000_000)
        players = rng.choice(PLAYER_COUNTS)
        game = Game.new(players=players, seed=game_seed)
        bot = RandomBot(game_seed)
        made = 0
        depth = rng.randrange(DEPTH) if attempt == 0 else 0
        while True:
            if made >= depth and (game.pending is None or game.pending.kind == "move"):
                if test(game):
                    return game.copy(), _where(players, game_seed, made)
            if game.over:
                break
            game.apply(bot.choose(game))
            made += 1
    raise NoPosition(tr("no position with the wanted property in {games} games from seed {seed}", games=MAX_GAMES,
                        seed=seed))


def _where(players: int, game_seed: int, made: int) -> str:
    """Where a position comes from, in words (so that it can be found again)."""
    return tr("a {players}-player game (seed {seed}) after {made} decisions", players=players, seed=game_seed,
              made=made)


__all__ = ["find_position", "finished_positions", "NoPosition", "MAX_GAMES"]
