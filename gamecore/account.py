"""The position in words: one shape of text account for every game, and the query commands' dispatcher.

A game's ``account`` module (``lemmings/account.py``, ``plongeon/account.py``, ``labyrinth/account.py``)
says a position as an :class:`Account`: a title line and sections, each a heading and its lines, all
already in the reader's language and holding only what one seat may know. :meth:`Account.text` gives
plain text (what a picture's ``<desc>`` holds), :meth:`Account.html` semantic HTML (``<h4>`` headings,
``<ul>`` lists), every text escaped.

A blind player asks short questions ("what is on 0603", "mine", "moves R1"): :func:`dispatch` finds the
:class:`Command` a text names, by its English word or its word in the reader's language, and runs it.
A text that names no command and no place or piece is not a query (``None``), so a move box may try it
as a move; a text that starts like a query but asks something unknown gets a message listing the
commands.

>>> acc = Account("Game: turn 1", (Section("Turn", ("Red to move",)),))
>>> print(acc.text())
Game: turn 1
<BLANKLINE>
Turn
- Red to move
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from .i18n import Message, lazy, lazyc, render, tr


def joined(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the reader's words (empty: "none")."""
    if not items:
        return tr("none")
    out = items[0]
    for i, item in enumerate(items[1:], start=2):
        out = tr("{a}, {b}", a=out, b=item) if i < len(items) else tr("{a} and {b}", a=out, b=item)
    return out


@dataclass(frozen=True)
class Section:
    """One part of an account: a heading and its lines (both in the reader's words)."""

    heading: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Account:
    """A position in words: ``title`` (a short line: the game, whose turn) and its ``sections``."""

    title: str
    sections: tuple[Section, ...]

    def text(self) -> str:
        """Plain text: the title, then each section's heading and its lines (each after ``- ``)."""
        parts = [self.title]
        for sec in self.sections:
            parts.append("")
            parts.append(sec.heading)
            parts.extend(f"- {line}" for line in sec.lines)
        return "\n".join(parts)

    def html(self) -> str:
        """Semantic HTML: the title as a paragraph, each section an ``<h4>`` and a ``<ul>``; every text escaped."""
        out = [f"<p>{escape(self.title)}</p>"]
        for sec in self.sections:
            out.append(f"<h4>{escape(sec.heading)}</h4>")
            if sec.lines:
                out.append("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in sec.lines) + "</ul>")
        return "\n".join(out)

    def section(self, heading: str) -> Section | None:
        """The section with this heading, or ``None``."""
        return next((sec for sec in self.sections if sec.heading == heading), None)


def account_section(heading: str | Message, lines: Sequence[str | Message]) -> Section:
    """A :class:`Section` from texts or messages, each worded now in the reader's language."""
    return Section(render(heading), tuple(render(line) for line in lines))


def fold(text: str) -> str:
    """A word as queries compare it: lower case, accents dropped, single spaces (``"Mías"`` → ``"mias"``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).split())


#: The small words a query may put before a place ("what is on 0603", "what's in 0412b").
FILLERS = frozenset({"is", "on", "in", "at", "there", "'s", "s"})


def unfilled(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words`` without the small words in front of the place they ask about (:data:`FILLERS`)."""
    i = 0
    while i < len(words) and words[i] in FILLERS:
        i += 1
    return words[i:]


#: The longest text read as a query: a move box's line, never a document.
MAX_QUERY = 200


@dataclass(frozen=True)
class Command:
    """One query command: its English ``name`` (always understood), its ``word`` in the reader's
    language (a message; its translation may list several words split by ``|``), what it does
    (``help``, a message), and ``run``, called with the words after the command's, which returns the
    answer or ``None`` when those words make no sense for it."""

    name: str
    word: Message
    help: Message
    run: Callable[[tuple[str, ...]], str | None]

    def words(self) -> set[str]:
        """Every word that names this command now: the English one and the reader's ones."""
        return {fold(self.name)} | {fold(w) for w in render(self.word).split("|") if w.strip()}


def account_commands(whole: Callable[[], str], turn: Callable[[], str]) -> list[Command]:
    """The queries every game answers alike: ``board`` and ``all`` (``whole()``, the whole account) and
    ``turn`` (``turn()``: whose turn it is and what is decided); none takes words after it."""
    def alone(text: Callable[[], str]) -> Callable[[tuple[str, ...]], str | None]:
        return lambda rest: None if rest else text()

    return [Command("board", lazyc("query", "board"), lazy("the whole account"), alone(whole)),
            Command("all", lazyc("query", "all"), lazy("the whole account"), alone(whole)),
            Command("turn", lazyc("query", "turn"), lazy("whose turn it is and what is decided"), alone(turn))]


def command_list(commands: Sequence[Command]) -> str:
    """Every command with what it does, in one line (``help``'s answer and an unknown query's hint)."""
    return tr("Commands: {commands}", commands="; ".join(
        tr("{command} — {does}", command=render(c.word).split("|")[0], does=render(c.help)) for c in commands))


def unknown(text: str, commands: Sequence[Command]) -> str:
    """The answer to a query that asks something unknown: what was not understood, and the commands."""
    return tr("I do not understand “{query}”. {commands}", query=text[:60], commands=command_list(commands))


def dispatch(commands: Sequence[Command], text: str,
             lookup: Callable[[tuple[str, ...]], str | None] | None = None) -> str | None:
    """The answer to ``text`` as a query, or ``None`` when it is none.

    The first word (or two, for a command of two words) names a command in English or in the reader's
    language: the command answers the words after it (words it cannot read: the unknown-query message).
    Else ``lookup`` may answer the words themselves (a place id or a piece alone). A text ending in
    ``?`` is always a query. Anything else is not one: ``None``.
    """
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_QUERY:
        return None
    asked = text.strip().endswith("?")
    words = tuple(fold(text).rstrip("?").replace(",", " ").split())
    if not words:
        return unknown(text, commands) if asked else None
    for size in (2, 1):
        head = " ".join(words[:size])
        for c in commands:
            if len(words) >= size and head in c.words():
                reply = c.run(words[size:])
                return reply if reply is not None else unknown(text.strip(), commands)
    if lookup is not None:
        reply = lookup(words)
        if reply is not None:
            return reply
    return unknown(text.strip(), commands) if asked else None


__all__ = ["joined", "account_commands",
           "Account", "Section", "Command", "account_section", "fold", "command_list", "unknown", "dispatch",
           "MAX_QUERY", "FILLERS", "unfilled"]
