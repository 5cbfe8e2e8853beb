"""Bringing the panels of :class:`~widgets.view.GameView` up to date after a change: who
has the screen (hot-seat hand-over), the texts (seat line, status, clans, hand, log), the
choice buttons, the recap and the history controls."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import tr

from .decision import close_tree
from .explain import PATH_COLOURS
from .panels import clans_html, hand_html, recap_header, seat_line, status_html

if TYPE_CHECKING:
    from lemmings.game import Game


class RenderMixin:
    """The ``_render_*`` steps of ``GameView.refresh`` (mixed into ``GameView``)."""

    game: Game
    handoff: int | None
    hint_button: W.Button
    screen_owner: int | None
    recap_shown: int | None
    running: bool
    speed: str
    log_lines: int
    # widgets and helpers provided by GameView
    seats: Any
    interaction: Any
    recap: Any
    ready_button: W.Button
    seat: W.HTML
    status: W.HTML
    clans: W.HTML
    hand: W.HTML
    log_view: W.HTML
    play_button: W.Button
    next_button: W.Button
    choices_box: W.HBox
    history: W.IntSlider
    undo_button: W.Button
    back_button: W.Button
    redo_button: W.Button
    _updating: bool
    _guarded: Any
    apply: Any
    recap_items: Any
    humans: set[int]

    def _update_handoff(self) -> None:
        d = self.game.pending
        if d is None or d.player not in self.humans or len(self.humans) < 2:
            self.handoff = None
        elif d.player != self.screen_owner:
            self.handoff = d.player
        else:
            self.handoff = None
        if self.handoff is not None:
            self.ready_button.description = tr("I am {clan}: show my turn", clan=self.game.clans[self.handoff].name)
        self.ready_button.layout.display = "" if self.handoff is not None else "none"

    def _render_texts(self) -> None:
        game = self.game
        self.seat.value = seat_line(game, self.seats, handoff=self.handoff, speed=self.speed, running=self.running)
        self.status.value = status_html(game)
        self.clans.value = clans_html(game, self.seats)
        d = game.pending
        if self.handoff is not None:
            owner = None
        elif d is not None and d.player in self.humans:
            owner = d.player
        else:
            owner = self.screen_owner
        self.hand.value = hand_html(game, owner)
        lines = game.log[-self.log_lines:]
        self.log_view.value = ('<div style="font-size:12px;line-height:1.4">'
                               + "".join(f"<div>{html.escape(line)}</div>" for line in reversed(lines)) + "</div>")
        d_any = d is not None
        self.play_button.disabled = not (d_any and d.player not in self.humans)
        self.play_button.button_style = "" if self.play_button.disabled else "success"  # a green button looks pressable
        self.next_button.disabled = self.play_button.disabled
        self.hint_button.disabled = not (d_any and d.player in self.humans and self.handoff is None)

    def _render_choices(self) -> None:
        for child in self.choices_box.children:
            close_tree(child)
        kids: list[W.Widget] = []
        if self.interaction.choices:
            kids.append(W.HTML(tr("<b>Which one?</b> (each path is drawn on the board in its colour)") + "&nbsp;"))
            routes = len(self.interaction.choices) > 1
            for i, option in enumerate(self.interaction.choices):
                label = str(self.game.describe(option))
                if routes and i < len(PATH_COLOURS):
                    label = tr("{option} — {colour} path", option=label, colour=PATH_COLOURS[i][1])
                b = W.Button(description=label, layout=W.Layout(width="auto", max_width="100%"),
                             style={"button_color": PATH_COLOURS[i % len(PATH_COLOURS)][0] + "33"})
                b.on_click(lambda _b, o=option: self._guarded(_b.description, self.apply, o))
                b.option = option  # type: ignore[attr-defined]
                kids.append(b)
        self.choices_box.children = kids

    def _render_recap(self) -> None:
        person = self.seats.person_at_screen(self.game, self.screen_owner)
        items = self.recap_items()
        decided = self.seats.last_person_position(self.game, person) is not None
        name = self.game.clans[person].name if person is not None else None
        self.recap.render(items, recap_header(items, name, decided), self.recap_shown)

    def _render_history(self) -> None:
        total = len(self.game.history) + len(getattr(self.game, "_redo", ()))
        self._updating = True
        try:
            self.history.max = max(total, 0)
            self.history.value = len(self.game.history)
        finally:
            self._updating = False
        person = self.seats.person_at_screen(self.game, self.screen_owner)
        self.undo_button.disabled = self.seats.last_person_position(self.game, person) is None
        self.back_button.disabled = not self.game.history
        self.redo_button.disabled = not self.game.can_redo


__all__ = ["RenderMixin"]
