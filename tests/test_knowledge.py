"""What a seat knows: sampled worlds are legal, look the same to the seat, and are drawn with the
right frequencies; the search copy is independent and cheap; the seat's score estimate."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from conftest import hidden_twin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lemmings import Game, IllegalAction
from lemmings.cards import GAME_OVER
from lemmings.invariants import problems
from lemmings.knowledge import known_score, projected_scores, sample_state, unseen_cards, unseen_pellets
from lemmings.scoring import final_score
from lemmings.state import PELLET_KINDS

VARIANTS = {2: [None, "two_player", "short"], 3: [None, "chaos"], 4: [None, "short", "chaos"], 5: [None], 6: [None, "chaos"]}

# Upper 0.1 % points of the chi-square distribution by degrees of freedom (a fixed seed makes
# the test deterministic; the threshold only says how surprising a failure would be).
CHI2_999 = {1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52, 6: 22.46, 7: 24.32}


def advance(game: Game, steps: int, seed: int) -> Game:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.pending.options))
    return game


def chi2(observed: Counter, expected: dict) -> float:
    return sum((observed[k] - e) ** 2 / e for k, e in expected.items())


def public(game: Game, player: int) -> dict:
    view = game.view(player)
    view.pop("log")
    return view


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 6), data=st.data(), seed=st.integers(0, 2**31), steps=st.integers(0, 400))
def test_every_sampled_world_is_legal_and_looks_the_same_to_the_seat(players, data, seed, steps):
    variant = data.draw(st.sampled_from(VARIANTS[players]))
    game = advance(Game.new(players=players, seed=seed, variant=variant), steps, seed)
    if game.over:
        return
    rng = random.Random(seed)
    for player in range(players):
        world = game.sample_world(player, rng)
        assert problems(world.state) == []
        assert public(world, player) == public(game, player)
        assert world.pending.options == game.pending.options or game.pending.player != player
        assert world.config.seed != game.config.seed and world.state.chance == 0
        assert game.state.log and world.state.log == []
        assert Counter(world.state.deck) == Counter(game.state.deck)
        # the world plays on by the rules
        advance(world, 30, seed)
        assert problems(world.state) == []


def test_sampling_reads_only_what_the_seat_may_know():
    """Two positions differing only in hidden facts give the same world for the same rng."""
    game = advance(Game.new(players=4, seed=21), 120, 1)
    for player in range(4):
        twin = hidden_twin(game, player, random.Random(player))
        assert twin.state != game.state
        assert public(twin, player) == public(game, player)
        assert game.sample_world(player, random.Random(5)).state == twin.sample_world(player, random.Random(5)).state


def test_unseen_pools():
    game = advance(Game.new(players=4, seed=8), 90, 8)
    s = game.state
    assert sorted(unseen_cards(s, 0)) == sorted(s.hands[1] + s.hands[2] + s.hands[3] + s.undealt)
    pool = unseen_pellets(s, 0)
    hidden = Counter(s.board_pellets.values()) + Counter(s.reserve)
    for q in (1, 2, 3):
        hidden.update(s.held[q])
    assert {k: pool[k] for k in PELLET_KINDS} == {k: hidden[k] for k in PELLET_KINDS}


def test_hidden_cards_land_in_each_place_with_the_right_frequency():
    game = Game.new(players=4, seed=3)  # three cards in each hand, four undealt
    s = game.state
    card = s.hands[2][0]
    rng, n = random.Random(2024), 3000
    places: Counter = Counter()
    for _ in range(n):
        w = sample_state(s, 0, rng)
        where = [q for q in (1, 2, 3) if card in w.hands[q]] or ["undealt"]
        places[where[0]] += 1
        assert sorted(w.hands[0]) == sorted(s.hands[0])  # the seat's own hand never moves
    unseen = len(unseen_cards(s, 0))
    expected = {q: n * len(s.hands[q]) / unseen for q in (1, 2, 3)} | {"undealt": n * len(s.undealt) / unseen}
    assert chi2(places, expected) < CHI2_999[3]


def test_hidden_pellets_get_each_value_with_the_right_frequency():
    game = advance(Game.new(players=4, seed=12), 150, 12)
    s = game.state
    pool = unseen_pellets(s, 1)
    total = sum(pool.values())
    target = sorted(s.board_pellets)[0]
    holder = max((q for q in (0, 2, 3)), key=lambda q: sum(s.held[q].values()))
    rng, n = random.Random(7), 3000
    on_hex: Counter = Counter()
    held: Counter = Counter()
    for _ in range(n):
        w = sample_state(s, 1, rng)
        on_hex[w.board_pellets[target]] += 1
        held.update(w.held[holder])
        assert w.held[1] == s.held[1] and problems(w) == []
    kinds = [k for k in PELLET_KINDS if pool[k]]
    assert chi2(on_hex, {k: n * pool[k] / total for k in kinds}) < CHI2_999[len(kinds) - 1]
    m = sum(s.held[holder].values())
    if m:  # each pellet a rival holds is a fair draw from the unseen pellets too
        # (draws without replacement vary less than independent ones, so the threshold is safe)
        assert chi2(held, {k: n * m * pool[k] / total for k in kinds}) < CHI2_999[len(kinds) - 1]


def test_game_over_stays_in_the_bottom_cards_uniformly_and_the_rest_is_shuffled():
    game = Game.new(players=4, seed=5)
    s = game.state
    rng, n = random.Random(11), 2800
    depth: Counter = Counter()
    top: Counter = Counter()
    for _ in range(n):
        w = sample_state(s, 0, rng)
        depth[w.deck.index(GAME_OVER)] += 1
        top[w.deck[-1]] += 1
    assert set(depth) <= set(range(7))
    assert chi2(depth, {i: n / 7 for i in range(7)}) < CHI2_999[6]
    values = Counter(c for c in s.deck if c != GAME_OVER)
    assert chi2(top, {v: n * c / sum(values.values()) for v, c in values.items()}) < CHI2_999[3]


def test_short_deck_keeps_game_over_among_the_cards_left():
    game = Game.new(players=4, seed=5, variant="short")
    s = game.state
    s.deck = [2, GAME_OVER, 3, 4]  # four cards left: Game Over may be any of them
    rng = random.Random(1)
    seen = Counter(sample_state(s, 0, rng).deck.index(GAME_OVER) for _ in range(800))
    assert set(seen) == set(range(4))


def test_sample_world_refuses_a_seat_that_is_not_playing():
    game = Game.new(players=3, seed=1)
    with pytest.raises(ValueError, match="player must be 0 to 2"):
        game.sample_world(3, random.Random(0))


def test_search_copy_is_independent_and_keeps_no_log_or_history():
    game = advance(Game.new(players=4, seed=9), 60, 9)
    copy = game.copy(search=True)
    assert copy.state.log == [] and copy.history == () and copy.pending == game.pending
    before = game.copy()
    advance(copy, 40, 1)
    assert game == before and game.state.log == before.state.log
    with pytest.raises(IllegalAction, match="search copy"):
        copy.undo()
    with pytest.raises(IllegalAction, match="search copy"):
        copy.goto(0)
    assert Game.from_json(copy.to_json()).state == copy.state


def test_full_copy_still_copies_log_and_history():
    game = advance(Game.new(players=4, seed=9), 60, 9)
    copy = game.copy()
    assert copy == game and copy.log == game.log
    copy.apply(copy.pending.options[0])
    assert copy.state != game.state and len(copy.log) >= len(game.log)
    copy.undo()
    assert copy.state == game.state


def test_known_score_is_exact_for_the_seat_and_an_expectation_for_rivals():
    game = advance(Game.new(players=4, seed=14), 200, 14)
    s = game.state
    assert known_score(s, 2, 2) == final_score(s, 2).total
    # a rival's estimate does not depend on the values of its pellets
    twin = s.copy()
    held = twin.held[3]
    n = sum(held.values())
    twin.held[3] = {"vp1": 0, "vp2": 0, "favour": n}
    assert known_score(twin, 2, 3) == known_score(s, 2, 3)
    assert len(projected_scores(s, 2)) == 4
