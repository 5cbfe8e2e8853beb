"""The turn of Le grand plongeon: setup, the options of each decision, and applying one.

This is the one module that changes a :class:`~plongeon.state.State`. A turn is
an *action* (play a card, or refill the hand); a card that starts a new column then asks
where its *bonus* tile goes; then the *move*: one step at a time with one lemming, until
the points run out, the player stops, or no step is left.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from gamecore.i18n import Message, lazy, lazyn, tr
from gamecore.options import Interned
from gamecore.rng import Chance

from .cards import (
    Rules,
    card,
    card_terrain,
    card_value,
    double_zero_columns,
    draw_pile,
    goes_onto,
    hand_sizes,
    move_points,
    refill_choices,
    tile_for,
    tile_supply,
)
from .movement import legal_steps, try_step
from .options import Bonus, PlayCard, Refill, Step, Stop
from .state import State, lemmings_of
from .track import FINISH, START, TERRAIN_NAMES, TERRAINS, Track


def new_state(players: int, seed: int, track: Track, rules: Rules) -> State:
    """The position after setup: openers on the five columns, hands dealt by seat, lemmings at the start."""
    sizes = hand_sizes(players, rules)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(tr("the seed must be a whole number, not {value}", value=repr(seed)))
    s = State(track, rules, players, seed)
    s.columns = {t: [rules.opening_value] for t in TERRAINS}
    s.supply = tile_supply(rules)
    chance = Chance(seed, 0)
    s.deck = draw_pile(rules)
    chance.shuffle(s.deck)
    s.chance = chance.counter
    s.hands = [sorted(s.deck.pop() for _ in range(n)) for n in sizes]
    s.loc = {lem: START for p in range(players) for lem in lemmings_of(p)}
    s.say("Setup: {players} players, hands of {sizes} cards; {first} plays first.", players=players,
          sizes=", ".join(map(str, sizes)), first=s.colour_name(0))
    return s


# ------------------------------------------------------------------ options
def options(s: State) -> tuple[Any, ...]:
    """Every legal choice for the pending decision (empty once the game is over)."""
    if s.phase == "action":
        return _action_options(tuple(s.hands[s.player]), s.rules.zero_playable)
    if s.phase == "bonus":
        return _bonus_options(s.track.hexes)
    if s.phase == "move":
        terrain = card_terrain(s.card) if s.card else None
        movers = (s.mover,) if s.mover else lemmings_of(s.player)
        return (*[STEPS[lem, t] for lem in movers for t in legal_steps(s, lem, terrain, s.points)], STOP)
    return ()


# Options are made once and handed out again (they are immutable): a game asks for the same
# hands' and tracks' options over and over, and a replayed or a bot's choice then matches by identity.
STEPS = Interned(Step)
STOP = Stop()


@lru_cache(maxsize=4096)
def _action_options(hand: tuple[str, ...], zero_playable: bool) -> tuple[Any, ...]:
    plays = [PlayCard(c) for c in sorted(set(hand)) if zero_playable or card_value(c) > 0]
    return (*plays, *(Refill(d) for d in refill_choices(hand)))


@lru_cache(maxsize=16)
def _bonus_options(hexes: tuple[str, ...]) -> tuple[Any, ...]:
    return tuple(Bonus(h) for h in hexes)


def prompt(s: State) -> Message:
    """The pending question in plain words (a message, read in the reader's language)."""
    who = s.colour_name(s.player)
    if s.phase == "action":
        return lazy("{who}: play a card and move a lemming, or refill your hand to {n}", who=who, n=s.rules.hand_size)
    if s.phase == "bonus":
        return lazy("{who}: where does the {tile} bonus tile go?", who=who, tile=TERRAIN_NAMES[s.tile])
    if s.phase == "move":
        if s.mover:
            return lazyn("{who}: step {lemming} ({n} point left), or stop",
                         "{who}: step {lemming} ({n} points left), or stop", s.points, who=who, lemming=s.mover, n=s.points)
        return lazyn("{who}: step one of your lemmings ({n} point left), or stop",
                     "{who}: step one of your lemmings ({n} points left), or stop", s.points, who=who, n=s.points)
    return lazy("the game is over")


def kind(s: State) -> str:
    return s.phase


def explain(s: State, option: Any) -> str:
    """Why ``option`` is not legal now (for :class:`~gamecore.errors.IllegalAction`)."""
    if isinstance(option, PlayCard):
        if s.phase != "action":
            return tr("a card is played only as the turn's action, before moving")
        if option.card not in s.hands[s.player]:
            return tr("{card} is not in {who}'s hand", card=option.card, who=s.colour_name(s.player))
        return tr("a 0 may not be played under these rules")
    if isinstance(option, Refill):
        if s.phase != "action":
            return tr("refilling is a whole turn's action, chosen instead of playing a card")
        return tr("{cards} are not all in {who}'s hand", cards=" ".join(option.discards), who=s.colour_name(s.player))
    if isinstance(option, Bonus):
        if s.phase != "bonus":
            return tr("a bonus tile is placed only right after starting a new column")
        return tr("{hex} is not a hex of this track", hex=repr(option.hex))
    if isinstance(option, Step):
        if s.phase != "move":
            return tr("lemmings move only after a card is played (and its bonus tile placed)")
        if option.lemming not in lemmings_of(s.player):
            return tr("{lemming} is not one of {who}'s lemmings ({lemmings})", lemming=option.lemming,
                      who=s.colour_name(s.player), lemmings=", ".join(lemmings_of(s.player)))
        if s.mover and option.lemming != s.mover:
            return tr("only one lemming moves per turn, and {lemming} is moving", lemming=s.mover)
        terrain = card_terrain(s.card) if s.card else None
        r = try_step(s, option.lemming, option.to, terrain, s.points)
        return r if isinstance(r, str) else tr("it is not among the legal steps")
    return tr("it does not answer the pending question")


# -------------------------------------------------------------------- apply
def apply(s: State, option: Any) -> None:
    """Make a legal choice (the caller has checked it is among :func:`options`)."""
    if isinstance(option, PlayCard):
        _play(s, option.card)
    elif isinstance(option, Refill):
        hand = s.hands[s.player]
        for c in option.discards:
            hand.remove(c)
            s.discard.append(c)
        drawn = _draw(s, s.rules.hand_size - len(hand))
        hand.extend(drawn)
        hand.sort()
        who = s.colour_name(s.player)
        if option.discards:
            s.say(lazyn("{who} discards {cards} and refills to {n} card.", "{who} discards {cards} and refills to {n} cards.",
                        len(hand), who=who, cards=_cards_said(option.discards), n=len(hand)))
        else:
            s.say(lazyn("{who} refills to {n} card.", "{who} refills to {n} cards.", len(hand), who=who, n=len(hand)))
        _end_turn(s)
    elif isinstance(option, Bonus):
        old = s.tiles.get(option.hex)
        if old is not None:
            s.supply[old] += 1
        s.tiles[option.hex] = s.tile
        who, tile = s.colour_name(s.player), TERRAIN_NAMES[s.tile]
        s.say(lazy("{who} puts a {tile} tile on {hex} (the {old} tile goes back).", who=who, tile=tile, hex=option.hex,
                   old=TERRAIN_NAMES[old]) if old else lazy("{who} puts a {tile} tile on {hex}.", who=who, tile=tile,
                                                            hex=option.hex))
        s.tile = None
        _start_move(s)
    elif isinstance(option, Step):
        terrain = card_terrain(s.card) if s.card else None
        r = try_step(s, option.lemming, option.to, terrain, s.points)
        assert not isinstance(r, str), r
        s.mover = option.lemming
        s.points -= r.cost
        s.loc.update(r.moves)
        s.say(_step_line(option.lemming, option.to, r.moves[1:]))
        _check_winner(s)
        if s.phase != "over" and not _can_go_on(s):
            s.say(_move_end_line(s))
            _end_turn(s)
    elif isinstance(option, Stop):
        who = s.colour_name(s.player)
        s.say(lazyn("{who} stops {lemming} with {n} point unused.", "{who} stops {lemming} with {n} points unused.", s.points,
                    who=who, lemming=s.mover, n=s.points) if s.mover else lazy("{who} ends the move without a step.", who=who))
        _end_turn(s)
    else:  # pragma: no cover - Game.apply only passes listed options
        raise TypeError(f"not an option: {option!r}")  # a bug in the caller, not a player's choice


def _play(s: State, code: str) -> None:
    s.hands[s.player].remove(code)
    t, v = card_terrain(code), card_value(code)
    col = s.columns[t]
    s.card = code
    s.points = move_points(col, v)
    who = s.colour_name(s.player)
    if goes_onto(col, v):
        col.append(v)
        s.say(lazyn("{who} plays {card} on the {terrain} column: {n} point.", "{who} plays {card} on the {terrain} column: "
                    "{n} points.", s.points, who=who, card=_card_said(code), terrain=TERRAIN_NAMES[t], n=s.points))
        _start_move(s)
        return
    s.discard.extend(card(t, x) for x in col)
    s.columns[t] = [v]
    s.say(lazyn("{who} plays {card}, higher than the {terrain} column's {top}: a new column, {n} point.",
                "{who} plays {card}, higher than the {terrain} column's {top}: a new column, {n} points.", v, who=who,
                card=_card_said(code), terrain=TERRAIN_NAMES[t], top=col[-1], n=v))
    tile = tile_for(t, s.supply)
    if tile is None:
        s.say("No bonus tile is left to place.")
        _start_move(s)
        return
    s.supply[tile] -= 1
    s.tile = tile
    s.phase = "bonus"


def _card_said(code: str) -> Message:
    """A card in the log: its terrain in words and its value ("water 3"), not its code."""
    return lazy("{terrain} {value}", terrain=TERRAIN_NAMES[card_terrain(code)], value=card_value(code))


def _cards_said(codes: tuple[str, ...]) -> Message:
    """Several cards in the log, in words, separated by commas."""
    said = _card_said(codes[0])
    for code in codes[1:]:
        said = lazy("{cards}, {card}", cards=said, card=_card_said(code))
    return said


def _start_move(s: State) -> None:
    s.phase = "move"
    s.mover = None
    if not _can_go_on(s):
        s.say(_move_end_line(s))
        _end_turn(s)


def _can_go_on(s: State) -> bool:
    terrain = card_terrain(s.card) if s.card else None
    movers = (s.mover,) if s.mover else lemmings_of(s.player)
    return s.points > 0 and any(legal_steps(s, lem, terrain, s.points) for lem in movers)


def _move_end_line(s: State) -> Message:
    """Why the move ends by itself (the log says it, so that a player sees the rule at work)."""
    who = s.colour_name(s.player)
    terrain = TERRAIN_NAMES[card_terrain(s.card)] if s.card else ""
    if s.mover is None:
        if s.points == 0:
            return lazy("{who} has no point to move with: the turn ends.", who=who)
        return lazyn("{who} has {n} point but no step to take (only meadow and {terrain} hexes, and pushes it can pay "
                     "for): the turn ends.", "{who} has {n} points but no step to take (only meadow and {terrain} hexes, "
                     "and pushes it can pay for): the turn ends.", s.points, who=who, n=s.points, terrain=terrain)
    if s.loc[s.mover] == FINISH:
        return lazy("{lemming} is over the finish line: the move ends.", lemming=s.mover)
    if s.points == 0:
        return lazy("{lemming} has used all the points: the move ends.", lemming=s.mover)
    return lazyn("{lemming} has {n} point left but no step to take (only meadow and {terrain} hexes, and pushes it can "
                 "pay for): the move ends.", "{lemming} has {n} points left but no step to take (only meadow and {terrain} "
                 "hexes, and pushes it can pay for): the move ends.", s.points, lemming=s.mover, n=s.points,
                 terrain=terrain)


def _check_winner(s: State) -> None:
    for p in [s.player, *range(s.players)]:
        if s.finished(p) == 2:
            s.winner, s.phase = p, "over"
            s.say("Both {who} lemmings are over the finish line: {who} wins.", who=s.colour_name(p))
            return


def _end_turn(s: State) -> None:
    s.card, s.mover, s.points, s.tile = None, None, 0, None
    s.player = (s.player + 1) % s.players
    if s.player == 0:
        s.turn += 1
    s.phase = "action"


def _draw(s: State, n: int) -> list[str]:
    """Draw ``n`` cards, rebuilding the pile from the discards (and double-0 columns) when it runs out."""
    out = []
    for _ in range(n):
        if not s.deck:
            _rebuild(s)
            if not s.deck:
                s.say("The draw pile and the discards are empty: the hand stays short.")
                break
        out.append(s.deck.pop())
    return out


def _rebuild(s: State) -> None:
    for t in double_zero_columns(s.columns):
        col = s.columns[t]
        col.remove(0)
        s.discard.extend(card(t, v) for v in col)
        s.columns[t] = [0]
        s.say("The {terrain} column shows both 0s: it is cleared and starts again from one 0.", terrain=TERRAIN_NAMES[t])
    chance = Chance(s.seed, s.chance)
    s.deck, s.discard = s.discard, []
    chance.shuffle(s.deck)
    s.chance = chance.counter
    s.say(lazyn("The draw pile is empty: the {n} discarded card is shuffled into a new one.",
                "The draw pile is empty: the {n} discarded cards are shuffled into a new one.", len(s.deck), n=len(s.deck)))


def _step_line(lemming: str, to: str, pushes: tuple[tuple[str, str], ...]) -> Message:
    """The log line of a step, naming each lemming it pushes and where to."""
    if not pushes:
        if to == FINISH:
            return lazy("{lemming} steps to finish.", lemming=lemming)
        return lazy("{lemming} steps to {to}.", lemming=lemming, to=to)
    chain = None
    for lem, where in reversed(pushes):
        if where == FINISH:  # pushed over the line: the last of the chain
            chain = lazy("pushing {lemming} to finish", lemming=lem)
        else:
            chain = (lazy("pushing {lemming} to {hex}", lemming=lem, hex=where) if chain is None else
                     lazy("pushing {lemming} to {hex}, {more}", lemming=lem, hex=where, more=chain))
    return lazy("{lemming} steps to {to}, {pushes}.", lemming=lemming, to=to, pushes=chain)


__all__ = ["new_state", "options", "prompt", "explain", "apply", "kind"]
