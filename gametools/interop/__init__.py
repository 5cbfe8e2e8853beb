"""Leaping Lemmings in the game-AI ecosystems: OpenSpiel and PettingZoo.

* :mod:`gametools.interop.openspiel` registers ``python_leaping_lemmings`` with ``pyspiel``.
* :mod:`gametools.interop.pettingzoo` offers ``env(players=4, variant=None)``, an AEC environment.
* :mod:`gametools.interop.encoding` is what both share: actions as indexes into the pending
  options, observation tensors built from one seat's view, rewards, and sampling a world that
  a seat cannot tell apart from the real one.

These modules need the optional extra ``pip install "leaping-lemmings-kit[ai]"`` (``open-spiel``,
``pettingzoo``, ``gymnasium``, ``numpy``); ``import lemmings`` never imports them.
"""
