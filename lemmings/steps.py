"""The step machine: the game's agenda is a stack of small tasks, each handled by a Step, and the
:class:`Decision` a pending task shows to the players.

A task is a tuple ``(name, *args)`` of strings, numbers and tuples, so the whole agenda
serialises to JSON at every decision point. The top task either needs a decision (its
step lists options) or runs by itself. :func:`settle` runs automatic tasks until a
decision is needed or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from operator import attrgetter
from typing import Any

from .i18n import Message, render
from .options import normalise, option_text
from .state import State

Task = tuple


class Decision:
    """The one decision the game is waiting for (read-only).

    ``player`` decides; ``kind`` says what sort of choice it is (``"roll"``,
    ``"eagle_order"``, ``"eagle_direction"``, ``"feast"``, ``"scatter"``, ``"resupply"``,
    ``"move"``, ``"chaos_card"`` or a special action's own kind); ``options`` is the complete
    list of legal choices; ``prompt`` asks the question in plain words, in the current language
    (``question`` is the same as a :class:`~lemmings.i18n.Message`, translated when read).
    With explicit chance a random event is a decision of ``player == CHANCE`` (kind and clan
    ``"chance"``) whose ``probabilities`` are the options' exact chances (empty otherwise).
    """

    # Made at every decision of every playout: slots, and public fields as read-only properties.
    __slots__ = ("_player", "_kind", "_options", "_clan", "_probabilities", "_question", "_asker", "__weakref__")

    player: int = property(attrgetter("_player"), doc="Who decides (a seat, or CHANCE).")  # type: ignore[assignment]
    kind: str = property(attrgetter("_kind"), doc="What sort of choice it is.")  # type: ignore[assignment]
    options: tuple[Any, ...] = property(attrgetter("_options"), doc="Every legal choice.")  # type: ignore[assignment]
    clan: str = property(attrgetter("_clan"), doc="The deciding clan's name (or \"chance\").")  # type: ignore[assignment]
    probabilities: tuple[Fraction, ...] = property(  # type: ignore[assignment]
        attrgetter("_probabilities"), doc="The options' exact chances, for a decision of chance.")

    def __init__(self, player: int, kind: str, options: tuple[Any, ...], question: Message | str, clan: str,
                 probabilities: tuple[Fraction, ...] = ()) -> None:
        self._player, self._kind, self._options, self._clan = player, kind, options, clan
        self._probabilities, self._question, self._asker = probabilities, question, None

    def word_now(self) -> None:
        """Word the question from the position it belongs to, before that position changes
        (:attr:`lemmings.Game.pending` makes decisions that word their question when first read)."""
        asker = self._asker
        if asker is not None:
            step, state, task = asker
            self._question, self._asker = step.prompt(state, task), None

    @property
    def question(self) -> Message | str:
        """The question as a message, translated when read (``prompt`` is it in the current language)."""
        self.word_now()
        return self._question

    @property
    def prompt(self) -> str:
        """The question in the current language."""
        return render(self.question)

    @property
    def option_texts(self) -> tuple[str, ...]:
        """The options' short texts in the current language, for menus (``"mover R3 0705"``);
        :meth:`lemmings.Game.apply` accepts them, and ``str(option)`` stays the English notation."""
        return tuple(option_text(o) for o in self.options)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decision):
            return NotImplemented
        return (self.player, self.kind, self.options, self.clan, self.probabilities, self.question) == (
            other.player, other.kind, other.options, other.clan, other.probabilities, other.question)

    def __hash__(self) -> int:
        return hash((self.player, self.kind, self.options, self.clan))

    def __repr__(self) -> str:
        shown = ", ".join(str(o) for o in self.options[:6])
        more = f", … {len(self.options)} in all" if len(self.options) > 6 else ""
        return f"<Decision {self.kind} by {self.clan} (player {self.player}): {shown}{more}>"

    def __contains__(self, option: object) -> bool:
        return any(o == option for o in self.options) or (
            isinstance(option, str) and any(normalise(str(o)) == normalise(option) for o in self.options))


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
        """The question, in plain words (a :func:`~lemmings.i18n.lazy` message)."""
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
