"""Issue 30: the invariant checker of Le grand plongeon catches every kind of broken position, and
the checked random games behind the fuzz test and ``soak.py --game plongeon`` report what breaks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from plongeon import START, Game, RandomBot, Rules, Step, turn
from plongeon.invariants import problems
from plongeon.selfcheck import play_checked, spec

ROOT = Path(__file__).resolve().parent.parent


def _midgame() -> Game:
    game, bot = Game.new(4, seed=2), RandomBot(2)
    for _ in range(120):
        game.apply(bot.choose(game))
    while game.pending.kind != "action":
        game.apply(bot.choose(game))
    return game


def _corrupt(what: str):
    def lose_card(s):
        s.deck.pop()

    def make_card(s):
        s.hands[0].append("W4")
        s.hands[0].sort()

    def share_hex(s):
        s.loc["B1"] = s.loc["R1"] = "0311"

    def off_track(s):
        s.loc["B1"] = "9999"

    def big_hand(s):
        s.hands[1] = sorted(s.hands[0] + s.hands[1] + s.hands[2])
        s.hands[0], s.hands[2] = [], []

    def column_up(s):
        s.columns["water"] = [1, 4]

    def lose_tile(s):
        s.supply["water"] += 1

    def points_left(s):
        s.points = 3

    def early_winner(s):
        s.winner = 1

    def both_home(s):
        s.loc["G1"] = s.loc["G2"] = "finish"

    def unsorted(s):
        s.hands[2].sort(reverse=True)
        assert s.hands[2] != sorted(s.hands[2])

    return locals()[what]


@pytest.mark.parametrize("what, words", [
    ("lose_card", "cards made or lost"), ("make_card", "cards made or lost"), ("share_hex", "two lemmings"),
    ("off_track", "not a hex of the track"), ("big_hand", "at most"), ("column_up", "goes up"),
    ("lose_tile", "tiles made or lost"), ("points_left", "left over"), ("early_winner", "goes on"),
    ("both_home", "both lemmings home"), ("unsorted", "hand"),
])
def test_each_broken_fact_is_found(what, words):
    game = _midgame()
    assert problems(game.state) == []
    _corrupt(what)(game.state)
    found = problems(game.state)
    assert any(words in p for p in found), found


def test_checked_games_pass_and_count_their_decisions():
    reports = [play_checked(seed) for seed in range(6)]
    assert [v for r in reports for v in r.violations] == []
    assert all(r.decisions > 50 and 2 <= r.players <= 5 for r in reports)


@pytest.mark.parametrize("start_push", [True, False])
def test_random_games_keep_every_invariant_under_both_readings_of_the_start(start_push):
    """Issue 29: 5-player games, where the entry hexes fill up; pushes from the start happen only when allowed."""
    pushes_from_start = 0
    for seed in range(4):
        game, bot = Game.new(5, seed, rules=Rules(start_push=start_push)), RandomBot(seed)
        while not game.over:
            assert problems(game.state) == [], (seed, len(game.history))
            option = bot.choose(game)
            if isinstance(option, Step) and game.where(option.lemming) == START:
                before = dict(game.state.loc)
                game.apply(option)
                pushes_from_start += sum(game.state.loc[lem] != where for lem, where in before.items()) > 1
            else:
                game.apply(option)
        assert problems(game.state) == []
        assert Game.from_json(game.to_json()).state == game.state
    assert (pushes_from_start > 0) is start_push


def test_checked_games_play_both_readings_of_the_start():
    readings = {spec(seed)[1].start_push for seed in range(12)}
    assert readings == {True, False}
    assert play_checked(next(s for s in range(12) if not spec(s)[1].start_push)).violations == []


def test_a_checked_game_reports_an_engine_that_loses_a_card(monkeypatch):
    real = turn._end_turn

    def leaky(s):
        real(s)
        if s.turn == 5 and s.deck:
            s.deck.pop()
    monkeypatch.setattr(turn, "_end_turn", leaky)
    report = play_checked(1)
    assert report.violations and "cards made or lost" in report.violations[0] and "seed 1 ply" in report.violations[0]


def test_a_checked_game_reports_an_engine_crash(monkeypatch):
    monkeypatch.setattr(turn, "_rebuild", lambda s: 1 / 0)
    report = play_checked(3)
    assert report.violations and "ZeroDivisionError" in report.violations[0]


def test_an_arranged_column_cannot_go_up():
    with pytest.raises(ValueError, match="goes up"):
        Game.new(2, 1, arrange={"columns": {"water": [1, 4]}})
    assert problems(Game.new(2, 1, arrange={"columns": {"water": [4, 1]}}).state) == []


def test_the_soak_script_plays_plongeon():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "soak.py"), "3", "--game", "plongeon", "--workers",
                           "1", "--batch", "3"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "3 Le grand plongeon games" in done.stdout and "0 violations" in done.stdout
