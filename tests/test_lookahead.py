"""The own-follow-up search (bots.lookahead): a timed analysis whose deadline binds, a budgeted one that repeats itself."""

from __future__ import annotations

import random
import time

import pytest

from lemmings import Game, scenarios
from lemmings.bots import lookahead
from lemmings.bots.lookahead import analyse, follow_up, leaf_ladder
from lemmings.options import Play


def _figures(stats):
    return sorted((st.index, tuple(st.margins)) for st in stats)


def test_the_leaf_ladder_deepens_by_four_up_to_the_budget():
    assert leaf_ladder(400) == [1, 4, 16, 64, 256, 400]
    assert leaf_ladder(1) == [1] and leaf_ladder(16) == [1, 4, 16]


def test_a_timed_analysis_out_of_time_answers_with_its_always_finished_first_rung():
    """However little time, every option is weighed once: the first world with one evaluation each,
    the same figures as a budget of one world and one leaf (the deeper rungs were dropped)."""
    game = scenarios.load("rulebook_eagle")  # the Eagle Player's eagle order: a long turn to search
    timed = analyse(game, worlds=None, seconds=1e-9, seed=4)
    assert len(timed) == len(game.pending.options) and all(st.playouts == 1 for st in timed)
    assert _figures(timed) == _figures(analyse(game, worlds=1, leaves=1, seed=4))


def test_a_timed_analysis_with_time_to_spare_matches_the_budgeted_one():
    game = scenarios.load("rulebook_eagle")
    timed = analyse(game, worlds=2, seconds=600, leaves=20, seed=4)
    assert _figures(timed) == _figures(analyse(game, worlds=2, leaves=20, seed=4))


def test_the_deadline_binds_inside_a_search_and_the_unfinished_rung_is_dropped(monkeypatch):
    """The clock is read inside the follow-up search: once it passes the deadline mid-rung, the search
    stops there (not at the end of a world) and the last finished rung is the answer."""
    game = scenarios.load("rulebook_eagle")
    calls = {"n": 0}
    real = lookahead.follow_up

    def counted(*args, **kwargs):
        calls["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(lookahead, "follow_up", counted)
    clock = {"t": 0.0}

    def tick():  # every reading of the clock moves it on by 1 ms: a 30 ms budget runs out mid-search
        clock["t"] += 0.001
        return clock["t"]

    monkeypatch.setattr(lookahead.time, "perf_counter", tick)
    timed = analyse(game, worlds=None, seconds=0.03, leaves=400, seed=4)
    assert clock["t"] < 0.1, "the clock was read about once per decision searched, and the search stopped soon after 30 ms"
    assert all(st.playouts == 1 for st in timed)
    rungs = [_figures(analyse(game, worlds=1, leaves=b, seed=4)) for b in leaf_ladder(400)[:3]]
    assert _figures(timed) in rungs


def test_a_search_past_its_deadline_gives_up():
    game = scenarios.load("rulebook_eagle")
    with pytest.raises(lookahead._OutOfTime):
        follow_up(game.copy(search=True), game.pending.player, game.turn, 400, random.Random(0), deadline=-1.0)


def test_the_deadline_binds_when_no_option_has_a_follow_up(monkeypatch):
    """A move that ends the seat's turn has nothing left to search: the clock is read between worlds too
    (without that check, a timed hint on the last decision of a turn never stopped)."""
    game = scenarios.load("rulebook_cliff_dive")
    clock = {"t": 0.0}

    def tick():
        clock["t"] += 0.001
        return clock["t"]

    monkeypatch.setattr(lookahead.time, "perf_counter", tick)
    timed = analyse(game, worlds=None, seconds=0.05, leaves=400, seed=4)
    assert 1 <= timed[0].playouts <= 60 and clock["t"] < 0.2


def test_replies_play_every_rival_to_the_next_eagles_roll_by_its_own_evaluator():
    """The rivals' replies end where the eagles next roll (or the game ends), every seat choosing
    with its own evaluator one decision ahead, so a line is scored with the eagles' odds as they will be."""
    game = Game.new(players=4, seed=3)
    while game.pending.kind != "move":
        game.apply(lookahead.greedy_choice(game) if len(game.pending.options) > 1 else game.pending.options[0])
    turn, movers = game.turn, []
    real = lookahead.greedy_choice

    def seen(g, **kwargs):
        movers.append(g.pending.player)
        choice = real(g, **kwargs)
        assert type(choice) is not Play, "a guessed hand's special action never swings a reply"
        return choice

    trial = game.copy(search=True)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(lookahead, "greedy_choice", seen)
        lookahead.replies(trial, turn, random.Random(1))
    assert trial.over or (trial.turn == turn + 1 and trial.pending.kind == "roll")
    assert set(movers) == set(range(4)), "each of the four seats still to move this turn answered"
    again = game.copy(search=True)
    lookahead.replies(again, turn, random.Random(1))
    assert again.state.loc == trial.state.loc, "replies are reproducible"
    lookahead.replies(trial, turn, random.Random(1))
    assert trial.state.loc == again.state.loc and trial.pending.kind == "roll", (
        "a line that already reached the next turn (the seat moved last) is scored where it stands")


def test_an_analysis_with_replies_ranks_the_options_looked_at_further_first():
    game = scenarios.load("rulebook_cliff_dive")
    plain = analyse(game, worlds=2, leaves=20, seed=4)
    deeper = analyse(game, worlds=2, leaves=20, seed=4, replies_to=3)
    top3 = {st.index for st in plain[:3]}
    assert {st.index for st in deeper[:3]} == top3, "the three best by the own-turn search are the ones answered"
    assert [st.index for st in deeper[3:]] == [st.index for st in plain[3:]], "the others keep their figures and order"
    assert _figures(deeper[3:]) == _figures(plain[3:])
    assert _figures(deeper[:3]) != _figures(plain[:3]), "the replies changed what the answered options are worth"
    with pytest.raises(ValueError, match="replies_to needs a budget in worlds"):
        analyse(game, worlds=None, seconds=1.0, replies_to=2)


def test_a_bot_without_cards_looks_further_at_as_many_options_it_may_play():
    game = scenarios.load("card_run_lemming_run")
    assert any(type(o) is Play for o in game.pending.options)
    bot = lookahead.LookaheadBot(worlds=1, leaves=4, seed=1, cards=False, replies_to=1)
    assert type(bot.choose(game)) is not Play and "replies_to=1, cards=False" in repr(bot)
    with pytest.raises(ValueError, match="replies_to must be a whole number"):
        lookahead.LookaheadBot(replies_to=-1)


def test_the_greedy_choice_without_cards_keeps_the_special_actions_out():
    game = scenarios.load("card_run_lemming_run")
    assert any(type(o) is Play for o in game.pending.options)
    assert type(lookahead.greedy_choice(game, cards=False)) is not Play
    assert lookahead.greedy_choice(game) in game.pending.options


def test_a_budgeted_analysis_still_searching_at_its_stop_time_raises_and_leaves_the_game_alone():
    """The hint asks "hard" for its choice with a stop time: a search still running then is dropped
    (TimeoutError), in the search of the seat's own follow-ups and in the rivals' replies alike."""
    game = scenarios.load("rulebook_eagle")
    before = game.copy()
    for replies_to in (0, 2):
        with pytest.raises(TimeoutError, match="still searching at its stop time"):
            analyse(game, worlds=1, leaves=100, replies_to=replies_to, seed=3, stop=time.perf_counter() - 1)
    assert game == before
    in_time = analyse(game, worlds=1, leaves=100, replies_to=2, seed=3, stop=time.perf_counter() + 600)
    assert _figures(in_time) == _figures(analyse(game, worlds=1, leaves=100, replies_to=2, seed=3))
    with pytest.raises(ValueError, match="stop is for a budget in worlds"):
        analyse(game, worlds=None, seconds=1.0, stop=time.perf_counter() + 1)


def test_a_bot_s_pick_is_its_choice_for_a_given_seed():
    """``choose`` draws a seed and picks; ``pick`` with that seed gives the same option (what the hint
    asks of "hard"), and a stop time already past raises instead of answering late."""
    game = Game.new(players=4, seed=9)
    while game.pending.kind != "move" or len(game.pending.options) < 3:
        game.apply(game.pending.options[0])
    bot = lookahead.LookaheadBot(worlds=1, leaves=100, replies_to=5, seed=5, card_margin=0.5)
    seed = random.Random(5).getrandbits(32)
    assert bot.choose(game) == lookahead.LookaheadBot(worlds=1, leaves=100, replies_to=5, card_margin=0.5).pick(game, seed)
    with pytest.raises(TimeoutError):
        bot.pick(game, seed, stop=time.perf_counter() - 1)


@pytest.mark.parametrize("explicit", [False, True])
def test_the_leaf_holds_the_end_of_the_best_line_and_the_options_that_lead_there(explicit):
    """The coach says how a turn goes on (analysis.compare): the leaf list gets the position the best
    line ends in, then that line's options, which replayed from the start reach that very position."""
    game = scenarios.load("rulebook_cliff_dive") if not explicit else Game.new(players=4, seed=5, chance="explicit")
    start = game.copy(search=True)
    player, turn = start.pending.player, start.turn
    leaf: list = []
    value = follow_up(start.copy(search=True), player, turn, 400, random.Random(3), leaf=leaf)
    assert value == follow_up(start.copy(search=True), player, turn, 400, random.Random(3))  # same search, same value
    end, line = leaf[0], leaf[1:]
    assert line, "a line of at least one decision"
    replay = start.copy(search=True)
    for option in line:
        replay.apply(option)
    assert replay.state == end.state
