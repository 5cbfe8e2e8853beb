"""The text panels around the board, as pure functions of the game and the seats.

* :func:`seat_line`: "You are Ritz (purple)" and what to do now, said near the board;
* :func:`status_html`: turn, phase, card and dice of *this* turn only, VP;
* :func:`clans_html`: one row per clan, the clan to move marked, people and computers named,
  only counts of cards and pellets (never another clan's hand);
* :func:`hand_html`: the hand and pellets of one seat (shown only to that seat's person);
* :func:`recap_header`: the line above the recap list.

They return HTML strings, so they test without a browser.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from lemmings.bots import phase
from lemmings.game import Decision, Game
from lemmings.special_actions import SPECIAL_ACTIONS

from .seats import Seats, colour_name

PELLET_WORDS = {"vp1": "1-VP pellet", "vp2": "2-VP pellet", "favour": "favour pellet"}

#: What to do for each kind of decision, said to the person deciding.
HOW = {
    "roll": "press <b>Roll the two eagle dice</b>.",
    "eagle_order": "choose which eagle flies first (each button says what that order does).",
    "eagle_direction": "click a hex of the zone the eagle should fly to, or press its button.",
    "feast": "click the lemming the eagle eats (the lit hexes).",
    "scatter": "click a lemming in the eagle's zone, then the lit hex it is scattered to.",
    "resupply": "click the lit pellet hex that gets a new face-down pellet.",
    "move": "click one of your lemmings (or the start area), then a lit hex; or pick a move from the menu.",
    "chaos_card": "play the card now or pass it on.",
}


def esc(text: object) -> str:
    return html.escape(str(text))


def full_stop(text: str) -> str:
    """``text`` ending a sentence: a full stop unless it already ends with one, ``?`` or ``!``."""
    text = text.rstrip()
    return text if text.endswith((".", "?", "!")) else text + "."


def swatch(colour: str) -> str:
    return (f'<span style="display:inline-block;width:0.9em;height:0.9em;background:{colour};'
            f'border-radius:2px;vertical-align:-0.1em"></span>')


def clan_words(game: Game, player: int) -> str:
    """``"Ritz (purple)"``."""
    clan = game.clans[player]
    return f"{clan.name} ({colour_name(clan.colour)})"


def _how(d: Decision) -> str:
    return HOW.get(d.kind, "click a lit place on the board or press one of the buttons below.")


def seat_line(game: Game, seats: Seats, *, handoff: int | None = None, speed: str = "instant",
              running: bool = False) -> str:
    """Who you are and what to do now, in one or two lines."""
    people = sorted(seats.humans)
    if len(people) == 1:
        p = people[0]
        you = f"{swatch(game.clans[p].colour)} <b>You are {esc(clan_words(game, p))}</b>"
    elif people:
        you = "People at this screen: " + ", ".join(f"{swatch(game.clans[p].colour)} {esc(clan_words(game, p))}"
                                                     for p in people)
    else:
        you = "Every clan is played by the computer (seat a person in the Seats tab)"
    d = game.pending
    if d is None:
        winners = " and ".join(game.winners) or "nobody"
        return f"{you}. <b>The game is over</b>: {esc(winners)} win{'s' if len(game.winners) == 1 else ''}."
    if handoff is not None:
        return (f"{you}. <b>Pass the screen to {esc(clan_words(game, handoff))}</b>: their hand stays hidden "
                f"until they press <b>I am {esc(game.clans[handoff].name)}</b>.")
    if d.player in seats.humans:
        who = "Your" if len(people) == 1 else f"{esc(game.clans[d.player].name)}'s"
        return (f"{you}. {swatch(game.clans[d.player].colour)} <b>{who} decision: {esc(full_stop(d.prompt))}</b> "
                f"To do it, {_how(d)}")
    name = esc(clan_words(game, d.player))
    if running:
        return f"{you}. {name}, a computer clan, is playing… each computer action is added to the recap below."
    if speed == "manual":
        return (f"{you}. Now {name}, a computer clan, decides: press <b>Computer: next action</b> to see one action, "
                f"or <b>Play to my turn</b>.")
    return f"{you}. Now {name}, a computer clan, decides: press <b>Play to my turn</b>."


def _card_and_dice(game: Game) -> tuple[str, str]:
    """This turn's card and dice: nothing from the last turn is shown before the roll."""
    d = game.pending
    st = game.state
    if d is not None and d.kind == "roll":
        return "revealed after the eagles phase", "not rolled yet this turn"
    dice = ", ".join(f"{e} {'Hover' if v == 0 else v}" for e, v in (game.dice or {}).items()) or "not rolled yet"
    if phase(game) == "eagles" or st.card is None:
        return "revealed after the eagles phase", dice
    card = f"{st.card}"
    if d is not None:
        value = game.card_value(d.player)
        if value != st.card:
            card += f" (counts {value} for {d.clan})"
    return card, dice


def status_html(game: Game) -> str:
    """Turn, phase, Eagle Player, this turn's card and dice, and the VP so far."""
    if game.over:
        ranking = ", ".join(f"{place}. {sc.clan} {sc.total} VP" for place, sc in game.standings())
        return f"<b>Game over</b> after {game.turn} turns: {esc(ranking)}"
    card, dice = _card_and_dice(game)
    vp = ", ".join(f"{k} {v}" for k, v in game.score().items())
    return (f"<b>Turn {game.turn}</b> · {phase(game)} phase · eagle dice held by "
            f"<b>{esc(game.clans[game.eagle_player].name)}</b> · card: {esc(card)} · dice: {esc(dice)} · "
            f"VP: {esc(vp)}")


def clans_html(game: Game, seats: Seats) -> str:
    """One row per clan: ▶ marks the clan to decide now; cards and pellets only as counts."""
    st = game.state
    d = game.pending
    rows = []
    for p, clan in enumerate(game.clans):
        to_move = d is not None and d.player == p
        mark = "▶" if to_move else ""
        who = "person" if p in seats.humans else "computer"
        eagle = " · eagle dice" if p == game.eagle_player and not game.over else ""
        five = "" if st.clan_card_used[p] else " + It's a 5"
        style = "font-weight:bold;background:#fff6d5" if to_move else ""
        rows.append(f'<tr style="{style}"><td>{mark}</td><td>{swatch(clan.colour)} {esc(clan.name)}</td>'
                    f"<td>{who}</td><td>{game.score().get(clan.name, 0)} VP</td>"
                    f"<td>{len(st.hands[p])} card{'s' * (len(st.hands[p]) != 1)}{five}</td>"
                    f"<td>{sum(st.held[p].values())} pellet{'s' * (sum(st.held[p].values()) != 1)}</td>"
                    f"<td>{len(st.starting(p))} waiting{eagle}</td></tr>")
    return ('<table style="font-size:13px;border-collapse:collapse" cellpadding="3">'
            "<tr><th></th><th>clan</th><th>played by</th><th>VP</th><th>cards</th><th>pellets</th><th>start</th></tr>"
            + "".join(rows) + "</table>")


def hand_html(game: Game, player: int | None) -> str:
    """The hand and pellets of ``player`` (``None``: nothing to show)."""
    if player is None:
        return ""
    st = game.state
    clan = game.clans[player]
    cards = []
    for card in st.hands[player]:
        desc = SPECIAL_ACTIONS[card].description if card in SPECIAL_ACTIONS else ""
        cards.append(f'<span title="{esc(desc)}" style="border:1px solid #aaa;border-radius:4px;padding:1px 5px;'
                     f'margin-right:4px;background:#fff">{esc(card)}</span>')
    if not st.clan_card_used[player]:
        cards.append('<span style="border:1px dashed #aaa;border-radius:4px;padding:1px 5px">It\'s a 5 (clan card)</span>')
    pellets = [f"{n} {PELLET_WORDS.get(kind, kind)}{'s' * (n != 1)}" for kind, n in st.held[player].items() if n]
    return (f"{swatch(clan.colour)} <b>{esc(clan.name)}'s hand</b> (only you see it): "
            + (" ".join(cards) or "no special-action cards")
            + " · pellets: " + (esc(", ".join(pellets)) if pellets else "none"))


def recap_header(items: Sequence[object], person_name: str | None, decided: bool = True) -> str:
    """The line above the recap: since when, how many actions, how to see one on the board."""
    if not items:
        return "<b>Recap</b>: nothing has happened yet."
    if person_name and decided:
        since = f"since {esc(person_name)}'s last decision"
    elif person_name:
        since = f"of the game before {esc(person_name)}'s first decision"
    else:
        since = "of the game"
    return (f"<b>Recap {since}</b> ({len(items)} action{'s' * (len(items) != 1)}): click an entry to see it on the "
            f"board.")


__all__ = ["full_stop", "seat_line", "status_html", "clans_html", "hand_html", "recap_header", "clan_words", "swatch", "HOW"]
