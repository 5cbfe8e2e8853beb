"""The exercise board by keyboard and screen reader (issue 39): :class:`ExerciseKeys`.

An exercise is answered by picking hexes, lemmings or zones on its board. Without this the board's
canvas was a keyboard trap (ipycanvas cancels every key, Tab included) and answerable by mouse only.
:class:`ExerciseKeys` puts the kit's board keyboard beside it (:class:`~widgets.keys.BoardKeys` and
:class:`~widgets.cursor.KeyboardBoard`): Tab enters and leaves the board, the arrows walk the cursor
from hex to hex (the cliff too), each hex is said in words (what the picture shows of it, and whether
it is picked), Enter or Space picks or unpicks as a click does, N and P go to the next and previous
hex picked so far. The view gives what it knows through the constructor's callables, and draws
:meth:`ExerciseKeys.cursor_shapes` with its marks.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from gamecore.i18n import tr
from lemmings.account import hex_words
from lemmings.layout import Layout, Poly, Shape
from lemmings.options import CLIFF

from .cursor import KeyboardBoard, announce_changes
from .keys import BoardKeys

#: The cursor's ring: dark blue on a white ring, as the kit's focus rings (3:1 on every terrain).
CURSOR_COLOUR, CURSOR_HALO = "#1a3d8f", "#ffffff"
#: The answer kinds picked on the board (the others are given with the controls under it).
BOARD_KINDS = ("hexes", "zones", "lemmings")


class ExerciseKeys:
    """The keyboard of one exercise board: ``layout()`` the board's layout, ``position()`` the game shown,
    ``picked()`` what the learner has picked, ``kind()`` the exercise's answer kind, ``click(place)`` a
    click's work (it says what it did), ``redraw()`` draws the cursor, ``guard`` the view's guard for the
    keys; every new text of the HTML widgets ``said`` (the message line, the feedback) is said aloud."""

    def __init__(self, *, layout: Callable[[], Layout], position: Callable[[], Any], picked: Callable[[], Collection[str]],
                 kind: Callable[[], str], click: Callable[[str], Any], redraw: Callable[[], Any], guard: Callable[..., Any],
                 said: Sequence[Any] = ()) -> None:
        self._layout, self._position, self._picked, self._kind = layout, position, picked, kind
        self.keys = BoardKeys(view_selector=".lemmings-exercise", decision_selector=".lemmings-exercise-answer")
        self.keyboard = KeyboardBoard(self.keys, places=self.places,
                                      size=lambda: (self._layout().width, self._layout().height),
                                      describe=self.words, show=lambda _place: redraw(), activate=click,
                                      cancel=lambda: None, targets=lambda: sorted(self._picked()), guard=guard,
                                      name=lambda: tr("The exercise's board"))
        announce_changes(self.keys, *said)

    def places(self) -> dict[str, tuple[float, float]]:
        """The hexes and the cliff, with their centres in canvas pixels."""
        lay = self._layout()
        return {place: lay.center(place) for place in (*lay.board.hexes, CLIFF)}

    def words(self, place: str) -> str:
        """What the cursor says of ``place``: the hex in words, and whether it is picked (when the question is
        answered on the board; else where its answer is given)."""
        game = self._position()
        text = tr("the cliff") if place == CLIFF else hex_words(game, place, game.view(0))
        if self._kind() not in BOARD_KINDS:
            return text + " · " + tr("this question is answered with the controls below the board")
        stack = game.stack(place) if place != CLIFF else ()
        picked = self._picked()
        mine = place in picked or (stack and stack[-1] in picked)
        return text + " · " + (tr("picked; Enter: unpick") if mine else tr("Enter: pick"))

    def cursor_shapes(self) -> list[Shape]:
        """The ring around the cursor's hex (none before the keyboard has put it down, or on the cliff)."""
        place, lay = self.keyboard.place, self._layout()
        if place is None or place not in lay.board.hexes:
            return []
        return [Poly(lay.corners(place, 0.9), stroke=CURSOR_HALO, width=0.16 * lay.s),
                Poly(lay.corners(place, 0.9), stroke=CURSOR_COLOUR, width=0.08 * lay.s)]

    def relabel(self) -> None:
        """Name the board again (the view's language changed)."""
        self.keyboard.relabel()


__all__ = ["ExerciseKeys", "CURSOR_COLOUR"]
