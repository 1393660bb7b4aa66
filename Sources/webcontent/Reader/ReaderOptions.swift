import Foundation
import WebContentCore

/// How `webcontent view` was asked to run.
struct ReaderOptions: Sendable {
    var windowWidth = 1100
    var windowHeight = 800
    var theme = Theme.light
    var routes = RouteTable.empty
    /// Write the window to this PNG once the visible messages have settled, then exit.
    var screenshot: String?
    /// Print one JSON line per thing the window shows (for scripts and tests).
    var printsEvents = false
    /// Keep a PNG of the window after each such event, numbered, in this folder.
    var recordFolder: String?
    /// Open every message of a thread (engines still only for those on screen), not only the newest.
    var expandsAll = false
    /// Keep an open message's engine when it scrolls off screen (no render when it comes back, a web
    /// process per open message).
    var keepsEngines = false
    /// Where "Print to PDF" writes.
    var pdfFolder = "."
}
