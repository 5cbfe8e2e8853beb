"""Setting up a new game: check the parameters, then deal the cards, pellets and eagles.

:func:`make_config` freezes the parameters of ``Game.new`` (and of a scenario) into a
:class:`~lemmings.state.Config`; :func:`new_state` lays out the position the rulebook's setup
describes and queues the first turn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from os import PathLike
from pathlib import Path
from typing import Any

from gamecore import arguments as arg
from gamecore.errors import ArgumentError
from gamecore.i18n import Message, lazy, tr
from gamecore.rng import Chance

from . import turn as _turn
from .board import Board
from .cards import GAME_OVER
from .chance import CardDrawn, DiceOff, PelletDrawn, Seat, counted, event, remove_last
from .clans import CLANS, clan_by_name
from .readings import parse_reading
from .state import PELLET_COUNTS, PELLET_KINDS, Config, State, die_faces, face_text
from .steps import push
from .variants import CHAOS, TWO_PLAYER, choose_variants, dealt_per_player, game_over_depth, movement_values, special_deck


def make_config(players: int, seed: int, variant: Any = None, *, clans: Sequence[str] | None = None,
                die: Sequence[int | str] | None = None, board: Board | str | Path | None = None,
                chance: str = "seeded", reading: str | None = None) -> Config:
    """Check the parameters of a new game and freeze them into a :class:`Config`.

    Two players get the two-player variant unless ``variant`` names ``"standard"``
    (:func:`~lemmings.variants.choose_variants`). ``chance`` is ``"seeded"`` or ``"explicit"``
    (see :mod:`lemmings.chance`). ``reading`` picks the rulebook to follow where the
    translations disagree (:func:`~lemmings.readings.parse_reading`; English by default)."""
    if chance not in ("seeded", "explicit"):
        raise ValueError(tr("chance must be 'seeded' (drawn from the seed) or 'explicit' (chance decisions), not {value}",
                            value=repr(chance)))
    variants = choose_variants(variant, players)
    rules_reading = parse_reading(reading)
    arg.seed(seed)
    if clans is None:
        chosen = CLANS[:players]
    else:
        names = arg.names(clans, "clans")
        chosen = tuple(clan_by_name(c) for c in names)
        if len(chosen) != players or len(set(chosen)) != players:
            raise ArgumentError(tr("give {n} different clans, not {clans}", n=players, clans=names))
    faces = die_faces(die)
    if board is None:
        bd = Board.default()
    elif isinstance(board, Board):
        bd = board
    elif isinstance(board, (str, PathLike)):
        bd = Board.load(board)
    else:
        raise ArgumentError(tr("board must be a Board or the path of a board file, not {type}", type=type(board).__name__))
    return Config(bd, players, chosen, variants, faces, seed, chance == "explicit", reading=rules_reading)


def new_state(cfg: Config, first_player: int | None = None) -> State:
    """The position after setup: deck, special actions, pellets, eagles, first Eagle Player."""
    if cfg.explicit_chance:
        return _explicit_setup(cfg, first_player)
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
    s.say(_setup_line(cfg, len(s.deck)))
    if TWO_PLAYER in cfg.variants and first_player is None:
        s.eagle_player = _dice_off(s, chance)
    elif first_player is None:
        s.eagle_player = chance.below(n)
        s.say("{clan} is chosen at random as the first Eagle Player.", clan=s.name(s.eagle_player))
    else:
        s.eagle_player = first_player
        s.say(_first_line(s, first_player))
    s.chance = chance.counter
    _turn.start_turn(s)
    return s


def _dice_off(s: State, chance: Chance) -> int:
    if len(set(s.cfg.die)) < 2:  # a die with one face cannot break the tie
        first = chance.below(2)
        s.say("{clan} is chosen at random as the First Player, holding the blue die.", clan=s.name(first))
        return first
    while True:
        a, b = chance.choice(s.cfg.die), chance.choice(s.cfg.die)
        s.say(_dice_off_line(s, a, b))
        if a != b:
            first = 0 if a > b else 1
            s.say("{clan} wins the dice-off: First Player, holding the blue die.", clan=s.name(first))
            return first


def _explicit_setup(cfg: Config, first_player: int | None) -> State:
    """Explicit chance: the piles stay unordered and every deal is a chance decision.

    The deck holds its cards in no particular order (which card comes up is decided at each
    reveal); the chance decisions deal each hand card by card, place each setup pellet, then
    choose the first Eagle Player (or roll the dice-off). Their order matches the seeded setup's
    log, so the same outcomes give the same position.
    """
    s = State(cfg)
    n = cfg.n_players
    s.deck = [*movement_values(cfg.variants), GAME_OVER]
    specials = special_deck(cfg.variants)
    if CHAOS in cfg.variants:
        s.sa_pile = specials
        s.clan_card_used = [True] * n
    else:
        s.undealt = specials
    s.say(_setup_line(cfg, len(s.deck)))
    _turn.start_turn(s)
    tasks: list[tuple] = []
    if CHAOS not in cfg.variants:
        k = dealt_per_player(n)
        tasks += [("chance", "deal", p) for p in range(n) for _ in range(k)]
    tasks += [("chance", "setup_pellet", h) for h in cfg.board.pellet_hexes]
    if TWO_PLAYER in cfg.variants and first_player is None:
        tasks.append(("chance", "dice_off") if len(set(cfg.die)) > 1 else ("chance", "first_player"))
    elif first_player is None:
        tasks.append(("chance", "first_player"))
    else:
        s.eagle_player = first_player
        s.say(_first_line(s, first_player))
    push(s, *tasks)
    return s


def _deal(s: State, option: Any, p: int) -> None:
    remove_last(s.undealt, option.card)
    s.hands[p].append(option.card)


def _place_pellet(s: State, option: Any, h: str) -> None:
    s.board_pellets[h] = option.kind
    s.reserve[option.kind] -= 1


def _first_player(s: State, option: Any) -> None:
    s.eagle_player = option.player
    if TWO_PLAYER in s.cfg.variants:
        s.say("{clan} is chosen at random as the First Player, holding the blue die.", clan=s.name(s.eagle_player))
    else:
        s.say("{clan} is chosen at random as the first Eagle Player.", clan=s.name(s.eagle_player))


def _dice_off_roll(s: State, option: Any) -> None:
    a, b = option.first, option.second
    s.say(_dice_off_line(s, a, b))
    if a == b:
        push(s, ("chance", "dice_off"))
        return
    s.eagle_player = 0 if a > b else 1
    s.say("{clan} wins the dice-off: First Player, holding the blue die.", clan=s.name(s.eagle_player))


def _setup_line(cfg: Config, cards: int) -> Message:
    return lazy("Setup: {n} clans ({clans}), {cards} cards in the movement deck, both eagles hunting in zone A.",
                n=cfg.n_players, clans=", ".join(c.name for c in cfg.clans), cards=cards)


def _first_line(s: State, player: int) -> Message:
    if TWO_PLAYER in s.cfg.variants:
        return lazy("{clan} is the First Player, holding the blue die.", clan=s.name(player))
    return lazy("{clan} is the first Eagle Player.", clan=s.name(player))


def _dice_off_line(s: State, a: int, b: int) -> Message:
    return lazy("Dice-off: {first} rolls {a}, {second} rolls {b}.", first=s.name(0), a=face_text(a),
                second=s.name(1), b=face_text(b))


def _no_seeded_draw(s: State, *args: object) -> None:
    raise AssertionError("setup draws in seeded mode are made by new_state")


event("deal", lambda s, p: lazy("deal a special action to {clan}", clan=s.name(p)), draw=_no_seeded_draw, apply=_deal,
      outcomes=lambda s, p: counted(s.undealt, CardDrawn))
event("setup_pellet", lambda s, h: lazy("place a face-down pellet on {hex} (setup)", hex=h), draw=_no_seeded_draw,
      apply=_place_pellet,
      outcomes=lambda s, h: [(PelletDrawn(k), s.reserve[k]) for k in PELLET_KINDS])
event("first_player", lazy("choose the first player"), draw=_no_seeded_draw, apply=_first_player,
      outcomes=lambda s: [(Seat(p, s.name(p)), 1) for p in range(s.cfg.n_players)])
event("dice_off", lazy("roll the dice-off"), draw=_no_seeded_draw, apply=_dice_off_roll,
      outcomes=lambda s: [(DiceOff(a, b), wa * wb) for a, wa in sorted(Counter(s.cfg.die).items())
                          for b, wb in sorted(Counter(s.cfg.die).items())])

__all__ = ["make_config", "new_state"]
