"""The Spanish and Italian catalogs are complete and faithful to the code's English texts.

Every text wrapped in ``tr``/``lazy``/``trn``/``lazyn``/``trc``/``lazyc`` in every package of
:data:`PACKAGES`, and every title and comment of the scenario library, is extracted with Babel, exactly
as ``make messages`` does, and must have a
translation in each catalog with the same ``{placeholders}``."""

from __future__ import annotations

import ast
import string
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from gamecore import i18n

REPO = Path(__file__).resolve().parents[1]
WRAPPERS = set(i18n.KEYWORDS)

#: Every package whose texts babel.cfg extracts.
PACKAGES = ("gamecore", "lemmings", "plongeon", "labyrinth", "gametools", "widgets")


@cache
def extracted() -> dict[tuple[str | None, str | tuple[str, ...]], list[str]]:
    """(context, msgid) -> where it is used, from the code, as ``make messages`` extracts it."""
    found: dict[tuple[str | None, str | tuple[str, ...]], list[str]] = {}
    for package in PACKAGES:
        for filename, lineno, message, _comments, context in extract_from_dir(
                REPO / package, method_map=[("**.py", "python")], keywords=i18n.KEYWORDS):
            found.setdefault((context, message), []).append(f"{package}/{filename}:{lineno}")
    # the scenario library's titles and notes, as babel.cfg extracts them (lemmings.scenarios.extract)
    for filename, lineno, message, _comments, context in extract_from_dir(
            REPO / "lemmings" / "scenarios", method_map=[("*.txt", "lemmings.scenarios.extract")], keywords=i18n.KEYWORDS):
        found.setdefault((context, message), []).append(f"lemmings/scenarios/{filename}:{lineno}")
    return found


@cache
def catalog(lang: str) -> Catalog:
    with (i18n.LOCALE_DIR / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}.po").open("rb") as f:
        return read_po(f, locale=lang)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_text_is_a_literal_babel_can_extract() -> None:
    """An f-string or a variable in ``tr(...)`` would be skipped by the extractor and stay English."""
    bad = []
    for path in sorted(path for package in PACKAGES for path in REPO.glob(f"{package}/**/*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in WRAPPERS:
                n = 2 if node.func.id in ("trn", "lazyn", "trc", "lazyc") else 1
                args = node.args[:n]
                if len(args) < n or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                    bad.append(f"{path.relative_to(REPO)}:{node.lineno}")
            # state.say(text, **params) takes a literal, or a ready message (a name or a call): never a
            # text built on the spot, which the extractor would skip.
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "say"
                    and node.args and isinstance(node.args[0], (ast.JoinedStr, ast.BinOp))):
                bad.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not bad, f"texts that are not string literals: {bad}"


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_every_text_has_a_translation(lang: str) -> None:
    cat = catalog(lang)
    missing = []
    for (context, msgid), where in extracted().items():
        message = cat.get(msgid if isinstance(msgid, str) else msgid[0], context=context)
        strings = () if message is None else (message.string if isinstance(message.string, tuple) else (message.string,))
        if message is None or message.fuzzy or not all(strings):
            missing.append(f"{msgid!r} ({where[0]})")
    assert not missing, f"{len(missing)} texts lack a {lang} translation: " + "; ".join(missing[:40])


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_translations_keep_the_placeholders(lang: str) -> None:
    wrong = []
    for message in catalog(lang):
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set().union(*(fields(i) for i in ids))
        for s in strings:
            # a singular form may say "one" instead of showing the count; nothing may be added
            if not fields(s) <= expected or (len(ids) == 1 and fields(s) != expected) or (
                    s is strings[-1] and fields(s) != fields(ids[-1])):
                wrong.append(f"{message.id!r} -> {s!r}")
    assert not wrong, f"{lang}: placeholders dropped or added: " + "; ".join(wrong[:40])


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_catalogs_hold_no_unused_texts(lang: str) -> None:
    """A text removed from the code leaves the catalogs too (``make messages`` drops it)."""
    used = {(context, msgid if isinstance(msgid, str) else msgid[0]) for context, msgid in extracted()}
    unused = [m.id for m in catalog(lang) if m.id and (m.context, m.id if isinstance(m.id, str) else m.id[0]) not in used]
    assert not unused, f"{lang}: {len(unused)} entries no longer in the code: {unused[:20]}"
