import Foundation

extension PageEvent {
    /// Reads an event from its wire shape (`{"type": "click" | "tap" | "size" | "remoteBlocked", ...}`).
    ///
    /// Throws a ``WebContentError/Code/pageMessage`` error when the shape is wrong; never traps on hostile input.
    init(wire value: JSONValue) throws {
        guard case .object = value, let type = value["type"]?.stringValue else {
            throw WebContentError.malformed("an event needs a string \"type\"")
        }
        switch type {
        case "click":
            let href = value["href"]?.stringValue
            self = .click(url: href.flatMap(URL.init(string:)), isMainFrame: value["mainFrame"]?.boolValue ?? false)
        case "tap":
            self = .tap(try Self.tap(value), try Self.generation(value))
        case "size":
            guard let width = Self.finite(value["width"]), let height = Self.finite(value["height"]),
                width >= 0, height >= 0
            else { throw WebContentError.malformed("a size event needs finite, non-negative width and height") }
            self = .contentSize(ContentSize(width: width, height: height), try Self.generation(value))
        case "remoteBlocked":
            guard let url = value["url"]?.stringValue else {
                throw WebContentError.malformed("a remoteBlocked event needs a string url")
            }
            self = .remoteBlocked(url: url, tracker: value["tracker"]?.boolValue ?? false)
        default:
            throw WebContentError.malformed("unknown event type")
        }
    }

    private static func tap(_ value: JSONValue) throws -> ContentTap {
        guard let text = value["url"]?.stringValue, let url = URL(string: text) else {
            throw WebContentError.malformed("a tap needs a valid url")
        }
        switch value["kind"]?.stringValue {
        case "image": return .image(url)
        case "embed":
            guard let kind = value["embed"]?.stringValue.flatMap(EmbedKind.init(rawValue:)) else {
                throw WebContentError.malformed("an embed tap needs embed: iframe, video or audio")
            }
            return .embed(kind, url)
        default:
            throw WebContentError.malformed("a tap needs kind: image or embed")
        }
    }

    /// The generation stamp; absent means ``RenderGeneration/none`` (never current).
    private static func generation(_ value: JSONValue) throws -> RenderGeneration {
        guard let raw = value["generation"], raw != .null else { return .none }
        // Integers up to 2^53 are exact in a JavaScript number.
        guard let number = finite(raw), number >= 0, number <= 9_007_199_254_740_992, number.rounded() == number else {
            throw WebContentError.malformed("generation must be a non-negative integer")
        }
        return RenderGeneration(UInt64(number))
    }

    private static func finite(_ value: JSONValue?) -> Double? {
        guard let number = value?.doubleValue, number.isFinite else { return nil }
        return number
    }
}
