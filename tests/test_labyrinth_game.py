"""Labyrinth's Game facade and random games: invariants at every step for 2-6 players, every option
applies, refusals change nothing, saves round-trip, undo/redo, determinism across processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gamecore.errors import IllegalAction, SaveError
from gamecore.limits import MAX_HISTORY
from labyrinth.bot import playout
from labyrinth.game import Game
from labyrinth.invariants import problems
from labyrinth.rules import hurt

REPO = Path(__file__).resolve().parents[1]
#: Choices per random game (150 before the board's answers were cached and placements computed by components).
RANDOM_CHOICES = 800


def check(game):
    found = problems(game.components, game.state)
    assert not found, (found, game.history[-4:])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players):
    game = playout(Game.new(players, seed=100 + players), seed=players, max_choices=RANDOM_CHOICES, check=check)
    assert len(game.history) == RANDOM_CHOICES or game.over


def test_every_option_applies_and_a_refusal_changes_nothing():
    game = playout(Game.new(4, seed=9), seed=1, max_choices=40)
    for _ in range(15):
        for option in game.options:
            trial = game.copy()
            trial.apply(option)
            check(trial)
        before = game.state.to_dict()
        with pytest.raises(IllegalAction) as caught:
            game.apply("fly away")
        assert caught.value.rule and game.state.to_dict() == before
        game.apply(game.options[0])


def test_save_round_trip_undo_and_redo():
    game = playout(Game.new(3, seed=4), seed=2, max_choices=60)
    loaded = Game.from_json(game.to_json())
    assert loaded.state.to_dict() == game.state.to_dict() and loaded.history == game.history
    last = game.history[-1]
    assert game.undo() == last and len(game.history) == 59
    assert game.redo() == last and game.state.to_dict() == loaded.state.to_dict()
    with pytest.raises(SaveError, match="format"):
        Game.from_json('{"format": "other"}')
    with pytest.raises(SaveError, match="choices"):
        Game.from_json(game.to_json().replace(game.history[0], "fly away"))


def test_the_same_seed_gives_the_same_game_in_another_process():
    code = ("from labyrinth.game import Game; from labyrinth.bot import playout; "
            "print(playout(Game.new(5, seed=77), seed=3, max_choices=80).to_json())")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120,
                         env={"PYTHONPATH": str(REPO), "PYTHONHASHSEED": "123"}).stdout.strip()
    here = playout(Game.new(5, seed=77), seed=3, max_choices=80)
    assert Game.from_json(out).state.to_dict() == here.state.to_dict()


@pytest.mark.parametrize(("doc", "field", "words"), [
    ({"format": "x" * 100_000}, "format", "must be 'labyrinth-1'"),
    ({"format": "labyrinth-1", "players": 3, "seed": 1, "choices": ["x" * 201]}, "choices", "at most 200 characters"),
    ({"format": "labyrinth-1", "players": 3, "seed": 1, "choices": ["done"] * (MAX_HISTORY + 1)}, "choices",
     f"at most {MAX_HISTORY}"),
])
def test_a_save_too_long_is_refused_before_anything_is_replayed(doc, field, words):
    with pytest.raises(SaveError, match=words) as refusal:
        Game.from_json(json.dumps(doc))
    assert field in str(refusal.value) and len(str(refusal.value)) < 400


def test_a_pending_drop_counts_the_dying_characters_items_once():
    """Issue 43, 7: a character dying with two items keeps both until it chooses which to drop (Muerte del
    personaje); the invariants counted the one to drop twice meanwhile."""
    game = Game.new(3, seed=9)
    s = game.state
    me = s.seats[s.active]
    me.items += [s.item_pile.pop(), s.item_pile.pop()]
    assert not problems(game.components, s)
    hurt(game.components, s, s.active, me.lives)
    assert s.tasks[-1][0] == "drop" and len(me.items) == 2
    assert not problems(game.components, s)
