"""What one seat knows, and complete worlds consistent with it (for fair bots and hints).

A seat sees the board, the eagles, the discards, every count (cards in each hand, pellets each
clan holds, cards left in the deck) and its own hand and pellets. It does not see:

* rivals' special-action cards, the undealt cards or the order of the chaos draw pile;
* the values of face-down pellets: on the board, held by rivals, or left in the reserve;
* the order of the movement deck (the Game Over card lies somewhere in its bottom cards);
* the seed of future chance (dice, pellet draws, shuffles).

:func:`sample_state` deals all of that afresh: each unseen card or pellet lands in each hidden
place with the same chance as in the real game, and every world it draws passes the
invariant checks. It reads hidden facts only through their counts and gathers the unseen
items in a fixed order before shuffling, so two positions that differ only in what the seat
cannot see give the same world for the same ``rng``: that is what makes a bot fair.

:func:`projected_scores` is the matching evaluation: every clan's score as the seat can
estimate it (rivals' pellets at their expected value), plus what the lemmings on the board
are likely to bring.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

from gamecore.i18n import tr

from .board import START
from .cards import GAME_OVER
from .state import PELLET_COUNTS, PELLET_KINDS, PELLET_VP, State
from .variants import CHAOS, dealt_per_player, game_over_depth

__all__ = ["sample_state", "unseen_pellets", "unseen_cards", "projected_scores", "known_score"]


def unseen_cards(state: State, player: int) -> list[str]:
    """Special actions ``player`` cannot see (rivals' hands, undealt cards, the chaos pile), sorted."""
    out = [c for q, hand in enumerate(state.hands) if q != player for c in hand]
    return sorted(out + state.undealt + state.sa_pile)


def unseen_pellets(state: State, player: int) -> Counter[str]:
    """Pellets whose value ``player`` has not seen, by kind: all of them but its own and the
    favours spent into the exchange box."""
    out = Counter(PELLET_COUNTS)
    out.subtract(state.held[player])
    out["favour"] -= state.favour_box
    return out


def sample_state(state: State, player: int, rng: random.Random) -> State:
    """A complete state that ``player`` cannot tell apart from ``state``, drawn with ``rng``.

    Rivals' hands, the undealt cards and the chaos pile are dealt again from the unseen cards;
    face-down pellets (board, rivals, reserve) get values from the unseen pellets; the movement
    deck is shuffled with Game Over put back among its bottom cards; future chance gets a new
    seed drawn from ``rng``. Sizes and everything public stay as they are. The log is empty.
    """
    n = state.cfg.n_players
    if not 0 <= player < n:
        raise ValueError(tr("player must be 0 to {last}, not {player}", last=n - 1, player=player))
    s = state.copy(log=False)
    rivals = [q for q in range(n) if q != player]
    # special actions: one shuffled pool cut into the hidden places, sizes kept
    pool = unseen_cards(state, player)
    rng.shuffle(pool)
    for q in rivals:
        k = len(s.hands[q])
        s.hands[q], pool = pool[:k], pool[k:]
    k = len(s.undealt)
    s.undealt, s.sa_pile = pool[:k], pool[k:]
    # pellets: board hexes in hex order, then rivals' hands, the rest to the reserve
    counts = unseen_pellets(state, player)
    bag = [kind for kind in PELLET_KINDS for _ in range(counts[kind])]
    rng.shuffle(bag)
    s.board_pellets = {h: bag.pop() for h in sorted(state.board_pellets)}
    for q in rivals:
        held = dict.fromkeys(PELLET_KINDS, 0)
        for _ in range(sum(state.held[q].values())):
            held[bag.pop()] += 1
        s.held[q] = held
    s.reserve = {kind: bag.count(kind) for kind in PELLET_KINDS}
    # movement deck: cards only leave from the top, so Game Over is still in the bottom cards
    cards = sorted((c for c in state.deck if c != GAME_OVER), key=int)
    rng.shuffle(cards)
    if GAME_OVER in state.deck:
        cards.insert(rng.randrange(min(game_over_depth(state.cfg.variants), len(state.deck))), GAME_OVER)
    s.deck = cards
    # future chance: a fresh seed (the configuration is shared, so copy it before changing it)
    cfg = copy.copy(state.cfg)
    object.__setattr__(cfg, "seed", rng.getrandbits(62))
    s.cfg, s.chance = cfg, 0
    return s


def known_score(state: State, viewer: int, player: int) -> float:
    """``player``'s score if the game ended now, as ``viewer`` can work it out: exact for the
    viewer's own clan; for a rival, its held pellets count at the mean value of the pellets the
    viewer has not seen (favours at a third of a VP each)."""
    dives = sum(state.dives[lem] for lem in state.cfg.lemmings_of[player] if lem in state.dives)
    unused = len(state.hands[player]) + (0 if state.clan_card_used[player] else 1)
    chaos = dealt_per_player(state.cfg.n_players) - state.played_count[player] if CHAOS in state.cfg.variants else 0
    held = state.held[player]
    if player == viewer:
        pellets = sum(PELLET_VP[k] * c for k, c in held.items()) + held["favour"] // 3
    else:
        unseen = unseen_pellets(state, viewer)
        total = sum(unseen.values())
        per = sum(PELLET_VP[k] * c for k, c in unseen.items()) + unseen["favour"] / 3
        pellets = sum(held.values()) * per / total if total else 0.0
    return dives + unused + chaos + pellets


def projected_scores(state: State, viewer: int) -> list[float]:
    """Every clan's expected final VP as ``viewer`` can judge it: :func:`known_score` plus
    lemmings on the board worth more the nearer they stand to the cliff, less when they stand
    exposed on top of a stack in a clear hex of a hunting circle, and a little for lemmings
    still in the start area. Only public facts and the viewer's own are read."""
    board = state.cfg.board
    last = board.last_row
    out = []
    for p in range(state.cfg.n_players):
        value = known_score(state, viewer, p)
        for lem in state.cfg.lemmings_of[p]:
            where = state.loc[lem]
            if where == START:
                value += 0.3
            elif where in state.stacks:
                value += 0.4 + 2.4 * (board.row(where) / last) ** 2
                if state.stacks[where][-1] == lem and board.terrain(where) == "clear":
                    value -= 0.5 * len(board.zones_of(where))
        out.append(value)
    return out
