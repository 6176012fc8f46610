import AuthCrypto
import Foundation
import HTTPServer
import Synchronization

/// Blocking functions on loopback for the server's tests: `/beforeCreate`, `/beforeSignIn`,
/// `/beforeSendEmail`, `/beforeSendSms`. Keeps the `data.jwt` of every call (unverified: the tests
/// verify it themselves) and answers what `answer` says for the trigger (200 `{}` by default).
final class BlockingFunctionStub: Sendable {
    struct Answer: Sendable {
        var status = 200
        var body = "{}"
    }

    /// What the handlers and the tests share.
    private final class State: Sendable {
        let calls = Mutex<[(trigger: String, jwt: String)]>([])
        let answers: Mutex<[String: Answer]>
        init(_ answers: [String: Answer]) { self.answers = Mutex(answers) }
    }

    private let http: HTTPServer
    private let state: State

    init(_ answers: [String: Answer] = [:]) throws {
        let state = State(answers)
        var router = Router()
        for trigger in ["beforeCreate", "beforeSignIn", "beforeSendEmail", "beforeSendSms"] {
            router.add(.post, "/" + trigger) { request in
                let jwt = JSONParser<JSON>.parse(request.body)?["data"]?["jwt"]?.stringValue ?? ""
                state.calls.withLock { $0.append((trigger, jwt)) }
                let answer = state.answers.withLock { $0[trigger] } ?? Answer()
                return HTTPResponse(
                    status: HTTPStatus(code: answer.status), headers: ["Content-Type": "application/json"],
                    body: Data(answer.body.utf8))
            }
        }
        self.state = state
        http = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "127.0.0.1", port: 0, threadCount: 2),
            router: router)
        try http.start()
    }

    func url(_ trigger: String) -> String { "http://127.0.0.1:\(http.port)/\(trigger)" }

    func answer(_ trigger: String, status: Int = 200, _ body: JSON) {
        state.answers.withLock { $0[trigger] = Answer(status: status, body: body.serialized) }
    }

    /// The triggers called so far, in order.
    var triggers: [String] { state.calls.withLock { $0.map(\.trigger) } }

    /// The tokens `trigger` received, oldest first.
    func tokens(_ trigger: String) -> [String] { state.calls.withLock { $0.filter { $0.trigger == trigger }.map(\.jwt) } }

    /// The claims of the last token `trigger` received, unverified.
    func lastClaims(_ trigger: String) -> [String: JSON]? {
        tokens(trigger).last.flatMap { try? JWT(compact: $0).payload }
    }

    /// The `blockingFunctions` field naming this stub for `triggers`.
    func config(_ triggers: [String], forward: JSON? = nil) -> JSON {
        var fields: [String: JSON] = [
            "triggers": .object(Dictionary(uniqueKeysWithValues: triggers.map { ($0, ["functionUri": .string(url($0))]) }))
        ]
        fields["forwardInboundCredentials"] = forward
        return .object(fields)
    }

    func stop() async { await http.stop(drainTimeout: .seconds(1)) }
}
