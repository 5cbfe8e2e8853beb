"""Undo never shows the future (issue 29, item 2): after an undo, a different choice meets fresh
luck (lemmings.redraw) when the game says so (GameView's default), the same luck otherwise
(``Game.undo`` as before, the view's "Same dice after undo" box); saves replay both exactly."""

from __future__ import annotations

import json
import random

import pytest

from gamecore.errors import SaveError
from lemmings import Game
from lemmings.options import Move
from lemmings.redraw import redraw_unseen
from lemmings.steps import settle
from widgets import GameView


def _to_a_move(game: Game, rng: random.Random) -> None:
    """Play random choices until a move decision with two moves or more is pending."""
    while not (game.pending.kind == "move" and sum(isinstance(o, Move) for o in game.pending.options) >= 2):
        game.apply(rng.choice(game.pending.options))


def _luck_after(game: Game, move: Move) -> tuple:
    """Make ``move``, then play on (always the first option) through the next turn: the luck dealt
    meanwhile (every eagle roll and movement card seen, then the deck still face down)."""
    game.apply(move)
    turn, seen = game.turn, []
    while not game.over and game.turn < turn + 2:
        game.apply(game.pending.options[0])
        if (game.turn, game.dice, game.state.card) not in seen:
            seen.append((game.turn, game.dice, game.state.card))
    return tuple(str(x) for x in seen), tuple(game.state.deck)


def _two_moves(fresh: bool, seed: int = 3) -> tuple[Game, int, tuple, tuple]:
    """The luck after move A, then after undoing back to it and making move B instead."""
    game = Game.new(players=4, seed=seed)
    game.fresh_after_undo = fresh
    _to_a_move(game, random.Random(seed))
    k = len(game.history)
    a, b = [o for o in game.pending.options if isinstance(o, Move)][:2]
    first = _luck_after(game, a)
    game.goto(k)
    assert game.can_redo
    second = _luck_after(game, b)
    return game, k, first, second


def test_the_engine_keeps_the_luck_after_an_undo_by_default():
    assert Game.new(players=4, seed=3).fresh_after_undo is False
    game, _, first, second = _two_moves(fresh=False)
    assert first == second  # the same roll, the same cards: what-if analysis compares like with like
    assert "redraws" not in json.loads(game.to_json())


def test_fresh_luck_after_an_undo_then_a_different_choice():
    game, k, first, second = _two_moves(fresh=True)
    assert first[0] != second[0], "the next rolls and cards are drawn afresh"
    assert first[1] != second[1], "the movement deck still face down is shuffled afresh"
    saved = json.loads(game.to_json())
    assert [pair[0] for pair in saved["redraws"]] == [k]


def test_the_same_choice_again_keeps_its_future_and_redo_stays_exact():
    game = Game.new(players=4, seed=3)
    game.fresh_after_undo = True
    _to_a_move(game, random.Random(3))
    k = len(game.history)
    a = next(o for o in game.pending.options if isinstance(o, Move))
    first = _luck_after(game, a)
    end = game.to_json()
    game.goto(k)
    game.redo()
    while game.can_redo:
        game.redo()
    assert game.to_json() == end and game.state.deck == list(first[1])
    # diverge once (a redraw at k), go back before k and redo through it: the redraw is dealt again
    game.goto(k)
    _luck_after(game, [o for o in game.pending.options if isinstance(o, Move)][1])
    fresh_end = game.to_json()
    game.goto(k - 1)
    while game.can_redo:
        game.redo()
    assert game.to_json() == fresh_end


@pytest.mark.parametrize("fresh", [False, True])
def test_saves_replay_either_kind_of_undo_exactly(fresh):
    game, _, _, _ = _two_moves(fresh=fresh)
    text = game.to_json()
    loaded = Game.from_json(text)
    assert loaded == game and loaded.to_json() == text
    for _ in range(30):  # and the game goes on the same way from both
        if game.over:
            break
        option = game.pending.options[0]
        game.apply(option)
        loaded.apply(str(option))
    assert loaded.to_json() == game.to_json()


def test_a_save_with_a_redraw_out_of_place_is_refused_naming_the_field():
    game, k, _, _ = _two_moves(fresh=True)
    data = json.loads(game.to_json())
    for bad in ([[len(data["history"]), 5]], [[k, 5], [k, 6]]):
        with pytest.raises(SaveError, match=r"redraws\[") as err:
            Game.from_json(json.dumps({**data, "redraws": bad}))
        assert "redraw" in str(err.value)
    with pytest.raises(SaveError, match="redraws"):
        Game.from_json(json.dumps({**data, "redraws": [[k, -1]]}))
    data["redraws"][0][1] += 1  # another salt: another deal, which the saved state does not match
    with pytest.raises(SaveError, match=r"different position|cannot be replayed"):
        Game.from_json(json.dumps(data))


@pytest.mark.parametrize("seed", range(6))
def test_a_redraw_changes_nothing_anyone_has_seen(seed):
    rng = random.Random(seed)
    game = Game.new(players=[2, 3, 4, 5][seed % 4], seed=seed)
    for _ in range(rng.randrange(20, 200)):
        if game.over:
            break
        game.apply(rng.choice(game.pending.options))
    if game.over:
        return
    s = game.state.copy()
    before = (settle(s.copy())[1], s.hands, s.held, s.stacks, s.loc, s.eagles, s.dice, s.card, s.movement_discard,
              len(s.deck), len(s.undealt), len(s.sa_pile), sorted(s.board_pellets), sum(s.reserve.values()))
    redraw_unseen(s, 12345)
    after = (settle(s.copy())[1], s.hands, s.held, s.stacks, s.loc, s.eagles, s.dice, s.card, s.movement_discard,
             len(s.deck), len(s.undealt), len(s.sa_pile), sorted(s.board_pellets), sum(s.reserve.values()))
    assert before == after
    assert s.chance >= 12345
    with pytest.raises(ValueError, match="salt"):
        redraw_unseen(s, -1)


# ------------------------------------------------------------------ the view
def _view_luck(same_dice: bool | None) -> tuple[tuple, tuple]:
    """In a view against the computer: a move, Undo, another move; the luck seen after each."""
    view = GameView(Game.new(players=4, seed=3), humans=[0], speed="instant")
    if same_dice is not None:
        view.same_dice_box.value = same_dice  # as a person ticks the box
    while not (view.game.pending.kind == "move" and sum(isinstance(o, Move) for o in view.game.pending.options) >= 2):
        view.apply(view.game.pending.options[0])
    a, b = [o for o in view.game.pending.options if isinstance(o, Move)][:2]
    view.apply(a)  # the computer clans play on to the person's next decision
    first = (view.game.dice, view.game.state.card, tuple(view.game.state.deck))
    view.undo()
    view.apply(b)
    return first, (view.game.dice, view.game.state.card, tuple(view.game.state.deck))


def test_the_view_deals_fresh_luck_after_undo_by_default_and_the_box_keeps_it():
    first, second = _view_luck(None)
    assert first[2] != second[2]
    first, second = _view_luck(True)
    assert first[2] == second[2]
    view = GameView(Game.new(players=4, seed=3), humans=[0], same_dice=True)
    assert view.same_dice_box.value and not view.game.fresh_after_undo
    view.set_same_dice(False)
    assert view.game.fresh_after_undo and not view.same_dice_box.value
    assert "fresh dice" in view.message.value
    view.set_game(Game.new(players=3, seed=1))  # a loaded game follows the box
    assert view.game.fresh_after_undo
    assert view.same_dice_box.description == "Same dice after undo" and "never shows the future" in view.same_dice_box.tooltip
