"""The corpus programs read stdin: they are run by the tests, never collected."""

collect_ignore_glob = ["corpus/*"]
