"""Who sits at which clan: people and the computer, and which past decisions were a person's.

Kept apart from any widget so that the play loop's rules (whose turn it is, where "take back
my last choice" lands, when the screen must be handed to another person) test without a
browser.

* :func:`parse_seats` reads ``humans`` (clan names or player numbers) into player numbers.
* :class:`Seats` knows the people, answers "is this decision a person's?", and finds the
  position of a person's previous decision (:meth:`Seats.last_person_position`) from the
  players who made each decision of the history (:meth:`Seats.deciders`): all of it asked of
  the play loop (:class:`gametools.PlayLoop`), which keeps that record.
"""

from __future__ import annotations

from collections.abc import Iterable

from gamecore.i18n import lazyc, tr
from gametools import PlayLoop
from lemmings.game import Game

#: How computer clans' decisions are played: all at once, one at a time with a pause, or
#: only when the person asks.
SPEEDS = ("instant", "step", "manual")
#: The speeds in words (the menu's labels; the values stay :data:`SPEEDS`).
SPEED_WORDS = {"instant": lazyc("speed", "instant"), "step": lazyc("speed", "step"), "manual": lazyc("speed", "manual")}

#: Plain colour words for the clan colours (what "You are Ritz (purple)" says).
COLOUR_NAMES = {"#8e44ad": lazyc("clan colour", "purple"), "#171d20": lazyc("clan colour", "black"),
                "#349193": lazyc("clan colour", "teal"), "#fb7131": lazyc("clan colour", "orange"),
                "#486629": lazyc("clan colour", "olive green"), "#b64773": lazyc("clan colour", "pink")}


def colour_name(colour: str) -> str:
    """``"purple"`` for Ritz's ``#8e44ad`` (in the current language); the CSS colour itself when
    it has no name here."""
    name = COLOUR_NAMES.get(colour.lower())
    return colour if name is None else str(name)


def parse_seats(game: Game, humans: Iterable[int | str] | None) -> set[int]:
    """Player numbers from ``humans``: numbers or clan names (any case, dots optional);
    ``None`` seats a person at every clan. Raises :class:`ValueError` naming a bad entry."""
    n = game.players
    if humans is None:
        return set(range(n))
    if isinstance(humans, (str, int)):
        humans = [humans]
    names = {c.name.lower().replace(".", ""): p for p, c in enumerate(game.clans)}
    out: set[int] = set()
    for h in humans:
        if isinstance(h, int) and not isinstance(h, bool) and 0 <= h < n:
            out.add(h)
        elif isinstance(h, str) and h.lower().replace(".", "").strip() in names:
            out.add(names[h.lower().replace(".", "").strip()])
        else:
            clans = ", ".join(c.name for c in game.clans)
            raise ValueError(tr("{entry} is not a clan of this game: give a clan name ({clans}) or a player number "
                                "from 0 to {last}", entry=repr(h), clans=clans, last=n - 1))
    return out


class Seats:
    """The people at the table and the record of who made each decision, by clan name: a view of
    a :class:`gametools.PlayLoop`'s seats (:meth:`of`), or of a loop of its own.

    >>> from lemmings import Game
    >>> seats = Seats(Game.new(players=3, seed=1), ["Ritz"])
    >>> seats.humans, seats.is_person(0), seats.is_person(1)
    ({0}, True, False)
    """

    def __init__(self, game: Game, humans: Iterable[int | str] | None, *, loop: PlayLoop | None = None) -> None:
        self.loop = loop if loop is not None else PlayLoop(game, humans=parse_seats(game, humans))

    @classmethod
    def of(cls, loop: PlayLoop) -> Seats:
        """The seats of ``loop`` (they change with it)."""
        return cls(loop.game, (), loop=loop)

    def __repr__(self) -> str:
        return f"<Seats people at {sorted(self.humans)}>"

    @property
    def humans(self) -> set[int]:
        """The players seated by people (set it to seat others: numbers, as :func:`parse_seats` reads them)."""
        return set(self.loop.humans)

    @humans.setter
    def humans(self, players: Iterable[int]) -> None:
        self.loop.set_humans(players)

    def is_person(self, player: int | None) -> bool:
        return self.loop.is_human(player)

    def person_to_decide(self, game: Game) -> bool:
        """The pending decision belongs to a person (``False`` once the game is over)."""
        d = game.pending
        return d is not None and self.loop.is_human(d.player)

    def computer_to_decide(self, game: Game) -> bool:
        d = game.pending
        return d is not None and not self.loop.is_human(d.player)

    # ------------------------------------------------------------ the record
    def deciders(self, game: Game, upto: int | None = None) -> list[int]:
        """The player who made each of the first ``upto`` decisions of ``game``'s history (the loop's
        game; all by default), replayed when the game changed elsewhere."""
        return self.loop.deciders(upto)

    def last_person_position(self, game: Game, player: int | None = None) -> int | None:
        """How many decisions into the history a person (``player``, or any person) last
        decided: going back to that position (``game.goto``) puts them in front of the
        decision they answered. ``None`` when they have not decided yet."""
        return self.loop.last_human_position(player)

    def person_at_screen(self, game: Game, owner: int | None = None) -> int | None:
        """The person whose "my last choice" and recap count now: the person deciding, else
        the one who has the screen (``owner``), else the only person seated."""
        humans = self.loop.humans
        d = game.pending
        if d is not None and d.player in humans:
            return d.player
        if owner is not None and owner in humans:
            return owner
        return next(iter(humans)) if len(humans) == 1 else None


__all__ = ["Seats", "SPEEDS", "SPEED_WORDS", "parse_seats", "colour_name", "COLOUR_NAMES"]
