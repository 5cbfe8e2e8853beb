"""What changes between two options of one decision, as the deciding seat can judge it: the review's "why".

>>> from lemmings import scenarios
>>> from lemmings.analysis.compare import why
>>> game = scenarios.load("rulebook_cliff_dive")   # a 5 face up: Ritz's R1 reaches the edge with points left
>>> option = {str(o): o for o in game.pending.options}
>>> why(game, option["move R1 1502 dive 3"], option["move R1 1501 dive 2"])
'by the end of your turn, your R1 dives for 3 VP rather than 2'

:func:`changes` sets the two options side by side in one world sampled from the seat's view (so
nothing hidden from the seat is read), each followed by the rest of the seat's own turn as the
hint's search plays it best (a card's steps, the eagle's feast, the move after a card or after the
eagles: :func:`lemmings.bots.lookahead.follow_up`, until someone else decides), and reads the
differences that the evaluator of :mod:`lemmings.bots.evaluator` weighs: a dive made, a lemming
eaten, each lemming's row and its chance of being eaten when the eagles next fly, cards kept and
pellets held. Each difference is a :class:`Change`: its words and its weight in expected VP for the
seat (a rival's counts half against it, as the quick rules of thumb weigh rivals). :func:`why` says
the largest two in favour of the first option and the largest against it, as things stand at
the end of the seat's turn. When nothing then is in its favour, it says so: its gain shows only in
the games played on from it, which is what the hint's imagined games weighed.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple

from gamecore.i18n import number, percent, tr, trn

from ..bots.evaluator import eagle_risk, lemming_value
from ..bots.lookahead import follow_up
from ..cards import ITS_A_5, card_name
from ..scoring import final_score
from ..state import CHOW, DIVE, State
from .option_words import short_words

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["Change", "changes", "why", "MIN_GAIN", "RIVAL_WEIGHT"]

#: A difference worth less than this (expected VP) is not said.
MIN_GAIN = 0.05
#: How much a rival's gain counts against the seat (the quick rules of thumb weigh the best rival at a half).
RIVAL_WEIGHT = 0.5
#: Evaluations for the search of the seat's own follow-up decisions (the "hard" level's).
LEAVES = 400
#: The most follow-up decisions said of the better option's line.
STEPS = 4


class Change(NamedTuple):
    """One difference between two options' outcomes: ``gain`` in expected VP for the deciding seat
    (positive: in favour of the first option), ``words`` saying it of the first option."""

    gain: float
    words: str


def _vp(x: float) -> str:
    return number(x, 0) if x == int(x) else number(x, 1)


def _chances(*odds: float) -> list[str]:
    """Odds side by side in one form: a die's as fractions (``1/6``, ``0``); when one is a mix (the Eagle
    Player's choice split between zones), all as percentages."""
    simple = [Fraction(p).limit_denominator(12) for p in odds]
    if all(abs(float(f) - p) < 1e-9 for f, p in zip(simple, odds, strict=True)):
        return [str(f) for f in simple]
    return [percent(p) for p in odds]


def outcome(world: Game, option: Any, player: int, seed: int = 0) -> tuple[State, list[str]]:
    """The position at the end of ``player``'s answer starting with ``option`` in ``world``: the seat's own
    next decisions of this turn (a card's steps, a feast, the move after a card or an eagle phase) as
    the hint's search plays them best (:func:`lemmings.bots.lookahead.follow_up`), until someone else
    decides; and those decisions in a few words each (``["play Déjà Vu", "R3 dives from 0801"]``)."""
    trial = world.copy(search=True)
    turn = trial.turn
    trial.apply(option)
    leaf: list[Any] = []
    follow_up(trial.copy(search=True), player, turn, LEAVES, random.Random(seed), leaf=leaf)
    steps = []
    for choice in leaf[1:]:  # the line's options: the seat's own are said, chance is not
        d = trial.pending
        if d.player == player and len(d.options) > 1:
            words = short_words(trial, choice)
            # mid-line, a sentence's capital goes ("put a face-down pellet on 0302"), a name's stays ("R1 → 1504")
            steps.append(words[0].lower() + words[1:] if words[1:2].islower() else words)
        trial.apply(choice)
    return leaf[0].state, steps


def _lemming(before: State, a: State, b: State, lem: str, risk_a: dict[str, float], risk_b: dict[str, float],
             player: int) -> list[Change]:
    """What changes for one lemming between outcome ``a`` (the first option's) and ``b``."""
    owner = a.cfg.owner[lem]
    weight = 1.0 if owner == player else -RIVAL_WEIGHT
    # every sentence names the lemming first: "your R3" or "Biker's B1"
    who = tr("your {lemming}", lemming=lem) if owner == player else tr("{clan}'s {lemming}", clan=a.name(owner), lemming=lem)
    wa, wb = a.loc[lem], b.loc[lem]
    ra, rb = risk_a.get(lem, 0.0), risk_b.get(lem, 0.0)
    va, vb = lemming_value(a, lem) * (1 - ra), lemming_value(b, lem) * (1 - rb)
    if wa == DIVE and wb == DIVE:
        vp_a, vp_b = a.dives[lem], b.dives[lem]
        if vp_a == vp_b:
            return []
        return [Change(weight * (vp_a - vp_b), tr("{who} dives for {vp} VP rather than {other}", who=who, vp=_vp(vp_a),
                                                 other=_vp(vp_b)))]
    if wa == DIVE:
        vp = a.dives[lem]
        if vp >= vb:
            return [Change(weight * (vp - vb), tr("{who} dives for {vp} VP", who=who, vp=_vp(vp)))]
        # a dive worth less than what the lemming stood to bring (Rock Slide on a crowded edge)
        return [Change(weight * (vp - vb), tr("{who} dives for only {vp} VP, where it stood to bring about {worth}",
                                               who=who, vp=_vp(vp), worth=number(vb, 1)))]
    if wb == DIVE:
        vp = b.dives[lem]
        if va > vp:  # kept on the board where it stands to bring more than that dive (Heroic Return's lemming)
            return [Change(weight * (va - vp), tr("{who} stays on the board, where it stands to bring about {worth}, "
                                                  "rather than diving for {vp} VP", who=who, worth=number(va, 1),
                                                  vp=_vp(vp)))]
        return [Change(weight * (va - vp), tr("{who} does not dive for {vp} VP", who=who, vp=_vp(vp)))]
    if (wa == CHOW) != (wb == CHOW):
        eaten = wa == CHOW
        if before.loc[lem] == CHOW:  # in the eagle-chow box already: a card may bring it back
            words = tr("{who} stays in the eagle-chow box", who=who) if eaten else tr(
                "{who} comes back from the eagle-chow box", who=who)
        else:
            words = tr("{who} is eaten", who=who) if eaten else tr("{who} is not eaten", who=who)
        return [Change(-weight * vb if eaten else weight * va, words)]
    if wa == CHOW:  # eaten in both
        return []
    out = []
    # the hex ids' first two digits count the columns from the start area (0) to the cliff edge
    col_a, col_b = a.cfg.board.row(wa), a.cfg.board.row(wb)
    if col_a != col_b:
        # the column's worth at the played option's risk; the risk's change is its own line
        progress = weight * (lemming_value(a, lem) - lemming_value(b, lem)) * (1 - rb)
        n = abs(col_a - col_b)
        if col_a == 0:
            words = tr("{who} stays in the start area", who=who)
        elif col_a > col_b:
            words = trn("{who} ends {n} column nearer the cliff", "{who} ends {n} columns nearer the cliff", n,
                        who=who, n=n)
        else:
            words = trn("{who} ends {n} column further from the cliff", "{who} ends {n} columns further from the cliff",
                        n, who=who, n=n)
        out.append(Change(progress, words))
    if abs(ra - rb) > 1e-9:
        odds_a, odds_b = _chances(ra, rb)
        out.append(Change(weight * lemming_value(a, lem) * (rb - ra),
                          tr("the chance that {who} is eaten when the eagles next fly is {a} rather than {b}", who=who,
                             a=odds_a, b=odds_b)))
    return out


def _cards(a: State, b: State, player: int) -> list[Change]:
    kept_a, kept_b = final_score(a, player).unused_cards, final_score(b, player).unused_cards
    if kept_a == kept_b:
        return []
    fewer, more = (a, b) if kept_a < kept_b else (b, a)
    gone = [c for c in more.hands[player] if c not in fewer.hands[player]]
    name = card_name(gone[0] if gone else ITS_A_5)  # no card gone from the hand: the clan card was flipped
    if kept_a < kept_b:
        return [Change(kept_a - kept_b, tr("you spend {card}, worth 1 VP if kept to the end", card=name))]
    return [Change(kept_a - kept_b, tr("you keep {card}, worth 1 VP at the end", card=name))]


def _pellets(s: State, player: int) -> int:
    """The seat's held pellets as the final count scores them (favours in sets of three)."""
    score = final_score(s, player)
    return score.pellets + score.favour_sets


def changes(game: Game, first: Any, second: Any, *, seed: int = 0) -> list[Change]:
    """Every difference between ``first`` and ``second`` (options of ``game.pending``) for the deciding
    seat, largest first (see the module docstring); ``seed`` draws the world hidden facts come from."""
    return _compare(game, first, second, seed)[0]


def _alike(before: State, a: State, b: State, player: int) -> list[str]:
    """The seat's dives of this turn that both options reach, for the same VP ("your R1 dives for 5 VP
    either way"): when a card's line ends with the same dive, the card is the only difference, and a
    learner should not read the dive as the other option's loss."""
    return [tr("{who} dives for {vp} VP either way", who=tr("your {lemming}", lemming=lem), vp=_vp(a.dives[lem]))
            for lem in a.cfg.lemmings_of[player]
            if before.loc[lem] != DIVE and a.loc[lem] == b.loc[lem] == DIVE and a.dives[lem] == b.dives[lem]]


def _compare(game: Game, first: Any, second: Any, seed: int) -> tuple[list[Change], list[str], list[str]]:
    """:func:`changes`, the seat's follow-up decisions after ``first`` in a few words each, and the
    dives both options reach alike (:func:`_alike`)."""
    d = game.pending
    if d is None or first not in d.options or second not in d.options:
        raise ValueError(tr("both options must be options of the decision the game is waiting for"))
    player = d.player
    world = game.sample_world(player, random.Random(seed))
    (a, steps), (b, _) = outcome(world, first, player, seed), outcome(world, second, player, seed)
    risk_a, risk_b = eagle_risk(a), eagle_risk(b)
    out = [c for lem in a.cfg.owner for c in _lemming(game.state, a, b, lem, risk_a, risk_b, player)]
    out += _cards(a, b, player)
    pellets = _pellets(a, player) - _pellets(b, player)
    if abs(pellets) > 1e-9:
        out.append(Change(pellets, tr("you hold pellets worth {vp} VP more", vp=_vp(pellets)) if pellets > 0
                          else tr("you hold pellets worth {vp} VP less", vp=_vp(-pellets))))
    return sorted(out, key=lambda c: -abs(c.gain)), steps, _alike(game.state, a, b, player)


def why(game: Game, better: Any, played: Any, *, seed: int = 0) -> str:
    """Why ``better`` beats ``played`` in words: the two largest changes in its favour and the
    largest against it by the end of the seat's turn, or, when nothing then is in its favour, that
    its gain comes later; and how the seat's turn goes on after ``better``, when it decides more."""
    found, steps, alike = _compare(game, better, played, seed)
    pros = [c.words for c in found if c.gain >= MIN_GAIN][:2]
    pros = alike[:1] + pros if pros else pros  # "either way" only beside a real difference
    cons = [c.words for c in found if c.gain <= -MIN_GAIN][:1]
    if not pros and cons:
        text = tr("by the end of your turn the position looks no better ({against}); its gain shows in the "
                  "games played on from it", against=cons[0])
    elif not pros:
        text = tr("by the end of your turn the position looks much the same; its gain shows in the games played "
                  "on from it")
    elif cons:
        text = tr("by the end of your turn, {gains}, though {cost}", gains="; ".join(pros), cost=cons[0])
    else:
        text = tr("by the end of your turn, {gains}", gains="; ".join(pros))
    if not steps:
        return text
    # a card or a trade pays off in what follows it: say the line the search found
    # steps apart by "; " (a move's own words hold an arrow), and a dash, not brackets: an exercise's
    # feedback puts the why in brackets
    line = "; ".join(steps[:STEPS]) + ("; …" if len(steps) > STEPS else "")
    return tr("{why} — your turn goes on: {steps}", why=text, steps=line)
