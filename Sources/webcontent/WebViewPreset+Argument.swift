public import ArgumentParser
import WebContentCore

/// `--preset` takes a preset's name; the parser lists the names and refuses any other.
extension WebViewPreset: ExpressibleByArgument {}
