"""The app's Labyrinth tab: a set-up row (players, seed, New game) and a
:class:`~widgets.labyrinth_view.LabyrinthView` where you play seat P1 against the computer.

The view is built the first time the tab is shown (:meth:`LabyrinthTab.show`), not with the app: a
learner who only plays Leaping Lemmings never pays for it.
"""

from __future__ import annotations

import html

import ipywidgets as W

from gamecore.i18n import check_language, tr
from gamecore.i18n import language as speaking
from labyrinth.game import Game

from .cursor import plain
from .decision import close_tree
from .labyrinth_view import LabyrinthView


class LabyrinthTab(W.VBox):
    """The tab's widgets; :attr:`view` is ``None`` until the tab is first shown."""

    def __init__(self, *, language: str = "en", seed: int = 1) -> None:
        self.language = check_language(language)
        self.view: LabyrinthView | None = None
        self.intro = W.HTML()
        self.players = W.Dropdown(options=[2, 3, 4, 5, 6], value=3, layout=W.Layout(width="12.5em"))
        self.seed = W.BoundedIntText(value=seed, min=0, max=2**31 - 1, layout=W.Layout(width="12.5em"))
        self.start = W.Button(button_style="primary")
        self.start.on_click(lambda _b: self.new_game())
        self.status = W.HTML()
        self.holder = W.VBox(layout=W.Layout(width="100%", max_width="100%"))  # the view as wide as the tab
        super().__init__([self.intro, W.HBox([self.players, self.seed, self.start], layout=W.Layout(flex_flow="row wrap")),
                          self.status, self.holder])
        self.set_language(self.language)

    def set_language(self, language: str) -> None:
        """Labels (and the view, once built) in ``language``."""
        self.language = check_language(language)
        with speaking(self.language):
            self.intro.value = tr("<b>Labyrinth: Paths of Destiny</b>, with the kit's own starter set of tiles and "
                                  "cards (see the Labyrinth notebook). You play P1; the computer plays the other "
                                  "characters. Build the labyrinth, reach a rival's key tile (the key beside your own "
                                  "start tile is not yours to take), take its key and stand alone on the central tile.")
            self.players.description = tr("Players")
            self.seed.description = tr("Seed")
            self.start.description = tr("New game")
        if self.view is not None:
            self.view.set_language(self.language)

    def show(self) -> LabyrinthView:
        """Build the view the first time the tab is shown; later, the view already there."""
        return self.view if self.view is not None else self.new_game()

    def new_game(self) -> LabyrinthView:
        """A new game from the menus (the old view is closed)."""
        with speaking(self.language):
            view = LabyrinthView(Game.new(self.players.value, seed=self.seed.value), humans=[0], seed=self.seed.value,
                                 language=self.language)
            dealt = tr("New game dealt: {n} players, seed {seed}.", n=self.players.value, seed=self.seed.value)
            self.status.value = "<span style='color:#1e7d32'>" + html.escape(dealt) + "</span>"
            first = f"{dealt} {plain(view.status.value)}"  # the deal and the first decision, said aloud
            view.board.keys.say(first)
        for old in self.holder.children:
            close_tree(old)
        self.holder.children = [view]
        self.view = view
        return view


__all__ = ["LabyrinthTab"]
