"""The kit's games in the game-AI ecosystems: OpenSpiel and PettingZoo, one generic adapter each.

* :mod:`gametools.interop.spec`: :class:`~gametools.interop.spec.GameSpec`, what an adapter needs
  of a game besides the protocol (action space, observation tensor, payoffs at the end).
* :mod:`gametools.interop.openspiel_protocol` and :mod:`gametools.interop.pettingzoo_protocol`: the
  OpenSpiel game and the PettingZoo AEC environment over :class:`gamecore.protocol.GameProtocol`.
* :mod:`gametools.interop.encoding`, :mod:`~gametools.interop.plongeon_encoding` and
  :mod:`~gametools.interop.labyrinth_encoding`: each game's tensor, built from one seat's view, and its spec.
* :mod:`gametools.interop.openspiel` registers ``python_leaping_lemmings``, ``python_le_grand_plongeon``
  and ``python_labyrinth`` with ``pyspiel``; :mod:`gametools.interop.pettingzoo` offers ``env``,
  ``plongeon_env`` and ``labyrinth_env``.

These modules need the optional extra ``pip install "leaping-lemmings-kit[ai]"`` (``open-spiel``,
``pettingzoo``, ``gymnasium``, ``numpy``); ``import lemmings`` never imports them.
"""
