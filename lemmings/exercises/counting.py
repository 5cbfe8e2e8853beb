"""Exercises on the final count: who wins, with every part of the score and the tie-breakers.

The key is the engine's :func:`lemmings.scoring.standings` (clans in first place) and the
explanation reads each clan's :class:`lemmings.Score` breakdown.
"""

from __future__ import annotations

from ..game import Game
from ..scoring import Score
from ..variants import CHAOS
from .core import Exercise
from .positions import finished_positions

SECTION = "End of the game"
#: The tie-breakers, in the order the engine applies them: (field, words, larger is better).
TIE_BREAKS = (("scored_lemmings", "lemmings over the cliff", True), ("eaten", "lemmings eaten", False),
              ("favours_left", "favour pellets left over after the sets of three", True))


def breakdown(sc: Score) -> str:
    """One clan's total in words: dives, unused cards, pellets, favour sets (and chaos)."""
    parts = [f"dives {sc.dives}", f"unused cards {sc.unused_cards}", f"pellets {sc.pellets}",
             f"favour sets {sc.favour_sets}"]
    if sc.chaos_adjustment:
        parts.append(f"chaos {sc.chaos_adjustment:+d}")
    return f"{sc.total} VP = " + " + ".join(parts)


def _beaten_by(loser: Score, winner: Score) -> str:
    if loser.total != winner.total:
        return f"{loser.clan} has {breakdown(loser)}, fewer than {winner.clan}'s {winner.total}"
    for field, words, more in TIE_BREAKS:
        a, b = getattr(loser, field), getattr(winner, field)
        if a != b:
            return (f"{loser.clan} is level with {winner.clan} on {loser.total} VP, but the tie-breaker on {words} "
                    f"goes against it ({a} against {b}, {'more' if more else 'fewer'} is better)")
    return f"{loser.clan} is level with {winner.clan} on every count"


def build_winner(game: Game, *, level: int = 1, source: str = "", section: str = SECTION) -> Exercise:
    """Kind ``"winner"``: who would win if the game ended now (or who won, once it is over)?"""
    table = game.standings()
    scores = {sc.clan: sc for _, sc in table}
    first = [sc for place, sc in table if place == 1]
    key = frozenset(sc.clan for sc in first)
    top = first[0]
    because = {}
    for sc in first:
        shared = f", sharing first place with {', '.join(c for c in sorted(key) if c != sc.clan)}" if len(key) > 1 else ""
        because[sc.clan] = f"{breakdown(sc)}{shared}"
    clans = tuple(c.name for c in game.clans)
    when = "The game is over." if game.over else "Suppose the Game Over card came up now."
    chaos = (" and, in the chaos variant, the cards it would have been dealt minus the cards it played"
             if CHAOS in game.state.cfg.variants else "")
    question = (f"{when} Which clan wins the final count? Careful: the VP shown for each clan during the game count "
                f"only its dives. The final count adds to them 1 VP per special action the clan has not used (its "
                f"clan card too while unflipped), the VP printed on its pellets and 1 VP per full set of three favour "
                f"pellets{chaos}. Pick every clan in first place (more than one if they are level on points and on "
                f"every tie-breaker).")
    lines = "; ".join(f"{c}: {breakdown(scores[c])}" for c in clans)
    return Exercise("winner", section, "Who wins the final count?", question, game, "choices", key, because,
                    lambda clan: _beaten_by(scores[clan], top), parts={"answer": clans}, level=level, source=source,
                    summary=f"Winner{'s' if len(key) > 1 else ''}: {', '.join(sorted(key))}. {lines}.")


def _winner_fit(game: Game, level: int) -> bool:
    table = game.standings()
    a, b = table[0][1], table[1][1]
    if a.dives == 0:
        return False
    gap = a.total - b.total
    if level == 1:
        return gap >= 3
    if level == 2:
        return 1 <= gap <= 2
    return gap == 0


def generate_winner(seed: int, level: int) -> Exercise:
    """Level 1: a clear lead of 3 VP or more; 2: a lead of 1 or 2; 3: level on points, so the
    tie-breakers decide (or first place is shared)."""
    game, where = finished_positions(seed, lambda g: _winner_fit(g, level))
    return build_winner(game, level=level, source=where)


__all__ = ["build_winner", "generate_winner", "breakdown", "TIE_BREAKS"]
