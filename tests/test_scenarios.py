"""The scenario library: every file loads, and each one shows what its comments promise."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lemmings import Game, IllegalAction, Move, Play, ScenarioError, scenarios
from lemmings.analysis import legal_destinations, threatened, why_not
from lemmings.cards import ITS_A_5, SPECIAL_DECK, card_key
from lemmings.savefile import state_to_dict

NAMES = scenarios.list()


def texts(game: Game) -> set[str]:
    return {str(o) for o in game.pending.options}


def plays(game: Game) -> set[str]:
    return {o.card for o in game.pending.options if isinstance(o, Play)}


# ------------------------------------------------------------------ the library
def test_the_library_has_a_scenario_for_every_card_and_the_rulebook_examples():
    covered = {card_key(c) for c in (*SPECIAL_DECK, ITS_A_5)}
    named = {card_key(scenarios.title(n).split(" - ")[0]) for n in NAMES if n.startswith("card_")}
    assert covered <= named, covered - named
    assert {"rulebook_movement", "rulebook_eagle", "rulebook_cliff_dive"} <= set(NAMES)
    assert {"teach_crowded_brush", "teach_line_of_bones", "teach_double_hover"} <= set(NAMES)


def test_the_docs_list_every_scenario():
    page = (Path(__file__).parent.parent / "docs" / "scenarios.md").read_text(encoding="utf-8")
    page = page.split("## The library", 1)[1]
    listed = set(re.findall(r"^\| `([a-z0-9_]+)` \|", page, flags=re.MULTILINE))
    assert listed == set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_scenario_loads_and_its_first_decision_is_computable(name):
    text = scenarios.text(name)
    lines = [x for x in text.splitlines() if x.strip()]
    assert lines[0].startswith("name: ") and scenarios.title(name) == lines[0][6:].strip()
    assert any(x.startswith("#") for x in lines), "explain the position in a comment"
    game = scenarios.load(name)
    decision = game.pending
    assert decision is not None and decision.options and decision.prompt
    assert 0 <= decision.player < game.players
    for option in decision.options:  # every offered option really is legal
        game.copy().apply(option)
    # the position is a consistent state: it saves and loads back equal
    assert Game.from_json(game.to_json()).state == game.state
    assert set(threatened(game)) == set(game.state.on_board())


@pytest.mark.parametrize("name", NAMES)
def test_a_broken_line_in_a_library_scenario_is_named(name):
    """Three ways to spoil each library file; each error names the spoilt line and its key."""
    lines = scenarios.text(name).splitlines()
    spoilt = lines + ["red: Q hunting"]  # a zone that does not exist (or a second red line)
    with pytest.raises(ScenarioError) as info:
        Game.from_scenario("\n".join(spoilt), name=name)
    assert info.value.field == f"line {len(spoilt)} (red)" and info.value.source == name
    spoilt = lines[:1] + ["colour: red"] + lines[1:]  # an unknown key, right after the name
    with pytest.raises(ScenarioError, match="neither a key nor a hex") as info:
        Game.from_scenario("\n".join(spoilt), name=name)
    assert info.value.field == "line 2 (colour)"
    hex_lines = [i for i, x in enumerate(lines) if re.match(r"^\d{4}:", x)]
    if hex_lines:  # a lemming id no clan has, on the first hex line
        i = hex_lines[0]
        spoilt = lines[:i] + [lines[i].split("#")[0] + " Q9"] + lines[i + 1:]
        with pytest.raises(ScenarioError, match="unknown lemming 'Q9'") as info:
            Game.from_scenario("\n".join(spoilt), name=name)
        assert info.value.field == f"line {i + 1} ({lines[i][:4]})"


def test_a_bad_scenario_never_yields_a_half_built_game():
    good = "players: 4\ncard: 3\n0603: R1 B1\n"
    game = Game.from_scenario(good)
    before = state_to_dict(game.state)
    result = None
    with pytest.raises(ScenarioError):
        result = Game.from_scenario(good + "0702: I1\nred: A hunting\n")  # the last line makes 0702 illegal
    assert result is None
    assert state_to_dict(game.state) == before  # building a second scenario touches nothing shared


def test_an_unknown_library_name_lists_the_available_ones():
    with pytest.raises(ScenarioError, match="available: .*rulebook_eagle"):
        scenarios.load("no_such_position")


# ---------------------------------------------------------- the card scenarios
def test_card_boo_startles_a_covered_lemming_and_tips_one_over_the_cliff():
    game = scenarios.load("card_boo")
    game.apply("play Boo!")
    assert {"move B1 1502 dive 1", "move V2 0403"} <= texts(game)
    game.apply("move B1 1502 dive 1")
    assert game.state.dives == {"B1": 1} and game.score()["Biker"] == 1


def test_card_caution_zeroes_the_card_unless_a_favour_or_its_a_5_raises_it():
    game = scenarios.load("card_caution")
    game.apply("play Caution")
    game.apply("move R1 0302")
    assert game.pending.player == 1 and game.card_value(1) == 0
    assert texts(game) == {"favour +1", "pass"}
    game.apply("favour +1")
    assert game.card_value(1) == 1 and "move B1 0302" in texts(game)
    game.apply("move B1 0302")
    assert game.card_value(2) == 0 and plays(game) == {ITS_A_5}
    game.apply("play It's a 5")
    assert game.card_value(2) == 5
    game.apply(next(o for o in game.pending.options if isinstance(o, Move)))
    assert texts(game) == {"pass"} and game.card_value(3) == 0


def test_card_deja_vu_repeats_another_clans_card_but_not_your_own():
    game = scenarios.load("card_deja_vu")
    game.apply("play Déjà Vu")
    assert game.pending.kind == "uh_oh"
    game.apply("red to C")
    assert texts(game) == {"feast B1"}  # I1 hides in brush
    game.apply("feast B1")
    assert game.lemming("B1").status == "eaten"
    own = scenarios.load("card_deja_vu_own_card")
    assert "Déjà Vu" not in plays(own)
    assert ("Déjà Vu", "Déjà Vu: the last special action played (Boo!) was your own") in own.special_actions(0)


def test_card_eagle_eye_flips_the_feasting_eagle_and_moves_it_one_zone():
    game = scenarios.load("card_eagle_eye")
    game.apply("play Eagle Eye!")
    assert {"red cw B", "red ccw F"} <= texts(game)
    game.apply("red cw B")
    assert texts(game) == {"feast V1"}  # I1 sits in brush
    game.apply("feast V1")
    assert game.eagles["red"] == ("B", False) and game.pending.kind == "scatter"
    assert {o.lemming for o in game.pending.options} == {"I1"}


def test_card_heroic_return_only_to_open_blue_brush_outside_the_blue_zone():
    game = scenarios.load("card_heroic_return")
    game.apply("play Heroic Return")
    assert texts(game) == {"place R3 1002", "place R3 1104"}
    game.apply("place R3 1104")
    assert game.stack("1104") == ("V1", "R3")


def test_card_its_a_5_turns_a_2_into_a_dive():
    game = scenarios.load("card_its_a_5")
    assert not any(o.dive for o in game.pending.options if isinstance(o, Move) and o.lemming == "R1")
    game.apply("play It's a 5")
    dives = {o.dive for o in game.pending.options if isinstance(o, Move) and o.lemming == "R1"}
    assert max(dives) == 3 and game.state.clan_card_used[0]


def test_card_king_of_the_hill_restacks_from_the_top_down():
    game = scenarios.load("card_king_of_the_hill")
    game.apply("play King of the Hill")
    game.apply("select 0603")
    for lem in ("R1", "I1", "V1"):
        game.apply(f"top {lem}")
    assert game.stack("0603") == ("B1", "V1", "I1", "R1")
    assert game.pending.kind == "move" and any(isinstance(o, Move) and o.lemming == "R1" for o in game.pending.options)


def test_card_lost_sends_first_row_lemmings_home_and_never_into_brush():
    game = scenarios.load("card_lost")
    game.apply("play Lost")
    assert {"move B1 start", "move I1 0402", "move V1 0502", "move V1 0503"} == texts(game)
    game.apply("move B1 start")
    game.apply("move I1 0402")
    game.apply("move V1 0503")
    assert game.lemming("B1").status == "starting" and game.stack("0402") == ("I1",)


def test_card_lost_a_hunting_eagle_eats_only_the_first_to_arrive():
    game = scenarios.load("card_lost_hungry_eagle")
    game.apply("play Lost")
    game.apply("move B1 0703")
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("A", False)
    game.apply("move I1 0903")
    assert game.pending.kind == "scatter" and {o.lemming for o in game.pending.options} == {"I1"}


def test_card_mine_all_mine_only_for_the_eagle_player_who_keeps_the_dice():
    game = scenarios.load("card_mine_all_mine")
    game.apply("play Mine! All Mine!")
    while game.turn == 1:
        game.apply(next(o for o in game.pending.options if not isinstance(o, Play)))
    assert game.eagle_player == 0
    other = scenarios.load("card_mine_all_mine_not_eagle")
    assert ("Mine! All Mine!", "Mine! All Mine!: only the Eagle Player may play it") in other.special_actions(1)


def test_card_mistaken_identity_swaps_into_the_same_place():
    game = scenarios.load("card_mistaken_identity")
    game.apply("play Mistaken Identity")
    assert texts(game) == {"swap R4 B1", "swap R4 V1", "swap R4 S1", "swap R4 I1"}
    game.apply("swap R4 V1")
    assert game.stack("0605") == ("B1", "R4", "S1") and game.lemming("V1").status == "eaten"


def test_card_noble_sacrifice_hover_keeps_the_lemming_in_the_chow_box():
    game = scenarios.load("card_noble_sacrifice_hover")
    game.apply("play Noble Sacrifice")
    game.apply("select R2")
    assert game.lemming("R2").status == "eaten" and "Noble Sacrifice" not in game.state.hands[0]
    game = scenarios.load("card_noble_sacrifice")
    game.apply("play Noble Sacrifice")
    game.apply("select R2")
    info = game.lemming("R2")
    assert info.status == "eaten" or game.state.dives["R2"] in (1, 2, 3)


def test_card_pull_my_paw_first_arrival_in_a_hunting_zone_is_eaten():
    game = scenarios.load("card_pull_my_paw")
    game.apply("play Pull My Paw")
    game.apply("select R1")
    assert {"scatter B1 0604", "scatter I1 0604", "scatter B1 0702"} <= texts(game)
    game.apply("scatter B1 0604")
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("B", False)


def test_card_quick_start_doubles_only_for_a_lemming_leaving_the_start():
    game = scenarios.load("card_quick_start")
    before = legal_destinations(game, "R2")
    game.apply("play Quick Start")
    after = legal_destinations(game, "R2")
    assert {d.points for d in before} == {3} and {d.points for d in after} == {6}
    assert {d.points for d in legal_destinations(game, "R1")} == {3}
    assert {d.points for d in legal_destinations(game, "R2", card=2)} == {4}  # "what if" keeps the doubling


def test_card_rock_slide_drops_every_lemming_on_the_edge_for_one_point():
    game = scenarios.load("card_rock_slide")
    game.apply("play Rock Slide")
    assert game.state.dives == {"R1": 1, "B1": 1, "I1": 1, "V1": 1}


def test_card_run_lemming_run_only_short_of_the_line_and_may_cross_it():
    game = scenarios.load("card_run_lemming_run")
    game.apply("play Run Lemming Run!")
    movers = {o.lemming for o in game.pending.options}
    assert movers == {"B1", "R1"}
    assert "move B1 1101" in texts(game)  # across the Line of Bones
    assert not any(game.state.eagles_over(o.to) for o in game.pending.options)  # as the comment says
    game.apply("move R1 0902")  # onto the Line, in no eagle's zone here
    assert game.stack("0902") == ("R1",)


def test_card_snap_crackle_pop_scatters_a_brush_hex_and_feeds_the_eagle():
    game = scenarios.load("card_snap_crackle_pop")
    game.apply("play Snap Crackle Pop")
    game.apply("select 0403")
    assert "scatter I1 0402" in texts(game) and "scatter B1 0302" in texts(game)
    game.apply("scatter I1 0402")
    assert game.lemming("I1").status == "eaten"


def test_card_uh_oh_moves_only_a_hunting_eagle_anywhere_in_its_circle():
    game = scenarios.load("card_uh_oh")
    game.apply("play Uh-Oh!")
    assert texts(game) == {f"red to {z}" for z in "BCDEF"}
    game.apply("red to C")
    assert texts(game) == {"feast B1"}


# ------------------------------------------------------- teaching and rulebook
def test_teach_crowded_brush_cannot_be_entered_or_crossed():
    game = scenarios.load("teach_crowded_brush")
    ends = {d.hex for d in legal_destinations(game, "R1")}
    assert "0403" not in ends and "stacking limits" in why_not(game, "R1", "0403")
    # no path of R1's goes through the full hex
    assert all("0403" not in d.path for d in legal_destinations(game, "R1"))
    risk = threatened(game)
    assert risk["B1"].eaten == 0 and risk["B1"].scattered > 0  # brush: scattered, never eaten


def test_teach_line_of_bones_both_eagles_threaten_it():
    game = scenarios.load("teach_line_of_bones")
    risk = threatened(game)
    assert risk["R1"].eaten_by["red"] > 0 and risk["R1"].eaten_by["blue"] > 0
    assert risk["B1"].safe
    assert risk["I1"].eaten_by["blue"] == 0 and risk["I1"].eaten_by["red"] > 0


def test_teach_double_hover_resupplies_one_pellet_per_circle():
    game = scenarios.load("teach_double_hover")
    game.apply("red first")
    assert game.pending.kind == "resupply"
    red = {o.hex for o in game.pending.options}
    assert red and all(game.board.zone_letter("red", h) for h in red)
    game.apply(game.pending.options[0])
    assert game.pending.kind == "resupply"
    blue = {o.hex for o in game.pending.options}
    assert blue and all(game.board.zone_letter("blue", h) for h in blue)
    game.apply(game.pending.options[0])
    assert game.eagles == {"red": ("A", True), "blue": ("C", False)}


def test_teach_empty_reserve_a_hover_resupplies_nothing():
    game = scenarios.load("teach_empty_reserve")
    assert dict(game.reserve) == {"vp1": 0, "vp2": 0, "favour": 0}
    vacant = [h for h in game.board.circle("red") if game.board.is_pellet_hex(h)]
    assert vacant and not game.board_pellets and not game.state.stacks  # somewhere to put one
    game.apply("red first")
    # the red Hover would resupply a red pellet hex; with nothing in reserve the blue eagle flies next
    assert game.pending.kind == "eagle_direction" and game.pending.options[0].eagle == "blue"
    assert game.log[-1] == "No pellet is placed for the red Hover: the pellet reserve is empty."
    assert not game.board_pellets and sum(game.reserve.values()) == 0


def test_teach_no_card_to_draw_the_three_favour_exchange_is_refused():
    game = scenarios.load("teach_no_card_to_draw")
    assert game.undealt == () and game.held_pellets(0)["favour"] == 3
    assert {"favour +1", "favour dive R7"} <= texts(game) and "favour draw" not in texts(game)
    with pytest.raises(IllegalAction, match=r"no undealt special action is left to draw \(Exchanging Favour Pellets"):
        game.apply("favour draw")
    assert game.hand(0) == ("Boo!", "Lost") and game.held_pellets(0)["favour"] == 3  # nothing changed
    game.apply("favour +1")  # the cheaper favours still work
    assert game.card_value(0) == 4 and game.favour_box == 1


def test_teach_scatter_relay_the_order_of_the_eagles_matters():
    game = scenarios.load("teach_scatter_relay")
    roll = next(r for r in threatened(game)["R1"].rolls if (r.red, r.blue) == (1, 2))
    assert ("eaten", "blue") in roll.fates and ("eaten", "red") in roll.fates
    game.apply("red first")
    game.apply("red ccw A")
    game.apply("feast B1")
    assert "scatter R1 1003" in texts(game)
    game.apply("scatter R1 1003")
    game.apply("blue ccw D")
    assert texts(game) == {"feast R1"}


def test_teach_clawing_and_protection_and_chaos():
    claw = scenarios.load("teach_clawing")
    assert {"claw R9", "claw R10"} <= texts(claw)
    two = scenarios.load("teach_two_player_protection")
    assert "move R1 0202" in texts(two) and "move R1 0203" not in texts(two)
    chaos = scenarios.load("teach_chaos_hover")
    while chaos.pending.kind != "chaos_card":
        chaos.apply(chaos.pending.options[0])
    assert chaos.pending.player == chaos.eagle_player


def test_rulebook_examples():
    eagle = scenarios.load("rulebook_eagle")
    risk = threatened(eagle)
    rita = next(r for r in risk["B1"].rolls if (r.red, r.blue) == (1, 2))
    assert ("eaten", "blue") in rita.fates
    jennifer = next(r for r in risk["I1"].rolls if (r.red, r.blue) == (1, 2))
    assert jennifer.fates == (("scattered", "blue"),)  # covered: never eaten
    dive = scenarios.load("rulebook_cliff_dive")
    assert any(d.dive == 3 and d.hex in dive.board.cliff_edge for d in legal_destinations(dive, "R1"))
    movement = scenarios.load("rulebook_movement")
    assert "0403" in {d.hex for d in legal_destinations(movement, "R1")}
    assert "0603" in {d.hex for d in legal_destinations(movement, "I1")}
    assert "zone of control" in why_not(movement, "I1", "0703")
    with pytest.raises(IllegalAction) as info:  # the engine refuses with the same reason
        movement.copy().apply("move R1 0703")
    assert why_not(movement, "R1", "0703") in str(info.value)
