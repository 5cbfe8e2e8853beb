"""What an exercise is, how an answer is checked, and what the learner is told.

An :class:`Exercise` holds a real position (a :class:`~lemmings.Game`), a question, the kind
of answer expected and an answer key that a generator read from the engine. :meth:`Exercise.check`
compares an answer with the key and returns :class:`Feedback`: right or wrong, a score from 0 to
1, and an explanation built from the engine's reasons that the generator stored with the key
(``because`` for each item of the key, ``why`` for anything else the learner might pick).

Answer kinds:

``"hexes"``     a set of hex ids (and ``"cliff"``: over the cliff edge, for a scatter)
``"lemmings"``  a set of lemming ids
``"zones"``     a set of zone letters of one eagle's circle
``"number"``    a whole number
``"choice"``    one choice per part: ``parts`` maps a part name to its choices
``"choices"``   a set of choices from the single part ``"answer"`` (several may be right)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..board import ZONE_LETTERS
from ..options import CLIFF

if TYPE_CHECKING:
    from ..game import Game

SET_KINDS = ("hexes", "lemmings", "zones")
ANSWER_KINDS = (*SET_KINDS, "number", "choice", "choices")
#: The sections of the rules the kit's coverage table uses; every exercise belongs to one.
SECTIONS = ("Setup", "The board", "Eagles phase", "Feasting and scattering", "Lemmings phase and movement",
            "Pellets and favours", "End of the game", "Special actions", "Variants")
ANSWER = "answer"  # the part name of a one-part choice question


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer.

    ``right``, ``missed`` and ``wrong`` split a set answer (hexes, lemmings, zones, choices):
    what the learner got right, what they left out and what they picked that is not in the
    key. For a number or a choice, ``wrong`` holds the learner's wrong value(s) and ``missed``
    the key's. ``explanation`` says all of that in words, with the engine's reasons.
    """

    correct: bool
    score: float
    explanation: str
    right: frozenset[str] = frozenset()
    missed: frozenset[str] = frozenset()
    wrong: frozenset[str] = frozenset()

    def __str__(self) -> str:
        return self.explanation

    def _repr_markdown_(self) -> str:
        head = "**Correct.**" if self.correct else f"**Not quite** (score {self.score:.0%})."
        return head + "\n\n" + "\n".join(f"- {line}" for line in self.explanation.splitlines()[1:])


@dataclass
class Exercise:
    """One question about one position, with its answer key from the engine.

    Build exercises with :func:`lemmings.exercises.generate` or load the hand-written set
    with :func:`lemmings.exercises.handwritten`; answer with :meth:`check`.
    """

    kind: str
    section: str
    title: str
    question: str
    game: Game
    answer_kind: str
    key: Any
    #: For each item of a set key, or each part of a choice: why it is the answer (engine words).
    because: Mapping[str, str]
    #: Why any other item is not in the key (engine words); called only for items outside it.
    why: Callable[[str], str]
    parts: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: Things to outline on the board while asking (the lemming, the eagle's zone, …).
    focus: tuple[str, ...] = ()
    #: What the learner may click when the answer is a set of lemmings.
    pickable: tuple[str, ...] = ()
    #: The eagle whose circle a ``"zones"`` answer is about.
    eagle: str = ""
    #: The lemming or card the question is about ("" when none).
    subject: str = ""
    #: For a choice between positions: the position each choice shows (drawn when picked).
    pictures: Mapping[str, Game] = field(default_factory=dict)
    level: int = 1
    source: str = ""
    #: A short summary of the whole answer and why, shown with "Show the solution".
    summary: str = ""
    id: str = ""

    def __post_init__(self) -> None:
        if self.answer_kind not in ANSWER_KINDS:
            raise ValueError(f"answer kind must be one of {', '.join(ANSWER_KINDS)}, not {self.answer_kind!r}")
        if self.section not in SECTIONS:
            raise ValueError(f"section must be one of {', '.join(SECTIONS)}, not {self.section!r}")

    def __repr__(self) -> str:
        return f"<Exercise {self.id or self.kind} (level {self.level}, {self.section}): {self.question}>"

    def _repr_markdown_(self) -> str:
        parts = "".join(f"\n- *{name}*: " + " · ".join(opts) for name, opts in self.parts.items())
        return f"**{self.title}** ({self.section}, level {self.level})\n\n{self.question}{parts}"

    # ------------------------------------------------------------ answers
    def solution(self) -> Any:
        """The answer key in the form :meth:`check` accepts."""
        if self.answer_kind in SET_KINDS or self.answer_kind == "choices":
            return set(self.key)
        if self.answer_kind == "choice":
            return dict(self.key) if len(self.parts) > 1 else self.key[ANSWER]
        return self.key

    def normalise(self, answer: Any) -> Any:
        """The answer in canonical form; raises ``ValueError`` naming what is wrong with it."""
        kind = self.answer_kind
        if kind in SET_KINDS or kind == "choices":
            if isinstance(answer, str) or not isinstance(answer, Iterable):
                raise ValueError(f"this question wants a set of {kind}, not {answer!r}")
            items = {self._item(x) for x in answer}
            return frozenset(items)
        if kind == "number":
            if isinstance(answer, bool) or not isinstance(answer, int):
                if isinstance(answer, str) and answer.strip().lstrip("-").isdigit():
                    return int(answer.strip())
                raise ValueError(f"this question wants a whole number, not {answer!r}")
            return answer
        if not isinstance(answer, Mapping):
            if len(self.parts) != 1:
                raise ValueError(f"this question has {len(self.parts)} parts: answer with a dict naming "
                                 f"{', '.join(self.parts)}")
            answer = {ANSWER: answer}
        out = {}
        for name, opts in self.parts.items():
            if name not in answer:
                raise ValueError(f"the answer has no {name!r} part (parts: {', '.join(self.parts)})")
            value = answer[name]
            if value not in opts:
                raise ValueError(f"{value!r} is not one of the choices for {name!r}: {', '.join(opts)}")
            out[name] = value
        extra = set(answer) - set(self.parts)
        if extra:
            raise ValueError(f"unknown part(s) {', '.join(sorted(extra))} (parts: {', '.join(self.parts)})")
        return out

    def _item(self, x: Any) -> str:
        if not isinstance(x, str):
            raise ValueError(f"{x!r} is not a {self.answer_kind[:-1]} name")
        kind = self.answer_kind
        if kind == "hexes":
            if x not in self.game.board and x != CLIFF:
                raise ValueError(f"{x!r} is not a hex of this board (nor 'cliff', over the cliff edge)")
            return x
        if kind == "lemmings":
            lem = x.upper()
            if lem not in self.game.state.cfg.owner:
                raise ValueError(f"there is no lemming {x!r} in this position")
            return lem
        if kind == "zones":
            z = x.upper()
            if z not in ZONE_LETTERS:
                raise ValueError(f"{x!r} is not a zone letter (A to F)")
            return z
        if x not in self.parts[ANSWER]:
            raise ValueError(f"{x!r} is not one of the choices: {', '.join(self.parts[ANSWER])}")
        return x

    def check(self, answer: Any) -> Feedback:
        """Compare ``answer`` with the key and explain the difference in the engine's words."""
        ans = self.normalise(answer)
        if self.answer_kind in SET_KINDS or self.answer_kind == "choices":
            return self._check_set(ans)
        if self.answer_kind == "number":
            return self._check_number(ans)
        return self._check_choice(ans)

    def _check_set(self, ans: frozenset[str]) -> Feedback:
        key = frozenset(self.key)
        right, missed, wrong = ans & key, key - ans, ans - key
        lines = []
        if not missed and not wrong:
            lines.append("Correct: " + (f"exactly {_list(key)}." if key else "there is none."))
        else:
            lines.append(f"Not quite: {len(right)} right, {len(missed)} missed, {len(wrong)} wrong.")
        for x in sorted(right):
            lines.append(f"Right: {x} ({self.because[x]})")
        for x in sorted(missed):
            lines.append(f"Missed: {x} ({self.because[x]})")
        for x in sorted(wrong):
            lines.append(f"Wrong: {x} ({self.why(x)})")
        if not key and not wrong:
            lines.append(self.summary)
        total = len(key | ans)
        score = 1.0 if total == 0 else len(right) / total
        return Feedback(not missed and not wrong, score, "\n".join(lines), right, missed, wrong)

    def _check_number(self, ans: int) -> Feedback:
        key = int(self.key)
        reason = self.because[str(key)]
        if ans == key:
            return Feedback(True, 1.0, f"Correct: {key}.\nRight: {key} ({reason})", frozenset({str(key)}))
        other = "" if str(ans) not in self.because else f" {ans} would be: {self.because[str(ans)]}."
        text = (f"Not quite: you said {ans}, the answer is {key} ({'too high' if ans > key else 'too low'} by "
                f"{abs(ans - key)}).\nMissed: {key} ({reason})\nWrong: {ans} ({self.why(str(ans))}){other}")
        return Feedback(False, 0.0, text, frozenset(), frozenset({str(key)}), frozenset({str(ans)}))

    def _check_choice(self, ans: dict[str, str]) -> Feedback:
        lines, right, missed, wrong = [], set(), set(), set()
        for name in self.parts:
            label = "" if name == ANSWER else f"{name}: "
            if ans[name] == self.key[name]:
                right.add(ans[name])
                lines.append(f"Right: {label}{ans[name]} ({self.because[name]})")
            else:
                missed.add(self.key[name])
                wrong.add(ans[name])
                lines.append(f"Wrong: {label}{ans[name]} ({self.why(ans[name])})")
                lines.append(f"Missed: {label}{self.key[name]} ({self.because[name]})")
        ok = not wrong
        head = "Correct." if ok else f"Not quite: {len(right)} of {len(self.parts)} part(s) right."
        score = len(right) / len(self.parts)
        return Feedback(ok, score, "\n".join([head, *lines]), frozenset(right), frozenset(missed), frozenset(wrong))


def _list(items: Iterable[str]) -> str:
    return ", ".join(sorted(items))


__all__ = ["Exercise", "Feedback", "SECTIONS", "ANSWER_KINDS", "SET_KINDS", "ANSWER"]
