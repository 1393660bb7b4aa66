import Foundation

/// The text of a PDF as `pdftotext` (Debian's poppler-utils) reads it: what a reader could select and search.
public enum PDFText {
    /// The text of the PDF at `path`, pages joined, as extracted: a ligature glyph printed as one (U+FB01 "ﬁ" for
    /// "fi") stays one, since search and screen readers meet it so.
    ///
    /// Throws when `pdftotext` cannot run.
    public static func read(_ path: String) async throws -> String {
        let child = try ChildProcess("/usr/bin/pdftotext", [path, "-"])
        await child.wait()
        return child.output
    }
}
