"""The limits every game shares (gamecore.limits, issue 43): one value for all three games, and no
game reaches a state it cannot save and load back."""

from __future__ import annotations

import math

import pytest

import labyrinth.game
import lemmings.game
import lemmings.saveschema
import plongeon.savefile
from gamecore import limits, protocol
from gamecore.arguments import QUOTE_LIMIT
from gamecore.errors import ArgumentError, IllegalAction, SaveError
from gamecore.inputs import load_json
from labyrinth import Game as LabyrinthGame
from lemmings import Game as LemmingsGame
from plongeon import Game as PlongeonGame

GAMES = {"leaping lemmings": LemmingsGame, "le grand plongeon": PlongeonGame, "labyrinth": LabyrinthGame}


def test_every_save_loader_accepts_what_every_engine_allows():
    assert plongeon.savefile.MAX_CHOICES == labyrinth.game.MAX_CHOICES == limits.MAX_HISTORY
    assert lemmings.saveschema.SAVE["properties"]["history"]["maxItems"] == limits.MAX_HISTORY
    assert limits.MAX_SAVE_BYTES >= limits.MAX_HISTORY * (limits.MAX_OPTION_TEXT + 4)


@pytest.mark.parametrize("cls", GAMES.values(), ids=GAMES)
def test_a_game_at_the_limit_refuses_one_more_choice_and_still_saves(cls, monkeypatch):
    """Issue 43, 4: a game that ran past 20,000 choices saved, then its save was refused on load."""
    game = cls.new(players=3, seed=5)
    for _ in range(6):
        game.apply(game.pending.options[0])
    monkeypatch.setattr(protocol, "MAX_HISTORY", 6)
    monkeypatch.setattr(lemmings.game, "MAX_HISTORY", 6)
    before = game.to_json()
    with pytest.raises(IllegalAction, match="the most a game may hold"):
        game.apply(game.pending.options[0])
    assert game.to_json() == before
    assert cls.from_json(before).to_json() == before


def test_a_long_save_is_read_with_the_saves_own_size_limit():
    text = '{"history": [' + ",".join(['"move R1 0101"'] * 400_000) + "]}"
    assert len(text) > limits.MAX_BYTES
    with pytest.raises(SaveError, match="texts over"):
        load_json(text, "long.json", SaveError)
    assert len(load_json(text, "long.json", SaveError, max_chars=limits.MAX_SAVE_BYTES)["history"]) == 400_000


@pytest.mark.parametrize("cls", GAMES.values(), ids=GAMES)
def test_every_game_takes_seeds_of_64_bits_only(cls):
    """Issue 43, 9: Labyrinth took a seed of any size, and over 4,300 digits could not save it."""
    low, high = limits.SEED_RANGE
    assert cls.from_json(cls.new(players=3, seed=high).to_json()).to_json() == cls.new(players=3, seed=high).to_json()
    for seed in (high + 1, low - 1, 10**5000):
        with pytest.raises(ArgumentError, match="the seed must be from"):
            cls.new(players=3, seed=seed)


class Hostile:
    """An object whose ``repr`` and ``str`` raise."""

    def __repr__(self) -> str:
        raise RuntimeError("repr")

    __str__ = __repr__


@pytest.mark.parametrize("cls", GAMES.values(), ids=GAMES)
def test_a_refusal_quotes_a_bad_value_short_and_survives_a_hostile_repr(cls):
    """Issue 43, 13 and 16: a refusal named the value by its repr, whole."""
    game = cls.new(players=3, seed=5)
    before = game.to_json()
    for bad, longest in ((Hostile(), 400), ("x" * 10_000, 400), (["y" * 100_000], 400)):
        with pytest.raises(IllegalAction) as refused:
            game.apply(bad)
        assert len(str(refused.value)) < longest + 2 * QUOTE_LIMIT, str(refused.value)[:300]
        assert game.to_json() == before


def test_a_refused_number_says_its_size_not_its_digits():
    with pytest.raises(ArgumentError) as refused:
        LabyrinthGame.new(players=3, seed=-(10**5000))
    assert "5001 digits" in str(refused.value) and len(str(refused.value)) < 200
    assert math.isfinite(limits.MAX_SECONDS)
