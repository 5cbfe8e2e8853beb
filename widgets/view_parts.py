"""The plain widgets of :class:`~widgets.view.GameView` and how they are laid out, as functions
of what they are given (no view): the lines under the board, the view's own buttons, the tabs
under the board and the arrangement of the page."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from gamecore.i18n import lazy, tr

from .canvas import least_width, narrow_note_html
from .decision import STYLE
from .language import TAB_TITLES, Labels


def board_lines(width_px: float, labels: Labels, board_layout: Callable[[], Any]) -> tuple[W.HTML, W.HTML]:
    """The hover line and the legend under a board ``width_px`` wide (they wrap at its width: a long
    line must not widen the board's column and push the panel beside it below the board)."""
    under = f"{width_px}px"
    hover = W.HTML(layout=W.Layout(min_height="1.4em", max_width=under))
    legend = W.HTML(layout=W.Layout(margin="0", max_width=under))

    def label() -> None:
        # first, while the board is cut off at the right: why, and what to do (shown by CSS alone)
        note = narrow_note_html(least=least_width(board_layout()))
        legend.value = note + '<span style="font-size:12px;color:#555">' + tr(
            "★ in the clans panel under the board: the Eagle Player, the clan that holds the eagle dice this turn "
            "(it rolls them and steers the eagles). Point at any place on the board to read what it is.") + "</span>"

    labels.also(label)
    return hover, legend


def view_buttons(labels: Labels, guard: Callable[..., Any], *, cancel: Callable[[], Any],
                 take_screen: Callable[[], Any]) -> tuple[W.Button, W.Button]:
    """The view's own buttons: clear the selection and take the screen (hot-seat)."""
    def button(fn: Callable[[], Any], style: str = "") -> W.Button:
        b = W.Button(button_style=style, layout=W.Layout(width="auto"))
        b.on_click(lambda _b: guard(_b.description, fn))
        return b

    cancel_button = labels.add(button(cancel), lazy("Clear selection"),
                               lazy("Forget the selected lemming and what the board shows"))
    ready_button = labels.add(button(take_screen, "warning"), None, lazy("The person named here takes the screen"))
    return cancel_button, ready_button


def tabs(labels: Labels, pages: Sequence[W.Widget]) -> W.Tab:
    """The tabs under the board (:data:`~widgets.language.TAB_TITLES`, in order)."""
    tab = W.Tab(children=list(pages))

    def label() -> None:
        for i, title in enumerate(TAB_TITLES):
            tab.set_title(i, str(title))

    labels.also(label)
    return tab


def arrange(*, status: W.Widget, language_menu: W.Widget, board: W.Widget, side: Sequence[W.Widget],
            below: Sequence[W.Widget]) -> list[W.Widget]:
    """The page: the status line and the language menu on top; the board and, beside it on a wide
    page (below it on a narrow one), what to do now (``side``); then ``below``.

    The prompt sits right above its buttons, so that no click sends the eyes back above the board
    to read on, and the message (what the last decision did) under them: at 800 x 900 the board,
    the prompt and its buttons then share one screen."""
    panel = W.VBox([*side, W.HTML(STYLE, layout=W.Layout(margin="0"))],
                   layout=W.Layout(flex="1 1 320px", min_width="280px", max_width="100%"))
    panel.add_class("lemmings-side")  # the decision's landmark (widgets.board_panel names it)
    play = W.HBox([board, panel], layout=W.Layout(flex_flow="row wrap", align_items="flex-start", max_width="100%"))
    top = W.HBox([status, language_menu],
                 layout=W.Layout(justify_content="space-between", align_items="flex-start", max_width="100%"))
    status.layout.flex = "1 1 auto"
    return [top, play, *below]


def name_for_the_page(**widgets: W.Widget) -> None:
    """Give each widget the CSS class ``lemmings-<name>`` (styling, the browser tests)."""
    for name, widget in widgets.items():
        widget.add_class(f"lemmings-{name}")


__all__ = ["board_lines", "view_buttons", "tabs", "arrange", "name_for_the_page"]
