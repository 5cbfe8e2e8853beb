"""Chance events, drawn from the seed or shown as decisions of the chance player.

In the default *seeded* mode every random event is drawn at once from the game's seed (see
:mod:`gamecore.rng`), exactly as before. In the *explicit* mode (``Game.new(...,
chance="explicit")``) each random event becomes a pending decision whose player is
:data:`CHANCE`: its options are the possible outcomes and :func:`probabilities` gives their exact
chances, so search algorithms (OpenSpiel, PettingZoo) and teachers ("what if the red eagle rolls
a 3?") can choose or weigh them.

Each event is registered once, by the rules module that owns it, as a :class:`ChanceEvent`:
``draw`` (the seeded draw, unchanged), ``outcomes`` (what may happen, with weights) and
``apply`` (what happens then). :func:`resolve` either draws and applies at once (seeded) or
pushes a ``("chance", event, *args)`` task that waits for the outcome (explicit).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple

from gamecore.i18n import Message, lazy, tr
from gamecore.options import option_eq, option_hash, option_ne

from .state import State, face_name
from .steps import Step, Task, push, step

#: The player number of chance decisions (OpenSpiel's ``kChancePlayerId`` is also -1).
CHANCE = -1


# --------------------------------------------------------------------------- outcomes
class Dice(NamedTuple):
    """Both eagle dice: ``"red 3, blue Hover"`` (0 is a Hover)."""

    red: int
    blue: int

    def __str__(self) -> str:
        return f"red {face_name(self.red)}, blue {face_name(self.blue)}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class DiceOff(NamedTuple):
    """A dice-off roll of the two-player variant: player 0's die, then player 1's."""

    first: int
    second: int

    def __str__(self) -> str:
        return f"dice-off {face_name(self.first)} vs {face_name(self.second)}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Face(NamedTuple):
    """One eagle die (Noble Sacrifice): ``"die 2"`` or ``"die Hover"``."""

    face: int

    def __str__(self) -> str:
        return f"die {face_name(self.face)}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class CardDrawn(NamedTuple):
    """A card taken from a face-down pile: ``"card 4"``, ``"card Game Over"``, ``"card Boo!"``."""

    card: Any

    def __str__(self) -> str:
        return f"card {self.card}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class PelletDrawn(NamedTuple):
    """A pellet taken from the reserve: ``"pellet vp1"``, ``"pellet vp2"``, ``"pellet favour"``."""

    kind: str

    def __str__(self) -> str:
        return f"pellet {self.kind}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Seat(NamedTuple):
    """A player chosen at random, written as the clan: ``"Ritz"``."""

    player: int
    clan: str

    def __str__(self) -> str:
        return self.clan

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


OUTCOME_TYPES: tuple[type, ...] = (Dice, DiceOff, Face, CardDrawn, PelletDrawn, Seat)


# ----------------------------------------------------------------------------- events
@dataclass(frozen=True)
class ChanceEvent:
    """One kind of random event. ``args`` are the task's extra fields (JSON-ready)."""

    name: str
    #: What happens, in words: a :func:`~gamecore.i18n.lazy` message, or a function of the state
    #: and the task's arguments that makes one.
    prompt: Message | str | Callable[..., Message | str]
    #: Seeded mode: draw the outcome from the seed, as the engine always has.
    draw: Callable[..., Any]
    #: ``[(outcome, weight)]``; weights are whole numbers or fractions, summing to anything positive.
    outcomes: Callable[..., list[tuple[Any, Any]]]
    #: Carry out the outcome (the same code in both modes).
    apply: Callable[..., None]


EVENTS: dict[str, ChanceEvent] = {}


def event(name: str, prompt: Message | str | Callable[..., Message | str], *, draw: Callable[..., Any],
          outcomes: Callable[..., list[tuple[Any, Any]]], apply: Callable[..., None]) -> None:
    """Register a chance event (each rules module registers its own)."""
    EVENTS[name] = ChanceEvent(name, prompt, draw, outcomes, apply)


def explicit(s: State) -> bool:
    """True when chance events wait for the chance player instead of using the seed."""
    return s.cfg.explicit_chance


def resolve(s: State, name: str, *args: Any) -> None:
    """A random event happens now: drawn and applied (seeded) or queued for the chance player."""
    ev = EVENTS[name]
    if s.cfg.explicit_chance:  # explicit(s), inlined: every die roll, card and pellet comes here
        push(s, ("chance", name, *args))
    else:
        ev.apply(s, ev.draw(s, *args), *args)


def probabilities(s: State, task: Task) -> tuple[tuple[Any, Fraction], ...]:
    """``((outcome, exact probability), …)`` of a pending ``("chance", …)`` task (zero-chance outcomes left out)."""
    pairs = [(o, w) for o, w in EVENTS[task[1]].outcomes(s, *task[2:]) if w > 0]
    total = sum(w for _, w in pairs)
    if isinstance(total, int):  # whole-number weights (all but the movement card): one exact division each
        return tuple((o, Fraction(w, total)) for o, w in pairs)
    return tuple((o, Fraction(w) / total) for o, w in pairs)


def counted(items: Iterable[Any], make: Callable[[Any], Any]) -> list[tuple[Any, int]]:
    """Outcomes for drawing one of ``items`` uniformly: each distinct item weighted by its copies."""
    counts = Counter(items)
    return [(make(x), counts[x]) for x in sorted(counts, key=str)]


def remove_last(pile: list[Any], item: Any) -> None:
    """Take ``item`` out of ``pile``, the copy nearest the top (the end), as a seeded draw would."""
    for i in range(len(pile) - 1, -1, -1):
        if pile[i] == item:
            del pile[i]
            return
    raise ValueError(f"{item!r} is not in the pile")


@step("chance")
class ChanceStep(Step):
    """A random event waiting for its outcome (explicit mode only)."""

    kind = "chance"
    answers = OUTCOME_TYPES

    def player(self, s: State, task: Task) -> int:
        return CHANCE

    def options(self, s: State, task: Task) -> list[Any]:
        return [o for o, _ in probabilities(s, task)]

    def prompt(self, s: State, task: Task) -> Message:
        prompt = EVENTS[task[1]].prompt
        return lazy("Chance: {event}", event=prompt(s, *task[2:]) if callable(prompt) else prompt)

    def choose(self, s: State, task: Task, option: Any) -> None:
        EVENTS[task[1]].apply(s, option, *task[2:])

    def explain(self, s: State, task: Task, option: Any) -> str:
        shown = ", ".join(str(o) for o in self.options(s, task))
        return tr("'{option}' cannot happen here; the possible outcomes are {outcomes}", option=option, outcomes=shown)


__all__ = ["CHANCE", "EVENTS", "ChanceEvent", "Dice", "DiceOff", "Face", "CardDrawn", "PelletDrawn", "Seat",
           "OUTCOME_TYPES", "event", "explicit", "resolve", "probabilities", "counted", "remove_last"]
