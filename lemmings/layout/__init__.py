"""The picture of the board, shared by the SVG renderer and the ipycanvas board.

* :mod:`~lemmings.layout.geometry`: hex-to-pixel geometry, hit testing, the panels' places.
* :mod:`~lemmings.layout.style`: palette, colour helpers, the shape types, text sizes.
* :mod:`~lemmings.layout.scene_board`, :mod:`~lemmings.layout.scene_pieces`,
  :mod:`~lemmings.layout.scene_highlights`: the layers as flat lists of shapes.
* :mod:`~lemmings.layout.paths`: a path, an eagle's flight, an eaten lemming, a scatter.
* :mod:`~lemmings.layout.places`: where an option lives on the picture.
* :mod:`~lemmings.layout.layers`: a game's layers in drawing order (highlights under the
  pieces, labels over them, hex ids last).

A scene is a flat list of :class:`Poly`, :class:`Circle`, :class:`Line` and :class:`Text`;
the SVG renderer writes them as elements, the widget sends them to the canvas in vectorised
batches. Only the standard library is used.
"""

from gamecore.shapes import (
    BOLD_WIDTH,
    PALETTE,
    Circle,
    Line,
    Poly,
    Shape,
    Text,
    drawn_width,
    fit_text,
    hex_to_rgb,
    layered,
    lifted,
    mix,
    rgb_to_hex,
    split_top,
    text_colour_on,
    text_width,
)

from .geometry import (
    CHOW_TARGET,
    CLIFF_TARGET,
    DEFAULT_SIZE,
    DIVE_VALUES,
    SQRT3,
    VP_TRACK_MAX,
    Layout,
    Rect,
    get_layout,
    hex_to_pixel,
    hit_test,
    pixel_to_hex,
)
from .layers import game_layers
from .paths import (
    EATEN_COLOUR,
    SCATTER_COLOUR,
    arrow_head,
    eaten_shapes,
    flight_shapes,
    path_shapes,
    place_point,
    scatter_shapes,
    zone_point,
)
from .places import candidate_zones, option_places
from .scene_board import board_scene, id_shapes
from .scene_highlights import (
    highlight_scene,
    hover_scene,
    label_shapes,
    legend_shapes,
    ring,
    risk_shapes,
    wrap,
    zone_choice_shapes,
)
from .scene_pieces import eagle_shapes, lemming_colours, pieces_scene, stack_shapes
from .style import (
    CHOICE_COLOURS,
    CIRCLE_COLOURS,
    DIE_WORDS,
    DRAW_ORDER,
    EAGLE_COLOURS,
    EAGLE_WORDS,
    MIN_TEXT,
    RISK_BINS,
    TERRAIN_WORDS,
    risk_bin,
)

__all__ = [
    "Layout", "Rect", "get_layout", "hex_to_pixel", "pixel_to_hex", "hit_test", "PALETTE", "EAGLE_COLOURS",
    "CIRCLE_COLOURS", "CHOICE_COLOURS", "RISK_BINS", "MIN_TEXT", "hex_to_rgb", "rgb_to_hex", "mix", "text_colour_on",
    "text_width", "drawn_width", "risk_bin", "Poly", "Circle", "Line", "Text", "Shape", "board_scene", "pieces_scene",
    "highlight_scene", "hover_scene", "risk_shapes", "legend_shapes", "zone_choice_shapes", "ring", "label_shapes",
    "wrap", "fit_text", "stack_shapes", "eagle_shapes", "lemming_colours", "option_places", "candidate_zones",
    "layered", "path_shapes", "flight_shapes", "eaten_shapes", "scatter_shapes", "place_point", "zone_point",
    "arrow_head", "EATEN_COLOUR", "SCATTER_COLOUR", "DEFAULT_SIZE", "VP_TRACK_MAX", "CLIFF_TARGET", "CHOW_TARGET",
    "DIVE_VALUES", "SQRT3", "EAGLE_WORDS", "DIE_WORDS", "TERRAIN_WORDS", "BOLD_WIDTH", "DRAW_ORDER", "split_top", "lifted",
    "id_shapes", "game_layers",
]
