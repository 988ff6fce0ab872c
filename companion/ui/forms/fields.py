"""Typed fields: a whole number and dice faces, read at submit; a typo marks the field in plain words
and keeps its text, and nothing is sent."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import flet as ft

from .choices import WIDTH

Face = int | str
FieldT = TypeVar("FieldT", ft.TextField, ft.Dropdown, ft.Checkbox)
WHOLE_NUMBER = ft.InputFilter(regex_string=r"^-?[0-9]*$", allow=True, replacement_string="")


_ON_SCREEN: weakref.WeakKeyDictionary[ft.TextField, tuple[Any, str]] = weakref.WeakKeyDictionary()
"""The text fields of a table screen: each with its phone's table context and its key there (see :func:`kept`)."""


def kept(ctx: Any, control: FieldT, key: str = "", on_change: Callable[[Any], Any] | None = None) -> FieldT:
    """``control``, a dropdown, text field or checkbox on the table screen read when its command is sent,
    showing what this phone last picked, typed or ticked in it, and its typo mark: both kept in this
    phone's screen state (``ctx.chosen``, ``ctx.marks``, by ``key``, the label unless given), so they stay
    when another phone's change renders the screen again; ``on_change`` follows each change (one that
    changes what the screen shows renders it again). A field in a dialog needs none of this: a render
    leaves dialogs be."""
    key = key or str(control.label)
    if isinstance(control, ft.Dropdown):
        if ctx.chosen.get(key) in {option.key for option in control.options}:
            control.value = ctx.chosen[key]
        control.on_select = _recording(ctx, key, control, on_change or control.on_select)
    elif isinstance(control, ft.Checkbox):
        if key in ctx.chosen:
            control.value = ctx.chosen[key] == "True"
        control.on_change = _recording(ctx, key, control, on_change or control.on_change)
    else:
        if key in ctx.chosen:
            control.value = ctx.chosen[key]
        control.error = ctx.marks.get(key)
        control.on_change = _recording(ctx, key, control, on_change or control.on_change)
        _ON_SCREEN[control] = (ctx, key)
    return control


def _recording(ctx: Any, key: str, control: Any, then: Any) -> Callable[[Any], Any]:
    def record(e: Any) -> Any:
        ctx.chosen[key] = str(control.value) if isinstance(control, ft.Checkbox) else control.value or ""
        return then(e) if then is not None else None

    return record


def mark_field(field: ft.TextField, problem: str | None) -> None:
    """Show ``problem`` under ``field`` in plain words (None clears it): in place in a dialog; for a field
    of the table screen, kept in its phone's screen state and shown by rendering the screen again."""
    held = _ON_SCREEN.get(field)
    if held is None:
        if field.error != problem:
            field.error = problem
            field.update()
        return
    ctx, key = held
    if ctx.marks.get(key) != problem:
        if problem is None:
            ctx.marks.pop(key, None)
        else:
            ctx.marks[key] = problem
        ctx.redraw()


def clear_error(e: Any) -> None:
    """Typing again clears a field's error (the next check marks it again if still wrong)."""
    if e.control.error:
        mark_field(e.control, None)


# -- a whole number --------------------------------------------------------------------------------
def number_problem(text: str, low: int | None = None, high: int | None = None) -> str | None:
    """A short reason that fits under a narrow field ("Whole number", "0 to 10"), or None when fine."""
    try:
        value = int(text.strip())
    except ValueError:
        return "Whole number"
    if (low is not None and value < low) or (high is not None and value > high):
        if low is not None and high is not None:
            return f"{low} to {high}"
        return f"At least {low}" if low is not None else f"At most {high}"
    return None


def number_field(
    label: str,
    value: int | None = None,
    width: int = 110,
    low: int | None = None,
    high: int | None = None,
    then: Callable[[], None] | None = None,
) -> ft.TextField:
    """A text field for a whole number: numeric keyboard, letters filtered out, the red error cleared as
    soon as the number is fixed; ``then`` runs after each keystroke (the odds that follow the number).
    Read it with :func:`read_number` (a typo keeps the text)."""
    field = ft.TextField(
        label=label,
        value="" if value is None else str(value),
        width=width,
        keyboard_type=ft.KeyboardType.NUMBER,
        input_filter=WHOLE_NUMBER,
        data=(low, high),
    )

    def recheck(e: ft.Event[ft.TextField] | None) -> None:
        if field.error and number_problem(field.value or "", *field.data) is None:
            mark_field(field, None)
        if then is not None:
            then()

    field.on_change = recheck
    return field


def read_number(field: ft.TextField, low: int | None = None, high: int | None = None, mark: bool = True) -> int | None:
    """The field's number, or None after marking the field with a short error (its text stays);
    ``mark=False`` reads what is typed so far without marking (live odds)."""
    if isinstance(field.data, tuple):
        low = field.data[0] if low is None else low
        high = field.data[1] if high is None else high
        if mark:
            field.data = (low, high)
    problem = number_problem(field.value or "", low, high)
    if mark:
        mark_field(field, problem)
    return None if problem is not None else int((field.value or "").strip())


# -- dice faces ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Faces:
    """What a faces field takes: ``count`` faces (None: any number), each one of ``faces`` (None: any
    whole number, or one of ``symbols``), each face once when ``distinct`` (the faces a card names
    rather than dice rolled)."""

    count: int | None = None
    faces: tuple[Face, ...] | None = None
    distinct: bool = False
    symbols: tuple[str, ...] = ()


def parse_faces(text: str, spec: Faces = Faces()) -> list[Face]:
    """``"3 1 safe"`` or ``"3,1,safe"`` as faces; ValueError with a plain message on a typo."""
    allowed = None if spec.faces is None else {str(f): f for f in spec.faces}
    out: list[Face] = []
    for part in text.replace(",", " ").split():
        if allowed is not None and part in allowed:
            out.append(allowed[part])
        elif allowed is None and (part.isdigit() or part in spec.symbols):
            out.append(int(part) if part.isdigit() else part)
        elif allowed is None:
            raise ValueError(f"'{part}' is not a number" + "".join(f" or '{s}'" for s in spec.symbols))
        else:
            raise ValueError(f"'{part}' is not a face of this die ({', '.join(allowed)})")
    if spec.distinct:
        out = list(dict.fromkeys(out))
    if spec.count is not None and len(out) != spec.count:
        raise ValueError(f"Enter {spec.count} {'face' if spec.count == 1 else 'faces'}")
    return out


def faces_field(
    label: str,
    value: str = "",
    count: int | None = None,
    faces: Sequence[Face] | None = None,
    distinct: bool = False,
    symbols: Sequence[str] = (),
    hint: str | None = None,
    helper: str | None = None,
) -> ft.TextField:
    """A field for dice faces typed like "3 1 2" (see :class:`Faces` for what it takes); read it with
    :func:`read_faces`, or :func:`read_rounds` for rounds split by ';'."""
    return ft.TextField(
        label=label,
        value=value,
        width=WIDTH,
        hint_text=hint,
        helper=helper,
        on_change=clear_error,
        data=Faces(count, None if faces is None else tuple(faces), distinct, tuple(symbols)),
    )


def read_faces(field: ft.TextField, mark: bool = True) -> list[Face] | None:
    """The faces typed, or None after marking the field (``mark=False``: quietly, for live odds)."""
    try:
        faces = parse_faces(field.value or "", field.data)
    except ValueError as exc:
        if mark:
            mark_field(field, str(exc))
        return None
    if mark:
        mark_field(field, None)
    return faces


def read_rounds(field: ft.TextField) -> list[list[Face]] | None:
    """Rounds of faces split by ';' ("2 2; 3 1"), or None after marking the field."""
    try:
        rounds = [parse_faces(part, field.data) for part in (field.value or "").split(";")]
    except ValueError as exc:
        mark_field(field, str(exc))
        return None
    mark_field(field, None)
    return rounds
