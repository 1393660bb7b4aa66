internal import CWebKitGTK
import Foundation
import WebContentGTK

extension WebViewBackend {
    /// `createPDF`'s PDF for call `id`: the document printed on one `sheet`, read back from a private folder.
    func printPDF(id: UInt64, sheet: PrintSheet) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "webkit-shim-pdf-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("page.pdf")
        let reference = Reference(self, id: id)
        print(to: file, sheet: sheet) { failure in
            defer { try? FileManager.default.removeItem(at: folder) }
            let outcome: Result<Data, ShimError>
            if let failure {
                outcome = .failure(.webKit(.unknown, failure))
            } else if let data = try? Data(contentsOf: file), data.starts(with: Array("%PDF".utf8)) {
                outcome = .success(data)
            } else {
                outcome = .failure(.webKit(.unknown, "printing made no PDF"))
            }
            reference.target?.report(.pdfFinished(id: reference.id, outcome))
        }
    }

    /// Prints the document with GTK's "Print to File" printer to `file` on `sheet`, no dialog, and calls `done`
    /// with nil, or with what failed.
    func print(to file: URL, sheet: PrintSheet, done: @escaping @GLibActor @Sendable (_ failure: String?) -> Void) {
        guard let view else { return done("the web view is closed") }
        let settings = gtk_print_settings_new()
        gtk_print_settings_set_printer(settings, "Print to File")
        gtk_print_settings_set(settings, "output-file-format", "pdf")
        gtk_print_settings_set(settings, "output-uri", file.absoluteString)
        let paper = gtk_paper_size_new_custom("shim", "shim", sheet.width, sheet.height, GTK_UNIT_POINTS)
        gtk_print_settings_set_paper_size(settings, paper)
        let setup = gtk_page_setup_new()
        gtk_page_setup_set_paper_size(setup, paper)
        gtk_paper_size_free(paper)
        gtk_page_setup_set_top_margin(setup, sheet.top, GTK_UNIT_POINTS)
        gtk_page_setup_set_bottom_margin(setup, sheet.bottom, GTK_UNIT_POINTS)
        gtk_page_setup_set_left_margin(setup, sheet.left, GTK_UNIT_POINTS)
        gtk_page_setup_set_right_margin(setup, sheet.right, GTK_UNIT_POINTS)
        let operation = webkit_print_operation_new(view)!
        webkit_print_operation_set_print_settings(operation, settings)
        webkit_print_operation_set_page_setup(operation, setup)
        g_object_unref(UnsafeMutableRawPointer(settings))
        g_object_unref(UnsafeMutableRawPointer(setup))
        let job = PrintJob(done: done)
        let finished: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let job = Unmanaged<PrintJob>.fromOpaque(data!).takeUnretainedValue()
            GLibActor.assumeIsolated { job.finish(nil) }
        }
        let failed:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void =
                { _, error, data in
                    let job = Unmanaged<PrintJob>.fromOpaque(data!).takeUnretainedValue()
                    let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "print failed"
                    GLibActor.assumeIsolated { job.finish(message) }
                }
        for (signal, handler) in [
            ("failed", unsafeBitCast(failed, to: GCallback.self)),
            ("finished", unsafeBitCast(finished, to: GCallback.self)),
        ] {
            g_signal_connect_data(
                UnsafeMutableRawPointer(operation), signal, handler, Unmanaged.passRetained(job).toOpaque(),
                { data, _ in Unmanaged<PrintJob>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
        }
        webkit_print_operation_print(operation)
        // The operation keeps itself alive while it prints.
        g_object_unref(UnsafeMutableRawPointer(operation))
    }
}
