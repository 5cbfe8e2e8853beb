"""Labyrinth's board and setup (Preparación del juego, Tipos de losetas, Construcción): the frame,
the start, central and key tiles, the corridor graph, and where a tile may be built."""

from __future__ import annotations

import pytest

from gamecore.errors import ArgumentError
from labyrinth import board as bd
from labyrinth.components import starter
from labyrinth.state import new_state

C = starter()


def test_the_board_is_three_rings_with_start_tiles_touching_the_key_tiles():
    assert len(bd.BOARD_CELLS) == 37 and len(bd.normal_cells(4)) == 30 and len(bd.normal_cells(2)) == 30
    for i in range(6):
        assert bd.distance(bd.START_CELLS[i], bd.KEY_CELLS[i]) == 1
        assert bd.distance(bd.KEY_CELLS[i], bd.CENTRE) == 3 and bd.distance(bd.START_CELLS[i], bd.CENTRE) == 4
    # two players: the central tile is as far from one player's key tile as from the other's
    two = bd.TWO_PLAYER_CENTRE
    assert bd.distance(two, bd.KEY_CELLS[0]) == bd.distance(two, bd.KEY_CELLS[3]) == 4
    assert bd.cell_id(bd.CENTRE) in bd.normal_cells(2) and bd.cell_id(two) not in bd.normal_cells(2)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup(players):
    s = new_state(C, players, seed=5)
    assert [seat.position for seat in s.seats] == list(bd.SEATS[players])
    assert all(seat.at == seat.start and seat.lives == 4 and seat.crystal and not seat.items for seat in s.seats)
    assert len(s.pile) == 30 and len(s.trap_pile) == 60 and len(s.item_pile) == 15 and len(s.golem_deck) == 12
    assert s.event_deck[-1] == "annihilation" and len(s.event_deck) == 12
    assert len(s.keys) == 6 and sum(len(v) for v in s.keys.values()) == 6
    assert s.golem == bd.cell_id(bd.central_cell(players)) + "a"
    g = bd.corridor_graph(C, s.tiles)
    for seat in s.seats:  # each start tile opens onto its key corridor, whose key the seat may not take
        (key,) = list(g.neighbors(seat.start))
        assert key in s.keys and s.keys[key] == [s.seats.index(seat)]
    if players == 2:
        assert not {"golemisa", "sacerdotisa"} & {seat.character for seat in s.seats}
    assert new_state(C, players, seed=5).to_dict() == s.to_dict()


def test_setup_refuses_bad_arguments():
    with pytest.raises(ArgumentError, match="2 to 6 players"):
        new_state(C, 7, 1)
    with pytest.raises(ArgumentError, match="'golemisa' cannot play here"):
        new_state(C, 2, 1, characters=["golemisa", "paladin"])
    with pytest.raises(ArgumentError, match="3 different characters"):
        new_state(C, 3, 1, characters=["paladin", "paladin", "guerrera"])


def test_a_tile_must_touch_another_tile():
    s = new_state(C, 6, 1)
    cells = {cell for cell, _ in bd.placements(C, s.tiles, "hub", 6, range(6))}
    touching = {c for c in bd.normal_cells(6) if any(bd.distance(bd.cell_of(c), bd.cell_of(t)) == 1 for t in s.tiles)}
    # the ring round the centre, the inner cell by each key tile and the outer ring beside the key tiles
    assert cells == touching and len(cells) == 6 + 6 + 12
    assert bd.cell_id(bd.add(bd.CENTRE, bd.DIRECTIONS[0], 2)) in cells
    assert bd.cell_id(bd.add(bd.add(bd.CENTRE, bd.DIRECTIONS[0]), bd.DIRECTIONS[1])) not in cells


def test_turns_giving_the_same_drawing_are_offered_once():
    s = new_state(C, 6, 1)
    ring1 = bd.cell_id(bd.add(bd.CENTRE, bd.DIRECTIONS[0]))
    assert [r for c, r in bd.placements(C, s.tiles, "hub", 6, range(6)) if c == ring1] == [0]
    assert [r for c, r in bd.placements(C, s.tiles, "straight", 6, range(6)) if c == ring1] == [0, 1, 2]


def _walled_centre():
    """Five of the six cells round the centre hold dead ends turned away from it: only the sixth leads in."""
    s = new_state(C, 6, 1)
    for d in range(1, 6):
        s.tiles[bd.cell_id(bd.add(bd.CENTRE, bd.DIRECTIONS[d]))] = ["dead_end_item", d]
    return s, bd.cell_id(bd.add(bd.CENTRE, bd.DIRECTIONS[0]))


def test_a_tile_may_not_close_the_last_corridor_to_the_centre():
    s, last = _walled_centre()
    assert bd.ways_open(C, s.tiles, 6, range(6))
    # a dead end on the last cell closes the centre in whichever way it is turned
    assert [c for c, _ in bd.placements(C, s.tiles, "dead_end_item", 6, range(6)) if c == last] == []
    # a straight tile must run from the centre outwards: edges 3 (to the centre) and 0
    assert [r for c, r in bd.placements(C, s.tiles, "straight", 6, range(6)) if c == last] == [0]
    closed = {**s.tiles, last: ["straight", 1]}
    assert not bd.ways_open(C, closed, 6, range(6))


def test_a_tile_may_not_close_the_last_corridor_to_a_key_tile():
    s = new_state(C, 6, 1)
    key = bd.KEY_CELLS[0]
    # the key tile opens on edges 0 (its start tile), 2, 3 and 4; wall off 2 and 4 with dead ends turned away
    for d in (2, 4):
        s.tiles[bd.cell_id(bd.add(key, bd.DIRECTIONS[d]))] = ["dead_end_item", d]
    inner = bd.cell_id(bd.add(key, bd.DIRECTIONS[3]))
    assert bd.ways_open(C, s.tiles, 6, range(6))
    assert [r for c, r in bd.placements(C, s.tiles, "straight", 6, range(6)) if c == inner] == [0]
    # a sharp bend from the key tile turns into one of the walled cells beside it: never allowed there
    assert [c for c, _ in bd.placements(C, s.tiles, "sharp_bend", 6, range(6)) if c == inner] == []
    assert any(c == inner for c, _ in bd.placements(C, s.tiles, "wide_bend", 6, range(6)))


def test_bridges_count_for_the_ways_open_but_not_for_walking():
    s, last = _walled_centre()
    # a bridge tile whose bridge reaches the centre and whose lower corridor leads outwards keeps a way open
    s.tiles[last] = ["bridge", 1]  # bridge on edges 1 and 4; under on 2 and 5: neither faces the centre (3)
    assert not bd.ways_open(C, s.tiles, 6, range(6))
    s.tiles[last] = ["bridge", 0]  # bridge on 0 and 3 (the centre), under on 1 and 4
    g = bd.corridor_graph(C, s.tiles)
    assert g.has_edge(last + "a", bd.cell_id(bd.CENTRE) + "a") and not g.has_edge(last + "a", last + "b")
    assert bd.ways_open(C, s.tiles, 6, range(6))
