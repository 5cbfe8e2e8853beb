"""The recap tab of :class:`~widgets.view.GameView`: one numbered row per action since the
person's last decision; pressing a row's number shows that action on the board (an action
with nothing to show has a plain number). What followed by itself (a card turned up) has a
line of its own under the action. A number's button is named by what it does for screen
readers ("Show action 3 on the board": :class:`~widgets.aria.AriaNames`), the number still shown."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import lazy, tr, trn

from .aria import AriaNames
from .decision import close_tree
from .recap import RecapItem

#: The tooltip of an entry's number when the entry has nothing to show on the board (``str()``
#: reads it in the current language; :data:`NOTHING` is the English text).
NOTHING_MESSAGE = lazy("Nothing to show on the board")
NOTHING = NOTHING_MESSAGE.render("en")
#: At most this many rows (a game watched without any person seated has hundreds of actions).
MAX_ROWS = 60


class RecapPanel:
    """The recap's heading (:attr:`title`) and rows (:attr:`rows`); :attr:`box` holds both."""

    def __init__(self, show: Callable[[int], Any], replay: Callable[[], Any]) -> None:
        self._show = show
        self.title = W.HTML()
        self.replay_button = W.Button(layout=W.Layout(width="auto"))
        self.label()
        self.replay_button.on_click(lambda _b: replay())
        # tall enough for a whole round of computer turns (about a dozen entries) without scrolling
        self.rows = W.VBox(layout=W.Layout(max_height="34em", overflow="auto"))
        # each row's number button is named by what it does (its class says which row it is)
        self.names = AriaNames()
        self._class = AriaNames.unique("lemmings-recap-number")
        self.box = W.VBox([W.HBox([self.title, self.replay_button], layout=W.Layout(flex_flow="row wrap",
                                                                                    align_items="center")),
                           self.rows, self.names])
        self._first = 0
        # rows are made once and filled again at each render: a new row costs the page five widgets
        # to create (box, number, words and their layouts), and the recap renders after every action
        self._pool: list[_Row] = []

    def label(self) -> None:
        """The button's label and tooltip, in the current language."""
        self.replay_button.description = tr("Show them one by one")
        self.replay_button.tooltip = tr("Each action in turn on the board, with its words above the buttons")

    def render(self, items: Sequence[RecapItem], header: str, shown: int | None) -> None:
        first = max(0, len(items) - MAX_ROWS)
        more = trn(" The first {n} is in the Log tab.", " The first {n} are in the Log tab.", first, n=first)
        self.title.value = header + (more if first else "")
        self._first = first
        shown_items = items[first:]
        while len(self._pool) < len(shown_items):
            self._pool.append(_Row(self._show, f"{self._class}-{len(self._pool)}"))
        names = {}
        for k, (i, item) in enumerate(enumerate(shown_items, start=first)):
            self._pool[k].fill(i, item)
            if item.on_board:
                names[f".{self._pool[k].name_class}"] = ["", tr("Show action {n} on the board", n=i + 1)]
        self.names.set(names)
        self.rows.children = [row.box for row in self._pool[:len(shown_items)]]
        # "one by one" needs at least two entries with a place on the board: for one, its own number shows it
        on_board = sum(1 for item in items if item.on_board)
        self.replay_button.disabled = not on_board
        self.replay_button.layout.display = None if on_board > 1 else "none"
        self.mark(shown)

    def replay(self, items: Sequence[RecapItem], in_turn: Callable[[int, Callable[[int | None], None]], None],
               show: Callable[[int | None], None]) -> int:
        """Show the entries of ``items`` that have a place on the board one after the other: ``in_turn(count,
        step)`` calls ``step(k)`` for each in turn, then ``step(None)``; ``show(i)`` shows entry ``i`` (``None``:
        none). Returns how many."""
        queue = [i for i, item in enumerate(items) if item.on_board]
        if not queue:
            raise IllegalAction(tr("nothing in the recap has a place on the board"))
        in_turn(len(queue), lambda k: show(None if k is None else queue[k]))
        return len(queue)

    def close(self) -> None:
        """Close every row made, shown or kept for later (the box closes the ones shown)."""
        for row in self._pool:
            close_tree(row.box)
            close_tree(row.button)
            close_tree(row.plain)

    def mark(self, shown: int | None) -> None:
        """Light the button of the entry shown on the board."""
        for i, row in enumerate(self.rows.children, start=self._first):
            if isinstance(row.children[0], W.Button):
                row.children[0].button_style = "info" if i == shown else ""

    def texts(self) -> list[str]:
        """Each row's words, as shown."""
        return [re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", row.children[1].value))).strip()
                for row in self.rows.children]


class _Row:
    """One row of the recap, filled again for each render: the entry's number (a button when the
    entry has something to show on the board, else a plain number) and its words."""

    def __init__(self, show: Callable[[int], Any], name_class: str) -> None:
        self.index = 0
        self.name_class = name_class  # the class by which the page names the button (RecapPanel.names)
        self.button = W.Button(layout=W.Layout(width="3.2em"))
        self.button.add_class(name_class)
        self.button.on_click(lambda _b: show(self.index))
        # a plain number, not a button that cannot be pressed
        self.plain = W.HTML(layout=W.Layout(width="3.2em", min_width="3.2em", justify_content="center"))
        self.plain.add_class("lemmings-recap-plain")
        self.words = W.HTML(layout=W.Layout(flex="1 1 auto"))
        # ipywidgets boxes scroll (overflow:auto), so a shrinkable row could be squeezed below its
        # words in the scrolling list and overlap the next: rows keep their height
        self.box = W.HBox([self.button, self.words], layout=W.Layout(align_items="center", flex="0 0 auto"))

    def fill(self, index: int, item: RecapItem) -> None:
        self.index = index
        if item.on_board:
            self.button.description = f"{index + 1}"
            self.button.tooltip = tr("Show it on the board (press again to hide it)")
            number: W.Widget = self.button
        else:
            self.plain.value = (f'<span title="{html.escape(str(NOTHING_MESSAGE))}" style="color:#777">'
                                f"{index + 1}</span>")
            number = self.plain
        if self.box.children[0] is not number:
            self.box.children = (number, self.words)
        style = "font-weight:bold" if item.person else ""
        then = "".join(f'<br><span style="font-size:90%;color:#555">{html.escape(f)}</span>' for f in item.followups())
        self.words.value = f'<span style="{style}">{html.escape(item.headline())}</span>{then}'


__all__ = ["RecapPanel", "NOTHING", "NOTHING_MESSAGE"]
