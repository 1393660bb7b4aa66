import Testing

/// The reader window's suites, one reader at a time: each starts a reader on a display of its own, and the paging
/// checks read the window at a person's pace, which more readers on the same cores would slow.
@Suite(.serialized, .timeLimit(.minutes(10)))
enum ReaderSuite {}

/// The reader's suites that read its processes in /proc (their memory, their executable mappings), one reader at a
/// time, beside ``ReaderSuite``: what each reads belongs to its own reader's processes, which a reader in the other
/// chain does not share, and the two chains in a row were the first test process's whole wall time.
@Suite(.serialized, .timeLimit(.minutes(10)))
enum ReaderMemorySuite {}
