import Foundation
import HTTPTypes
import Hummingbird

/// The HTTP face of ``RenderService``: three routes that check who asks, translate requests and ``ServeReply``s.
enum ServeRoutes {
    /// Bodies past this size are refused with 413: from `Content-Length` before a byte is read, else while the body
    /// streams in (the reader's own limit is lower).
    static let maximumBody = 17 << 20

    static func router(_ service: RenderService, access: ServeAccess) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/health") { request, _ in
            if let refusal = access.checkHost(request.head.authority) { return response(refusal) }
            return response(await service.healthReply())
        }
        router.get("/metrics") { request, _ in
            if let refusal = access.checkHost(request.head.authority) { return response(refusal) }
            return response(await service.metricsReply())
        }
        router.post("/render") { request, _ -> Response in
            let refusal =
                access.checkHost(request.head.authority)
                ?? access.checkRender(
                    authorization: request.headers[.authorization], contentType: request.headers[.contentType])
                ?? checkLength(request.headers[.contentLength])
            if let refusal {
                service.metrics.count(refusal.status == 413 ? .invalid : .refused)
                return response(refusal)
            }
            var request = request
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: maximumBody)
            } catch {
                return response(tooLarge)
            }
            let query = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
            let reply = await service.render(
                body: Data(buffer: body), contentType: request.headers[.contentType], query: query)
            return response(reply)
        }
        return router
    }

    private static let tooLarge = ServeReply.error(413, "body over \(maximumBody >> 20) MiB")

    /// 413 when `Content-Length` already says the body is too large.
    private static func checkLength(_ field: String?) -> ServeReply? {
        guard let field, let length = Int(field.trimmingCharacters(in: .whitespaces)) else { return nil }
        return length > maximumBody ? tooLarge : nil
    }

    private static func response(_ reply: ServeReply) -> Response {
        var headers: HTTPFields = [.contentType: reply.contentType]
        for (name, value) in reply.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        return Response(
            status: HTTPResponse.Status(code: reply.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(data: reply.body)))
    }
}
