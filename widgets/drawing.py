"""The board canvas of a :class:`~widgets.view.GameView`: the view asks for three layers (the
static board, the pieces, the highlights) and they are drawn, in one batch each time, on five
ipycanvas layers stacked in :data:`lemmings.layout.DRAW_ORDER`, as the SVG picture is: the board,
the highlights under the pieces, the pieces, the highlights' labels over them, the hex ids.

The highlight layer is the interaction's highlights (:func:`lemmings.layout.highlight_scene`)
plus any extra shapes the view asks for: a recap entry shown on the board, the route of
the option chosen in a menu, the paths of options offered side by side. Redrawing it redraws
both of its canvas layers (:func:`lemmings.layout.split_top` cuts it); the hex ids are drawn
with the board, once per layout.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import ipywidgets as W

from lemmings.analysis import hex_risk
from lemmings.game import Game
from lemmings.layout import (
    DRAW_ORDER,
    Layout,
    board_scene,
    candidate_zones,
    flight_shapes,
    get_layout,
    highlight_scene,
    lemming_colours,
    path_shapes,
    pieces_scene,
    split_top,
)
from lemmings.options import EagleMove

from .canvas import (
    Command,
    HoverLayer,
    batch,
    board_box_css,
    board_canvas,
    compile_shapes,
    fit_to,
    forget_current_canvas,
    run_commands,
)
from .explain import PATH_COLOURS, flight_of, option_route
from .logic import Highlights
from .recap import RecapItem, recap_shapes

#: The layers a view asks for; each is drawn on the canvas layers of :data:`CANVAS_LAYERS`.
LAYERS = ("board", "pieces", "highlights")
#: The ipycanvas layers, bottom first (:data:`lemmings.layout.DRAW_ORDER`), and which asked-for
#: layer fills each.
CANVAS_LAYERS = DRAW_ORDER
_SOURCE = {"board": "board", "ids": "board", "pieces": "pieces", "highlights": "highlights", "labels": "highlights"}


def overlay_shapes(lay: Layout, game: Game, *, recap_item: RecapItem | None, preview: Any, choices: Sequence[Any],
                   flights: bool) -> list[Any]:
    """What a view draws over the highlights: the recap entry being shown, the menu's previewed move, the
    paths of options that share one click (each in its own colour), and, when ``flights``, each way the
    pending eagle can fly in its own colour (the buttons name the colours)."""
    out: list[Any] = []
    if recap_item is not None:
        out += recap_shapes(lay, recap_item, lemming_colours(game))
    if preview is not None and game.pending and preview in game.pending.options:
        out += path_shapes(lay, option_route(game, preview), game.clans[game.pending.player].colour)
    if len(choices) > 1:
        for (colour, _name), option in zip(PATH_COLOURS, choices, strict=False):
            out += path_shapes(lay, option_route(game, option), colour)
    d = game.pending
    if flights and d is not None and d.kind == "eagle_direction":
        moves = [o for o in d.options if isinstance(o, EagleMove)]
        for (colour, _name), option in zip(PATH_COLOURS, moves, strict=False):
            out += flight_shapes(lay, option.eagle, flight_of(game, option), colour)
    return out


def eagle_risk(game: Game) -> dict[str, float]:
    """Chance per hex that an eagle can reach it in the next eagles phase
    (:func:`lemmings.analysis.hex_risk`), as floats for shading."""
    return {h: float(p) for h, p in hex_risk(game).items()}


class BoardCanvas:
    """The canvas, its layout (pixel geometry, hit testing) and layer drawing."""

    def __init__(self, game: Game, size: float, scale: float) -> None:
        self.size, self.scale = float(size), float(scale)
        self.layout: Layout = get_layout(game.board, self.size, self.scale)
        # scales with its container (click geometry stays exact); the hover ring and tooltip on top
        self.widget = board_canvas(self.layout, len(CANVAS_LAYERS))
        self.hover = HoverLayer(self.widget, self.layout)
        self._board_cache: tuple[Layout, str, dict[str, list[Command]]] | None = None
        self.timings: dict[str, float] = {}

    def set_board(self, game: Game) -> None:
        """Follow a game on another board (a loaded save)."""
        if game.board is self.layout.board:
            return
        self.layout = get_layout(game.board, self.size, self.scale)
        fit_to(self.widget, self.layout)
        self.hover.clear()

    def fit_box(self, box: W.Box) -> None:
        """Size the box around this board to it (:func:`~widgets.canvas.board_box_css`)."""
        for name, value in board_box_css(self.layout).items():
            setattr(box.layout, name, value)

    def on(self, click: Callable[[float, float], Any], move: Callable[[float, float], Any],
           out: Callable[[float, float], Any], ready: Callable[[], Any]) -> None:
        self.widget.on_mouse_down(click)
        self.widget.on_mouse_move(move)
        self.widget.on_mouse_out(out)
        self.widget.on_client_ready(ready)

    def shapes(self, name: str, game: Game, highlights: Highlights | None = None, extra: Iterable[Any] = (),
               risk: bool = False) -> list[Any]:
        """The shapes of one layer (pure; nothing is sent)."""
        lay = self.layout
        if name == "board":
            return board_scene(lay)
        if name == "pieces":
            return pieces_scene(lay, game)
        if name == "highlights":
            hl = highlights or Highlights()
            shapes = highlight_scene(lay, targets=hl.targets, selectable=hl.selectable, selected=hl.selected,
                                     marked=hl.marked, risk=eagle_risk(game) if risk else None,
                                     zones=candidate_zones(game))
            return shapes + list(extra)
        raise ValueError(f"no layer {name!r}; the layers are {', '.join(LAYERS)}")

    def draw(self, layers: dict[str, Callable[[], list[Any]]], language: str = "en") -> None:
        """Compute every named layer's commands first, then send them all in one batch. The
        board's shapes go to the ``board`` and ``ids`` canvas layers (compiled once per layout and
        ``language``, the language of its words, and reused), the highlights' to ``highlights``
        (under the pieces) and ``labels`` (over them)."""
        names = [n for n in LAYERS if n in layers]
        t0 = time.perf_counter()
        compiled: dict[str, list[Command]] = {}
        for name in names:
            if name == "board" and self._board_cache and self._board_cache[0] is self.layout and self._board_cache[1] == language:
                compiled.update(self._board_cache[2])
                continue
            shapes = layers[name]()
            if name == "pieces":
                compiled["pieces"] = compile_shapes(shapes)
                continue
            # the board's hex ids and the highlights' labels are their shapes marked top: drawn over the pieces
            low, high = split_top(shapes)
            lower, upper = ("highlights", "labels") if name == "highlights" else ("board", "ids")
            compiled[lower], compiled[upper] = compile_shapes(low), compile_shapes(high)
            if name == "board":
                self._board_cache = (self.layout, language, {lower: compiled[lower], upper: compiled[upper]})
        t1 = time.perf_counter()
        if "board" in names:
            forget_current_canvas()
        with batch():
            for canvas_name in CANVAS_LAYERS:
                if canvas_name not in compiled:
                    continue
                layer = self.widget[CANVAS_LAYERS.index(canvas_name)]
                layer.clear()
                run_commands(layer, compiled[canvas_name])
        t2 = time.perf_counter()
        self.timings = {"compute_ms": (t1 - t0) * 1000, "send_ms": (t2 - t1) * 1000, "layers": len(names)}


__all__ = ["BoardCanvas", "LAYERS", "CANVAS_LAYERS", "eagle_risk"]
