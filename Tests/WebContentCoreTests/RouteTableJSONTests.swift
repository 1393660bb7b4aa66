import Foundation
import Testing

@testable import WebContentCore

/// Loading route tables from JSON, and the errors that name the bad rule.
@Suite(.timeLimit(.minutes(10))) struct RouteTableJSONTests {
    private func load(_ json: String) throws(WebContentError) -> RouteTable {
        try RouteTable(jsonData: Data(json.utf8))
    }

    @Test func loadsTheIssuesExampleFile() throws {
        let table = try load(
            """
            {"routes":[{"name":"product","pattern":"/product/:id","hosts":["zhgchg.li","*.zhgchg.li"]},{"name":"shop","pattern":"/shop/:id"}]}
            """)
        #expect(table.rules.map(\.name) == ["product", "shop"])
        #expect(table.match(URL(string: "https://m.zhgchg.li/product/9")!)?.parameters == ["id": "9"])
        #expect(table.match(URL(string: "https://elsewhere.io/product/9")!) == nil)
        #expect(table.match(URL(string: "https://elsewhere.io/shop/9")!)?.name == "shop")
    }

    @Test func loadsSchemesAndNullHosts() throws {
        let table = try load(#"{"routes":[{"name":"a","pattern":"/x","hosts":null,"schemes":["MyApp"]}]}"#)
        #expect(table.match(URL(string: "myapp://h/x")!)?.name == "a")
        #expect(table.match(URL(string: "https://h/x")!) == nil)
    }

    @Test(
        arguments: [
            (
                #"{"routes":[{"name":"a","pattern":"/a"},{"name":"shop","pattern":"shop/:id"}]}"#, 1, "shop",
                "must start with"
            ),
            (#"{"routes":[{"name":"a","pattern":"/a/**/b"}]}"#, 0, "a", "\"**\" must be the last"),
            (#"{"routes":[{"name":"a","pattern":"/a/:id/:id"}]}"#, 0, "a", "appears twice"),
            (#"{"routes":[{"name":"a","pattern":"/a/:"}]}"#, 0, "a", "needs a name"),
            (#"{"routes":[{"name":"a","pattern":"/a/b*"}]}"#, 0, "a", "contains \"*\""),
            (#"{"routes":[{"name":"a","pattern":"/a/%41"}]}"#, 0, "a", "contains \"%\""),
            (
                #"{"routes":[{"name":"a","pattern":"/a"},{"name":"b","pattern":"/b","hosts":["*.*.com"]}]}"#, 1, "b",
                "only a leading"
            ),
            (#"{"routes":[{"name":"h","pattern":"/a","hosts":["a..com"]}]}"#, 0, "h", "empty label"),
            (#"{"routes":[{"name":"h","pattern":"/a","hosts":["evil.com/x"]}]}"#, 0, "h", "contains \"/\""),
            (#"{"routes":[{"name":"h","pattern":"/a","hosts":[]}]}"#, 0, "h", "\"hosts\" is empty"),
            (#"{"routes":[{"name":"s","pattern":"/a","schemes":["1http"]}]}"#, 0, "s", "not a URL scheme"),
            (#"{"routes":[{"name":"t","pattern":"/a","host":["a.com"]}]}"#, 0, "t", "unknown key \"host\""),
            (#"{"routes":[{"name":"n","pattern":"/a","hosts":"a.com"}]}"#, 0, "n", "array of strings"),
            (#"{"routes":[{"name":"","pattern":"/a"}]}"#, 0, nil, "name is empty"),
        ] as [(String, Int, String?, String)])
    func invalidRuleIsNamed(json: String, index: Int, name: String?, fragment: String) {
        #expect {
            _ = try load(json)
        } throws: { error in
            guard let error = error as? WebContentError, error.code == .invalidRoute else { return false }
            let text = String(describing: error)
            return error.ruleIndex == index && error.name == name && error.message.contains(fragment)
                && text.contains("routes[\(index)]")
        }
    }

    @Test func ruleWithoutNameIsNamedByIndex() {
        #expect(throws: WebContentError.invalidRoute(index: 2, name: nil, reason: "\"name\" must be a string")) {
            _ = try load(#"{"routes":[{"name":"a","pattern":"/a"},{"name":"b","pattern":"/b"},{"pattern":"/c"}]}"#)
        }
    }

    @Test(arguments: ["", "not json", "[]", #"{"routes":{}}"#, #"{"rules":[]}"#, #"{"routes":[],"extra":1}"#])
    func malformedDocumentsAreRejected(json: String) {
        #expect {
            _ = try load(json)
        } throws: { error in
            (error as? WebContentError)?.code == .malformedRouteTable
        }
    }

    @Test func missingFileIsAnError() {
        let error = #expect(throws: WebContentError.self) {
            _ = try RouteTable(contentsOf: URL(fileURLWithPath: "/nonexistent/routes.json"))
        }
        #expect(error?.code == .malformedRouteTable, "\(String(describing: error))")
    }
}
