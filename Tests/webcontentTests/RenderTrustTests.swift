import Foundation
import Testing

/// `webcontent render --trust-file / --junk` end to end: the report's `remote` object says whether a message has
/// remote parts, what let them load and how the message authenticated; a trust file that does not read exits 2.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderTrustTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-trust") }

    /// A message from ana@allotment.example whose receiving server says DMARC `dmarc`, with a remote image.
    static func message(dmarc: String, extra: String = "") -> String {
        """
        Authentication-Results: mx.receiver.example; dmarc=\(dmarc) header.from=allotment.example\r
        From: Ana <ana@allotment.example>\r
        Subject: Plot photos\r
        \(extra)Content-Type: text/html; charset=utf-8\r
        \r
        <p>Photos</p><img src="http://192.0.2.1/photo.png" width="40" height="40">\r

        """
    }

    @Test func theReportSaysWhatAllowedRemoteContentAndHowTheMessageAuthenticated() async throws {
        let trust = try scratch.write("trust.json", #"{"senders":["ana@allotment.example"]}"#)
        let pass = try scratch.write("pass.eml", Self.message(dmarc: "pass"))
        let fail = try scratch.write("fail.eml", Self.message(dmarc: "fail"))
        let spam = try scratch.write("spam.eml", Self.message(dmarc: "pass", extra: "X-Spam-Flag: YES\r\n"))
        let run = try await binary.run([
            "render", "--json", "--jobs", "1", "--trust-file", trust, pass, fail, spam,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let remote = Dictionary(
            uniqueKeysWithValues: run.lines.map {
                (URL(fileURLWithPath: $0["input"] as? String ?? "").lastPathComponent, $0["remote"] as? [String: Any])
            })
        #expect(remote["pass.eml"]??["allowedBy"] as? String == "sender")
        #expect(remote["pass.eml"]??["authentication"] as? String == "pass")
        #expect(remote["fail.eml"]??["allowedBy"] is NSNull)
        #expect(remote["fail.eml"]??["authentication"] as? String == "fail")
        #expect(remote["fail.eml"]??["present"] as? Bool == true)
        #expect(remote["spam.eml"]??["junk"] as? Bool == true)
        #expect(remote["spam.eml"]??["allowedBy"] is NSNull)
        let policies = run.lines.map { $0["remoteContent"] as? String }
        #expect(policies.sorted { ($0 ?? "") < ($1 ?? "") } == ["allow", "block", "block"])
    }

    @Test func aTrustFileThatDoesNotReadExitsTwoNamingTheProblem() async throws {
        let document = try scratch.write("doc.html", "<p>Hello</p>")
        for (name, text, reason) in [
            ("unknown.json", #"{"senderz":[]}"#, "unknown key \"senderz\""),
            ("origin.json", #"{"origins":["ftp://x.example"]}"#, "is not an http(s) origin"),
            ("broken.json", "{", "not JSON"),
        ] {
            let file = try scratch.write(name, text)
            let run = try await binary.run(["render", "--trust-file", file, document])
            #expect(run.status == 2, "\(name): \(run.standardError)")
            #expect(run.standardError.contains(reason), "\(name): \(run.standardError)")
        }
        let missing = try await binary.run(["render", "--trust-file", scratch.url.path + "/none.json", document])
        #expect(missing.status == 2 && missing.standardError.contains("cannot read"))
    }
}
