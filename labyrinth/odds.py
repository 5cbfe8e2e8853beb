"""Exact odds of Labyrinth's tests, as fractions: jumps, the Golem test, trap tests with several rolls, and
combat with its bonuses, its ties rolled again and the Crystal of Destiny's rerolls.

Every test is two dice plus a bonus (:func:`labyrinth.rules.test_bonus` gives a character's). A crystal
is assumed used whenever the engine offers it (after a failed test; in combat by the loser so far), so
the odds with a crystal are those of a player who always rerolls; :func:`trap` lets the reroll wait for
a number of failed rolls. :func:`for_seat` reads bonuses and crystals off a position.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from .components import Components
from .rules import GOLEM_TARGET, JUMP_TARGET, can_reroll, test_bonus
from .state import State

#: ``{sum: ways}`` of two dice (36 ways in all).
TWO_DICE: dict[int, int] = {s: 6 - abs(s - 7) for s in range(2, 13)}


def at_least(target: int, bonus: int = 0) -> Fraction:
    """P(two dice + ``bonus`` ≥ ``target``)."""
    return Fraction(sum(w for s, w in TWO_DICE.items() if s + bonus >= target), 36)


def with_reroll(p: Fraction, crystal: bool) -> Fraction:
    """A test passed with chance ``p``, rolled once more after a failure when ``crystal``."""
    return p + (1 - p) * p if crystal else p


def jump(bonus: int = 0, crystal: bool = False) -> Fraction:
    """A risky jump succeeds (Prueba de salto: 8 or more)."""
    return with_reroll(at_least(JUMP_TARGET, bonus), crystal)


def golem(bonus: int = 0, crystal: bool = False) -> Fraction:
    """A Golem test is passed (12)."""
    return with_reroll(at_least(GOLEM_TARGET, bonus), crystal)


def trap(rolls: int, difficulty: int, bonus: int = 0, crystal: bool = False, reroll_at: int = 1) -> dict[int, Fraction]:
    """``{failed rolls: chance}`` of a trap test of ``rolls`` rolls; with a crystal the whole test is rolled
    again when at least ``reroll_at`` rolls failed (the effects apply once per failed roll)."""
    q = 1 - at_least(difficulty, bonus)
    first = {k: _binomial(rolls, k) * q ** k * (1 - q) ** (rolls - k) for k in range(rolls + 1)}
    if not crystal:
        return first
    again = sum(p for k, p in first.items() if k >= reroll_at)
    return {k: (p if k < reroll_at else 0) + again * first[k] for k, p in first.items()}


def _binomial(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


def combat(a_bonus: int = 0, d_bonus: int = 0, a_crystal: bool = False, d_crystal: bool = False,
           a_stunned: bool = False, d_stunned: bool = False) -> Fraction:
    """P(the attacker wins). Both roll two dice plus their bonuses, ties are rolled again (a geometric series,
    summed exactly), and the loser so far rerolls its own test while it has a crystal; a tie after a reroll
    is rolled again by both. A stunned character loses without rolling, unless both are (then neither may
    use a crystal)."""
    if a_stunned != d_stunned:
        return Fraction(int(d_stunned))
    return _fresh(a_bonus, d_bonus, a_crystal and not a_stunned, d_crystal and not d_stunned)


@cache
def _fresh(ab: int, db: int, ac: bool, dc: bool) -> Fraction:
    """Both roll, again until they differ, then the loser may reroll."""
    pairs = [(a + ab, d + db, Fraction(wa * wd, 36 * 36)) for a, wa in TWO_DICE.items() for d, wd in TWO_DICE.items()]
    tie = sum(p for a, d, p in pairs if a == d)
    return sum((p / (1 - tie) * _judged(ab, db, a, d, ac, dc) for a, d, p in pairs if a != d), Fraction(0))


@cache
def _judged(ab: int, db: int, a: int, d: int, ac: bool, dc: bool) -> Fraction:
    """Totals ``a`` and ``d`` differ: the loser rerolls if it can, else the combat is over."""
    if a > d and not dc or a < d and not ac:
        return Fraction(int(a > d))
    out = Fraction(0)
    for roll, w in TWO_DICE.items():
        a2, d2 = (a, roll + db) if a > d else (roll + ab, d)
        ac2, dc2 = (ac, False) if a > d else (False, dc)
        out += Fraction(w, 36) * (_fresh(ab, db, ac2, dc2) if a2 == d2 else _judged(ab, db, a2, d2, ac2, dc2))
    return out


def for_seat(comps: Components, s: State, seat: int, test: str, target: int = 0) -> Fraction:
    """The chance that ``seat`` passes ``test`` (``"jump"``, ``"golem"``, or ``"trap"`` against ``target`` in
    one roll) now, with its bonuses and, when it may use it, its crystal."""
    bonus, crystal = test_bonus(comps, s, seat, test), can_reroll(comps, s, seat)
    if test == "jump":
        return jump(bonus, crystal)
    if test == "golem":
        return golem(bonus, crystal)
    return trap(1, target, bonus, crystal)[0]


def combat_for(comps: Components, s: State, attacker: int, defender: int) -> Fraction:
    """P(``attacker`` beats ``defender``) in the position ``s``."""
    a, d = s.seats[attacker], s.seats[defender]
    return combat(test_bonus(comps, s, attacker, "combat"), test_bonus(comps, s, defender, "combat"),
                  can_reroll(comps, s, attacker), can_reroll(comps, s, defender), a.stun > 0, d.stun > 0)
