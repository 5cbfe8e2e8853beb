"""Labyrinth: Paths of Destiny (Let's Play, 2016) for 2-6 players, on the kit's shared hex core.

Its printed parts are data (:mod:`labyrinth.components`, format in ``docs/labyrinth-components.md``);
the kit ships its own starter set, an invention for learning, not the publisher's parts.
"""

from __future__ import annotations

from .components import ComponentError, Components, load_components, starter
from .game import Game

__all__ = ["ComponentError", "Components", "Game", "load_components", "starter"]
