import Foundation

/// A window as the X server shows it, read with `xwd` (x11-apps): 32-bit pixels, row by row.
struct WindowPicture: Equatable {
    let width: Int
    let height: Int
    let bytesPerLine: Int
    let pixelOffset: Int
    let data: Data

    /// `xwd -id window` on `display`, parsed: the XWD header is 25 big-endian 32-bit fields, then the window's
    /// name, then `ncolors` 12-byte colour entries, then the pixels.
    static func read(window: String, display: String) throws -> WindowPicture {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xwd")
        process.arguments = ["-silent", "-display", display, "-id", window]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard data.count > 100 else {
            throw BenchError.failed("xwd wrote \(data.count) bytes (is x11-apps installed?)")
        }
        let field = { (index: Int) in
            data[data.startIndex + index * 4..<data.startIndex + index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard field(11) == 32 else { throw BenchError.failed("xwd: \(field(11)) bits per pixel, not 32") }
        let picture = WindowPicture(
            width: field(4), height: field(5), bytesPerLine: field(12), pixelOffset: field(0) + field(19) * 12,
            data: data)
        guard picture.pixelOffset + picture.height * picture.bytesPerLine <= data.count else {
            throw BenchError.failed("xwd: short picture")
        }
        return picture
    }

    /// The most consecutive rows in `rows` whose pixels in `columns` are all of one colour.
    func longestUniformRun(columns: Range<Int>, rows: Range<Int>) -> Int {
        var longest = 0
        var run = 0
        data.withUnsafeBytes { bytes in
            for row in rows.clamped(to: 0..<height) {
                let start = pixelOffset + row * bytesPerLine
                let pixel = { (column: Int) in bytes.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self)
                }
                let first = pixel(columns.lowerBound)
                let uniform = columns.clamped(to: 0..<width).allSatisfy { pixel($0) & 0xFF_FFFF == first & 0xFF_FFFF }
                run = uniform ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }
}
