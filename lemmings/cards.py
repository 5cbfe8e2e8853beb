"""The game's cards as data: the movement deck and the names of the special actions."""

from __future__ import annotations

from functools import cache
from unicodedata import combining, normalize

from gamecore.i18n import LANGUAGES, Message, lazyc, render, tr

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


#: Every card's name as a message (``msgctxt "card"``): the Spanish and Italian names are the ones
#: their rulebooks print beside the English name (docs/glossary.md). Written out one by one so
#: that Babel extracts each name.
CARD_NAMES: dict[str, Message] = {
    "Boo!": lazyc("card", "Boo!"),
    "Caution": lazyc("card", "Caution"),
    "Déjà Vu": lazyc("card", "Déjà Vu"),
    "Eagle Eye!": lazyc("card", "Eagle Eye!"),
    "Heroic Return": lazyc("card", "Heroic Return"),
    "King of the Hill": lazyc("card", "King of the Hill"),
    "Lost": lazyc("card", "Lost"),
    "Mine! All Mine!": lazyc("card", "Mine! All Mine!"),
    "Mistaken Identity": lazyc("card", "Mistaken Identity"),
    "Noble Sacrifice": lazyc("card", "Noble Sacrifice"),
    "Pull My Paw": lazyc("card", "Pull My Paw"),
    "Quick Start": lazyc("card", "Quick Start"),
    "Rock Slide": lazyc("card", "Rock Slide"),
    "Run Lemming Run!": lazyc("card", "Run Lemming Run!"),
    "Snap Crackle Pop": lazyc("card", "Snap Crackle Pop"),
    "Uh-Oh!": lazyc("card", "Uh-Oh!"),
    ITS_A_5: lazyc("card", "It's a 5"),
    GAME_OVER: lazyc("card", "Game Over"),
}
assert set(CARD_NAMES) == {*SPECIAL_DECK, ITS_A_5, GAME_OVER}


def card_name(card: str) -> Message:
    """A card's name as the players' rulebook prints it, in the reader's language (the English
    name is the card's id everywhere in the code and in the option notation)."""
    name = CARD_NAMES.get(card)
    # not a card of the game (a movement value, a typo in a save): shown as it is
    return name if name is not None else Message(card, {}, context="card")


def card_key(name: str) -> str:
    """A loose key for matching card names typed by people: ``"deja vu"`` finds ``"Déjà Vu"``,
    ``"precaucion"`` finds ``"Precaución"`` (accents, case, spaces and marks do not count, but a
    minus sign before a digit does: ``"It's a -5"`` is not It's a 5)."""
    plain = "".join(ch for ch in normalize("NFKD", name) if not combining(ch)).lower().replace("\u2212", "-")
    return "".join(ch for i, ch in enumerate(plain) if ch.isalnum() or (ch == "-" and plain[i + 1:i + 2].isdigit()))


#: The cards a person may name: the special actions and every clan's It's a 5.
_PLAYABLE = (*SPECIAL_DECK, ITS_A_5)


@cache
def _cards_by_key(lang: str) -> dict[str, str]:
    """Each playable card under the key of its name in ``lang``."""
    return {card_key(render(CARD_NAMES[card], lang)): card for card in _PLAYABLE}


def find_card(name: str) -> str:
    """The exact (English) card name for a loosely typed one, in any of the kit's languages:
    ``"boo"``, ``"¡bu!"`` and ``"precaución"`` find ``"Boo!"`` and ``"Caution"``.
    ``ValueError`` lists the names, in the current language, when none matches."""
    key = card_key(name)
    for lang in LANGUAGES:  # English first: the other catalogs load only for a name not found
        card = _cards_by_key(lang).get(key)
        if card is not None:
            return card
    raise ValueError(tr("unknown special action {name}; the cards are {cards}", name=repr(name),
                        cards=", ".join(render(CARD_NAMES[card]) for card in _PLAYABLE)))
