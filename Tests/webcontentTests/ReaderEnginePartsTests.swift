#if os(Linux)
import Foundation
import Testing
import WebContentConformance

extension ReaderSuite {
    /// An engine handed on from message to message shows each message's own inline parts (`cid:`), read on the
    /// display: each message's image is a swatch of a colour of its own, looked for in the window's picture (`xwd`).
    ///
    /// A message's parts are answered by its engine's resource provider; one that went on to the next message would
    /// answer with the last message's parts, and the next message's image would not load. The control is the last
    /// message: its image names a part it does not carry, and its colour must not be on the screen, which proves the
    /// reading sees an image that did not load.
    @Suite(.serialized)
    struct ReaderEnginePartsTests {
        static let count = 24

        /// Message `index`'s swatch colour, 0xRRGGBB: saturated, and far from its neighbours and the window's greys.
        static func colour(_ index: Int) -> UInt32 {
            let (red, green, blue) = (UInt32(40 + index * 8), UInt32(230 - index * 7), UInt32((index * 97) % 200 + 40))
            return red << 16 | green << 8 | blue
        }

        /// A 4 by 4 BMP of one colour (24 bits a pixel, rows bottom-up): an image format WebKit decodes, written here.
        static func swatch(_ colour: UInt32) -> Data {
            var bytes: [UInt8] = Array("BM".utf8)
            let le32 = { (value: UInt32) in (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
            bytes += le32(54 + 48) + le32(0) + le32(54)
            bytes += le32(40) + le32(4) + le32(4) + [1, 0, 24, 0] + le32(0) + le32(48) + le32(2835) + le32(2835)
            bytes += le32(0) + le32(0)
            let pixel = [UInt8(colour & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour >> 16 & 0xFF)]
            for _ in 0..<16 { bytes += pixel }
            return Data(bytes)
        }

        /// Reply `index` (from 1): a line and its swatch, shown from a `cid:` part it carries; the last names a part
        /// it does not carry.
        static func message(_ index: Int) -> String {
            let day = String(format: "%02d", index)
            let named = index == count ? "plot-\(index)-elsewhere" : "plot-\(index)"
            return """
                From: Member \(index) <member\(index)@allotment.example>\r
                To: plot@allotment.example\r
                Subject: \(index == 1 ? "" : "Re: ")Plot map\r
                Date: Sat, \(day) Jun 2026 09:00:00 +0000\r
                MIME-Version: 1.0\r
                Content-Type: multipart/related; boundary="plot"\r
                \r
                --plot\r
                Content-Type: text/html; charset=utf-8\r
                \r
                <p>Reply \(index): my plot on the map.</p><img src="cid:\(named)@allotment.example" width="320" height="60">\r
                --plot\r
                Content-Type: image/bmp\r
                Content-Transfer-Encoding: base64\r
                Content-ID: <plot-\(index)@allotment.example>\r
                \r
                \(swatch(colour(index)).base64EncodedString())\r
                --plot--\r

                """
        }

        /// How many pixels of `picture` are within 3 of `colour` in each channel.
        static func pixels(of colour: UInt32, in picture: WindowPicture) -> Int {
            let channels = { (value: UInt32) in [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map(Int.init) }
            let wanted = channels(colour)
            let near = { (x: Int, y: Int) in
                zip(channels(picture.pixel(x: x, y: y)), wanted).allSatisfy { abs($0 - $1) <= 3 }
            }
            var found = 0
            for y in 0..<picture.height {
                for x in 0..<picture.width where near(x, y) { found += 1 }
            }
            return found
        }

        /// The messages of a "visible" event that an engine shows whole inside a picture `height` rows tall, the
        /// control aside.
        static func wholeOnScreen(_ event: [String: Any], height: Int) -> [Int] {
            ReaderSession.messages(event).compactMap { message in
                guard let index = message["index"] as? Int, index < count - 1, message["live"] as? Bool == true,
                    let y = message["y"] as? Double, let tall = message["height"] as? Int, y >= 0,
                    y + Double(tall) <= Double(height)
                else { return nil }
                return index
            }
        }

        /// After each Page Down, the picture is read every half second until every message an engine shows whole has
        /// its swatch, up to 10 s (a bound for a loaded machine, not a measurement: a render's stand-in stays half a
        /// second after it); the swatch pixels of each message checked, and of the control whenever it was on screen.
        @Test func anEngineHandedOnShowsTheNextMessagesOwnParts() async throws {
            let files = Dictionary(uniqueKeysWithValues: (1...Self.count).map { ("plot-\($0).eml", Self.message($0)) })
            let (reader, _) = try await ReaderSession.start(
                files, artefacts: "engine-parts", arguments: ["--size", "1000x800", "--expand", "all"])
            let window = try await reader.windowID()
            var found: [Int: Int] = [:]
            var control: [Int] = []
            for _ in 0..<(Self.count * 2) where reader.reader.isRunning {
                let before = reader.events(named: "visible").count
                try await reader.key("Page_Down")
                // Up to 10 s for the placement: a bound for a loaded machine, not a measurement.
                guard let placed = await reader.event("visible", skipping: before, attempts: 100) else { continue }
                for _ in 0..<20 {
                    let picture = try await WindowPicture.read(window: window, display: reader.display.name)
                    let whole = Self.wholeOnScreen(placed, height: picture.height)
                    let seen = whole.map { ($0, Self.pixels(of: Self.colour($0 + 1), in: picture)) }
                    for (index, pixels) in seen { found[index] = pixels }
                    if (placed["live"] as? [Int])?.contains(Self.count - 1) == true {
                        control.append(Self.pixels(of: Self.colour(Self.count), in: picture))
                    }
                    if seen.allSatisfy({ $0.1 >= 1000 }) { break }
                    try await Task.sleep(for: .milliseconds(500))
                }
                if (placed["live"] as? [Int])?.contains(Self.count - 1) == true { break }
            }
            let reused = reader.events(named: "visible").last?["reused"] as? Int ?? 0
            print(
                "figure: reader engine parts: engines handed on \(reused); swatch pixels by message "
                    + "\(found.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }), control \(control)")
            #expect(try await reader.close() == 0)
            #expect(reused >= Self.count / 2, "engines handed on from message to message: \(reused)")
            #expect(found.count >= Self.count / 2, "messages checked on screen: \(found.count)")
            // The control: an image that did not load leaves no swatch (measured: 0 pixels).
            #expect(!control.isEmpty && control.allSatisfy { $0 == 0 }, "the control's colour on screen: \(control)")
            // Each message's own swatch, 320 by 60 (19,200 pixels at full zoom), from its own part.
            #expect(found.values.allSatisfy { $0 >= 1000 }, "swatch pixels by message: \(found)")
        }
    }
}
#endif
