"""The move box and the board in words: a board played and read without seeing it (lichess's blind
mode is the model), the same for every game of the kit.

* :class:`MoveBox`: type an option in the kit's notation (``move R1 0705``, ``play F3``) or the start
  of its words and press Enter; the box completes from the legal options (a list under it as you
  type). A question instead (``help``, ``mine``, ``0603``, ``moves R1``: each game's
  ``account.answer``) is answered in words. A refusal says why, with the engine's reasons, on the
  view's message line (and so in its live region).
* :class:`BoardWords`: the position in words (each game's ``account.account(game, seat)``), always
  current, under a heading a screen reader can jump to; it can be folded away.

Both know the view only through their constructors' arguments.
"""

from __future__ import annotations

import html
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from gamecore.i18n import lazy, tr

from .language import Labels

#: How many legal options the completion list offers at most (a decision can have hundreds).
MAX_COMPLETIONS = 400
#: Between an option's notation and its words in the completion list; what follows it is ignored.
SEPARATOR = " — "


def completions(options: Sequence[Any], words: Callable[[Any], str]) -> tuple[str, ...]:
    """The completion list: each legal option's notation and, after :data:`SEPARATOR`, its words.

    >>> completions(["move R1 0705", "stop"], lambda o: {"stop": "end the move"}.get(o, ""))
    ('move R1 0705', 'stop — end the move')
    """
    out: list[str] = []
    for option in list(options)[:MAX_COMPLETIONS]:
        text, said = str(option), words(option)
        out.append(f"{text}{SEPARATOR}{said}" if said and said.casefold() != text.casefold() else text)
    return tuple(dict.fromkeys(out))


def typed_option(text: str) -> str:
    """What the person typed, less a completion's words (everything from :data:`SEPARATOR` on).

    >>> typed_option("move R1 0705 — R1 moves to 0705")
    'move R1 0705'
    """
    return text.split(SEPARATOR, 1)[0].strip()


class MoveBox:
    """A text box for moves and questions (:attr:`box`: the box, its Enter button and the last answer).

    ``options()`` lists the legal options of the person's pending decision (empty when it is not theirs),
    ``words(option)`` says one, ``answer(text)`` answers a question (``None``: not a question),
    ``apply(text)`` makes the choice the text names (the view's own, guarded: a refusal is said on its
    message line) and ``say(text)`` announces an answer.
    """

    def __init__(self, *, options: Callable[[], Sequence[Any]], words: Callable[[Any], str],
                 answer: Callable[[str], str | None], apply: Callable[[str], Any], say: Callable[[str], Any],
                 guard: Callable[..., Any], labels: Labels) -> None:
        self._options, self._words, self._answer, self._apply, self._say = options, words, answer, apply, say
        self.text = W.Combobox(ensure_option=False, layout=W.Layout(width="auto", flex="1 1 16em", min_width="12em"))
        self.text.add_class("lemmings-move-box")
        labels.add(self.text, None, lazy("Type a move in the kit's notation or the start of its words, then press Enter; "
                                         "or ask: help, mine, a hex such as 0603"))
        self.go = labels.add(W.Button(layout=W.Layout(width="auto")), lazy("Go"),
                             lazy("Make the move typed in the box, or answer the question typed there"))
        self.reply = W.HTML(layout=W.Layout(margin="0", max_width="100%"))
        self.reply.add_class("lemmings-move-reply")
        with warnings.catch_warnings():  # ipywidgets 8 marks on_submit as old, but it alone fires on Enter only
            warnings.simplefilter("ignore", DeprecationWarning)
            self.text.on_submit(lambda _t: guard(lazy("move box"), self.submit))
        self.go.on_click(lambda _b: guard(lazy("move box"), self.submit))
        self.label = W.HTML()
        self.label.add_class("lemmings-move-label")
        labels.also(self._relabel)
        self.box = W.VBox([self.label, W.HBox([self.text, self.go], layout=W.Layout(flex_flow="row wrap")), self.reply],
                          layout=W.Layout(max_width="100%"))
        self._relabel()

    def _relabel(self) -> None:
        self.text.placeholder = tr("a move, or a question: help")
        self.text.description = tr("Move or question")
        self.text.style.description_width = "initial"
        self.label.value = ""

    def render(self) -> None:
        """Offer the legal options of the decision now as completions."""
        self.text.options = completions(self._options(), self._words)

    def submit(self, text: str | None = None) -> str:
        """Answer or make what ``text`` (default: the box's text) says; returns what was said or done."""
        typed = typed_option(self.text.value if text is None else str(text))
        if not typed:
            said = tr("Type a move or a question first; help lists the questions.")
            self._show(said)
            return said
        answer = self._answer(typed)
        if answer is not None:
            self._show(answer)
            self.text.value = ""
            return answer
        result = self._apply(typed)
        if result is not None:  # made: the box is ready for the next one (a refusal keeps the text to mend)
            self.text.value = ""
            self.reply.value = ""
        return "" if result is None else str(result)

    def _show(self, text: str) -> None:
        self.reply.value = "<div style='white-space:pre-wrap;margin:2px 0'>" + html.escape(text) + "</div>"
        self._say(text)


class BoardWords:
    """The position in words (:attr:`box`: a toggle and the account), redrawn by :meth:`render`.

    ``account()`` gives the account of the position for the person at the screen (an object with
    ``html()``: see :class:`gamecore.account.Account`). Folded away, nothing is computed; open, it is
    brought up to date after every change (a toggle button, not an accordion: its state is said and
    it works with the keyboard)."""

    def __init__(self, account: Callable[[], Any], labels: Labels, guard: Callable[..., Any], *, shown: bool = False) -> None:
        self._account = account
        self.toggle = labels.add(W.ToggleButton(value=shown, layout=W.Layout(width="auto")), lazy("The board in words"),
                                 lazy("Show or hide the whole position in words, always current"))
        self.toggle.add_class("lemmings-board-words-toggle")
        self.body = W.HTML(layout=W.Layout(margin="0", max_width="100%"))
        self.body.add_class("lemmings-board-words")
        self.box = W.VBox([self.toggle, self.body], layout=W.Layout(max_width="100%"))
        self.toggle.observe(lambda _c: guard(lazy("the board in words"), self.render, changes=False), "value")
        self.render()

    def render(self) -> None:
        """Bring the account up to date (only while it is shown)."""
        shown = bool(self.toggle.value)
        self.body.layout.display = "" if shown else "none"
        self.body.value = self._account().html() if shown else ""


__all__ = ["MoveBox", "BoardWords", "completions", "typed_option", "MAX_COMPLETIONS", "SEPARATOR"]
