"""Every tracked value the table may set by hand (the common Correct command; invariants guard each)."""

from ...engine import Correctable

CORRECTABLE = (
    Correctable(path="proximity", label="Proximity dial"),
    Correctable(path="alarm", label="Alarm dial"),
    Correctable(path="first_player", label="First player"),
    Correctable(path="df_in_box", label="DF tokens removed to the box"),
    Correctable(path="item_deck", label="Cards in the item deck"),
    Correctable(path="item_discard", label="Cards in the item discard pile"),
    Correctable(path="npc_box", label="NPCs back in the box"),
    Correctable(own_editor=True, path="rooms.*.face", label="Room card revealed"),  # "Correct a room card"
    Correctable(path="rooms.*.df_available", label="Available DF tokens in the room"),
    Correctable(path="rooms.*.interface_token", label="Interface token in the room"),
    Correctable(path="rooms.*.lab_worker", label="Lab worker token in the room"),
    Correctable(path="rooms.*.tech_lock", label="Tech lock token in the room"),
    Correctable(path="rooms.*.npcs", label="NPCs in the room"),
    Correctable(path="rooms.*.items", label="Items left in the room"),
    Correctable(path="operatives.*.room", label="Operative's room"),
    Correctable(path="operatives.*.status", label="Operative inside, escaped or eliminated"),
    Correctable(path="operatives.*.wounded", label="Operative wounded"),
    Correctable(path="operatives.*.delayed", label="Operative delayed"),
    Correctable(path="operatives.*.df_tokens", label="Operative's DF tokens"),
    Correctable(path="operatives.*.items", label="Operative's item cards in hand"),
    Correctable(path="operatives.*.specials", label="Operative's special cards"),
)
