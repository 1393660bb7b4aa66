internal import CWebKitGTK
import Foundation
import WebContentGTK

/// The GLib side of a WKUserContentController: one WebKitUserContentManager, shared by every view made with it
/// (as Apple's controller is).
@GLibActor
final class UserContentBackend {
    /// Where a message handler's messages go: the controller on the main actor, by handler name and world.
    final class Route: @unchecked Sendable {
        let deliver: @Sendable (_ id: UInt64, _ body: ScriptValue) -> Void
        weak var backend: UserContentBackend?
        init(deliver: @escaping @Sendable (UInt64, ScriptValue) -> Void) { self.deliver = deliver }
    }

    /// A registered handler: its name, world and signal connection.
    private struct Handler {
        let name: String
        let world: String?
        let signal: gulong
    }

    private var storedManager: OpaquePointer?
    private var handlers: [Handler] = []
    private var replies: [UInt64: (reply: OpaquePointer, context: OpaquePointer?)] = [:]
    private var nextReply: UInt64 = 0

    nonisolated init() {}

    isolated deinit {
        for id in Array(replies.keys) { reply(id, json: nil, error: "the content controller went away") }
        if let storedManager { g_object_unref(UnsafeMutableRawPointer(storedManager)) }
    }

    /// The manager, made on first use (on this thread, as every WebKitGTK object).
    var manager: OpaquePointer {
        if let storedManager { return storedManager }
        let made = webkit_user_content_manager_new()!
        storedManager = made
        return made
    }

    func addScript(_ source: String, atStart: Bool, mainFrameOnly: Bool, world: String?) {
        let frames = mainFrameOnly ? WEBKIT_USER_CONTENT_INJECT_TOP_FRAME : WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES
        let time = atStart ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
        let script =
            world.map { webkit_user_script_new_for_world(source, frames, time, $0, nil, nil) }
            ?? webkit_user_script_new(source, frames, time, nil, nil)
        webkit_user_content_manager_add_script(manager, script)
        webkit_user_script_unref(script)
    }

    func removeAllScripts() {
        webkit_user_content_manager_remove_all_scripts(manager)
    }

    /// Registers `name` with reply in `world` and routes its messages.
    func addHandler(_ name: String, world: String?, route: Route) {
        route.backend = self
        webkit_user_content_manager_register_script_message_handler_with_reply(manager, name, world)
        let received:
            @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?)
                -> gboolean = { _, value, reply, data in
                    let route = Unmanaged<Route>.fromOpaque(data!).takeUnretainedValue()
                    guard let reply else { return 0 }
                    let body = ScriptValue.read(value)
                    let context = value.flatMap { jsc_value_get_context($0) }
                    GLibActor.assumeIsolated {
                        guard let backend = route.backend else { return }
                        route.deliver(backend.hold(reply, context: context), body)
                    }
                    return 1  // answered later, exactly once
                }
        let signal = g_signal_connect_data(
            UnsafeMutableRawPointer(manager), "script-message-with-reply-received::\(name)",
            unsafeBitCast(received, to: GCallback.self), Unmanaged.passRetained(route).toOpaque(),
            { data, _ in Unmanaged<Route>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
        handlers.append(Handler(name: name, world: world, signal: signal))
    }

    func removeAllHandlers() {
        for handler in handlers {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(manager), handler.signal)
            webkit_user_content_manager_unregister_script_message_handler(manager, handler.name, handler.world)
        }
        handlers = []
    }

    private func hold(_ reply: OpaquePointer, context: OpaquePointer?) -> UInt64 {
        nextReply += 1
        webkit_script_message_reply_ref(reply)
        if let context { g_object_ref(UnsafeMutableRawPointer(context)) }
        replies[nextReply] = (reply, context)
        return nextReply
    }

    /// Resolves message `id`'s Promise with `json` (nil: undefined), or rejects it with `error`.
    func reply(_ id: UInt64, json: String?, error: String?) {
        guard let held = replies.removeValue(forKey: id) else { return }
        defer {
            webkit_script_message_reply_unref(held.reply)
            if let context = held.context { g_object_unref(UnsafeMutableRawPointer(context)) }
        }
        if let error {
            webkit_script_message_reply_return_error_message(held.reply, error)
            return
        }
        guard let context = held.context,
            let value = json.map({ jsc_value_new_from_json(context, $0) }) ?? jsc_value_new_undefined(context)
        else {
            webkit_script_message_reply_return_error_message(held.reply, "the reply is not representable")
            return
        }
        webkit_script_message_reply_return_value(held.reply, value)
        g_object_unref(UnsafeMutableRawPointer(value))
    }

    func addFilter(_ filter: FilterHandle) {
        webkit_user_content_manager_add_filter(manager, filter.filter)
    }

    func removeFilter(_ filter: FilterHandle) {
        webkit_user_content_manager_remove_filter(manager, filter.filter)
    }
}
