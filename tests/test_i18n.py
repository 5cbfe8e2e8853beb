"""The language machinery of gamecore.i18n: choosing a language, lazy messages, plural forms."""

from __future__ import annotations

import gettext
import io

import pytest

import lemmings
from gamecore import i18n
from gamecore.errors import ArgumentError


def catalog(lang: str, entries: dict[object, str | tuple[str, ...]]) -> gettext.NullTranslations:
    """A stand-in catalog for the mechanics, independent of what the real catalogs hold."""

    class Fake(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return entries.get(message, message)  # type: ignore[return-value]

        def ngettext(self, singular: str, plural: str, n: int) -> str:
            forms = entries.get((singular, plural))
            return forms[0 if n == 1 else 1] if forms else (singular if n == 1 else plural)

        def pgettext(self, context: str, message: str) -> str:
            return entries.get((context, message), message)  # type: ignore[return-value]

    return Fake()


@pytest.fixture
def fake_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    entries = {"{who} moves": "{who} se mueve", "Ritz": "Ritz", ("card", "Lost"): "Perdido",
               ("{n} lemming", "{n} lemmings"): ("{n} lémming", "{n} lémmings"), "Boo!": "¡Bu!"}
    real = i18n.translations
    monkeypatch.setattr(i18n, "translations", lambda lang: catalog(lang, entries) if lang == "es" else real(lang))


def test_english_is_the_default_and_languages_are_checked() -> None:
    assert lemmings.get_language() == "en" and lemmings.LANGUAGES == ("en", "es", "it")
    assert i18n.check_language("ES") == "es" and i18n.check_language("it_IT") == "it"
    with pytest.raises(ArgumentError, match="unknown language 'fr'.*en, es, it"):
        lemmings.set_language("fr")
    with pytest.raises(ArgumentError):
        lemmings.set_language(3)  # type: ignore[arg-type]
    assert lemmings.get_language() == "en"


def test_set_language_is_for_the_kernel_and_language_for_a_block() -> None:
    try:
        lemmings.set_language("it")
        assert lemmings.get_language() == "it"
        with lemmings.language("es"):
            assert lemmings.get_language() == "es"
            with lemmings.language(None):
                assert lemmings.get_language() == "es"
        assert lemmings.get_language() == "it"
    finally:
        lemmings.set_language("en")


def test_a_lazy_message_reads_in_the_language_of_its_reader(fake_spanish: None) -> None:
    line = i18n.lazy("{who} moves", who=i18n.lazy("Ritz"))
    assert str(line) == "Ritz moves" and i18n.english(line) == "Ritz moves"
    with lemmings.language("es"):
        assert str(line) == "Ritz se mueve" and f"{line}" == "Ritz se mueve"
        assert i18n.english(line) == "Ritz moves"
        assert i18n.tr("{who} moves", who="Axle") == "Axle se mueve"
        assert i18n.trc("card", "Lost") == "Perdido" and i18n.tr("Lost") == "Lost"
    assert line == i18n.lazy("{who} moves", who=i18n.lazy("Ritz")) and line != i18n.lazy("{who} moves", who="Axle")
    assert repr(line) == "lazy('Ritz moves')"


def test_plurals_use_the_count(fake_spanish: None) -> None:
    with lemmings.language("es"):
        assert i18n.trn("{n} lemming", "{n} lemmings", 1, n=1) == "1 lémming"
        assert i18n.trn("{n} lemming", "{n} lemmings", 3, n=3) == "3 lémmings"
    assert i18n.trn("{n} lemming", "{n} lemmings", 0, n=0) == "0 lemmings"


def test_log_lines_end_in_one_mark(fake_spanish: None) -> None:
    assert i18n.log_line(i18n.lazy("Boo!")) == "Boo!"
    assert i18n.log_line("I.Q. moves..") == "I.Q. moves."
    with lemmings.language("es"):
        assert i18n.log_line(i18n.lazy("Boo!")) == "¡Bu!"


def test_the_real_catalogs_load_for_every_language() -> None:
    for lang in i18n.LANGUAGES:
        t = i18n.translations(lang)
        assert isinstance(t, gettext.NullTranslations)
    assert i18n.translations("es").info().get("plural-forms", "").startswith("nplurals=2")


def test_numbers_and_percentages_are_written_the_language_s_way() -> None:
    assert i18n.number(1234.5, 1) == "1,234.5" and i18n.percent(0.424, 1) == "42.4%"
    with lemmings.language("es"):
        assert i18n.number(2.5, 1) == "2,5" and i18n.percent(0.424, 1).replace("\xa0", " ") == "42,4 %"
    with lemmings.language("it"):
        assert i18n.number(1234.5, 1) == "1.234,5" and i18n.percent(0.5) == "50%"


def test_articles_brought_by_a_placeholder_are_contracted() -> None:
    assert i18n.contract("da l'area di partenza a 0705", "it") == "dall'area di partenza a 0705"
    assert i18n.contract("in il cespuglio, su la scogliera, di gli altri", "it") == "nel cespuglio, sulla scogliera, degli altri"
    assert i18n.contract("el turno de el águila roja a el borde", "es") == "el turno del águila roja al borde"
    assert i18n.contract("da l'area", "es") == "da l'area" and i18n.contract("de el", "it") == "de el"


def test_the_compiled_catalogs_hold_every_text_even_ones_with_a_percent_sign() -> None:
    """``make`` compiles with :func:`i18n.compiled`: "95% interval" is a text, not a %-placeholder."""
    for lang in ("es", "it"):
        po = i18n.LOCALE_DIR / lang / "LC_MESSAGES" / "lemmings.po"
        catalog = gettext.GNUTranslations(io.BytesIO(i18n.compiled(po, lang)))
        assert "95" in catalog.pgettext("table", "95% interval") != "95% interval"
        assert catalog.gettext("The game is over.") != "The game is over."
