"""The "Seats & speed" tab of a view: who plays each clan (a person or the computer), the
computer's speed and its level. The panel only shows and reads the choices; the view's
``on_humans``, ``on_speed`` and ``on_bot`` make them."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import lazy, tr

from .computers import BOT_KINDS, BOT_WORDS
from .language import Labels, relabel_quietly, show_quietly
from .seats import SPEED_WORDS, SPEEDS

if TYPE_CHECKING:
    from lemmings.game import Game


class SeatsPanel:
    """The seat menus (:attr:`seat_boxes` in :attr:`seats_row`), :attr:`speed_choice` and
    :attr:`bot_choice`, in :attr:`box`. ``guard`` runs the callbacks; ``labels`` labels them."""

    def __init__(self, *, speed: str, bot: str, guard: Callable[..., Any], labels: Labels,
                 on_humans: Callable[[list[int]], Any], on_speed: Callable[[str], Any],
                 on_bot: Callable[[str], Any]) -> None:
        self._guard, self._labels, self._on_humans = guard, labels, on_humans
        self.title = W.HTML()
        self.seat_boxes: list[W.Dropdown] = []
        self.seats_row = W.VBox()
        self.speed_choice = W.ToggleButtons(options=list(SPEEDS), value=speed)
        self.speed_choice.observe(labels.quiet(lambda value: guard(lazy("speed"), on_speed, value)), "value")
        self.bot_choice = W.Dropdown(options=list(BOT_KINDS), value=bot)
        self.bot_choice.observe(labels.quiet(lambda value: guard(lazy("strategy"), on_bot, value, changes=False)),
                                "value")
        self.box = W.VBox([self.title, self.seats_row, self.speed_choice, self.bot_choice])
        labels.also(self.label)

    def label(self) -> None:
        """The labels, in the current language."""
        self.speed_choice.description = tr("Computer speed")
        relabel_quietly(self.speed_choice, [(str(SPEED_WORDS[s]), s) for s in SPEEDS])
        self.speed_choice.tooltips = [tr("All at once"), tr("One action at a time, each shown on the board"),
                                      tr("Only when you press a button")]
        self.bot_choice.description = tr("Computer level")
        relabel_quietly(self.bot_choice, [(str(BOT_WORDS.get(k, k)), k) for k in BOT_KINDS])
        self.title.value = "<b>" + tr("Who plays each clan") + "</b>"

    def build(self, game: Game, humans: Iterable[int]) -> None:
        """One menu per clan of ``game`` (a new game, another language)."""
        humans = set(humans)
        for box in self.seat_boxes:
            box.close()
        self.seat_boxes = [W.Dropdown(options=[(tr("person"), "person"), (tr("computer"), "computer")],
                                      value="person" if p in humans else "computer",
                                      description=c.name, layout=W.Layout(width="auto"))
                           for p, c in enumerate(game.clans)]
        for box in self.seat_boxes:
            box.observe(lambda _ch: self._guard(tr("seats"), self._read), "value")
        self.seats_row.children = self.seat_boxes

    def _read(self) -> None:
        self._on_humans([p for p, box in enumerate(self.seat_boxes) if box.value == "person"])

    def show(self, *, humans: Iterable[int] | None = None, speed: str | None = None, bot: str | None = None) -> None:
        """Show these choices (made elsewhere: in code, or a menu read back)."""
        if humans is not None:
            humans = set(humans)
            for p, box in enumerate(self.seat_boxes):
                want = "person" if p in humans else "computer"
                if box.value != want:
                    box.value = want
        if speed is not None:
            show_quietly(self.speed_choice, speed, self._labels)
        if bot is not None:
            show_quietly(self.bot_choice, bot, self._labels)


__all__ = ["SeatsPanel"]
