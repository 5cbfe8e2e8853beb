"""What the mouse points at on the Labyrinth board, in words (:func:`hover_text`), and the tooltip
drawn beside it (:func:`hover_shapes`: a ring round the place and a box of lines), the Labyrinth
counterpart of :mod:`widgets.hover` for Leaping Lemmings. Pure functions: no widget is needed."""

from __future__ import annotations

from gamecore.i18n import tr, trn
from gamecore.shapes import Circle, Poly, Rect, Shape, Text, drawn_width
from labyrinth import board as bd
from labyrinth.components import display_name
from labyrinth.game import Game
from labyrinth.layout import LabyrinthLayout

#: The tooltip's colours: a pale box with dark ink, and the ring round the place pointed at.
TOOLTIP, TOOLTIP_EDGE, INK, RING = "#fffbe6", "#8a7f66", "#1b1b1b", "#1f6fb2"
#: A tooltip line holds about this many ems before it wraps.
LINE_EMS = 24
#: The tooltip's text size in CSS pixels (the board's least text is 10).
TEXT_CSS = 12


def key_tile_owner(game: Game, cell: str) -> int | None:
    """The seat whose start tile a key tile lies beside (its key is not that character's to take), or ``None``."""
    s = game.state
    key_cells = [bd.cell_id(c) for c in bd.KEY_CELLS]
    if cell not in key_cells:
        return None
    start = bd.cell_id(bd.START_CELLS[key_cells.index(cell)])
    return next((p for p, seat in enumerate(s.seats) if seat.start[:4] == start), None)


def _tile_words(game: Game, cell: str, viewer: int | None = None) -> str:
    s = game.state
    tile, _turns = s.tiles[cell]
    if tile == bd.START_TILE:
        owners = [s.name(p) for p, seat in enumerate(s.seats) if seat.start[:4] == cell]
        return tr("start tile of {player}", player=owners[0]) if owners else tr("start tile")
    kind = game.components.tiles[tile].kind
    if kind == "key":
        owner = key_tile_owner(game, cell)
        if owner is None:
            return tr("a key tile beside nobody's start tile: its key is for any character")
        if owner == viewer:
            return tr("your own key tile: its key is not yours to take (you need a rival's key)")
        return tr("the key tile of {player}: its key is for the other characters", player=s.name(owner))
    return {"central": tr("the central tile: stand here alone with a key to win")}.get(kind, tr("a labyrinth tile"))


def _key_words(game: Game, owners: list[int], viewer: int | None) -> list[str]:
    """The keys in a corridor: each remembers the one character who may not take it (a dropped key: nobody)."""
    s, parts = game.state, []
    free = sum(1 for o in owners if o < 0 or o >= s.players)
    if free:
        parts.append(trn("{n} key any character may take", "{n} keys any character may take", free, n=free))
    for owner in sorted({o for o in owners if 0 <= o < s.players}):
        parts.append(tr("your own key: not yours to take, you need a rival's key") if owner == viewer
                     else tr("{player}'s own key: the other characters may take it", player=s.name(owner)))
    return parts


def _token_name(game: Game, token: str) -> str:
    for character in game.components.characters.values():
        for t in character.tokens:
            if t.id == token:
                return display_name(t.name)
    return token


def corridor_words(game: Game, corridor: str, viewer: int | None = None) -> list[str]:
    """What lies in ``corridor``, one part each: its tile, corridor or bridge, the characters, the Golem,
    the trap (face down: unknown), keys (whose they are not: ``viewer`` is "you"), items and ability tokens."""
    s, comps = game.state, game.components
    bridge = bd.level(comps, s.tiles, corridor) == "bridge"
    parts = [corridor, _tile_words(game, corridor[:4], viewer),
             tr("a bridge over the corridor below") if bridge else tr("a corridor")]
    here = [s.name(p) + " (" + display_name(comps.characters[seat.character].name) + ")"
            for p, seat in enumerate(s.seats) if seat.at == corridor]
    if here:
        parts.append(tr("characters: {names}", names=", ".join(here)))
    if s.golem == corridor:
        parts.append(tr("the Golem is here"))
    if corridor in s.traps:
        trap, up = s.traps[corridor]
        parts.append(tr("trap: {name}", name=display_name(comps.traps[trap].name)) if up and trap in comps.traps
                     else tr("a face-down trap: revealed when a character explores here"))
    parts += _key_words(game, list(s.keys.get(corridor, ())), viewer)
    items = [display_name(comps.items[i].name) if i in comps.items else i for i in s.items.get(corridor, ())]
    if items:
        parts.append(tr("items: {names}", names=", ".join(items)))
    tokens = [_token_name(game, t[0]) for t in s.tokens.get(corridor, ())]
    if tokens:
        parts.append(tr("ability tokens: {names}", names=", ".join(tokens)))
    return parts


def hover_text(game: Game, target: str | None, viewer: int | None = None) -> str:
    """One line (parts joined by ``" · "``) about what is under the mouse: a corridor (``"0408a"``) and
    what lies in it, an empty cell (``"0408"``) and whether a tile may go there; ``""`` off the board.
    ``viewer`` is the seat spoken to as "you" (its own key tile's key is not its to take)."""
    if target is None:
        return ""
    s = game.state
    if len(target) > 4 and target[:4] in s.tiles:
        return " · ".join(corridor_words(game, target, viewer))
    if target in s.tiles:
        return " · ".join((target, _tile_words(game, target, viewer)))
    if target in bd.normal_cells(s.players):
        return " · ".join((target, tr("an empty cell: a labyrinth tile can be built here when it touches another "
                                      "tile and leaves a way to the centre and to every key")))
    return " · ".join((target, tr("not in play in this game")))


def _wrap(part: str, width: float, size: float) -> list[str]:
    lines: list[str] = []
    for word in part.split():
        if lines and drawn_width(lines[-1] + " " + word, size) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def hover_shapes(lay: LabyrinthLayout, target: str | None, text: str,
                 hubs: dict[str, tuple[float, float]]) -> list[Shape]:
    """A ring round ``target`` (a corridor's hub, from ``hubs``, or a cell) and, when ``text`` is given,
    a tooltip box beside it, one line per ``" · "`` part (the first in bold), kept inside the picture."""
    if target is None or target[:4] not in lay.cells:
        return []
    sz = lay.s
    if target in hubs:
        x, y = hubs[target]
        out: list[Shape] = [Circle(x, y, 0.42 * sz, stroke=RING, width=0.06 * sz)]
    else:
        x, y = lay.centre(target)
        out = [Poly(lay.corners(target, 0.95), stroke=RING, width=0.06 * sz)]
    if not text:
        return out
    f = lay.font(TEXT_CSS)
    lines = [line for part in text.split(" · ") for line in _wrap(part.strip(), LINE_EMS * f, f)]
    line_h = 1.3 * f
    w = max(drawn_width(t, f) * (1.1 if i == 0 else 1.0) for i, t in enumerate(lines)) + 1.2 * f
    h = line_h * len(lines) + 0.6 * f
    right, left = x + 0.9 * sz, x - 0.9 * sz - w
    if right + w <= lay.width - 2 or left >= 2:
        bx = right if right + w <= lay.width - 2 else left
        by = min(max(2.0, y - 0.8 * sz), lay.height - h - 2)
    else:  # no room beside the place: under it (over it near the bottom), never on it
        bx = min(max(2.0, x - w / 2), lay.width - w - 2)
        by = y + 0.95 * sz if y + 0.95 * sz + h <= lay.height - 2 else max(2.0, y - 0.95 * sz - h)
    out.append(Poly(Rect(bx + 0.08 * sz, by + 0.08 * sz, w, h).points(), fill="#000000", alpha=0.15))
    out.append(Poly(Rect(bx, by, w, h).points(), fill=TOOLTIP, stroke=TOOLTIP_EDGE, width=0.04 * sz))
    for i, t in enumerate(lines):
        out.append(Text(bx + 0.6 * f, by + 0.3 * f + line_h * (i + 0.5), t, f, INK, anchor="start", bold=i == 0))
    return out


__all__ = ["hover_text", "hover_shapes", "corridor_words", "key_tile_owner"]
