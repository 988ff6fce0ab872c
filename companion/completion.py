"""``companion completion bash|zsh``: a static completion script made from the parser itself.

No extra package and no Python start at each Tab: the script lists, for each command path
(``companion``, ``companion odds syndicate``…), its sub-commands, options and fixed choices;
anything else completes as a file name.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator


def _paths(parser: argparse.ArgumentParser, path: str) -> Iterator[tuple[str, list[str], list[str]]]:
    """``(command path, sub-commands and choices, options)`` for ``parser`` and every parser below it."""
    words: list[str] = []
    options: list[str] = []
    below: list[tuple[str, argparse.ArgumentParser]] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            words += list(action.choices)
            below += [(f"{path} {name}", sub) for name, sub in action.choices.items()]
        elif action.option_strings:
            options += action.option_strings
        elif action.choices:
            words += [str(choice) for choice in action.choices]
    yield path, words, options
    for sub_path, sub in below:
        yield from _paths(sub, sub_path)


def script(parser: argparse.ArgumentParser, shell: str) -> str:
    """The completion script for ``shell`` (bash, or zsh through its bash compatibility)."""
    table = list(_paths(parser, parser.prog))
    nested = "|".join(f'"{path}"' for path, _, _ in table[1:])
    cases = "\n".join(
        f'        "{path}") words="{" ".join(words)}"; options="{" ".join(options)}" ;;'
        for path, words, options in table
    )
    bash = f"""_companion() {{
    local cur="${{COMP_WORDS[COMP_CWORD]}}" path="{parser.prog}" words="" options="" i
    for ((i = 1; i < COMP_CWORD; i++)); do
        case "$path ${{COMP_WORDS[i]}}" in
            {nested}) path="$path ${{COMP_WORDS[i]}}" ;;
        esac
    done
    case "$path" in
{cases}
    esac
    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    else
        COMPREPLY=($(compgen -W "$words" -- "$cur"))
        [[ ${{#COMPREPLY[@]}} -eq 0 ]] && COMPREPLY=($(compgen -f -- "$cur"))
    fi
}}
complete -o filenames -F _companion {parser.prog}"""
    if shell == "zsh":
        return "autoload -U +X bashcompinit && bashcompinit\n" + bash
    return bash
