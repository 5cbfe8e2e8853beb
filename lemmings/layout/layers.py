"""A game's picture as its layers in drawing order (:data:`~lemmings.layout.style.DRAW_ORDER`):
the board, the highlights under the pieces, the pieces, the labels over them, the hex ids last.

The SVG renderer draws exactly these; the canvas keeps one ipycanvas layer for each and redraws
only those that changed (``widgets.drawing``), cutting the highlights with the same
:func:`~gamecore.shapes.split_top`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from gamecore.shapes import Shape, split_top

from .geometry import Layout
from .scene_board import board_scene
from .scene_pieces import pieces_scene
from .style import DRAW_ORDER

if TYPE_CHECKING:
    from ..game import Game


def game_layers(lay: Layout, game: Game, highlights: Iterable[Shape] = (), *,
                show_ids: bool = True) -> list[tuple[str, list[Shape]]]:
    """``(name, shapes)`` for each layer of ``game``'s picture, bottom first: ``highlights``
    (from :func:`~lemmings.layout.highlight_scene`, the path and flight shapes…) are cut into
    the part under the pieces and the labels over them; empty layers are left out."""
    under, top = split_top(highlights)
    board, ids = split_top(board_scene(lay, show_ids=show_ids))  # the ids are the board's shapes marked top
    layers = {"board": board, "highlights": under, "pieces": pieces_scene(lay, game), "labels": top, "ids": ids}
    return [(name, layers[name]) for name in DRAW_ORDER if layers[name]]


__all__ = ["game_layers"]
