import WebContentCore

/// The navigation of an engine whose load reports do not say which navigation they are about (WebKitGTK's
/// `load-changed` and `load-failed`): there is one at a time, so a ``CurrentLoad`` is carried by the one that
/// started after its load call.
package struct UnnamedNavigation: Hashable, Sendable {
    /// The engine's navigation.
    package init() {}
}
