"""Box setup for The Siege of Columbia: what no source publishes, typed in once from the box.

Dice faces (a face editor), the board form (territory VP, blue-border adjacency), leader cards
and action-card types go into the content library; each new game copies them in.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from ...content import ContentError
from ...games.columbia.view import (
    EFFECT_WORDS,
    FACTION_NAMES,
    ActionCardEntry,
    BoardEntry,
    DieEntry,
    LeaderEntry,
    Pool,
    PoolEntry,
    TimelineEntry,
    VpCardEntry,
    entries_of,
)
from ...i18n import N_, _, ngettext
from ..context import BoxSetupContext
from ..forms import dropdown, mark_field, named, not_saved, number_field, read_number, translated
from ..widgets import section
from .card_fields import EventEffectFields, VpCheckFields
from .forms import read_rail

GAME = "columbia"
DICE = (
    ("white", N_("White combat die")),
    ("blue", N_("Blue combat die")),
    ("red", N_("Red combat die")),
    ("skyline", N_("Sky-Line die (yellow)")),
)


def _save(ctx: BoxSetupContext, kind: str, data: dict[str, Any], done: str) -> None:
    try:
        ctx.library.add(GAME, kind, data)
    except ContentError as exc:
        ctx.toast(_("Not saved: {why}").format(why=exc))
        return
    ctx.toast(done)


def dice_editor(ctx: BoxSetupContext) -> ft.Control:
    known = {d.id: d for d in entries_of(ctx.library, "dice", DieEntry)}
    fields = {
        key: ft.TextField(
            label=_("{die} faces").format(die=_(label)),
            value=" ".join(map(str, known[key].faces)) if key in known else "",
            hint_text=_("6 faces, e.g. 0 1 1 2 2 3 ('safe' for the symbol)"),
            width=340,
        )
        for key, label in DICE
    }

    def save(e: ft.Event[ft.Button]) -> None:
        for key, label in DICE:
            raw = (fields[key].value or "").replace(",", " ").split()
            if not raw:
                continue
            try:
                faces = [f if f == "safe" else int(f) for f in raw]
            except ValueError:
                fields[key].error = _("Numbers, or 'safe' for the Sky-Line symbol.")
                fields[key].update()
                return
            _save(ctx, "dice", {"id": key, "name": label, "faces": faces}, _("Dice faces saved."))

    return section(
        _("Dice faces"),
        ft.Text(_("Look at each die and type its faces."), theme_style=ft.TextThemeStyle.BODY_SMALL),
        *fields.values(),
        ft.Button(_("Save dice faces"), on_click=save),
    )


def board_form(ctx: BoxSetupContext) -> ft.Control:
    board = entries_of(ctx.library, "board", BoardEntry)[-1]
    vp_fields = {t.id: number_field(_("Territory {id} VP").format(id=t.id), t.vp, width=130) for t in board.territories}
    pairs = ", ".join(f"{a}-{b}" for a, b in board.adjacency or [])
    adjacency = ft.TextField(
        label=_("Blue borders (adjacent pairs)"),
        value=pairs,
        hint_text=_("e.g. 1-2, 2-3, 11-13"),
        width=340,
        multiline=True,
    )
    rails = "\n".join(
        "-".join(map(str, line.stops)) + " = " + ",".join(map(str, line.spaces)) for line in board.skylines
    )
    skylines = ft.TextField(
        label=_("Sky-Lines: stops = spaces between them"),
        value=rails,
        hint_text=_("one rail a line, e.g. 9-4-1 = 2,1"),
        width=340,
        multiline=True,
    )
    markers = number_field(_("Destruction markers"), board.destruction_markers, width=180)
    members = {
        t.id: ft.TextField(
            label=_("Territory {id} locations").format(id=t.id), value=" ".join(map(str, t.locations)), width=160
        )
        for t in board.territories
    }

    def save(e: ft.Event[ft.Button]) -> None:
        data = board.model_dump(exclude={"player_entered", "source"})
        for t in data["territories"]:
            try:
                t["locations"] = [int(n) for n in (members[t["id"]].value or "").replace(",", " ").split()]
            except ValueError:
                members[t["id"]].error = _("Location numbers 1-15.")
                members[t["id"]].update()
                return
            value = read_number(vp_fields[t["id"]], 0, 20) if (vp_fields[t["id"]].value or "").strip() else None
            if (vp_fields[t["id"]].value or "").strip() and value is None:
                return
            t["vp"] = value
        home = {n: t["id"] for t in data["territories"] for n in t["locations"]}
        for place in data["locations"]:
            place["territory"] = home.get(place["number"], place["territory"])
        text = (adjacency.value or "").strip()
        try:
            data["adjacency"] = (
                [tuple(int(x) for x in pair.split("-")) for pair in text.replace(" ", "").split(",") if pair]
                if text
                else None
            )
        except ValueError:
            adjacency.error = _("Pairs like 1-2, separated by commas.")
            adjacency.update()
            return
        try:
            data["skylines"] = [read_rail(line) for line in (skylines.value or "").splitlines() if line.strip()]
        except ValueError:
            skylines.error = _("One rail a line: stops like 9-4-1, then = and the spaces between, like 2,1.")
            skylines.update()
            return
        data["destruction_markers"] = read_number(markers, 0, 15) if (markers.value or "").strip() else None
        if (markers.value or "").strip() and data["destruction_markers"] is None:
            return
        _save(ctx, "board", data, _("Board saved."))

    rows = [ft.Row([members[t.id], vp_fields[t.id]], wrap=True) for t in board.territories]
    return section(
        _("Board"),
        ft.Text(
            _("Territories from the rulebook diagram (B and C: verify against your board)."),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
        ),
        *rows,
        adjacency,
        skylines,
        markers,
        ft.Button(_("Save board"), on_click=save),
    )


POOL_COLOURS = (
    ("blue", N_("Dark blue")),
    ("lightblue", N_("Light blue")),
    ("red", N_("Light red")),
    ("darkred", N_("Dark red")),
)
POOL_KINDS = (
    ("leader", N_("Leaders")),
    ("special", N_("Specials")),
    ("common", N_("Commons")),
    ("stronghold", N_("Strongholds")),
    ("turret", N_("Turrets")),
    ("alarm", N_("Alarms")),
)


def pools_form(ctx: BoxSetupContext) -> ft.Control:
    """Each colour's pieces, counted once from the box (an empty field is a count not known yet)."""
    known = {e.id: e for e in entries_of(ctx.library, "pools", PoolEntry)}
    fields: dict[str, dict[str, ft.TextField]] = {}
    rows: list[ft.Control] = []
    for colour, label in POOL_COLOURS:
        pool = known[colour].pool if colour in known else Pool()
        fields[colour] = {
            "units": number_field(_("{colour}: units").format(colour=_(label)), pool.units, width=120),
            "structures": number_field(_("{colour}: structures").format(colour=_(label)), pool.structures, width=120),
        } | {
            kind: number_field(
                _("{colour}: {pieces}").format(colour=_(label), pieces=_(name)), pool.kinds.get(kind), width=120
            )
            for kind, name in POOL_KINDS
        }
        rows.append(ft.Row(list(fields[colour].values()), wrap=True))

    def save(e: ft.Event[ft.Button]) -> None:
        for colour, label in POOL_COLOURS:
            counts: dict[str, int | None] = {}
            for key, field in fields[colour].items():
                counts[key] = read_number(field, 0, 40) if (field.value or "").strip() else None
                if (field.value or "").strip() and counts[key] is None:
                    return
            pool = {
                "units": counts.pop("units"),
                "structures": counts.pop("structures"),
                "kinds": {k: n for k, n in counts.items() if n is not None},
            }
            _save(ctx, "pools", {"id": colour, "name": f"{label} pieces", "pool": pool}, _("Piece counts saved."))

    return section(
        _("Pieces in the box"),
        ft.Text(
            _("Count each colour's pieces once; leave a field empty while you have not counted it."),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
        ),
        *rows,
        ft.Button(_("Save piece counts"), on_click=save),
    )


def leader_form(ctx: BoxSetupContext) -> ft.Control:
    name = ft.TextField(label=_("Leader name"), width=300)
    faction = dropdown(_("Leader faction"), [(k, v) for k, v in FACTION_NAMES.items()])
    ability = ft.TextField(label=_("Ability (short)"), width=300)
    units, structures = number_field(_("Unit discount"), 0), number_field(_("Structure discount"), 0)

    def save(e: ft.Event[ft.Button]) -> None:
        u, s = read_number(units, 0, 6), read_number(structures, 0, 6)
        if u is None or s is None or not (name.value or "").strip():
            return
        _save(
            ctx,
            "leaders",
            {
                "id": name.value.strip().lower().replace(" ", "-"),
                "name": name.value.strip(),
                "faction": faction.value,
                "ability": ability.value or "",
                "unit_discount": u,
                "structure_discount": s,
            },
            _("Leader saved."),
        )

    return section(
        _("Leader cards"),
        ft.Text(
            _("Known: {names}").format(
                names=", ".join(e.name for e in entries_of(ctx.library, "leaders", LeaderEntry))
            ),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
        ),
        name,
        named(faction),
        ability,
        ft.Row([units, structures]),
        ft.Button(_("Save leader"), on_click=save),
    )


TIMINGS = [
    ("combat", N_("In a combat")),
    ("produce", N_("When producing")),
    ("vote", N_("In a vote")),
    ("movement", N_("When moving")),
    ("refresh", N_("In the refresh")),
]
LOCKS = [("unknown", N_("Not sure")), ("locked", N_("Starts locked (needs a key)")), ("open", N_("Starts unlocked"))]
SHEETS = [("founders", FACTION_NAMES["founders"]), ("vox", FACTION_NAMES["vox"]), ("both", N_("Both"))]
COLOURS = [("white", N_("White")), ("blue", N_("Blue")), ("red", N_("Red"))]
SIDES = [("always", N_("Always")), ("attacking", N_("When attacking")), ("defending", N_("When defending"))]


def effect_choices() -> list[tuple[str, str]]:
    """The effects a card's ability can have, in words for any amount, in the phone's language."""
    return [("text", _("Free text: the table resolves it"))] + [
        (kind, _(words).format(amount="N", colour=_("a colour"))) for kind, words in EFFECT_WORDS.items()
    ]


def _slug(text: str) -> str:
    return text.strip().lower().replace(" ", "-")


def card_form(ctx: BoxSetupContext) -> ft.Control:
    """An action-card type: its reference-sheet row and its ability (typed effect, or text to confirm)."""
    name = ft.TextField(label=_("Action card name"), width=300)
    factions = dropdown(_("Reference sheet"), translated(SHEETS))
    ability = ft.TextField(label=_("Ability name"), width=300)
    timing = dropdown(_("When it applies"), translated(TIMINGS))
    lock = dropdown(_("Lock"), translated(LOCKS))
    before = ft.Checkbox(label=_("In a combat, the table does it before the dice"))
    kind = dropdown(_("Effect"), effect_choices())
    amount = number_field(_("Amount"), 0)
    colour = dropdown(_("Dice colour"), translated(COLOURS))
    when = dropdown(_("Side"), translated(SIDES))
    text = ft.TextField(label=_("Effect in words (for free text)"), width=340, multiline=True)

    def save(e: ft.Event[ft.Button]) -> None:
        n = read_number(amount, -20, 20)
        if n is None or not (name.value or "").strip():
            return
        chosen = ["founders", "vox"] if factions.value == "both" else [factions.value]
        effect = {"kind": None if kind.value == "text" else kind.value, "amount": n, "when": when.value}
        effect |= {"colour": colour.value} if kind.value == "extra_dice" else {}
        effect |= {"text": text.value or ""}
        special = {
            "name": ability.value or "",
            "timing": timing.value,
            "starts_locked": {"locked": True, "open": False}.get(lock.value or ""),
            "before_dice": bool(before.value),
            "effect": effect,
        }
        data = {"id": _slug(name.value or ""), "name": (name.value or "").strip(), "factions": chosen}
        _save(
            ctx,
            "action_cards",
            data | ({"special": special} if ability.value or text.value else {}),
            _("Card type saved."),
        )

    known = ", ".join(e.name for e in entries_of(ctx.library, "action_cards", ActionCardEntry))
    return section(
        _("Action-card types (reference sheet rows and abilities)"),
        ft.Text(_("Known: {names}").format(names=known), theme_style=ft.TextThemeStyle.BODY_SMALL),
        name,
        named(factions),
        ability,
        ft.Row([named(timing), named(lock)], wrap=True),
        before,
        ft.Row([named(kind), amount, named(colour), named(when)], wrap=True),
        text,
        ft.Button(_("Save card type"), on_click=save),
    )


def vp_card_form(ctx: BoxSetupContext) -> ft.Control:
    """A Victory Point card: its condition in words, and as a check when it is one the app knows."""
    name = ft.TextField(label=_("Card name"), width=300)
    condition = ft.TextField(label=_("Condition (start with You… or Your faction…)"), width=340, multiline=True)
    vp = number_field(_("VP"), None)
    check = VpCheckFields()

    def save(e: ft.Event[ft.Button]) -> None:
        points = read_number(vp, 0, 20)
        read, checked = check.read()
        if points is None or not read or not (name.value or "").strip():
            return
        data: dict[str, Any] = {"id": _slug(name.value or ""), "name": (name.value or "").strip(), "vp": points}
        data["condition"] = condition.value or ""
        if checked is not None:
            data["check"] = checked.model_dump()
        _save(ctx, "vp_cards", data, _("Victory Point card saved."))

    known = ", ".join(e.name for e in entries_of(ctx.library, "vp_cards", VpCardEntry))
    return section(
        _("Victory Point cards"),
        ft.Text(_("Known: {names}").format(names=known), theme_style=ft.TextThemeStyle.BODY_SMALL),
        name,
        condition,
        vp,
        *check.controls,
        ft.Button(_("Save Victory Point card"), on_click=save),
    )


SIGNS = [("+", N_("+ (adds)")), ("-", N_("- (subtracts)")), ("?", N_("? (each player chooses)"))]


def world_event_form(ctx: BoxSetupContext) -> ft.Control:
    """A World Event card: vote signs, Booker's location, symbols and its effect (typed or text)."""
    board = entries_of(ctx.library, "board", BoardEntry)[-1]
    name = ft.TextField(label=_("World Event name"), width=300)
    founders, vox = dropdown(_("Founders sign"), translated(SIGNS)), dropdown(_("Vox Populi sign"), translated(SIGNS))
    booker = number_field(_("Booker's location"), None)
    aggressive = ft.Checkbox(label=_("Aggressive symbol"))
    elizabeth = ft.Checkbox(label=_("Elizabeth symbol"))
    effects = EventEffectFields({p.number: f"{p.number} {p.name}" for p in board.locations})

    def save(e: ft.Event[ft.Button]) -> None:
        place, typed = read_number(booker, 1, 15), effects.read()
        mark_field(name, None if (name.value or "").strip() else _("Type the card's name."))
        if place is None or typed is None or not (name.value or "").strip():
            not_saved(ctx.toast, [name, booker, *effects.controls])
            return
        data = {
            "id": _slug(name.value or ""),
            "name": (name.value or "").strip(),
            "signs": {"founders": founders.value, "vox": vox.value},
            "booker_location": place,
            "aggressive": bool(aggressive.value),
            "elizabeth": bool(elizabeth.value),
            "effect": effects.words.value or "",
            "effects": [e.model_dump() for e in typed],
        }
        _save(ctx, "world_events", data, _("World Event saved."))

    return section(
        _("World Event cards"),
        name,
        ft.Row([named(founders), named(vox), booker], wrap=True),
        ft.Row([aggressive, elizabeth], wrap=True),
        *effects.controls,
        ft.Button(_("Save World Event"), on_click=save),
    )


def timeline_form(ctx: BoxSetupContext) -> ft.Control:
    """An Elizabeth timeline: one step a line; + when Elizabeth joins Booker, ! when she destroys her
    location. A known timeline can be retired (kept out of new games) once the full cards are entered."""
    name = ft.TextField(label=_("Timeline name"), width=300)
    steps = ft.TextField(
        label=_("Steps, one a line"),
        hint_text=_("Start\n+ Booker frees Elizabeth\n! She destroys her location"),
        width=340,
        multiline=True,
    )

    def save(e: ft.Event[ft.Button]) -> None:
        lines = [line.strip() for line in (steps.value or "").splitlines() if line.strip()]
        if not lines or not (name.value or "").strip():
            return
        entries = [
            {"text": line.lstrip("+! "), "adds_elizabeth": line[0] == "+", "destroys_her_location": line[0] == "!"}
            for line in lines
        ]
        _save(
            ctx,
            "timelines",
            {"id": _slug(name.value or ""), "name": name.value, "steps": entries},
            _("Timeline saved."),
        )

    def flip(entry: TimelineEntry) -> None:
        done = _("Timeline kept out of new games.") if not entry.retired else _("Timeline back in new games.")
        data = entry.model_dump(exclude={"player_entered", "source"}) | {"retired": not entry.retired}
        _save(ctx, "timelines", data, done)

    known: list[ft.Control] = [
        ft.Row(
            [
                ft.Text(
                    ngettext("{name}: {n} step", "{name}: {n} steps", len(t.steps)).format(name=t.name, n=len(t.steps))
                    + (_(" · retired") if t.retired else ""),
                    theme_style=ft.TextThemeStyle.BODY_SMALL,
                    expand=True,
                ),
                ft.TextButton(
                    _("Use {name} again").format(name=t.name) if t.retired else _("Retire {name}").format(name=t.name),
                    on_click=lambda e, t=t: flip(t),
                ),
            ]
        )
        for t in entries_of(ctx.library, "timelines", TimelineEntry)
    ]
    return section(_("Elizabeth timelines"), *known, name, steps, ft.Button(_("Save timeline"), on_click=save))


def box_setup(ctx: BoxSetupContext) -> ft.Control:
    return ft.Column(
        [
            ft.Text(
                _("Entered once, kept on this device, copied into each new game."),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
            dice_editor(ctx),
            board_form(ctx),
            pools_form(ctx),
            leader_form(ctx),
            card_form(ctx),
            vp_card_form(ctx),
            world_event_form(ctx),
            timeline_form(ctx),
        ],
        spacing=10,
    )
