"""Favour exchanges: +1 to the card, +1 to a dive, or a random undealt special action."""

from __future__ import annotations

import pytest
from conftest import scenario, texts

from lemmings import Exchange, IllegalAction


def test_one_favour_raises_the_card_for_that_player_only():
    game = scenario("""
        players: 4
        card: 3
        held Ritz: favour
    """)
    assert "favour +1" in texts(game.pending.options)
    game.apply("favour +1")
    assert game.card_value(0) == 4 and game.card_value(1) == 3
    assert game.state.held[0]["favour"] == 0 and game.state.favour_box == 1
    # one exchange per turn
    assert not any(isinstance(o, Exchange) for o in game.pending.options)
    game.apply("move R1 0401")  # 4 points now
    assert game.board.row(game.state.loc["R1"]) == 4


def test_the_card_cannot_be_raised_above_five():
    game = scenario("""
        players: 4
        card: 5
        held Ritz: favour, favour
    """)
    assert "favour +1" not in texts(game.pending.options)
    with pytest.raises(IllegalAction, match="already counts 5"):
        game.apply("favour +1")


def test_two_favours_add_a_point_to_a_scored_dive_up_to_five():
    game = scenario("""
        players: 4
        card: 2
        held Ritz: favour, favour, favour, favour
        dives: R1=3, R2=5, B1=2
    """)
    opts = texts(game.pending.options)
    assert "favour dive R1" in opts and "favour dive R2" not in opts and "favour dive B1" not in opts
    game.apply("favour dive R1")
    assert game.state.dives["R1"] == 4
    assert game.score()["Ritz"] == 9
    with pytest.raises(IllegalAction, match="only one favour exchange"):
        game.apply("favour dive R1")


def test_three_favours_draw_an_undealt_card_that_may_be_played_at_once():
    game = scenario("""
        players: 4
        card: 2
        seed: 3
        held Ritz: favour, favour, favour
        its a 5 used: Ritz
        hand Biker: Boo!, Caution, Déjà Vu
    """)
    undealt = list(game.state.undealt)
    game.apply("favour draw")
    drawn = game.state.hands[0]
    assert len(drawn) == 1 and drawn[0] in undealt
    assert len(game.state.undealt) == len(undealt) - 1
    assert drawn[0] not in game.log[-1]  # the card stays secret
    # a playable drawn card is offered straight away as this turn's special action
    from lemmings.special_actions import SPECIAL_ACTIONS

    if SPECIAL_ACTIONS[drawn[0]].playable(game.state, 0):
        assert f"play {drawn[0]}" in texts(game.pending.options)


def test_exchanges_come_before_a_special_action():
    game = scenario("""
        players: 4
        card: 2
        held Ritz: favour
    """)
    game.apply("play It's a 5")
    assert not any(isinstance(o, Exchange) for o in game.pending.options)
    with pytest.raises(IllegalAction, match="favour exchanges come first"):
        game.apply("favour +1")


def test_not_enough_favours_is_explained():
    game = scenario("""
        players: 4
        card: 2
        held Ritz: favour
        dives: R1=2
    """)
    with pytest.raises(IllegalAction, match="costs 2 favour pellets and Ritz holds 1"):
        game.apply("favour dive R1")
