"""The board of :class:`~widgets.labyrinth_view.LabyrinthView`: the canvas, the clicks on it, the mouse
over it, and what it shows.

The picture is :mod:`labyrinth.layout`'s three scenes (tiles and corridors, the rings where options are
chosen, the pieces) drawn with the kit's canvas code (:mod:`widgets.canvas`), and on top the hover
layer (:mod:`widgets.labyrinth_hover`: a ring and a tooltip in words). A click on a lit corridor (or a
lit empty cell when building) picks the option chosen there; when several options share that place
(a tile that fits turned several ways, an attack and a move) the board narrows the options to them.

:class:`LabyrinthBoard` knows the view only through its constructor's arguments: the game in play
(``game()``), whether the pending decision is a person's (``may_choose()``), what to do with a chosen
option (``choose(option)``, returns words) or with words about a click (``said(text)``), the view's
``guard`` and ``language()``.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from gamecore.i18n import language as _speaking
from gamecore.i18n import lazy, tr, trn
from gamecore.shapes import Circle, Poly, Shape
from labyrinth import board as bd
from labyrinth.game import Game
from labyrinth.layout import (
    SELECTED,
    board_scene,
    get_layout,
    highlight_scene,
    option_place,
    option_places,
    options_at,
    pieces_scene,
)
from labyrinth.preview import drawn_tile, ghost_shapes

from .canvas import (
    batch,
    board_box,
    board_box_css,
    board_canvas,
    compile_shapes,
    forget_current_canvas,
    least_width,
    narrow_note_html,
    run_commands,
)
from .cursor import KeyboardBoard
from .keys import BoardKeys
from .labyrinth_hover import hover_shapes, hover_text
from .wheel import PageScroll

#: The drawing layers, bottom first; the hover layer lies over them (index ``len(LAYERS)``).
LAYERS = ("board", "highlights", "pieces")
#: Said under the board while it is cut off (see :func:`widgets.canvas.narrow_note_html`).
CUT_OFF_LABYRINTH = lazy("The labyrinth is cut off on the right: scroll it sideways (Shift and the mouse wheel over "
                         "it), or give it more room (a wider window; in JupyterLab, Ctrl+B hides the file browser).")
#: The view's root class and the class of its option buttons' box: after a decision the focus goes to the
#: first option button (:attr:`widgets.keys.BoardKeys.view_selector` and ``decision_selector``).
VIEW_CLASS, OPTIONS_CLASS = "labyrinth-view", "labyrinth-options"
#: Said under the board: its keys (a square grid of cells and corridors, not the other games' hexes).
KEY_HELP = lazy("Keys on the board: the arrows move the cursor to the nearest place on that side (an empty cell, "
                "or a corridor of a tile); Enter or Space chooses there, as a click does; Escape lists every option "
                "again; N and P go to the next and previous place where you can choose now; Tab leaves the board.")


class LabyrinthBoard:
    """The canvas (:attr:`canvas`, in :attr:`box` with the hover line and the cut-off note) and what it
    shows: the options of the place clicked (:attr:`narrowed`, at :attr:`selected`) and a recap entry's
    place (:attr:`shown`).

    The keyboard (:attr:`keys`, :attr:`keyboard`): the cursor stands on every empty cell and every corridor
    of the tiles built (:meth:`places`); Enter or Space is a click there, Escape is ``cancel()`` (the view's
    "Show all options"); the cursor is drawn and said as the mouse's hover is (:meth:`show_cursor`,
    :meth:`cursor_words`)."""

    def __init__(self, size: float, scale: float, *, game: Callable[[], Game], may_choose: Callable[[], bool],
                 choose: Callable[[str], str], said: Callable[[str], None], guard: Callable[..., Any],
                 language: Callable[[], str], viewer: Callable[[], int | None] = lambda: None,
                 cancel: Callable[[], Any] = lambda: None) -> None:
        self._game, self._may_choose, self._choose, self._said, self._language = game, may_choose, choose, said, language
        self._viewer = viewer  # the person's seat, whom the hover speaks to ("your own key")
        self.layout = lay = get_layout(size, scale)
        self.selected: str | None = None        # the place clicked when several options share it
        self.narrowed: list[str] | None = None  # those options
        self.shown: str | None = None           # the place of the recap entry shown
        self.hovered: str | None = None
        self._hover_drawn: tuple[str | None, str] = (None, "")
        self._board_key: Any = None
        self._board_commands: list[Any] = []
        self.canvas = board_canvas(lay, len(LAYERS))  # and the hover layer on top
        self.canvas.on_mouse_down(lambda x, y: guard(lazy("click"), self.handle_click, x, y))
        self.canvas.on_mouse_move(lambda x, y: guard(lazy("hover"), self.handle_hover, x, y, changes=False))
        self.canvas.on_mouse_out(lambda x, y: guard(lazy("hover"), self.handle_hover, -1.0, -1.0, changes=False))
        self.canvas.on_client_ready(lambda: guard(lazy("redraw"), self.redraw, True, changes=False))
        self.hover = W.HTML(layout=W.Layout(min_height="1.4em"))
        self.hover.add_class("labyrinth-hover")
        self.note = W.HTML(layout=W.Layout(margin="0"))
        # the keyboard: a cursor walked by the arrows, Enter clicks under it (widgets.cursor); the keys widget
        # is the view's live region too
        self.keys = BoardKeys(view_selector="." + VIEW_CLASS, decision_selector="." + OPTIONS_CLASS)
        self.canvas.add_class(self.keys.board_class)
        self.keyboard = KeyboardBoard(self.keys, places=self.places, size=lambda: (lay.width, lay.height),
                                      describe=self.cursor_words, show=self.show_cursor, activate=self.click,
                                      cancel=cancel, targets=self.targets, guard=guard,
                                      name=lambda: tr("The labyrinth, the board of Labyrinth: Paths of Destiny"))
        self.key_help = W.HTML(layout=W.Layout(margin="0"))
        self.box = board_box(self.canvas, self.hover, self.note, self.key_help, PageScroll(), self.keys)
        for name, value in board_box_css(lay).items():
            setattr(self.box.layout, name, value)
        self.label()

    def label(self) -> None:
        """The note under a cut-off board, the keys and the board's name, in the current language."""
        self.note.value = narrow_note_html(CUT_OFF_LABYRINTH, least_width(self.layout))
        self.key_help.value = '<span style="font-size:12px;color:#333">' + html.escape(str(KEY_HELP)) + "</span>"
        self.keyboard.relabel()
        self.keys.lang = self._language()  # <html lang> follows the view

    def clear(self) -> None:
        """Forget the place clicked and the recap entry shown."""
        self.selected = self.narrowed = self.shown = None

    # ---------------------------------------------------------------- the mouse
    def target_at(self, x: float, y: float) -> str | None:
        """What the canvas pixel ``(x, y)`` points at: a corridor (``"0408a"``), a cell without a tile
        (``"0408"``) or ``None`` (off the board, or coordinates that are not finite numbers)."""
        if not all(isinstance(v, (int, float)) and math.isfinite(v) for v in (x, y)):
            return None
        game = self._game()
        return self.layout.hit(x, y, bd.openings(game.components, game.state.tiles))

    def handle_click(self, x: float, y: float) -> str:
        """A click at canvas pixel ``(x, y)``; returns what happened, in words."""
        with _speaking(self._language()):
            return self.click(self.target_at(x, y))

    def click(self, target: str | None) -> str:
        """A click on a place: a corridor (``"0408a"``), a cell (``"0408"``) or ``None`` (off the board)."""
        with _speaking(self._language()):
            game = self._game()
            d = game.pending
            self.shown = None
            if d is None:
                return self._tell(tr("The game is over."))
            if not self._may_choose():
                return self._tell(tr("It is the computer's decision: press Play to my turn or Computer move."))
            found = options_at(game.components, game.state, d.options, target)
            if not found:
                self.selected = self.narrowed = None
                return self._tell(tr("Nothing to choose at {place}: the lit places are the choices, or use the "
                                     "buttons.", place=target or tr("off the board")))
            if len(found) == 1:
                self.selected = self.narrowed = None
                return self._choose(found[0])
            self.selected, self.narrowed = option_place(game.components, game.state, found[0]), found
            return self._tell(trn("{n} choice at {place}: pick it below.", "{n} choices at {place}: pick one below.",
                                  len(found), n=len(found), place=self.selected))

    def _tell(self, text: str) -> str:
        self._said(text)
        return text

    def handle_hover(self, x: float, y: float) -> str:
        """The mouse moved to canvas pixel ``(x, y)`` (off the board: ``-1, -1``): say what is under it."""
        with _speaking(self._language()):
            target = self.target_at(x, y) if x >= 0 and y >= 0 else None
            if target != self.hovered:
                self.hovered = target
                self.update_hover()
            return self.hover.value

    def update_hover(self) -> None:
        """The hover line and the tooltip for the place under the mouse, in the current position and language."""
        game = self._game()
        if self.hovered is not None and self.hovered[:4] not in self.layout.cells:
            self.hovered = None
        text = hover_text(game, self.hovered, self._viewer())
        builds = self.builds_at(self.hovered)
        if builds and self.hovered is not None and self.selected == self.hovered:  # each way already drawn
            text = self.hovered + " · " + trn("the tile drawn fits here {n} way: pick it under its picture",
                                              "the tile drawn fits here {n} ways: pick one under its picture",
                                              len(builds), n=len(builds))
        elif builds and self.hovered is not None:  # what matters now: the tile drawn there, not when a tile may go
            text = self.hovered + " · " + trn("the tile drawn fits here {n} way, shown: click to build it",
                                "the tile drawn fits here {n} ways, the first shown: click to see each", len(builds),
                                n=len(builds))
        self.hover.value = html.escape(text)
        if (self.hovered, text) == self._hover_drawn:
            return  # nothing changed: nothing sent
        self._hover_drawn = (self.hovered, text)
        hubs = self.layout.hubs(bd.openings(game.components, game.state.tiles))
        ghost: list[Shape] = []
        tile = drawn_tile(game.components, game.state)
        if builds and tile is not None and self.hovered is not None:
            ghost = ghost_shapes(self.layout, game.components, tile, self.hovered, int(builds[0].split()[2][1:]))
        commands = compile_shapes(ghost + hover_shapes(self.layout, self.hovered, text, hubs))
        layer = self.canvas[len(LAYERS)]
        with batch():
            layer.clear()
            run_commands(layer, commands)

    def builds_at(self, target: str | None) -> list[str]:
        """The options lit now that build the tile drawn on the empty cell ``target`` (none elsewhere)."""
        if target is None or len(target) != 4:
            return []
        return [o for o in self.shown_options() if o.startswith("place ") and o.split()[1] == target]

    # ---------------------------------------------------------------- the keyboard
    def places(self) -> dict[str, tuple[float, float]]:
        """Every place the keyboard's cursor may stand on, with its centre in canvas pixels: each corridor of
        the tiles built (``"0412b"``, at its hub) and each cell without a tile (``"0408"``, at its centre)."""
        game = self._game()
        hubs = self.layout.hubs(bd.openings(game.components, game.state.tiles))
        built = {corridor[:4] for corridor in hubs}
        out = {cell: self.layout.centre(cell) for cell in self.layout.cells if cell not in built}
        out.update(hubs)
        return out

    def targets(self) -> list[str]:
        """The places where a click chooses something now (the lit ones)."""
        game = self._game()
        places = self.places()
        return [p for p in option_places(game.components, game.state, self.shown_options()) if p in places]

    def choice_words(self, place: str) -> str:
        """What a click on ``place`` would choose now, in words (``""``: nothing)."""
        game = self._game()
        found = options_at(game.components, game.state, self.shown_options(), place)
        if len(found) == 1:
            return game.describe(found[0])
        if found and all(o.startswith("place ") for o in found):
            return trn("see the {n} way the tile drawn fits here, each under its picture beside the board",
                       "see the {n} ways the tile drawn fits here, each under its picture beside the board",
                       len(found), n=len(found))
        return trn("list the {n} choice here as buttons beside the board",
                   "list the {n} choices here as buttons beside the board", len(found), n=len(found)) if found else ""

    def cursor_words(self, place: str) -> str:
        """What the keyboard's cursor says of ``place``: what is there (the hover's words), then what Enter does."""
        words = hover_text(self._game(), place, self._viewer())
        doing = self.choice_words(place)
        return words + " · " + tr("Enter: {doing}", doing=doing) if doing else words

    def show_cursor(self, place: str | None) -> None:
        """The keyboard's cursor is on ``place``: ring it, with its words, as the mouse's hover does."""
        self.hovered = place
        self.update_hover()

    # ---------------------------------------------------------------- drawing
    def shown_options(self) -> list[str]:
        """The options lit now: those of the place clicked, or all of a person's pending decision."""
        d = self._game().pending
        if d is None or not self._may_choose():
            return []
        return list(self.narrowed) if self.narrowed else list(d.options)

    def mark_shapes(self) -> list[Shape]:
        """A ring round the place of the recap entry shown (:attr:`shown`), if it is still on the board."""
        game, place, sz = self._game(), self.shown, self.layout.s
        if place is None:
            return []
        hubs = self.layout.hubs(bd.openings(game.components, game.state.tiles))
        if place in hubs:
            return [Circle(*hubs[place], 0.5 * sz, stroke=SELECTED, width=0.14 * sz)]
        if len(place) == 4 and place in self.layout.cells:
            return [Poly(self.layout.corners(place, 0.9), stroke=SELECTED, width=0.14 * sz)]
        return []

    def layer_shapes(self, name: str) -> list[Shape]:
        """The shapes of one layer for the current position (pure; nothing is sent)."""
        g = self._game()
        if name == "board":
            return board_scene(self.layout, g.components, g.state)
        if name == "pieces":
            return pieces_scene(self.layout, g.components, g.state)
        if name == "highlights":
            return (highlight_scene(self.layout, g.components, g.state, self.shown_options(), self.selected)
                    + self.mark_shapes())
        raise ValueError(f"no layer {name!r}; the layers are {', '.join(LAYERS)}")

    def redraw(self, full: bool = False, pieces: bool = True) -> None:
        """Redraw in one batch (the board only when a tile was built or removed, or on a new page)."""
        with _speaking(self._language()):
            key = bd.board_key(self._game().state.tiles)
            if key != self._board_key:
                self._board_commands, self._board_key = compile_shapes(self.layer_shapes("board")), key
                full = True
            names = [n for n in LAYERS if full or n == "highlights" or (pieces and n == "pieces")]
            compiled = {n: self._board_commands if n == "board" else compile_shapes(self.layer_shapes(n)) for n in names}
            if full:
                forget_current_canvas()
                self._hover_drawn = (None, "")  # a new page: the hover layer is blank there
            with batch():
                for n in names:
                    layer = self.canvas[LAYERS.index(n)]
                    layer.clear()
                    run_commands(layer, compiled[n])
            self.update_hover()
            self.keyboard.refresh()


__all__ = ["LabyrinthBoard", "LAYERS", "CUT_OFF_LABYRINTH", "KEY_HELP", "VIEW_CLASS", "OPTIONS_CLASS"]
