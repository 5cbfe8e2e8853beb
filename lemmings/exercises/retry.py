""""Try it again": a decision from a game review (:func:`lemmings.analysis.review`) as an exercise.

The exercise shows the position just before the decision and asks for the best option among
the one played, the better one the review found and up to two more of the hint's ranked options;
its key is the better option, explained by the hint's reason for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamecore.i18n import tr

from ..analysis.review import Mistake
from .core import ANSWER, Exercise

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["retry_exercise"]

#: Sections by decision kind (an exercise belongs to one section of the rules).
_SECTIONS = {"move": "Lemmings phase and movement", "eagle_move": "Eagles phase", "eagle_first": "Eagles phase",
             "feast": "Feasting and scattering", "scatter": "Feasting and scattering"}


def retry_exercise(game: Game, mistake: Mistake, *, others: tuple[str, ...] = ()) -> Exercise:
    """The decision of ``mistake`` in ``game`` as a "choice" exercise whose key is the better option.

    ``others`` are more option texts to offer (from the review's hint); the played and the better
    option are always among the choices, which are listed in the order of the position's options."""
    position = game.copy()
    position.goto(mistake.index)
    d = position.pending
    if d is None or d.player != mistake.player:
        raise ValueError(tr("the review's decision at history position {index} is not in this game", index=mistake.index))
    texts = [str(o) for o in d.options]
    better, played = str(mistake.better), str(mistake.played)
    if better not in texts or played not in texts:
        raise ValueError(tr("the review's decision at history position {index} is not in this game", index=mistake.index))
    wanted = {better, played, *(t for t in others if t in texts)}
    choices = tuple(t for t in texts if t in wanted)
    labels = {str(o): position.describe(o) for o in d.options if str(o) in wanted}
    because = {ANSWER: mistake.why or mistake.better_reason}  # what changes against the played option, if known
    reasons = {played: mistake.played_reason}

    def why(choice: str) -> str:
        return reasons.get(choice, tr("ranked below it by the hint"))

    question = tr("Turn {turn}, {clan}'s decision: you played {played}. Which option is better?", turn=mistake.turn,
                  clan=d.clan, played=mistake.played_text)
    summary = str(mistake)
    focus = tuple(h for h in (getattr(mistake.better, "to", None), getattr(mistake.better, "hex", None))
                  if isinstance(h, str))
    return Exercise("retry", _SECTIONS.get(mistake.kind, "Lemmings phase and movement"),
                    tr("Try it again: turn {turn}", turn=mistake.turn), question, position, "choice",
                    {ANSWER: better}, because, why, parts={ANSWER: choices}, focus=focus,
                    subject=getattr(mistake.better, "lemming", "") or "", level=2, source=tr("your game"),
                    summary=summary, labels=labels)
