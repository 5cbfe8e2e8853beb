"""The step machine: the game's agenda is a stack of small tasks, each handled by a Step, and the
:class:`Decision` a pending task shows to the players.

A task is a tuple ``(name, *args)`` of strings, numbers and tuples, so the whole agenda
serialises to JSON at every decision point. The top task either needs a decision (its
step lists options) or runs by itself. :func:`settle` runs automatic tasks until a
decision is needed or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamecore.decision import Decision as BaseDecision
from gamecore.i18n import Message

from .options import option_text
from .state import State

Task = tuple


class Decision(BaseDecision):
    """The one decision the game is waiting for (see :class:`gamecore.decision.Decision`), its
    options' texts in the current language (``"mover R3 0705"``)."""

    __slots__ = ()

    #: An option's short text in the current language, for menus (``"mover R3 0705"``);
    #: :meth:`lemmings.Game.apply` accepts it, and ``str(option)`` stays the English notation.
    option_words = staticmethod(option_text)


class Step:
    """How one kind of task behaves. Subclasses override what they need."""

    #: ``Decision.kind`` shown to callers (``""`` for steps that never ask anything).
    kind = ""
    #: Option types that answer this step even when none is legal now (for error messages).
    answers: tuple[type, ...] = ()

    def player(self, s: State, task: Task) -> int:
        """Who decides (by default the player named in ``task[1]``)."""
        return task[1]

    def options(self, s: State, task: Task) -> list[Any]:
        """The legal options; an empty list means the step runs by itself (:meth:`run`)."""
        return []

    def run(self, s: State, task: Task) -> None:
        """Automatic work for a task with no options (the task is already popped)."""

    def choose(self, s: State, task: Task, option: Any) -> None:
        """Carry out a legal ``option`` (the task is already popped)."""
        raise NotImplementedError

    def prompt(self, s: State, task: Task) -> Message | str:
        """The question, in plain words (a :func:`~gamecore.i18n.lazy` message)."""
        return self.kind.replace("_", " ")

    def explain(self, s: State, task: Task, option: Any) -> str:
        """Why ``option`` is not legal here (only called for options not in the list)."""
        return ""


STEPS: dict[str, Step] = {}


def step(name: str) -> Callable[[type[Step]], type[Step]]:
    """Class decorator registering a step under its task name."""

    def register(cls: type[Step]) -> type[Step]:
        STEPS[name] = cls()
        return cls

    return register


def settle(s: State) -> tuple[Task, list[Any]] | None:
    """Run automatic tasks; return ``(task, options)`` of the next decision, or ``None`` at the end."""
    tasks = s.tasks  # steps change the agenda in place, never replace it
    while tasks and not s.over:
        task = tasks[-1]
        st = STEPS[task[0]]
        opts = st.options(s, task)
        if opts:
            return task, opts
        tasks.pop()
        st.run(s, task)
    return None


def push(s: State, *tasks: Task) -> None:
    """Push tasks so that the *first* one given runs first."""
    s.tasks.extend(reversed(tasks))
