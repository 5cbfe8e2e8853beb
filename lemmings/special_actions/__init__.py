"""The sixteen special-action cards and every clan's "It's a 5", each defined in one place.

A card has a name, a description in the kit's own words, a playability check that says
why it cannot be played now, and an effect written as steps of the decision machine, so
every choice a card asks for is a pending decision with its legal options.

Rules shared by the cards:

* A player may play at most one special action per turn, just before moving (or, in the
  chaos variant, when the drawn card reaches them). Playing is optional; a card that
  cannot be played stays in hand.
* Where a card and the regular rules disagree, the card wins. Stacking limits still hold.
* A lemming moved or scattered by a card may enter or cross a zone of control. If it ends
  in one, the card's player at once acts as the Eagle Player: a hunting eagle eats it if
  it stands on a clear hex (and flips to feasting); otherwise it is scattered.
* "Active or Covered" lemmings are those on hexes; starting lemmings are neither.

Choices the rules leave open, and the kit's answer:

* Boo! and Run Lemming Run! move only forward (the cards say so), spending exactly their
  points; Boo! sends a lemming that reaches the cliff edge with a point left over the cliff.
* Lost moves a lemming one point backward: into a clear hex (brush costs two), or from the
  first column back into the start area.
* Pull My Paw and Snap Crackle Pop scatter into adjacent hexes with room; if no adjacent
  hex has room, into the nearest hexes that do.
* King of the Hill asks for the new order one lemming at a time, from the top down.
"""

from ..cards import ITS_A_5, SPECIAL_DECK
from .base import (
    SPECIAL_ACTIONS,
    SpecialAction,
    ZoneEntry,
    card,
    card_status,
    held_cards,
    play_from_hand,
    playable_cards,
    why_cannot_play,
)
from .card_value import Caution, ItsAFive, QuickStart
from .chow import HeroicReturn, HeroicReturnStep, MistakenIdentity, MistakenIdentityStep, NobleSacrifice, NobleSacrificeStep
from .deja_vu import DejaVu
from .eagle_cards import EagleEye, EagleEyeStep, MineAllMine, UhOh, UhOhStep
from .moves import Boo, BooStep, Lost, LostStep, RockSlide, RunLemmingRun, RunStep
from .stacks import CardScatterStep, KingOfTheHill, KingOrderStep, KingStep, PullMyPaw, PullMyPawStep, SnapCracklePop, SnapStep

# Each family module registers its cards on import; list them alphabetically, as before the split.
for _name in sorted(SPECIAL_ACTIONS):
    SPECIAL_ACTIONS[_name] = SPECIAL_ACTIONS.pop(_name)


def _check_registry() -> None:
    missing = set(SPECIAL_DECK) | {ITS_A_5}
    assert missing == set(SPECIAL_ACTIONS), missing ^ set(SPECIAL_ACTIONS)


_check_registry()

__all__ = ["SPECIAL_ACTIONS", "SpecialAction", "playable_cards", "card_status", "why_cannot_play", "play_from_hand",
           "held_cards", "card", "ZoneEntry",
           "Caution", "ItsAFive", "QuickStart", "Boo", "BooStep", "Lost", "LostStep", "RockSlide", "RunLemmingRun",
           "RunStep", "KingOfTheHill", "KingStep", "KingOrderStep", "PullMyPaw", "PullMyPawStep", "SnapCracklePop",
           "SnapStep", "CardScatterStep", "EagleEye", "EagleEyeStep", "MineAllMine", "UhOh", "UhOhStep",
           "HeroicReturn", "HeroicReturnStep", "MistakenIdentity", "MistakenIdentityStep", "NobleSacrifice",
           "NobleSacrificeStep", "DejaVu"]
