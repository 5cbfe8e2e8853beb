"""The limits every game of the kit shares, in one place: how many choices a game (and so its save) may
hold, which seeds are accepted, how long a refused value may be quoted, how long a typed option may be.

A game never reaches a state it cannot save and load back: each engine refuses a choice past
:data:`MAX_HISTORY` (nothing changes, the game stays savable) and each save loader accepts
:data:`MAX_HISTORY` choices, read with :data:`MAX_SAVE_BYTES`.
"""

from __future__ import annotations

#: The most choices a game may hold, in every game (its save replays them). A random game of
#: Le grand plongeon runs 10,000 to 90,000 choices; a person's game a few hundred to a few thousand.
MAX_HISTORY = 100_000
#: Option text longer than this is refused at once (the longest real option is ~40 characters).
MAX_OPTION_TEXT = 200
#: The largest file or text a loader accepts (a board, a scenario, a component file).
MAX_BYTES = 4_000_000
#: The largest save accepted: :data:`MAX_HISTORY` choices of the longest option text fit (real ones
#: take 12 to 15 bytes a choice, so a save at the limit is about 1.5 MB).
MAX_SAVE_BYTES = MAX_HISTORY * (MAX_OPTION_TEXT + 4) + 1_000_000
#: The seeds every game accepts (its random streams read a seed as 64 bits), both ends included.
SEED_RANGE = (-(2**63), 2**63)
#: How many characters of a refused value a message quotes.
QUOTE_LIMIT = 60
#: A picture's hex radius in CSS pixels, smallest and largest (a board at 400 is over 10,000 px wide).
PICTURE_SIZE = (1.0, 400.0)
#: A picture's device pixels per CSS pixel, smallest and largest (a browser's zoom and screen density).
PICTURE_SCALE = (0.1, 10.0)
#: The longest a timed search (a hint, a computer's move) may be asked to think, in seconds.
MAX_SECONDS = 3600.0

__all__ = ["MAX_HISTORY", "MAX_OPTION_TEXT", "MAX_BYTES", "MAX_SAVE_BYTES", "SEED_RANGE", "QUOTE_LIMIT",
           "MAX_SECONDS",
           "PICTURE_SIZE", "PICTURE_SCALE"]
