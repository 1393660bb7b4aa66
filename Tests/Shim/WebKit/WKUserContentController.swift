import Foundation
import WebContentGTK

/// https://developer.apple.com/documentation/webkit/wkusercontentcontroller
///
/// Over one WebKitUserContentManager (``UserContentBackend``): scripts, message handlers with reply and content
/// rule lists (WebKitGTK's user content filters) act on every view made with this controller.
@MainActor open class WKUserContentController: NSObject {
    let backend = UserContentBackend()
    private var handlers: [String: any WKScriptMessageHandlerWithReply] = [:]
    /// Messages as (reply id, body, handler name, world name), read in order by the task `init` starts.
    private let sink = EventSink<Message>()

    /// A page's message on its way to its handler.
    struct Message: Sendable {
        let id: UInt64
        let body: ScriptValue
        let name: String
        let world: String?
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/init()
    public override init() {
        super.init()
        let sink = sink
        Task { [weak self] in
            for await message in sink.events { self?.received(message) }
        }
    }

    isolated deinit {
        sink.finish()
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/removealluserscripts()
    open func removeAllUserScripts() {
        let backend = backend
        GLibQueue.shared.post { backend.removeAllScripts() }
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/adduserscript(_:)
    ///
    /// Runs from the next document on, as on Apple.
    open func addUserScript(_ userScript: WKUserScript) {
        let (backend, source, world) = (backend, userScript.source, userScript.worldName)
        let (atStart, mainFrameOnly) = (userScript.injectionTime == .atDocumentStart, userScript.isForMainFrameOnly)
        GLibQueue.shared.post {
            backend.addScript(source, atStart: atStart, mainFrameOnly: mainFrameOnly, world: world)
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/addscriptmessagehandler(_:contentworld:name:)
    ///
    /// `window.webkit.messageHandlers.<name>.postMessage` exists in `contentWorld` only, and returns a Promise
    /// the handler's reply settles. The controller keeps the handler strongly, as Apple's does.
    open func addScriptMessageHandler(
        _ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply, contentWorld: WKContentWorld,
        name: String
    ) {
        let key = Self.key(name, contentWorld.name)
        precondition(handlers[key] == nil, "WebKit raises: a handler named \(name) exists in this world already")
        handlers[key] = scriptMessageHandlerWithReply
        let worldName = contentWorld.name
        let sink = sink
        let route = UserContentBackend.Route { id, body in
            sink.post(Message(id: id, body: body, name: name, world: worldName))
        }
        let backend = backend
        GLibQueue.shared.post { backend.addHandler(name, world: worldName, route: route) }
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/removeallscriptmessagehandlers()
    open func removeAllScriptMessageHandlers() {
        handlers = [:]
        let backend = backend
        GLibQueue.shared.post { backend.removeAllHandlers() }
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/add(_:)
    open func add(_ contentRuleList: WKContentRuleList) {
        let (backend, filter) = (backend, contentRuleList.filter)
        GLibQueue.shared.post { backend.addFilter(filter) }
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/remove(_:)
    open func remove(_ contentRuleList: WKContentRuleList) {
        let (backend, filter) = (backend, contentRuleList.filter)
        GLibQueue.shared.post { backend.removeFilter(filter) }
    }

    private static func key(_ name: String, _ world: String?) -> String { "\(world ?? "")\u{0}\(name)" }

    /// Hands a message to its handler with a reply handler WebKit checks (``CompletionCheck``); a message whose
    /// handler was removed meanwhile is rejected.
    private func received(_ message: Message) {
        let (backend, id, name, world) = (backend, message.id, message.name, message.world)
        let answer: @Sendable (String?, String?) -> Void = { json, error in
            GLibQueue.shared.post { backend.reply(id, json: json, error: error) }
        }
        guard let handler = handlers[Self.key(name, world)] else {
            return answer(nil, "no handler named \(name)")
        }
        let check = CompletionCheck("userContentController(_:didReceive:replyHandler:)") {
            answer(nil, "the reply handler was not called")
        }
        let scriptMessage = WKScriptMessage(
            body: message.body.foundationObject ?? NSNull(), world: world.map(WKContentWorld.world(name:)) ?? .page)
        handler.userContentController(self, didReceive: scriptMessage) { reply, errorMessage in
            guard check.first() else { return }
            if let errorMessage { return answer(nil, errorMessage) }
            guard let reply else { return answer(nil, nil) }
            guard JSONSerialization.isValidJSONObject([reply]),
                let data = try? JSONSerialization.data(withJSONObject: reply, options: [.fragmentsAllowed])
            else {
                // Apple rejects the page's Promise when the reply is not a serialisable value.
                return answer(nil, "the reply is not a serialisable value")
            }
            answer(String(decoding: data, as: UTF8.self), nil)
        }
    }
}
