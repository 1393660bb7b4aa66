import Testing

@testable import WebContentMail

/// Plain-text quotes and signatures made into the markup the core's quote collapse (quotes.js) reads.
@Suite(.timeLimit(.minutes(10))) struct PlainTextQuoteTests {
    func html(_ text: String) -> String { MailBody.plainText(text, charset: "utf-8").html }

    @Test func plainTextWithoutQuotesOrSignatureStaysOnePre() {
        #expect(
            html("a < b\n  indented\n-- not a delimiter")
                == "<pre style=\"unicode-bidi:plaintext\">a &lt; b\n  indented\n-- not a delimiter</pre>")
        // Control: the same text with a "-- " line is split.
        #expect(html("a\n-- \nAlex") != "<pre style=\"unicode-bidi:plaintext\">a\n-- \nAlex</pre>")
    }

    @Test func quotedLinesBecomeNestedCiteBlockquotesWithoutTheirMarkers() {
        let text = "Yes.\n\nOn Mon, Sam wrote:\n> Lunch <b>?\n> > Earlier\n>> Older\nReply after."
        let expected =
            #"<pre style="margin:0;unicode-bidi:plaintext">Yes.\n</pre><pre style="margin:0;unicode-bidi:plaintext">On Mon, Sam wrote:</pre>"#
            + #"<blockquote type="cite"><pre style="margin:0;unicode-bidi:plaintext">Lunch &lt;b&gt;?</pre>"#
            + #"<blockquote type="cite"><pre style="margin:0;unicode-bidi:plaintext">Earlier\nOlder</pre></blockquote></blockquote>"#
            + #"<pre style="margin:0;unicode-bidi:plaintext">Reply after.</pre>"#
        #expect(html(text) == expected.replacingOccurrences(of: #"\n"#, with: "\n"))
    }

    @Test func theSignatureGetsABlockOfItsOwnAndALoneFromLineIsNoQuote() {
        let signed = html("Report attached.\n-- \nAlex\n")
        #expect(
            signed
                == #"<pre style="margin:0;unicode-bidi:plaintext">Report attached.</pre><pre style="margin:0;unicode-bidi:plaintext">-- "#
                + "\nAlex\n</pre>")
        // mbox escapes ">From " at the start of a line; alone, it is the sender's text.
        #expect(
            html("Hi\n>From the start\nBye")
                == "<pre style=\"unicode-bidi:plaintext\">Hi\n&gt;From the start\nBye</pre>")
        // Control: two such lines in a row are a quote.
        #expect(html("Hi\n>From a\n>From b").contains("<blockquote"))
    }
}
