"""Cards, columns and bonus tiles of Le grand plongeon: the numbers, and pure rules on them.

A terrain card is written as its terrain's letter and its value: ``"W3"`` is a water 3
(letters in :data:`~plongeon.track.TERRAIN_LETTER`). Every number the rulebook
leaves open is a field of :class:`Rules`, with the kit's default documented in
``docs/plongeon.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any

from gamecore.i18n import tr

from .track import MEADOW, TERRAIN_LETTER, TERRAINS

LETTER_TERRAIN = {v: k for k, v in TERRAIN_LETTER.items()}
PUSH_COSTS = ("per_lemming", "flat")


@dataclass(frozen=True)
class Rules:
    """The open numbers of the rules, as data (defaults: ``docs/plongeon.md``).

    ``card_values`` are the 11 cards of each terrain; one card of ``opening_value`` per
    terrain opens its column. ``push_cost`` is ``"per_lemming"`` (a push step costs 1 for
    the pusher plus 1 per lemming pushed: the rulebook's example pays 2 to push one) or
    ``"flat"`` (2 whatever the chain's length). ``zero_playable`` lets a 0 be played.
    """

    card_values: tuple[int, ...] = (4, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0)
    opening_value: int = 2
    tiles_per_terrain: int = 3
    meadow_tiles: int = 6
    hand_size: int = 6
    push_cost: str = "per_lemming"
    zero_playable: bool = True
    start_push: bool = True

    def __post_init__(self) -> None:
        vals = self.card_values
        if not vals or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 9 for v in vals):
            raise ValueError(tr("card_values must be whole numbers 0-9, not {value}", value=repr(vals)))
        if self.opening_value not in vals:
            raise ValueError(tr("the opening value {value} must be one of the card values {values}", value=self.opening_value,
                                values=vals))
        for name in ("tiles_per_terrain", "meadow_tiles"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise ValueError(tr("{name} must be a whole number >= 0, not {value}", name=name, value=repr(v)))
        if not isinstance(self.hand_size, int) or not 5 <= self.hand_size <= 9:
            raise ValueError(tr("hand_size must be 5 to 9 (the deal gives the last seat a full hand), not {value}",
                                value=repr(self.hand_size)))
        if self.push_cost not in PUSH_COSTS:
            raise ValueError(tr("push_cost must be one of {values}, not {value}", values=", ".join(PUSH_COSTS),
                                value=repr(self.push_cost)))
        if not isinstance(self.zero_playable, bool):
            raise ValueError(tr("zero_playable must be true or false"))
        if not isinstance(self.start_push, bool):
            raise ValueError(tr("start_push must be true or false"))

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["card_values"] = list(self.card_values)
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Rules from a mapping (unknown keys raise ``ValueError`` naming them)."""
        unknown = set(map(str, data)) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(tr("unknown rule setting(s): {names}", names=", ".join(sorted(unknown))[:200]))
        d = dict(data)
        if "card_values" in d:
            if not isinstance(d["card_values"], list | tuple):
                raise ValueError(tr("card_values must be a list of numbers"))
            d["card_values"] = tuple(d["card_values"])
        return cls(**d)

    def push_price(self, pushed: int) -> int:
        """Points a step costs when it pushes ``pushed`` lemmings (0: an ordinary step, 1)."""
        if pushed == 0:
            return 1
        return 1 + pushed if self.push_cost == "per_lemming" else 2


def card(terrain: str, value: int) -> str:
    """The code of a card: ``card("water", 3) == "W3"``."""
    return f"{TERRAIN_LETTER[terrain]}{value}"


def card_terrain(code: str) -> str:
    return LETTER_TERRAIN[code[0]]


def card_value(code: str) -> int:
    return int(code[1:])


def is_card(code: object) -> bool:
    """True for a well-formed card code such as ``"F0"`` or ``"W4"``."""
    return isinstance(code, str) and len(code) == 2 and code[0] in LETTER_TERRAIN and code[1].isdigit()


def full_deck(rules: Rules) -> list[str]:
    """Every terrain card, openers included (55 with the default values)."""
    return [card(t, v) for t in TERRAINS for v in rules.card_values]


def draw_pile(rules: Rules) -> list[str]:
    """The cards shuffled at setup: the full deck without one opener per terrain."""
    pile = full_deck(rules)
    for t in TERRAINS:
        pile.remove(card(t, rules.opening_value))
    return pile


def hand_sizes(players: int, rules: Rules) -> tuple[int, ...]:
    """Cards dealt by seat, first player first: at 4 players with 6-card hands, 3, 4, 5, 6."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        raise ValueError(tr("Le grand plongeon is for 2 to 5 players, not {n}", n=repr(players)))
    top = rules.hand_size
    return tuple(top - players + 1 + i for i in range(players))


def goes_onto(column: Sequence[int], value: int) -> bool:
    """True when a card of ``value`` is laid on the column (at most its active card's value);
    False when it is higher and starts a new column."""
    return value <= column[-1]


def move_points(column: Sequence[int], value: int) -> int:
    """Movement a card of ``value`` gives on this column: the column's new sum when laid on
    it, the card's own value when it starts a new column."""
    return sum(column) + value if goes_onto(column, value) else value


def tile_for(terrain: str, supply: Mapping[str, int]) -> str | None:
    """The bonus tile a player gets for starting a ``terrain`` column: that terrain's tile,
    else a meadow tile, else none (``None``)."""
    if supply.get(terrain, 0) > 0:
        return terrain
    if supply.get(MEADOW, 0) > 0:
        return MEADOW
    return None


def tile_supply(rules: Rules) -> dict[str, int]:
    """The bonus tiles beside the board at setup."""
    return {**{t: rules.tiles_per_terrain for t in TERRAINS}, MEADOW: rules.meadow_tiles}


def double_zero_columns(columns: Mapping[str, Sequence[int]]) -> tuple[str, ...]:
    """Terrains whose column shows two 0s (reset when the draw pile is rebuilt)."""
    return tuple(t for t in TERRAINS if list(columns[t]).count(0) >= 2)


def refill_choices(hand: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Every distinct set of cards one may discard before refilling (none first)."""
    return _refill_choices(tuple(sorted(hand)))


@lru_cache(maxsize=4096)
def _refill_choices(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    counts: dict[str, int] = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    out: list[tuple[str, ...]] = [()]
    for c, n in counts.items():
        out = [prev + (c,) * k for prev in out for k in range(n + 1)]
    return tuple(sorted(out, key=lambda t: (len(t), t)))


__all__ = ["Rules", "card", "card_terrain", "card_value", "is_card", "full_deck", "draw_pile", "hand_sizes",
           "goes_onto", "move_points", "tile_for", "tile_supply", "double_zero_columns", "refill_choices", "PUSH_COSTS"]
