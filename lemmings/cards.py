"""The game's cards as data: the movement deck and the names of the special actions."""

from __future__ import annotations

from .i18n import Message, lazyc

#: The Game Over card, shuffled in near the bottom of the movement deck.
GAME_OVER = "Game Over"

#: Eight movement cards of each value.
MOVEMENT_VALUES = (2, 3, 4, 5)
CARDS_PER_VALUE = 8

#: The sixteen special-action cards (every clan also has "It's a 5" on its clan card).
SPECIAL_DECK = (
    "Boo!", "Caution", "Déjà Vu", "Eagle Eye!", "Heroic Return", "King of the Hill", "Lost",
    "Mine! All Mine!", "Mistaken Identity", "Noble Sacrifice", "Pull My Paw", "Quick Start",
    "Rock Slide", "Run Lemming Run!", "Snap Crackle Pop", "Uh-Oh!",
)
ITS_A_5 = "It's a 5"

#: Special actions dealt to each player, by number of players.
DEALT_PER_PLAYER = {2: 4, 3: 4, 4: 3, 5: 3, 6: 2}

#: The movement card value can never be raised above this by a favour.
MAX_CARD = 5


def card_name(card: str) -> Message:
    """A card's name as the players' rulebook prints it, in the reader's language (the English
    name is the card's id everywhere in the code and in the option notation)."""
    return lazyc("card", card)


def card_key(name: str) -> str:
    """A loose key for matching card names typed by people: ``"deja vu"`` finds ``"Déjà Vu"``."""
    table = str.maketrans("éàÉÀ", "eaEA")
    return "".join(ch for ch in name.translate(table).lower() if ch.isalnum())


def find_card(name: str) -> str:
    """The exact card name for a loosely typed one; ``ValueError`` lists the names when unknown."""
    key = card_key(name)
    for card in (*SPECIAL_DECK, ITS_A_5):
        if card_key(card) == key:
            return card
    raise ValueError(f"unknown special action {name!r}; the cards are {', '.join((*SPECIAL_DECK, ITS_A_5))}")
