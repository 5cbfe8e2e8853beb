"""The pure SVG renderer: well-formed pictures of the board and of positions, with highlights."""

from __future__ import annotations

import ast
import doctest
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gamecore.errors import ArgumentError
from lemmings import Board, Game, render_svg, scenarios
from lemmings.layout import Circle, Line, Poly, Text
from lemmings.render_svg import (
    SvgPicture,
    board_svg,
    destination_labels,
    game_svg,
    option_label,
    place_label,
    shape_to_svg,
)

NS = {"s": "http://www.w3.org/2000/svg"}
BOARD = Board.default()


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]


def ids(root: ET.Element) -> set[str]:
    return {e.get("id") for e in root.iter() if e.get("id")}


def paint(root: ET.Element, element: ET.Element, prop: str) -> str | None:
    """A CSS property of an element, from its shared class in the <style> block or its own style."""
    style = root.find("s:style", NS)
    rules = {}
    for rule in (style.text or "").split("}") if style is not None else ():
        selector, _, body = rule.partition("{")
        rules[selector.strip()] = dict(d.split(":", 1) for d in body.split(";") if ":" in d)
    decls = dict(rules.get(f".{element.get('class')}", {}))
    decls.update(dict(d.split(":", 1) for d in (element.get("style") or "").split(";") if ":" in d))
    return decls.get(prop)


def cells(root: ET.Element) -> list[ET.Element]:
    """Every polygon drawn, written out or placed by <use> from its one outline in <defs>."""
    return [e for e in root.iter() if e.tag in (f"{{{NS['s']}}}polygon", f"{{{NS['s']}}}use")]


def layer(root: ET.Element, name: str) -> ET.Element | None:
    return next((g for g in root.findall("s:g", NS) if g.get("class") == name), None)


def test_board_svg_is_well_formed_and_draws_every_fixed_feature():
    root = parse(board_svg(BOARD))
    assert {f"hex-{h}" for h in BOARD.hexes} <= ids(root)
    words = texts(root)
    assert set(BOARD.hexes) <= set(words)
    assert "START" in words and "Line of Bones" in words and "sanctuary" in words  # the key under the board
    for colour in ("#75190e", "#153f5e"):  # the zone letters, in deep shades of the eagles' red and blue
        letters = sorted(t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if paint(root, t, "fill") == colour)
        assert letters == list("ABCDEF")
    brush = [p for p in cells(root) if paint(root, p, "fill") == "#9cc47a"
             and (p.get("id") or "").startswith("hex-")]
    assert len(brush) == len(BOARD.brush) == 9
    titles = {p.get("id"): p.find("s:title", NS).text for p in cells(root) if p.get("id", "").startswith("hex-")}
    assert titles["hex-0603"] == "0603: clear, outside both circles"
    assert titles["hex-0901"] == "0901: clear, red F, blue E"
    assert int(root.get("width")) > int(root.get("height")), "the track runs left to right"


def test_board_repr_svg_and_ids_toggle():
    assert BOARD._repr_svg_() == board_svg(BOARD)
    root = parse(board_svg(BOARD, show_ids=False))
    assert not set(BOARD.hexes) & set(texts(root))
    small, big = parse(board_svg(BOARD, size=20)), parse(board_svg(BOARD, size=40))
    assert int(big.get("width")) > 1.9 * int(small.get("width"))


def test_board_svg_marks_hexes_with_rings_labels_and_a_caption():
    marks = {**dict.fromkeys(BOARD.line_of_bones, "bones"), **dict.fromkeys(BOARD.sanctuaries, "sanctuary"),
             "start": "start"}
    caption = "The Line of Bones, 0901 to 0904, and the sanctuaries 0603 and 1203."
    svg = BOARD.svg(highlights=marks, caption=caption)
    assert svg == board_svg(BOARD, highlights=marks, caption=caption)
    root = parse(svg)
    lit = {e.get("id")[3:] for e in layer(root, "highlights").iter() if (e.get("id") or "").startswith("hl-")}
    assert lit == set(marks)
    assert texts(layer(root, "labels")).count("bones") == 4 and "sanctuary" in texts(layer(root, "labels"))
    assert [g.get("class") for g in root.findall("s:g", NS)][-1] == "ids", "the hex ids stay over the marks"
    desc = root.find("s:desc", NS)
    assert desc is not None and desc.text.startswith(caption + "\n") and "0901 clear red F blue E" in desc.text
    plain = parse(BOARD.svg(highlights=["0603"]))   # a list: rings without labels
    assert "hl-0603" in ids(plain) and layer(plain, "labels") is None
    assert BOARD.svg() == board_svg(BOARD) and layer(parse(BOARD.svg()), "highlights") is None
    with pytest.raises(ArgumentError, match="not a hex"):
        BOARD.svg(highlights=["9999"])
    with pytest.raises(ArgumentError):
        BOARD.svg(highlights="0603")   # a lone string is not a list of hexes
    with pytest.raises(ArgumentError):
        BOARD.svg(caption=3)


def test_render_svg_doctests():
    assert doctest.testmod(render_svg).failed == 0


def test_game_svg_draws_stacks_eagles_card_and_clans():
    game = scenarios.load("rulebook_eagle")
    svg = game.svg()
    assert svg == game._repr_svg_()
    root = parse(svg)
    pieces = layer(root, "pieces")
    words = [t.text for t in pieces.iter("{http://www.w3.org/2000/svg}text")]
    assert {"B1", "V1", "R1", "S1", "R2"} <= set(words)
    assert "I1" not in words  # covered under V1: drawn as a bar
    assert "2" in words  # count badge on 1502
    assert any(w.startswith("Ritz 0 VP") for w in words)
    assert any(w.startswith("deck ") for w in words) or "deck" in words  # the count on one line or two
    assert layer(root, "highlights") is None
    game.apply("blue first")
    game.apply("blue cw A")
    game.apply("feast B1")
    root = parse(game.svg())
    dashed = [c for c in root.iter("{http://www.w3.org/2000/svg}circle") if paint(root, c, "stroke") == "#2471a3"
              and paint(root, c, "stroke-dasharray")]
    assert len(dashed) >= 1, "the feasting blue eagle: a dashed ring"


def test_game_svg_highlights_a_lemming_with_costs_and_dives():
    game = scenarios.load("rulebook_movement")
    root = parse(game.svg(lemming="R1"))
    hl = layer(root, "highlights")
    lit = {e.get("id")[3:] for e in hl.iter() if (e.get("id") or "").startswith("hl-")}
    expected = {o.to for o in game.pending.options if getattr(o, "lemming", None) == "R1"}
    assert lit == expected and "0403" in lit
    assert "4 pt" in texts(layer(root, "labels")), "the labels lie over the pieces, the rings under them"
    assert "selected" in ids(hl)
    # starting lemmings: "start" picks the first one waiting
    lit_start = {e.get("id")[3:] for e in layer(parse(game.svg(lemming="start")), "highlights").iter()
                 if (e.get("id") or "").startswith("hl-")}
    assert lit_start == {o.to for o in game.pending.options if getattr(o, "lemming", None) == "R2"}
    assert lit_start and lit_start.isdisjoint(game.board.entry_hexes)  # a 4 card goes past row 1


def test_dive_labels_and_cliff_highlight():
    game = Game.from_scenario("players: 3\neagle player: Ritz\ncard: 3\n1502: R1\nred: A hunting\nblue: D hunting\n")
    labels = destination_labels(game, "R1")
    dives = sorted({o.dive for o in game.pending.options if getattr(o, "dive", 0)})
    assert dives, "R1 on the cliff edge can dive"
    assert "cliff" in labels and labels["cliff"] == "dive " + "·".join(map(str, dives)) + " VP"
    assert labels["1502"] == "0 pt · dive 3"  # diving from where it stands keeps all 3 points
    assert labels["1501"] == "1 pt · dive 2"
    root = parse(game.svg(lemming="R1"))
    assert "hl-cliff" in ids(root)


def test_place_label_compacts_several_outcomes():
    from lemmings.options import Move

    game = Game.from_scenario("players: 3\neagle player: Ritz\ncard: 5\n1402: R1\nred: A hunting\nblue: D hunting\n")
    opts = [Move("R1", "1502", 0), Move("R1", "1502", 2)]
    assert place_label(game, opts, "1502") == "stop / dive 2 VP"
    assert place_label(game, opts[:1], "1502") == "5 pt"
    assert option_label(game, Move("R1", "1502", 2)) == "3 pt · dive 2"


def test_custom_highlights_risk_and_bad_targets():
    game = Game.new(players=3, seed=4)
    root = parse(game_svg(game, highlights={"0603": "here", "start": ""}, risk={"0702": 0.25}, marked="0101",
                          selectable=["0102"]))
    found = ids(root)
    assert {"hl-0603", "hl-start", "risk-0702", "marked-0101", "pick-0102"} <= found
    assert "eagle risk:" in texts(root) and "here" in texts(root)
    title = next(p.find("s:title", NS).text for p in cells(root) if p.get("id") == "risk-0702")
    assert "25%" in title
    assert "hl-0404" in ids(parse(game_svg(game, highlights=["0404"])))
    with pytest.raises(ValueError, match="cannot highlight"):
        game_svg(game, highlights=["9999"])


def test_pictures_are_strings_that_draw_themselves_in_a_notebook():
    game = Game.new(players=3, seed=4)
    picture = game.svg(risk={"0702": 0.25})
    assert isinstance(picture, str) and picture.startswith("<svg")
    assert picture._repr_svg_() == picture and type(picture._repr_svg_()) is str
    assert repr(picture) == f"<SVG picture, {len(picture) / 1024:.0f} KB>"
    assert isinstance(board_svg(game.board), SvgPicture)


def test_shapes_escape_text_and_write_paint():
    assert shape_to_svg(Text(1, 2, "<R&D>", 10)).count("&lt;R&amp;D&gt;") == 1
    poly = shape_to_svg(Poly(((0, 0), (1, 0), (1, 1)), fill="#ff0000", stroke="#000000", width=2, alpha=0.5,
                             dash=(3, 1), id="x", title="a < b"))
    assert 'id="x"' in poly and "opacity:0.5" in poly and "stroke-dasharray:3 1" in poly and "a &lt; b" in poly
    assert "fill:none" in shape_to_svg(Circle(0, 0, 1, stroke="#000000"))
    assert shape_to_svg(Line(((0, 0), (2.5, 1)), "#000000")).startswith('<polyline points="0,0 2.5,1"')
    with pytest.raises(TypeError):
        shape_to_svg("not a shape")  # type: ignore[arg-type]


def test_renderer_and_layout_use_only_the_standard_library():
    stdlib = set(sys.stdlib_module_names)
    repo = Path(__file__).parent.parent
    root = repo / "lemmings"
    for path in [root / "render_svg.py", *sorted((root / "layout").glob("*.py")), repo / "gamecore" / "svg.py",
                 repo / "gamecore" / "shapes.py"]:
        name = path.name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                mods = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                mods = [(node.module or "").split(".")[0]]
            else:
                continue
            for mod in mods:
                assert mod in stdlib or mod in ("__future__", "gamecore"), f"{name} imports {mod}"


def test_every_decision_of_a_random_game_renders():
    from lemmings.bots import RandomBot

    game = Game.new(players=5, seed=11, variant="chaos")
    bot = RandomBot(3)
    seen = set()
    while not game.over and len(game.history) < 400:
        d = game.pending
        if d.kind not in seen:
            seen.add(d.kind)
            movers = [o.lemming for o in d.options if hasattr(o, "lemming")]
            parse(game.svg(lemming=movers[0] if movers else None))
        game.apply(bot.choose(game))
    parse(game.svg())
    assert {"roll", "move", "eagle_direction"} <= seen


def test_a_picture_writes_repeated_outlines_once_and_joins_plain_lines():
    """A board was ~600 elements, one per shape (a stored board ~52 KB, notebook 06 over 850 KB):
    each outline drawn more than once is one <polygon> in <defs> placed by <use x y> (keeping its
    id, paint and tooltip), and a run of plain lines of one paint is one chained <path>."""
    svg = scenarios.load("card_uh_oh").svg()
    root = parse(svg)
    defs = {p.get("id"): p for p in root.find("s:defs", NS)}
    uses = [u for u in root.iter(f"{{{NS['s']}}}use")]
    assert len(uses) >= len(BOARD.hexes) and all(u.get("href")[1:] in defs for u in uses)
    hex_0101 = next(u for u in uses if u.get("id") == "hex-0101")
    corners = [tuple(map(float, p.split(","))) for p in defs[hex_0101.get("href")[1:]].get("points").split()]
    assert corners[0] == (0, 0) and len(corners) == 6       # placed at its first corner
    left = list(root.iter(f"{{{NS['s']}}}polyline"))      # the 216 zone-border segments, the brush tufts… are paths
    assert all(paint(root, p, "stroke-dasharray") or paint(root, p, "opacity") for p in left)
    assert len(svg) < 40_000  # was 43.7 KB; 38 KB with the hex ids' knock-outs and the blue circle's dashes


def test_plain_lines_chain_end_to_end_and_keep_apart_what_must_stay_apart():
    from gamecore.svg import _chained, _layer_svg, _Styles

    lines = [Line(((0, 0), (1, 0)), "#000000"), Line(((1, 1), (1, 0)), "#000000"), Line(((5, 5), (6.3, 5)), "#000000")]
    assert _chained(lines) == "M0,0l1,0 0,1m4,4l1.3,0"     # the second reversed to continue the first
    square = [Line(((0, 0), (1, 0)), "#000000"), Line(((1, 0), (1, 1)), "#000000"), Line(((1, 1), (0, 0)), "#000000")]
    assert _chained(square) == "M0,0l1,0 0,1z"
    dashed = [Line(((0, 0), (1, 0)), "#000000", dash=(1, 1)), Line(((1, 0), (2, 0)), "#000000", dash=(1, 1))]
    faint = [Line(((0, 0), (1, 0)), "#000000", alpha=0.5), Line(((1, 0), (2, 0)), "#000000", alpha=0.5)]
    other = [Line(((0, 0), (1, 0)), "#000000"), Line(((1, 0), (2, 0)), "#ff0000")]
    for run in (dashed, faint, other):
        assert [e[:9] for e in _layer_svg(run, _Styles(), {})] == ["<polyline", "<polyline"]


@pytest.mark.parametrize(("kwargs", "words"), [
    ({"highlights": 5}, "highlights must be a list of names"),
    ({"highlights": [1]}, "each of highlights must be a string"),
    ({"highlights": {"0101": 3}}, "highlights must be a string"),
    ({"lemming": "Z9"}, "there is no lemming 'Z9'"),
    ({"lemming": 5}, "lemming must be a string"),
    ({"risk": 5}, "risk must map hexes to chances from 0 to 1"),
    ({"risk": {"0101": 2}}, "risk must map hexes to chances from 0 to 1"),
    ({"risk": {"zz": 0.5}}, "risk must map hexes to chances from 0 to 1"),
    ({"highlights": [f"{i:04}" for i in range(600)]}, "more than 500"),
])
def test_a_picture_refuses_arguments_it_cannot_draw_in_words(kwargs, words):
    game = Game.new(players=4, seed=1)
    before = game.to_json()
    with pytest.raises(ArgumentError, match=words):
        game.svg(**kwargs)
    assert game.to_json() == before
