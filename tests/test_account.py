"""gamecore.account: the account's text and HTML, and the query dispatcher."""

from __future__ import annotations

from gamecore.account import Account, Command, Section, command_list, dispatch, fold
from gamecore.i18n import language, lazy, lazyc


def _commands() -> list[Command]:
    return [Command("mine", lazyc("query", "mine"), lazy("where your lemmings are"),
                    lambda rest: None if rest else "yours"),
            Command("moves", lazyc("query", "moves"), lazy("where a lemming can go now: moves R1"),
                    lambda rest: f"to {rest[0]}" if len(rest) == 1 else None)]


def test_text_and_html_hold_every_heading_and_line_escaped():
    acc = Account("Game <1>", (Section("Turn & co", ("Red <b>", "Blue")), Section("Empty", ())))
    assert acc.text() == "Game <1>\n\nTurn & co\n- Red <b>\n- Blue\n\nEmpty"
    html = acc.html()
    assert "<h4>Turn &amp; co</h4>" in html and "<li>Red &lt;b&gt;</li>" in html and "<b>" not in html
    assert html.count("<ul>") == 1 and acc.section("Empty") == Section("Empty", ())


def test_a_command_answers_and_the_rest_is_not_a_query():
    cmds = _commands()
    assert dispatch(cmds, "  MINE ") == "yours"
    assert dispatch(cmds, "moves r1") == "to r1"
    assert dispatch(cmds, "move R1 0703") is None
    assert dispatch(cmds, "") is None and dispatch(cmds, "x" * 500) is None


def test_an_unknown_query_lists_the_commands():
    cmds = _commands()
    reply = dispatch(cmds, "moves")
    assert reply.startswith("I do not understand “moves”") and command_list(cmds) in reply
    assert dispatch(cmds, "what now?").startswith("I do not understand")


def test_a_lookup_answers_what_no_command_names():
    assert dispatch(_commands(), "R1", lambda words: "R1 here" if words == ("r1",) else None) == "R1 here"


def test_the_reader_s_words_are_understood():
    with language("es"):
        assert dispatch(_commands(), "Míos") == "yours"
        assert dispatch(_commands(), "mine") == "yours"
        assert command_list(_commands()).startswith("Órdenes: míos — dónde están tus lemmings")
    with language("it"):
        assert dispatch(_commands(), "mosse R1") == "to r1"
    assert fold("  Mías ") == "mias"
