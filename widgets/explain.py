"""Explained choices: the path an option takes, and what each eagle order does.

Everything is read from the engine (:func:`lemmings.movement.valid_paths`,
:func:`lemmings.eagles.eagle_destinations`, :func:`lemmings.eagles.feast_candidates`); this
module only puts it into words and into data the board can draw.
"""

from __future__ import annotations

from typing import Any

from gamecore.i18n import lazy, lazyc, tr, trc, trn
from lemmings.board import START, ZONE_LETTERS
from lemmings.eagles import eagle_destinations, feast_candidates
from lemmings.game import Game
from lemmings.layout import CHOICE_COLOURS, CLIFF_TARGET, EAGLE_WORDS
from lemmings.movement import move_points, valid_paths
from lemmings.options import CLIFF, EagleFirst, EagleMove, Move, Scatter
from lemmings.state import HOVER

#: Distinct colours for choices offered side by side (two dives into one hex, two ways for an
#: eagle), with their names: the board's own choice colours, in the same order.
PATH_COLOURS = tuple(zip(CHOICE_COLOURS, (lazyc("path", "violet"), lazyc("path", "teal"), lazyc("path", "green"),
                                          lazyc("path", "magenta"), lazyc("path", "orange"), lazyc("path", "blue")),
                         strict=True))


def _face(roll: int) -> str:
    return trc("die", "Hover") if roll == HOVER else str(roll)


def option_route(game: Game, option: Any) -> tuple[str, ...]:
    """The places an option's lemming passes through, in order, starting where it stands:
    ``("start", "0102", "0203")``; a dive ends with ``"cliff"``. Empty when the option moves
    no lemming along a path (or the engine knows no valid path for it)."""
    st = game.state
    if isinstance(option, Move):
        lem = option.lemming
        if lem not in st.loc:
            return ()
        origin = st.loc[lem]
        if origin not in st.stacks and origin != START:
            return ()
        try:
            points = move_points(st, st.owner(lem), origin)
            paths = valid_paths(st, lem, option.to, option.dive, points=points)
        except (KeyError, ValueError):
            paths = []
        if not paths:
            # a card move (Boo!, Lost …) follows its own rules: show where it goes
            route = (origin, option.to)
        else:
            route = (origin, *paths[0])
        return route + ((CLIFF_TARGET,) if option.dive else ())
    if isinstance(option, Scatter) and option.lemming in st.loc:
        return (st.loc[option.lemming], CLIFF_TARGET if option.to == CLIFF else option.to)
    return ()


def zones_flown(eagle_zone: str, steps: int, direction: str) -> tuple[str, ...]:
    """The zones an eagle passes, from where it starts to where it lands."""
    sign = 1 if direction == "cw" else -1
    i = ZONE_LETTERS.index(eagle_zone)
    return tuple(ZONE_LETTERS[(i + sign * k) % len(ZONE_LETTERS)] for k in range(steps + 1))


def flight_of(game: Game, option: EagleMove) -> tuple[str, ...]:
    """The zones the eagle of ``option`` passes through, start and end included."""
    zone, _ = game.state.eagles[option.eagle]
    for steps in range(len(ZONE_LETTERS)):
        zones = zones_flown(zone, steps, option.direction)
        if zones[-1] == option.zone and steps > 0:
            return zones
    return (zone, option.zone)


def _exposed(game: Game, eagle: str, zone: str) -> int:
    """Lemmings a hunting eagle in ``zone`` could eat now (the engine's own candidates)."""
    probe = game.state.copy()
    probe.eagles[eagle] = (zone, True)
    return len(feast_candidates(probe, eagle))


def _reach(game: Game, eagle: str) -> tuple[str, list[tuple[str, str, int]]]:
    """``(roll, [(way, zone, exposed lemmings)…])`` for ``eagle`` this turn; ``way`` is ``"cw"``,
    ``"ccw"`` or ``"stay"`` (a hover, or a 1 spent flipping back to hunting)."""
    st = game.state
    zone, hunting = st.eagles[eagle]
    roll = (st.dice or {}).get(eagle, HOVER)
    dests = eagle_destinations(game.board, eagle, zone, roll, feasting=not hunting)
    if "stay" in dests:
        return roll, [("stay", zone, _exposed(game, eagle, zone))]
    return roll, [(way, letter, _exposed(game, eagle, letter)) for way, letter in dests.items()]


def eagle_outlook(game: Game, eagle: str) -> str:
    """Where ``eagle`` can go with its die this turn and how many lemmings stand exposed there."""
    zone = game.state.eagles[eagle][0]
    roll, reach = _reach(game, eagle)
    colour = EAGLE_WORDS[eagle]
    if reach[0][0] == "stay":
        n = reach[0][2]
        if roll == HOVER:
            return trn("the {eagle} eagle ({face}) hovers and stays in zone {zone} ({n} exposed lemming)",
                       "the {eagle} eagle ({face}) hovers and stays in zone {zone} ({n} exposed lemmings)", n,
                       eagle=colour, face=_face(roll), zone=zone, n=n)
        return trn("the {eagle} eagle ({face}) spends its 1 flipping back to hunting and stays in zone {zone} "
                   "({n} exposed lemming)",
                   "the {eagle} eagle ({face}) spends its 1 flipping back to hunting and stays in zone {zone} "
                   "({n} exposed lemmings)", n, eagle=colour, face=_face(roll), zone=zone, n=n)
    if len({letter for _way, letter, _n in reach}) == 1:  # a 3 round a circle of six: one zone either way
        n = reach[0][2]
        return trn("the {eagle} eagle ({face}) flies from zone {zone} to zone {to} either way ({n} exposed lemming)",
                   "the {eagle} eagle ({face}) flies from zone {zone} to zone {to} either way ({n} exposed lemmings)", n,
                   eagle=colour, face=_face(roll), zone=zone, to=reach[0][1], n=n)
    parts = [trn("zone {zone} clockwise ({n} exposed lemming)", "zone {zone} clockwise ({n} exposed lemmings)", n,
                 zone=letter, n=n) if way == "cw" else
             trn("zone {zone} counterclockwise ({n} exposed lemming)", "zone {zone} counterclockwise ({n} exposed lemmings)",
                 n, zone=letter, n=n)
             for way, letter, n in reach]
    return tr("the {eagle} eagle ({face}) flies from zone {zone} to {places}", eagle=colour, face=_face(roll), zone=zone,
              places=tr(" or ").join(parts))


def _reach_short(game: Game, eagle: str) -> str:
    """``"blue to A (3 exposed) or C (1)"``: one eagle's outlook in a few words."""
    _roll, reach = _reach(game, eagle)
    colour = EAGLE_WORDS[eagle]
    if reach[0][0] == "stay":
        # Same English for one and many; Spanish and Italian agree the adjective with the count.
        return trn("{eagle} stays in {zone} ({n} exposed)", "{eagle} stays in {zone} ({n} exposed)", reach[0][2],
                   eagle=colour, zone=reach[0][1], n=reach[0][2])
    if len({letter for _way, letter, _n in reach}) == 1:
        return trn("{eagle} to {zone} either way ({n} exposed)", "{eagle} to {zone} either way ({n} exposed)", reach[0][2],
                   eagle=colour, zone=reach[0][1], n=reach[0][2])
    parts = [trn("{zone} ({n} exposed)", "{zone} ({n} exposed)", n, zone=letter, n=n) if k == 0 else f"{letter} ({n})"
             for k, (_way, letter, n) in enumerate(reach)]
    return tr("{eagle} to {places}", eagle=colour, places=tr(" or ").join(parts))


#: Why the order of the eagles matters, said once under the two buttons (``str()`` reads it in
#: the current language; :data:`EAGLE_ORDER_WHY` is the English text).
EAGLE_ORDER_WHY_MESSAGE = lazy("The second eagle hunts where the first one's scatter left the lemmings: a lemming it "
                               "scatters may land out of the second eagle's reach, and a lemming it eats is no longer "
                               "there for the second.")
EAGLE_ORDER_WHY = EAGLE_ORDER_WHY_MESSAGE.render("en")


def eagle_order_notes(game: Game) -> dict[Any, str]:
    """For an ``eagle_order`` decision: what each order does, in full words, by option."""
    d = game.pending
    if d is None or d.kind != "eagle_order":
        return {}
    out = {}
    for o in d.options:
        if not isinstance(o, EagleFirst):
            continue
        other = "blue" if o.eagle == "red" else "red"
        out[o] = tr("{first}: {outlook}, eats and scatters there; only then {other}.", first=eagle_first(o.eagle),
                    outlook=eagle_outlook(game, o.eagle), other=eagle_outlook(game, other))
    return out


def eagle_order_summary(game: Game) -> dict[Any, str]:
    """For an ``eagle_order`` decision: each order in one short line, by option
    (``"blue to A (3 exposed) or C (1), then red to E (0 exposed) or C (0)"``)."""
    d = game.pending
    if d is None or d.kind != "eagle_order":
        return {}
    return {o: tr("{first}, then {second}", first=_reach_short(game, o.eagle),
                  second=_reach_short(game, "blue" if o.eagle == "red" else "red"))
            for o in d.options if isinstance(o, EagleFirst)}


def same_zone(options: Any) -> str | None:
    """The zone every way offered for the eagle ends in, when there are several ways and they all
    end in one zone (3 zones round the circle either way): the choice then changes nothing but the
    path the eagle is drawn taking. ``None`` otherwise."""
    flights = [o for o in options if isinstance(o, EagleMove)]
    if len(flights) < 2 or len(flights) != len(options) or len({(o.eagle, o.zone) for o in flights}) != 1:
        return None
    return flights[0].zone


def eagle_first(eagle: str) -> str:
    """``"Red first"``: the button of an eagle order."""
    return tr("Red first") if eagle == "red" else tr("Blue first")


def path_label(game: Game, option: Any, route: tuple[str, ...]) -> str:
    """``"via 0102 → 0203, dives for 3 VP"``: an option's path in words."""
    shown = [(tr("start area") if p == START else tr("over the cliff") if p == CLIFF_TARGET else p) for p in route[1:]]
    text = tr("via {route}", route=" → ".join(shown)) if shown else ""
    if isinstance(option, Move) and option.dive:
        text += " " + trn("(dives with {n} point left: {n} VP)", "(dives with {n} points left: {n} VP)", option.dive,
                          n=option.dive)
    return text


__all__ = ["option_route", "flight_of", "zones_flown", "eagle_outlook", "eagle_order_notes", "eagle_order_summary",
           "EAGLE_ORDER_WHY", "EAGLE_ORDER_WHY_MESSAGE", "eagle_first", "path_label", "same_zone",
           "PATH_COLOURS"]
