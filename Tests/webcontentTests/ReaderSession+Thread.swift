import Foundation

extension ReaderSession {
    /// A thread of `count` HTML replies for the reader's folder, by file name: reply `index` (from 1) is from
    /// Member `index` at `domain`, to `recipient`, about `subject` ("Re: " before it from the second reply on),
    /// sent `date(index)`, with `body(index)` as its HTML. The scroll, paging and memory tests differ only in these.
    static func thread(
        _ count: Int, domain: String, recipient: String, subject: String,
        name: (Int) -> String = { "reply-\($0).eml" }, date: (Int) -> String, body: (Int) -> String
    ) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: (1...count).map { index in
                (
                    name(index),
                    """
                    From: Member \(index) <member\(index)@\(domain)>\r
                    To: \(recipient)\r
                    Subject: \(index == 1 ? "" : "Re: ")\(subject)\r
                    Date: \(date(index))\r
                    MIME-Version: 1.0\r
                    Content-Type: text/html; charset=utf-8\r
                    \r
                    \(body(index))\r

                    """
                )
            })
    }

    /// The day of June or July 2026 that reply `index` of a long thread is sent on ("01 Jun" to "28 Jun", then
    /// July).
    static func dayOfSummer(_ index: Int) -> String {
        "\(String(format: "%02d", (index - 1) % 28 + 1)) \(index <= 28 ? "Jun" : "Jul")"
    }
}
