import Foundation
package import WebContentCore

/// The content rule list (WebKit's content blocker JSON, which Apple's WebKit and WebKitGTK's user content filters
/// both read) that blocks remote loads while a page's remote-content policy is `.block`: the wall under the CSP
/// that also covers trusted documents and the content world, which the page's CSP does not govern.
///
/// Remote means every scheme that leaves the machine: http and https subresources and child frames, and WebSockets
/// (`ws:`, `wss:`), which the CSP refuses through `connect-src` (`default-src 'none'`) and which must not get past
/// the list either.
package enum RemoteContentRuleList {
    /// The identifier the list is compiled under.
    package static let identifier = "WebContentKit.block-remote"

    /// The URL filters of remote schemes, one per rule: WebKit's filter syntax has no alternation (`|`).
    package static let remoteSchemeFilters = ["^https?://", "^wss?://"]

    /// Subresource types blocked from a remote scheme (`raw` covers fetch, XHR, WebSocket and ping).
    package static let subresourceTypes = [
        "image", "style-sheet", "script", "font", "raw", "svg-document", "media", "popup",
    ]

    /// The rules: for each remote scheme, every subresource type, and documents in child frames (the page's own
    /// document is ours and is never remote).
    package static var rules: JSONValue {
        .array(
            remoteSchemeFilters.flatMap { filter in
                [
                    rule(["url-filter": .string(filter), "resource-type": strings(subresourceTypes)]),
                    rule([
                        "url-filter": .string(filter), "resource-type": strings(["document"]),
                        "load-context": strings(["child-frame"]),
                    ]),
                ]
            })
    }

    /// The rules as the JSON text a rule-list store compiles.
    package static var json: String {
        let object = (try? FoundationJSON.object(rules)) ?? []
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func rule(_ trigger: [String: JSONValue]) -> JSONValue {
        .object(["trigger": .object(trigger), "action": .object(["type": .string("block")])])
    }

    private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
