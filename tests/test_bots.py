"""Computer players: fair (they decide only from what their seat may know), seeded, and named."""

from __future__ import annotations

import random

import pytest
from conftest import hidden_twin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lemmings import Game
from lemmings.bots import (
    BOTS,
    LEVELS,
    GreedyBot,
    LookaheadBot,
    MonteCarloBot,
    PolicyBot,
    RandomBot,
    describe_level,
    make_bot,
    montecarlo,
    option_score,
    play_out,
)
from lemmings.invariants import problems
from lemmings.options import Move

VARIANTS = {2: [None, "two_player"], 3: [None, "chaos"], 4: [None, "short", "chaos"], 5: [None], 6: [None]}
MAKERS = {
    "random": RandomBot, "policy": PolicyBot, "greedy": GreedyBot,
    "montecarlo": lambda seed: MonteCarloBot(playouts=10, seed=seed, candidates=4),
    "lookahead": lambda seed: LookaheadBot(worlds=2, leaves=40, seed=seed),
    "lookahead with replies": lambda seed: LookaheadBot(worlds=1, leaves=20, replies_to=3, seed=seed),
}


def advance(game: Game, steps: int, seed: int) -> Game:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.pending.options))
    return game


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 6), data=st.data(), seed=st.integers(0, 2**31), steps=st.integers(0, 500),
       bot=st.sampled_from(sorted(MAKERS)))
def test_a_bot_decides_the_same_in_games_that_differ_only_in_what_it_cannot_see(players, data, seed, steps, bot):
    """Rivals' hands, unseen pellet values, the deck order and the future seed are all changed."""
    variant = data.draw(st.sampled_from(VARIANTS[players]))
    game = advance(Game.new(players=players, seed=seed, variant=variant), steps, seed)
    for _ in range(3):  # three decisions in a row, so the bots' own random streams move on too
        if game.over:
            return
        p = game.pending.player
        twin = hidden_twin(game, p, random.Random(seed))
        assert twin.state != game.state and twin.pending.options == game.pending.options
        a, b = MAKERS[bot](seed), MAKERS[bot](seed)
        choice = a.choose(game)
        assert b.choose(twin) == choice
        assert a.choose(game) == b.choose(twin)
        game.apply(choice)


def test_a_seeded_bot_repeats_itself_and_leaves_the_game_alone():
    game = advance(Game.new(players=4, seed=31), 140, 31)
    before = game.copy()
    choices = [MonteCarloBot(playouts=24, seed=5).choose(game) for _ in range(2)]
    assert choices[0] == choices[1] and choices[0] in game.pending.options
    assert game == before and game.log == before.log


def test_every_bot_plays_whole_legal_games():
    for name in BOTS:
        game = Game.new(players=3, seed=4, variant="short")
        bots = {p: make_bot(name, p) for p in range(3)} if name not in ("medium", "hard") else {
            0: MonteCarloBot(playouts=6, seed=0), 1: make_bot("random", 1), 2: make_bot("random", 2)}
        play_out(game, bots)
        assert game.over and problems(game.state) == []


def test_levels_and_names():
    assert list(LEVELS) == ["easy", "medium", "hard"]
    assert isinstance(make_bot("easy"), GreedyBot)
    assert isinstance(make_bot(" Hard ", 3), LookaheadBot)
    hard, medium = make_bot("hard"), make_bot("medium")
    assert hard.leaves > medium.leaves and hard.replies_to > medium.replies_to == 0  # hard also weighs the rivals' replies
    assert "greedy" in describe_level("easy")
    with pytest.raises(ValueError, match="unknown bot 'expert'; choose one of random, policy, easy, medium, hard"):
        make_bot("expert")


def test_monte_carlo_budget_is_checked():
    with pytest.raises(ValueError, match="give MonteCarloBot a budget"):
        MonteCarloBot(playouts=None, seconds=None)
    with pytest.raises(ValueError, match="playouts must be"):
        MonteCarloBot(playouts=0)
    with pytest.raises(ValueError, match="seconds must be positive"):
        MonteCarloBot(playouts=None, seconds=0)
    with pytest.raises(ValueError, match="candidates"):
        MonteCarloBot(candidates=1)


def test_monte_carlo_analysis_spends_its_budget_and_ranks_the_options():
    game = advance(Game.new(players=4, seed=2), 40, 2)
    while len(game.pending.options) < 3:
        game.apply(game.pending.options[0])
    stats = MonteCarloBot(playouts=60, seed=1, halving=False).analyse(game)
    assert sum(s.playouts for s in stats) >= 60
    assert len({s.playouts for s in stats}) == 1  # without halving every option gets the same worlds
    margins = [s.margin for s in stats]
    assert margins == sorted(margins, reverse=True)
    for s in stats:
        low, high = s.win_interval
        assert 0 <= low <= s.win_rate <= high <= 1
    timed = MonteCarloBot(playouts=None, seconds=0.05, seed=1).analyse(game)
    assert sum(s.playouts for s in timed) > 0


def test_the_playout_policy_prefers_a_dive_and_spares_its_own_lemmings():
    game = Game.new(players=4, seed=1)
    s = game.state
    assert option_score(s, 0, Move("R1", "1501", 3)) > option_score(s, 0, Move("R1", "1501", 0))
    assert option_score(s, 0, Move("R1", "1501", 3)) > 0 > option_score(s, 1, Move("R1", "1501", 3))


def test_play_out_checks_until():
    with pytest.raises(ValueError, match="until must be"):
        play_out(Game.new(), RandomBot(), until="round")


def test_easy_beats_random_bots_in_a_small_seeded_match():
    wins = 0
    for seed in range(8):
        game = Game.new(players=4, seed=seed)
        play_out(game, {0: GreedyBot(seed), 1: RandomBot(seed), 2: RandomBot(seed + 1), 3: RandomBot(seed + 2)})
        wins += game.winner == game.clans[0].name
    assert wins >= 5


def test_a_playout_past_its_deadline_stops_and_is_scored_by_the_lead():
    game = Game.new(players=4, seed=5)
    p = game.pending.player
    world = game.sample_world(p, random.Random(1))
    before = len(world.history)
    win, vp, margin = montecarlo.playout(world, p, random.Random(2), to_end=True, deadline=0.0)
    assert len(world.history) == before and not world.over and win in (0.0, 0.5, 1.0)
