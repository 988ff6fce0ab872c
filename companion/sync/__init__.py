"""Sharing a game between phones: snapshot codes, QR images, deep links and camera scans."""
