"""PlongeonView without a browser: clicks play cards, place tiles and move lemmings; errors never escape."""

from __future__ import annotations

from plongeon import Game
from widgets import PlongeonView
from widgets.canvas import Command

ARRANGED = {"loc": {"B1": "0311", "R1": "0412", "R2": "0513"}, "hands": {0: ["W3", "W1", "F1"]},
            "columns": {"water": [4]}}


def test_the_view_draws_three_layers_with_the_shared_canvas_code():
    view = PlongeonView(Game.new(2, seed=1))
    assert len(view.layer_shapes("board")) > 84
    assert any(getattr(s, "text", "") == "B1" for s in view.layer_shapes("pieces"))
    assert view.seat == 0 and view._board_commands and isinstance(view._board_commands[0], Command)


def test_play_a_card_pick_a_lemming_and_click_a_destination_with_a_push():
    game = Game.new(2, seed=3, arrange=ARRANGED)
    view = PlongeonView(game, humans=(0,), auto=False)
    assert "plays water 3" in view.click("hand:2") and view.game.column("water") == (4, 3)  # hand sorted: F1 W1 W3
    assert view.game.pending.kind == "move" and view.game.state.points == 7  # the rulebook's 4 + 3
    assert "picked" in view.click("0311")
    targets = view.game.legal_destinations("B1")
    assert "0513" in targets
    view.click("0412")  # onto R1: the chain R1, R2 is pushed ahead
    assert view.game.where("B1") == "0412" and view.game.where("R1") == "0513" and view.game.where("R2") == "0614"
    assert view.game.pending.player == 1  # the move was ended with Stop


def test_bonus_tile_by_click_and_bots_reply():
    game = Game.new(2, seed=3, arrange={"hands": {0: ["D4"]}, "columns": {"desert": [1]}})
    view = PlongeonView(game, humans=(0,), auto=True)
    view.click("hand:0")
    assert view.game.pending.kind == "bonus"
    view.click("0313")
    assert view.game.state.tiles["0313"] == "desert"
    view.click("start")
    dest = sorted(view.game.legal_destinations("B1"))[0]
    view.click(dest)
    assert view.game.pending.player == 0 and len(view.game.history) > 4  # red (the bot) has played


def test_errors_are_shown_and_the_game_is_left_as_it_was():
    game = Game.new(2, seed=2)
    view = PlongeonView(game, auto=False)
    before = view.game.to_json()
    view._guarded("Stop", view.stop)
    assert "Not allowed" in view.message.value and view.game.to_json() == before and view.game is game
    view.click("0511")
    assert "Play a card" in view.message.value
    view._guarded("Refill", view.refill)
    assert view.game.pending.player == 1
    view._guarded("Undo", view.undo)
    assert view.game.to_json() == before


def test_a_failure_half_way_through_a_move_is_rolled_back(monkeypatch):
    game = Game.new(2, seed=3, arrange=ARRANGED)
    view = PlongeonView(game, humans=(0,), auto=False)
    view.click("hand:2")
    view.click("0311")
    before = game.to_json()
    real = Game.apply
    calls = []

    def flaky(self, option):
        calls.append(option)
        if len(calls) == 2:
            raise RuntimeError("lost connection")
        return real(self, option)

    monkeypatch.setattr(Game, "apply", flaky)
    far = next(h for h, path in game.legal_destinations("B1").items() if len(path) >= 2)
    view._guarded("click", view.click, far)  # several steps: the second one fails
    monkeypatch.setattr(Game, "apply", real)
    assert "Error" in view.message.value and game.to_json() == before and game.where("B1") == "0311"
