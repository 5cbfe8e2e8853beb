"""The tools that work on any game of the kit, through the game protocol
(:class:`lemmings.protocol.GameProtocol`) alone: :class:`PlayLoop`, the play loop without a
screen (seats, the computer, undo to a person's last choice, the recap), which every view builds on.

This package sits above the games (it may import only the shared core of ``lemmings``) and
below the views (``widgets/``)."""

from .playloop import AUTOPLAY_LIMIT, Change, Checkpoint, Chooser, Computer, PlayLoop, random_computer
from .records import Deciders, Event, LoopGame, Recorder, plain_recorder

__all__ = ["PlayLoop", "Event", "Change", "Checkpoint", "Chooser", "Computer", "Recorder", "LoopGame", "Deciders",
           "AUTOPLAY_LIMIT", "random_computer", "plain_recorder"]
