"""Words a learner tripped on (issue 29, item 6): no English left on the Spanish board, one wording
for one thing (the clockwise question and its buttons, scattered lemmings, pellets as VP or as a
count), the Italian rulebook's phase name, a deck count inside its box, dive feedback that makes
sense and says things once."""

from __future__ import annotations

import html
import re
from io import BytesIO
from pathlib import Path

import pytest

import gamecore.i18n
import lemmings
from gamecore.shapes import Text, drawn_width
from lemmings import Game, scenarios
from lemmings.exercises import generate
from lemmings.layout import get_layout, pieces_scene
from lemmings.layout.scene_pieces import DECK_MARGIN
from lemmings.options import Move
from lemmings.render_svg import option_label
from widgets import GameView
from widgets.logic import decision_controls
from widgets.panels import clans_html, standings_html, status_html
from widgets.recap import RecapItem, befell

LANGS = ("es", "it")


def words(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def test_a_moves_cost_on_the_spanish_board_is_spanish():
    game = Game.new(players=4, seed=7)
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    moves = [o for o in game.pending.options if isinstance(o, Move)]
    with lemmings.language("es"):
        labels = {option_label(game, m) for m in moves}
    assert labels and all(re.fullmatch(r"1 pto|\d+ ptos|\d+ ptos? · salto \d", label) for label in labels), labels
    with lemmings.language("en"):
        assert all(label.endswith(" pt") or " pt · dive " in label for label in {option_label(game, m) for m in moves})


@pytest.mark.parametrize("lang", LANGS)
def test_the_clockwise_question_and_its_buttons_use_the_same_words(lang):
    game = scenarios.load("rulebook_eagle")
    game.apply("blue first")
    assert game.pending.kind == "eagle_direction"
    with lemmings.language(lang):
        prompt = str(game.pending.prompt)
        buttons = [c.label for c in decision_controls(game)]
    cw, ccw = {"es": ("en el sentido de las agujas del reloj", "en sentido contrario"),
               "it": ("in senso orario", "in senso antiorario")}[lang]
    assert cw in prompt and ccw in prompt, prompt
    assert any(cw in b for b in buttons) and any(ccw in b for b in buttons), buttons


def _scattered_item(lemming: str, old: str, new: str) -> RecapItem:
    return RecapItem(3, 1, "Biker", "#000000", False, "feast", "feast", scattered=((lemming, old, new),))


@pytest.mark.parametrize(("lang", "said"), [("en", "Your R1 was scattered from 0403 to 0402."),
                                            ("es", "Tu R1 salió dispersado de 0403 a 0402."),
                                            ("it", "Il tuo R1 è stato disperso da 0403 a 0402.")])
def test_a_scattered_lemming_is_said_to_be_scattered_as_the_recap_says(lang, said):
    with lemmings.language(lang):
        told = befell([_scattered_item("R1", "0403", "0402")], 0, {"R1": 0}, str)
    assert told == [said]
    assert "llevado" not in " ".join(told)


def test_italian_names_the_lemmings_phase_as_its_rulebook_and_plays_with_a_clan():
    game = Game.new(players=4, seed=7)
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    with lemmings.language("it"):
        assert "Fase dei Lemming" in words(status_html(game))
        dealt = gamecore.i18n.tr("New game dealt: you play {clan}, seed {seed}. The same seed deals the same game "
                                 "again; change it for another.", clan="Ritz", seed=7)
    assert "giochi con Ritz" in dealt


@pytest.mark.parametrize("lang", ("en", *LANGS))
@pytest.mark.parametrize("deck", [30, 9])
def test_the_deck_count_stays_inside_the_card_box(lang, deck):
    game = Game.new(players=4, seed=7)
    game.state.deck = (game.state.deck * 3)[:deck]  # only its size is drawn
    lay = get_layout(game.board, scale=1.0)
    with lemmings.language(lang):
        texts = [t for t in pieces_scene(lay, game) if isinstance(t, Text)]
        want = gamecore.i18n.trc("panel", "deck {n}", n=deck)
    r = lay.card
    shown = [t for t in texts if r.x + 1.2 * lay.s < t.x < r.x + r.w and r.y < t.y < r.y + 1.3 * lay.s]
    assert " ".join(t.text for t in shown) == want
    for t in shown:
        assert t.x + drawn_width(t.text, t.size) <= r.x + r.w - DECK_MARGIN * lay.s + 0.01, (t.text, lang)


def test_dive_feedback_from_the_cliff_edge_and_for_a_smaller_dive():
    ex = generate("dive", seed=0, level=1)  # the lemming stands on the cliff edge already
    said = "\n".join([ex.check(ex.key - 1).explanation, ex.summary, *ex.because.values()])
    assert "via no step" not in said and "spending 0 points" not in said
    assert "without spending a point" in said
    wrong = [line for line in said.splitlines() if line.startswith("Wrong:")][0]
    route = ex.because[str(ex.key - 1)]
    assert wrong.count(route) == 1, wrong  # the route of the smaller dive is told once, not twice
    with lemmings.language("es"):
        es = generate("dive", seed=0, level=1)
    assert "sin gastar ningún punto" in " ".join(es.because.values())


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_the_end_table_says_vp_and_the_clans_panel_says_a_count(lang):
    game = Game.new(players=4, seed=7)
    view = GameView(game, language="en")
    with lemmings.language(lang):
        table, panel = words(standings_html(game)), words(clans_html(game, view.seats))
        from_pellets, held = gamecore.i18n.tr("from pellets"), gamecore.i18n.tr("pellets held")
    assert from_pellets in table and held in panel and held not in table
    if lang != "en":
        assert "from pellets" not in table and "pellets held" not in panel


@pytest.mark.parametrize("lang", LANGS)
def test_no_catalog_entry_is_fuzzy(lang):
    """A fuzzy entry is left out when the catalog is compiled: the learner reads English (the
    Spanish "5 pt" was one, after its text became a plural)."""
    text = (Path(gamecore.i18n.__file__).parent / "locale" / lang / "LC_MESSAGES" / "lemmings.po").read_text(encoding="utf-8")
    assert not [line for line in text.splitlines() if line.startswith("#,") and "fuzzy" in line]


@pytest.mark.parametrize("lang", LANGS)
def test_the_scenario_library_reads_in_the_learners_language(lang):
    """Every scenario's title and notes (its comment paragraphs) are translated; English reads the file."""
    for name in scenarios.list():
        raw = scenarios.text(name)
        title, notes = scenarios.title(name), scenarios.notes(name)
        assert raw.splitlines()[0] == f"name: {title}"
        assert notes and all(note.split()[0] in raw for note in notes)
        with lemmings.language(lang):
            other_title, other_notes = scenarios.title(name), scenarios.notes(name)
        assert other_title != title and len(other_notes) == len(notes), name
        assert all(o != n for o, n in zip(other_notes, notes, strict=True)), name


def test_the_scenario_extractor_gives_babel_each_title_and_paragraph():
    text = b"name: A test - its title\n# first line of a note,\n# its second line.\nplayers: 4\n# another note\n"
    found = list(scenarios.extract(BytesIO(text), {}, [], {}))
    assert found == [(1, "trc", ("scenario", "A test - its title"), []),
                     (2, "trc", ("scenario", "first line of a note, its second line."), []),
                     (5, "trc", ("scenario", "another note"), [])]
