"""Le grand plongeon in Spanish and Italian (issue 17): log lines, prompts and errors.

The log keeps messages, so one game reads in whichever language is chosen afterwards; the
option notation, lemming labels, hex ids and card codes stay the same in every language.
"""

from __future__ import annotations

import json
import re

import pytest

import lemmings
from gamecore.errors import BoardError, IllegalAction, SaveError
from plongeon import Game, RandomBot, Track, play_out

LANGS = {"es": ("Azul", "juega", "columna"), "it": ("Blu", "gioca", "colonna")}


@pytest.fixture(scope="module")
def played() -> Game:
    return play_out(Game.new(players=3, seed=2), RandomBot(seed=1))


def _words(line: str) -> set[str]:
    """The words of a line that are not ids: labels (B1), hexes (0505), cards (W3), numbers."""
    return {w for w in re.findall(r"[^\W\d_]{4,}", line)}


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_of_a_finished_game_reads_in_the_chosen_language(played: Game, lang: str) -> None:
    english = played.log
    with lemmings.language(lang):
        lines = played.log
    assert len(lines) == len(english) > 5
    for en, line in zip(english, lines, strict=True):
        assert line != en, line
        ids = set(re.findall(r"\b[A-Z]\d\b|\b\d{4}\b", en))
        assert ids <= set(re.findall(r"\b[A-Z]\d\b|\b\d{4}\b", line)), (en, line)  # labels, hexes and cards stay
        # no English word of the line survives, except the lemmings' own name and the bonus tiles'
        assert not (_words(en) - {"lemmings", "lemming", "bonus"}) & _words(line), (en, line)
    assert all(any(word in line for line in lines) for word in LANGS[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_every_prompt_is_translated(lang: str) -> None:
    game = Game.new(players=3, seed=4)
    bot = RandomBot(seed=3)
    kinds = set()
    for _ in range(60):
        if game.over:
            break
        d = game.pending
        with lemmings.language(lang):
            prompt = d.prompt
        assert prompt != d.prompt and prompt.startswith(LANGS[lang][0] if d.player == 0 else ""), prompt
        kinds.add(d.kind)
        game.apply(bot.choose(game))
    assert {"action", "move"} <= kinds


@pytest.mark.parametrize("lang", LANGS)
def test_refusals_and_why_not_are_translated_and_keep_their_class(lang: str) -> None:
    game = Game.new(players=3, seed=2)
    with pytest.raises(IllegalAction) as en:
        game.apply("step B1 0505")
    with lemmings.language(lang), pytest.raises(IllegalAction) as err:
        game.apply("step B1 0505")
    assert str(err.value) != str(en.value) and "'step B1 0505'" in str(err.value)
    assert err.value.rule == en.value.rule
    with lemmings.language(lang):
        why = game.why_not("B1", "0505", card=game.hand(0)[0])
        not_a_hex = game.why_not("B1", "9999", card=game.hand(0)[0])
        with pytest.raises(IllegalAction) as nonsense:
            game.apply("fly away")
    assert why and why != game.why_not("B1", "0505", card=game.hand(0)[0])
    assert "9999" in not_a_hex and "hex of this track" not in not_a_hex
    assert "'fly away'" in str(nonsense.value) and "option notation" not in str(nonsense.value)


@pytest.mark.parametrize("lang", LANGS)
def test_broken_saves_and_tracks_name_the_same_field(lang: str) -> None:
    data = json.loads(Game.new(players=3, seed=2).to_json())
    data["choices"] = "play W3"
    with pytest.raises(SaveError) as en:
        Game.from_json(json.dumps(data), source="p.json")
    with lemmings.language(lang), pytest.raises(SaveError) as err:
        Game.from_json(json.dumps(data), source="p.json")
    assert (err.value.source, err.value.field) == (en.value.source, en.value.field) == ("p.json", "choices")
    assert err.value.reason != en.value.reason
    track = Track.default().to_dict()
    track["over_line"] = []
    with pytest.raises(BoardError) as en:
        Track.from_json(json.dumps(track), source="t.json")
    with lemmings.language(lang), pytest.raises(BoardError) as err:
        Track.from_json(json.dumps(track), source="t.json")
    assert err.value.field == en.value.field == "over_line" and err.value.reason != en.value.reason


@pytest.mark.parametrize(("lang", "words"), [("es", ("La línea de meta", "losetas de prado", "Azul: acción", "pasos")),
                                             ("it", ("Il traguardo", "tessere prato", "Blu: azione", "passi"))])
def test_the_picture_speaks_the_language(lang: str, words: tuple[str, ...]) -> None:
    game = Game.new(players=3, seed=2)
    english = str(game.svg(lemming="B1", card=game.hand(0)[-1]))
    with lemmings.language(lang):
        svg = str(game.svg(lemming="B1", card=game.hand(0)[-1]))
    assert "The finish line" in english and "meadow tiles" in english
    assert "The finish line" not in svg and "meadow tiles" not in svg and "cards in hand" not in svg
    assert all(word in svg for word in words), [w for w in words if w not in svg]
