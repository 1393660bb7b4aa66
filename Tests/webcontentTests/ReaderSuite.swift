import Testing

/// The reader window's suites, one reader at a time: each starts a reader on a display of its own, and the paging
/// checks read the window at a person's pace, which more readers on the same cores would slow.
@Suite(.serialized, .timeLimit(.minutes(10)))
enum ReaderSuite {}

/// The reader's suites whose checks wait for the reader's events or for the screen to settle, never for a person's
/// pace, one reader at a time, beside ``ReaderSuite``: the reader chains were the first test process's whole wall
/// time, and a reader mostly waits (for its web process, the display, the bus), so three at once finish sooner than
/// two.
@Suite(.serialized, .timeLimit(.minutes(10)))
enum ReaderEventSuite {}

/// The reader's suites that read its web processes in /proc (their memory, their executable mappings, how many
/// there are while scrolling), one reader at a time, beside the other chains: what each reads belongs to its own
/// reader's web processes, which a reader in another chain does not share.
@Suite(.serialized, .timeLimit(.minutes(10)))
enum ReaderMemorySuite {}
