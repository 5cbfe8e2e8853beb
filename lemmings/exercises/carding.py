"""Exercises on special actions: can this card be played now (and if not, why), and what does it do here.

The keys are the engine's: :func:`lemmings.special_actions.why_cannot_play` for playability,
and for a card's effect the positions the engine reaches by playing it and making every choice
it asks for (explored on copies of the game, never predicted by hand). A card's effect is told
from the change of position (who moved where, which eagle flew, which stack changed), in whole
sentences of the reader's language, so no card-specific word gives the card away.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from gamecore.i18n import Message, render, tr, trn

from ..board import START
from ..cards import ITS_A_5, card_name
from ..game import Game
from ..options import Move, Play
from ..special_actions import SPECIAL_ACTIONS, held_cards, why_cannot_play
from ..state import CHOW, DIVE
from .core import ANSWER, Exercise
from .eagling import EAGLE_COLOURS
from .positions import find_position

if TYPE_CHECKING:
    from ..state import State

SECTION = "Special actions"
#: The English "yes" choice (the choice itself is shown in the reader's language: :func:`yes`).
YES = "Yes: it can be played now"
#: Leaves explored per card before the exploration stops (cards with many choices branch a lot).
MAX_LEAVES = 120


def yes() -> str:
    """The "yes, it can be played now" choice in the current language."""
    return tr("Yes: it can be played now")


def _reason(text: Message | str, card: str) -> str:
    """A reason in the current language without the card's name in front (so a choice does not
    give the card away)."""
    text = render(text)
    for name in (render(card_name(card)), card):
        if text.startswith(name + ": "):
            return text[len(name) + 2:]
    return text


def played_this_turn(s: State, p: int) -> str:
    """The special action ``p`` has played this turn (read from the log), ``""`` when none or unknown."""
    for line in reversed(s.log):
        text = getattr(line, "text", "")
        if text.startswith("Turn {turn}:"):  # the turn's roll: nothing earlier is this turn's
            break
        if text == "{clan} plays {card}." and line.params.get("clan") == s.name(p):
            return render(line.params["card"])
    return ""


def card_facts(s: State, p: int) -> tuple[str, ...]:
    """What playing a card now depends on and the board does not show: whether the clan has
    played a special action this turn (and which), the cards it holds, its clan card, and the
    last card on the special-action discard pile (what Déjà Vu copies)."""
    clan = s.name(p)
    if s.played[p]:
        card = played_this_turn(s, p)
        played = (tr("{clan} has already played a special action this turn: {card}.", clan=clan, card=card) if card else
                  tr("{clan} has already played a special action this turn.", clan=clan))
    else:
        played = tr("{clan} has not played a special action this turn.", clan=clan)
    hand = ", ".join(render(card_name(c)) for c in s.hands[p]) or tr("no cards")
    held = trn("{clan} holds {n} special action: {cards}.", "{clan} holds {n} special actions: {cards}.",
               len(s.hands[p]), clan=clan, n=len(s.hands[p]), cards=hand)
    clan_card = (tr("{clan}'s clan card ({card}) is flipped to its used side.", clan=clan, card=card_name(ITS_A_5))
                 if s.clan_card_used[p] else
                 tr("{clan}'s clan card ({card}) is still unflipped.", clan=clan, card=card_name(ITS_A_5)))
    if s.sa_discard:
        top, who = s.sa_discard[-1]
        last = tr("On top of the special-action discard pile: {card}, which {clan} played.", card=card_name(top),
                  clan=s.name(who))
    else:
        last = tr("The special-action discard pile is empty.")
    return played, held, clan_card, last


def build_playable(game: Game, card: str, *, level: int = 1, source: str = "", section: str = SECTION,
                   distractors: int = 3) -> Exercise:
    """Kind ``"playable"``: can the player to move play ``card`` now, and if not, why?

    The choices are "yes" and reasons the engine gives for cards in this position; ``distractors``
    of them are wrong."""
    s = game.state
    p = game.pending.player
    reason = _reason(why_cannot_play(s, p, card), card)
    said_yes = yes()
    answer = reason or said_yes
    others = []
    for name in SPECIAL_ACTIONS:
        if name == card:
            continue
        why = render(SPECIAL_ACTIONS[name].check(s, p))
        if why and why != reason and why not in others:
            others.append(why)
    others.append(tr("only one special action may be played per turn"))
    others = [o for o in dict.fromkeys(others) if o != reason]
    rng = random.Random(f"{card}{s.turn}{p}")
    rng.shuffle(others)  # the same distractors in every language: the order comes before the words
    wrong = ([said_yes] if reason else []) + others  # "yes" is always offered
    choices = tuple(sorted([answer, *wrong[:distractors]], key=lambda c: (c != said_yes, c)))
    name = card_name(card)
    text = SPECIAL_ACTIONS[card].description
    facts = card_facts(s, p)
    if reason and s.played[p]:  # the key rests on what the clan did earlier this turn: say it
        because = {ANSWER: tr("the engine says: {reason}. {fact} {card}: {description}", reason=reason, fact=facts[0],
                              card=name, description=text)}
    elif reason:
        because = {ANSWER: tr("the engine says: {reason}. {card}: {description}", reason=reason, card=name, description=text)}
    else:
        because = {ANSWER: tr("the engine lists it among the options now. {card}: {description}", card=name, description=text)}
    refused = tr("the engine refuses it now: {reason}", reason=reason)
    other = (tr("that is not what stops it; the engine says: {reason}", reason=reason) if reason else
             tr("that does not apply here: the engine lets the card be played"))
    if reason and s.played[p]:
        refused, other = refused + ". " + facts[0].rstrip("."), other + ". " + facts[0].rstrip(".")

    def why(choice: str) -> str:
        return refused if choice == said_yes else other

    question = tr("{clan} is about to move and holds {card}. Can {clan} play it now? If not, why not?", clan=s.name(p),
                  card=name)
    summary = (tr("{card}: {reason}.", card=name, reason=reason) if reason else
               tr("{card}: playable now.", card=name))
    if reason and s.played[p]:
        summary += " " + facts[0]
    return Exercise("playable", section, tr("Can {clan} play {card}?", clan=s.name(p), card=name), question, game,
                    "choice", {ANSWER: answer}, because, why, parts={ANSWER: choices}, subject=card, level=level,
                    source=source, summary=summary, facts=facts)


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


def _what_happened(before: Game, after: Game) -> str:
    """What changed on the board from ``before`` to ``after``, in the reader's language: the
    eagles' flights, each lemming that changed place, and each stack whose order changed. Told
    from the positions, not from the log, so it never names (or hints at) the card played."""
    a, b = before.state, after.state
    lines = []
    for eagle, (zone, hunting) in b.eagles.items():
        lines.extend(_eagle_change(eagle, a.eagles[eagle], (zone, hunting)))
    for lem in b.cfg.all_lemmings:
        if a.loc[lem] != b.loc[lem]:
            lines.append(_lemming_change(b, lem, a.loc[lem], b.loc[lem]))
    for h in sorted(set(a.stacks) | set(b.stacks)):
        now = b.stacks.get(h, ())
        if len(now) > 1 and now != a.stacks.get(h, ()):
            lines.append(tr("{hex} now holds, bottom to top, {lemmings}.", hex=h,
                            lemmings=", ".join(b.label(x) for x in now)))
    return " ".join(lines) if lines else tr("Nothing on the board changes.")


def _eagle_change(eagle: str, was: tuple[str, bool], now: tuple[str, bool]) -> list[str]:
    colour = EAGLE_COLOURS[eagle]
    (z0, hunting0), (z1, hunting1) = was, now
    if z0 != z1 and hunting0 == hunting1:
        return [tr("The {colour} eagle flies from zone {start} to zone {end}.", colour=colour, start=z0, end=z1)]
    if z0 != z1 and hunting1:
        return [tr("The {colour} eagle flies from zone {start} to zone {end} and ends on its hunting side.",
                   colour=colour, start=z0, end=z1)]
    if z0 != z1:
        return [tr("The {colour} eagle flies from zone {start} to zone {end} and ends on its feasting side.",
                   colour=colour, start=z0, end=z1)]
    if hunting0 != hunting1 and hunting1:
        return [tr("The {colour} eagle turns to its hunting side.", colour=colour)]
    if hunting0 != hunting1:
        return [tr("The {colour} eagle turns to its feasting side.", colour=colour)]
    return []


def _lemming_change(s: State, lem: str, was: str, now: str) -> str:
    """One lemming's change of place, as a sentence (``s`` is the state after the change)."""
    who = s.label(lem)
    if now == DIVE:
        return (tr("{lemming} dives over the cliff from {start} for {vp} VP.", lemming=who, start=was,
                   vp=s.dives[lem]) if was not in (START, CHOW) else
                tr("{lemming} scores a {vp}-VP dive.", lemming=who, vp=s.dives[lem]))
    if now == CHOW:
        return (tr("{lemming} goes from {start} to the eagle-chow box.", lemming=who, start=was)
                if was not in (START, DIVE) else tr("{lemming} goes to the eagle-chow box.", lemming=who))
    if now == START:
        return tr("{lemming} moves from {start} back into the start area.", lemming=who, start=was)
    if was == START:
        return tr("{lemming} enters the board at {end}.", lemming=who, end=now)
    if was == CHOW:
        return tr("{lemming} comes back from the eagle-chow box to {end}.", lemming=who, end=now)
    if was == DIVE:
        return tr("{lemming} comes back from the dive box to {end}.", lemming=who, end=now)
    return tr("{lemming} moves from {start} to {end}.", lemming=who, start=was, end=now)


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
        raise ValueError(tr("{card} cannot be played here", card=card_name(card)))
    sigs = list(mine)
    right_sig = rng.choice(sigs)
    names = list(SPECIAL_ACTIONS)
    texts: dict[str, Game] = {}
    right = _what_happened(game, mine[right_sig])
    texts[right] = mine[right_sig]
    wrong_from: dict[str, str | None] = {}  # a decoy's card (None: a regular move)
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
        text = _what_happened(trial, decoy)
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
            text = _what_happened(game, trial)
            if _signature(trial) not in mine and text not in texts and _signature(trial) not in shown_now(texts):
                texts[text] = trial
                wrong_from[text] = None
    if len(texts) < 2:
        raise ValueError(tr("no position that {card} cannot reach was found to compare with", card=card_name(card)))
    s = game.state
    p = game.pending.player
    options = tuple(sorted(texts))
    name = card_name(card)
    because = {ANSWER: tr("{card}: {description} Here the engine gives: {result}", card=name,
                          description=SPECIAL_ACTIONS[card].description, result=right)}

    def why(choice: str) -> str:
        other = wrong_from.get(choice, "")
        if other is None:
            return tr("{card} can never lead to this position (the engine reaches it only when a regular move is made "
                      "instead)", card=name)
        return tr("{card} can never lead to this position (the engine reaches it only when {other} is played)",
                  card=name, other=card_name(other) if other else tr("another card"))

    question = tr("{clan} plays {card} now. Which of these can be what happens? (Each tells what changes on the "
                  "board; pick one to see its position.)", clan=s.name(p), card=name)
    typed = tr("{clan} plays {card} now. Which of these can be what happens? (Each tells what changes on the board.)",
               clan=s.name(p), card=name)
    return Exercise("card_effect", section, tr("What does {card} do here?", card=name), question, game, "choice",
                    {ANSWER: right}, because, why, parts={ANSWER: options}, subject=card, level=level, source=source,
                    pictures=texts, summary=tr("{card}: {result}", card=name, result=right),
                    typed=typed)


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


__all__ = ["build_playable", "generate_playable", "build_card_effect", "generate_card_effect", "card_results", "YES",
           "yes"]
