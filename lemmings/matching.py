"""Which legal option a caller means: option objects, exact text, or text typed loosely.

:meth:`lemmings.Game.apply` accepts an option object or its text. Text is matched by
meaning: case, accents, punctuation, spacing and zero padding do not matter, so
``"play deja vu"`` is ``Play("Déjà Vu")`` and ``"move r1 1502 dive 02"`` is
``Move("R1", "1502", 2)``. The text may be written in any of the kit's languages
(:func:`lemmings.options.option_text`): ``"mover R3 0705"`` and ``"gioca Bu!"`` name the same
options as ``"move R3 0705"`` and ``"play Boo!"``. Anything else (``None``, numbers, dicts, option objects whose
fields have the wrong types, huge strings) is refused with :class:`IllegalAction`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, get_type_hints

from gamecore.arguments import shown
from gamecore.errors import IllegalAction
from gamecore.i18n import LANGUAGES, number, tr, trn
from gamecore.limits import MAX_OPTION_TEXT
from gamecore.options import normalise

from .options import OPTION_TYPES, option_text, read_option

_FIELD_TYPES = {cls: tuple(get_type_hints(cls).values()) for cls in OPTION_TYPES}
# Punctuation, except a minus sign that starts a number: "dive -2" is not "dive 2".
_NOT_WORD = re.compile(r"(?:[^0-9a-z+\-]|-(?!\d))+")


def loose(text: str) -> str:
    """The meaning of option text: no accents, case, apostrophes, punctuation or zero padding."""
    t = unicodedata.normalize("NFKD", text)
    t = "".join(c for c in t if not unicodedata.combining(c)).lower()
    t = _NOT_WORD.sub(" ", t.replace("'", "").replace("\u2019", "").replace("\u2212", "-"))
    return " ".join(w.lstrip("0") or "0" if w.isdigit() else w for w in t.split())


@lru_cache(maxsize=1 << 16)
def _keys(option: Any) -> frozenset[str]:
    """The loose meaning of ``option``'s text in each of the kit's languages."""
    return frozenset(loose(option_text(option, lang)) for lang in LANGUAGES)


def well_formed(option: Any) -> bool:
    """Whether an option object's fields have the types its class declares (``dive`` >= 0)."""
    types = _FIELD_TYPES.get(type(option))
    if types is None or len(option) != len(types):
        return False
    for value, kind in zip(option, types, strict=True):
        if kind is int and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            return False
        if kind is str and (not isinstance(value, str) or len(value) > MAX_OPTION_TEXT):
            return False
    return True


def resolve(option: Any, legal: Sequence[Any], waiting: Callable[[], str], *,
            outcome_types: tuple[type, ...] = (), outcomes_only: bool = False) -> tuple[Any, Any]:
    """``(legal option meant, None)`` or ``(None, parsed option)`` when ``option`` is
    understood but not legal. Raises :class:`IllegalAction` for what is not an option at all;
    ``waiting()`` (what the game waits for) ends those messages. ``outcome_types`` are the
    chance player's outcome types; ``outcomes_only`` says that the
    chance player is deciding, so text can only name one of ``legal``."""
    for o in legal:
        if o is option:
            return o, None
    if isinstance(option, str):
        if len(option) > MAX_OPTION_TEXT:
            n = len(option)
            raise IllegalAction(trn("option text of {n} character is not an option. {waiting}",
                                    "option text of {n} characters is not an option. {waiting}", n,
                                    n=number(n), waiting=waiting()))
        key = normalise(option)
        for o in legal:
            if normalise(str(o)) == key:
                return o, None
        meaning = loose(option)
        meant = [o for o in legal if loose(str(o)) == meaning]
        if not meant:  # the text of an option in another of the kit's languages
            meant = [o for o in legal if well_formed(o) and meaning in _keys(o)]
        if len(meant) == 1:
            return meant[0], None
        if outcomes_only:
            raise IllegalAction(tr("'{option}' is not a possible outcome. {waiting}", option=option, waiting=waiting()),
                                rule="chance", option=option)
        try:
            parsed = read_option(option)
        except ValueError as exc:
            raise IllegalAction(tr("{problem}. {waiting}", problem=str(exc), waiting=waiting()), option=option) from None
    elif isinstance(option, OPTION_TYPES):
        if not well_formed(option):
            raise IllegalAction(tr("{option} has fields of the wrong type (expected {types})",
                                   option=f"{type(option).__name__}{shown(tuple(option))}",
                                   types=", ".join(t.__name__ for t in _FIELD_TYPES[type(option)])),
                                option=option)
        parsed = option
    elif isinstance(option, outcome_types):
        parsed = option  # the chance step explains an impossible outcome
    else:
        raise IllegalAction(tr("{value} is not an option: pass one of game.pending.options or its text",
                               value=f"{type(option).__name__} {shown(option)}"), option=option)
    for o in legal:
        if o == parsed or (type(o) is type(parsed) and loose(str(o)) == loose(str(parsed))):
            return o, None
    return None, parsed
