"""Where an option of the pending decision lives on the picture (which piece to pick, which
places complete it), and which eagle zones a decision offers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..options import CLIFF, Claw, EagleMove, EagleTo, Feast, Move, Place, Resupply, Scatter, Select, Swap, Top
from .geometry import CHOW_TARGET, CLIFF_TARGET

if TYPE_CHECKING:
    from ..game import Game


def option_places(game: Game, option: Any) -> tuple[str | None, tuple[str, ...]]:
    """Where an option lives on the picture: ``(piece, places)``.

    Two-step options (a regular or card move, a scatter, a Heroic Return) have a *piece*,
    the place to click to pick the lemming (its hex, ``"start"`` or ``"chow"``), and the
    *places* that then complete the option: the destination hex, ``"start"`` (Lost), and
    ``"cliff"`` for a dive or a scatter over the edge (a dive also completes by clicking
    its cliff-edge hex). Every other option is one click: ``piece`` is ``None`` and
    ``places`` are the hexes or areas that choose it (all the hexes of the destination
    zone for an eagle). Options with no place on the picture (roll, pass, play a card,
    …) give ``(None, ())``.
    """
    st = game.state
    if isinstance(option, Move):
        return st.loc[option.lemming], ((option.to, CLIFF_TARGET) if option.dive else (option.to,))
    if isinstance(option, Scatter):
        return st.loc[option.lemming], ((CLIFF_TARGET,) if option.to == CLIFF else (option.to,))
    if isinstance(option, Place):
        return CHOW_TARGET, (option.hex,)
    if isinstance(option, (Feast, Claw, Top)):
        return None, (st.loc[option.lemming],)
    if isinstance(option, Swap):
        return None, (st.loc[option.other],)
    if isinstance(option, Resupply):
        return None, (option.hex,)
    if isinstance(option, Select):
        return None, ((st.loc[option.target],) if option.target in st.loc else (option.target,))
    if isinstance(option, (EagleMove, EagleTo)):
        return None, tuple(game.board.zone(option.eagle, option.zone))
    return None, ()


def candidate_zones(game: Game) -> list[tuple[str, str]]:
    """The eagle zones the pending decision offers, ``(eagle, letter)`` in option order
    (empty unless it is an eagle's move), for :func:`~lemmings.layout.highlight_scene`'s
    ``zones``: each is then drawn in its own colour."""
    d = game.pending
    out: list[tuple[str, str]] = []
    for o in d.options if d is not None else ():
        if isinstance(o, (EagleMove, EagleTo)) and (o.eagle, o.zone) not in out:
            out.append((o.eagle, o.zone))
    return out


__all__ = ["option_places", "candidate_zones"]
