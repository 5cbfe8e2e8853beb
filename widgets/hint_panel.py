"""The Hint button of :class:`~widgets.view.GameView`: rank the pending options for the person
who decides, from what that seat knows (:func:`lemmings.analysis.hint`), list them under the
buttons, mark the first option's button and number the hexes of the top three on the board.

A hint is given only for a person's own decision, never for a computer clan's, and never
while the screen waits to be handed to the next person (that would show a hand to the wrong
eyes). It is about one decision only: any change of the game clears it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import tr
from lemmings.analysis import hint

from .logic import Highlights
from .speaking import speaks

if TYPE_CHECKING:
    from lemmings.analysis.hint import Hint
    from lemmings.game import Game

    from .seats import Seats

#: Thinking time of the Hint button, in seconds.
HINT_SECONDS = 1.0


class HintMixin:
    """The Hint button, its list and its marks (mixed into ``GameView``)."""

    game: Game
    seats: Seats
    handoff: Any
    decisions: Any
    preview: Any

    def _build_hint(self) -> None:
        self.hint_button = W.Button(layout=W.Layout(width="auto"))  # labelled in the view's language
        self.hint_button.on_click(lambda _b: self._guarded(self.hint_button.description, self.show_hint, changes=False))
        self.hint_view = W.HTML()
        self.hint_marks: dict[str, str] = {}  # hexes of the last hint's top options, numbered

    @speaks
    def show_hint(self, seconds: float = HINT_SECONDS) -> Hint:
        """Rank the pending options for the person who decides; refused for a computer clan's
        decision or while the screen waits for the next person."""
        d = self.game.pending
        if d is None:
            raise ValueError(tr("the game is over: there is no decision to give a hint for"))
        if d.player not in self.seats.humans or self.handoff is not None:
            raise ValueError(tr("a hint is only for the person whose decision it is; this one is {clan}'s", clan=d.clan))
        advice = hint(self.game, d.player, seconds=seconds)
        self.hint_view.value = advice._repr_html_()
        self.hint_marks = {h: f"#{i}" for i, h in enumerate(advice.hexes(3), 1)}
        self.decisions.mark_best(advice.best)
        self.preview = None  # the board shows the hint's numbers, not a route the menu no longer shows
        self.redraw(("highlights",))
        return advice

    def _clear_hint(self) -> None:
        self.hint_marks, self.hint_view.value = {}, ""
        self.decisions.mark_best(None)

    def _hinted(self, highlights: Highlights) -> Highlights:
        """The highlights with the hint's numbered hexes added (the person's own marks win)."""
        if not self.hint_marks:
            return highlights
        return replace(highlights, targets={**self.hint_marks, **highlights.targets})


__all__ = ["HintMixin", "HINT_SECONDS"]
