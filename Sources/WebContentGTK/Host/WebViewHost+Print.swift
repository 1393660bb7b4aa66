#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

extension WebViewHost {
    /// Prints the document to a PDF through GTK's "Print to File" printer, without a dialog, and returns its bytes.
    ///
    /// WebKit lays the pages out in the web process and GTK's file backend writes them with cairo, so the text
    /// stays text (``PrintFile``).
    func printPDF(ticket: UInt64, timeout: Duration) async throws -> Data {
        try ensureOpen()
        try ensureCurrent(ticket)
        let file = try PrintFile()
        defer { file.remove() }
        let call = try session.calls.register(Void.self, timeout: timeout, what: "print")
        startPrint(to: file.url, reference: HostReference(self, id: call.id))
        try await call.value()
        return try file.pdf()
    }

    private func startPrint(to file: URL, reference: HostReference) {
        let settings = gtk_print_settings_new()
        gtk_print_settings_set_printer(settings, "Print to File")
        gtk_print_settings_set(settings, "output-file-format", "pdf")
        gtk_print_settings_set(settings, "output-uri", file.absoluteString)
        let operation = webkit_print_operation_new(view)
        webkit_print_operation_set_print_settings(operation, settings)
        g_object_unref(UnsafeMutableRawPointer(settings))
        let instance = UnsafeMutableRawPointer(operation!)
        let finished: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let reference = HostReference.borrow(data)
            GLibActor.assumeIsolated { reference.host?.session.calls.call(reference.id, as: Void.self)?.succeed(()) }
        }
        let failed:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void =
                { _, error, data in
                    let reference = HostReference.borrow(data)
                    let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
                    GLibActor.assumeIsolated {
                        reference.host?.session.calls.call(reference.id, as: Void.self)?.fail(
                            WholeDocumentCapture.print.failure(message))
                    }
                }
        // "failed" comes before "finished" when printing fails: the call is answered by the first.
        for (signal, handler) in [
            ("failed", unsafeBitCast(failed, to: GCallback.self)),
            ("finished", unsafeBitCast(finished, to: GCallback.self)),
        ] {
            wck_signal_connect(
                instance, signal, handler, HostReference(reference.host!, id: reference.id).retainedPointer(),
                { data, _ in Unmanaged<HostReference>.fromOpaque(data!).release() })
        }
        webkit_print_operation_print(operation)
        // The operation keeps itself alive while it prints; our reference goes now.
        g_object_unref(instance)
    }
}
#endif
