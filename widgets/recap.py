"""The recap: what happened since a person's last decision, in words and as board data.

:func:`apply_recorded` makes one decision and returns a :class:`RecapItem`: who decided,
what the game's log says happened (the automatic events that followed included: an eagle
hovering, the card revealed), and what the board should show for it: lemming routes,
eaten lemmings, scatters, eagle flights and pellets placed. :func:`recap_shapes` turns an
item into highlight shapes (lines, rings and labels from :mod:`lemmings.layout`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from gamecore.i18n import Message, log_line, tr, trn
from lemmings.board import START
from lemmings.game import Game
from lemmings.layout import (
    CHOW_TARGET,
    CLIFF_TARGET,
    EATEN_COLOUR,
    SCATTER_COLOUR,
    Circle,
    Layout,
    Shape,
    eaten_shapes,
    flight_shapes,
    path_shapes,
    scatter_shapes,
)
from lemmings.options import EagleMove, Move, Resupply
from lemmings.state import CHOW, DIVE

from .explain import flight_of, option_route


@dataclass(frozen=True)
class RecapItem:
    """One decision and its consequences.

    ``index`` is its place in the game's history (0 for the first decision); ``person``
    whether a person's seat made it; ``text`` the decision in words and ``log`` what the
    game's log says followed, as the log keeps it (messages, read in the current language:
    :attr:`events`). The board data: ``routes`` maps a lemming to the places it passed
    (``"start"``, hexes, ``"cliff"``); ``eaten`` lists ``(lemming, hex)``; ``scattered``
    ``(lemming, from, to)``; ``flights`` ``(eagle, zones…)``; ``hexes`` other hexes involved
    (a pellet placed).
    """

    index: int
    player: int
    clan: str
    colour: str
    person: bool
    kind: str
    text: str
    log: tuple[Message | str, ...] = ()
    routes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    eaten: tuple[tuple[str, str], ...] = ()
    scattered: tuple[tuple[str, str, str], ...] = ()
    flights: tuple[tuple[str, ...], ...] = ()
    hexes: tuple[str, ...] = ()
    choice: str = ""  # the option's notation, as the game's history keeps it ("red cw C")

    @property
    def on_board(self) -> bool:
        """Whether the item has anything to show on the board."""
        return bool(self.routes or self.eaten or self.scattered or self.flights or self.hexes)

    @property
    def events(self) -> tuple[str, ...]:
        """What the log says followed, in the current language."""
        return tuple(log_line(e) for e in self.log)

    def who(self) -> str:
        """``"Biker (you)"`` or ``"Biker (computer)"``."""
        return tr("{clan} (you)", clan=self.clan) if self.person else tr("{clan} (computer)", clan=self.clan)

    def headline(self) -> str:
        """The decision and what it did at once, naming the clan once:
        ``"Turn 1: Biker (computer) rolls red 1, blue 2."``."""
        main = [e for k, e in enumerate(self.log) if k == 0 or not _automatic(e)]
        if not main:  # the log lines say it best (routes, who covers whom); the option's words when it is silent
            return tr("{who} chose: {choice}.", who=self.who(), choice=str(self.text).rstrip("."))
        first = _naming(main[0], self.clan, self.who())
        rest = [log_line(e) for e in main[1:]]
        if first is None:
            return f"{self.who()}: " + " ".join([log_line(main[0]), *rest])
        return " ".join([first, *rest])

    def followups(self) -> tuple[str, ...]:
        """What followed by itself (a card revealed, the eagle dice passed on), one sentence each."""
        return tuple(_reword(e) for k, e in enumerate(self.log) if k > 0 and _automatic(e))

    def words(self) -> str:
        """The item as one paragraph: who, what, and what followed."""
        return " ".join((self.headline(), *self.followups()))


#: Log lines that follow a decision by themselves rather than say what it did.
_AUTOMATIC = re.compile(r"Movement card: |The eagle dice pass |The (red|blue) eagle (flips|hovers) |No pellet is placed "
                        r"|The Game Over card |\d+\. .*: \d+ VP ")


def _automatic(event: Message | str) -> bool:
    return bool(_AUTOMATIC.match(log_line(event, "en")))  # the English line says what kind it is


def _naming(event: Message | str, clan: str, who: str) -> str | None:
    """A log line that starts with ``clan`` (after "Turn 1: ") with ``who`` in its place, in the
    current language; ``None`` when the line does not start with the clan."""
    english = log_line(event, "en")
    named = re.match(rf"(Turn \d+: )?{re.escape(clan)}(?=[ '])", english)
    if named is None:
        return None
    if isinstance(event, Message):
        key = next((k for k, v in event.params.items() if v == clan), None)
        if key is not None:  # the clan is a placeholder: fill it with who, in any language
            return log_line(Message(event.text, {**event.params, key: who}, event.plural, event.n, event.context))
        if log_line(event) != english:
            return None
    return f"{named.group(1) or ''}{who}{english[named.end():]}"


def _reword(event: Message | str) -> str:
    """A log line as the recap says it (the movement card with what it means)."""
    card = re.fullmatch(r"Movement card: (\d+)\.", log_line(event, "en"))
    if card:
        return tr("Movement card turned up: {n}, so each move this turn has {n} movement points.", n=card.group(1))
    return log_line(event)


def _place(loc: str) -> str:
    return CLIFF_TARGET if loc == DIVE else CHOW_TARGET if loc == CHOW else loc


def apply_recorded(game: Game, option: Any, *, person: bool, colour: str = "#444444") -> tuple[Any, RecapItem]:
    """Apply ``option`` (one of ``game.pending.options``) to ``game`` and describe what it did.
    Returns ``(option applied, item)``.

    Raises what :meth:`Game.apply` raises (the game is then unchanged)."""
    d = game.pending
    st = game.state
    before_loc = dict(st.loc)
    before_log = len(st.log)
    text = game.describe(option)
    route = option_route(game, option)
    flight = (option.eagle, *flight_of(game, option)) if isinstance(option, EagleMove) else ()
    before_eagles = dict(st.eagles)
    chosen = game.apply(option)
    st = game.state
    routes: dict[str, tuple[str, ...]] = {}
    eaten, scattered = [], []
    for lem, was in before_loc.items():
        now = st.loc.get(lem, was)
        if now == was:
            continue
        if now == CHOW:
            eaten.append((lem, was))
        elif isinstance(chosen, Move) and chosen.lemming == lem and route:
            routes[lem] = route
        elif isinstance(chosen, Move) and chosen.lemming == lem:
            routes[lem] = (_place(was), _place(now))
        else:
            scattered.append((lem, _place(was), _place(now)))
    flights = [flight] if flight else []
    for eagle, (zone, _) in st.eagles.items():
        old = before_eagles[eagle][0]
        if old != zone and not (flight and flight[0] == eagle):
            flights.append((eagle, old, zone))
    hexes = (chosen.hex,) if isinstance(chosen, Resupply) else ()
    item = RecapItem(len(game.history) - 1, d.player, d.clan, colour, person, d.kind, text,
                     tuple(st.log[before_log:]), routes, tuple(eaten), tuple(scattered), tuple(flights), hexes,
                     choice=game.history[-1])
    return chosen, item


def record(game: Game, option: Any, human: bool) -> tuple[Any, RecapItem]:
    """The play loop's recorder for Leaping Lemmings (:data:`gametools.Recorder`): make ``option``
    and keep its :class:`RecapItem`, in the deciding clan's colour."""
    d = game.pending
    return apply_recorded(game, option, person=human, colour=game.clans[d.player].colour if d else "#444444")


# ------------------------------------------------------------------ drawing
def recap_shapes(lay: Layout, item: RecapItem, colours: dict[str, str] | None = None) -> list[Shape]:
    """Highlight shapes showing ``item`` on the board, drawn by :mod:`lemmings.layout.paths`:
    eagle flights, lemming routes (in the clan colour), scatters, eaten lemmings, and a ring
    on a pellet placed."""
    colours = colours or {}
    out: list[Shape] = []
    for eagle, *zones in item.flights:
        out.extend(flight_shapes(lay, eagle, zones))
    for lem, route in item.routes.items():
        out.extend(path_shapes(lay, route, colours.get(lem, item.colour), label=lem))
    for lem, frm, to in item.scattered:
        out.extend(scatter_shapes(lay, lem, frm, to))
    for lem, h in item.eaten:
        if h in lay.board:
            out.extend(eaten_shapes(lay, h, lem))
    for h in item.hexes:
        if h in lay.board:
            out.append(Circle(*lay.center(h), 0.7 * lay.s, stroke="#8e5b2e", width=0.14 * lay.s))
    return out


def befell(items: Sequence[RecapItem], player: int, owner: Mapping[str, int], label: Callable[[str], str]) -> list[str]:
    """What the others' decisions did to ``player``'s lemmings, one sentence each in the order it
    happened: eaten, scattered, or moved by a card. A lemming that vanished while the computer
    played is the first thing a person looks for, and the recap may list it far down."""
    out: list[str] = []
    for item in items:
        if item.person:
            continue
        for lem, where in item.eaten:
            if owner.get(lem) == player:
                out.append(tr("Your {lemming} was eaten on {hex}.", lemming=label(lem), hex=where))
        moved = [(lem, path[0], path[-1], False) for lem, path in item.routes.items()]
        for lem, old, new, scattered in moved + [(lem, old, new, True) for lem, old, new in item.scattered]:
            if owner.get(lem) != player or old == new:
                continue
            if new == CLIFF_TARGET:
                out.append(tr("Your {lemming} went over the cliff edge from {old}.", lemming=label(lem), old=old))
            elif new == START:
                out.append(tr("Your {lemming} went back from {old} to the start area.", lemming=label(lem), old=old))
            elif scattered:  # the recap's own word for it (es "sale dispersado"), not a vaguer "moved"
                out.append(tr("Your {lemming} was scattered from {old} to {new}.", lemming=label(lem), old=old, new=new))
            else:
                out.append(tr("Your {lemming} was moved from {old} to {new}.", lemming=label(lem), old=old, new=new))
    return out


def computer_summary(items: Sequence[RecapItem], player: int, owner: Mapping[str, int],
                     label: Callable[[str], str]) -> str:
    """How many decisions the computer clans made since ``player``'s last one (the recap's other
    entries) and what they did to ``player``'s lemmings; ``""`` when they made none."""
    n = sum(1 for item in items if not item.person)
    if not n:
        return ""
    said = trn("Then the computer clans made {n} decision (the Recap tab lists it).",
               "Then the computer clans made {n} decisions (the Recap tab lists them).", n, n=n)
    return " ".join([said, *befell(items, player, owner, label)])


__all__ = ["RecapItem", "apply_recorded", "record", "befell", "computer_summary", "recap_shapes", "EATEN_COLOUR",
           "SCATTER_COLOUR"]
