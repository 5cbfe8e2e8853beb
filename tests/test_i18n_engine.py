"""The rules engine speaks Spanish and Italian: prompts, log lines, score breakdowns and
IllegalAction reasons of the turn, eagles, movement, pellets, favours, scoring, chance, setup
and game modules are translated.

Seeded games are played in English, Spanish and Italian with the same random choices; every
prompt and log line that one of these modules wrote must read differently from the English
run. Lines written by the special actions (translated separately) are told apart by their
message ids, which the test extracts from the engine modules exactly as ``make messages`` does.
"""

from __future__ import annotations

import ast
import random
from functools import cache
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

import lemmings
from gamecore import i18n
from gamecore.errors import IllegalAction
from gamecore.i18n import Message
from lemmings import Game

REPO = Path(__file__).resolve().parents[1]
ENGINE = ("turn", "eagles", "movement", "pellets", "favours", "scoring", "steps", "chance", "state", "setup",
          "game", "view", "knowledge")
#: Decision kinds asked by the engine's own steps (special actions ask their own kinds).
ENGINE_KINDS = {"roll", "eagle_order", "eagle_direction", "feast", "scatter", "resupply", "move", "chaos_card",
                "chance"}
#: Helpers of the engine modules that build a whole log line as a message.
LINE_BUILDERS = {"lazy", "lazyn", "lazyc", "_flight_line", "score_line", "_setup_line", "_first_line",
                 "_dice_off_line"}
#: A word each language's log must use (the eagles and the turn are in every game).
WORDS = {"es": ("Turno 1:", "águila", "Carta de movimiento"), "it": ("Turno 1:", "aquila", "Carta movimento")}
GAMES = [(4, None, "seeded"), (4, "short", "seeded"), (4, "chaos", "seeded"), (2, None, "seeded"),
         (3, None, "explicit"), (2, None, "explicit")]


@cache
def engine_ids() -> frozenset[str]:
    """The English texts (message ids) the engine modules write."""
    found = set()
    for name in ENGINE:
        for _, msgid, _, _ in extract_from_file("python", REPO / "lemmings" / f"{name}.py", keywords=i18n.KEYWORDS):
            found.add(msgid if isinstance(msgid, str) else msgid[0])
    return frozenset(found)


@cache
def played(players: int, variant: str | None, chance: str, lang: str) -> tuple[list[tuple[str, object]], list[str]]:
    """``([(kind, prompt)], log)`` of one seeded random game played in ``lang``; the prompt is the
    text shown and, in English, the message behind it."""
    with lemmings.language(lang):
        game = Game.new(players=players, seed=11, variant=variant, chance=chance)
        rng = random.Random(11)
        prompts = []
        while not game.over and len(prompts) < 2000:
            d = game.pending
            prompts.append((d.kind, d.question if lang == "en" else d.prompt))
            game.apply(rng.choice(d.options))
        assert game.over
        log = game.log if lang != "en" else list(game.state.log)
    return prompts, log


def from_engine(line: object) -> bool:
    return isinstance(line, Message) and line.text in engine_ids()


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize(("players", "variant", "chance"), GAMES)
def test_every_engine_prompt_and_log_line_is_translated(players: int, variant: str | None, chance: str,
                                                        lang: str) -> None:
    en_prompts, en_log = played(players, variant, chance, "en")
    prompts, log = played(players, variant, chance, lang)
    assert [k for k, _ in prompts] == [k for k, _ in en_prompts]  # the same game, choice by choice
    assert len(log) == len(en_log)
    asked = [(en, shown) for (kind, en), (_, shown) in zip(en_prompts, prompts, strict=True) if kind in ENGINE_KINDS]
    assert len(asked) > 100
    for en, shown in asked:
        assert isinstance(en, Message) and en.text in engine_ids(), en
        assert shown != i18n.render(en, "en"), shown
    lines = [(en, shown) for en, shown in zip(en_log, log, strict=True) if from_engine(en)]
    assert len(lines) > 50
    for en, shown in lines:
        assert shown != i18n.log_line(en, "en"), shown
    text = "\n".join(log)
    for word in WORDS[lang]:
        assert word in text, word
    if chance == "explicit":
        assert any(shown.startswith(("Azar:", "Caso:")) for _, shown in prompts)


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_final_standings_are_translated(lang: str) -> None:
    _, en_log = played(4, "chaos", "seeded", "en")
    _, log = played(4, "chaos", "seeded", lang)
    standings = [line for en, line in zip(en_log, log, strict=True) if isinstance(en, Message) and "favour sets" in en.text]
    assert len(standings) == 4
    label = {"es": "tríos de favores", "it": "terne di favori"}[lang]
    assert all(label in line and ("caos" in line or "Caos" in line) for line in standings), standings


def test_every_log_line_of_the_engine_is_a_message() -> None:
    """``s.say`` in the engine modules is always given a literal English text (Babel extracts it) or a
    message (so no line stays in English)."""
    bad = []
    for name in ENGINE:
        path = REPO / "lemmings" / f"{name}.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "say":
                arg = node.args[0] if node.args else None
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    continue
                called = arg.func if isinstance(arg, ast.Call) else None
                fname = getattr(called, "id", getattr(called, "attr", None))
                if fname not in LINE_BUILDERS:
                    bad.append(f"{name}.py:{node.lineno}")
    assert not bad, bad


def illegal(game: Game, choice: object) -> str:
    with pytest.raises(IllegalAction) as info:
        game.apply(choice)
    return str(info.value)


def sample_errors(lang: str) -> list[str]:
    """A sample of IllegalAction messages, raised in ``lang``."""
    with lemmings.language(lang):
        game = Game.new(players=4, seed=5)
        out = [illegal(game, "pass"), illegal(game, "move R1 0101")]  # the dice must be rolled first
        rng = random.Random(5)
        while game.pending.kind != "move":
            game.apply(rng.choice(game.pending.options))
        p = game.pending.player
        mine = game.state.cfg.lemmings_of[p]
        other = game.state.cfg.lemmings_of[(p + 1) % 4]
        out += [illegal(game, f"move {other[0]} 0101"), illegal(game, "move Z9 0101"), illegal(game, "pass"),
                illegal(game, f"move {mine[0]} 9999"), illegal(game, f"claw {mine[0]}"),
                illegal(game, "favour dive"), illegal(game, "red first")]
        fresh = Game.new(players=4, seed=5)
        with pytest.raises(IllegalAction) as info:
            fresh.undo()
        out.append(str(info.value))
        with pytest.raises(IllegalAction) as info:
            fresh.redo()
        out.append(str(info.value))
    return [text for text in out if text]


def test_illegal_action_reasons_are_translated() -> None:
    en, es, it = sample_errors("en"), sample_errors("es"), sample_errors("it")
    assert len(en) == len(es) == len(it) >= 10
    for e, s, i in zip(en, es, it, strict=True):
        assert s != e and i != e and s != i, (e, s, i)
    assert "is not allowed" in en[3] and "no está permitido" in es[3] and "non è consentito" in it[3]
    assert any("The game is waiting for" in e for e in en)
    assert any("La partida está esperando" in s for s in es) and any("La partita è in attesa" in i for i in it)


@pytest.mark.parametrize("lang", ["es", "it"])
def test_explanations_of_moves_and_eagles_are_translated(lang: str) -> None:
    """The engine's reasons, read through the public API, follow the current language."""
    game = Game.new(players=4, seed=2)
    rng = random.Random(2)
    while game.pending.kind != "move":
        game.apply(rng.choice(game.pending.options))
    p = game.pending.player
    lem = game.state.cfg.lemmings_of[p][1]  # not the first starting lemming: they leave in id order
    english = illegal(game, f"move {lem} 0101")
    with lemmings.language(lang):
        shown = illegal(game, f"move {lem} 0101")
    assert shown != english and lem in shown
    assert {"es": "intercambiables", "it": "intercambiabili"}[lang] in shown
