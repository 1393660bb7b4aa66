import Foundation
import Testing
import WebContentConformance
import WebContentCore

/// The spy of every engine's tests, under the name these tests use.
typealias SpyDelegate = SpyEngineDelegate

/// Lets queued engine events drain (a fixed, short pause for "nothing more happens" checks).
func settle(_ duration: Duration = .milliseconds(300)) async {
    try? await Task.sleep(for: duration)
}
