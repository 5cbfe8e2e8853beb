"""Exact odds of Labyrinth's tests, as fractions: jumps, the Golem test, trap tests with several rolls, and
combat with its bonuses, its ties rolled again, the Crystal of Destiny's rerolls and the abilities that act
inside a test (triggers: a bonus to the roll made, a reroll).

Every test is two dice plus a bonus (:func:`labyrinth.rules.test_bonus` gives a character's). A crystal
is assumed used whenever the engine offers it (after a failed test; in combat by the loser so far), so
the odds with a crystal are those of a player who always rerolls; :func:`trap` lets the reroll wait for
a number of failed rolls. ``helps`` are the triggers' help to a failing roll, in the order the engine
offers them (:func:`labyrinth.triggers.helps`), each a tuple of steps ``("bonus", n)`` or ``("reroll", 0)``;
they too are assumed taken whenever offered, each once on a test, before the crystal. :func:`for_seat` and
:func:`combat_for` read bonuses, crystals and triggers off a position.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from .components import Components
from .rules import GOLEM_TARGET, JUMP_TARGET, test_bonus
from .state import State
from .triggers import helps as seat_helps

Help = tuple[tuple[str, int], ...]
#: The Crystal of Destiny's help: roll again.
CRYSTAL: Help = (("reroll", 0),)

#: ``{sum: ways}`` of two dice (36 ways in all).
TWO_DICE: dict[int, int] = {s: 6 - abs(s - 7) for s in range(2, 13)}


def at_least(target: int, bonus: int = 0) -> Fraction:
    """P(two dice + ``bonus`` ≥ ``target``)."""
    return Fraction(sum(w for s, w in TWO_DICE.items() if s + bonus >= target), 36)


def with_reroll(p: Fraction, crystal: bool) -> Fraction:
    """A test passed with chance ``p``, rolled once more after a failure when ``crystal``."""
    return p + (1 - p) * p if crystal else p


def _with(helps: tuple[Help, ...], crystal: bool) -> tuple[Help, ...]:
    return tuple(tuple(tuple(step) for step in h) for h in helps) + ((CRYSTAL,) if crystal else ())


def _after(help_: Help, total: int, bonus: int) -> dict[int, Fraction]:
    """The distribution of a roll's total once ``help_``'s steps have acted on ``total``."""
    dist = {total: Fraction(1)}
    for kind, n in help_:
        if kind == "bonus":
            dist = {t + n: p for t, p in dist.items()}
        else:
            dist = {s + bonus: Fraction(w, 36) for s, w in TWO_DICE.items()}
    return dist


@cache
def _single(target: int, bonus: int, total: int, helps: tuple[Help, ...]) -> Fraction:
    """P(pass) of a one-roll test now at ``total``, the ``helps`` still to come while it fails."""
    if total >= target or not helps:
        return Fraction(int(total >= target))
    return sum((p * _single(target, bonus, t, helps[1:]) for t, p in _after(helps[0], total, bonus).items()), Fraction(0))


def single(target: int, bonus: int = 0, crystal: bool = False, helps: tuple[Help, ...] = ()) -> Fraction:
    """P(two dice + ``bonus`` reach ``target``), with the triggers' ``helps`` and then the crystal on a failure."""
    chain = _with(helps, crystal)
    return sum((Fraction(w, 36) * _single(target, bonus, s + bonus, chain) for s, w in TWO_DICE.items()), Fraction(0))


def jump(bonus: int = 0, crystal: bool = False, helps: tuple[Help, ...] = ()) -> Fraction:
    """A risky jump succeeds (Prueba de salto: 8 or more)."""
    return single(JUMP_TARGET, bonus, crystal, helps)


def golem(bonus: int = 0, crystal: bool = False, helps: tuple[Help, ...] = ()) -> Fraction:
    """A Golem test is passed (12)."""
    return single(GOLEM_TARGET, bonus, crystal, helps)


def trap(rolls: int, difficulty: int, bonus: int = 0, crystal: bool = False, reroll_at: int = 1,
         helps: tuple[Help, ...] = ()) -> dict[int, Fraction]:
    """``{failed rolls: chance}`` of a trap test of ``rolls`` rolls. While a roll fails the ``helps`` act in turn
    (a bonus on every roll, a reroll of them all); then, with a crystal, the whole test is rolled again when at
    least ``reroll_at`` rolls failed (the effects apply once per failed roll)."""
    out: dict[int, Fraction] = dict.fromkeys(range(rolls + 1), Fraction(0))
    for totals, p in _trap_rolls(rolls, bonus).items():
        for k, q in _trap_from(difficulty, bonus, totals, _with(helps, False), crystal, reroll_at).items():
            out[k] += p * q
    return out


@cache
def _trap_rolls(rolls: int, bonus: int) -> dict[tuple[int, ...], Fraction]:
    """Every outcome of ``rolls`` rolls as sorted totals, with its chance."""
    dist: dict[tuple[int, ...], Fraction] = {(): Fraction(1)}
    for _ in range(rolls):
        nxt: dict[tuple[int, ...], Fraction] = {}
        for totals, p in dist.items():
            for s, w in TWO_DICE.items():
                key = tuple(sorted((*totals, s + bonus)))
                nxt[key] = nxt.get(key, Fraction(0)) + p * Fraction(w, 36)
        dist = nxt
    return dist


def _trap_after(help_: Help, totals: tuple[int, ...], bonus: int) -> dict[tuple[int, ...], Fraction]:
    """The distribution of a trap test's totals once ``help_``'s steps have acted (a reroll repeats every roll)."""
    dist = {totals: Fraction(1)}
    for kind, n in help_:
        if kind == "bonus":
            dist = {tuple(t + n for t in ts): p for ts, p in dist.items()}
        else:
            dist = dict(_trap_rolls(len(totals), bonus))
    return dist


@cache
def _trap_from(difficulty: int, bonus: int, totals: tuple[int, ...], helps: tuple[Help, ...], crystal: bool,
               reroll_at: int) -> dict[int, Fraction]:
    """``{failed rolls: chance}`` from the rolls ``totals``, the ``helps`` and then the crystal still to come."""
    failures = sum(t < difficulty for t in totals)
    if failures and helps:
        parts = [(p, _trap_from(difficulty, bonus, ts, helps[1:], crystal, reroll_at))
                 for ts, p in _trap_after(helps[0], totals, bonus).items()]
    elif crystal and failures >= reroll_at:
        parts = [(p, {sum(t < difficulty for t in ts): Fraction(1)}) for ts, p in _trap_rolls(len(totals), bonus).items()]
    else:
        return {failures: Fraction(1)}
    out: dict[int, Fraction] = {}
    for p, dist in parts:
        for k, q in dist.items():
            out[k] = out.get(k, Fraction(0)) + p * q
    return out


def combat(a_bonus: int = 0, d_bonus: int = 0, a_crystal: bool = False, d_crystal: bool = False,
           a_stunned: bool = False, d_stunned: bool = False, a_helps: tuple[Help, ...] = (),
           d_helps: tuple[Help, ...] = ()) -> Fraction:
    """P(the attacker wins). Both roll two dice plus their bonuses, ties are rolled again (a geometric series,
    summed exactly), and the loser so far changes its own roll while it can: its triggers' ``helps`` in turn, then
    its crystal; a tie after that is rolled again by both, the helps used staying used. A stunned character loses
    without rolling, unless both are (then neither may use a crystal; the helps given are those that act by
    themselves)."""
    if a_stunned != d_stunned:
        return Fraction(int(d_stunned))
    return _fresh(a_bonus, d_bonus, _with(a_helps, a_crystal and not a_stunned), _with(d_helps, d_crystal and not d_stunned))


@cache
def _fresh(ab: int, db: int, ah: tuple[Help, ...], dh: tuple[Help, ...]) -> Fraction:
    """Both roll, again until they differ, then the loser may change its roll."""
    pairs = [(a + ab, d + db, Fraction(wa * wd, 36 * 36)) for a, wa in TWO_DICE.items() for d, wd in TWO_DICE.items()]
    tie = sum(p for a, d, p in pairs if a == d)
    return sum((p / (1 - tie) * _judged(ab, db, a, d, ah, dh) for a, d, p in pairs if a != d), Fraction(0))


@cache
def _judged(ab: int, db: int, a: int, d: int, ah: tuple[Help, ...], dh: tuple[Help, ...]) -> Fraction:
    """Totals ``a`` and ``d`` differ: the loser takes its next help if it has one, else the combat is over."""
    if a > d and not dh or a < d and not ah:
        return Fraction(int(a > d))
    out = Fraction(0)
    if a > d:
        moves = [((a, t), ah, dh[1:], p) for t, p in _after(dh[0], d, db).items()]
    else:
        moves = [((t, d), ah[1:], dh, p) for t, p in _after(ah[0], a, ab).items()]
    for (a2, d2), ah2, dh2, p in moves:
        out += p * (_fresh(ab, db, ah2, dh2) if a2 == d2 else _judged(ab, db, a2, d2, ah2, dh2))
    return out


def for_seat(comps: Components, s: State, seat: int, test: str, target: int = 0) -> Fraction:
    """The chance that ``seat`` passes ``test`` (``"jump"``, ``"golem"``, or ``"trap"`` against ``target`` in
    one roll) now, with its bonuses and, when it may use them, its triggers and its crystal."""
    bonus, helps = test_bonus(comps, s, seat, test), seat_helps(comps, s, seat, test)
    if test == "jump":
        return jump(bonus, False, helps)
    if test == "golem":
        return golem(bonus, False, helps)
    return trap(1, target, bonus, False, helps=helps)[0]


def combat_for(comps: Components, s: State, attacker: int, defender: int) -> Fraction:
    """P(``attacker`` beats ``defender``) in the position ``s``, their bonuses, triggers and crystals counted."""
    a, d = s.seats[attacker], s.seats[defender]
    return combat(test_bonus(comps, s, attacker, "combat"), test_bonus(comps, s, defender, "combat"),
                  False, False, a.stun > 0, d.stun > 0, seat_helps(comps, s, attacker, "combat"),
                  seat_helps(comps, s, defender, "combat"))
