import Foundation

/// Foundation objects on their way into, and out of, WebKit's JavaScript calls.
enum FoundationValue {
    /// The value inside an Optional boxed in `Any` (how `undefined` travels in the Result forms).
    static func unboxed(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map(\.value)
    }

    /// The JSON text of `callAsyncJavaScript`'s arguments; nil when one is not a value WebKit passes (NaN, an
    /// infinity, an object of another class). Dates travel as their ISO text.
    static func json(_ arguments: [String: Any]) -> String? {
        guard let plain = plain(arguments) as? [String: Any], JSONSerialization.isValidJSONObject(plain),
            let data = try? JSONSerialization.data(withJSONObject: plain, options: [])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func plain(_ value: Any) -> Any? {
        switch value {
        case let date as Date:
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.string(from: date)
        case let number as NSNumber:
            return number.doubleValue.isFinite ? number : nil
        case let array as [Any]:
            let items = array.map(plain)
            return items.contains { $0 == nil } ? nil : items.map { $0! }
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, item) in dictionary {
                guard let item = plain(item) else { return nil }
                result[key] = item
            }
            return result
        case is String, is NSString, is NSNull:
            return value
        default:
            return nil
        }
    }
}
