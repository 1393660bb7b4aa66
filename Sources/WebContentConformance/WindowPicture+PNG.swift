public import Foundation

extension WindowPicture {
    /// The picture as a PNG file, for a person to look at after a test: RGB rows, deflate's stored blocks (no
    /// compression library needed; a 1000 by 800 window is about 2.4 MB, so tests keep only the screens that
    /// matter).
    public func png() -> Data {
        var raw = Data(capacity: height * (width * 3 + 1))
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let colour = pixel(x: x, y: y)
                raw.append(contentsOf: [UInt8(colour >> 16 & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF)])
            }
        }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, no filter set, not interlaced
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", Self.storedZlib(raw))
        file.appendChunk("IEND", Data())
        return file
    }

    /// `data` in a zlib stream of stored (uncompressed) deflate blocks of at most 65,535 bytes each.
    private static func storedZlib(_ data: Data) -> Data {
        var stream = Data([0x78, 0x01])
        var offset = data.startIndex
        repeat {
            let count = min(65_535, data.endIndex - offset)
            stream.append(offset + count == data.endIndex ? 1 : 0)
            stream.append(contentsOf: [
                UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF),
            ])
            stream.append(data[offset..<offset + count])
            offset += count
        } while offset < data.endIndex
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        stream.appendBigEndian(b << 16 | a)
        return stream
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }

    /// A PNG chunk: length, type, data and the CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let body = Data(type.utf8) + data
        append(body)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        appendBigEndian(~crc)
    }
}
