"""Reading untrusted input: files, text and JSON, with size and depth caps.

Every loader of the kit (saves, scenarios, boards) reads through these helpers, so a bad
path, a huge file, a file that never ends (``/dev/zero``), a named pipe or a device, a
byte-order mark, text that is not UTF-8 or JSON nested a thousand levels deep all end as
the loader's own :class:`~gamecore.errors.FileFormatError` subclass naming the file, the
place and the reason, never as ``OSError``, ``RecursionError`` or ``UnicodeDecodeError``.

Paths and text are told apart by type: a :class:`pathlib.Path` (or ``os.PathLike``) is a
file; a ``str`` is a file only for functions whose job is reading a file
(:meth:`lemmings.Game.load`, :meth:`lemmings.Board.load`).
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import FileFormatError
from .i18n import Message, lazy, render, tr
from .limits import MAX_BYTES

#: The deepest nesting of JSON arrays and objects a loader accepts (a save needs about 6).
MAX_DEPTH = 40
_BOM = "\ufeff"
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # not on Windows, which has no named pipes in the file system
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]", re.ASCII)

ErrorType = Callable[[str, str, str], FileFormatError]

#: Python's own words for the common JSON syntax errors (``json.JSONDecodeError.msg``), kept
#: as they are in English and translated in the other languages.
JSON_PROBLEMS: dict[str, Message] = {m.text: m for m in (
    lazy("Expecting value"), lazy("Expecting ',' delimiter"), lazy("Expecting ':' delimiter"),
    lazy("Expecting property name enclosed in double quotes"), lazy("Unterminated string starting at"),
    lazy("Extra data"), lazy("Invalid control character at"), lazy("Invalid \\escape"),
    lazy("Invalid \\uXXXX escape"))}


def as_path(path: Any, error: ErrorType) -> Path:
    """``path`` as a :class:`Path`, refusing what cannot name a file (wrong type, NUL byte)."""
    if isinstance(path, bytes) or not isinstance(path, (str, os.PathLike)):
        raise error(_short(repr(path)), "(file)", tr("a file path must be a str or pathlib.Path, not {type}",
                                                     type=type(path).__name__))
    text = os.fspath(path)
    if not isinstance(text, str) or "\x00" in text:
        raise error(_short(repr(text)), "(file)", tr("a file name cannot contain a NUL character"))
    if not text.strip():
        raise error("''", "(file)", tr("the file name is empty"))
    return Path(text)


def read_text(path: Any, error: ErrorType, *, max_bytes: int = MAX_BYTES) -> tuple[str, str]:
    """Read a UTF-8 text file (a leading BOM is dropped); return ``(text, source name)``.

    Only a regular file is read, and never more than ``max_bytes`` + 1 bytes of it: the size
    ``stat`` gives refuses a big file before it is read, but ``/dev/zero`` or a ``/proc`` file
    says 0 and never ends. A named pipe, a device or a socket is refused before it is opened,
    since opening a named pipe waits for a writer, possibly forever.
    """
    p = as_path(path, error)
    source = _short(str(p))
    try:
        _check_regular(os.stat(p), source, error, max_bytes)
        with open(p, "rb", opener=_open_nonblocking) as file:
            _check_regular(os.fstat(file.fileno()), source, error, max_bytes)  # swapped since the stat above?
            if _NONBLOCK:
                os.set_blocking(file.fileno(), True)
            data = file.read(max_bytes + 1)
    except OSError as exc:
        raise error(source, "(file)", _os_reason(exc)) from None
    if len(data) > max_bytes:
        raise error(source, "(file)", tr("holds more than {limit} bytes; files over {limit} bytes are refused",
                                         limit=f"{max_bytes:,}"))
    return decode(data, source, error, max_bytes=max_bytes), source


def _open_nonblocking(path: str, flags: int) -> int:
    """``os.open`` that cannot block: a named pipe put in a regular file's place opens at once (then is refused)."""
    return os.open(path, flags | _NONBLOCK)


def _check_regular(info: os.stat_result, source: str, error: ErrorType, max_bytes: int) -> None:
    """Refuse what is not a regular file (a folder, a named pipe, a device, a socket) or is too big by its size."""
    if stat.S_ISDIR(info.st_mode):
        raise error(source, "(file)", tr("is a folder, not a file"))
    if not stat.S_ISREG(info.st_mode):
        raise error(source, "(file)", _not_regular(info.st_mode))
    if info.st_size > max_bytes:
        raise error(source, "(file)", _too_big(info.st_size, max_bytes))


def decode(data: bytes, source: str, error: ErrorType, *, max_bytes: int = MAX_BYTES) -> str:
    """UTF-8 bytes (an upload, a file's content) as text without BOM, size-capped."""
    if len(data) > max_bytes:
        raise error(source, "(file)", _too_big(len(data), max_bytes))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(source, f"byte {exc.start}", tr("the file is not UTF-8 text")) from None
    return text.removeprefix(_BOM)


def check_text(text: Any, source: str, error: ErrorType, *, max_chars: int = MAX_BYTES) -> str:
    """``text`` as a ``str`` without BOM, refusing other types and oversized text."""
    if not isinstance(text, str):
        raise error(source, "(text)", tr("expected text (str), not {type}", type=type(text).__name__))
    if len(text) > max_chars:
        raise error(source, "(text)", tr("is {n} characters; texts over {limit} are refused",
                                         n=f"{len(text):,}", limit=f"{max_chars:,}"))
    return text.removeprefix(_BOM)


def write_text(path: Any, text: str, error: ErrorType) -> Path:
    """Write ``text`` to a file, turning every OS failure into ``error`` with a plain reason."""
    p = as_path(path, error)
    source = _short(str(p))
    try:
        if p.is_dir():
            raise error(source, "(file)", tr("is a folder: give a file name to save to"))
        if p.exists() and not p.is_file():  # writing to a named pipe would wait for a reader
            raise error(source, "(file)", _not_regular(p.stat().st_mode))
        if not p.parent.is_dir():
            raise error(source, "(file)", tr("the folder {folder} does not exist", folder=repr(str(p.parent))))
        p.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise error(source, "(file)", _os_reason(exc)) from None
    return p


def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON ``text`` (linear, no recursion)."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def load_json(text: Any, source: str, error: ErrorType, *, max_depth: int = MAX_DEPTH,
              object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None,
              max_chars: int = MAX_BYTES) -> Any:
    """Parse JSON text with the size and depth caps; every failure is ``error``."""
    text = check_text(text, source, error, max_chars=max_chars)
    depth = json_depth(text)
    if depth > max_depth:
        raise error(source, "(top level)", tr("arrays and objects nest {depth} deep; at most {limit} is accepted",
                                              depth=depth, limit=max_depth))
    try:
        data = json.loads(text, object_pairs_hook=object_pairs_hook)
    except json.JSONDecodeError as exc:
        problem = JSON_PROBLEMS[exc.msg].render() if exc.msg in JSON_PROBLEMS else exc.msg
        raise error(source, f"line {exc.lineno} column {exc.colno}", tr("not valid JSON: {problem}",
                                                                        problem=problem)) from None
    except (ValueError, RecursionError) as exc:  # e.g. a number with thousands of digits
        raise error(source, "(value)", _unusable(exc)) from None
    if _SURROGATE_ESCAPE.search(text) or not _encodable(text):  # JSON may spell half a character: no text holds it
        where = _lone_surrogate(data)
        if where is not None:
            raise error(source, where, tr("holds a lone surrogate (a \\uD800-\\uDFFF escape without its pair), "
                                          "which is not a character"))
    return data


def _lone_surrogate(data: Any) -> str | None:
    """The place of the first key or string in ``data`` that cannot be written as UTF-8, or ``None``."""
    todo: list[tuple[str, Any]] = [("", data)]
    while todo:
        where, value = todo.pop()
        if isinstance(value, str):
            if not _encodable(value):
                return where or "(top level)"
        elif isinstance(value, dict):
            for key, item in value.items():
                place = f"{where}.{key}" if where else str(key)
                if not _encodable(key):
                    return where or "(top level)"
                todo.append((place, item))
        elif isinstance(value, list):
            todo.extend((f"{where}[{i}]", item) for i, item in enumerate(value))
    return None


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _not_regular(mode: int) -> str:
    kind = (lazy("a named pipe (FIFO)") if stat.S_ISFIFO(mode) else lazy("a socket") if stat.S_ISSOCK(mode) else
            lazy("a device") if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else lazy("a special file"))
    return tr("is {kind}, not a regular file", kind=render(kind))


def _too_big(size: int, limit: int) -> str:
    return tr("is {size} bytes; files over {limit} bytes are refused", size=f"{size:,}", limit=f"{limit:,}")


def _unusable(exc: Exception) -> str:
    """A JSON text that parses but cannot become Python values (a number with thousands of digits)."""
    if isinstance(exc, RecursionError):
        return tr("not usable JSON: it nests too deeply")
    detail = str(exc).split(";")[0][:120]
    if "digits" in detail and "int" in detail:
        return tr("not usable JSON: a number has too many digits")
    return tr("not usable JSON: {detail}", detail=detail)


def _os_reason(exc: OSError) -> str:
    if isinstance(exc, FileNotFoundError):
        return tr("does not exist")
    if isinstance(exc, PermissionError):
        return tr("permission denied")
    if isinstance(exc, IsADirectoryError):
        return tr("is a folder, not a file")
    if exc.errno == errno.ENAMETOOLONG:
        return tr("the file name is too long")
    return tr("cannot be used: {detail}", detail=exc.strerror or exc)


def _short(source: str) -> str:
    return source if len(source) <= 120 else source[:100] + "…"
