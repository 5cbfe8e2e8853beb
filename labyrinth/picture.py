"""Labyrinth as an SVG picture: the very picture the interactive board draws (:mod:`labyrinth.layout`).

One game, one look: the notebook's pictures and the app's canvas share the scenes, so what a reader
learns from one holds for the other. Every cell of the board is drawn with its id (empty cells pale);
each tile dark with its corridors as light paths from a hub to the sides they open on (a bridge pale
blue over the corridor under it); the central tile gold, the six key tiles brown with their keys as
gold dots, the start tiles grey; then the pieces: traps (a red "?" face down, a red cross face up),
items (green dots), ability tokens (purple diamonds), the Golem (a dark square with a "G") and the
characters (discs in their player's colour, numbered).
"""

from __future__ import annotations

from gamecore.svg import SvgPicture, shapes_to_svg

from .components import Components
from .layout import DEFAULT_SIZE, board_scene, checked, get_layout, pieces_scene
from .state import State


def game_svg(comps: Components, s: State, title: str = "", size: float = DEFAULT_SIZE, desc: str = "") -> SvgPicture:
    """The position as an SVG document, at hex radius ``size`` CSS pixels (the board's own size by default);
    ``title`` and ``desc`` (the position in words, :mod:`labyrinth.account`) are its first children."""
    checked(comps, s, texts={"title": title, "desc": desc})
    lay = get_layout(size, 1.0)
    return shapes_to_svg(lay, [("board", board_scene(lay, comps, s)), ("pieces", pieces_scene(lay, comps, s))], title,
                         desc)


__all__ = ["game_svg"]
