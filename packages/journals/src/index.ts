// @galley/journals: the journal catalogue and the journal template families (pure: no file, network or database access).
