import RealEngineSuites
import Testing

/// The real-engine suites of what untrusted content can and cannot do: the sanitizer, the remote-content policy and
/// what it withholds, trust decisions.
///
/// A parent of their own, so that `make test` runs them in a second test process beside ``GTKEngineSuite`` (each
/// process has its own display, GLib thread and web processes). In one process, as under a plain `swift test`, the
/// two parents take turns like every real-engine suite (`.realEngines`).
@Suite(.serialized, .realEngines)
struct GTKContentSafetySuite {}
