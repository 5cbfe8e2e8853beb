"""The three variants (short game, two players, chaos) as data the setup and rules read."""

from __future__ import annotations

from collections.abc import Iterable

from gamecore.arguments import variant_names
from gamecore.errors import ArgumentError
from gamecore.i18n import tr

from .cards import CARDS_PER_VALUE, DEALT_PER_PLAYER, MOVEMENT_VALUES, SPECIAL_DECK

SHORT, TWO_PLAYER, CHAOS = "short", "two_player", "chaos"
VARIANTS = (SHORT, TWO_PLAYER, CHAOS)
#: Not a variant but the explicit request for the standard rules: with two players it turns
#: the two-player variant (otherwise chosen by default) off.
STANDARD = "standard"
_ALIASES = {"short": SHORT, "shorter": SHORT, "two_player": TWO_PLAYER, "two-player": TWO_PLAYER,
            "2p": TWO_PLAYER, "2-player": TWO_PLAYER, "chaos": CHAOS, "standard": STANDARD}


def choose_variants(variant: str | Iterable[str] | None, n_players: int) -> frozenset[str]:
    """The variants of a new game: those named, plus the two-player variant for two players
    unless ``"standard"`` is named (``Game.new(players=2, variant="standard")``).

    The rulebook gives two players their own rules, so that is the default for two; the
    standard rules stay one word away. ``"standard"`` may go with ``"short"``.
    """
    out = parse_variants(variant, n_players)
    if n_players == 2 and not _names_standard(variant):
        out |= {TWO_PLAYER}
    return out


def _names_standard(variant: str | Iterable[str] | None) -> bool:
    return any(_ALIASES.get(key) == STANDARD for _, key in _keys(variant))


def _keys(variant: str | Iterable[str] | None) -> list[tuple[object, str]]:
    """Each name given, with its lookup key."""
    return [(name, name.strip().lower().replace(" ", "_")) for name in variant_names(variant)]


def parse_variants(variant: str | Iterable[str] | None, n_players: int) -> frozenset[str]:
    """Normalise ``variant`` (``None``, one name, or several) exactly as given and check it fits
    the player count (no default is added: saves use this; new games use :func:`choose_variants`).
    ``"standard"`` adds nothing, and cannot go with ``"two_player"``."""
    if not isinstance(n_players, int) or isinstance(n_players, bool) or not 2 <= n_players <= 6:
        raise ArgumentError(tr("Leaping Lemmings is for 2 to 6 players, not {players}", players=f"{n_players!r:.40}"))
    out = set()
    for name, key in _keys(variant):
        if key not in _ALIASES:
            raise ValueError(tr("unknown variant {name}; the variants are {variants} (or {standard} for the standard "
                                "rules)", name=repr(name), variants=", ".join(VARIANTS), standard=repr(STANDARD)))
        out.add(_ALIASES[key])
    if STANDARD in out and TWO_PLAYER in out:
        raise ValueError(tr("{standard} and {two_player} contradict each other: choose one", standard=repr(STANDARD),
                            two_player=repr(TWO_PLAYER)))
    out.discard(STANDARD)
    if TWO_PLAYER in out and n_players != 2:
        raise ValueError(tr("the two-player variant needs exactly 2 players, not {players}", players=n_players))
    if CHAOS in out and n_players < 3:
        raise ValueError(tr("the chaos variant is not played with two players (rulebook, Chaos Variant)"))
    return frozenset(out)


def movement_values(variants: frozenset[str]) -> list[int]:
    """The movement cards before shuffling: eight of each value, or the short game's 28."""
    cards = [v for v in MOVEMENT_VALUES for _ in range(CARDS_PER_VALUE)]
    if SHORT in variants:
        for v in (2, 2, 3, 3):
            cards.remove(v)
    return cards


def game_over_depth(variants: frozenset[str]) -> int:
    """The Game Over card is shuffled into this many cards at the bottom of the deck."""
    return 5 if SHORT in variants else 7


def removed_specials(variants: frozenset[str]) -> tuple[str, ...]:
    """Special actions taken out of the game by the variants."""
    if CHAOS in variants:
        return ("Mine! All Mine!", "Déjà Vu")
    if TWO_PLAYER in variants:
        return ("Mine! All Mine!",)
    return ()


def special_deck(variants: frozenset[str]) -> list[str]:
    removed = removed_specials(variants)
    return [c for c in SPECIAL_DECK if c not in removed]


def dealt_per_player(n_players: int) -> int:
    """How many special actions each player is dealt in the standard game."""
    return DEALT_PER_PLAYER[n_players]
