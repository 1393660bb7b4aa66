extension MailEncodedWord {
    /// Finds the next `?=` and the next blank at or after a position, remembering the last answer.
    ///
    /// Every `=?cs?Q?` in a header starts a search for its end; without memory a header full of unterminated
    /// words (`=?a?q?x=?a?q?x...`) searched to its end from each one, quadratic (minutes for 140 KB). The
    /// answers only move forward as the starts do, so each byte is looked at about once.
    struct Scanner {
        let chars: [UInt8]
        private var terminatorFound = (from: Int.max, at: 0)
        private var blankFound = (from: Int.max, at: 0)

        init(chars: [UInt8]) {
            self.chars = chars
        }

        /// The index of the `?` of the first `?=` at or after `start`, or `chars.count` when there is none.
        mutating func terminator(from start: Int) -> Int {
            if terminatorFound.from <= start && terminatorFound.at >= start { return terminatorFound.at }
            var index = start
            while index + 1 < chars.count, !(chars[index] == 0x3F && chars[index + 1] == 0x3D) { index += 1 }
            let found = index + 1 < chars.count ? index : chars.count
            terminatorFound = (start, found)
            return found
        }

        /// The index of the first byte at or below space (blank or control) at or after `start`, or `chars.count`.
        mutating func blank(from start: Int) -> Int {
            if blankFound.from <= start && blankFound.at >= start { return blankFound.at }
            var index = start
            while index < chars.count, chars[index] > 0x20 { index += 1 }
            blankFound = (start, index)
            return index
        }
    }
}
