"""The public game object of Le grand plongeon, with the same shape as :class:`lemmings.Game`.

>>> from plongeon import Game
>>> game = Game.new(players=3, seed=1)
>>> game.pending.kind
'action'
>>> game.apply(str(game.pending.options[0]))   # doctest: +ELLIPSIS
PlayCard(card=...)

A game is its setup (players, seed, track, rules) plus the choices made since: saves
replay that list. Undo restores the nearest of the positions kept every
:data:`SNAPSHOT_EVERY` choices and replays the few choices after it, so it costs the same
at the first decision and at the twenty-thousandth.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gamecore import arguments as arg
from gamecore.decision import Decision
from gamecore.errors import ArgumentError, IllegalAction, SaveError
from gamecore.i18n import log_line, number, tr, trn
from gamecore.limits import MAX_OPTION_TEXT
from gamecore.protocol import history_at, redo_next, refuse_past_limit

from . import turn
from .cards import Rules, card_terrain, card_value, is_card, move_points
from .movement import reachable, walking_distance
from .options import OPTION_TYPES, Step, canonical, parse_option, well_formed
from .position import EXAMPLE, arrange
from .readouts import Standing, describe_option, player_view, standings
from .render import game_svg
from .savefile import FORMAT, read_save
from .state import State, lemmings_of
from .track import FINISH, START, TERRAIN_NAMES, TERRAINS, Track

if TYPE_CHECKING:
    from gamecore.svg import SvgPicture

#: Undo keeps the position after every this many choices (a few KB each, without the log).
SNAPSHOT_EVERY = 32
_FIELD_TYPES = {"PlayCard": "str", "Refill": "tuple of str", "Bonus": "str", "Step": "str, str", "Stop": ""}


class Game:
    """A game of Le grand plongeon driven one decision at a time: read :attr:`pending`,
    call :meth:`apply` with one of its options (or its text)."""

    def __init__(self, players: int, seed: int, track: Track, rules: Rules,
                 arrangement: dict[str, Any] | None = None) -> None:
        self._s = turn.new_state(players, seed, track, rules)
        self._arrangement: dict[str, Any] | None = None
        if arrangement:
            arrange(self._s, arrangement)  # checks every type, so what it accepts is plain JSON
            self._arrangement = json.loads(json.dumps({k: dict(v) if isinstance(v, Mapping) else v
                                                       for k, v in arrangement.items()}))
        # Choices as made: the option objects (``history`` gives their text).
        self._history: list[Any] = []
        self._redo: list[str] = []
        self._decision: Decision | None = None
        # {number of choices: (the position then, without its log; how long its log was)}. Never
        # changed once kept: undo copies one, so copies of the game share them.
        self._marks: dict[int, tuple[State, int]] = {0: (self._s.copy(log=False), len(self._s.log))}

    @classmethod
    def new(cls, players: int = 4, seed: int = 7, *, track: Track | str | Path | None = None,
            rules: Rules | dict[str, Any] | None = None, arrange: dict[str, Any] | None = None) -> Game:
        """Set up a game: 2-5 players, the default track and rules unless given.

        ``arrange`` sets a teaching position after the deal (see :mod:`.position`), e.g.

        >>> game = Game.new(2, seed=3, arrange={"loc": {"B1": "0311"}, "hands": {0: ["W3"]},
        ...                                     "columns": {"water": [4]}, "tiles": {"0614": "water"}})
        >>> game.where("B1"), game.hand(0), game.column("water"), game.state.terrain("0614")
        ('0311', ('W3',), (4,), 'water')

        A wrong argument raises :class:`~gamecore.errors.ArgumentError` saying what is expected.
        """
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
            raise ArgumentError(tr("Le grand plongeon is for 2 to 5 players, not {n}", n=f"{players!r:.40}"))
        arg.seed(seed)
        if track is None:
            trk = Track.default()
        elif isinstance(track, Track):
            trk = track
        elif isinstance(track, (str, os.PathLike)):
            trk = Track.load(track)
        else:
            raise ArgumentError(tr("track must be a Track or the path of a track file, not {type}",
                                   type=type(track).__name__))
        if rules is not None and not isinstance(rules, (Rules, Mapping)):
            raise ArgumentError(tr("rules must be a Rules or a mapping of rule settings, not {type}",
                                   type=type(rules).__name__))
        if arrange is not None and not isinstance(arrange, Mapping):
            raise ArgumentError(tr("arrange must be a mapping such as {example}, not {type}", example=EXAMPLE,
                                   type=type(arrange).__name__))
        try:
            ru = rules if isinstance(rules, Rules) else Rules.from_dict(rules or {})
            return cls(players, seed, trk, ru, dict(arrange) if arrange else None)
        except ValueError as exc:
            raise ArgumentError(str(exc)) from None

    @classmethod
    def replay(cls, players: int, seed: int, choices: Iterable[str], *, track: Track | None = None,
               rules: Rules | None = None, arrange: dict[str, Any] | None = None) -> Game:
        """A new game with ``choices`` applied; a bad one raises :class:`IllegalAction` naming it."""
        game = cls.new(players, seed, track=track, rules=rules, arrange=arrange)
        game._replay(choices)
        return game

    def _replay(self, choices: Iterable[Any], start: int = 0) -> None:
        # The choices' options are matched and applied without a Decision or its question (no
        # wording), and undo's snapshots are kept on the way.
        for i, choice in enumerate(choices, start + 1):
            try:
                self._advance(self._match(choice))
            except IllegalAction as exc:
                raise IllegalAction(tr("choice {i} ({choice}) cannot be replayed: {reason}", i=i, choice=f"{choice!s:.60}",
                                       reason=exc), rule=exc.rule) from None

    def copy(self) -> Game:
        g = Game.__new__(Game)
        g._s, g._history, g._redo, g._decision = self._s.copy(), list(self._history), list(self._redo), self._decision
        g._arrangement, g._marks = self._arrangement, dict(self._marks)
        return g

    def __deepcopy__(self, memo: dict) -> Game:
        # copy() shares what never changes (the track or components and the rules), so a deep copy's
        # save still names the default ones by identity and leaves them out.
        return self.copy()

    # ----------------------------------------------------------- deciding
    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for (``kind``: ``action``, ``bonus`` or ``move``), or ``None`` once over."""
        s = self._s
        if s.phase == "over":
            return None
        if self._decision is None:
            self._decision = Decision(s.player, s.phase, turn.options(s), turn.prompt(s), s.colour(s.player))
        return self._decision

    @property
    def options(self) -> tuple[Any, ...]:
        d = self.pending
        return d.options if d else ()

    def apply(self, option: Any) -> Any:
        """Make the pending choice: one of :attr:`pending`'s options, an equal option object, or
        its text. :class:`IllegalAction` names the rule and leaves the game unchanged."""
        refuse_past_limit(len(self._history))
        chosen = self._match(option)
        self._advance(chosen)
        if self._redo and self._redo[-1] == str(chosen):
            self._redo.pop()
        else:
            self._redo.clear()
        return chosen

    def _advance(self, chosen: Any) -> None:
        s = self._s
        turn.apply(s, chosen)
        self._history.append(chosen)
        self._decision = None
        n = len(self._history)
        if n % SNAPSHOT_EVERY == 0:
            self._marks[n] = (s.copy(log=False), len(s.log))

    def _match(self, option: Any) -> Any:
        """The legal option ``option`` means (itself, an equal object, or text naming it), else
        :class:`IllegalAction` saying why: the rule, or what is wrong with the value."""
        s = self._s
        if s.phase == "over":
            raise IllegalAction(tr("the game is over: no more choices can be made"), rule="Fin de jeu")
        d = self._decision
        opts = d.options if d is not None else turn.options(s)  # options are interned: bots' choices match by identity
        for o in opts:
            if o is option:
                return o
        if isinstance(option, str):
            if len(option) > MAX_OPTION_TEXT:
                n = len(option)
                raise IllegalAction(trn("option text of {n} character is not an option. {waiting}",
                                        "option text of {n} characters is not an option. {waiting}", n,
                                        n=number(n), waiting=self._waiting()))
            try:
                parsed = parse_option(option)
            except ValueError as exc:
                raise IllegalAction(tr("{reason}. The game waits for: {prompt}", reason=exc, prompt=self.pending.prompt),
                                    option=option) from None
        elif isinstance(option, OPTION_TYPES):
            if not well_formed(option):
                raise IllegalAction(tr("{option} has fields of the wrong type (expected {types})",
                                       option=f"{type(option).__name__}{arg.shown(tuple(option))}",
                                       types=_FIELD_TYPES[type(option).__name__]), option=option)
            parsed = canonical(option)
        else:
            raise IllegalAction(tr("{option} is not an option: pass one of game.pending.options or its text",
                                   option=f"{type(option).__name__} {arg.shown(option)}"), option=option)
        for o in opts:
            if o == parsed:
                return o
        rule = {"action": "Déroulement du jeu", "bonus": "Tuiles bonus", "move": "Déplacer un lemming"}[s.phase]
        raise IllegalAction(tr("'{option}' is not allowed: {reason}.", option=parsed, reason=turn.explain(s, parsed)),
                            rule=rule, option=parsed)

    def _waiting(self) -> str:
        d = self.pending
        assert d is not None
        return d.waiting()

    # ------------------------------------------------------------ history
    @property
    def history(self) -> tuple[str, ...]:
        """Every choice made so far, as option text."""
        return tuple(map(str, self._history))

    def undo(self) -> str:
        """Take back the last choice; returns its text. The position is the nearest snapshot's
        with the few choices after it replayed (at most :data:`SNAPSHOT_EVERY`)."""
        if not self._history:
            raise IllegalAction(tr("there is nothing to undo"))
        last = str(self._history[-1])
        redo = self._redo + [last]
        self._rewind(len(self._history) - 1)
        self._redo = redo
        return last

    def _rewind(self, n: int) -> None:
        """Back to the position after the first ``n`` choices made (``n`` at most their number): the
        nearest snapshot, the choices after it replayed."""
        k = max(m for m in self._marks if m <= n)
        kept, lines = self._marks[k]
        s = kept.copy(log=False)
        s.log = self._s.log[:lines]  # the log only grows, so the snapshot's log is the start of this one
        again = self._history[k:n]
        self._s, self._history, self._decision = s, self._history[:k], None
        self._marks = {m: v for m, v in self._marks.items() if m <= n}
        self._replay(again, k)

    def redo(self) -> str:
        """Make again the last undone choice; returns its text."""
        return redo_next(self._redo, self.apply)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def goto(self, n: int) -> None:
        """Rewind or fast-forward to the position after the first ``n`` choices of the full
        history (undone choices included), keeping the rest available to :meth:`redo`."""
        kept, redo = history_at(self.history, self._redo, n)
        if n < len(self._history):
            self._rewind(n)
        else:
            self._replay(kept[len(self._history):], len(self._history))
        self._redo = redo

    # ----------------------------------------------------------- save/load
    def to_json(self, indent: int | None = None) -> str:
        """Seed, players, rules (and the track when not the default) plus the choices."""
        data: dict[str, Any] = {"format": FORMAT, "players": self.players, "seed": self._s.seed,
                                "rules": self.rules.to_dict(), "choices": list(self.history)}
        default = Track.default()
        # By value, not only identity: a pickled or deep-copied game holds its own copy of the default track.
        if self.track is not default and self.track.to_dict() != default.to_dict():
            data["track"] = self.track.to_dict()
        if self._arrangement:
            data["arrange"] = self._arrangement
        return json.dumps(data, indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str, source: str = "<json>") -> Game:
        """Load a save by replaying it; a broken one raises :class:`SaveError` naming the field.

        The text is read by the kit's shared input layer, with the same caps as a Leaping
        Lemmings save (see :mod:`plongeon.savefile`).
        """
        data = read_save(text, source)
        try:
            game = cls(data.players, data.seed, data.track or Track.default(), data.rules, data.arrange)
        except ValueError as exc:
            raise SaveError(source, "arrange", str(exc).removeprefix("arrange: ")) from None
        try:
            game._replay(data.choices)
        except IllegalAction as exc:
            raise SaveError(source, "choices", str(exc)) from None
        return game

    # ------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        """The raw state (read it; change it only through :meth:`apply`)."""
        return self._s

    @property
    def track(self) -> Track:
        return self._s.track

    board = track

    @property
    def rules(self) -> Rules:
        return self._s.rules

    @property
    def players(self) -> int:
        return self._s.players

    @property
    def over(self) -> bool:
        return self._s.phase == "over"

    @property
    def winner(self) -> str | None:
        """The winning colour, ``None`` while the race runs."""
        return None if self._s.winner is None else self._s.colour(self._s.winner)

    def standings(self) -> list[tuple[int, Standing]]:
        """``(place, standing)`` best first: the winner, then by lemmings over the line and steps made."""
        return standings(self._s)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (JSON-ready): its own hand, the others' only counted, the draw pile's size."""
        return player_view(self._s, arg.player(seat, self.players, "seat"))

    def describe(self, option: Any) -> str:
        """An option (or its text) in plain words."""
        try:
            return describe_option(self._s, parse_option(option) if isinstance(option, str) else option)
        except ValueError as exc:
            raise ArgumentError(str(exc)) from None

    @property
    def log(self) -> list[str]:
        """What happened, oldest first, in the current language."""
        return [log_line(line) for line in self._s.log]

    def hand(self, player: int) -> tuple[str, ...]:
        """The cards ``player`` (a seat, 0 to players - 1) holds (a seat's own view; the others see only how many)."""
        return tuple(self._s.hands[arg.player(player, self.players)])

    def column(self, terrain: str) -> tuple[int, ...]:
        """The values in a terrain's column, the active card last."""
        if arg.text(terrain, "terrain") not in TERRAINS:
            raise ArgumentError(tr("there is no {terrain} column: the columns are {terrains}", terrain=f"{terrain!r:.40}",
                                   terrains=", ".join(TERRAINS)))
        return tuple(self._s.columns[terrain])

    def where(self, lemming: str) -> str:
        """A lemming's hex, ``"start"`` or ``"finish"``."""
        loc = self._s.loc
        if isinstance(lemming, str) and lemming in loc:  # the usual case first: bots ask at every step option
            return loc[lemming]
        return loc[self._lemming(lemming)]

    def _lemming(self, lemming: Any) -> str:
        if arg.text(lemming, "lemming") not in self._s.loc:
            raise ArgumentError(tr("no lemming {lemming} in this game ({lemmings})", lemming=f"{lemming!r:.40}",
                                   lemmings=", ".join(self._s.loc)))
        return lemming

    # ------------------------------------------------------ destinations
    def _move_context(self, lemming: str, card: str | None) -> tuple[str | None, int] | str:
        s = self._s
        if s.phase == "over":
            return tr("the game is over")
        if lemming not in s.loc:
            return tr("there is no lemming {lemming} in this game", lemming=repr(lemming))
        if lemming not in lemmings_of(s.player):
            return tr("{lemming} is not one of {who}'s lemmings: {who} is to play", lemming=lemming, who=s.colour_name(s.player))
        if s.loc[lemming] == FINISH:
            return tr("{lemming} is already over the finish line", lemming=lemming)
        if s.phase == "move":
            if s.mover and s.mover != lemming:
                return tr("only one lemming moves per turn, and {lemming} is moving", lemming=s.mover)
            return (card_terrain(s.card) if s.card else None, s.points)
        if s.phase == "bonus":
            return (card_terrain(s.card) if s.card else None, s.points)
        if card is None:
            return tr("no card is played yet: pass card='W3' to ask what a card would allow")
        if card not in s.hands[s.player]:
            return tr("{card} is not in {who}'s hand", card=card, who=s.colour_name(s.player))
        return (card_terrain(card), move_points(s.columns[card_terrain(card)], card_value(card)))

    def legal_destinations(self, lemming: str, card: str | None = None) -> dict[str, tuple[str, ...]]:
        """Where ``lemming`` can end this move, each with one shortest list of step targets.

        During the move (or before it, for a ``card`` in the mover's hand: what playing it
        would allow, bonus tile aside). Empty when the lemming cannot move now.
        """
        self._lemming(lemming)
        if card is not None and not is_card(arg.text(card, "card")):
            raise ArgumentError(tr("card must be a card such as 'W3' (terrain letter and value), not {value}",
                                   value=f"{card!r:.40}"))
        ctx = self._move_context(lemming, card)
        if isinstance(ctx, str):
            return {}
        return reachable(self._s, lemming, ctx[0], ctx[1])

    def why_not(self, lemming: str, hex: str, card: str | None = None) -> str | None:
        """``None`` if ``lemming`` can end its move on ``hex`` (or ``"finish"``), else the reason."""
        arg.text(lemming, "lemming")
        arg.text(hex, "hex")
        if card is not None:
            arg.text(card, "card")
        ctx = self._move_context(lemming, card)
        if isinstance(ctx, str):
            return ctx
        if hex != FINISH and hex not in self.track:
            return tr("{hex} is not a hex of this track", hex=repr(hex))
        if hex == self._s.loc[lemming]:
            return tr("{lemming} already stands on {hex}", lemming=lemming, hex=hex)
        terrain, points = ctx
        if hex in reachable(self._s, lemming, terrain, points):
            return None
        if hex != FINISH and self._s.terrain(hex) not in ("meadow", terrain):
            t = self._s.terrain(hex)
            return tr("{hex} is {terrain}: only a {terrain} card lets a lemming walk there (this card is {card})", hex=hex,
                      terrain=TERRAIN_NAMES[t], card=TERRAIN_NAMES[terrain] if terrain else terrain)
        far = walking_distance(self._s, lemming, hex, terrain)
        if far is None:
            return tr("no path of meadow and {terrain} hexes leads from {start} to {hex}", start=self._s.loc[lemming], hex=hex,
                      terrain=TERRAIN_NAMES[terrain] if terrain else terrain)
        if far > points:
            return tr("{hex} is {far} steps away over hexes this card allows, and the move has {points} points", hex=hex,
                      far=far, points=points)
        return tr("other lemmings block every way to {hex} (they can be pushed only straight ahead, not off the board or "
                  "backwards)", hex=hex)

    # ------------------------------------------------------------ display
    def __repr__(self) -> str:
        s = self._s
        if self.over:
            return f"<plongeon.Game {s.players} players: won by {self.winner}>"
        return f"<plongeon.Game {s.players} players: turn {s.turn}, {s.colour(s.player)} to {s.phase}>"

    def svg(self, **kwargs: Any) -> SvgPicture:
        """The position as an SVG picture (see :func:`plongeon.render.game_svg`)."""
        return game_svg(self, **kwargs)

    def _repr_svg_(self) -> str:
        return str(self.svg())


__all__ = ["Game", "FORMAT", "START", "FINISH", "Step"]
