"""Regular moves: full card value, terrain costs, forward plus one sideways step, stacking,
zones of control, the start area, covering, cliff dives, clawing, passing and pellets."""

from __future__ import annotations

import pytest
from conftest import scenario, texts

from lemmings import IllegalAction, Move, scenarios


def moves_of(game, lemming):
    return {(o.to, o.dive) for o in game.pending.options if isinstance(o, Move) and o.lemming == lemming}


def assert_illegal(game, option, *fragments):
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(option)
    for fragment in fragments:
        assert fragment in str(info.value), str(info.value)
    assert game.to_json() == before
    return info.value


# ------------------------------------------------------------ rulebook example
def test_rulebook_movement_example():
    game = scenarios.load("rulebook_movement")
    assert game.pending.player == 0 and game.card_value(0) == 4
    # Ritz: R1 takes the brush hex straight ahead, three zones from the red eagle (zone A).
    assert ("0403", 0) in moves_of(game, "R1")
    assert game.board.zone_letter("red", "0403") == "D"
    game.apply("move R1 0403")
    assert game.stack("0403") == ("R1",)
    # Biker: B1 runs four clear hexes and reaches row 6, as far as a 4 can take it.
    rows = {game.board.row(to) for to, _ in moves_of(game, "B1")}
    assert max(rows) == 6
    game.apply("move B1 0604")
    # I.Q.: I1 reaches the sanctuary only thanks to its one sideways step, and cannot end in zone A.
    assert ("0603", 0) in moves_of(game, "I1")
    paths = game.state  # the path used is logged
    game_copy = game.copy()
    assert_illegal(game_copy, "move I1 0702", "zone of control")
    game.apply("move I1 0603")
    line = next(x for x in game.log if x.startswith("Ada"))
    steps = line.split("moves ")[1].rstrip(".").split(" → ")
    kinds = [game.board.step_kind(a, b) for a, b in zip(steps, steps[1:], strict=False)]
    assert kinds.count("sideways") == 1 and steps[-1] == "0603"
    assert game.board.zones_of("0603") == ()
    del paths


def test_a_move_spends_the_full_card():
    game = scenarios.load("rulebook_movement")
    assert ("0303", 0) not in moves_of(game, "R1")
    assert_illegal(game, "move R1 0303", "must use the card's full value")
    assert_illegal(game, "move R1 0903", "needs at least 8 movement points")


def test_brush_costs_two_points():
    game = scenario("""
        players: 4
        red: A hunting
        card: 2
        0303: R1
    """)
    assert ("0403", 0) in moves_of(game, "R1")  # 2 points: one brush hex
    game3 = scenario("""
        players: 4
        red: A hunting
        card: 3
        0303: R1
    """)
    from lemmings.movement import valid_paths

    # with 3 points the brush hex is reached only after a sideways clear step (1 + 2)
    paths = valid_paths(game3.state, "R1", "0403", 0, points=3)
    assert paths and all(len(p) == 2 for p in paths)
    assert all([game3.board.step_kind(a, b) for a, b in zip(("0303",) + p, p, strict=False)].count("sideways") == 1
               for p in paths)
    assert ("0503", 0) in moves_of(game3, "R1")  # brush (2) then clear (1)
    assert ("0403", "0503") in valid_paths(game3.state, "R1", "0503", 0, points=3)


def test_no_backward_step_and_one_sideways_step_at_most():
    game = scenario("""
        players: 4
        red: A hunting
        blue: A hunting
        card: 2
        0602: R1
    """)
    assert_illegal(game, "move R1 0502", "never step backward")
    assert ("0604", 0) not in moves_of(game, "R1")
    assert_illegal(game, "move R1 0604", "only one sideways step")
    # exactly one sideways step is fine: 0602 -> 0603 (sideways) -> 0703 (forward)
    assert ("0703", 0) not in moves_of(game, "R1")  # 0703 is in red zone A
    assert ("0603", 0) not in moves_of(game, "R1")  # one point short of the card
    assert ("0701", 0) in moves_of(game, "R1")  # sideways to 0601, then forward


def test_stacking_limit_blocks_entering_and_passing():
    game = scenario("""
        players: 4
        red: A hunting
        card: 2
        0605: B1 B2
        0504: R1
    """)
    # 0605 is a brush hex: two lemmings fill it with four players
    assert_illegal(game, "move R1 0605", "brush hex 0605 is full: 2 lemmings is the limit with 4 players")
    crowd = scenario("""
        players: 4
        red: A hunting
        card: 2
        0404: B1 B2 B3 B4 B5
        0304: R1
        0303: R2
    """)
    # 0504 lies two rows ahead of 0303 only through the full hex 0404
    assert ("0504", 0) not in moves_of(crowd, "R2")
    assert ("0405", 0) in moves_of(crowd, "R2")  # around it, with the one sideways step
    err = assert_illegal(crowd, "move R2 0504", "full hex")
    assert "clear hex 0404 is full: 5 lemmings is the limit with 4 players" in str(err)


BRUSH_BY_READING = {"en": {2: 1, 3: 2, 4: 2, 5: 3, 6: 3}, "es_it": {2: 1, 3: 1, 4: 2, 5: 2, 6: 3}}


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("reading", sorted(BRUSH_BY_READING))
def test_brush_limit_of_each_reading_blocks_a_move_at_every_player_count(reading, n):
    """The scenario key ``reading`` sets the limit: with one lemming fewer than the limit in the
    brush hex R1 may still enter it, with the limit reached the move is refused."""
    limit = BRUSH_BY_READING[reading][n]

    def position(in_brush):
        # Ritz's own lemmings fill the hex, so the two-player protection zone plays no part
        stack = f"0605: {' '.join(f'R{i}' for i in range(2, 2 + in_brush))}" if in_brush else ""
        return scenario(f"""
            players: {n}
            reading: {reading}
            red: A hunting
            card: 2
            {stack}
            0504: R1
        """)

    full = position(limit)
    assert full.config.reading == reading
    err = assert_illegal(full, "move R1 0605", f"brush hex 0605 is full: {limit} lemming", f"with {n} players")
    assert ("Spanish and Italian rulebooks" in str(err)) == (reading == "es_it")
    room = position(limit - 1)
    room.apply("move R1 0605")
    assert len(room.stack("0605")) == limit


def test_zones_of_control_of_hunting_and_feasting_eagles_are_closed():
    for side in ("hunting", "feasting"):
        game = scenario(f"""
            players: 4
            red: C {side}
            card: 2
            0303: R1
        """)
        dests = {to for to, _ in moves_of(game, "R1")}
        assert not dests & set(game.board.zone("red", "C"))
        assert_illegal(game, "move R1 0404", "red eagle's", "zone of control")
    # passing through is forbidden too: with a 4, every path from 0204 to 0604 crosses zone C
    # (the way round through the brush hex 0403 costs 5)
    game = scenario("""
        players: 4
        red: C hunting
        card: 4
        0204: R1
    """)
    assert_illegal(game, "move R1 0604", "every path there crosses an eagle's zone of control")


def test_leaving_the_start_area_enters_any_entry_hex():
    # Caution leaves Biker a single point: just enough to step out of the start area
    game = scenario("""
        players: 4
        card: 3
        hand Ritz: Caution
    """)
    game.apply("play Caution")
    game.apply("move R1 0202")
    assert game.card_value(1) == 1
    assert {to for to, _ in moves_of(game, "B1")} == set(game.board.entry_hexes)
    # starting lemmings are interchangeable: only the first in id order is offered
    assert {o.lemming for o in game.pending.options if isinstance(o, Move)} == {"B1"}
    assert_illegal(game, "move B3 0101", "leave the start area in id order")


def test_ending_on_a_stack_covers_it_and_covered_lemmings_cannot_move():
    game = scenario("""
        players: 4
        card: 2
        0203: B1
        0102: R1
    """)
    game.apply("move R1 0203")
    assert game.stack("0203") == ("B1", "R1")
    assert game.lemming("B1").status == "covered"
    assert game.lemming("R1").status == "active"
    # Biker now moves: B1 is covered, so only the start area is offered
    assert {o.lemming for o in game.pending.options if isinstance(o, Move)} == {"B2"}
    assert_illegal(game, "move B1 0304", "covered")


def test_start_area_has_no_stacking_limit_or_covering():
    game = scenario("""
        players: 4
        card: 3
    """)
    assert game.census()["Ritz"]["start"] == 10
    assert game.lemming("R10").status == "starting"


# --------------------------------------------------------------------- diving
def test_rulebook_cliff_dive_example():
    game = scenarios.load("rulebook_cliff_dive")
    assert ("1502", 3) in moves_of(game, "R1")
    assert ("1502", 0) not in moves_of(game, "R1")
    assert_illegal(game, "move R1 1502", "must dive", "dive 3")
    game.apply("move R1 1502 dive 3")
    assert game.lemming("R1").status == "scored"
    assert game.state.dives["R1"] == 3
    assert ("1504", 5) in moves_of(game, "B1")
    game.apply("move B1 1504 dive 5")
    assert game.score() == {"Ritz": 3, "Biker": 5, "I.Q.": 0, "Viking": 0}


def test_a_lemming_may_walk_along_the_cliff_edge_and_stop_with_no_points_left():
    game = scenario("""
        players: 4
        blue: D hunting
        card: 2
        1403: R1
    """)
    opts = moves_of(game, "R1")
    assert ("1503", 1) in opts  # reaches the edge with a point left: dives for 1
    assert ("1504", 0) in opts  # or steps sideways along the edge and stops there
    assert_illegal(game, "move R1 1503 dive 2", "points left on arrival")


# ------------------------------------------------------------- claw and pass
def test_clawing_only_when_nothing_else_can_move():
    game = scenario("""
        players: 4
        eagle player: Biker
        card: 5
        0605: R1 B1
    """)
    # Biker: B1 is active, and the start area is available, so no clawing
    assert not any(str(o).startswith("claw") for o in game.pending.options)
    game.apply("move B2 0502")
    # Ritz has no starting lemming? it does: R2..R10; give a position where it has none
    stuck = scenario("""
        players: 4
        eagle player: Ritz
        red: D hunting
        card: 5
        0605: R1 B1
        chow: R2 R3 R4 R5 R6 R7 R8 R9 R10
    """)
    assert texts(stuck.pending.options)[-1] == "claw R1" or "claw R1" in texts(stuck.pending.options)
    assert not any(isinstance(o, Move) for o in stuck.pending.options)
    stuck.apply("claw R1")
    assert stuck.stack("0605") == ("B1", "R1")
    assert stuck.pending.player == 1  # the claw used the whole card


def test_pass_when_no_lemming_can_move_or_claw():
    game = scenario("""
        players: 4
        red: B hunting
        card: 5
        chow: R1 R2 R3 R4 R5 R6 R7 R8 R9
        dives: R10=2
        its a 5 used: Ritz
    """)
    assert texts(game.pending.options) == ["pass"]
    game.apply("pass")
    assert "passes" in game.log[-1]
    assert_illegal(game, "pass", "passing is allowed only when")


# -------------------------------------------------------------------- pellets
def test_first_regular_departure_claims_the_pellet():
    game = scenario("""
        players: 4
        card: 2
        pellets: 0302=vp2
        0302: B1 R1
    """)
    game.apply("move R1 0403")
    assert "0302" not in game.state.board_pellets
    assert game.state.held[0]["vp2"] == 1
    assert "claims" in game.log[-2]


def test_arriving_on_a_pellet_hex_claims_nothing():
    game = scenario("""
        players: 4
        card: 3
        pellets: 0302=favour
    """)
    game.apply("move R1 0302")
    assert game.state.board_pellets == {"0302": "favour"}
    assert sum(game.state.held[0].values()) == 0


def test_scattering_off_a_pellet_hex_claims_nothing():
    game = scenario("""
        players: 4
        eagle player: Ritz
        red: B hunting
        dice: red 1, blue Hover
        pellets: 0404=vp1
        0404: R1
        0405: B1
    """)
    game.apply("red first")
    game.apply("red cw C")
    game.apply("feast B1")
    scatter = [o for o in game.pending.options if o.lemming == "R1"][0]
    game.apply(scatter)
    assert game.state.board_pellets.get("0404") == "vp1"
    assert sum(game.state.held[0].values()) == 0
