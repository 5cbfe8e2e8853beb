"""Exercises on the eagles phase: where an eagle can fly, whom it may eat, where the others
scatter, and which pellet hexes a Hover can resupply.

The keys are the engine's: :func:`lemmings.eagles.eagle_destinations` (the flight rule),
the options of the pending ``feast``, ``scatter`` and ``resupply`` decisions, and the reasons
:meth:`lemmings.Game.apply` gives when it refuses an option.
"""

from __future__ import annotations

import random

from gamecore.errors import IllegalAction
from gamecore.i18n import Message, lazyc, render, tr, trn

from ..eagles import eagle_destinations, flight, lemmings_in_zone
from ..game import Game
from ..movement import protection_forbids
from ..options import CLIFF, Feast, Resupply, Scatter
from ..state import face_name
from .core import Exercise
from .positions import find_position

WAYS = {"cw": "clockwise", "ccw": "counterclockwise"}
#: An eagle's colour with "eagle" (feminine in Spanish and Italian) and with "circle" (masculine).
EAGLE_COLOURS: dict[str, Message] = {"red": lazyc("eagle", "red"), "blue": lazyc("eagle", "blue")}
CIRCLE_COLOURS: dict[str, Message] = {"red": lazyc("circle", "red"), "blue": lazyc("circle", "blue")}


def refusal(game: Game, option: object) -> str:
    """The engine's reason for refusing ``option`` now ("" if it would accept it), in the
    current language: what follows the quoted option and its first colon in the engine's error
    ("'feast B1' is not allowed: B1 hides in brush.")."""
    trial = game.copy()
    try:
        trial.apply(option)
    except IllegalAction as exc:
        text = str(exc)
        quoted = text.find("'", 1) if text.startswith("'") else -1
        colon = text.find(": ", quoted + 1)
        return (text[colon + 2:] if colon >= 0 else text).rstrip(".")
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
    colour, circle = EAGLE_COLOURS[eagle], CIRCLE_COLOURS[eagle]
    for way, z in ends.items():
        if way == "stay":
            if roll == 0:
                because[z] = tr("it stays in zone {zone}: a Hover gives no points", zone=z)
            else:
                because[z] = tr("it stays in zone {zone}: the feasting eagle spends its only point turning back to "
                                "its hunting side", zone=z)
        else:
            because.setdefault(z, _flies(way, flips, steps, zone))
    key = frozenset(ends.values())
    ends_in = tr("{first} or {second}", first=min(key), second=max(key)) if len(key) > 1 else min(key)
    face = tr("Hover") if roll == 0 else face_name(roll)
    if hunting:
        stuck = trn("with {face} the hunting {colour} eagle in zone {zone} can only end in {ends}: it moves exactly "
                    "{n} zone one way round", "with {face} the hunting {colour} eagle in zone {zone} can only end in "
                    "{ends}: it moves exactly {n} zones one way round", steps, face=face, colour=colour, zone=zone,
                    ends=ends_in, n=steps)
    else:
        stuck = trn("with {face} the feasting {colour} eagle in zone {zone} can only end in {ends}: it moves exactly "
                    "{n} zone one way round", "with {face} the feasting {colour} eagle in zone {zone} can only end in "
                    "{ends}: it moves exactly {n} zones one way round", steps, face=face, colour=colour, zone=zone,
                    ends=ends_in, n=steps)
    if flips:
        stuck = tr("{sentence}, after a point spent flipping", sentence=stuck)

    def why(z: str) -> str:
        return stuck

    if hunting:
        question = tr("The {colour} eagle is hunting in zone {zone} and its die shows {face}. Click a hex of every "
                      "zone of the {circle} circle where it can end its flight.", colour=colour, zone=zone, face=face,
                      circle=circle)
        typed = tr("The {colour} eagle is hunting in zone {zone} and its die shows {face}. In which zones of the "
                   "{circle} circle can it end its flight?", colour=colour, zone=zone, face=face, circle=circle)
    else:
        question = tr("The {colour} eagle is feasting in zone {zone} and its die shows {face}. Click a hex of every "
                      "zone of the {circle} circle where it can end its flight.", colour=colour, zone=zone, face=face,
                      circle=circle)
        typed = tr("The {colour} eagle is feasting in zone {zone} and its die shows {face}. In which zones of the "
                   "{circle} circle can it end its flight?", colour=colour, zone=zone, face=face, circle=circle)
    summary = trn("The {colour} eagle can end in zone {zones}.", "The {colour} eagle can end in zones {zones}.",
                  len(key), colour=colour, zones=ends_in)
    return Exercise("flight", section, tr("Where can the {colour} eagle fly?", colour=colour), question, game, "zones",
                    key, because, why, focus=tuple(s.cfg.board.zone(eagle, zone)), eagle=eagle, level=level,
                    source=source, summary=summary, typed=typed)


def _flies(way: str, flips: bool, n: int, zone: str) -> str:
    """How the eagle gets there, a whole sentence per way round ("it flies 2 zones clockwise from A")."""
    if flips and way == "cw":
        return trn("it spends its first point flipping to hunting, then flies {n} zone clockwise from {zone}",
                   "it spends its first point flipping to hunting, then flies {n} zones clockwise from {zone}", n,
                   n=n, zone=zone)
    if flips:
        return trn("it spends its first point flipping to hunting, then flies {n} zone counterclockwise from {zone}",
                   "it spends its first point flipping to hunting, then flies {n} zones counterclockwise from {zone}",
                   n, n=n, zone=zone)
    if way == "cw":
        return trn("it flies {n} zone clockwise from {zone}", "it flies {n} zones clockwise from {zone}", n, n=n,
                   zone=zone)
    return trn("it flies {n} zone counterclockwise from {zone}", "it flies {n} zones counterclockwise from {zone}", n,
               n=n, zone=zone)


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
        raise ValueError(tr("a feast exercise needs a position where a hunting eagle must eat"))
    eagle = _task_eagle(game)
    colour = EAGLE_COLOURS[eagle]
    zone = s.eagles[eagle][0]
    key = frozenset(o.lemming for o in game.pending.options)
    because = {lem: tr("{lemming} is the top lemming of clear hex {hex} in zone {zone}", lemming=s.label(lem),
                       hex=s.loc[lem], zone=zone) for lem in key}
    in_zone = tuple(lemmings_in_zone(s, eagle))
    question = tr("The hunting {colour} eagle has just landed in zone {zone}. It must eat one lemming: click every "
                  "lemming it may choose (the others will then be scattered).", colour=colour, zone=zone)
    typed = tr("The hunting {colour} eagle has just landed in zone {zone}. It must eat one lemming: which lemmings may "
               "it choose (the others will then be scattered)?", colour=colour, zone=zone)
    allowed = tr("the engine allows it")
    return Exercise("feast", section, tr("Whom can the {colour} eagle eat?", colour=colour), question, game, "lemmings",
                    key, because, lambda lem: refusal(game, Feast(lem)) or allowed,
                    focus=tuple(s.cfg.board.zone(eagle, zone)), pickable=in_zone, eagle=eagle, level=level,
                    source=source, summary=tr("It may eat {lemmings}; brush and being covered protect the rest.",
                                              lemmings=", ".join(sorted(key))), typed=typed)


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
        return tr("only a lemming on a cliff-edge hex may be scattered over the cliff, and {hex} is not one", hex=here)
    if h == here:
        return tr("a scattered lemming must leave its hex")
    over = s.eagles_over(h)
    if len(over) > 1:
        return tr("{hex} is in both eagles' zones of control, where no lemming may be scattered", hex=h)
    if over:
        return tr("{hex} is in the {colour} eagle's zone of control, where no lemming may be scattered", hex=h,
                  colour=EAGLE_COLOURS[over[0]])
    if not s.has_room(h):
        return trn("{hex} is full: {n} lemming is the stacking limit there",
                   "{hex} is full: {n} lemmings is the stacking limit there", s.limit(h), hex=h, n=s.limit(h))
    protected = protection_forbids(s, lemming, h)
    if protected:
        return render(protected)
    closest = [o.to for o in game.pending.options if o.lemming == lemming and o.to != CLIFF]
    if closest:
        d = board.distance(here, closest[0])
        return trn("{hex} is {far} steps from {here}, but free hexes only {n} step away exist",
                   "{hex} is {far} steps from {here}, but free hexes only {n} steps away exist", d, hex=h,
                   far=board.distance(here, h), here=here, n=d)
    return refusal(game, Scatter(lemming, h))


def build_scatter(game: Game, lemming: str, *, level: int = 1, source: str = "",
                  section: str = "Feasting and scattering") -> Exercise:
    """Kind ``"scatter"``: where may the Eagle Player scatter ``lemming``?"""
    s = game.state
    if game.pending is None or game.pending.kind != "scatter":
        raise ValueError(tr("a scatter exercise needs a position where lemmings are being scattered"))
    board = s.cfg.board
    here = s.loc[lemming]
    key = frozenset(o.to for o in game.pending.options if o.lemming == lemming)
    if not key:
        raise ValueError(tr("{lemming} is not being scattered here", lemming=lemming))
    because = {}
    for h in key:
        if h == CLIFF:
            because[h] = tr("{hex} is on the cliff edge, so the lemming may go over it for a 1-VP dive", hex=here)
        else:
            d = board.distance(here, h)
            because[h] = trn("{hex} is {n} step from {here}, as close as a hex outside the zones of control with room "
                             "can be", "{hex} is {n} steps from {here}, as close as a hex outside the zones of control "
                             "with room can be", d, hex=h, n=d, here=here)
    eagle = _task_eagle(game)
    question = tr("The {colour} eagle's zone {zone} is being cleared. Click every place where {lemming} in {hex} may "
                  "be scattered (the cliff too, if it may go over).", colour=EAGLE_COLOURS[eagle],
                  zone=s.eagles[eagle][0], lemming=s.label(lemming), hex=here)
    typed = tr("The {colour} eagle's zone {zone} is being cleared. Where may {lemming} in {hex} be scattered? Name "
               "every such hex, and \"cliff\" if it may go over the cliff edge.", colour=EAGLE_COLOURS[eagle],
               zone=s.eagles[eagle][0], lemming=s.label(lemming), hex=here)
    return Exercise("scatter", section, tr("Where can {lemming} scatter?", lemming=lemming), question, game, "hexes",
                    key, because, lambda h: scatter_reason(game, lemming, h), focus=(here,), eagle=eagle,
                    subject=lemming, level=level, source=source,
                    summary=tr("{lemming} may go to {places}.", lemming=lemming, places=", ".join(sorted(key))),
                    typed=typed)


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
        raise ValueError(tr("a resupply exercise needs a position waiting for a Hover's resupply"))
    eagle = _task_eagle(game)
    circle = CIRCLE_COLOURS[eagle]
    key = frozenset(o.hex for o in game.pending.options)
    because = {h: tr("{hex} is a pellet hex of the {circle} circle with neither a pellet nor a lemming on it", hex=h,
                     circle=circle) for h in key}
    board = s.cfg.board

    def why(h: str) -> str:
        if not board.is_pellet_hex(h):
            return tr("{hex} is not a pellet hex", hex=h)
        if h not in board.circle(eagle):
            return tr("{hex} is a pellet hex of the other circle; a Hover on the {circle} die resupplies the {circle} "
                      "circle", hex=h, circle=circle)
        if h in s.board_pellets:
            return tr("{hex} still holds a face-down pellet", hex=h)
        if h in s.stacks:
            return tr("{hex} has a lemming on it", hex=h)
        return refusal(game, Resupply(h))

    question = tr("The {circle} die rolled a Hover. Click every hex where a pellet from the reserve may be put.",
                  circle=circle)
    typed = tr("The {circle} die rolled a Hover. On which hexes may a pellet from the reserve be put?", circle=circle)
    return Exercise("resupply", section, tr("Resupply after a Hover"), question, game, "hexes", key, because, why,
                    focus=tuple(h for h in board.circle(eagle) if board.is_pellet_hex(h)), eagle=eagle, level=level,
                    source=source, summary=tr("Vacant pellet hexes of the {circle} circle: {hexes}.", circle=circle,
                                              hexes=", ".join(sorted(key))), typed=typed)


def generate_resupply(seed: int, level: int) -> Exercise:
    """Level 1: many vacant pellet hexes; 2: a few; 3: a single one."""
    bounds = {1: (5, 99), 2: (2, 4), 3: (1, 1)}[level]

    def test(game: Game) -> bool:
        return bounds[0] <= len(game.pending.options) <= bounds[1]

    game, where = find_position(seed, "resupply", test, skip=seed % 2)
    return build_resupply(game, level=level, source=where)


__all__ = ["build_flight", "generate_flight", "build_feast", "generate_feast", "build_scatter", "generate_scatter",
           "build_resupply", "generate_resupply", "refusal", "scatter_reason", "EAGLE_COLOURS", "CIRCLE_COLOURS"]
