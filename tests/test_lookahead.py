"""The own-follow-up search (bots.lookahead): a timed analysis whose deadline binds, a budgeted one that repeats itself."""

from __future__ import annotations

import random

import pytest

from lemmings import scenarios
from lemmings.bots import lookahead
from lemmings.bots.lookahead import analyse, follow_up, leaf_ladder


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
