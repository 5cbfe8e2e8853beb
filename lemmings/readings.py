"""Which translation of the rulebook to follow where the translations disagree on a rule.

The English rulebook is the primary source and the default. The Spanish and Italian
rulebooks agree with it everywhere except in one number table: the stacking limit of the
brush hexes (see ``docs/rules-coverage.md``, "Where the translations differ"). A group
that plays from the Spanish or Italian rulebook picks their reading with
``Game.new(..., reading="es_it")`` or the scenario key ``reading: es_it``; saves keep it.

=========  =================================================================
reading    brush hexes hold
=========  =================================================================
``en``     1 lemming with 2 players, 2 with 3–4, 3 with 5–6 (English, default)
``es_it``  1 lemming with 2–3 players, 2 with 4–5, 3 with 6 (Spanish, Italian)
=========  =================================================================
"""

from __future__ import annotations

from gamecore.i18n import Message, lazy, tr

ENGLISH, SPANISH_ITALIAN = "en", "es_it"
#: Every reading, the default (English, the primary rulebook) first.
READINGS = (ENGLISH, SPANISH_ITALIAN)
#: What each reading follows, in a few words (for reprs, views and error messages), translated
#: when shown.
READING_NAMES: dict[str, Message] = {ENGLISH: lazy("the English rulebook"),
                                     SPANISH_ITALIAN: lazy("the Spanish and Italian rulebooks")}

# Spellings people use for the same reading: a language code or name picks its rulebook.
_ALIASES = {
    "en": ENGLISH, "english": ENGLISH,
    "es_it": SPANISH_ITALIAN, "es": SPANISH_ITALIAN, "it": SPANISH_ITALIAN, "spanish": SPANISH_ITALIAN,
    "italian": SPANISH_ITALIAN, "spanish_italian": SPANISH_ITALIAN, "es+it": SPANISH_ITALIAN,
}


def parse_reading(reading: str | None) -> str:
    """The reading named by ``reading`` (``None`` is the English default).

    Accepts the names in :data:`READINGS` and the obvious spellings (``"es"``, ``"it"``,
    ``"spanish"``, ``"italian"``, ``"english"``; case, spaces and ``-`` do not matter).
    Anything else raises ``ValueError`` naming the readings there are.
    """
    if reading is None:
        return ENGLISH
    if not isinstance(reading, str):
        raise ValueError(tr("the rules reading is a name such as {english} or {spanish_italian}, not {kind} {value}",
                            english=repr(ENGLISH), spanish_italian=repr(SPANISH_ITALIAN),
                            kind=type(reading).__name__, value=f"{reading!r:.40}"))
    key = reading.strip().lower().replace("-", "_").replace(" ", "_")
    if key not in _ALIASES:
        raise ValueError(tr("unknown rules reading {value}: choose {english} (the English rulebook, the default) or "
                            "{spanish_italian} (the Spanish and Italian rulebooks' brush stacking limits)",
                            value=f"{reading!r:.40}", english=repr(ENGLISH), spanish_italian=repr(SPANISH_ITALIAN)))
    return _ALIASES[key]


__all__ = ["ENGLISH", "SPANISH_ITALIAN", "READINGS", "READING_NAMES", "parse_reading"]
