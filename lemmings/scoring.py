"""Victory points and the final standings.

During the game a clan's VP track shows its dives. When the Game Over card appears each
clan adds 1 VP per special action still unused (its "It's a 5" included while the clan
card is unflipped), the VP of its pellets, and 1 VP per three favour pellets. In the chaos
variant each clan also gains (cards it would have been dealt) minus (cards it played).
Ties (:data:`TIE_BREAKERS`): most scored lemmings, then fewest eaten, then most favour pellets left over after
the sets of three; clans still level share the place.
"""

from __future__ import annotations

from typing import NamedTuple

from gamecore.i18n import Message, lazy

from .state import CHOW, PELLET_VP, State
from .variants import CHAOS, dealt_per_player


class Score(NamedTuple):
    """One clan's final score and tie-break figures."""

    clan: str
    dives: int
    unused_cards: int
    pellets: int
    favour_sets: int
    chaos_adjustment: int
    total: int
    scored_lemmings: int
    eaten: int
    favours_left: int


def dive_points(state: State, player: int) -> int:
    """The clan's position on the VP track: the sum of its dives so far."""
    dives = state.dives
    return sum(dives[lem] for lem in state.cfg.lemmings_of[player] if lem in dives)


def final_score(state: State, player: int) -> Score:
    """The clan's score as if the game ended now."""
    lemmings = state.cfg.lemmings_of[player]
    dives = dive_points(state, player)
    unused = len(state.hands[player]) + (0 if state.clan_card_used[player] else 1)
    held = state.held[player]
    pellets = sum(PELLET_VP[k] * n for k, n in held.items())
    sets, left = divmod(held["favour"], 3)
    chaos = dealt_per_player(state.cfg.n_players) - state.played_count[player] if CHAOS in state.cfg.variants else 0
    total = dives + unused + pellets + sets + chaos
    scored = sum(1 for lem in lemmings if lem in state.dives)
    eaten = sum(1 for lem in lemmings if state.loc[lem] == CHOW)
    return Score(state.name(player), dives, unused, pellets, sets, chaos, total, scored, eaten, left)


#: The tie-breakers in order, as ``(Score field, more is better)``: most scored lemmings, then
#: fewest eaten, then most favour pellets left over after the sets of three.
TIE_BREAKERS: tuple[tuple[str, bool], ...] = (("scored_lemmings", True), ("eaten", False), ("favours_left", True))


def _key(s: Score) -> tuple[int, ...]:
    return (s.total, *(getattr(s, f) if more else -getattr(s, f) for f, more in TIE_BREAKERS))


def tie_breaker(ahead: Score, behind: Score) -> str | None:
    """The field of the first tie-breaker (:data:`TIE_BREAKERS`) on which two clans level on VP
    differ; ``None`` when their VP differ or they are level on every tie-breaker."""
    if ahead.total != behind.total:
        return None
    return next((f for f, _ in TIE_BREAKERS if getattr(ahead, f) != getattr(behind, f)), None)


def standings(state: State) -> list[tuple[int, Score]]:
    """``(place, score)`` best first; clans level on points and every tie-breaker share a place."""
    scores = [final_score(state, p) for p in range(state.cfg.n_players)]
    ranked = sorted(scores, key=_key, reverse=True)
    out: list[tuple[int, Score]] = []
    for i, s in enumerate(ranked):
        place = out[-1][0] if out and _key(out[-1][1]) == _key(s) else i + 1
        out.append((place, s))
    return out


def score_line(place: int, score: Score, *, chaos: bool = False) -> Message:
    """One clan's line of the final standings, its score broken down (the chaos variant's
    adjustment shown when ``chaos``), as a message in the reader's language."""
    params = {"place": place, "clan": score.clan, "total": score.total, "dives": score.dives,
              "unused": score.unused_cards, "pellets": score.pellets, "sets": score.favour_sets}
    if chaos:
        return lazy("{place}. {clan}: {total} VP (dives {dives}, unused cards {unused}, pellets {pellets}, "
                    "favour sets {sets}, chaos {chaos})", chaos=f"{score.chaos_adjustment:+d}", **params)
    return lazy("{place}. {clan}: {total} VP (dives {dives}, unused cards {unused}, pellets {pellets}, "
                "favour sets {sets})", **params)
