import RealEngineSuites
import Testing

/// The real-engine suites of what untrusted content can and cannot do: the sanitizer, the remote-content policy and
/// what it withholds, trust decisions.
///
/// A parent of their own, so a run can select them (`swift test --filter GTKContentSafetySuite`) or run them in a
/// test process of their own, with its own display, GLib thread and web processes. In one process the two parents
/// take turns like every real-engine suite (`.realEngines`).
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10)))
struct GTKContentSafetySuite {}
