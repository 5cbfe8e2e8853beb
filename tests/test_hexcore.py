"""The shared hex core: directions, straight lines, corners and hit tests, board-file helpers."""

from __future__ import annotations

import json

import pytest

from gamecore.errors import BoardError
from gamecore.hexcore import (
    DIRECTIONS,
    DuplicateKey,
    add,
    all_distances,
    corner_offsets,
    direction,
    distances_from,
    hex_list,
    neighbour_cells,
    no_duplicate_keys,
    parse_hexes,
    point_in_hex,
)
from lemmings import Board
from lemmings.layout import get_layout


def test_six_directions_come_in_opposite_pairs():
    assert len(set(DIRECTIONS)) == 6
    for d in DIRECTIONS:
        assert (-d[0], -d[1]) in DIRECTIONS


def test_straight_line_and_direction():
    assert add((3, 3), (1, 1), 2) == (5, 5)
    assert direction((3, 3), (3, 5)) == (0, 2)
    with pytest.raises(ValueError, match="not neighbours"):
        direction((3, 3), (5, 5))
    assert (4, 4) in neighbour_cells((3, 3)) and len(neighbour_cells((3, 3))) == 6


def test_hex_corners_and_hit_test():
    corners = corner_offsets(10)
    assert corners[0] == pytest.approx((10, 0)) and len(corners) == 6
    assert point_in_hex(0, 0, 0, 0, 10)
    assert point_in_hex(9.9, 0, 0, 0, 10)
    assert not point_in_hex(0, 9, 0, 0, 10)  # above the flat top (at sqrt(3)/2 * 10)


def test_distances():
    nbrs = {"a": ["b"], "b": ["a", "c"], "c": ["b"]}
    assert all_distances("abc", nbrs)["a"] == {"a": 0, "b": 1, "c": 2}
    assert distances_from(["a", "c"], nbrs) == {"a": 0, "c": 0, "b": 1}


def test_board_file_helpers_name_the_field():
    with pytest.raises(DuplicateKey):
        json.loads('{"a": 1, "a": 2}', object_pairs_hook=no_duplicate_keys)
    with pytest.raises(BoardError, match="hexes.x1: same row and col"):
        parse_hexes({"hexes": [{"id": "x0", "row": 1, "col": 1}, {"id": "x1", "row": 1, "col": 1}]}, "f")
    with pytest.raises(BoardError, match="entry: unknown hex 'zz'"):
        hex_list({"entry": ["zz"]}, "entry", "f", {"x0"})


def test_leaping_lemmings_board_uses_the_core():
    board = Board.default()
    lay = get_layout(board, 26, 1)
    assert lay.hex_at(*lay.center("0603")) == "0603"
    assert board.distance("0101", "0102") == 1
