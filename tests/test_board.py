"""The default board satisfies every fact the rules fix; bad board files are rejected clearly."""

from __future__ import annotations

import json
import pickle
from collections import Counter

import networkx as nx
import pytest

from lemmings import Board, BoardError, Game
from lemmings.board import START, ZONE_LETTERS
from lemmings.paths import origins


def test_fifteen_rows_alternating_four_and_five(board):
    rows = Counter(board.row(h) for h in board.hexes)
    assert sorted(rows) == list(range(1, 16))
    assert all(rows[r] == (4 if r % 2 else 5) for r in rows)
    assert len(board.hexes) == 67


def test_hex_ids_are_row_and_position(board):
    for h in board.hexes:
        assert len(h) == 4 and int(h[:2]) == board.row(h)
    assert board.row("0603") == 6 and board.col("0603") == 6


def test_graph_nodes_carry_their_attributes(board):
    g = board.graph
    assert isinstance(g, nx.Graph) and nx.is_connected(g)
    assert g.nodes["0605"]["terrain"] == "brush"
    assert g.nodes["0901"]["zones"] == ["red F", "blue E"]
    assert g.nodes["0702"]["pellet"] and not g.nodes["0703"]["pellet"]
    assert g.nodes["1502"]["cliff"] and g.nodes["0101"]["entry"]
    assert all(d["row"] == board.row(n) for n, d in g.nodes(data=True))


def test_start_area_touches_exactly_four_hexes(board):
    assert board.entry_hexes == ("0101", "0102", "0103", "0104")
    assert board.neighbors(START) == board.entry_hexes
    assert all(board.step_kind(START, h) == "forward" for h in board.entry_hexes)


def test_four_cliff_edge_hexes_at_the_far_end(board):
    assert board.cliff_edge == ("1501", "1502", "1503", "1504")
    assert all(board.row(h) == board.last_row for h in board.cliff_edge)


def test_each_circle_has_six_contiguous_zones_of_five_or_six(board):
    for eagle in ("red", "blue"):
        seen = set()
        for i, letter in enumerate(ZONE_LETTERS):
            zone = board.zone(eagle, letter)
            assert len(zone) in (5, 6)
            assert nx.is_connected(board.graph.subgraph(zone))
            nxt = board.zone(eagle, ZONE_LETTERS[(i + 1) % 6])
            assert any(n in nxt for h in zone for n in board.neighbors(h)), (eagle, letter)
            assert not seen & set(zone)
            seen |= set(zone)
        assert seen == set(board.circle(eagle))


def test_line_of_bones_is_four_hexes_in_both_circles(board):
    assert board.line_of_bones == ("0901", "0902", "0903", "0904")
    for h in board.line_of_bones:
        assert [e for e, _ in board.zones_of(h)] == ["red", "blue"]
    assert set(board.circle("red")) & set(board.circle("blue")) == set(board.line_of_bones)


def test_red_circle_begins_in_row_three_and_blue_ends_at_the_cliff(board):
    assert min(board.row(h) for h in board.circle("red")) == 3
    assert board.protection_rows == (1, 2)
    assert max(board.row(h) for h in board.circle("blue")) == 15


def test_brush_five_in_red_four_in_blue_rest_clear(board):
    assert len(board.brush) == 9
    assert sum(1 for h in board.brush if h in board.circle("red")) == 5
    assert sum(1 for h in board.brush if h in board.circle("blue")) == 4
    assert all(board.terrain(h) == ("brush" if h in board.brush else "clear") for h in board.hexes)
    assert board.cost("0605") == 2 and board.cost("0604") == 1


def test_sixteen_pellet_hexes_in_both_circles_and_on_the_line(board):
    pellets = set(board.pellet_hexes)
    assert len(pellets) == 16
    assert pellets & set(board.line_of_bones)
    assert pellets & (set(board.circle("red")) - set(board.circle("blue")))
    assert pellets & (set(board.circle("blue")) - set(board.circle("red")))


def test_sanctuaries_lie_outside_both_circles_mid_track(board):
    assert board.sanctuaries == ("0603", "1203")
    for h in board.sanctuaries:
        assert board.zones_of(h) == ()


def test_blue_zone_a_holds_cliff_edge_hexes(board):
    assert set(board.zone("blue", "A")) & set(board.cliff_edge)


def test_stacking_limits_by_player_count(board):
    assert [board.stacking_limit("0605", n) for n in range(2, 7)] == [1, 2, 2, 3, 3]
    assert all(board.stacking_limit("0604", n) == 5 for n in range(2, 7))
    with pytest.raises(ValueError, match="2 to 6 players"):
        board.stacking_limit("0604", 7)


# The brush limit is where the translations disagree (docs/rules-coverage.md, "Where the
# translations differ"): English 1 / 2 / 3 for 2 / 3-4 / 5-6 players, Spanish and Italian
# 1 / 2 / 3 for 2-3 / 4-5 / 6. Each reading is checked at every player count, on the board and
# in a game set up with it; clear hexes hold five whatever the reading.
BRUSH_BY_READING = {
    "en": {2: 1, 3: 2, 4: 2, 5: 3, 6: 3},
    "es_it": {2: 1, 3: 1, 4: 2, 5: 2, 6: 3},
}


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("reading", sorted(BRUSH_BY_READING))
def test_brush_limit_of_each_reading_at_every_player_count(board, reading, n):
    expected = BRUSH_BY_READING[reading][n]
    assert board.stacking_limit("0605", n, reading) == expected
    assert board.stacking_limit("0604", n, reading) == 5
    game = Game.new(players=n, reading=reading)
    assert game.config.reading == reading
    assert all(game.state.limit(h) == (expected if h in board.brush else 5) for h in board.hexes)


@pytest.mark.parametrize("n", range(2, 7))
def test_english_is_the_default_reading(board, n):
    assert board.stacking_limit("0605", n) == BRUSH_BY_READING["en"][n]
    assert Game.new(players=n).config.reading == "en"


def test_the_readings_differ_exactly_at_three_and_five_players(board):
    differ = [n for n in range(2, 7) if board.stacking_limit("0605", n, "en") != board.stacking_limit("0605", n, "es_it")]
    assert differ == [3, 5]


def test_an_unknown_reading_is_refused_with_the_readings_named(board):
    with pytest.raises(ValueError, match="unknown rules reading 'fr'.*'en'.*'es_it'"):
        board.stacking_limit("0605", 4, "fr")
    with pytest.raises(ValueError, match="unknown rules reading"):
        Game.new(players=4, reading="fr")


def test_step_kinds(board):
    assert board.step_kind("0603", "0703") == "forward"
    assert board.step_kind("0603", "0604") == "sideways"
    assert board.step_kind("0603", "0502") == "backward"
    with pytest.raises(ValueError, match="not adjacent"):
        board.step_kind("0603", "0803")
    assert set(board.forward("0603")) == {"0702", "0703"}
    assert set(board.sideways("0603")) == {"0602", "0604"}
    assert set(board.backward("0603")) == {"0502", "0503"}
    assert board.forward("0501") == ("0601", "0602")
    assert board.forward("1502") == ()


def test_distance_is_hex_steps(board):
    assert board.distance("0603", "0603") == 0
    assert board.distance("0603", "0903") == 3
    assert board.distance("0101", "1504") == 14


def test_unknown_names_are_refused(board):
    with pytest.raises(ValueError, match="not a hex"):
        board.neighbors("9999")
    with pytest.raises(ValueError, match="zones A-F"):
        board.zone("red", "G")
    with pytest.raises(ValueError, match="red and blue"):
        board.circle("green")


# ---------------------------------------------------------------- bad board files
def _data(board):
    return board.to_dict()


def _write(tmp_path, data, name="board.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def _expect(tmp_path, data, field, reason):
    path = _write(tmp_path, data)
    with pytest.raises(BoardError) as info:
        Board.load(path)
    err = info.value
    assert err.source == str(path)
    assert err.field == field
    assert reason in err.reason
    assert str(path) in str(err) and field in str(err)


def test_default_board_round_trips_through_a_file(tmp_path, board):
    loaded = Board.load(_write(tmp_path, _data(board)))
    assert loaded.hexes == board.hexes and loaded.brush == board.brush


def test_unreadable_file(tmp_path):
    with pytest.raises(BoardError, match="does not exist"):
        Board.load(tmp_path / "missing.json")


def test_not_json(tmp_path):
    _expect(tmp_path, "{ not json", "line 1 column 3", "not valid JSON")


def test_duplicate_hex(tmp_path, board):
    data = _data(board)
    data["hexes"].append(dict(data["hexes"][0]))
    _expect(tmp_path, data, "hexes.0101", "duplicate hex id")


def test_unknown_hex_in_a_zone(tmp_path, board):
    data = _data(board)
    data["circles"]["red"]["C"][0] = "9999"
    _expect(tmp_path, data, "circles.red.C", "unknown hex '9999'")


def test_zone_that_is_not_contiguous(tmp_path, board):
    data = _data(board)
    zones = data["circles"]["red"]
    # swap one hex of zone A with one of zone D: both stop being contiguous
    a, d = zones["A"], zones["D"]
    a[a.index("0702")], d[d.index("0302")] = "0302", "0702"
    _expect(tmp_path, data, "circles.red.A", "not contiguous")


def test_wrong_counts(tmp_path, board):
    data = _data(board)
    data["pellets"] = data["pellets"][:-1]
    _expect(tmp_path, data, "pellets", "exactly 16 pellet hexes, not 15")
    data = _data(board)
    data["entry"] = data["entry"][:3]
    _expect(tmp_path, data, "entry", "exactly 4 hexes, not 3")
    data = _data(board)
    data["brush"].remove("0605")
    _expect(tmp_path, data, "brush", "red circle must hold 5 brush hexes, not 4")
    data = _data(board)
    data["circles"]["blue"]["A"] = data["circles"]["blue"]["A"][:4]
    _expect(tmp_path, data, "circles.blue.A", "5 or 6 hexes, not 4")


def test_missing_circle_and_bad_types(tmp_path, board):
    data = _data(board)
    del data["circles"]["blue"]
    _expect(tmp_path, data, "circles", 'exactly the keys "red" and "blue"')
    data = _data(board)
    data["hexes"][3]["row"] = "three"
    _expect(tmp_path, data, "hexes.0104.row", "whole number")


def test_boards_built_from_the_same_data_are_equal_and_pickle_without_their_tables():
    default = Board.default()
    again = Board.from_json(json.dumps(default.to_dict()), source="copy.json")
    assert again == default and hash(again) == hash(default) and again is not default
    origins(again)[4][START]  # the move tables, remembered on the board
    assert again.path_cache
    assert pickle.loads(pickle.dumps(default)) is default  # the built-in board stays the built-in one
    copied = pickle.loads(pickle.dumps(again))
    assert copied == again and copied.path_cache == {}  # tables are made again on use
    other = default.to_dict()
    other["name"] = "another board"
    assert Board(other) != default
