import Foundation
import HTTPServer
import Synchronization
import AuthCrypto

/// An SMS webhook on loopback: keeps every JSON body POSTed to `/sms` and answers `status`.
final class SMSWebhookSink: Sendable {
    private let http: HTTPServer
    private final class Bodies: Sendable {
        let list = Mutex<[Data]>([])
    }

    private let received = Bodies()
    let status: Int

    init(status: Int = 200) throws {
        self.status = status
        let box = received
        var router = Router()
        router.add(.post, "/sms") { request in
            box.list.withLock { $0.append(request.body) }
            return HTTPResponse(
                status: HTTPStatus(code: status), headers: ["Content-Type": "application/json"],
                body: Data("{}".utf8))
        }
        http = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "127.0.0.1", port: 0, threadCount: 1),
            router: router)
        try http.start()
    }

    var url: String { "http://127.0.0.1:\(http.port)/sms" }

    /// (phoneNumber, message) of every delivery so far.
    var messages: [(String, String)] {
        received.list.withLock { $0 }.map { body in
            let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
            return ((object["phoneNumber"] as? String) ?? "", (object["message"] as? String) ?? "")
        }
    }

    func stop() async { await http.stop(drainTimeout: .seconds(1)) }
}
