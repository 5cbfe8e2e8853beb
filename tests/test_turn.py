"""Setup and the sequence of play: eagles phase, card reveal, lemmings phase, turn end."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import scenario, texts

from lemmings import GAME_OVER, Game, IllegalAction


@pytest.mark.parametrize("players,dealt", [(2, 4), (3, 4), (4, 3), (5, 3), (6, 2)])
def test_setup_follows_the_rulebook(players, dealt):
    game = Game.new(players=players, seed=11, variant="standard")  # the standard setup, also for two
    s = game.state
    deck = Counter(s.deck)
    assert deck == Counter({2: 8, 3: 8, 4: 8, 5: 8, GAME_OVER: 1})
    assert s.deck.index(GAME_OVER) < 7  # the deck's bottom is the start of the list
    assert all(len(h) == dealt for h in s.hands)
    assert len(s.undealt) == 16 - players * dealt
    assert not any(s.clan_card_used)
    assert len(s.board_pellets) == 16 and set(s.board_pellets) == set(game.board.pellet_hexes)
    held = Counter(s.board_pellets.values())
    held.update(s.reserve)
    assert held == Counter({"vp1": 14, "vp2": 4, "favour": 14})
    assert sum(s.reserve.values()) == 16
    assert game.eagles == {"red": ("A", True), "blue": ("A", True)}
    assert all(c == {"start": 10, "board": 0, "dived": 0, "eaten": 0} for c in game.census().values())
    assert game.pending.kind == "roll" and game.pending.player == game.eagle_player


def test_game_over_card_is_always_among_the_bottom_seven():
    for seed in range(200):
        deck = Game.new(players=4, seed=seed).state.deck
        assert deck.index(GAME_OVER) < 7


def test_first_eagle_player_can_be_chosen_or_drawn():
    assert Game.new(players=4, seed=1, first_player=2).eagle_player == 2
    drawn = {Game.new(players=4, seed=s).eagle_player for s in range(40)}
    assert drawn == {0, 1, 2, 3}
    with pytest.raises(ValueError, match="first_player"):
        Game.new(players=4, first_player=4)


def test_bad_setup_parameters_are_refused():
    with pytest.raises(ValueError, match="2 to 6 players"):
        Game.new(players=7)
    with pytest.raises(ValueError, match="unknown variant"):
        Game.new(players=4, variant="turbo")
    with pytest.raises(ValueError, match="eagle-die face"):
        Game.new(players=4, die=["Hover", 9])
    with pytest.raises(ValueError, match="different clans"):
        Game.new(players=2, clans=["Ritz", "Ritz"])


def test_a_whole_turn_in_order():
    game = Game.new(players=3, seed=5, first_player=1)
    assert game.pending.kind == "roll" and game.pending.player == 1
    game.apply("roll")
    assert game.log[-1].startswith("Turn 1: Biker rolls red")
    assert game.pending.kind == "eagle_order"
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    assert game.card in (2, 3, 4, 5)
    movers = []
    while game.turn == 1:
        movers.append(game.pending.player)
        game.apply(next(o for o in game.pending.options if str(o).startswith("move")))
    assert movers == [1, 2, 0]  # the Eagle Player first, then clockwise
    assert "The eagle dice pass to I.Q." in game.log
    assert game.eagle_player == 2 and game.pending.kind == "roll"


def test_both_eagles_are_resolved_in_the_chosen_order():
    game = scenario("""
        players: 4
        dice: red 2, blue 1
    """)
    assert set(texts(game.pending.options)) == {"red first", "blue first"}
    game.apply("blue first")
    assert game.pending.options[0].eagle == "blue"
    game.apply(game.pending.options[0])
    assert game.pending.options[0].eagle == "red"


def test_game_over_card_ends_the_game_at_once():
    game = scenario("""
        players: 4
        dice: red 1, blue 1
        deck: Game Over 3 4
        0304: R1
    """)
    game.apply("red first")
    game.apply("red cw B")
    game.apply("blue cw B")
    assert game.over and game.pending is None
    assert "The Game Over card is revealed: the game ends at once." in game.log
    with pytest.raises(IllegalAction, match="game is over"):
        game.apply("roll")
    assert game.winners


def test_movement_card_is_revealed_after_the_eagles():
    game = scenario("""
        players: 4
        dice: red 1, blue 1
        deck: 4 Game Over
    """)
    game.apply("red first")
    game.apply("red cw B")
    game.apply("blue cw B")
    assert game.card == 4 and game.log[-1] == "Movement card: 4."
    assert game.pending.kind == "move"
