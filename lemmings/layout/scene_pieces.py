"""Everything that changes during a game: zones of control, pellets, eagles, stacks, the
start area, and the panels' contents (card and dice, VP track, dive and chow boxes, clans).

Counts in the panels are drawn as clan-coloured discs with the number inside rather than
as words, so that they stay legible at :data:`MIN_TEXT` CSS pixels; hovering a panel says
the same in words.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from gamecore.i18n import trc, trn
from gamecore.shapes import PALETTE, Circle, Poly, Shape, Text, drawn_width, layered, text_colour_on, text_width

from ..cards import card_name
from .geometry import VP_TRACK_MAX, Layout, Rect
from .scene_board import PELLET_AT, PELLET_R, PELLET_UNDER_STACK_AT, zone_letter_shapes
from .style import EAGLE_COLOURS, MIN_TEXT

#: Room kept free between a text and the card box's right border, in hex sizes.
DECK_MARGIN = 0.12

if TYPE_CHECKING:
    from ..game import Game

#: The clan card every clan holds until it flips it (its name is the card's id).
IT_IS_A_5 = "It's a 5"
#: Covered lemmings drawn as thin bars under the top one; more than this show in the count badge only.
MAX_COVERED_BARS = 3


#: A stack's bars, as fractions of the hex radius: the lowest bar's foot, a covered lemming's bar,
#: the gap between bars, the top lemming's bar and every bar's width (room for "R10" in bold); and
#: the count badge's centre (x, y) and radius. Even with every covered bar drawn the stack stays
#: between the hex id and the brush tufts, and the badge sits in the right-hand pocket of its own
#: hex with a gap between it and the counter (at 0.67 it touched the counter's edge), clear of the
#: pellet on the left and of the next hexes' ids and tufts (it stays at that height whatever the
#: stack's: raised with a tall stack it met the upper hex's tufts).
STACK_FOOT, THIN, GAP, THICK, BAR_W = 0.34, 0.07, 0.02, 0.44, 0.96
BADGE_X, BADGE_Y, BADGE_R = 0.76, 0.12, 0.18


def stack_shapes(lay: Layout, h: str, stack: Iterable[str], colours: Mapping[str, str],
                 *, covered_alpha: float = 0.95) -> list[Shape]:
    """A stack drawn as a layer cake, bottom lemming lowest: thin bars for covered lemmings
    (the top few), a taller outlined bar with the id for the active (top) one, and a count
    badge beside it when more than one lemming stands there."""
    ids = list(stack)
    if not ids:
        return []
    s = lay.s
    x, y = lay.center(h)
    out: list[Shape] = []
    bar_w, thin, thick, gap = BAR_W * s, THIN * s, THICK * s, GAP * s
    left = x - bar_w / 2
    bottom = y + STACK_FOOT * s  # above the brush tufts and the label band at the bottom of the hex
    for lem in ids[:-1][-MAX_COVERED_BARS:]:
        top = bottom - thin
        out.append(Poly(Rect(left, top, bar_w, thin).points(), fill=colours[lem], stroke="#ffffff", width=0.03 * s,
                        alpha=covered_alpha))
        bottom = top - gap
    lem = ids[-1]
    top = bottom - thick
    colour = colours[lem]
    out.append(Poly(Rect(left, top, bar_w, thick).points(), fill=colour, stroke=PALETTE["badge"], width=0.07 * s))
    out.append(Text(left + bar_w / 2, top + thick / 2, lem, lay.font(MIN_TEXT + 1), text_colour_on(colour), bold=True))
    if len(ids) > 1:
        bx, by = x + BADGE_X * s, y + BADGE_Y * s  # at a lone counter's middle however tall: the next hex's tufts are above
        out.append(Circle(bx, by, BADGE_R * s, fill=PALETTE["badge"], stroke="#ffffff", width=0.04 * s))
        out.append(Text(bx, by, str(len(ids)), lay.font(MIN_TEXT), "#ffffff", bold=True))
    return out


def eagle_spot(lay: Layout, eagle: str, zone: str, occupied: Iterable[str] = ()) -> str:
    """The hex of its zone an eagle token stands on: a free one (not in ``occupied``) when there is one,
    nearest the zone's middle, a hex without a pellet hex's ring first (the token would hide it)."""
    board = lay.board
    hexes = board.zone(eagle, zone)
    busy = set(occupied)
    ax, ay = lay.zone_anchor(eagle, zone)
    free = [h for h in hexes if h not in busy] or list(hexes)
    return min(free, key=lambda h: (board.is_pellet_hex(h), (lay.center(h)[0] - ax) ** 2 + (lay.center(h)[1] - ay) ** 2))


def eagle_shapes(lay: Layout, eagle: str, zone: str, hunting: bool, occupied: Iterable[str] = ()) -> list[Shape]:
    """An eagle token on a free hex of its zone when there is one: a solid disc with spread
    white wings while hunting, a white disc with a dashed ring and folded wings while
    feasting (the key under the board says which is which)."""
    s = lay.s
    x, y = lay.center(eagle_spot(lay, eagle, zone, occupied))  # between the hex id and the brush tufts
    colour = EAGLE_COLOURS[eagle]
    r = 0.42 * s
    out: list[Shape] = []
    if hunting:
        out.append(Circle(x, y, r, fill=colour, stroke="#1b1b1b", width=0.06 * s))
        wing = ((x - 0.36 * s, y - 0.1 * s), (x, y + 0.1 * s), (x + 0.36 * s, y - 0.1 * s), (x, y + 0.24 * s))
        out.append(Poly(wing, fill="#ffffff"))
    else:
        out.append(Circle(x, y, r, fill="#ffffff", stroke=colour, width=0.1 * s, dash=(0.14 * s, 0.08 * s)))
        wing = ((x - 0.18 * s, y + 0.2 * s), (x, y - 0.02 * s), (x + 0.18 * s, y + 0.2 * s), (x, y + 0.1 * s))
        out.append(Poly(wing, fill=colour))
    return out


#: The colour of a face-down movement card.
CARD_BACK = "#5b6d8a"


def lemming_colours(game: Game) -> dict[str, str]:
    """Each lemming id's clan colour."""
    st = game.state
    return {lem: game.clans[st.owner(lem)].colour for lem in st.cfg.all_lemmings}


def pieces_scene(lay: Layout, game: Game) -> list[Shape]:
    """Everything that changes during a game: zones of control, pellets, eagles, stacks,
    the current card and dice, the VP track, dive and chow boxes and the clans' cards."""
    s, P = lay.s, PALETTE
    st = game.state
    board = lay.board
    colours = lemming_colours(game)
    out: list[Shape] = []
    # Zones of control, tinted lightly (pieces keep their colours).
    for eagle, (zone, hunting) in st.eagles.items():
        tint = EAGLE_COLOURS[eagle]
        for h in board.zone(eagle, zone):
            out.append(Poly(lay.corners(h, 0.92), fill=tint, alpha=0.14 if hunting else 0.08))
    # Eagles (under the pellets and stacks, on a free hex of their zone when there is one, a pellet hex's ring left
    # free), and the zone letters where neither they nor the stacks and pellets go.
    occupied = set(st.stacks) | set(st.board_pellets)
    tokens = [eagle_spot(lay, eagle, zone, occupied) for eagle, (zone, _) in st.eagles.items()]
    out.extend(zone_letter_shapes(lay, {h: len(stack) for h, stack in st.stacks.items() if stack and h in board},
                                  st.board_pellets, tokens))
    for eagle, (zone, hunting) in st.eagles.items():
        out.extend(eagle_shapes(lay, eagle, zone, hunting, occupied))
    # Face-down pellets: in the middle of the hex (on its pellet-hex ring), beside a stack standing on it.
    for h in sorted(st.board_pellets):
        (x, y), (dx, dy) = lay.center(h), PELLET_UNDER_STACK_AT if st.stacks.get(h) else PELLET_AT
        out.append(Circle(x + dx * s, y + dy * s, PELLET_R * s, fill=P["pellet"], stroke=P["pellet_mark"], width=0.04 * s))
    # Stacks (drawn type by type: no two stacks overlap).
    stacks: list[Shape] = []
    for h in board.hexes:
        stack = st.stacks.get(h)
        if stack:
            stacks.extend(stack_shapes(lay, h, stack, colours))
    out.extend(layered(stacks))
    out.extend(layered(_start_area(lay, game)))
    out.extend(layered(_panel_contents(lay, game)))
    return out


def _start_area(lay: Layout, game: Game) -> list[Shape]:
    """One band per clan in the start area: its name and count, and a dot per waiting lemming."""
    s = lay.s
    st = game.state
    out: list[Shape] = []
    sx, sy, sw = lay.start.x, lay.start.y, lay.start.w
    n = game.players
    band = (lay.start.h - 0.75 * s) / max(n, 1)
    for p in range(n):
        clan = game.clans[p]
        waiting = st.starting(p)
        if not waiting:
            continue
        y = sy + 0.75 * s + band * p + min(band * 0.35, 0.3 * s)
        out.append(Text(sx + 0.15 * s, y, f"{clan.name} {len(waiting)}", lay.font(MIN_TEXT), PALETTE["ink"],
                        anchor="start", bold=True))
        dots_y = y + min(band * 0.45, 0.45 * s)
        for i in range(len(waiting)):
            cx = sx + 0.25 * s + (i % 10) * (sw - 0.5 * s) / 9
            out.append(Circle(cx, dots_y, 0.12 * s, fill=clan.colour, stroke="#ffffff", width=0.02 * s))
    return out


def _disc_count(lay: Layout, x: float, y: float, colour: str, count: int) -> list[Shape]:
    r = 0.27 * lay.s
    return [Circle(x, y, r, fill=colour, stroke="#ffffff", width=0.03 * lay.s),
            Text(x, y, str(count), lay.font(MIN_TEXT), text_colour_on(colour), bold=True)]


def _counts(lay: Layout, rect: Rect, game: Game, counts: list[int]) -> list[Shape]:
    """Clan-coloured discs with the count inside, two to a row, under the box's title."""
    s = lay.s
    out: list[Shape] = []
    shown = [(p, c) for p, c in enumerate(counts) if c]
    per_row = max(1, int((rect.w - 0.1 * s) // (0.62 * s)))
    for i, (p, c) in enumerate(shown):
        col, row = i % per_row, i // per_row
        x = rect.x + rect.w / 2 + (col - (min(len(shown), per_row) - 1) / 2) * 0.62 * s
        y = rect.y + 0.95 * s + row * 0.62 * s
        out.extend(_disc_count(lay, x, y, game.clans[p].colour, c))
    return out


def _deck_count(lay: Layout, text: str) -> list[Text]:
    """The deck's count right of the card (``"deck 30"``): on one line when it fits inside the card
    box, otherwise on two (``"mazzo"`` over ``"30"``), so that it never touches the box's border."""
    s, r, f = lay.s, lay.card, lay.font(MIN_TEXT)
    x = r.x + 1.45 * s
    room = r.x + r.w - DECK_MARGIN * s - x
    head, _, count = text.rpartition(" ")
    if drawn_width(text, f) <= room or not head:
        return [Text(x, r.y + 1.0 * s, text, f, PALETTE["muted"], anchor="start")]
    return [Text(x, r.y + 0.78 * s, head, f, PALETTE["muted"], anchor="start"),
            Text(x, r.y + 1.16 * s, count, f, PALETTE["muted"], anchor="start")]


def _panel_contents(lay: Layout, game: Game) -> list[Shape]:
    s, P = lay.s, PALETTE
    st = game.state
    f = lay.font(MIN_TEXT)
    out: list[Shape] = []
    # Current card (large), the deck and the eagle dice (a square in each eagle's colour).
    r = lay.card
    # before this turn's roll the dice on the table are last turn's: show none
    before_roll = game.pending is not None and game.pending.kind == "roll"
    if not st.over and not st.order:
        # the eagles phase: this turn's card is drawn only after it, and the card still on the table
        # is last turn's, so a face-down card stands in its place
        out.extend(_face_down_card(lay, r.x + 0.25 * s, r.y + 0.65 * s))
    else:
        card = trc("panel", "END") if st.over else ("—" if st.card is None else str(st.card))
        out.append(Text(r.x + 0.75 * s, r.y + 1.35 * s, card, lay.font(24 if len(card) < 3 else 13), P["ink"],
                        bold=True))
    out.extend(_deck_count(lay, trc("panel", "deck {n}", n=len(st.deck))))
    for i, (eagle, v) in enumerate(({} if before_roll else st.dice or {}).items()):
        bx = r.x + 1.45 * s + i * 0.7 * s
        by = r.y + 1.65 * s
        out.append(Poly(Rect(bx, by - 0.27 * s, 0.54 * s, 0.54 * s).points(), fill=EAGLE_COLOURS[eagle],
                        stroke="#ffffff", width=0.03 * s))
        out.append(Text(bx + 0.27 * s, by, trc("die", "H") if v == 0 else str(v), f, "#ffffff", bold=True))
    # VP track: a small marker per clan in the box of its score.
    scores = game.score() if not st.over else {sc.clan: sc.total for sc in game.final_scores()}
    by_box: dict[int, list[str]] = {}
    for clan in game.clans:
        by_box.setdefault(min(max(scores.get(clan.name, 0), 0), VP_TRACK_MAX), []).append(clan.colour)
    for box, cols in by_box.items():
        rect = lay.vp_boxes[box]
        for i, colour in enumerate(cols):
            cx = rect.x + rect.w * (0.25 + 0.5 * (i % 2))
            cy = rect.y + 0.62 * s + (i // 2) * 0.18 * s
            out.append(Circle(cx, cy, min(0.1 * s, rect.w * 0.22), fill=colour, stroke="#ffffff", width=0.02 * s))
    # Dive boxes and the chow box: how many lemmings of each clan.
    n = game.players
    for v, rect in lay.dive_boxes.items():
        out.extend(_counts(lay, rect, game, [sum(1 for lem in st.cfg.lemmings_of[p] if st.dives.get(lem) == v)
                                             for p in range(n)]))
    out.extend(_counts(lay, lay.chow, game, [sum(1 for lem in st.cfg.lemmings_of[p] if st.loc[lem] == "chow")
                                             for p in range(n)]))
    out.extend(_clan_rows(lay, game, scores))
    return out


def _face_down_card(lay: Layout, x: float, y: float) -> list[Shape]:
    """The back of a movement card (a card not revealed yet), its top left corner at ``(x, y)``."""
    s = lay.s
    w, h = 1.0 * s, 1.4 * s
    inner = Rect(x + 0.1 * s, y + 0.1 * s, w - 0.2 * s, h - 0.2 * s)
    tip = trc("panel", "This turn's movement card, face down: it is turned up when the eagles phase is over")
    return [Poly(Rect(x, y, w, h).points(), fill=CARD_BACK, stroke=PALETTE["ink"], width=0.03 * s, title=tip),
            Poly(inner.points(), stroke="#ffffff", width=0.03 * s),
            Text(x + w / 2, y + h / 2, "?", lay.font(24), "#ffffff", bold=True)]


def _clan_rows(lay: Layout, game: Game, scores: Mapping[str, int]) -> list[Shape]:
    """One line per clan: VP, cards left, pellets held, and a star for the Eagle Player
    (in two columns when six clans play). The clan that decides now is in bold, its colour
    square ringed."""
    s, P = lay.s, PALETTE
    st = game.state
    n = game.players
    rect = lay.clans
    columns = 1 if n <= 4 else 2
    rows = -(-n // columns)
    row_h = (rect.h - 0.2 * s) / rows
    col_w = rect.w / columns
    f = lay.font(MIN_TEXT)
    out: list[Shape] = []
    deciding = game.pending.player if game.pending is not None else None
    for p in range(n):
        clan = game.clans[p]
        col, row = divmod(p, rows)
        y = rect.y + 0.1 * s + row_h * (row + 0.5)
        x = rect.x + 0.15 * s + col * col_w
        to_decide = p == deciding
        out.append(Poly(Rect(x, y - 0.17 * s, 0.34 * s, 0.34 * s).points(), fill=clan.colour,
                        stroke=P["ink"] if to_decide else None, width=0.06 * s if to_decide else 1.0))
        held = len(st.hands[p])
        five = "" if st.clan_card_used[p] else f" + {card_name(IT_IS_A_5)}"
        pellets = sum(st.held[p].values())
        eagle = " ★" if p == game.eagle_player and not st.over else ""
        vp = trc("panel", "{clan} {vp} VP", clan=clan.name, vp=scores.get(clan.name, 0))
        cards = trn("{n} card", "{n} cards", held, n=held)
        held_pellets = trn("{n} pellet", "{n} pellets", pellets, n=pellets)
        text = f"{vp} · {cards}{five} · {held_pellets}{eagle}"
        for shorter in (f"{vp} · {cards}{five}{eagle}", f"{vp} · {cards}{eagle}"):
            if text_width(text, f) > col_w - 0.7 * s:
                text = shorter
        out.append(Text(x + 0.48 * s, y, text, f, P["ink"], anchor="start", bold=to_decide))
    return out


__all__ = ["stack_shapes", "eagle_shapes", "eagle_spot",
           "pieces_scene", "lemming_colours", "MAX_COVERED_BARS", "STACK_FOOT", "THIN", "GAP",
           "THICK", "BADGE_X", "BADGE_Y", "BADGE_R"]
