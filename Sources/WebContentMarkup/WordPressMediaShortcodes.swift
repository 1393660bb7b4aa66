import Foundation

/// WordPress's media shortcodes in a classic post as stored, written out as the markup WordPress shows, before the
/// sanitizer sees the content (so the players and links it makes pass the same policy as the post's own markup).
///
/// Follows `wp_audio_shortcode`, `wp_video_shortcode`, `gallery_shortcode` and `wp_playlist_shortcode` of
/// WordPress 6.1 (`wp-includes/media.php`) for a post whose content is all there is (no attachments, no theme):
/// - `[audio]` and `[video]` with a `src` of a media type, or a URL per type (`mp3="…"`), become a player with one
///   `<source>` each and a link to the first as its fallback; a `src` of another type becomes a link alone.
/// - `[gallery]` and `[playlist]` show a post's attached files: there are none here, so nothing, as WordPress
///   shows for a post without them.
///
/// Two differences, on purpose: a URL given without a name (`[audio https://…/a.mp3]`, as the theme unit test
/// writes it) is the player's source, where WordPress looks for the post's attached file instead; and no player
/// loads anything before the reader presses play (`preload="none"`, where WordPress has a video fetch its
/// metadata). A YouTube or Vimeo address in `[video]` is a link, where WordPress hands it to its player script,
/// which a sanitized post does not run. As in WordPress, a shortcode in double brackets (`[[gallery]]`) is shown as written, in single ones;
/// shortcodes inside tags, comments, scripts and style sheets stay as they are.
public enum WordPressMediaShortcodes {
    /// The audio types WordPress plays (`wp_get_audio_extensions`) and their media types.
    static let audioTypes = [
        ("mp3", "audio/mpeg"), ("ogg", "audio/ogg"), ("flac", "audio/flac"), ("m4a", "audio/mpeg"),
        ("wav", "audio/wav"),
    ]
    /// The video types WordPress plays (`wp_get_video_extensions`) and their media types.
    static let videoTypes = [
        ("mp4", "video/mp4"), ("m4v", "video/mp4"), ("webm", "video/webm"), ("ogv", "video/ogg"),
        ("flv", "video/x-flv"),
    ]
    /// A post holds a few; past this many the rest stay as written (each costs a pass over the content).
    public static let maximumShortcodes = 200

    private static let names = ["audio", "video", "gallery", "playlist"]
    // Regex is not Sendable: each use makes its own.
    private static var shortcode: Regex<(Substring, Substring, Substring)> {
        /\[(audio|video|gallery|playlist)((?:\s+[^\]\s=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s\]]+))?)*)\s*\/?\]/
            .ignoresCase()
    }
    private static var attribute: Regex<(Substring, Substring, Substring?, Substring?, Substring?)> {
        /([^\s=\]]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+)))?/
    }

    /// `html` with its media shortcodes written out; `html` itself when it has none.
    public static func expand(_ html: String) -> String {
        guard names.contains(where: { html.range(of: "[\($0)", options: .caseInsensitive) != nil }) else { return html }
        var result = ""
        var rest = html[...]
        var scanner = MarkupPosition()
        var count = 0
        let shortcode = shortcode
        while count < maximumShortcodes, let open = rest.utf8.firstIndex(of: UInt8(ascii: "[")) {
            let before = rest[..<open]
            scanner.advance(over: before)
            result += before
            rest = rest[open...]
            guard let match = rest.prefixMatch(of: shortcode) else {
                // Not one of ours: the bracket is text, and the search goes on after it.
                let next = rest.utf8.index(after: rest.startIndex)
                scanner.advance(over: rest[..<next])
                result += rest[..<next]
                rest = rest[next...]
                continue
            }
            count += 1
            let written = rest[match.range]
            if result.hasSuffix("["), written.endIndex < rest.endIndex, rest[written.endIndex] == "]" {
                // `[[name]]`: WordPress's way to write a shortcode as text.
                result.removeLast()
                result += written
                scanner.advance(over: rest[...written.endIndex])
                rest = rest[rest.index(after: written.endIndex)...]
                continue
            }
            result +=
                scanner.isInText
                ? markup(name: match.output.1.lowercased(), attributes: attributes(of: match.output.2))
                : String(written)
            scanner.advance(over: written)
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    /// The attributes of a shortcode, names lowercased; a value without a name is kept under its position ("0").
    static func attributes(of text: Substring) -> [String: String] {
        var found: [String: String] = [:]
        var position = 0
        for match in text.matches(of: attribute) {
            let name = String(match.output.1)
            guard let value = match.output.2 ?? match.output.3 ?? match.output.4 else {
                found["\(position)"] = name
                position += 1
                continue
            }
            found[name.lowercased()] = value.replacingOccurrences(of: "&amp;", with: "&")
        }
        return found
    }

    private static func markup(name: String, attributes: [String: String]) -> String {
        switch name {
        case "audio": player(audio: true, attributes)
        case "video": player(audio: false, attributes)
        default: ""
        }
    }

    /// WordPress's player for `attributes`, its link alone, or nothing.
    private static func player(audio: Bool, _ attributes: [String: String]) -> String {
        let types = audio ? audioTypes : videoTypes
        let tag = audio ? "audio" : "video"
        var sources: [(url: String, type: String)] = []
        if let src = nonEmpty(attributes["src"]) ?? nonEmpty(attributes["0"]) {
            guard let type = mediaType(of: src, among: types) else {
                return
                    "<div><a class=\"wp-embedded-\(tag)\" href=\"\(HTMLText.escape(src))\">\(HTMLText.escape(src))</a></div>"
            }
            sources.append((src, type))
        }
        for (ext, type) in types {
            if let url = nonEmpty(attributes[ext]), mediaType(of: url, among: types) != nil {
                sources.append((url, type))
            }
        }
        guard let first = sources.first else { return "" }
        let inner =
            sources.map { "<source type=\"\($0.type)\" src=\"\(HTMLText.escape($0.url))\">" }.joined()
            + "<a href=\"\(HTMLText.escape(first.url))\">\(HTMLText.escape(first.url))</a>"
        if audio {
            return "<div class=\"wp-audio\"><audio class=\"wp-audio-shortcode\" preload=\"none\" style=\"width: 100%;\""
                + " controls>\(inner)</audio></div>"
        }
        // WordPress scales a video down only to a theme's content width; the column scales it here (max-width).
        let (width, height) = (size(attributes["width"]) ?? 640, size(attributes["height"]) ?? 360)
        let poster = nonEmpty(attributes["poster"]).map { " poster=\"\(HTMLText.escape($0))\"" } ?? ""
        return
            "<div style=\"width: \(width)px; max-width: 100%;\" class=\"wp-video\"><video class=\"wp-video-shortcode\""
            + " width=\"\(width)\" height=\"\(height)\"\(poster) preload=\"none\" style=\"width: 100%; height: auto;\""
            + " controls>\(inner)</video></div>"
    }

    /// The media type of `url` by its path's extension, as `wp_check_filetype` reads it, when `types` has it.
    private static func mediaType(of url: String, among types: [(String, String)]) -> String? {
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let ext = path[path.index(after: dot)...].lowercased()
        return types.first { $0.0 == ext }?.1
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    private static func size(_ value: String?) -> Int? {
        guard let value, let number = Int(value.trimmingCharacters(in: .whitespaces)), number > 0 else { return nil }
        return min(number, 10_000)
    }
}
