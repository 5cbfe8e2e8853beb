"""Issue 18, findings 8, 10 and 12: the view's inputs (uploads, clicks, files) fail in words.

A failed upload can be retried with the same file; non-finite click coordinates do nothing;
file problems are explained without a traceback; no step button can leave half a change;
and the Voilà app never shows a server file path: saving is a download, loading an upload.
"""

from __future__ import annotations

import datetime
import json
import math
from pathlib import Path

import ipywidgets as W
import pytest

import lemmings.game as game_module
from gamecore.limits import MAX_SAVE_BYTES
from lemmings import Game
from widgets import GameView

APP = Path(__file__).resolve().parents[1] / "notebooks" / "app.ipynb"


def _upload(view: GameView, content: bytes, name: str = "g.json") -> None:
    view.files.upload.value = ({"name": name, "type": "application/json", "size": len(content), "content": memoryview(content),
                          "last_modified": datetime.datetime.now(datetime.UTC)},)


def _played(n: int = 4) -> GameView:
    view = GameView(Game.new(players=3, seed=9), humans=(), speed="manual")
    for _ in range(n):
        view.computer_step()
    return view


def _widgets(root: W.Widget):
    yield root
    for child in getattr(root, "children", ()):
        yield from _widgets(child)


def test_failed_upload_is_reset_and_the_same_file_loads_after(tmp_path):
    view = _played()
    good = view.game.to_json().encode()
    fresh = GameView(Game.new(players=3, seed=9), humans=(), speed="manual")
    _upload(fresh, b"\xff\xfe not utf-8")
    assert fresh.files.upload.value == ()
    assert "Cannot do that" in fresh.message.value and "not UTF-8" in fresh.message.value
    assert not fresh.errors.outputs  # no traceback for a bad file
    _upload(fresh, good)
    assert fresh.game == view.game and fresh.files.upload.value == ()


def test_deeply_nested_or_huge_upload_is_explained():
    view = _played()
    _upload(view, b"[" * 100_000)
    assert "Cannot do that" in view.message.value and "nest" in view.message.value
    _upload(view, b" " * (MAX_SAVE_BYTES + 1))
    assert "are refused" in view.message.value
    assert not view.errors.outputs and view.files.upload.value == ()


@pytest.mark.parametrize("x,y", [(math.nan, 10), (10, math.inf), (-math.inf, math.nan), ("a", None)])
def test_non_finite_clicks_do_nothing(x, y):
    view = _played(0)
    before = view.game.to_json()
    view.canvas._canvases[-1]._handle_frontend_event(None, {"event": "mouse_down", "x": x, "y": y}, [])
    view.canvas._canvases[-1]._handle_frontend_event(None, {"event": "mouse_move", "x": x, "y": y}, [])
    assert "Error" not in view.message.value and not view.errors.outputs
    assert view.game.to_json() == before
    assert view.target_at(x, y) is None


def test_saving_to_a_folder_or_a_missing_folder_is_explained(tmp_path):
    view = _played()
    view.files.path.value = str(tmp_path)
    view.files.save_button.click()
    assert "Cannot do that" in view.message.value and "is a folder" in view.message.value
    view.files.path.value = str(tmp_path / "missing" / "g.json")
    view.files.save_button.click()
    assert "does not exist" in view.message.value and "IsADirectoryError" not in view.message.value
    assert not view.errors.outputs


def test_no_step_button_leaves_half_a_change(monkeypatch):
    view = GameView(Game.new(players=3, seed=9), humans=(), speed="manual")  # computers play every seat
    view.computer_step()
    real = game_module.settle

    def half(state):
        real(state)  # the option is carried out, then something fails
        raise RuntimeError("failed after changing the state")

    monkeypatch.setattr(game_module, "settle", half)
    for button in (view.next_button, view.play_button):
        before = view.game.to_json()
        button.click()
        assert view.game.to_json() == before, button.description
        assert "failed after changing the state" in view.message.value


def test_browser_only_view_has_no_server_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    view = GameView(Game.new(players=3, seed=9), humans=(), speed="manual", server_files=False)
    shown = list(_widgets(view))
    assert view.files.path not in shown and view.files.load_button not in shown
    # no text box but the move box (for moves and questions, never a path)
    assert [w for w in shown if isinstance(w, W.Text)] == [view.board_panel.move_box.text]
    view.computer_step()
    view.files.save_button.click()
    assert list(tmp_path.iterdir()) == []  # nothing written on the server
    assert "data:application/json;base64," in view.files.download.value
    view._guarded("load", view.load)
    assert "only from an upload" in view.message.value


def test_the_voila_app_uses_the_browser_only_view():
    cells = json.loads(APP.read_text(encoding="utf-8"))["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    namespace: dict = {}
    exec(compile(code, str(APP), "exec"), namespace)  # noqa: S102  (our own notebook)
    view = namespace["holder"].children[0]
    assert isinstance(view, GameView) and view.files.server_files is False
    assert [w for w in _widgets(view) if isinstance(w, W.Text)] == [view.board_panel.move_box.text]
    namespace["new_game"]()
    assert namespace["holder"].children[0].files.server_files is False
