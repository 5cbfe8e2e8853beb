"""Labyrinth's printed parts as data: tiles, traps, items, Golem cards, events and characters.

The rulebook states every rule but not what is printed on the parts, so each kind of part
is a JSON file (format in ``docs/labyrinth-components.md``). :func:`load_components` reads a
folder of six files and checks every field: a bad file is refused with a
:class:`ComponentError` naming the file, the field and the reason. The kit ships its own
starter set in ``labyrinth/data/starter/`` (the kit's invention, not the publisher's).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamecore.arguments import shown
from gamecore.errors import ArgumentError, FileFormatError
from gamecore.hexcore import DuplicateKey, no_duplicate_keys
from gamecore.i18n import get_language, lazy, tr
from gamecore.inputs import load_json, read_text

from .effects import ABILITY, ABILITY_TARGETS, LASTING, MOMENTS, ONE_SHOT, TESTS, TRIGGER, check_effects

STARTER = Path(__file__).parent / "data" / "starter"
#: The files of a component folder, in loading order.
KINDS = ("tiles", "traps", "items", "golem", "events", "characters")
LEVELS = ("ground", "bridge", "under")
SYMBOLS = ("trap", "item", "key")
#: Ids no part may take: the engine's own words in the options and the board ("take key" takes the key
#: token, "start" is every start tile).
RESERVED_IDS = {"key": lazy("the key token"), "start": lazy("the start tiles")}
TILE_KINDS = ("central", "key", "normal")
#: How many of each part the box holds (Contenido de la caja); a set must match.
BOX = {"central": 1, "key": 6, "normal": 30, "traps": 60, "items": 15, "golem": 12, "events": 12}
GOLEM_SYMBOLS = ("move", "stop", "centre")
TARGETS = ("self", "chosen", "all", "others")


class ComponentError(FileFormatError):
    """A component file that cannot be used: ``source`` the file, ``field`` the place, ``reason`` why."""


Name = dict[str, str]


@dataclass(frozen=True)
class Corridor:
    """One corridor of a tile: the edges it opens on (0-5, unrotated), its level and its symbols."""

    edges: tuple[int, ...]
    level: str = "ground"
    symbols: tuple[str, ...] = ()


@dataclass(frozen=True)
class Tile:
    id: str
    kind: str
    count: int
    corridors: tuple[Corridor, ...]


@dataclass(frozen=True)
class Trap:
    id: str
    name: Name
    count: int
    rolls: int
    difficulty: int
    on_fail: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class Trigger:
    """An ability that acts inside a test or a combat, at its moment ``when`` (:data:`labyrinth.effects.MOMENTS`):
    by itself, or when ``optional`` as its owner's choice, paying ``lives`` (never the last) and the crystal."""

    id: str
    name: Name
    when: str
    tests: tuple[str, ...]              # the tests it acts on (``("combat",)`` at the combat moments)
    optional: bool                      # the owner may use it (a decision); else it acts by itself
    lives: int
    crystal: bool
    once_per_turn: bool
    effects: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class Item:
    id: str
    name: Name
    count: int
    passive: tuple[dict[str, Any], ...]
    triggers: tuple[Trigger, ...] = ()


@dataclass(frozen=True)
class GolemCard:
    id: str
    symbol: str
    steps: int
    count: int


@dataclass(frozen=True)
class Event:
    id: str
    name: Name
    count: int
    target: str
    once: tuple[dict[str, Any], ...]
    lasting: tuple[dict[str, Any], ...]
    last: bool


@dataclass(frozen=True)
class Token:
    """A character's ability token: what it does to a character exploring its corridor."""

    id: str
    name: Name
    count: int
    affects: str                        # "others", "all" or "owner" (the character that owns the token)
    on_enter: tuple[dict[str, Any], ...]
    returns: bool                       # back to its owner once it has acted


@dataclass(frozen=True)
class Ability:
    """An active ability: its cost, its aim and its effects."""

    id: str
    name: Name
    actions: int
    crystal: bool                       # needs the active crystal, and turns it
    lives: int                          # lives paid (never the last one)
    once_per_turn: bool
    target: str
    effects: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class Character:
    id: str
    name: Name
    passive: tuple[dict[str, Any], ...]
    abilities: tuple[Ability, ...] = ()
    tokens: tuple[Token, ...] = ()
    triggers: tuple[Trigger, ...] = ()


@dataclass(frozen=True)
class Components:
    """A checked set of parts, each kind as ``{id: part}``; ``source`` names where it came from."""

    tiles: dict[str, Tile]
    traps: dict[str, Trap]
    items: dict[str, Item]
    golem: dict[str, GolemCard]
    events: dict[str, Event]
    characters: dict[str, Character]
    source: str

    def pile(self, kind: str) -> list[str]:
        """Every physical part of ``kind`` (``"normal"`` tiles, ``"traps"``, …) as ids, ``count`` times each."""
        if kind in TILE_KINDS:
            return [t.id for t in self.tiles.values() if t.kind == kind for _ in range(t.count)]
        return [p.id for p in getattr(self, kind).values() for _ in range(p.count)]

    def __reduce__(self) -> str | tuple[Any, ...]:
        # The starter set unpickles as the one starter set, so a pickled game (an OpenSpiel state, a
        # game sent to another process) still leaves it out of its save instead of naming this folder.
        if _STARTER and self is _STARTER[0]:
            return (starter, ())
        return super().__reduce__()


def display_name(name: Name) -> str:
    """A part's name in the current language (English when the file gives none for it)."""
    return name.get(get_language(), name["en"])


class _Reader:
    """Checks one file's entries; every failure names ``source`` and the field."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, field: str, reason: str) -> ComponentError:
        return ComponentError(self.source, field, reason)

    def entries(self, data: Any, kind: str) -> list[tuple[str, dict[str, Any]]]:
        if not isinstance(data, dict):
            raise self.fail("(top level)", tr("must be a JSON object"))
        expected = f"labyrinth-{kind}-1"
        if data.get("format") != expected:
            raise self.fail("format", tr("must be {expected}, not {value}", expected=shown(expected),
                                         value=shown(data.get("format"))))
        return self.listed(data.get(kind), kind)

    def listed(self, raw: Any, field: str) -> list[tuple[str, dict[str, Any]]]:
        """A non-empty list of entries with unique ids, each as ``(field.id, entry)``."""
        if not isinstance(raw, list) or not raw:
            raise self.fail(field, tr("must be a non-empty list"))
        out, seen = [], set()
        for i, entry in enumerate(raw):
            if not isinstance(entry, dict):
                raise self.fail(f"{field}[{i}]", tr("must be an object"))
            pid = entry.get("id")
            if not isinstance(pid, str) or not pid.isidentifier() or len(pid) > 24:
                raise self.fail(f"{field}[{i}].id", tr("must be a short name of letters, digits and _"))
            if pid in seen:
                raise self.fail(f"{field}[{i}].id", tr("{id} is used twice", id=shown(pid)))
            if pid in RESERVED_IDS:
                raise self.fail(f"{field}[{i}].id", tr("{id} is a word of the game's own ({meaning}): choose another id",
                                                       id=shown(pid), meaning=RESERVED_IDS[pid].render()))
            seen.add(pid)
            out.append((f"{field}.{pid}", entry))
        return out

    def integer(self, entry: dict[str, Any], where: str, key: str, low: int, high: int) -> int:
        value = entry.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(f"{where}.{key}", tr("must be a whole number from {low} to {high}", low=low, high=high))
        return value

    def choice(self, entry: dict[str, Any], where: str, key: str, values: tuple[str, ...]) -> str:
        value = entry.get(key)
        if value not in values:
            raise self.fail(f"{where}.{key}", tr("must be one of: {values}", values=", ".join(values)))
        return value

    def flag(self, entry: dict[str, Any], where: str, key: str, default: bool = False) -> bool:
        value = entry.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(f"{where}.{key}", tr("must be true or false"))
        return value

    def name(self, entry: dict[str, Any], where: str) -> Name:
        value = entry.get("name")
        if not isinstance(value, dict) or not all(isinstance(v, str) and v.strip() for v in value.values()):
            raise self.fail(f"{where}.name", tr("must be an object of non-empty texts by language, such as {example}",
                                                example='{"en": "Pit", "es": "Foso"}'))
        for lang in ("en", "es"):
            if lang not in value:
                raise self.fail(f"{where}.name.{lang}", tr("is missing: every name needs English and Spanish"))
        return dict(value)

    def effects(self, entry: dict[str, Any], where: str, key: str, lasting: bool) -> tuple[dict[str, Any], ...]:
        return check_effects(entry.get(key, []), f"{where}.{key}", LASTING if lasting else ONE_SHOT, self.fail)

    def total(self, kind: str, count: int, parts: str) -> None:
        if count != BOX[kind]:
            raise self.fail(parts, tr("the box holds {expected} of these, this file {count}", expected=BOX[kind], count=count))


def _corridors(r: _Reader, entry: dict[str, Any], where: str) -> tuple[Corridor, ...]:
    raw = entry.get("corridors")
    if not isinstance(raw, list) or not raw:
        raise r.fail(f"{where}.corridors", tr("must be a non-empty list of corridors"))
    out, used = [], set()
    for i, c in enumerate(raw):
        cw = f"{where}.corridors[{i}]"
        if not isinstance(c, dict):
            raise r.fail(cw, tr("must be an object"))
        edges = c.get("edges")
        if (not isinstance(edges, list) or not edges
                or not all(isinstance(e, int) and not isinstance(e, bool) and 0 <= e <= 5 for e in edges)):
            raise r.fail(f"{cw}.edges", tr("must be a non-empty list of edge numbers 0-5"))
        if used & set(edges) or len(set(edges)) != len(edges):
            raise r.fail(f"{cw}.edges", tr("an edge belongs to one corridor only"))
        used |= set(edges)
        level = r.choice({"level": c.get("level", "ground")}, cw, "level", LEVELS)
        symbols = c.get("symbols", [])
        if not isinstance(symbols, list) or not all(s in SYMBOLS for s in symbols) or len(set(symbols)) != len(symbols):
            raise r.fail(f"{cw}.symbols", tr("must be a list of distinct symbols among: {values}", values=", ".join(SYMBOLS)))
        out.append(Corridor(tuple(sorted(edges)), level, tuple(symbols)))
    levels = [c.level for c in out]
    if levels.count("bridge") != levels.count("under") or levels.count("bridge") > 1:
        raise r.fail(f"{where}.corridors", tr("a tile has either no bridge or one corridor on a bridge and one under it"))
    return tuple(out)


def _tiles(r: _Reader, data: Any) -> dict[str, Tile]:
    tiles, totals = {}, dict.fromkeys(TILE_KINDS, 0)
    for where, e in r.entries(data, "tiles"):
        kind = r.choice(e, where, "kind", TILE_KINDS)
        count = r.integer(e, where, "count", 1, 30)
        corridors = _corridors(r, e, where)
        keys = sum("key" in c.symbols for c in corridors)
        if keys != (kind == "key"):
            raise r.fail(f"{where}.corridors", tr("a key tile has exactly one corridor with the key symbol; other tiles none"))
        if kind == "key" and any("key" in c.symbols and len(c.edges) < 2 for c in corridors):
            # its first edge is turned towards the start tile: with no other, nobody could ever leave it
            raise r.fail(f"{where}.corridors", tr("a key tile's key corridor needs a second edge: its first faces the "
                                                 "start tile, and a dead end there closes every way to the centre"))
        if kind != "normal" and any(c.symbols != () and c.symbols != ("key",) for c in corridors):
            raise r.fail(f"{where}.corridors", tr("only normal tiles carry trap and item symbols"))
        tiles[e["id"]] = Tile(e["id"], kind, count, corridors)
        totals[kind] += count
    for kind in TILE_KINDS:
        r.total(kind, totals[kind], "tiles")
    return tiles


def _traps(r: _Reader, data: Any) -> dict[str, Trap]:
    out = {}
    for where, e in r.entries(data, "traps"):
        out[e["id"]] = Trap(e["id"], r.name(e, where), r.integer(e, where, "count", 1, 60), r.integer(e, where, "rolls", 1, 3),
                            r.integer(e, where, "difficulty", 2, 12), r.effects(e, where, "on_fail", False))
        if not out[e["id"]].on_fail:
            raise r.fail(f"{where}.on_fail", tr("a trap needs at least one effect"))
    r.total("traps", sum(t.count for t in out.values()), "traps")
    return out


TRIGGER_FIELDS = ("id", "name", "when", "tests", "optional", "lives", "crystal", "once_per_turn", "effects")


def _trigger(r: _Reader, t: dict[str, Any], where: str) -> Trigger:
    """One entry of a ``triggers`` list, every field checked."""
    extra = sorted(set(t) - set(TRIGGER_FIELDS))
    if extra:
        raise r.fail(f"{where}.{extra[0]}", tr("unknown field; a trigger takes: {fields}", fields=", ".join(TRIGGER_FIELDS)))
    when = r.choice(t, where, "when", MOMENTS)
    if when == "roll":
        tests = t.get("tests")
        if not isinstance(tests, list) or not tests or not all(x in TESTS for x in tests) or len(set(tests)) != len(tests):
            raise r.fail(f"{where}.tests", tr("must be a list of distinct tests among: {values}", values=", ".join(TESTS)))
    elif "tests" in t:
        raise r.fail(f"{where}.tests", tr("only a trigger at the moment 'roll' names its tests (a combat's end is a combat's)"))
    else:
        tests = ["combat"]
    effects = check_effects(t.get("effects", []), f"{where}.effects", TRIGGER[when], r.fail)
    if not effects:
        raise r.fail(f"{where}.effects", tr("a trigger needs at least one effect"))
    optional, crystal = r.flag(t, where, "optional", True), r.flag(t, where, "crystal")
    lives = r.integer({"lives": t.get("lives", 0)}, where, "lives", 0, 3)
    if not optional and (lives or crystal):
        raise r.fail(f"{where}.optional", tr("a trigger that acts by itself pays nothing: a cost in lives or the crystal "
                                             "needs \"optional\": true"))
    return Trigger(t["id"], r.name(t, where), when, tuple(tests), optional, lives, crystal,
                   r.flag(t, where, "once_per_turn", True), effects)


def _triggers(r: _Reader, e: dict[str, Any], where: str) -> tuple[Trigger, ...]:
    return tuple(_trigger(r, t, tw) for tw, t in _parts(r, e, where, "triggers"))


def _items(r: _Reader, data: Any) -> dict[str, Item]:
    out = {e["id"]: Item(e["id"], r.name(e, where), r.integer(e, where, "count", 1, 15), r.effects(e, where, "passive", True),
                         _triggers(r, e, where))
           for where, e in r.entries(data, "items")}
    seen: dict[str, str] = {}
    for item in out.values():  # a seat's triggers are its character's and its items': "use ID" must name one
        for t in item.triggers:
            if t.id in seen:
                raise r.fail(f"items.{item.id}.triggers.{t.id}.id", tr("{id} is also a trigger of the item {other}",
                                                                      id=shown(t.id), other=seen[t.id]))
            seen[t.id] = item.id
    r.total("items", sum(t.count for t in out.values()), "items")
    return out


def _golem(r: _Reader, data: Any) -> dict[str, GolemCard]:
    out = {}
    for where, e in r.entries(data, "golem"):
        symbol = r.choice(e, where, "symbol", GOLEM_SYMBOLS)
        steps = r.integer(e, where, "steps", 1, 3) if symbol == "move" else 0
        if symbol != "move" and "steps" in e:
            raise r.fail(f"{where}.steps", tr("only a move card has steps"))
        out[e["id"]] = GolemCard(e["id"], symbol, steps, r.integer(e, where, "count", 1, 12))
    r.total("golem", sum(t.count for t in out.values()), "golem")
    return out


def _events(r: _Reader, data: Any) -> dict[str, Event]:
    out = {}
    for where, e in r.entries(data, "events"):
        last = e.get("last", False)
        if not isinstance(last, bool):
            raise r.fail(f"{where}.last", tr("must be true or false"))
        out[e["id"]] = Event(e["id"], r.name(e, where), r.integer(e, where, "count", 1, 1), r.choice(e, where, "target", TARGETS),
                             r.effects(e, where, "once", False), r.effects(e, where, "lasting", True), last)
    if sum(ev.last for ev in out.values()) != 1:
        raise r.fail("events", tr("exactly one event is the last card (Aniquilación): mark it with \"last\": true"))
    r.total("events", len(out), "events")
    return out


AFFECTS = ("others", "all", "owner")


def _parts(r: _Reader, e: dict[str, Any], where: str, key: str) -> list[tuple[str, dict[str, Any]]]:
    """The entries of a character's ``abilities`` or ``tokens`` list (optional), ids checked."""
    return r.listed(e[key], f"{where}.{key}") if key in e else []


def _character(r: _Reader, e: dict[str, Any], where: str) -> Character:
    tokens = tuple(Token(t["id"], r.name(t, tw), r.integer(t, tw, "count", 1, 3), r.choice(t, tw, "affects", AFFECTS),
                         r.effects(t, tw, "on_enter", False), r.flag(t, tw, "returns"))
                   for tw, t in _parts(r, e, where, "tokens"))
    abilities = []
    for aw, a in _parts(r, e, where, "abilities"):
        target = r.choice(a, aw, "target", tuple(ABILITY_TARGETS))
        effects = check_effects(a.get("effects", []), f"{aw}.effects", ABILITY, r.fail)
        if not effects:
            raise r.fail(f"{aw}.effects", tr("an ability needs at least one effect"))
        for i, effect in enumerate(effects):
            if effect["effect"] not in ABILITY_TARGETS[target]:
                raise r.fail(f"{aw}.effects[{i}].effect", tr("{word} does not fit the target {target}; it takes: {words}",
                                                            word=effect["effect"], target=target,
                                                            words=", ".join(sorted(ABILITY_TARGETS[target]))))
            if effect["effect"] == "remove_tile" and i != next(j for j, e in enumerate(effects) if e["effect"] == "remove_tile"):
                raise r.fail(f"{aw}.effects[{i}].effect", tr("an ability aims at one tile, so it may remove a tile once"))
            if effect["effect"] == "place_token" and effect["token"] not in {t.id for t in tokens}:
                raise r.fail(f"{aw}.effects[{i}].token", tr("{token} is not one of this character's tokens",
                                                           token=shown(effect["token"])))
        abilities.append(Ability(a["id"], r.name(a, aw), r.integer(a, aw, "actions", 0, 2), r.flag(a, aw, "crystal"),
                                 r.integer({"lives": a.get("lives", 0)}, aw, "lives", 0, 3),
                                 r.flag(a, aw, "once_per_turn", True), target, effects))
    return Character(e["id"], r.name(e, where), r.effects(e, where, "passive", True), tuple(abilities), tokens,
                     _triggers(r, e, where))


def _characters(r: _Reader, data: Any) -> dict[str, Character]:
    out = {e["id"]: _character(r, e, where) for where, e in r.entries(data, "characters")}
    if not 6 <= len(out) <= 15:
        raise r.fail("characters", tr("must hold from {low} to {high} characters", low=6, high=15))
    return out


READERS = {"tiles": _tiles, "traps": _traps, "items": _items, "golem": _golem, "events": _events, "characters": _characters}


def parse(kind: str, text: Any, source: str) -> Any:
    """One component file's text, checked: the ``{id: part}`` of ``kind``."""
    r = _Reader(source)
    try:
        data = load_json(text, source, ComponentError, object_pairs_hook=no_duplicate_keys)
    except DuplicateKey as exc:
        raise ComponentError(source, str(exc), tr("the same key appears twice")) from None
    return READERS[kind](r, data)


def load_components(folder: str | Path | None = None) -> Components:
    """The six files of ``folder`` (default: the kit's starter set), every field checked."""
    if folder is not None and not isinstance(folder, (str, Path)):
        raise ArgumentError(tr("components must be a folder (a path or its name), not a {type}", type=type(folder).__name__))
    base = STARTER if folder is None else Path(folder)
    parts = {}
    sources = {}
    for kind in KINDS:
        text, sources[kind] = read_text(base / f"{kind}.json", ComponentError)
        parts[kind] = parse(kind, text, sources[kind])
    _distinct_triggers(parts["characters"], parts["items"], sources["characters"])
    return Components(**parts, source=str(base))


def _distinct_triggers(characters: dict[str, Character], items: dict[str, Item], source: str) -> None:
    """A character's trigger may not share its id with an item's: the option ``use ID`` names one trigger."""
    of_items = {t.id: item.id for item in items.values() for t in item.triggers}
    for character in characters.values():
        for t in character.triggers:
            if t.id in of_items:
                raise ComponentError(source, f"characters.{character.id}.triggers.{t.id}.id",
                                     tr("{id} is also a trigger of the item {other} (items.json)", id=shown(t.id),
                                        other=of_items[t.id]))


_STARTER: list[Components] = []


def starter() -> Components:
    """The kit's starter set, read once."""
    if not _STARTER:
        _STARTER.append(load_components())
    return _STARTER[0]
