import Foundation

extension WKWebView {
    /// Turns what the backend reported into Apple's delegate calls and completion handlers.
    func receive(_ event: BackendEvent) {
        switch event {
        case .navigation(let id, let request): decide(id, request)
        case .loadFinished(let serial):
            guard let navigation = navigations.removeValue(forKey: serial) ?? pageNavigation(serial) else { return }
            navigationDelegate?.webView(self, didFinish: navigation)
        case .loadFailed(let serial, let provisional, let error):
            guard let navigation = navigations.removeValue(forKey: serial) ?? pageNavigation(serial) else { return }
            if provisional {
                navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error.nsError)
            } else {
                navigationDelegate?.webView(self, didFail: navigation, withError: error.nsError)
            }
        case .titleChanged(let title):
            currentTitle = title
            for observer in titleObservers.values { observer(self) }
        case .webProcessTerminated:
            stopSchemeTasks()
            navigationDelegate?.webViewWebContentProcessDidTerminate(self)
        case .dialog(let id, let request): showDialog(id, request)
        case .schemeTaskStarted(let id, let scheme, let request): startSchemeTask(id, scheme: scheme, request)
        case .javaScriptFinished(let id, let outcome):
            scriptCompletions.removeValue(forKey: id)?(
                outcome.map { $0.foundationObject as Any }.mapError { $0.nsError })
        case .snapshotFinished(let id, let outcome):
            let completion = snapshotCompletions.removeValue(forKey: id)
            switch outcome {
            case .success(let pixels):
                completion?(
                    NSImage(bitmap: CGImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba)), nil)
            case .failure(let error): completion?(nil, error.nsError)
            }
        case .pdfFinished(let id, let outcome):
            pdfCompletions.removeValue(forKey: id)?(outcome.mapError { $0.nsError })
        }
    }

    /// A navigation the page started has no WKNavigation of the app's: WebKit makes one for it.
    private func pageNavigation(_ serial: UInt64) -> WKNavigation? {
        serial > UInt64.max / 2 ? WKNavigation() : nil
    }

    /// Asks the navigation delegate (allowing when there is none, as WebKit does) and hands its policy back once.
    private func decide(_ id: UInt64, _ request: NavigationRequest) {
        let backend = backend
        let answer: @Sendable (WKNavigationActionPolicy) -> Void = { policy in
            GLibQueue.shared.post { backend.decide(id, policy: policy) }
        }
        guard let delegate = navigationDelegate else { return answer(.allow) }
        // WebKitGTK does not say which frame a navigation starts in or targets: the main frame, as far as the shim
        // knows (ShimLimits); a load the app started has no source frame at all.
        let action = WKNavigationAction(
            url: request.url, targetFrame: request.isNewWindow ? nil : WKFrameInfo(isMainFrame: true),
            sourceFrame: request.isStartedByApp ? .messagedNil : WKFrameInfo(isMainFrame: true),
            navigationType: request.type)
        let check = CompletionCheck("webView(_:decidePolicyFor:decisionHandler:)") { answer(.cancel) }
        delegate.webView(self, decidePolicyFor: action) { policy in
            if check.first() { answer(policy) }
        }
    }

    /// Hands a script dialog to the UI delegate; without one it is dismissed unseen, as WebKit does.
    private func showDialog(_ id: UInt64, _ request: DialogRequest) {
        let backend = backend
        let answer: @Sendable (Bool, String?) -> Void = { confirmed, text in
            GLibQueue.shared.post { backend.answerDialog(id, confirmed: confirmed, text: text) }
        }
        let frame = WKFrameInfo(isMainFrame: true)
        guard let delegate = uiDelegate, request.kind != .beforeUnload else {
            return answer(request.kind == .beforeUnload, nil)
        }
        let check = CompletionCheck("a JavaScript panel's completion handler") { answer(false, nil) }
        switch request.kind {
        case .alert:
            delegate.webView(self, runJavaScriptAlertPanelWithMessage: request.message, initiatedByFrame: frame) {
                if check.first() { answer(true, nil) }
            }
        case .confirm:
            delegate.webView(self, runJavaScriptConfirmPanelWithMessage: request.message, initiatedByFrame: frame) {
                confirmed in
                if check.first() { answer(confirmed, nil) }
            }
        case .prompt, .beforeUnload:
            delegate.webView(
                self, runJavaScriptTextInputPanelWithPrompt: request.message, defaultText: request.defaultText,
                initiatedByFrame: frame
            ) { text in
                if check.first() { answer(text != nil, text) }
            }
        }
    }

    private func startSchemeTask(_ id: UInt64, scheme: String, _ request: SchemeRequest) {
        guard let handler = schemeHandlers[scheme.lowercased()] else { return }
        let task = SchemeTask(id: id, request: request, backend: backend)
        schemeTasks[id] = (task, handler)
        handler.webView(self, start: task)
        if !task.isOpen { schemeTasks[id] = nil }
    }

    /// Tells each handler its open tasks stopped (a new load, `stopLoading`, a dead web process): Apple's
    /// WebKit does the same when the loads they serve end.
    func stopSchemeTasks() {
        let open = schemeTasks.values.filter { $0.task.isOpen }
        schemeTasks = [:]
        for (task, handler) in open {
            task.stop()
            handler.webView(self, stop: task)
        }
    }
}
