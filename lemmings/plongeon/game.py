"""The public game object of Le grand plongeon, with the same shape as :class:`lemmings.Game`.

>>> from lemmings.plongeon import Game
>>> game = Game.new(players=3, seed=1)
>>> game.pending.kind
'action'
>>> game.apply(str(game.pending.options[0]))   # doctest: +ELLIPSIS
PlayCard(card=...)

A game is its setup (players, seed, track, rules) plus the choices made since: undo,
redo and saves replay that list.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction, SaveError
from ..game import Decision
from ..i18n import log_line, tr
from ..inputs import JSON_PROBLEMS
from ..options import normalise
from . import turn
from .cards import Rules, card_terrain, card_value, move_points
from .movement import reachable, walking_distance
from .options import OPTION_TYPES, Step, parse_option
from .position import arrange
from .render import game_svg
from .state import State, lemmings_of
from .track import FINISH, START, TERRAIN_NAMES, Track

if TYPE_CHECKING:
    from ..render_svg import SvgPicture

FORMAT = "plongeon-1"


class Game:
    """A game of Le grand plongeon driven one decision at a time: read :attr:`pending`,
    call :meth:`apply` with one of its options (or its text)."""

    def __init__(self, players: int, seed: int, track: Track, rules: Rules,
                 arrangement: dict[str, Any] | None = None) -> None:
        self._s = turn.new_state(players, seed, track, rules)
        self._arrangement = json.loads(json.dumps(arrangement)) if arrangement else None
        if self._arrangement:
            arrange(self._s, self._arrangement)
        self._history: list[str] = []
        self._redo: list[str] = []
        self._decision: Decision | None = None

    @classmethod
    def new(cls, players: int = 4, seed: int = 7, *, track: Track | str | Path | None = None,
            rules: Rules | dict[str, Any] | None = None, arrange: dict[str, Any] | None = None) -> Game:
        """Set up a game: 2-5 players, the default track and rules unless given.

        ``arrange`` sets a teaching position after the deal (see :mod:`.position`): e.g.
        ``{"loc": {"B1": "0305"}, "hands": {0: ["W3"]}, "columns": {"water": [4]}, "tiles": {"0407": "water"}}``.
        """
        if track is None:
            trk = Track.default()
        elif isinstance(track, Track):
            trk = track
        else:
            trk = Track.load(track)
        ru = rules if isinstance(rules, Rules) else Rules.from_dict(rules or {})
        return cls(players, seed, trk, ru, arrange)

    @classmethod
    def replay(cls, players: int, seed: int, choices: Iterable[str], *, track: Track | None = None,
               rules: Rules | None = None, arrange: dict[str, Any] | None = None) -> Game:
        """A new game with ``choices`` applied; a bad one raises :class:`IllegalAction` naming it."""
        game = cls.new(players, seed, track=track, rules=rules, arrange=arrange)
        for i, choice in enumerate(choices):
            try:
                game.apply(choice)
            except IllegalAction as exc:
                raise IllegalAction(tr("choice {i} ({choice}) cannot be replayed: {reason}", i=i + 1, choice=choice,
                                       reason=exc), rule=exc.rule) from None
        return game

    def copy(self) -> Game:
        g = Game.__new__(Game)
        g._s, g._history, g._redo, g._decision = self._s.copy(), list(self._history), list(self._redo), self._decision
        g._arrangement = self._arrangement
        return g

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
        """Make the pending choice; :class:`IllegalAction` names the rule and leaves the game unchanged."""
        chosen = self._match(option)
        turn.apply(self._s, chosen)
        self._history.append(str(chosen))
        self._decision = None
        if self._redo and self._redo[-1] == self._history[-1]:
            self._redo.pop()
        else:
            self._redo.clear()
        return chosen

    def _match(self, option: Any) -> Any:
        d = self.pending
        if d is None:
            raise IllegalAction(tr("the game is over: no more choices can be made"), rule="Fin de jeu")
        for o in d.options:
            if o is option or o == option:
                return o
        if isinstance(option, str):
            key = normalise(option)
            for o in d.options:
                if normalise(str(o)) == key:
                    return o
            try:
                parsed = parse_option(option)
            except ValueError as exc:
                raise IllegalAction(tr("{reason}. The game waits for: {prompt}", reason=exc, prompt=d.prompt),
                                    option=option) from None
            for o in d.options:
                if o == parsed:
                    return o
        elif isinstance(option, OPTION_TYPES):
            parsed = option
        else:
            raise IllegalAction(tr("{option} is not an option: pass one of game.pending.options or its text",
                                   option=repr(option)), option=option)
        rule = {"action": "Déroulement du jeu", "bonus": "Tuiles bonus", "move": "Déplacer un lemming"}[d.kind]
        raise IllegalAction(tr("'{option}' is not allowed: {reason}.", option=parsed, reason=turn.explain(self._s, parsed)),
                            rule=rule, option=parsed)

    # ------------------------------------------------------------ history
    @property
    def history(self) -> tuple[str, ...]:
        return tuple(self._history)

    def undo(self) -> str:
        """Take back the last choice (by replaying the others); returns its text."""
        if not self._history:
            raise IllegalAction(tr("there is nothing to undo"))
        last = self._history[-1]
        redo = self._redo + [last]
        other = Game.replay(self.players, self._s.seed, self._history[:-1], track=self.track, rules=self.rules,
                            arrange=self._arrangement)
        self._s, self._history, self._decision = other._s, other._history, None
        self._redo = redo
        return last

    def redo(self) -> str:
        if not self._redo:
            raise IllegalAction(tr("there is nothing to redo"))
        text = self._redo[-1]
        self.apply(text)
        return text

    # ----------------------------------------------------------- save/load
    def to_json(self, indent: int | None = None) -> str:
        """Seed, players, rules (and the track when not the default) plus the choices."""
        data: dict[str, Any] = {"format": FORMAT, "players": self.players, "seed": self._s.seed,
                                "rules": self.rules.to_dict(), "choices": list(self._history)}
        if self.track is not Track.default():
            data["track"] = self.track.to_dict()
        if self._arrangement:
            data["arrange"] = self._arrangement
        return json.dumps(data, indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str, source: str = "<json>") -> Game:
        """Load a save by replaying it; a broken one raises :class:`SaveError` naming the field."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            problem = JSON_PROBLEMS[exc.msg].render() if exc.msg in JSON_PROBLEMS else exc.msg
            raise SaveError(source, f"line {exc.lineno} column {exc.colno}", tr("not valid JSON: {problem}",
                                                                                problem=problem)) from None
        if not isinstance(data, dict):
            raise SaveError(source, "(top level)", tr("must be a JSON object"))
        if data.get("format") != FORMAT:
            raise SaveError(source, "format", tr("must be {expected}, not {value}", expected=repr(FORMAT),
                                                 value=repr(data.get("format"))))
        choices = data.get("choices", [])
        if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
            raise SaveError(source, "choices", tr("must be a list of option texts"))
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except (TypeError, ValueError) as exc:
            raise SaveError(source, "rules", str(exc)) from None
        track = Track(data["track"], f"{source}: track") if "track" in data else None
        arrangement = data.get("arrange")
        if arrangement is not None and not isinstance(arrangement, dict):
            raise SaveError(source, "arrange", tr("must be an object (see lemmings.plongeon.position)"))
        try:
            game = cls.new(data.get("players"), data.get("seed"), track=track, rules=rules, arrange=arrangement)
        except ValueError as exc:
            raise SaveError(source, "arrange" if arrangement else "players/seed", str(exc)) from None
        try:
            return cls.replay(game.players, game.state.seed, choices, track=track, rules=rules, arrange=arrangement)
        except IllegalAction as exc:
            raise SaveError(source, "choices", str(exc)) from None
        except ValueError as exc:
            raise SaveError(source, "players/seed", str(exc)) from None

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

    @property
    def log(self) -> list[str]:
        """What happened, oldest first, in the current language."""
        return [log_line(line) for line in self._s.log]

    def hand(self, player: int) -> tuple[str, ...]:
        """The cards ``player`` holds (a seat's own view; the others see only how many)."""
        return tuple(self._s.hands[player])

    def column(self, terrain: str) -> tuple[int, ...]:
        """The values in a terrain's column, the active card last."""
        return tuple(self._s.columns[terrain])

    def where(self, lemming: str) -> str:
        """A lemming's hex, ``"start"`` or ``"finish"``."""
        if lemming not in self._s.loc:
            raise ValueError(tr("no lemming {lemming} in this game ({lemmings})", lemming=repr(lemming),
                                lemmings=", ".join(self._s.loc)))
        return self._s.loc[lemming]

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
        ctx = self._move_context(lemming, card)
        if isinstance(ctx, str):
            return {}
        return reachable(self._s, lemming, ctx[0], ctx[1])

    def why_not(self, lemming: str, hex: str, card: str | None = None) -> str | None:
        """``None`` if ``lemming`` can end its move on ``hex`` (or ``"finish"``), else the reason."""
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
        """The position as an SVG picture (see :func:`lemmings.plongeon.render.game_svg`)."""
        return game_svg(self, **kwargs)

    def _repr_svg_(self) -> str:
        return str(self.svg())


__all__ = ["Game", "FORMAT", "START", "FINISH", "Step"]
