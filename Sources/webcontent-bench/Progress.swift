import Foundation

/// Progress lines on standard error, so standard output stays one table or one JSON object.
enum Progress {
    static func log(_ line: String) {
        FileHandle.standardError.write(Data(("webcontent-bench: " + line + "\n").utf8))
    }
}
