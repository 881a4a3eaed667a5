"""Parts shared by the judge-problem families: the generic grid view, and nothing
that names a family."""
