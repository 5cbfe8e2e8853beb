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

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING, Any

from gamecore.arguments import shown
from gamecore.errors import ArgumentError
from gamecore.i18n import Message, get_language, lazy, lazyc, render, tr, trn

from ..board import ZONE_LETTERS
from ..options import CLIFF

if TYPE_CHECKING:
    from ..game import Game

SET_KINDS = ("hexes", "lemmings", "zones")
ANSWER_KINDS = (*SET_KINDS, "number", "choice", "choices")
#: The sections of the rules the kit's coverage table uses; every exercise belongs to one.
SECTIONS = ("Setup", "The board", "Eagles phase", "Feasting and scattering", "Lemmings phase and movement",
            "Pellets and favours", "End of the game", "Special actions", "Variants")
#: Each section's name as people read it (the English ids above stay the keys everywhere).
SECTION_NAMES: dict[str, Message] = {
    "Setup": lazyc("rule section", "Setup"), "The board": lazyc("rule section", "The board"),
    "Eagles phase": lazyc("rule section", "Eagles phase"),
    "Feasting and scattering": lazyc("rule section", "Feasting and scattering"),
    "Lemmings phase and movement": lazyc("rule section", "Lemmings phase and movement"),
    "Pellets and favours": lazyc("rule section", "Pellets and favours"),
    "End of the game": lazyc("rule section", "End of the game"),
    "Special actions": lazyc("rule section", "Special actions"), "Variants": lazyc("rule section", "Variants"),
}
ANSWER = "answer"  # the part name of a one-part choice question
#: The most items a set answer may hold (a board has under 100 hexes, a game at most 60 lemmings).
MAX_ITEMS = 500
#: A number answer lies within -NUMBER_LIMIT..NUMBER_LIMIT (scores and counts are far smaller).
NUMBER_LIMIT = 1000
#: The longest explanation :meth:`Exercise.check` gives, in characters: past it, items are listed
#: without their reasons.
FEEDBACK_LIMIT = 2000
#: At most this many items of one group (right, missed, wrong) are explained one by one.
LINES_EACH = 8
#: Characters of item names listed in a "…and 40 more" line, and the room kept for that line.
MORE_ITEMS_CHARS = 120
MORE_RESERVE = 200
_NUMBER_TEXT = re.compile(r"\s*[+-]?[0-9]{1,6}\s*")
#: The names of the parts of a two-part choice question, as people read them.
PART_NAMES: dict[str, Message] = {"move": lazyc("exercise part", "move"), "rule": lazyc("exercise part", "rule"),
                                  ANSWER: lazyc("exercise part", "answer")}


#: What a set answer holds, in words ("this question wants a set of hexes").
ITEM_WORDS: dict[str, Message] = {"hexes": lazyc("answer kind", "hexes"), "lemmings": lazyc("answer kind", "lemmings"),
                                  "zones": lazyc("answer kind", "zones"), "choices": lazyc("answer kind", "choices")}
NOT_A_NAME: dict[str, Message] = {"hexes": lazy("{item} is not a hex name"), "lemmings": lazy("{item} is not a lemming name"),
                                  "zones": lazy("{item} is not a zone name"), "choices": lazy("{item} is not a choice name")}


def section_name(section: str) -> str:
    """A rule section's name in the current language."""
    return render(SECTION_NAMES.get(section, section))


def part_name(part: str) -> str:
    """A choice question's part name in the current language."""
    return render(PART_NAMES.get(part, part))


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
    marks: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.explanation

    def _repr_markdown_(self) -> str:
        head = tr("**Correct.**") if self.correct else tr("**Not quite** (score {score}).",
                                                          score=f"{self.score:.0%}")
        return head + "\n\n" + "\n".join(f"- {line}" for line in self.explanation.splitlines()[1:])


@dataclass
class Exercise:
    """One question about one position, with its answer key from the engine.

    Build exercises with :func:`lemmings.exercises.generate` or load the hand-written set
    with :func:`lemmings.exercises.handwritten`; answer with :meth:`check`. Its texts are in
    the language current when it was built (``with lemmings.language("es"): generate(...)``);
    :meth:`check` explains in the language current when it is called.
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
    #: The language its texts were written in (the language current when it was built).
    language: str = field(default_factory=get_language)
    #: How a choice reads to the learner when it differs from the key (an option's notation in the
    #: reader's language, while the key and the answers stay ``str(option)``).
    labels: Mapping[str, str] = field(default_factory=dict)
    #: Facts the key rests on that the board does not show (each a sentence in the exercise's
    #: language): the view lists them with the question, and the feedback names those it uses.
    facts: tuple[str, ...] = ()
    #: The question worded for a typed answer (a lesson's predict cell), when :attr:`question` tells
    #: the exercise view's learner to click or pick; "" when the question reads right either way.
    typed: str = ""
    #: Whether "none" is a plausible answer to a set question of this kind (where can a lemming go:
    #: perhaps nowhere). A property of the kind, never of one key: an exercise view refuses an empty
    #: answer only where this is false, and refusing it just when the key is not empty would give
    #: the key away.
    none_possible: bool = False

    def __post_init__(self) -> None:
        if self.answer_kind not in ANSWER_KINDS:
            raise ValueError(tr("answer kind must be one of {kinds}, not {kind}", kinds=", ".join(ANSWER_KINDS),
                                kind=repr(self.answer_kind)))
        if (self.answer_kind in SET_KINDS or self.answer_kind == "choices") and not self.key and not self.none_possible:
            raise ValueError(tr("the {kind} exercise's key is empty, but its kind does not allow 'none' as an answer",
                                kind=repr(self.kind)))
        if self.section not in SECTIONS:
            raise ValueError(tr("section must be one of {sections}, not {section}", sections=", ".join(SECTIONS),
                                section=repr(self.section)))

    def label(self, item: str) -> str:
        """How the choice ``item`` reads to the learner (``item`` itself unless :attr:`labels` says)."""
        return self.labels.get(item, item)

    @property
    def typed_question(self) -> str:
        """The question as a learner who types the answer reads it (no "click", no "pick")."""
        return self.typed or self.question

    def choice(self, part: str, value: Any) -> str:
        """The choice of ``part`` that ``value`` names: its whole text, or its number as shown
        (1 for the first; an ``int`` or a string of digits that is not itself a choice's text).
        Raises :class:`~gamecore.errors.ArgumentError` (a ``ValueError``) naming the choices when ``value`` names none."""
        opts = self.parts[part]
        if isinstance(value, str) and value in opts:
            return value
        number = value if isinstance(value, int) and not isinstance(value, bool) else None
        if isinstance(value, str) and _NUMBER_TEXT.fullmatch(value):
            number = int(value.strip())
        if number is not None and 1 <= number <= len(opts):
            return opts[number - 1]
        if number is not None:
            raise ArgumentError(tr("{value} is not a choice number: the choices are numbered 1 to {n}", value=shown(value),
                                   n=len(opts)))
        if len(self.parts) == 1:
            raise ArgumentError(tr("{item} is not one of the choices: {choices}", item=shown(value), choices=", ".join(opts)))
        raise ArgumentError(tr("{value} is not one of the choices for {part}: {choices}", value=shown(value),
                               part=repr(part), choices=", ".join(opts)))

    def __repr__(self) -> str:
        return f"<Exercise {self.id or self.kind} (level {self.level}, {self.section}): {self.question}>"

    def _repr_markdown_(self) -> str:
        parts = "".join("\n- *" + part_name(name) + "*: " + " · ".join(map(self.label, opts))
                        for name, opts in self.parts.items())
        head = tr("**{title}** ({section}, level {level})", title=self.title, section=section_name(self.section),
                  level=self.level)
        return f"{head}\n\n{self.question}{parts}"

    # ------------------------------------------------------------ answers
    def solution(self) -> Any:
        """The answer key in the form :meth:`check` accepts."""
        if self.answer_kind in SET_KINDS or self.answer_kind == "choices":
            return set(self.key)
        if self.answer_kind == "choice":
            return dict(self.key) if len(self.parts) > 1 else self.key[ANSWER]
        return self.key

    def normalise(self, answer: Any) -> Any:
        """The answer in canonical form; raises :class:`~gamecore.errors.ArgumentError` (a
        ``ValueError``) naming what is wrong with it, quoting at most the start of it."""
        kind = self.answer_kind
        if kind in SET_KINDS or kind == "choices":
            if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
                raise ArgumentError(tr("this question wants a set of {things}, not {answer}",
                                       things=render(ITEM_WORDS[kind]), answer=shown(answer)))
            items = list(islice(answer, MAX_ITEMS + 1))  # an endless iterator must not hang the check
            if len(items) > MAX_ITEMS:
                raise ArgumentError(tr("this question wants a set of at most {n} {things}", n=MAX_ITEMS,
                                       things=render(ITEM_WORDS[kind])))
            return frozenset(self._item(x) for x in items)
        if kind == "number":
            return _number(answer)
        if not isinstance(answer, Mapping):
            if len(self.parts) != 1:
                raise ArgumentError(tr("this question has {n} parts: answer with a dict naming {parts}",
                                       n=len(self.parts), parts=", ".join(self.parts)))
            answer = {ANSWER: answer}
        extra = [name for name in answer if not isinstance(name, str) or name not in self.parts]
        if extra:
            raise ArgumentError(trn("unknown part {extra} (parts: {parts})", "unknown parts {extra} (parts: {parts})",
                                    len(extra), extra=", ".join(shown(x) for x in extra[:5]),
                                    parts=", ".join(self.parts)))
        out = {}
        for name in self.parts:
            if name not in answer:
                raise ArgumentError(tr("the answer has no {part} part (parts: {parts})", part=repr(name),
                                       parts=", ".join(self.parts)))
            out[name] = self.choice(name, answer[name])
        return out

    def _item(self, x: Any) -> str:
        if self.answer_kind == "choices":
            return self.choice(ANSWER, x)
        if not isinstance(x, str):
            raise ArgumentError(render(NOT_A_NAME[self.answer_kind]).format(item=shown(x)))
        kind = self.answer_kind
        if kind == "hexes":
            if x not in self.game.board and x != CLIFF:
                raise ArgumentError(tr("{item} is not a hex of this board (nor 'cliff', over the cliff edge)",
                                       item=shown(x)))
            return x
        if kind == "lemmings":
            lem = x.upper()
            if lem not in self.game.state.cfg.owner:
                raise ArgumentError(tr("there is no lemming {item} in this position", item=shown(x)))
            return lem
        z = x.upper()   # a zone letter, the one kind left
        if z not in ZONE_LETTERS:
            raise ArgumentError(tr("{item} is not a zone letter (A to F)", item=shown(x)))
        return z

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
        if not missed and not wrong:
            head = tr("Correct: exactly {items}.", items=_list(key)) if key else tr("Correct: there is none.")
        else:
            head = tr("Not quite: {right} right, {missed} missed, {wrong} wrong.", right=len(right),
                      missed=len(missed), wrong=len(wrong))
        groups = {"right": sorted(right), "missed": sorted(missed), "wrong": sorted(wrong)}
        reasons = {"right": self.because.__getitem__, "missed": self.because.__getitem__, "wrong": self.why}
        shown_lines = self._explained(groups, reasons, FEEDBACK_LIMIT - len(head) - len(self.summary) - 1)
        lines, marks = [head], []
        for mark, items in groups.items():
            lines += shown_lines[mark]
            marks += [mark] * len(shown_lines[mark])
            rest = items[len(shown_lines[mark]):]
            if rest:
                lines.append(_more(mark, [self.label(x) for x in rest]))
                marks.append(mark)
        if not key and not wrong:
            lines.append(self.summary)
            marks.append("")
        total = len(key | ans)
        score = 1.0 if total == 0 else len(right) / total
        return Feedback(not missed and not wrong, score, "\n".join(lines), right, missed, wrong, tuple(marks))

    def _explained(self, groups: dict[str, list[str]], reasons: dict[str, Callable[[str], str]],
                   budget: int) -> dict[str, list[str]]:
        """The explained lines of each group, within ``budget`` characters: taken in turn from the
        wrong, missed and right items (what to fix first), at most :data:`LINES_EACH` a group; the
        items left over are listed without reasons (:func:`_more`), so an answer that picks the
        whole board gets a readable page instead of one line per hex."""
        out: dict[str, list[str]] = {mark: [] for mark in groups}
        open_marks = [m for m in ("wrong", "missed", "right") if groups[m]]
        budget -= MORE_RESERVE * len(open_marks)
        while open_marks:
            for mark in list(open_marks):
                done = len(out[mark])
                line = _line(mark, self.label(groups[mark][done]), reasons[mark](groups[mark][done]))
                if len(line) + 1 > budget:
                    open_marks.remove(mark)
                    continue
                out[mark].append(line)
                budget -= len(line) + 1
                if done + 1 == len(groups[mark]) or done + 1 == LINES_EACH:
                    open_marks.remove(mark)
        return out

    def _check_number(self, ans: int) -> Feedback:
        key = int(self.key)
        reason = self.because[str(key)]
        if ans == key:
            text = tr("Correct: {key}.", key=key) + "\n" + _line("right", str(key), reason)
            return Feedback(True, 1.0, text, frozenset({str(key)}), marks=("right",))
        if ans > key:
            head = tr("Not quite: you said {said}, the answer is {key} (too high by {by}).", said=ans, key=key, by=ans - key)
        else:
            head = tr("Not quite: you said {said}, the answer is {key} (too low by {by}).", said=ans, key=key, by=key - ans)
        wrong = _line("wrong", str(ans), self.why(str(ans)))
        if str(ans) in self.because:
            wrong += " " + tr("{number} would be: {reason}.", number=ans, reason=self.because[str(ans)])
        text = "\n".join([head, _line("missed", str(key), reason), wrong])
        return Feedback(False, 0.0, text, frozenset(), frozenset({str(key)}), frozenset({str(ans)}),
                        ("missed", "wrong"))

    def _check_choice(self, ans: dict[str, str]) -> Feedback:
        lines, marks, right, missed, wrong = [], [], set(), set(), set()
        for name in self.parts:
            part = None if name == ANSWER else part_name(name)
            if ans[name] == self.key[name]:
                right.add(ans[name])
                lines.append(_line("right", self.label(ans[name]), self.because[name], part))
                marks.append("right")
            else:
                missed.add(self.key[name])
                wrong.add(ans[name])
                lines.append(_line("wrong", self.label(ans[name]), self.why(ans[name]), part))
                lines.append(_line("missed", self.label(self.key[name]), self.because[name], part))
                marks += ["wrong", "missed"]
        ok = not wrong
        # The count is the right parts (Italian agrees "giusta/giuste" with it); English reads the same.
        head = tr("Correct.") if ok else trn("Not quite: {right} of {parts} parts right.",
                                             "Not quite: {right} of {parts} parts right.", len(right),
                                             right=len(right), parts=len(self.parts))
        score = len(right) / len(self.parts)
        return Feedback(ok, score, "\n".join([head, *lines]), frozenset(right), frozenset(missed), frozenset(wrong),
                        tuple(marks))


def _number(answer: Any) -> int:
    """A number answer: an ``int`` or its text in the digits 0-9, within ±NUMBER_LIMIT."""
    if isinstance(answer, str) and _NUMBER_TEXT.fullmatch(answer):
        answer = int(answer)
    if isinstance(answer, bool) or not isinstance(answer, int):
        raise ArgumentError(tr("this question wants a whole number, not {answer}", answer=shown(answer)))
    if not -NUMBER_LIMIT <= answer <= NUMBER_LIMIT:
        raise ArgumentError(tr("this question wants a whole number from {low} to {high}, not {answer}",
                               low=-NUMBER_LIMIT, high=NUMBER_LIMIT, answer=shown(answer)))
    return answer


def _line(mark: str, item: str, reason: str, part: str | None = None) -> str:
    """One line of feedback: "Right: 0503 (why)", or with a part: "Wrong: rule: Stacking limits (why)"."""
    if part is None:
        return render(LINES[mark]).format(item=item, reason=render(reason))
    return render(PART_LINES[mark]).format(part=part, item=item, reason=render(reason))


#: The feedback lines, whole, so that a language may order them its own way.
LINES: dict[str, Message] = {"right": lazy("Right: {item} ({reason})"), "missed": lazy("Missed: {item} ({reason})"),
                             "wrong": lazy("Wrong: {item} ({reason})")}
PART_LINES: dict[str, Message] = {"right": lazy("Right: {part}: {item} ({reason})"),
                                  "missed": lazy("Missed: {part}: {item} ({reason})"),
                                  "wrong": lazy("Wrong: {part}: {item} ({reason})")}


def _list(items: Iterable[str], limit: int = 24) -> str:
    """Items in order, the first ``limit`` of them (an ellipsis says there are more)."""
    items = sorted(items)
    return ", ".join(items[:limit]) + (", …" if len(items) > limit else "")


def _more(mark: str, items: list[str]) -> str:
    """The line for the items of one group left without reasons: "…and 40 more wrong: 0101, 0102, …"."""
    listed: list[str] = []
    for item in items:
        if sum(len(x) + 2 for x in listed) + len(item) > MORE_ITEMS_CHARS:
            break
        listed.append(item)
    text = ", ".join(listed) + (", …" if len(listed) < len(items) else "")
    n = len(items)
    if mark == "right":
        return trn("…and {n} more right: {items}", "…and {n} more right: {items}", n, n=n, items=text)
    if mark == "missed":
        return trn("…and {n} more missed: {items}", "…and {n} more missed: {items}", n, n=n, items=text)
    return trn("…and {n} more wrong: {items}", "…and {n} more wrong: {items}", n, n=n, items=text)


__all__ = ["Exercise", "Feedback", "SECTIONS", "SECTION_NAMES", "ANSWER_KINDS", "SET_KINDS", "ANSWER", "section_name",
           "part_name"]
