"""00_start_here describes the picture it shows (newcomer finding 12): it said "the dashed circles
mark pellet hexes", while the picture draws sanctuaries as hexes outlined in green dashes and each
pellet as a brown dot. The words are checked against the board and the drawing's own shapes."""

from __future__ import annotations

import colorsys
import json
from pathlib import Path

import pytest

from gamecore.shapes import PALETTE, Circle, Poly
from lemmings import Board, Game
from lemmings.layout import board_scene, get_layout, pieces_scene

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
#: Per language: the words for the grey Line of Bones, the green dashed sanctuaries, the brown pellets.
WORDS = {"": ("four grey hexes", "**Line of Bones**", "two hexes outlined in green dashes", "**sanctuaries**",
              "brown dot", "sixteen **pellet\nhexes**"),
         "es/": ("cuatro\nhexágonos grises", "**Línea de Huesos**", "trazo verde discontinuo", "**santuarios**",
                 "punto marrón", "dieciséis **hexágonos de pelet**"),
         "it/": ("quattro esagoni\ngrigi", "**Linea delle Ossa**", "tratteggio verde", "**santuari**",
                 "pallino marrone", "sedici **esagoni con pellet**")}


def _picture_words(folder: str) -> str:
    """The markdown cell right after the first picture of a game."""
    cells = json.loads((NOTEBOOKS / folder / "00_start_here.ipynb").read_text(encoding="utf-8"))["cells"]
    at = next(i for i, c in enumerate(cells)
              if c["cell_type"] == "code" and "Game.new(players=4, seed=7)" in "".join(c["source"]))
    return "".join(cells[at + 1]["source"])


@pytest.mark.parametrize("folder", list(WORDS))
def test_start_here_names_the_marks_the_picture_draws(folder):
    text = _picture_words(folder)
    missing = [w for w in WORDS[folder] if w not in text]
    assert not missing, f"notebooks/{folder}00_start_here.ipynb: {missing} not in {text!r}"
    assert "dashed circles" not in text and "círculos\ndiscontinuos" not in text and "cerchi tratteggiati" not in text


def _hue(colour: str) -> float:
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(r, g, b)[0] * 360


def test_the_words_match_the_drawing():
    board = Board.default()
    assert (len(board.line_of_bones), len(board.sanctuaries), len(board.pellet_hexes)) == (4, 2, 16)
    assert 90 < _hue(PALETTE["sanctuary"]) < 160, "sanctuaries are outlined in green"
    assert 15 < _hue(PALETTE["pellet"]) < 40, "a pellet is a brown dot"
    shapes = board_scene(get_layout(board))
    dashed_hexes = [s for s in shapes if isinstance(s, Poly) and s.dash and s.stroke == PALETTE["sanctuary"]
                    and len(s.points) == 6]  # the key's sample is a square
    assert len(dashed_hexes) == len(board.sanctuaries)
    game = Game.new(players=4, seed=7)
    dots = [s for s in pieces_scene(get_layout(board), game) if isinstance(s, Circle) and s.fill == PALETTE["pellet"]]
    assert len(dots) >= len(board.pellet_hexes), "each pellet hex starts with a brown dot on it"

