import Foundation
import Testing
import WebContentConformance
import WebContentCore

/// The spy of every engine's tests, under the name these tests use.
typealias SpyDelegate = SpyEngineDelegate
