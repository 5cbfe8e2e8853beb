"""The board hides nothing a player reads (issue 29, item 4): checked on the boxes of the shapes
the renderers draw, in the order they draw them (:func:`lemmings.layout.game_layers`), never on
pixels.

No highlight, arrow, outline or label covers a counter's label, a hex id or a pellet; a pellet
lies well inside its own hex; a brush hex shows its tufts beside the counter on it; and the
eagle-risk overlay uses colours (and dots) that nothing else on the board uses.
"""

from __future__ import annotations

import math
import random

import pytest

from lemmings import ZONE_LETTERS, Game, scenarios
from lemmings.clans import CLANS
from lemmings.exercises import generate_resupply
from lemmings.layout import (
    CHOICE_COLOURS,
    CIRCLE_COLOURS,
    DEFAULT_SIZE,
    DRAW_ORDER,
    EAGLE_COLOURS,
    EATEN_COLOUR,
    MIN_TEXT,
    PALETTE,
    RISK_BINS,
    SCATTER_COLOUR,
    Circle,
    Line,
    Poly,
    Rect,
    Shape,
    Text,
    candidate_zones,
    drawn_width,
    eaten_shapes,
    flight_shapes,
    game_layers,
    get_layout,
    hex_to_rgb,
    highlight_scene,
    lemming_colours,
    path_shapes,
    scatter_shapes,
    text_width,
)
from lemmings.layout.scene_board import KNOCK_OUT_ALPHA, PELLET_R
from lemmings.layout.scene_pieces import CARD_BACK
from lemmings.layout.style import ZONE_LETTER_COLOURS
from lemmings.options import Move
from lemmings.render_svg import destination_labels, game_svg
from widgets.exercise_marks import MARK_COLOURS
from widgets.explain import option_route

LEGEND_TITLE = "eagle risk:"


# ----------------------------------------------------------------------------- boxes
def box(shape: Shape) -> Rect:
    """Where a shape puts paint: its outline's reach included, a text by its letters' widths."""
    if isinstance(shape, Text):
        w = max(text_width(shape.text, shape.size, shape.bold), drawn_width(shape.text, shape.size) * (1.08 if shape.bold else 1))
        x = shape.x - w / 2 if shape.anchor == "middle" else shape.x if shape.anchor == "start" else shape.x - w
        return Rect(x, shape.y - 0.4 * shape.size, w, 0.8 * shape.size)
    pad = shape.width / 2 if shape.stroke else 0.0
    if isinstance(shape, Circle):
        r = shape.r + pad
        return Rect(shape.x - r, shape.y - r, 2 * r, 2 * r)
    xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
    return Rect(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


# ----------------------------------------------------------------------------- positions
def _random_game(players: int, seed: int, steps: int) -> Game:
    game = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending is None:
            break
        game.apply(rng.choice(list(game.pending.options)))
    while game.pending is not None and game.pending.kind != "move":
        game.apply(rng.choice(list(game.pending.options)))
    return game


def busy_positions() -> list[tuple[str, Game]]:
    """Positions with many stacks, pellets under lemmings, eagles and decisions to light."""
    out = [(f"random {p}p seed {seed} after {steps}", _random_game(p, seed, steps))
           for p, seed, steps in ((4, 3, 140), (6, 11, 220), (5, 5, 300), (6, 2, 420))]
    out += [(f"scenario {name}", scenarios.load(name)) for name in scenarios.list()]
    out.append(("hover exercise", generate_resupply(1, 1).game))
    return out


POSITIONS = busy_positions()


def busiest_highlights(game: Game) -> list[Shape]:
    """Every highlight at once, the worst case: each movable piece's destinations with their
    labels, the risk overlay, the candidate zones, a selection and a crossed-out hex, and the
    recap's paths of several lemmings with their tags, an eagle's flight, an eating and a scatter."""
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    st = game.state
    targets: dict[str, str] = {}
    pieces = {getattr(o, "lemming", None) for o in (game.pending.options if game.pending else ())} - {None}
    for lem in sorted(pieces):
        targets.update(destination_labels(game, lem))
    on_board = sorted(h for h in st.stacks if h in game.board)
    risk = {h: (i % 10) / 9 for i, h in enumerate(game.board.hexes)}
    shapes = highlight_scene(lay, targets=targets, selectable=on_board[:3], selected=on_board[0] if on_board else None,
                             marked=on_board[-1] if on_board else None, risk=risk,
                             zones=candidate_zones(game) or [("red", "A"), ("blue", "C")])
    colours = lemming_colours(game)
    moves = [o for o in (game.pending.options if game.pending else ()) if isinstance(o, Move)]
    seen: set[str] = set()
    for option in sorted(moves, key=lambda o: (-len(option_route(game, o)), str(o))):
        if option.lemming not in seen and len(seen) < 4:
            seen.add(option.lemming)
            shapes += path_shapes(lay, option_route(game, option), colours[option.lemming], label=option.lemming)
    shapes += flight_shapes(lay, "red", ["A", "B", "C"])
    if on_board:
        top = st.stacks[on_board[0]][-1]
        shapes += eaten_shapes(lay, on_board[0], top)
        shapes += scatter_shapes(lay, top, on_board[0], on_board[-1])
    return shapes


def drawn(game: Game, highlights: list[Shape]) -> list[tuple[str, Shape]]:
    """Every shape in the order the picture draws it, with its layer's name."""
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    return [(name, s) for name, shapes in game_layers(lay, game, highlights) for s in shapes if not knock_out(s)]


def knock_out(shape: Shape) -> bool:
    """A hex id's or a zone letter's knock-out (``scene_board.knocked_out``): part of its text, reaching a tenth
    of the font size beyond the letters' box, so the checks below take it as the text it lies under."""
    return isinstance(shape, Poly) and shape.stroke is None and shape.alpha == KNOCK_OUT_ALPHA


def covered(order: list[tuple[str, Shape]], i: int) -> list[tuple[str, Shape]]:
    """The shapes drawn after the ``i``-th whose paint reaches over its box."""
    b = box(order[i][1])
    return [(name, s) for name, s in order[i + 1:] if overlap(b, box(s))]


# ----------------------------------------------------------------------------- tests
def test_the_layers_are_drawn_highlights_under_the_pieces_labels_over_them_ids_last():
    assert DRAW_ORDER == ("board", "highlights", "pieces", "labels", "ids")
    game = POSITIONS[0][1]
    order = drawn(game, busiest_highlights(game))
    names = [name for name, _ in order]
    assert names == sorted(names, key=DRAW_ORDER.index), "each layer's shapes in one run, in DRAW_ORDER"
    assert {s.text for name, s in order if name == "ids"} == set(game.board.hexes)
    labels = [s for name, s in order if name == "labels"]
    assert labels and all(isinstance(s, Text) or (isinstance(s, Poly) and s.fill and len(s.points) == 4) for s in labels), \
        "only labels and tags (words in their boxes) lie over the pieces"
    # the SVG draws the same layers, in the same order
    svg = game_svg(game, extra=busiest_highlights(game))
    groups = [g.split('"')[1] for g in svg.split("<g class=")[1:]]
    assert groups == list(DRAW_ORDER)


@pytest.mark.parametrize("name, game", POSITIONS, ids=[n for n, _ in POSITIONS])
def test_no_highlight_arrow_outline_or_label_covers_a_counters_label_a_hex_id_or_a_pellet(name, game):
    st = game.state
    order = drawn(game, busiest_highlights(game))
    tops = {stack[-1]: h for h, stack in st.stacks.items() if h in game.board}
    checked = {"counter": 0, "id": 0, "pellet": 0}
    for i, (layer, s) in enumerate(order):
        if layer == "pieces" and isinstance(s, Text) and s.text in tops:
            kind = "counter"
        elif layer == "ids":
            kind = "id"
        elif layer == "pieces" and isinstance(s, Circle) and s.fill == PALETTE["pellet"] and game.board.hexes:
            kind = "pellet"
        else:
            continue
        checked[kind] += 1
        over = covered(order, i)
        assert not over, f"{name}: the {kind} {getattr(s, 'text', '')} is covered by {over[:3]}"
    assert checked["counter"] == len(tops) and checked["id"] == len(game.board.hexes)
    assert checked["pellet"] >= len(st.board_pellets)


@pytest.mark.parametrize("name, game", POSITIONS, ids=[n for n, _ in POSITIONS])
def test_labels_and_tags_over_the_pieces_stay_readable(name, game):
    """The labels lie over the pieces, so their own words must not be covered by the ids after them."""
    order = drawn(game, busiest_highlights(game))
    for i, (layer, s) in enumerate(order):
        if layer == "labels" and isinstance(s, Text):
            over = [(n, o) for n, o in covered(order, i) if n == "ids"]
            assert not over, f"{name}: the label {s.text!r} is covered by the hex id {over[0][1].text}"


@pytest.mark.parametrize("name, game", POSITIONS, ids=[n for n, _ in POSITIONS])
def test_pellets_lie_well_inside_their_own_hex(name, game):
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    apothem = math.sqrt(3) / 2 * lay.s
    st = game.state
    pellets = [s for layer, s in drawn(game, []) if layer == "pieces" and isinstance(s, Circle) and s.fill == PALETTE["pellet"]
               and lay.board_rect.contains(s.x, s.y)]
    rings = [s for layer, s in drawn(game, [])
             if layer == "board" and isinstance(s, Circle) and s.stroke == PALETTE["pellet_hex"]]
    assert len(pellets) == len(st.board_pellets) and len(rings) == len(game.board.pellet_hexes)
    for dot in pellets + rings:
        h = lay.hex_at(dot.x, dot.y)
        assert h is not None and game.board.is_pellet_hex(h), f"{name}: a pellet mark at {dot.x, dot.y} is on no pellet hex"
        cx, cy = lay.center(h)
        # the distance from the dot's centre to the nearest edge of its hex, less its radius: at least a tenth of the hex
        to_edge = min(apothem - ((dot.x - cx) * math.cos(a) + (dot.y - cy) * math.sin(a))
                      for a in (math.pi / 6 + k * math.pi / 3 for k in range(6)))
        assert to_edge - dot.r >= 0.1 * lay.s, f"{name}: the pellet mark of {h} is {to_edge - dot.r:.1f} px from its edge"
    on_pellet = {h for h in st.board_pellets if h not in st.stacks}
    centred = {lay.hex_at(p.x, p.y) for p in pellets if math.dist((p.x, p.y), lay.center(lay.hex_at(p.x, p.y))) < 0.2 * lay.s}
    assert on_pellet <= centred, "a pellet on a hex of its own lies in the middle, on its pellet hex's ring"
    assert 2 * PELLET_R * lay.s >= 7, "a dot big enough to see"


def test_in_the_hover_exercise_each_vacant_pellet_hex_shows_its_ring_in_the_middle():
    ex = generate_resupply(1, 1)
    game = ex.game
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    order = drawn(game, highlight_scene(lay, targets={h: "" for h in ex.key}))
    rings = {lay.hex_at(s.x, s.y): i for i, (layer, s) in enumerate(order)
             if layer == "board" and isinstance(s, Circle) and s.stroke == PALETTE["pellet_hex"]}
    assert set(ex.key) <= set(rings)
    for h in ex.key:
        i = rings[h]
        assert math.dist((order[i][1].x, order[i][1].y), lay.center(h)) < 0.2 * lay.s
        assert not [o for n, o in covered(order, i) if n in ("pieces", "labels", "ids")], f"the ring of {h} is hidden"


@pytest.mark.parametrize("name, game", POSITIONS, ids=[n for n, _ in POSITIONS])
def test_a_brush_hex_shows_its_tufts_beside_the_counter_on_it(name, game):
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    order = drawn(game, [])
    pieces = [box(s) for layer, s in order if layer == "pieces" and s.alpha > 0.5]
    for h in game.board.brush:
        tufts = [box(s) for layer, s in order if layer == "board" and isinstance(s, Line)
                 and s.stroke == PALETTE["brush_mark"] and lay.hex_at(*box(s).center) == h]
        assert len(tufts) >= 3
        seen = [t for t in tufts if not any(overlap(t, p) for p in pieces)]
        assert len(seen) == len(tufts), f"{name}: a counter on brush hex {h} hides its tufts"


def test_full_stacks_on_a_pellet_and_on_brush_keep_id_pellet_tufts_and_badge_apart():
    """The fullest hexes there can be: five lemmings on a pellet, a full brush hex, both lit as destinations."""
    game = Game.from_scenario("players: 3\nred: A hunting\nblue: A hunting\ncard: 4\n"
                              "0404: R1 B1 I1 R2 B2\n0403: R3 B3\n")  # brush holds two with three clans
    game.state.board_pellets["0404"] = "1"
    lay = get_layout(game.board)
    order = drawn(game, highlight_scene(lay, targets={"0404": "5 pt", "0403": "4 pt"}, risk={"0404": 0.7, "0403": 0.2}))
    kept = 0
    for i, (layer, s) in enumerate(order):
        if (layer == "pieces" and lay.board_rect.contains(*box(s).center) and (isinstance(s, Text) or s.fill == PALETTE["pellet"])
                or layer == "ids"):
            kept += 1
            assert not covered(order, i), s
    assert kept == 2 * 2 + 1 + len(game.board.hexes) + 12, \
        "two counters' ids and badges, the pellet, every hex id, the zone letters"
    for h in ("0404", "0403"):
        stack = [box(s) for layer, s in order if layer == "pieces" and lay.hex_at(*box(s).center) == h]
        ident = next(box(s) for layer, s in order if layer == "ids" and s.text == h)
        assert not [b for b in stack if overlap(b, ident)], "even five lemmings stay under the hex id"
    pieces = [box(s) for layer, s in order if layer == "pieces"]
    tufts = [box(s) for layer, s in order if layer == "board" and isinstance(s, Line) and s.stroke == PALETTE["brush_mark"]
             and lay.hex_at(*box(s).center) == "0403"]
    assert tufts and not [t for t in tufts if any(overlap(t, p) for p in pieces)]


def _lab(colour: str) -> tuple[float, float, float]:
    def linear(u: float) -> float:
        return u / 12.92 if u <= 0.04045 else ((u + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v / 255) for v in hex_to_rgb(colour))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: str, b: str) -> float:
    """CIE76 colour difference (about 2 is just noticeable; 20 and more reads as another colour)."""
    return math.dist(_lab(a), _lab(b))


def test_the_risk_scale_uses_colours_and_dots_nothing_else_on_the_board_uses():
    risk = {c for _, c, _ in RISK_BINS}
    used: set[str] = set(EAGLE_COLOURS.values()) | set(CIRCLE_COLOURS.values()) | set(CHOICE_COLOURS)
    used |= {c.colour for c in CLANS} | {EATEN_COLOUR, SCATTER_COLOUR, CARD_BACK} | set(MARK_COLOURS.values())
    used |= {v for k, v in PALETTE.items() if k != "risk"}
    dotted = []
    for _, game in POSITIONS[:5]:
        lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
        no_risk = [s for s in busiest_highlights(game) if not (isinstance(s, Poly) and s.id.startswith("risk-"))]
        for layer, s in drawn(game, no_risk):
            if layer == "highlights" and isinstance(s, (Poly, Text)) and lay.overlay_key.contains(*box(s).center):
                continue  # the risk legend itself
            used |= {c for c in (getattr(s, "fill", None), getattr(s, "stroke", None)) if c and c.startswith("#")}
            if not isinstance(s, Text) and s.stroke and s.dash and s.dash[0] == 0:
                dotted.append(s)
    used -= risk
    closest = min((delta_e(r, u), r, u) for r in risk for u in used)
    assert closest[0] >= 20, f"the risk colour {closest[1]} is only {closest[0]:.1f} from {closest[2]}, used elsewhere"
    assert not dotted, "nothing else is dotted"
    # and the scale reads in order, pale to deep
    lightness = [_lab(c)[0] for _, c, _ in RISK_BINS]
    assert lightness == sorted(lightness, reverse=True)
    lay = get_layout(POSITIONS[0][1].board, DEFAULT_SIZE, 1.0)
    rims = [s for s in highlight_scene(lay, risk={"0603": 0.5}) if isinstance(s, Poly) and s.id == "risk-0603"]
    assert rims and rims[0].dash[0] == 0 and rims[0].stroke == RISK_BINS[2][1]
    assert LEGEND_TITLE in [t.text for t in highlight_scene(lay, risk={"0603": 0.5}) if isinstance(t, Text)]


# ----------------------------------------------------------------------------- the newcomer's play-test (issue 29, item 4)
#: The play-test's position: B1 on brush 0403 (zone letter D under it), the red eagle in zone C by 0405 (letter C
#: beside it), V1 on I1 at 0603 (the count badge touching V1), R1 at 0803 (zone letter A half under it).
PLAYTEST = ("players: 4\nred: C hunting\nblue: B hunting\ncard: 2\n0403: B1\n0603: I1 V1\n0803: R1\n0401: I2\n"
            "1005: B2\n0302: R2\n")


def _letters(order: list[tuple[str, Shape]]) -> list[int]:
    return [i for i, (_, s) in enumerate(order) if isinstance(s, Text) and s.text in ZONE_LETTERS
            and s.fill in ZONE_LETTER_COLOURS.values()]


def _solid(shape: Shape) -> bool:
    """Not a zone of control's light tint (the zone letters are meant to lie on it)."""
    return shape.alpha > 0.5


@pytest.mark.parametrize("name, game", [("play-test", Game.from_scenario(PLAYTEST)), *POSITIONS],
                         ids=["play-test", *[n for n, _ in POSITIONS]])
def test_every_zone_letter_lies_clear_of_counters_eagles_pellets_badges_and_ids(name, game):
    order = drawn(game, [])
    letters = _letters(order)
    assert sorted(order[i][1].text for i in letters) == sorted(ZONE_LETTERS * 2)
    for i in letters:
        b = box(order[i][1])
        over = [s for n, s in order[i + 1:] if n != "board" and _solid(s) and overlap(b, box(s))]
        under = [s for n, s in order[:i] if n == "pieces" and _solid(s) and overlap(b, box(s))]
        assert not over and not under, f"{name}: zone letter {order[i][1].text} meets {(over + under)[:2]}"
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    for eagle in EAGLE_COLOURS:
        for letter in ZONE_LETTERS:
            (x, y), = [(s.x, s.y) for i in letters for s in [order[i][1]] if s.text == letter
                       and s.fill == ZONE_LETTER_COLOURS[eagle]]
            assert lay.hex_at(x, y) in game.board.zone(eagle, letter), f"{name}: {eagle} {letter} is written outside its zone"


def test_the_play_test_letters_d_c_and_a_are_not_under_b1_the_eagle_or_r1():
    game = Game.from_scenario(PLAYTEST)
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    order = drawn(game, [])
    red = {order[i][1].text: order[i][1] for i in _letters(order) if order[i][1].fill == ZONE_LETTER_COLOURS["red"]}
    pieces = [box(s) for n, s in order if n == "pieces" and _solid(s) and not (isinstance(s, Text) and s in red.values())]
    for letter, hexes in (("D", "0403"), ("C", "0405"), ("A", "0803")):
        assert not [p for p in pieces if overlap(box(red[letter]), p)], f"zone letter {letter} (by {hexes}) is hidden"
        assert red[letter].size >= lay.font(MIN_TEXT)


def _bottom_hexes(game: Game) -> list[str]:
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    return [h for h in game.board.hexes if lay.neighbour_across(h, 1) is None]  # no hex below


@pytest.mark.parametrize("label", ["comer V2", "5 pt", "mangia V10", "claw S10 now"])
def test_labels_and_tags_of_the_bottom_row_stay_inside_the_track_off_the_key(label):
    """es-800-hint: "comer V2" under 0405 was wrapped over two lines and hung onto the key's "santuario"."""
    game = Game.from_scenario(PLAYTEST)
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    bottom = _bottom_hexes(game)
    assert "0405" in bottom and "0104" in bottom and len(bottom) == 15
    colours = lemming_colours(game)
    for h in bottom:
        tags = (path_shapes(lay, [lay.board.hexes[0], h], colours["B1"], label="B1") + eaten_shapes(lay, h, "V10")
                + scatter_shapes(lay, "R2", "0302", h))
        for shapes in (highlight_scene(lay, targets={h: label}), tags):
            top = [s for s in shapes if s.top]
            assert top
            for s in top:
                b = box(s)
                where = f"{h}'s {getattr(s, 'text', 'box')} ({label})"
                assert lay.board_rect.y <= b.y and b.y + b.h <= lay.board_rect.y + lay.board_rect.h, f"{where} leaves the track"
                assert not overlap(b, lay.key) and not overlap(b, lay.overlay_key), f"{where} lies on the key"


@pytest.mark.parametrize("name, game", [("play-test", Game.from_scenario(PLAYTEST)), *POSITIONS],
                         ids=["play-test", *[n for n, _ in POSITIONS]])
def test_long_labels_on_every_hex_cover_no_counter_id_pellet_or_zone_letter(name, game):
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    bottom = set(_bottom_hexes(game))
    # every other bottom hex, so that neighbouring labels do not meet each other; and every hex with a short one
    for targets in ({h: "comer V2" for i, h in enumerate(sorted(bottom)) if i % 2},
                    {h: "comer V2" for i, h in enumerate(sorted(bottom)) if not i % 2},
                    {h: "5 pt" for h in game.board.hexes}):
        order = drawn(game, highlight_scene(lay, targets=targets))
        for i, (layer, s) in enumerate(order):
            guarded = (layer == "ids" or layer == "pieces" and isinstance(s, Text) and not s.text.isdigit()  # not a badge's count
                       or layer == "pieces" and isinstance(s, Circle) and s.fill == PALETTE["pellet"])
            if guarded:
                over = [o for n, o in covered(order, i) if n == "labels"]
                assert not over, f"{name}: {getattr(s, 'text', s)} is covered by the label {over[:2]}"


@pytest.mark.parametrize("name, game", [("play-test", Game.from_scenario(PLAYTEST)), *POSITIONS],
                         ids=["play-test", *[n for n, _ in POSITIONS]])
def test_a_stacks_count_badge_stands_apart_from_its_counter_and_is_not_covered(name, game):
    """en-800-3-decision: V1's "2" touched the right edge of its counter."""
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    order = drawn(game, busiest_highlights(game))
    badges = [i for i, (n, s) in enumerate(order) if n == "pieces" and isinstance(s, Circle) and s.fill == PALETTE["badge"]]
    assert len(badges) == sum(1 for h, st in game.state.stacks.items() if h in game.board and len(st) > 1)
    for i in badges:
        badge = order[i][1]
        h = lay.hex_at(badge.x - 0.6 * lay.s, badge.y)
        counter = next(box(s) for n, s in order if n == "pieces" and isinstance(s, Poly) and s.fill
                       and s.stroke == PALETTE["badge"] and lay.hex_at(*box(s).center) == h)
        gap = box(badge).x - (counter.x + counter.w)
        assert gap >= 0.04 * lay.s, f"{name}: the badge of {h} is {gap:.1f} px from its counter"
        # (a destination label of the hex up and right may still reach over its top: labels lie over the pieces)
        over = [s for n, s in covered(order, i)
                if n != "labels" and not (isinstance(s, Text) and (s.x, s.y) == (badge.x, badge.y))]  # its own count
        assert not over, f"{name}: the badge of {h} is covered by {over[:2]}"


@pytest.mark.parametrize("name, game", [("play-test", Game.from_scenario(PLAYTEST)), *POSITIONS],
                         ids=["play-test", *[n for n, _ in POSITIONS]])
def test_a_vacant_pellet_hexs_ring_is_covered_by_nothing_but_an_eagle_with_no_other_place(name, game):
    """en-800-3-decision's "pink circle above R1" was the red zone letter A half under the counter; a vacant
    pellet hex's ring, too, is covered by no letter, counter, badge, label or id."""
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    st = game.state
    order = drawn(game, busiest_highlights(game))
    jammed = {h for e, (z, _) in st.eagles.items() for h in game.board.zone(e, z)
              if all(x in st.stacks or x in st.board_pellets or game.board.is_pellet_hex(x) for x in game.board.zone(e, z))}
    rings = [i for i, (n, s) in enumerate(order) if n == "board" and isinstance(s, Circle) and s.stroke == PALETTE["pellet_hex"]
             and lay.hex_at(s.x, s.y) not in st.stacks and lay.hex_at(s.x, s.y) not in st.board_pellets
             and lay.hex_at(s.x, s.y) not in jammed]
    assert rings
    for i in rings:
        over = [s for n, s in covered(order, i) if n in ("pieces", "labels", "ids") and _solid(s)]
        assert not over, f"{name}: the ring of {lay.hex_at(order[i][1].x, order[i][1].y)} is covered by {over[:2]}"
