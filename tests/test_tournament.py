"""Tournaments: fair seat rotation, Wilson intervals, and the same table on every executor."""

from __future__ import annotations

import functools
import io
import itertools
import re
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest
import tqdm.auto
import tqdm.std

from gamecore.errors import ArgumentError
from gamecore.stats import mean_interval, wilson_interval
from lemmings import tournament
from lemmings.tournament import SerialExecutor

SEATS = ["easy", "random", "policy", "random"]


@pytest.fixture(scope="module")
def serial():
    return tournament.run(SEATS, 8, seed=3, executor=SerialExecutor(), progress=False)


def test_seats_rotate_so_each_entrant_plays_every_deal_from_every_position():
    todo = tournament.tasks(SEATS, 8, seed=1)
    assert [t.entrants for t in todo[:4]] == [(0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2)]
    assert len({t.seed for t in todo[:4]}) == 1 and todo[4].seed != todo[0].seed
    for entrant in range(4):
        assert Counter(t.entrants.index(entrant) for t in todo) == {0: 2, 1: 2, 2: 2, 3: 2}
    assert todo == tournament.tasks(SEATS, 8, seed=1) and todo != tournament.tasks(SEATS, 8, seed=2)


def test_the_table_adds_up(serial):
    rows = {r.bot: r for r in serial.rows}
    assert list(rows) == ["easy", "random", "policy"]
    assert rows["random"].games == 16 and rows["easy"].games == 8
    assert sum(r.wins for r in serial.rows) == pytest.approx(8)
    for r in serial.rows:
        assert (r.low, r.high) == pytest.approx(wilson_interval(r.wins, r.games))
        assert r.low <= r.win_rate <= r.high
    easy_vp = [rec.vp[rec.entrants.index(0)] for rec in serial.records]
    assert rows["easy"].mean_vp == pytest.approx(sum(easy_vp) / 8)
    assert "easy" in str(serial) and "<table>" in serial._repr_html_()
    assert serial.row("policy").bot == "policy"
    with pytest.raises(KeyError, match="no bot 'hard'"):
        serial.row("hard")


def test_records_are_small(serial):
    rec = serial.records[0]
    assert isinstance(rec, tournament.GameRecord) and len(rec.vp) == 4 and sum(rec.win_share) == pytest.approx(1)
    assert len(repr(rec)) < 200


def test_processes_give_the_same_table(serial):
    with ProcessPoolExecutor(2) as pool:
        assert tournament.run(SEATS, 8, seed=3, executor=pool, progress=False) == serial


def test_a_dask_local_cluster_gives_the_same_table(serial):
    distributed = pytest.importorskip("distributed")  # the [scale] extra; `make test` installs it
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        result = tournament.run(SEATS, 8, seed=3, executor=client.get_executor(), progress=False)
    assert result == serial


def test_bad_arguments_fail_before_any_game():
    with pytest.raises(ValueError, match="one bot per player: 4 names, not 3"):
        tournament.run(["easy"] * 3, 4)
    with pytest.raises(ValueError, match="one bot per player: 2 names, not 4"):
        tournament.run(SEATS, 4, players=2)
    with pytest.raises(ValueError, match="unknown bot 'grandmaster'"):
        tournament.run(["grandmaster"] + ["easy"] * 3, 4)
    with pytest.raises(ValueError, match="games must be"):
        tournament.run(SEATS, 0)
    with pytest.raises(ValueError, match="unknown variant"):
        tournament.run(SEATS, 4, variant="turbo")


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"seed": "x"}, "seed must be a whole number"),
    ({"seed": None}, "seed must be a whole number"),
    ({"seed": 1.5}, "seed must be a whole number"),
    ({"seed": 2**64}, "seed must be from"),
    ({"seats": None}, "seats must be a list of names"),
    ({"seats": "easy"}, "seats must be a list of names"),
    ({"seats": ["easy", 3, "easy", "easy"]}, "each of seats must be a string"),
    ({"executor": "threads"}, "executor must be an executor object"),
    ({"executor": SerialExecutor}, "executor must be an executor object such as SerialExecutor()"),
    ({"games": True}, "games must be a whole number"),
    ({"games": 4.0}, "games must be a whole number"),
    ({"games": 10**10}, "games must be from 1 to"),
    ({"players": "4"}, "players must be a whole number, not str '4'"),
    ({"players": 7}, "players must be from 2 to 6"),
    ({"variant": 3}, "variant"),
])
def test_arguments_of_the_wrong_type_are_refused_with_argument_error(kwargs, message):
    """Issue 30, finding 8: these raised OverflowError, TypeError or AttributeError, or (games=True) ran one game."""
    call = {"seats": SEATS, "games": 4, "executor": SerialExecutor(), "progress": False, **kwargs}
    seats, games = call.pop("seats"), call.pop("games")
    with pytest.raises(ArgumentError, match=re.escape(message)):
        tournament.run(seats, games, **call)


def test_a_long_tournament_builds_its_games_as_it_sends_them(monkeypatch):
    """100,000 tasks were built, and as many futures submitted, before the first game started
    (7.6 s serially, 22.5 s on two processes, on a busy machine); now the first game starts at once."""
    started = []

    class Stop(Exception):
        pass

    class OneGame(SerialExecutor):
        def submit(self, fn, /, *args, **kwargs):
            if started:
                raise Stop
            started.append(time.perf_counter())
            return super().submit(fn, *args, **kwargs)

    built = []
    monkeypatch.setattr(tournament, "mix64", lambda *a: built.append(a) or 5)
    t0 = time.perf_counter()
    with pytest.raises(Stop):
        tournament.run(SEATS, 10**6, executor=OneGame(), progress=False)
    assert started[0] - t0 < 2 and len(built) < 20  # not a million tasks, nor a million futures
    assert [t.index for t in itertools.islice(tournament.iter_tasks(SEATS, 10**8), 3)] == [0, 1, 2]


def test_results_come_back_while_games_are_still_being_sent(monkeypatch):
    monkeypatch.setattr(tournament, "IN_FLIGHT", 3)
    with ProcessPoolExecutor(2) as pool:
        result = tournament.run(SEATS, 8, seed=3, executor=pool, progress=False)
    assert [r.index for r in result.records] == list(range(8))
    assert result == tournament.run(SEATS, 8, seed=3, executor=SerialExecutor(), progress=False)


def test_variants_and_player_counts():
    result = tournament.run(["easy", "random"], 4, players=2, variant="two_player", executor=SerialExecutor(),
                            progress=False)
    assert result.row("easy").games == 4


def test_intervals():
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(40, 100)
    assert low == pytest.approx(0.3094, abs=1e-4) and high == pytest.approx(0.4980, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == pytest.approx(1.0)
    with pytest.raises(ValueError):
        wilson_interval(11, 10)
    assert mean_interval([2.0]) == (2.0, 2.0, 2.0)
    mean, low, high = mean_interval([1.0, 2.0, 3.0])
    assert mean == 2.0 and low < 2.0 < high


def test_progress_bar_counts_the_games(monkeypatch):
    # tqdm.auto picks the notebook bar once ipykernel has been imported (other tests do), so the
    # terminal bar is put in its place, writing to a buffer, to read what it shows.
    assert tournament.tqdm is tqdm.auto.tqdm
    shown = io.StringIO()
    monkeypatch.setattr(tournament, "tqdm", functools.partial(tqdm.std.tqdm, file=shown))
    tournament.run(SEATS, 4, executor=SerialExecutor(), progress=True)
    assert "games" in shown.getvalue() and "4/4" in shown.getvalue()
