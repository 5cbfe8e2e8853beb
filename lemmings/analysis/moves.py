"""The move explorer: every hex one lemming can reach with a regular move, and why not elsewhere.

Both functions stand on the engine's movement module. :func:`legal_destinations` keeps the
engine's own list of legal moves (:func:`lemmings.movement.regular_moves`) for one lemming and
adds its valid paths (:func:`~lemmings.movement.valid_paths`); :func:`why_not` returns the
engine's explanation (:func:`~lemmings.movement.explain_move`). ``tests/test_analysis.py``
checks on random games that :func:`legal_destinations` lists exactly the moves the engine offers
and that :func:`why_not` is silent exactly on those hexes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from gamecore.i18n import tr, trn

from ..board import START
from ..movement import explain_move, move_points, path_table, regular_moves, valid_paths
from ..options import Move
from ..state import State

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["Destination", "legal_destinations", "why_not", "points_for"]


class Destination(NamedTuple):
    """One place a lemming can end a regular move.

    ``hex`` is where it stops (a cliff-edge hex for a dive); ``path`` one valid path (the hexes
    entered, in order) and ``paths`` how many distinct valid paths there are; ``points`` the
    movement points the path spends; ``dive`` the VP of the dive that follows (0 when it does
    not dive); ``pellet`` whether leaving its hex claims the pellet there; ``move`` the engine
    option to pass to :meth:`Game.apply`.
    """

    hex: str
    path: tuple[str, ...]
    paths: int
    points: int
    dive: int
    pellet: bool
    move: Move

    def __repr__(self) -> str:
        route = " → ".join(self.path)
        figures = trn("{points} pts, {n} path", "{points} pts, {n} paths", self.paths, points=self.points, n=self.paths)
        facts = ([tr("dives for {vp} VP", vp=self.dive)] if self.dive else []) + (
            [tr("claims the pellet")] if self.pellet else [])
        return tr("<Destination {hex}: {route} ({figures}){facts}>", hex=self.hex, route=route, figures=figures,
                  facts="".join(f", {fact}" for fact in facts))


def _as_if(state: State, card: int | None) -> State:
    """``state`` itself, or (``card=k``) a read-only view of it where the card counts ``k``.

    The view shares the position (stacks, places, eagles) with ``state`` and replaces only the
    card and the one-turn modifiers (Caution, +1 favours, It's a 5); Quick Start is kept.
    """
    if card is None:
        return state
    if not isinstance(card, int) or isinstance(card, bool) or card < 0:
        raise ValueError(f"card must be a whole number of movement points, not {card!r}")
    view = State.__new__(State)
    for name in ("cfg", "stacks", "loc", "dives", "eagles", "board_pellets", "order", "quick_start"):
        setattr(view, name, getattr(state, name))
    n = state.cfg.n_players
    view.card, view.caution, view.plus_one, view.its_a_5 = card, [], [False] * n, [False] * n
    view.full_cache = view.occupied_cache = view.zoc_cache = None  # the engine's memos, made on first use
    return view


def points_for(state: State, lemming: str, card: int | None = None) -> int:
    """Movement points ``lemming`` would have for a regular move now.

    ``card=None`` uses the engine's count for its owner (Caution, favours, It's a 5, Quick Start);
    ``card=k`` counts the movement card as ``k`` for this lemming, ignoring those modifiers except
    Quick Start, which still doubles ``k`` for a lemming leaving the start area.
    """
    return move_points(_as_if(state, card), state.owner(lemming), state.loc[lemming])


def legal_destinations(game: Game, lemming: str, card: int | None = None) -> list[Destination]:
    """Every legal end of a regular move for ``lemming`` now, as its owner would move it.

    The list is the engine's own (:func:`lemmings.movement.regular_moves` for the owner, kept to
    this lemming), each move completed with its valid paths
    (:func:`lemmings.movement.valid_paths`). Empty when it cannot make a regular move (covered,
    eaten, scored, a starting lemming that is not its clan's next to leave, or no points).
    ``card=k`` asks "what if the card were worth k?" (see :func:`points_for`). Sorted like the
    engine's options: by hex, then dive VP.
    """
    s = game.state
    if lemming not in s.cfg.owner:
        raise ValueError(f"no lemming {lemming!r} in this game")
    view = _as_if(s, card)
    player = s.owner(lemming)
    origin = s.loc[lemming]
    if origin not in s.stacks and origin != START:
        return []
    points = move_points(view, player, origin)
    pellet = origin in s.board_pellets
    out = []
    for move in regular_moves(view, player):
        if move.lemming == lemming:
            paths = valid_paths(view, lemming, move.to, move.dive, points=points)
            out.append(Destination(move.to, paths[0], len(paths), points - move.dive, move.dive, pellet, move))
    return out


def why_not(game: Game, lemming: str, hex: str, card: int | None = None) -> str:
    """One sentence, naming the rule, on why ``lemming`` cannot end a regular move on ``hex``.

    Returns ``""`` when it can (for a cliff-edge hex: stop there or dive from it). The reasons
    are the engine's: zone of control, stacking limit, backward step, second sideways step, not
    enough or too many points, covered, and the rest. ``card`` as in :func:`legal_destinations`.
    """
    s = game.state
    if lemming not in s.cfg.owner:
        return tr("there is no lemming {lemming} (ids are a clan letter and a number, such as R3)",
                  lemming=repr(lemming))
    player = s.owner(lemming)
    if s.status(lemming) not in ("active", "starting"):
        return explain_move(s, player, Move(lemming, hex))
    points = points_for(s, lemming, card)
    if points <= 0 and card is not None:
        return tr("a regular move needs movement points, and a card counted as {card} gives {clan} none",
                  card=card, clan=s.name(player))
    table = path_table(s.cfg.board, s.loc[lemming], points) if points > 0 else {}
    lefts = sorted((left for end, left in table if end == hex), key=lambda x: (x != 0, -x))
    reasons = [explain_move(s, player, Move(lemming, hex, left), points=points) for left in lefts or [0]]
    if "" in reasons:
        return ""
    return reasons[0]
