"""widgets.aria: the names and landmarks the page gets for what is no board's (the browser side is
checked by tests/browser/test_browser_axe.py), and the views that use it."""

from __future__ import annotations

import ipywidgets as W

from lemmings import Game, scenarios
from widgets import GameView
from widgets.app import App
from widgets.aria import ESM, AriaNames
from widgets.decision import DecisionPanel


def test_names_are_kept_as_role_and_name_pairs_and_classes_are_unique() -> None:
    names = AriaNames({".a": ("region", "A"), ".b": ["", "B"]})
    assert names.names == {".a": ["region", "A"], ".b": ["", "B"]}
    assert names.layout.display == "none", "it shows nothing"
    names.set({})
    assert names.names == {}
    first, second = AriaNames.unique("x"), AriaNames.unique("x")
    assert first != second and first.startswith("x-") and second.startswith("x-")
    # the page side names every slider's handle by the slider's own label
    assert ".noUi-handle" in ESM and "aria-labelledby" in ESM


def test_the_recap_numbers_are_named_by_what_they_do_in_the_views_language() -> None:
    view = GameView(scenarios.load("rulebook_eagle"), humans=["Biker"], language="es")  # the computer plays first
    buttons = [row.children[0] for row in view.recap.rows.children if isinstance(row.children[0], W.Button)]
    assert buttons, "no recap entry has a place on the board"
    names = view.recap.names.names
    for button in buttons:
        n = button.description
        (selector,) = [f".{c}" for c in button._dom_classes if c.startswith("lemmings-recap-number-")]
        assert names[selector] == ["", f"Mostrar la acción {n} en el tablero"], (selector, names)
    assert len(names) == len(buttons), "a plain number (nothing to show) gets no button name"
    assert view.recap.names in view.recap.box.children, "the names are on the page with the recap"


def test_the_moves_menu_is_named_by_its_own_label() -> None:
    view = GameView(Game.new(players=4, seed=7), humans=["Ritz"], speed="instant")
    panel: DecisionPanel = view.decisions
    assert panel.move_menu is not None and panel.move_menu.description.startswith("Moves (")
    assert panel.move_menu.style.description_width == "initial", "the label is as wide as its words"


def test_the_app_names_its_set_up_and_the_views_landmarks_follow_the_language() -> None:
    app = App(language="en")
    assert app.names.names == {".lemmings-setup": ["region", "New game set-up"]}
    assert "lemmings-setup" in app.setup._dom_classes
    keys = app.holder.children[0].board_panel.keys
    assert keys.landmarks["lemmings-side"] == ["region", "Your decision"]
    app._follow("it")
    assert app.names.names[".lemmings-setup"] == ["region", "Preparare una nuova partita"]
    keys = app.holder.children[0].board_panel.keys
    assert keys.landmarks == {"lemmings-board-area": ["region", "Tabellone"],
                              "lemmings-side": ["region", "La tua decisione"], "lemmings-log": ["region", "Registro"],
                              "lemmings-access": ["region", "Mosse e il tabellone a parole"]}
