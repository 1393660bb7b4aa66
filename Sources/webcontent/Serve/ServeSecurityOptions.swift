import ArgumentParser
import Foundation
import WebContentEgress

/// `serve`'s options on who may render and what may load: the token, the remote-content ceiling, the sandbox.
struct ServeSecurityOptions: ParsableArguments, Sendable {
    /// The environment variable naming the token file when `--token-file` is not given.
    static let tokenFileVariable = "WEBCONTENT_TOKEN_FILE"

    @Option(
        help: ArgumentHelp(
            "File holding the bearer token POST /render must present (also $WEBCONTENT_TOKEN_FILE).",
            valueName: "FILE"))
    var tokenFile: String?

    @Flag(help: "Serve a non-loopback address without a token, on purpose (anyone who reaches it can render).")
    var noToken = false

    @Option(
        help: ArgumentHelp(
            "The most remote content a request may ask for (block|proxy|allow); a request asking for more gets 403.",
            valueName: "CEILING"))
    var remoteContent = RemoteContentChoice.block

    @Option(
        help: ArgumentHelp(
            "A destination remote loads may reach although it is loopback, private, link-local or another special range: a CIDR block, an address or a host name (repeatable).",
            valueName: "CIDR|HOST"))
    var egressAllow: [String] = []

    /// The egress filter's policy: the special ranges refused, and what `--egress-allow` opens.
    func egressPolicy() throws -> EgressPolicy {
        do {
            return try EgressPolicy(allowing: egressAllow)
        } catch {
            throw ValidationError(error.description)
        }
    }

    @Flag(help: "Report ready even when WebKit's web processes run without their sandbox (namespaces of their own).")
    var allowUnsandboxed = false

    /// Why the service must not start with these options on `host`, or nil.
    ///
    /// The token is read here too, so a missing or empty file stops the service before it listens.
    func token(binding host: String, environment: [String: String]) throws -> String? {
        guard let path = tokenFile ?? environment[Self.tokenFileVariable] else {
            guard ServeAccess.isLoopback(host) || noToken else {
                throw ValidationError(
                    "--host \(host) is reachable from other machines: give --token-file FILE (or $\(Self.tokenFileVariable)), or --no-token to serve it open on purpose"
                )
            }
            return nil
        }
        guard !noToken else { throw ValidationError("--no-token and a token file exclude each other") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("the token file cannot be read")
        }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard token.count >= 16, !token.contains(where: \.isWhitespace) else {
            throw ValidationError("the token file must hold one token of at least 16 characters")
        }
        return token
    }
}
