"""Exercises on the final count: who wins, with every part of the score and the tie-breakers.

The key is the engine's :func:`lemmings.scoring.standings` (clans in first place) and the
explanation reads each clan's :class:`lemmings.Score` breakdown.
"""

from __future__ import annotations

from collections.abc import Mapping

from gamecore.i18n import lazy, tr, trn

from ..game import Game
from ..scoring import Score
from ..variants import CHAOS, dealt_per_player
from .core import Exercise
from .positions import finished_positions

SECTION = "End of the game"
#: The tie-breakers, in the order the engine applies them: (field, words, larger is better).
TIE_BREAKS = (("scored_lemmings", lazy("lemmings over the cliff"), True), ("eaten", lazy("lemmings eaten"), False),
              ("favours_left", lazy("favour pellets left over after the sets of three"), True))


def pellets_held(held: Mapping[str, int]) -> str:
    """``"2 1-VP pellets, 1 2-VP pellet, 4 favour pellets"``: what a clan holds, each kind with its value."""
    parts = [trn("{n} 1-VP pellet", "{n} 1-VP pellets", held["vp1"], n=held["vp1"]) if held["vp1"] else "",
             trn("{n} 2-VP pellet", "{n} 2-VP pellets", held["vp2"], n=held["vp2"]) if held["vp2"] else "",
             trn("{n} favour pellet", "{n} favour pellets", held["favour"], n=held["favour"]) if held["favour"] else ""]
    return ", ".join(filter(None, parts)) or tr("no pellets")


def breakdown(sc: Score, held: Mapping[str, int] | None = None) -> str:
    """One clan's total in words: dives, unused cards, pellets, favour sets (and chaos); with the
    pellets it ``held``, each part says which pellets make it (the facts the count rests on)."""
    pellets, sets = str(sc.pellets), str(sc.favour_sets)
    if held is not None:
        vp = {**held, "favour": 0}
        pellets = f"{pellets} ({pellets_held(vp)})" if held["vp1"] or held["vp2"] else pellets
        sets = f"{sets} ({pellets_held({'vp1': 0, 'vp2': 0, 'favour': held['favour']})})" if held["favour"] else sets
    if sc.chaos_adjustment:
        return tr("{total} VP = dives {dives} + unused cards {unused} + pellets {pellets} + favour sets {sets} + chaos "
                  "{chaos}", total=sc.total, dives=sc.dives, unused=sc.unused_cards, pellets=pellets,
                  sets=sets, chaos=f"{sc.chaos_adjustment:+d}")
    return tr("{total} VP = dives {dives} + unused cards {unused} + pellets {pellets} + favour sets {sets}",
              total=sc.total, dives=sc.dives, unused=sc.unused_cards, pellets=pellets, sets=sets)


def count_facts(game: Game) -> tuple[str, ...]:
    """What the final count reads for each clan, as the count reveals it: dives, unused special
    actions, every pellet with its value, and the tie-breakers' figures."""
    s = game.state
    out = []
    for p, sc in enumerate(game.final_scores()):
        line = tr("{clan}: {dives} VP from dives ({over}, {eaten}); {unused} unused special actions; pellets revealed: "
                  "{pellets}", clan=sc.clan, dives=sc.dives, unused=sc.unused_cards, pellets=pellets_held(s.held[p]),
                  over=trn("{n} lemming over the cliff", "{n} lemmings over the cliff", sc.scored_lemmings,
                           n=sc.scored_lemmings),
                  eaten=trn("{n} lemming eaten", "{n} lemmings eaten", sc.eaten, n=sc.eaten))
        if CHAOS in s.cfg.variants:
            line += "; " + tr("chaos: {dealt} cards dealt in all, {played} played", dealt=dealt_per_player(s.cfg.n_players),
                              played=s.played_count[p])
        out.append(line + ".")
    return tuple(out)


def _beaten_by(loser: Score, winner: Score, held: Mapping[str, int]) -> str:
    if loser.total != winner.total:
        return tr("{clan} has {breakdown}, fewer than {winner}'s {total}", clan=loser.clan, breakdown=breakdown(loser, held),
                  winner=winner.clan, total=winner.total)
    for field, words, more in TIE_BREAKS:
        a, b = getattr(loser, field), getattr(winner, field)
        if a != b and more:
            return tr("{clan} is level with {winner} on {total} VP, but the tie-breaker on {what} goes against it ({a} "
                      "against {b}, more is better)", clan=loser.clan, winner=winner.clan, total=loser.total,
                      what=words, a=a, b=b)
        if a != b:
            return tr("{clan} is level with {winner} on {total} VP, but the tie-breaker on {what} goes against it ({a} "
                      "against {b}, fewer is better)", clan=loser.clan, winner=winner.clan, total=loser.total,
                      what=words, a=a, b=b)
    return tr("{clan} is level with {winner} on every count", clan=loser.clan, winner=winner.clan)


def build_winner(game: Game, *, level: int = 1, source: str = "", section: str = SECTION) -> Exercise:
    """Kind ``"winner"``: who would win if the game ended now (or who won, once it is over)?"""
    table = game.standings()
    scores = {sc.clan: sc for _, sc in table}
    first = [sc for place, sc in table if place == 1]
    key = frozenset(sc.clan for sc in first)
    top = first[0]
    held = {c.name: game.state.held[p] for p, c in enumerate(game.clans)}
    because = {}
    for sc in first:
        others = ", ".join(c for c in sorted(key) if c != sc.clan)
        told = breakdown(sc, held[sc.clan])
        because[sc.clan] = (tr("{breakdown}, sharing first place with {others}", breakdown=told, others=others)
                            if len(key) > 1 else told)
    clans = tuple(c.name for c in game.clans)
    when = tr("The game is over.") if game.over else tr("Suppose the Game Over card came up now.")
    if CHAOS in game.state.cfg.variants:
        adds = tr("The final count adds to them 1 VP per special action the clan has not used (its clan card too "
                  "while unflipped), the VP printed on its pellets and 1 VP per full set of three favour pellets and, "
                  "in the chaos variant, the cards it would have been dealt minus the cards it played.")
    else:
        adds = tr("The final count adds to them 1 VP per special action the clan has not used (its clan card too "
                  "while unflipped), the VP printed on its pellets and 1 VP per full set of three favour pellets.")
    question = tr("{when} Which clan wins the final count? Careful: the VP shown for each clan during the game count "
                  "only its dives. {adds} Pick every clan in first place (more than one if they are level on points "
                  "and on every tie-breaker).", when=when, adds=adds)
    typed = tr("{when} Which clan wins the final count? Careful: the VP shown for each clan during the game count "
               "only its dives. {adds} Name every clan in first place (more than one if they are level on points "
               "and on every tie-breaker).", when=when, adds=adds)
    lines = "; ".join(tr("{clan}: {breakdown}", clan=c, breakdown=breakdown(scores[c], held[c])) for c in clans)
    winners = ", ".join(sorted(key))
    summary = (tr("Winners: {clans}. {lines}.", clans=winners, lines=lines) if len(key) > 1 else
               tr("Winner: {clans}. {lines}.", clans=winners, lines=lines))
    return Exercise("winner", section, tr("Who wins the final count?"), question, game, "choices", key, because,
                    lambda clan: _beaten_by(scores[clan], top, held[clan]), parts={"answer": clans}, level=level,
                    source=source, summary=summary, facts=count_facts(game), typed=typed)


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


__all__ = ["build_winner", "generate_winner", "breakdown", "count_facts", "pellets_held", "TIE_BREAKS"]
