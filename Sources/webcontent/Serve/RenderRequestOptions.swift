import Foundation
import WebContentCore

/// What one `POST /render` asks for, read from its query parameters with the names `webcontent render` uses.
///
/// Every parameter is checked as the command line checks its flag, and a name the service does not know is an
/// error rather than ignored: a misspelt `remote_content=allow` must not silently render with the default.
struct RenderRequestOptions: Hashable, Sendable {
    /// What the response carries.
    enum Format: String, Sendable, CaseIterable {
        case json
        case png
        case pdf
    }

    var format = Format.json
    var width = 390.0
    var preset: WebViewPreset?
    var theme: ThemeChoice?
    var remoteContent: RemoteContentChoice?
    var textScale = 1.0
    var minimumScale = WebViewConfiguration.defaultMinimumFitScale
    var find: String?
    var contrast = false
    var originalColours = false
    var collapseQuotes: Bool?
    var junk = false
    /// How the report names the document (`input`); the service has no file name to give it.
    var name = "request"
    /// This request's whole deadline in seconds, when the client wants a shorter one than the service's `--timeout`
    /// (the service refuses a longer one); nil: the service's.
    var timeout: Double?

    /// A parameter that is unknown or out of range; the service answers 400 with this text.
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// ``timeout`` as the request spelt it (`timeout=2.5`), for the messages that name it; nil: none asked.
    var timeoutParameter: String? {
        timeout.map { "timeout=" + String(format: "%g", $0) }
    }

    /// The parameter names, in the order the error message lists them.
    static let names = [
        "format", "width", "preset", "theme", "remote-content", "text-scale", "minimum-scale", "find", "contrast",
        "original-colours", "collapse-quotes", "junk", "name", "timeout",
    ]

    /// Reads `parameters` (name and value pairs in the order they came); a repeated name takes its last value.
    init(query parameters: [(String, String)]) throws(Invalid) {
        for (name, value) in parameters {
            try set(name, value)
        }
    }

    init() {}

    private mutating func set(_ name: String, _ value: String) throws(Invalid) {
        switch name {
        case "format": format = try Self.choice(name, value)
        case "width": width = try Self.number(name, value, in: 1...8192)
        case "preset":
            let chosen: WebViewPreset = try Self.choice(name, value)
            // The payment preset trusts its pages (their scripts run); a service renders what strangers send.
            guard chosen != .payment else {
                throw Invalid(
                    description: "preset payment trusts its content; the service renders untrusted content only")
            }
            preset = chosen
        case "theme": theme = try Self.choice(name, value)
        case "remote-content": remoteContent = try Self.choice(name, value)
        case "text-scale": textScale = try Self.number(name, value, in: WebViewConfiguration.textScaleRange)
        case "minimum-scale": minimumScale = try Self.number(name, value, in: WebViewConfiguration.minimumFitScaleRange)
        case "find":
            guard !value.isEmpty else { throw Invalid(description: "find needs some text") }
            find = value
        case "contrast": contrast = try Self.flag(name, value)
        case "original-colours": originalColours = try Self.flag(name, value)
        case "collapse-quotes": collapseQuotes = try Self.flag(name, value)
        case "junk": junk = try Self.flag(name, value)
        case "name":
            guard !value.isEmpty, value.count <= 512 else {
                throw Invalid(description: "name must be 1 to 512 characters")
            }
            self.name = value
        case "timeout": timeout = try Self.number(name, value, in: 0.1...3600)
        default:
            throw Invalid(
                description: "unknown parameter '\(name)'; known: \(Self.names.joined(separator: ", "))")
        }
    }

    /// The render settings of this request on a service whose engines wait at most `timeout` per document.
    func settings(timeout: Duration) -> RenderSettings {
        var settings = RenderSettings(
            width: width, preset: preset ?? .default, presetGiven: preset != nil,
            remoteContent: remoteContent?.policy, trusted: false, theme: theme?.theme, timeout: timeout, jobs: 1,
            takesSnapshots: format == .png, textScale: textScale, minimumScale: minimumScale, find: find,
            auditsContrast: contrast, collapsesQuotes: collapseQuotes, originalColours: originalColours)
        settings.junk = junk
        // Requests of every format share a lane's warm engines (``engineKey``): each carries the print header, and
        // find and the contrast audit.
        settings.printsPDF = true
        settings.preparesEveryFeature = true
        // One new web process per request at most: a client can ask again, and a document that costs its process
        // (past --engine-memory) would cost each retry too, inside the request's deadline.
        settings.maximumRecoveries = 1
        return settings
    }

    /// Sets what only this render uses on `settings` of a lane made for ``engineKey``.
    func applyPerRender(to settings: inout RenderSettings) {
        (settings.width, settings.find, settings.auditsContrast, settings.junk) = (width, find, contrast, junk)
    }

    /// The options that shape an engine and its module: requests that agree on these share a warm engine, so
    /// a client varying the width, the find text, the audit, junk or its deadline cannot start a web process per request. (The
    /// original colours stay in the key: the switch is left on the module's page.)
    var engineKey: RenderRequestOptions {
        var key = self
        (key.format, key.name, key.width, key.timeout) = (.json, "", RenderRequestOptions().width, nil)
        (key.find, key.contrast, key.junk) = (nil, false, false)
        return key
    }

    private static func choice<T: RawRepresentable & CaseIterable>(
        _ name: String, _ value: String
    ) throws(Invalid) -> T where T.RawValue == String {
        guard let choice = T(rawValue: value) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: "|")
            throw Invalid(description: "\(name) must be one of \(allowed), not '\(value)'")
        }
        return choice
    }

    private static func number(_ name: String, _ value: String, in range: ClosedRange<Double>) throws(Invalid) -> Double
    {
        guard let number = Double(value), number.isFinite, range.contains(number) else {
            throw Invalid(
                description: "\(name) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
        }
        return number
    }

    private static func flag(_ name: String, _ value: String) throws(Invalid) -> Bool {
        switch value.lowercased() {
        case "", "1", "true", "yes": return true
        case "0", "false", "no": return false
        default: throw Invalid(description: "\(name) must be true or false, not '\(value)'")
        }
    }
}
