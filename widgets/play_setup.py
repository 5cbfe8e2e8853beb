"""The Play tab's words around the set-up row: the variant menu for a player count, a sentence
saying which rules the menus will deal, and the folded "How to play" box.

The variant menu offers only what the rulebook lets that many players play (newcomer finding
14): two players choose between the two-player rules (the rulebook's own for two, the default)
and the standard ones, each long or short, and never chaos; three to six players never see the
two-player rules. :func:`rules_line` then says in a sentence what will be played, so a menu
entry is never a silent alternative.
"""

from __future__ import annotations

import html

from gamecore.i18n import Message, lazyc, tr

#: The variants the app offers: menu key → ``Game.new(variant=...)``. ``"standard"`` is named
#: explicitly so that two players get the standard rules when they ask for them (two players
#: otherwise get the two-player variant by default: :func:`lemmings.variants.choose_variants`).
VARIANTS = {"standard": "standard", "short game": "standard,short", "chaos": "chaos", "short chaos": "short,chaos",
            "two players": "two_player", "two players, short": "two_player,short"}
VARIANT_WORDS: dict[str, Message] = {
    "standard": lazyc("variant", "standard"), "short game": lazyc("variant", "short game"),
    "chaos": lazyc("variant", "chaos"), "short chaos": lazyc("variant", "short chaos"),
    "two players": lazyc("variant", "two players"), "two players, short": lazyc("variant", "two players, short game")}
#: The menu for two players (the two-player rules first: the rulebook's choice for two) and for more.
TWO_PLAYER_MENU = ("two players", "two players, short", "standard", "short game")
MENU = ("standard", "short game", "chaos", "short chaos")


def variant_menu(players: int) -> tuple[str, ...]:
    """The variant keys offered to ``players`` players."""
    return TWO_PLAYER_MENU if players == 2 else MENU


def closest_variant(players: int, key: str) -> str:
    """The entry of ``players``' menu nearest to ``key`` when the player count changes: the same
    length of game, and for two players the two-player rules (chaos is not for two)."""
    short = key in ("short game", "short chaos", "two players, short")
    if players == 2:
        return "two players, short" if short else "two players"
    if key in MENU:
        return key
    return "short game" if short else "standard"


def rules_line(players: int, key: str) -> str:
    """What the menus will deal, in one or two sentences (HTML-escaped)."""
    variants = VARIANTS[key]
    parts = []
    if "two_player" in variants:
        parts.append(tr("<b>Two-player rules</b>: both of you are Eagle Players every turn, each rolling one eagle die "
                        "and flying that eagle; whoever holds the blue die goes first, and a Hover swaps the dice. "
                        "Near the start area you may not stack on the other clan's lemmings, and Mine! All Mine! is "
                        "left out."))
    elif players == 2:
        parts.append(tr("<b>Standard rules</b>, as for three to six players: one Eagle Player a turn rolls both dice "
                        "and flies both eagles (the rulebook gives two players rules of their own: choose "
                        "<i>two players</i> for those)."))
    else:
        parts.append(tr("<b>Standard rules</b>: each turn the Eagle Player rolls both dice and flies both eagles, "
                        "then every clan moves one lemming."))
    if "short" in variants:
        parts.append(tr("<b>Short game</b>: two 2s and two 3s leave the movement deck and the Game Over card hides "
                        "among its last five cards instead of seven, so the game ends sooner."))
    if "chaos" in variants:
        parts.append(tr("<b>Chaos</b>: no special actions are dealt; whenever the Eagle Player rolls a Hover, a card "
                        "is drawn that each clan in turn may play or pass; at the end each clan gains a VP for every card "
                        "it would have been dealt and loses one for every card it played."))
    return tr("You will play: {rules}", rules=" ".join(parts))


def how_to_play_html(language: str) -> str:
    """The folded "How to play" box: the goal, a turn in four lines, where to click, and which
    notebook teaches the rules (in ``language``'s folder of the notebooks)."""
    folder = "" if language == "en" else f"{language}/"
    notebook = html.escape(f"notebooks/{folder}00_start_here.ipynb")
    steps = [tr("The Eagle Player (★ in the clans panel) rolls the two eagle dice and flies each eagle round its "
                "circle: a hunting eagle eats one lemming standing in the open in the zone where it lands (brush, "
                "or a lemming on top, keeps one from being eaten), then scatters every other lemming there."),
             tr("A movement card is turned up: its number is the points every clan moves this turn."),
             tr("Each clan in turn may play one special action, then moves <b>one</b> of its lemmings with those "
                "points."),
             tr("The eagle dice pass to the next clan and a new turn starts.")]
    return ("<details class='lemmings-howto' style='margin:2px 0 4px 0'>"
            "<summary style='cursor:pointer'>" + tr("<b>How to play</b>: the goal, a turn, where to click")
            + "</summary><div style='padding:2px 0 0 1.2em;max-width:60em'><p style='margin:2px 0'>"
            + tr("<b>Goal:</b> lead your clan's ten lemmings from the start area (left) across the track and off the "
                 "cliff (right). A lemming that reaches the edge with points to spare dives for that many VP; "
                 "special actions you never played and the pellets you picked up count too. When the Game Over card "
                 "turns up, the most VP wins.")
            + "</p><p style='margin:2px 0'>" + tr("<b>A turn:</b>") + "</p><ol style='margin:0 0 2px 0'>"
            + "".join(f"<li>{s}</li>" for s in steps) + "</ol><p style='margin:2px 0'>"
            + tr("<b>Where to click:</b> the line beside the board always says what to do now. To move, click one of "
                 "your lemmings (or the start area): the hexes it can reach light up with their cost; click one. "
                 "Eagle choices and cards are buttons under that line; <b>Hint</b> ranks your options and <b>Undo my "
                 "last choice</b> takes yours back.")
            + "</p><p style='margin:2px 0'>"
            + tr("To learn the rules one at a time, open the notebook {notebook} in JupyterLab (<code>make lab</code>, "
                 "or the Binder link in the kit's README).", notebook=f"<code>{notebook}</code>")
            + "</p></div></details>")


__all__ = ["VARIANTS", "VARIANT_WORDS", "variant_menu", "closest_variant", "rules_line", "how_to_play_html"]
