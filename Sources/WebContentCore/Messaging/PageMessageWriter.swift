/// Writes a ``JSONValue`` as compact JSON text for the page, without Foundation's encoder.
///
/// U+2028 and U+2029 are escaped as well, so the text stays valid if anyone ever treats it as JavaScript source;
/// numbers JSON cannot carry (NaN, infinity) are written as `null`.
package enum PageMessageWriter {
    package static func text(_ value: JSONValue) -> String {
        var output = ""
        write(value, to: &output)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += numberText(number)
        case .string(let text): writeString(text, to: &output)
        case .array(let items):
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += "," }
                write(item, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            var first = true
            for (key, member) in members {
                if !first { output += "," }
                first = false
                writeString(key, to: &output)
                output += ":"
                write(member, to: &output)
            }
            output += "}"
        }
    }

    private static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
        return "\(number)"
    }

    private static func writeString(_ text: String, to output: inout String) {
        JSONStringLiteral.append(text, to: &output)
    }
}
