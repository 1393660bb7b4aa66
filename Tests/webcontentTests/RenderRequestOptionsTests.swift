import Foundation
import Testing

@testable import webcontent

/// `POST /render`'s query parameters: the render command's names, checked as its flags are, nothing ignored.
@Suite(.timeLimit(.minutes(10)))
struct RenderRequestOptionsTests {
    @Test
    func parametersSetTheRenderSettings() throws {
        let options = try RenderRequestOptions(query: [
            ("format", "png"), ("width", "600"), ("preset", "email"), ("theme", "dark"),
            ("remote-content", "allow"), ("text-scale", "1.5"), ("find", "basil"), ("contrast", ""),
            ("collapse-quotes", "false"), ("junk", "1"), ("name", "mail-42"), ("timeout", "2.5"),
        ])
        #expect(options.format == .png)
        #expect(options.timeout == 2.5)
        #expect(options.name == "mail-42")
        let settings = options.settings(timeout: .seconds(3))
        #expect(settings.width == 600)
        #expect(settings.preset == .email && settings.presetGiven)
        #expect(settings.theme == .dark)
        #expect(settings.remoteContent == .allow)
        #expect(settings.textScale == 1.5)
        #expect(settings.find == "basil")
        #expect(settings.auditsContrast)
        #expect(settings.collapsesQuotes == false)
        #expect(settings.junk)
        #expect(!settings.trusted)
        #expect(settings.timeout == .seconds(3))
    }

    @Test
    func requestsThatDifferOnlyInFormatNameWidthOrDeadlineShareAnEngine() throws {
        let png = try RenderRequestOptions(query: [("format", "png"), ("name", "a")])
        let json = try RenderRequestOptions(query: [("name", "b"), ("timeout", "5")])
        let wide = try RenderRequestOptions(query: [("width", "800")])
        let dark = try RenderRequestOptions(query: [("theme", "dark")])
        #expect(png.engineKey == json.engineKey)
        #expect(png.engineKey == wide.engineKey)
        #expect(png.engineKey != dark.engineKey)
        var settings = png.settings(timeout: .seconds(3))
        wide.applyPerRender(to: &settings)
        #expect(settings.width == 800)
    }

    @Test(arguments: [
        ("remote_content", "allow", "unknown parameter 'remote_content'"),
        ("format", "gif", "format must be one of json|png|pdf"),
        ("width", "0", "width must be a number from 1.0 to 8192.0"),
        ("width", "nan", "width must be a number"),
        ("text-scale", "9", "text-scale must be a number"),
        ("preset", "payment", "trusts its content"),
        ("preset", "blog", "preset must be one of"),
        ("contrast", "maybe", "contrast must be true or false"),
        ("find", "", "find needs some text"),
        ("timeout", "0", "timeout must be a number from 0.1 to 3600.0"),
    ])
    func aBadParameterIsRefusedWithItsReason(name: String, value: String, reason: String) {
        #expect {
            _ = try RenderRequestOptions(query: [(name, value)])
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test
    func aMessageIsTakenFromItsTypeOrItsFirstLines() {
        let message = Data("From: a@example.com\r\nSubject: hi\r\n\r\n<p>hi</p>".utf8)
        let page = Data("<!doctype html><p>hi</p>".utf8)
        #expect(RenderService.isMessage(page, contentType: "message/rfc822"))
        #expect(!RenderService.isMessage(message, contentType: "text/html; charset=utf-8"))
        #expect(RenderService.isMessage(message, contentType: nil))
        #expect(!RenderService.isMessage(page, contentType: "application/octet-stream"))
    }
}
