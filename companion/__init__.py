"""Table Companion: a Flet app beside three physical board games (its version: :data:`companion.project.VERSION`)."""
