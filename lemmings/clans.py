"""The six lemming clans: name, colour, id letter and ten lemming names each.

The rulebook names five clans in its examples (Ritz, Biker, I.Q., Viking, Soldier); the
sixth clan, the colours and the lemming names are the kit's own choices.
Lemming ids are the clan letter and a number, ``R1`` ... ``R10``.
"""

from __future__ import annotations

from typing import NamedTuple

from gamecore.arguments import shown, text
from gamecore.i18n import tr


class Clan(NamedTuple):
    """A clan: ``letter`` prefixes its lemming ids; ``colour`` is a CSS colour."""

    name: str
    letter: str
    colour: str
    lemming_names: tuple[str, ...]

    def lemming_ids(self) -> tuple[str, ...]:
        return tuple(f"{self.letter}{i}" for i in range(1, len(self.lemming_names) + 1))


LEMMINGS_PER_CLAN = 10

CLANS: tuple[Clan, ...] = (
    Clan("Ritz", "R", "#8e44ad",
         ("Astor", "Bijou", "Claude", "Dorian", "Estelle", "Fitz", "Ginny", "Hugo", "Ivy", "Jules")),
    Clan("Biker", "B", "#171d20",
         ("Axle", "Brick", "Chopper", "Dusty", "Easy", "Flint", "Gravel", "Harley", "Inky", "Jett")),
    Clan("I.Q.", "I", "#349193",
         ("Ada", "Boole", "Curie", "Darwin", "Euler", "Fermi", "Gauss", "Hopper", "Isaac", "Joule")),
    Clan("Viking", "V", "#fb7131",
         ("Astrid", "Bjorn", "Canute", "Dagny", "Erik", "Freya", "Gunnar", "Helga", "Ingrid", "Jarl")),
    Clan("Soldier", "S", "#486629",
         ("Ace", "Buck", "Cadet", "Drill", "Ensign", "Flak", "Gunny", "Hatch", "Irons", "Jeep")),
    Clan("Surfer", "U", "#b64773",
         ("Aloha", "Breeze", "Coral", "Dune", "Echo", "Foam", "Gidget", "Hang", "Isla", "Jetty")),
)

CLANS_BY_NAME = {c.name: c for c in CLANS}


def clan_by_name(name: str) -> Clan:
    """Look a clan up by name (case-insensitive, dots optional: ``"iq"`` finds ``"I.Q."``)."""
    key = text(name, "clan").replace(".", "").strip().lower()
    for clan in CLANS:
        if clan.name.replace(".", "").lower() == key:
            return clan
    raise ValueError(tr("unknown clan {name}; the clans are {clans}", name=shown(name),
                        clans=", ".join(c.name for c in CLANS)))
