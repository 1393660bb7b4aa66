import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// What the sanitizer keeps for assistive technology, on the real engine's parser: a safe subset of ARIA,
    /// id references only inside the message, document roles, the message's language and direction on the
    /// content root, and layout tables marked as layout. Each check has a raw control: the same markup set as
    /// `innerHTML` keeps what the check looks for.
    @Suite @MainActor
    struct SanitizerAccessibilityTests {
        typealias Behaviour = SanitizerBehaviourTests

        /// The content's markup after `html` was set raw (no sanitizer): the control of every check here.
        static func insertRaw(_ engine: GTKWebEngine, _ html: String) async throws -> String {
            let script = """
                const main = document.getElementById('wck-content');
                main.innerHTML = html;
                return main.innerHTML;
                """
            return try await engine.callAsyncJavaScript(
                script, arguments: ["html": .string(html)], in: .content, timeout: .seconds(10)
            ).stringValue ?? ""
        }

        static let aria = """
            <p id="t">Spring bulbs</p><div aria-label="Offer" aria-hidden="true" aria-level="2" role="heading"
            aria-owns="wck-content" aria-activedescendant="t" aria-flowto="t" aria-live="assertive" aria-atomic="true"
            aria-relevant="all" aria-busy="true" aria-controls="t" aria-roledescription="button">x</div>
            """

        @Test func theSafeARIASubsetStaysAndWhatReachesOutGoes() async throws {
            let kept = ["aria-label=\"Offer\"", "aria-hidden=\"true\"", "aria-level=\"2\"", "role=\"heading\""]
            let removed = [
                "aria-owns", "aria-activedescendant", "aria-flowto", "aria-live", "aria-atomic", "aria-relevant",
                "aria-busy", "aria-controls", "aria-roledescription",
            ]
            try await Behaviour.withShell { engine in
                let (report, html) = try await Behaviour.insert(engine, Self.aria)
                for attribute in kept { #expect(html.contains(attribute), "\(attribute): \(html)") }
                for attribute in removed { #expect(!html.contains(attribute), "\(attribute): \(html)") }
                #expect(report["removed"]?["attributes"]?.intValue == removed.count)
                // Control: set raw, every one of them is there for the check to find.
                let raw = try await Self.insertRaw(engine, Self.aria)
                for attribute in removed { #expect(raw.contains(attribute), "control: \(attribute)") }
            }
        }

        /// Every id that an id reference in the content names, and whether its element is in the message (the
        /// content root itself is the shell's).
        static let references = """
            const main = document.getElementById('wck-content');
            const found = [];
            for (const element of main.querySelectorAll('[aria-labelledby], [aria-describedby], [headers]')) {
              for (const name of ['aria-labelledby', 'aria-describedby', 'headers']) {
                for (const id of (element.getAttribute(name) || '').split(/\\s+/).filter(Boolean)) {
                  const target = document.getElementById(id);
                  const inside = target !== main && main.contains(target);
                  found.push(id + ':' + (target === null ? 'none' : inside ? 'inside' : 'outside'));
                }
              }
            }
            return found.join(' ');
            """

        @Test func idReferencesFollowThePrefixedIdsAndStayInsideTheMessage() async throws {
            let html = """
                <h2 id="head">Prices</h2><p id="note">Prices include VAT.</p>
                <table aria-labelledby="head wck-content" aria-describedby="note missing">
                <tr><th id="item">Item</th></tr><tr><td headers="item wck-content">Bulbs</td></tr></table>
                <a href="https://shop.example/" aria-describedby="wck-content">Shop</a>
                """
            try await Behaviour.withShell { engine in
                let (_, output) = try await Behaviour.insert(engine, html)
                #expect(output.contains("aria-labelledby=\"user-content-head\""), "\(output)")
                #expect(output.contains("aria-describedby=\"user-content-note\""))
                #expect(output.contains("headers=\"user-content-item\""))
                #expect(output.contains("<a href=\"https://shop.example/\" rel=\"noopener noreferrer\">Shop</a>"))
                let sanitised = try await engine.callAsyncJavaScript(
                    Self.references, arguments: [:], in: .content, timeout: .seconds(10))
                #expect(
                    sanitised.stringValue
                        == "user-content-head:inside user-content-note:inside user-content-item:inside")
                // Control: raw, the same references name the shell's own element and one that is not there.
                _ = try await Self.insertRaw(engine, html)
                let raw = try await engine.callAsyncJavaScript(
                    Self.references, arguments: [:], in: .content, timeout: .seconds(10))
                #expect(raw.stringValue?.contains("wck-content:outside") == true, "\(raw)")
                #expect(raw.stringValue?.contains("missing:none") == true)
            }
        }

        @Test(
            arguments: [
                ("<p role=\"alert\">x</p>", nil),
                ("<p role=\"status\">x</p>", nil),
                ("<p role=\"log\">x</p>", nil),
                ("<div role=\"dialog\">x</div>", nil),
                ("<div role=\"main\">x</div>", nil),
                ("<span role=\"button\">x</span>", nil),
                ("<div role=\"Heading\">x</div>", "heading"),
                ("<span role=\"widget img\">x</span>", "img"),
                ("<table role=\"presentation\"><tr><td>x</td></tr></table>", "presentation"),
                ("<ul role=\"list\"><li>x</li></ul>", "list"),
            ] as [(String, String?)])
        func rolesKeepDocumentStructureOnly(html: String, role: String?) async throws {
            try await Behaviour.withShell { engine in
                let (_, output) = try await Behaviour.insert(engine, html)
                if let role {
                    #expect(output.contains("role=\"\(role)\""), "\(output)")
                } else {
                    #expect(!output.contains("role="), "\(output)")
                    #expect(try await Self.insertRaw(engine, html).contains("role="), "control")
                }
            }
        }

        /// The content root's lang and dir, as `lang|dir` ("-" for none).
        static func root(_ engine: GTKWebEngine) async throws -> String {
            let value = try await engine.evaluateJavaScript(
                "(m => (m.getAttribute('lang') || '-') + '|' + (m.getAttribute('dir') || '-'))"
                    + "(document.getElementById('wck-content'))", in: .content, timeout: .seconds(5))
            return value.stringValue ?? ""
        }

        @Test func languageAndDirectionMoveToTheContentRoot() async throws {
            try await Behaviour.withShell { engine in
                let french = "<html lang=\"fr\"><body dir=\"RTL\" bgcolor=\"#eeeeee\"><p>Bonjour</p></body></html>"
                let (report, html) = try await Behaviour.insert(engine, french)
                #expect(report["lang"]?.stringValue == "fr")
                #expect(report["dir"]?.stringValue == "rtl")
                #expect(try await Self.root(engine) == "fr|rtl")
                // The body's wrapper keeps its paint, not the language: that is the root's.
                #expect(html.contains("bgcolor"))
                #expect(!html.contains("lang=") && !html.contains("dir="), "\(html)")
                // The body is nearer the text than <html>; mail's en_US is read as en-US.
                let both = "<html lang=\"de\" dir=\"ltr\"><body lang=\"en_US\"><p>Hi</p></body></html>"
                #expect(try await Behaviour.insert(engine, both).report["lang"]?.stringValue == "en-US")
                #expect(try await Self.root(engine) == "en-US|ltr")
                // Nothing declared (or nothing valid): no language, and the direction follows the text.
                let bare = try await Behaviour.insert(engine, "<html lang=\"&lt;x&gt;\"><p>Hi</p></html>")
                #expect(bare.report["lang"] == .null && bare.report["dir"] == .null)
                #expect(try await Self.root(engine) == "-|auto")
            }
        }

        @Test(arguments: [
            ("layout", "<table><tr><td>Logo</td><td>Menu</td></tr></table>", ["presentation"]),
            (
                "bordered layout", "<table border=\"1\" bgcolor=\"#eee\"><tr><td>a</td><td>b</td></tr></table>",
                ["presentation"]
            ),
            (
                "nested layout, th columns",
                "<table><tr><th><table><tr><td>Column</td></tr></table></th></tr></table>",
                ["presentation", "presentation"]
            ),
            ("header cells", "<table><tr><th>Item</th></tr><tr><td>Bulbs</td></tr></table>", ["-"]),
            ("caption", "<table><caption>Prices</caption><tr><td>3</td></tr></table>", ["-"]),
            ("thead", "<table><thead><tr><td>Item</td></tr></thead><tr><td>3</td></tr></table>", ["-"]),
            ("scope", "<table><tr><td scope=\"row\">Item</td><td>3</td></tr></table>", ["-"]),
            (
                "data inside layout",
                "<table><tr><td><table><tr><th>Item</th></tr><tr><td>3</td></tr></table></td></tr></table>",
                ["presentation", "-"]
            ),
            ("the author's role", "<table role=\"table\"><tr><td>a</td></tr></table>", ["table"]),
        ])
        func layoutTablesArePresentationAndDataTablesAreLeftAlone(
            name: String, html: String, roles: [String]
        ) async throws {
            try await Behaviour.withShell { engine in
                let (_, output) = try await Behaviour.insert(engine, html)
                let found = try await engine.evaluateJavaScript(
                    "[...document.querySelectorAll('#wck-content table')].map(t => t.getAttribute('role') || '-')"
                        + ".join(' ')", in: .content, timeout: .seconds(5))
                #expect(found.stringValue == roles.joined(separator: " "), "\(name): \(output)")
                // Stable: what the sanitizer made of it, sanitised again, is the same.
                #expect(try await Behaviour.insert(engine, output).html == output, "\(name)")
            }
        }
    }
}
