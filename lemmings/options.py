"""The choices a player can make, one small type per kind of choice.

Every option is a ``NamedTuple`` of strings and numbers, so ``json.dumps`` accepts it, and
its ``str`` is a short notation (``"move R3 0705"``, ``"scatter B2 cliff"``) that
:meth:`lemmings.Game.apply` also accepts as text. Two options are equal only when they
have the same type and the same fields.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import find_card

CLIFF = "cliff"  # a scatter destination: over the cliff edge, a 1-VP dive


def _eq(self: tuple, other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)  # type: ignore[arg-type]


def _ne(self: tuple, other: object) -> bool:
    return not _eq(self, other)


def _hash(self: tuple) -> int:
    return hash((type(self).__name__, tuple.__hash__(self)))


class Roll(NamedTuple):
    """Roll both eagle dice."""

    def __str__(self) -> str:
        return "roll"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class EagleFirst(NamedTuple):
    """Resolve this eagle first this turn."""

    eagle: str

    def __str__(self) -> str:
        return f"{self.eagle} first"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class EagleMove(NamedTuple):
    """Fly an eagle clockwise (``"cw"``) or counterclockwise (``"ccw"``), ending in ``zone``."""

    eagle: str
    direction: str
    zone: str

    def __str__(self) -> str:
        return f"{self.eagle} {self.direction} {self.zone}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class EagleTo(NamedTuple):
    """Put an eagle straight into a zone of its circle (Uh-Oh!)."""

    eagle: str
    zone: str

    def __str__(self) -> str:
        return f"{self.eagle} to {self.zone}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Feast(NamedTuple):
    """The hunting eagle eats this lemming."""

    lemming: str

    def __str__(self) -> str:
        return f"feast {self.lemming}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Scatter(NamedTuple):
    """Scatter a lemming to a hex, or over the cliff (``to == "cliff"``)."""

    lemming: str
    to: str

    def __str__(self) -> str:
        return f"scatter {self.lemming} {self.to}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Resupply(NamedTuple):
    """Put a face-down pellet from the reserve on this vacant pellet hex."""

    hex: str

    def __str__(self) -> str:
        return f"resupply {self.hex}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Move(NamedTuple):
    """Move a lemming so that it ends on ``to``; ``dive`` > 0 means it then dives for that many VP."""

    lemming: str
    to: str
    dive: int = 0

    def __str__(self) -> str:
        return f"move {self.lemming} {self.to}" + (f" dive {self.dive}" if self.dive else "")

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Claw(NamedTuple):
    """A covered lemming claws its way to the top of its stack."""

    lemming: str

    def __str__(self) -> str:
        return f"claw {self.lemming}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Pass(NamedTuple):
    """Do nothing: no lemming can move (or, in the chaos variant, hand the card on)."""

    def __str__(self) -> str:
        return "pass"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Exchange(NamedTuple):
    """Trade favour pellets: ``"+1"`` (1 pellet), ``"dive"`` a scored lemming (2), ``"draw"`` a card (3)."""

    favour: str
    lemming: str = ""

    def __str__(self) -> str:
        return f"favour {self.favour}" + (f" {self.lemming}" if self.lemming else "")

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Play(NamedTuple):
    """Play a special action card."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Place(NamedTuple):
    """Put a lemming from the eagle-chow box on a hex (Heroic Return)."""

    lemming: str
    hex: str

    def __str__(self) -> str:
        return f"place {self.lemming} {self.hex}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Swap(NamedTuple):
    """Swap your eaten lemming for another clan's lemming (Mistaken Identity)."""

    lemming: str
    other: str

    def __str__(self) -> str:
        return f"swap {self.lemming} {self.other}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Select(NamedTuple):
    """Pick a lemming or a hex for a special action."""

    target: str

    def __str__(self) -> str:
        return f"select {self.target}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


class Top(NamedTuple):
    """King of the Hill: put this lemming next, counting down from the top of the stack."""

    lemming: str

    def __str__(self) -> str:
        return f"top {self.lemming}"

    __eq__, __ne__, __hash__ = _eq, _ne, _hash


OPTION_TYPES: tuple[type, ...] = (
    Roll, EagleFirst, EagleMove, EagleTo, Feast, Scatter, Resupply, Move, Claw, Pass,
    Exchange, Play, Place, Swap, Select, Top,
)

Option = Any  # any of OPTION_TYPES


def normalise(text: str) -> str:
    """The canonical spelling used to match option text: single spaces, lower case."""
    return " ".join(text.split()).lower()


def parse_option(text: str) -> Any:
    """Read option notation (``"move R3 0705 dive 2"``) back into an option.

    Raises ``ValueError`` for text that is not option notation at all. The result is not
    checked against the rules; :meth:`lemmings.Game.apply` does that.
    """
    words = text.split()
    if not words:
        raise ValueError("empty option text")
    head = words[0].lower()
    args = words[1:]
    upper = [w.upper() for w in args]

    def need(n: int) -> None:
        if len(args) != n:
            raise ValueError(f"{text!r}: '{head}' takes {n} word{'s' if n != 1 else ''} after it")

    if head == "roll" and not args:
        return Roll()
    if head == "pass" and not args:
        return Pass()
    if head in ("red", "blue"):
        if len(args) == 1 and args[0].lower() == "first":
            return EagleFirst(head)
        if len(args) == 2 and args[0].lower() in ("cw", "ccw"):
            return EagleMove(head, args[0].lower(), args[1].upper())
        if len(args) == 2 and args[0].lower() == "to":
            return EagleTo(head, args[1].upper())
        raise ValueError(f"{text!r}: after an eagle write 'first', 'cw <zone>', 'ccw <zone>' or 'to <zone>'")
    if head == "move":
        if len(args) == 2:
            return Move(upper[0], args[1].lower() if args[1].lower() == "start" else args[1])
        if len(args) == 4 and args[2].lower() == "dive" and args[3].isdigit():
            return Move(upper[0], args[1], int(args[3]))
        raise ValueError(f"{text!r}: write 'move <lemming> <hex>' or 'move <lemming> <hex> dive <vp>'")
    if head == "favour":
        if len(args) == 1 and args[0].lower() in ("+1", "draw"):
            return Exchange(args[0].lower())
        if len(args) == 2 and args[0].lower() == "dive":
            return Exchange("dive", upper[1])
        raise ValueError(f"{text!r}: write 'favour +1', 'favour dive <lemming>' or 'favour draw'")
    if head == "play":
        return Play(find_card(" ".join(args)))
    singles = {"feast": Feast, "claw": Claw, "top": Top}
    if head in singles:
        need(1)
        return singles[head](upper[0])
    if head == "select":
        need(1)
        return Select(args[0] if args[0].isdigit() else upper[0])
    if head == "resupply":
        need(1)
        return Resupply(args[0])
    if head == "scatter":
        need(2)
        return Scatter(upper[0], CLIFF if args[1].lower() == CLIFF else args[1])
    if head == "place":
        need(2)
        return Place(upper[0], args[1])
    if head == "swap":
        need(2)
        return Swap(upper[0], upper[1])
    raise ValueError(f"{text!r} is not option notation (e.g. 'roll', 'red first', 'move R3 0705', 'scatter B2 cliff')")
