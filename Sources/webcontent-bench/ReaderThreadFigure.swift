import Foundation

/// R9: a 50-message thread in the reader window, until its newest message is painted, against that message alone.
///
/// Both sides are the whole `webcontent view --screenshot` process (start, read the messages, build the window,
/// render, write the window, exit), alternating, so what the thread costs beyond its newest message shows: 49
/// more messages read, listed and laid out as collapsed headers, and no engine for any of them.
struct ReaderThreadFigure {
    let webcontent: URL
    let runs: Int
    var messages = 50

    func measure() throws -> Figure {
        var figure = Figure(.r9, on: "\(messages) messages")
        let scratch = try ScratchFolder("r9", subfolders: ["thread", "alone"])
        defer { scratch.remove() }
        let thread = scratch.url("thread")
        let alone = scratch.url("alone")
        for index in 1...messages {
            let message = Self.message(index)
            try message.write(to: thread.appendingPathComponent("\(index).eml"), atomically: true, encoding: .utf8)
            if index == messages {
                try message.write(to: alone.appendingPathComponent("\(index).eml"), atomically: true, encoding: .utf8)
            }
        }
        let png = scratch.url("window.png").path
        let command = { (folder: URL) in
            [webcontent.path, "view", "--size", "1000x800", "--screenshot", png, folder.path]
        }
        var ours = Samples()
        var reference = Samples()
        _ = try ColdProcessFigure.timedRun(command(thread))
        _ = try ColdProcessFigure.timedRun(command(alone))
        for _ in 0..<runs {
            ours.add(try ColdProcessFigure.timedRun(command(thread)))
            reference.add(try ColdProcessFigure.timedRun(command(alone)))
        }
        figure.ours = ours.summary.map {
            .init(label: "webcontent view --screenshot (\(messages) messages)", summary: $0)
        }
        figure.reference = reference.summary.map {
            .init(label: "webcontent view --screenshot (the newest alone)", summary: $0)
        }
        return figure
    }

    /// Message `index` of the thread: a reply a day, each with a paragraph or two and the quote of the last.
    static func message(_ index: Int) -> String {
        let subject = index == 1 ? "Seed swap" : "Re: Seed swap"
        let day = String(format: "%02d", (index - 1) % 28 + 1)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[(index - 1) / 28 % 12]
        return """
            From: Member \(index) <member\(index)@allotment.example>\r
            To: swap@allotment.example\r
            Subject: \(subject)\r
            Date: Mon, \(day) \(month) 2026 09:00:00 +0000\r
            MIME-Version: 1.0\r
            Content-Type: text/html; charset=utf-8\r
            \r
            <p>Reply \(index): I can bring <b>tomato</b> and <b>bean</b> seeds on Saturday.</p>\r
            <p>\(String(repeating: "The shed key is under the blue pot. ", count: 12))</p>\r
            <blockquote type="cite"><p>Reply \(index - 1): who has spare seeds?</p></blockquote>\r

            """
    }
}
