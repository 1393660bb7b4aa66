import Foundation
import Testing

/// https://developer.apple.com/documentation/webkit/wkurlschemetask
///
/// Gathers the response and its data and hands them to WebKitGTK on `didFinish` (WebKitGTK takes a response in
/// one piece). Misuse that Apple's WebKit answers with an Objective-C exception (any call after `didFinish`,
/// `didFailWithError` or the handler's `stop`; data or a finish before a response) is recorded as an issue of
/// the running test instead.
@MainActor
final class SchemeTask: NSObject, WKURLSchemeTask {
    let request: URLRequest
    private let id: UInt64
    private let backend: WebViewBackend
    private var response: URLResponse?
    private var body = Data()
    private(set) var isOpen = true
    private var isStopped = false

    init(id: UInt64, request: SchemeRequest, backend: WebViewBackend) {
        self.id = id
        self.backend = backend
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        self.request = urlRequest
    }

    /// https://developer.apple.com/documentation/webkit/wkurlschemetask/didreceive(_:)-1s0qh (the response)
    func didReceive(_ response: URLResponse) {
        guard usable("didReceiveResponse") else { return }
        guard self.response == nil else { return raise("didReceiveResponse was called more than once") }
        self.response = response
    }

    /// https://developer.apple.com/documentation/webkit/wkurlschemetask/didreceive(_:)-7ub5f (the data)
    func didReceive(_ data: Data) {
        guard usable("didReceiveData") else { return }
        guard response != nil else { return raise("no response has been sent for this task") }
        body.append(data)
    }

    /// https://developer.apple.com/documentation/webkit/wkurlschemetask/didfinish()
    func didFinish() {
        guard usable("didFinish") else { return }
        guard let response else { return raise("no response has been sent for this task") }
        isOpen = false
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        let contentType = headers.first { $0.key.lowercased() == "content-type" }?.value ?? response.mimeType
        let (backend, id, status, body) = (backend, id, http?.statusCode ?? 200, body)
        GLibQueue.shared.post {
            backend.respondScheme(id, status: status, mimeType: contentType, headers: headers, data: body)
        }
    }

    /// https://developer.apple.com/documentation/webkit/wkurlschemetask/didfailwitherror(_:)
    func didFailWithError(_ error: any Error) {
        guard usable("didFailWithError") else { return }
        isOpen = false
        let nsError = error as NSError
        let failure = ShimError(domain: nsError.domain, code: nsError.code, message: nsError.localizedDescription)
        let (backend, id) = (backend, id)
        GLibQueue.shared.post { backend.failScheme(id, failure) }
    }

    /// The handler's `webView(_:stop:)` was called: every later use raises.
    func stop() {
        isStopped = true
        isOpen = false
    }

    private func usable(_ call: String) -> Bool {
        if isStopped {
            raise("\(call) was called after the task was stopped")
            return false
        }
        if !isOpen {
            raise("\(call) was called after the task finished")
            return false
        }
        return true
    }

    private func raise(_ reason: String) {
        Issue.record(
            "WebKit raises (NSInternalInconsistencyException): \(reason): \(request.url?.absoluteString ?? "")")
    }
}
