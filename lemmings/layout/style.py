"""How Leaping Lemmings' pictures look, beside the drawing vocabulary all games share
(:mod:`gamecore.shapes`): the words of the terrains and eagles, the eagles' and choices'
colours, the eagle-risk bins, the smallest board text and the order of the layers.

Every shape has ``top``: in a highlight layer it marks a label drawn over the pieces, and in
the board layer a hex id drawn over everything (:data:`DRAW_ORDER`, :func:`gamecore.shapes.split_top`).

Text sizes: no board text is drawn smaller than :data:`MIN_TEXT` CSS pixels at the default
hex size (a legible floor at 100 % zoom).
"""

from __future__ import annotations

from gamecore.i18n import lazyc

#: Words the picture and its tooltips use, translated when shown: the terrains and the
#: eagles' colours (as an adjective of "eagle" and "zone", feminine in Spanish and Italian).
TERRAIN_WORDS = {"clear": lazyc("terrain", "clear"), "brush": lazyc("terrain", "brush")}
EAGLE_WORDS = {"red": lazyc("eagle", "red"), "blue": lazyc("eagle", "blue")}
#: The same colours as an adjective of a die or a circle (masculine in Spanish and Italian).
DIE_WORDS = {"red": lazyc("circle", "red"), "blue": lazyc("circle", "blue")}

#: Each eagle's colour, and the lighter colour of its hunting circle's outlines.
EAGLE_COLOURS = {"red": "#c0392b", "blue": "#2471a3"}
CIRCLE_COLOURS = {"red": "#e6837a", "blue": "#7fb3e0"}
#: The blue circle's outlines are dashed (in hex sizes: dash, gap), the red one's solid: told apart without colour.
CIRCLE_DASHES = {"red": (), "blue": (0.28, 0.14)}
#: Each eagle's zone letters: a deep shade of its colour, 4.5:1 on every terrain, a zone's tint included.
ZONE_LETTER_COLOURS = {"red": "#75190e", "blue": "#153f5e"}
#: Distinct colours for places offered side by side: candidate eagle zones, paths of
#: options that differ only by their route (none of them an eagle's or a clan's colour).
CHOICE_COLOURS = ("#6a1b9a", "#00838f", "#2e7d32", "#c2185b", "#e65100", "#1f6fb2")  # blue last: it is an eagle's colour
#: The eagle-risk overlay in a few bins: (lowest chance, colour, legend text). A pale-to-deep
#: fuchsia that nothing else on the board uses (at least 20 CIE76 units from every other colour of
#: the board, the clans' and the eagles' among them: a red, orange or salmon scale read as the red
#: circle's outlines); the rims are dotted, a texture no other outline has.
RISK_BINS = ((0.0, "#fed0ec", "<10%"), (0.1, "#fb80d2", "10–30%"), (0.3, "#db11aa", "30–60%"),
             (0.6, "#870368", "≥60%"))
#: The gap between a risk rim's dots in each bin (hex sizes): the higher the chance, the denser the dots, a second
#: cue beside the colour.
RISK_DOT_GAPS = (0.34, 0.26, 0.2, 0.15)
#: The smallest board text, in CSS pixels, at the default hex size.
MIN_TEXT = 11.0


def risk_bin(p: float) -> int:
    """Which of :data:`RISK_BINS` a chance from 0 to 1 falls in."""
    i = 0
    for k, (low, _, _) in enumerate(RISK_BINS):
        if p >= low:
            i = k
    return i



#: The order in which both renderers draw a game's layers, bottom first. The highlights (rings,
#: the risk overlay, paths, flights) lie *under* the pieces, so no ring or arrow covers a counter;
#: the labels (a highlight's shapes marked ``top``: cost labels and tags, placed clear of counters
#: and hex ids) lie over them; the hex ids come last, over every arrow (see ``docs/architecture.md``).
DRAW_ORDER = ("board", "highlights", "pieces", "labels", "ids")
