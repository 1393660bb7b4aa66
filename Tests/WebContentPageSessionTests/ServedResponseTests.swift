import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// What the content and resource schemes answer, on every engine.
@Suite(.timeLimit(.minutes(10))) struct ServedResponseTests {
    @Test func anUntrustedDocumentCarriesItsPolicyAsARealHeader() {
        let document = ServedDocument(host: 7, serial: 3, html: "<p>é</p>", contentSecurityPolicy: "default-src 'none'")
        #expect(document.address == "webcontent://document/7/3")
        let response = document.response(for: "webcontent://document/7/3")
        #expect(response?.status == 200)
        #expect(response?.contentType == "text/html; charset=utf-8")
        #expect(response?.body == Data("<p>é</p>".utf8))
        #expect(
            response?.headerFields == [
                "Content-Type": "text/html; charset=utf-8", "Content-Length": "9",
                "Content-Security-Policy": "default-src 'none'", "X-Content-Type-Options": "nosniff",
                "Referrer-Policy": "no-referrer",
            ])
    }

    @Test func onlyTheLatestLoadsAddressIsAnswered() {
        let document = ServedDocument(host: 7, serial: 3, html: "x", contentSecurityPolicy: "default-src 'none'")
        #expect(document.response(for: "webcontent://document/7/2") == nil)
        #expect(document.response(for: "webcontent://document/8/3") == nil)
        #expect(document.response(for: "webcontent://document/7/3/") == nil)
    }

    @Test func anAddressNamesItsEngine() {
        #expect(ServedDocument.host(of: ServedDocument.address(host: 12, serial: 99)) == 12)
        #expect(ServedDocument.host(of: "webcontent://document/12") == nil)
        #expect(ServedDocument.host(of: "webcontent://other/12/1") == nil)
        #expect(ServedDocument.host(of: "https://document/12/1") == nil)
        #expect(ServedDocument.host(of: "webcontent://document/x/1") == nil)
    }

    @Test func aResourceKeepsItsTypeAndIsNeverSniffed() {
        let response = ServedResponse.resource(ContentResource(data: Data([1, 2, 3]), mimeType: "image/png"))
        #expect(response.status == 200 && response.reason == "OK")
        #expect(
            response.headerFields == [
                "Content-Type": "image/png", "Content-Length": "3", "X-Content-Type-Options": "nosniff",
            ])
    }
}
