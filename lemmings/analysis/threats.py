"""Which lemmings the next eagles phase can eat or scatter, by which eagle, on which rolls.

:func:`threatened` answers, for every lemming on the board: over the 36 (or ``len(die)**2``)
equally likely rolls of the two eagle dice, on which rolls *can* the Eagle Player arrange for it
to be eaten, or to be scattered? The Eagle Player is assumed to choose everything the rules let
them choose: which eagle goes first (in the two-player variant the blue eagle always goes first),
each eagle's direction, the victim of a hunting eagle, and the order and landing hexes of the
scattered lemmings. The answer is exact, worked out from the die faces, not sampled.

How the answer stays exact and fast
-----------------------------------
The engine decides every fact: who a hunting eagle may eat (:func:`lemmings.eagles.feast_candidates`),
who is in a zone (:func:`~lemmings.eagles.lemmings_in_zone`) and where a scattered lemming may
land (:func:`~lemmings.eagles.scatter_destinations`). This module only combines those facts over
the Eagle Player's choices.

* The eagle that goes first meets the position as it is. It may eat any exposed lemming of its
  zone; every other lemming there can be scattered (the Eagle Player scatters it first), except
  a lone exposed lemming, which must be eaten.
* The second eagle meets the position the first one left, which differs inside its zone only
  if the first eagle's scattered lemmings land there (or if both zones share Line of Bones
  hexes, which the first eagle empties). A scattered lemming lands in the nearest ring of hexes
  around it that still has room, and is pushed to a farther ring only once the nearer ones are
  full; counting free places ring by ring bounds where it can ever land. When none can reach
  the second zone, the second eagle simply meets the position without the first zone's lemmings.
* When each scattered lemming's present ring has more free places than there are lemmings to
  scatter, nobody can be pushed farther out, and the possible end positions are exactly the ways
  of sharing those places out. Each question the second eagle raises (can this lemming end on
  top of that hex? can that hex stay empty?) is then a small flow problem.
* Otherwise (a ring that could fill up completely, the two-player protection rows, a lemming
  with nowhere to go) every order and landing hex of the first eagle's scatter is played out on a
  scratch copy with the engine's own primitives. Lemmings leaving the same hex (and, with two
  players, of the same clan) are interchangeable, hexes that can never fill are forgotten, and
  as soon as the lemmings still to scatter can only share out free places (the point above), the
  rest of that branch is answered by the flow problem instead of being played out.
* A scatter needs a free hex outside both zones. Counting free hexes settles that at once on any
  board the game allows; should the count ever be too tight, the full search above runs instead.

``tests/test_analysis.py`` checks the result against an exhaustive search through the engine's
own decisions (``game.apply``) on random positions.

The search itself is :class:`lemmings.analysis.threat_search.Phase`; this module sums its answers
over the rolls.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, NamedTuple

from gamecore.i18n import get_language, percent, tr, trc, trn

from ..board import EAGLES
from .eagle_odds import either, face_words, figure
from .threat_search import EATEN, SCATTERED, Fate, Phase

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["Threat", "RollThreat", "threatened", "threatened_by_search", "EATEN", "SCATTERED"]


class RollThreat(NamedTuple):
    """One roll of the two dice on which a lemming can be reached, and how.

    ``red``/``blue`` are the faces (0 = Hover); ``probability`` is the chance of that roll;
    ``fates`` lists ``(kind, eagle)`` pairs, kind ``"eaten"`` or ``"scattered"``, each of which
    the Eagle Player can bring about on that roll (not necessarily together).
    """

    red: int
    blue: int
    probability: float
    fates: tuple[Fate, ...]

    def __repr__(self) -> str:
        how = either([_fate(kind, eagle) for kind, eagle in self.fates])
        return tr("<roll red {red}, blue {blue} (p={p}): {how}>", red=face_words(self.red),
                  blue=face_words(self.blue), p=figure(self.probability, 4), how=how)


def _fate(kind: str, eagle: str) -> str:
    if kind == EATEN:
        return tr("eaten by red") if eagle == "red" else tr("eaten by blue")
    return tr("scattered by red") if eagle == "red" else tr("scattered by blue")


def _eagle(eagle: str) -> str:
    return trc("eagle", "red") if eagle == "red" else trc("eagle", "blue")


def _share(p: float) -> str:
    """A chance with one decimal, the reader's way (English exactly as ``f"{p:.1%}"``)."""
    return f"{p:.1%}" if get_language() == "en" else percent(p, 1)


class Threat(NamedTuple):
    """What the next eagles phase can do to one lemming on the board.

    ``eaten``: the chance that the Eagle Player can feed it to an eagle; ``scattered``: the chance
    that it can be scattered; ``reached``: the chance of either. ``eaten_by`` and ``scattered_by``
    split those chances by eagle; ``rolls`` lists every roll on which it can be reached.
    """

    lemming: str
    hex: str
    eaten: float
    scattered: float
    reached: float
    eaten_by: dict[str, float]
    scattered_by: dict[str, float]
    rolls: tuple[RollThreat, ...]

    @property
    def safe(self) -> bool:
        """True when no roll and no choice of the Eagle Player can touch the lemming."""
        return not self.rolls

    def __repr__(self) -> str:
        if self.safe:
            return tr("<Threat {lemming} in {hex}: safe this eagles phase>", lemming=self.lemming, hex=self.hex)

        def part(total: float, by: dict[str, float]) -> str:
            split = ", ".join(f"{_eagle(e)} {_share(p)}" for e, p in by.items() if p)
            return _share(total) + (f" ({split})" if split else "")

        n = len(self.rolls)
        return trn("<Threat {lemming} in {hex}: eaten {eaten}, scattered {scattered}, on {n} roll>",
                   "<Threat {lemming} in {hex}: eaten {eaten}, scattered {scattered}, on {n} rolls>", n,
                   lemming=self.lemming, hex=self.hex, eaten=part(self.eaten, self.eaten_by),
                   scattered=part(self.scattered, self.scattered_by), n=n)


def threatened(game: Game, eagle: str | None = None) -> dict[str, Threat]:
    """Every lemming on the board, with what the next eagles phase can do to it.

    The eagles phase is taken to start from the current position: the eagles where they are now
    (zone and hunting or feasting side), both dice rolled fresh with the game's die faces. With
    ``eagle="red"`` (or ``"blue"``) only what that eagle can do is reported; the other eagle still
    flies, since it can change what the first one finds. Returns ``{lemming id: Threat}`` in the
    order of :meth:`State.on_board`.
    """
    return _threatened(game, eagle, exhaustive=False)


def threatened_by_search(game: Game, eagle: str | None = None) -> dict[str, Threat]:
    """The same answer as :func:`threatened`, found by always playing out every order and landing
    hex of the first eagle's scatter (no shortcut). Much slower; the tests use it as a check."""
    return _threatened(game, eagle, exhaustive=True)


def _threatened(game: Game, eagle: str | None, exhaustive: bool) -> dict[str, Threat]:
    if eagle is not None and eagle not in EAGLES:
        raise ValueError(f"eagle must be None, 'red' or 'blue', not {eagle!r}")
    s = game.state
    phase = Phase(s, exhaustive=exhaustive)
    faces = Counter(s.cfg.die)
    total = len(s.cfg.die) ** 2
    on_board = s.on_board()
    rolls: dict[str, list[RollThreat]] = {lem: [] for lem in on_board}
    weight = {}  # rolls out of ``total``, kept whole so that the sums below are exact
    for red, n_red in faces.items():
        for blue, n_blue in faces.items():
            fates = phase.roll({"red": red, "blue": blue})
            weight[red, blue] = n_red * n_blue
            p = n_red * n_blue / total
            for lem, got in fates.items():
                kept = tuple(sorted(f for f in got if eagle is None or f[1] == eagle))
                if kept:
                    rolls[lem].append(RollThreat(red, blue, p, kept))
    out = {}
    for lem in on_board:
        mine = tuple(rolls[lem])

        def chance(kind: str | None, who: str | None, mine: tuple[RollThreat, ...] = mine) -> float:
            return sum(weight[r.red, r.blue] for r in mine
                       if any((kind is None or k == kind) and (who is None or e == who) for k, e in r.fates)) / total

        out[lem] = Threat(lem, s.loc[lem], chance(EATEN, None), chance(SCATTERED, None), chance(None, None),
                          {e: chance(EATEN, e) for e in EAGLES}, {e: chance(SCATTERED, e) for e in EAGLES}, mine)
    return out
