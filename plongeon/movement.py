"""Moving a lemming in Le grand plongeon: single steps, pushing chains and whole-move searches.

All functions are pure: they read a :class:`~plongeon.state.State` and return what
would happen, or the reason it cannot. A step is legal when

* it goes to a neighbouring hex (from the start: to an entry hex; from a finish hex: maybe
  over the line);
* the hex entered is meadow or of the played card's terrain;
* an occupied hex is entered only by pushing every lemming straight ahead of it one hex
  along the step's axis: not off the board, not backwards (to a hex nearer the start),
  possibly over the finish line, and only with the points the push costs. From the start
  line (when ``Rules.start_push`` allows it) the axis is the one the lemming comes in by.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import NamedTuple

from gamecore.hexcore import direction
from gamecore.i18n import Message, lazy, lazyn

from .state import State
from .track import FINISH, MEADOW, START, TERRAIN_NAMES


class StepResult(NamedTuple):
    """What a legal step does: its cost and every lemming's new place (the mover's first)."""

    cost: int
    moves: tuple[tuple[str, str], ...]


def may_enter(state: State, h: str, terrain: str | None) -> bool:
    """True when a card of ``terrain`` lets a lemming walk onto ``h`` (meadow always does)."""
    t = state.terrain(h)
    return t == MEADOW or t == terrain


def _occupied(loc: Mapping[str, str]) -> dict[str, str]:
    return {h: lem for lem, h in loc.items() if h != START and h != FINISH}


def try_step(state: State, lemming: str, to: str, terrain: str | None, points: int,
             loc: Mapping[str, str] | None = None, occupied: Mapping[str, str] | None = None) -> StepResult | str:
    """The effect of stepping ``lemming`` to ``to`` with ``points`` left on a ``terrain`` card,
    or the reason it is illegal (a sentence naming the rule). ``loc`` overrides the lemmings'
    places (for searches); ``occupied`` is ``{hex: lemming}`` for them when already known."""
    r = _step(state, lemming, to, terrain, points, loc, occupied)
    return r if isinstance(r, StepResult) else r.render()


def _step(state: State, lemming: str, to: str, terrain: str | None, points: int,
          loc: Mapping[str, str] | None = None, occupied: Mapping[str, str] | None = None) -> StepResult | Message:
    """:func:`try_step` with the reason kept as a message (cheap: :func:`legal_steps` drops it)."""
    loc = state.loc if loc is None else loc
    track = state.track
    frm = loc[lemming]
    if frm == FINISH:
        return lazy("{lemming} is already over the finish line", lemming=lemming)
    if points < 1:
        return lazy("no movement points are left")
    if occupied is None:
        occupied = _occupied(loc)
    if to == FINISH:
        if frm == START or not track.crosses_line(frm):
            return lazy("only a lemming on a finish hex ({hexes}) can step over the finish line", hexes=", ".join(track.finish))
        return StepResult(1, ((lemming, FINISH),))
    if to not in track:
        return lazy("{hex} is not a hex of this track", hex=repr(to))
    if to not in track.neighbors(frm):
        if frm == START:
            return lazy("{hex} is not next to the start line: a lemming moves one neighbouring hex at a time, no jumping", hex=to)
        return lazy("{hex} is not next to {where}: a lemming moves one neighbouring hex at a time, no jumping", hex=to, where=frm)
    if not may_enter(state, to, terrain):
        ground = TERRAIN_NAMES[state.terrain(to)]
        if terrain is None:
            return lazy("{hex} is {terrain}: only a {terrain} card lets a lemming walk there (this card is not played yet; "
                      "meadow accepts any card)", hex=to, terrain=ground)
        return lazy("{hex} is {terrain}: only a {terrain} card lets a lemming walk there (this card is {card}; meadow accepts "
                  "any card)", hex=to, terrain=ground, card=TERRAIN_NAMES[terrain])
    if to not in occupied:
        return StepResult(1, ((lemming, to),))
    if frm == START:
        return _push_from_start(state, lemming, to, points, occupied)
    return _push(state, lemming, to, direction(track.cell(frm), track.cell(to)), points, occupied)


def _push_from_start(state: State, lemming: str, to: str, points: int, occupied: Mapping[str, str]) -> StepResult | Message:
    """Entering an occupied entry hex from the start line: refused unless ``Rules.start_push``;
    then a push along the first axis of :meth:`Track.start_axes` that the push rules allow
    (the option names only the hex entered, so the kit picks the axis in a fixed order)."""
    if not state.rules.start_push:
        return lazy("{hex} is taken by {lemming}, and these rules forbid pushing from the start line (rule option "
                    "start_push is off)", hex=to, lemming=occupied[to])
    axes = state.track.start_axes(to)
    if not axes:
        return lazy("{hex} is taken by {lemming}, and no axis leads from the start line through it to push along", hex=to,
                    lemming=occupied[to])
    first: Message | None = None
    for d in axes:
        r = _push(state, lemming, to, d, points, occupied)
        if isinstance(r, StepResult):
            return r
        first = first or r
    assert first is not None
    return first


def _push(state: State, lemming: str, to: str, d: tuple[int, int], points: int,
          occupied: Mapping[str, str]) -> StepResult | Message:
    """Stepping onto occupied ``to`` along axis ``d``: every lemming lined up ahead moves one hex on."""
    track = state.track
    chain = []
    h: str | None = to
    while h is not None and h != FINISH and h in occupied:
        chain.append(h)
        h = track.beyond(h, d)
    if h is None:
        return lazy("pushing {lemmings} would put a lemming off the board (Pousse-lemming)",
                  lemmings=" ".join(occupied[c] for c in chain))
    for c in chain:
        nxt = track.beyond(c, d)
        assert nxt is not None
        if track.progress(nxt) < track.progress(c):
            return lazy("pushing {lemming} from {hex} to {to} would push it backwards, towards the start (Pousse-lemming "
                      "forbids it)", lemming=occupied[c], hex=c, to=nxt)
    cost = state.rules.push_price(len(chain))
    if points < cost:
        return lazyn("pushing {n} lemming costs {cost} points and only {points} are left (Pousse-lemming)",
                   "pushing {n} lemmings costs {cost} points and only {points} are left (Pousse-lemming)", len(chain),
                   n=len(chain), cost=cost, points=points)
    moves = [(lemming, to)] + [(occupied[c], track.beyond(c, d) or FINISH) for c in chain]
    return StepResult(cost, tuple(moves))


def legal_steps(state: State, lemming: str, terrain: str | None, points: int,
                loc: Mapping[str, str] | None = None) -> dict[str, StepResult]:
    """``{target: result}`` for every legal step of ``lemming`` (targets: hexes and ``"finish"``)."""
    loc = state.loc if loc is None else loc
    frm = loc[lemming]
    if frm == FINISH:
        return {}
    targets = list(state.track.neighbors(frm))
    if frm != START and state.track.crosses_line(frm):
        targets.append(FINISH)
    out = {}
    occupied = _occupied(loc)
    for t in targets:
        # The common cases without building a reason: a free hex, and terrain the card forbids.
        if t != FINISH and t not in occupied:
            if points >= 1 and may_enter(state, t, terrain):
                out[t] = StepResult(1, ((lemming, t),))
            continue
        r = _step(state, lemming, t, terrain, points, loc, occupied)
        if isinstance(r, StepResult):
            out[t] = r
    return out


def reachable(state: State, lemming: str, terrain: str | None, points: int) -> dict[str, tuple[str, ...]]:
    """Every place ``lemming`` can end this move on, each with one shortest list of steps.

    The search follows whole positions, since pushes move other lemmings too.
    """
    start_loc = dict(state.loc)
    key0 = tuple(sorted(start_loc.items()))
    seen = {(key0, points)}
    out: dict[str, tuple[str, ...]] = {}
    queue = deque([(start_loc, points, ())])
    while queue:
        loc, left, path = queue.popleft()
        for t, r in legal_steps(state, lemming, terrain, left, loc).items():
            nloc = dict(loc)
            nloc.update(r.moves)
            nleft = left - r.cost
            npath = (*path, t)
            out.setdefault(nloc[lemming], npath)
            key = (tuple(sorted(nloc.items())), nleft)
            if key not in seen and nleft > 0 and nloc[lemming] != FINISH:
                seen.add(key)
                queue.append((nloc, nleft, npath))
    out.pop(state.loc[lemming], None)
    return out


def walking_distance(state: State, lemming: str, to: str, terrain: str | None) -> int | None:
    """Steps from the lemming to ``to`` over hexes the card allows, ignoring other lemmings
    (``None`` if no such path): used to explain a destination that is out of reach."""
    track = state.track
    frm = state.loc[lemming]
    dist = {frm: 0}
    queue = deque([frm])
    while queue:
        h = queue.popleft()
        if h == to:
            return dist[h]
        nbrs = list(track.neighbors(h))
        if h != START and track.crosses_line(h):
            nbrs.append(FINISH)
        for n in nbrs:
            if n not in dist and (n == FINISH or may_enter(state, n, terrain)):
                dist[n] = dist[h] + 1
                queue.append(n)
    return None


__all__ = ["StepResult", "may_enter", "try_step", "legal_steps", "reachable", "walking_distance"]
