"""What a newcomer playing GameView and the Voilà app found confusing, each fixed and held here:
this turn's card face down in the eagles phase, the hint's order explained (and how sure it is),
eagle buttons that lead to one zone, the ★ and the seed explained, Undo and the recap counting
the same actions, the prompt beside its buttons, the page scrolling over the board, and the
Practise tab's language menu labelled. A second play-test: cards that cannot be played yet say
what they do, the log says its order, the recap holds a round, and the app offers the computer's
level and says which game it dealt (the message after the computer's turns is held in
tests/test_play_loop.py). (What only a browser shows is in tests/browser.)"""

from __future__ import annotations

import html
import random
import re

import ipywidgets as W
import pytest

import lemmings
from lemmings import Game
from lemmings.layout import Poly
from lemmings.layout.scene_pieces import CARD_BACK
from lemmings.options import EagleMove
from lemmings.scoring import Score
from lemmings.special_actions import SPECIAL_ACTIONS
from widgets import ExerciseView, GameView, hover_text
from widgets.app import App
from widgets.decision import BEST
from widgets.explain import same_zone
from widgets.panels import hand_html, status_html, tie_break
from widgets.wheel import BOARD_CLASS, ESM, PageScroll

#: Ritz flies the blue eagle 3 zones from E: both ways end in zone B.
THREE_ZONES = "players: 3\neagle player: Ritz\nred: D hunting\nblue: E hunting\ndice: red 1, blue 3\n1005: R2\n"


def words(widget: W.Widget) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", widget.value))


def texts(widget: W.Widget) -> list[str]:
    """The words of every HTML widget and button inside ``widget``."""
    out = []
    for child in getattr(widget, "children", ()):
        out += texts(child)
    if isinstance(widget, W.HTML):
        out.append(words(widget))
    elif isinstance(widget, W.Button):
        out.append(widget.description)
    return out


# ------------------------------------------------------------------ 1. the card in the eagles phase
def test_this_turns_card_lies_face_down_all_through_the_eagles_phase():
    game = Game.new(players=4, seed=1)
    while game.turn < 2:
        game.apply(game.pending.options[0])
    view = GameView(game, humans=[game.pending.player])  # the person who rolls
    last = game.card
    assert game.pending.kind == "roll" and last is not None
    for rolled in (False, True):  # before the roll, then after it (the dice are this turn's, the card still last turn's)
        status = words(view.status)
        assert "revealed after the eagles phase" in status and f"card: {last}" not in status
        hover = hover_text(game, "card")
        assert "face down until the eagles phase is over" in hover and f"last turn's was {last}" in hover
        assert any(isinstance(s, Poly) and s.fill == CARD_BACK for s in view.layer_shapes("pieces"))
        if not rolled:
            game.apply("roll")
            view.refresh()
    while not game.state.order:  # on to the lemmings phase: the card is turned up
        game.apply(game.pending.options[0])
    assert f"card: {game.card}" in status_html(game) and "face down" not in hover_text(game, "card")
    assert not any(isinstance(s, Poly) and s.fill == CARD_BACK for s in view.layer_shapes("pieces"))


# ------------------------------------------------------------------ 2. the hint's order
def test_the_hint_panel_says_what_the_order_means_and_how_sure_it_is():
    game = Game.new(players=4, seed=3)
    view = GameView(game, humans=["Ritz"])
    while game.pending.kind != "move":
        view.apply(game.pending.options[0])
    advice = view.show_hint(seconds=0.3)
    panel = words(view.hint_view)
    assert "Ranked by lead" in panel and "Ahead after your turn: in how many of those worlds" in panel
    assert advice.verdict() in panel and "lead (VP)" in panel
    leads = [ln.lead for ln in advice.lines]
    assert leads == sorted(leads, reverse=True)
    assert any(b.description.endswith(BEST) for _, b in view.controls if isinstance(b, W.Button)) or (
        view.move_menu is not None and any(label.endswith(BEST) for label, _ in view.move_menu.options))


# ------------------------------------------------------------------ 3. two ways to one zone
def test_eagle_buttons_that_lead_to_one_zone_say_so_and_both_stay_offered():
    game = Game.from_scenario(THREE_ZONES)
    view = GameView(game, humans=["Ritz"])
    view.apply("blue first")
    d = game.pending
    assert d.kind == "eagle_direction" and same_zone(d.options) == "B"
    assert {o.direction for o in d.options} == {"cw", "ccw"}, "the engine's two options"
    labels = [b.description for _, b in view.controls]
    assert labels == ["Fly the blue eagle clockwise to zone B (violet path; same zone either way)",
                      "Fly the blue eagle counterclockwise to zone B (teal path; same zone either way)"]
    assert all(c.enabled for c, _ in view.controls) and {c.option for c, _ in view.controls} == set(d.options)
    panel = " ".join(texts(view.decision_box))
    assert "Both ways end in zone B: the eagle lands in the same place whichever you press" in panel
    assert "both ways end in zone B" in words(view.seat)
    # a click on the zone flies the eagle there at once (no "which one?" between two equal ways)
    out = view.click(game.board.zone("blue", "B")[0])
    assert out.kind == "applied" and game.history[-1] == "blue cw B" and view.choices_box.children == ()
    # the other way stays one button away
    view.undo()
    assert game.pending.kind == "eagle_direction"
    view.press(view.control_for(EagleMove("blue", "ccw", "B")))
    assert game.history[-1] == "blue ccw B"


def test_eagle_buttons_to_two_zones_have_no_same_zone_note():
    game = lemmings.scenarios.load("rulebook_eagle")
    view = GameView(game, humans=["Ritz"])
    view.apply("blue first")
    assert same_zone(game.pending.options) is None
    assert not any("same zone" in t or "Both ways" in t for t in texts(view.decision_box))


@pytest.mark.parametrize(("lang", "note"), [("es", "Los dos sentidos acaban en la zona B"),
                                            ("it", "Entrambi i versi finiscono nella zona B")])
def test_the_same_zone_note_is_translated(lang, note):
    game = Game.from_scenario(THREE_ZONES)
    view = GameView(game, humans=["Ritz"], language=lang)
    view.apply("blue first")
    assert note in " ".join(texts(view.decision_box))


# ------------------------------------------------------------------ 4. the ★ and the seed
def test_the_star_and_the_seed_are_explained_in_words():
    view = GameView(Game.new(players=4, seed=7), humans=["Ritz"])
    assert "★" in words(view.board_legend) and "Eagle Player" in words(view.board_legend)
    assert "★ marks the Eagle Player" in hover_text(view.game, "clans")
    app = App(language="en")
    assert app.seed.description == "Seed" and "same seed" in app.seed.tooltip
    app._follow("it")
    assert app.seed.description == "Seme" and "stesso seme" in app.seed.tooltip
    view.set_language("es")
    assert "Jugador Águila" in words(view.board_legend)


# ------------------------------------------------------------------ 5. Undo and the recap agree
def _recap_after(view: GameView) -> int:
    """How many actions after the person's decision the recap's heading counts."""
    title = words(view.recap.title)
    if "nothing after it yet" in title:
        return 0
    return int(re.search(r"that decision and the (\d+) actions? after it", title).group(1))


def _undo_took(view: GameView) -> int:
    """How many actions after the person's choice Undo said it took back."""
    view.undo()
    found = re.search(r"and the (\d+) actions? after it", words(view.message))
    return int(found.group(1)) if found else 0


def test_undo_takes_back_what_the_recap_lists_in_a_loaded_game():
    played = GameView(Game.new(players=4, seed=5), humans=["Ritz"])
    for _ in range(5):
        played.apply(played.game.pending.options[0])
    # a saved game opened in a new view: the view made none of these decisions itself
    view = GameView(Game.from_json(played.game.to_json()), humans=["Ritz"])
    assert len(view.recap_items()) == len(played.recap_items()) > 1
    assert [i.headline() for i in view.recap_items()] == [i.headline() for i in played.recap_items()]
    listed = _recap_after(view)
    assert listed == len(view.recap_items()) - 1
    assert _undo_took(view) == listed


def test_undo_and_the_recap_agree_after_choices_made_in_a_cell_and_jumps():
    rng = random.Random(4)
    view = GameView(Game.new(players=4, seed=9), humans=["Ritz"])
    for step in range(40):
        g = view.game
        if g.over:
            break
        r = rng.random()
        if r < 0.1 and g.history:
            view.step_back()
        elif r < 0.2 and len(g.history) > 3:
            view.goto(len(g.history) - 2)
        elif r < 0.3 and g.can_redo:
            view.redo()
        elif r < 0.4 and g.pending.player not in view.humans:
            g.apply(g.pending.options[0])  # as a notebook cell would, behind the view's back
            view.refresh()
        elif g.pending.player in view.humans:
            view.apply(rng.choice(g.pending.options))
        else:
            view.play_to_person()
        if view.seats.last_person_position(g, 0) is None or g.pending is None or g.pending.player != 0:
            continue
        copy = GameView(Game.from_json(g.to_json()), humans=["Ritz"], speed="manual")
        assert _recap_after(view) == len(view.recap_items()) - 1 == _recap_after(copy), step
        assert _undo_took(copy) == _recap_after(view), step


# ------------------------------------------------------------------ 6. the prompt beside its buttons
def test_the_prompt_sits_right_above_its_buttons():
    view = GameView(Game.new(players=4, seed=7), humans=["Ritz"])
    side = next(box for box in view.children[1].children if view.decision_box in box.children)
    kids = list(side.children)
    assert kids.index(view.seat) < kids.index(view.decision_box), "the prompt, then the buttons, in one column"
    assert kids.index(view.decision_box) - kids.index(view.seat) <= 4
    assert view.status in view.children[0].children and view.seat not in view.children[0].children


# ------------------------------------------------------------------ 7. the page scrolls over the board
def test_every_board_lets_the_page_scroll_under_the_wheel():
    view = GameView(Game.new(players=4, seed=7), humans=["Ritz"])
    assert BOARD_CLASS in view.canvas._dom_classes

    def widgets_in(w):
        yield w
        for child in getattr(w, "children", ()):
            yield from widgets_in(child)

    assert any(isinstance(w, PageScroll) for w in widgets_in(view))
    practise = ExerciseView(kind="any kind", seed=1)
    assert BOARD_CLASS in practise.canvas._dom_classes and any(isinstance(w, PageScroll) for w in widgets_in(practise))
    # the browser code stops wheel events bound for a board before ipycanvas cancels them, and cancels none itself
    assert "capture: true" in ESM and "stopPropagation" in ESM and "preventDefault" not in ESM
    assert f'closest(".{BOARD_CLASS}")' in ESM


# ------------------------------------------------------------------ 8. the Practise tab's language menu
@pytest.mark.parametrize(("lang", "label"), [("en", "Language"), ("es", "Idioma"), ("it", "Lingua")])
def test_the_practise_language_menu_has_a_label(lang, label):
    view = ExerciseView(kind="any kind", seed=1, language=lang)
    assert view.language_choice.description == label and view.language_choice.tooltip


# ------------------------------------------------------------------ second play-test
def _buttons(widget: W.Widget) -> list[W.Button]:
    if isinstance(widget, W.Button):
        return [widget]
    return [b for child in getattr(widget, "children", ()) for b in _buttons(child)]


def test_a_card_that_cannot_be_played_yet_says_why_and_what_it_does():
    view = GameView(Game.new(players=4, seed=7), humans=["Ritz"])
    cards = [b for b in _buttons(view.decision_box) if b.description.startswith("Play ")]
    held = [c for c, _ in view.game.special_actions(0)]
    assert len(cards) == len(held) > 1
    blocked = [b for b in cards if b.disabled]
    assert blocked, "seed 7: some of Ritz's cards cannot be played at the first turn"
    for b in blocked:
        assert b.tooltip.startswith("Not playable now (") and ". What it does: " in b.tooltip
        assert b.tooltip.split(". What it does: ")[1] in {a.description for a in SPECIAL_ACTIONS.values()}
    for b in cards:
        if not b.disabled:
            assert b.tooltip in {a.description for a in SPECIAL_ACTIONS.values()}


def test_the_log_says_it_reads_newest_first_and_the_recap_box_holds_a_round():
    view = GameView(Game.new(players=4, seed=7), humans=["Ritz"])
    assert "newest line first" in words(view.log_title)
    assert view.log_title in view.tabs.children[2].children
    assert view.recap.rows.layout.max_height == "34em"
    view.set_language("it")
    assert "più recente" in words(view.log_title)


def test_the_app_offers_the_computer_level_and_says_which_game_is_dealt():
    app = App(language="en")
    assert list(app.level.options) == ["random", "easy", "medium", "hard"] and app.level.value == "easy"
    assert app.level.description == "Computer level" and app.speed.description == "Computer speed"
    assert "New game dealt: you play Ritz, seed 7." in words(app.status)
    app.level.value = "hard"
    app.seed.value = 8
    view = app.new_game()
    assert view.bot_kind == "hard" and view.bot_choice.value == "hard"
    assert type(view.bots[1].bot(view.game)).__name__ == "LookaheadBot"
    assert "seed 8" in words(app.status)
    app._follow("es")
    assert "semilla 8" in words(app.status) and app.level.description != "Computer level"


def test_the_end_of_the_game_shows_a_table_and_why_clans_level_on_vp_are_placed_apart():
    game = Game.new(players=4, seed=0)
    rng = random.Random(0)
    while not game.over:
        game.apply(rng.choice(game.pending.options))
    view = GameView(game, humans=["Ritz"])
    seat = view.seat.value
    assert "The game is over</b>, as the Game Over card came up" in seat and "lemmings-standings" in seat
    text = words(view.seat)
    assert "unused cards" in text and "favour sets" in text and text.count("VP") >= 2
    table = text[text.index("favour sets"):]
    order = [sc.clan for _, sc in game.standings()]
    assert [table.index(f" {clan} ") for clan in order] == sorted(table.index(f" {clan} ") for clan in order)
    # Biker and I.Q. both end on 3 VP: Biker dived one lemming, I.Q. none
    assert "Biker is placed before I.Q. on 3 VP: more lemmings dived (1 to 0)." in text


def test_each_tie_breaker_is_named():
    def score(clan, total=10, scored=2, eaten=1, left=0):
        return Score(clan, total, 0, 0, 0, 0, total, scored, eaten, left)

    assert tie_break(score("Ritz", 11), score("Biker")) == ""
    assert "more lemmings dived (3 to 2)" in tie_break(score("Ritz", scored=3), score("Biker"))
    assert "fewer lemmings eaten (0 to 1)" in tie_break(score("Ritz", eaten=0), score("Biker"))
    assert "more favour pellets left over after the sets of three (2 to 1)" in tie_break(
        score("Ritz", left=2), score("Biker", left=1))
    assert tie_break(score("Ritz"), score("Biker")) == (
        "Ritz and Biker share the place: level on 10 VP and on every tie-breaker.")


def test_the_cards_in_hand_read_as_cards_and_say_what_they_do_when_pointed_at():
    game = Game.new(players=4, seed=7)
    shown = hand_html(game, 0)
    chips = re.findall(r'<span title="([^"]*)" style="([^"]*)">', shown)
    assert len(chips) == len(game.state.hands[0]) + 1, "the hand and It's a 5"
    described = {html.escape(a.description) for a in SPECIAL_ACTIONS.values()}
    assert all(title in described and "cursor:help" in style for title, style in chips)
