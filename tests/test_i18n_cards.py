"""The special-action cards speak Spanish and Italian: every card of the scenario library is
played in each language, and what the card modules say (log lines, prompts, reasons, card
texts) reads in that language with the card's translated name; card names typed in any of the
kit's languages are understood."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir

import lemmings
from gamecore import i18n
from gamecore.i18n import Message, render
from lemmings import IllegalAction, scenarios
from lemmings.cards import CARD_NAMES, GAME_OVER, ITS_A_5, SPECIAL_DECK, card_key, card_name, find_card
from lemmings.clans import clan_by_name
from lemmings.options import Play
from lemmings.readings import READING_NAMES, parse_reading
from lemmings.special_actions import SPECIAL_ACTIONS, why_cannot_play
from lemmings.steps import STEPS
from lemmings.variants import parse_variants

LANGS = ("es", "it")
CARD_SCENARIOS = [name for name in scenarios.list() if name.startswith("card_")]
PACKAGE = Path(lemmings.__file__).parent / "special_actions"
#: The texts the card modules write (what this test holds to a translation).
OURS = {message for _, _, message, _, _ in extract_from_dir(PACKAGE, method_map=[("**.py", "python")],
                                                            keywords=i18n.KEYWORDS)}
#: Decisions the cards ask for (their steps live in lemmings/special_actions).
CARD_KINDS = {st.kind for st in STEPS.values() if type(st).__module__.startswith("lemmings.special_actions")}


def scenario_card(name: str) -> str:
    """The card a library scenario is about: its title starts with the card's name."""
    return find_card(scenarios.title(name).split(" - ")[0])


def messages_in(message: Message) -> list[Message]:
    """The translated pieces (card names, reasons…) a message shows as placeholder values."""
    return [v for v in message.params.values() if isinstance(v, Message)]


def play(name: str, lang: str) -> tuple[str, list[Message], list[Message | str], str | None]:
    """Play the scenario's card in ``lang`` (first option at each of the card's decisions):
    the card, the prompts it asked, the log lines it added, and the reason when it was refused."""
    game = scenarios.load(name)
    card = scenario_card(name)
    prompts: list[Message] = []
    with lemmings.language(lang):
        start = len(game.state.log)
        if Play(card) not in game.pending.options:
            with pytest.raises(IllegalAction) as refused:
                game.apply(Play(card))
            return card, prompts, [], str(refused.value)
        game.apply(Play(card))
        for _ in range(20):
            if game.pending is None or game.pending.kind not in CARD_KINDS:
                break
            prompts.append(game.pending.question)
            game.apply(game.pending.options[0])
        return card, prompts, game.state.log[start:], None


def test_the_library_has_a_scenario_for_every_card_and_the_card_steps_are_found():
    assert {scenario_card(n) for n in CARD_SCENARIOS} == {*SPECIAL_DECK, ITS_A_5}
    assert {"boo", "lost", "king_order", "card_scatter", "noble_sacrifice", "uh_oh"} <= CARD_KINDS


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", CARD_SCENARIOS)
def test_playing_a_card_reads_in_the_language(name: str, lang: str):
    card, prompts, log, refused = play(name, lang)
    english_card, translated_card = render(card_name(card), "en"), render(card_name(card), lang)
    assert translated_card != english_card or (lang, card) in {("es", "Déjà Vu"), ("it", "Uh-Oh!")}
    if refused is not None:  # the scenario shows why the card cannot be played here
        game = scenarios.load(name)
        with lemmings.language(lang):
            reason = why_cannot_play(game.state, game.pending.player, card)
        english = why_cannot_play(game.state, game.pending.player, card)
        assert reason != english and reason.startswith(f"{translated_card}: "), reason
        assert reason in refused, refused
        return
    # the rules do not depend on the language: the same game as in English
    assert [i18n.english(line) for line in log] == [i18n.english(line) for line in play(name, "en")[2]]
    ours = [line for line in log if isinstance(line, Message) and line.text in OURS]
    assert ours, log  # (the eagles' lines after Eagle Eye! or Uh-Oh! come from the eagle rules, not the cards)
    plays = i18n.log_line(ours[0], lang)
    assert ours[0].text == "{clan} plays {card}." and translated_card in plays, plays
    for line in [*ours, *prompts]:
        shown, english = render(line, lang), render(line, "en")
        assert line.text in OURS and shown != english, (shown, english)
        for piece in messages_in(line):  # the card's name (and any other card) in the reader's language
            assert render(piece, lang) in shown, (shown, render(piece, lang))
    for prompt in prompts:  # a card's question names the card (Déjà Vu asks the repeated card's questions)
        named = [piece for piece in messages_in(prompt) if piece in CARD_NAMES.values()]
        assert named or prompt.text.startswith("{clan}, scatter"), prompt.text


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_text_and_name_is_translated(lang: str):
    with lemmings.language(lang):
        for name, sa in SPECIAL_ACTIONS.items():
            assert isinstance(sa.description, str) and sa.description != render(sa.text, "en"), name
        names = [render(card_name(c)) for c in (*SPECIAL_DECK, ITS_A_5, GAME_OVER)]
    assert len(set(names)) == len(names) == len(CARD_NAMES) == 18
    assert sum(n != c for n, c in zip(names, (*SPECIAL_DECK, ITS_A_5, GAME_OVER), strict=True)) >= 16


@pytest.mark.parametrize("typed,card", [
    ("¡bu!", "Boo!"), ("bu", "Boo!"), ("precaución", "Caution"), ("PRECAUCION", "Caution"), ("attenzione", "Caution"),
    ("¡Ojos de Águila!", "Eagle Eye!"), ("vista d'aquila", "Eagle Eye!"), ("es un 5", ITS_A_5), ("È un 5", ITS_A_5),
    ("e un 5", ITS_A_5), ("míos todos míos", "Mine! All Mine!"), ("di nuovo", "Déjà Vu"), ("perdidos", "Lost"),
    ("perso", "Lost"), ("a gambe levate", "Pull My Paw"), ("deja vu", "Déjà Vu"), ("Boo", "Boo!"),
])
def test_find_card_understands_names_typed_in_any_language(typed: str, card: str):
    assert find_card(typed) == card
    with lemmings.language("it"):
        assert find_card(typed) == card


def test_every_translated_name_finds_its_card_and_no_name_is_ambiguous():
    seen: dict[str, str] = {}
    for lang in i18n.LANGUAGES:
        for card in (*SPECIAL_DECK, ITS_A_5):
            typed = render(card_name(card), lang)
            assert find_card(typed) == card and find_card(typed.upper()) == card
            assert seen.setdefault(card_key(typed), card) == card, (lang, typed)


def test_a_translated_card_name_plays_the_card():
    game = scenarios.load("card_lost")
    with lemmings.language("es"):
        game.apply("play perdidos")
    assert game.pending.kind == "lost" and game.log[-1] == "Ritz plays Lost."


@pytest.mark.parametrize("lang,words", [("es", "no existe ninguna Acción Especial"), ("it", "non esiste alcuna Azione")])
def test_an_unknown_card_is_refused_in_the_language_with_the_names_in_it(lang: str, words: str):
    with lemmings.language(lang), pytest.raises(ValueError) as err:
        find_card("Fireball")
    assert words in str(err.value) and render(card_name("Boo!"), lang) in str(err.value)
    assert render(card_name("Rock Slide"), lang) in str(err.value) and "Rock Slide" not in str(err.value)


@pytest.mark.parametrize("lang,words", [("es", ("variante desconocida", "clan desconocido", "lectura de las reglas")),
                                        ("it", ("variante sconosciuta", "clan sconosciuto", "lettura delle regole"))])
def test_variant_clan_and_reading_errors_are_translated(lang: str, words: tuple[str, str, str]):
    with lemmings.language(lang):
        with pytest.raises(ValueError, match=words[0]):
            parse_variants("marathon", 4)
        with pytest.raises(ValueError, match=words[1]):
            clan_by_name("Pirate")
        with pytest.raises(ValueError, match=words[2]):
            parse_reading("fr")
        with pytest.raises(ValueError, match="(2 jugadores|2 giocatori), (no|non) 4"):
            parse_variants("two_player", 4)
        with pytest.raises(ValueError, match="(variante caótica|variante Caos)"):
            parse_variants("chaos", 2)
        names = {str(n) for n in READING_NAMES.values()}
    assert names.isdisjoint({"the English rulebook", "the Spanish and Italian rulebooks"})
    assert {i18n.english(n) for n in READING_NAMES.values()} == {"the English rulebook", "the Spanish and Italian rulebooks"}
