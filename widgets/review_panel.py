"""The end-of-game review panel of :class:`~widgets.view.GameView`: "your costliest decisions".

When the game is over the panel offers **Review my game**: :func:`lemmings.analysis.review` goes
over the person's decisions (a fixed budget, a few seconds to tens of seconds) and the panel lists
the costliest, each in full words: the turn and what it cost, what was played, what was better and
why. Its **Show** button opens that position on a board of its own, with the better option's route
drawn; **Try it again** turns it into an exercise (:func:`lemmings.exercises.retry_exercise`)
shown in an :class:`~widgets.exercise_view.ExerciseView`. The view places the panel across its
whole width under the game (not in the side column, where a board would be cut off at the cliff).

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

from .canvas import board_box, narrow_note_html
from .drawing import LAYERS, BoardCanvas, overlay_shapes
from .exercise_view import ExerciseView

if TYPE_CHECKING:
    from lemmings.exercises import Exercise
    from lemmings.game import Game

__all__ = ["ReviewPanel", "entry_html"]

#: Each entry's words beside its button; the words wrap, nothing is cut short.
_ENTRY = "font-size:13px;line-height:1.4;white-space:normal;overflow-wrap:anywhere;flex:1 1 300px;min-width:0"


def entry_html(m: Any) -> str:
    """One reviewed decision in full words (a :class:`~lemmings.analysis.review.Mistake`): the turn and
    its cost on the first line, then what was played, what was better, and why."""
    head = tr("Turn {turn}: it cost {costs}", turn=m.turn, costs=m.costs)
    lines = [tr("You played: {played}", played=m.played_text), tr("Better: {better}", better=m.better_text),
             tr("Why: {reason}", reason=m.reason)]
    if not m.clear:
        lines.append(tr("(Close: the two were hard to tell apart.)"))
    body = "<br>".join(html.escape(line) for line in lines)
    return f"<div style='{_ENTRY}'><b>{html.escape(head)}</b><br>{body}</div>"


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
        self.rows = W.VBox(layout=W.Layout(width="100%"))
        self.shows: list[W.Button] = []  # each entry's Show button
        self.shown = W.VBox(layout=W.Layout(width="100%"))
        self.box = W.VBox([self.title, self.button, self.rows, self.shown],
                          layout=W.Layout(display="none", width="100%", max_width="100%", margin="8px 0"))
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
        self.rows.children, self.shown.children, self.shows = (), (), []

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
        self.shows = []
        for i, m in enumerate(self.result.mistakes):
            b = W.Button(description=tr("Show turn {turn}", turn=m.turn), tooltip=tr("Open this position on a board, "
                         "with the better option drawn"), layout=W.Layout(width="auto", flex="none"))
            b.on_click(lambda _b, i=i: self._guarded(lazy("review"), self.open, i, changes=False))
            entry = W.HBox([b, W.HTML(entry_html(m), layout=W.Layout(flex="1 1 300px", min_width="0"))],
                           layout=W.Layout(align_items="flex-start", width="100%", margin="4px 0", grid_gap="8px"))
            entry.add_class("lemmings-review-entry")
            self.shows.append(b)
            rows.append(entry)
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
        # the entry above already says it all: here which one is open and what the board draws (a card or
        # an eagle's way has no route: the board then shows the position only, and says so)
        heading = (tr("Turn {turn} as it stood, with the better option drawn on the board: {better}", turn=m.turn,
                      better=m.better_text) if extra else
                   tr("Turn {turn} as it stood; the better option, which has no route to draw on the board: {better}",
                      turn=m.turn, better=m.better_text))
        words = W.HTML("<div style='font-size:13px;margin-top:6px'><b>" + html.escape(heading) + "</b></div>")
        again = W.Button(description=tr("Try it again"), button_style="success",
                         layout=W.Layout(width="auto", align_self="flex-start"),
                         tooltip=tr("This position as an exercise: which option is better?"))
        again.on_click(lambda _b: self._guarded(lazy("review"), self.try_again, i, changes=False))
        self.board = board
        # the words and the button above the board: both in sight at once; the board whole, as wide as the page
        # lets it be (scaled down to its least width, then it scrolls and says so)
        shown = board_box(board.widget, W.HTML(narrow_note_html()))
        board.fit_box(shown)
        self.shown.children = (words, again, shown)
        return position

    def try_again(self, i: int) -> Exercise:
        """Decision ``i`` as an exercise whose key is the better option, shown in an exercise view."""
        if self.result is None or not 0 <= i < len(self.result.mistakes):
            raise ValueError(tr("the review lists no decision number {i}", i=i))
        self.exercise = retry_exercise(self._game(), self.result.mistakes[i])
        self._close_exercise()
        self.exercise_view = ExerciseView(self.exercise, size=self.size, language=self._language(), practice=False)
        self.shown.children = (self.exercise_view,)
        return self.exercise

    def _close_exercise(self) -> None:
        if self.exercise_view is not None:
            self.exercise_view.close()
            self.exercise_view = None
