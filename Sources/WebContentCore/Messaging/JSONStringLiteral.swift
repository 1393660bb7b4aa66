/// Writes a JSON string literal that is also safe inside JavaScript source and on one line.
///
/// U+2028 and U+2029 are escaped (JSON allows them raw, older JavaScript does not), and so are every control
/// character and DEL. Shared by the page-message writer and the command line's report lines.
package enum JSONStringLiteral {
    package static func append(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
