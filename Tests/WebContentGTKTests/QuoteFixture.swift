import Foundation
import WebContentCore
import WebContentMail

/// A message of one mail client with quoted history or a signature, from Resources/quotes: our own files, built
/// from each client's documented or observed markup.
///
/// The first line says what it holds: `<!-- client: NAME; quotes: N; signatures: M -->`. Words mark the parts:
/// `QUOTED-TEXT` in quoted history, `SIGNATURE-TEXT` in a signature, `REPLY-TEXT` in what the sender wrote. A
/// `.txt` fixture is a text/plain body, turned into HTML as the mail reader does.
struct QuoteFixture {
    let name: String
    let client: String
    let html: String
    let quotes: Int
    let signatures: Int

    /// Fixtures that expect nothing to collapse: inline replies, a forward, a writer's quotation.
    var isNegative: Bool { quotes == 0 && signatures == 0 }

    /// Every fixture, sorted by name; a missing folder or a malformed first line is an error.
    static func all() throws -> [QuoteFixture] {
        guard let folder = Bundle.module.url(forResource: "quotes", withExtension: nil, subdirectory: "Resources")
        else { throw WebContentError.invalidInput("Resources/quotes is not in the test bundle") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.filter { $0.hasSuffix(".html") || $0.hasSuffix(".txt") }.map { name in
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            return try QuoteFixture(name: name, text: text)
        }
    }

    init(name: String, text: String) throws {
        let firstLine = text.prefix { $0 != "\n" }
        let body = String(text.dropFirst(firstLine.count + 1))
        guard firstLine.hasPrefix("<!--"), firstLine.hasSuffix("-->") else {
            throw WebContentError.invalidInput("\(name): the first line must say what the fixture holds")
        }
        var fields: [String: String] = [:]
        for field in firstLine.dropFirst(4).dropLast(3).split(separator: ";") {
            let parts = field.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard let client = fields["client"], let quotes = fields["quotes"].flatMap(Int.init),
            let signatures = fields["signatures"].flatMap(Int.init)
        else { throw WebContentError.invalidInput("\(name): client, quotes and signatures are required") }
        self.name = name
        self.client = client
        self.quotes = quotes
        self.signatures = signatures
        html = name.hasSuffix(".txt") ? MailBody.plainText(body, charset: "utf-8").html : body
    }
}
