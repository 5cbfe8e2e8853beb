"""The Voilà app (``notebooks/app.ipynb``): a game set-up row and a :class:`~widgets.view.GameView`,
a Practise tab with an :class:`~widgets.exercise_view.ExerciseView`, a Labyrinth tab
(:class:`~widgets.labyrinth_tab.LabyrinthTab`) and a *Le grand plongeon* tab
(:class:`~widgets.plongeon_app.PlongeonTab`), each game built when its tab is first shown, in one language.

>>> app = App(language=page_language("lang=es"))        # doctest: +SKIP

The app opens in the language its page's address asks for (``…/app.ipynb?lang=es``): Voilà
hands the address' query string to the kernel as the environment variable ``QUERY_STRING``,
and :func:`page_language` reads ``lang`` from it (English when it is missing or unknown). The
game view's and the plongeon view's language menus change the whole app's language.
"""

from __future__ import annotations

import html
import os
from urllib.parse import parse_qs

import ipywidgets as W

from gamecore.errors import ArgumentError
from gamecore.i18n import check_language, tr
from gamecore.i18n import language as speaking
from lemmings.clans import CLANS
from lemmings.game import Game

from .aria import AriaNames
from .computers import BOT_KINDS, BOT_WORDS
from .cursor import plain
from .exercise_view import ExerciseView
from .labyrinth_tab import LabyrinthTab
from .language import relabel_quietly
from .play_setup import VARIANT_WORDS, VARIANTS, closest_variant, how_to_play_html, rules_line, variant_menu
from .plongeon_app import PlongeonTab
from .seats import SPEED_WORDS
from .view import GameView


def page_language(query: str | None = None) -> str:
    """The language a page's query string asks for (``"lang=it"`` → ``"it"``); by default the
    query string Voilà gives the kernel (``QUERY_STRING``). English when there is none or the
    language is not one of the kit's."""
    query = os.environ.get("QUERY_STRING", "") if query is None else query
    asked = parse_qs(query.lstrip("?")).get("lang", [""])[-1]
    try:
        return check_language(asked)
    except ArgumentError:
        return "en"


class App(W.Tab):
    """The app: the Play tab (set-up row, then the game view), the Practise tab and the Labyrinth tab.

    :attr:`holder` holds the current :class:`GameView`; :meth:`new_game` starts a game from the
    menus (the first one when the app is built).
    """

    def __init__(self, *, language: str = "en", seed: int = 7) -> None:
        self.language = check_language(language)
        small = W.Layout(width="12.5em")
        self.players = W.Dropdown(options=[2, 3, 4, 5, 6], value=4, layout=small)
        # two-word labels ("Computer level"), shown whole rather than cut to the usual label width; a menu
        # as wide as its longest entry ("2 jugadores, partida más corta" was cut in a fixed width)
        whole = {"description_width": "initial"}
        self.variant = W.Dropdown(options=list(variant_menu(4)), value="standard", layout=W.Layout(width="auto"),
                                  style=whole)
        self.you = W.Dropdown(options=[c.name for c in CLANS[:4]], value="Ritz", layout=small)
        self.speed = W.Dropdown(options=["step", "instant", "manual"], value="step", layout=W.Layout(width="auto"),
                                style=whole)
        self.level = W.Dropdown(options=list(BOT_KINDS), value="easy", layout=W.Layout(width="auto"), style=whole)
        self.seed = W.BoundedIntText(value=seed, min=0, max=2**31 - 1, layout=small)
        self.start = W.Button(button_style="primary")
        self.intro = W.HTML()
        self.howto = W.HTML()  # the folded "How to play" box
        self.rules = W.HTML()  # which rules the menus will deal
        self.status = W.HTML()
        self.holder = W.Box(layout=W.Layout(max_width="100%"))
        self._dealt: tuple[str, int] | None = None
        self.players.observe(self._clans_for, "value")
        self.variant.observe(lambda _change: self._say_rules(), "value")
        self.start.on_click(lambda _b: self.new_game())
        row = W.HBox([self.players, self.variant, self.you, self.level, self.speed, self.seed, self.start],
                     layout=W.Layout(flex_flow="row wrap"))
        # the set-up is a landmark of its own (a named region: widgets.aria), before the game's
        self.setup = W.VBox([self.intro, self.howto, row, self.rules, self.status])
        self.setup.add_class("lemmings-setup")
        self.names = AriaNames()
        play = W.VBox([self.setup, self.holder, self.names])
        self.practise = ExerciseView(kind="any kind", seed=seed, language=self.language)
        self.labyrinth = LabyrinthTab(language=self.language)
        self.plongeon = PlongeonTab(language=self.language, deal=False)
        self.plongeon.on_language = self._follow
        super().__init__(children=[play, self.practise, self.labyrinth, self.plongeon])
        self.observe(self._tab_shown, "selected_index")
        self.add_class("lemmings-app")  # for the page's style (decision.STYLE) and the browser tests
        self.new_game()
        self._label()

    def _label(self) -> None:
        """The set-up row and the tabs in the app's language."""
        with speaking(self.language):
            self.intro.value = tr("Choose the players, the variant, <b>your clan</b> and a seed, then press <b>New "
                                  "game</b>. The computer plays the other clans. The <b>Practise</b> tab asks questions "
                                  "on real positions and checks your answers.")
            self.howto.value = how_to_play_html(self.language)
            self.players.description = tr("Players")
            self.variant.description = tr("Variant")
            self._offer_variants(self.variant.value)
            self.you.description = tr("You play")
            self.speed.description = tr("Computer speed")
            self.level.description = tr("Computer level")
            relabel_quietly(self.level, [(str(BOT_WORDS[k]), k) for k in BOT_KINDS])
            self.level.tooltip = tr("How well the computer clans play: random picks any legal option, easy looks one "
                                    "decision ahead, medium and hard play many games to the end of the round before "
                                    "each decision")
            relabel_quietly(self.speed, [(str(SPEED_WORDS[k]), k) for k in ("step", "instant", "manual")])
            self.seed.description = tr("Seed")
            self.seed.tooltip = tr("Seed: a number that fixes the game's luck (shuffles, dice, pellets). The same seed "
                                   "and the same choices give the same game again, so you can replay or share it; "
                                   "another number deals another game.")
            self.start.description = tr("New game")
            self.set_title(0, tr("Play"))
            self.set_title(1, tr("Practise"))
            self.set_title(2, tr("Labyrinth"))
            self.set_title(3, tr("Le grand plongeon"))
            self.names.set({".lemmings-setup": ["region", tr("New game set-up")]})
            self._say_dealt()

    def _say_dealt(self) -> None:
        if self._dealt is None:
            return
        clan, seed = self._dealt
        self.status.value = "<span style='color:#1e7d32'>" + tr(
            "New game dealt: you play {clan}, seed {seed}. The same seed deals the same game again; change it "
            "for another.", clan=html.escape(clan), seed=seed) + "</span>"

    def _clans_for(self, _change: object = None) -> None:
        names = [c.name for c in CLANS[:self.players.value]]
        self.you.options = names
        if self.you.value not in names:
            self.you.value = names[0]
        # the variant menu offers what this many players may play: for two, the two-player rules
        # first (the rulebook's for two) and the standard ones; never chaos with two
        with speaking(self.language):
            self._offer_variants(closest_variant(self.players.value, self.variant.value))

    def _offer_variants(self, value: str) -> None:
        """The variant menu for the player count, in the app's language, set to ``value``."""
        options = [(str(VARIANT_WORDS[k]), k) for k in variant_menu(self.players.value)]
        self.variant.options = [k for _, k in options] if all(label == k for label, k in options) else options
        self.variant.value = value
        self._say_rules()

    def _say_rules(self) -> None:
        """Say which rules the menus will deal (the variant menu's entry in a sentence)."""
        with speaking(self.language):
            self.rules.value = ("<div class='lemmings-rules' style='font-size:13px;color:#333'>"
                                + rules_line(self.players.value, self.variant.value) + "</div>")

    def new_game(self) -> GameView | None:
        """A new game from the menus in the holder (the old view is closed)."""
        with speaking(self.language):
            return self._new_game()

    def _new_game(self) -> GameView | None:
        try:
            game = Game.new(players=self.players.value, seed=self.seed.value, variant=VARIANTS[self.variant.value])
        except ValueError as err:  # e.g. chaos with two players
            self._dealt = None
            self.status.value = f"<b style='color:#b03a2e'>{html.escape(str(err))}</b>"
            return None
        for old in self.holder.children:
            old.close()
        view = GameView(game, humans=[self.you.value], speed=self.speed.value, bot=self.level.value,
                        server_files=False, language=self.language)
        # the first game is dealt with the page, so a press with the same menus deals the same game:
        # say which game is on, so that the press visibly did something
        self._dealt = (self.you.value, self.seed.value)
        self._say_dealt()
        # said in the new view's live region too: the deal, then who you are and what to do now
        dealt = plain(self.status.value) + " " + plain(view.seat.value)
        view.board_panel.keys.say(dealt)
        view.language_menu.observe(lambda ch: self._follow(ch["new"]), "value")
        view.loop.subscribe(lambda _change: self._moved_on(view))
        self.holder.children = [view]
        return view

    def _moved_on(self, view: GameView) -> None:
        """Once the person has made a decision (or the game is over), "New game dealt…" is old news:
        it goes, so it is not read as the state of the game in play."""
        if self._dealt is None or view not in self.holder.children:
            return
        if view.game.over or any(view.loop.last_human_position(p) is not None for p in view.loop.humans):
            self._dealt = None
            self.status.value = ""

    def _tab_shown(self, change: dict) -> None:
        """The Labyrinth and Le grand plongeon tabs build their game the first time they are shown."""
        if change["new"] == 2:
            self.labyrinth.show()
        elif change["new"] == 3:
            self.plongeon.show()

    def _follow(self, lang: str) -> None:
        """A view's language menu changed: the app and its other views follow (and the next game keeps it)."""
        self.language = check_language(lang)
        self._label()
        if self.practise.language != self.language:
            self.practise.set_language(self.language)
        self.labyrinth.set_language(self.language)
        if self.plongeon.language != self.language:
            self.plongeon.set_language(self.language)
        views = [v for v in self.holder.children if isinstance(v, GameView)]
        if views and views[0].language_menu.value != self.language:
            views[0].language_menu.value = self.language


__all__ = ["App", "page_language", "VARIANTS", "VARIANT_WORDS"]
