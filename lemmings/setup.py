"""Setting up a new game: check the parameters, then deal the cards, pellets and eagles.

:func:`make_config` freezes the parameters of ``Game.new`` (and of a scenario) into a
:class:`~lemmings.state.Config`; :func:`new_state` lays out the position the rulebook's setup
describes and queues the first turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import turn as _turn
from .board import Board
from .cards import GAME_OVER
from .clans import CLANS, clan_by_name
from .rng import Chance
from .state import PELLET_COUNTS, Config, State, die_faces, face_name
from .variants import CHAOS, TWO_PLAYER, choose_variants, dealt_per_player, game_over_depth, movement_values, special_deck


def make_config(players: int, seed: int, variant: Any = None, *, clans: Sequence[str] | None = None,
                die: Sequence[int | str] | None = None, board: Board | str | Path | None = None) -> Config:
    """Check the parameters of a new game and freeze them into a :class:`Config`.

    Two players get the two-player variant unless ``variant`` names ``"standard"``
    (:func:`~lemmings.variants.choose_variants`)."""
    variants = choose_variants(variant, players)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    if clans is None:
        chosen = CLANS[:players]
    else:
        chosen = tuple(clan_by_name(c) for c in clans)
        if len(chosen) != players or len(set(chosen)) != players:
            raise ValueError(f"give {players} different clans, not {list(clans)}")
    faces = die_faces(die)
    if board is None:
        bd = Board.default()
    elif isinstance(board, Board):
        bd = board
    else:
        bd = Board.load(board)
    return Config(bd, players, chosen, variants, faces, seed)


def new_state(cfg: Config, first_player: int | None = None) -> State:
    """The position after setup: deck, special actions, pellets, eagles, first Eagle Player."""
    s = State(cfg)
    chance = Chance(cfg.seed, 0)
    n = cfg.n_players
    # Movement deck (top card last): Game Over shuffled into the bottom seven (five in the short game).
    cards: list[int | str] = list(movement_values(cfg.variants))
    chance.shuffle(cards)
    cards.insert(chance.below(game_over_depth(cfg.variants)), GAME_OVER)
    s.deck = cards
    # Special actions: dealt, or (chaos) a draw pile with every clan card already used.
    specials = special_deck(cfg.variants)
    chance.shuffle(specials)
    if CHAOS in cfg.variants:
        s.sa_pile = specials
        s.clan_card_used = [True] * n
    else:
        k = dealt_per_player(n)
        s.hands = [specials[p * k:(p + 1) * k] for p in range(n)]
        s.undealt = specials[n * k:]
    # Pellets: sixteen face down on the pellet hexes, the rest in reserve.
    bag = [kind for kind, count in PELLET_COUNTS.items() for _ in range(count)]
    chance.shuffle(bag)
    for h in cfg.board.pellet_hexes:
        kind = bag.pop()
        s.board_pellets[h] = kind
        s.reserve[kind] -= 1
    s.say(f"Setup: {n} clans ({', '.join(c.name for c in cfg.clans)}), "
          f"{len(s.deck)} cards in the movement deck, both eagles hunting in zone A.")
    if TWO_PLAYER in cfg.variants and first_player is None:
        s.eagle_player = _dice_off(s, chance)
    elif first_player is None:
        s.eagle_player = chance.below(n)
        s.say(f"{s.name(s.eagle_player)} is chosen at random as the first Eagle Player.")
    else:
        s.eagle_player = first_player
        role = "First Player, holding the blue die" if TWO_PLAYER in cfg.variants else "first Eagle Player"
        s.say(f"{s.name(first_player)} is the {role}.")
    s.chance = chance.counter
    _turn.start_turn(s)
    return s


def _dice_off(s: State, chance: Chance) -> int:
    if len(set(s.cfg.die)) < 2:  # a die with one face cannot break the tie
        first = chance.below(2)
        s.say(f"{s.name(first)} is chosen at random as the First Player, holding the blue die.")
        return first
    while True:
        a, b = chance.choice(s.cfg.die), chance.choice(s.cfg.die)
        s.say(f"Dice-off: {s.name(0)} rolls {face_name(a)}, {s.name(1)} rolls {face_name(b)}.")
        if a != b:
            first = 0 if a > b else 1
            s.say(f"{s.name(first)} wins the dice-off: First Player, holding the blue die.")
            return first


__all__ = ["make_config", "new_state"]
