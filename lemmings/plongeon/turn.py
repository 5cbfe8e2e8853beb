"""The turn of Le grand plongeon: setup, the options of each decision, and applying one.

This is the one module that changes a :class:`~lemmings.plongeon.state.State`. A turn is
an *action* (play a card, or refill the hand); a card that starts a new column then asks
where its *bonus* tile goes; then the *move*: one step at a time with one lemming, until
the points run out, the player stops, or no step is left.
"""

from __future__ import annotations

from typing import Any

from ..rng import Chance
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
from .track import START, TERRAINS, Track


def new_state(players: int, seed: int, track: Track, rules: Rules) -> State:
    """The position after setup: openers on the five columns, hands dealt by seat, lemmings at the start."""
    sizes = hand_sizes(players, rules)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    s = State(track, rules, players, seed)
    s.columns = {t: [rules.opening_value] for t in TERRAINS}
    s.supply = tile_supply(rules)
    chance = Chance(seed, 0)
    s.deck = draw_pile(rules)
    chance.shuffle(s.deck)
    s.chance = chance.counter
    s.hands = [sorted(s.deck.pop() for _ in range(n)) for n in sizes]
    s.loc = {lem: START for p in range(players) for lem in lemmings_of(p)}
    s.say(f"Setup: {players} players, hands of {', '.join(map(str, sizes))} cards; blue plays first.")
    return s


# ------------------------------------------------------------------ options
def options(s: State) -> tuple[Any, ...]:
    """Every legal choice for the pending decision (empty once the game is over)."""
    if s.phase == "action":
        hand = s.hands[s.player]
        plays = [PlayCard(c) for c in sorted(set(hand)) if s.rules.zero_playable or card_value(c) > 0]
        return (*plays, *(Refill(d) for d in refill_choices(hand)))
    if s.phase == "bonus":
        return tuple(Bonus(h) for h in s.track.hexes)
    if s.phase == "move":
        terrain = card_terrain(s.card) if s.card else None
        movers = (s.mover,) if s.mover else lemmings_of(s.player)
        steps = [Step(lem, t) for lem in movers for t in legal_steps(s, lem, terrain, s.points)]
        return (*steps, Stop())
    return ()


def prompt(s: State) -> str:
    """The pending question in plain words."""
    who = s.colour(s.player)
    if s.phase == "action":
        return f"{who}: play a card and move a lemming, or refill your hand to {s.rules.hand_size}"
    if s.phase == "bonus":
        return f"{who}: where does the {s.tile} bonus tile go?"
    if s.phase == "move":
        lem = s.mover or "one of your lemmings"
        return f"{who}: step {lem} ({s.points} point{'s' if s.points != 1 else ''} left), or stop"
    return "the game is over"


def kind(s: State) -> str:
    return s.phase


def explain(s: State, option: Any) -> str:
    """Why ``option`` is not legal now (for :class:`~lemmings.errors.IllegalAction`)."""
    if isinstance(option, PlayCard):
        if s.phase != "action":
            return "a card is played only as the turn's action, before moving"
        if option.card not in s.hands[s.player]:
            return f"{option.card} is not in {s.colour(s.player)}'s hand"
        return "a 0 may not be played under these rules"
    if isinstance(option, Refill):
        if s.phase != "action":
            return "refilling is a whole turn's action, chosen instead of playing a card"
        return f"{' '.join(option.discards)} are not all in {s.colour(s.player)}'s hand"
    if isinstance(option, Bonus):
        if s.phase != "bonus":
            return "a bonus tile is placed only right after starting a new column"
        return f"{option.hex!r} is not a hex of this track"
    if isinstance(option, Step):
        if s.phase != "move":
            return "lemmings move only after a card is played (and its bonus tile placed)"
        if option.lemming not in lemmings_of(s.player):
            return f"{option.lemming} is not one of {s.colour(s.player)}'s lemmings ({', '.join(lemmings_of(s.player))})"
        if s.mover and option.lemming != s.mover:
            return f"only one lemming moves per turn, and {s.mover} is moving"
        terrain = card_terrain(s.card) if s.card else None
        r = try_step(s, option.lemming, option.to, terrain, s.points)
        return r if isinstance(r, str) else "it is not among the legal steps"
    return "it does not answer the pending question"


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
        gone = f"discards {' '.join(option.discards)} and " if option.discards else ""
        s.say(f"{s.colour(s.player)} {gone}refills to {len(hand)} cards.")
        _end_turn(s)
    elif isinstance(option, Bonus):
        old = s.tiles.get(option.hex)
        if old is not None:
            s.supply[old] += 1
        s.tiles[option.hex] = s.tile
        s.say(f"{s.colour(s.player)} puts a {s.tile} tile on {option.hex}" + (f" (the {old} tile goes back)." if old else "."))
        s.tile = None
        _start_move(s)
    elif isinstance(option, Step):
        terrain = card_terrain(s.card) if s.card else None
        r = try_step(s, option.lemming, option.to, terrain, s.points)
        assert not isinstance(r, str), r
        s.mover = option.lemming
        s.points -= r.cost
        s.loc.update(r.moves)
        pushed = "".join(f", pushing {lem} to {to}" for lem, to in r.moves[1:])
        s.say(f"{option.lemming} steps to {option.to}{pushed}.")
        _check_winner(s)
        if s.phase != "over" and not _can_go_on(s):
            _end_turn(s)
    elif isinstance(option, Stop):
        _end_turn(s)
    else:  # pragma: no cover - Game.apply only passes listed options
        raise TypeError(f"not an option: {option!r}")


def _play(s: State, code: str) -> None:
    s.hands[s.player].remove(code)
    t, v = card_terrain(code), card_value(code)
    col = s.columns[t]
    s.card = code
    s.points = move_points(col, v)
    who = s.colour(s.player)
    if goes_onto(col, v):
        col.append(v)
        s.say(f"{who} plays {code} on the {t} column: {s.points} points.")
        _start_move(s)
        return
    s.discard.extend(card(t, x) for x in col)
    s.columns[t] = [v]
    s.say(f"{who} plays {code}, higher than the {t} column's {col[-1]}: a new column, {v} points.")
    tile = tile_for(t, s.supply)
    if tile is None:
        s.say("No bonus tile is left to place.")
        _start_move(s)
        return
    s.supply[tile] -= 1
    s.tile = tile
    s.phase = "bonus"


def _start_move(s: State) -> None:
    s.phase = "move"
    s.mover = None
    if not _can_go_on(s):
        s.say(f"{s.colour(s.player)} has no step to take.")
        _end_turn(s)


def _can_go_on(s: State) -> bool:
    terrain = card_terrain(s.card) if s.card else None
    movers = (s.mover,) if s.mover else lemmings_of(s.player)
    return s.points > 0 and any(legal_steps(s, lem, terrain, s.points) for lem in movers)


def _check_winner(s: State) -> None:
    for p in [s.player, *range(s.players)]:
        if s.finished(p) == 2:
            s.winner, s.phase = p, "over"
            s.say(f"Both {s.colour(p)} lemmings are over the finish line: {s.colour(p)} wins.")
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
        s.say(f"The {t} column shows both 0s: it is cleared and starts again from one 0.")
    chance = Chance(s.seed, s.chance)
    s.deck, s.discard = s.discard, []
    chance.shuffle(s.deck)
    s.chance = chance.counter
    s.say(f"The draw pile is empty: the {len(s.deck)} discarded cards are shuffled into a new one.")


__all__ = ["new_state", "options", "prompt", "explain", "apply", "kind"]
