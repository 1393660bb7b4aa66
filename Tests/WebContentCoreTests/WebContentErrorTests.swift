import Foundation
import Testing

@testable import WebContentCore

/// WebContentError: each factory's code, fields and account (worded as the six types it replaced printed them),
/// and a page-message refusal's wire shape.
@Suite(.timeLimit(.minutes(10))) struct WebContentErrorTests {
    /// Every factory with the code it must carry and the exact line the old type printed.
    static let accounts: [(WebContentError, WebContentError.Code, String)] = [
        (.loadFailed("no route"), .loadFailed, "load failed: no route"),
        (.superseded, .superseded, "superseded by a newer load"),
        (.timeout("step measure", seconds: 0.5), .timeout, "step measure did not answer within 0.5 s"),
        (.javaScript(name: "TypeError", message: "x is null"), .javaScript, "JavaScript TypeError: x is null"),
        (.webProcessTerminated(.crashed), .webProcessTerminated, "web process terminated (crashed)"),
        (.engineClosed, .engineClosed, "engine closed"),
        (.invalidInput("too large"), .invalidInput, "invalid input: too large"),
        (.malformedResult("not a number"), .malformedResult, "malformed result: not a number"),
        (.cancelled, .cancelled, "cancelled"),
        (.unknownScriptMessage("nope"), .unknownScriptMessage, "no script message strategy named \"nope\""),
        (
            .malformedPayload(name: "resize", reason: "width: missing"), .malformedPayload,
            "malformed payload for \"resize\": width: missing"
        ),
        (.unencodableReply(name: "r", reason: "NaN"), .unencodableReply, "reply of \"r\" is not JSON: NaN"),
        (.pageMessage(name: "TooLarge", message: "batch of 9"), .pageMessage, "TooLarge: batch of 9"),
        (.malformedRouteTable(reason: "not JSON"), .malformedRouteTable, "route table: not JSON"),
        (.invalidRoute(index: 2, name: "x", reason: "bad"), .invalidRoute, "route table: routes[2] (\"x\"): bad"),
        (.invalidRoute(index: 0, name: nil, reason: "bad"), .invalidRoute, "route table: routes[0]: bad"),
        (.notAMessage, .notAMessage, "not an e-mail message: it does not start with a header field"),
        (.messageTooLarge(bytes: 12, limit: 10), .messageTooLarge, "message is 12 bytes, over the 10-byte limit"),
        (.invalidTrustStore("not JSON"), .invalidTrustStore, "trust store: not JSON"),
    ]

    @Test func eachFactoryCarriesItsCodeAndReadsAsBefore() {
        for (error, code, account) in Self.accounts {
            #expect(error.code == code, "\(account)")
            #expect(error.description == account)
            #expect("\(error)" == account)
        }
        // Every code is reached once, and their names are distinct (a client may log or compare them).
        #expect(Set(Self.accounts.map(\.1)).count == 18)
        #expect(Set(Self.accounts.map(\.1.description)).count == 18)
        #expect(WebContentError.Code.superseded.description == "superseded")
    }

    @Test func theFieldsSomeCodesNeedAreFilled() {
        let thrown = WebContentError.javaScript(name: "RangeError", message: "too far")
        #expect(thrown.name == "RangeError" && thrown.message == "too far")
        #expect(WebContentError.webProcessTerminated(.exceededMemoryLimit).terminationReason == .exceededMemoryLimit)
        #expect(WebContentError.engineClosed.terminationReason == nil)
        let route = WebContentError.invalidRoute(index: 3, name: "shop", reason: "bad host")
        #expect(route.ruleIndex == 3 && route.name == "shop" && route.message == "bad host")
        // A page name is cut to its start in the account, kept whole in the field.
        let long = String(repeating: "n", count: 300)
        let unknown = WebContentError.unknownScriptMessage(long)
        #expect(unknown.name == long && unknown.description.count < 150)
    }

    @Test func equalityFollowsTheFields() {
        #expect(WebContentError.timeout("probe", seconds: 0.1) == .timeout("probe", seconds: 0.1))
        #expect(WebContentError.timeout("probe", seconds: 0.1) != .timeout("probe", seconds: 0.2))
        #expect(WebContentError.loadFailed("a") != .invalidInput("a"))
        #expect(WebContentError.malformed("m") == .pageMessage(name: "Malformed", message: "m"))
        #expect(WebContentError.tooLarge("t") == .pageMessage(name: "TooLarge", message: "t"))
    }

    @Test func anyErrorBecomesOne() {
        #expect(WebContentError(WebContentError.superseded, otherwise: .loadFailed) == .superseded)
        #expect(WebContentError(CancellationError(), otherwise: .loadFailed) == .cancelled)
        // An error of another type is no page's exception: it takes the code of what failed.
        let foreign = WebContentError(CocoaError(.fileNoSuchFile), otherwise: .loadFailed)
        #expect(foreign.code == .loadFailed)
        #expect(foreign.name == nil)
    }

    @Test func thePageSeesANameAndAMessage() {
        let refusal = WebContentError.pageMessage(name: "UnknownHandler", message: "no strategy named x")
        #expect(WebContentError.from(refusal) == refusal)
        #expect(
            refusal.reply
                == .object([
                    "error": .object(["name": .string("UnknownHandler"), "message": .string("no strategy named x")])
                ]))
        // A page exception keeps its own name; another code is named after the type, with its whole account.
        #expect(
            WebContentError.from(WebContentError.javaScript(name: "RangeError", message: "no"))
                == .pageMessage(name: "RangeError", message: "no"))
        #expect(
            WebContentError.from(WebContentError.malformedPayload(name: "r", reason: "x"))
                == .pageMessage(name: "WebContentError", message: "malformed payload for \"r\": x"))
        struct Odd: Error, CustomStringConvertible { var description: String { "odd" } }
        #expect(WebContentError.from(Odd()) == .pageMessage(name: "Odd", message: "odd"))
    }
}
