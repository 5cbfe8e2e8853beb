"""The Play tab as a newcomer meets it (newcomer report, findings 5, 14 and 15): how to play, a
variant menu that offers only what the player count may play and says what will be played, why
a person flies an eagle before any lemming is on the board, and lines that go when they are old."""

from __future__ import annotations

import html
import re
from pathlib import Path

import ipywidgets as W
import pytest

from lemmings import Game
from widgets import GameView
from widgets.app import App
from widgets.panels import eagle_note
from widgets.play_setup import VARIANTS, closest_variant, variant_menu

ROOT = Path(__file__).resolve().parent.parent


def words(widget: W.Widget | str) -> str:
    value = widget if isinstance(widget, str) else widget.value
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", value))).strip()


# ------------------------------------------------------------------ 5. how to play
@pytest.mark.parametrize("lang,heads,notebook", [
    ("en", ["How to play", "Goal:", "A turn:", "Where to click:"], "notebooks/00_start_here.ipynb"),
    ("es", ["Cómo se juega", "Objetivo:", "Un turno:", "Dónde hacer clic:"], "notebooks/es/00_start_here.ipynb"),
    ("it", ["Come si gioca", "Obiettivo:", "Un turno:", "Dove fare clic:"], "notebooks/it/00_start_here.ipynb")])
def test_the_play_tab_says_how_to_play_in_a_folded_box(lang, heads, notebook):
    app = App(language=lang)
    assert app.children[0].children[0] is app.setup and app.setup.children[1] is app.howto, (
        "the box sits under the intro, above the set-up row")
    box = app.howto.value
    assert box.startswith("<details class='lemmings-howto'") and "<details class='lemmings-howto' open" not in box
    text = words(box)
    assert all(h in text for h in heads), text
    assert box.count("<li>") == 4, "a turn in four lines"
    assert notebook in text
    assert (ROOT / notebook).exists()


def test_the_how_to_play_box_follows_the_language():
    app = App(language="en")
    app._follow("it")
    assert "Come si gioca" in words(app.howto) and "How to play" not in words(app.howto)


# ------------------------------------------------------------------ 14. the variant menu
def test_the_variant_menu_offers_what_the_player_count_may_play():
    assert set(variant_menu(2)) == {"two players", "two players, short", "standard", "short game"}
    for n in (3, 4, 5, 6):
        assert "two players" not in variant_menu(n) and "chaos" in variant_menu(n)
    for n in (2, 3, 4, 5, 6):  # every entry offered deals a game
        for key in variant_menu(n):
            Game.new(players=n, seed=1, variant=VARIANTS[key])


@pytest.mark.parametrize("key,variants", [("two players", {"two_player"}), ("two players, short", {"two_player", "short"}),
                                          ("standard", set()), ("short game", {"short"})])
def test_two_players_get_what_the_menu_says(key, variants):
    """The old menu let 2 players + "short game" silently deal the two-player rules."""
    app = App(language="en")
    app.players.value = 2
    assert list(app.variant.options)[0] == ("two players", "two players") and app.variant.value == "two players"
    app.variant.value = key
    view = app.new_game()
    assert set(view.game.variants) == variants
    line = words(app.rules)
    assert line.startswith("You will play:")
    assert ("Two-player rules" in line) == ("two_player" in variants)
    assert ("Short game" in line) == ("short" in variants)
    if not variants & {"two_player"}:
        assert "as for three to six players" in line


def test_changing_the_player_count_keeps_the_length_of_game_and_never_offers_chaos_to_two():
    app = App(language="en")
    app.variant.value = "short chaos"
    app.players.value = 2
    assert app.variant.value == "two players, short" and "chaos" not in app.variant.options
    app.players.value = 5
    assert app.variant.value == "short game" and "Chaos" not in words(app.rules)
    assert closest_variant(3, "two players") == "standard" and closest_variant(2, "chaos") == "two players"


def test_the_rules_line_speaks_the_language():
    app = App(language="es")
    app.players.value = 2
    assert words(app.rules).startswith("Jugarás:") and "Reglas para 2 jugadores" in words(app.rules)
    assert ("2 jugadores, partida más corta", "two players, short") in app.variant.options


def test_flying_an_eagle_before_any_lemming_is_on_the_board_is_explained():
    game = Game.new(players=2, seed=7)
    game.apply("roll")
    while game.pending.player != 0:
        game.apply(game.pending.options[0])
    assert game.pending.kind == "eagle_direction"
    view = GameView(game, humans=["Ritz"])
    line = words(view.seat)
    assert "Two-player rules: both of you are Eagle Players" in line
    assert "none has left the start area yet, so this flight catches nobody" in line
    # a move is not an eagle decision; nor is an eagle decision once lemmings are out
    game.apply(game.pending.options[0])
    assert eagle_note(game, game.pending) == ""
    four = Game.new(players=4, seed=7)
    four.apply("roll")
    assert "catches nobody" in eagle_note(four, four.pending) and "Two-player" not in eagle_note(four, four.pending)


# ------------------------------------------------------------------ 15. lines that go when old
def test_new_game_dealt_goes_once_the_person_has_decided():
    app = App(language="en")
    view = app.holder.children[0]
    assert "New game dealt" in words(app.status)
    view.apply(view.game.pending.options[0])
    assert words(app.status) == ""
    app._follow("es")  # a language change does not bring it back
    assert words(app.status) == ""
    app.new_game()
    assert "Partida nueva repartida" in words(app.status)


def test_one_by_one_is_offered_only_for_two_entries_or_more():
    game = Game.new(players=4, seed=7)
    view = GameView(game, humans=["Ritz"])
    items = view.recap_items()
    shown = sum(1 for item in items if item.on_board)
    assert shown >= 2 and view.recap.replay_button.layout.display is None
    view.recap.render(items[-1:], "one", None)
    assert sum(1 for item in items[-1:] if item.on_board) <= 1
    assert view.recap.replay_button.layout.display == "none"
