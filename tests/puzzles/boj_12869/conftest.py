"""The corpus holds judge programs (they read stdin), not tests."""

collect_ignore = ["corpus"]
