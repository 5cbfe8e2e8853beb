"""Properties of Le grand plongeon over many random games (2-5 players).

Every game ends with a winner; after every decision no hex holds two lemmings, every card
and every bonus tile is still somewhere (none lost, none made), and the save replays to
the same position. Run with ``-m "not slow"`` to skip the large sample.
"""

from __future__ import annotations

import os
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from plongeon import FINISH, START, Game, RandomBot, Rules
from plongeon.cards import full_deck, tile_supply


def check(game: Game, cards: Counter, tiles: Counter) -> None:
    s = game.state
    on_board = [h for h in s.loc.values() if h not in (START, FINISH)]
    assert len(on_board) == len(set(on_board)), f"two lemmings share a hex: {s.loc}"
    assert s.card_count() == cards
    assert s.tile_count() == tiles


def run(players: int, seed: int, *, every_step: bool, rules: Rules | None = None) -> Game:
    game = Game.new(players, seed, rules=rules)
    cards, tiles = Counter(full_deck(game.rules)), Counter(tile_supply(game.rules))
    bot = RandomBot(seed)
    for _ in range(20000):
        if game.over:
            break
        game.apply(bot.choose(game))
        if every_step:
            check(game, cards, tiles)
    check(game, cards, tiles)
    assert game.over and game.winner is not None
    return game


@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), flat=st.booleans())
@settings(max_examples=60, deadline=None)
def test_random_games_keep_the_invariants_after_every_decision(players, seed, flat):
    game = run(players, seed, every_step=True, rules=Rules(push_cost="flat") if flat else None)
    again = Game.from_json(game.to_json())
    assert again.state.loc == game.state.loc and again.winner == game.winner


def _winner(seed: int) -> str | None:
    return run(2 + seed % 4, seed, every_step=False).winner


@pytest.mark.slow
def test_two_thousand_random_games_all_end_with_a_winner():
    # the games are independent: played on every core (about 215 s on one of this machine's two)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        winners = Counter(pool.map(_winner, range(2000), chunksize=50))
    assert sum(winners.values()) == 2000
    assert len(winners) == 5  # every seat wins sometimes
