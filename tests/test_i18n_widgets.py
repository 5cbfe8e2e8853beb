"""The widgets and the board picture in Spanish and Italian: ``GameView(game, language=...)``,
its language menu, the Voilà app's ``?lang=`` and the words drawn on the board."""

from __future__ import annotations

import html
import re

import ipywidgets as W
import pytest

import gamecore.i18n
import lemmings
from gamecore.errors import IllegalAction
from gamecore.i18n import lazy
from lemmings import Board, Game
from lemmings.layout import MIN_TEXT, Text, board_scene, drawn_width, get_layout, pieces_scene, risk_shapes
from lemmings.render_svg import board_svg, game_svg
from widgets import ExerciseView, GameView, PlongeonView
from widgets.app import App, page_language
from widgets.canvas import BOARD_BOX_CLASS
from widgets.hover import hover_text
from widgets.panels import clans_html, seat_line, status_html
from widgets.recap import RecapItem

LANGS = ("es", "it")


def walk(widget: W.Widget) -> list[W.Widget]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out.extend(walk(child))
    return out


def labels(view: GameView) -> dict[str, list[str]]:
    """Everything fixed a person reads on the view: button labels and tooltips, tab titles,
    menu and slider descriptions, menu entries. (The decision buttons' tooltips are the engine's
    card texts and reasons, translated with the engine.)"""
    widgets = walk(view)
    buttons = [w for w in widgets if isinstance(w, (W.Button, W.ToggleButton))]
    engine = {id(w) for w in walk(view.decision_box)}
    return {
        "buttons": [w.description for w in buttons],
        "tooltips": [w.tooltip for w in buttons if w.tooltip and id(w) not in engine],
        "tabs": [view.tabs.get_title(i) for i in range(len(view.tabs.children))],
        "descriptions": [w.description for w in widgets
                         if isinstance(w, (W.Dropdown, W.ToggleButtons, W.IntSlider, W.Text, W.FileUpload))
                         and w.description and w is not view.language_menu and w not in view.seat_boxes],
        "menus": [label for w in (view.speed_choice, view.bot_choice) for label in w._options_labels],
    }


def english_left(lang_labels: dict[str, list[str]], en_labels: dict[str, list[str]]) -> list[str]:
    """The labels of another language's view that are still the English ones (numbers, proper
    names and words spelt alike in both languages aside)."""
    same = {"manual", "Computer", "File"}  # the same word in English and Italian
    left = []
    for kind, texts in lang_labels.items():
        english = set(en_labels[kind])
        left += [f"{kind}: {t}" for t in texts if t in english and t not in same and not t.isdigit()]
    return left


@pytest.fixture(scope="module")
def english() -> dict[str, list[str]]:
    return labels(GameView(Game.new(players=4, seed=7), language="en"))


@pytest.mark.parametrize("lang", LANGS)
def test_a_view_in_another_language_shows_no_english_label(lang: str, english: dict[str, list[str]]) -> None:
    view = GameView(Game.new(players=4, seed=7), language=lang)
    assert view.language == lang and lemmings.get_language() == "en"  # the kernel keeps its own language
    shown = labels(view)
    assert {k: len(v) for k, v in shown.items()} == {k: len(v) for k, v in english.items()}
    assert not english_left(shown, english), english_left(shown, english)
    expected = {"es": ("Deshacer mi última elección", "Pista", "Resumen", "Eres Ritz (morado)"),
                "it": ("Annulla l'ultima scelta", "Suggerimento", "Riepilogo", "Sei Ritz (viola)")}[lang]
    assert expected[0] in shown["buttons"] and expected[1] in shown["buttons"] and expected[2] in shown["tabs"]
    assert expected[3] in re.sub(r"<[^>]+>", "", view.seat.value)


def test_the_language_menu_relabels_everything(english: dict[str, list[str]]) -> None:
    view = GameView(Game.new(players=4, seed=7))
    assert view.language == "en" and labels(view) == english
    assert [label for label, _ in view.language_menu.options] == ["English", "Español", "Italiano"]
    status_en = view.status.value
    view.language_menu.value = "it"  # as a person choosing Italiano
    italian = labels(GameView(Game.new(players=4, seed=7), language="it"))
    assert view.language == "it" and labels(view) == italian
    assert view.status.value != status_en and "Turno 1" in view.status.value
    assert "Lingua: Italiano." in view.message.value
    view.language_menu.value = "es"
    assert labels(view)["tabs"][0] == "Resumen" and "dados de águila" in view.status.value
    view.language_menu.value = "en"
    assert labels(view) == english and view.status.value == status_en
    assert view.speed_choice.value == "instant" and view.bot_choice.value == "easy"  # values never change


def test_the_kernel_language_is_the_default() -> None:
    lemmings.set_language("it")
    try:
        view = GameView(Game.new(players=3, seed=2))
    finally:
        lemmings.set_language("en")
    assert view.language == "it" and view.undo_button.description == "Annulla l'ultima scelta"
    # a callback later, with the kernel back in English, still speaks Italian
    view._guarded("test", view.cancel)
    assert "Selezione cancellata." in view.message.value


def test_a_bad_language_is_refused() -> None:
    with pytest.raises(gamecore.errors.ArgumentError, match="unknown language"):
        GameView(Game.new(players=3, seed=2), language="fr")
    view = GameView(Game.new(players=3, seed=2), language="es")
    view._relabelling = True  # a menu offering a language the kit does not speak
    view.language_menu.options = [*view.language_menu.options, ("Français", "fr")]
    view.language_menu.value = "es"
    view._relabelling = False
    view.language_menu.value = "fr"  # the menu's callback refuses it in words; nothing escapes
    assert view.language == "es" and view.language_menu.value == "es"
    assert "No se puede hacer" in view.message.value and "unknown language" in view.message.value


@pytest.mark.parametrize("lang", LANGS)
def test_clicks_errors_and_hover_speak_the_views_language(lang: str) -> None:
    game = Game.new(players=4, seed=7)
    view = GameView(game, language=lang)
    hex_id = "0603"
    english_hover = hover_text(game, hex_id)
    assert view.handle_hover(*view.board.layout.center(hex_id)) != english_hover
    assert {"es": "claro", "it": "prateria"}[lang] in view.hover.value
    outcome = view.click("key")  # nothing to choose there
    assert outcome.kind == "explain" and not outcome.message.startswith("Nothing")
    view._guarded("test", lambda: (_ for _ in ()).throw(IllegalAction("refused")))
    assert {"es": "No está permitido", "it": "Non è permesso"}[lang] in view.message.value


def test_undo_and_recap_follow_the_language() -> None:
    view = GameView(Game.new(players=4, seed=7), language="es")
    move = view.enabled_controls()[-1]
    view.press(move)
    header_es = view.recap.title.value
    assert header_es.startswith("<b>Resumen desde la última decisión de Ritz</b>")
    view.set_language("it")
    assert view.recap.title.value.startswith("<b>Riepilogo dall'ultima decisione di Ritz</b>")
    assert all("(computer)" in t or "(tu)" in t for t in view.recap.texts()), view.recap.texts()
    view.undo()
    assert view.message.value.count("Annullata la scelta di Ritz") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_panels_in_another_language(lang: str) -> None:
    game = Game.new(players=4, seed=7)
    view = GameView(game, language="en")
    english = (seat_line(game, view.seats), status_html(game), clans_html(game, view.seats))
    with lemmings.language(lang):
        other = (seat_line(game, view.seats), status_html(game), clans_html(game, view.seats))
    for en, text in zip(english, other, strict=True):
        assert en != text
    assert {"es": "Fase de los Lemmings", "it": "Fase dei Lemming"}[lang] in other[1]
    assert {"es": "jugado por", "it": "giocato da"}[lang] in other[2]


BOARD_WORDS = {"en": ("START", "Line of Bones", "Card", "Chow", "dive 3"),
               "es": ("INICIO", "Línea de Huesos", "Carta", "Comida", "salto 3"),
               "it": ("PARTENZA", "Linea delle Ossa", "Carta", "Cibo", "tuffo 3")}
CLIFF_WORDS = {"en": "CLIFF", "es": "ACANTILADO", "it": "SCOGLIERA"}


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_board_picture_in_each_language(lang: str) -> None:
    board = Board.default()
    with lemmings.language(lang):
        svg = board_svg(board)
        scene = board_scene(get_layout(board, scale=1.0))
    texts = [t.text for t in scene if isinstance(t, Text)]
    for word in BOARD_WORDS[lang]:
        assert word in texts, (word, lang)
    assert CLIFF_WORDS[lang] in "".join(texts)  # written down the cliff one letter a line
    for word in BOARD_WORDS["en"] if lang != "en" else ():
        assert word not in texts, (word, lang)
    assert f">{BOARD_WORDS[lang][1]}<" in svg and ">START<" not in svg if lang != "en" else ">START<" in svg


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_picture_in_another_language(lang: str) -> None:
    game = Game.new(players=4, seed=7)
    with lemmings.language(lang):
        svg = game_svg(game, lemming="start", risk={"0603": 0.5})
        clans = [t.text for t in pieces_scene(get_layout(game.board, scale=1.0), game) if isinstance(t, Text)]
    english = game_svg(game, lemming="start", risk={"0603": 0.5})
    assert ">eagle risk:<" in english and ">eagle risk:<" not in svg
    assert {"es": ">riesgo:<", "it": ">rischio:<"}[lang] in svg
    assert {"es": "salto", "it": "tuffo"}[lang] in svg
    assert any({"es": "Ritz 0 PV · 3 cartas", "it": "Ritz 0 VP · 3 carte"}[lang] in t for t in clans), clans
    # the board layer is cached per language: the view redraws it after a switch
    view = GameView(game, language=lang)
    texts = {c.args[0] for c in view.board._board_cache[2]["board"] if c.name == "fill_text"}
    assert BOARD_WORDS[lang][0] in texts
    view.set_language("en")
    texts = {c.args[0] for c in view.board._board_cache[2]["board"] if c.name == "fill_text"}
    assert "START" in texts and BOARD_WORDS[lang][0] not in texts


def test_the_app_reads_the_language_from_its_address(monkeypatch: pytest.MonkeyPatch) -> None:
    assert page_language("lang=es") == "es" and page_language("?lang=it&x=1") == "it"
    assert page_language("lang=fr") == "en" and page_language("") == "en" and page_language("lang=ES") == "es"
    monkeypatch.setenv("QUERY_STRING", "lang=it")
    assert page_language() == "it"
    monkeypatch.delenv("QUERY_STRING")
    assert page_language() == "en"
    app = App(language="es")
    view = app.holder.children[0]
    assert view.language == "es" and app.start.description == "Nueva partida" and app.get_title(1) == "Practicar"
    assert app.practise.language == "es"
    assert app.variant.value == "standard" and app.variant.options[0] == ("estándar", "standard")
    view.language_menu.value = "it"  # the game view's menu changes the whole app
    assert app.start.description == "Nuova partita" and app.players.description == "Giocatori"
    assert app.practise.language == "it"  # the Practise tab follows
    assert app.new_game().language == "it"


@pytest.mark.parametrize(("lang", "words"), [("es", ("Completar", "Ahí no hay nada.", "No está permitido")),
                                             ("it", ("Completa", "Lì non c'è niente.", "Non è permesso"))])
def test_the_plongeon_view_in_another_language(lang: str, words: tuple[str, str, str]) -> None:
    view = PlongeonView(language=lang)
    assert view.buttons["Refill"].description == words[0] and view.buttons["Stop"].tooltip != "end the move here"
    assert view.click(None) == words[1] and words[1] in html.unescape(view.message.value)
    view._guarded("test", lambda: (_ for _ in ()).throw(IllegalAction("refused")))
    assert words[2] in view.message.value
    english = PlongeonView()
    assert english.buttons["Refill"].description == "Refill" and english.click(None) == "Nothing there."


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_key_and_the_risk_legend_fit_in_each_language(lang: str) -> None:
    """Longer words close the gaps: the key stays in its part of the line, the legend in the picture."""
    lay = get_layout(Board.default(), scale=2.0)
    with lemmings.language(lang):
        key = [t for t in board_scene(lay) if isinstance(t, Text) and lay.key.contains(t.x, t.y)]
        legend = [t for t in risk_shapes(lay, {"0603": 0.5}) if isinstance(t, Text)]
    assert len(key) == 6 and len(legend) == 5
    assert max(t.x + drawn_width(t.text, t.size) for t in key) <= lay.key.x + lay.key.w
    right = lay.overlay_key.x + lay.overlay_key.w
    assert max(t.x + drawn_width(t.text, t.size) for t in legend) <= right
    assert all(t.size >= lay.font(MIN_TEXT) for t in key + legend)


def test_recap_items_keep_the_logs_messages_and_read_them_in_any_language() -> None:
    """The engine's log lines are lazy messages: a recap item keeps them and reads them in the
    language of the moment, naming the clan as "Biker (computer)" in that language."""
    rolls = lazy("Turn {turn}: {clan} rolls red {red}, blue {blue}.", turn=1, clan="Biker", red=1, blue=2)
    card = lazy("Movement card: {n}.", n=5)
    item = RecapItem(0, 1, "Biker", "#2d3436", False, "roll", "roll", (rolls, card, "A plain English line."))
    assert item.headline() == "Turn 1: Biker (computer) rolls red 1, blue 2. A plain English line."
    assert item.followups() == ("Movement card turned up: 5, so each move this turn has 5 movement points.",)
    assert item.events[1] == "Movement card: 5."
    with lemmings.language("es"):
        assert item.headline().startswith("Turno 1: Biker (ordenador) tira los dados: rojo 1, azul 2.")
        assert item.followups() == ("Sale la carta de movimiento: 5, así que cada movimiento de este turno tiene 5 "
                                    "puntos de movimiento.",)
    with lemmings.language("it"):
        assert "Biker (computer)" in item.headline() and item.followups()[0].startswith("Esce la carta movimento: 5")


@pytest.mark.parametrize(("lang", "cut"), [("en", "cut off on the right"), ("es", "cortado por la derecha"),
                                           ("it", "tagliato a destra")])
def test_each_board_says_in_its_language_when_a_narrow_column_cuts_it_off(lang: str, cut: str) -> None:
    """The game view, the exercises and Le grand plongeon each hold their board in a board box
    whose note (shown by CSS only while the board is cut off) speaks the view's language, and
    the game view's note follows its language menu."""
    game_view, practice, plongeon = (GameView(Game.new(players=4, seed=7), language=lang),
                                     ExerciseView(kind="moves", language=lang), PlongeonView(language=lang))
    for view in (game_view, practice, plongeon):
        boxes = [w for w in walk(view) if BOARD_BOX_CLASS in w._dom_classes]
        assert len(boxes) == 1, f"{type(view).__name__}: {len(boxes)} board boxes"
        notes = [w.value for w in walk(boxes[0]) if isinstance(w, W.HTML) and "lemmings-narrow" in w.value]
        assert len(notes) == 1 and cut in notes[0], f"{type(view).__name__}: {notes}"
    if lang != "en":
        game_view.language_menu.value = "en"
        assert "cut off on the right" in game_view.board_legend.value
