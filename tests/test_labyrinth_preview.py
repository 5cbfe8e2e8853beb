"""The tile drawn, seen before it is built (labyrinth/preview.py): drawn with the board's own shapes, alone,
on a cell among its neighbours (each way of building it a different picture) and translucent on the board."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from gamecore.errors import ArgumentError
from gamecore.shapes import Line, Poly, Text
from labyrinth import board as bd
from labyrinth.game import Game
from labyrinth.layout import CORRIDOR, ITEM, KEY, TILE_FILL, board_scene, get_layout, pieces_scene
from labyrinth.picture import game_svg
from labyrinth.preview import GHOST_ALPHA, drawn_tile, ghost_shapes, placement_svg, tile_shapes, tile_svg


def building() -> Game:
    """A game whose pending decision builds the tile drawn."""
    game = Game.new(3, seed=1)
    game.apply(next(o for o in game.options if o.startswith("move")))
    game.apply("build")
    assert game.pending.kind == "place"
    return game


def test_the_tile_drawn_is_known_only_while_it_waits_to_be_built():
    game = building()
    assert drawn_tile(game.components, game.state) == game.state.tasks[-1][1]
    game.apply(game.options[0])
    assert drawn_tile(game.components, game.state) is None


def test_a_tile_alone_is_drawn_with_the_very_shapes_the_board_gives_it_once_built():
    game = building()
    comps, tile, lay = game.components, drawn_tile(game.components, game.state), get_layout(34.0, 2.0)
    for option in game.options[:6]:
        _verb, cell, rot = option.split()
        after = building()
        after.apply(option)
        board = board_scene(lay, comps, after.state)
        alone = tile_shapes(lay, comps, tile, int(rot[1:]), cell)
        fill = next(sh for sh in board if isinstance(sh, Poly) and sh.id == cell)
        assert alone[0] == fill._replace(id="")  # the tile's hex, its kind's colour
        paths = [sh for sh in alone if isinstance(sh, Line)]
        assert paths and all(p in board for p in paths)  # every corridor and bridge path where the board draws it
        # its symbols as the pieces they lay: a trap symbol a face-down trap, an item symbol an item
        marks = [sh for sh in alone if isinstance(sh, Text)]
        pieces = pieces_scene(lay, comps, after.state)
        assert all(m in pieces for m in marks)


def test_each_way_of_building_is_its_own_picture_and_the_pictures_share_no_ids():
    game = building()
    comps, s, tile = game.components, game.state, drawn_tile(game.components, game.state)
    cell = max({o.split()[1] for o in game.options}, key=lambda c: sum(o.split()[1] == c for o in game.options))
    ways = [int(o.split()[2][1:]) for o in game.options if o.split()[1] == cell]
    pictures = [placement_svg(comps, s, tile, cell, r, title=f"way {r}") for r in ways]
    assert len(ways) > 1 and len(set(pictures)) == len(ways)
    for picture in [*pictures, tile_svg(comps, tile)]:
        root = ET.fromstring(picture)  # well-formed, standalone
        assert all("id" not in el.attrib for el in root.iter()), "ids would clash between pictures in one page"
        assert TILE_FILL[comps.tiles[tile].kind] in picture
    assert 50 <= float(ET.fromstring(pictures[0]).get("width")) <= 120


def test_the_ghost_on_the_board_is_the_tile_translucent_and_ringed():
    game = building()
    comps, tile = game.components, drawn_tile(game.components, game.state)
    _verb, cell, rot = game.options[0].split()
    lay = get_layout(34.0, 2.0)
    ghost = ghost_shapes(lay, comps, tile, cell, int(rot[1:]))
    assert all(sh.alpha == GHOST_ALPHA for sh in ghost[:-1]) and ghost[-1].stroke and not ghost[-1].fill
    assert [sh._replace(alpha=1.0) for sh in ghost[:-1]] == tile_shapes(lay, comps, tile, int(rot[1:]), cell)


def test_tiles_with_symbols_show_the_pieces_they_lay():
    comps, lay = Game.new(3, seed=1).components, get_layout(30.0, 1.0)
    for tile in comps.tiles.values():
        symbols = [sym for c in tile.corridors for sym in c.symbols]
        drawn = tile_shapes(lay, comps, tile.id, 0, "0408")
        assert sum(isinstance(sh, Text) and sh.text == "?" for sh in drawn) == symbols.count("trap"), tile.id
        assert sum(getattr(sh, "fill", None) == ITEM for sh in drawn) == symbols.count("item"), tile.id
        assert sum(getattr(sh, "fill", None) == KEY for sh in drawn) == symbols.count("key"), tile.id
        assert len([sh for sh in drawn if isinstance(sh, Line)]) >= sum(len(c.edges) for c in tile.corridors)
    assert bd.START_TILE not in comps.tiles


def test_the_notebook_picture_is_the_boards_own_look_with_every_cell_id():
    """The SVG drew pale tiles with dark corridors and no ids while the app drew dark tiles with light paths."""
    game = building()
    game.apply(game.options[0])  # a normal tile on the board
    svg = game.svg()
    root = ET.fromstring(svg)
    texts = {el.text for el in root.iter("{http://www.w3.org/2000/svg}text")}
    assert set(get_layout().cells) <= texts  # every cell's id, as the app shows them
    for colour in (TILE_FILL["normal"], TILE_FILL["key"], TILE_FILL["central"], TILE_FILL["start"], CORRIDOR, KEY):
        assert colour in svg
    assert len(svg) < 40_000


def test_standings_name_the_characters_in_the_readers_language():
    assert [row.character for _, row in building().standings()] == ["Architect", "Sorcerer", "Warrior"]


def test_the_picture_functions_check_their_arguments():
    """Issue 43, 11: raw ``KeyError``, ``TypeError``, ``OverflowError`` and ``AttributeError``; and ``size=1``, a
    legal size, raised ``ValueError``."""
    game = Game.new(players=3, seed=4)
    comps, s = game.components, game.state
    tile = next(iter(comps.tiles))
    refused = [
        (lambda: game_svg(None, s), "components must be a labyrinth Components"),
        (lambda: game_svg(comps, "x"), "the state must be a labyrinth State"),
        (lambda: game_svg(comps, s, title=3), "title must be a string"),
        (lambda: game_svg(comps, s, size=float("inf")), "size must be from 1 to 400"),
        (lambda: game_svg(comps, s, size="x"), "size must be a number"),
        (lambda: tile_svg(comps, "nope"), "'nope' is not a tile"),
        (lambda: tile_svg(comps, tile, rot=9), "rot must be from 0 to 5"),
        (lambda: placement_svg(comps, s, tile, "9999", 0), "'9999' is not a cell of the board"),
    ]
    for call, words in refused:
        with pytest.raises(ArgumentError, match=words):
            call()
    for size in (1, 400):
        ET.fromstring(game_svg(comps, s, size=size))
        ET.fromstring(tile_svg(comps, tile, size=size))
