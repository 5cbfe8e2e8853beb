"""The language of one :class:`~widgets.view.GameView`: its menu, and every fixed label of
the view (buttons, tabs, tooltips, menus) in that language.

A view speaks its own language whatever the kernel speaks (``GameView(game, language="it")``
inside an English notebook): every callback and every render runs inside
``with lemmings.language(view.language)`` (the :func:`speaks` decorator and
``GameView._guarded``), so the engine's lazy messages (the log, the prompts, option words)
are read in the view's language too. Choosing another language in the menu relabels the
view and redraws everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.errors import ArgumentError
from gamecore.i18n import LANGUAGE_NAMES, check_language, language, lazy, lazyc, tr

from .canvas import least_width, narrow_note_html
from .computers import BOT_KINDS, BOT_WORDS
from .seats import SPEED_WORDS, SPEEDS
from .speaking import speaks

if TYPE_CHECKING:
    from gamecore.i18n import Message

    from .drawing import BoardCanvas

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


class LanguageMixin:
    """The language menu and the fixed labels of ``GameView`` (mixed into it)."""

    language: str
    _relabelling: bool
    # provided by GameView
    undo_button: W.Button
    back_button: W.Button
    redo_button: W.Button
    play_button: W.Button
    next_button: W.Button
    cancel_button: W.Button
    ready_button: W.Button
    hint_button: W.Button
    risk_toggle: W.ToggleButton
    same_dice_box: W.Checkbox
    history: W.IntSlider
    board_legend: W.HTML
    board: BoardCanvas
    speed_choice: W.ToggleButtons
    bot_choice: W.Dropdown
    log_title: W.HTML
    tabs: W.Tab
    seats_title: W.HTML
    recap: Any
    files: Any
    _guarded: Any
    _build_seat_boxes: Any
    refresh: Any
    _say: Any

    def _build_language_menu(self) -> W.Dropdown:
        menu = W.Dropdown(options=[(name, code) for code, name in LANGUAGE_NAMES.items()], value=self.language,
                          layout=W.Layout(width="auto", min_width="14em"))
        menu.observe(lambda ch: None if self._relabelling else self._guarded(
            lazy("language"), self.set_language, ch["new"], changes=False), "value")
        menu.add_class("lemmings-language")
        self.language_menu = menu
        return menu

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` (``"en"``, ``"es"`` or ``"it"``) from now on: every label, text and
        the board are redrawn in it."""
        try:
            self.language = check_language(lang)
        except ArgumentError:
            self._relabelling = True  # the menu shows the language still spoken
            try:
                self.language_menu.value = self.language
            finally:
                self._relabelling = False
            raise
        with language(self.language):
            self._label_widgets()
            self._build_seat_boxes()
            self.refresh(full=True)
            self._say(tr("Language: {language}.", language=LANGUAGE_NAMES[self.language]))

    def _label_widgets(self) -> None:
        """Every fixed label and tooltip of the view, in the current language."""
        self._relabelling = True
        try:
            if self.language_menu.value != self.language:
                self.language_menu.value = self.language
            self.language_menu.description = tr("Language")
            self.language_menu.tooltip = tr("The language of this view")
            labels = (
                (self.undo_button, tr("Undo my last choice"),
                 tr("Undo: back to your own last decision, so you can choose again (whatever the computer clans "
                    "did after it is taken back too)")),
                (self.back_button, tr("Step back"),
                 tr("Step back: one decision back, whoever made it (yours or a computer clan's), to explore; the "
                    "computer does not play on by itself afterwards")),
                (self.redo_button, tr("Redo"), tr("Redo: make again the decision you last undid or stepped back over")),
                (self.play_button, tr("Play to my turn"), tr("The computer clans play up to the next person's decision")),
                (self.next_button, tr("Computer: next action"), tr("The computer clan to decide makes one decision")),
                (self.cancel_button, tr("Clear selection"), tr("Forget the selected lemming and what the board shows")),
                (self.hint_button, tr("Hint"), tr("Rank your options, from what your clan knows (takes about a second)")),
                (self.risk_toggle, tr("Eagle risk"),
                 tr("Shade each hex by the chance an eagle can attack it next eagles phase")),
                (self.same_dice_box, tr("Same dice after undo"),
                 tr("Ticked: after an undo, a different choice meets the same dice, cards and pellets as before (to "
                    "explore what-ifs). Unticked: what nobody has seen yet is dealt afresh, so an undo never shows the "
                    "future")),
            )
            for widget, label, tip in labels:
                widget.description, widget.tooltip = label, tip
            self.ready_button.tooltip = tr("The person named here takes the screen")
            self.review.relabel()
            if getattr(self, "handoff", None) is None:  # otherwise it names the person (refresh)
                self.ready_button.description = tr("I am …")
            self.history.description = tr("History")
            # first, while the board is cut off at the right: why, and what to do (shown by CSS alone)
            note = narrow_note_html(least=least_width(self.board.layout))
            self.board_legend.value = note + '<span style="font-size:12px;color:#555">' + tr(
                "★ in the clans panel under the board: the Eagle Player, the clan that holds the eagle dice this turn "
                "(it rolls them and steers the eagles). Point at any place on the board to read what it is.") + "</span>"
            self.speed_choice.description = tr("Computer speed")
            relabel_quietly(self.speed_choice, [(str(SPEED_WORDS[s]), s) for s in SPEEDS])
            self.speed_choice.tooltips = [tr("All at once"), tr("One action at a time, each shown on the board"),
                                          tr("Only when you press a button")]
            self.bot_choice.description = tr("Computer level")
            relabel_quietly(self.bot_choice, [(str(BOT_WORDS.get(k, k)), k) for k in BOT_KINDS])
            self.seats_title.value = "<b>" + tr("Who plays each clan") + "</b>"
            for i, title in enumerate(TAB_TITLES):
                self.tabs.set_title(i, str(title))
            self.log_title.value = tr("<b>The game's log</b>, newest line first:")
            self.recap.label()
            self.files.label()
        finally:
            self._relabelling = False


__all__ = ["LanguageMixin", "speaks", "relabel_quietly", "SPEED_WORDS", "BOT_WORDS", "TAB_TITLES"]
