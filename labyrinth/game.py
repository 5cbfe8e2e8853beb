"""The public game object of Labyrinth, shaped like the kit's other two games.

>>> from labyrinth.game import Game
>>> game = Game.new(players=3, seed=1)
>>> game.pending.kind
'action'

A game is its setup (players, seed, components, characters) plus the choices made since:
undo, redo and saves replay that list, and the same seed gives the same game in any process.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamecore import arguments as arg
from gamecore.arguments import shown
from gamecore.errors import IllegalAction, SaveError
from gamecore.i18n import Message, log_line, render, tr
from gamecore.inputs import load_json
from gamecore.limits import MAX_HISTORY, MAX_OPTION_TEXT, MAX_SAVE_BYTES, QUOTE_LIMIT
from gamecore.protocol import history_at, redo_next, refuse_past_limit

from . import turn
from .account import account
from .components import Components, load_components, starter
from .picture import game_svg
from .readouts import Standing, describe_option, player_view, standings
from .state import State, new_state
from .wording import question

FORMAT = "labyrinth-1"
#: A game (and so its save) holds at most this many choices, each at most MAX_CHOICE characters: the kit's
#: limits (gamecore.limits), the same in every game.
MAX_CHOICES = MAX_HISTORY
MAX_CHOICE = MAX_OPTION_TEXT


@dataclass(frozen=True)
class Decision:
    """What the game waits for: ``player`` (seat index) chooses one of ``options`` (texts), asked ``question``
    (a message worded when read, :mod:`labyrinth.wording`)."""

    player: int
    kind: str
    options: tuple[str, ...]
    question: Message

    @property
    def prompt(self) -> str:
        """The question in the current language: who, what to decide, how many actions are left."""
        return render(self.question)


class Game:
    """A game of Labyrinth driven one decision at a time: read :attr:`pending`, :meth:`apply` an option."""

    def __init__(self, comps: Components, players: int, seed: int, characters: list[str] | None = None) -> None:
        self.components = comps
        self._s = new_state(comps, players, seed, characters)
        self._characters = [seat.character for seat in self._s.seats]
        turn.settle(comps, self._s)
        self._history: list[str] = []
        self._redo: list[str] = []
        self._decision: Decision | None = None

    @classmethod
    def new(cls, players: int = 4, seed: int = 7, *, components: Components | str | Path | None = None,
            characters: list[str] | None = None) -> Game:
        """Set up a game of 2-6 players with ``components`` (a set, a folder, or the kit's starter set)."""
        comps = components if isinstance(components, Components) else (
            starter() if components is None else load_components(components))
        return cls(comps, players, seed, characters)

    def copy(self) -> Game:
        g = Game.__new__(Game)
        g.components, g._s, g._characters = self.components, self._s.copy(), self._characters
        g._history, g._redo, g._decision = list(self._history), list(self._redo), self._decision
        return g

    def __deepcopy__(self, memo: dict) -> Game:
        # copy() shares what never changes (the track or components and the rules), so a deep copy's
        # save still names the default ones by identity and leaves them out.
        return self.copy()

    # ----------------------------------------------------------- deciding
    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or ``None`` once it is over."""
        s = self._s
        if s.winner is not None:
            return None
        if self._decision is not None:
            return self._decision
        kind = turn.kind(s)
        player = turn.chooser(s)
        options = tuple(turn.options(self.components, s))
        self._decision = Decision(player, kind, options, question(self.components, s, options))
        return self._decision

    @property
    def options(self) -> tuple[str, ...]:
        d = self.pending
        return d.options if d else ()

    def apply(self, option: Any) -> str:
        """Make the pending choice (an option or its text); a refusal names the rule and changes nothing."""
        d = self.pending
        if d is None:
            raise IllegalAction(tr("the game is over: no more choices can be made"), rule="Objetivo del juego")
        refuse_past_limit(len(self._history))
        text = " ".join(option.split()).lower() if isinstance(option, str) and len(option) <= MAX_CHOICE else None
        chosen = next((o for o in d.options if o.lower() == text), None)
        if chosen is None:
            quoted = (shown(option) if not isinstance(option, str) else option if len(option) <= QUOTE_LIMIT
                      else option[:QUOTE_LIMIT] + "…")
            rule = turn.RULES[d.kind]
            raise IllegalAction(tr("'{option}' is not allowed now ({rule}): {reason}", option=quoted, rule=rule,
                                   reason=self.explain(text or "")), rule=rule, option=option)
        turn.apply(self.components, self._s, chosen)
        self._decision = None
        self._history.append(chosen)
        if self._redo and self._redo[-1] == chosen:
            self._redo.pop()
        else:
            self._redo.clear()
        return chosen

    def explain(self, text: str) -> str:
        """Why ``text`` is not an option now."""
        s, d = self._s, self.pending
        verb = text.split()[0] if text.split() else ""
        me = s.seats[s.active]
        if d and d.kind == "action":
            if me.stun:
                return tr("a stunned character may only rest until every stun token is gone (Descanso)")
            if me.at == me.start and verb != "move":
                return tr("from the start tile the first activity is the move onto the key tile")
            if verb in ("golem", "event") and verb in s.done:
                return tr("this activity may be done once per turn")
            if verb in ("safe", "crystal") and s.actions < 2:
                return tr("it costs 2 actions and {n} is left", n=s.actions)
        return tr("the options are: {options}", options=", ".join(d.options) if d else "")

    # ------------------------------------------------------------ history
    @property
    def history(self) -> tuple[str, ...]:
        return tuple(self._history)

    def _replayed(self, choices: list[str]) -> Game:
        g = Game(self.components, self._s.players, self._s.seed, self._characters)
        for i, choice in enumerate(choices):
            try:
                g.apply(choice)
            except IllegalAction as exc:
                raise IllegalAction(tr("choice {i} ({choice}) cannot be replayed: {reason}", i=i + 1, choice=choice,
                                       reason=exc), rule=exc.rule) from None
        return g

    def undo(self) -> str:
        """Take back the last choice (by replaying the others); returns its text."""
        if not self._history:
            raise IllegalAction(tr("there is nothing to undo"))
        last = self._history[-1]
        redo = self._redo + [last]
        other = self._replayed(self._history[:-1])
        self._s, self._history, self._redo, self._decision = other._s, other._history, redo, None
        return last

    def redo(self) -> str:
        """Make again the last undone choice; returns its text."""
        return redo_next(self._redo, self.apply)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def goto(self, n: int) -> None:
        """Rewind or fast-forward to the position after the first ``n`` choices of the full
        history (undone choices included), keeping the rest available to :meth:`redo`."""
        kept, redo = history_at(self._history, self._redo, n)
        other = self._replayed(kept)
        self._s, self._history, self._redo, self._decision = other._s, other._history, redo, None

    # ----------------------------------------------------------- save/load
    def to_json(self, indent: int | None = None) -> str:
        """Players, seed, characters, the component folder (when not the starter set) and the choices."""
        data: dict[str, Any] = {"format": FORMAT, "players": self._s.players, "seed": self._s.seed,
                                "characters": self._characters, "choices": self._history}
        if self.components is not starter():
            data["components"] = self.components.source
        return json.dumps(data, indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str, source: str = "<json>") -> Game:
        """Load a save by replaying it; a broken one raises :class:`SaveError` naming the field."""
        data = load_json(text, source, SaveError, max_chars=MAX_SAVE_BYTES)
        if not isinstance(data, dict):
            raise SaveError(source, "(top level)", tr("must be a JSON object"))
        if data.get("format") != FORMAT:
            raise SaveError(source, "format", tr("must be {expected}, not {value}", expected=repr(FORMAT),
                                                 value=shown(data.get("format"))))
        choices = data.get("choices", [])
        if not isinstance(choices, list) or not all(isinstance(c, str) and len(c) <= MAX_CHOICE for c in choices):
            raise SaveError(source, "choices", tr("must be a list of option texts of at most {n} characters",
                                                  n=MAX_CHOICE))
        if len(choices) > MAX_CHOICES:
            raise SaveError(source, "choices", tr("holds {n} choices; at most {most} are accepted", n=len(choices),
                                                  most=MAX_CHOICES))
        try:
            game = cls.new(data.get("players"), data.get("seed"), components=data.get("components"),
                           characters=data.get("characters"))
        except ValueError as exc:
            raise SaveError(source, "players/seed/characters", str(exc)) from None
        try:
            return game._replayed(choices)
        except IllegalAction as exc:
            raise SaveError(source, "choices", str(exc)) from None

    # ------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        """The raw state (read it; change it only through :meth:`apply`)."""
        return self._s

    @property
    def players(self) -> int:
        return self._s.players

    @property
    def over(self) -> bool:
        return self._s.winner is not None

    @property
    def winner(self) -> str | None:
        """The winner's name (``"P2"``), ``None`` while the game runs."""
        return None if self._s.winner is None else self._s.name(self._s.winner)

    def standings(self) -> list[tuple[int, Standing]]:
        """``(place, standing)``: the winner first, everyone else sharing second place (all first while it runs)."""
        return standings(self._s, self.components)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (JSON-ready): the table, the piles only counted, face-down traps hidden."""
        return player_view(self._s, arg.player(seat, self.players, "seat"))

    def describe(self, option: str) -> str:
        """An option's text in plain words."""
        return describe_option(self.components, self._s, arg.text(option, "option"))

    def svg(self) -> str:
        """The position as an SVG picture (see :mod:`labyrinth.picture`)."""
        words = account(self)  # the position in words, as everyone at the table may know it
        return game_svg(self.components, self._s, title=words.title, desc=words.text())

    def _repr_svg_(self) -> str:
        return self.svg()

    @property
    def log(self) -> list[str]:
        return [log_line(line) for line in self._s.log]

    def __repr__(self) -> str:
        s = self._s
        if self.over:
            return f"<labyrinth.Game {s.players} players: won by {self.winner}>"
        return f"<labyrinth.Game {s.players} players: turn {s.turn}, {s.name(s.active)} to play>"
