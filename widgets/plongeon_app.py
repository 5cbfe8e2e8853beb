"""The Voilà app's *Le grand plongeon* tab: choose the players, the seats people play, the computer's
level and a seed, then play in a :class:`~widgets.plongeon_view.PlongeonView`; the computer plays the other seats.

>>> tab = PlongeonTab(language="es")     # doctest: +SKIP

Its interface to the app: :attr:`view` (the current view, ``None`` until the first race is dealt),
:meth:`show` (deals the first race when the tab is first shown), :meth:`new_game`, :meth:`set_language`
and :attr:`on_language` (called with the language a view's menu chose, so that the app follows).
"""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as W

from gamecore.errors import LemmingsError
from gamecore.i18n import check_language, tr
from gamecore.i18n import language as speaking
from plongeon import COLOURS, Game
from plongeon.state import COLOUR_NAMES

from .cursor import plain
from .plongeon_loop import DEFAULT_LEVEL, LEVELS, LEVELS_TIP
from .plongeon_view import PlongeonView


class PlongeonTab(W.VBox):
    """Players (2-5), one tick box per seat (ticked: a person plays it), the computer's level, a seed and *New game*."""

    def __init__(self, *, language: str = "en", seed: int = 1, players: int = 3, deal: bool = True) -> None:
        self.language = check_language(language)
        self.on_language: Callable[[str], None] | None = None
        self.intro = W.HTML()
        self.players = W.Dropdown(options=[2, 3, 4, 5], value=players, layout=W.Layout(width="10em"))
        self.seat_boxes = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.level = W.Dropdown(options=list(LEVELS), value=DEFAULT_LEVEL, layout=W.Layout(width="auto"))
        self.seed = W.BoundedIntText(value=seed, min=0, max=2**31 - 1, layout=W.Layout(width="10em"))
        self.start = W.Button(button_style="primary")
        self.start.add_class("plongeon-new-game")
        self.status = W.HTML()
        self.holder = W.Box(layout=W.Layout(max_width="100%"))
        self.view: PlongeonView | None = None
        self._ticks: list[W.Checkbox] = []
        self.players.observe(lambda _ch: self._build_ticks(), "value")
        self.start.on_click(lambda _b: self.new_game())
        super().__init__([self.intro, W.HBox([self.players, self.seat_boxes, self.level, self.seed, self.start],
                                             layout=W.Layout(flex_flow="row wrap", align_items="center")),
                          self.status, self.holder])
        self.add_class("plongeon-tab")
        self._build_ticks()
        self._label()
        if deal:
            self.new_game()

    def show(self) -> None:
        """The tab is shown: deal the first race if none is dealt yet."""
        if self.view is None:
            self.new_game()

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats ticked for people."""
        return tuple(i for i, box in enumerate(self._ticks) if box.value)

    def _build_ticks(self) -> None:
        old = [box.value for box in self._ticks]
        self._ticks = [W.Checkbox(value=old[i] if i < len(old) else i == 0, indent=False,
                                  layout=W.Layout(width="auto", margin="0 1em 0 0")) for i in range(self.players.value)]
        for i, box in enumerate(self._ticks):
            box.add_class(f"plongeon-seat-{COLOURS[i]}")
        self.seat_boxes.children = self._ticks
        self._label()

    def _label(self) -> None:
        with speaking(self.language):
            self.intro.value = tr("Le grand plongeon: each player races two lemmings from the start line to the finish "
                                  "line. Tick the colours people play; the computer plays the others. Then press <b>New "
                                  "game</b>.")
            self.players.description = tr("Players")
            self.seed.description = tr("Seed")
            self.level.description = tr("Computer")
            self.level.tooltip = str(LEVELS_TIP)
            chosen = self.level.value
            self.level.options = [(str(name), key) for key, (_bot, name) in LEVELS.items()]
            self.level.value = chosen
            self.start.description = tr("New game")
            for i, box in enumerate(self._ticks):
                box.description = tr("{colour} played by a person", colour=COLOUR_NAMES[COLOURS[i]])

    def new_game(self) -> PlongeonView | None:
        """A new game from the menus in the holder (the old view is closed)."""
        with speaking(self.language):
            try:
                game = Game.new(self.players.value, seed=self.seed.value)
                view = PlongeonView(game, humans=self.humans, seed=self.seed.value, language=self.language,
                                    level=self.level.value)
            except LemmingsError as err:
                self.status.value = f"<b style='color:#b03a2e'>{html.escape(str(err))}</b>"
                return None
            for old in self.holder.children:
                old.close()
            view.language_menu.observe(lambda ch: self._follow(ch["new"]), "value")
            self.holder.children = [view]
            self.view = view
            people = ", ".join(str(COLOUR_NAMES[COLOURS[p]]) for p in self.humans) or tr("nobody: the computer plays every seat")
            self.status.value = "<span style='color:#1e7d32'>" + html.escape(tr(
                "New race dealt: {n} players, seed {seed}; people play {people}.", n=self.players.value,
                seed=self.seed.value, people=people)) + "</span>"
            view.access.say_all(plain(self.status.value))  # said in the new view's live region: the deal, then what to do
            return view

    def set_language(self, lang: str) -> None:
        """The tab and its view in ``lang``."""
        self.language = check_language(lang)
        self._label()
        if self.view is not None and self.view.language != self.language:
            self.view.set_language(self.language)

    def _follow(self, lang: str) -> None:
        self.set_language(lang)
        if self.on_language is not None:
            self.on_language(self.language)


__all__ = ["PlongeonTab"]
