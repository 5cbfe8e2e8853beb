"""The position evaluator (lemmings.bots.evaluator): what it counts, and the timid judge "medium" uses."""

from __future__ import annotations

import pytest

from lemmings import scenarios
from lemmings.bots import LookaheadBot, make_bot
from lemmings.bots.evaluator import eagle_risk, expected_scores, lemming_value


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

