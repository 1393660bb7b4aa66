import Foundation
import HTTPTypes
import Hummingbird

/// The HTTP face of ``RenderService``: three routes that translate requests and ``ServeReply``s, nothing more.
enum ServeRoutes {
    /// Bodies past this size are refused with 413 before they are read whole (the reader's own limit is lower).
    static let maximumBody = 17 << 20

    static func router(_ service: RenderService) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/health") { _, _ in
            response(await service.healthReply())
        }
        router.get("/metrics") { _, _ in
            response(await service.metricsReply())
        }
        router.post("/render") { request, _ -> Response in
            var request = request
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: maximumBody)
            } catch {
                return response(.error(413, "body over \(maximumBody >> 20) MiB"))
            }
            let query = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
            let reply = await service.render(
                body: Data(buffer: body), contentType: request.headers[.contentType], query: query)
            return response(reply)
        }
        return router
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
