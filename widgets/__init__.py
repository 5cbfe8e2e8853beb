"""Interactive board widgets (ipycanvas + ipywidgets) on top of the lemmings engine.

>>> from widgets import GameView          # doctest: +SKIP
>>> GameView(Game.new(players=4, seed=7))  # doctest: +SKIP

:class:`GameView` is the whole app; :mod:`widgets.logic` holds its browser-free click
logic, :mod:`widgets.canvas` the vectorised canvas drawing.
"""

from .canvas import MessageCounter, batch, compile_shapes
from .exercise_view import ExerciseView
from .logic import BoardInteraction, Control, Highlights, Outcome, decision_controls, hover_text
from .plongeon_view import PlongeonView
from .view import GameView, eagle_risk

__all__ = ["GameView", "ExerciseView", "PlongeonView", "BoardInteraction", "Outcome", "Highlights", "Control",
           "decision_controls", "hover_text",
           "eagle_risk", "MessageCounter", "batch", "compile_shapes"]
