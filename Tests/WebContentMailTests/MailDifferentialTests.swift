import Foundation
import Testing
import WebContentConformance

@testable import WebContentMail

/// ``MailMessage`` against an independent MIME reader, Python's `email` (policy `default`): on every message of
/// ../shared/corpus/email/eml and on messages Python writes in every encoding of the WHATWG Encoding Standard.
/// Each field agrees, or differs for a reason ``MailComparison/Rule`` names and checks; the differences of the
/// bundled corpus are listed below, so one gone (or explained by another rule) fails too. `swift test --filter MailDifferentialTests` prints
/// the figures.
@Suite(.serialized, .timeLimit(.minutes(10))) struct MailDifferentialTests {
    /// The bundled corpus's fields that differ, and why: (message, field, rule). Every other field of those
    /// messages agrees; a message the list does not know may differ only as a rule explains.
    static let expectedCorpusDifferences: [String: MailComparison.Rule] = [
        // An ISO-2022-JP subject whose encoded-words Python leaves as written; the standard's decoder reads it.
        "php-mime-mail-parser--issue116.eml subject": .whatwgLabel,
        // Raw 8-bit subject bytes, shown as U+FFFD by policy default; the reader decodes them (UTF-8 here).
        "php-mime-mail-parser--issue149.eml subject": .whatwgLabel,
        // `filename=attach/01`, unquoted: Python keeps `attach`.
        "php-mime-mail-parser--issue133.eml attachments": .unquotedSpecial,
        // An x-mac-cyrillic HTML part: Python has no codec of that name (LookupError), the standard has one.
        "php-mime-mail-parser--issue230.eml bodyText": .pythonRaised,
    ]

    @Test func corpusAgreesWithPythonOrDiffersAsListed() async throws {
        let corpus = try MailCorpusTests.messages()
        let counted = try await CorpusCensus.count(
            under: MailCorpusTests.folder, suffixes: [".eml"], recursive: false)
        try #require(!corpus.isEmpty && corpus.count == counted, "read \(corpus.count) of \(counted)")
        let readings = try await PythonMailTools.readings([MailCorpusTests.folder.path])
        try #require(readings.count == corpus.count, "read_mail.py read \(readings.count) messages")
        var differences: [String: MailComparison.Rule] = [:]
        var agreed = 0
        for (name, data) in corpus {
            let message = try MailMessage(rfc822: data)
            let python = try #require(readings[name])
            for (field, outcome) in MailComparison(message: message, python: python).outcomes {
                switch outcome {
                case .agree: agreed += 1
                case .explained(let rule): differences["\(name) \(field)"] = rule
                case .unexplained(let ours, let theirs):
                    Issue.record("\(name) \(field): ours \(ours.prefix(300)) | python \(theirs.prefix(300))")
                }
            }
        }
        let agreeing = Set(corpus.map(\.name)).subtracting(differences.keys.map { String($0.split(separator: " ")[0]) })
        print(
            "mail differential, corpus: \(corpus.count) messages, \(agreeing.count) agree on every field, \(agreed) fields agree, \(differences.count) differ as explained: \(differences.mapValues(\.rawValue))"
        )
        // The listed differences hold where their message is in the folder; in those messages nothing else differs.
        let listedMessages = Set(Self.expectedCorpusDifferences.keys.map(Self.message(of:)))
        let present = Set(corpus.map(\.name))
        let expected = Self.expectedCorpusDifferences.filter { present.contains(Self.message(of: $0.key)) }
        #expect(differences.filter { listedMessages.contains(Self.message(of: $0.key)) } == expected)
        let others = differences.filter { !listedMessages.contains(Self.message(of: $0.key)) }
        if !others.isEmpty {
            print("mail differential, messages the list does not know: \(others.mapValues(\.rawValue))")
        }
    }

    /// The message a difference's key ("name field") names.
    static func message(of key: String) -> String { String(key.split(separator: " ")[0]) }

    @Test func everyEncodingRoundTripsThroughAGeneratedMessage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mail-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await PythonMailTools.run("generate_messages.py", [folder.path])
        let manifestData = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [[String: Any]])
        let readings = try await PythonMailTools.readings([folder.path])
        var covered: Set<TextEncoding> = []
        var explained: [MailComparison.Rule: Int] = [:]
        var agreed = 0
        for entry in manifest {
            let file = try #require(entry["file"] as? String)
            let message = try MailMessage(rfc822: try Data(contentsOf: folder.appendingPathComponent(file)))
            if let label = entry["label"] as? String, let encoding = TextEncoding(label: label) {
                covered.insert(encoding)
            }
            // The round trip: exactly the text Python encoded (or what the standard makes of the bytes).
            #expect(message.subject == entry["subject"] as? String, "\(file) subject")
            #expect(message.body?.text == entry["body"] as? String, "\(file) body")
            #expect(message.attachmentNames == [entry["attachment"] as? String ?? ""], "\(file) attachment")
            let python = try #require(readings[file], "\(file) not read by Python")
            for (field, outcome) in MailComparison(message: message, python: python).outcomes {
                switch outcome {
                case .agree: agreed += 1
                case .explained(let rule): explained[rule, default: 0] += 1
                case .unexplained(let ours, let theirs):
                    Issue.record("\(file) \(field): ours \(ours) | python \(theirs)")
                }
            }
        }
        print(
            "mail differential, generated: \(manifest.count) messages, \(agreed) fields agree, explained: \(explained.mapValues { $0 })"
        )
        #expect(
            covered == Set(TextEncoding.allCases), "not covered: \(Set(TextEncoding.allCases).subtracting(covered))")
        // The mislabelled cases really differ from Python: the rules are exercised, not idle.
        #expect(explained[.whatwgLabel, default: 0] > 0 && explained[.pythonRaised, default: 0] > 0)
    }

    @Test func aRealDifferenceIsNotExplainedAway() throws {
        let message = try MailMessage(
            rfc822: Data("Subject: =?gb2312?B?1tDOxA==?=\nFrom: A <a@example.com>\n\nbody\n".utf8))
        let agreeing: [String: Any] = [
            "subject": "中文", "sender": "A <a@example.com>", "addresses": [["A", "a@example.com"]],
            "body": ["type": "text/plain", "text": "body"], "attachments": [String](), "whatwg": ["subject": "中文"],
        ]
        #expect(MailComparison(message: message, python: agreeing).outcomes.allSatisfy { $0.outcome == .agree })
        // Control: another subject, another sender, Latin-1 mojibake or a wrong WHATWG reading all fail.
        for (field, value) in [("subject", "ÖÐÎÄ"), ("subject", "中"), ("sender", "B <b@example.com>")] {
            var python = agreeing
            python[field] = value
            if field == "sender" { python["addresses"] = [["B", "b@example.com"]] }
            python["whatwg"] = ["subject": "ÖÐÎÄ"]
            let outcome = MailComparison(message: message, python: python).outcomes.first { $0.field == field }?.outcome
            guard case .unexplained = outcome else {
                Issue.record("\(field) \(value) was not flagged: \(String(describing: outcome))")
                continue
            }
        }
        #expect(MailComparison.matchesReplacing("a\u{FFFD}\u{FFFD}b", "a中b"))
        #expect(!MailComparison.matchesReplacing("a\u{FFFD}b", "axb"))
    }
}
