"""The position evaluator (lemmings.bots.evaluator): what it counts, and the timid judge "medium" uses."""

from __future__ import annotations

import pytest

from lemmings import Game, scenarios
from lemmings.bots import LookaheadBot, make_bot
from lemmings.bots.evaluator import eagle_risk, expected_scores, lemming_value
from lemmings.options import Play


def test_every_clan_is_judged_and_a_finished_game_counts_its_final_scores():
    game = scenarios.load("rulebook_eagle")
    scores = expected_scores(game.state, 0)
    assert len(scores) == game.state.cfg.n_players and all(v >= 0 for v in scores)


def test_no_caution_is_the_plain_evaluator():
    s = scenarios.load("rulebook_eagle").state
    assert expected_scores(s, 1, caution=0.0) == expected_scores(s, 1)


def test_caution_discounts_only_the_lemmings_on_top_in_the_open():
    """In the rulebook's eagle example every lemming on the board stands in a clear hex of the blue
    circle: the top ones (B1, V1, R1, S1, R2) count a quarter less; I1, covered by V1, does not change."""
    s = scenarios.load("rulebook_eagle").state
    risk = eagle_risk(s)
    plain, timid = expected_scores(s, 0), expected_scores(s, 0, caution=0.25)
    on_top = {"B1", "V1", "R1", "S1", "R2"}
    for p in range(s.cfg.n_players):
        mine = [lem for lem in s.cfg.lemmings_of[p] if lem in on_top]
        lost = sum(0.25 * lemming_value(s, lem) * (1 - risk.get(lem, 0.0)) for lem in mine)
        assert timid[p] == pytest.approx(plain[p] - lost)
        assert (timid[p] < plain[p]) == bool(mine)


def test_medium_is_the_timid_judge_and_hard_the_plain_one():
    medium, hard = make_bot("medium"), make_bot("hard")
    assert 0 < medium.caution < 1 and hard.caution == 0
    assert "caution=0.25" in repr(medium)


@pytest.mark.parametrize("caution", [-0.1, 1.5, "a lot", True])
def test_a_caution_outside_0_to_1_is_refused(caution):
    with pytest.raises(ValueError, match="caution must be a number from 0 to 1"):
        LookaheadBot(caution=caution)


@pytest.mark.parametrize("margin", [-1, 11, "half", None])
def test_a_card_margin_outside_0_to_10_vp_is_refused(margin):
    with pytest.raises(ValueError, match="card_margin must be a number of VP from 0 to 10"):
        LookaheadBot(card_margin=margin)


def _cards_played(seat_margin: float) -> list[int]:
    """Special actions each seat plays in a seeded short game of four "medium" clans, seat 0 with ``seat_margin``."""
    game = Game.new(players=4, seed=5, variant="short")
    bots = [make_bot("medium", p) for p in range(4)]
    bots[0].card_margin = seat_margin
    played = [0] * 4
    while not game.over:
        d = game.pending
        option = bots[max(d.player, 0)].choose(game)
        if d.player >= 0:
            played[d.player] += type(option) is Play
        game.apply(option)
    return played


def test_the_levels_play_a_card_only_when_it_clearly_gains_and_a_huge_margin_keeps_every_card():
    assert make_bot("medium").card_margin == make_bot("hard").card_margin == 0.5
    assert _cards_played(0.0)[0] > 0  # without a margin, seat 0 plays cards in this deal
    assert _cards_played(10.0)[0] == 0  # no card ever leads by 10 VP: seat 0 keeps its hand
