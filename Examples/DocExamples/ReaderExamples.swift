#if os(Linux)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentGTK
import WebContentMail
import WebContentReader

/// WebContentReader's "Getting started": documents grouped into threads, a column in a window, the whole reader.
@MainActor
func readerGettingStarted(body: String, sent: Date, inlineParts: [MailPart], page: ReaderDocument) async throws {
    // snippet reader-threads
    let message = ReaderDocument(
        path: "inbox/3.eml", html: body, subject: "Re: Seed swap", sender: "Ana", date: sent,
        messageID: "<3@allotment.example>", parts: MailPartStore(parts: inlineParts))
    let threads = ReaderThread.group([message, page])
    // snippet end
    guard let thread = threads.first else { return }
    // snippet reader-column
    try await GTKWebEngine.startGTK()
    let column = await MessageColumn()
    await Task { @GLibActor in
        let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_child(window, column.widget.pointer)
        gtk_window_present(window)
    }.value
    await column.show(thread.documents, opening: .all)
    // snippet end
    // snippet reader-window
    var options = ReaderOptions()
    options.expandsAll = true
    let status = await Reader(threads: threads, options: options).run()
    // snippet end
    print(status)
}
#endif
