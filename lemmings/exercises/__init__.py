"""Exercises with instant feedback, generated from real positions.

>>> from lemmings import exercises
>>> ex = exercises.generate("moves", seed=3, level=1)
>>> ex.check(ex.solution()).correct
True

Each :class:`Exercise` asks one question about a real position (from seeded games or the
scenario library). Its answer key comes from the engine (legal options, ``why_not``, the
paths and costs of moves, the eagles' reach, the score breakdown), never from a hand-written
list, and :meth:`Exercise.check` explains the difference between an answer and the key in the
engine's words. :func:`generate` makes fresh exercises of every kind in :data:`KINDS` at levels
1 to 3; :func:`handwritten` is a guided set covering every rule section and special action.

An exercise is written in the language current when it is built (``with lemmings.language("es"):``)
and :meth:`Exercise.check` explains in the language current when it is called; :func:`remake`
builds the same exercise again in another language.

In the lessons, :func:`predict` checks a learner's prediction in one line and never raises on a
malformed answer; :func:`build_question` asks a free question whose key the calling cell reads
from the engine.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from gamecore.arguments import shown, text, whole_number
from gamecore.errors import ArgumentError
from gamecore.i18n import Message, get_language, lazy, tr

from .carding import build_card_effect, build_playable, generate_card_effect, generate_playable
from .core import ANSWER_KINDS, SECTION_NAMES, SECTIONS, Exercise, Feedback, section_name
from .counting import build_winner, generate_winner
from .eagling import (
    build_feast,
    build_flight,
    build_resupply,
    build_scatter,
    generate_feast,
    generate_flight,
    generate_resupply,
    generate_scatter,
)
from .library import handwritten, handwritten_ids, load_handwritten
from .moving import RULE_NAMES, build_dive, build_illegal, build_moves, generate_dive, generate_illegal, generate_moves
from .positions import NoPosition
from .predict import Prediction, build_question, predict

LEVELS = (1, 2, 3)
#: Seeds run from -SEED_LIMIT to SEED_LIMIT (64 bits, far more exercises than anyone will do).
SEED_LIMIT = 2**63 - 1


class Kind(NamedTuple):
    """One kind of exercise: its id, its topic in words (for menus), what it asks, its rule
    section and its generator. ``label`` and ``asks`` are messages: ``str()`` shows them in the
    current language."""

    name: str
    label: Message
    asks: Message
    section: str
    generator: Callable[[int, int], Exercise]


KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("moves", lazy("Where can this lemming go?"), lazy("where can this lemming go with this card (click every hex)"),
         "Lemmings phase and movement", generate_moves),
    Kind("feast", lazy("Whom can this eagle eat?"), lazy("which lemmings can this eagle eat"), "Feasting and scattering",
         generate_feast),
    Kind("scatter", lazy("Where do the others scatter?"), lazy("where will the others scatter"), "Feasting and scattering",
         generate_scatter),
    Kind("flight", lazy("Where can this eagle fly?"), lazy("where can this eagle end its flight with this roll"), "Eagles phase",
         generate_flight),
    Kind("dive", lazy("How much does this dive score?"), lazy("how many VP does this dive score"), "Lemmings phase and movement",
         generate_dive),
    Kind("playable", lazy("Can this card be played now?"), lazy("can this special action be played now, and if not, why"),
         "Special actions", generate_playable),
    Kind("card_effect", lazy("What does this card do?"), lazy("what does this card do here (pick the resulting position)"),
         "Special actions", generate_card_effect),
    Kind("winner", lazy("Who wins the final count?"), lazy("who wins this final count (tie-breakers)"), "End of the game",
         generate_winner),
    Kind("illegal", lazy("Which move is illegal, and why?"), lazy("which of these moves is illegal and which rule does it break"),
         "Lemmings phase and movement", generate_illegal),
    Kind("resupply", lazy("Where may a Hover put a pellet?"), lazy("where may a Hover put a pellet"), "Pellets and favours",
         generate_resupply),
)}


def generate(kind: str, seed: int = 0, level: int = 1) -> Exercise:
    """A fresh exercise of ``kind`` (one of :data:`KINDS`) from a real position.

    The same ``seed`` and ``level`` always give the same exercise. Level 1 is the plainest
    case of the rule, level 3 the trickiest (each generator's docstring says what changes).
    """
    kind = text(kind, "kind")
    if kind not in KINDS:
        raise ArgumentError(tr("unknown exercise kind {kind}; kinds: {kinds}", kind=shown(kind), kinds=", ".join(KINDS)))
    # a bool or a float equal to 1 would pass "in LEVELS" and give an id remake() cannot read back
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise ArgumentError(tr("level must be 1, 2 or 3, not {level}", level=shown(level)))
    whole_number(seed, "seed", -SEED_LIMIT, SEED_LIMIT)
    ex = KINDS[kind].generator(seed, level)
    ex.id = f"{kind}-{level}-{seed}"
    return ex


def remake(ex: Exercise) -> Exercise:
    """``ex`` built again in the current language, from its id (a hand-written exercise, or a
    generated ``"kind-level-seed"``); an exercise that cannot be found again is returned as it is."""
    if not isinstance(ex, Exercise):
        raise ArgumentError(tr("remake needs an exercise, not {value}", value=shown(ex)))
    if ex.language == get_language():
        return ex
    if ex.id in handwritten_ids():
        return handwritten(id=ex.id)[0]
    made = re.fullmatch(r"(\w+)-(\d)-(-?\d+)", ex.id)
    if made and made[1] in KINDS:
        return generate(made[1], seed=int(made[3]), level=int(made[2]))
    return ex


__all__ = [
    "Exercise", "Feedback", "KINDS", "Kind", "LEVELS", "remake", "SECTIONS", "SECTION_NAMES", "section_name",
    "ANSWER_KINDS", "RULE_NAMES", "generate",
    "handwritten", "handwritten_ids", "load_handwritten", "NoPosition",
    "build_moves", "build_dive", "build_illegal", "build_flight", "build_feast", "build_scatter", "build_resupply",
    "build_playable", "build_card_effect", "build_winner", "build_question", "predict", "Prediction",
]
