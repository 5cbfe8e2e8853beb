"""The public game object: create, ask what is pending, apply choices, undo, save and load.

>>> from lemmings import Game
>>> game = Game.new(players=4, seed=7)
>>> game.pending.kind, [str(o) for o in game.pending.options]
('roll', ['roll'])
>>> game.apply("roll")
Roll()

A game is its initial position plus the list of choices made since: undo, redo, the
history slider and save files all replay that list, so they always agree with the rules.

Undo keeps the luck: replayed from the same seed, the dice, cards and pellets after an undone
choice come out as before (what the what-if lessons and analysis want). With
:attr:`Game.fresh_after_undo` on (GameView's default), a choice that differs from the undone one
deals afresh what nobody has seen yet (:mod:`lemmings.redraw`); the game records that redraw
with its position, so replays and saves stay exact.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Iterable, Sequence
from itertools import repeat
from operator import is_
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from gamecore import arguments as arg
from gamecore import pictures
from gamecore.errors import ArgumentError, IllegalAction, SaveError
from gamecore.i18n import log_line, tr
from gamecore.inputs import read_text, write_text
from gamecore.limits import MAX_HISTORY, MAX_SAVE_BYTES
from gamecore.protocol import history_at, redo_next, refuse_past_limit
from gamecore.rng import derive

from . import special_actions as SA
from .board import EAGLES, START, Board
from .chance import CHANCE, OUTCOME_TYPES, probabilities
from .clans import Clan
from .describe import describe_option, sentence
from .gamefile import game_json, read_game
from .knowledge import sample_state
from .matching import resolve
from .movement import card_value
from .options import option_text
from .piles import PilesMixin
from .redraw import MAX_SALT, redraw_unseen
from .scenario import parse_scenario
from .scoring import Score, dive_points, final_score, standings
from .setup import make_config, new_state
from .state import CHOW, DIVE, Config, State
from .steps import STEPS, Decision, settle
from .view import player_view

if TYPE_CHECKING:
    from .render_svg import SvgPicture


class LemmingInfo(NamedTuple):
    """Who a lemming is and where it stands."""

    id: str
    name: str
    clan: str
    player: int
    status: str  # starting, active, covered, scored, eaten
    where: str  # a hex id, "start", "chow" or "dive"


_new = object.__new__


class Game(PilesMixin):
    """A game of Leaping Lemmings driven one decision at a time.

    Create one with :meth:`new`, :meth:`from_scenario` or :meth:`from_json`. Read
    :attr:`pending` and call :meth:`apply` with one of its options (or its text). The cards
    and pellets are read with the accessors of :class:`~lemmings.piles.PilesMixin`
    (:meth:`deck`, :meth:`hand`, :attr:`undealt`, :attr:`reserve`…).
    """

    def __init__(self, state: State, *, initial: State | None = None, history: Sequence[str] = ()) -> None:
        self._s = state
        self._next = settle(state)
        self._initial: State | None = initial if initial is not None else state.copy()
        # Choices as made: option objects (turned into text only when read, see ``history``) or text.
        self._history: list[Any] = list(history)
        self._redo: list[str] = []
        #: Redraws made (see :mod:`lemmings.redraw`): position in the history -> salt, each dealt just
        #: before the choice at that position (kept past the present for redo).
        self._redraws: dict[int, int] = {}
        #: After an undo, a different choice deals afresh what nobody has seen (off: the same luck as before).
        self.fresh_after_undo = False
        self._decision: Decision | None = None  # made by ``pending`` when first asked for
        self._shown: weakref.ref[Decision] | None = None  # the last decision ``pending`` gave out

    # ------------------------------------------------------------------ creating
    @classmethod
    def new(cls, players: int = 4, seed: int = 7, variant: str | Iterable[str] | None = None, *,
            clans: Sequence[str] | None = None, die: Sequence[int | str] | None = None,
            board: Board | str | Path | None = None, first_player: int | None = None,
            chance: str = "seeded", reading: str | None = None) -> Game:
        """Set up a new game exactly as the rulebook's setup describes.

        ``variant`` is ``None`` or any of ``"short"``, ``"two_player"``, ``"chaos"`` (a string
        like ``"short,chaos"`` or a list). **Two players play the two-player variant** unless
        ``variant`` names ``"standard"``: ``Game.new(players=2, variant="standard")`` (or
        ``"short,standard"``) plays the standard rules with two clans. ``die`` lists the
        eagle-die faces (0 or ``"Hover"`` for Hover; default Hover, 1, 1, 2, 2, 3).
        ``first_player`` picks the first Eagle Player, the First Player with two (default:
        chosen at random from the seed; a dice-off in the two-player variant).
        ``chance="explicit"`` turns every random event (setup deals, dice, cards, pellets) into a
        decision of the chance player :data:`CHANCE` instead of a draw from the seed.
        ``reading="es_it"`` plays the Spanish/Italian brush limits (default English; :mod:`lemmings.readings`).
        """
        cfg = make_config(players, seed, variant, clans=clans, die=die, board=board, chance=chance, reading=reading)
        if first_player is not None:
            arg.player(first_player, players, "first_player")
        return cls(new_state(cfg, first_player))

    @classmethod
    def from_scenario(cls, text: str | Path, *, name: str | None = None) -> Game:
        """Build a position from the scenario format (see :mod:`lemmings.scenario`)."""
        return cls(parse_scenario(text, name=name))

    @classmethod
    def replay(cls, initial: State, choices: Iterable[str | Any], redraws: dict[int, int] | None = None) -> Game:
        """Replay ``choices`` from an initial state, with the ``redraws`` made among them (position ->
        salt, see :mod:`lemmings.redraw`); raises :class:`IllegalAction` on a bad choice."""
        game = cls(initial.copy(), initial=initial)
        redraws = redraws or {}
        for i, choice in enumerate(choices):
            if i in redraws:
                redraw_unseen(game._s, redraws[i])
                game._redraws[i] = redraws[i]
            try:
                game.apply(choice)
            except IllegalAction as exc:
                raise IllegalAction(tr("choice {n} ({choice}) cannot be replayed: {reason}", n=i + 1, choice=choice,
                                       reason=exc), rule=exc.rule) from None
        return game

    def copy(self, *, search: bool = False) -> Game:
        """An independent copy (cheap: the board and configuration are shared). ``search=True``: a copy
        for bots, without log or initial position (:attr:`history` starts empty; no undo or goto)."""
        g = Game.__new__(Game)
        g._s, g._next, g._decision = self._s.copy(log=not search), self._next, None
        g._initial, g._history, g._redo = (None, [], []) if search else (self._initial, list(self._history),
                                                                         list(self._redo))
        g._redraws, g.fresh_after_undo = ({}, False) if search else (dict(self._redraws), self.fresh_after_undo)
        return g

    def sample_world(self, player: int, rng: random.Random) -> Game:
        """A search copy that ``player`` cannot tell apart from this game: hidden cards, pellet values,
        deck order and future chance drawn afresh with ``rng`` (see :mod:`lemmings.knowledge`)."""
        g = self.copy(search=True)
        g._s = sample_state(self._s, player, rng)
        g._next, g._decision = settle(g._s), None  # a rival's options may depend on its new hand
        return g

    def __getstate__(self) -> dict[str, Any]:
        # For pickle: the pending decision is made again when asked for (a weak reference cannot be pickled).
        return {**self.__dict__, "_decision": None, "_shown": None}

    def __deepcopy__(self, memo: dict) -> Game:
        return self.copy()  # the board and configuration never change, so sharing them is safe

    # ----------------------------------------------------------------- deciding
    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or ``None`` once the game is over."""
        d = self._decision
        if d is None and self._next is not None:
            task, opts = self._next
            s = self._s
            st = STEPS[task[0]]
            player = st.player(s, task)
            # A decision whose question the step words from the state when it is first read (most
            # decisions of a playout never are, and wording one costs as much as finding its options);
            # apply() words it first if it is still held. Fields set here, without a constructor's
            # call: this runs at every decision of every playout.
            d = _new(Decision)
            if player == CHANCE:
                d._clan, d._probabilities = "chance", tuple(dict(probabilities(s, task)).values())
            else:
                d._clan, d._probabilities = s.cfg.clans[player].name, ()
            d._player, d._kind, d._options, d._question, d._asker = player, st.kind, tuple(opts), None, (st, s, task)
            self._decision, self._shown = d, weakref.ref(d)
        return d

    @property
    def options(self) -> tuple[Any, ...]:
        """Shortcut for ``game.pending.options`` (empty when the game is over)."""
        d = self.pending
        return d.options if d else ()

    def apply(self, option: Any) -> Any:
        """Make the pending choice: an option from :attr:`pending`, or its text (``"move R3 0705"``).

        Raises :class:`IllegalAction` naming the rule when the choice is not legal; the game
        is then left exactly as it was. Returns the option applied.
        """
        nxt = self._next
        if len(self._history) >= MAX_HISTORY:  # inline test: this runs at every decision of every playout
            refuse_past_limit(len(self._history))
        # The usual case, as bots pass one of pending.options: found by identity, no matching needed.
        chosen = option if nxt is not None and any(map(is_, nxt[1], repeat(option))) else self._match(option)
        if self._decision is not None:
            self._decision = None
            d = self._shown()
            if d is not None:  # someone still holds the pending decision: word it before the position changes
                d.word_now()
        if self._redo:  # after an undo: the same choice again, or another future (never in a playout)
            self._branch(str(chosen))
        # Carry it out (inline: this runs at every decision of every playout).
        task = nxt[0]
        s = self._s
        s.tasks.pop()
        STEPS[task[0]].choose(s, task, chosen)
        self._history.append(chosen)
        self._next = settle(s)
        return chosen

    def _branch(self, text: str) -> None:
        """Before the choice ``text`` is carried out after an undo: the same choice as the undone one
        keeps its future (the redo list and the luck dealt for it); another choice drops that future
        and, with :attr:`fresh_after_undo`, deals afresh what nobody has seen (:mod:`lemmings.redraw`)."""
        k = len(self._history)
        if self._redo[-1] == text:
            self._redo.pop()
        else:
            self._redo.clear()
            self._redraws = {i: salt for i, salt in self._redraws.items() if i < k}
            s = self._s
            if self.fresh_after_undo and not s.cfg.explicit_chance:  # explicit chance: the luck is chosen, not drawn
                self._redraws[k] = derive(s.cfg.seed, k, s.chance, len(self._redraws), *text.encode()) % MAX_SALT
        if k in self._redraws:
            redraw_unseen(self._s, self._redraws[k])

    def _match(self, option: Any) -> Any:
        if self._next is None:
            raise IllegalAction(tr("the game is over: no more choices can be made"), rule="Ending the Game")
        task, opts = self._next
        found, parsed = resolve(option, opts, self._waiting, outcome_types=OUTCOME_TYPES,
                                outcomes_only=task[0] == "chance")
        if found is not None:
            return found
        step = STEPS[task[0]]
        if type(parsed) not in step.answers and not any(type(o) is type(parsed) for o in opts):
            raise IllegalAction(tr("'{option}' does not answer the pending question. {waiting}", option=option_text(parsed),
                                   waiting=self._waiting()), option=parsed)
        reason = step.explain(self._s, task, parsed) or tr("it is not among the legal options")
        raise IllegalAction(tr("'{option}' is not allowed: {reason}", option=option_text(parsed), reason=sentence(reason)),
                            rule=step.kind, option=parsed)

    def _waiting(self) -> str:
        d = self.pending
        assert d is not None
        return d.waiting()

    # ------------------------------------------------------------------ history
    @property
    def history(self) -> tuple[str, ...]:
        """Every choice made so far, as option text."""
        return tuple(map(str, self._history))

    def undo(self) -> str:
        """Take back the last choice (by replaying the others); returns its text."""
        if not self._history:
            raise IllegalAction(tr("there is nothing to undo"))
        self._rewindable()
        last = str(self._history[-1])
        redo = self._redo + [last]
        self._restore(Game.replay(self._initial, self.history[:-1], self._redraws))
        self._redo = redo
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
        self._rewindable()
        kept, redo = history_at(self.history, self._redo, n)
        self._restore(Game.replay(self._initial, kept, self._redraws))
        self._redo = redo

    def _rewindable(self) -> None:
        if self._initial is None:
            raise IllegalAction(tr("a search copy (game.copy(search=True)) keeps no initial position to rewind to"))

    def _restore(self, other: Game) -> None:
        self._s, self._next, self._history, self._decision = other._s, other._next, other._history, None

    # --------------------------------------------------------------- save/load
    def to_json(self, indent: int | None = None) -> str:
        """The game as JSON: current state, initial state and choices. Load with :meth:`from_json`."""
        return game_json(self._s, self._initial, self.history, self._redraws, indent)

    @classmethod
    def from_json(cls, text: str, source: str = "<json>") -> Game:
        """Load a saved game; a broken save raises :class:`SaveError` with field and reason.

        When the save has a history, replaying it from the initial state must reproduce the
        saved state exactly, so a hand-edited save cannot silently disagree with its history.
        """
        state, initial, history, redraws = read_game(text, source)
        if initial is None:
            return cls(state)
        try:
            game = cls.replay(initial, history, redraws)
        except IllegalAction as exc:
            raise SaveError(source, "$.history", str(exc)) from None
        if game._s != state:
            raise SaveError(source, "$.state", tr("replaying the history from the initial state gives a different position"))
        return game

    def save(self, path: str | Path) -> None:
        """Write the save file (a ``str`` or ``Path`` names the file); failures raise :class:`SaveError`."""
        write_text(path, self.to_json(indent=1), SaveError)

    @classmethod
    def load(cls, path: str | Path) -> Game:
        """Read a save file (a ``str`` or ``Path`` names the file; size-capped, BOM accepted)."""
        text, source = read_text(path, SaveError, max_bytes=MAX_SAVE_BYTES)
        return cls.from_json(text, source=source)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._s == other._s and self.history == other.history

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        """The raw state (read it; change it only through :meth:`apply`)."""
        return self._s

    @property
    def board(self) -> Board:
        return self._s.cfg.board

    @property
    def config(self) -> Config:
        return self._s.cfg

    @property
    def players(self) -> int:
        return self._s.cfg.n_players

    @property
    def clans(self) -> tuple[Clan, ...]:
        return self._s.cfg.clans

    @property
    def variants(self) -> frozenset[str]:
        return self._s.cfg.variants

    @property
    def turn(self) -> int:
        return self._s.turn

    @property
    def eagle_player(self) -> int:
        """The player holding the eagle dice (the First Player in the two-player variant)."""
        return self._s.eagle_player

    @property
    def eagles(self) -> dict[str, tuple[str, bool]]:
        """``{"red": (zone, hunting), "blue": (zone, hunting)}``."""
        return dict(self._s.eagles)

    @property
    def dice(self) -> dict[str, int] | None:
        """The last eagle-dice roll (0 is a Hover)."""
        return dict(self._s.dice) if self._s.dice else None

    @property
    def card(self) -> int | None:
        """The movement card face up this turn (``None`` before the first reveal)."""
        return self._s.card

    def card_value(self, player: int) -> int:
        """What the card counts for ``player`` now (Caution, favours and It's a 5 applied)."""
        return card_value(self._s, arg.player(player, self.players))

    @property
    def over(self) -> bool:
        return self._s.over

    @property
    def log(self) -> list[str]:
        """Readable events, oldest first, in the current language (hidden facts such as pellet
        values are left out)."""
        return [log_line(line) for line in self._s.log]

    def stack(self, h: str) -> tuple[str, ...]:
        """Lemming ids in hex ``h``, bottom to top."""
        self.board.check_hex(arg.text(h, "hex"))
        return self._s.stack(h)

    def lemming(self, lemming: str) -> LemmingInfo:
        """Name, clan, status and place of a lemming."""
        s = self._s
        if arg.text(lemming, "lemming") not in s.cfg.owner:
            raise ArgumentError(tr("no lemming {lemming} in this game", lemming=f"{lemming!r:.40}"))
        p = s.owner(lemming)
        return LemmingInfo(lemming, s.cfg.names[lemming], s.name(p), p, s.status(lemming), s.loc[lemming])

    def census(self) -> dict[str, dict[str, int]]:
        """Per clan: lemmings in the start area, on the board, dived and eaten."""
        s = self._s
        out = {}
        for p, ids in enumerate(s.cfg.lemmings_of):
            places = [s.loc[lem] for lem in ids]
            out[s.name(p)] = {"start": places.count(START), "board": sum(1 for x in places if x in s.stacks),
                              "dived": places.count(DIVE), "eaten": places.count(CHOW)}
        return out

    def score(self) -> dict[str, int]:
        """VP per clan: the VP track (dives) during the game, the final totals once it is over."""
        s = self._s
        if s.over:
            return {sc.clan: sc.total for _, sc in standings(s)}
        return {s.name(p): dive_points(s, p) for p in range(s.cfg.n_players)}

    def final_scores(self) -> list[Score]:
        """Each clan's score broken down, as if the game ended now."""
        return [final_score(self._s, p) for p in range(self.players)]

    def standings(self) -> list[tuple[int, Score]]:
        """``(place, score)`` best first, after the tie-breakers (as if the game ended now)."""
        return standings(self._s)

    @property
    def winners(self) -> tuple[str, ...]:
        """The clans sharing first place once the game is over (empty while it runs)."""
        if not self._s.over:
            return ()
        return tuple(sc.clan for place, sc in standings(self._s) if place == 1)

    @property
    def winner(self) -> str | None:
        """The winning clan; ``None`` while the game runs or when first place is shared."""
        w = self.winners
        return w[0] if len(w) == 1 else None

    def special_actions(self, player: int) -> list[tuple[str, str | None]]:
        """The cards ``player`` holds, each with ``None`` if playable now or the reason it is not."""
        return SA.card_status(self._s, arg.player(player, self.players))

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: other hands and every unrevealed pellet value are hidden."""
        return player_view(self, player)

    def describe(self, option: Any) -> str:
        """The option in plain words, for menus and logs (as an answer to the pending decision
        when it is one of its options: a Boo! card's moves read as scares)."""
        d = self.pending
        return describe_option(self._s, option, d.kind if d is not None and option in d.options else "")

    # ------------------------------------------------------------------ display
    def __repr__(self) -> str:
        s = self._s
        if s.over:
            where = "game over, won by " + (" and ".join(self.winners) or "nobody")
        else:
            d = self.pending
            where = f"turn {s.turn}, {d.clan} to {d.kind.replace('_', ' ')}" if d else f"turn {s.turn}"
        card = f", card {s.card}" if s.card is not None and not s.over else ""
        vp = ", ".join(f"{k} {v}" for k, v in self.score().items())
        return f"<Game {self.players} players{self._variant_text()}: {where}{card}; VP {vp}>"

    def _variant_text(self) -> str:
        return f" ({', '.join(sorted(self.variants))})" if self.variants else ""

    def _repr_svg_(self) -> str:
        return pictures.draw("game", self)

    def svg(self, **kwargs: Any) -> SvgPicture:
        """The position as an SVG picture (see :func:`lemmings.render_svg.game_svg`); a ``str``
        that a notebook draws when it ends a cell. The renderer is reached through
        :mod:`gamecore.pictures`, since the presentation layer sits above the game."""
        return pictures.draw("game", self, **kwargs)


__all__ = ["Game", "Decision", "CHANCE", "LemmingInfo", "make_config", "new_state", "EAGLES"]
