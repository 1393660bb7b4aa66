#if os(Linux)
// snippet mail-read
import Foundation
import WebContentCore
import WebContentGTK
import WebContentMail
// snippet end

/// WebContentMail's "Reading mail": a message, its parts for the engine, the trust decision and the render.
@MainActor
func readingMail() async throws {
    // snippet mail-read
    let message = try MailMessage(rfc822: Data(contentsOf: URL(fileURLWithPath: "message.eml")))
    print(message.subject ?? "(no subject)", message.sender ?? "", message.attachmentNames)
    for note in message.notes { print("warning:", note) }
    // snippet end
    // snippet mail-parts
    let parts = MailPartStore()
    let configuration = WebViewConfiguratorFactory.make(.email).set(resourceProvider: parts).build()
    let engine = try await GTKWebEngine.make(configuration: configuration)
    let module = ContentAssembly.assemble(engine: engine)  // under the engine's configuration

    parts.replace(with: message.inlineParts)
    // snippet end
    // snippet mail-trust
    let trust = try RemoteContentTrust(json: Data(contentsOf: URL(fileURLWithPath: "trust.json")))
    let decision = RemoteContentDecision.decide(headers: message.headers, trust: trust)
    let result = try await module.renderAndWait(
        ContentDocument(html: message.body?.html ?? ""), remoteContent: decision.grant
    ).get()
    print(decision.allowedBy?.rawValue ?? "blocked", decision.authentication, result.height)
    // snippet end
    await engine.close()
}
#endif
