import Foundation
import WebContentGTK

/// https://developer.apple.com/documentation/webkit/wkwebview: an NSView on macOS.
///
/// The main-actor face of a WebKitWebView that lives on the GLib thread (``WebViewBackend``). Every call returns
/// at once, as Apple's do, and what WebKitGTK reports comes back through the delegates and completion handlers on
/// the main actor, in the order WebKitGTK reported it.
@MainActor open class WKWebView: NSView {
    let backend: WebViewBackend
    private let sink: EventSink<BackendEvent>
    let schemeHandlers: [String: any WKURLSchemeHandler]
    var navigations: [UInt64: WKNavigation] = [:]
    var scriptCompletions: [UInt64: (Result<Any, any Error>) -> Void] = [:]
    var snapshotCompletions: [UInt64: @MainActor @Sendable (NSImage?, (any Error)?) -> Void] = [:]
    var pdfCompletions: [UInt64: @MainActor @Sendable (Result<Data, any Error>) -> Void] = [:]
    var schemeTasks: [UInt64: (task: SchemeTask, handler: any WKURLSchemeHandler)] = [:]
    var titleObservers: [UInt64: (WKWebView) -> Void] = [:]
    var currentTitle: String?
    private var nextID: UInt64 = 0

    /// https://developer.apple.com/documentation/webkit/wkwebview/init(frame:configuration:)
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        let sink = EventSink<BackendEvent>()
        self.sink = sink
        backend = WebViewBackend(report: { sink.post($0) })
        schemeHandlers = configuration.schemeHandlers
        super.init(frame: frame)
        Task { [weak self] in
            for await event in sink.events { self?.receive(event) }
        }
        let setup = WebViewBackend.Setup(
            width: Int(frame.width.rounded()), height: Int(frame.height.rounded()),
            schemes: Array(configuration.schemeHandlers.keys),
            allowsContentJavaScript: configuration.defaultWebpagePreferences?.allowsContentJavaScript ?? true,
            canOpenWindows: configuration.preferences.javaScriptCanOpenWindowsAutomatically,
            mediaNeedsUserAction: !configuration.mediaTypesRequiringUserActionForPlayback.isEmpty,
            persistentData: configuration.websiteDataStore.isPersistent)
        let (backend, content) = (backend, configuration.userContentController.backend)
        GLibQueue.shared.post { backend.create(setup, contentManager: content.manager) }
        frameObserver = { [weak self] frame in self?.frameChanged(frame) }
    }

    isolated deinit {
        sink.finish()
        let backend = backend
        GLibQueue.shared.post { backend.close() }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/allowslinkpreview
    ///
    /// WebKitGTK has no link previews: the value is kept and changes nothing.
    open var allowsLinkPreview = true

    /// https://developer.apple.com/documentation/webkit/wkwebview/title
    open var title: String? { currentTitle }

    /// https://developer.apple.com/documentation/webkit/wkwebview/navigationdelegate
    open weak var navigationDelegate: (any WKNavigationDelegate)?

    /// https://developer.apple.com/documentation/webkit/wkwebview/uidelegate
    open weak var uiDelegate: (any WKUIDelegate)?

    /// https://developer.apple.com/documentation/webkit/wkwebview/pagezoom
    open var pageZoom: CGFloat = 1 {
        didSet {
            let (backend, zoom) = (backend, Double(pageZoom))
            GLibQueue.shared.post { backend.setZoom(zoom) }
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/allowsmagnification
    ///
    /// WebKitGTK has no magnification gesture of its own: the value is kept and changes nothing.
    open var allowsMagnification = false

    /// https://developer.apple.com/documentation/webkit/wkwebview/loadhtmlstring(_:baseurl:)
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        startLoad(.html(string, baseURL: baseURL?.absoluteString))
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/load(_:)-8oh2c (a URLRequest)
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else { return nil }
        return startLoad(.request(url))
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/stoploading()
    ///
    /// Stops the scheme tasks still open too (WebKitGTK tells of no cancelled request; see `ShimLimits`).
    open func stopLoading() {
        stopSchemeTasks()
        let backend = backend
        GLibQueue.shared.post { backend.stopLoading() }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/evaluatejavascript(_:completionhandler:)
    ///
    /// In the page world; the handler receives nil for `undefined`.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        evaluateJavaScript(javaScriptString, in: nil, in: .page) { result in
            switch result {
            case .success(let value): completionHandler?(FoundationValue.unboxed(value), nil)
            case .failure(let error): completionHandler?(nil, error)
            }
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/evaluatejavascript(_:completionhandler:)
    /// (its async form)
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        try await evaluateJavaScript(javaScriptString, in: nil, contentWorld: .page) ?? (Optional<Any>.none as Any)
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/takesnapshot(with:completionhandler:)
    ///
    /// The configuration's rect of the view (its bounds when `.null`), once the view has its frame.
    open func takeSnapshot(
        with snapshotConfiguration: WKSnapshotConfiguration?,
        completionHandler: @escaping @MainActor @Sendable (NSImage?, (any Error)?) -> Void
    ) {
        let id = makeID()
        snapshotCompletions[id] = completionHandler
        let asked = snapshotConfiguration?.rect ?? .null
        let rect = asked.isNull ? bounds : asked
        let backend = backend
        GLibQueue.shared.post { Task { await backend.snapshot(rect: rect, id: id) } }
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/takesnapshot(configuration:)
    open func takeSnapshot(configuration snapshotConfiguration: WKSnapshotConfiguration?) async throws -> NSImage {
        try await withCheckedThrowingContinuation { continuation in
            takeSnapshot(with: snapshotConfiguration) { image, error in
                if let image {
                    continuation.resume(returning: MainActorValue(value: image))
                } else {
                    continuation.resume(throwing: error ?? ShimError.webKit(.unknown, "no snapshot").nsError)
                }
            }
        }.value
    }

    private func startLoad(_ load: WebViewBackend.Load) -> WKNavigation {
        stopSchemeTasks()
        let serial = makeID()
        let navigation = WKNavigation()
        navigations[serial] = navigation
        let backend = backend
        GLibQueue.shared.post { backend.load(load, serial: serial) }
        return navigation
    }

    func makeID() -> UInt64 {
        nextID += 1
        return nextID
    }

    private func frameChanged(_ frame: CGRect) {
        let (backend, width, height) = (backend, Int(frame.width.rounded()), Int(frame.height.rounded()))
        GLibQueue.shared.postAwaiting {
            backend.resize(width: width, height: height)
            await backend.settleSize()
        }
    }

    /// Darwin Foundation's `NSObject.observe` (a protocol extension on `_KeyValueCodingAndObserving` there):
    /// https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift
    ///
    /// The shim's views tell of one observable change, the title's (WebKitGTK's `notify::title`).
    public func observe<Value>(
        _ keyPath: KeyPath<WKWebView, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (WKWebView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let id = makeID()
        titleObservers[id] = { webView in
            changeHandler(
                webView, NSKeyValueObservedChange(newValue: options.contains(.new) ? webView[keyPath: keyPath] : nil))
        }
        return NSKeyValueObservation { [weak self] in
            MainQueue.post { self?.titleObservers[id] = nil }
        }
    }

    /// The WebKit testing hooks the shim answers: killing the web process.
    static let testingHooks: Set<String> = ["_killWebContentProcess", "_killWebContentProcessAndResetState"]

    func respondsToTestingHook(_ name: String) -> Bool { Self.testingHooks.contains(name) }

    func performTestingHook(_ name: String) {
        precondition(respondsToTestingHook(name), "unrecognized selector sent to WKWebView: \(name)")
        let backend = backend
        GLibQueue.shared.post { backend.terminateWebProcess() }
    }
}
