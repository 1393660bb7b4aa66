import RealEngineSuites
import Testing

/// Every real-engine suite nests here: one GLib thread and a shared machine, so the suites run one after another
/// (`.serialized` applies to nested suites) and the figures they print are not skewed by each other. Other test
/// targets' real-engine suites (the WebKit adapter's, on the shim) take turns with this one (`.realEngines`).
@Suite(.serialized, .realEngines)
struct GTKEngineSuite {}
