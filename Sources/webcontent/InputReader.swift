import ArgumentParser
import Foundation
import WebContentCore
import WebContentMail

/// Reads a document's bytes and decodes them as UTF-8, repairing rather than refusing.
///
/// Invalid sequences become U+FFFD and are counted in a warning: mail and scraped pages are often
/// mis-encoded, and a reader would rather see the text with a few marks than nothing.
struct InputReader {
    /// Above this size a document still renders, with a warning that it may be slow or time out.
    var largeDocumentBytes = 2 << 20
    /// Above this size the document is refused before it reaches the engine.
    var maximumBytes = 16 << 20
    /// Whether standard input is HTML or a message; `auto` looks at its first lines.
    var standardInputFormat = StandardInputFormat.auto

    /// Why a document could not be read at all.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads `source`; standard input is read to its end.
    func read(_ source: InputSource) throws(ReadError) -> InputDocument {
        let data: Data
        switch source {
        case .standardInput:
            data = FileHandle.standardInput.readDataToEndOfFile()
        case .file(let path):
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
            } catch {
                throw ReadError(description: "cannot read file: \((error as NSError).localizedDescription)")
            }
        }
        if isMessage(data, from: source) { return try decodeMessage(data, source: source) }
        return try decode(data, source: source)
    }

    /// Whether `data` read from `source` is a MIME message: an .eml file, or standard input that is one.
    func isMessage(_ data: Data, from source: InputSource) -> Bool {
        guard source == .standardInput else { return source.isMailMessage }
        switch standardInputFormat {
        case .auto: return MailMessage.looksLikeMessage(data)
        case .html: return false
        case .eml: return true
        }
    }

    /// Decodes `data` (UTF-8, BOM dropped), counting the invalid sequences it replaced.
    func decode(_ data: Data, source: InputSource) throws(ReadError) -> InputDocument {
        guard data.count <= maximumBytes else {
            throw ReadError(
                description: "document is \(Self.megabytes(data.count)), over the \(Self.megabytes(maximumBytes)) limit"
            )
        }
        var warnings: [String] = []
        if data.count > largeDocumentBytes {
            warnings.append("warning: large document (\(Self.megabytes(data.count))); rendering may be slow")
        }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let (html, invalid, firstOffset) = Self.decodeUTF8(body)
        if invalid > 0 {
            let offset = firstOffset.map { " (first near byte \($0))" } ?? ""
            warnings.append(
                "warning: invalid UTF-8: \(invalid) sequence\(invalid == 1 ? "" : "s") replaced with U+FFFD\(offset)")
        }
        return InputDocument(source: source, html: html, byteCount: data.count, warnings: warnings)
    }

    /// The text with each invalid sequence replaced, how many there were, and where the first one starts.
    static func decodeUTF8(_ bytes: Data.SubSequence) -> (String, invalid: Int, firstOffset: Int?) {
        if let valid = String(validating: bytes, as: UTF8.self) { return (valid, 0, nil) }
        var decoder = UTF8()
        var iterator = CountingIterator(base: bytes.makeIterator())
        var scalars = String.UnicodeScalarView()
        var invalid = 0
        var firstOffset: Int?
        var start = 0
        loop: while true {
            start = iterator.consumed
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error:
                invalid += 1
                if firstOffset == nil { firstOffset = start }
                scalars.append("\u{FFFD}")
            }
        }
        return (String(scalars), invalid, firstOffset)
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}

/// Counts the bytes a decoder has taken, to say where an invalid sequence starts.
private struct CountingIterator: IteratorProtocol {
    var base: Data.SubSequence.Iterator
    private(set) var consumed = 0

    init(base: Data.SubSequence.Iterator) {
        self.base = base
    }

    mutating func next() -> UInt8? {
        guard let byte = base.next() else { return nil }
        consumed += 1
        return byte
    }
}

/// What standard input (`-`) holds: decided from its first lines (`auto`), or as the user says.
enum StandardInputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// A MIME message when it starts with a message's header block (see `MailMessage.looksLikeMessage`), else HTML.
    case auto
    case html
    /// An RFC 822 message, read like an .eml file.
    case eml
}
