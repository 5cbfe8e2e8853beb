"""Eagles: flying between zones, feasting, and scattering lemmings.

* Each die point moves an eagle one zone, clockwise (A→B→…→F→A) or counterclockwise,
  the Eagle Player's choice, with no turning back. A feasting eagle spends its first point
  flipping back to hunting and stays put for that point; a Hover is no points (a feasting
  eagle that hovers keeps feasting).
* A hunting eagle whose zone holds Active lemmings on clear hexes must eat one of them
  (any clan) and then flips to feasting. Brush and being covered protect a lemming.
* Every other lemming left in the zone, brush included, is then scattered one at a time.

**Closest hex, precisely.** A scattered lemming goes to a hex at the smallest number of
hex steps from where it stands (counted on the board, whatever lies in between), among
the hexes that are outside both eagles' zones of control, below their stacking limit and
(two-player variant) not a protection-zone hex where it would cover an opponent. The
Eagle Player picks among equally close hexes. A lemming on a cliff-edge hex may instead
go over the cliff for a 1-VP dive. The start area is not a hex, so nobody is scattered
into it.
"""

from __future__ import annotations

from functools import cache, lru_cache

from gamecore.i18n import Message, lazy

from .board import ZONE_LETTERS, Board
from .movement import can_land, full_mask
from .options import CLIFF, EagleMove
from .state import State, eagle_colour
from .variants import TWO_PLAYER

DIRECTIONS = ("cw", "ccw")


def zone_after(letter: str, steps: int, direction: str) -> str:
    """The zone reached from ``letter`` after ``steps`` zones in ``direction`` (``"cw"``/``"ccw"``)."""
    sign = 1 if direction == "cw" else -1
    return ZONE_LETTERS[(ZONE_LETTERS.index(letter) + sign * steps) % len(ZONE_LETTERS)]


def flight(roll: int, hunting: bool) -> tuple[bool, int]:
    """``(flips, zones)`` for an eagle rolling ``roll``: a feasting eagle uses its first point to flip."""
    if roll <= 0:
        return False, 0
    if not hunting:
        return True, roll - 1
    return False, roll


def eagle_destinations(board: Board, eagle: str, zone: str, roll: int, feasting: bool = False) -> dict[str, str]:
    """Where an eagle can end for one die result, by direction: ``{"cw": "A", "ccw": "C"}``.

    A Hover, or a feasting eagle rolling 1, leaves it in place: ``{"stay": zone}``.
    """
    board.zone(eagle, zone)  # validates the names
    _, steps = flight(roll, not feasting)
    if steps == 0:
        return {"stay": zone}
    return {d: zone_after(zone, steps, d) for d in DIRECTIONS}


def direction_options(state: State, eagle: str, roll: int) -> list[EagleMove]:
    """The Eagle Player's choices for flying ``eagle`` with ``roll`` (empty when it cannot move)."""
    zone, hunting = state.eagles[eagle]
    _, steps = flight(roll, hunting)
    if steps == 0:
        return []
    return list(_directions(eagle, zone, steps))


@lru_cache(maxsize=4096)
def _ring_masks(board: Board, here: str) -> tuple[int, ...]:
    """The bit mask of each of ``board.rings[here]``."""
    return tuple(board.mask(ring) for ring in board.rings[here])


@cache
def _directions(eagle: str, zone: str, steps: int) -> tuple[EagleMove, ...]:
    """The two flights of ``steps`` zones from ``zone``, made once (two eagles, six zones, six steps at most)."""
    return tuple(EagleMove(eagle, d, zone_after(zone, steps, d)) for d in DIRECTIONS)


def lemmings_in_zone(state: State, eagle: str) -> list[str]:
    """Every lemming in the eagle's zone of control, hex by hex, bottom to top."""
    zone, board = state.eagles[eagle][0], state.cfg.board
    if not board.zone_mask[(eagle, zone)] & state.occupied():  # the usual answer, in one test
        return []
    stacks = state.stacks
    out: list[str] = []
    for h in board.zone(eagle, zone):
        if h in stacks:
            out.extend(stacks[h])
    return out


def feast_candidates(state: State, eagle: str) -> list[str]:
    """Lemmings a hunting eagle may eat: the top lemming of each clear hex in its zone."""
    zone, hunting = state.eagles[eagle]
    board, stacks = state.cfg.board, state.stacks
    brush = board.brush_mask
    if not hunting or not board.zone_mask[(eagle, zone)] & ~brush & state.occupied():
        return []
    bit = board.bit
    return [stacks[h][-1] for h in board.zone(eagle, zone) if h in stacks and not bit[h] & brush]


def scatter_destinations(state: State, lemming: str) -> list[str]:
    """The closest legal hexes for a scattered lemming (see the module docstring), plus
    ``"cliff"`` when it stands on the cliff edge."""
    board = state.cfg.board
    here = state.loc[lemming]
    zoc, bit = state.zoc_mask(), board.bit
    best: list[str] = []
    if TWO_PLAYER in state.cfg.variants:
        for ring in board.rings[here]:
            best = [h for h in ring if not bit[h] & zoc and can_land(state, lemming, h)]
            if best:
                break
    else:  # no protection zone: a hex is legal when it is outside the zones of control and not full
        free = ~(zoc | full_mask(state))
        for ring, ring_mask in zip(board.rings[here], _ring_masks(board, here), strict=True):
            if ring_mask & free:  # one test per ring instead of one per hex
                best = [h for h in ring if bit[h] & free]
                break
    if board.is_cliff_edge(here):
        best.append(CLIFF)
    return best


def fly(state: State, eagle: str, zone: str, *, hunting: bool = True, how: str = "") -> None:
    """Put ``eagle`` in ``zone`` and log it."""
    old, _ = state.eagles[eagle]
    state.eagles[eagle] = (zone, hunting)
    if old != zone:
        state.zoc_cache = None
        state.say(_flight_line(how, eagle=eagle_colour(eagle), old=old, zone=zone))


def _flight_line(how: str, **params: object) -> Message:
    """The log line of a flight, one whole sentence per way of flying (``how``)."""
    if how == "clockwise":
        return lazy("The {eagle} eagle flies clockwise from zone {old} to zone {zone}.", **params)
    if how == "counterclockwise":
        return lazy("The {eagle} eagle flies counterclockwise from zone {old} to zone {zone}.", **params)
    if how == "straight":
        return lazy("The {eagle} eagle flies straight from zone {old} to zone {zone}.", **params)
    if how:
        return lazy("The {eagle} eagle flies {how} from zone {old} to zone {zone}.", how=how, **params)
    return lazy("The {eagle} eagle flies from zone {old} to zone {zone}.", **params)


def flip(state: State, eagle: str, hunting: bool) -> None:
    """Turn ``eagle`` to its hunting (``True``) or feasting side, and log it."""
    zone, was = state.eagles[eagle]
    if was != hunting:
        state.eagles[eagle] = (zone, hunting)
        if hunting:
            state.say("The {eagle} eagle flips to its hunting side.", eagle=eagle_colour(eagle))
        else:
            state.say("The {eagle} eagle flips to its feasting side.", eagle=eagle_colour(eagle))


def eat(state: State, eagle: str, lemming: str) -> None:
    """The eagle eats ``lemming`` (to the eagle-chow box) and flips to feasting."""
    where = state.lift(lemming)
    state.put_in_chow(lemming)
    state.say("The {eagle} eagle snatches {lemming} from {hex}.", eagle=eagle_colour(eagle),
              lemming=state.label(lemming), hex=where)
    flip(state, eagle, False)


def scatter(state: State, lemming: str, to: str) -> None:
    """Move a scattered lemming to hex ``to`` (covering what is there) or over the cliff."""
    where = state.lift(lemming)
    if to == CLIFF:
        state.put_in_dive(lemming, 1)
        state.say("{lemming} is scattered from {hex} over the cliff: a 1-VP dive.", lemming=state.label(lemming),
                  hex=where)
        return
    state.put_on_top(lemming, to)
    under = state.stack(to)[:-1]
    if under:
        state.say("{lemming} is scattered from {hex} to {to}, covering {covered}.", lemming=state.label(lemming),
                  hex=where, to=to, covered=state.label(under[-1]))
    else:
        state.say("{lemming} is scattered from {hex} to {to}.", lemming=state.label(lemming), hex=where, to=to)
