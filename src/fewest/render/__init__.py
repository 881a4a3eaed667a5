"""Showing solutions: text and JSON here; pictures and players read the view model."""
