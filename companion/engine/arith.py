"""Exact arithmetic coding into one number written in a code's digits (format version 4 of the share codes).

A symbol of frequency ``freq`` among ``total`` narrows the interval ``[low, low + width)`` (a fraction of
``denominator``) to its share; Python's whole numbers keep every interval exact, so there is no
rounding, no renormalisation and no carry to get wrong, and a code is as short as the probabilities
allow (within one digit). The code is the shortest numeral ``digits`` long, in base ``len(alphabet)``,
whose value falls in the final interval; :class:`Decoder` reads the symbols back from it.

>>> shares = [(0, 1), (1, 2), (3, 1)]  # three symbols of a total of 4: a, b (twice as likely), c
>>> out = Encoder()
>>> for cum, freq in [shares[0], shares[2], shares[1]]:
...     out.code(cum, freq, 4)
>>> text = out.finish("0123456789")
>>> text
'21'
>>> reader, read = Decoder(text, "0123456789"), []
>>> for _ in range(3):
...     cum, freq = next(s for s in shares if s[0] <= reader.target(4) < s[0] + s[1])
...     reader.take(cum, freq, 4)
...     read.append(shares.index((cum, freq)))
>>> read
[0, 2, 1]
"""

from __future__ import annotations

import math


class Encoder:
    """Symbols in, one numeral out (:meth:`finish`)."""

    def __init__(self) -> None:
        self.low, self.width, self.denominator = 0, 1, 1

    def code(self, cum: int, freq: int, total: int) -> None:
        """The symbol whose share of ``total`` is ``[cum, cum + freq)``."""
        if not 0 <= cum < cum + freq <= total:
            raise ValueError("a symbol's share must lie within the total")
        self.low = self.low * total + self.width * cum
        self.width *= freq
        self.denominator *= total

    def bits(self) -> int:
        """About how many bits the symbols coded so far take."""
        return self.denominator.bit_length() - self.width.bit_length()

    def finish(self, alphabet: str) -> str:
        """The shortest numeral in ``alphabet`` (its first character is zero) whose value lies in the interval."""
        base, low, high, denominator = len(alphabet), self.low, self.low + self.width, self.denominator
        digits = max(0, int((denominator.bit_length() - self.width.bit_length()) * math.log(2) / math.log(base)) - 1)
        while True:
            scale = base**digits
            number = -(-low * scale // denominator)
            if number * denominator < high * scale:
                break
            digits += 1
        out = []
        for _ in range(digits):
            number, digit = divmod(number, base)
            out.append(alphabet[digit])
        return "".join(reversed(out))


class Decoder:
    """Reads the symbols of a numeral: :meth:`target` gives where the next symbol lies among ``total``,
    :meth:`take` consumes the symbol found there."""

    def __init__(self, text: str, alphabet: str) -> None:
        base = len(alphabet)
        index = {c: i for i, c in enumerate(alphabet)}
        number = 0
        for char in text:
            number = number * base + index[char]
        # The numeral's value x = number / base**len(text); the interval is kept relative to it:
        # rest = (x - low) scaled, span = width scaled, so that 0 <= rest < span always.
        self.rest, self.span = number, base ** len(text)

    def target(self, total: int) -> int:
        """Where the next symbol lies, in ``[0, total)``."""
        target: int = self.rest * total // self.span
        return target

    def take(self, cum: int, freq: int, total: int) -> None:
        """Consume the symbol whose share is ``[cum, cum + freq)`` (the one :meth:`target` fell in)."""
        self.rest = self.rest * total - cum * self.span
        self.span *= freq
