import Synchronization

/// `http://HOST:PORT` of the running server, known only after binding (port 0).
final class ListeningAddress: Sendable {
    private let value = Mutex("")

    var baseURL: String {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
