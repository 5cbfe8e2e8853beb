"""The static picture: the board and the empty panels (drawn once per layout).

Legibility rules kept here and in the other scenes: no text under :data:`MIN_TEXT` CSS
pixels at the default hex size, so the board carries only the labels a player reads at a
glance (hex ids, zone letters, START, CLIFF, panel titles); what a feature *is* is said once
in the key under the board and in full on hover.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gamecore.i18n import tr, trc
from gamecore.shapes import BOLD_WIDTH, PALETTE, Circle, Line, Poly, Shape, Text, drawn_width, layered, mix

from ..board import EAGLES, ZONE_LETTERS
from .geometry import Layout, Rect
from .style import CIRCLE_COLOURS, CIRCLE_DASHES, EAGLE_COLOURS, EAGLE_WORDS, MIN_TEXT, TERRAIN_WORDS, ZONE_LETTER_COLOURS

#: Where things sit inside a hex, as fractions of the radius from its centre (x, y). Each has a
#: place of its own, so nothing hides another: the hex id at the top, the stack in the middle
#: (:mod:`~lemmings.layout.scene_pieces`), the stack's count badge in the right-hand pocket, and
#: the brush tufts, a Line of Bones' dashes and a destination's label in the band at the bottom.
#: A pellet hex's ring and a pellet lie in the middle, far from every edge (a dot near an edge was
#: read as the next hex's), at the height of a lone counter's middle, so that a counter standing
#: there hides the ring whole; a pellet under a stack moves to the left-hand pocket beside it.
ID_Y = -0.6
PELLET_AT = (0.0, 0.12)
PELLET_UNDER_STACK_AT = (-0.68, 0.0)
PELLET_R = 0.14
#: The brush tufts' feet (x, y), under the stack's lowest bar (0.34) and an eagle token: seen beside either.
TUFTS = ((-0.42, 0.7), (0.0, 0.7), (0.42, 0.7))
#: A zone letter's size (CSS px) in the middle of a free hex, and a pocket's centre (x) beside a counter,
#: where the letter is written at ``MIN_TEXT + 1``: clear of the counter's bar, and of a pellet or an eagle
#: token in the middle of a hex without a counter.
LETTER_SIZE, LETTER_POCKET_X = 16.0, 0.7


def board_scene(lay: Layout, *, show_ids: bool = True, zone_letters: bool = False) -> list[Shape]:
    """The static picture: start area, hexes and terrain, circles and zones, Line of Bones,
    sanctuaries, pellet hexes, cliff edge, the key and the empty panels (its words in the
    current language, :mod:`gamecore.i18n`). A game's picture writes the zone letters with its
    pieces, where they find room (:func:`zone_letter_shapes`); ``zone_letters`` writes them here,
    for the empty board."""
    board, s, P = lay.board, lay.s, PALETTE
    out: list[Shape] = []
    W, H = lay.width, lay.height
    out.append(Poly(Rect(0, 0, W, H).points(), fill=P["background"]))
    # Start area and cliff.
    out.append(Poly(lay.start.points(), fill=P["start"], stroke=P["start_edge"], width=0.08 * s, id="start",
                    title=tr("Start area: every clan's lemmings begin here and enter the four hexes of column 1")))
    out.append(Poly(lay.cliff.points(), fill=P["cliff"], stroke=P["cliff_edge"], width=0.06 * s, id="cliff",
                    title=tr("Over the cliff: a lemming on a cliff-edge hex with points left dives for that many VP")))
    # Hexes with terrain.
    for h in board.hexes:
        terrain, fill = board.terrain(h), hex_fill(lay, h)
        zones = ", ".join(f"{EAGLE_WORDS[e]} {z}" for e, z in board.zones_of(h)) or tr("outside both circles")
        out.append(Poly(lay.corners(h), fill=fill, stroke=P["hex_edge"], width=0.04 * s, id=f"hex-{h}",
                        title=tr("{hex}: {terrain}, {zones}", hex=h, terrain=TERRAIN_WORDS[terrain], zones=zones)))
    # Brush tufts, Line of Bones marks, sanctuary rings, pellet-hex rings.
    for h in board.brush:
        x, y = lay.center(h)
        for dx, dy in TUFTS:
            bx, by = x + dx * s, y + dy * s
            out.append(Line(((bx - 0.12 * s, by), (bx, by - 0.2 * s), (bx + 0.12 * s, by)), P["brush_mark"], 0.06 * s))
    for h in board.line_of_bones:
        x, y = lay.center(h)
        out.append(Line(((x - 0.5 * s, y + 0.7 * s), (x + 0.5 * s, y + 0.7 * s)), P["bones_mark"], 0.07 * s,
                        dash=(0.12 * s, 0.08 * s)))
    for h in board.sanctuaries:
        out.append(Poly(lay.corners(h, 0.86), stroke=P["sanctuary"], width=0.08 * s, dash=(0.18 * s, 0.1 * s)))
    for h in board.pellet_hexes:
        x, y = lay.center(h)
        out.append(Circle(x + PELLET_AT[0] * s, y + PELLET_AT[1] * s, PELLET_R * s, stroke=P["pellet_hex"],
                          width=0.05 * s, dash=(0.08 * s, 0.06 * s)))
    # Cliff-edge hexes: a heavy edge towards the cliff.
    for h in board.cliff_edge:
        pts = lay.corners(h)
        out.append(Line((pts[5], pts[0], pts[1]), P["cliff_edge"], 0.14 * s))
    # Hunting circles: every zone outlined, inset so that shared hexes show both colours, the blue one dashed.
    for eagle in EAGLES:
        colour = CIRCLE_COLOURS[eagle]
        dash = tuple(d * s for d in CIRCLE_DASHES[eagle])
        inset = 0.07 if eagle == "red" else 0.15
        for letter in ZONE_LETTERS:
            for a, b in lay.zone_outline(eagle, letter, inset):
                out.append(Line((a, b), colour, 0.1 * s, dash=dash))
    if zone_letters:
        out.extend(zone_letter_shapes(lay))
    cx = lay.start.center[0]
    start = trc("board", "START")  # a longer word in another language gets a smaller font, never below MIN_TEXT
    room = lay.start.w - 0.3 * s  # measured letter by letter (capitals are wide: PARTENZA), bold a little wider
    size = max(lay.font(MIN_TEXT), min(lay.font(12), room / (BOLD_WIDTH * drawn_width(start, 1.0))))
    out.append(Text(cx, lay.start.y + 0.35 * s, start, size, P["start_text"], bold=True))
    ccx, ccy = lay.cliff.center
    cliff = trc("board", "CLIFF")  # one letter a line, down the strip
    for i, ch in enumerate(cliff):
        out.append(Text(ccx, ccy + (i - (len(cliff) - 1) / 2) * 0.55 * s, ch, lay.font(13), "#ecf0f1", bold=True))
    if show_ids:
        out.extend(id_shapes(lay))
    out.extend(layered(_key(lay)))
    out.extend(layered(_panel_frames(lay)))
    return out


def zone_letter_shapes(lay: Layout, stacks: Mapping[str, int] | None = None, pellets: Iterable[str] = (),
                       eagles: Iterable[str] = ()) -> list[Shape]:
    """Each zone's letter, in a deep shade of its eagle's colour (:data:`~.style.ZONE_LETTER_COLOURS`), where
    nothing of a position covers it or is covered by it: ``stacks`` maps each hex with lemmings to their
    number, ``pellets`` are the hexes with a face-down pellet, ``eagles`` the hexes under an eagle token.

    A zone's hexes are tried nearest its middle first: the middle of a hex with no stack, eagle or
    pellet hex's ring (a large letter); otherwise the left-hand pocket of a hex without a stack, or
    of a stack with no pellet beside it (the pellet's own place), or the right-hand pocket of a lone
    lemming (where a stack's count badge goes). A zone with all of them taken (every hex full)
    gets the middle of its first hex. A hex in both circles holds one letter."""
    board, s = lay.board, lay.s
    stacks = stacks or {}
    pellets, eagles = set(pellets), set(eagles)
    taken: set[str] = set()
    out: list[Shape] = []
    for eagle in EAGLES:
        colour = ZONE_LETTER_COLOURS[eagle]
        for letter in ZONE_LETTERS:
            ax, ay = lay.zone_anchor(eagle, letter)
            hexes = sorted((h for h in board.zone(eagle, letter) if h not in taken),
                           key=lambda h: (lay.center(h)[0] - ax) ** 2 + (lay.center(h)[1] - ay) ** 2)
            spots = ([(h, (0.0, 0.0), LETTER_SIZE) for h in hexes
                      if h not in stacks and h not in eagles and not board.is_pellet_hex(h)]
                     + [(h, (-LETTER_POCKET_X, 0.0), MIN_TEXT + 1) for h in hexes if h not in stacks or h not in pellets]
                     + [(h, (LETTER_POCKET_X, 0.0), MIN_TEXT + 1) for h in hexes if stacks.get(h) == 1]
                     + [(h, (0.0, 0.0), LETTER_SIZE) for h in hexes or board.zone(eagle, letter)])
            h, (dx, dy), size = spots[0]
            taken.add(h)
            x, y = lay.center(h)
            out.extend(knocked_out(lay, h, Text(x + dx * s, y + dy * s, letter, lay.font(size), colour, bold=True)))
    return layered(out)  # every knock-out, then every letter: two vectorised runs, no letter under a box


def hex_fill(lay: Layout, h: str) -> str:
    """The colour of hex ``h``'s terrain: brush, the Line of Bones or clear."""
    P = PALETTE
    if lay.board.terrain(h) == "brush":
        return P["brush"]
    return P["bones"] if h in lay.board.line_of_bones else P["clear"]


#: How much of what lies under a hex id or a zone letter its knock-out hides (see :func:`knocked_out`).
KNOCK_OUT_ALPHA = 0.85


def knocked_out(lay: Layout, h: str, text: Text) -> list[Shape]:
    """``text`` on a knock-out: a box just round its letters in the colour of hex ``h``'s terrain, which
    hides most of an arrow, a flight's disc or a zone's tint running under it (invisible on the bare
    hex), so the text keeps its contrast against its terrain whatever is drawn below it."""
    w = drawn_width(text.text, text.size) * (BOLD_WIDTH if text.bold else 1.0) + 0.2 * text.size
    half = 0.5 * text.size
    left = text.x - w / 2 if text.anchor == "middle" else (text.x if text.anchor == "start" else text.x - w)
    box = Poly(Rect(left, text.y - half, w, 2 * half).points(), fill=hex_fill(lay, h), alpha=KNOCK_OUT_ALPHA, top=text.top)
    return [box, text]


def id_shapes(lay: Layout) -> list[Shape]:
    """The hex ids, marked ``top``: a game's picture draws them last, over every highlight and
    arrow (:data:`~lemmings.layout.style.DRAW_ORDER`, :func:`~gamecore.shapes.split_top`),
    since a path from one hex to the hex below runs right through the lower one's id; each on a knock-out
    in its hex's colour (:func:`knocked_out`), so that it keeps its contrast over an arrow or a disc."""
    f = lay.font(MIN_TEXT)
    # every knock-out, then every id: two vectorised runs, not two calls a hex
    return layered([shape for h in lay.board.hexes for x, y in [lay.center(h)]
                    for shape in knocked_out(lay, h, Text(x, y + ID_Y * lay.s, h, f, PALETTE["hex_id"], top=True))])


def _key(lay: Layout) -> list[Shape]:
    """The key: one small sample and a word for each board feature without a label."""
    s, P = lay.s, PALETTE
    r = lay.key
    y = r.y + r.h / 2
    f = lay.font(MIN_TEXT)
    out: list[Shape] = []
    x = r.x + 0.1 * s
    sw = 0.42 * s
    words = [trc("key", "brush"), trc("key", "Line of Bones"), trc("key", "sanctuary"), trc("key", "pellet"),
             trc("key", "hunting"), trc("key", "feasting")]
    # Longer words (another language) get smaller samples and closer gaps rather than run out of the
    # key's part of the line; each word is then measured letter by letter, since its gap is small.
    n = len(words)
    width = {w: len(w) * f * 0.58 for w in words}
    last = max(width[words[-1]], drawn_width(words[-1], f))  # the line ends where the last word's letters do
    over = 0.1 * s + n * (sw + 0.12 * s) + (n - 1) * 0.35 * s + sum(width[w] for w in words[:-1]) + last - r.w
    if over > 0:
        sw = 0.34 * s
        width = {w: drawn_width(w, f) for w in words}
        over = 0.1 * s + n * (sw + 0.12 * s) + (n - 1) * 0.35 * s + sum(width.values()) - (r.w - 0.1 * s)
    word_gap = max(0.12 * s, 0.35 * s - max(over, 0.0) / (n - 1))
    over -= (n - 1) * (0.35 * s - word_gap)
    mark_gap = max(0.02 * s, 0.12 * s - max(over, 0.0) / n)

    def word(text: str) -> None:
        nonlocal x
        out.append(Text(x, y, text, f, P["muted"], anchor="start"))
        x += width[text] + word_gap

    def swatch(fill: str | None, stroke: str | None = None, dash: tuple[float, ...] = ()) -> None:
        nonlocal x
        out.append(Poly(Rect(x, y - sw / 2, sw, sw).points(), fill=fill, stroke=stroke or P["hex_edge"],
                        width=0.05 * s, dash=dash))
        x += sw + mark_gap

    def disc(fill: str | None, stroke: str, dash: tuple[float, ...] = ()) -> None:
        nonlocal x
        out.append(Circle(x + sw / 2, y, sw / 2, fill=fill, stroke=stroke, width=0.06 * s, dash=dash))
        x += sw + mark_gap

    swatch(P["brush"])
    word(words[0])
    swatch(P["bones"], P["bones_mark"], (0.1 * s, 0.06 * s))
    word(words[1])
    swatch(None, P["sanctuary"], (0.12 * s, 0.07 * s))
    word(words[2])
    disc(P["pellet"], P["pellet_mark"])
    word(words[3])
    disc(EAGLE_COLOURS["red"], "#1b1b1b")
    word(words[4])
    disc("#ffffff", EAGLE_COLOURS["red"], (0.1 * s, 0.06 * s))
    word(words[5])
    return out


def _panel_frames(lay: Layout) -> list[Shape]:
    s, P = lay.s, PALETTE
    f = lay.font(MIN_TEXT)
    out: list[Shape] = []
    for i, rect in enumerate(lay.vp_boxes):
        fill = P["panel"] if i % 5 else mix(P["panel"], P["panel_edge"], 0.25)
        out.append(Poly(rect.points(), fill=fill, stroke=P["panel_edge"], width=0.03 * s))
        out.append(Text(rect.x + rect.w / 2, rect.y + 0.3 * s, str(i), f, P["muted"]))
    for name, rect, label in (("card", lay.card, trc("panel", "Card")), ("chow", lay.chow, trc("panel", "Chow")),
                              ("clans", lay.clans, "")):
        out.append(Poly(rect.points(), fill=P["panel"], stroke=P["panel_edge"], width=0.04 * s, id=f"panel-{name}"))
        if label:
            out.append(Text(rect.x + rect.w / 2, rect.y + 0.3 * s, label, f, P["muted"], bold=True))
    for v, rect in lay.dive_boxes.items():
        out.append(Poly(rect.points(), fill=mix(P["panel"], "#aed6f1", 0.35), stroke=P["panel_edge"], width=0.04 * s,
                        id=f"panel-dive-{v}"))
        out.append(Text(rect.x + rect.w / 2, rect.y + 0.3 * s, trc("panel", "dive {vp}", vp=v), f, P["muted"], bold=True))
    return out


__all__ = ["board_scene", "id_shapes", "zone_letter_shapes", "hex_fill", "knocked_out", "KNOCK_OUT_ALPHA",
           "LETTER_SIZE", "LETTER_POCKET_X",
           "ID_Y", "PELLET_AT", "PELLET_UNDER_STACK_AT", "PELLET_R", "TUFTS"]
