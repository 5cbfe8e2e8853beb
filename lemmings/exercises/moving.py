"""Exercises on regular moves: where a lemming can go, how much a dive scores, which move is illegal.

Every key is read from the engine: :func:`lemmings.analysis.legal_destinations` (the engine's
own list of legal moves, with a valid path and its cost) and :func:`lemmings.analysis.why_not`
/ :func:`lemmings.movement.explain_move` (the engine's reason a move is illegal).
"""

from __future__ import annotations

import random

from ..analysis import Destination, legal_destinations, points_for, why_not
from ..board import START
from ..game import Game
from ..movement import explain_move, movable, path_table
from ..options import Move
from .core import ANSWER, Exercise
from .positions import find_position

SECTION = "Lemmings phase and movement"


def _route(game: Game, lemming: str, d: Destination) -> str:
    origin = game.state.loc[lemming]
    start = "the start area" if origin == START else origin
    path = " → ".join(d.path) if d.path else "no step"
    more = f" (one of {d.paths} valid paths)" if d.paths > 1 else ""
    dive = f", then dives over the cliff for {d.dive} VP" if d.dive else ""
    return f"from {start} via {path}{more}, spending {d.points} point{'s' if d.points != 1 else ''}{dive}"


def _mover(game: Game) -> int:
    return game.pending.player


def build_moves(game: Game, lemming: str, *, level: int = 1, source: str = "", section: str = SECTION) -> Exercise:
    """Kind ``"moves"``: click every hex where ``lemming`` can end a regular move now."""
    s = game.state
    dests = legal_destinations(game, lemming)
    key = frozenset(d.hex for d in dests)
    because: dict[str, str] = {}
    for d in dests:
        text = _route(game, lemming, d)
        because[d.hex] = text if d.hex not in because else because[d.hex] + "; or " + text
    pts = points_for(s, lemming)
    where = s.loc[lemming]
    start = "in the start area" if where == START else f"in {where}"
    plural = "s" if pts != 1 else ""
    question = (f"The movement card shows {s.card}; {s.label(lemming)} {start} has {pts} movement point{plural}, "
                f"and a regular move must use {'all of them' if pts != 1 else 'it'} (1 per clear hex, 2 per brush "
                f"hex): it cannot stop short. Click every hex where it can end a regular move; a cliff-edge hex "
                f"reached with points to spare counts too, since the lemming stops there and dives with them.")
    summary = (f"{s.label(lemming)} can end on {len(key)} hex{'es' if len(key) != 1 else ''}: {', '.join(sorted(key))}."
               if key else f"{s.label(lemming)} cannot make a regular move here.")
    return Exercise("moves", section, f"Where can {lemming} go?", question, game, "hexes", key, because,
                    lambda h: why_not(game, lemming, h) or "the engine allows it", focus=(where,), subject=lemming,
                    level=level, source=source, summary=summary)


def _move_candidates(game: Game) -> list[str]:
    s = game.state
    return [lem for lem, _ in movable(s, _mover(game))]


def _blocked_ends(game: Game, lemming: str) -> set[str]:
    """Ends the lemming's points reach on an empty board that the position blocks."""
    s = game.state
    pts = points_for(s, lemming)
    if pts <= 0:
        return set()
    geometric = {end for end, _ in path_table(s.cfg.board, s.loc[lemming], pts)}
    return geometric - {d.hex for d in legal_destinations(game, lemming)}


def _moves_fit(game: Game, lemming: str, level: int) -> bool:
    pts = points_for(game.state, lemming)
    if pts <= 0 or not legal_destinations(game, lemming):
        return False
    if level == 1:
        return pts <= 2 and not _blocked_ends(game, lemming)
    if level == 2:
        return 3 <= pts <= 4
    return bool(_blocked_ends(game, lemming)) and pts >= 3


def generate_moves(seed: int, level: int) -> Exercise:
    """Level 1: one or two points, nothing in the way; 2: three or four points; 3: something blocks
    a hex the points would reach (a zone of control or a full hex)."""
    rng = random.Random(seed)

    def test(game: Game) -> bool:
        return any(_moves_fit(game, lem, level) for lem in _move_candidates(game))

    game, where = find_position(seed, "move", test, skip=seed % 3)
    lemming = rng.choice([lem for lem in _move_candidates(game) if _moves_fit(game, lem, level)])
    return build_moves(game, lemming, level=level, source=where)


# ------------------------------------------------------------------- dives
def _dives(game: Game, lemming: str) -> list[Destination]:
    return [d for d in legal_destinations(game, lemming) if d.dive]


def build_dive(game: Game, lemming: str, *, level: int = 1, source: str = "", section: str = SECTION) -> Exercise:
    """Kind ``"dive"``: the most VP ``lemming`` can score by diving with this move."""
    s = game.state
    dives = _dives(game, lemming)
    if not dives:
        raise ValueError(f"{lemming} cannot dive with this move: {why_not(game, lemming, s.cfg.board.cliff_edge[0])}")
    best = max(d.dive for d in dives)
    because = {}
    for d in sorted(dives, key=lambda d: d.dive):
        because[str(d.dive)] = f"it reaches {d.hex} {_route(game, lemming, d)}"
    pts = points_for(s, lemming)
    lefts = sorted({d.dive for d in dives})

    def why(x: str) -> str:
        v = int(x)
        if v < best and x in because:
            return f"that dive exists ({because[x]}), but another path leaves more points for the dive"
        return (f"a dive scores the points left when the lemming reaches the cliff edge; with {pts} points "
                f"{s.label(lemming)} can arrive with {', '.join(map(str, lefts))} left, never {v}")

    question = (f"The movement card gives {s.label(lemming)} {pts} movement point{'s' if pts != 1 else ''}. "
                f"What is the most VP it can score by diving over the cliff with this move?")
    return Exercise("dive", section, f"How much does {lemming}'s dive score?", question,
                    game, "number", best, because, why, focus=(s.loc[lemming],), subject=lemming, level=level, source=source,
                    summary=f"The best dive scores {best} VP: {because[str(best)]}.")


def _dive_fit(game: Game, lemming: str, level: int) -> bool:
    dives = _dives(game, lemming)
    if not dives:
        return False
    on_edge = game.board.is_cliff_edge(game.state.loc[lemming]) if game.state.loc[lemming] != START else False
    if level == 1:
        return on_edge
    if level == 2:
        return not on_edge and len({d.dive for d in dives}) == 1
    return not on_edge and len({d.dive for d in dives}) > 1


def generate_dive(seed: int, level: int) -> Exercise:
    """Level 1: the lemming already stands on the cliff edge; 2: it runs there first; 3: paths
    of different cost reach the edge, so the dive's worth depends on the path (brush)."""
    rng = random.Random(seed)

    def test(game: Game) -> bool:
        return any(_dive_fit(game, lem, level) for lem in _move_candidates(game))

    game, where = find_position(seed, "move", test, skip=seed % 2)
    lemming = rng.choice([lem for lem in _move_candidates(game) if _dive_fit(game, lem, level)])
    return build_dive(game, lemming, level=level, source=where)


# ----------------------------------------------------------------- illegal
#: Rule names for the "which rule does it break" part, matched on the engine's reason, in order.
RULES = (
    ("Two-player protection zone", ("protection zone",)),
    ("Eagles' zones of control", ("zone of control",)),
    ("Stacking limits", ("stacking limits",)),
    ("Covered lemmings stay put", ("is covered",)),
    ("Start area order", ("id order",)),
    ("Cliff dives", ("dive", "cliff")),
    ("Forward, at most one sideways step", ("backward", "sideways", "must leave its hex")),
    ("Spend the card's exact value", ("full value", "needs at least", "exactly", "points")),
)
RULE_NAMES = tuple(name for name, _ in RULES)


def rule_of(reason: str) -> str:
    """The rule (one of :data:`RULE_NAMES`) that the engine's reason names."""
    low = reason.lower()
    for name, words in RULES:
        if any(w in low for w in words):
            return name
    raise ValueError(f"no rule name matches the engine's reason {reason!r}")


def illegal_moves(game: Game) -> list[tuple[Move, str]]:
    """Plausible-looking moves for the player to move that the engine refuses, with its reason."""
    s = game.state
    board = s.cfg.board
    p = _mover(game)
    legal = set(game.pending.options)
    out = []
    lemmings = [(lem, s.loc[lem]) for lem in s.on_board(p)] + [(x, START) for x in s.starting(p)[:1]]
    for lem, origin in lemmings:
        pts = max(points_for(s, lem), 1)
        for h in board.hexes:
            near = board.row(h) <= pts + 1 if origin == START else board.distance(origin, h) <= pts + 1
            if not near or h == origin:
                continue
            dives = (0,) + (tuple(range(1, pts + 1)) if board.is_cliff_edge(h) else ())
            for dive in dives:
                m = Move(lem, h, dive)
                if m not in legal:
                    reason = explain_move(s, p, m)
                    if reason:
                        out.append((m, reason))
    return out


def build_illegal(game: Game, bad: Move, legal: list[Move], *, level: int = 1, source: str = "",
                  section: str = SECTION) -> Exercise:
    """Kind ``"illegal"``: which of these moves is illegal, and which rule does it break?"""
    s = game.state
    p = _mover(game)
    reason = explain_move(s, p, bad)
    if not reason:
        raise ValueError(f"{bad} is legal here, so it cannot be the illegal move")
    texts = {str(m): m for m in [bad, *legal]}
    for m in legal:
        if m not in game.pending.options:
            raise ValueError(f"{m} is not legal here: {explain_move(s, p, m)}")
    moves = tuple(sorted(texts))
    rule = rule_of(reason)
    because = {"move": f"the engine refuses it: {reason}", "rule": f"the engine's reason: {reason}"}

    def why(choice: str) -> str:
        if choice in texts:
            m = texts[choice]
            d = next(d for d in legal_destinations(game, m.lemming) if d.move == m)
            return f"{game.describe(m)} is legal, {_route(game, m.lemming, d)}"
        return f"{bad} breaks another rule: {reason}"

    question = (f"{s.name(p)} is to move with the card at {s.card}. One of these moves is illegal: which one, "
                f"and which rule does it break? " + "; ".join(f"{t} = {game.describe(texts[t])}" for t in moves))
    return Exercise("illegal", section, "Spot the illegal move", question, game, "choice",
                    {"move": str(bad), "rule": rule}, because, why, parts={"move": moves, "rule": RULE_NAMES},
                    focus=tuple(dict.fromkeys(s.loc[m.lemming] for m in texts.values())), level=level, source=source,
                    summary=f"{bad} is illegal ({rule}): {reason}.")


_LEVEL_RULES = {1: ("Forward, at most one sideways step", "Spend the card's exact value"),
                2: ("Eagles' zones of control", "Stacking limits"),
                3: ("Cliff dives", "Covered lemmings stay put", "Start area order")}


def generate_illegal(seed: int, level: int) -> Exercise:
    """Level 1: geometry (backward, a second sideways step, the card's exact value); 2: zones of
    control and stacking limits; 3: dives, covered lemmings and the order of leaving the start."""
    rng = random.Random(seed)
    wanted = _LEVEL_RULES[level]

    def fits(game: Game) -> list[tuple[Move, str]]:
        return [(m, r) for m, r in illegal_moves(game) if rule_of(r) in wanted]

    def test(game: Game) -> bool:
        moves = [o for o in game.pending.options if isinstance(o, Move)]
        return len(moves) >= 3 and bool(fits(game))

    game, where = find_position(seed, "move", test, skip=seed % 3)
    bad, _ = rng.choice(fits(game))
    legal = rng.sample([o for o in game.pending.options if isinstance(o, Move)], 3)
    return build_illegal(game, bad, legal, level=level, source=where)


__all__ = ["build_moves", "generate_moves", "build_dive", "generate_dive", "build_illegal", "generate_illegal",
           "illegal_moves", "rule_of", "RULE_NAMES", "ANSWER"]
