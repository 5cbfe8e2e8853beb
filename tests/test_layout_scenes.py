"""The board picture's legibility rules, its overlays, the hover tooltip and the recap shapes
(:mod:`lemmings.layout.scene_*`, :mod:`lemmings.layout.paths`)."""

from __future__ import annotations

import pytest

from lemmings import Board, Game, scenarios
from lemmings.bots import GreedyBot, play_out
from lemmings.layout import (
    CHOICE_COLOURS,
    DEFAULT_SIZE,
    EATEN_COLOUR,
    MIN_TEXT,
    PALETTE,
    RISK_BINS,
    Circle,
    Line,
    Poly,
    Rect,
    Text,
    board_scene,
    candidate_zones,
    eaten_shapes,
    flight_shapes,
    get_layout,
    highlight_scene,
    hover_scene,
    path_shapes,
    pieces_scene,
    risk_bin,
    scatter_shapes,
    text_width,
    wrap,
)
from lemmings.layout.scene_board import ID_Y
from lemmings.layout.scene_pieces import CARD_BACK
from lemmings.render_svg import destination_labels

BOARD = Board.default()


def crowded_game() -> Game:
    """A mid-game position with many stacks (turn 16 of a seeded greedy game)."""
    game = Game.new(players=4, seed=7)
    bots = {p: GreedyBot(p) for p in range(4)}
    while game.turn < 16 and not game.over:
        play_out(game, bots, until="turn")
    return game


def text_box(t: Text) -> Rect:
    w = text_width(t.text, t.size, t.bold)
    x = t.x - w / 2 if t.anchor == "middle" else t.x if t.anchor == "start" else t.x - w
    return Rect(x, t.y - 0.4 * t.size, w, 0.8 * t.size)


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def bbox(points) -> Rect:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_no_board_text_under_eleven_css_pixels_at_the_default_size(scale):
    game = crowded_game()
    lay = get_layout(game.board, DEFAULT_SIZE, scale)
    d = game.pending
    mover = next((o.lemming for o in d.options if getattr(o, "lemming", None)), None)
    shapes = (board_scene(lay) + pieces_scene(lay, game)
              + highlight_scene(lay, targets=destination_labels(game, mover), risk={h: 0.5 for h in BOARD.hexes},
                                zones=[("red", "A"), ("red", "B")], selectable=["start"], marked="0101")
              + hover_scene(lay, "0603", "0603 · clear · outside both circles · holds up to 2 · empty")
              + path_shapes(lay, ["start", "0102", "0203"], "#8e44ad", "R1") + flight_shapes(lay, "red", "ABC")
              + eaten_shapes(lay, "0603", "B1") + scatter_shapes(lay, "V1", "1502", "1404"))
    small = sorted({(t.text, round(t.size / scale, 2)) for t in shapes if isinstance(t, Text)
                    and t.size < MIN_TEXT * scale - 1e-9})
    assert not small, f"text under {MIN_TEXT} CSS px: {small[:10]}"


def test_text_grows_with_the_hex_size():
    small, big = get_layout(BOARD, 20, 1), get_layout(BOARD, 40, 1)
    assert big.font(MIN_TEXT) == pytest.approx(2 * small.font(MIN_TEXT))
    assert get_layout(BOARD, DEFAULT_SIZE, 2).font(MIN_TEXT) == 2 * MIN_TEXT


def test_destination_labels_cover_neither_hex_ids_nor_pieces():
    game = crowded_game()
    lay = get_layout(game.board, DEFAULT_SIZE, 1)
    pieces = [bbox(p.points) for p in pieces_scene(lay, game) if isinstance(p, Poly) and p.fill
              and lay.board_rect.contains(*bbox(p.points).center) and p.alpha > 0.5]
    ids = [text_box(Text(x, y + ID_Y * lay.s, h, lay.font(MIN_TEXT)))
           for h in BOARD.hexes for x, y in [lay.center(h)]]
    targets = {h: "4 pt" for h in BOARD.hexes}  # every hex lit at once: the worst case
    labels = [bbox(p.points) for p in highlight_scene(lay, targets=targets)
              if isinstance(p, Poly) and p.fill == PALETTE["label_bg"]]
    assert len(labels) == len(BOARD.hexes)
    for lab in labels:
        assert not any(overlap(lab, i) for i in ids), lab
        assert not [p for p in pieces if overlap(lab, p)], lab


def test_long_labels_wrap_beside_the_cliff_and_are_never_clipped():
    lay = get_layout(BOARD, DEFAULT_SIZE, 1)
    edge = BOARD.cliff_edge[0]
    shapes = highlight_scene(lay, targets={edge: "stop / dive 2·3 VP", "cliff": "dive 2·3 VP"})
    pills = [bbox(p.points) for p in shapes if isinstance(p, Poly) and p.fill == PALETTE["label_bg"]]
    assert len(pills) == 2
    for pill in pills:
        assert lay.cliff.x <= pill.x and pill.x + pill.w <= lay.cliff.x + lay.cliff.w, "inside the cliff strip"
    words = " ".join(t.text for t in shapes if isinstance(t, Text))
    assert "dive 2·3 VP" in words and "stop / dive 2·3 VP" in words
    assert wrap("dive 2·3 VP", 50, 11) == ["dive", "2·3 VP"]


def test_highlights_are_rings_that_leave_the_pieces_uncovered():
    lay = get_layout(BOARD, DEFAULT_SIZE, 1)
    shapes = highlight_scene(lay, targets={"0603": "", "0702": ""}, selectable=["0101"], selected="0203",
                             risk={"0603": 0.9})
    filled = [p for p in shapes if isinstance(p, Poly) and p.fill and lay.board_rect.contains(*bbox(p.points).center)]
    assert not filled, "no fill over a hex: highlights and risk are outlines"


def test_risk_overlay_is_graded_in_bins_with_a_legend():
    assert [risk_bin(p) for p in (0.01, 0.1, 0.29, 0.3, 0.6, 1.0)] == [0, 1, 1, 2, 3, 3]
    lay = get_layout(BOARD, DEFAULT_SIZE, 1)
    shapes = highlight_scene(lay, risk={"0603": 0.05, "0702": 0.2, "0801": 0.45, "0901": 0.8})
    rims = {p.id[5:]: p.stroke for p in shapes if isinstance(p, Poly) and p.id.startswith("risk-")}
    assert rims == {"0603": RISK_BINS[0][1], "0702": RISK_BINS[1][1], "0801": RISK_BINS[2][1], "0901": RISK_BINS[3][1]}
    assert len({c for _, c, _ in RISK_BINS}) == len(RISK_BINS)
    legend = [t for t in shapes if isinstance(t, Text)]
    assert [t.text for t in legend] == ["eagle risk:", *(b[2] for b in RISK_BINS)]
    assert all(lay.overlay_key.contains(t.x, t.y) for t in legend)
    assert all(text_box(t).x + text_box(t).w <= lay.width for t in legend), "the legend fits the picture"


def test_each_candidate_eagle_zone_has_its_own_colour():
    game = scenarios.load("rulebook_eagle")
    game.apply("blue first")
    zones = candidate_zones(game)
    assert len(zones) == 2 and all(e == "blue" for e, _ in zones)
    lay = get_layout(game.board, DEFAULT_SIZE, 1)
    shapes = highlight_scene(lay, zones=zones, targets={h: "" for e, z in zones for h in game.board.zone(e, z)})
    colours = {}
    for p in shapes:
        if isinstance(p, Poly) and p.id.startswith("zone-"):
            colours.setdefault(p.id.split("-")[2], set()).add(p.stroke)
    assert len(colours) == 2 and all(len(c) == 1 for c in colours.values())
    assert len(set.union(*colours.values())) == 2 and set.union(*colours.values()) <= set(CHOICE_COLOURS)
    assert not any(p.id.startswith("hl-") for p in shapes if isinstance(p, Poly)), "zone hexes not ringed twice"
    assert "blue" in game.svg() and 'id="zone-blue-' in game.svg()


def test_hover_scene_rings_the_target_and_keeps_the_tooltip_inside():
    lay = get_layout(BOARD, DEFAULT_SIZE, 2)
    assert hover_scene(lay, None, "x") == []
    assert len(hover_scene(lay, "0603")) == 1  # just the ring
    text = "1504 · clear · blue zone B · holds up to 2 · cliff edge · stack bottom→top: Astor (Ritz, R1), B1"
    for target in ("1504", "0101", "start", "cliff", "clans"):
        shapes = hover_scene(lay, target, text)
        box = next(bbox(p.points) for p in shapes if isinstance(p, Poly) and p.fill == PALETTE["tooltip"])
        assert box.x >= 0 and box.y >= 0 and box.x + box.w <= lay.width and box.y + box.h <= lay.height, target
        lines = [t for t in shapes if isinstance(t, Text)]
        assert lines[0].text == "1504" and lines[0].bold and len(lines) >= 6
        assert all(box.contains(t.x, t.y) for t in lines)


def test_path_shapes_draw_an_arrowed_line_through_every_place():
    lay = get_layout(BOARD, DEFAULT_SIZE, 1)
    shapes = path_shapes(lay, ["start", "0102", "0203", "0303"], "#8e44ad", "R1")
    lines = [s for s in shapes if isinstance(s, Line)]
    assert any(ln.points[1:] == (lay.center("0102"), lay.center("0203"), lay.center("0303")) for ln in lines)
    heads = [p for p in shapes if isinstance(p, Poly) and len(p.points) == 3 and p.fill == "#8e44ad"]
    assert len(heads) == 3, "an arrow head on each step"
    assert "R1" in [t.text for t in shapes if isinstance(t, Text)]
    dive = path_shapes(lay, ["1402", "1502", "cliff"], "#8e44ad")
    end = [s for s in dive if isinstance(s, Circle)][-1]
    assert lay.cliff_slot("1502").contains(end.x, end.y), "a dive ends beside the hex it dives from"
    assert path_shapes(lay, ["0102"], "#000000") == []


def test_flight_eaten_and_scatter_shapes():
    lay = get_layout(BOARD, DEFAULT_SIZE, 1)
    flight = flight_shapes(lay, "red", ["A", "B", "C"])
    assert [t.text for t in flight if isinstance(t, Text)] == ["A", "B", "C"]
    landing = {p.id for p in flight if isinstance(p, Poly)}
    assert len([p for p in flight if isinstance(p, Poly) and p.dash]) == len(BOARD.zone("red", "C"))
    assert landing is not None
    eaten = eaten_shapes(lay, "0603", "B1")
    assert "B1" in [t.text for t in eaten if isinstance(t, Text)]
    assert "B1 eaten" in [p.title for p in eaten if isinstance(p, Poly)], "the ring says it in words (a tooltip)"
    assert sum(1 for s in eaten if isinstance(s, Line) and s.stroke == EATEN_COLOUR) >= 3  # cross and arrow to chow
    assert eaten_shapes(lay, "nowhere") == []
    scatter = scatter_shapes(lay, "V1", "1502", "1404")
    assert "V1" in [t.text for t in scatter if isinstance(t, Text)]
    assert any(isinstance(s, Line) and s.dash for s in scatter)
    over = scatter_shapes(lay, "V1", "1502", "cliff")
    assert any(isinstance(s, Poly) and len(s.points) == 3 for s in over)


def test_panels_fit_six_clans_and_the_crowded_game_fits_the_picture():
    game = Game.new(players=6, seed=3)
    lay = get_layout(game.board, DEFAULT_SIZE, 1)
    rows = [t for t in pieces_scene(lay, game) if isinstance(t, Text) and lay.clans.contains(t.x, t.y)]
    assert len(rows) == 6
    for t in rows:
        box = text_box(t)
        assert box.x + box.w <= lay.clans.x + lay.clans.w + 1, t.text
    assert lay.css_width <= 810 and lay.css_height <= 380, "compact enough for a 1280x720 screen"


def test_a_destination_ring_is_bright_on_top_of_its_dark_edge():
    lay = get_layout(BOARD, DEFAULT_SIZE, 1)
    strokes = [p.stroke for p in highlight_scene(lay, targets={"0603": "", "0702": ""}) if isinstance(p, Poly)]
    assert strokes == [PALETTE["highlight_edge"]] * 2 + [PALETTE["highlight"]] * 2


def test_the_clans_panel_marks_the_clan_that_decides_and_no_stale_card_before_the_roll():
    game = Game.new(players=4, seed=1)
    while game.pending.kind == "roll" or game.card is None:  # play into a turn, then to the next roll
        game.apply(game.pending.options[0])
    lay = get_layout(game.board, DEFAULT_SIZE, 1)

    def rows(g):
        return {t.text.split()[0]: t.bold for t in pieces_scene(lay, g) if isinstance(t, Text) and lay.clans.contains(t.x, t.y)}

    def card_box(g):
        return [t.text for t in pieces_scene(lay, g) if isinstance(t, Text) and lay.card.contains(t.x, t.y)]

    decider = game.clans[game.pending.player].name
    assert [name for name, bold in rows(game).items() if bold] == [decider]
    assert str(game.card) in card_box(game)
    while game.pending.kind != "roll":
        game.apply(game.pending.options[0])
    assert game.card is not None and game.dice, "last turn's card and dice are still on the table"
    shown = card_box(game)
    # this turn's card lies face down (a "?" on a card back), last turn's is not shown as if it were this turn's
    assert "?" in shown and str(game.card) not in shown and not {"H", "1", "2", "3"} & set(shown)
    assert [name for name, bold in rows(game).items() if bold] == [game.clans[game.pending.player].name]
    backs = [p for p in pieces_scene(lay, game) if isinstance(p, Poly) and p.fill == CARD_BACK]
    assert len(backs) == 1 and lay.card.contains(*backs[0].points[0]) and "face down" in backs[0].title
    # after the roll, the whole eagles phase long: this turn's dice, still no card
    game.apply("roll")
    assert not game.state.order and game.dice and game.card is not None
    shown = card_box(game)
    assert "?" in shown and str(game.card) not in shown
    while not game.state.order:
        game.apply(game.pending.options[0])
    assert str(game.card) in card_box(game) and "?" not in card_box(game), "the card turned up: it is shown"
