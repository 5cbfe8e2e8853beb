"""The choices a player can make, one small type per kind of choice.

Every option is a ``NamedTuple`` of strings and numbers, so ``json.dumps`` accepts it, and
its ``str`` is a short notation (``"move R3 0705"``, ``"scatter B2 cliff"``) that
:meth:`lemmings.Game.apply` also accepts as text. Two options are equal only when they
have the same type and the same fields.

``str(option)`` is the same in every language (it is what histories and save files keep);
:func:`option_text` is the same notation in the reader's language (``"mover R3 0705"``,
``"gioca Bu!"``), and :func:`read_option` reads the notation back in any of the kit's languages.
"""

from __future__ import annotations

import re
import string
import unicodedata
from functools import cache, lru_cache
from typing import Any, NamedTuple

from gamecore.i18n import LANGUAGES, Message, get_language, lazyc, render, tr, translations, trn
from gamecore.options import Interned, option_eq, option_hash, option_ne

from .cards import card_name, find_card

CLIFF = "cliff"  # a scatter destination: over the cliff edge, a 1-VP dive


class Roll(NamedTuple):
    """Roll both eagle dice."""

    def __str__(self) -> str:
        return "roll"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class EagleFirst(NamedTuple):
    """Resolve this eagle first this turn."""

    eagle: str

    def __str__(self) -> str:
        return f"{self.eagle} first"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class EagleMove(NamedTuple):
    """Fly an eagle clockwise (``"cw"``) or counterclockwise (``"ccw"``), ending in ``zone``."""

    eagle: str
    direction: str
    zone: str

    def __str__(self) -> str:
        return f"{self.eagle} {self.direction} {self.zone}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class EagleTo(NamedTuple):
    """Put an eagle straight into a zone of its circle (Uh-Oh!)."""

    eagle: str
    zone: str

    def __str__(self) -> str:
        return f"{self.eagle} to {self.zone}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Feast(NamedTuple):
    """The hunting eagle eats this lemming."""

    lemming: str

    def __str__(self) -> str:
        return f"feast {self.lemming}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Scatter(NamedTuple):
    """Scatter a lemming to a hex, or over the cliff (``to == "cliff"``)."""

    lemming: str
    to: str

    def __str__(self) -> str:
        return f"scatter {self.lemming} {self.to}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


#: Every Scatter offered so far, by (lemming, to).
SCATTERS = Interned(Scatter)


class Resupply(NamedTuple):
    """Put a face-down pellet from the reserve on this vacant pellet hex."""

    hex: str

    def __str__(self) -> str:
        return f"resupply {self.hex}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Move(NamedTuple):
    """Move a lemming so that it ends on ``to``; ``dive`` > 0 means it then dives for that many VP."""

    lemming: str
    to: str
    dive: int = 0

    def __str__(self) -> str:
        return f"move {self.lemming} {self.to}" + (f" dive {self.dive}" if self.dive else "")

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Claw(NamedTuple):
    """A covered lemming claws its way to the top of its stack."""

    lemming: str

    def __str__(self) -> str:
        return f"claw {self.lemming}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Pass(NamedTuple):
    """Do nothing: no lemming can move (or, in the chaos variant, hand the card on)."""

    def __str__(self) -> str:
        return "pass"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Exchange(NamedTuple):
    """Trade favour pellets: ``"+1"`` (1 pellet), ``"dive"`` a scored lemming (2), ``"draw"`` a card (3)."""

    favour: str
    lemming: str = ""

    def __str__(self) -> str:
        return f"favour {self.favour}" + (f" {self.lemming}" if self.lemming else "")

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Play(NamedTuple):
    """Play a special action card."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Place(NamedTuple):
    """Put a lemming from the eagle-chow box on a hex (Heroic Return)."""

    lemming: str
    hex: str

    def __str__(self) -> str:
        return f"place {self.lemming} {self.hex}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Swap(NamedTuple):
    """Swap your eaten lemming for another clan's lemming (Mistaken Identity)."""

    lemming: str
    other: str

    def __str__(self) -> str:
        return f"swap {self.lemming} {self.other}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Select(NamedTuple):
    """Pick a lemming or a hex for a special action."""

    target: str

    def __str__(self) -> str:
        return f"select {self.target}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


class Top(NamedTuple):
    """King of the Hill: put this lemming next, counting down from the top of the stack."""

    lemming: str

    def __str__(self) -> str:
        return f"top {self.lemming}"

    __eq__, __ne__, __hash__ = option_eq, option_ne, option_hash


OPTION_TYPES: tuple[type, ...] = (
    Roll, EagleFirst, EagleMove, EagleTo, Feast, Scatter, Resupply, Move, Claw, Pass,
    Exchange, Play, Place, Swap, Select, Top,
)

Option = Any  # any of OPTION_TYPES


def parse_option(text: str) -> Any:
    """Read option notation (``"move R3 0705 dive 2"``) back into an option.

    Raises ``ValueError`` for text that is not option notation at all. The result is not
    checked against the rules; :meth:`lemmings.Game.apply` does that.
    """
    words = text.split()
    if not words:
        raise ValueError(tr("empty option text"))
    head = words[0].lower()
    args = words[1:]
    upper = [w.upper() for w in args]

    def need(n: int) -> None:
        if len(args) != n:
            raise ValueError(trn("{given}: '{head}' takes {n} word after it", "{given}: '{head}' takes {n} words after it",
                                 n, given=repr(text), head=head, n=n))

    if head == "roll" and not args:
        return Roll()
    if head == "pass" and not args:
        return Pass()
    if head in ("red", "blue"):
        if len(args) == 1 and args[0].lower() == "first":
            return EagleFirst(head)
        if len(args) == 2 and args[0].lower() in ("cw", "ccw"):
            return EagleMove(head, args[0].lower(), args[1].upper())
        if len(args) == 2 and args[0].lower() == "to":
            return EagleTo(head, args[1].upper())
        raise ValueError(tr("{given}: after an eagle write 'first', 'cw <zone>', 'ccw <zone>' or 'to <zone>'",
                            given=repr(text)))
    if head == "move":
        if len(args) == 2:
            return Move(upper[0], args[1].lower() if args[1].lower() == "start" else args[1])
        if len(args) == 4 and args[2].lower() == "dive" and args[3].isdigit():
            return Move(upper[0], args[1], int(args[3]))
        raise ValueError(tr("{given}: write 'move <lemming> <hex>' or 'move <lemming> <hex> dive <vp>'", given=repr(text)))
    if head == "favour":
        if len(args) == 1 and args[0].lower() in ("+1", "draw"):
            return Exchange(args[0].lower())
        if len(args) == 2 and args[0].lower() == "dive":
            return Exchange("dive", upper[1])
        raise ValueError(tr("{given}: write 'favour +1', 'favour dive <lemming>' or 'favour draw'", given=repr(text)))
    if head == "play":
        return Play(find_card(" ".join(args)))
    singles = {"feast": Feast, "claw": Claw, "top": Top}
    if head in singles:
        need(1)
        return singles[head](upper[0])
    if head == "select":
        need(1)
        return Select(args[0] if args[0].isdigit() else upper[0])
    if head == "resupply":
        need(1)
        return Resupply(args[0])
    if head == "scatter":
        need(2)
        return Scatter(upper[0], CLIFF if args[1].lower() == CLIFF else args[1])
    if head == "place":
        need(2)
        return Place(upper[0], args[1])
    if head == "swap":
        need(2)
        return Swap(upper[0], upper[1])
    raise ValueError(tr("{given} is not option notation (e.g. {examples})", given=repr(text), examples=_examples()))


# ---------------------------------------------------------------------- the notation in words
#: The notation's forms, as the English notation writes them; each language has its own words
#: for them in its catalog (context "option"): "move {lemming} {hex}" is "mover {lemming} {hex}"
#: in Spanish and "muovi {lemming} {hex}" in Italian. Lemming ids, hexes, zones and numbers
#: stay as they are; a card is named in the reader's language.
_FORMS: tuple[str, ...] = tuple(m.text for m in (
    lazyc("option", "roll"),
    lazyc("option", "red first"),
    lazyc("option", "blue first"),
    lazyc("option", "red cw {zone}"),
    lazyc("option", "red ccw {zone}"),
    lazyc("option", "blue cw {zone}"),
    lazyc("option", "blue ccw {zone}"),
    lazyc("option", "red to {zone}"),
    lazyc("option", "blue to {zone}"),
    lazyc("option", "feast {lemming}"),
    lazyc("option", "scatter {lemming} cliff"),
    lazyc("option", "scatter {lemming} {hex}"),
    lazyc("option", "resupply {hex}"),
    lazyc("option", "move {lemming} start"),
    lazyc("option", "move {lemming} {hex}"),
    lazyc("option", "move {lemming} {hex} dive {vp}"),
    lazyc("option", "claw {lemming}"),
    lazyc("option", "pass"),
    lazyc("option", "favour +1"),
    lazyc("option", "favour dive {lemming}"),
    lazyc("option", "favour draw"),
    lazyc("option", "play {card}"),
    lazyc("option", "place {lemming} {hex}"),
    lazyc("option", "swap {lemming} {other}"),
    lazyc("option", "select {target}"),
    lazyc("option", "top {lemming}"),
))
_FORM_SET = frozenset(_FORMS)


def _form(text: str, **params: Any) -> Message:
    assert text in _FORM_SET, text  # a form missing from _FORMS would never be translated or read back
    return Message(text, params, context="option")


def option_words(option: Any) -> Message | str:
    """``option``'s notation as a message, read in the reader's language (:func:`option_text`).
    Something that is not an option of this module comes back as its ``str``."""
    kind = type(option)
    if kind is Roll:
        return _form("roll")
    if kind is Pass:
        return _form("pass")
    if kind is EagleFirst and option.eagle in ("red", "blue"):
        return _form(f"{option.eagle} first")
    if kind is EagleMove and option.eagle in ("red", "blue") and option.direction in ("cw", "ccw"):
        return _form(f"{option.eagle} {option.direction} {{zone}}", zone=option.zone)
    if kind is EagleTo and option.eagle in ("red", "blue"):
        return _form(f"{option.eagle} to {{zone}}", zone=option.zone)
    if kind is Feast:
        return _form("feast {lemming}", lemming=option.lemming)
    if kind is Scatter:
        if option.to == CLIFF:
            return _form("scatter {lemming} cliff", lemming=option.lemming)
        return _form("scatter {lemming} {hex}", lemming=option.lemming, hex=option.to)
    if kind is Resupply:
        return _form("resupply {hex}", hex=option.hex)
    if kind is Move:
        if option.dive:
            return _form("move {lemming} {hex} dive {vp}", lemming=option.lemming, hex=option.to, vp=option.dive)
        if option.to == "start":
            return _form("move {lemming} start", lemming=option.lemming)
        return _form("move {lemming} {hex}", lemming=option.lemming, hex=option.to)
    if kind is Claw:
        return _form("claw {lemming}", lemming=option.lemming)
    if kind is Exchange:
        if option.favour == "dive":
            return _form("favour dive {lemming}", lemming=option.lemming)
        if option.favour in ("+1", "draw") and not option.lemming:
            return _form(f"favour {option.favour}")
    if kind is Play and isinstance(option.card, str):
        return _form("play {card}", card=card_name(option.card))
    if kind is Place:
        return _form("place {lemming} {hex}", lemming=option.lemming, hex=option.hex)
    if kind is Swap:
        return _form("swap {lemming} {other}", lemming=option.lemming, other=option.other)
    if kind is Select:
        return _form("select {target}", target=option.target)
    if kind is Top:
        return _form("top {lemming}", lemming=option.lemming)
    return str(option)


def option_text(option: Any, lang: str | None = None) -> str:
    """``option``'s short text for people, in ``lang`` (default: the current language):
    ``"move R3 0705"`` in English (always ``str(option)``), ``"mover R3 0705"`` in Spanish,
    ``"muovi R3 0705"`` in Italian; ``"play Boo!"`` is ``"jugar ¡Bu!"`` and ``"gioca Bu!"``.
    :meth:`lemmings.Game.apply` accepts it in any language."""
    lang = lang or get_language()
    try:
        return _option_text(option, lang)
    except TypeError:  # an option object with unhashable fields: not worth remembering
        return render(option_words(option), lang)


@lru_cache(maxsize=1 << 16)
def _option_text(option: Any, lang: str) -> str:
    return render(option_words(option), lang)


def _examples() -> str:
    return ", ".join(f"'{option_text(o)}'" for o in (Roll(), EagleFirst("red"), Move("R3", "0705"),
                                                     Scatter("B2", CLIFF)))


# ---------------------------------------------------------------------- reading it back
# Punctuation, except a minus sign that starts a number: "dive -2" is not "dive 2".
_NOT_WORD = re.compile(r"(?:[^0-9a-z+\-]|-(?!\d))+")
_FIELDS = {"lemming": r"\S+", "other": r"\S+", "target": r"\S+", "hex": r"\S+", "zone": r"[a-z]", "vp": r"[0-9]+",
           "card": r".+"}


def plain(text: str) -> str:
    """Text reduced to what its meaning depends on: no accents, case, apostrophes or
    punctuation (``"¡Mío!"`` is ``"mio"``), numbers kept exactly as written."""
    t = unicodedata.normalize("NFKD", text)
    t = "".join(c for c in t if not unicodedata.combining(c)).lower()
    return " ".join(_NOT_WORD.sub(" ", t.replace("'", "").replace("\u2019", "").replace("\u2212", "-")).split())


@cache
def _patterns(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each form of the notation in ``lang`` as a pattern over :func:`plain` text, with its
    English form; the forms with the most fixed words first (``"move R1 start"`` before
    ``"move R1 <hex>"``)."""
    out = []
    for form in _FORMS:
        words, regex = 0, []
        for literal, field, _, _ in string.Formatter().parse(translations(lang).pgettext("option", form)):
            fixed = plain(literal).split()
            words += len(fixed)
            regex += [re.escape(w) for w in fixed]
            if field:
                regex.append(f"(?P<{field}>{_FIELDS[field]})")
        out.append((words, re.compile(r"\s+".join(regex)), form))
    out.sort(key=lambda item: -item[0])
    return tuple((pattern, form) for _, pattern, form in out)


def _from_words(text: str) -> Any:
    """The option that ``text`` writes in one of the kit's languages, or ``None``."""
    key = plain(text)
    for lang in LANGUAGES:
        for pattern, form in _patterns(lang):
            found = pattern.fullmatch(key)
            if not found:
                continue
            fields = found.groupdict()
            try:
                if "card" in fields:
                    fields["card"] = find_card(fields["card"])  # a card's name in any language
                return parse_option(form.format(**fields))
            except ValueError:
                continue
    return None


def read_option(text: str) -> Any:
    """Read an option's text in any of the kit's languages (``"move R3 0705"``, ``"mover R3
    0705"``, ``"muovi r3 705"``) back into an option. ``ValueError`` (in the reader's language)
    when it is no option's text; the rules are not checked here."""
    try:
        return parse_option(text)
    except ValueError as exc:
        found = _from_words(text)
        if found is None:
            raise exc from None
        return found
