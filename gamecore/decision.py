"""The decision a game waits for: who decides, what sort of choice, every legal option, the question.

Leaping Lemmings and Le grand plongeon hand these out as ``game.pending``; a question may be worded
late (``word_now``), from the position it belongs to, because most decisions made in a playout are
never shown to anyone.
"""

from __future__ import annotations

from fractions import Fraction
from operator import attrgetter
from typing import Any

from .i18n import Message, render, tr
from .options import normalise


class Decision:
    """The one decision a game is waiting for (read-only), a :class:`gamecore.protocol.PendingDecision`.

    ``player`` decides; ``kind`` says what sort of choice it is (in Leaping Lemmings ``"roll"``,
    ``"eagle_order"``, ``"move"``…; in Le grand plongeon the phase); ``options`` is the complete
    list of legal choices; ``prompt`` asks the question in plain words, in the current language
    (``question`` is the same as a :class:`~gamecore.i18n.Message`, translated when read).
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
        """The options' short texts, for menus (a game whose options read differently in each
        language gives its subclass its own :meth:`option_words`)."""
        return tuple(self.option_words(o) for o in self.options)

    @staticmethod
    def option_words(option: Any) -> str:
        """One option's short text (its notation, unless a game's subclass words it)."""
        return str(option)

    def waiting(self) -> str:
        """The question and the first options, for the message that refuses a choice not among them."""
        shown = ", ".join(self.option_words(o) for o in self.options[:8]) + (", …" if len(self.options) > 8 else "")
        return tr("The game is waiting for: {prompt} (options: {options})", prompt=self.prompt, options=shown)

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
