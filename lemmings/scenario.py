"""A small, human-writable format for setting up positions (tests, notebooks, what-ifs).

One ``key: value`` per line; ``#`` starts a comment. Everything is optional except what a
position needs. Example::

    # The rulebook's eagle example
    players: 5
    eagle player: Ritz
    red: A hunting
    blue: E hunting
    dice: red 1, blue 2          # the roll has just been made; the order is next
    1502: I1 V1                  # a hex id, then its lemmings bottom to top
    1503: B1
    1402: R2
    chow: S1
    dives: R7=3, B4=1

Keys
----
``name``             a title, shown in errors and listings
``players``          2-6 (default 4); ``clans`` names them in seat order (default the first clans)
``variant``          ``short``, ``two_player``, ``chaos`` (comma separated); two players get
                     ``two_player`` unless ``standard`` is named
``reading``          ``es_it`` for the Spanish and Italian rulebooks' brush stacking limits
                     (default ``en``, the English rulebook; see :mod:`lemmings.readings`)
``seed``             seed for every later chance event (default 7)
``die``              eagle-die faces, e.g. ``Hover 1 1 2 2 3``
``turn``             turn number (default 1)
``eagle player``     clan name or seat number (the First Player in the two-player variant)
``red`` / ``blue``   ``<zone> hunting`` or ``<zone> feasting`` (default ``A hunting``)
``<hex>``            lemmings in that hex, bottom to top (ids like ``R3``; clan letter + number)
``chow``             lemmings in the eagle-chow box
``dives``            scored lemmings with their VP, ``R7=3, B2=1``
``pellets``          face-down pellets on the board, ``0702=vp1, 0805=favour`` (kinds vp1, vp2, favour)
``held <clan>``      pellets a clan holds, ``vp1, favour x2`` (``x2``: two of them)
``favour box``       favour pellets already exchanged (default 0)
``reserve``          pellets left in the reserve, ``vp1 x2, favour`` or ``empty`` (default: every
                     pellet not given elsewhere); when given, all 32 must be placed somewhere
``hand <clan>``      special actions the clan holds (default none; the rest stay undealt)
``undealt``          the undealt special actions, ``Boo!, Lost`` or ``none`` (default: every card
                     not given elsewhere); when given, every card must be placed somewhere
``its a 5 used``     clans whose clan card is flipped
``played <clan>``    chaos variant: special actions the clan has played (kept face up beside it)
``discard``          the special-action discard pile, bottom to top: ``Boo! by Biker, Lost by Ritz``
                     (in the chaos variant a card nobody played is written without ``by``)
``deck``             the movement deck from the top, e.g. ``3 5 Game Over 2`` (default: the unused
                     cards shuffled from the seed, Game Over among the bottom seven)
``deck size``        keep only this many cards in that default deck (the rest count as discarded)
``dice``             ``red <face>, blue <face>``: the roll has been made; next comes the eagles
``card``             the movement card face up: the lemmings phase has begun
``mover``            with ``card``: whose move is next (default the Eagle Player)

Where the game stands: with ``card`` the next decision is ``mover``'s move; with ``dice``
it is the choice of which eagle goes first; otherwise it is the Eagle Player's roll.
Lemmings not placed anywhere are in the start area. A bad line raises
:class:`~gamecore.errors.ScenarioError` naming the line, the key and the reason; no
half-built game is ever returned.
"""

from __future__ import annotations

import re
from collections import Counter
from os import PathLike
from pathlib import Path
from typing import Any

from gamecore.errors import FileFormatError, ScenarioError
from gamecore.i18n import tr
from gamecore.inputs import check_text, read_text
from gamecore.rng import Chance

from .board import BRUSH, EAGLES, START, ZONE_LETTERS
from .cards import GAME_OVER, ITS_A_5, find_card
from .clans import clan_by_name
from .invariants import MAX_DIVE, MAX_TURN
from .savefile import state_from_dict, state_to_dict
from .scenario_lines import KEYS, NONE, Line, items, quoted, read_lines, repeated, small_number
from .setup import make_config
from .state import CHOW, PELLET_COUNTS, PELLET_KINDS, State
from .steps import push
from .turn import move_order
from .variants import CHAOS, TWO_PLAYER, game_over_depth, movement_values, special_deck


def _over_limit(terrain: str, h: str, n: int, limit: int, players: int) -> str:
    p = {"n": n, "limit": limit, "hex": h, "players": players}
    if terrain == BRUSH:
        return tr("{n} lemmings exceed the stacking limit of {limit} for brush hex {hex} with {players} players", **p)
    return tr("{n} lemmings exceed the stacking limit of {limit} for clear hex {hex} with {players} players", **p)


def _in_control_zone(s: State, h: str, over: list[str]) -> str:
    """Why no lemming may be placed in ``h``, inside the zone of control of the ``over`` eagles."""
    zone = {e: s.eagles[e][0] for e in over}
    eagles = (tr("the red eagle's (zone {red}) and the blue eagle's (zone {blue})", **zone) if len(over) == 2 else
              tr("the red eagle's (zone {zone})", zone=zone["red"]) if over == ["red"] else
              tr("the blue eagle's (zone {zone})", zone=zone["blue"]))
    return tr("{hex} lies in {eagles} zone of control; zones of control are emptied after every eagle move, so no "
              "lemming can stand there (move the eagle or the lemmings)", hex=h, eagles=eagles)


def parse_scenario(text: str | Path, *, name: str | None = None) -> State:
    """Build the :class:`State` a scenario describes (see the module docstring).

    The type decides what ``text`` is: a :class:`pathlib.Path` is a file to read, a ``str``
    is always the scenario text itself (never a file name). Files and texts over
    :data:`gamecore.inputs.MAX_BYTES` are refused and a leading UTF-8 BOM is ignored.
    """
    if isinstance(text, PathLike):
        body, source = read_text(text, ScenarioError)
        return _Builder(body, name or source).build()
    source = name or "<scenario>"
    body = check_text(text, source, ScenarioError)
    if "\n" not in body.strip() and ":" not in body and body.strip().lower().endswith((".txt", ".scenario")):
        raise ScenarioError(source, "line 1", tr("{name} looks like a file name, but a str is read as scenario text: "
                                                 "pass pathlib.Path(...) to read a file", name=repr(body.strip()[:80])))
    return _Builder(body, source).build()


class _Builder:
    def __init__(self, text: str, source: str) -> None:
        self.source = source
        self.lines, self.single = read_lines(text, self.fail)

    def fail(self, number: int, key: str, reason: str) -> None:
        raise ScenarioError(self.source, f"line {number} ({key})", reason)

    def err(self, line: Line, reason: str) -> None:
        self.fail(line.number, line.key + (f" {line.arg}" if line.arg else ""), reason)

    def value(self, key: str) -> Line | None:
        return self.single.get(key)

    def integer(self, key: str, default: int) -> int:
        line = self.value(key)
        if line is None:
            return default
        try:
            return int(line.value)
        except ValueError:
            self.err(line, tr("expected a whole number, not {value}", value=quoted(line.value)))
        raise AssertionError

    def player(self, line: Line, text: str, clans: list[str]) -> int:
        t = text.strip()
        seat = small_number(t)
        if seat is not None and seat < len(clans):
            return seat
        try:
            name = clan_by_name(t if len(t) <= 60 else t[:60] + "…").name  # a long name is quoted cut short
        except ValueError as exc:
            self.err(line, str(exc))
        if name not in clans:
            self.err(line, tr("{clan} is not playing (clans: {clans})", clan=name, clans=", ".join(clans)))
        return clans.index(name)

    def counted(self, line: Line) -> list[str]:
        """The items of a pellet list, ``favour x3`` standing for three; ``empty`` for none."""
        if line.value.strip().lower() in NONE:
            return []
        out: list[str] = []
        for item in items(line.value):
            rep = repeated(item)
            if rep is None:
                out.append(item)
                continue
            k, count = rep
            if count == 0 or not k:
                self.err(line, tr("write a repeated pellet as '<kind> x<count>', e.g. 'vp1 x3' (got {item})", item=quoted(item)))
            most = PELLET_COUNTS.get(k.lower(), 1)  # an unknown kind is refused by its first copy
            if k.lower() in PELLET_COUNTS and (count is None or count > most):  # before a list that long is built
                self.err(line, tr("the game has only {n} {kind} pellets", n=most, kind=k.lower()))
            out.extend([k] * min(count or 1, most))
        return out

    # ------------------------------------------------------------------ build
    def build(self) -> State:
        n = self.integer("players", 4)
        seed = self.integer("seed", 7)
        given: dict[str, Any] = {"seed": 7}  # the default seed until the seed line is checked
        for key, arg, convert in (("players", None, None), ("seed", "seed", lambda v: seed), ("variant", "variant", str),
                                  ("reading", "reading", str), ("clans", "clans", items),
                                  ("die", "die", lambda v: v.replace(",", " ").split())):
            line = self.value(key)
            if line is None:
                continue
            if arg is not None:
                given[arg] = convert(line.value)
            try:  # check each line on its own, with only the lines checked before it, so an error names the right one
                make_config(n, **given)
            except ValueError as exc:
                self.err(line, str(exc))
        cfg = make_config(n, **given)
        s = State(cfg)
        clans = [c.name for c in cfg.clans]
        s.turn = self.integer("turn", 1)
        if not 1 <= s.turn <= MAX_TURN:
            self.err(self.value("turn"), tr("turn {turn} is not a turn number (1 to {last})", turn=s.turn, last=MAX_TURN))
        ep = self.value("eagle player")
        s.eagle_player = self.player(ep, ep.value, clans) if ep else 0
        for eagle in EAGLES:
            line = self.value(eagle)
            if line:
                words = line.value.split()
                if not words or words[0].upper() not in ZONE_LETTERS or len(words) > 2 or (
                        len(words) == 2 and words[1].lower() not in ("hunting", "feasting")):
                    self.err(line, tr("expected '<zone A-F> hunting' or '<zone A-F> feasting'"))
                s.eagles[eagle] = (words[0].upper(), len(words) < 2 or words[1].lower() == "hunting")
        self.place_lemmings(s)
        self.place_pellets(s, clans)
        self.deal_specials(s, clans)
        self.build_deck(s)
        self.set_position(s, clans)
        self.final_check(s)
        return s

    def place_lemmings(self, s: State) -> None:
        cfg = s.cfg
        seen: dict[str, int] = {}

        def take(line: Line, lem: str) -> str:
            lem = lem.strip().upper()
            if lem not in cfg.owner:
                self.err(line, tr("unknown lemming {lemming}: ids are a clan letter ({letters}) and a number 1-10",
                                  lemming=quoted(lem), letters=", ".join(c.letter for c in cfg.clans)))
            if lem in seen:
                self.err(line, tr("lemming {lemming} is already placed on line {line}", lemming=lem, line=seen[lem]))
            seen[lem] = line.number
            return lem

        for line in self.lines:
            if line.key in KEYS:
                continue
            h = line.key if line.key in cfg.board else line.key.upper()
            if h not in cfg.board:
                self.err(line, tr("{key} is neither a key nor a hex of the board", key=quoted(line.key)))
            if h in s.stacks:
                self.err(line, tr("hex {hex} is already given", hex=h))
            over = s.eagles_over(h)
            if over and line.value.strip():
                self.err(line, _in_control_zone(s, h, over))
            ids = [take(line, x) for x in line.value.replace(",", " ").split()]
            if not ids:
                continue
            if len(ids) > s.limit(h):
                self.err(line, _over_limit(cfg.board.terrain(h), h, len(ids), s.limit(h), cfg.n_players))
            for lem in ids:
                s.put_on_top(lem, h)
        line = self.value("chow")
        if line:
            for lem in line.value.replace(",", " ").split():
                s.put_in_chow(take(line, lem))
        line = self.value("dives")
        if line:
            for item in items(line.value):
                lem, _, vp = item.partition("=")
                worth = small_number(vp)
                if worth is None or worth < 1:
                    self.err(line, tr("write each dive as <lemming>=<VP>, e.g. R7=3 (got {item})", item=quoted(item)))
                if worth > MAX_DIVE:
                    self.err(line, tr("{lemming}'s dive is worth {vp} VP; a dive scores 1 to {most}", lemming=lem.strip(),
                                      vp=worth, most=MAX_DIVE))
                s.put_in_dive(take(line, lem), worth)

    def place_pellets(self, s: State, clans: list[str]) -> None:
        board = s.cfg.board
        used: Counter[str] = Counter()

        def kind(line: Line, k: str) -> str:
            k = k.strip().lower()
            if k not in PELLET_KINDS:
                self.err(line, tr("unknown pellet {kind}; the kinds are {kinds}", kind=quoted(k), kinds=", ".join(PELLET_KINDS)))
            used[k] += 1
            if used[k] > PELLET_COUNTS[k]:
                self.err(line, tr("the game has only {n} {kind} pellets", n=PELLET_COUNTS[k], kind=k))
            return k

        line = self.value("pellets")
        if line:
            for item in items(line.value):
                h, _, k = item.partition("=")
                h = h.strip()
                if h not in board or not board.is_pellet_hex(h):
                    self.err(line, tr("{hex} is not a pellet hex (the pellet hexes are {hexes})", hex=quoted(h),
                                      hexes=", ".join(board.pellet_hexes)))
                if h in s.board_pellets:
                    self.err(line, tr("{hex} already has a pellet", hex=h))
                s.board_pellets[h] = kind(line, k)
        for line in self.lines:
            if line.key == "held":
                p = self.player(line, line.arg, clans)
                for k in self.counted(line):
                    s.held[p][kind(line, k)] += 1
        box = self.value("favour box")
        if box:
            s.favour_box = self.integer("favour box", 0)
            if s.favour_box < 0:
                self.err(box, tr("expected a number of pellets (0 or more): the favour-exchange box cannot hold {n}",
                                 n=s.favour_box))
            used["favour"] += s.favour_box
            if used["favour"] > PELLET_COUNTS["favour"]:
                self.err(box, tr("the game has only {n} {kind} pellets", n=PELLET_COUNTS["favour"], kind="favour"))
        line = self.value("reserve")
        if line is None:
            s.reserve = {k: PELLET_COUNTS[k] - used[k] for k in PELLET_KINDS}
            return
        s.reserve = dict.fromkeys(PELLET_KINDS, 0)
        for k in self.counted(line):
            s.reserve[kind(line, k)] += 1
        missing = [f"{PELLET_COUNTS[k] - used[k]} {k}" for k in PELLET_KINDS if used[k] < PELLET_COUNTS[k]]
        if missing:
            self.err(line, tr("these pellets would be nowhere: {pellets}; when 'reserve' is given, all {n} pellets must "
                              "be on the board ('pellets'), with a clan ('held <clan>'), in the 'favour box' or in the "
                              "reserve", pellets=", ".join(missing), n=sum(PELLET_COUNTS.values())))

    def deal_specials(self, s: State, clans: list[str]) -> None:
        variants = s.cfg.variants
        available = Counter(special_deck(variants))

        def card(line: Line, text: str) -> str:
            try:
                name = find_card(text)
            except ValueError as exc:
                self.err(line, str(exc))
            if name == ITS_A_5:
                self.err(line, tr("It's a 5 is on every clan card; use 'its a 5 used' to flip it"))
            if available[name] == 0:
                if name not in special_deck(variants):
                    self.err(line, tr("{card} is not in the game with these variants", card=name))
                self.err(line, tr("{card} is already given elsewhere", card=name))
            available[name] -= 1
            return name

        for line in self.lines:
            if line.key == "hand":
                if CHAOS in variants:
                    self.err(line, tr("nobody holds cards in the chaos variant"))
                p = self.player(line, line.arg, clans)
                s.hands[p].extend(card(line, c) for c in items(line.value))
        for line in self.lines:
            if line.key == "played":
                if CHAOS not in variants:
                    self.err(line, tr("only the chaos variant keeps played cards face up beside a clan"))
                p = self.player(line, line.arg, clans)
                for c in items(line.value):
                    s.sa_played[p].append(card(line, c))
                    s.played_count[p] += 1
        line = self.value("discard")
        if line:
            for item in items(line.value):
                name, by, who = item.rpartition(" by ")
                if not by and CHAOS in variants:  # a chaos card everyone passed
                    s.sa_discard.append((card(line, item), -1))
                    continue
                if not by or not name:
                    self.err(line, tr("write each discard as '<card> by <clan>' (got {item})", item=quoted(item)))
                s.sa_discard.append((card(line, name), self.player(line, who, clans)))
        line = self.value("its a 5 used")
        if CHAOS in variants:
            s.clan_card_used = [True] * s.cfg.n_players
        elif line:
            for who in items(line.value):
                s.clan_card_used[self.player(line, who, clans)] = True
        line = self.value("undealt")
        if line is not None:
            if CHAOS in variants:
                self.err(line, tr("the chaos variant deals no cards: the cards nobody holds form its draw pile"))
            if line.value.strip().lower() not in NONE:
                s.undealt = [card(line, c) for c in items(line.value)]
            if +available:
                self.err(line, tr("these special actions would be nowhere: {cards}; when 'undealt' is given, every card "
                                  "must be in a hand ('hand <clan>'), the 'discard' pile or undealt",
                                  cards=", ".join(sorted(available.elements()))))
            return
        rest = [c for c in special_deck(variants) for _ in range(available[c])]
        chance = Chance(s.cfg.seed, 0)
        chance.shuffle(rest)
        if CHAOS in variants:
            s.sa_pile = rest
        else:
            s.undealt = rest
        s.chance = chance.counter

    def build_deck(self, s: State) -> None:
        card_line, deck_line = self.value("card"), self.value("deck")
        pool: Counter[Any] = Counter(movement_values(s.cfg.variants))
        pool[GAME_OVER] = 1
        if card_line:
            try:
                value = int(card_line.value)
            except ValueError:
                value = 0
            if pool[value] == 0:
                self.err(card_line, tr("expected a movement card value 2-5, not {value}", value=quoted(card_line.value)))
            pool[value] -= 1
            s.card = value
        if deck_line:
            tokens = re.findall(r"game\s*over|\d+|\S+", deck_line.value, flags=re.IGNORECASE)
            deck: list[Any] = []
            for tok in tokens:
                c: Any = GAME_OVER if tok.lower().replace(" ", "") == "gameover" else small_number(tok) or tok
                if pool[c] == 0:
                    self.err(deck_line, tr("{card} is not a movement card left to put in the deck", card=quoted(tok)))
                pool[c] -= 1
                deck.append(c)
            if GAME_OVER not in deck:
                self.err(deck_line, tr("the deck must still hold the Game Over card"))
            s.deck = list(reversed(deck))
        else:
            chance = Chance(s.cfg.seed, s.chance)
            cards = [c for c in pool.elements() if c != GAME_OVER]
            chance.shuffle(cards)
            size_line = self.value("deck size")
            depth = game_over_depth(s.cfg.variants)
            if size_line:
                size = self.integer("deck size", 0)
                if not 1 <= size <= len(cards) + 1:
                    self.err(size_line, tr("the deck can hold 1 to {n} cards here", n=len(cards) + 1))
                cards = cards[: size - 1]
            cards.insert(chance.below(min(depth, len(cards) + 1)), GAME_OVER)
            s.chance = chance.counter
            s.deck = cards
            for c in cards:
                pool[c] -= 1
        s.movement_discard = list(pool.elements())

    def set_position(self, s: State, clans: list[str]) -> None:
        dice_line, card_line, mover_line = self.value("dice"), self.value("card"), self.value("mover")
        if mover_line and not card_line:
            self.err(mover_line, tr("a mover needs a 'card' (the lemmings phase)"))
        push(s, ("turn_end",))
        if card_line:
            if dice_line:
                self.err(dice_line, tr("give either 'dice' (eagles phase) or 'card' (lemmings phase), not both"))
            s.order = move_order(s)
            first = self.player(mover_line, mover_line.value, clans) if mover_line else s.order[0]
            rest = s.order[s.order.index(first):]
            s.tasks.extend(("player_turn", p) for p in reversed(rest))
            return
        if dice_line:
            faces: dict[str, int] = {}
            for item in items(dice_line.value):
                words = item.split()
                if len(words) != 2 or words[0].lower() not in EAGLES:
                    self.err(dice_line, tr("write the dice as 'red <face>, blue <face>'"))
                face = 0 if words[1].lower() == "hover" else small_number(words[1])
                if face is None or face not in s.cfg.die:
                    self.err(dice_line, tr("{face} is not a face of the eagle die {faces}", face=quoted(words[1]),
                                           faces=list(s.cfg.die)))
                faces[words[0].lower()] = face
            if set(faces) != set(EAGLES):
                self.err(dice_line, tr("give both dice: 'red <face>, blue <face>'"))
            s.dice = faces
            after = [("reveal",)] + ([("chaos_draw",)] if CHAOS in s.cfg.variants and 0 in faces.values() else [])
            after.append(("lemmings",))
            if TWO_PLAYER in s.cfg.variants:
                first = s.eagle_player
                push(s, ("eagle", "blue", first), ("eagle", "red", 1 - first), *after)
            else:
                push(s, ("eagle_order",), *after)
            return
        push(s, ("roll",))

    def final_check(self, s: State) -> None:
        """Run the save-file checks on the result, so a scenario is never half-consistent."""
        try:
            state_from_dict(state_to_dict(s), self.source)
        except FileFormatError as exc:
            raise ScenarioError(self.source, exc.field, exc.reason) from None
        for lem in s.cfg.all_lemmings:
            if s.loc[lem] not in s.stacks and s.loc[lem] not in (START, CHOW) and lem not in s.dives:
                raise ScenarioError(self.source, "lemmings", tr("{lemming} has no place", lemming=lem))
