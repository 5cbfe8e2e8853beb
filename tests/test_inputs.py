"""Issue 18, findings 4, 6, 7, 11 and 13: files, paths, sizes, BOMs and library names.

Paths are decided by type (``Path`` is a file, ``str`` is text for scenarios); every bad
path or file ends as the loader's own error naming the file and the reason.
"""

from __future__ import annotations

import json
import os
import threading
import time
from importlib import resources
from pathlib import Path

import pytest

from gamecore import inputs
from gamecore.inputs import json_depth
from lemmings import Board, BoardError, Game, SaveError, ScenarioError, scenarios


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


# ---------------------------------------------------------------- issue 30, finding 1
_LOADERS = [pytest.param(Game.load, SaveError, id="Game.load"), pytest.param(Board.load, BoardError, id="Board.load"),
            pytest.param(lambda p: Game.from_scenario(Path(p)), ScenarioError, id="Game.from_scenario"),
            pytest.param(lambda p: Game.new(board=Path(p)), BoardError, id="Game.new(board=)")]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("load,error", _LOADERS)
def test_a_file_that_never_ends_is_refused_at_once(load, error):
    """/dev/zero says it holds 0 bytes and never ends: it was read until memory ran out."""
    start = time.process_time()
    for path in ("/dev/zero", Path("/dev/zero")):
        with pytest.raises(error) as info:
            load(path)
        assert info.value.source == "/dev/zero" and info.value.reason == "is a device, not a regular file"
    assert time.process_time() - start < 1


def _refusal_without_waiting(load, error, fifo: Path) -> BaseException:
    """The error ``load(fifo)`` raises, run in a thread so that a loader (or saver) that blocks fails the
    test instead of hanging it: opening both ends of the pipe then lets the blocked call go on."""
    result: list[BaseException] = []
    caller = threading.Thread(target=lambda: result.append(pytest.raises(error, load, fifo).value), daemon=True)
    caller.start()
    caller.join(5)
    if caller.is_alive():
        ends = [os.open(fifo, os.O_RDONLY | os.O_NONBLOCK), os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)]
        caller.join(5)
        for end in ends:
            os.close(end)
        pytest.fail(f"the named pipe {fifo} blocked")
    assert result, f"the named pipe {fifo} did not raise {error.__name__}"
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("load,error", _LOADERS)
def test_a_named_pipe_is_refused_without_waiting(tmp_path, load, error):
    """Opening a FIFO for reading waits for a writer: the loaders blocked forever."""
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    refused = _refusal_without_waiting(load, error, fifo)
    assert refused.source == str(fifo) and refused.reason == "is a named pipe (FIFO), not a regular file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_swapped_in_after_the_check_is_refused_without_waiting(tmp_path, monkeypatch):
    """The file is checked again once open, without blocking, should it be swapped between the two."""
    fifo, regular = tmp_path / "pipe", tmp_path / "save.json"
    os.mkfifo(fifo)
    regular.write_text(Game.new(seed=1).to_json(), encoding="utf-8")
    real_stat = os.stat
    monkeypatch.setattr(inputs.os, "stat", lambda p, *a, **k: real_stat(regular if Path(p) == fifo else p, *a, **k))
    assert "named pipe" in str(_refusal_without_waiting(Game.load, SaveError, fifo))


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs /proc")
def test_at_most_the_cap_plus_one_byte_is_read():
    """A /proc file says 0 bytes but holds more: the cap is checked on what is read, not on what stat says."""
    maps = Path("/proc/self/maps")
    assert maps.stat().st_size == 0 and len(maps.read_bytes()) > 100
    with pytest.raises(SaveError) as info:
        inputs.read_text(maps, SaveError, max_bytes=100)
    assert info.value.reason == "holds more than 100 bytes; files over 100 bytes are refused"
    text, source = inputs.read_text(maps, SaveError)
    assert source == "/proc/self/maps" and text


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_saving_to_a_named_pipe_or_a_device_is_refused(tmp_path):
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    assert "named pipe" in str(_refusal_without_waiting(Game.new(seed=1).save, SaveError, fifo))
    if Path("/dev/zero").exists():
        with pytest.raises(SaveError, match="is a device, not a regular file"):
            Game.new(seed=1).save("/dev/zero")
