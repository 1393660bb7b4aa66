import ArgumentParser
import WebContentCore

/// `--theme`: light or dark; without it the preset's theme (following the system) applies.
enum ThemeChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case light
    case dark

    var theme: Theme {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }
}
