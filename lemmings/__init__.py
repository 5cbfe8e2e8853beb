"""Leaping Lemmings rules engine: the board, the game state, every rule and special action.

Start with :class:`Game`::

    from lemmings import Game
    game = Game.new(players=4, seed=7)
    game.pending            # the decision the game waits for
    game.apply("roll")      # answer it (an option, or its text)

No UI library is imported here; the ``widgets`` package draws on top of this engine.
"""

from gamecore.errors import BoardError, FileFormatError, IllegalAction, LemmingsError, SaveError, ScenarioError
from gamecore.i18n import LANGUAGE_NAMES, LANGUAGES, get_language, language, set_language
from gamecore.pictures import register_drawer, register_words

from .account import board_words, picture_words
from .board import EAGLES, START, ZONE_LETTERS, Board
from .cards import GAME_OVER, ITS_A_5, SPECIAL_DECK
from .chance import CHANCE
from .clans import CLANS, Clan
from .game import Decision, Game, LemmingInfo
from .options import (
                      CLIFF,
                      Claw,
                      EagleFirst,
                      EagleMove,
                      EagleTo,
                      Exchange,
                      Feast,
                      Move,
                      Pass,
                      Place,
                      Play,
                      Resupply,
                      Roll,
                      Scatter,
                      Select,
                      Swap,
                      Top,
                      parse_option,
)
from .piles import Discard, Pile
from .readings import ENGLISH, READINGS, SPANISH_ITALIAN
from .render_svg import board_svg, game_svg
from .scoring import Score
from .special_actions import SPECIAL_ACTIONS, SpecialAction
from .state import DEFAULT_DIE, HOVER
from .variants import CHAOS, SHORT, STANDARD, TWO_PLAYER, VARIANTS

__all__ = [
    "Board", "Game", "Decision", "CHANCE", "LemmingInfo", "Pile", "Discard",
    "Score", "SpecialAction", "SPECIAL_ACTIONS", "SPECIAL_DECK",
    "ITS_A_5", "GAME_OVER", "CLANS", "Clan", "EAGLES", "START", "ZONE_LETTERS", "CLIFF", "DEFAULT_DIE", "HOVER",
    "VARIANTS", "SHORT", "TWO_PLAYER", "CHAOS", "STANDARD", "READINGS", "ENGLISH", "SPANISH_ITALIAN",
    "IllegalAction", "LemmingsError", "FileFormatError", "BoardError", "SaveError", "ScenarioError",
    "Roll", "EagleFirst", "EagleMove", "EagleTo", "Feast", "Scatter", "Resupply", "Move", "Claw", "Pass",
    "Exchange", "Play", "Place", "Swap", "Select", "Top", "parse_option",
    "LANGUAGES", "LANGUAGE_NAMES", "set_language", "get_language", "language",
]
__version__ = "0.1.0"

# Board and Game sit below the presentation layer and draw themselves through this hook.
register_drawer("board", board_svg)
register_drawer("game", game_svg)
# ... and every picture carries the position in words as its <title> and <desc> (lemmings.account).
register_words("board", board_words)
register_words("game", picture_words)
