"""Labyrinth as an SVG picture: the tiles, their corridors and the pieces on them.

A simple, honest drawing on the kit's hex geometry (:mod:`gamecore.hexcore`, rows across,
doubled columns down): each tile a hexagon (the central tile gold, key tiles yellow, start
tiles grey), each corridor a line from a hub to every edge it opens on (an upper corridor, a
bridge, in blue and dashed), and the pieces at their corridor's hub: characters as numbered
discs, the Golem as a dark square, keys as gold dots, items as green dots, traps as a red
cross (face up) or a question mark (face down).
"""

from __future__ import annotations

from html import escape

from gamecore.hexcore import DIRECTIONS, SQRT3, corner_offsets

from . import board as bd
from .components import Components
from .state import State

R = 40.0  # a hex's radius in pixels
_FILL = {"central": "#f3d27a", "key": "#fbeec1", "start": "#d0d0d0"}
_SEAT_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")


def _centre(cell: tuple[int, int]) -> tuple[float, float]:
    return (1.5 * R * cell[0] + 2 * R, SQRT3 / 2 * R * cell[1] + 2 * R)


def _edge_point(cell: tuple[int, int], edge: int) -> tuple[float, float]:
    x, y = _centre(cell)
    dr, dc = DIRECTIONS[edge]
    return (x + 0.75 * R * dr, y + SQRT3 / 4 * R * dc)


def corridor_hubs(comps: Components, s: State) -> dict[str, tuple[float, float]]:
    """Where each corridor's lines meet: halfway between the tile's centre and its openings."""
    out = {}
    for corridor, edges in bd.openings(comps, s.tiles).items():
        cell = bd.cell_of(corridor)
        x, y = _centre(cell)
        points = [_edge_point(cell, e) for e in sorted(edges)] or [(x, y)]
        mx, my = sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
        out[corridor] = ((x + mx) / 2, (y + my) / 2) if len(points) > 1 else ((2 * x + mx) / 3, (2 * y + my) / 3)
    return out


def game_svg(comps: Components, s: State, title: str = "") -> str:
    """The position as an SVG document."""
    cells = [bd.cell_of(c) for c in s.tiles]
    width = max(_centre(c)[0] for c in cells) + 2 * R
    height = max(_centre(c)[1] for c in cells) + 2 * R
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" width="{width:.0f}" '
             f'height="{height:.0f}" font-family="sans-serif">', f"<title>{escape(title)}</title>",
             '<g class="board">']
    kinds = {t.id: t.kind for t in comps.tiles.values()}
    for name, (tile, _rot) in sorted(s.tiles.items()):
        x, y = _centre(bd.cell_of(name))
        corners = " ".join(f"{x + dx:.1f},{y + dy:.1f}" for dx, dy in corner_offsets(R * 0.98))
        fill = _FILL.get("start" if tile == bd.START_TILE else kinds.get(tile, ""), "#efe6d2")
        parts.append(f'<polygon points="{corners}" fill="{fill}" stroke="#8a7a5a"><title>{name}</title></polygon>')
    hubs = corridor_hubs(comps, s)
    for corridor, edges in sorted(bd.openings(comps, s.tiles).items()):
        cell, (hx, hy) = bd.cell_of(corridor), hubs[corridor]
        upper = bd.level(comps, s.tiles, corridor) != "ground"
        style = 'stroke="#2b6cb0" stroke-dasharray="6 3"' if upper else 'stroke="#5a4a2a"'
        for e in sorted(edges):
            ex, ey = _edge_point(cell, e)
            parts.append(f'<line x1="{hx:.1f}" y1="{hy:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" {style} stroke-width="5" '
                         'stroke-linecap="round"/>')
    parts.append('</g><g class="pieces">')
    for corridor, (trap, up) in sorted(s.traps.items()):
        x, y = hubs[corridor]
        mark, name = ("✕", escape(trap)) if up else ("?", "?")  # a face-down trap is not named
        parts.append(f'<text x="{x - 12:.1f}" y="{y + 5:.1f}" fill="#c0392b" font-size="14"><title>{name}</title>{mark}</text>')
    for corridor in sorted(s.keys):
        x, y = hubs[corridor]
        parts.append(f'<circle cx="{x + 10:.1f}" cy="{y - 10:.1f}" r="5" fill="#d4a017" stroke="#000">'
                     '<title>key</title></circle>')
    for corridor, items in sorted(s.items.items()):
        x, y = hubs[corridor]
        for i, item in enumerate(items):
            parts.append(f'<circle cx="{x - 10 + 7 * i:.1f}" cy="{y + 12:.1f}" r="4" fill="#2e8b57">'
                         f'<title>{escape(item)}</title></circle>')
    gx, gy = hubs[s.golem]
    parts.append(f'<rect x="{gx - 8:.1f}" y="{gy - 8:.1f}" width="16" height="16" fill="#333"><title>Golem</title></rect>')
    for p, seat in enumerate(s.seats):
        x, y = hubs[seat.at]
        x += 6 * (p % 3) - 6
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="10" fill="{_SEAT_COLOURS[p]}" stroke="#fff" stroke-width="2">'
                     f'<title>{s.name(p)} {escape(seat.character)}</title></circle>'
                     f'<text x="{x:.1f}" y="{y + 4:.1f}" fill="#fff" font-size="11" text-anchor="middle">{p + 1}</text>')
    parts.append("</g></svg>")
    return "".join(parts)


__all__ = ["game_svg", "corridor_hubs", "R"]
