"""Lemming – Le grand plongeon (AMIGO, 2014): a second hex race on the kit's shared hex core.

>>> from plongeon import Game
>>> game = Game.new(players=3, seed=1)
>>> game.pending.kind, game.pending.player
('action', 0)

Modules: :mod:`.track` (the board file), :mod:`.cards` (cards, columns, tiles, the open
numbers as :class:`Rules`), :mod:`.movement` (steps and pushes), :mod:`.turn` (the only
module that changes the state), :mod:`.game` (the public object), :mod:`.layout` and
:mod:`.render` (pictures), :mod:`.bots` (computer players: random and sensible). Rules explained in
``docs/plongeon.md``.
"""

from .bots import RandomBot, SensibleBot, play_out
from .cards import Rules
from .game import FORMAT, Game
from .options import Bonus, PlayCard, Refill, Step, Stop, parse_option
from .state import COLOURS, State, lemmings_of
from .track import FINISH, MEADOW, START, TERRAINS, Track

__all__ = ["Game", "Rules", "Track", "State", "RandomBot", "SensibleBot", "play_out", "PlayCard", "Refill", "Bonus", "Step",
           "Stop",
           "parse_option", "COLOURS", "TERRAINS", "MEADOW", "START", "FINISH", "FORMAT", "lemmings_of"]
