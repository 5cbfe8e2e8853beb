"""Le grand plongeon's view after a newcomer played it (findings 10 and 11 of the usability report):
the bonus tile's places and rule, the hover line after the board changes, a lemming that cannot
move, the refill's tick boxes under the hand, one recap and a closed log, the computer's level."""

from __future__ import annotations

import html
import re

import ipywidgets as W
import pytest

from gamecore.errors import ArgumentError
from gamecore.shapes import Poly, Text
from gametools.playloop import PlayLoop
from plongeon import Game, RandomBot, SensibleBot
from plongeon.layout import OPEN_RING
from widgets.canvas import BOARD_BOX_CLASS
from widgets.plongeon_loop import LEVELS, log_recorder, plongeon_computer
from widgets.plongeon_texts import bonus_places
from widgets.plongeon_view import LAYERS, PlongeonView


def bonus_view(lang: str = "en") -> PlongeonView:
    """Blue (a person) has played water 3 over a water column of 1: the bonus tile's decision."""
    game = Game.new(2, seed=3, arrange={"hands": {0: ["W3", "W1", "F1"]}, "columns": {"water": [1]}})
    view = PlongeonView(game, humans=(0,), language=lang)
    view.click("hand:2")
    assert game.pending.kind == "bonus"
    return view


def open_rings(view: PlongeonView) -> set[str]:
    """The hexes whose thin open ring (the bonus tile's places) the highlight layer draws."""
    lay = view.board_layout
    rings = {p.points: h for h in lay.track.hexes for p in [Poly(lay.corners(h, OPEN_RING))]}
    return {rings[s.points] for s in view.layer_shapes("highlights") if isinstance(s, Poly) and s.points in rings}


@pytest.mark.parametrize(("lang", "words"), [("en", ("any hex", "water", "goes back")),
                                             ("es", ("cualquier casilla", "agua", "vuelve")),
                                             ("it", ("qualsiasi casella", "acqua", "torna"))])
def test_the_bonus_tile_lights_every_hex_it_may_go_on_and_says_the_rule(lang: str, words: tuple[str, ...]) -> None:
    view = bonus_view(lang)
    game = view.game
    assert bonus_places(game) == tuple(sorted(game.track.hexes)) and open_rings(view) == set(game.track.hexes)
    rule = html.unescape(view.rule.value)
    assert all(w in rule for w in words), rule
    view.click("0311")
    assert game.pending.kind == "move" and not open_rings(view)
    assert "bonus tile" not in html.unescape(view.rule.value)


def test_the_hover_line_follows_the_board_after_a_change_under_the_mouse() -> None:
    view = bonus_view()
    printed = view.game.track.printed_terrain("0311")
    assert printed != "water"
    before = view.hover(*view.board_layout.center("0311"))
    assert printed in before
    view.click("0311")  # the water tile goes on the hex the mouse is on
    assert "0311: water" in html.unescape(view.hover_line.value) and "bonus tile lies on it" in view.hover_line.value


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_lemming_that_cannot_move_with_the_card_says_why_not_zero_places(lang: str) -> None:
    game = Game.new(2, seed=3, arrange={"loc": {"B1": "0416"}, "hands": {0: ["F3", "W1"]}, "columns": {"forest": [4]}})
    view = PlongeonView(game, humans=(0,), language=lang)
    view.click("hand:0")  # forest 3 on a forest column of 4: 7 points, and 0416 has no forest or meadow around it
    said = view.click("0416")
    assert view.selected is None and "0" not in said.split()
    assert said in html.unescape(view.message.value)
    if lang == "en":
        assert said.startswith("B1 cannot move with this card: it walks only on meadow and forest hexes"), said
    else:
        assert said.startswith("B1 no puede moverse con esta carta") and "bosque" in said, said
    assert view.click("start") and view.selected == "B2"  # the other lemming still can


def test_refill_ticks_sit_under_the_hand_and_discard_exactly_the_ticked_cards() -> None:
    game = Game.new(2, seed=1, arrange={"hands": {0: ["F4", "W1", "S0"]}})
    view = PlongeonView(game, humans=(0,))
    box = next(w for w in walk(view) if BOARD_BOX_CLASS in w._dom_classes)
    row = box.children[1]  # right under the board's canvas, whose bottom edge is the hand
    assert "plongeon-refill" in row._dom_classes and view.buttons["Refill"] in row.children
    assert view.discards in row.children and [b.description for b in view.discards.boxes] == ["forest 4", "swamp 0",
                                                                                               "water 1"]
    assert view.board_layout.hand_slots[0].y > view.board_layout.info.y  # the hand is the picture's last row
    assert "ticked beside this button" in view.buttons["Refill"].tooltip
    assert all("Refill discards" in b.tooltip for b in view.discards.boxes)
    view.discards.boxes[1].value = True
    said = view.refill()
    assert game.history[0] == "refill S0" and "discards swamp 0" in said
    assert not any(b.value for b in view.discards.boxes)  # the new hand starts unticked


def test_one_recap_and_the_whole_log_closed_under_its_title() -> None:
    view = PlongeonView(Game.new(3, seed=1), humans=(2,))
    htmls = [w for w in walk(view) if isinstance(w, W.HTML) and "computer made" in w.value]
    assert htmls == [view.recap]
    toggle = view.access.log_toggle  # a toggle button, not an accordion: the keyboard opens it and its state is said
    assert isinstance(toggle, W.ToggleButton) and not toggle.value and view.log_box.layout.display == "none"
    assert toggle.description == "The whole log of the race, oldest first" and view.log_box in view.log_panel.children
    toggle.value = True
    assert view.log_box.layout.display == ""
    assert view.log_box.value.count("<br>") == len(view.game.log) - 1


def walk(widget: W.Widget) -> list[W.Widget]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out.extend(walk(child))
    return out


# ------------------------------------------------------------------ the computer
def test_the_computer_level_is_seeded_per_decision_and_checked() -> None:
    for level in LEVELS:
        a, b = (PlayLoop(Game.new(3, seed=5), humans=(2,), computer=plongeon_computer(7, level), recorder=log_recorder)
                for _ in range(2))
        a.advance()
        b.advance()
        assert a.game.history == b.game.history and len(a.game.history) > 1
    with pytest.raises(ArgumentError, match="sensible, random"):
        plongeon_computer(1, "clever")
    view = PlongeonView(Game.new(2, seed=2), humans=(1,), seed=4)
    assert view.level == "sensible"


def test_the_sensible_computer_never_steps_back_within_a_move() -> None:
    game = Game.new(3, seed=11)
    i = 0
    while not game.over and i < 1500:
        d = game.pending
        option = SensibleBot(i).choose(game)
        if d.kind == "move" and getattr(option, "to", None) not in (None, "finish"):
            here = game.where(option.lemming)
            assert game.track.to_finish(option.to) <= game.track.to_finish(here) or here == "start", (i, option)
        game.apply(option)
        i += 1
    assert game.over


def sensible_vs_random(games: int) -> float:
    """Two-player games, the sensible bot on blue in even games and on red in odd ones, both seeded
    per decision as the views' computer is: the share the sensible bot wins."""
    wins = 0
    for g in range(games):
        game = Game.new(2, seed=1000 + g)
        sensible = g % 2
        for i in range(4000):
            if game.over:
                break
            seat = game.pending.player
            bot = (SensibleBot if seat == sensible else RandomBot)(g * 10_000 + i)
            game.apply(bot.choose(game))
        wins += game.over and game.winner == game.state.colour(sensible)
    return wins / games


def test_the_sensible_computer_beats_the_random_one() -> None:
    share = sensible_vs_random(30)
    assert share > 0.6, f"the sensible bot won {share:.0%} of 30 games against the random one"


# ------------------------------------------------------------------ every word in Spanish and Italian
#: Words spelt alike in English and Spanish or Italian, and names.
SAME_WORDS = {"lemming", "lemmings", "rival", "JupyterLab", "Ctrl", "grand", "plongeon",
              "help", "mine",  # the move box's queries, typed in English in every language (the kit's notation)
              "Escape", "cursor"}  # a key's name; a word Spanish shares
#: English loan words Italian uses as they are (docs/glossary.md: "tessera bonus").
LOAN_WORDS = {"es": set(), "it": {"computer", "mouse", "browser", "file", "bonus", "menu"}}


def shown_texts(view: PlongeonView) -> list[str]:
    """Every text the view shows: labels, tooltips, menus, titles, its HTML's text (style sheets aside),
    the words drawn on the board, and what the hover line says over a hex, the lines, a column and a card."""
    out: list[str] = []
    for w in walk(view):
        out += [v for attr in ("description", "tooltip") if isinstance(v := getattr(w, attr, None), str) and v]
        if isinstance(w, W.HTML):
            out += [t for t in re.split(r"<[^>]+>", re.sub(r"<style>.*?</style>", "", w.value)) if t.strip()]
        if isinstance(w, W.Dropdown) and w is not view.language_menu:  # the language menu names each language in it
            out += list(w._options_labels)
        if isinstance(w, W.Accordion):
            out += [t for t in w.titles if t]
    out += [s.text for name in LAYERS for s in view.layer_shapes(name) if isinstance(s, Text)]
    for target in ("0311", "start", "finish", "column:water", "hand:0"):
        out.append(view._guarded("hover", view.hover, *view.board_layout.center(target), changes=False))
    return [html.unescape(t) for t in out]


def played_texts(lang: str) -> list[str]:
    """The view's texts along a turn: the action, the bonus tile, a lemming that cannot move, a pick, a move."""
    game = Game.new(2, seed=3, arrange={"loc": {"B1": "0501"}, "hands": {0: ["F3", "W3"]}, "columns": {"water": [1]}})
    view = PlongeonView(game, humans=(0,), language=lang)
    texts = shown_texts(view)
    for target in ("hand:1", "0311", "0501", "start", "0111"):  # water 3 over 1, its tile, B1 stuck on forest, B2
        view.click(target)
        texts += shown_texts(view)
    assert game.history[:2] == ("play W3", "bonus 0311") and len(game.history) > 3
    return texts


def words(texts: list[str]) -> set[str]:
    return {w for t in texts for w in re.findall(r"[^\W\d_]{4,}", t)}


@pytest.fixture(scope="module")
def english_words() -> set[str]:
    return words(played_texts("en")) - SAME_WORDS


@pytest.mark.parametrize("lang", ["es", "it"])
def test_no_english_word_is_left_in_the_view_in_spanish_or_italian(lang: str, english_words: set[str]) -> None:
    texts = played_texts(lang)
    left = words(texts) & english_words - LOAN_WORDS[lang]
    assert not left, f"{lang}: English left in {[t for t in texts if words([t]) & left][:5]}"
    assert not any(re.search(r"\b[FDMWS][0-4]\b", t) for t in texts), "a card code (English initial) is shown"
