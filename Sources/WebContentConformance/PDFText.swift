import Foundation

/// The text of a PDF as `pdftotext` (Debian's poppler-utils) reads it: what a reader could select and search.
public enum PDFText {
    /// The text of the PDF at `path`, pages joined, NFKC-normalised so the fonts' ligatures ("ﬁ") read back as the
    /// letters they join.
    ///
    /// Throws when `pdftotext` cannot run.
    public static func read(_ path: String) async throws -> String {
        let child = try ChildProcess("/usr/bin/pdftotext", [path, "-"])
        await child.wait()
        return child.output.precomposedStringWithCompatibilityMapping
    }
}
