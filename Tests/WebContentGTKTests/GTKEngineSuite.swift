import Testing

/// Every real-engine suite nests here: one GLib thread and a shared machine, so the suites run one after another
/// (`.serialized` applies to nested suites) and the figures they print are not skewed by each other.
@Suite(.serialized)
struct GTKEngineSuite {}
