"""Saving and loading game states as JSON, with a checked reader.

A save holds the current state, and for games with a history also the initial state and
the list of choices (as option text), so undo and replay survive a reload. Loading checks
every field and rejects a broken file with :class:`~gamecore.errors.SaveError` naming the
file, the field and the reason. No pickle, no eval.

Loading runs in three layers, cheapest first: size and nesting caps on the text
(:mod:`gamecore.inputs`), the declarative schema over the whole document
(:mod:`lemmings.saveschema`, errors name the JSON path such as ``$.state.hands[1][0]``), then
the checks a schema cannot express (ids, totals, and every invariant of
:mod:`lemmings.invariants`), so an impossible position is never accepted.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from typing import Any

from gamecore.errors import BoardError, SaveError
from gamecore.i18n import lazy, tr
from gamecore.inputs import load_json
from gamecore.limits import MAX_SAVE_BYTES

from .board import BRUSH, EAGLES, START, ZONE_LETTERS, Board
from .cards import GAME_OVER, ITS_A_5
from .clans import clan_by_name
from .invariants import problems
from .readings import ENGLISH, READINGS
from .saveschema import FORMAT, validate, validate_state  # noqa: F401  (FORMAT is re-exported)
from .state import CHOW, DIVE, PELLET_COUNTS, PELLET_KINDS, Config, State, config_to_dict, state_to_dict
from .steps import STEPS
from .variants import movement_values, parse_variants, special_deck

# config_to_dict and state_to_dict live with the state (State.to_dict) and are re-exported here.


def read_save(text: str, source: str = "<json>") -> dict[str, Any]:
    """Parse save text and check it against the schema, before anything is built from it."""
    data = load_json(text, source, SaveError, max_chars=MAX_SAVE_BYTES)
    validate(data, source)
    return data


def _tuplify(x: Any) -> Any:
    return tuple(_tuplify(v) for v in x) if isinstance(x, list) else x


class _Reader:
    """Field-by-field checks that raise :class:`SaveError` with a precise location."""

    def __init__(self, source: str, path: str = "$") -> None:
        self.source = source
        self.path = path

    def fail(self, field: str, reason: str) -> None:
        where = self.path if field == "(top level)" else f"{self.path}.{field}"
        raise SaveError(self.source, where, reason)

    def get(self, d: Any, key: str, kind: type | tuple[type, ...], field: str) -> Any:
        if not isinstance(d, dict) or key not in d:
            self.fail(field, tr("is missing"))
        value = d[key]
        if isinstance(value, bool) and kind in (int, (int,)):
            self.fail(field, tr("must be a whole number, not true/false"))
        if not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            self.fail(field, str(_MUST_BE[names]) if names in _MUST_BE else tr("must be {kind}", kind=names))
        return value

    def player(self, value: Any, n: int, field: str, allow_none: bool = False) -> int:
        if allow_none and value == -1:
            return -1
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
            self.fail(field, tr("must be a player number from 0 to {last}", last=n - 1))
        return value

    def bools(self, value: Any, n: int, field: str) -> list[bool]:
        if not isinstance(value, list) or len(value) != n or not all(isinstance(v, bool) for v in value):
            self.fail(field, tr("must be a list of {n} true/false values, one per player", n=n))
        return list(value)


#: "must be ..." for each Python type a field is read as (translated when the error is raised).
_MUST_BE = {"dict": lazy("must be an object"), "list": lazy("must be a list"), "str": lazy("must be a string"),
            "int": lazy("must be a whole number"), "bool": lazy("must be true or false")}


@lru_cache(maxsize=4)
def _embedded_board(text: str, source: str) -> Board:
    """A board embedded in a save, built once: the current and initial states then share it
    (states compare equal only on the same board object) and it is checked only once."""
    return Board(json.loads(text), source=source)


def over_limit(terrain: str, n: int, limit: int, players: int) -> str:
    """Why ``n`` lemmings cannot share a hex of ``terrain`` (``"clear"`` or ``"brush"``)."""
    if terrain == BRUSH:
        return tr("{n} lemmings exceed the stacking limit of {limit} for this brush hex with {players} players",
                  n=n, limit=limit, players=players)
    return tr("{n} lemmings exceed the stacking limit of {limit} for this clear hex with {players} players",
              n=n, limit=limit, players=players)


def config_from_dict(d: Any, r: _Reader) -> Config:
    if not isinstance(d, dict):
        r.fail("config", tr("is missing or not an object"))
    cd = d
    board_value = cd.get("board", "default")
    if board_value == "default":
        board = Board.default()
    elif isinstance(board_value, dict):
        try:
            board = _embedded_board(json.dumps(board_value, sort_keys=True), f"{r.source} config.board")
        except BoardError as exc:
            r.fail(f"config.board.{exc.field}", exc.reason)
    else:
        r.fail("config.board", tr('must be "default" or a board object'))
    n = r.get(cd, "players", int, "config.players")
    if not 2 <= n <= 6:
        r.fail("config.players", tr("the game is for 2 to 6 players, not {n}", n=n))
    names = r.get(cd, "clans", list, "config.clans")
    if len(names) != n:
        r.fail("config.clans", tr("lists {clans} clans for {n} players", clans=len(names), n=n))
    try:
        clans = tuple(clan_by_name(x) for x in names)
    except (ValueError, AttributeError) as exc:
        r.fail("config.clans", str(exc))
    if len(set(clans)) != n:
        r.fail("config.clans", tr("a clan appears twice"))
    try:
        variants = parse_variants(r.get(cd, "variants", list, "config.variants"), n)
    except ValueError as exc:
        r.fail("config.variants", str(exc))
    die = r.get(cd, "die", list, "config.die")
    if not die or not all(isinstance(f, int) and not isinstance(f, bool) and 0 <= f <= 6 for f in die):
        r.fail("config.die", tr("must list the die faces as whole numbers 0 (Hover) to 6"))
    seed = r.get(cd, "seed", int, "config.seed")
    mode = cd.get("chance", "seeded")
    if mode not in ("seeded", "explicit"):
        r.fail("config.chance", tr("must be 'seeded' or 'explicit', not {value}", value=repr(mode)))
    reading = ENGLISH  # saves written before readings existed, and English games, have no key
    if "reading" in cd:
        value = r.get(cd, "reading", str, "config.reading")
        if value not in READINGS:
            r.fail("config.reading", tr("must be one of {readings} (which rulebook's brush stacking limits the game "
                                        "follows), not {value}", readings=", ".join(READINGS), value=f"{value!r:.40}"))
        reading = value
    return Config(board, n, clans, variants, tuple(die), seed, mode == "explicit", reading=reading)


def state_from_dict(d: Any, source: str = "<save>", *, path: str = "$", schema: bool = True) -> State:
    """Rebuild a :class:`State` from :func:`state_to_dict` data, checking every field.

    ``path`` is where the state lies in its document (for error messages); ``schema=False``
    skips the schema check when the caller has already validated the whole document. The
    result passes every check of :func:`lemmings.invariants.problems`, or :class:`SaveError`
    says which one fails.
    """
    if schema:
        validate_state(d, source, path)
    s = _build_state(d, _Reader(source, path))
    bad = problems(s)
    if bad:
        raise SaveError(source, path, tr("impossible position: {problem}", problem=bad[0]))
    return s


def _build_state(d: Any, r: _Reader) -> State:
    if not isinstance(d, dict):
        r.fail("(top level)", tr("must be a JSON object"))
    cfg = config_from_dict(d.get("config"), r)
    n = cfg.n_players
    s = State(cfg)
    s.chance = r.get(d, "chance", int, "chance")
    s.turn = r.get(d, "turn", int, "turn")
    s.eagle_player = r.player(d.get("eagle_player"), n, "eagle_player")
    eagles = r.get(d, "eagles", dict, "eagles")
    for e in EAGLES:
        ed = r.get(eagles, e, dict, f"eagles.{e}")
        zone = r.get(ed, "zone", str, f"eagles.{e}.zone")
        if zone not in ZONE_LETTERS:
            r.fail(f"eagles.{e}.zone", tr("must be one of A-F, not {value}", value=repr(zone)))
        s.eagles[e] = (zone, r.get(ed, "hunting", bool, f"eagles.{e}.hunting"))
    dice = d.get("dice")
    if dice is not None:
        if not isinstance(dice, dict) or set(dice) != set(EAGLES) or not all(v in cfg.die for v in dice.values()):
            r.fail("dice", tr("must be null or {{'red': face, 'blue': face}} with faces from {faces}", faces=list(cfg.die)))
        s.dice = dict(dice)
    _read_cards(d, s, r)
    _read_lemmings(d, s, r)
    _read_pellets(d, s, r)
    _read_specials(d, s, r)
    ts = r.get(d, "turn_state", dict, "turn_state")
    s.order = tuple(r.player(p, n, "turn_state.order") for p in r.get(ts, "order", list, "turn_state.order"))
    s.caution = [r.player(p, n, "turn_state.caution") for p in r.get(ts, "caution", list, "turn_state.caution")]
    for key in ("plus_one", "its_a_5", "quick_start", "exchanged", "played"):
        setattr(s, key, r.bools(ts.get(key), n, f"turn_state.{key}"))
    s.mine = r.get(ts, "mine", bool, "turn_state.mine")
    s.turn_discards = [_card_pair(x, n, r, "turn_state.turn_discards") for x in r.get(ts, "turn_discards", list,
                                                                                      "turn_state.turn_discards")]
    tasks = r.get(d, "tasks", list, "tasks")
    for i, t in enumerate(tasks):
        if not isinstance(t, list) or not t or t[0] not in STEPS:
            r.fail(f"tasks[{i}]", tr("must be a list starting with a known step name ({steps})",
                                     steps=", ".join(sorted(STEPS))))
    s.tasks = [_tuplify(t) for t in tasks]
    _check_card_totals(s, r)
    s.over = r.get(d, "over", bool, "over")
    log = r.get(d, "log", list, "log")
    if not all(isinstance(x, str) for x in log):
        r.fail("log", tr("must be a list of strings"))
    s.log = list(log)
    return s


def _read_cards(d: dict, s: State, r: _Reader) -> None:
    def card_ok(c: Any) -> bool:
        return c == GAME_OVER or (isinstance(c, int) and not isinstance(c, bool) and 2 <= c <= 5)

    s.deck = r.get(d, "deck", list, "deck")
    s.movement_discard = r.get(d, "movement_discard", list, "movement_discard")
    for field, cards in (("deck", s.deck), ("movement_discard", s.movement_discard)):
        for i, c in enumerate(cards):
            if not card_ok(c):
                r.fail(f"{field}[{i}]", tr("{value} is not a movement card (2-5 or {game_over})", value=repr(c),
                                           game_over=repr(GAME_OVER)))
    card = d.get("card")
    if card is not None and not (isinstance(card, int) and 2 <= card <= 5):
        r.fail("card", tr("must be null or a movement card value 2-5"))
    s.card = card
    expected = Counter(movement_values(s.cfg.variants) + [GAME_OVER])
    have = s.movement_count()
    if have != expected:
        diff = (have - expected) + (expected - have)
        r.fail("deck", tr("the movement cards do not add up (deck, discard and current card differ by {diff})",
                          diff=dict(diff)))


def _read_lemmings(d: dict, s: State, r: _Reader) -> None:
    cfg = s.cfg
    seen: dict[str, str] = {}

    def claim(lem: Any, field: str, where: str) -> str:
        if lem not in cfg.owner:
            r.fail(field, tr("unknown lemming {lemming} (this game has {letters} 1-10)", lemming=repr(lem),
                             letters=", ".join(c.letter for c in cfg.clans)))
        if lem in seen:
            r.fail(field, tr("lemming {lemming} is also listed under {other}", lemming=lem, other=seen[lem]))
        seen[lem] = field
        s.loc[lem] = where
        return lem

    stacks = r.get(d, "stacks", dict, "stacks")
    s.stacks = {}
    for h, st in stacks.items():
        field = f"stacks.{h}"
        if h not in cfg.board:
            r.fail(field, tr("unknown hex {hex}", hex=repr(h)))
        if not isinstance(st, list) or not st:
            r.fail(field, tr("must be a non-empty list of lemming ids, bottom to top"))
        if len(st) > s.limit(h):
            r.fail(field, over_limit(cfg.board.terrain(h), len(st), s.limit(h), cfg.n_players))
        s.stacks[h] = tuple(claim(lem, field, h) for lem in st)
    for lem in r.get(d, "start", list, "start"):
        claim(lem, "start", START)
    for lem in r.get(d, "chow", list, "chow"):
        claim(lem, "chow", CHOW)
    dives = r.get(d, "dives", dict, "dives")
    s.dives = {}
    for lem, vp in dives.items():
        claim(lem, f"dives.{lem}", DIVE)
        if not isinstance(vp, int) or isinstance(vp, bool) or vp < 1:
            r.fail(f"dives.{lem}", tr("a dive is worth a whole number of VP, at least 1"))
        s.dives[lem] = vp
    missing = [lem for lem in cfg.all_lemmings if lem not in seen]
    if missing:
        r.fail("stacks", tr("lemmings missing from every place (stacks, start, chow, dives): {lemmings}",
                            lemmings=", ".join(missing)))


def _read_pellets(d: dict, s: State, r: _Reader) -> None:
    n = s.cfg.n_players
    bp = r.get(d, "board_pellets", dict, "board_pellets")
    for h, kind in bp.items():
        if h not in s.cfg.board or not s.cfg.board.is_pellet_hex(h):
            r.fail(f"board_pellets.{h}", tr("is not a pellet hex of the board"))
        if kind not in PELLET_KINDS:
            r.fail(f"board_pellets.{h}", tr("unknown pellet {pellet} (kinds: {kinds})", pellet=repr(kind),
                                            kinds=", ".join(PELLET_KINDS)))
    s.board_pellets = dict(bp)

    def counts(value: Any, field: str) -> dict[str, int]:
        if not isinstance(value, dict) or set(value) != set(PELLET_KINDS) or not all(
                isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value.values()):
            r.fail(field, tr("must give a count for each of {kinds}", kinds=", ".join(PELLET_KINDS)))
        return dict(value)

    s.reserve = counts(d.get("reserve"), "reserve")
    held = r.get(d, "held", list, "held")
    if len(held) != n:
        r.fail("held", tr("must list pellets for each of the {n} players", n=n))
    s.held = [counts(h, f"held[{i}]") for i, h in enumerate(held)]
    s.favour_box = r.get(d, "favour_box", int, "favour_box")
    total = s.pellet_count()
    if any(total[k] != PELLET_COUNTS[k] for k in PELLET_KINDS):
        r.fail("reserve", tr("the pellets do not add up to {counts} (board, reserve, held and exchanged give {found})",
                             counts=PELLET_COUNTS, found={k: total[k] for k in PELLET_KINDS}))


def _card_pair(x: Any, n: int, r: _Reader, field: str) -> tuple[str, int]:
    if not isinstance(x, list) or len(x) != 2 or not isinstance(x[0], str):
        r.fail(field, tr("each entry must be [card name, player]"))
    return x[0], r.player(x[1], n, field, allow_none=True)


def _read_specials(d: dict, s: State, r: _Reader) -> None:
    n = s.cfg.n_players
    hands = r.get(d, "hands", list, "hands")
    if len(hands) != n or not all(isinstance(h, list) for h in hands):
        r.fail("hands", tr("must hold one list of cards per player ({n})", n=n))
    s.hands = [list(h) for h in hands]
    s.undealt = list(r.get(d, "undealt", list, "undealt"))
    s.sa_discard = [_card_pair(x, n, r, "sa_discard") for x in r.get(d, "sa_discard", list, "sa_discard")]
    s.clan_card_used = r.bools(d.get("clan_card_used"), n, "clan_card_used")
    s.sa_pile = list(r.get(d, "sa_pile", list, "sa_pile"))
    played = r.get(d, "sa_played", list, "sa_played")
    if len(played) != n:
        r.fail("sa_played", tr("must hold one list per player ({n})", n=n))
    s.sa_played = [list(x) for x in played]
    counts = r.get(d, "played_count", list, "played_count")
    if len(counts) != n or not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in counts):
        r.fail("played_count", tr("must hold one whole number per player ({n})", n=n))
    s.played_count = list(counts)


def _check_card_totals(s: State, r: _Reader) -> None:
    deck = Counter(special_deck(s.cfg.variants))
    have = s.special_count()
    if ITS_A_5 in have:
        r.fail("hands", tr("{card} is the clan card, tracked by clan_card_used, not a card in hand", card=ITS_A_5))
    if have != deck:
        extra, missing = have - deck, deck - have
        extra_s, missing_s = ", ".join(extra), ", ".join(missing)
        if extra and missing:
            reason = tr("the special-action cards do not add up; unknown or repeated: {extra}; missing: {missing}",
                        extra=extra_s, missing=missing_s)
        elif extra:
            reason = tr("the special-action cards do not add up; unknown or repeated: {extra}", extra=extra_s)
        else:
            reason = tr("the special-action cards do not add up; missing: {missing}", missing=missing_s)
        r.fail("hands", reason)


__all__ = ["FORMAT", "config_to_dict", "state_to_dict", "config_from_dict", "state_from_dict"]
