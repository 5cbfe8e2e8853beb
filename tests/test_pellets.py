"""Resupplying pellet hexes after a Hover."""

from __future__ import annotations

from conftest import scenario, texts

from lemmings.pellets import resupply_options, vacant_pellet_hexes


def test_a_hover_resupplies_a_vacant_pellet_hex_of_that_circle():
    game = scenario("""
        players: 4
        red: D hunting
        blue: C hunting
        dice: red Hover, blue 1
        pellets: 0302=vp1, 0402=vp2
        0404: B1
    """)
    game.apply("red first")
    assert game.pending.kind == "resupply"
    options = {o.hex for o in game.pending.options}
    board = game.board
    expected = {h for h in board.circle("red") if board.is_pellet_hex(h)} - {"0302", "0402", "0404"}
    assert options == expected
    assert {"0901", "0904"} <= options  # Line of Bones pellet hexes count for both circles
    reserve = sum(game.state.reserve.values())
    game.apply("resupply 0901")
    assert "0901" in game.state.board_pellets
    assert sum(game.state.reserve.values()) == reserve - 1
    assert "value" not in game.log[-1]


def test_double_hover_puts_one_pellet_in_each_circle():
    game = scenario("""
        players: 4
        dice: red Hover, blue Hover
    """)
    game.apply("blue first")
    assert game.pending.kind == "resupply" and all(h in game.board.circle("blue") for h in map(lambda o: o.hex,
                                                                                                game.pending.options))
    game.apply("resupply 1201")
    assert game.pending.kind == "resupply"
    assert all(o.hex in game.board.circle("red") for o in game.pending.options)
    game.apply("resupply 0302")
    assert {"1201", "0302"} <= set(game.state.board_pellets)


def test_no_pellet_when_the_reserve_is_empty_or_no_hex_is_vacant():
    full = ", ".join(f"{h}=favour" for h in ("0302", "0402", "0404", "0504", "0701", "0702", "0805", "0901", "0904"))
    game = scenario(f"""
        players: 4
        dice: red Hover, blue 1
        pellets: {full}
    """)
    assert vacant_pellet_hexes(game.state, "red") == []
    game.apply("red first")
    assert game.pending.kind == "eagle_direction"
    assert "no pellet hex of the red circle is vacant" in game.log[-1]

    empty = scenario("""
        players: 4
        dice: red Hover, blue 1
        held Ritz: vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp1, vp2, vp2, vp2, vp2
        held Biker: favour, favour, favour, favour, favour, favour, favour, favour, favour, favour, favour, favour
        held I.Q.: favour, favour
    """)
    assert resupply_options(empty.state, "red") == []
    empty.apply("red first")
    assert "the pellet reserve is empty" in empty.log[-1]


def test_a_hex_with_a_lemming_is_not_vacant():
    game = scenario("""
        players: 4
        dice: red Hover, blue 1
        0302: R1
    """)
    game.apply("red first")
    assert "resupply 0302" not in texts(game.pending.options)
