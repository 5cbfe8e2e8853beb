"""The public Game API: decisions, illegal choices, undo/redo, copies, replay, reprs."""

from __future__ import annotations

import json
import pickle
import random

import pytest
from conftest import scenario, texts

from lemmings import Decision, Game, IllegalAction, Move, Roll, Scatter, scenarios
from lemmings.bots import RandomBot, play_out
from lemmings.clans import clan_by_name


def test_pending_decision_has_player_kind_and_readable_options():
    game = Game.new(players=4, seed=7)
    d = game.pending
    assert isinstance(d, Decision) and d.kind == "roll" and d.options == (Roll(),)
    assert "roll" in repr(d) and d.clan in repr(d)
    assert json.loads(json.dumps(list(d.options))) == [[]]
    assert "roll" in d and Roll() in d


def test_a_decision_kept_after_its_choice_still_asks_its_own_question():
    game = Game.new(players=4, seed=7)
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    kept = game.pending
    wording = Game.from_json(game.to_json()).pending.prompt  # the same position, worded afresh
    assert "move one lemming" in wording
    game.apply(kept.options[-1])  # the position changes after the question was handed out, unread
    while game.pending.kind != "move" or game.pending.player == kept.player:
        game.apply(game.pending.options[0])
    assert kept.prompt == wording and kept.clan not in game.pending.prompt


def test_decisions_are_read_only_and_compare_by_content():
    game = Game.new(players=4, seed=7)
    d = game.pending
    with pytest.raises(AttributeError):
        d.player = 3
    with pytest.raises(AttributeError):
        d.options = ()
    assert d == game.copy().pending and hash(d) == hash(game.copy().pending)
    game.apply("roll")
    assert d != game.pending


def test_describe_tells_a_dive_from_where_the_lemming_stands_apart_from_a_run_to_the_edge():
    game = scenario("""
        players: 4
        eagle player: Ritz
        red: A hunting
        blue: D hunting
        card: 5
        1504: R1
        """)
    assert game.describe(Move("R1", "1504", 5)) == "Astor (Ritz, R1) dives over the cliff from 1504 for 5 VP"
    assert game.describe(Move("R1", "1503", 4)) == "Move Astor (Ritz, R1) from 1504 to 1503 and dive for 4 VP"


def test_options_are_json_values_with_readable_text():
    game = scenarios.load("rulebook_movement")
    for o in game.pending.options:
        json.dumps(o)
        assert str(o) and str(o) == str(o).strip()
    assert Move("R1", "0403") in game.pending.options
    assert str(Move("R1", "1502", 3)) == "move R1 1502 dive 3"


def test_apply_accepts_the_option_or_its_text_case_and_spacing_free():
    game = scenarios.load("rulebook_movement")
    assert game.apply("  MOVE r1   0403 ") == Move("R1", "0403")


@pytest.mark.parametrize("bad", ["move R1 0903", "feast R1", "fly away", "move Z9 0101", 42, ("move", "R1")])
def test_illegal_choices_raise_and_change_nothing(bad):
    game = scenarios.load("rulebook_movement")
    before, log, history = game.to_json(), list(game.log), game.history
    with pytest.raises(IllegalAction) as info:
        game.apply(bad)
    assert isinstance(info.value, ValueError)
    assert str(info.value)
    assert game.to_json() == before and game.log == log and game.history == history


def test_option_equality_is_typed():
    from lemmings import Claw, Feast, Pass, Roll

    assert Feast("R1") != Claw("R1") and Roll() != Pass()
    assert len({Feast("R1"), Claw("R1")}) == 2


def test_undo_redo_and_goto_follow_the_history():
    game = Game.new(players=3, seed=9)
    play_out(game, RandomBot(1), max_decisions=25)
    snapshot = game.copy()
    history = game.history
    game.apply(game.pending.options[0])
    after = game.copy()
    assert game.undo() == str(after.history[-1])
    assert game == snapshot and game.can_redo
    game.redo()
    assert game == after and not game.can_redo
    game.goto(10)
    assert game.history == history[:10] and game.can_redo
    game.goto(len(history) + 1)
    assert game == after
    with pytest.raises(ValueError, match="history position must be from 0 to"):
        game.goto(999)
    fresh = Game.new(players=3, seed=9)
    with pytest.raises(IllegalAction, match="nothing to undo"):
        fresh.undo()
    with pytest.raises(IllegalAction, match="nothing to redo"):
        fresh.redo()


def test_a_new_choice_after_undo_drops_the_redo_list():
    game = Game.new(players=3, seed=9)
    game.apply("roll")
    game.apply("red first")
    game.undo()
    game.apply("blue first")
    assert not game.can_redo


def test_copies_are_independent():
    game = Game.new(players=4, seed=3)
    twin = game.copy()
    twin.apply("roll")
    assert game.pending.kind == "roll" and twin.pending.kind != "roll"
    assert game != twin


def test_replay_of_seed_and_choices_reproduces_the_game():
    game = Game.new(players=4, seed=21)
    play_out(game, RandomBot(5))
    again = Game.replay(Game.new(players=4, seed=21).state, game.history)
    assert again == game and again.log == game.log


def test_json_round_trip_mid_scatter_and_mid_card():
    game = scenarios.load("rulebook_eagle")
    game.apply("blue first")
    game.apply("blue cw A")
    game.apply("feast B1")
    game.apply("scatter V1 cliff")
    assert game.pending.kind == "scatter"
    loaded = Game.from_json(game.to_json())
    assert loaded == game and loaded.pending == game.pending
    loaded.apply("scatter I1 cliff")
    card = scenario("""
        players: 4
        card: 2
        hand Ritz: King of the Hill
        0604: B1 I1 V1
    """)
    card.apply("play King of the Hill")
    card.apply("select 0604")
    card.apply("top I1")
    back = Game.from_json(card.to_json())
    assert back == card and back.pending.kind == "king_order"
    back.undo()
    assert back.pending.kind == "king_order" and texts(back.pending.options) == ["top V1", "top I1", "top B1"]


def test_save_and_load_files(tmp_path):
    game = Game.new(players=5, seed=2, variant="short")
    play_out(game, RandomBot(2), max_decisions=40)
    path = tmp_path / "game.json"
    game.save(path)
    loaded = Game.load(path)
    assert loaded == game and loaded.history == game.history
    loaded.undo()


def test_census_stack_lemming_and_reprs():
    game = scenarios.load("rulebook_eagle")
    census = game.census()
    assert census["I.Q."] == {"start": 9, "board": 1, "dived": 0, "eaten": 0}
    assert game.stack("1502") == ("I1", "V1")
    info = game.lemming("I1")
    assert (info.clan, info.status, info.where) == ("I.Q.", "covered", "1502")
    with pytest.raises(ValueError, match="not a hex"):
        game.stack("0000")
    with pytest.raises(ValueError, match="no lemming"):
        game.lemming("Q1")
    assert "5 players" in repr(game) and "eagle order" in repr(game)
    assert "<svg" in game._repr_svg_()


def test_game_end_winner_and_score():
    game = Game.new(players=3, seed=8)
    play_out(game, RandomBot(8))
    assert game.over and game.pending is None and game.options == ()
    assert game.winners and set(game.winners) <= set(game.score())
    best = max(game.score().values())
    assert all(game.score()[w] == best for w in game.winners)
    assert (game.winner is None) == (len(game.winners) > 1)
    assert "game over" in repr(game)


def test_scatter_option_text_round_trips():
    from lemmings import parse_option

    for text in ["scatter R1 cliff", "move B2 1503 dive 4", "red cw C", "blue to F", "favour dive R3",
                 "play Mine! All Mine!", "play deja vu", "swap R1 B2", "select 0605", "top V3", "move I1 start"]:
        option = parse_option(text)
        assert parse_option(str(option)) == option
    assert parse_option("scatter r1 CLIFF") == Scatter("R1", "cliff")
    with pytest.raises(ValueError):
        parse_option("jump R1")


def test_a_pickled_game_is_equal_saves_the_same_and_plays_on():
    game = Game.new(players=4, seed=1)
    rng = random.Random(1)
    for _ in range(100):
        game.apply(rng.choice(game.pending.options))
    copied = pickle.loads(pickle.dumps(game))
    assert copied == game and copied.to_json() == game.to_json()
    assert copied.board is game.board  # the built-in board, with its path tables, is not copied
    choice = game.pending.options[0]
    assert copied.apply(str(choice)) == game.apply(choice) and copied == game


def test_an_unknown_clan_is_quoted_short_and_a_non_name_refused():
    with pytest.raises(ValueError, match="unknown clan") as refusal:
        clan_by_name("x" * 100_000)
    assert len(str(refusal.value)) < 300
    with pytest.raises(ValueError, match="clan must be a string"):
        clan_by_name(5)
    assert clan_by_name("iq").name == "I.Q."
