"""The short game, the two-player variant and the chaos variant."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import scenario, texts

from lemmings import GAME_OVER, Game, IllegalAction, Move
from lemmings.scoring import final_score
from lemmings.variants import parse_variants


# ---------------------------------------------------------------- short game
def test_short_game_removes_two_2s_and_two_3s_and_ends_sooner():
    for seed in range(60):
        deck = Game.new(players=4, seed=seed, variant="short").state.deck
        assert Counter(deck) == Counter({2: 6, 3: 6, 4: 8, 5: 8, GAME_OVER: 1})
        assert deck.index(GAME_OVER) < 5


def test_variants_must_fit_the_player_count():
    with pytest.raises(ValueError, match="exactly 2 players"):
        parse_variants("two_player", 4)
    with pytest.raises(ValueError, match="not played with two players"):
        parse_variants("chaos", 2)
    assert parse_variants("short, chaos", 5) == {"short", "chaos"}
    assert parse_variants(["2p"], 2) == {"two_player"}


# ------------------------------------------------------------------ two players
def test_two_player_setup_removes_mine_all_mine_and_holds_a_dice_off():
    game = Game.new(players=2, seed=4, variant="two_player")
    s = game.state
    cards = [c for h in s.hands for c in h] + s.undealt
    assert "Mine! All Mine!" not in cards and len(cards) == 15
    assert all(len(h) == 4 for h in s.hands)
    assert any(line.startswith("Dice-off") for line in game.log)
    assert any("wins the dice-off" in line for line in game.log)
    firsts = {Game.new(players=2, seed=k, variant="two_player").eagle_player for k in range(30)}
    assert firsts == {0, 1}


def test_two_player_brush_limit_is_one():
    game = scenario("""
        players: 2
        variant: two_player
        card: 2
        0403: B1
        0302: R1
    """)
    assert "move R1 0403" not in texts(game.pending.options)
    with pytest.raises(IllegalAction, match="brush hex 0403 is full: 1 lemming is the limit with 2 players"):
        game.apply("move R1 0403")


def test_two_player_first_player_resolves_the_blue_eagle_first_and_moves_first():
    game = scenario("""
        players: 2
        variant: two_player
        eagle player: Biker
        die: 2
    """)
    assert game.pending.kind == "roll" and game.pending.player == 1
    game.apply("roll")
    # no Hover: no swap; Biker holds the blue die and flies the blue eagle, then Ritz the red one
    assert game.pending.kind == "eagle_direction"
    assert game.pending.options[0].eagle == "blue" and game.pending.player == 1
    game.apply(game.pending.options[0])
    assert game.pending.options[0].eagle == "red" and game.pending.player == 0
    game.apply(game.pending.options[0])
    assert game.pending.kind == "move" and game.pending.player == 1
    game.apply(next(o for o in game.pending.options if isinstance(o, Move)))
    game.apply(next(o for o in game.pending.options if isinstance(o, Move)))
    # turn end: nothing passes, Biker is still the First Player
    assert game.turn == 2 and game.eagle_player == 1 and game.pending.player == 1


def test_two_player_hover_swaps_the_dice_before_the_eagles_move():
    game = scenario("""
        players: 2
        variant: two_player
        eagle player: Ritz
        die: Hover
    """)
    game.apply("roll")
    assert any("swap dice" in line for line in game.log)
    assert game.eagle_player == 1
    # Biker now holds the blue die: he resolves the blue eagle's Hover (and its resupply) first
    assert game.pending.kind == "resupply" and game.pending.player == 1
    assert all(o.hex in game.board.circle("blue") for o in game.pending.options)
    game.apply(game.pending.options[0])
    assert game.pending.kind == "resupply" and game.pending.player == 0
    assert all(o.hex in game.board.circle("red") for o in game.pending.options)


def test_two_player_protection_zone_forbids_covering_an_opponent_before_row_three():
    game = scenario("""
        players: 2
        variant: two_player
        card: 2
        0202: B1
        0303: B2
        0102: R1
    """)
    assert "move R1 0202" not in texts(game.pending.options)
    with pytest.raises(IllegalAction, match="protection zone"):
        game.apply("move R1 0202")
    # from row 3 on, covering is allowed again
    assert "move R1 0303" in texts(game.pending.options)


def test_two_player_protection_zone_allows_covering_your_own_lemming():
    game = scenario("""
        players: 2
        variant: two_player
        card: 2
        0202: R2
        0102: R1
    """)
    assert "move R1 0202" in texts(game.pending.options)


def test_standard_rules_with_two_players_keep_mine_all_mine_and_pass_the_dice():
    game = Game.new(players=2, seed=2, variant="standard")
    assert game.variants == frozenset()
    cards = [c for h in game.state.hands for c in h] + game.state.undealt
    assert "Mine! All Mine!" in cards
    first = game.eagle_player
    while game.turn == 1:
        game.apply(game.pending.options[0])
    assert game.eagle_player == 1 - first  # the eagle dice pass on, no First Player


def test_two_players_play_the_two_player_variant_unless_standard_is_named():
    game = Game.new(players=2, seed=2)
    assert game.variants == {"two_player"}
    assert "Mine! All Mine!" not in game.hands[0] + game.hands[1] + game.undealt
    assert any("wins the dice-off" in line for line in game.log)
    assert Game.new(players=2, variant="short").variants == {"short", "two_player"}
    assert Game.new(players=2, variant="short, standard").variants == {"short"}
    assert Game.new(players=2, variant=["Standard"]).variants == frozenset()
    assert Game.new(players=3).variants == Game.new(players=3, variant="standard").variants == frozenset()
    with pytest.raises(ValueError, match="'standard' and 'two_player' contradict"):
        Game.new(players=2, variant="standard,two_player")
    # scenarios follow the same rule
    assert scenario("players: 2").variants == {"two_player"}
    assert scenario("players: 2\nvariant: standard").variants == frozenset()


def test_a_standard_two_player_game_stays_standard_through_a_save():
    game = Game.new(players=2, seed=3, variant="standard")
    assert Game.from_json(game.to_json()).variants == frozenset()
    assert parse_variants([], 2) == frozenset()  # a save lists its variants exactly


def test_the_first_player_of_a_two_player_game_can_be_chosen():
    game = Game.new(players=2, seed=4, first_player=1)
    assert game.eagle_player == 1 and not any("dice-off" in line.lower() for line in game.log)
    assert "Biker is the First Player, holding the blue die." in game.log


# ----------------------------------------------------------------------- chaos
def test_chaos_setup_builds_a_draw_pile_and_flips_every_clan_card():
    game = Game.new(players=4, seed=1, variant="chaos")
    s = game.state
    assert len(s.sa_pile) == 14 and "Mine! All Mine!" not in s.sa_pile and "Déjà Vu" not in s.sa_pile
    assert all(h == [] for h in s.hands) and all(s.clan_card_used)


def _to_chaos_offer(game):
    while game.pending.kind != "chaos_card":
        game.apply(game.pending.options[0])
    return game


def test_chaos_hover_draws_a_card_after_the_reveal_and_before_anyone_moves():
    game = scenario("""
        players: 3
        variant: chaos
        eagle player: Biker
        die: Hover
        seed: 2
    """)
    _to_chaos_offer(game)
    assert game.card is not None  # the movement card is already face up
    assert game.pending.player == 1 and "Movement card" in " ".join(game.log[-3:])
    card = game.state.tasks[-1][1]
    assert len(game.state.sa_pile) == 13 and card not in game.state.sa_pile
    # pass it round: Biker, I.Q., Ritz; when all pass it is discarded
    for player in (1, 2, 0):
        assert game.pending.kind == "chaos_card" and game.pending.player == player
        game.apply("pass")
    assert game.state.sa_discard == [(card, -1)]
    assert game.pending.kind == "move" and game.pending.player == 1


def test_chaos_card_played_out_of_turn_is_kept_face_up_and_costs_at_the_end():
    # every other card has been played already, so the pile holds only Caution
    game = scenario("""
        players: 3
        variant: chaos
        eagle player: Biker
        die: Hover
        played Ritz: Boo!, Eagle Eye!, Heroic Return, King of the Hill, Lost
        played Biker: Mistaken Identity, Noble Sacrifice, Pull My Paw, Quick Start
        played I.Q.: Rock Slide, Run Lemming Run!, Snap Crackle Pop, Uh-Oh!
    """)
    _to_chaos_offer(game)
    assert texts(game.pending.options) == ["play Caution", "pass"]
    game.apply("pass")
    assert game.pending.player == 2
    game.apply("play Caution")  # I.Q. plays before anyone has moved
    assert game.state.sa_played[2][-1] == "Caution" and game.state.sa_discard == []
    assert game.pending.kind == "move" and game.pending.player == 1  # the Eagle Player still moves first
    assert game.card_value(1) == game.card  # Biker moves before I.Q.: unaffected
    assert game.card_value(0) == max(0, game.card - 2)  # Ritz moves after I.Q.
    assert final_score(game.state, 2).chaos_adjustment == 4 - 5


def test_chaos_reshuffles_the_discards_and_stops_when_all_are_played():
    game = scenario("""
        players: 3
        variant: chaos
        die: Hover
        discard: Boo!
        played Ritz: Caution, Eagle Eye!, Heroic Return, King of the Hill, Lost
        played Biker: Mistaken Identity, Noble Sacrifice, Pull My Paw, Quick Start
        played I.Q.: Rock Slide, Run Lemming Run!, Snap Crackle Pop, Uh-Oh!
    """)
    assert game.state.sa_pile == []
    _to_chaos_offer(game)
    assert "shuffled into a new pile" in " ".join(game.log)
    assert game.state.tasks[-1][1] == "Boo!"
    done = scenario("""
        players: 3
        variant: chaos
        die: Hover
        played Ritz: Boo!, Caution, Eagle Eye!, Heroic Return, King of the Hill
        played Biker: Lost, Mistaken Identity, Noble Sacrifice, Pull My Paw, Quick Start
        played I.Q.: Rock Slide, Run Lemming Run!, Snap Crackle Pop, Uh-Oh!
    """)
    while done.pending.kind != "move":
        assert done.pending.kind != "chaos_card"
        done.apply(done.pending.options[0])
    assert "Every special action has been played" in " ".join(done.log)


def test_chaos_player_of_the_drawn_card_may_still_trade_favours_on_their_turn():
    game = scenario("""
        players: 3
        variant: chaos
        eagle player: Biker
        die: Hover
        deck: 3 Game Over
        held Biker: favour
        played Ritz: Boo!, Eagle Eye!, Heroic Return, King of the Hill, Lost
        played Biker: Mistaken Identity, Noble Sacrifice, Pull My Paw, Quick Start
        played I.Q.: Rock Slide, Run Lemming Run!, Snap Crackle Pop, Uh-Oh!
    """)
    _to_chaos_offer(game)
    game.apply("play Caution")
    assert game.pending.player == 1 and "favour +1" in texts(game.pending.options)


def test_chaos_forbids_drawing_cards_for_favours():
    game = scenario("""
        players: 3
        variant: chaos
        card: 2
        held Ritz: favour, favour, favour
    """)
    assert "favour draw" not in texts(game.pending.options)
    assert "favour +1" in texts(game.pending.options)
    with pytest.raises(IllegalAction, match="chaos variant does not allow"):
        game.apply("favour draw")


def test_chaos_scoring_adjustment_matches_the_rulebook_example():
    game = scenario("""
        players: 6
        variant: chaos
        played Biker: Boo!, Caution, Lost
    """)
    sc = final_score(game.state, 1)
    assert sc.chaos_adjustment == 2 - 3 == -1
    assert sc.unused_cards == 0
    assert final_score(game.state, 0).chaos_adjustment == 2
