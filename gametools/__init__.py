"""Tools that work on any game of the kit through :class:`gamecore.protocol.GameProtocol`: the
OpenSpiel and PettingZoo adapters (:mod:`gametools.interop`) and the play loop without UI."""
