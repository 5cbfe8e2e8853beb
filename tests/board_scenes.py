"""Every game's board as the shapes it draws, in drawing order, for the colour and contrast tests
(tests/test_board_contrast.py, tests/test_palettes_cvd.py): at every player count, a new game and a few
positions of a seeded random walk, each with the highlights the views draw (destinations and their
labels, pickable pieces, a selection, Leaping Lemmings' risk overlay, candidate zones, paths with their
tags and an eagle's flight) and a hover ring with its tooltip.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import labyrinth
import lemmings
import plongeon
from gamecore.shapes import Shape
from lemmings.analysis import hex_risk
from lemmings.layout import (
    DEFAULT_SIZE,
    board_scene,
    candidate_zones,
    flight_shapes,
    game_layers,
    get_layout,
    highlight_scene,
    hover_scene,
    lemming_colours,
    path_shapes,
)
from lemmings.options import Move
from lemmings.render_svg import destination_labels
from plongeon import layout as pl
from widgets.explain import option_route
from widgets.labyrinth_hover import hover_shapes, hover_text
from widgets.logic import BoardInteraction

#: Player counts of each game.
LEMMINGS_PLAYERS, PLONGEON_PLAYERS, LABYRINTH_PLAYERS = range(2, 7), range(2, 6), range(2, 7)
#: How far into a seeded random walk the positions are taken (decisions made).
WALK = (0, 40, 160)
TOOLTIP = "0603: brush · red C, blue A · a longer line of words that wraps in the tooltip box"


def _walk(game: Any, seed: int, steps: int) -> Any:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending is None:
            break
        game.apply(rng.choice(list(game.pending.options)))
    return game


# ------------------------------------------------------------------------------------ Leaping Lemmings
def lemmings_highlights(game: lemmings.Game) -> list[Shape]:
    """The highlights the view can draw at once: the interaction's rings and labels, the risk overlay, the
    candidate zones, the paths of a few moves with their tags and an eagle's flight."""
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    logic = BoardInteraction(game)
    pieces = sorted(logic.piece_options())
    if pieces:
        logic.selected = pieces[0]
    hl = logic.highlights()
    targets = dict(hl.targets)
    for lem in pieces[1:3]:
        targets.update(destination_labels(game, lem))
    st = game.state
    on_board = sorted(h for h in st.stacks if h in game.board)
    shapes = highlight_scene(lay, targets=targets, selectable=hl.selectable, selected=hl.selected,
                             marked=on_board[-1] if on_board else None, risk=hex_risk(game),
                             zones=candidate_zones(game) or [("red", "A"), ("blue", "C")])
    colours = lemming_colours(game)
    moves = [o for o in (game.pending.options if game.pending else ()) if isinstance(o, Move)]
    for option in moves[:3]:
        shapes += path_shapes(lay, option_route(game, option), colours[option.lemming], label=option.lemming)
    shapes += flight_shapes(lay, "red", ["A", "B", "C"]) + flight_shapes(lay, "blue", ["D", "E"])
    return shapes


def lemmings_scene(game: lemmings.Game, hover: str = "0603") -> list[Shape]:
    """A position's picture, every layer in drawing order, with the busiest highlights and a tooltip on top."""
    lay = get_layout(game.board, DEFAULT_SIZE, 1.0)
    shapes = [s for _, layer in game_layers(lay, game, lemmings_highlights(game)) for s in layer]
    return shapes + hover_scene(lay, hover, TOOLTIP)


def lemmings_positions() -> Iterator[tuple[str, lemmings.Game]]:
    """A new game and positions of a seeded random walk at every player count."""
    for n in LEMMINGS_PLAYERS:
        for steps in WALK:
            yield f"{n} players after {steps}", _walk(lemmings.Game.new(players=n, seed=n), n, steps)


def lemmings_scenes() -> Iterator[tuple[str, list[Shape]]]:
    """``(name, shapes)`` of every scene checked, the empty board with its zone letters first."""
    lay = get_layout(lemmings.Board.default(), DEFAULT_SIZE, 1.0)
    yield "empty board", board_scene(lay, zone_letters=True)
    for name, game in lemmings_positions():
        yield name, lemmings_scene(game)


# ------------------------------------------------------------------------------------ Le grand plongeon
def plongeon_scene(game: plongeon.Game) -> list[Shape]:
    """The track, the pieces with the hand of the seat to move, and the highlights: a lemming's
    destinations with their step labels and the selection, or the pickable cards, or the bonus hexes."""
    lay = pl.get_layout(game.track, pl.DEFAULT_SIZE, 1.0)
    d = game.pending
    seat = d.player if d is not None else 0
    targets: dict[str, str] = {}
    selectable: list[str] = []
    selected = None
    mine = [lem for lem in plongeon.state.lemmings_of(seat) if game.legal_destinations(lem)]
    if mine:
        targets = {where: str(len(path)) for where, path in game.legal_destinations(mine[0]).items()}
        selected = game.where(mine[0])
    selectable = [f"hand:{i}" for i in range(min(len(game.hand(seat)), pl.HAND_SLOTS))]
    selectable += sorted({game.where(lem) for lem in plongeon.state.lemmings_of(seat)})
    return (pl.track_scene(lay) + pl.pieces_scene(lay, game, seat=seat)
            + pl.highlight_scene(lay, targets=targets, selectable=selectable, selected=selected,
                                 open_hexes=game.track.hexes[:12]))


def plongeon_positions() -> Iterator[tuple[str, plongeon.Game]]:
    for n in PLONGEON_PLAYERS:
        for steps in WALK:
            yield f"{n} players after {steps}", _walk(plongeon.Game.new(players=n, seed=n), n, steps)


def plongeon_scenes() -> Iterator[tuple[str, list[Shape]]]:
    for name, game in plongeon_positions():
        yield name, plongeon_scene(game)


# ------------------------------------------------------------------------------------ Labyrinth
def labyrinth_scene(game: labyrinth.Game) -> list[Shape]:
    """The board, the highlights of the pending options (the first one selected), the pieces and a tooltip
    over a character's corridor, as the board widget draws them."""
    lay = labyrinth.layout.get_layout(labyrinth.layout.DEFAULT_SIZE, 1.0)
    comps, s = game.components, game.state
    options = [str(o) for o in (game.pending.options if game.pending else ())]
    places = labyrinth.layout.option_places(comps, s, options)
    hubs = lay.hubs(labyrinth.board.openings(comps, s.tiles))
    target = s.seats[0].at
    return (labyrinth.layout.board_scene(lay, comps, s)
            + labyrinth.layout.highlight_scene(lay, comps, s, options, next(iter(sorted(places)), None))
            + labyrinth.layout.pieces_scene(lay, comps, s)
            + hover_shapes(lay, target, hover_text(game, target), hubs))


def labyrinth_positions() -> Iterator[tuple[str, labyrinth.Game]]:
    for n in LABYRINTH_PLAYERS:
        for steps in WALK:
            yield f"{n} players after {steps}", _walk(labyrinth.Game.new(players=n, seed=n), n, steps)


def labyrinth_scenes() -> Iterator[tuple[str, list[Shape]]]:
    for name, game in labyrinth_positions():
        yield name, labyrinth_scene(game)


SCENES = {"Leaping Lemmings": lemmings_scenes, "Le grand plongeon": plongeon_scenes, "Labyrinth": labyrinth_scenes}
