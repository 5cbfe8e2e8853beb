"""Pure SVG pictures of the board and of a game position (standard library only).

``Board._repr_svg_`` and ``Game._repr_svg_`` call these, so a board or a game shows itself
as a picture wherever a notebook is rendered, even without widget JavaScript (GitHub,
nbviewer, exported HTML). The geometry and the list of shapes come from
:mod:`lemmings.layout`, the same ones the interactive canvas draws.

>>> from lemmings import Game
>>> svg = game_svg(Game.new(players=3, seed=1))
>>> svg.startswith("<svg") and 'id="hex-0603"' in svg
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from gamecore.arguments import names, shown, text
from gamecore.errors import ArgumentError
from gamecore.i18n import tr, trn
from gamecore.pictures import words
from gamecore.shapes import split_top
from gamecore.svg import SvgPicture, shape_to_svg, shapes_to_svg

from .board import START, Board
from .layout import (
    CLIFF_TARGET,
    DEFAULT_SIZE,
    Shape,
    board_scene,
    candidate_zones,
    game_layers,
    get_layout,
    highlight_scene,
    option_places,
)
from .movement import move_points
from .options import CLIFF, Claw, Feast, Move, Resupply, Scatter

if TYPE_CHECKING:
    from .game import Game


def board_svg(board: Board, *, size: float = DEFAULT_SIZE, show_ids: bool = True,
              highlights: Mapping[str, str] | Iterable[str] | None = None, caption: str = "") -> SvgPicture:
    """The empty board: hexes with ids, terrain, circles and zones, Line of Bones,
    sanctuaries, pellet hexes, start area, cliff edge and the panels.

    ``highlights`` marks hexes or areas (``"start"``, ``"cliff"``; a list, or a mapping of them to
    short labels) with the ring and label of a destination (a dark ring under a bright one, the
    label in a pill), so a list of hexes can be seen where it lies. The picture's description is
    ``caption`` (the marks in words, for a reader who cannot see them), then the board in words.

    >>> svg = board_svg(Board.default(), highlights={"0603": "S"}, caption="The sanctuary 0603.")
    >>> 'id="hl-0603"' in svg and "<desc" in svg and "The sanctuary 0603." in svg
    True
    """
    text(caption, "caption")
    marks = _checked_places(highlights)
    marks = dict(marks) if isinstance(marks, Mapping) else dict.fromkeys(marks or (), "")
    lay = get_layout(board, size, 1.0)
    for h in marks:
        if h not in board and lay.area(h) is None and h != CLIFF_TARGET:
            raise ArgumentError(tr("cannot highlight {place}: not a hex or an area of the picture", place=repr(h)))
    title, desc = words("board", board) or (tr("Board {name}", name=board.name), "")
    if caption:
        desc = f"{caption}\n{desc}" if desc else caption
    scene = board_scene(lay, show_ids=show_ids, zone_letters=True)
    if not marks:
        return shapes_to_svg(lay, [("board", scene)], title=title, desc=desc)
    under, top = split_top(highlight_scene(lay, targets=marks))
    base, ids = split_top(scene)  # the hex ids are the board's shapes marked top: over every mark
    layers = [("board", base), ("highlights", under), ("labels", top), ("ids", ids)]
    return shapes_to_svg(lay, [(name, shapes) for name, shapes in layers if shapes], title=title, desc=desc)


def destination_labels(game: Game, piece: str | None = None) -> dict[str, str]:
    """Labels of the places that complete the pending options picked by ``piece``.

    ``piece`` is a lemming id or a place (a hex, ``"start"``, ``"chow"``); ``None`` means
    every one-click option. A regular move's label is the points it spends, plus the
    dive VP when it goes over the cliff (``"4 pt"``, ``"2 pt · dive 3"``).
    """
    d = game.pending
    if d is None:
        return {}
    st = game.state
    if piece is None:
        where, lem = None, None
    elif piece in st.loc:
        where, lem = st.loc[piece], piece
    else:
        where, lem = piece, None
    grouped: dict[str, list[Any]] = {}
    for option in d.options:
        origin, places = option_places(game, option)
        if origin != where or (lem is not None and getattr(option, "lemming", None) != lem):
            continue
        for p in places:
            grouped.setdefault(p, []).append(option)
    return {p: place_label(game, opts, p) for p, opts in grouped.items()}


def place_label(game: Game, options: Iterable[Any], place: str) -> str:
    """One short label for a place: the single option's label, or for several moves to the
    same place a compact list (``"stop / dive 1·2"``)."""
    options = list(options)
    labels = list(dict.fromkeys(option_label(game, o) for o in options))
    labels = [x for x in labels if x]
    if len(labels) <= 1 and not (place == CLIFF_TARGET and len(options) > 1):
        return labels[0] if labels else ""
    dives = sorted({o.dive for o in options if isinstance(o, Move) and o.dive}
                   | {1 for o in options if isinstance(o, Scatter) and o.to == CLIFF})
    parts = [tr("stop")] if any(isinstance(o, Move) and not o.dive for o in options) and place != CLIFF_TARGET else []
    if dives:
        parts.append(tr("dive {values} VP", values="·".join(str(v) for v in dives)))
    return " / ".join(parts) if parts else " / ".join(labels)


def option_label(game: Game, option: Any) -> str:
    """The short label a destination shows for ``option``: cost and dive VP of a move."""
    d = game.pending
    if isinstance(option, Move):
        if d is not None and d.kind == "move":
            origin = game.state.loc[option.lemming]
            spent = move_points(game.state, d.player, origin) - option.dive
            if option.dive:  # plural forms: Spanish abbreviates "1 pto", "2 ptos"
                return trn("{points} pt · dive {vp}", "{points} pt · dive {vp}", spent, points=spent, vp=option.dive)
            return trn("{points} pt", "{points} pt", spent, points=spent)
        return tr("dive {values} VP", values=option.dive) if option.dive else ""
    if isinstance(option, Scatter) and option.to == CLIFF:
        return tr("dive {values} VP", values=1)
    if isinstance(option, Feast):
        return tr("eat {lemming}", lemming=option.lemming)
    if isinstance(option, Claw):
        return tr("claw {lemming}", lemming=option.lemming)
    if isinstance(option, Resupply):
        return tr("pellet")
    return ""


#: The most places one picture highlights (a board has under 100 hexes; the rest are its boxes).
MAX_PLACES = 500


def _checked_places(highlights: Any) -> Any:
    """``highlights`` as a list of names or a dict of names to labels, refused in words otherwise."""
    if highlights is not None:
        if isinstance(highlights, Mapping):
            for place, label in list(highlights.items())[:MAX_PLACES + 1]:
                text(place, "highlights")
                text(label, "highlights")
            highlights = dict(highlights)
        else:
            highlights = names(highlights, "highlights", max_items=MAX_PLACES)
        if len(highlights) > MAX_PLACES:
            raise ArgumentError(tr("highlights lists more than {n} names", n=MAX_PLACES))
    return highlights


def _checked(game: Game, lemming: Any, highlights: Any, risk: Any) -> tuple[Any, Any, Any]:
    """``game_svg``'s position arguments, refused in words when they are not what it draws: a lemming
    id of this game (or ``"start"``), places as a list of names or a mapping of names to labels, risk as
    a mapping of hexes to chances from 0 to 1."""
    if lemming is not None:
        text(lemming, "lemming")
        if lemming != START and lemming not in game.state.loc:
            raise ArgumentError(tr("there is no lemming {item} in this position", item=shown(lemming)))
    highlights = _checked_places(highlights)
    if risk is not None:
        if not isinstance(risk, Mapping):
            raise ArgumentError(tr("risk must map hexes to chances from 0 to 1, not {value}", value=shown(risk)))
        for h, p in list(risk.items())[:MAX_PLACES + 1]:
            if h not in game.board or isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
                raise ArgumentError(tr("risk must map hexes to chances from 0 to 1, not {value}",
                                       value=shown({h: p})))
        if len(risk) > MAX_PLACES:
            raise ArgumentError(tr("risk names more than {n} hexes", n=MAX_PLACES))
    return lemming, highlights, risk


def game_svg(game: Game, *, size: float = DEFAULT_SIZE, lemming: str | None = None,
             highlights: Mapping[str, str] | Iterable[str] | None = None, selectable: Iterable[str] = (),
             selected: str | None = None, marked: str | None = None, risk: Mapping[str, float] | None = None,
             show_ids: bool = True, extra: Iterable[Shape] = ()) -> SvgPicture:
    """A game position as SVG: the board, eagles, stacks, pellets, card, VP track, dive
    and chow boxes and each clan's cards, plus optional highlights.

    ``lemming`` (an id such as ``"R3"``, or ``"start"``) highlights where the pending
    decision lets it go, each with its cost and dive VP. ``highlights`` gives your own
    places (a list, or a mapping to labels); ``risk`` draws the graded eagle-risk overlay
    and its legend. When the pending decision moves an eagle, each zone it may fly to is
    drawn in its own colour. ``extra`` adds highlight shapes (say
    :func:`lemmings.layout.path_shapes` for a recap): like every highlight they lie under the
    pieces, except their labels (shapes marked ``top``), and the hex ids lie over them all.
    """
    lemming, highlights, risk = _checked(game, lemming, highlights, risk)
    lay = get_layout(game.board, size, 1.0)
    targets: dict[str, str] = {}
    if lemming is not None:
        piece = lemming
        if lemming == START and game.pending is not None:
            movers = [o.lemming for o in game.pending.options
                      if getattr(o, "lemming", None) in game.state.loc and game.state.loc[o.lemming] == START]
            piece = movers[0] if movers else START
        targets.update(destination_labels(game, piece))
        if selected is None and piece in game.state.loc:
            selected = game.state.loc[piece]
    if highlights is not None:
        if isinstance(highlights, Mapping):
            targets.update(highlights)
        else:
            targets.update({h: "" for h in highlights})
    for t in targets:
        if t not in game.board and lay.area(t) is None and t != CLIFF_TARGET:
            raise ValueError(tr("cannot highlight {place}: not a hex or an area of the picture", place=repr(t)))
    zones = candidate_zones(game)
    extra = list(extra)
    highlights: list[Shape] = []
    if targets or selectable or selected or marked or risk or zones or extra:
        highlights = highlight_scene(lay, targets=targets, selectable=selectable, selected=selected, marked=marked,
                                     risk=risk, zones=zones) + extra
    # highlights under the pieces, their labels over them, the hex ids over everything
    # the title and the position in words (lemmings.account, registered by the package: it sits above this layer)
    title, desc = words("game", game) or (repr(game), "")
    return shapes_to_svg(lay, game_layers(lay, game, highlights, show_ids=show_ids), title=title, desc=desc)


__all__ = ["SvgPicture", "board_svg", "game_svg", "destination_labels", "option_label", "place_label", "shape_to_svg",
           "shapes_to_svg"]
