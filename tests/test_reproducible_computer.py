"""The computer's choices are reproducible (issue 29, item 3): the same position and the same seed
give the same computer choice, whatever was played, undone or redone before; in the engine
(:class:`widgets.computers.SeatBot`) and through GameView's play loop (Undo, Redo, Play to my turn)."""

from __future__ import annotations

import pytest

from gamecore.rng import derive
from lemmings import Game
from lemmings.options import Move
from widgets import GameView
from widgets.computers import SeatBot


def test_derive_is_a_pure_mix_of_its_parts():
    assert derive(7, 0, 12, 1) == derive(7, 0, 12, 1)
    assert len({derive(7, 0, 12, p) for p in range(4)} | {derive(7, 0, 13, 1), derive(8, 0, 12, 1)}) == 6
    assert 0 <= derive(-1, 2**70) < 2**62


def _computer_turn(game: Game) -> int:
    """Play the game on to its first real choice (two options or more); return whose it is."""
    while len(game.pending.options) < 2:
        game.apply(game.pending.options[0])
    return game.pending.player


@pytest.mark.parametrize("kind", ["random", "easy", "hard"])
def test_a_seat_bot_chooses_the_same_from_the_same_position_after_undo_and_redo(kind):
    game = Game.new(players=4, seed=5)
    seat = _computer_turn(game)
    bot = SeatBot(kind, 0, seat)
    first = str(bot.choose(game))
    game.apply(first)
    game.undo()
    second = str(bot.choose(game))  # the same bot, one decision later: it once advanced its generator
    game.redo()
    game.undo()
    third = str(bot.choose(game))
    assert first == second == third
    other = SeatBot(kind, 0, seat)  # a new bot for the same seat, as after loading a save
    assert str(other.choose(game)) == first


def _move_and_play(view: GameView, move: str) -> tuple[str, ...]:
    view.apply(move)
    view.play_to_person()
    return view.game.history


@pytest.mark.parametrize("kind", ["random", "easy"])
def test_the_view_plays_the_same_computer_choices_three_times_through_undo_redo_and_play_to_my_turn(kind):
    view = GameView(Game.new(players=4, seed=7), humans=[0], bot=kind, speed="manual")
    view.play_to_person()
    while not any(isinstance(o, Move) for o in view.game.pending.options):  # on to the person's first move
        view.apply(view.game.pending.options[0])
        view.play_to_person()
    start = len(view.game.history)
    move = str(next(o for o in view.game.pending.options if isinstance(o, Move)))
    runs = [_move_and_play(view, move)]
    assert len(runs[0]) > start + 3, "the computer clans made decisions after the person's move"
    view.undo()
    runs.append(_move_and_play(view, move))  # the same move made again by hand
    view.undo()
    view.redo()  # the same move made again by Redo, then the computer plays to the person's turn
    view.play_to_person()
    runs.append(view.game.history)
    assert runs[0] == runs[1] == runs[2]
