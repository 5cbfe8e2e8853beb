"""Predict, then run: the lessons' one-line check of a learner's prediction.

A lesson asks a question in words, then holds a cell of this shape::

    ex = exercises.build_moves(game, "R1")   # the question, its answer key read from the engine
    my_answer = ...                          # your prediction in place of ...
    predict(ex, my_answer)

:func:`predict` never raises on the learner's answer: left as ``...`` it shows the question and
says what to do; an answer of the wrong shape is explained in words (what the question wants);
any other answer gets :meth:`~lemmings.exercises.Exercise.check`'s verdict with the engine's
reasons. :func:`build_question` makes a free question (a number or one choice among a few)
whose key the caller reads from the engine in the same cell, never types in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gamecore.i18n import Message, lazy, render, tr

from .core import ANSWER, SECTIONS, Exercise, Feedback, part_name, section_name

if TYPE_CHECKING:
    from ..game import Game


#: What to type for each kind of answer, with an example of its form (the exercise view's learner
#: clicks instead, so its questions say "click"; a predict cell says this).
TYPING: dict[str, Message] = {
    "hexes": lazy("Write the set of hexes, like {example}; set() if there is none."),
    "lemmings": lazy("Write the set of lemmings, like {example}; set() if there is none."),
    "zones": lazy("Write the set of zone letters, like {example}; set() if there is none."),
    "number": lazy("Write a whole number, like {example}."),
    "choice": lazy("Write the number of one choice, like {example}, or its whole text in quotes."),
    "choices": lazy("Write the set of the numbers of your choices, like {example}, or of their whole texts in quotes."),
}
EXAMPLES = {"hexes": '{"0403", "0702"}', "lemmings": '{"R1", "B2"}', "zones": '{"B", "F"}', "number": "3",
            "choice": "2", "choices": "{1, 3}"}


def typing_hint(ex: Exercise) -> str:
    """What to type to answer ``ex``, in the current language (a two-part choice wants a dict)."""
    if ex.answer_kind == "choice" and len(ex.parts) > 1:
        example = "{" + ", ".join(f'"{name}": {n}' for n, name in enumerate(ex.parts, 1)) + "}"
        return tr("Write a dict giving the number of one choice for each part, like {example}.", example=example)
    return render(TYPING[ex.answer_kind]).format(example=EXAMPLES[ex.answer_kind])


def _numbered(ex: Exercise, indent: str) -> list[tuple[str, list[str]]]:
    """Each part's name and its choices numbered as a prediction may name them ("2. sideways")."""
    return [(part_name(name), [f"{indent}{n}. {ex.label(opt)}" for n, opt in enumerate(opts, 1)])
            for name, opts in ex.parts.items()]


def question_markdown(ex: Exercise) -> str:
    """``ex`` asked for a typed answer, as Markdown: its typed question and its choices, numbered."""
    head = tr("**{title}** ({section}, level {level})", title=ex.title, section=section_name(ex.section), level=ex.level)
    parts = "".join(f"\n\n*{name}*:\n\n" + "\n".join(lines) for name, lines in _numbered(ex, ""))
    return f"{head}\n\n{ex.typed_question}{parts}"


def question_text(ex: Exercise) -> str:
    """``ex`` asked for a typed answer, in plain text: its typed question and its choices, numbered."""
    parts = "".join(f"\n{name}:\n" + "\n".join(lines) for name, lines in _numbered(ex, "  "))
    return f"{ex.typed_question}{parts}"


@dataclass(frozen=True, repr=False)
class Prediction:
    """What :func:`predict` found: the learner's ``answer`` to ``exercise`` and the verdict.

    ``feedback`` is the check's :class:`~lemmings.exercises.Feedback`, or ``None`` when there was
    nothing to check (``answer`` still ``...``) or the answer could not be read (``problem`` says
    why, in words). Shown in a notebook as Markdown; ``str()`` gives the same in plain text.
    """

    exercise: Exercise
    answer: Any
    feedback: Feedback | None
    problem: str = ""

    @property
    def waiting(self) -> bool:
        """True while the answer is still ``...`` (nothing predicted yet)."""
        return self.answer is Ellipsis

    @property
    def correct(self) -> bool:
        """True when the prediction matches the engine's key."""
        return self.feedback is not None and self.feedback.correct

    @property
    def explanation(self) -> str:
        """The verdict in words: the check's explanation, what is wrong with the answer's form, or
        what to do when nothing was predicted yet."""
        if self.waiting:
            return tr("Write your prediction in place of ... (after my_answer =) and run the cell again.")
        if self.feedback is None:
            return tr("Your answer could not be checked: {problem}. Change it and run the cell again.",
                      problem=self.problem)
        return self.feedback.explanation

    @property
    def hint(self) -> str:
        """What to type, while there is no answer to check yet or the answer could not be read."""
        return typing_hint(self.exercise) if self.feedback is None else ""

    def __str__(self) -> str:
        hint = f"\n\n{self.hint}" if self.hint else ""
        return f"{question_text(self.exercise)}{hint}\n\n{self.explanation}"

    def __repr__(self) -> str:   # a plain-text front end shows the question and the verdict too
        return str(self)

    def _repr_markdown_(self) -> str:
        question = question_markdown(self.exercise)
        if self.feedback is not None:
            return f"{question}\n\n{self.feedback._repr_markdown_()}"
        return f"{question}\n\n{self.hint}\n\n*{self.explanation}*"


def predict(ex: Exercise, answer: Any = ...) -> Prediction:
    """Check a learner's prediction ``answer`` against ``ex``'s key, read from the engine.

    With ``answer`` left as ``...`` it shows the question and asks for a prediction; an answer of
    the wrong shape (a string where a set of hexes is wanted, an unknown hex…) is explained, never
    raised; otherwise the verdict is :meth:`Exercise.check`'s, right or wrong with the engine's
    reasons. The language is the current one (``lemmings.set_language``).
    """
    if answer is Ellipsis:
        return Prediction(ex, answer, None)
    try:
        feedback = ex.check(answer)
    except (ValueError, TypeError) as err:   # the answer's form: say so in words, never raise
        return Prediction(ex, answer, None, str(err) or type(err).__name__)
    return Prediction(ex, answer, feedback)


def build_question(game: Game, question: str, key: int | str, because: str, *, choices: Iterable[str] = (),
                   title: str = "", section: str = "The board") -> Exercise:
    """A free question about ``game``: a whole number, or one of ``choices``.

    ``key`` must be read from the engine in the calling cell (``board.stacking_limit(...)``,
    ``len(game.hand(0))``), so that the answer stays true for whatever position the cell holds;
    ``because`` says why it is the answer and is shown with it, right or wrong.
    """
    if section not in SECTIONS:
        raise ValueError(tr("section must be one of {sections}, not {section}", sections=", ".join(SECTIONS),
                            section=repr(section)))
    options = tuple(choices)
    title = title or tr("Predict")
    if options:
        if key not in options:
            raise ValueError(tr("the key {key} is not one of the choices: {choices}", key=repr(key),
                                choices=", ".join(options)))

        def why_choice(choice: str) -> str:
            return tr("the engine's answer is {key}", key=key)

        return Exercise("question", section, title, question, game, "choice", {ANSWER: key}, {ANSWER: because},
                        why_choice, parts={ANSWER: options}, summary=because)
    if isinstance(key, bool) or not isinstance(key, int):
        raise ValueError(tr("a question without choices wants a whole number as its key, not {key}", key=repr(key)))

    def why_number(said: str) -> str:
        return tr("the engine counts {key}", key=key)

    return Exercise("question", section, title, question, game, "number", key, {str(key): because}, why_number,
                    summary=because)


__all__ = ["Prediction", "predict", "build_question", "typing_hint", "question_markdown", "question_text", "TYPING"]
