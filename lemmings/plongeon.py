"""Le grand plongeon moved to its own package, :mod:`plongeon`; this name keeps old notebooks'
``from lemmings.plongeon import Game`` working. New code imports :mod:`plongeon`."""

from plongeon import *  # noqa: F403 (the same public names, nothing more)
from plongeon import __all__  # noqa: F401
