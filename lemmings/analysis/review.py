"""A review of one seat's game: its costliest decisions, what was better, what it cost and why.

>>> from lemmings import Game
>>> from lemmings.analysis import review
>>> game = Game.new(players=4, seed=3)
>>> review(game, 0).decisions    # nothing decided yet
0

:func:`review` goes back over the game's history, stops at each decision of ``seat`` that had
more than one option, and asks :func:`lemmings.analysis.hint` about it, with a fixed budget and
seed so that a review is reproducible. A hint works from the deciding seat's own view, so a
decision is judged only on what the seat could know when it made it, never on the dice that
followed. Each decision where the option played ranks below the hint's first option becomes a
:class:`Mistake`: its cost is the lead (the expected final VP margin over the strongest rival)
the played option gives up against the better one, with the chance of winning given up beside
it when the hint weighed them in enough worlds (:data:`WIN_WORLDS`), and what changes between the
two options, read from the board as the seat could see it (:mod:`.compare`: a dive, a lemming eaten,
columns gained, the chance of being eaten, a card kept), says why in words. The costliest come first.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, NamedTuple

from tqdm.auto import tqdm

from gamecore import arguments as arg
from gamecore.arguments import shown
from gamecore.i18n import get_language, number, percent, tr, trc, trn

from .compare import why
from .hint import MAX_WORLDS, MIN_WORLDS, HintLine, hint

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["review", "Review", "Mistake", "REVIEW_WORLDS"]

#: Imagined worlds per reviewed decision (the hint's budget for it): fixed, so a review is reproducible.
#: The fewest from which the hint tells a clear gap from a close one (:data:`~.hint.MIN_WORLDS`): from
#: two, every mistake would be "close" for want of evidence; three keep a whole game's review to seconds.
REVIEW_WORLDS = MIN_WORLDS
#: Below this lead (VP) a lower-ranked choice is not listed: the hint's figures do not reach that far.
MIN_COST = 0.05
#: The chance of winning given up is said only when each option was weighed in at least this many
#: worlds: from two worlds a share is 0, 50 or 100 %, and "100 % of your chance of winning" is noise.
WIN_WORLDS = 20


def _vp(x: float) -> str:
    return f"{x:.1f}" if get_language() == "en" else number(x, 1)


def _pct(x: float) -> str:
    return f"{x:.0%}" if get_language() == "en" else percent(x)


class Mistake(NamedTuple):
    """One decision where something better was at hand.

    ``index`` is the history position just before the decision (``game.goto(index)`` shows it);
    ``cost`` the lead given up, in VP, and ``win_cost`` the chance of winning given up (both from
    the hint's figures for the two options); ``clear`` whether the hint tells the two apart
    (otherwise the better option is only the likelier one); ``worlds`` how many imagined worlds
    each of the two was weighed in; ``why`` what changes between the two, in words."""

    index: int
    turn: int
    player: int
    kind: str
    played: Any
    played_text: str
    better: Any
    better_text: str
    cost: float
    win_cost: float
    played_reason: str
    better_reason: str
    clear: bool
    worlds: int = 0
    why: str = ""

    @property
    def reason(self) -> str:
        """Why the better option was better, in words: what changes between the two
        (:func:`~lemmings.analysis.compare.why`), or without it the hint's reasons for both (a reason
        that only repeats its option's words, as for a card's question, is not said twice)."""
        if self.why:
            return self.why
        return tr("{better} rather than {played}", better=_with_reason(self.better_text, self.better_reason),
                  played=_with_reason(self.played_text, self.played_reason))

    @property
    def costs(self) -> str:
        """What the choice cost, in words: lead in VP, and chance of winning when enough worlds say it."""
        if self.win_cost >= 0.005 and self.worlds >= WIN_WORLDS:
            return tr("about {vp} VP of lead and {win} of your chance of winning", vp=_vp(self.cost),
                      win=_pct(self.win_cost))
        return tr("about {vp} VP of lead", vp=_vp(self.cost))

    def __str__(self) -> str:
        text = tr("Turn {turn}: you played {played}; better was {better}. It cost {costs}. Why: {reason}.",
                  turn=self.turn, played=self.played_text, better=self.better_text, costs=self.costs,
                  reason=self.reason)
        return text if self.clear else text + " " + tr("(Close: the two were hard to tell apart.)")


def _with_reason(text: str, reason: str) -> str:
    """An option's words with its reason in brackets, unless the reason is those words again."""
    return text if not reason or reason == text else tr("{option} ({reason})", option=text, reason=reason)


class Review(NamedTuple):
    """The costliest decisions of ``player`` (the costliest first), of ``decisions`` reviewed."""

    player: int
    clan: str
    decisions: int
    mistakes: tuple[Mistake, ...]

    def __str__(self) -> str:
        head = trn("Review for {clan}: {n} decision reviewed.", "Review for {clan}: {n} decisions reviewed.",
                   self.decisions, clan=self.clan, n=self.decisions)
        if not self.mistakes:
            return head + " " + tr("No decision had a clearly better option.")
        return "\n".join([head, *(f"{i}. {m}" for i, m in enumerate(self.mistakes, 1))])

    def _repr_html_(self) -> str:
        title = tr("Your costliest decisions ({clan})", clan=self.clan)
        if not self.mistakes:
            return f"<b>{escape(title)}</b><p>{escape(tr('No decision had a clearly better option.'))}</p>"
        rows = "".join(f"<li>{escape(str(m))}</li>" for m in self.mistakes)
        return f'<div class="lemmings-review"><b>{escape(title)}</b><ol>{rows}</ol></div>'


def _find(lines: tuple[HintLine, ...], played: str) -> HintLine | None:
    return next((ln for ln in lines if str(ln.option) == played), None)


def review(game: Game, seat: int, *, worlds: int = REVIEW_WORLDS, seed: int = 0, top: int = 5,
           progress: bool = False, start: int = 0) -> Review:
    """Review ``seat``'s decisions in ``game`` and return the ``top`` costliest (see the module doc).

    Each decision gets :func:`~lemmings.analysis.hint` with ``worlds`` and ``seed`` (the same
    review every time), which weighs every option. ``start`` reviews only the decisions from that
    history position on.
    ``progress`` shows a ``tqdm`` bar (in a notebook or a terminal).
    """
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ValueError(tr("seat must be a player number from 0 to {last}, not {seat}", last=game.players - 1,
                            seat=shown(seat)))
    if not isinstance(top, int) or isinstance(top, bool) or top < 1:
        raise ValueError(tr("top must be a whole number of at least 1, not {top}", top=shown(top)))
    worlds = arg.whole_number(worlds, "worlds", 1, MAX_WORLDS)
    seed = arg.seed(seed, "seed")
    start = arg.whole_number(start, "start", 0, len(game.history))
    choices = game.history
    replay = game.copy()
    replay.goto(0)  # the same luck as the game: the choices replayed are the ones its redo list holds
    found: list[Mistake] = []
    reviewed = 0
    with tqdm(total=len(choices), disable=not progress, desc=trc("progress", "review"),
              unit=trc("progress", "decision")) as bar:
        for i, played in enumerate(choices):
            d = replay.pending
            if i >= start and d is not None and d.player == seat and len(d.options) > 1:
                reviewed += 1
                mistake = _judge(replay, i, played, worlds, seed)
                if mistake is not None:
                    found.append(mistake)
            replay.apply(played)
            bar.update(1)
    found.sort(key=lambda m: (-m.cost, -m.win_cost, m.index))
    return Review(seat, game.clans[seat].name, reviewed, tuple(found[:top]))


def _judge(position: Game, index: int, played: str, worlds: int, seed: int) -> Mistake | None:
    """The mistake made by playing ``played`` at ``position``, or ``None`` when nothing was clearly better."""
    advice = hint(position, worlds=worlds, seed=seed)
    line = _find(advice.lines, played)
    if line is None or line.rank == 1:
        return None
    best = advice.lines[0]
    cost = best.lead - line.lead
    if cost < MIN_COST:
        return None
    d = position.pending
    return Mistake(index, position.turn, d.player, d.kind, line.option, line.text, best.option, best.text, cost,
                   best.win - line.win, line.reason, best.reason, not line.close, min(best.playouts, line.playouts),
                   why(position, best.option, line.option, seed=seed))
