import Testing

/// The reader window's suites, one reader at a time: each starts a reader on a display of its own, and the paging
/// and memory checks read the window at a person's pace, which a second reader on the same cores would slow.
@Suite(.serialized, .timeLimit(.minutes(10)))
enum ReaderSuite {}
