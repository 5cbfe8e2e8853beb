"""The views (ipycanvas + ipywidgets) of the kit's three games: panels composed around the play loop
(:class:`gametools.PlayLoop`), one view per game, and the Voilà app.

>>> from widgets import GameView                           # doctest: +SKIP
>>> GameView(Game.new(players=4, seed=7), humans=["Ritz"])  # doctest: +SKIP

:class:`GameView` plays Leaping Lemmings. Its panels: :mod:`widgets.seats` (who plays which clan),
:mod:`widgets.recap` (what happened, as words and board data), :mod:`widgets.explain`
(routes and what an eagle order does), :mod:`widgets.panels` (the texts), :mod:`widgets.guard`
(errors in words, the game put back), :mod:`widgets.computers` and :mod:`widgets.computer_panel` (the
computer's speed and buttons), :mod:`widgets.hint_panel`, :mod:`widgets.review_panel`, :mod:`widgets.board_panel`,
:mod:`widgets.decision` (buttons and menus), :mod:`widgets.undo` (undo, step back, redo),
:mod:`widgets.files` (save and load), :mod:`widgets.drawing` (the canvas),
:mod:`widgets.logic` (browser-free click logic), :mod:`widgets.hover` (what the mouse points at)
and :mod:`widgets.canvas` (vectorised drawing). :class:`PlongeonView` and :class:`LabyrinthView` play the
kit's other two games on the same canvas code, the same loop and the same shared panels (guard, labels, undo, recap).
"""

from .canvas import MessageCounter, batch, compile_shapes
from .exercise_view import ExerciseView
from .hover import hover_text
from .labyrinth_view import LabyrinthView
from .logic import BoardInteraction, Control, Highlights, Outcome, decision_controls
from .plongeon_view import PlongeonView
from .recap import RecapItem, apply_recorded, recap_shapes
from .seats import SPEEDS, Seats
from .view import GameView, eagle_risk

__all__ = ["GameView", "ExerciseView", "PlongeonView", "LabyrinthView", "BoardInteraction", "Outcome", "Highlights", "Control",
           "decision_controls", "hover_text", "eagle_risk", "MessageCounter", "batch", "compile_shapes", "RecapItem",
           "apply_recorded", "recap_shapes", "Seats", "SPEEDS"]
