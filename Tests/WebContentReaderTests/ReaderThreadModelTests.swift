import Foundation
import Testing
import WebContentReader

/// The thread model: which files form a thread, in what order, and what a person sees of each before opening it.
@Suite(.timeLimit(.minutes(10)))
struct ReaderThreadModelTests {
    static func message(
        _ path: String, _ subject: String?, day: Int, sender: String = "Ana", id: String? = nil,
        body: String = "<p>x</p>"
    ) -> ReaderDocument {
        ReaderDocument(
            path: path, html: body, subject: subject, sender: sender,
            date: Date(timeIntervalSince1970: Double(day) * 86_400), messageID: id)
    }

    @Test func repliesInOneFolderFormOneThreadOrderedByDate() {
        let threads = ReaderThread.group([
            Self.message("/mail/3.eml", "Re: Re: Plot rota", day: 3),
            Self.message("/mail/1.eml", "Plot rota", day: 1),
            Self.message("/other/1.eml", "Plot rota", day: 2),
            Self.message("/mail/2.eml", "AW: plot rota", day: 2, body: "<p>2</p>"),
        ])
        #expect(threads.map(\.documents.count) == [3, 1])
        #expect(threads[0].documents.map(\.path) == ["/mail/1.eml", "/mail/2.eml", "/mail/3.eml"])
        #expect(threads[0].newest.path == "/mail/3.eml")
        #expect(threads[0].rowText.hasPrefix("Re: Re: Plot rota (3)\nAna · 1970-01-04"))
    }

    @Test func aCopyIsListedOnceAndHTMLDocumentsStayAlone() {
        let threads = ReaderThread.group([
            Self.message("/mail/a.eml", "Seeds", day: 1, id: "<a@x>"),
            Self.message("/mail/b.eml", "Re: Seeds", day: 2, id: " <a@x> "),
            Self.message("/mail/c.eml", "Re: Seeds", day: 3),
            Self.message("/mail/c-copy.eml", "Re: Seeds", day: 3),
            ReaderDocument(path: "/web/one.html", html: "<title>Seeds</title>"),
            ReaderDocument(path: "/web/two.html", html: "<title>Seeds</title><p>2</p>"),
        ])
        #expect(threads.map(\.documents.count) == [2, 1, 1])
        #expect(threads[1].documents[0].title == "Seeds")
        #expect(threads[1].documents[0].isMessage == false)
    }

    @Test func titlesFallBackFromSubjectToHTMLTitleToFileName() {
        #expect(Self.message("/m/1.eml", "Subject", day: 1, body: "<title>T</title>").title == "Subject")
        #expect(Self.message("/m/1.eml", nil, day: 1, body: "<TITLE>\n  Two\n words </title>").title == "Two words")
        #expect(ReaderDocument(path: "/w/page.html", html: "<title>  </title>").title == "page.html")
        #expect(Self.message("/m/1.eml", "Fwd: RE: Sv: Bulbs", day: 1).threadKey == "bulbs")
    }

    @Test func aMessageRendersAsMailAndADocumentAsAPage() {
        #expect(Self.message("/m/1.eml", "S", day: 1).isMessage)
        #expect(!ReaderDocument(path: "/w/p.html", html: "<p>p</p>").isMessage)
        #expect(ReaderDocument(path: "/w/p.html", html: "<p>p</p>").content.html == "<p>p</p>")
    }
}
