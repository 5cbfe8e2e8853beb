"""Exercises on regular moves: where a lemming can go, how much a dive scores, which move is illegal.

Every key is read from the engine: :func:`lemmings.analysis.legal_destinations` (the engine's
own list of legal moves, with a valid path and its cost) and :func:`lemmings.analysis.why_not`
/ :func:`lemmings.movement.explain_move` (the engine's reason a move is illegal).
"""

from __future__ import annotations

import random

from gamecore.i18n import Message, english, language, lazyc, render, tr, trn

from ..analysis import Destination, legal_destinations, points_for, why_not
from ..board import START
from ..game import Game
from ..movement import explain_move, movable, path_table
from ..options import Move, option_text
from .core import ANSWER, Exercise
from .positions import find_position

SECTION = "Lemmings phase and movement"


def _route(game: Game, lemming: str, d: Destination) -> str:
    """How the engine's path reaches ``d``, in words: where from, which hexes, what it costs."""
    origin = game.state.loc[lemming]
    if not d.path:  # a dive from the hex the lemming stands on: no route to tell
        return tr("already on the cliff edge at {hex}, it dives from there without spending a point, for {vp} VP",
                  hex=origin, vp=d.dive)
    start = tr("the start area") if origin == START else origin
    path = " → ".join(d.path)
    spend = trn("spending {n} point", "spending {n} points", d.points, n=d.points)
    if d.paths > 1:
        text = tr("from {start} via {path} (one of {paths} valid paths), {spending}", start=start, path=path,
                  paths=d.paths, spending=spend)
    else:
        text = tr("from {start} via {path}, {spending}", start=start, path=path, spending=spend)
    return tr("{route}, then dives over the cliff for {vp} VP", route=text, vp=d.dive) if d.dive else text


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
        because[d.hex] = text if d.hex not in because else tr("{first}; or {other}", first=because[d.hex], other=text)
    pts = points_for(s, lemming)
    where = s.loc[lemming]
    if where == START:
        has = trn("The movement card shows {card}; {lemming} in the start area has {n} movement point, and a regular "
                  "move must use it", "The movement card shows {card}; {lemming} in the start area has {n} movement "
                  "points, and a regular move must use all of them", pts, card=s.card, lemming=s.label(lemming), n=pts)
    else:
        has = trn("The movement card shows {card}; {lemming} in {hex} has {n} movement point, and a regular move "
                  "must use it", "The movement card shows {card}; {lemming} in {hex} has {n} movement points, and a "
                  "regular move must use all of them", pts, card=s.card, lemming=s.label(lemming), hex=where, n=pts)
    question = tr("{has} (1 per clear hex, 2 per brush hex): it cannot stop short. Click every hex where it can end a "
                  "regular move; a cliff-edge hex reached with points to spare counts too, since the lemming stops "
                  "there and dives with them.", has=has)
    typed = tr("{has} (1 per clear hex, 2 per brush hex): it cannot stop short. On which hexes can it end a regular "
               "move? A cliff-edge hex reached with points to spare counts too, since the lemming stops there and "
               "dives with them.", has=has)
    summary = (trn("{lemming} can end on {n} hex: {hexes}.", "{lemming} can end on {n} hexes: {hexes}.", len(key),
                   lemming=s.label(lemming), n=len(key), hexes=", ".join(sorted(key)))
               if key else tr("{lemming} cannot make a regular move here.", lemming=s.label(lemming)))
    allowed = tr("the engine allows it")
    return Exercise("moves", section, tr("Where can {lemming} go?", lemming=lemming), question, game, "hexes", key,
                    because, lambda h: render(why_not(game, lemming, h)) or allowed, focus=(where,), subject=lemming,
                    level=level, source=source, summary=summary, typed=typed, none_possible=True)


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
        raise ValueError(tr("{lemming} cannot dive with this move: {reason}", lemming=lemming,
                            reason=why_not(game, lemming, s.cfg.board.cliff_edge[0])))
    best = max(d.dive for d in dives)
    because = {}
    for d in sorted(dives, key=lambda d: d.dive):
        because[str(d.dive)] = (tr("it reaches {hex} {route}", hex=d.hex, route=_route(game, lemming, d)) if d.path
                                else _route(game, lemming, d))
    pts = points_for(s, lemming)
    lefts = sorted({d.dive for d in dives})

    def why(x: str) -> str:
        v = int(x)
        if v < best and x in because:  # the feedback adds how that dive is made (core: "{number} would be: …")
            return tr("that dive exists, but the best one reaches the edge with more points left")
        return trn("a dive scores the points left when the lemming reaches the cliff edge; with {n} point {lemming} "
                   "can arrive with {left} left, never {vp}",
                   "a dive scores the points left when the lemming reaches the cliff edge; with {n} points {lemming} "
                   "can arrive with {left} left, never {vp}", pts, n=pts, lemming=s.label(lemming),
                   left=", ".join(map(str, lefts)), vp=v)

    question = trn("The movement card gives {lemming} {n} movement point. What is the most VP it can score by diving "
                   "over the cliff with this move?", "The movement card gives {lemming} {n} movement points. What is "
                   "the most VP it can score by diving over the cliff with this move?", pts, lemming=s.label(lemming),
                   n=pts)
    return Exercise("dive", section, tr("How much does {lemming}'s dive score?", lemming=lemming), question,
                    game, "number", best, because, why, focus=(s.loc[lemming],), subject=lemming, level=level, source=source,
                    summary=tr("The best dive scores {vp} VP: {route}.", vp=best, route=because[str(best)]))


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
#: Rule names for the "which rule does it break" part, matched on the engine's reason (in
#: English, the language of the code), in order.
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
#: Each rule's name as people read it (the English names above are the ids the code matches).
RULE_TITLES: dict[str, Message] = {
    "Two-player protection zone": lazyc("rule", "Two-player protection zone"),
    "Eagles' zones of control": lazyc("rule", "Eagles' zones of control"),
    "Stacking limits": lazyc("rule", "Stacking limits"),
    "Covered lemmings stay put": lazyc("rule", "Covered lemmings stay put"),
    "Start area order": lazyc("rule", "Start area order"),
    "Cliff dives": lazyc("rule", "Cliff dives"),
    "Forward, at most one sideways step": lazyc("rule", "Forward, at most one sideways step"),
    "Spend the card's exact value": lazyc("rule", "Spend the card's exact value"),
}


def rule_title(rule: str) -> str:
    """A rule of :data:`RULE_NAMES` by its name in the current language."""
    return render(RULE_TITLES[rule])


def rule_of(reason: Message | str) -> str:
    """The rule (one of :data:`RULE_NAMES`, in English) that the engine's reason names; the
    reason is read in English (a message is rendered in English; a text must be English)."""
    low = english(reason).lower()
    for name, words in RULES:
        if any(w in low for w in words):
            return name
    raise ValueError(tr("no rule name matches the engine's reason {reason}", reason=repr(english(reason))))


def english_reason(game: Game, player: int, move: Move) -> str:
    """The engine's reason for refusing ``move``, in English (what :func:`rule_of` reads)."""
    with language("en"):
        return render(explain_move(game.state, player, move))


def illegal_moves(game: Game) -> list[tuple[Move, str]]:
    """Plausible-looking moves for the player to move that the engine refuses, with its reason
    in English (for :func:`rule_of`)."""
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
                    reason = english_reason(game, p, m)
                    if reason:
                        out.append((m, reason))
    return out


def build_illegal(game: Game, bad: Move, legal: list[Move], *, level: int = 1, source: str = "",
                  section: str = SECTION) -> Exercise:
    """Kind ``"illegal"``: which of these moves is illegal, and which rule does it break?"""
    s = game.state
    p = _mover(game)
    if not explain_move(s, p, bad):
        raise ValueError(tr("{move} is legal here, so it cannot be the illegal move", move=str(bad)))
    reason = render(explain_move(s, p, bad))  # in the reader's language
    texts = {str(m): m for m in [bad, *legal]}
    for m in legal:
        if m not in game.pending.options:
            raise ValueError(tr("{move} is not legal here: {reason}", move=str(m), reason=explain_move(s, p, m)))
    moves = tuple(sorted(texts))
    rule = rule_title(rule_of(english_reason(game, p, bad)))
    rules = tuple(rule_title(r) for r in RULE_NAMES)
    because = {"move": tr("the engine refuses it: {reason}", reason=reason),
               "rule": tr("the engine's reason: {reason}", reason=reason)}
    labels = {t: option_text(m) for t, m in texts.items()}  # the notation in the reader's language
    other_rule = tr("{move} breaks another rule: {reason}", move=labels[str(bad)], reason=reason)
    legal_why = {}
    for t, m in texts.items():
        if m != bad:
            d = next(d for d in legal_destinations(game, m.lemming) if d.move == m)
            legal_why[t] = tr("{move} is legal, {route}", move=game.describe(m), route=_route(game, m.lemming, d))

    def why(choice: str) -> str:
        return legal_why.get(choice, other_rule)

    listed = "; ".join(tr("{move} = {words}", move=labels[t], words=game.describe(texts[t])) for t in moves)
    question = tr("{clan} is to move with the card at {card}. One of these moves is illegal: which one, and which "
                  "rule does it break? {moves}", clan=s.name(p), card=s.card, moves=listed)
    return Exercise("illegal", section, tr("Spot the illegal move"), question, game, "choice",
                    {"move": str(bad), "rule": rule}, because, why, parts={"move": moves, "rule": rules},
                    focus=tuple(dict.fromkeys(s.loc[m.lemming] for m in texts.values())), level=level, source=source,
                    summary=tr("{move} is illegal ({rule}): {reason}.", move=labels[str(bad)], rule=rule, reason=reason),
                    labels=labels)


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
           "illegal_moves", "rule_of", "rule_title", "RULE_NAMES", "RULE_TITLES", "ANSWER"]
