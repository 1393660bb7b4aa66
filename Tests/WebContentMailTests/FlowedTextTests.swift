import Foundation
import Testing
import WebContentConformance

@testable import WebContentMail

/// `format=flowed` text (RFC 3676) read as its paragraphs, checked against Horde's Text_Flowed.
@Suite(.timeLimit(.minutes(10))) struct FlowedTextTests {
    func lines(_ text: String, deleteSpace: Bool = false) -> [FlowedText.Line] {
        FlowedText.lines(text, deleteSpace: deleteSpace)
    }

    func line(_ depth: Int, _ text: String) -> FlowedText.Line { FlowedText.Line(depth: depth, text: text[...]) }

    @Test func softBreaksJoinAndHardBreaksStay() {
        #expect(
            lines("One paragraph \nin two lines.\nA fixed line.") == [
                line(0, "One paragraph in two lines."), line(0, "A fixed line."),
            ])
        // DelSp=yes: the space before a soft break was the sender's, not the text's (text without word spaces).
        #expect(lines("東京都 \n港区", deleteSpace: true) == [line(0, "東京都港区")])
        #expect(lines("a \r\nb\r\n") == [line(0, "a b"), line(0, "")])
    }

    @Test func stuffingGoesAndQuotesAreCountedWithoutSpaces() {
        // "> > x" is depth 1 (the markers have no spaces between them); its text keeps the second ">".
        #expect(
            lines(">> deep \n>> on\n> > shallow\n From here") == [
                line(2, "deep on"), line(1, "> shallow"), line(0, "From here"),
            ])
    }

    @Test func aDepthChangeOrTheDelimiterEndsAParagraph() {
        #expect(lines("> quoted \nreply") == [line(1, "quoted "), line(0, "reply")])
        #expect(lines("Thanks, \n-- \nAlex") == [line(0, "Thanks, "), line(0, "-- "), line(0, "Alex")])
    }

    @Test func aFlowedMessageShowsItsParagraphsAndQuotes() throws {
        let message = try MailMessage(
            rfc822: Data(
                """
                Subject: flowed
                Content-Type: text/plain; charset=utf-8; Format=Flowed; DelSp=No

                On Monday Sam wrote:
                > Shall we meet on \n> Friday?
                See you \nthen.
                """.utf8))
        let html = try #require(message.body).html
        #expect(
            html.contains(
                #"<blockquote type="cite"><pre style="margin:0;unicode-bidi:plaintext">Shall we meet on Friday?</pre>"#),
            "\(html)")
        #expect(html.contains("See you then."), "\(html)")
        // Control: the same text declared fixed keeps each line break.
        let fixed = try MailMessage(rfc822: Data("Content-Type: text/plain\n\nSee you \nthen.".utf8))
        #expect(fixed.body?.html == "<pre style=\"unicode-bidi:plaintext\">See you \nthen.</pre>")
    }

    /// Messages written by ``FlowedWriter`` and a few by hand, read by us and by Horde: the same lines.
    @Test func everyReadingAgreesWithHordesTextFlowed() async throws {
        var inputs = (0..<240).map { seed in
            var writer = FlowedWriter(seed: UInt64(seed))
            return writer.message()
        }
        inputs += [
            ("Hi \nthere\n\n> a \n> b\n>> c \n>>d\n-- \nsig", false),
            (" >not a quote \n From start", false),
            ("line one  \nline two \n\n", true),
            ("> quoted \nnot quoted", false),
        ]
        let horde = try await HordeFlowed.read(inputs)
        try #require(horde.count == inputs.count)
        var controlDiffers = 0
        for (index, (text, deleteSpace)) in inputs.enumerated() {
            let ours = FlowedText.lines(text, deleteSpace: deleteSpace).map {
                HordeFlowed.Line($0.depth, String($0.text))
            }
            #expect(ours.map(\.trimmed) == horde[index].map(\.trimmed), "input \(index): \(text.debugDescription)")
            // The witness tells a reading that joins nothing from ours.
            let unjoined = text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }).flatMap {
                lines(String($0)).map { HordeFlowed.Line($0.depth, String($0.text)).trimmed }
            }
            if unjoined != horde[index].map(\.trimmed) {
                controlDiffers += 1
            }
        }
        #expect(controlDiffers >= 200, "only \(controlDiffers) of \(inputs.count) readings tell an unjoined reading")
    }
}

/// Horde's Text_Flowed (`php tools/mail-diff/unflow.php`): logical lines of each input.
enum HordeFlowed {
    struct Line: Equatable {
        var level: Int
        var text: String

        init(_ level: Int, _ text: String) { (self.level, self.text) = (level, text) }

        /// Horde strips a fixed line's trailing spaces; the page's wrapping shows none either.
        var trimmed: Line {
            text == "-- " ? self : Line(level, String(text.reversed().drop(while: { $0 == " " }).reversed()))
        }
    }

    static func read(_ inputs: [(String, Bool)]) async throws -> [[Line]] {
        let script = PythonMailTools.root.appendingPathComponent("tools/mail-diff/unflow.php").path
        let output = try await PythonMailTools.witness(
            ["php", script], input: inputs.map { ["text": $0.0, "delsp": $0.1] },
            needs: "php-cli and php-horde-text-flowed")
        let readings = try #require(output as? [[[String: Any]]])
        return readings.map { lines in lines.map { Line($0["level"] as? Int ?? -1, $0["text"] as? String ?? "") } }
    }
}
