import Foundation

/// A window as the X server shows it, read with `xwd` (x11-apps): 32-bit pixels, row by row.
///
/// The witness of what a person sees: it is the display's picture, not the program's own account of its widgets.
public struct WindowPicture: Equatable, Sendable {
    /// The picture's size in pixels.
    public let width: Int
    /// The picture's size in pixels.
    public let height: Int
    let bytesPerLine: Int
    let pixelOffset: Int
    let data: Data

    /// `xwd -id window` on `display`, parsed: the XWD header is 25 big-endian 32-bit fields, then the window's
    /// name, then `ncolors` 12-byte colour entries, then the pixels.
    public static func read(window: String, display: String) async throws -> WindowPicture {
        // Awaited, not blocked on: tests share a cooperative pool as small as the machine's cores.
        let xwd = try ChildProcess("/usr/bin/xwd", ["-silent", "-display", display, "-id", window])
        await xwd.wait(limit: .seconds(60))
        let data = xwd.outputData
        guard data.count > 100 else {
            throw ConformanceFailure("xwd wrote \(data.count) bytes (is x11-apps installed?)")
        }
        let field = { (index: Int) in
            data[data.startIndex + index * 4..<data.startIndex + index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard field(11) == 32 else { throw ConformanceFailure("xwd: \(field(11)) bits per pixel, not 32") }
        let picture = WindowPicture(
            width: field(4), height: field(5), bytesPerLine: field(12), pixelOffset: field(0) + field(19) * 12,
            data: data)
        guard picture.pixelOffset + picture.height * picture.bytesPerLine <= data.count else {
            throw ConformanceFailure("xwd: short picture")
        }
        return picture
    }

    /// The colour at `x`, `y` as 0xRRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 {
        data.withUnsafeBytes { bytes in
            bytes.loadUnaligned(fromByteOffset: pixelOffset + y * bytesPerLine + x * 4, as: UInt32.self) & 0xFF_FFFF
        }
    }

    /// Whether every pixel in `columns` by `rows` (clamped to the picture) has one colour: nothing is painted there
    /// but a background.
    public func isUniform(columns: Range<Int>, rows: Range<Int>) -> Bool {
        let (columns, rows) = (columns.clamped(to: 0..<width), rows.clamped(to: 0..<height))
        guard let first = columns.first, let top = rows.first else { return true }
        let colour = pixel(x: first, y: top)
        return data.withUnsafeBytes { bytes in
            rows.allSatisfy { row in
                let start = pixelOffset + row * bytesPerLine
                return columns.allSatisfy {
                    bytes.loadUnaligned(fromByteOffset: start + $0 * 4, as: UInt32.self) & 0xFF_FFFF == colour
                }
            }
        }
    }
}
