"""The exercises and the exercise view in Spanish and Italian.

Every kind of exercise at every level, and every hand-written exercise, is built in English,
Spanish and Italian from the same seed: the question, title, summary, choices and feedback of
the other languages differ from the English ones and keep no English sentence of the texts the
exercise modules own (the engine's own words, such as ``why_not`` reasons, are translated by
the engine's catalogs). Checking an answer explains in the language current at the check, and
``ExerciseView(language=...)`` speaks its language in an English kernel and switches with its
menu.
"""

from __future__ import annotations

import re
import string
from functools import cache
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

import lemmings
from gamecore import i18n
from lemmings import exercises
from lemmings.cards import card_name
from lemmings.exercises.moving import RULE_NAMES
from lemmings.special_actions import SPECIAL_ACTIONS
from widgets import ExerciseView

REPO = Path(__file__).resolve().parents[1]
OWNED = [*sorted((REPO / "lemmings" / "exercises").glob("*.py")),
         *(REPO / "widgets" / name for name in ("exercise_view.py", "exercise_texts.py", "exercise_marks.py"))]
LANGS = ("es", "it")
#: A word each language's feedback uses and English does not.
CORRECT = {"es": "Correcto", "it": "Esatto"}
NOT_QUITE = {"es": "No del todo", "it": "Non proprio"}
VERDICTS = {"es": ("\nMal: ", "\nNo marcado: "), "it": ("\nSbagliato: ", "\nNon segnato: ")}
CASES = [(kind, level) for kind in exercises.KINDS for level in exercises.LEVELS]


@cache
def english_runs() -> list[str]:
    """The English word runs (four words or more between placeholders) of every text the
    exercise modules wrap: none of them may be left in a Spanish or Italian exercise."""
    runs = set()
    for path in OWNED:
        for _line, msg, _comments, _context in extract_from_file("python", str(path), keywords=i18n.KEYWORDS):
            for text in (msg if isinstance(msg, tuple) else (msg,)):
                for literal, *_ in string.Formatter().parse(text):
                    for piece in re.split(r"[.;:()?]", literal):
                        if len(piece.split()) >= 4:
                            runs.add(piece.strip())
    assert len(runs) > 100, "the extractor found the exercise texts"
    return sorted(runs)


def leftovers(text: str, engine: tuple[str, ...] = ()) -> list[str]:
    """The English runs left in ``text``, apart from the ``engine``'s own words quoted in it."""
    for quoted in engine:
        text = text.replace(quoted, "")
    return [run for run in english_runs() if run in text]


def engine_words(ex: exercises.Exercise) -> tuple[str, ...]:
    """Texts an exercise quotes from the engine (translated by the engine's own catalogs): the
    reason a card cannot be played, which may read like one of the exercise's distractors."""
    return (ex.key["answer"],) if ex.kind == "playable" else ()


def texts(ex: exercises.Exercise) -> list[str]:
    """Everything an exercise shows before an answer: title, question, summary, choices, reasons."""
    out = [ex.title, ex.question, ex.summary, *ex.because.values()]
    if ex.answer_kind in ("choice", "choices") and ex.kind != "winner":  # clan names are not translated
        out += [c for opts in ex.parts.values() for c in opts if not c.startswith(("move ", "play "))]
    return out


def wrong_answer(ex: exercises.Exercise) -> object:
    """An answer with at least one wrong item, to see the explanation of a mistake."""
    kind = ex.answer_kind
    if kind == "number":
        return ex.key + 1
    if kind == "choice":
        return {name: next(c for c in opts if c != ex.key[name]) for name, opts in ex.parts.items()}
    if kind == "choices":
        return set(ex.parts["answer"])
    if kind == "zones":
        return set("ABCDEF")
    if kind == "lemmings":
        return set(ex.pickable) | set(ex.key) if set(ex.pickable) - set(ex.key) else set()
    return {h for h in ex.game.board.hexes if h not in ex.key}


def build(kind: str, level: int, lang: str, seed: int = 0) -> exercises.Exercise:
    with lemmings.language(lang):
        return exercises.generate(kind, seed=seed, level=level)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("kind", "level"), CASES)
def test_every_kind_and_level_is_asked_and_explained_in_the_language(kind: str, level: int, lang: str) -> None:
    en, ex = build(kind, level, "en"), build(kind, level, lang)
    assert (ex.language, en.language) == (lang, "en")
    assert ex.key == en.key or ex.answer_kind == "choice", "the same position and key in every language"
    assert ex.question != en.question and ex.title != en.title
    for text in texts(ex):
        assert not leftovers(text, engine_words(ex)), f"{kind}-{level} ({lang}): English left in {text!r}"
    if ex.answer_kind in ("choice", "choices") and kind != "winner":
        assert set(ex.parts["answer" if "answer" in ex.parts else "rule"]) != set(
            en.parts["answer" if "answer" in en.parts else "rule"]), "the choices are translated"
    with lemmings.language(lang):
        right = ex.check(ex.solution())
        wrong = ex.check(wrong_answer(ex))
    assert right.correct and right.explanation.startswith(CORRECT[lang]), right.explanation
    assert not leftovers(right.explanation, engine_words(ex)) and not leftovers(wrong.explanation, engine_words(ex))
    if not wrong.correct:
        assert wrong.explanation.startswith(NOT_QUITE[lang]), wrong.explanation
        assert any(v in wrong.explanation for v in VERDICTS[lang]), wrong.explanation
        assert len(wrong.marks) == len(wrong.explanation.splitlines()) - 1
        assert all(m in ("right", "missed", "wrong") for m in wrong.marks)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_written_set_reads_in_the_language(lang: str) -> None:
    english = exercises.handwritten()
    with lemmings.language(lang):
        translated = exercises.handwritten()
    assert [e.id for e in translated] == [e.id for e in english]
    for en, ex in zip(english, translated, strict=True):
        assert ex.question != en.question, ex.id
        for text in texts(ex):
            assert not leftovers(text, engine_words(ex)), f"{ex.id} ({lang}): English left in {text!r}"
    first = translated[0]
    assert {"es": "área inicial", "it": "area di partenza"}[lang] in first.question
    assert {"es": "primera columna", "it": "prima colonna"}[lang] in first.question
    with lemmings.language(lang):
        assert first.check(first.solution()).explanation.startswith(CORRECT[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_effect_is_told_in_the_language_without_naming_the_card(lang: str) -> None:
    """The choices say what changes on the board, in the reader's words, and never name a card."""
    for ex_id in ("card-boo", "card-eagle-eye", "card-rock-slide", "card-mistaken-identity"):
        with lemmings.language(lang):
            (ex,) = exercises.handwritten(id=ex_id)
            names = {card_name(c).render(lang) for c in SPECIAL_ACTIONS} | set(SPECIAL_ACTIONS)
        moved = {"es": ("se mueve de", "vuela de", "salta al acantilado", "Casilla de Comida", "tiene ahora"),
                 "it": ("si muove da", "vola dalla", "si tuffa dalla scogliera", "casella del Cibo", "ora contiene")}[lang]
        for choice in ex.parts["answer"]:
            assert not any(name in choice for name in names), f"{ex_id}: {choice!r} names a card"
            assert any(word in choice for word in moved), f"{ex_id}: {choice!r}"
        assert ex.pictures.keys() == set(ex.parts["answer"]), "each choice still shows its position"


@pytest.mark.parametrize("lang", LANGS)
def test_rule_choices_are_translated_and_still_checked(lang: str) -> None:
    en = build("illegal", 2, "en")
    ex = build("illegal", 2, lang)
    assert en.parts["rule"] == RULE_NAMES and not set(ex.parts["rule"]) & set(RULE_NAMES)
    assert ex.parts["rule"].index(ex.key["rule"]) == en.parts["rule"].index(en.key["rule"])
    with lemmings.language(lang):
        assert ex.check(ex.solution()).correct
        with pytest.raises(ValueError, match={"es": "no es una de las opciones", "it": "non è una delle opzioni"}[lang]):
            ex.check({"move": ex.key["move"], "rule": "Stacking limits"})


def test_errors_about_answers_speak_the_language() -> None:
    ex = build("moves", 1, "it")
    with lemmings.language("it"), pytest.raises(ValueError, match="non è un esagono di questo tabellone"):
        ex.check({"9999"})
    with lemmings.language("es"), pytest.raises(ValueError, match="tipo de ejercicio desconocido"):
        exercises.generate("juggling")


@pytest.mark.parametrize("lang", LANGS)
def test_refusals_of_answers_and_requests_speak_the_language(lang: str) -> None:
    """Issue 30, finding 10: '--5' and '²' got int()'s English message under Italian."""
    dive, moves = build("dive", 1, lang), build("moves", 1, lang)
    whole = {"es": "número entero", "it": "numero intero"}[lang]
    with lemmings.language(lang):
        for refused in (lambda: dive.check("--5"), lambda: dive.check("²"), lambda: dive.check(10**5000),
                        lambda: moves.check("x" * 10**6), lambda: moves.check(["0101"] * 501),
                        lambda: exercises.generate(["moves"]), lambda: exercises.generate("moves", 3, level=True),
                        lambda: exercises.generate("moves", None), lambda: exercises.remake(None)):
            with pytest.raises(ValueError) as caught:
                refused()
            message = str(caught.value)
            assert not leftovers(message) and not re.search(r"must be|whole number|wants|needs an", message), message
        with pytest.raises(ValueError, match=whole):
            dive.check("²")
        fb = moves.check(set(moves.game.board.hexes))
        assert {"es": "…y otros ", "it": "…e altri "}[lang] in fb.explanation.splitlines()[-1]


def test_remake_builds_the_same_exercise_in_another_language() -> None:
    en = build("feast", 2, "en")
    with lemmings.language("es"):
        es = exercises.remake(en)
    assert (es.id, es.key, es.language) == (en.id, en.key, "es") and es.question != en.question
    assert exercises.remake(en) is en, "already in the current language"


def test_exercise_view_speaks_its_own_language_and_switches() -> None:
    view = ExerciseView(exercises.handwritten("Setup"), language="es")
    assert lemmings.get_language() == "en", "the view's language does not leak into the kernel"
    assert view.exercise.language == "es" and view.check_button.description == "Comprobar"
    assert "¿Qué hace esta carta?" in [label for label, _ in view.kind_choice.options]
    assert view.language_choice.value == "es" and "tu respuesta" in view.legend.value
    ex = view.exercise
    key = sorted(ex.key)
    view.click(key[0])
    assert "marcado" in view.message.value
    view.check()
    assert "No del todo" in view.feedback_box.value and "No marcado" in view.feedback_box.value
    assert "Preparación" in view.score_box.value
    view.language_choice.value = "it"  # the menu rebuilds the exercise in Italian, the pick stays
    assert view.language == "it" and view.exercise.id == ex.id and view.exercise.language == "it"
    assert view.check_button.description == "Verifica" and view.picked == {key[0]}
    assert view.exercise.question != ex.question and "Preparazione" in view.score_box.value
    view.set_answer(view.exercise.solution())
    assert view.check().correct and "Esatto" in view.feedback_box.value
    nxt = view.try_another()  # the rest of the set was built in Spanish: it comes in Italian
    assert nxt.language == "it"
    view.set_language("ES")  # by code, as from a notebook: the menu follows
    assert (view.language, view.language_choice.value, view.exercise.language) == ("es", "es", "es")
    assert view.check_button.description == "Comprobar"
    view.set_language("xx")
    assert "xx" in view.message.value and view.language == "es", "a bad language is said, not raised"
    assert lemmings.get_language() == "en"


def test_exercise_view_in_english_by_default() -> None:
    view = ExerciseView(exercises.handwritten(id="setup-first-steps"))
    assert view.language is None and view.check_button.description == "Check"
    assert view.language_choice.value == "en" and view.exercise.language == "en"
    with lemmings.language("it"):  # a view without a language of its own follows the kernel's
        other = ExerciseView(exercises.handwritten(id="setup-first-steps"))
    assert other.check_button.description == "Verifica" and other.exercise.language == "it"


@pytest.mark.parametrize("lang", LANGS)
def test_illegal_move_options_read_in_the_language_but_answer_in_notation(lang: str) -> None:
    ex = build("illegal", 1, lang)
    verb = {"es": "mover ", "it": "muovi "}[lang]
    assert all(m.startswith("move ") for m in ex.parts["move"]), "the key and answers stay str(option)"
    assert all(ex.label(m).startswith(verb) for m in ex.parts["move"])
    assert "move " not in ex.question and verb in ex.question
    assert ex.label(ex.key["move"]) in ex.summary
    wrong = next(m for m in ex.parts["move"] if m != ex.key["move"])
    with lemmings.language(lang):
        text = ex.check({"move": wrong, "rule": ex.key["rule"]}).explanation
        view = ExerciseView(ex)
    assert "move " not in text and ex.label(wrong) in text and ex.label(ex.key["move"]) in text
    assert [label for label, _ in view.radios["move"].options] == [ex.label(m) for m in ex.parts["move"]]
