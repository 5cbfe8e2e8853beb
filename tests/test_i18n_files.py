"""Errors about files and arguments in Spanish and Italian (issue 17).

A broken save, scenario or board file and a bad argument each raise the same exception in
every language, naming the same file and field (issue 18's rule); only the reason is in the
reader's language, and it is whole sentences in that language, not English.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import lemmings
from gamecore.errors import ArgumentError, BoardError, FileFormatError, SaveError, ScenarioError
from lemmings import Board, Game, scenarios
from lemmings.invariants import problems
from lemmings.savefile import state_from_dict, state_to_dict

LANGS = ("es", "it")


def raised(make, lang: str) -> ValueError:
    """The error ``make()`` raises in ``lang``."""
    with lemmings.language(lang), pytest.raises(ValueError) as info:
        make()
    return info.value


def check(make, kind: type[ValueError], words: dict[str, tuple[str, ...]]) -> dict[str, ValueError]:
    """``make()`` fails with ``kind`` in English, Spanish and Italian; for a file error the source
    and field are the same in each language and the reason differs from English and holds
    ``words[lang]``. Returns the errors by language."""
    errors = {lang: raised(make, lang) for lang in ("en", *LANGS)}
    en = errors["en"]
    for lang in LANGS:
        err = errors[lang]
        assert type(err) is kind and isinstance(err, kind), (lang, type(err))
        if isinstance(en, FileFormatError):
            assert isinstance(err, FileFormatError)
            assert (err.source, err.field) == (en.source, en.field), (lang, str(err))
            assert err.reason != en.reason, (lang, err.reason)
            assert str(err) == f"{err.source}: {err.field}: {err.reason}"
            reason = err.reason
        else:
            assert str(err) != str(en), (lang, str(err))
            reason = str(err)
        for word in words[lang]:
            assert word in reason, (lang, word, reason)
    assert lemmings.get_language() == "en"
    return errors


@pytest.fixture(scope="module")
def save() -> dict:
    game = Game.new(players=4, seed=3)
    for _ in range(20):
        game.apply(game.pending.options[0])
    return json.loads(game.to_json())


def test_a_wrong_typed_save_field_names_its_json_path_in_every_language(save: dict) -> None:
    doc = json.loads(json.dumps(save))
    doc["state"]["start"][0] = ["R1"]
    errors = check(lambda: Game.from_json(json.dumps(doc), source="broken.json"), SaveError,
                   {"es": ("debe ser una cadena de texto", "no una lista"), "it": ("deve essere una stringa", "non un elenco")})
    assert errors["es"].source == "broken.json" and errors["es"].field == "$.state.start[0]"


@pytest.mark.parametrize(("spoil", "field", "es", "it"), [
    (lambda d: d["state"].pop("turn"), "$.state", "falta 'turn'", "manca 'turn'"),
    (lambda d: d["state"].update(favour_box=5000), "$.state.favour_box", "como máximo 1000", "al massimo 1000"),
    (lambda d: d["state"].update(zzz=1), "$.state", "campo desconocido: 'zzz'", "campo sconosciuto: 'zzz'"),
    (lambda d: d["state"]["eagles"]["red"].update(zone="Q"), "$.state.eagles.red.zone", "debe ser uno de estos valores",
     "deve essere uno di questi valori"),
    (lambda d: d["state"]["hands"].extend([[]] * 3), "$.state.hands", "se admiten 6 como máximo", "al massimo 6"),
    (lambda d: d["state"]["config"]["clans"].__setitem__(1, 7), "$.state.config.clans[1]",
     "debe ser una cadena de texto, no 7", "deve essere una stringa, non 7"),
])
def test_schema_problems_are_worded_by_the_kit_with_the_json_path(save: dict, spoil, field: str, es: str, it: str) -> None:
    """The common JSON-schema failures (type, required, enum, range, too long, unknown field) come
    in the kit's own words in each language; jsonschema's English never shows."""
    doc = json.loads(json.dumps(save))
    spoil(doc)
    errors = check(lambda: Game.from_json(json.dumps(doc), source="s.json"), SaveError, {"es": (es,), "it": (it,)})
    assert all(err.field == field for err in errors.values()), {k: str(v) for k, v in errors.items()}


def test_an_impossible_position_and_bad_json_are_translated(save: dict) -> None:
    doc = json.loads(json.dumps(save))
    doc["state"]["over"] = True
    doc.pop("initial", None)
    doc.pop("history", None)
    check(lambda: Game.from_json(json.dumps(doc), source="s.json"), SaveError,
          {"es": ("posición imposible", "la partida ha terminado"), "it": ("posizione impossibile", "la partita è finita")})
    check(lambda: Game.from_json("{oops", source="s.json"), SaveError,
          {"es": ("JSON no válido", "comillas dobles"), "it": ("JSON non valido", "virgolette doppie")})
    check(lambda: Game.from_json("[" * 100), SaveError, {"es": ("100 niveles",), "it": ("100 livelli",)})


def test_invariant_problems_read_in_the_current_language(save: dict) -> None:
    s = state_from_dict(save["state"])
    s.favour_box, s.turn = -3, -7
    with lemmings.language("es"):
        es = problems(s)
    with lemmings.language("it"):
        it = problems(s)
    en = problems(s)
    assert len(es) == len(it) == len(en) >= 2 and set(es).isdisjoint(en) and set(it).isdisjoint(en)
    assert any("-7 no es un número de turno válido" in p for p in es)
    assert any("casella dei Favori scambiati contiene -3 pellet" in p for p in it)
    assert state_to_dict(s)["favour_box"] == -3  # reading the problems changed nothing


def test_missing_files_and_bad_paths_are_translated(tmp_path: Path) -> None:
    check(lambda: Game.load(tmp_path / "nowhere.json"), SaveError, {"es": ("no existe",), "it": ("non esiste",)})
    check(lambda: Game.load("bad\x00name"), SaveError, {"es": ("NUL",), "it": ("NUL",)})
    check(lambda: Game.from_scenario(Path(tmp_path)), ScenarioError, {"es": ("carpeta",), "it": ("cartella",)})
    (tmp_path / "latin1.txt").write_bytes("players: 4 # señal\n".encode("latin-1"))
    check(lambda: Game.from_scenario(tmp_path / "latin1.txt"), ScenarioError, {"es": ("UTF-8",), "it": ("UTF-8",)})


@pytest.mark.parametrize(("text", "field", "es", "it"), [
    ("players: 4\nfoo: 3\n", "line 2 (foo)", "no es ni una clave ni un hexágono", "non è né una chiave né un esagono"),
    ("players: 4\n0603: R1 R1\n", "line 2 (0603)", "ya está colocado en la línea 2", "è già piazzato alla riga 2"),
    ("players: 4\nplayers: 5\n", "line 2 (players)", "ya se dio en la línea 1", "già indicata alla riga 1"),
    ("players: x\n", "line 1 (players)", "se esperaba un número entero", "era atteso un numero intero"),
    ("players: 4\nvariant: foo\n", "line 2 (variant)", "variante desconocida", "variante sconosciuta"),
    ("players: 4\nclans: Ritz, Nobody, Biker, Viking\n", "line 2 (clans)", "clan desconocido", "clan sconosciuto"),
    ("players: 4\nhand Ritz: Nonsense\n", "line 2 (hand Ritz)", "ninguna Acción Especial llamada",
     "alcuna Azione Speciale chiamata"),
    ("players: 4\nfavour box: -1\n", "line 2 (favour box)", "casilla de favores cambiados", "casella dei Favori scambiati"),
    ("players: 2\n{brush}: R1 R2\n", "line 2 ({brush})", "límite de apilamiento", "limite di impilamento"),
    ("players: 4\nred: B hunting\n{zone}: R1\n", "line 3 ({zone})", "zona de control del águila roja",
     "zona di controllo dell'aquila rossa"),
    ("players: 4\ndice: red 1, blue 9\n", "line 2 (dice)", "no es una cara del dado de águila",
     "non è una faccia del dado aquila"),
])
def test_a_broken_scenario_line_is_translated_and_keeps_its_line(text: str, field: str, es: str, it: str) -> None:
    hexes = {"brush": Board.default().brush[0], "zone": Board.default().zone("red", "B")[0]}
    text, field = text.format(**hexes), field.format(**hexes)
    errors = check(lambda: Game.from_scenario(text, name="broken.txt"), ScenarioError, {"es": (es,), "it": (it,)})
    assert errors["it"].source == "broken.txt" and errors["it"].field == field, str(errors["it"])


def test_the_scenario_library_lists_its_names_in_every_language() -> None:
    errors = check(lambda: scenarios.load("nope"), ScenarioError,
                   {"es": ("no hay ningún escenario llamado 'nope'", "rulebook_eagle"),
                    "it": ("nessuno scenario chiamato 'nope'", "rulebook_eagle")})
    assert errors["es"].field == "(name)"


def _board(spoil) -> str:
    data = Board.default().to_dict()
    spoil(data)
    return json.dumps(data)


@pytest.mark.parametrize(("spoil", "field", "es", "it"), [
    (lambda d: d["circles"]["red"].update(A=d["circles"]["red"]["A"][:2]), "circles.red.A", "una zona tiene 5 o 6 hexágonos",
     "una zona contiene 5 o 6 esagoni"),
    (lambda d: d.update(entry=d["entry"][:-1]), "entry", "el área inicial toca exactamente", "l'area di partenza tocca"),
    (lambda d: d.update(brush=[*d["brush"], "ZZ99"]), "brush", "hexágono desconocido: 'ZZ99'", "esagono sconosciuto: 'ZZ99'"),
    (lambda d: d.pop("circles"), "circles", "exactamente las claves", "esattamente le chiavi"),
    (lambda d: d["hexes"].append(dict(d["hexes"][0])), "hexes." + "{first}", "repetido", "ripetuto"),
])
def test_a_broken_board_file_is_translated_and_keeps_its_field(spoil, field: str, es: str, it: str) -> None:
    text = _board(spoil)
    errors = check(lambda: Board.from_json(text, source="b.json"), BoardError, {"es": (es,), "it": (it,)})
    first = Board.default().to_dict()["hexes"][0]["id"]
    assert errors["es"].field == field.format(first=first) and errors["es"].source == "b.json"


def test_a_board_inside_a_save_keeps_the_save_as_its_source(save: dict) -> None:
    doc = json.loads(json.dumps(save))
    for key in ("state", "initial"):
        if key in doc:
            doc[key]["config"]["board"] = {**Board.default().to_dict(), "pellets": []}
    check(lambda: Game.from_json(json.dumps(doc), source="s.json"), SaveError,
          {"es": ("hexágonos de pelet",), "it": ("esagoni con pellet",)})


@pytest.mark.parametrize(("make", "es", "it"), [
    (lambda: Game.new(players=4, seed="x"), "la semilla debe ser un número entero", "il seme deve essere un numero intero"),
    (lambda: Game.new(players=9), "con 2 a 6 jugadores", "da 2 a 6 giocatori"),
    (lambda: Game.new(players=4, clans="Ritz"), "debe ser una lista de nombres", "deve essere un elenco di nomi"),
    (lambda: Game.new(players=4, die="Hover"), "el dado de águila es una lista", "il dado aquila è un elenco"),
    (lambda: Game.new(players=4, variant=["short", "short"]), "nombra dos veces", "nomina due volte"),
    (lambda: Game.new(players=4, board=3), "board debe ser un Board", "board deve essere un Board"),
])
def test_a_bad_argument_is_an_argument_error_in_every_language(make, es: str, it: str) -> None:
    check(make, ArgumentError, {"es": (es,), "it": (it,)})


def test_bad_values_keep_their_exception_class_in_every_language() -> None:
    check(lambda: Game.new(players=4, variant="foo"), ValueError,
          {"es": ("variante desconocida",), "it": ("variante sconosciuta",)})
    check(lambda: Game.new(players=2, variant="chaos"), ValueError, {"es": ("variante caótica",), "it": ("variante Caos",)})
    check(lambda: Board.default().check_hex("zz"), ValueError, {"es": ("no es un hexágono de este tablero",),
                                                                 "it": ("non è un esagono di questo tabellone",)})
    check(lambda: Game.new(players=4, reading="fr"), ValueError, {"es": ("lectura de las reglas desconocida",),
                                                                  "it": ("lettura delle regole sconosciuta",)})


def test_english_text_is_unchanged_by_the_translations() -> None:
    """Issue 18's English wording stays as it was: tests and users match on it."""
    with pytest.raises(ScenarioError, match=r"^broken.txt: line 2 \(foo\): 'foo' is neither a key nor a hex of the board$"):
        Game.from_scenario("players: 4\nfoo: 3\n", name="broken.txt")
    with pytest.raises(ArgumentError, match=r"^the seed must be a whole number, not str 'x'$"):
        Game.new(players=4, seed="x")
    with pytest.raises(SaveError, match=r"line 1 column 2: not valid JSON: Expecting property name enclosed in double quotes$"):
        Game.from_json("{oops")
