"""The Hint button of a view: rank the pending options for the person who decides, from what
that seat knows (by default :func:`lemmings.analysis.hint`), list them under the buttons and
number the hexes of the top three on the board.

A hint is given only for a person's own decision, never for a computer clan's, and never
while the screen waits to be handed to the next person (that would show a hand to the wrong
eyes): the view says whose decision may have one (``seat()``). It is about one decision only:
the view clears it at every change of the game.

The list is the panel's own (:func:`hint_html`), not the notebooks' ``Hint._repr_html_``: its
columns are headed, and the share of imagined worlds in which the seat is ahead once its turn
ends is called that ("ahead after your turn"), since a bare "wins 0 %" on turn 1 was read as
"you will lose" (newcomer finding 6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import get_language, lazy, number, percent, tr, trn
from lemmings.analysis import hint

from .language import Labels
from .logic import Highlights

if TYPE_CHECKING:
    from lemmings.analysis.hint import Hint

#: Thinking time of the Hint button, in seconds.
HINT_SECONDS = 1.0


class HintPanel:
    """The Hint button (:attr:`button`), its list (:attr:`view`) and its marks on the board.

    ``game()`` is the game in play; ``seat()`` the seat whose decision may have a hint now
    (``None``: none may, and ``refusal()`` says why); ``advise(game, seat, seconds)`` ranks the
    options (a :class:`~lemmings.analysis.hint.Hint`); ``shown(advice)`` tells the view (to mark
    the best option's button and redraw). ``guard`` runs the button; ``labels`` labels it."""

    def __init__(self, *, game: Callable[[], Any], seat: Callable[[], int | None], refusal: Callable[[], str],
                 shown: Callable[[Hint], None], guard: Callable[..., Any], labels: Labels,
                 advise: Callable[..., Hint] = hint) -> None:
        self._game, self._seat, self._refusal, self._shown, self._advise = game, seat, refusal, shown, advise
        self.button = labels.add(W.Button(layout=W.Layout(width="auto")), lazy("Hint"),
                                 lazy("Rank your options, from what your clan knows (takes about a second)"))
        self.button.on_click(lambda _b: guard(self.button.description, self.show, changes=False))
        self.view = W.HTML()
        self.marks: dict[str, str] = {}  # hexes of the last hint's top options, numbered

    def show(self, seconds: float = HINT_SECONDS) -> Hint:
        """Rank the pending options for the person who decides; refused for a computer clan's
        decision or while the screen waits for the next person."""
        game = self._game()
        if game.pending is None:
            raise ValueError(tr("the game is over: there is no decision to give a hint for"))
        seat = self._seat()
        if seat is None:
            raise ValueError(self._refusal())
        advice = self._advise(game, seat, seconds=seconds)
        self.view.value = hint_html(advice)
        self.marks = {h: f"#{i}" for i, h in enumerate(advice.hexes(3), 1)}
        self._shown(advice)
        return advice

    def clear(self) -> None:
        """Forget the hint (the game changed)."""
        self.marks, self.view.value = {}, ""

    def render(self, available: bool) -> None:
        """The button pressable only when a hint may be given."""
        self.button.disabled = not available

    def hinted(self, highlights: Highlights) -> Highlights:
        """The highlights with the hint's numbered hexes added, on top of the costs the board lights its
        destinations with (under them, the numbers never showed at a move); a hex's cost stays in the
        Moves menu and in its tooltip, and comes back with the next decision."""
        if not self.marks:
            return highlights
        return replace(highlights, targets={**highlights.targets, **self.marks})


def _percent(x: float) -> str:
    return f"{x:.0%}" if get_language() == "en" else percent(x)


def _decimal(x: float, signed: bool = False) -> str:
    text = f"{x:.1f}" if get_language() == "en" else number(x, 1)
    if not signed:
        return text
    return "+" + text if x >= 0.05 else text.replace("-", "−") if x <= -0.05 else _decimal(0.0)


def hint_html(advice: Hint) -> str:
    """The ranked options as a compact table for the side column: rank, option, lead, the share of
    imagined worlds in which the seat is ahead after its turn, and why; the columns headed, the
    intervals in each row's tooltip, the legend folded away."""
    figure = "white-space:nowrap;vertical-align:top;padding:0 4px 0 0"
    words = "white-space:normal;overflow-wrap:anywhere;vertical-align:top;padding:0 4px 0 0"
    head = "font-weight:normal;color:#555;font-size:11px;text-align:left;vertical-align:bottom;padding:0 4px 2px 0"
    heads = ["", tr("option"), tr("lead (VP)"), tr("ahead after your turn"), tr("why")]
    rows = ["<tr>" + "".join(f'<th style="{head}">{escape(h)}</th>' for h in heads) + "</tr>"]
    for ln in advice.lines:
        why = "" if ln.reason == ln.text else ln.reason
        tip = trn("{option}: lead {lead} VP (95 % interval {lead_low} to {lead_high}); ahead of every rival after "
                  "your turn in {win} of {n} imagined world ({low}–{high}); {vp} VP expected at the end "
                  "({vp_low}–{vp_high})",
                  "{option}: lead {lead} VP (95 % interval {lead_low} to {lead_high}); ahead of every rival after "
                  "your turn in {win} of {n} imagined worlds ({low}–{high}); {vp} VP expected at the end "
                  "({vp_low}–{vp_high})", ln.playouts,
                  option=ln.text, lead=_decimal(ln.lead, True), lead_low=_decimal(ln.lead_low, True),
                  lead_high=_decimal(ln.lead_high, True), win=_percent(ln.win), low=_percent(ln.win_low),
                  high=_percent(ln.win_high), vp=_decimal(ln.vp), vp_low=_decimal(ln.vp_low),
                  vp_high=_decimal(ln.vp_high), n=ln.playouts)
        tip += f"; {why}" if why else ""
        # a line too close to the first to tell apart is marked ≈ (the verdict under the title says why);
        # a hint that is not sure told nothing apart, and marks nothing (as the notebook's table)
        rank = f"≈{ln.rank}" if ln.rank > 1 and ln.close and advice.sure else str(ln.rank)
        rows.append(f'<tr title="{escape(tip)}"><td style="{figure}">{rank}</td>'
                    f'<td style="{words};min-width:6em">{escape(ln.short or ln.text)}</td>'
                    f'<td style="{figure};font-weight:bold">{escape(_decimal(ln.lead, True))}</td>'
                    f'<td style="{figure}">{escape(_percent(ln.win))}</td>'
                    f'<td style="{words};color:#555">{escape(why)}</td></tr>')
    legend = tr("Ranked by lead: the VP you can expect to be ahead of (or, with −, behind) your strongest rival at "
                "the end, in worlds that fit what you know, after your best own follow-ups this turn: each lemming "
                "counts by how near the cliff it stands and its exact chance of escaping the next eagles, plus cards "
                "and pellets. Ahead after your turn: in how many of those worlds that forecast puts you in front of "
                "every rival once your turn ends, before they play theirs (a tenth of a VP ahead counts). It is not "
                "your chance of winning the game. Point at a line for its intervals and full reason.")
    legend += advice.order_note()  # the ranking's one exception, owned
    n = min((ln.playouts for ln in advice.lines), default=0)
    how = trn("How to read these figures (each rests on {n} imagined world)",
              "How to read these figures (each rests on {n} imagined worlds)", n, n=n)
    title = tr("Hint for {clan}", clan=advice.clan)
    return (f'<div class="lemmings-hint" style="font-size:12px;line-height:1.35;max-width:100%">'
            f"<b>{escape(title)}</b> <span class='lemmings-hint-verdict'>{escape(advice.verdict())}</span>"
            f"<details style='color:#555;font-size:11px'><summary style='cursor:pointer'>{escape(how)}</summary>"
            f"{escape(legend)}</details>"
            f'<table style="width:100%;border-collapse:collapse">{"".join(rows)}</table></div>')


__all__ = ["HintPanel", "HINT_SECONDS", "hint_html"]
