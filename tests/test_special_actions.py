"""Every special action, its normal use and its edge cases, built as small scenarios."""

from __future__ import annotations

import pytest
from conftest import scenario, texts

from lemmings import SPECIAL_ACTIONS, IllegalAction, Move, Play
from lemmings.cards import ITS_A_5, SPECIAL_DECK


def plays(game):
    return {o.card for o in game.pending.options if isinstance(o, Play)}


def test_every_card_is_defined_once_with_description_and_check():
    assert set(SPECIAL_ACTIONS) == set(SPECIAL_DECK) | {ITS_A_5}
    assert len(SPECIAL_ACTIONS) == 17
    for name, sa in SPECIAL_ACTIONS.items():
        assert sa.name == name and len(sa.description) > 30
        assert name in repr(sa)


# ------------------------------------------------------------------ timing
def test_one_special_action_per_turn_and_it_is_optional():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Caution, Quick Start
    """)
    assert {"Caution", "Quick Start", ITS_A_5} == plays(game)
    game.apply("play Caution")
    assert plays(game) == set()
    with pytest.raises(IllegalAction, match="only one special action may be played per turn"):
        game.apply("play Quick Start")
    game.apply("move R1 0202")
    assert game.state.hands[0] == ["Quick Start"]  # kept for later; optional to play


def test_an_unplayable_card_stays_in_hand_with_its_reason():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Heroic Return
    """)
    assert "Heroic Return" not in plays(game)
    assert ("Heroic Return", "Heroic Return: no lemming of yours is in the eagle-chow box") in game.special_actions(0)
    with pytest.raises(IllegalAction, match="no lemming of yours is in the eagle-chow box"):
        game.apply("play Heroic Return")
    with pytest.raises(IllegalAction, match="does not hold Boo!"):
        game.apply("play Boo!")


def test_played_cards_go_to_the_discard_pile_after_resolving():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Boo!
        0302: B1
    """)
    game.apply("play Boo!")
    assert game.pending.kind == "boo" and game.state.sa_discard == []
    game.apply("move B1 0403")
    assert game.state.sa_discard == [("Boo!", 0)]
    assert game.pending.kind == "move" and game.pending.player == 0


# ------------------------------------------------------------------- Boo!
def test_boo_moves_any_lemming_two_points_forward():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Boo!
        0302: B1 I1
    """)
    game.apply("play Boo!")
    opts = set(texts(game.pending.options))
    assert "move B1 0403" in opts  # covered lemmings can be startled too (brush: 2 points)
    assert "move I1 0502" in opts
    assert not any(o.to in ("0303", "0301") for o in game.pending.options)  # forward only
    game.apply("move B1 0403")
    assert game.stack("0302") == ("I1",) and game.stack("0403") == ("B1",)


def test_boo_over_the_cliff_scores_one_point():
    game = scenario("""
        players: 4
        blue: D hunting
        card: 2
        hand Ritz: Boo!
        1502: B1
        1403: I1
    """)
    game.apply("play Boo!")
    assert "move B1 1502 dive 1" in texts(game.pending.options)
    assert "move I1 1503 dive 1" in texts(game.pending.options)  # edge with a point to spare
    game.apply("move B1 1502 dive 1")
    assert game.state.dives == {"B1": 1}


def test_boo_options_read_as_scares_not_as_the_owners_moves():
    game = scenario("""
        players: 4
        blue: D hunting
        card: 2
        hand Ritz: Boo!
        0302: B1
        1403: I1
    """)
    ordinary = game.describe(game.pending.options[-1])
    game.apply("play Boo!")
    words = {str(o): game.describe(o) for o in game.pending.options}
    assert words["move B1 0403"] == "Scare Axle (Biker, B1) from 0302 to 0403"
    assert words["move I1 1503 dive 1"] == "Scare Ada (I.Q., I1) from 1403 over the cliff by way of 1503 (a 1-VP dive)"
    assert ordinary.startswith("Move ")  # outside Boo!, a Move is its owner's move


def test_boo_into_a_hunting_eagles_zone_feeds_it():
    game = scenario("""
        players: 4
        red: C hunting
        card: 2
        hand Ritz: Boo!
        0203: B1
    """)
    game.apply("play Boo!")
    game.apply("move B1 0404")  # clear hex of red zone C
    assert game.lemming("B1").status == "eaten"
    assert game.eagles["red"] == ("C", False)


# ---------------------------------------------------------------- Caution
def test_caution_takes_two_points_from_everyone_moving_later():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Caution
        hand I.Q.: Boo!
        held Biker: favour
    """)
    game.apply("play Caution")
    assert game.card_value(0) == 2  # its player is not affected
    game.apply("move R1 0202")
    assert game.card_value(1) == 0
    assert "pass" in texts(game.pending.options)
    assert not any(isinstance(o, Move) for o in game.pending.options)
    game.apply("favour +1")  # a favour can still raise the 0
    assert game.card_value(1) == 1
    game.apply("move B1 0101")
    game.apply("play It's a 5")  # so can the player's own card
    assert game.card_value(2) == 5
    game.apply("move I1 0402")
    assert game.card_value(3) == 0
    assert texts(game.pending.options)[-1] == "pass"


def test_caution_on_a_higher_card_and_no_clawing_with_zero_points():
    game = scenario("""
        players: 4
        card: 5
        hand Ritz: Caution
        0605: B1 R1
        chow: B2 B3 B4 B5 B6 B7 B8 B9 B10
        its a 5 used: Biker
    """)
    game.apply("play Caution")
    game.apply("move R2 0502")
    assert game.card_value(1) == 3
    assert "claw B1" in texts(game.pending.options)


# ----------------------------------------------------------------- Déjà Vu
def test_deja_vu_repeats_the_top_card_for_its_new_player():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Boo!
        hand Biker: Déjà Vu
        0302: I1
        0303: V1
    """)
    assert "Déjà Vu" not in plays(game.copy())
    game.apply("play Boo!")
    game.apply("move I1 0403")
    game.apply("move R1 0202")
    assert "Déjà Vu" in plays(game)
    game.apply("play Déjà Vu")
    assert game.pending.kind == "boo" and game.pending.player == 1
    game.apply("move V1 0503")
    assert game.state.sa_discard == [("Boo!", 0), ("Déjà Vu", 1)]


def test_deja_vu_cannot_repeat_your_own_card_or_an_empty_pile():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Déjà Vu
        discard: Caution by Ritz
    """)
    assert ("Déjà Vu", "Déjà Vu: the last special action played (Caution) was your own") in game.special_actions(0)
    empty = scenario("""
        players: 4
        card: 2
        hand Ritz: Déjà Vu
    """)
    assert "discard pile is empty" in dict(empty.special_actions(0))["Déjà Vu"]


def test_deja_vu_needs_the_repeated_card_to_be_playable_for_you():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Déjà Vu
        discard: Heroic Return by Biker
    """)
    assert "no lemming of yours is in the eagle-chow box" in dict(game.special_actions(0))["Déjà Vu"]


def test_deja_vu_of_caution_stacks_with_the_first_one():
    game = scenario("""
        players: 4
        card: 5
        hand Ritz: Caution
        hand Biker: Déjà Vu
    """)
    game.apply("play Caution")
    game.apply("move R1 0502")
    game.apply("play Déjà Vu")
    assert game.card_value(1) == 3
    game.apply("move B1 0303")
    assert game.card_value(2) == 1


# -------------------------------------------------------------- Eagle Eye!
def test_eagle_eye_flips_a_feasting_eagle_and_moves_it_one_zone():
    game = scenario("""
        players: 4
        red: B feasting
        card: 2
        hand Biker: Eagle Eye!
        mover: Biker
        0404: R1
    """)
    game.apply("play Eagle Eye!")
    assert set(texts(game.pending.options)) == {"red cw C", "red ccw A", "blue cw B", "blue ccw F"}
    game.apply("red cw C")
    # the card's player acts as the Eagle Player: the now-hunting eagle must eat R1
    assert game.pending.kind == "feast" and game.pending.player == 1
    game.apply("feast R1")
    assert game.eagles["red"] == ("C", False)


# ----------------------------------------------------------- Heroic Return
def test_heroic_return_to_a_blue_brush_hex_outside_the_blue_zone():
    game = scenario("""
        players: 4
        blue: B hunting
        card: 2
        hand Ritz: Heroic Return
        chow: R1
        1002: B1 B2
        1104: V1
    """)
    game.apply("play Heroic Return")
    targets = {o.hex for o in game.pending.options}
    # 1304 is in blue zone B (the eagle's zone), 1002 is full (limit 2 with 4 players)
    assert targets == {"1104", "1402"}
    game.apply("place R1 1104")
    assert game.stack("1104") == ("V1", "R1")  # it covers what is there
    assert game.lemming("R1").status == "active"


def test_heroic_return_with_every_target_full():
    game = scenario("""
        players: 4
        blue: B hunting
        card: 2
        hand Ritz: Heroic Return
        chow: R1
        1002: B1 B2
        1104: B3 B4
        1402: I1 I2
    """)
    assert "every brush hex of the blue circle outside the blue eagle's zone is full" in dict(
        game.special_actions(0))["Heroic Return"]


# --------------------------------------------------------------- It's a 5
def test_its_a_5_flips_the_clan_card_and_moves_by_the_regular_rules():
    game = scenario("""
        players: 4
        red: C hunting
        card: 2
    """)
    game.apply("play It's a 5")
    assert game.state.clan_card_used[0] and game.card_value(0) == 5
    assert all(not set(game.board.zone("red", "C")) & {o.to} for o in game.pending.options if isinstance(o, Move))
    game.apply("move R1 0402")
    assert game.board.row("0402") == 4
    assert ITS_A_5 not in dict(game.special_actions(0))


# ----------------------------------------------------------- King of the Hill
def test_king_of_the_hill_reorders_a_whole_stack():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: King of the Hill
        0604: B1 I1 V1 R1
    """)
    game.apply("play King of the Hill")
    assert texts(game.pending.options) == ["select 0604"]
    game.apply("select 0604")
    assert set(texts(game.pending.options)) == {"top R1", "top V1", "top I1", "top B1"}
    game.apply("top B1")
    game.apply("top R1")
    game.apply("top I1")
    assert game.stack("0604") == ("V1", "I1", "R1", "B1")
    assert game.pending.kind == "move"


# --------------------------------------------------------------------- Lost
def test_lost_moves_one_lemming_of_each_other_player_one_point_back():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Lost
        0402: B1 I1
        0303: R2
        0202: V1
    """)
    game.apply("play Lost")
    opts = set(texts(game.pending.options))
    assert "move B1 0302" in opts and "move I1 0301" in opts  # covered lemmings count
    assert not any(o.lemming.startswith("R") for o in game.pending.options)
    game.apply("move B1 0302")
    assert not any(o.lemming.startswith("B") for o in game.pending.options)
    game.apply("move I1 0301")
    assert {o.to for o in game.pending.options} == {"0101", "0102"}
    game.apply("move V1 0102")
    assert game.pending.kind == "move"
    assert game.stack("0402") == () and game.stack("0302") == ("B1",)


def test_lost_never_enters_brush_and_can_send_a_first_row_lemming_home():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Lost
        0503: B1
        0102: I1
    """)
    game.apply("play Lost")
    assert "move B1 0403" not in texts(game.pending.options)  # brush costs 2
    assert "move I1 start" in texts(game.pending.options)
    game.apply("move I1 start")
    assert game.lemming("I1").status == "starting"


def test_lost_a_hunting_eagle_eats_only_the_first_lemming_entering_its_zone():
    game = scenario("""
        players: 4
        red: C hunting
        card: 2
        hand Ritz: Lost
        0604: B1
        0503: I1
    """)
    game.apply("play Lost")
    game.apply("move B1 0504")  # clear hex of zone C: eaten at once
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("C", False)
    game.apply("move I1 0404")  # the eagle is feasting now: I1 is scattered instead
    assert game.pending.kind == "scatter" and game.pending.player == 0
    game.apply(game.pending.options[0])
    assert game.lemming("I1").status == "active"
    assert game.state.loc["I1"] not in game.board.zone("red", "C")


# -------------------------------------------------------------- Mine! All Mine!
def test_mine_all_mine_only_for_the_eagle_player_who_keeps_the_dice():
    game = scenario("""
        players: 4
        eagle player: Ritz
        card: 2
        hand Ritz: Mine! All Mine!
        hand Biker: Mine! All Mine!
    """.replace("hand Biker: Mine! All Mine!\n", ""))
    game.apply("play Mine! All Mine!")
    for _ in range(4):
        game.apply(next(o for o in game.pending.options if isinstance(o, Move)))
    assert game.turn == 2 and game.eagle_player == 0
    assert "keeps the eagle dice" in " ".join(game.log)
    assert game.state.sa_discard == [("Mine! All Mine!", 0)]
    other = scenario("""
        players: 4
        eagle player: Biker
        card: 2
        hand Ritz: Mine! All Mine!
        mover: Ritz
    """)
    assert dict(other.special_actions(0))["Mine! All Mine!"] == "Mine! All Mine!: only the Eagle Player may play it"


# ------------------------------------------------------------ Mistaken Identity
def test_mistaken_identity_swaps_into_the_same_stack_position():
    game = scenario("""
        players: 5
        card: 2
        hand Ritz: Mistaken Identity
        chow: R1
        0403: B1 I1 V1
        1002: S1
    """)
    game.apply("play Mistaken Identity")
    assert set(texts(game.pending.options)) == {"swap R1 B1", "swap R1 I1", "swap R1 V1"}  # red-circle brush only
    game.apply("swap R1 I1")
    assert game.stack("0403") == ("B1", "R1", "V1")
    assert game.lemming("I1").status == "eaten"


# ------------------------------------------------------------ Noble Sacrifice
def test_noble_sacrifice_hover_sends_the_lemming_back():
    game = scenario("""
        players: 4
        die: Hover
        card: 2
        hand Ritz: Noble Sacrifice
        chow: R1
    """)
    game.apply("play Noble Sacrifice")
    game.apply("select R1")
    assert game.lemming("R1").status == "eaten"
    assert "Hover" in game.log[-1]


@pytest.mark.parametrize("face", [1, 2, 3])
def test_noble_sacrifice_number_is_a_dive_worth_that_much(face):
    game = scenario(f"""
        players: 4
        die: {face}
        card: 2
        hand Ritz: Noble Sacrifice
        chow: R1
    """)
    game.apply("play Noble Sacrifice")
    game.apply("select R1")
    assert game.state.dives == {"R1": face}
    assert game.score()["Ritz"] == face


# -------------------------------------------------------------- Pull My Paw
def test_pull_my_paw_scatters_the_stack_mates_into_adjacent_hexes():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Pull My Paw
        0603: B1 R1 I1
    """)
    game.apply("play Pull My Paw")
    game.apply("select R1")
    movers = {o.lemming for o in game.pending.options}
    assert movers == {"B1", "I1"}
    assert {o.to for o in game.pending.options} == set(game.board.neighbors("0603"))
    game.apply("scatter I1 0502")  # backward is allowed: any direction
    game.apply("scatter B1 0604")
    assert game.stack("0603") == ("R1",)
    assert game.pending.kind == "move"


def test_pull_my_paw_on_the_cliff_edge_scatters_to_hexes_never_over_the_cliff():
    game = scenario("""
        players: 4
        blue: D hunting
        card: 2
        hand Ritz: Pull My Paw
        1502: B1 R1
    """)
    game.apply("play Pull My Paw")
    game.apply("select R1")
    assert {o.to for o in game.pending.options} == set(game.board.neighbors("1502"))
    assert "scatter B1 cliff" not in texts(game.pending.options)


def test_pull_my_paw_into_a_hunting_zone_first_is_eaten_then_the_rest_scatter():
    game = scenario("""
        players: 4
        red: A hunting
        card: 2
        hand Ritz: Pull My Paw
        0603: B1 R1 I1
    """)
    game.apply("play Pull My Paw")
    game.apply("select R1")
    game.apply("scatter B1 0703")  # red zone A, clear: eaten at once
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("A", False)
    game.apply("scatter I1 0702")  # now feasting: scattered back out by the card's player
    assert game.pending.kind == "scatter" and game.pending.player == 0
    game.apply(game.pending.options[0])
    assert game.state.loc["I1"] not in game.board.zone("red", "A")


# -------------------------------------------------------------- Quick Start
def test_quick_start_doubles_the_card_for_a_lemming_leaving_the_start_area():
    game = scenario("""
        players: 4
        card: 3
        hand Ritz: Quick Start
        0301: R10
    """)
    game.apply("play Quick Start")
    from_start = {o.to for o in game.pending.options if isinstance(o, Move) and o.lemming == "R1"}
    assert max(game.board.row(h) for h in from_start) == 6
    on_board = {o.to for o in game.pending.options if isinstance(o, Move) and o.lemming == "R10"}
    assert max(game.board.row(h) for h in on_board) == 6  # 0301 + 3: not doubled
    game.apply("move R1 0602")


def test_quick_start_doubles_the_card_as_a_favour_raised_it():
    game = scenario("""
        players: 4
        card: 3
        hand Ritz: Quick Start
        held Ritz: favour
    """)
    game.apply("favour +1")
    game.apply("play Quick Start")
    from_start = {o.to for o in game.pending.options if isinstance(o, Move) and o.lemming == "R1"}
    assert max(game.board.row(h) for h in from_start) == 8  # (3 + 1) x 2


def test_quick_start_needs_a_starting_lemming():
    game = scenario("""
        players: 4
        card: 3
        hand Ritz: Quick Start
        0301: R1 R2 R3 R4 R5
        0302: R6 R7 R8 R9 R10
    """)
    assert dict(game.special_actions(0))["Quick Start"] == "Quick Start: no lemming of yours is in the start area"


# -------------------------------------------------------------- Rock Slide
def test_rock_slide_drops_every_lemming_on_the_cliff_edge_for_one_point():
    game = scenario("""
        players: 4
        blue: D hunting
        card: 2
        hand Ritz: Rock Slide
        1501: R1 B1
        1504: I1
        1403: V1
    """)
    game.apply("play Rock Slide")
    assert game.state.dives == {"B1": 1, "R1": 1, "I1": 1}
    assert game.lemming("V1").status == "active"
    assert game.score() == {"Ritz": 1, "Biker": 1, "I.Q.": 1, "Viking": 0}


# -------------------------------------------------------------- Run Lemming Run!
def test_run_lemming_run_only_before_the_line_and_may_cross_it():
    game = scenario("""
        players: 4
        red: C hunting
        blue: A hunting
        card: 2
        hand Ritz: Run Lemming Run!
        0802: B1
        0901: I1
        0604: V1 V2
    """)
    game.apply("play Run Lemming Run!")
    movers = {o.lemming for o in game.pending.options}
    assert movers == {"B1", "V1", "V2"}  # I1 already stands on the Line of Bones
    assert "move B1 1102" in texts(game.pending.options)  # 0802 -> 0902 -> 1002 (brush)... or across
    ends = {o.to for o in game.pending.options if o.lemming == "B1"}
    assert all(game.board.row(h) in (10, 11) for h in ends)
    game.apply("move V1 0904")  # covered lemming, ends on the Line of Bones
    assert game.stack("0604") == ("V2",)


# --------------------------------------------------------- Snap Crackle Pop
def test_snap_crackle_pop_empties_a_brush_hex():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Snap Crackle Pop
        0403: B1 I1
    """)
    game.apply("play Snap Crackle Pop")
    assert texts(game.pending.options) == ["select 0403"]
    game.apply("select 0403")
    assert {o.lemming for o in game.pending.options} == {"B1", "I1"}
    game.apply("scatter B1 0302")
    game.apply("scatter I1 0503")
    assert game.stack("0403") == ()


# ------------------------------------------------------------------ Uh-Oh!
def test_uh_oh_moves_a_hunting_eagle_anywhere_in_its_circle():
    game = scenario("""
        players: 4
        red: A hunting
        blue: A feasting
        card: 2
        hand Ritz: Uh-Oh!
        0302: B1
    """)
    game.apply("play Uh-Oh!")
    assert {o.eagle for o in game.pending.options} == {"red"}  # blue is feasting
    assert {o.zone for o in game.pending.options} == set("BCDEF")
    game.apply("red to D")
    assert texts(game.pending.options) == ["feast B1"]
    game.apply("feast B1")
    both_fed = scenario("""
        players: 4
        red: A feasting
        blue: A feasting
        card: 2
        hand Ritz: Uh-Oh!
    """)
    assert dict(both_fed.special_actions(0))["Uh-Oh!"] == "Uh-Oh!: both eagles are feasting"


# ------------------------------------------------------------ hidden information
def test_a_players_view_hides_other_hands_and_pellet_values():
    game = scenario("""
        players: 4
        card: 2
        hand Ritz: Boo!, Lost
        hand Biker: Caution
        held Biker: vp2
        pellets: 0302=vp1
    """)
    view = game.view(0)
    me, biker = view["players"][0], view["players"][1]
    assert me["hand"] == ["Boo!", "Lost"] and "hand" not in biker
    assert biker["cards_held"] == 1 and biker["pellets_held"] == 1 and "pellets" not in biker
    assert view["face_down_pellets"] == ["0302"]
    assert me["pellets"] == []
    assert "vp1" not in str(view) and "vp2" not in str(view) and "Caution" not in str(view)
