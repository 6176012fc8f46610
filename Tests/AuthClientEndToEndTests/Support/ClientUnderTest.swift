import AuthClient
import AuthModel
import Foundation
import RxCore
import Synchronization

/// A live ``AuthClient`` talking to a ``SesameServer``, remembering its session in a
/// ``FileKeyValueStore`` and recording every `authState` value it publishes.
///
/// Two instances built over the same `storeDirectory` share the session file, like two runs of an app.
final class ClientUnderTest {
    let client: AuthClient
    let store: FileKeyValueStore
    /// Keeps the session file's directory alive as long as a client uses it.
    let storeDirectory: TemporaryDirectory
    private let recorder = StateRecorder()
    private let subscription: any Disposable

    /// The session file's key (the configuration's default).
    static let sessionKey = AuthClientConfiguration().sessionKey

    /// - Parameters:
    ///   - storeDirectory: where `session.json` lives; a fresh directory when `nil`.
    ///   - clock: the client's notion of now (token expiry).
    ///   - tokenRefreshMargin: refresh ID tokens expiring within this many seconds.
    ///   - apiKey: the key sent with every request.
    init(
        server: SesameServer, storeDirectory: TemporaryDirectory? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }, tokenRefreshMargin: TimeInterval = 5 * 60,
        apiKey: String = SesameServer.apiKey
    ) throws {
        self.storeDirectory = try storeDirectory ?? TemporaryDirectory(prefix: "sesame-e2e-client")
        store = FileKeyValueStore(fileURL: self.storeDirectory.file("session.json"))
        let configuration = AuthClientConfiguration(
            layout: .sesame(server.baseURL), apiKey: apiKey, projectID: SesameServer.projectID,
            requestTimeout: 30, tokenRefreshMargin: tokenRefreshMargin)
        client = AuthClient.live(configuration: configuration, store: store, clock: clock)
        let recorder = self.recorder
        subscription = client.authState.subscribe(onNext: { user in recorder.append(user) })
    }

    deinit {
        subscription.dispose()
    }

    /// Every `authState` value so far, starting with the one replayed at subscription.
    var states: [AuthUser?] { recorder.values }

    /// The latest `authState` value.
    var currentUser: AuthUser? { recorder.values.last ?? nil }

    /// The session remembered in the store, `nil` when none.
    func storedSession() throws -> AuthSession? {
        try Stored<AuthSession?>(key: Self.sessionKey, default: nil, store: store).load()
    }

    /// Replaces the remembered session (to hand a later client a doctored one).
    func storeSession(_ session: AuthSession) throws {
        try Stored<AuthSession?>(key: Self.sessionKey, default: nil, store: store).save(session)
    }

    /// The keys present in the session file (none when the file is missing).
    func storedKeys() throws -> [String] {
        guard let bytes = FileManager.default.contents(atPath: store.fileURL.path) else { return [] }
        let object = try JSONSerialization.jsonObject(with: bytes) as? [String: Any]
        let values = object?["values"] as? [String: Any] ?? [:]
        return values.keys.sorted()
    }
}

/// The `authState` values a client published, from any thread.
private final class StateRecorder: Sendable {
    private let received = Mutex<[AuthUser?]>([])

    func append(_ user: AuthUser?) { received.withLock { $0.append(user) } }

    var values: [AuthUser?] { received.withLock { $0 } }
}
