"""Exercises on special actions: can this card be played now (and if not, why), and what does it do here.

The keys are the engine's: :func:`lemmings.special_actions.why_cannot_play` for playability,
and for a card's effect the positions the engine reaches by playing it and making every choice
it asks for (explored on copies of the game, never predicted by hand).
"""

from __future__ import annotations

import random

from ..cards import ITS_A_5
from ..game import Game
from ..options import Move, Play
from ..special_actions import SPECIAL_ACTIONS, held_cards, why_cannot_play
from .core import ANSWER, Exercise
from .positions import find_position

SECTION = "Special actions"
YES = "Yes: it can be played now"
#: Leaves explored per card before the exploration stops (cards with many choices branch a lot).
MAX_LEAVES = 120


def _reason(text: str, card: str) -> str:
    """A reason without the card's name in front (so a choice does not give the card away)."""
    return text[len(card) + 2:] if text.startswith(card + ": ") else text


def build_playable(game: Game, card: str, *, level: int = 1, source: str = "", section: str = SECTION,
                   distractors: int = 3) -> Exercise:
    """Kind ``"playable"``: can the player to move play ``card`` now, and if not, why?

    The choices are "yes" and reasons the engine gives for cards in this position; ``distractors``
    of them are wrong."""
    s = game.state
    p = game.pending.player
    reason = _reason(why_cannot_play(s, p, card), card)
    answer = reason or YES
    others = []
    for name in SPECIAL_ACTIONS:
        if name == card:
            continue
        why = SPECIAL_ACTIONS[name].check(s, p)
        if why and why != reason and why not in others:
            others.append(why)
    others.append("only one special action may be played per turn")
    others = [o for o in dict.fromkeys(others) if o != reason]
    rng = random.Random(f"{card}{s.turn}{p}")
    rng.shuffle(others)
    wrong = ([YES] if reason else []) + others  # "yes" is always offered
    choices = tuple(sorted([answer, *wrong[:distractors]], key=lambda c: (c != YES, c)))
    text = SPECIAL_ACTIONS[card].description
    because = {ANSWER: (f"the engine says: {reason}" if reason else "the engine lists it among the options now") +
               f". {card}: {text}"}

    def why(choice: str) -> str:
        if choice == YES:
            return f"the engine refuses it now: {reason}"
        return f"that is not what stops it; the engine says: {reason}" if reason else \
            "that does not apply here: the engine lets the card be played"

    question = f"{s.name(p)} is about to move and holds {card}. Can {s.name(p)} play it now? If not, why not?"
    return Exercise("playable", section, f"Can {s.name(p)} play {card}?", question, game, "choice", {ANSWER: answer},
                    because, why, parts={ANSWER: choices}, subject=card, level=level, source=source,
                    summary=f"{card}: {'playable now' if not reason else reason}.")


def generate_playable(seed: int, level: int) -> Exercise:
    """Level 1: any held card, two choices; 2: any held card, three choices; 3: a card the
    position forbids, four choices (when the engine offers that many reasons)."""
    rng = random.Random(seed)

    def cards(game: Game) -> list[str]:
        s, p = game.state, game.pending.player
        held = [c for c in held_cards(s, p) if c != ITS_A_5]
        if level == 3:
            return [c for c in held if why_cannot_play(s, p, c)]
        return held

    game, where = find_position(seed, "move", lambda g: bool(cards(g)), skip=seed % 4)
    return build_playable(game, rng.choice(cards(game)), level=level, source=where, distractors=level)


# -------------------------------------------------------------- card effect
def _signature(game: Game) -> tuple:
    s = game.state
    return (tuple(sorted(s.loc.items())), tuple(sorted(s.stacks.items())), tuple(sorted(s.eagles.items())),
            tuple(sorted(s.dives.items())))


def card_results(game: Game, card: str, limit: int = MAX_LEAVES) -> dict[tuple, Game]:
    """Every position the engine reaches when the player to move plays ``card`` and makes every
    choice it asks for, up to the player's own move again (at most ``limit`` of them)."""
    p = game.pending.player
    first = game.copy()
    first.apply(Play(card))
    out: dict[tuple, Game] = {}
    stack = [first]
    while stack and len(out) < limit:
        g = stack.pop()
        d = g.pending
        if d is None or (d.kind == "move" and d.player == p):
            out.setdefault(_signature(g), g)
            continue
        for option in d.options:
            nxt = g.copy()
            nxt.apply(option)
            stack.append(nxt)
    return out


#: The log's card-specific verbs, made plain so that a description does not name its card.
PLAIN_VERBS = ((" bolts from ", " moves from "), (" runs from ", " moves from "), (" wanders back from ", " moves from "),
               (" wanders from ", " moves from "))


def _what_happened(before: Game, after: Game, cards: list[str]) -> str:
    lines = after.log[len(before.log):]
    text = " ".join(line for line in lines if " plays " not in line)
    for c in cards:  # hide card names: "Boo! Axle bolts" reads "Axle bolts"
        text = text.replace(c + ": ", "").replace(f"{c} happens again", "the last card another clan played happens again")
        text = text.replace(c + " ", "").replace(c, "the card")
    for verb, plain in PLAIN_VERBS:
        text = text.replace(verb, plain)
    return (text[:1].upper() + text[1:]) if text else "Nothing on the board changes."


def shown_now(texts: dict[str, Game]) -> set[tuple]:
    """Signatures of the positions already among the choices."""
    return {_signature(g) for g in texts.values()}


def _as_holder(game: Game, card: str) -> Game:
    """What-if: the same position with the player to move holding only ``card`` (a new game on a
    copy of the state; the original is untouched)."""
    st = game.state.copy()
    p = game.pending.player
    st.hands[p] = [card] if card != ITS_A_5 else []
    st.clan_card_used[p] = card != ITS_A_5
    return Game(st)


def build_card_effect(game: Game, card: str, *, level: int = 1, source: str = "", section: str = SECTION,
                      choices: int = 3, seed: int = 0) -> Exercise:
    """Kind ``"card_effect"``: pick the position that playing ``card`` can lead to.

    The right choice is one of the engine's results of the card; each wrong one is a result of
    another card played in the same position that ``card`` itself can never produce.
    """
    rng = random.Random(seed)
    mine = card_results(game, card)
    if not mine:
        raise ValueError(f"{card} cannot be played here")
    sigs = list(mine)
    right_sig = rng.choice(sigs)
    names = list(SPECIAL_ACTIONS)
    texts: dict[str, Game] = {}
    right = _what_happened(game, mine[right_sig], names)
    texts[right] = mine[right_sig]
    wrong_from: dict[str, str] = {}
    others = [c for c in names if c not in (card, ITS_A_5)]
    rng.shuffle(others)
    for other in others:
        if len(texts) >= choices:
            break
        trial = _as_holder(game, other)
        if Play(other) not in trial.pending.options:
            continue
        results = card_results(trial, other, limit=20)
        # A decoy is a position this card never reaches, not the start, and not already shown.
        fresh = [sig for sig in results if sig not in mine and sig != _signature(game) and sig not in shown_now(texts)]
        if not fresh:
            continue
        decoy = results[rng.choice(fresh)]
        text = _what_happened(trial, decoy, names)
        if text not in texts:
            texts[text] = decoy
            wrong_from[text] = other
    # Too few other cards apply here: a regular move of the same player is the next-best decoy.
    for o in game.pending.options:
        if len(texts) >= choices:
            break
        if isinstance(o, Move):
            trial = game.copy()
            trial.apply(o)
            text = _what_happened(game, trial, names)
            if _signature(trial) not in mine and text not in texts and _signature(trial) not in shown_now(texts):
                texts[text] = trial
                wrong_from[text] = "a regular move is made instead"
    if len(texts) < 2:
        raise ValueError(f"no position that {card} cannot reach was found to compare with")
    s = game.state
    p = game.pending.player
    options = tuple(sorted(texts))
    because = {ANSWER: f"{card}: {SPECIAL_ACTIONS[card].description} Here the engine gives: {right}"}

    def why(choice: str) -> str:
        other = wrong_from.get(choice, "another card")
        how = other if other.startswith("a regular") else f"{other} is played"
        return f"{card} can never lead to this position (the engine reaches it only when {how})"

    question = (f"{s.name(p)} plays {card} now. Which of these can be what happens? (Each is written as the game "
                f"log would tell it, with card names hidden; pick one to see its position.)")
    return Exercise("card_effect", section, f"What does {card} do here?", question, game, "choice", {ANSWER: right},
                    because, why, parts={ANSWER: options}, subject=card, level=level, source=source, pictures=texts,
                    summary=f"{card}: {right}")


def _moving_cards(game: Game) -> list[str]:
    """Playable cards whose effect changes the board (so their result can be pictured)."""
    out = []
    for o in game.pending.options:
        if isinstance(o, Play) and o.card != ITS_A_5:
            results = card_results(game, o.card, limit=8)
            if any(sig != _signature(game) for sig in results):
                out.append(o.card)
    return out


def generate_card_effect(seed: int, level: int) -> Exercise:
    """Level 1: two positions to choose from; 2: three; 3: four."""
    rng = random.Random(seed)
    game, where = find_position(seed, "move", lambda g: bool(_moving_cards(g)), skip=seed % 3)
    card = rng.choice(_moving_cards(game))
    return build_card_effect(game, card, level=level, source=where, choices=level + 1, seed=seed)


__all__ = ["build_playable", "generate_playable", "build_card_effect", "generate_card_effect", "card_results", "YES"]
