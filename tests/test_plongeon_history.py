"""Issue 30, finding 6: long histories. Undo restores a kept position and replays at most
SNAPSHOT_EVERY choices (it replayed the whole game: 3.5 s at 25,000 decisions), and loading
replays without wording a single decision."""

from __future__ import annotations

import time

import pytest

from gamecore.errors import IllegalAction
from plongeon import Game, RandomBot, play_out, turn
from plongeon.game import SNAPSHOT_EVERY


def _played(seed: int, plies: int) -> Game:
    game, bot = Game.new(2 + seed % 4, seed), RandomBot(seed)
    for _ in range(plies):
        if game.over:
            break
        game.apply(bot.choose(game))
    return game


def _counting(monkeypatch, name: str) -> list:
    calls: list = []
    real = getattr(turn, name)
    monkeypatch.setattr(turn, name, lambda *a: calls.append(a) or real(*a))
    return calls


def test_undo_replays_at_most_a_snapshots_worth_of_choices(monkeypatch):
    game = Game.new(2, seed=1)
    for _ in range(2000):
        game.apply("refill")
    applied = _counting(monkeypatch, "apply")
    for _ in range(3):
        game.undo()
    assert len(applied) <= 3 * SNAPSHOT_EVERY, len(applied)  # was 3 * ~2000


def test_loading_and_undoing_word_no_decision(monkeypatch):
    text = play_out(Game.new(3, 5), RandomBot(5)).to_json()
    asked = _counting(monkeypatch, "prompt")
    game = Game.from_json(text)
    game.undo()
    assert asked == []


@pytest.mark.parametrize("seed", range(6))
def test_every_undo_gives_back_the_position_as_it_was(seed):
    game, bot = Game.new(2 + seed % 4, seed), RandomBot(seed)
    states = [game.state.copy()]
    while not game.over:
        game.apply(bot.choose(game))
        states.append(game.state.copy())
    history, end = game.history, game.state.copy()
    for n in range(len(history) - 1, -1, -1):
        assert game.undo() == history[n]
        assert game.state == states[n] and game.history == history[:n]
    for n in range(len(history)):
        assert game.redo() == history[n]
    assert game.state == end


def test_undo_then_a_new_choice_forgets_the_undone_future():
    game = Game.new(2, seed=4)
    for _ in range(3 * SNAPSHOT_EVERY + 3):
        game.apply("refill")
    for _ in range(SNAPSHOT_EVERY + 5):
        game.undo()
    game.apply(game.pending.options[0])  # another choice than the undone one
    for _ in range(10):
        game.apply(RandomBot(1).choose(game))
    state, history = game.state.copy(), game.history
    for _ in range(12):
        game.undo()
    fresh = Game.replay(2, 4, history[:-12])
    assert game.state == fresh.state
    with pytest.raises(IllegalAction, match="nothing to redo"):
        Game.new(2, seed=4).redo()
    assert state != game.state


def test_a_copy_and_its_original_undo_independently():
    game = _played(3, 100)
    copy = game.copy()
    copy.undo()
    copy.apply(copy.pending.options[-1])
    game.undo()
    game.undo()
    assert game.state == Game.replay(game.players, 3, game.history).state
    assert copy.state == Game.replay(copy.players, 3, copy.history).state


def test_a_twenty_thousand_choice_save_loads_and_undoes_quickly():
    game = Game.new(2, seed=1)
    for _ in range(20_000):
        game.apply("refill")
    text = game.to_json()
    t0 = time.process_time()
    again = Game.from_json(text)
    load = time.process_time() - t0
    t0 = time.process_time()
    again.undo()
    undo = time.process_time() - t0
    assert again.history == game.history[:-1]
    assert load < 6 and undo < 0.5, (load, undo)  # about 0.4 s and 0.5 ms; the old undo took seconds
