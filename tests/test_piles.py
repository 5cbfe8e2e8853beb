"""The read-only accessors of Game for cards and pellets (lemmings.piles), and what a seat's view hides."""

from __future__ import annotations

import doctest
import json

import pytest
from conftest import scenario

import lemmings.piles
from lemmings import Game
from lemmings.cards import GAME_OVER
from lemmings.piles import Discard, Pile
from lemmings.state import PELLET_COUNTS


def _played(game: Game, choices: int) -> Game:
    """Play the first options for a while, so piles and discards have something in them."""
    for _ in range(choices):
        if game.over:
            break
        game.apply(game.pending.options[0])
    return game


def test_module_examples_hold():
    assert doctest.testmod(lemmings.piles).failed == 0


def test_deck_gives_only_the_count_unless_revealed():
    game = Game.new(players=4, seed=3)
    assert game.deck() == Pile(len(game.state.deck), None)
    shown = game.deck(reveal=True)
    assert shown.left == len(shown.order) == len(game.state.deck)
    assert shown.order[0] == game.state.deck[-1]  # the top card, drawn next
    assert GAME_OVER in shown.order[-7:]
    _played(game, 6)  # roll, eagles, reveal: one card fewer
    assert game.deck(reveal=True).order == shown.order[1:]


def test_deck_order_is_a_copy():
    game = Game.new(players=4, seed=3)
    before = list(game.state.deck)
    order = game.deck(reveal=True).order
    assert isinstance(order, tuple)
    with pytest.raises(TypeError):
        order[0] = 5  # type: ignore[index]
    assert game.state.deck == before


def test_movement_discard_lists_revealed_cards_and_is_a_tuple():
    game = scenario("""
        players: 3
        deck: 3 4 Game Over
        card: 2
        """)
    assert game.movement_discard == tuple(game.state.movement_discard)
    assert isinstance(game.movement_discard, tuple) and game.movement_discard.count(2) == 7
    assert sum(game.movement_discard.count(v) for v in (3, 4)) == 14


def test_hand_and_hands_show_every_clan_and_cannot_change_the_game():
    game = Game.new(players=4, seed=7)
    assert game.hands == tuple(tuple(h) for h in game.state.hands)
    assert all(len(h) == 3 for h in game.hands)
    assert game.hand(2) == game.hands[2]
    with pytest.raises(AttributeError):
        game.hand(0).append("Boo!")  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        game.hands[0] = ()  # type: ignore[index]
    with pytest.raises(ValueError, match="seat number from 0 to 3"):
        game.hand(4)


def test_undealt_lists_the_cards_nobody_holds():
    game = Game.new(players=4, seed=7)
    held = {c for h in game.hands for c in h}
    assert len(game.undealt) == 4 and not held & set(game.undealt)
    assert isinstance(game.undealt, tuple)
    assert Game.new(players=4, seed=7, variant="chaos").undealt == ()


def test_special_pile_is_the_chaos_draw_pile_counted_unless_revealed():
    game = Game.new(players=4, seed=1, variant="chaos")
    assert game.special_pile() == Pile(14, None)
    order = game.special_pile(reveal=True).order
    assert order[0] == game.state.sa_pile[-1] and len(order) == 14
    assert Game.new(players=4, seed=1).special_pile() == Pile(0, None)


def test_special_discard_names_who_played_each_card():
    game = scenario("""
        players: 4
        discard: Boo! by Biker, Lost by Ritz
        """)
    assert game.special_discard == (Discard("Boo!", 1), Discard("Lost", 0))
    chaos = scenario("""
        players: 4
        variant: chaos
        discard: Caution
        """)
    assert chaos.special_discard == (Discard("Caution", None),)
    assert isinstance(game.special_discard, tuple)


def test_reserve_is_a_frozen_mapping_of_counts():
    game = Game.new(players=4, seed=7)
    reserve = game.reserve
    assert dict(reserve) == game.state.reserve
    assert sum(reserve.values()) == sum(PELLET_COUNTS.values()) - len(game.board.pellet_hexes)
    with pytest.raises(TypeError):
        reserve["vp1"] = 0  # type: ignore[index]
    assert game.state.reserve["vp1"] == reserve["vp1"]


def test_favour_box_counts_traded_favours():
    game = scenario("""
        players: 4
        favour box: 3
        card: 2
        held Ritz: favour
        0302: R1
        """)
    assert game.favour_box == 3
    game.apply("favour +1")
    assert game.favour_box == 4


def test_board_and_held_pellets_are_frozen_copies():
    game = scenario("""
        players: 4
        pellets: 0702=vp1, 0805=favour
        held Biker: vp2, favour
        """)
    assert dict(game.board_pellets) == {"0702": "vp1", "0805": "favour"}
    assert dict(game.held_pellets(1)) == {"vp1": 0, "vp2": 1, "favour": 1}
    with pytest.raises(TypeError):
        game.board_pellets["0702"] = "vp2"  # type: ignore[index]
    with pytest.raises(TypeError):
        game.held_pellets(1)["vp2"] = 5  # type: ignore[index]
    assert game.state.board_pellets["0702"] == "vp1" and game.state.held[1]["vp2"] == 1


def test_accessors_agree_after_a_copy_and_a_save():
    game = _played(Game.new(players=3, seed=5), 40)
    for other in (game.copy(), Game.from_json(game.to_json())):
        assert other.deck(reveal=True) == game.deck(reveal=True)
        assert (other.hands, other.undealt, other.special_discard, other.movement_discard) == (
            game.hands, game.undealt, game.special_discard, game.movement_discard)
        assert dict(other.reserve) == dict(game.reserve) and other.favour_box == game.favour_box


# ------------------------------------------------------------ the seat's view
def test_a_seats_view_hides_other_hands_the_undealt_cards_and_the_deck_order():
    game = _played(Game.new(players=4, seed=11), 30)
    for seat in range(4):
        view = game.view(seat)
        text = json.dumps(view, ensure_ascii=False)
        visible = set(game.hand(seat)) | {d.card for d in game.special_discard}
        for card in {c for p in range(4) if p != seat for c in game.hand(p)} | set(game.undealt):
            if card not in visible:
                assert card not in text, (seat, card)
        assert view["deck_left"] == game.deck().left
        assert "deck" not in view and "undealt" not in view and "reserve" not in view
        assert view["reserve_left"] == sum(game.reserve.values())
        assert view["favour_box"] == game.favour_box
        for p, entry in enumerate(view["players"]):
            assert ("hand" in entry) == (p == seat) and ("pellets" in entry) == (p == seat)
            assert entry["cards_held"] == len(game.hand(p))
