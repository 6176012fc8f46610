/// Marks a call that must not wait on a database: a request handled on an HTTP thread first tries to
/// answer from caches alone (`run`); a store call that would need the database throws
/// `LocalReadUnavailable` instead and the attempt reports `neededStore`, so the caller answers the
/// request again off the HTTP thread, where the call may wait.
public final class LocalReadAttempt: @unchecked Sendable {
    @TaskLocal static var current: LocalReadAttempt?

    /// Written and read only on the thread running the attempt.
    public private(set) var neededStore = false

    private init() {}

    /// Runs `body` as an attempt; `neededStore` says whether its result must be discarded.
    public static func run<T>(_ body: () throws -> T) -> (result: Result<T, any Error>, neededStore: Bool) {
        let attempt = LocalReadAttempt()
        let result = $current.withValue(attempt) { Result { try body() } }
        return (result, attempt.neededStore)
    }

    /// Throws `LocalReadUnavailable` inside an attempt (and records it); does nothing outside one.
    static func requireStore() throws {
        guard let attempt = current else { return }
        attempt.neededStore = true
        throw LocalReadUnavailable()
    }
}

/// A store call inside a `LocalReadAttempt` that only the database could answer.
public struct LocalReadUnavailable: Error, Sendable {}
