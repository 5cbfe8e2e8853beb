"""Le grand plongeon's picture can be read (issue 28): no text under MIN_TEXT CSS px, every text
inside the box it belongs to, in every language, on busy positions; checked on the shapes'
boxes (the same boxes as tests/test_board_readable.py), never on pixels. The browser test
(tests/browser/test_browser_plongeon_app.py) measures the text as drawn at 800 and 1400 px."""

from __future__ import annotations

import pytest

from gamecore.i18n import language
from gamecore.shapes import Circle, Poly, Rect, Text, drawn_width, text_colour_on, text_width
from plongeon import Game, RandomBot, Track
from plongeon.layout import (
    DEFAULT_SIZE,
    HAND_SLOTS,
    MIN_TEXT,
    TERRAIN_COLOURS,
    TILE_EDGE,
    TILE_SHRINK,
    get_layout,
    hex_title,
    highlight_scene,
    pieces_scene,
    track_scene,
)
from widgets.canvas import least_width

LANGS = ("en", "es", "it")


def box(t: Text) -> Rect:
    """Where a text puts paint (as in tests/test_board_readable.py)."""
    w = max(text_width(t.text, t.size, t.bold), drawn_width(t.text, t.size) * (1.08 if t.bold else 1))
    x = t.x - w / 2 if t.anchor == "middle" else t.x if t.anchor == "start" else t.x - w
    return Rect(x, t.y - 0.4 * t.size, w, 0.8 * t.size)


def inside(inner: Rect, outer: Rect) -> bool:
    return (outer.x - 1e-6 <= inner.x and inner.x + inner.w <= outer.x + outer.w + 1e-6
            and outer.y - 1e-6 <= inner.y and inner.y + inner.h <= outer.y + outer.h + 1e-6)


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def busy_game(players: int = 5) -> Game:
    """Five players, lemmings on the track and waiting at the start, a full hand of long words, a move pending."""
    game = Game.new(players, seed=1, arrange={"columns": {"forest": [4, 3, 3, 2, 2, 1, 1, 1, 0]}})
    bot = RandomBot(2)
    while len(game.history) < 30 or game.pending.kind != "action" or game.pending.player != 0:
        game.apply(bot.choose(game))
    return game


def long_words_game() -> Game:
    """Seat 1 holds the longest terrain words; every lemming waits at the start."""
    return Game.new(2, seed=1, arrange={"hands": {0: ["F1"], 1: ["M3", "M3", "D3", "D4", "S2", "W1"]}})


def scenes(lay, game: Game) -> list:
    targets = {h: str(n % 12) for n, h in enumerate(lay.track.hexes)}  # every hex lit: the worst case
    return (track_scene(lay) + pieces_scene(lay, game, seat=game.pending.player)
            + highlight_scene(lay, targets=targets, selectable=["start", "hand:0"], selected="finish"))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_no_text_under_eleven_css_pixels_and_every_text_inside_the_picture(lang: str, scale: float) -> None:
    game = busy_game()
    lay = get_layout(game.track, DEFAULT_SIZE, scale)
    with language(lang):
        texts = [t for t in scenes(lay, game) if isinstance(t, Text)]
    small = sorted({(t.text, round(t.size / scale, 2)) for t in texts if t.size < MIN_TEXT * scale - 1e-9})
    assert not small, f"text under {MIN_TEXT} CSS px: {small[:10]}"
    picture = Rect(0, 0, lay.width, lay.height)
    out = [t.text for t in texts if not inside(box(t), picture)]
    assert not out, f"{lang}: text outside the picture: {out[:5]}"


def test_the_track_is_shown_whole_in_an_800_px_window_and_its_text_stays_over_ten_px_at_its_least_width() -> None:
    lay = get_layout(Track.default(), DEFAULT_SIZE, 2.0)
    assert lay.css_width <= 700, f"the track is {lay.css_width} px wide: an 800 px window would shrink it"
    smallest = MIN_TEXT * least_width(lay) / lay.css_width
    assert smallest >= 10, f"at its least width ({least_width(lay)} px) the smallest text is {smallest:.1f} px"


@pytest.mark.parametrize("lang", LANGS)
def test_ids_lemmings_and_labels_sit_inside_their_hex_and_apart(lang: str) -> None:
    game = busy_game()
    lay = get_layout(game.track, DEFAULT_SIZE, 2.0)
    s = lay.s
    targets = {h: "12" for h in lay.track.hexes}
    with language(lang):
        ids = {t.text: box(t) for t in track_scene(lay) if isinstance(t, Text) and t.text in lay.track}
        labels = [box(t) for t in highlight_scene(lay, targets=targets) if isinstance(t, Text)]
        pieces = pieces_scene(lay, game)
    assert len(ids) == len(lay.track.hexes) and len(labels) == len(targets)
    for h, b in ids.items():
        cy = lay.center(h)[1]
        half = min(s - abs(y - cy) / 3 ** 0.5 for y in (b.y, b.y + b.h))  # the hex's half-width at the text's edges
        assert b.w / 2 <= half, f"the id of {h} is wider than its hex there"
    for lab in labels:
        assert not any(overlap(lab, b) for b in ids.values()), "a destination's label covers a hex id"
    counters = [Rect(c.x - c.r, c.y - c.r, 2 * c.r, 2 * c.r) for c in pieces if isinstance(c, Circle)]
    on_track = [c for c in counters if lay.hit(c.x + c.w / 2, c.y + c.h / 2) in lay.track]
    assert on_track, "no lemming on the track"
    for c in on_track:
        assert not any(overlap(c, b) for b in ids.values()), "a lemming covers a hex id"
        assert not any(overlap(c, lab) for lab in labels), "a destination's label covers a lemming"


@pytest.mark.parametrize("lang", LANGS)
def test_cards_columns_and_waiting_lemmings_keep_their_words_inside_their_boxes(lang: str) -> None:
    game = long_words_game()
    lay = get_layout(game.track, DEFAULT_SIZE, 2.0)
    with language(lang):
        mine = pieces_scene(lay, game, seat=1)
        shapes = track_scene(lay) + pieces_scene(lay, busy_game(), seat=0) + mine
    texts = [t for t in shapes if isinstance(t, Text)]
    areas = [*lay.hand_slots, *lay.columns.values(), lay.start, lay.finish]
    for t in texts:
        if t.text in lay.track:
            continue
        home = [a for a in areas if a.contains(t.x, t.y)]
        if home:
            assert inside(box(t), home[0]), f"{lang}: {t.text!r} overflows its box"
    hand = [t.text for t in texts if any(slot.contains(t.x, t.y) for slot in lay.hand_slots[:HAND_SLOTS])]
    assert len(hand) >= 2 * len(game.hand(1))
    waiting = [c for c in mine if isinstance(c, Circle) and lay.start.contains(c.x, c.y)]
    starters = [lem for lem, where in game.state.loc.items() if where == "start"]
    assert len(waiting) == len(starters)
    for c in waiting:
        assert inside(Rect(c.x - c.r, c.y - c.r, 2 * c.r, 2 * c.r), lay.start)


@pytest.mark.parametrize(("lang", "words"), [("en", ("forest", "4")), ("es", ("bosque", "4")), ("it", ("foresta", "4"))])
def test_a_card_shows_its_terrain_in_words_and_its_value_not_a_code(lang: str, words: tuple[str, str]) -> None:
    game = Game.new(2, seed=1, arrange={"hands": {0: ["F4", "W1"]}})
    lay = get_layout(game.track, DEFAULT_SIZE, 2.0)
    with language(lang):
        shapes = pieces_scene(lay, game, seat=0)
    slot = lay.hand_slots[0]
    inside_slot = [t.text for t in shapes if isinstance(t, Text) and slot.contains(t.x, t.y)]
    assert inside_slot == list(words), inside_slot
    titles = [p.title for p in shapes if isinstance(p, Poly) and p.id == "hand-0"]
    assert "F4" in titles[0] and words[0] in titles[0]
    assert not any(isinstance(t, Text) and t.text in ("F4", "W1") for t in shapes)


@pytest.mark.parametrize(("lang", "any_card"), [("en", "any card"), ("es", "cualquier carta"), ("it", "qualsiasi carta")])
def test_meadow_hexes_say_they_take_any_card(lang: str, any_card: str) -> None:
    lay = get_layout(Track.default(), DEFAULT_SIZE, 1.0)
    with language(lang):
        titles = {p.id[4:]: p.title for p in track_scene(lay) if isinstance(p, Poly) and p.id.startswith("hex-")}
        water = hex_title("water", "0505")
    meadows = [h for h in lay.track.hexes if lay.track.printed_terrain(h) == "meadow"]
    assert meadows and all(any_card in titles[h] for h in meadows)
    assert any_card not in water and "0505" in water


def _in_hex(x: float, y: float, cx: float, cy: float, radius: float) -> bool:
    """Inside the flat-topped hex of circumradius ``radius`` centred on ``(cx, cy)``."""
    dx, dy = abs(x - cx), abs(y - cy)
    return dy <= radius * 3 ** 0.5 / 2 + 1e-9 and dx + dy / 3 ** 0.5 <= radius + 1e-9


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_bonus_tile_keeps_its_hex_id_legible_inside_its_frame(scale: float) -> None:
    """Newcomer finding 10: a placed tile hid its hex's id. The id is written again on the tile, in the
    tile's ink, at the id's size, and clear of the tile's dark frame."""
    tiles = {"0311": "mountain", "0505": "meadow", "1216": "swamp", "0111": "water", "0906": "desert", "1208": "forest"}
    game = Game.new(3, seed=1, arrange={"tiles": {h: t for h, t in tiles.items() if h in Track.default()}})
    lay = get_layout(game.track, DEFAULT_SIZE, scale)
    shapes = pieces_scene(lay, game)
    placed = game.state.tiles
    assert len(placed) >= 5
    for h, tile in placed.items():
        frame = next(p for p in shapes if isinstance(p, Poly) and p.points == lay.corners(h, TILE_SHRINK))
        ids = [t for t in shapes if isinstance(t, Text) and t.text == h]
        assert len(ids) == 1, f"the tile on {h} does not repeat its hex id"
        t = ids[0]
        assert t.size >= MIN_TEXT * scale - 1e-9 and t.fill == text_colour_on(TERRAIN_COLOURS[tile]) == t.fill
        assert shapes.index(t) > shapes.index(frame), f"the id of {h} is drawn under its tile"
        b = box(t)
        cx, cy = lay.center(h)
        inner = (TILE_SHRINK - TILE_EDGE / 2 / (3 ** 0.5 / 2)) * lay.s  # the frame's inner edge, as a hex's radius
        corners = [(b.x, b.y), (b.x + b.w, b.y), (b.x, b.y + b.h), (b.x + b.w, b.y + b.h)]
        assert all(_in_hex(x, y, cx, cy, inner) for x, y in corners), f"the id of {h} runs into its tile's frame"
    # at the least width the board gives way to, the id on a tile is still 10 px or more
    assert MIN_TEXT * least_width(lay) / lay.css_width >= 10
