import Foundation
import Testing

@testable import WebContentMarkup

/// A classic post's embedded addresses as WordPress finds them (its own `WP_Embed` is the witness on the real
/// engine: `ClassicPostsTests`); here the rules one by one.
@Suite(.timeLimit(.minutes(10))) struct WordPressEmbedsTests {
    func expand(_ html: String) -> String { WordPressEmbeds.expand(html) }

    @Test func anAddressAloneOnItsLineIsALink() {
        #expect(
            expand("Intro\n\n  https://www.youtube.com/watch?v=SQEQr7c0-dw  \n\nMore")
                == "Intro\n\n  <a href=\"https://www.youtube.com/watch?v=SQEQr7c0-dw\">"
                + "https://www.youtube.com/watch?v=SQEQr7c0-dw</a>  \n\nMore")
    }

    @Test func anAddressInTextOrInATagIsLeftAlone() {
        for html in [
            "See https://example.com/page for more", "<a\nhref=\"x\">\nhttps://example.com/in-a-link</a>",
            "<img alt=\"a\"\n src=\"https://example.com/a.png\"\n>", "<!--\nhttps://example.com/comment\n-->",
        ] {
            #expect(expand(html) == html)
        }
    }

    @Test func anAddressInItsOwnParagraphIsALink() {
        #expect(
            expand(#"<p class="x"> https://example.com/a </p><p>b</p>"#)
                == #"<p class="x"> <a href="https://example.com/a">https://example.com/a</a> </p><p>b</p>"#)
    }

    @Test func aFileWordPressPlaysBecomesItsShortcode() {
        #expect(expand("https://example.com/song.mp3") == #"[audio src="https://example.com/song.mp3" /]"#)
        #expect(
            expand(#"[embed width="320" height="240"]https://example.com/v.webm[/embed]"#)
                == #"[video width="320" height="240" src="https://example.com/v.webm" /]"#)
        #expect(expand("https://example.com/song.mp3?x=1").hasPrefix("<a href="))
    }

    @Test func anEmbedShortcodeIsALinkWhereverItStands() {
        #expect(
            expand("Watch [embed]https://vimeo.com/1234[/embed] now")
                == #"Watch <a href="https://vimeo.com/1234">https://vimeo.com/1234</a> now"#)
        #expect(expand("[embedded]x[/embed]") == "[embedded]x[/embed]")
        #expect(expand("{embed]https://vimeo.com/1[/embed]") == "{embed]https://vimeo.com/1[/embed]")
    }

    @Test func aYouTubePlayerAddressLinksToItsWatchPage() {
        #expect(
            expand("https://www.youtube.com/embed/ex8fMxXJDJw")
                == #"<a href="https://youtube.com/watch?v=ex8fMxXJDJw">https://youtube.com/watch?v=ex8fMxXJDJw</a>"#)
    }

    @Test func anAddressCannotWriteMarkup() {
        #expect(!expand(#"[embed]https://e.example/"><script>x</script>[/embed]"#).contains("<script>"))
        #expect(expand("https://e.example/?a=1&amp;b=2").contains(#"href="https://e.example/?a=1&amp;b=2""#))
    }

    @Test func aHostileCountIsBounded() {
        let html = String(repeating: "https://e.example/\n", count: WordPressEmbeds.maximumEmbeds + 3)
        #expect(expand(html).components(separatedBy: "<a ").count - 1 == WordPressEmbeds.maximumEmbeds)
        for opening in ["<p", "<p "] {
            let paragraphs = String(repeating: opening, count: 50_000)
            #expect(expand(paragraphs + " https://e.example/") == paragraphs + " https://e.example/")
        }
    }
}
