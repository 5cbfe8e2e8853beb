"""The card registry, playing a card from hand, and what every card shares.

:func:`card` registers a card in :data:`SPECIAL_ACTIONS`; :func:`play_from_hand` is how the
turn's "move" step plays one. A card that puts a lemming in a zone of control resolves it
through the ``zone_entry`` step defined here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from gamecore.i18n import Message, render, tr

from .. import eagles as E
from ..cards import ITS_A_5, card_name
from ..movement import full_mask, open_outcomes, reachable_ends
from ..state import State
from ..steps import Step, Task, push, step


@dataclass(frozen=True)
class SpecialAction:
    """One special-action card: ``name`` is its English name (its id); ``text`` says what it does,
    translated when shown (:attr:`description` is that text in the current language)."""

    name: str
    text: Message
    #: ``None`` when the card may be played now, else the reason: a lazy message, worded only if
    #: someone reads it (every turn asks each held card, and most answers are never shown).
    check: Callable[[State, int], Message | str | None]
    begin: Callable[[State, int], None]
    #: Mine! All Mine! waits under the dice until the turn ends before it is discarded.
    discard_at_turn_end: bool = False

    @property
    def description(self) -> str:
        """What the card does, in the kit's words and the current language."""
        return render(self.text)

    def why_not(self, state: State, player: int) -> str | None:
        """``None`` when ``player`` may play the card now, else the reason (naming the card)."""
        reason = self.check(state, player)
        return tr("{card}: {reason}", card=card_name(self.name), reason=reason) if reason else None

    def playable(self, state: State, player: int) -> bool:
        return self.check(state, player) is None

    def __repr__(self) -> str:
        return f"<SpecialAction {self.name!r}: {self.description}>"


SPECIAL_ACTIONS: dict[str, SpecialAction] = {}


def card(name: str, text: Message, *, discard_at_turn_end: bool = False) -> Callable:
    """Decorator: ``@card(name, lazy(text))`` on a class with ``check`` and ``begin`` static methods
    (``check`` returns ``None`` or the reason as a message, ``lazy(...)``)."""

    def register(cls: type) -> type:
        SPECIAL_ACTIONS[name] = SpecialAction(name, text, cls.check, cls.begin, discard_at_turn_end)
        return cls

    return register


# --------------------------------------------------------------------- playing
def held_cards(s: State, p: int) -> list[str]:
    """The special actions ``p`` could still play: the hand, plus It's a 5 while unflipped."""
    return list(s.hands[p]) + ([] if s.clan_card_used[p] else [ITS_A_5])


def playable_cards(s: State, p: int) -> list[str]:
    """Cards ``p`` holds and may play now (used by the "move" decision)."""
    if s.played[p]:
        return []
    out: list[str] = []
    hand = s.hands[p]  # held_cards() without building the list: this runs at every move
    for c in hand if s.clan_card_used[p] else (*hand, ITS_A_5):
        if c not in out and SPECIAL_ACTIONS[c].check(s, p) is None:
            out.append(c)
    return out


def card_status(s: State, p: int) -> list[tuple[str, str | None]]:
    """Each card ``p`` holds with ``None`` if playable now, else the reason."""
    return [(c, why_cannot_play(s, p, c) or None) for c in held_cards(s, p)]


def why_cannot_play(s: State, p: int, name: str) -> str:
    if name not in SPECIAL_ACTIONS:
        return tr("there is no special action called {name}", name=repr(name))
    if name not in held_cards(s, p):
        if name == ITS_A_5:
            return tr("{card}: {reason}", card=card_name(ITS_A_5),
                      reason=tr("your clan card is already flipped to its used side"))
        return tr("{clan} does not hold {card}", clan=s.name(p), card=card_name(name))
    if s.played[p]:
        return tr("only one special action may be played per turn")
    return SPECIAL_ACTIONS[name].why_not(s, p) or ""


def play_from_hand(s: State, p: int, name: str) -> None:
    """Play a held card: take it from the hand (or flip the clan card), then resolve it."""
    s.played[p] = True
    s.played_count[p] += 1
    sa = SPECIAL_ACTIONS[name]
    if name == ITS_A_5:
        s.clan_card_used[p] = True
    else:
        s.hands[p].remove(name)
        if sa.discard_at_turn_end:
            s.turn_discards.append((name, p))
        else:
            push(s, ("discard_special", name, p))
    s.say("{clan} plays {card}.", clan=s.name(p), card=card_name(name))
    sa.begin(s, p)


# ------------------------------------------------------------------- shared bits
def _board_lemmings(s: State) -> list[str]:
    return s.on_board()


def _enter(s: State, lemming: str, h: str, controller: int) -> None:
    """Put a lemming on top of ``h`` by a card, then resolve any zone of control it entered."""
    s.put_on_top(lemming, h)
    if s.eagles_over(h):
        push(s, ("zone_entry", lemming, controller))


@step("zone_entry")
class ZoneEntry(Step):
    """A card put a lemming in a zone of control: eat it (hunting eagle, clear hex) or scatter."""

    def run(self, s: State, task: Task) -> None:
        lem, controller = task[1], task[2]
        h = s.loc[lem]
        if h not in s.stacks:
            return
        over = s.eagles_over(h)
        if not over:
            return
        hungry = [e for e in over if s.eagles[e][1]]
        if hungry and s.cfg.board.terrain(h) == "clear" and s.top(h) == lem:
            E.eat(s, hungry[0], lem)
            push(s, ("scatter", hungry[0], controller))
        else:
            push(s, ("scatter", over[0], controller))


def _can_go_forward(s: State, points: int, hexes: Iterable[str], *, to_a_stop: bool = False) -> bool:
    """Whether a lemming in one of ``hexes`` can go ``points`` straight ahead (zones of control may be
    crossed); ``to_a_stop``: and stop on a hex, rather than reach the cliff edge with points left.

    Asked for two cards at every turn. Only the hex matters (no protection zone: not the two-player
    variant; the caller checks that), so each hex is looked at once, whoever stands there."""
    board, blocked = s.cfg.board, full_mask(s)
    for h in hexes:
        for _, left in open_outcomes(board, h, points, blocked, False):
            if not (to_a_stop and left):
                return True
    return False


def _forward_moves(s: State, points: int, lemmings: list[str]) -> Iterator[tuple[str, str, int]]:
    """Card moves straight ahead (zones of control may be crossed), lemming by lemming."""
    blocked = full_mask(s)
    for lem in lemmings:
        for end, left in reachable_ends(s, lem, points, sideways=False, through_zoc=True, blocked=blocked):
            yield lem, end, left


__all__ = ["SPECIAL_ACTIONS", "SpecialAction", "card", "held_cards", "playable_cards", "card_status",
           "why_cannot_play", "play_from_hand", "ZoneEntry"]
