"""SVG pictures of Le grand plongeon, written by the kit's shared SVG writer
(:func:`lemmings.render_svg.shapes_to_svg`) from this game's scenes.

>>> from plongeon import Game
>>> game_svg(Game.new(players=2, seed=1)).startswith("<svg")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from gamecore import arguments as arg
from gamecore.errors import ArgumentError
from gamecore.i18n import tr, trn
from gamecore.svg import SvgPicture, shapes_to_svg

from .account import account, track_words
from .layout import DEFAULT_SIZE, get_layout, highlight_scene, pieces_scene, track_scene
from .track import START, Track

if TYPE_CHECKING:
    from .game import Game


def track_svg(track: Track, *, size: float = DEFAULT_SIZE, show_ids: bool = True) -> SvgPicture:
    """The empty track."""
    lay = get_layout(track, size, 1.0)
    return shapes_to_svg(lay, [("board", track_scene(lay, show_ids=show_ids))], title=track.name,  # type: ignore[arg-type]
                         desc=track_words(track))


def game_svg(game: Game, *, size: float = DEFAULT_SIZE, seat: int | None = None, lemming: str | None = None,
             card: str | None = None, highlights: Mapping[str, str] | Iterable[str] | None = None,
             show_ids: bool = True) -> SvgPicture:
    """A position: track, tiles, lemmings, columns, and ``seat``'s hand (default: the player to move).

    ``lemming`` highlights where it can end its move (with ``card``: if that card were
    played), each labelled with its number of steps; ``highlights`` adds your own places.
    """
    highlights = _highlights(highlights)
    if seat is not None:
        arg.player(seat, game.players, "seat")
    lay = get_layout(game.track, size, 1.0)
    if seat is None and game.pending is not None:
        seat = game.pending.player
    targets: dict[str, str] = {}
    titles: dict[str, str] = {}
    selected = None
    if lemming is not None:
        for where, path in game.legal_destinations(lemming, card).items():
            targets[where] = str(len(path))  # the steps it takes: short, in a pill above the centre
            titles[where] = trn("{hex}: {n} step", "{hex}: {n} steps", len(path), hex=where, n=len(path))
        selected = game.where(lemming) if game.where(lemming) != START else START
    if highlights is not None:
        targets.update(highlights)
    layers = [("board", track_scene(lay, show_ids=show_ids)), ("pieces", pieces_scene(lay, game, seat=seat))]
    if targets or selected:
        layers.append(("highlights", highlight_scene(lay, targets=targets, selected=selected, titles=titles)))
    words = account(game, seat)  # the position in words, as the seat whose hand is drawn may know it
    return shapes_to_svg(lay, layers, title=words.title, desc=words.text())  # type: ignore[arg-type]


def _highlights(value: Any) -> dict[str, str] | None:
    """``highlights`` as ``{place: label}``: a mapping of texts, or a list of places."""
    if value is None:
        return None
    if isinstance(value, Mapping):
        items = list(value.items())
    elif isinstance(value, Iterable) and not isinstance(value, (str, bytes)):
        items = [(h, "") for h in value]
    else:
        items = [(None, None)]
    if not all(isinstance(h, str) and isinstance(label, str) for h, label in items):
        raise ArgumentError(tr("highlights must be a list of hex ids or a mapping of hex ids to labels, not {value}",
                               value=f"{value!r:.60}"))
    return dict(items)


__all__ = ["track_svg", "game_svg"]
