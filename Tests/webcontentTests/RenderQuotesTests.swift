import Foundation
import Testing

/// `webcontent render` and quoted history: the "quotes" report, --[no-]collapse-quotes, a plain-text message's
/// `>` quotes, and the highlights of --find in the PNG, end to end through the built binary.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderQuotesTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-quotes-tests") }

    /// A Gmail reply: the reply, a signature, and the quoted message.
    static let reply = """
        <div dir="ltr">Sounds good, see you on Thursday.<br clear="all"><div><br></div>\
        <span class="gmail_signature_prefix">-- </span><br><div class="gmail_signature">Alex Doe</div></div><br>\
        <div class="gmail_quote"><div class="gmail_attr">On Mon, Mar 4, 2024 at 9:12 AM Sam &lt;sam@example.com&gt; \
        wrote:<br></div><blockquote class="gmail_quote"><div>Are we still on for Thursday?</div><div>Sam</div>\
        </blockquote></div>
        """

    static func quotes(_ line: [String: Any]) -> [String: Int]? {
        line["quotes"] as? [String: Int]
    }

    @Test func theEmailPresetCollapsesAndSaysSoAndTheFlagTurnsItOff() async throws {
        let file = try scratch.write("reply.html", Self.reply)
        let collapsed = try await binary.run(["render", "--json", "--preset", "email", file])
        #expect(collapsed.status == 0, "stderr: \(collapsed.standardError)")
        let line = try #require(collapsed.lines.first)
        #expect(Self.quotes(line) == ["collapsed": 1, "signatures": 1], "\(line)")
        // Control: the same message with the collapse off is taller and reports no quotes.
        let open = try await binary.run(["render", "--json", "--preset", "email", "--no-collapse-quotes", file])
        let openLine = try #require(open.lines.first)
        #expect(openLine["quotes"] == nil)
        #expect((openLine["height"] as? Double ?? 0) > (line["height"] as? Double ?? 0) + 20)
        // HTML under the default preset does not collapse unless asked.
        let html = try await binary.run(["render", "--json", file])
        #expect(try #require(html.lines.first)["quotes"] == nil)
        let asked = try await binary.run(["render", "--json", "--collapse-quotes", file])
        #expect(Self.quotes(try #require(asked.lines.first)) == ["collapsed": 1, "signatures": 1])
    }

    @Test func aPlainTextMessageCollapsesItsQuotedLines() async throws {
        let message = """
            From: Alex <alex@example.com>
            To: Sam <sam@example.com>
            Subject: Re: lunch
            Content-Type: text/plain; charset=utf-8

            Noon works.

            On Mon, Mar 4, 2024 at 09:12, Sam wrote:
            > Lunch tomorrow?
            > Sam

            """
        let file = try scratch.write("reply.eml", message)
        let run = try await binary.run(["render", "--json", file])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let line = try #require(run.lines.first)
        #expect(line["body"] as? String == "text")
        #expect(Self.quotes(line) == ["collapsed": 1, "signatures": 0], "\(line)")
    }

    @Test func thePNGShowsTheHighlightsOfFind() async throws {
        let file = try scratch.write("reply.html", Self.reply)
        let paths = ["plain", "again", "found"].map { scratch.appendingPathComponent("\($0).png").path }
        for (path, extra) in zip(paths, [[], [], ["--find", "see you"]]) {
            let run = try await binary.run(["render", "--preset", "email", "--png", path] + extra + [file])
            #expect(run.status == 0, "stderr: \(run.standardError)")
        }
        let images = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        // Control: the same render twice gives the same image, so a difference is the highlight.
        #expect(images[0] == images[1])
        #expect(images[2] != images[0])
    }
}
