/// The text bytes decoded to, and how the decoding went.
struct TextDecoding: Sendable, Hashable {
    /// The text, U+FFFD where the bytes were invalid.
    let text: String
    /// The encoding that decoded the bytes: a byte-order mark may have chosen another than the one asked for.
    let encoding: TextEncoding
    /// How many U+FFFD the decoder put in for invalid input.
    let errors: Int
    /// Whether a byte-order mark chose `encoding`.
    let byteOrderMark: Bool
}
