"""LabyrinthView and its play loop without a browser: clicks and buttons choose options, the computer plays
its seats, undo takes back the person's last choice, the words follow the view's language, and a wrong
input never escapes (shown in words, the table unchanged)."""

from __future__ import annotations

import html

import pytest

from gamecore.errors import ArgumentError, IllegalAction
from gametools import PlayLoop
from labyrinth import board as bd
from labyrinth.game import Game
from labyrinth.layout import option_place
from widgets.app import App
from widgets.canvas import Command
from widgets.labyrinth_hover import hover_shapes, hover_text
from widgets.labyrinth_panels import RecapLine, status_html
from widgets.labyrinth_view import RECAP_ROWS, LabyrinthView, record


def first_move(view: LabyrinthView) -> str:
    return next(o for o in view.game.options if o.startswith("move"))


def end_my_turn(view: LabyrinthView) -> None:
    """The person ends the turn (or answers what it asks first) until the computer has answered."""
    while view.loop.waiting_for_human() and len(view.loop.recap()) <= 1:
        view.choose("end" if "end" in view.game.options else view.game.options[0])


def test_the_view_drives_the_shared_play_loop_and_its_computer_is_reproducible():
    view = LabyrinthView(Game.new(3, seed=2), humans=[1], seed=4)
    assert isinstance(view.loop, PlayLoop) and view.loop.waiting_for_human() and view.game.pending.player == 1
    assert all(not e.human and e.player != 1 for e in view.loop.recap(0))
    before, history = view.game.to_json(), view.game.history
    view.choose(first_move(view))
    end_my_turn(view)
    first = view.game.history
    taken = view.loop.undo_mine()
    view.choose(taken[0].option)
    assert view.game.history == first  # the computer chose the same after the undo (seeded per decision)
    view.undo()
    view.undo()
    assert view.game.to_json() == before and view.game.history == history
    assert "Took back" in view.message.value and view.buttons["Undo"].disabled
    with pytest.raises(IllegalAction, match="no choice of yours"):
        view.loop.undo_mine()
    with pytest.raises(ArgumentError):
        LabyrinthView(Game.new(3, seed=2), humans=[3])


def test_the_recorder_keeps_the_log_and_the_place_and_the_recap_lists_every_decision_since_mine():
    game = Game.new(3, seed=1)
    move = next(o for o in game.options if o.startswith("move"))
    chosen, kept = record(game, move, True)
    assert chosen == move and kept.place == move.split()[1] and kept.log and kept.log == tuple(game.state.log[-len(kept.log):])
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    k = len(view.game.history)
    view.choose(first_move(view))
    end_my_turn(view)
    items = view.recap_items()
    assert len(items) == len(view.game.history) - k - 1 and items[0].person and not any(i.person for i in items[1:])
    assert all(isinstance(i, RecapLine) for i in items) and "computer" in items[1].headline()
    assert len(view.recap.rows.children) == len(items) and "Since your last decision" in view.recap.title.value
    # an entry's number rings its place on the board; pressed again, the ring goes
    view.undo()
    view.undo()
    move = first_move(view)
    view.choose(move)
    (item,) = view.recap_items()
    assert item.on_board and item.place == move.split()[1] and item.headline() in view.show_recap(0)
    assert view.board.mark_shapes() and view.recap.rows.children[0].children[0].button_style == "info"
    view.show_recap(0)
    assert view.board.shown is None and not view.board.mark_shapes()


def test_a_computer_only_table_plays_on_and_refusals_change_nothing():
    view = LabyrinthView(Game.new(2, seed=5), humans=(), seed=1, speed="manual")
    for _ in range(RECAP_ROWS + 5):
        view.buttons["Computer"].click()
    assert len(view.game.history) == RECAP_ROWS + 5 and not view.buttons["Play"].disabled
    assert len(view.recap_items()) == RECAP_ROWS and "Since the start" in view.recap.title.value
    people = LabyrinthView(Game.new(2, seed=5), humans=(0, 1))
    assert people.game.history == () and people.loop.waiting_for_human()
    people.guard("x", people.choose, "fly away")
    assert "not allowed" in people.message.value and people.game.history == ()
    assert people.buttons["Play"].disabled and people.buttons["Computer"].disabled


def test_the_view_draws_three_layers_with_the_shared_canvas_code():
    view = LabyrinthView(Game.new(3, seed=1))
    assert len(view.layer_shapes("board")) > 43 and view.board._board_commands
    assert isinstance(view.board._board_commands[0], Command)
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
        words = [game.describe(o) for o in found]  # the tooltips are words too, not "place 0412 r1"
        assert [b.tooltip for b in view.option_buttons] == words and not view.buttons["All"].disabled
        pictures = [box.children[0].value for box in view.options_box.children]  # each way, drawn
        assert all(p.startswith("<svg") for p in pictures) and len(set(pictures)) == len(found)
        view.show_all()
        assert view.narrowed is None and len(view.options_box.children) == len(game.options)
        view.click(cell)
        view.option_buttons[-1].click()
    assert cell in game.state.tiles and game.pending.kind != "place"


def test_wrong_inputs_never_escape_and_leave_the_table_unchanged(monkeypatch):
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    before, events = view.game.to_json(), view.loop.events
    view.guard("x", view.choose, "teleport 0408a")
    assert "Not allowed" in view.message.value and view.game.to_json() == before and view.loop.events == events
    view.guard("Undo", view.undo)
    assert "no choice of yours" in view.message.value and view.game.to_json() == before
    assert "Nothing to choose" in view.click(None) and view.game.to_json() == before

    def broken(*_args, **_kwargs):
        raise RuntimeError("lost connection")
    game = view.game
    view.choose(first_move(view))
    view.guard("end", view.choose, "end")  # no failure yet: the computer answers
    after = (game.to_json(), view.loop.events)
    view.undo()
    monkeypatch.setattr(PlayLoop, "advance", broken)
    view.guard("end", view.choose, "end")  # the person's choice is made, then the computer fails
    monkeypatch.undo()
    assert "Error" in view.message.value and "lost connection" in view.message.value
    assert view.game is game and len(game.history) == 1 and view.loop.waiting_for_human()  # put back before "end"
    view.choose("end")
    assert (game.to_json(), view.loop.events) == after
    view.guard("x", view.choose, "teleport")
    assert view.game.to_json() == after[0] and before != after[0]


def test_undo_step_back_redo_and_the_computer_buttons_at_manual_speed():
    view = LabyrinthView(Game.new(3, seed=1), humans=[0], seed=3, speed="manual")
    assert view.buttons["Undo"].disabled and view.buttons["Back"].disabled and view.buttons["Play"].disabled
    view.choose(first_move(view))
    view.buttons["Undo"].click()
    assert "Took back P1 (Architect)'s choice" in html.unescape(view.message.value) and view.game.history == ()
    # the engine's prompt, quoted after an undo, is a sentence (it read "P1: choose (action, 2 actions left)")
    assert ("Now it is your decision: P1 (Architect), move out of your start tile onto your key tile, or end the turn "
            "(2 actions left).") in html.unescape(view.message.value)
    view.set_language("es")
    view.choose(first_move(view))
    view.buttons["Undo"].click()
    assert "P1 (Arquitecto), sal de tu loseta de inicio a tu loseta de llave, o termina el turno (quedan 2 acciones)" \
        in html.unescape(view.message.value)
    view.set_language("en")
    assert not view.buttons["Redo"].disabled
    # the shared UndoPanel, without Leaping Lemmings' luck box: nothing to keep, said in words
    assert view.undo_panel.same_dice_box is None
    with pytest.raises(IllegalAction, match="no luck to keep"):
        view.undo_panel.set_same_dice(True)
    view.buttons["Redo"].click()
    assert len(view.game.history) == 1 and "Made again" in view.message.value
    view.choose("end")
    assert "The computer waits" in view.message.value and view.loop.waiting_for_computer()
    assert not view.buttons["Computer"].disabled and not view.buttons["Play"].disabled
    view.buttons["Computer"].click()
    assert len(view.game.history) == 3 and "computer" in view.message.value and "P2" in view.message.value
    view.buttons["Back"].click()
    assert len(view.game.history) == 2 and "Stepped back" in view.message.value
    view.buttons["Play"].click()
    assert view.loop.waiting_for_human() and "The computer made" in view.message.value
    with pytest.raises(IllegalAction, match="yours to make"):
        view.computer_move()


def test_step_speed_plays_the_computers_decisions_one_at_a_time_each_shown_on_the_board():
    ticks: list[int] = []
    view = LabyrinthView(Game.new(3, seed=1), humans=[0], seed=3, speed="step", step_delay=0)
    # a run is scheduled through the runner: count each tick, and what the board showed then
    inner = view.runner._schedule

    def counting(fn, action):
        def one():
            more = fn()
            ticks.append(len(view.game.history))
            return more
        inner(one, action)
    view.runner._schedule = counting
    view.choose(first_move(view))
    view.choose("end")
    assert ticks[:-1] == list(range(3, 3 + len(ticks) - 1)) and len(ticks) >= 3  # one decision per tick
    assert view.loop.waiting_for_human() and "The computer made" in view.message.value
    assert not view.runner.running and "your decision" in view.status.value
    view.set_speed("instant")
    assert view.speed == "instant" and view.computers.speed_menu.value == "instant"


def test_hover_says_what_a_corridor_a_cell_and_a_piece_are_in_the_views_language():
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    s = view.game.state
    opens = bd.openings(view.game.components, s.tiles)
    hubs = view.board_layout.hubs(opens)
    mine = s.seats[0].at
    said = view.handle_hover(*hubs[mine])
    assert mine in said and "start tile of P1" in said and "P1 (Architect)" in said
    assert view.board.hovered == mine and view.board._hover_drawn == (mine, html.unescape(said))  # the tooltip drawn
    golem = view.handle_hover(*hubs[s.golem])
    assert "Golem" in golem
    empty = next(c for c in bd.normal_cells(3) if c not in s.tiles)
    assert "empty cell" in view.handle_hover(*view.board_layout.centre(empty))
    assert view.handle_hover(-1.0, -1.0) == "" and view.board.hovered is None
    texts = [sh for sh in hover_shapes(view.board_layout, mine, hover_text(view.game, mine), hubs) if hasattr(sh, "text")]
    assert texts and min(t.size for t in texts) / view.board_layout.scale >= 10
    assert all(0 <= t.x <= view.board_layout.width for t in texts)
    view.set_language("es")
    view.handle_hover(-1.0, -1.0)
    assert "loseta de inicio de P1" in view.handle_hover(*hubs[mine]) and "un pasillo" in view.board.hover.value


def test_the_app_offers_labyrinth_in_a_tab_built_when_first_shown():
    app = App(language="en")
    assert app.get_title(2) == "Labyrinth" and app.labyrinth.view is None
    app.selected_index = 2
    view = app.labyrinth.view
    assert isinstance(view, LabyrinthView) and view.game.players == 3 and view.humans == {0}
    app.selected_index = 0
    app.selected_index = 2
    assert app.labyrinth.view is view  # shown again: the same game
    app.labyrinth.players.value = 4
    assert app.labyrinth.new_game().game.players == 4 and app.labyrinth.view is not view
    app.holder.children[0].language_menu.value = "es"  # the game view's menu changes the whole app
    assert app.get_title(2) == "Laberinto" and app.labyrinth.view.language == "es"
    assert app.labyrinth.start.description == "Nueva partida"
    app.labyrinth.set_language("en")
    assert "reach a rival's key tile" in html.unescape(app.labyrinth.intro.value)


def building_view(**kwargs) -> LabyrinthView:
    """P1 has moved out and drawn a tile: the pending decision is where to build it."""
    view = LabyrinthView(Game.new(3, seed=1), humans=[0], **kwargs)
    view.choose(first_move(view))
    view.choose("build")
    assert view.game.pending.kind == "place"
    return view


def test_the_tile_drawn_is_shown_beside_the_prompt_and_on_a_cell_before_it_is_built():
    view = building_view()
    drawn = html.unescape(view.drawn.value)
    assert "<svg" in drawn and "The tile drawn, as it comes (N at the top): a bridge N–S over a corridor" in drawn
    # every option's button and tooltip in words (the tooltip read "place 0412 r1")
    assert all(b.tooltip == b.description and not b.tooltip.startswith("place ") for b in view.option_buttons)
    # the mouse over a lit cell: the tile drawn on it, translucent, and how many ways it fits
    ways = [o for o in view.game.options if o.split()[1] == "0412"]
    said = view.handle_hover(*view.board_layout.centre("0412"))
    assert f"fits here {len(ways)} ways" in said and view.board.builds_at("0412") == ways
    assert view.board.builds_at("0412a") == [] and view.board.builds_at(None) == []
    assert "<svg" in view.status.value  # beside the prompt too, line high
    view.click("0412")
    assert "pick one under its picture" in view.handle_hover(*view.board_layout.centre("0412"))
    view.set_language("es")
    assert "La loseta robada" in html.unescape(view.drawn.value)
    view.set_language("en")
    view.choose(ways[0])
    assert view.drawn.value == "" and view.board.builds_at("0412") == []


def test_while_the_computer_plays_the_status_line_asks_the_person_for_nothing():
    view = LabyrinthView(Game.new(3, seed=1), humans=[0], seed=3, speed="manual")
    view.choose(first_move(view))
    view.choose("end")
    for _ in range(30):  # the computer's decisions one by one, read as the step speed shows them
        if not view.loop.waiting_for_computer():
            break
        running = status_html(view.game, view.humans, running=True)
        assert "The computer is playing P" in running and "it is deciding" in running
        assert "click" not in running and "button" not in running, running
        waiting = html.unescape(view.status.value)
        assert "the computer's to play" in waiting and "click" not in waiting
        view.computer_move()
    assert "your decision" in view.status.value


def test_a_characters_own_key_is_not_its_to_take_said_by_the_hover_and_the_status():
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    s = view.game.state
    view.choose(first_move(view))
    mine = s.seats[0].at  # the key tile beside P1's start tile
    hubs = view.board_layout.hubs(bd.openings(view.game.components, s.tiles))
    said = html.unescape(view.handle_hover(*hubs[mine]))
    assert "your own key tile: its key is not yours to take (you need a rival's key)" in said
    assert "your own key: not yours to take" in said and "take the key" not in " ".join(view.game.options)
    assert "You need a rival's key." in html.unescape(view.status.value)
    rival = next(c for c, owners in s.keys.items() if owners == [1])
    said = hover_text(view.game, rival, 0)
    assert "the key tile of P2: its key is for the other characters" in said and "P2's own key" in said
    view.set_language("es")
    view.handle_hover(-1.0, -1.0)
    assert "llave" in view.handle_hover(*hubs[mine])


def test_a_step_run_ending_after_the_next_one_began_leaves_that_one_running():
    """The first run's last tick came after the person's next choice had started a new run: it set the shared
    flag off, and the status line said "press Computer move" while the computer was still playing."""
    view = LabyrinthView(Game.new(3, seed=1), humans=[0], seed=3, speed="step")
    ticks: list = []
    view.runner._schedule = lambda fn, _action: ticks.append(fn)
    view.choose(first_move(view))
    view.choose("end")
    first = ticks.pop()
    while not view.loop.waiting_for_human():
        assert first()
    view.choose("end" if "end" in view.game.options else view.game.options[0])
    assert view.runner.running and len(ticks) == 1
    assert not first()  # the old run's last tick, late
    assert view.runner.running
    assert ticks[0]() and "The computer is playing" in view.status.value


def test_the_hover_tooltip_never_covers_the_place_pointed_at():
    """A long tooltip over a cell in the middle was pushed left onto the cell itself, hiding the tile drawn there."""
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    lay = view.board_layout
    text = " · ".join(["0412", "an empty cell: " + "a long line of words " * 6, "the tile drawn fits here 3 ways"])
    for cell in lay.cells:
        box = [sh for sh in hover_shapes(lay, cell, text, {}) if getattr(sh, "fill", None) == "#fffbe6"][0]
        xs, ys = [p[0] for p in box.points], [p[1] for p in box.points]
        x, y = lay.centre(cell)
        assert not (min(xs) < x < max(xs) and min(ys) < y < max(ys)), cell
        assert min(xs) >= 0 and max(xs) <= lay.width and min(ys) >= 0 and max(ys) <= lay.height, cell


def test_a_button_still_offered_after_a_refresh_is_the_same_button_so_a_click_sent_meanwhile_lands():
    """The browser's case: the page still shows the buttons of the person's next turn when the undo's arrive."""
    view = LabyrinthView(Game.new(3, seed=1), humans=[0])
    view.choose(first_move(view))
    end_my_turn(view)
    draw = next(b for b in view.option_buttons if getattr(b, "option", None) == "build")
    view.undo()
    assert "1 action left" in view.status.value and draw in view.option_buttons and draw.comm is not None
    draw.click()  # a click on "draw a labyrinth tile" as the page showed it before the undo
    assert view.game.history[-1] == "build" and draw not in view.option_buttons
    assert draw.comm is None  # no longer offered: closed
