"""The tools that work on any game of the kit, through the game protocol
(:class:`gamecore.protocol.GameProtocol`): :class:`PlayLoop`, the play loop without a screen
(seats, the computer, undo to a person's last choice, the recap), which every view builds on, and
the OpenSpiel and PettingZoo adapters (:mod:`gametools.interop`, with each game's observation tensor).

This package sits above the games and below the views (``widgets/``); the play loop itself uses
nothing but the shared core (``gamecore``)."""

from .playloop import AUTOPLAY_LIMIT, Change, Checkpoint, Chooser, Computer, PlayLoop, random_computer
from .records import Deciders, Event, LoopGame, Recorder, log_recorder, plain_recorder, state_log

__all__ = ["PlayLoop", "Event", "Change", "Checkpoint", "Chooser", "Computer", "Recorder", "LoopGame", "Deciders",
           "AUTOPLAY_LIMIT", "random_computer", "plain_recorder", "log_recorder", "state_log"]
