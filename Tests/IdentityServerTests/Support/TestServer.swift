import AuthCrypto
import Foundation
import PostgresStorage
import ServerTestSupport
import Storage

@testable import IdentityServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real server on loopback port 0 with a SQLite store in a temporary directory (on the PostgreSQL
/// pass: a schema of the test database named after that directory, see `ServerTestDatabase`), and a
/// small HTTP client for it.
final class TestServer: Sendable {
    static let apiKey = "test-api-key"
    static let adminKey = "test-admin-secret"

    let server: IdentityServer
    let directory: TemporaryDirectory
    let clock: ManualClock
    let base: String

    /// Small argon2 parameters, a manual clock and generous rate limits unless `configure` says otherwise.
    init(
        directory: TemporaryDirectory? = nil, clock: ManualClock = ManualClock(),
        logSink: @escaping @Sendable (String) -> Void = { _ in },
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) throws {
        let directory = try directory ?? TemporaryDirectory()
        var configuration = ServerConfiguration(
            port: 0, dataDirectory: directory.path, apiKeys: [Self.apiKey], adminKey: Self.adminKey,
            argon2MemoryKiB: 1024, argon2Iterations: 1, hashThreads: 2, httpThreads: 2,
            rateLimits: RateLimitSettings(
                signInPerIP: 1000, signInPerAccount: 1000, signUpPerIP: 1000,
                oobPerIP: 1000, oobPerAccount: 1000),
            logLevel: .error)
        try ServerTestDatabase.configure(&configuration)
        configure(&configuration)
        self.directory = directory
        self.clock = clock
        server = try IdentityServer(
            configuration: configuration, clock: clock.clock,
            logger: ServerLogger(minimumLevel: .debug, sink: logSink))
        // The PostgreSQL pass must never quietly run on SQLite.
        let store = (server.context.store as? CachingIdentityStore)?.base ?? server.context.store
        if ServerTestDatabase.isPostgreSQL && !(store is PostgresIdentityStore) {
            throw ServerTestDatabaseError.notOnPostgreSQL
        }
        try server.start()
        base = server.baseURL
    }

    /// Runs `body` with a started server and always stops it afterwards.
    static func with<T>(
        directory: TemporaryDirectory? = nil, clock: ManualClock = ManualClock(),
        logSink: @escaping @Sendable (String) -> Void = { _ in },
        configure: (inout ServerConfiguration) -> Void = { _ in },
        _ body: (TestServer) async throws -> T
    ) async throws -> T {
        let server = try TestServer(
            directory: directory, clock: clock, logSink: logSink, configure: configure)
        do {
            let result = try await body(server)
            await server.server.stop()
            return result
        } catch {
            await server.server.stop()
            throw error
        }
    }

    /// A response: status and parsed JSON body (`.null` when not JSON).
    struct Reply: Sendable {
        let status: Int
        let json: JSON
        let headers: [String: String]
        let text: String

        subscript(key: String) -> JSON? { json[key] }
        var errorMessage: String? { json["error"]?["message"]?.stringValue }
        func string(_ key: String) -> String? { json[key]?.stringValue }
    }

    enum Credential: Sendable {
        case apiKey(String = TestServer.apiKey)
        case headerKey(String = TestServer.apiKey)
        case bearer(String = TestServer.adminKey)
        case none
    }

    func request(
        _ method: String, _ path: String, json: JSON? = nil, form: String? = nil,
        credential: Credential = .apiKey(), headers extraHeaders: [String: String] = [:]
    ) async throws -> Reply {
        var target = base + path
        if case .apiKey(let key) = credential { target += (path.contains("?") ? "&" : "?") + "key=\(key)" }
        var request = URLRequest(url: URL(string: target)!)
        request.httpMethod = method
        for (name, value) in extraHeaders { request.setValue(value, forHTTPHeaderField: name) }
        switch credential {
        case .headerKey(let key): request.setValue(key, forHTTPHeaderField: "x-goog-api-key")
        case .bearer(let token): request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        default: break
        }
        if let json {
            request.httpBody = json.data
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        } else if let form {
            request.httpBody = Data(form.utf8)
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        // Mail is written after the answer; a test reads the outbox right after the call.
        await settle()
        return Reply(
            status: http.statusCode, json: JSON.parse(data) ?? .null, headers: headers,
            text: String(decoding: data, as: UTF8.self))
    }

    /// Waits until the work answered requests left for after their answer (out-of-band mail) is done.
    func settle() async {
        await server.context.afterAnswer.drain()
    }

    func post(_ path: String, _ json: JSON, credential: Credential = .apiKey()) async throws -> Reply {
        try await request("POST", path, json: json, credential: credential)
    }

    /// `POST /identitytoolkit.googleapis.com/v1/accounts:<operation>`.
    func accounts(_ operation: String, _ json: JSON, credential: Credential = .apiKey()) async throws -> Reply
    {
        try await post(
            "/identitytoolkit.googleapis.com/v1/accounts:\(operation)", json, credential: credential)
    }

    /// `POST /identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts<suffix>` as admin.
    func admin(_ suffix: String, _ json: JSON) async throws -> Reply {
        try await post(
            "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts\(suffix)", json,
            credential: .bearer())
    }

    /// Signs up with e-mail and password and returns the reply (which must be 200).
    func signUp(_ email: String, _ password: String = "secret-1") async throws -> Reply {
        try await accounts(
            "signUp", ["email": .string(email), "password": .string(password), "returnSecureToken": true])
    }

    func signIn(_ email: String, _ password: String = "secret-1") async throws -> Reply {
        try await accounts(
            "signInWithPassword",
            ["email": .string(email), "password": .string(password), "returnSecureToken": true])
    }

    func refresh(_ token: String) async throws -> Reply {
        try await post(
            "/securetoken.googleapis.com/v1/token",
            ["grantType": "refresh_token", "refreshToken": .string(token)])
    }
}
