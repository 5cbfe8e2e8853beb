"""Labyrinth's turns, in constructed positions: 2 actions, what costs 0/1/2, once-per-turn limits, the
first move out of the start tile, corridors and bridges, building, traps, exploring in the text's order,
keys and items, combat, death and the win (Transcurso del juego and the detailed activities)."""

from __future__ import annotations

import pytest

from gamecore.errors import IllegalAction
from labyrinth import board as bd
from labyrinth.game import Game

CENTRE = bd.cell_id(bd.CENTRE)


def game(players=2, seed=3):
    g = Game.new(players, seed, characters=None)
    g.state.active, g.state.actions = 0, 2
    g._decision = None
    return g


def put(g, **where):
    """Place pawns (``P1="0408a"``) and forget the cached decision."""
    for name, corridor in where.items():
        g.state.seats[int(name[1:]) - 1].at = corridor
    g._decision = None


def key_corridor(g, seat=0):
    return bd.cell_id(bd.KEY_CELLS[g.state.seats[seat].position]) + "a"


def test_the_first_activity_is_the_move_onto_the_key_tile():
    g = game()
    assert g.options == (f"move {key_corridor(g)}", "end")
    before = g.state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        g.apply("build")
    assert caught.value.rule == "Transcurso del juego" and "start tile" in str(caught.value)
    assert g.state.to_dict() == before


def test_leaving_the_start_tile_ignores_a_trap_on_the_key_tile_and_costs_one_action():
    g = game()
    g.state.traps[key_corridor(g)] = ["pit", False]
    g.apply(f"move {key_corridor(g)}")
    assert g.state.traps[key_corridor(g)] == ["pit", False] and g.state.actions == 1
    assert g.state.seats[0].lives == 4


def test_a_golem_on_the_key_tile_must_be_moved_away_first():
    g = game()
    g.state.golem = key_corridor(g)
    g._decision = None
    assert g.options == ("golem", "end")


def test_two_actions_then_the_turn_passes():
    g = game()
    g.apply(f"move {key_corridor(g)}")
    g.apply("end")
    assert g.state.active == 1 and g.state.actions == 2 and g.pending.player == 1


def test_no_one_enters_another_players_start_tile():
    g = game(6)
    key = key_corridor(g, 1)
    put(g, P1=key)
    assert f"move {g.state.seats[1].start}" not in g.options
    put(g, P2=key)
    g.state.active = 1
    g._decision = None
    assert f"move {g.state.seats[1].start}" in g.options


def test_a_stunned_character_may_only_rest():
    g = game()
    put(g, P1=key_corridor(g))
    g.state.seats[0].stun = 2
    g._decision = None
    assert g.options == ("rest",)
    g.apply("rest")
    assert g.state.seats[0].stun == 1 and g.options == ("rest",)


def test_golem_and_event_once_per_turn_safe_jump_and_crystal_cost_two():
    g = game()
    put(g, P1=key_corridor(g))
    g.state.seats[0].crystal = False
    g.state.event_deck.remove("fog")
    g.state.event_deck.insert(0, "fog")  # single use: the active player gains a life; lasting: -1 to jumps
    g._decision = None
    assert {"golem", "event", "crystal", "build"} <= set(g.options)
    g.apply("event")
    assert g.state.event == "fog" and g.state.actions == 1
    assert "event" not in g.options and "crystal" not in g.options  # one action left: crystal costs 2
    with pytest.raises(IllegalAction, match="once per turn"):
        g.apply("event")


def test_building_draws_the_top_tile_and_its_symbols_bring_tokens():
    g = game()
    put(g, P1=key_corridor(g))
    g.state.pile.insert(0, g.state.pile.pop(g.state.pile.index("fork_trap")))
    traps = len(g.state.trap_pile)
    g.apply("build")
    assert g.pending.kind == "place" and all(o.startswith("place ") for o in g.options)
    choice = g.options[0]
    g.apply(choice)
    cell = choice.split()[1]
    assert g.state.tiles[cell][0] == "fork_trap" and g.state.traps[cell + "a"][1] is False
    assert len(g.state.trap_pile) == traps - 1 and g.state.actions == 1


def test_moving_into_a_trap_reveals_and_tests_it():
    g = game(seed=11)
    put(g, P1=key_corridor(g))
    cell = bd.cell_id(bd.add(bd.KEY_CELLS[0], bd.DIRECTIONS[3]))
    g.state.tiles[cell] = ["straight", 0]
    g.state.traps[cell + "a"] = ["portal", False]
    g._decision = None
    g.apply(f"move {cell}a")
    assert g.state.traps[cell + "a"][1] is True
    assert any("finds a trap" in line for line in g.log) and any("against 7" in line for line in g.log)


def test_traps_are_not_set_on_the_central_tile_start_tiles_other_pawns_or_twice():
    g = game()
    put(g, P1=key_corridor(g), P2=key_corridor(g, 1))
    g.state.traps[key_corridor(g)] = ["pit", False]
    g._decision = None
    places = {o.split()[1] for o in g.options if o.startswith("trap ")}
    assert CENTRE + "a" not in places and g.state.seats[0].start not in places
    assert key_corridor(g) not in places and key_corridor(g, 1) not in places


def test_exploring_meets_the_golem_before_the_trap():
    g = game(seed=2)
    put(g, P1=key_corridor(g))
    cell = bd.cell_id(bd.add(bd.KEY_CELLS[0], bd.DIRECTIONS[3]))
    g.state.tiles[cell] = ["straight", 0]
    g.state.traps[cell + "a"] = ["pit", False]
    g.state.golem = cell + "a"
    g._decision = None
    g.apply(f"move {cell}a")
    assert g.pending.kind == "reroll" and g.options == ("reroll", "accept")  # the Golem test failed
    g.apply("accept")
    assert g.state.seats[0].at == g.state.seats[0].start  # back to the start tile
    assert g.state.traps[cell + "a"] == ["pit", False]  # and the trap was never reached


def test_keys_items_and_the_swap():
    g = game()
    cell = bd.cell_id(bd.add(bd.KEY_CELLS[0], bd.DIRECTIONS[3]))
    g.state.tiles[cell] = ["straight", 0]
    g.state.keys[cell + "a"] = [-1]
    g.state.items[cell + "a"] = ["rope"]
    g.state.seats[0].items = ["sword", "boots"]
    put(g, P1=key_corridor(g))
    g.apply(f"move {cell}a")
    assert g.pending.kind == "pickup" and "take key" in g.options and "swap boots for rope" in g.options
    assert "take rope" not in g.options  # two items already: only a swap
    g.apply("take key")
    g.apply("swap boots for rope")
    assert g.state.seats[0].keys == 1 and sorted(g.state.seats[0].items) == ["rope", "sword"]
    assert g.state.items[cell + "a"] == ["boots"]


def test_the_own_key_is_not_taken():
    g = game()
    g.apply(f"move {key_corridor(g)}")
    assert g.pending.kind == "action" and "take key" not in g.options


def test_a_stunned_character_loses_a_combat_and_death_drops_a_key():
    g = game()
    here = key_corridor(g)
    put(g, P1=here, P2=here)
    g.state.seats[1].stun, g.state.seats[1].lives, g.state.seats[1].keys = 1, 1, 1
    g._decision = None
    g.apply("attack P2")
    p2 = g.state.seats[1]
    assert p2.at == p2.start and p2.lives == 4 and p2.keys == 0 and g.state.keys[here] == [0, -1]


def test_two_items_alike_make_one_drop_option():
    """A character holding two lanterns was offered "drop lantern" twice: one decision with two equal
    options, which OpenSpiel's api test refuses (duplicate action strings in python_labyrinth)."""
    g = game()
    here = key_corridor(g)
    put(g, P1=here)
    g.state.seats[0].items = ["lantern", "lantern"]
    g.state.tasks.append(["drop", 0, here])
    g._decision = None
    assert g.pending.kind == "drop" and g.options == ("drop lantern",)
    g.apply("drop lantern")
    assert g.state.seats[0].items == ["lantern"] and g.state.items[here] == ["lantern"]


def test_the_loser_is_pushed_off_the_central_tile_and_the_winner_with_a_key_wins():
    g = game()
    centre = bd.cell_id(bd.central_cell(2)) + "a"
    ring = bd.cell_id(bd.add(bd.central_cell(2), bd.DIRECTIONS[0]))
    g.state.tiles[ring] = ["hub", 0]
    put(g, P1=centre, P2=centre)
    g.state.golem = key_corridor(g)
    g.state.seats[1].stun, g.state.seats[0].keys = 1, 1
    g._decision = None
    g.apply("attack P2")
    assert g.pending.kind == "push" and g.pending.player == 0 and g.options == (f"push {ring}a",)
    g.apply(f"push {ring}a")
    assert g.over and g.winner == "P1" and g.pending is None
