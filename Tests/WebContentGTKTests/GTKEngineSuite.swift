import RealEngineSuites
import Testing

/// The engine's real-engine suites nest here (those of untrusted content's safety in ``GTKContentSafetySuite``): one
/// GLib thread and a shared machine, so the suites run one after another (`.serialized` applies to nested suites)
/// and the figures they print are not skewed by each other. The other real-engine suites of the test process (the
/// content-safety ones, the WebKit adapter's on the shim) take turns with this one (`.realEngines`).
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10)))
struct GTKEngineSuite {}
