import Testing

@testable import WebContentMail

/// Plain-text quotes and signatures made into the markup the core's quote collapse (quotes.js) reads.
@Suite struct PlainTextQuoteTests {
    func html(_ text: String) -> String { MailBody.plainText(text, charset: "utf-8").html }

    @Test func plainTextWithoutQuotesOrSignatureStaysOnePre() {
        #expect(html("a < b\n  indented\n-- not a delimiter") == "<pre>a &lt; b\n  indented\n-- not a delimiter</pre>")
        // Control: the same text with a "-- " line is split.
        #expect(html("a\n-- \nAlex") != "<pre>a\n-- \nAlex</pre>")
    }

    @Test func quotedLinesBecomeNestedCiteBlockquotesWithoutTheirMarkers() {
        let text = "Yes.\n\nOn Mon, Sam wrote:\n> Lunch <b>?\n> > Earlier\n>> Older\nReply after."
        let expected =
            #"<pre style="margin:0">Yes.\n</pre><pre style="margin:0">On Mon, Sam wrote:</pre>"#
            + #"<blockquote type="cite"><pre style="margin:0">Lunch &lt;b&gt;?</pre>"#
            + #"<blockquote type="cite"><pre style="margin:0">Earlier\nOlder</pre></blockquote></blockquote>"#
            + #"<pre style="margin:0">Reply after.</pre>"#
        #expect(html(text) == expected.replacingOccurrences(of: #"\n"#, with: "\n"))
    }

    @Test func theSignatureGetsABlockOfItsOwnAndALoneFromLineIsNoQuote() {
        let signed = html("Report attached.\n-- \nAlex\n")
        #expect(signed == #"<pre style="margin:0">Report attached.</pre><pre style="margin:0">-- "# + "\nAlex\n</pre>")
        // mbox escapes ">From " at the start of a line; alone, it is the sender's text.
        #expect(html("Hi\n>From the start\nBye") == "<pre>Hi\n&gt;From the start\nBye</pre>")
        // Control: two such lines in a row are a quote.
        #expect(html("Hi\n>From a\n>From b").contains("<blockquote"))
    }
}
