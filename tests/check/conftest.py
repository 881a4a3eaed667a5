"""The fixture solutions are programs under test, not test modules: never collected."""

collect_ignore_glob = ["solutions/*", "corpus/*", "pasted/*", "toyjudge/sol_*"]
