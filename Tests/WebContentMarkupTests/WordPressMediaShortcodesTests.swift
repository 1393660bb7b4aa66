import Foundation
import Testing

@testable import WebContentMarkup

/// A classic post's media shortcodes written out as WordPress writes them (its own code is the witness on the real
/// engine: `ClassicPostsTests`); here the rules one by one, and where they must leave the source alone.
@Suite(.timeLimit(.minutes(10))) struct WordPressMediaShortcodesTests {
    func expand(_ html: String) -> String { WordPressMediaShortcodes.expand(html) }

    @Test func anAudioSourceBecomesAPlayerWithItsLinkAsFallback() {
        let html = expand(#"<p>Listen:</p>[audio src="https://example.com/a/song.mp3"]"#)
        #expect(html.contains(#"<audio class="wp-audio-shortcode" preload="none""#))
        #expect(html.contains(#"<source type="audio/mpeg" src="https://example.com/a/song.mp3">"#))
        #expect(html.contains(#"<a href="https://example.com/a/song.mp3">https://example.com/a/song.mp3</a></audio>"#))
        #expect(!html.contains("[audio"))
    }

    @Test func aURLPerTypeIsOneSourceEachInWordPressOrder() {
        let html = expand(#"[audio ogg="https://e.example/b.ogg" mp3="https://e.example/b.mp3"]"#)
        let mp3 = html.range(of: "b.mp3\">")?.lowerBound
        let ogg = html.range(of: "b.ogg\">")?.lowerBound
        #expect(mp3 != nil && ogg != nil && mp3! < ogg!)
        #expect(html.contains(#"<a href="https://e.example/b.mp3">"#))
    }

    @Test func aSourceOfAnotherTypeIsALinkAlone() {
        let html = expand(#"[audio src="https://example.com/x.exe"]"#)
        #expect(
            html
                == #"<div><a class="wp-embedded-audio" href="https://example.com/x.exe">https://example.com/x.exe</a></div>"#
        )
    }

    @Test func aVideoKeepsItsSizeAndPoster() {
        let html = expand(
            #"[video src="https://e.example/v.mp4" width="1280" height="720" poster="https://e.example/p.jpg"]"#)
        #expect(html.contains(#"width="1280" height="720" poster="https://e.example/p.jpg" preload="none""#))
        #expect(html.contains(#"<source type="video/mp4" src="https://e.example/v.mp4">"#))
    }

    @Test func aURLWithoutANameIsTheSource() {
        let html = expand("[audio https://e.example/blues.mp3]")
        #expect(html.contains(#"<source type="audio/mpeg" src="https://e.example/blues.mp3">"#))
    }

    @Test func galleriesAndPlaylistsShowNothingWithoutAttachments() {
        #expect(expand(#"a [gallery columns=2 ids="770,771"] b [playlist ids="1,2"] c [gallery]"#) == "a  b  c ")
        #expect(expand("[audio]") == "")
    }

    @Test(arguments: [
        "<a title=\"[gallery]\">t</a>", "<!-- [gallery] -->", "<script>x = '[gallery]'</script>",
        "<style>a::after { content: '[gallery]' }</style>",
        "[caption width=\"300\"]<img src=\"x.png\"> A caption[/caption]", "[galleryx]", "plain text, [no] shortcode",
    ])
    func whatIsNotProseIsLeftAsWritten(_ html: String) {
        #expect(expand(html) == html)
    }

    @Test func afterAScriptClosesTextIsReadAgain() {
        #expect(expand("<script>'[gallery]'</script> 1 < 2 [gallery]") == "<script>'[gallery]'</script> 1 < 2 ")
    }

    @Test func doubleBracketsShowAShortcodeAsWrittenAndPreformattedTextIsNoException() {
        #expect(
            expand("<code>[[gallery columns=2]]</code> and [[audio]]") == "<code>[gallery columns=2]</code> and [audio]"
        )
        #expect(expand("<pre>[gallery]</pre>") == "<pre></pre>")
    }

    @Test func valuesAreEscapedSoAShortcodeCannotWriteMarkup() {
        let html = expand(#"[audio src='https://e.example/a.mp3?"><script>x</script>']"#)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&quot;&gt;&lt;script&gt;"))
    }

    @Test func aHostileCountIsBounded() {
        let brackets = String(repeating: "[", count: 100_000)
        let galleries = String(repeating: "[gallery]", count: WordPressMediaShortcodes.maximumShortcodes + 5)
        let html = expand(brackets + galleries)
        #expect(html == brackets + String(repeating: "[gallery]", count: 5))
    }
}
