"""The choices of Le grand plongeon, one small type per kind, written and read as short text.

Like Leaping Lemmings' options (:mod:`lemmings.options`, whose equality helpers these
reuse), each option is a ``NamedTuple`` whose ``str`` is a notation
:meth:`plongeon.Game.apply` also accepts: ``"play W3"``, ``"refill"``,
``"refill F0 W1"``, ``"bonus 0305"``, ``"step B1 0111"``, ``"step B1 finish"``, ``"stop"``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from gamecore.i18n import tr
from gamecore.limits import MAX_OPTION_TEXT
from gamecore.options import normalise, option_eq, option_hash, option_ne

from .cards import is_card

#: A refill names at most this many discards (a hand holds at most 9 cards; more is no option at all).
MAX_DISCARDS = 20


class PlayCard(NamedTuple):
    """Action (a): play this card from your hand on its terrain's column."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Refill(NamedTuple):
    """Action (b): discard these cards (maybe none), then draw up to a full hand."""

    discards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join(("refill", *self.discards))

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Bonus(NamedTuple):
    """Put the bonus tile just won on this hex."""

    hex: str

    def __str__(self) -> str:
        return f"bonus {self.hex}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Step(NamedTuple):
    """Move a lemming one hex (pushing any lemmings straight ahead), or over the line (``to == "finish"``)."""

    lemming: str
    to: str

    def __str__(self) -> str:
        return f"step {self.lemming} {self.to}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Stop(NamedTuple):
    """End the move with points left over (a move may be shorter than allowed)."""

    def __str__(self) -> str:
        return "stop"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


OPTION_TYPES: tuple[type, ...] = (PlayCard, Refill, Bonus, Step, Stop)


def parse_option(text: str) -> Any:
    """Read option text back into an option (``ValueError`` when it is not option notation).

    The result is not checked against the rules; :meth:`Game.apply` does that.
    """
    words = normalise(text).split()
    if not words:
        raise ValueError(tr("empty option text"))
    head, args = words[0], words[1:]
    if head == "stop" and not args:
        return Stop()
    if head == "play" and len(args) == 1 and is_card(args[0].upper()):
        return PlayCard(args[0].upper())
    if head == "refill" and all(is_card(a.upper()) for a in args):
        return Refill(tuple(sorted(a.upper() for a in args)))
    if head == "bonus" and len(args) == 1:
        return Bonus(args[0])
    if head == "step" and len(args) == 2:
        return Step(args[0].upper(), args[1])
    raise ValueError(tr("{given} is not option notation (e.g. 'play W3', 'refill F0 W1', 'bonus 0305', 'step B1 0111', "
                        "'step B1 finish', 'stop')", given=repr(text)))


def well_formed(option: Any) -> bool:
    """Whether an option object's fields have the types its class declares: text for cards,
    hexes and lemmings (at most :data:`~lemmings.matching.MAX_OPTION_TEXT` characters), and a
    tuple or list of at most :data:`MAX_DISCARDS` card texts for a refill."""
    if type(option) not in OPTION_TYPES or len(option) != len(type(option)._fields):
        return False
    if isinstance(option, Refill):
        fields = option.discards
        if not isinstance(fields, (tuple, list)) or len(fields) > MAX_DISCARDS:
            return False
    else:
        fields = tuple(option)
    return all(isinstance(f, str) and len(f) <= MAX_OPTION_TEXT for f in fields)


def canonical(option: Any) -> Any:
    """A well-formed option object as its text would read (:func:`parse_option` of its ``str``):
    a refill's discards sorted, card and lemming letters in capitals. An object whose text is
    not option notation (``PlayCard("W 3")``) is returned as it is, for the rules to explain."""
    try:
        return parse_option(str(option))
    except ValueError:
        return option


__all__ = ["PlayCard", "Refill", "Bonus", "Step", "Stop", "OPTION_TYPES", "parse_option", "well_formed", "canonical",
           "MAX_DISCARDS"]
