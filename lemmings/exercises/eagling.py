"""Exercises on the eagles phase: where an eagle can fly, whom it may eat, where the others
scatter, and which pellet hexes a Hover can resupply.

The keys are the engine's: :func:`lemmings.eagles.eagle_destinations` (the flight rule),
the options of the pending ``feast``, ``scatter`` and ``resupply`` decisions, and the reasons
:meth:`lemmings.Game.apply` gives when it refuses an option.
"""

from __future__ import annotations

import random

from ..eagles import eagle_destinations, flight, lemmings_in_zone
from ..errors import IllegalAction
from ..game import Game
from ..movement import protection_forbids
from ..options import CLIFF, Feast, Resupply, Scatter
from ..state import face_name
from .core import Exercise
from .positions import find_position

WAYS = {"cw": "clockwise", "ccw": "counterclockwise"}


def refusal(game: Game, option: object) -> str:
    """The engine's reason for refusing ``option`` now ("" if it would accept it)."""
    trial = game.copy()
    try:
        trial.apply(option)
    except IllegalAction as exc:
        return str(exc).split(" is not allowed: ", 1)[-1].rstrip(".")
    return ""


def _task_eagle(game: Game) -> str:
    return game.state.tasks[-1][1]


# -------------------------------------------------------------------- flight
def build_flight(game: Game, eagle: str, roll: int, *, level: int = 1, source: str = "",
                 section: str = "Eagles phase") -> Exercise:
    """Kind ``"flight"``: in which zones can ``eagle`` end its flight with ``roll``?"""
    s = game.state
    zone, hunting = s.eagles[eagle]
    ends = eagle_destinations(s.cfg.board, eagle, zone, roll, feasting=not hunting)
    flips, steps = flight(roll, hunting)
    because: dict[str, str] = {}
    for way, z in ends.items():
        if way == "stay":
            why_stay = ("a Hover gives no points" if roll == 0 else
                        "the feasting eagle spends its only point turning back to its hunting side")
            because[z] = f"it stays in zone {z}: {why_stay}"
        else:
            flip = "spends its first point flipping to hunting, then " if flips else ""
            because.setdefault(z, f"it {flip}flies {steps} zone{'s' if steps != 1 else ''} {WAYS[way]} from {zone}")
    key = frozenset(ends.values())

    def why(z: str) -> str:
        return (f"with {face_name(roll)} the {'hunting' if hunting else 'feasting'} {eagle} eagle in zone {zone} "
                f"can only end in {' or '.join(sorted(key))}: it moves exactly {steps} zone{'s' if steps != 1 else ''}"
                f" one way round{', after a point spent flipping' if flips else ''}")

    side = "hunting" if hunting else "feasting"
    question = (f"The {eagle} eagle is {side} in zone {zone} and its die shows {face_name(roll)}. Click a hex of "
                f"every zone of the {eagle} circle where it can end its flight.")
    return Exercise("flight", section, f"Where can the {eagle} eagle fly?", question, game, "zones", key, because,
                    why, focus=tuple(s.cfg.board.zone(eagle, zone)), eagle=eagle, level=level, source=source,
                    summary=f"The {eagle} eagle can end in zone{'s' if len(key) > 1 else ''} {' or '.join(sorted(key))}.")


def _flight_fit(game: Game, eagle: str, level: int) -> bool:
    roll, hunting = game.state.dice[eagle], game.state.eagles[eagle][1]
    if level == 1:
        return hunting and roll in (1, 2)
    if level == 2:
        return hunting and roll in (0, 3)
    return not hunting


def generate_flight(seed: int, level: int) -> Exercise:
    """Level 1: a hunting eagle rolls 1 or 2; 2: it rolls 3 or a Hover; 3: a feasting eagle, which
    spends a point turning back to hunting."""
    rng = random.Random(seed)

    def test(game: Game) -> bool:
        return any(_flight_fit(game, e, level) for e in ("red", "blue"))

    game, where = find_position(seed, "eagle_order", test, skip=seed % 3)
    eagle = rng.choice([e for e in ("red", "blue") if _flight_fit(game, e, level)])
    return build_flight(game, eagle, game.state.dice[eagle], level=level, source=where)


# -------------------------------------------------------------------- feast
def build_feast(game: Game, *, level: int = 1, source: str = "", section: str = "Feasting and scattering") -> Exercise:
    """Kind ``"feast"``: the game waits for a hunting eagle to eat; which lemmings may it take?"""
    s = game.state
    if game.pending is None or game.pending.kind != "feast":
        raise ValueError("a feast exercise needs a position where a hunting eagle must eat")
    eagle = _task_eagle(game)
    zone = s.eagles[eagle][0]
    key = frozenset(o.lemming for o in game.pending.options)
    because = {lem: f"{s.label(lem)} is the top lemming of clear hex {s.loc[lem]} in zone {zone}" for lem in key}
    in_zone = tuple(lemmings_in_zone(s, eagle))
    question = (f"The hunting {eagle} eagle has just landed in zone {zone}. It must eat one lemming: click every "
                f"lemming it may choose (the others will then be scattered).")
    return Exercise("feast", section, f"Whom can the {eagle} eagle eat?", question, game, "lemmings", key, because,
                    lambda lem: refusal(game, Feast(lem)) or "the engine allows it",
                    focus=tuple(s.cfg.board.zone(eagle, zone)), pickable=in_zone, eagle=eagle, level=level,
                    source=source, summary=f"It may eat {', '.join(sorted(key))}; brush and being covered protect the rest.")


def _feast_fit(game: Game, level: int) -> bool:
    eagle = _task_eagle(game)
    n_zone, n_key = len(lemmings_in_zone(game.state, eagle)), len(game.pending.options)
    if level == 1:
        return n_zone == n_key
    if level == 2:
        return n_zone > n_key
    return n_zone > n_key + 1 and n_key >= 2


def generate_feast(seed: int, level: int) -> Exercise:
    """Level 1: every lemming in the zone is exposed; 2: some hide in brush or under others;
    3: a crowded zone with several exposed and several protected lemmings."""
    game, where = find_position(seed, "feast", lambda g: _feast_fit(g, level), skip=seed % 3)
    return build_feast(game, level=level, source=where)


# ------------------------------------------------------------------- scatter
def scatter_reason(game: Game, lemming: str, h: str) -> str:
    """Why a scattered ``lemming`` may not go to ``h``, from the engine's facts about the position."""
    s = game.state
    board = s.cfg.board
    here = s.loc[lemming]
    if h == CLIFF:
        return f"only a lemming on a cliff-edge hex may be scattered over the cliff, and {here} is not one"
    if h == here:
        return "a scattered lemming must leave its hex"
    over = s.eagles_over(h)
    if over:
        return f"{h} is in the {' and '.join(over)} eagle's zone of control, where no lemming may be scattered"
    if not s.has_room(h):
        return f"{h} is full: {s.limit(h)} lemming{'s' if s.limit(h) > 1 else ''} is the stacking limit there"
    protected = protection_forbids(s, lemming, h)
    if protected:
        return protected
    closest = [o.to for o in game.pending.options if o.lemming == lemming and o.to != CLIFF]
    if closest:
        d = board.distance(here, closest[0])
        steps = f"{d} step{'s' if d > 1 else ''}"
        return f"{h} is {board.distance(here, h)} steps from {here}, but free hexes only {steps} away exist"
    return refusal(game, Scatter(lemming, h))


def build_scatter(game: Game, lemming: str, *, level: int = 1, source: str = "",
                  section: str = "Feasting and scattering") -> Exercise:
    """Kind ``"scatter"``: where may the Eagle Player scatter ``lemming``?"""
    s = game.state
    if game.pending is None or game.pending.kind != "scatter":
        raise ValueError("a scatter exercise needs a position where lemmings are being scattered")
    board = s.cfg.board
    here = s.loc[lemming]
    key = frozenset(o.to for o in game.pending.options if o.lemming == lemming)
    if not key:
        raise ValueError(f"{lemming} is not being scattered here")
    because = {}
    for h in key:
        if h == CLIFF:
            because[h] = f"{here} is on the cliff edge, so the lemming may go over it for a 1-VP dive"
        else:
            d = board.distance(here, h)
            because[h] = (f"{h} is {d} step{'s' if d > 1 else ''} from {here}, as close as a hex outside the zones of "
                          f"control with room can be")
    eagle = _task_eagle(game)
    question = (f"The {eagle} eagle's zone {s.eagles[eagle][0]} is being cleared. Click every place where "
                f"{s.label(lemming)} in {here} may be scattered (the cliff too, if it may go over).")
    return Exercise("scatter", section, f"Where can {lemming} scatter?", question, game, "hexes", key, because,
                    lambda h: scatter_reason(game, lemming, h), focus=(here,), eagle=eagle, subject=lemming,
                    level=level, source=source,
                    summary=f"{lemming} may go to {', '.join(sorted(key))}.")


def _scatter_fit(game: Game, lemming: str, level: int) -> bool:
    s = game.state
    ends = [o.to for o in game.pending.options if o.lemming == lemming]
    if not ends:
        return False
    if CLIFF in ends:
        return level == 3
    far = s.cfg.board.distance(s.loc[lemming], ends[0]) > 1
    return (level == 1 and not far) or (level == 2 and far) or (level == 3 and far and len(ends) > 2)


def generate_scatter(seed: int, level: int) -> Exercise:
    """Level 1: a free neighbour exists; 2: the nearest free hexes are further away; 3: over the
    cliff is allowed, or many equally close hexes."""
    rng = random.Random(seed)

    def test(game: Game) -> bool:
        return any(_scatter_fit(game, lem, level) for lem in lemmings_in_zone(game.state, _task_eagle(game)))

    game, where = find_position(seed, "scatter", test, skip=seed % 3)
    lemming = rng.choice([lem for lem in lemmings_in_zone(game.state, _task_eagle(game)) if _scatter_fit(game, lem, level)])
    return build_scatter(game, lemming, level=level, source=where)


# ------------------------------------------------------------------ resupply
def build_resupply(game: Game, *, level: int = 1, source: str = "", section: str = "Pellets and favours") -> Exercise:
    """Kind ``"resupply"``: a Hover lets the Eagle Player put a pellet out; on which hexes?"""
    s = game.state
    if game.pending is None or game.pending.kind != "resupply":
        raise ValueError("a resupply exercise needs a position waiting for a Hover's resupply")
    eagle = _task_eagle(game)
    key = frozenset(o.hex for o in game.pending.options)
    because = {h: f"{h} is a pellet hex of the {eagle} circle with neither a pellet nor a lemming on it" for h in key}
    board = s.cfg.board

    def why(h: str) -> str:
        if not board.is_pellet_hex(h):
            return f"{h} is not a pellet hex"
        if h not in board.circle(eagle):
            return f"{h} is a pellet hex of the other circle; a Hover on the {eagle} die resupplies the {eagle} circle"
        if h in s.board_pellets:
            return f"{h} still holds a face-down pellet"
        if h in s.stacks:
            return f"{h} has a lemming on it"
        return refusal(game, Resupply(h))

    question = (f"The {eagle} die rolled a Hover. Click every hex where a pellet from the reserve may be put.")
    return Exercise("resupply", section, "Resupply after a Hover", question, game, "hexes", key, because, why,
                    focus=tuple(h for h in board.circle(eagle) if board.is_pellet_hex(h)), eagle=eagle, level=level,
                    source=source, summary=f"Vacant pellet hexes of the {eagle} circle: {', '.join(sorted(key))}.")


def generate_resupply(seed: int, level: int) -> Exercise:
    """Level 1: many vacant pellet hexes; 2: a few; 3: a single one."""
    bounds = {1: (5, 99), 2: (2, 4), 3: (1, 1)}[level]

    def test(game: Game) -> bool:
        return bounds[0] <= len(game.pending.options) <= bounds[1]

    game, where = find_position(seed, "resupply", test, skip=seed % 2)
    return build_resupply(game, level=level, source=where)


__all__ = ["build_flight", "generate_flight", "build_feast", "generate_feast", "build_scatter", "generate_scatter",
           "build_resupply", "generate_resupply", "refusal", "scatter_reason"]
