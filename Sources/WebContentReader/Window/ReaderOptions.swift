import Foundation
public import WebContentCore

/// How a reader window runs: its size, look, routes and what it tells as it goes.
public struct ReaderOptions: Sendable {
    /// The window's width in pixels.
    public var windowWidth = 1100
    /// The window's height in pixels.
    public var windowHeight = 800
    /// The theme the window starts in.
    public var theme = Theme.light
    /// Links these match open native panels.
    public var routes = RouteTable.empty
    /// Write the window to this PNG once the visible messages have settled, then close.
    public var screenshot: String?
    /// Hears one ``ReaderEvent`` per thing the window shows (for scripts and tests).
    public var events: (@Sendable (ReaderEvent) -> Void)?
    /// Keep a PNG of the window after each event, numbered, in this folder.
    public var recordFolder: String?
    /// Open every message of a thread (engines still only for those near the viewport), not only the newest.
    public var expandsAll = false
    /// Keep an open message's engine when it scrolls away (no render when it comes back, a web process per open
    /// message).
    public var keepsEngines = false
    /// A message scrolled away hands its engine to the message coming into view where their settings agree, rather
    /// than closing it (see `MessageColumn.reusesEngines`).
    public var reusesEngines = true
    /// Where "Print to PDF" writes.
    public var pdfFolder = "."

    /// The defaults: a 1100 by 800 light window that tells nothing.
    public init() {}
}
