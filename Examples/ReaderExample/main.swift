// An app of its own with the reader's message column in its window: the HTML files named on the command line,
// shown as one column, every one open (engines only for those near the viewport). The README shows this code.
#if os(Linux)
// snippet reader-app
import CWebKitGTK
import Foundation
import WebContentGTK
import WebContentReader

let documents = CommandLine.arguments.dropFirst().map { path in
    ReaderDocument(path: path, html: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
}
try await GTKWebEngine.startGTK()
let column = await MessageColumn()
await Task { @GLibActor in
    let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_default_size(window, 900, 700)
    gtk_window_set_child(window, column.widget.pointer)
    gtk_window_present(window)
}.value
await column.show(documents, opening: .all)
// snippet end
// GTK runs the window on its own thread; this one only keeps the process alive until it is stopped.
while true { try await Task.sleep(for: .seconds(3600)) }
#endif
