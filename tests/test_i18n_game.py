"""A whole seeded game read in Spanish and in Italian: nothing the engine says stays English.

The same game (the same seed and the same choices, which do not depend on the language) is read
three times: every prompt, every option in words and in its short text, every log line, a
refused option's reason and the final score. Each Spanish or Italian text is compared with its
English twin: no English word may remain, except names (clans, lemmings), ids and the few
words the languages share."""

from __future__ import annotations

import random
import re

import pytest

from gamecore.errors import IllegalAction
from lemmings import CLANS, Game, language
from lemmings.options import Move, Pass, option_text

#: Words a Spanish or Italian text may share with English: names, loanwords the rulebooks
#: use, and words spelled the same in both languages.
SHARED = {
    *(c.name for c in CLANS), *(n for c in CLANS for n in c.lemming_names), "I.Q.",
    "lemming", "lemmings", "clan", "clans", "pellet", "pellets", "VP", "PV", "Déjà", "Vu", "Uh", "Oh",
    "standard", "total", "final", "normal", "Lemming", "Noble", "area", "zzz",
}
WORD = re.compile(r"[A-Za-zÀ-ÿ]{3,}")


def english_leftovers(english: str, translated: str) -> set[str]:
    """Words of ``translated`` that are the English text's own words (names and shared words aside)."""
    ours = set(WORD.findall(english))
    return {w for w in WORD.findall(translated) if w in ours and w not in SHARED}


def refusal(game: Game, option: object) -> str:
    """Why ``option`` is refused (tried on a copy, so a legal one changes nothing)."""
    try:
        game.copy().apply(option)
    except IllegalAction as exc:
        return str(exc)
    return ""


def read_game(seed: int, players: int, variant: str | None, lang: str) -> list[tuple[str, str, str]]:
    """(what, English, translated) for every text of one seeded game."""
    game = Game.new(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    texts: list[tuple[str, str, str]] = []

    def both(what: str, read) -> None:
        with language("en"):
            en = read()
        with language(lang):
            tr = read()
        texts.append((what, en, tr))

    while not game.over:
        d = game.pending
        both("prompt", lambda: game.pending.prompt)
        for o in d.options[:8]:
            both("option", lambda o=o: game.describe(o))
            both("option text", lambda o=o: option_text(o))
        if d.kind == "move":
            for wrong in (Pass(), Move(next(iter(game.state.cfg.owner)), "0101"), "zzz"):
                both("refusal", lambda wrong=wrong: refusal(game, wrong))
        game.apply(rng.choice(d.options))
    for i in range(len(game.log)):
        both("log", lambda i=i: game.log[i])
    return texts


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize(("players", "variant"), [(4, None), (2, None), (5, "chaos"), (3, "short")])
def test_a_seeded_game_reads_entirely_in_the_language(lang: str, players: int, variant: str | None) -> None:
    texts = read_game(7, players, variant, lang)
    kinds = {what for what, _, _ in texts}
    assert {"prompt", "option", "option text", "log", "refusal"} <= kinds
    left = [(what, en, tr) for what, en, tr in texts if en and (tr == en and WORD.search(en) or english_leftovers(en, tr))]
    left = [x for x in left if english_leftovers(x[1], x[2]) or x[1] == x[2] and set(WORD.findall(x[1])) - SHARED]
    shown = "\n".join(f"{what}: {en!r} -> {tr!r}" for what, en, tr in left[:25])
    assert not left, f"{len(left)} of {len(texts)} texts keep English words in {lang}:\n{shown}"
