"""Where an eagle can fly this turn, and with what chance: per die face, per zone, per hex.

Everything here reads the engine's own flight rule (:func:`lemmings.eagles.flight` and
:func:`lemmings.eagles.eagle_destinations`); the only thing added is arithmetic over the die.

* :func:`eagle_rolls` lists, for each face of the die, where the eagle can end.
* :func:`eagle_zone_distribution` gives, per zone, the chance that the Eagle Player *can* put the
  eagle there this turn (each roll usually offers two zones, so these chances add up to more
  than 1). With ``steer=target`` it gives instead the distribution of the zone the eagle really
  ends in when the Eagle Player steers toward ``target`` (these add up to exactly 1).
* :func:`eagle_target_probability` is the best chance of landing on one chosen zone.
* :func:`hex_risk` turns both eagles' chances into one number per hex of the board.

Chances are worked out exactly from the die faces (a face printed twice counts twice); they are
returned as floats. :func:`zone_weights` gives the same numbers as whole-number counts out of
``len(die)`` for callers who want exact fractions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from gamecore.i18n import get_language, number, tr, trc

from ..board import EAGLES, ZONE_LETTERS, Board
from ..eagles import eagle_destinations, flight
from ..state import HOVER, die_faces

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["EagleRoll", "eagle_destinations", "eagle_rolls", "eagle_zone_distribution", "eagle_target_probability",
           "zone_weights", "hex_risk", "die_faces", "zone_gap", "face_words", "either"]


def face_words(face: int) -> str:
    """A die face in the reader's words: ``"Hover"`` (``"Planear"``, ``"Volteggiare"``) or its number."""
    return trc("die", "Hover") if face == HOVER else str(face)


def either(items: Sequence[str]) -> str:
    """``"2 or 3"``, ``"Hover or 1 or 2"``: alternatives in the reader's words."""
    out = items[0]
    for item in items[1:]:
        out = tr("{either} or {other}", either=out, other=item)
    return out


def figure(x: float, decimals: int) -> str:
    """``x`` with ``decimals`` digits, written the reader's way (English exactly as ``f"{x:.3f}"``)."""
    return f"{x:.{decimals}f}" if get_language() == "en" else number(x, decimals)


def _way(direction: str, zone: str) -> str:
    if direction == "cw":
        return tr("cw {zone}", zone=zone)
    if direction == "ccw":
        return tr("ccw {zone}", zone=zone)
    return tr("stay {zone}", zone=zone)


class EagleRoll(NamedTuple):
    """What one die face does to an eagle.

    ``zones`` maps a direction (``"cw"``/``"ccw"``) to the zone reached, or is ``{"stay": zone}``
    when the eagle cannot leave its zone (a Hover, or a feasting eagle spending its only point
    on flipping). ``hunting`` says which side the eagle shows afterwards.
    """

    face: int
    probability: float
    flips: bool
    zones: dict[str, str]
    hunting: bool

    def __repr__(self) -> str:
        where = either([_way(d, z) for d, z in self.zones.items()])
        face, p = face_words(self.face), figure(self.probability, 3)
        if self.flips:
            if self.hunting:
                return tr("<EagleRoll {face} (p={p}), flips to hunting: {where}, hunting>", face=face, p=p, where=where)
            return tr("<EagleRoll {face} (p={p}), flips to hunting: {where}, feasting>", face=face, p=p, where=where)
        if self.hunting:
            return tr("<EagleRoll {face} (p={p}): {where}, hunting>", face=face, p=p, where=where)
        return tr("<EagleRoll {face} (p={p}): {where}, feasting>", face=face, p=p, where=where)


def eagle_rolls(board: Board, eagle: str, zone: str, feasting: bool = False,
                die: Sequence[int | str] | None = None) -> list[EagleRoll]:
    """One :class:`EagleRoll` per distinct face of ``die`` (default Hover, 1, 1, 2, 2, 3), in die order."""
    faces = die_faces(die)
    counts = Counter(faces)
    out = []
    for face in dict.fromkeys(faces):
        flips, _ = flight(face, not feasting)
        zones = eagle_destinations(board, eagle, zone, face, feasting=feasting)
        hunting = (not feasting) if face == HOVER else True
        out.append(EagleRoll(face, counts[face] / len(faces), flips, zones, hunting))
    return out


def zone_weights(board: Board, eagle: str, zone: str, feasting: bool = False,
                 die: Sequence[int | str] | None = None, steer: str | None = None) -> dict[str, int]:
    """Like :func:`eagle_zone_distribution`, but as counts of die faces (divide by ``len(die)``)."""
    faces = die_faces(die)
    if steer is not None and steer not in ZONE_LETTERS:
        raise ValueError(f"steer must be a zone letter A-F, not {steer!r}")
    out = dict.fromkeys(ZONE_LETTERS, 0)
    for face, n in Counter(faces).items():
        ends = list(dict.fromkeys(eagle_destinations(board, eagle, zone, face, feasting=feasting).values()))
        if steer is None:
            for z in ends:
                out[z] += n
        else:
            out[min(ends, key=lambda z: (zone_gap(z, steer), ends.index(z)))] += n
    return out


def eagle_zone_distribution(board: Board, eagle: str, zone: str, feasting: bool = False,
                            die: Sequence[int | str] | None = None, steer: str | None = None) -> dict[str, float]:
    """Chances for each zone ``A``-``F`` of the eagle's circle after this turn's flight.

    Without ``steer``: the chance that the Eagle Player *can* end the flight in that zone (the
    die allows it in at least one direction). A zone reachable both ways on a roll is counted once.

    With ``steer="C"``: the Eagle Player steers toward zone C. On every roll they pick the end
    zone nearest to C around the circle (C itself when the roll allows it), clockwise first when
    both directions are equally near. The result is the distribution of the end zone and sums
    to 1; its value at C equals :func:`eagle_target_probability`, the best anyone can do.
    """
    faces = die_faces(die)
    weights = zone_weights(board, eagle, zone, feasting, faces, steer)
    return {z: w / len(faces) for z, w in weights.items()}


def eagle_target_probability(board: Board, eagle: str, zone: str, target: str, feasting: bool = False,
                             die: Sequence[int | str] | None = None) -> float:
    """The best chance the Eagle Player has of ending this turn's flight in zone ``target``."""
    return eagle_zone_distribution(board, eagle, zone, feasting, die)[target]


def zone_gap(a: str, b: str) -> int:
    """Zones between ``a`` and ``b`` the short way round the circle (0 to 3)."""
    d = abs(ZONE_LETTERS.index(a) - ZONE_LETTERS.index(b)) % len(ZONE_LETTERS)
    return min(d, len(ZONE_LETTERS) - d)


def hex_risk(game: Game) -> dict[str, float]:
    """For every hex of the board, the chance that at least one eagle can end its flight this
    eagles phase in a zone holding that hex.

    The eagles start where they are now (zone and side) and each rolls the game's own die; the
    two dice are independent. Hexes outside both circles (sanctuaries, the first rows) get 0; a
    Line of Bones hex combines both eagles. Whether an eagle would then feast is not considered:
    see :func:`lemmings.analysis.threatened` for that.
    """
    s = game.state
    board = s.cfg.board
    reach = {e: eagle_zone_distribution(board, e, s.eagles[e][0], not s.eagles[e][1], s.cfg.die) for e in EAGLES}
    out = {}
    for h in board.hexes:
        miss = 1.0
        for eagle, letter in board.zones_of(h):
            miss *= 1.0 - reach[eagle][letter]
        out[h] = 1.0 - miss
    return out
