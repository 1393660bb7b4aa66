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

        /// How many pixels of `picture` have each of `colours`, in one pass (the swatches paint their colour exactly:
        /// measured, 224 by 224 pixels of it each).
        static func pixels(of colours: Set<UInt32>, in picture: WindowPicture) -> [UInt32: Int] {
            var found: [UInt32: Int] = [:]
            for y in 0..<picture.height {
                for x in 0..<picture.width {
                    let pixel = picture.pixel(x: x, y: y)
                    if colours.contains(pixel) { found[pixel, default: 0] += 1 }
                }
            }
            return found
        }

        /// The messages `frame` shows whole in its pane, the control aside.
        static func wholeOnScreen(_ frame: ReaderFrame?) -> [Int] {
            guard let frame else { return [] }
            return frame.messages.filter { message in
                message.index < count - 1 && message.y >= frame.pane.y
                    && message.y + message.height <= frame.pane.y + frame.pane.height
            }.map(\.index)
        }

        /// After each Page Down, the picture is read every half second until every message the pane shows whole has
        /// its swatch, up to 10 s (a bound for a loaded machine, not a measurement: a render's stand-in stays half a
        /// second after it; past it the paging stops); the swatch pixels of each message checked, and the control's
        /// once the last message holds an engine.
        @Test func anEngineHandedOnShowsTheNextMessagesOwnParts() async throws {
            let files = Dictionary(uniqueKeysWithValues: (1...Self.count).map { ("plot-\($0).eml", Self.message($0)) })
            let (reader, _) = try await ReaderSession.start(
                files, artefacts: "engine-parts", arguments: ["--size", "1000x800", "--expand", "all"])
            let window = try await reader.windowID()
            var found: [Int: Int] = [:]
            var control: [Int] = []
            // Where the column stood at the last placement read: a page's placement is the first settled one below
            // it. Counting settled placements instead took one the previous page still sent after the count (an
            // engine handed on late) for the new page's, and read the screen before it moved: a loaded run checked
            // 11 messages, not 13, two of them scrolled past unread.
            var top = reader.events(named: "visible").filter(ReaderSession.isSettled).last?["top"] as? Double ?? 0
            paging: for _ in 0..<(Self.count * 2) where reader.reader.isRunning {
                try await reader.key("Page_Down")
                // Up to 10 s for the placement and the renders it started: a bound for a loaded machine, not a
                // measurement.
                let below = top
                guard
                    let placed = await reader.event(
                        "visible", attempts: 100,
                        matching: { ReaderSession.isSettled($0) && ($0["top"] as? Double ?? 0) > below })
                else { continue }
                top = placed["top"] as? Double ?? top
                let atEnd = (placed["live"] as? [Int])?.contains(Self.count - 1) == true
                let deadline = ContinuousClock.now + .seconds(10)
                while true {
                    // The picture, and where the reader's last frame before it put each message.
                    let screen = try await ReaderScreen.capture(window: window, display: reader.display.name) {
                        reader.events(named: "frame").compactMap(ReaderFrame.init(event:))
                    }
                    let whole = Self.wholeOnScreen(screen.frame)
                    let counts = Self.pixels(of: Set((0..<Self.count).map { Self.colour($0 + 1) }), in: screen.picture)
                    for index in whole { found[index] = counts[Self.colour(index + 1)] ?? 0 }
                    if atEnd { control.append(counts[Self.colour(Self.count)] ?? 0) }
                    if whole.allSatisfy({ found[$0, default: 0] >= 1000 }) { break }
                    // A swatch still missing 10 s after its placement: the message shows no image of its own.
                    if ContinuousClock.now > deadline { break paging }
                    try await Task.sleep(for: .milliseconds(500))
                }
                if atEnd { break }
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
            // Each message's own swatch (measured: 224 by 224 pixels, 50,176), from its own part.
            #expect(found.values.allSatisfy { $0 >= 1000 }, "swatch pixels by message: \(found)")
        }
    }
}
#endif
