"""The exercise view's language: ``ExerciseView(..., language="es")`` and its language menu.

The view keeps a language of its own (``None``: the kernel's, :func:`lemmings.set_language`)
and runs every callback, every public method and every redraw inside
``with lemmings.language(view.language):``, so an Italian view can sit in an English notebook.
Switching language puts new words on the controls and builds the exercise on screen again in
the new language (:func:`lemmings.exercises.remake`), keeping the hexes, lemmings or zones the
learner had picked.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gamecore.i18n import check_language, language, lazy, tr
from lemmings.exercises import remake
from lemmings.exercises.core import SET_KINDS

from .canvas import least_width, narrow_note_html
from .exercise_texts import BUTTONS, legend_html, levels, topics

if TYPE_CHECKING:
    import ipywidgets as W

    from lemmings.layout import Layout


def in_language(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a public method of the view in the view's language (a notebook may call it directly)."""

    @functools.wraps(method)
    def run(self: ExerciseLanguage, *args: Any, **kwargs: Any) -> Any:
        with self._speaking():
            return method(self, *args, **kwargs)

    return run


class ExerciseLanguage:
    """The language part of :class:`widgets.ExerciseView` (it holds the controls named here)."""

    language: str | None = None
    board_layout: Layout | None
    legend: W.HTML

    def _speaking(self) -> contextlib.AbstractContextManager[str]:
        """A ``with`` block in the view's language."""
        return language(self.language)

    def _label_controls(self) -> None:
        """Put the words of the current language on the buttons, menus and legend."""
        self.board_keys.relabel()
        for attr, label, tip, _icon, _style in BUTTONS:
            b = getattr(self, attr)
            b.description, b.tooltip = str(label), str(tip)
        kind, level = self.kind_choice.value, self.level_choice.value
        self._relabelling = True
        try:  # new words, same values: not a new pick
            self.kind_choice.options, self.kind_choice.value = topics(), kind
            self.level_choice.options, self.level_choice.value = levels(), level
        finally:
            self._relabelling = False
        self.kind_choice.description = tr("Practise")
        self.language_choice.description = tr("Language")
        self.language_choice.tooltip = tr("The language of this view")
        self._show_legend()

    def _show_legend(self) -> None:
        """The marks' colours, after a line shown only while the board is cut off (a narrow column)."""
        lay = self.board_layout
        self.legend.value = (narrow_note_html(least=least_width(lay)) if lay else "") + legend_html()

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` (``"en"``, ``"es"`` or ``"it"``) from now on: the controls change words
        and the exercise on screen is built again in that language (set answers stay picked)."""
        try:
            code = check_language(lang)
        except ValueError as exc:
            self._say(str(exc), "error")
            return
        if self.language_choice.value != code:
            self.language_choice.value = code  # its observer comes back here
            return
        self.language = code
        with self._speaking():
            self._guarded(lazy("language"), self._relanguage)

    def _relanguage(self) -> None:
        self._label_controls()
        old, picked = self.exercise, set(self.picked)
        self.exercise = remake(old)
        self._show()
        if old.answer_kind in SET_KINDS and self.exercise.answer_kind == old.answer_kind and picked:
            self.set_answer(picked)


__all__ = ["ExerciseLanguage", "in_language"]
