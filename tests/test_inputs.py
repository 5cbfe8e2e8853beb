"""Issue 18, findings 4, 6, 7, 11 and 13: files, paths, sizes, BOMs and library names.

Paths are decided by type (``Path`` is a file, ``str`` is text for scenarios); every bad
path or file ends as the loader's own error naming the file and the reason.
"""

from __future__ import annotations

import json
import time
from importlib import resources
from pathlib import Path

import pytest

from lemmings import Board, BoardError, Game, SaveError, ScenarioError, scenarios
from lemmings.inputs import json_depth


def _widened(extra: int) -> str:
    """The default board with ``extra`` more hexes at both ends of every row (still legal)."""
    data = json.loads((resources.files("lemmings") / "data" / "default_board.json").read_text(encoding="utf-8"))
    rows: dict[int, list[int]] = {}
    for h in data["hexes"]:
        rows.setdefault(h["row"], []).append(h["col"])
    for r, cols in rows.items():
        for k in range(1, extra + 1):
            for c in (min(cols) - 2 * k, max(cols) + 2 * k):
                data["hexes"].append({"id": f"X{r:02d}{c + 4 * extra:05d}", "row": r, "col": c})
    for h in data["hexes"]:
        h["col"] += 2 * extra + 2
    return json.dumps(data)


# ---------------------------------------------------------------- finding 6
def test_nul_byte_in_a_save_path():
    with pytest.raises(SaveError, match="NUL character"):
        Game.load("\x00x")


def test_too_long_file_name_for_a_scenario():
    with pytest.raises(ScenarioError, match="too long"):
        Game.from_scenario(Path("x" * 5000))
    with pytest.raises(ScenarioError):  # as text it is simply not a scenario
        Game.from_scenario("x" * 5000)


def test_missing_scenario_file_says_it_does_not_exist():
    with pytest.raises(ScenarioError, match="does not exist"):
        Game.from_scenario(Path("/no/such/file.txt"))
    with pytest.raises(ScenarioError, match="pass pathlib.Path"):
        Game.from_scenario("/no/such/file.txt")


def test_a_str_is_never_read_as_a_scenario_file(tmp_path, monkeypatch):
    (tmp_path / "pos").write_text("players: 3\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ScenarioError, match="expected 'key: value'"):
        Game.from_scenario("pos")
    assert Game.from_scenario(Path("pos")).players == 3


def test_saving_to_a_folder_or_a_missing_folder(tmp_path):
    game = Game.new()
    with pytest.raises(SaveError, match="is a folder"):
        game.save(tmp_path)
    with pytest.raises(SaveError, match="does not exist"):
        game.save(tmp_path / "nope" / "g.json")
    with pytest.raises(SaveError, match="str or pathlib.Path"):
        game.save(42)


def test_wrong_types_as_paths():
    with pytest.raises(SaveError, match="str or pathlib.Path, not dict"):
        Game.load({})
    with pytest.raises(BoardError, match="not list"):
        Board.load([])


# ---------------------------------------------------------------- finding 7
def test_library_names_are_names_not_paths():
    with pytest.raises(ScenarioError, match="not a path"):
        scenarios.text("../scenarios/card_boo")
    with pytest.raises(ScenarioError, match="no scenario called"):
        scenarios.load("/etc/passwd")
    assert scenarios.text("card_boo").strip()


# ---------------------------------------------------------------- finding 13
def test_bom_is_accepted_in_scenarios_saves_and_boards(tmp_path):
    assert Game.from_scenario("\ufeffname: x\nplayers: 3\n").players == 3
    path = tmp_path / "s.txt"
    path.write_bytes("\ufeffplayers: 5\n".encode())
    assert Game.from_scenario(path).players == 5
    save = tmp_path / "g.json"
    save.write_bytes(("\ufeff" + Game.new(players=3).to_json()).encode())
    assert Game.load(save).players == 3
    board = tmp_path / "b.json"
    board.write_bytes(("\ufeff" + json.dumps(Board.default().to_dict())).encode())
    assert Board.load(board).hexes == Board.default().hexes


def test_not_utf8_is_named(tmp_path):
    path = tmp_path / "s.json"
    path.write_bytes(b"\xff\xfe{}")
    with pytest.raises(SaveError, match="not UTF-8"):
        Game.load(path)


# ---------------------------------------------------------------- finding 4 and 11
def test_boards_refuse_deep_nesting_and_huge_files(tmp_path):
    with pytest.raises(BoardError, match="nest"):
        Board.from_json("[" * 100_000)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 4_000_001)
    with pytest.raises(BoardError, match="files over 4,000,000 bytes are refused"):
        Board.load(big)
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"players: 4\n" * 400_000)
    with pytest.raises(ScenarioError, match="refused"):
        Game.from_scenario(huge)


def test_cheap_counts_fail_before_geometry():
    data = json.loads(_widened(0))
    data["pellets"] = data["pellets"][:3]
    data["hexes"].append({"id": "ZZ", "row": 99, "col": 0})  # disconnected: would fail later
    with pytest.raises(BoardError) as info:
        Board(data)
    assert info.value.field == "pellets"


def test_board_loading_grows_about_linearly():
    """2467 hexes took 266 s before the fix; allow a wide margin over linear growth."""
    small, large = _widened(5), _widened(80)
    Board.from_json(small)
    t0 = time.perf_counter()
    Board.from_json(small)
    t1 = time.perf_counter()
    board = Board.from_json(large)
    t2 = time.perf_counter()
    assert len(board.hexes) > 2400
    ratio = len(large) / len(small)
    assert t2 - t1 < max(1.0, 4 * ratio * (t1 - t0)), (t1 - t0, t2 - t1)


def test_a_save_with_an_embedded_board_loads_back(tmp_path):
    board = Board.from_json(_widened(3))
    game = Game.new(players=3, seed=2, board=board)
    for _ in range(5):
        game.apply(game.pending.options[-1])
    loaded = Game.from_json(game.to_json())
    assert loaded.history == game.history and len(loaded.board.hexes) == len(board.hexes)


def test_json_depth_ignores_brackets_in_strings():
    assert json_depth('{"a": ["[[[[", {"b": "]]"}]}') == 3
