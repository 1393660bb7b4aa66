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

    /// A thread of the allotment's members (the scroll and memory tests' thread): reply `index` is sent on
    /// `weekday`, the `index`th day from 1 June 2026 (28 days a month), at 09:00.
    static func allotmentThread(
        _ count: Int, subject: String, weekday: String, body: (Int) -> String
    ) -> [String: String] {
        thread(
            count, domain: "allotment.example", recipient: "plot@allotment.example", subject: subject,
            date: { index in
                let day = String(format: "%02d", (index - 1) % 28 + 1)
                return "\(weekday), \(day) \(index <= 28 ? "Jun" : "Jul") 2026 09:00:00 +0000"
            }, body: body)
    }
}
