/// A 1x1 PNG: the smallest real image a test can put in a page without loading anything.
enum TestPixel {
    static let base64 =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

    /// The pixel as a `data:` URL, for an `src`.
    static let dataURL = "data:image/png;base64," + base64
}
