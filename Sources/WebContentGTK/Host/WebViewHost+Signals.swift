#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore
import WebContentPageSession

extension WebViewHost {
    /// Connects every view signal the host listens to.
    ///
    /// Handlers are C functions that borrow a weak host reference.
    func connectSignals() {
        let instance = UnsafeMutableRawPointer(view)
        let loadChanged: WebViewSignalHandler.LoadChanged = { _, event, data in
            let reference = HostReference.borrow(data)
            GLibActor.assumeIsolated { reference.host?.loadChanged(WebKitLoadEvent(rawValue: event)) }
        }
        HostReference.connect(instance, "load-changed", unsafeBitCast(loadChanged, to: GCallback.self), to: self)

        let loadFailed: WebViewSignalHandler.LoadFailed = { _, _, _, error, data in
            let reference = HostReference.borrow(data)
            let cancelled = wck_error_is_cancelled_load(error) != 0
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            GLibActor.assumeIsolated { reference.host?.loadFailed(message, cancelled: cancelled) }
            return 1  // handled: no WebKit error page (it would be another load), the engine reports the error
        }
        HostReference.connect(instance, "load-failed", unsafeBitCast(loadFailed, to: GCallback.self), to: self)

        let decidePolicy: WebViewSignalHandler.DecidePolicy = { _, decision, type, data in
            let reference = HostReference.borrow(data)
            guard let decision else { return 0 }
            let policy = decision.assumingMemoryBound(to: WebKitPolicyDecision.self)
            let handled = GLibActor.assumeIsolated {
                reference.host?.decidePolicy(policy, type: WebKitPolicyDecisionType(rawValue: type)) ?? false
            }
            return handled ? 1 : 0
        }
        HostReference.connect(instance, "decide-policy", unsafeBitCast(decidePolicy, to: GCallback.self), to: self)

        // A dialog or print request is counted and swallowed: TRUE means "handled", nothing is shown. One handler
        // serves both signals (same C shape). It names the load whose document asked: until the next commit that is
        // still the document a newer load is replacing.
        let swallow:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
                -> gboolean = { _, _, data in
                    let reference = HostReference.borrow(data)
                    GLibActor.assumeIsolated {
                        guard let host = reference.host else { return }
                        host.events.yield(.dialogAttempt(load: host.session.shownLoad))
                    }
                    return 1
                }
        HostReference.connect(
            instance, "script-dialog", unsafeBitCast(swallow, to: GCallback.self), to: self)
        HostReference.connect(
            instance, "print", unsafeBitCast(swallow, to: GCallback.self), to: self)

        let terminated: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = {
            _, reason, data in
            let reference = HostReference.borrow(data)
            GLibActor.assumeIsolated {
                reference.host?.webProcessTerminated(WebKitWebProcessTerminationReason(rawValue: reason))
            }
        }
        HostReference.connect(
            instance, "web-process-terminated", unsafeBitCast(terminated, to: GCallback.self), to: self)

        let notify:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
                -> Void = { _, spec, data in
                    let reference = HostReference.borrow(data)
                    let name = spec.flatMap {
                        g_param_spec_get_name($0.assumingMemoryBound(to: GParamSpec.self)).map { String(cString: $0) }
                    }
                    GLibActor.assumeIsolated { reference.host?.propertyChanged(name ?? "") }
                }
        HostReference.connect(instance, "notify::title", unsafeBitCast(notify, to: GCallback.self), to: self)
        HostReference.connect(instance, "notify::zoom-level", unsafeBitCast(notify, to: GCallback.self), to: self)
    }

    private func propertyChanged(_ name: String) {
        switch name {
        case "title":
            events.yield(.titleChanged(webkit_web_view_get_title(view).map { String(cString: $0) }))
        case "zoom-level":
            // GTK has no "zoom off" switch: when zoom is disabled, any zoom (ctrl+scroll, pinch) snaps back.
            if !EngineSettings(options.configuration).allowsZoom, webkit_web_view_get_zoom_level(view) != 1.0 {
                webkit_web_view_set_zoom_level(view, 1.0)
            }
        default:
            break
        }
    }

    private func webProcessTerminated(_ reason: WebKitWebProcessTerminationReason) {
        let mapped: WebProcessTerminationReason =
            switch reason {
            case WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT: .exceededMemoryLimit
            case WEBKIT_WEB_PROCESS_TERMINATED_BY_API: .terminatedByAPI
            default: .crashed
            }
        abandonPage(failing: .webProcessTerminated(mapped))
        events.yield(.webProcessTerminated(mapped))
    }
}
#endif
