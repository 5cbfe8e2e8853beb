"""The Hint button of a view: rank the pending options for the person who decides, from what
that seat knows (by default :func:`lemmings.analysis.hint`), list them under the buttons and
number the hexes of the top three on the board.

A hint is given only for a person's own decision, never for a computer clan's, and never
while the screen waits to be handed to the next person (that would show a hand to the wrong
eyes): the view says whose decision may have one (``seat()``). It is about one decision only:
the view clears it at every change of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import lazy, tr
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
        self.view.value = advice._repr_html_()
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
        """The highlights with the hint's numbered hexes added (the person's own marks win)."""
        if not self.marks:
            return highlights
        return replace(highlights, targets={**self.marks, **highlights.targets})


__all__ = ["HintPanel", "HINT_SECONDS"]
