"""The language of a view: a registry of its labelled widgets, and its language menu.

A view speaks its own language whatever the kernel speaks (``GameView(game, language="it")``
inside an English notebook): every callback and every render runs inside
``with lemmings.language(view.language)`` (the :func:`speaks` decorator and the view's
:class:`~widgets.guard.Guard`), so the engine's lazy messages (the log, the prompts, option
words) are read in the view's language too.

Each panel registers its fixed labels with :class:`Labels` when it is built (a widget with its
label and tooltip as lazy texts, or a function that relabels what is not a plain description);
:meth:`Labels.apply` sets them all in the current language, so choosing another language in
the menu relabels the whole view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.i18n import LANGUAGE_NAMES, lazy, lazyc

from .computers import BOT_WORDS
from .seats import SPEED_WORDS
from .speaking import speaks

if TYPE_CHECKING:
    from gamecore.i18n import Message

#: The tabs under the board, in order.
TAB_TITLES: tuple[Message, ...] = (lazyc("tab", "Recap"), lazyc("tab", "Clans"), lazyc("tab", "Log & history"),
                                   lazyc("tab", "Seats & speed"), lazyc("tab", "Save / load"))


def relabel_quietly(menu: W.widgets.widget_selection._Selection, options: list[tuple[str, Any]]) -> None:
    """New labels for a menu's options, keeping its value (setting options would reset it); plain
    values when every label is its value (English)."""
    value = menu.value
    plain = all(label == v for label, v in options)
    menu.options = [v for _, v in options] if plain else options
    if menu.value != value:
        menu.value = value


class Labels:
    """The fixed labels of one view, set again in the current language by :meth:`apply`.

    While :attr:`busy` (during :meth:`apply`, or set by the view), the callbacks of menus whose
    options are being relabelled ignore the changes they see (:meth:`quiet`)."""

    def __init__(self) -> None:
        self._widgets: list[tuple[W.Widget, Message | None, Message | None]] = []
        self._functions: list[Callable[[], None]] = []
        self.busy = True  # until every label is set

    def add(self, widget: W.Widget, label: Message | None = None, tooltip: Message | None = None) -> W.Widget:
        """Give ``widget`` this ``label`` (its description) and ``tooltip``; returns the widget."""
        self._widgets.append((widget, label, tooltip))
        return widget

    def also(self, relabel: Callable[[], None]) -> None:
        """Call ``relabel()`` too, in the current language, at every :meth:`apply`."""
        self._functions.append(relabel)

    def apply(self) -> None:
        """Set every label and tooltip in the current language."""
        self.busy = True
        try:
            for widget, label, tooltip in self._widgets:
                if label is not None:
                    widget.description = str(label)
                if tooltip is not None:
                    widget.tooltip = str(tooltip)
            for relabel in self._functions:
                relabel()
        finally:
            self.busy = False

    def quiet(self, fn: Callable[[Any], Any]) -> Callable[[dict[str, Any]], Any]:
        """An observer calling ``fn(new value)``, except while the labels are being set."""
        return lambda change: None if self.busy else fn(change["new"])


def language_menu(value: str, on_change: Callable[[str], Any], labels: Labels) -> W.Dropdown:
    """The menu of the kit's languages, showing ``value``; ``on_change(code)`` when a person picks one."""
    menu = W.Dropdown(options=[(name, code) for code, name in LANGUAGE_NAMES.items()], value=value,
                      layout=W.Layout(width="auto", min_width="14em"))
    menu.observe(labels.quiet(on_change), "value")
    menu.add_class("lemmings-language")
    return labels.add(menu, lazy("Language"), lazy("The language of this view"))


def show_quietly(menu: W.Widget, value: Any, labels: Labels) -> None:
    """Show ``value`` in ``menu`` without its callback acting on the change."""
    if menu.value == value:
        return
    busy, labels.busy = labels.busy, True
    try:
        menu.value = value
    finally:
        labels.busy = busy


__all__ = ["Labels", "language_menu", "show_quietly", "speaks", "relabel_quietly", "SPEED_WORDS", "BOT_WORDS",
           "TAB_TITLES"]
