import Foundation

/// What the service answers one request with, before it becomes an HTTP response.
///
/// Kept free of the server package so the service's decisions (status, body, headers) are tested without a
/// socket, and the routes only translate.
struct ServeReply: Sendable, Equatable {
    var status: Int
    var contentType: String
    var body: Data
    /// Extra header fields, such as `Retry-After`.
    var headers: [String: String] = [:]

    /// A JSON body; `text` is already JSON.
    static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> ServeReply {
        ServeReply(status: status, contentType: "application/json", body: Data((text + "\n").utf8), headers: headers)
    }

    /// An error the client can read: `{"error": reason}`.
    static func error(_ status: Int, _ reason: String, headers: [String: String] = [:]) -> ServeReply {
        json(status, OrderedJSON.object([("error", .string(reason))]).text, headers: headers)
    }
}
