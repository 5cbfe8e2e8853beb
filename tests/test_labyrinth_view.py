"""LabyrinthView and its play loop without a browser: clicks and buttons choose options, the computer plays
its seats, undo takes back the person's last choice, the words follow the view's language, and a wrong
input never escapes (shown in words, the table unchanged)."""

from __future__ import annotations

import pytest

from gamecore.errors import IllegalAction
from gamecore.i18n import language
from labyrinth import board as bd
from labyrinth.game import Game
from labyrinth.layout import option_place
from labyrinth.playloop import PlayLoop
from widgets.app import App
from widgets.canvas import Command
from widgets.labyrinth_panels import TASKS, recap_html, seats_html, status_html
from widgets.labyrinth_view import LabyrinthView


def first_move(view: LabyrinthView) -> str:
    return next(o for o in view.game.options if o.startswith("move"))


def test_the_play_loop_runs_the_computers_up_to_a_persons_decision_and_undoes_mine():
    table = PlayLoop(Game.new(3, seed=2), humans=[1], seed=4)
    assert table.to_play == 1 and table.person_to_play
    assert all(e.computer and e.seat != 1 for e in table.recap)
    before, history = table.game.to_json(), table.game.history
    made = table.choose(next(o for o in table.game.options if o.startswith("move")))
    assert not made[0].computer and made[0].seat == 1 and made[0].log
    assert table.person_to_play or table.to_play is None
    back = table.undo_mine()
    assert back == made[0] and table.game.to_json() == before and table.game.history == history
    with pytest.raises(IllegalAction, match="no choice of yours"):
        table.undo_mine()
    with pytest.raises(ValueError, match="seats are numbered 0 to 2"):
        PlayLoop(Game.new(3, seed=2), humans=[3])


def test_a_table_of_computers_only_and_a_refused_choice():
    table = PlayLoop(Game.new(2, seed=5), humans=(), seed=1)
    assert table.game.over or len(table.recap) == 2000
    with pytest.raises(IllegalAction):
        table.choose("end")
    snap = table.snapshot()
    people = PlayLoop(Game.new(2, seed=5), humans=(0, 1))
    assert people.recap == [] and people.person_to_play
    with pytest.raises(IllegalAction, match="not allowed"):
        people.choose("fly away")
    assert people.game.history == ()
    table.restore(snap)
    assert table.recap == snap[1]


def test_the_view_draws_three_layers_with_the_shared_canvas_code():
    view = LabyrinthView(Game.new(3, seed=1))
    assert len(view.layer_shapes("board")) > 43 and view._board_commands and isinstance(view._board_commands[0], Command)
    assert any(getattr(s, "text", "") == "G" for s in view.layer_shapes("pieces"))
    assert view.layer_shapes("highlights")  # the way out of the start tile is lit
    with pytest.raises(ValueError):
        view.layer_shapes("sky")
    assert "your decision" in view.status.value and "P1" in view.status.value
    labels = [b.description for b in view.options_box.children]
    assert "end the turn" in labels and any("0414a" in x for x in labels)


def test_a_click_on_a_lit_corridor_moves_and_the_board_click_is_exact():
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    move = first_move(view)
    corridor = move.split()[1]
    opens = bd.openings(view.game.components, view.game.state.tiles)
    x, y = view.board_layout.hubs(opens)[corridor]
    assert "Done" in view.handle_click(x, y)
    assert view.game.history == (move,) and view.game.state.seats[0].at == corridor  # P1 still has an action
    assert "Done" in view.message.value


def test_several_options_at_one_place_narrow_the_buttons_then_one_is_chosen():
    view = LabyrinthView(Game.new(3, seed=1), humans=[0, 1, 2])
    game = view.game
    view.choose(first_move(view))
    while game.pending.kind != "action" or "build" not in game.options:
        view.choose(game.options[-1])
    view.choose("build")
    assert game.pending.kind == "place"
    places: dict[str, list[str]] = {}
    for o in game.options:
        places.setdefault(option_place(game.components, game.state, o), []).append(o)
    cell, found = max(places.items(), key=lambda kv: len(kv[1]))
    said = view.click(cell)
    if len(found) > 1:
        assert "choices at" in said and view.narrowed == found and view.selected == cell
        assert [b.tooltip for b in view.options_box.children] == found and not view.buttons["All"].disabled
        view.show_all()
        assert view.narrowed is None and len(view.options_box.children) == len(game.options)
        view.click(cell)
        view.options_box.children[-1].click()
    assert cell in game.state.tiles and game.pending.kind != "place"


def test_wrong_inputs_never_escape_and_leave_the_table_unchanged(monkeypatch):
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    before, recap = view.game.to_json(), list(view.table.recap)
    view._guarded("x", view.choose, "teleport 0408a")
    assert "Not allowed" in view.message.value and view.game.to_json() == before
    view._guarded("Undo", view.undo)
    assert "no choice of yours" in view.message.value and view.game.to_json() == before
    assert "Nothing to choose" in view.click(None) and view.game.to_json() == before

    def broken(*_args):
        raise RuntimeError("lost connection")
    game = view.game
    monkeypatch.setattr(PlayLoop, "run_computers", broken)
    view._guarded("click", view.choose, first_move(view))  # the person's move is made, then the computers fail
    monkeypatch.undo()
    assert "Error" in view.message.value and view.game is game and game.to_json() == before
    assert view.table.recap == recap


def test_undo_and_the_computer_move_buttons():
    view = LabyrinthView(Game.new(3, seed=1), humans=[0], seed=3)
    assert view.buttons["Undo"].disabled
    view.choose(first_move(view))
    view.buttons["Undo"].click()
    assert "Took back" in view.message.value and view.game.history == ()
    view.buttons["Computer"].click()
    assert "Computer:" in view.message.value and view.game.history


def test_the_note_under_a_cut_off_board_speaks_of_the_labyrinth_and_the_seats_fit_a_side_panel():
    view = LabyrinthView(Game.new(3, seed=1))
    assert "labyrinth is cut off" in view.note.value and "cliff" not in view.note.value
    view.set_language("es")
    assert "El laberinto queda cortado" in view.note.value
    with language("es"):
        seats = seats_html(view.table)
    assert seats.count("<th") == 6 and "tú" in seats and "ordenador" in seats  # who plays a seat, in its row


def test_the_panels_and_the_view_speak_the_views_language():
    view = LabyrinthView(Game.new(3, seed=1), language="es")
    assert "tu decisión" in view.status.value and "Arquitecto" in view.status.value
    assert "terminar el turno" in [b.description for b in view.options_box.children]
    assert view.buttons["Undo"].description == "Deshacer mi última elección"
    view.click("0000")
    assert "Nada que elegir" in view.message.value
    table = view.table
    assert "vidas" in seats_html(table) or "lives" in seats_html(table)
    assert set(TASKS) >= {"place", "golem", "pickup", "imminent", "defend", "push", "drop", "target",
                          "reroll", "tokens"}
    assert "P1" in status_html(table) and recap_html(table.game, [])
    view.choose(first_move(view))
    assert "moves to" not in view.recap.value and "Hecho" in view.message.value  # the log worded when shown
    view.set_language("it")
    assert "Annulla" in view.buttons["Undo"].description and "Fatto" not in view.recap.value


def test_the_app_offers_labyrinth_in_a_tab_built_when_first_shown():
    app = App(language="en")
    assert app.get_title(2) == "Labyrinth" and app.labyrinth.view is None
    app.selected_index = 2
    view = app.labyrinth.view
    assert isinstance(view, LabyrinthView) and view.game.players == 3 and view.table.humans == {0}
    app.selected_index = 0
    app.selected_index = 2
    assert app.labyrinth.view is view  # shown again: the same game
    app.labyrinth.players.value = 4
    assert app.labyrinth.new_game().game.players == 4 and app.labyrinth.view is not view
    app.holder.children[0].language_menu.value = "es"  # the game view's menu changes the whole app
    assert app.get_title(2) == "Laberinto" and app.labyrinth.view.language == "es"
    assert app.labyrinth.start.description == "Nueva partida"
