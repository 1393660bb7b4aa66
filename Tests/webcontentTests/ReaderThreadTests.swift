import Foundation
import Testing

extension ReaderSuite {
    /// A thread of messages in the reader, used with the keyboard only, and the `--screenshot` mode scripts use.
    @Suite(.serialized)
    struct ReaderThreadTests {
        /// Three messages of one thread, oldest first, by file name; each has its own body.
        static let thread: [String: String] = Dictionary(
            uniqueKeysWithValues: [(1, "Plot rota"), (2, "Re: Plot rota"), (3, "Re: Re: Plot rota")].map {
                day, subject in
                (
                    "message-\(day).eml",
                    """
                    From: Ana <ana@allotment.example>\r
                    To: plot@allotment.example\r
                    Subject: \(subject)\r
                    Date: Mon, 0\(day) Jun 2026 09:00:00 +0000\r
                    MIME-Version: 1.0\r
                    Content-Type: text/html; charset=utf-8\r
                    \r
                    <p>Message of day \(day).</p><p style="height:\(100 * day)px">Watering on day \(day).</p>\r

                    """
                )
            })

        @Test func theNewestMessageOpensFirstAndTheKeyboardOpensAnOlderOne() async throws {
            let (reader, ready) = try await ReaderSession.start(
                Self.thread, artefacts: "thread", arguments: ["--size", "1000x900"])
            let messages = ReaderSession.messages(ready)
            #expect(messages.map { $0["open"] as? Bool } == [false, false, true])
            #expect(messages.map { $0["title"] as? String } == ["Plot rota", "Re: Plot rota", "Re: Re: Plot rota"])

            // Alt+Up twice: from the newest message's header to the one before; Enter opens it.
            try await reader.key("alt+Up")
            try await reader.key("alt+Up")
            try await reader.key("Return")
            let opened = try #require(await reader.event("opened"))
            #expect(opened["message"] as? Int == 1)
            #expect(opened["open"] as? Bool == true)
            let (height, contentHeight) = (
                try #require(opened["height"] as? Double), try #require(opened["contentHeight"] as? Double)
            )
            #expect(abs(height - contentHeight) <= 1)
            #expect(contentHeight >= 200)
            #expect(try await reader.close() == 0)
        }

        /// The same message filed twice (a copy under another name, and one sharing its Message-ID) is listed and
        /// loaded once; a different message with the same subject is not taken for a copy.
        @Test func aCopyOfAMessageIsListedOnce() async throws {
            var files = Self.thread
            files["message-2-copy.eml"] = Self.thread["message-2.eml"]
            let withID = { (body: String) in
                "Message-ID: <rota-4@allotment.example>\r\nFrom: Ana <ana@allotment.example>\r\nSubject: Re: Plot rota\r\n"
                    + "Date: Mon, 04 Jun 2026 09:00:00 +0000\r\nContent-Type: text/html\r\n\r\n<p>\(body)</p>\r\n"
            }
            files["message-4.eml"] = withID("Day 4.")
            files["message-4-resent.eml"] = withID("Day 4.")
            files["message-5.eml"] = withID("Day 5.").replacingOccurrences(of: "rota-4@", with: "rota-5@")
            let (reader, ready) = try await ReaderSession.start(files, artefacts: "thread-copies")
            let titles = ReaderSession.messages(ready).map { $0["title"] as? String }
            #expect(titles.count == 5, "\(titles)")
            #expect(try await reader.close() == 0)
        }

        @Test func screenshotWritesTheWindowAndExits() async throws {
            let scratch = try ScratchFolder("reader-shot")
            for (name, text) in Self.thread { _ = try scratch.write(name, text) }
            let png = scratch.appendingPathComponent("window.png").path
            let run = try await RenderBinary.locate().run([
                "view", "--size", "900x700", "--screenshot", png, scratch.url.path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            let data = try Data(contentsOf: URL(fileURLWithPath: png))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // The IHDR width, big-endian at byte 16: the whole window (less the frame GTK draws around it).
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect((850...900).contains(width))
        }
    }
}
