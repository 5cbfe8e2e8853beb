"""The interaction layers: destinations, pickable pieces, the selection, an illegal click's
cross, the graded eagle-risk overlay with its legend, candidate eagle zones each in its own
colour, and the hover ring with its tooltip.

Highlights are rings, never fills over the pieces, so a clan's colour reads the same lit or
not; they are drawn under the pieces (:data:`~lemmings.layout.style.DRAW_ORDER`). Labels are
the one part drawn over the pieces (their shapes are marked ``top``): they sit in the free band
at the bottom of a hex (under the stack, clear of the hex id); a label too long for it goes
beside a cliff-edge hex on the cliff, or is wrapped over lines, never shrunk below
:data:`MIN_TEXT` CSS pixels. The risk overlay is a dotted rim in a fuchsia scale of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from gamecore.i18n import tr
from gamecore.shapes import PALETTE, Circle, Line, Poly, Shape, Text, drawn_width, layered, text_colour_on, text_width

from .geometry import CLIFF_TARGET, Layout, Rect
from .style import CHOICE_COLOURS, EAGLE_COLOURS, MIN_TEXT, RISK_BINS, RISK_DOT_GAPS, risk_bin

#: The label band at the bottom of a hex: its centre and half-height (fractions of the radius).
LABEL_Y = 0.66


def wrap(text: str, width: float, size: float, bold: bool = True) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` at font ``size`` (a word
    longer than the width keeps a line of its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines or [""]


def label_shapes(x: float, y: float, lines: Sequence[str], size: float, *, edge: str = PALETTE["highlight_edge"],
                 pad: float = 0.0) -> list[Shape]:
    """A pale pill centred on ``(x, y)`` holding ``lines`` of bold text."""
    w = max(text_width(t, size, True) for t in lines) + 2 * pad + size * 0.5
    h = label_height(len(lines), size)
    out: list[Shape] = [Poly(Rect(x - w / 2, y - h / 2, w, h).points(), fill=PALETTE["label_bg"], stroke=edge,
                             width=size * LABEL_OUTLINE, alpha=0.95, top=True)]
    for i, t in enumerate(lines):
        out.append(Text(x, y - h / 2 + size * 0.625 + i * size * 1.2, t, size, PALETTE["ink"], bold=True, top=True))
    return out


def ring(lay: Layout, place: str, colour: str, width: float, *, shrink: float = 0.9,
         dash: tuple[float, ...] = (), halo: bool = True, ident: str = "", title: str = "") -> list[Shape]:
    """An outline around a hex or an area, with a white halo under it so it reads on any terrain."""
    if place not in lay.board and lay.area(place) is None:
        return []
    pts = _ring_points(lay, place, shrink)
    out: list[Shape] = []
    if halo:
        out.append(Poly(pts, stroke="#ffffff", width=width * 1.8, alpha=0.8))
    out.append(Poly(pts, stroke=colour, width=width, dash=dash, id=ident, title=title))
    return out


def _ring_points(lay: Layout, place: str, shrink: float) -> tuple[tuple[float, float], ...]:
    if place in lay.board:
        return lay.corners(place, shrink)
    rect = lay.area(place) or Rect(0, 0, 0, 0)
    d = (1 - shrink) * lay.s * 0.5
    return Rect(rect.x + d, rect.y + d, max(rect.w - 2 * d, 0), max(rect.h - 2 * d, 0)).points()


#: A label pill's outline width, as a fraction of its font size.
LABEL_OUTLINE = 0.08


def label_height(lines: int, size: float) -> float:
    """The height of :func:`label_shapes`' pill holding ``lines`` lines at font ``size`` (its outline not counted)."""
    return size * 1.2 * lines + size * 0.05


def in_track(lay: Layout, y: float, height: float, outline: float = 0.0) -> float:
    """``y`` moved up as far as needed for a box of ``height`` centred on it, and its ``outline``'s
    outer half, to end inside the track: a label of a hex in the bottom row never reaches the key."""
    return min(y, lay.board_rect.y + lay.board_rect.h - height / 2 - outline / 2)


def _label_room(lay: Layout, h: str) -> tuple[float, float]:
    """How wide a one-line label in the band at the bottom of ``h`` may reach, left and right of the
    centre, before it meets the counters of the hexes below (half of 1.45 radii each way). Where there
    is no hex below on a side (the bottom of the track), it may reach twice as far, up to the track's
    own edge: a label is wrapped over lines only where one line cannot fit, and lines there would
    hang below the track onto the key."""
    s = lay.s
    x = lay.center(h)[0]
    pad = 0.25 * lay.font(MIN_TEXT)  # the pill's margin beyond its words
    half = 0.725 * s
    left = half if lay.neighbour_across(h, 2) else min(2 * half, x - lay.board_rect.x - pad)
    right = half if lay.neighbour_across(h, 0) else min(2 * half, lay.board_rect.x + lay.board_rect.w - x - pad)
    return max(left, half), max(right, half)


def _label(lay: Layout, place: str, label: str) -> list[Shape]:
    s = lay.s
    f = lay.font(MIN_TEXT)
    if place in lay.board:
        x, y = lay.center(place)
        w = text_width(label, f, True)
        left, right = _label_room(lay, place)
        if w <= left + right:  # one line, centred, or pushed aside into the room a missing neighbour leaves
            cx = min(max(x, x - left + w / 2), x + right - w / 2)
            return label_shapes(cx, in_track(lay, y + LABEL_Y * s, label_height(1, f), LABEL_OUTLINE * f), [label], f)
        if lay.board.is_cliff_edge(place):
            slot = lay.cliff_slot(place)
            return label_shapes(slot.center[0], y, wrap(label, slot.w - 0.5 * f, f), f)
        lines = wrap(label, 1.8 * s, f)
        y = in_track(lay, y + LABEL_Y * s + (len(lines) - 1) * 0.6 * f, label_height(len(lines), f), LABEL_OUTLINE * f)
        return label_shapes(x, y, lines, f)
    rect = lay.area(place)
    if rect is None:
        return []
    lines = wrap(label, rect.w - 0.6 * f, f)
    y = rect.y + 0.2 * s + len(lines) * 0.6 * f if place == CLIFF_TARGET else rect.y + rect.h - len(lines) * 0.6 * f - 0.15 * s
    return label_shapes(rect.center[0], y, lines, f)


def risk_shapes(lay: Layout, risk: Mapping[str, float]) -> list[Shape]:
    """The graded eagle-risk overlay: a dotted rim inside each hex in the colour of its chance's
    bin (:data:`RISK_BINS`, a scale no other mark of the board uses), and the bins' legend in the
    overlay part of the key."""
    s = lay.s
    out: list[Shape] = []
    for h, p in sorted(risk.items()):
        if p > 0 and h in lay.board:
            i = risk_bin(p)
            colour = RISK_BINS[i][1]
            # dots (dashes of no length with round caps): no outline of the circles is dotted
            out.append(Poly(lay.corners(h, 0.95), stroke=colour, width=0.13 * s, dash=(0.0, RISK_DOT_GAPS[i] * s), id=f"risk-{h}",
                            title=tr("{hex}: {percent}% chance of an eagle attack next eagles phase", hex=h,
                                     percent=round(100 * p))))
    out.extend(legend_shapes(lay, tr("eagle risk:"), [(colour, text) for _, colour, text in RISK_BINS]))
    return out


def legend_shapes(lay: Layout, title: str, entries: Iterable[tuple[str, str]]) -> list[Shape]:
    """A legend in the overlay part of the key under the board: a title, then a colour
    swatch and a word for each entry."""
    s, P = lay.s, PALETTE
    r = lay.overlay_key
    f = lay.font(MIN_TEXT)
    y = r.y + r.h / 2
    entries = list(entries)
    # a longer title (another language) closes the gaps rather than run out of the picture; the
    # entries are then measured letter by letter, since their gaps are small
    width = {t: text_width(t, f) for _, t in entries}
    over = (0.35 * s + text_width(title, f, True) + sum(0.55 * s + width[t] for _, t in entries)
            + 0.3 * s * (len(entries) - 1) - r.w)
    if over > 0:
        width = {t: drawn_width(t, f) for _, t in entries}
        over = (0.35 * s + text_width(title, f, True) + sum(0.55 * s + width[t] for _, t in entries)
                + 0.3 * s * (len(entries) - 1) - r.w)
    k = max(len(entries), 1)
    gap = 0.3 * s if over <= 0 else max(0.1 * s, (0.25 * s + (k - 1) * 0.3 * s - over) / k)
    out: list[Shape] = [Poly(r.points(), fill=P["background"])]
    out.append(Text(r.x + 0.1 * s, y, title, f, P["ink"], anchor="start", bold=True))
    x = r.x + 0.1 * s + text_width(title, f, True) + min(gap, 0.25 * s)
    for colour, text in entries:
        out.append(Poly(Rect(x, y - 0.21 * s, 0.42 * s, 0.42 * s).points(), fill=colour, stroke=P["hex_edge"],
                        width=0.04 * s))
        x += 0.55 * s
        out.append(Text(x, y, text, f, P["muted"], anchor="start"))
        x += width[text] + gap
    return out


def zone_choice_shapes(lay: Layout, zones: Sequence[tuple[str, str]]) -> list[Shape]:
    """Candidate eagle zones, each outlined in its own colour (:data:`CHOICE_COLOURS`) with
    its letter in a disc of that colour, so that two choices never look alike."""
    s = lay.s
    out: list[Shape] = []
    for i, (eagle, zone) in enumerate(zones):
        colour = CHOICE_COLOURS[i % len(CHOICE_COLOURS)]
        for h in lay.board.zone(eagle, zone):
            out.extend(ring(lay, h, colour, 0.16 * s, shrink=0.8, ident=f"zone-{eagle}-{zone}-{h}"))
        x, y = lay.zone_anchor(eagle, zone)
        out.append(Circle(x, y, 0.36 * s, fill=colour, stroke=EAGLE_COLOURS[eagle], width=0.08 * s))
        out.append(Text(x, y, zone, lay.font(14), text_colour_on(colour), bold=True))
    return out


def highlight_scene(lay: Layout, *, targets: Mapping[str, str] | None = None, selectable: Iterable[str] = (),
                    selected: str | None = None, marked: str | None = None,
                    risk: Mapping[str, float] | None = None,
                    zones: Sequence[tuple[str, str]] = ()) -> list[Shape]:
    """The interaction layer.

    ``targets`` maps each legal destination (a hex, ``"start"``, ``"cliff"``, ``"chow"``) to
    its label (cost, dive VP); ``selectable`` outlines what can be clicked to pick a piece;
    ``selected`` rings the picked piece's place; ``marked`` crosses out a hex just
    explained as illegal; ``risk`` draws the graded eagle-risk overlay (a chance from 0 to
    1 per hex) with its legend; ``zones`` lists candidate eagle zones ``(eagle, letter)``,
    each drawn in its own colour (their hexes are then not ringed again as targets).
    """
    s, P = lay.s, PALETTE
    out: list[Shape] = []
    if risk:
        out.extend(layered(risk_shapes(lay, risk)))
    zone_hexes = {h for e, z in zones for h in lay.board.zone(e, z)}
    out.extend(layered(zone_choice_shapes(lay, zones)))
    picks: list[Shape] = []
    for t in selectable:
        picks.extend(ring(lay, t, P["selectable"], 0.1 * s, shrink=0.91, dash=(0.2 * s, 0.1 * s), halo=False,
                          ident=f"pick-{t}"))
    out.extend(layered(picks))
    edges: list[Shape] = []
    lit: list[Shape] = []
    labels: list[Shape] = []
    for t, label in (targets or {}).items():
        if t in zone_hexes:
            continue
        title = f"{t}: {label}" if label else t
        # a bright ring over a wider dark one: visible on every terrain and over the risk rims
        edges.extend(ring(lay, t, P["highlight_edge"], 0.15 * s, shrink=0.91, halo=False, ident=f"hl-{t}",
                          title=title))
        lit.append(Poly(_ring_points(lay, t, 0.91), stroke=P["highlight"], width=0.08 * s))
        if label:
            labels.extend(_label(lay, t, label))
    out.extend(edges)
    out.extend(lit)  # after the dark edges, never sorted under them
    out.extend(layered(labels))
    if selected is not None:
        out.extend(ring(lay, selected, P["selected"], 0.16 * s, shrink=1.0, ident="selected"))
    if marked is not None and marked in lay.board:
        x, y = lay.center(marked)
        d = 0.4 * s
        out.append(Poly(lay.corners(marked, 0.95), stroke=P["marked"], width=0.1 * s, id=f"marked-{marked}"))
        out.append(Line(((x - d, y - d), (x + d, y + d)), P["marked"], 0.1 * s))
        out.append(Line(((x - d, y + d), (x + d, y - d)), P["marked"], 0.1 * s))
    return out


def hover_scene(lay: Layout, target: str | None, text: str = "") -> list[Shape]:
    """The hover layer: a thin ring around what the mouse is over and, when ``text`` is
    given, a tooltip box beside it (one line per ``" · "``-separated part, the first in
    bold), kept inside the picture. An empty list when ``target`` is ``None``."""
    if target is None:
        return []
    s, P = lay.s, PALETTE
    out = ring(lay, target, P["hover"], 0.07 * s, shrink=0.97, halo=False)
    if not text:
        return out
    f = lay.font(12)
    lines: list[str] = []
    for part in (p.strip() for p in text.split(" · ")):
        lines.extend(wrap(part, 24 * f, f, bold=False))
    line_h = 1.3 * f
    w = max(text_width(t, f, i == 0) for i, t in enumerate(lines)) + 1.2 * f
    h = line_h * len(lines) + 0.6 * f
    if target in lay.board:
        cx, cy = lay.center(target)
        right, left, top = cx + 1.05 * s, cx - 1.05 * s - w, cy - 0.8 * s
    else:
        rect = lay.area(target) or Rect(0, 0, 0, 0)
        right, left, top = rect.x + rect.w + 0.2 * s, rect.x - 0.2 * s - w, rect.y
    x = right if right + w <= lay.width - 2 else max(2.0, left)
    y = min(max(2.0, top), lay.height - h - 2)
    out.append(Poly(Rect(x + 0.1 * s, y + 0.1 * s, w, h).points(), fill="#000000", alpha=0.15))
    out.append(Poly(Rect(x, y, w, h).points(), fill=P["tooltip"], stroke=P["tooltip_edge"], width=0.04 * s))
    for i, t in enumerate(lines):
        out.append(Text(x + 0.6 * f, y + 0.3 * f + line_h * (i + 0.5), t, f, P["ink"], anchor="start", bold=i == 0))
    return out


__all__ = ["highlight_scene", "hover_scene", "risk_shapes", "legend_shapes", "zone_choice_shapes", "ring",
           "label_shapes", "label_height", "in_track", "wrap", "LABEL_Y"]
