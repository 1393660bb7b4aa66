import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentMail

/// The MIME reader on seeded hostile edits of the real corpus: never a trap, never a hang (a time bound per
/// message, scaled by size), either a message or a ``WebContentError``, and the limits hold.
@Suite(.timeLimit(.minutes(10)))
struct MailFuzzTests {
    /// Kinds that make multi-megabyte inputs run on a sample of the corpus; the rest on every message.
    static let heavyKinds: Set<MailMutator.Kind> = [
        .hugeBody, .hugeHeaderLine, .manyFoldedLines, .malformedEncodedWords,
    ]

    /// A generous bound for a debug build: the slow paths this guards against took tens of seconds to minutes of
    /// CPU on one message. It is measured in the reading thread's CPU time, which other work on a busy machine
    /// (the rest of a parallel `swift test`) does not inflate.
    static func timeBound(bytes: Int) -> Duration {
        .seconds(2) + .milliseconds(bytes / 1024)
    }

    /// The calling thread's CPU time: reading a message is synchronous, so it stays on one thread.
    static func threadCPUTime() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }

    struct Outcome {
        var read = 0
        var refused = 0
        var slowest: (Duration, String) = (.zero, "")
    }

    /// Reads `bytes`, checking the promises; a failure names `label` (kind, message and seed reproduce it).
    static func check(
        _ bytes: [UInt8], limits: MailMessage.Limits = .init(), label: String, into outcome: inout Outcome
    ) {
        let start = threadCPUTime()
        let result = Result { () throws(WebContentError) in try MailMessage(rfc822: Data(bytes), limits: limits) }
        let elapsed = threadCPUTime() - start
        if elapsed > outcome.slowest.0 { outcome.slowest = (elapsed, label) }
        #expect(elapsed < timeBound(bytes: bytes.count), "\(label): \(bytes.count) bytes took \(elapsed)")
        switch result {
        case .success(let message):
            outcome.read += 1
            #expect(message.inlineParts.count <= limits.maximumParts, "\(label)")
            #expect(message.notes.count <= 16, "\(label): \(message.notes)")
            // Escaping text can grow it (`"` is `&quot;`), never more than six times.
            #expect((message.body?.html.utf8.count ?? 0) <= bytes.count * 6 + 16, "\(label)")
            #expect(message.inlineParts.reduce(0) { $0 + $1.data.count } <= bytes.count, "\(label)")
        case .failure(let error):
            outcome.refused += 1
            switch error.code {
            case .notAMessage: break
            case .messageTooLarge:
                // The error names this input's size and the limit it is over.
                #expect(
                    bytes.count > limits.maximumBytes
                        && error == .messageTooLarge(bytes: bytes.count, limit: limits.maximumBytes), "\(label)")
            default: Issue.record("\(label): refused as \(error.code): \(error)")
            }
        }
    }

    // The loops yield between messages: a long synchronous loop holds one of the cooperative pool's threads
    // (two on this machine) and starves the suites running alongside under `swift test`'s parallel default.
    @Test func mutatedCorpusMessagesReadInBoundedTime() async throws {
        let corpus = try MailCorpusTests.messages()
        var outcome = Outcome()
        var generator = SeededGenerator(state: 0xE1_0000)
        for (index, (name, data)) in corpus.enumerated() {
            await Task.yield()
            let original = [UInt8](data)
            for kind in MailMutator.Kind.allCases {
                // The multi-megabyte kinds on every sixth message: enough variety, a test run stays short.
                if Self.heavyKinds.contains(kind) && index % 6 != 0 { continue }
                let seed = generator.next()
                var mutator = MailMutator(generator: SeededGenerator(state: seed))
                let bytes = mutator.mutate(original, kind)
                Self.check(bytes, label: "\(kind) of \(name) (seed \(seed))", into: &outcome)
            }
        }
        print(
            "mail fuzz: \(outcome.read) read, \(outcome.refused) refused, slowest \(outcome.slowest.0) (\(outcome.slowest.1))"
        )
        #expect(outcome.read > outcome.refused)
    }

    @Test func stackedMutationsUnderTightLimits() async throws {
        let corpus = try MailCorpusTests.messages()
        var limits = MailMessage.Limits()
        limits.maximumDepth = 3
        limits.maximumParts = 8
        limits.maximumBytes = 256 << 10
        var outcome = Outcome()
        var generator = SeededGenerator(state: 0xE2_0000)
        let light = MailMutator.Kind.allCases.filter { !Self.heavyKinds.contains($0) && $0 != .deepNesting }
        for round in 0..<400 {
            await Task.yield()
            let (name, data) = corpus[round % corpus.count]
            let seed = generator.next()
            var mutator = MailMutator(generator: SeededGenerator(state: seed))
            var bytes = [UInt8](data)
            let kinds = (0..<3).map { _ in light.randomElement(using: &mutator.generator)! }
            for kind in kinds { bytes = mutator.mutate(bytes, kind) }
            Self.check(bytes, limits: limits, label: "\(kinds) of \(name) (seed \(seed))", into: &outcome)
        }
        print("mail fuzz, tight limits: \(outcome.read) read, \(outcome.refused) refused, slowest \(outcome.slowest.0)")
    }

    @Test func nestingAThousandDeepIsCutAtTheDepthLimit() throws {
        var mutator = MailMutator(generator: SeededGenerator(state: 7))
        let message = Array("Content-Type: text/html\n\n<p>inner</p>\n".utf8)
        let nested = try MailMessage(rfc822: Data(mutator.mutate(message, .deepNesting)))
        #expect(nested.body == nil)
        #expect(nested.notes.contains { $0.contains("deeper than 32") })
        // Control: the same message nested within the limit is found.
        var shallow: [UInt8] = []
        for level in 0..<30 {
            shallow += Array("Content-Type: multipart/mixed; boundary=\"n\(level)\"\n\n--n\(level)\n".utf8)
        }
        #expect(try MailMessage(rfc822: Data(shallow + message)).body?.html == "<p>inner</p>\n")
    }

    @Test func partCountIsBoundedEvenWhenEveryLineIsADelimiter() throws {
        let delimiters = String(repeating: "--b\r\n", count: 1_000_000)
        let text = "Content-Type: multipart/mixed; boundary=b\r\n\r\n" + delimiters
        var outcome = Outcome()
        Self.check(Array(text.utf8), label: "a million delimiters", into: &outcome)
        let message = try MailMessage(rfc822: Data(text.utf8))
        #expect(message.notes.contains { $0.contains("more than 4096 parts") })
    }
}
