"""How a person might type an option's text: one helper for the fuzz and the language tests."""

from __future__ import annotations

import random
import re
import unicodedata


def respell(text: str, rng: random.Random) -> str:
    """``text`` with its case, accents, marks (¡!¿?') and zero padding changed at random, and
    one to three spaces between words."""
    words = []
    for w in text.split():
        if w.isdigit() and rng.random() < 0.5:
            w = "0" + w if rng.random() < 0.5 else w.lstrip("0") or "0"
        if rng.random() < 0.5:
            w = w.upper() if rng.random() < 0.5 else w.lower()
        if rng.random() < 0.4:
            w = unicodedata.normalize("NFKD", w).encode("ascii", "ignore").decode()  # no accents
        if rng.random() < 0.3:
            w = re.sub(r"[!¡¿?']", "", w) + rng.choice([".", "!", ""])
        words.append(w)
    return (" " * rng.randint(1, 3)).join(words)
