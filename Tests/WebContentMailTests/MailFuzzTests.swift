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

    /// One input and what reading it gave, in the reading thread's CPU time.
    struct Reading: Sendable {
        let size: Int
        let result: Result<MailMessage, WebContentError>
        let elapsed: Duration
    }

    /// Makes the input with `make` and reads it, both on a thread of their own (``ReadingThread``).
    static func read(
        limits: MailMessage.Limits = .init(), _ make: @escaping @Sendable () -> [UInt8]
    ) async -> Reading {
        await ReadingThread.run {
            let bytes = make()
            let start = threadCPUTime()
            let result = Result { () throws(WebContentError) in try MailMessage(rfc822: Data(bytes), limits: limits) }
            return Reading(size: bytes.count, result: result, elapsed: threadCPUTime() - start)
        }
    }

    /// Checks the promises on one reading; a failure names `label` (kind, message and seed reproduce it).
    static func check(
        _ reading: Reading, limits: MailMessage.Limits = .init(), label: String, into outcome: inout Outcome
    ) {
        let (result, elapsed, size) = (reading.result, reading.elapsed, reading.size)
        if elapsed > outcome.slowest.0 { outcome.slowest = (elapsed, label) }
        #expect(elapsed < timeBound(bytes: size), "\(label): \(size) bytes took \(elapsed)")
        switch result {
        case .success(let message):
            outcome.read += 1
            #expect(message.inlineParts.count <= limits.maximumParts, "\(label)")
            #expect(message.notes.count <= 16, "\(label): \(message.notes)")
            // Escaping text can grow it (`"` is `&quot;`), never more than six times.
            #expect((message.body?.html.utf8.count ?? 0) <= size * 6 + 16, "\(label)")
            #expect(message.inlineParts.reduce(0) { $0 + $1.data.count } <= size, "\(label)")
        case .failure(let error):
            outcome.refused += 1
            switch error.code {
            case .notAMessage: break
            case .messageTooLarge:
                // The error names this input's size and the limit it is over.
                #expect(
                    size > limits.maximumBytes
                        && error == .messageTooLarge(bytes: size, limit: limits.maximumBytes), "\(label)")
            default: Issue.record("\(label): refused as \(error.code): \(error)")
            }
        }
    }

    // Every input is made and read on a thread of its own (``read(limits:_:)``), off the cooperative pool.
    @Test func mutatedCorpusMessagesReadInBoundedTime() async throws {
        let corpus = try MailCorpusTests.messages()
        var outcome = Outcome()
        var generator = SeededGenerator(state: 0xE1_0000)
        for (index, (name, data)) in corpus.enumerated() {
            let original = [UInt8](data)
            for kind in MailMutator.Kind.allCases {
                // The multi-megabyte kinds on every sixth message: enough variety, a test run stays short.
                if Self.heavyKinds.contains(kind) && index % 6 != 0 { continue }
                let seed = generator.next()
                let reading = await Self.read {
                    var mutator = MailMutator(generator: SeededGenerator(state: seed))
                    return mutator.mutate(original, kind)
                }
                Self.check(reading, label: "\(kind) of \(name) (seed \(seed))", into: &outcome)
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
            let (name, data) = corpus[round % corpus.count]
            let seed = generator.next()
            var mutator = MailMutator(generator: SeededGenerator(state: seed))
            let kinds = (0..<3).map { _ in light.randomElement(using: &mutator.generator)! }
            let reading = await Self.read(limits: limits) { [mutator] in
                var (mutator, bytes) = (mutator, [UInt8](data))
                for kind in kinds { bytes = mutator.mutate(bytes, kind) }
                return bytes
            }
            Self.check(reading, limits: limits, label: "\(kinds) of \(name) (seed \(seed))", into: &outcome)
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

    @Test func partCountIsBoundedEvenWhenEveryLineIsADelimiter() async throws {
        let delimiters = String(repeating: "--b\r\n", count: 1_000_000)
        let text = "Content-Type: multipart/mixed; boundary=b\r\n\r\n" + delimiters
        var outcome = Outcome()
        let reading = await Self.read { Array(text.utf8) }
        Self.check(reading, label: "a million delimiters", into: &outcome)
        let message = try reading.result.get()
        #expect(message.notes.contains { $0.contains("more than 4096 parts") })
    }
}
