"""The end-of-game review panel of :class:`~widgets.view.GameView`: "your costliest decisions".

When the game is over the panel offers **Review my game**: :func:`lemmings.analysis.review` goes
over the person's decisions (a fixed budget, a few seconds to tens of seconds) and the panel lists
the costliest. Clicking one opens that position on a board of its own, with the better option's
route drawn; **Try it again** turns it into an exercise (:func:`lemmings.exercises.retry_exercise`)
shown in an :class:`~widgets.exercise_view.ExerciseView`.

The view composes the panel and talks to it through three things only: ``game`` and ``seat``
(callables: the game in play and the person whose game is reviewed) and ``guarded`` (the view's
callback guard, which speaks the view's language and shows an error in words).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import lazy, tr
from lemmings.analysis.review import REVIEW_WORLDS, Review, review
from lemmings.exercises.retry import retry_exercise
from lemmings.layout import DEFAULT_SIZE

from .drawing import LAYERS, BoardCanvas, overlay_shapes
from .exercise_view import ExerciseView

if TYPE_CHECKING:
    from lemmings.exercises import Exercise
    from lemmings.game import Game

__all__ = ["ReviewPanel"]


class ReviewPanel:
    """The review's button, its list of decisions, the position shown and the exercise."""

    def __init__(self, game: Callable[[], Game], seat: Callable[[], int | None], guarded: Callable[..., Any], *,
                 language: Callable[[], str], worlds: int = REVIEW_WORLDS, size: float = DEFAULT_SIZE) -> None:
        self._game, self._seat, self._guarded, self._language = game, seat, guarded, language
        self.worlds, self.size = worlds, size
        self.result: Review | None = None
        self.position: Game | None = None
        self.exercise: Exercise | None = None
        self.exercise_view: ExerciseView | None = None
        self.title = W.HTML()
        self.button = W.Button(button_style="info", layout=W.Layout(width="auto"))
        self.button.on_click(lambda _b: self._guarded(lazy("review"), self.run, changes=False))
        self.rows = W.VBox()
        self.shown = W.VBox()
        self.box = W.VBox([self.title, self.button, self.rows, self.shown], layout=W.Layout(display="none"))
        self.box.add_class("lemmings-review")

    def relabel(self) -> None:
        """Set the fixed labels in the current language."""
        title = tr("Your costliest decisions")
        self.title.value = f"<b>{html.escape(title)}</b>"
        self.button.description = tr("Review my game")
        self.button.tooltip = tr("Go back over your decisions and list the costliest, with what was better and why")

    def update(self) -> None:
        """Show the panel once the game is over and a person played in it; hide it otherwise."""
        over = self._game().pending is None and self._seat() is not None
        self.box.layout.display = "" if over else "none"
        if not over and self.result is not None:
            self.clear()

    def clear(self) -> None:
        self.result = self.position = self.exercise = None
        self._close_exercise()
        self.rows.children, self.shown.children = (), ()

    def run(self) -> Review:
        """Review the person's game and list the costliest decisions (one button each)."""
        seat = self._seat()
        if seat is None or self._game().pending is not None:
            raise ValueError(tr("the review is for a finished game with a person seated"))
        self.button.disabled, self.button.description = True, tr("Reviewing…")
        try:
            self.result = review(self._game(), seat, worlds=self.worlds)
        finally:
            self.button.disabled = False
            self.button.description = tr("Review my game")
        rows: list[W.Widget] = []
        for i, m in enumerate(self.result.mistakes):
            b = W.Button(description=tr("Turn {turn}: {played}", turn=m.turn, played=m.played_text),
                         tooltip=str(m), layout=W.Layout(width="auto", max_width="100%"))
            b.on_click(lambda _b, i=i: self._guarded(lazy("review"), self.open, i, changes=False))
            rows.append(b)
        if not rows:
            rows.append(W.HTML(tr("No decision had a clearly better option.")))
        self.rows.children = tuple(rows)
        return self.result

    def open(self, i: int) -> Game:
        """Open decision ``i`` of the review: its position, with the better option's route drawn."""
        if self.result is None or not 0 <= i < len(self.result.mistakes):
            raise ValueError(tr("the review lists no decision number {i}", i=i))
        m = self.result.mistakes[i]
        position = self._game().copy()
        position.goto(m.index)
        self.position, self.exercise = position, None
        self._close_exercise()
        board = BoardCanvas(position, self.size, 1.0)
        better = next(o for o in position.pending.options if str(o) == str(m.better))
        extra = overlay_shapes(board.layout, position, recap_item=None, preview=better, choices=(), flights=False)
        board.draw({n: (lambda n=n: board.shapes(n, position, None, extra if n == "highlights" else ()))
                    for n in LAYERS}, self._language())
        better_words = tr("Better: {better}", better=m.better_text)
        words = W.HTML(f"<div style='font-size:12px'>{html.escape(better_words)}<br>{html.escape(str(m))}</div>")
        again = W.Button(description=tr("Try it again"), button_style="success", layout=W.Layout(width="auto"))
        again.on_click(lambda _b: self._guarded(lazy("review"), self.try_again, i, changes=False))
        self.board = board
        self.shown.children = (words, board.widget, again)
        return position

    def try_again(self, i: int) -> Exercise:
        """Decision ``i`` as an exercise whose key is the better option, shown in an exercise view."""
        if self.result is None or not 0 <= i < len(self.result.mistakes):
            raise ValueError(tr("the review lists no decision number {i}", i=i))
        self.exercise = retry_exercise(self._game(), self.result.mistakes[i])
        self._close_exercise()
        self.exercise_view = ExerciseView(self.exercise, size=self.size, language=self._language())
        self.shown.children = (self.exercise_view,)
        return self.exercise

    def _close_exercise(self) -> None:
        if self.exercise_view is not None:
            self.exercise_view.close()
            self.exercise_view = None
