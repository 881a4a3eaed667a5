"""The corpus holds judge programs that read stdin: never collect them."""

collect_ignore_glob = ["corpus/*"]
