"""The kit's languages: English (the default), Spanish and Italian, through gettext catalogs.

Every learner-facing text is written in English in the code and wrapped in one of these
functions, which Babel's extractor knows (``make messages`` rebuilds the catalogs):

- ``tr(text, **params)`` translates now, into the current language, and fills ``{params}``;
- ``trn(singular, plural, n, **params)`` does the same with the language's plural rule;
- ``trc(context, text, **params)`` for a short word that means different things in different
  places (``trc("card", "Lost")``);
- ``lazy(...)``, ``lazyn(...)``, ``lazyc(...)`` make a :class:`Message` that is translated only
  when it is shown. The game log keeps messages, so a log reads in whatever language the reader
  has chosen, even one chosen after the game was played;
- ``state.say(text, **params)`` adds such a message to a game's log (the engine's usual way).

The current language is :func:`set_language` for the whole kernel, or :func:`language` around a
block (a widget shown in Italian inside an English notebook). The catalogs are
``gamecore/locale/<lang>/LC_MESSAGES/lemmings.po``; the compiled ``.mo`` beside each is used when
it is up to date, and otherwise the ``.po`` is compiled in memory with Babel, so a clean clone
needs no build step.
"""

from __future__ import annotations

import contextlib
import contextvars
import gettext
import io
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent

from .errors import ArgumentError

#: The kit's languages, English first (the default and the language of the code).
LANGUAGES: tuple[str, ...] = ("en", "es", "it")

#: Each language's name in its own words, for language menus.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "es": "Español", "it": "Italiano"}

DOMAIN = "lemmings"
LOCALE_DIR = Path(__file__).parent / "locale"

_default = "en"
_current: contextvars.ContextVar[str | None] = contextvars.ContextVar("lemmings_language", default=None)


def check_language(lang: object) -> str:
    """``lang`` as one of :data:`LANGUAGES` (``"ES"`` and ``"es_ES"`` become ``"es"``);
    :class:`ArgumentError` names the languages otherwise."""
    if isinstance(lang, str):
        code = lang.strip().lower().replace("-", "_").split("_")[0]
        if code in LANGUAGES:
            return code
    raise ArgumentError(f"unknown language {lang!r}: the kit speaks {', '.join(LANGUAGES)}")


def set_language(lang: str) -> None:
    """Use ``lang`` (``"en"``, ``"es"`` or ``"it"``) for everything the kit says from now on in
    this kernel, except inside a :func:`language` block."""
    global _default
    _default = check_language(lang)


def get_language() -> str:
    """The language the kit speaks here and now."""
    return _current.get() or _default


@contextlib.contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the ``with`` block (``None`` keeps the current language)."""
    token = _current.set(check_language(lang) if lang is not None else get_language())
    try:
        yield get_language()
    finally:
        _current.reset(token)


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` (English: the code's own texts)."""
    lang = check_language(lang)
    if lang == "en":
        return gettext.NullTranslations()
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as f:
            return gettext.GNUTranslations(f)
    if not po.exists():
        return gettext.NullTranslations()
    buffer = io.BytesIO(compiled(po, lang))
    return gettext.GNUTranslations(buffer)


def compiled(po: Path, lang: str) -> bytes:
    """The ``.mo`` form of the catalog ``po``. (Babel's ``pybabel compile`` would refuse texts such
    as "95% interval", which its %-format check takes for a placeholder; the kit's placeholders
    are ``{name}`` and tests/test_i18n_catalogs.py checks them.)"""
    with po.open("rb") as f:
        catalog = read_po(f, locale=lang, domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def compile_catalogs() -> None:
    """Write each language's compiled catalog beside its ``.po`` (``make lab`` and ``make test``)."""
    for lang in LANGUAGES[1:]:
        folder = LOCALE_DIR / lang / "LC_MESSAGES"
        (folder / f"{DOMAIN}.mo").write_bytes(compiled(folder / f"{DOMAIN}.po", lang))


#: Article contractions that a filled placeholder can create: Italian "da" + "l'area" is "dall'area",
#: Spanish "de" + "el águila" is "del águila". A translator cannot write them, since the article
#: comes with the placeholder's value.
_CONTRACTIONS: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    "it": tuple((re.compile(rf"\b{p} (l'|il |la |lo |i |gli |le )"), p) for p in ("da", "a", "di", "in", "su")),
    "es": ((re.compile(r"\bde el "), "del "), (re.compile(r"\ba el "), "al ")),
}
_ITALIAN = {("da", "l'"): "dall'", ("da", "il "): "dal ", ("da", "la "): "dalla ", ("da", "lo "): "dallo ",
            ("da", "i "): "dai ", ("da", "gli "): "dagli ", ("da", "le "): "dalle ",
            ("a", "l'"): "all'", ("a", "il "): "al ", ("a", "la "): "alla ", ("a", "lo "): "allo ",
            ("a", "i "): "ai ", ("a", "gli "): "agli ", ("a", "le "): "alle ",
            ("di", "l'"): "dell'", ("di", "il "): "del ", ("di", "la "): "della ", ("di", "lo "): "dello ",
            ("di", "i "): "dei ", ("di", "gli "): "degli ", ("di", "le "): "delle ",
            ("in", "l'"): "nell'", ("in", "il "): "nel ", ("in", "la "): "nella ", ("in", "lo "): "nello ",
            ("in", "i "): "nei ", ("in", "gli "): "negli ", ("in", "le "): "nelle ",
            ("su", "l'"): "sull'", ("su", "il "): "sul ", ("su", "la "): "sulla ", ("su", "lo "): "sullo ",
            ("su", "i "): "sui ", ("su", "gli "): "sugli ", ("su", "le "): "sulle "}


def contract(text: str, lang: str) -> str:
    """``text`` with the articles of ``lang`` contracted as the language requires."""
    if lang == "it":
        for pattern, prep in _CONTRACTIONS["it"]:
            text = pattern.sub(lambda m, prep=prep: _ITALIAN[(prep, m.group(1))], text)
    elif lang == "es":
        for pattern, short in _CONTRACTIONS["es"]:
            text = pattern.sub(short, text)
    return text


def _fill(text: str, params: dict[str, Any], lang: str) -> str:
    if not params:
        return text
    filled = text.format(**{k: render(v, lang) if isinstance(v, Message) else v for k, v in params.items()})
    return contract(filled, lang) if lang != "en" else filled


class Message:
    """A text still to be translated: English ``text`` (with ``plural`` and the count ``n`` for
    a plural, ``context`` for a word with several meanings) and the values of its
    ``{placeholders}``, which may be messages themselves. ``str()`` shows it in the current
    language; :meth:`render` in any."""

    # Hundreds are made per game (the log), so a plain message holds two fields; plurals and
    # words in context are a subclass with the other three.
    __slots__ = ("text", "params")
    plural: str | None = None
    n: int = 1
    context: str | None = None

    def __new__(cls, text: str, params: dict[str, Any], plural: str | None = None, n: int = 1,
                context: str | None = None) -> Message:
        if plural is None and context is None and n == 1:
            m = _new(Message)
        else:
            m = _new(_Inflected)
            m.plural, m.n, m.context = plural, n, context
        m.text, m.params = text, params
        return m

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:  # pickle and copy: through __new__
        return Message, (self.text, self.params, self.plural, self.n, self.context)

    def render(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language)."""
        lang = lang or get_language()
        t = translations(lang)
        if self.plural is not None:
            text = t.ngettext(self.text, self.plural, self.n)
        elif self.context is not None:
            text = t.pgettext(self.context, self.text)
        else:
            text = t.gettext(self.text)
        return _fill(text, self.params, lang)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"lazy({self.render('en')!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Message):
            return (self.text, self.plural, self.n, self.context, self.params) == (
                other.text, other.plural, other.n, other.context, other.params)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.text, self.plural, self.n, self.context))


class _Inflected(Message):
    """A :class:`Message` with a plural or a context (made by ``Message(...)``)."""

    __slots__ = ("plural", "n", "context")


_new = object.__new__


def render(text: Message | str, lang: str | None = None) -> str:
    """``text`` in ``lang`` (default: the current language); a plain string is returned as it is."""
    return text.render(lang) if isinstance(text, Message) else text


def log_line(text: Message | str, lang: str | None = None) -> str:
    """A log line in ``lang``, ending in one mark: a line that ends in "I.Q." or a card such as
    "Boo!" gets no second full stop."""
    line = render(text, lang)
    return line[:-1] if line.endswith(("..", "!.", "?.")) else line


def english(text: Message | str) -> str:
    """``text`` in English, the language of save files and of the code."""
    return text.render("en") if isinstance(text, Message) else text


def lazy(text: str, **params: Any) -> Message:
    """``text`` to be translated when shown."""
    m = _new(Message)  # filled here rather than by __new__: many texts of every game come here
    m.text, m.params = text, params
    return m


def lazyn(singular: str, plural: str, count: int, **params: Any) -> Message:
    """A plural text to be translated when shown: ``count`` picks the form (pass it in ``params``
    too when the text shows it: ``lazyn("{n} lemming", "{n} lemmings", k, n=k)``)."""
    return Message(singular, params, plural, count)


def lazyc(context: str, text: str, **params: Any) -> Message:
    """``text`` in ``context`` (``"card"``, ``"button"``…) to be translated when shown."""
    return Message(text, params, context=context)


def tr(text: str, **params: Any) -> str:
    """``text`` in the current language, with its ``{placeholders}`` filled."""
    lang = get_language()
    return _fill(translations(lang).gettext(text) if lang != "en" else text, params, lang)


def trn(singular: str, plural: str, count: int, **params: Any) -> str:
    """The form of ``singular``/``plural`` for ``count`` in the current language (the language's
    own plural rule picks it)."""
    return Message(singular, params, plural, count).render()


def trc(context: str, text: str, **params: Any) -> str:
    """``text`` in ``context``, in the current language."""
    return Message(text, params, context=context).render()


def number(value: float, decimals: int = 0) -> str:
    """``value`` with ``decimals`` digits after the mark, written the language's way
    (``1,234.5`` in English, ``1234,5`` in Spanish, ``1.234,5`` in Italian)."""
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(value, format=pattern, locale=get_language())


def percent(fraction: float, decimals: int = 0) -> str:
    """``fraction`` (0.424) as a percentage the language's way: ``42.4%``, ``42,4 %``."""
    return format_percent(round(fraction, decimals + 2), locale=get_language(), decimal_quantization=False)


#: Keywords for Babel's extractor (``pybabel extract -k ...`` and the catalog tests).
KEYWORDS: dict[str, Any] = {
    "tr": None, "lazy": None, "say": None, "trn": (1, 2), "lazyn": (1, 2), "trc": ((1, "c"), 2), "lazyc": ((1, "c"), 2),
}
