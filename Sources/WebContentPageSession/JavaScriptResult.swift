package import WebContentCore

/// Reads a JavaScript result as ``JSONValue`` with the rules of `JSON.stringify`, the same on every engine.
///
/// `undefined`, functions and symbols are `null`; NaN and infinities are `null`; dates are their ISO 8601 text;
/// lone UTF-16 surrogates, which Swift strings cannot hold, become U+FFFD.
package enum JavaScriptResult {
    /// The value of the text `JSON.stringify` made (nil: it returned `undefined`, so the value is `null`).
    package static func value(jsonText text: String?) -> Result<JSONValue, WebContentError> {
        guard let text else { return .success(.null) }
        do {
            return .success(try JSONValue(jsonString: text))
        } catch {
            // JSON.stringify escapes lone surrogates ("\udc00"), which Swift strings cannot hold: replace them.
            if let repaired = try? JSONValue(jsonString: LoneSurrogates.replaceEscapes(in: text)) {
                return .success(repaired)
            }
            return .failure(.malformedResult("not JSON: \(text.prefix(200))"))
        }
    }
}
