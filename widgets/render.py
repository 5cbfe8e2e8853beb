"""The text panels of a view brought up to date after a change, each from what it is given:
who has the screen (:func:`handoff_for`, hot-seat hand-over), the texts around the board
(:class:`TextPanels`: seat line, status, clans, hand, log) and the "Which one?" buttons
(:func:`render_choices`)."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import tr

from .decision import close_tree
from .explain import PATH_COLOURS
from .panels import clans_html, hand_html, seat_line, status_html

if TYPE_CHECKING:
    from lemmings.game import Game

    from .seats import Seats


def handoff_for(game: Game, humans: Iterable[int], screen_owner: int | None) -> int | None:
    """The person the screen must be handed to before they decide (``None``: nobody; one person
    seated never hands the screen over)."""
    humans = set(humans)
    d = game.pending
    if d is None or d.player not in humans or len(humans) < 2 or d.player == screen_owner:
        return None
    return d.player


def may_act(game: Game, humans: Iterable[int], handoff: int | None) -> str:
    """Why the screen's person cannot act now (``""`` when they can)."""
    d = game.pending
    if d is None:
        return ""
    if handoff is not None:
        return tr("the screen waits for {clan}: press “I am {clan}” first", clan=game.clans[handoff].name)
    if d.player not in set(humans):
        return tr("it is {clan}'s decision, and the computer plays {clan}: press “Play to my turn” "
                  "(or “Computer: next action”)", clan=d.clan)
    return ""


def hand_owner(game: Game, humans: Iterable[int], handoff: int | None, screen_owner: int | None) -> int | None:
    """Whose hand the screen shows: nobody's while it waits to be handed over, else the person
    deciding, else the person who has the screen."""
    if handoff is not None:
        return None
    d = game.pending
    return d.player if d is not None and d.player in set(humans) else screen_owner


class TextPanels:
    """The seat line, the status line, the clans table, the hand and the log, as HTML widgets."""

    def __init__(self, *, log_lines: int) -> None:
        self.log_lines = log_lines
        self.seat = W.HTML(layout=W.Layout(min_height="2.4em"))
        self.status = W.HTML()
        self.hand = W.HTML()
        self.clans = W.HTML()
        self.log_title = W.HTML()  # the recap reads oldest first, the log newest first: it says so
        self.log_view = W.HTML(layout=W.Layout(max_height="16em", overflow="auto", border="1px solid #ddd",
                                               padding="2px 6px"))

    def label(self) -> None:
        """The log's title, in the current language."""
        self.log_title.value = tr("<b>The game's log</b>, newest line first:")

    def render(self, game: Game, seats: Seats, *, handoff: int | None, speed: str, running: bool,
               owner: int | None) -> None:
        """Every text from the game and the seats (``owner``: whose hand is shown)."""
        self.seat.value = seat_line(game, seats, handoff=handoff, speed=speed, running=running)
        self.status.value = status_html(game)
        self.clans.value = clans_html(game, seats)
        self.hand.value = hand_html(game, owner)
        lines = game.log[-self.log_lines:]
        self.log_view.value = ('<div style="font-size:12px;line-height:1.4">'
                               + "".join(f"<div>{html.escape(line)}</div>" for line in reversed(lines)) + "</div>")


def render_choices(box: W.HBox, game: Game, choices: Iterable[Any], press: Callable[[str, Any], Any]) -> None:
    """The "Which one?" buttons of a click that means several options, one per option with its
    path's colour; ``press(label, option)`` when one is pressed."""
    for child in box.children:
        close_tree(child)
    choices = list(choices)
    kids: list[W.Widget] = []
    if choices:
        kids.append(W.HTML(tr("<b>Which one?</b> (each path is drawn on the board in its colour)") + "&nbsp;"))
        routes = len(choices) > 1
        for i, option in enumerate(choices):
            label = str(game.describe(option))
            if routes and i < len(PATH_COLOURS):
                label = tr("{option} — {colour} path", option=label, colour=PATH_COLOURS[i][1])
            b = W.Button(description=label, layout=W.Layout(width="auto", max_width="100%"),
                         style={"button_color": PATH_COLOURS[i % len(PATH_COLOURS)][0] + "33"})
            b.on_click(lambda _b, o=option: press(_b.description, o))
            b.option = option  # type: ignore[attr-defined]
            kids.append(b)
    box.children = kids


__all__ = ["TextPanels", "handoff_for", "may_act", "hand_owner", "render_choices"]
