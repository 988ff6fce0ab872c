"""What is printed on the board and in the box: the facility's size, the dials, the cards' counts.

Room slots are indexed 0..11 along the path (slot 0 is the entry room) and 12 is the secret room,
which is not adjacent to any other slot (infiltration-rules-summary.txt §Secret Room).
"""

from __future__ import annotations

from pydantic import BaseModel

from ...i18n import N_

PATH_LENGTH = 12
SECRET = 12
DF_TOKENS_IN_BOX = 117  # infiltration-facts.md §1
INTERFACE_TOKENS = 13  # infiltration-facts.md §1
LAB_TECH_TOKENS = 13  # double-sided: a lab worker on one side, a tech lock on the other (infiltration-facts.md §1)
PROXIMITY_END = 99
OVERSHOOT_MAX = 99  # "record the full sum" (reading A-01) keeps at most 99 past the end on record
ALARM_MIN, ALARM_MAX = -1, 8
ITEM_CARDS = 35  # infiltration-facts.md §4
ITEMS_DEALT = 4  # per operative (RS l.39, l.47)
UNNAMED_ITEM = "Item card"  # a card in hand whose name the app was not told
STATUSES = ("inside", "escaped", "eliminated")
NPC_NAMES = ("CSX-13", "James Harris", "Leah Bailey", "Officer Nelson", "Tyrone Kent")
SPECIAL_CARDS = {"Prototype": 4, "Blackmail File": 1, "Sludge": 1}  # infiltration-facts.md §4
CARDS = ("advance", "retreat", "interface", "download", "extract", "item")
CARD_NAMES = {
    "advance": N_("Advance"),
    "retreat": N_("Retreat"),
    "interface": N_("Interface"),
    "download": N_("Download"),
    "extract": N_("Extract"),
    "item": N_("Item card"),
}
"""Each card of an operative's hand by its printed name (marked for the catalogues, told where shown)."""
MOVES = ("advance", "retreat")  # the action cards that move their operative (RS l.73-75)
OFFICE = "Research Admin Office"
CONFERENCE = "Halo Conference Room"
EXIT_ROOMS = ("Loading Dock", "Executive Elevator")


class NpcCard(BaseModel):
    name: str
    face_up: bool = True
