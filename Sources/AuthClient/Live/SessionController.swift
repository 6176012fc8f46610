import AuthModel
import Foundation
import RxCore

/// Owns the current session: keeps it in memory and in the store, publishes the user, and refreshes
/// the ID token — one refresh at a time, shared by every caller that needs it.
actor SessionController {
    /// Refresh failures that mean the session is dead (the user must sign in again).
    static let sessionEndingKinds: Set<AuthError.Kind> = [
        .invalidRefreshToken, .userDisabled, .userNotFound, .tokenExpired,
    ]

    private var session: AuthSession?
    /// Bumped whenever the session is replaced or cleared, so late refresh results are dropped.
    private var generation = 0
    private var refresh: (generation: Int, task: Task<AuthSession, any Error>)?

    private let api: AuthAPI
    private let stored: Stored<AuthSession?>
    private let clock: @Sendable () -> Date
    private let margin: TimeInterval
    private let reportIssue: @Sendable (KeyValueStoreError) -> Void
    /// The signed-in user; `nil` when signed out.
    nonisolated let state: BehaviorSubject<AuthUser?>

    /// Creates the controller and restores the remembered session. An unreadable or corrupt store is
    /// reported and treated as signed out.
    init(
        api: AuthAPI, stored: Stored<AuthSession?>, clock: @escaping @Sendable () -> Date,
        margin: TimeInterval, reportIssue: @escaping @Sendable (KeyValueStoreError) -> Void
    ) {
        self.api = api
        self.stored = stored
        self.clock = clock
        self.margin = margin
        self.reportIssue = reportIssue
        var restored: AuthSession?
        do throws(KeyValueStoreError) {
            restored = try stored.load()
        } catch {
            reportIssue(error)
        }
        session = restored
        state = BehaviorSubject(value: restored?.user)
    }

    /// The current session, if signed in.
    var current: AuthSession? { session }

    /// The current session, or ``AuthError/Kind/notSignedIn`` when nobody is signed in.
    func requireSession() throws(AuthError) -> AuthSession {
        guard let session else { throw AuthError(.notSignedIn) }
        return session
    }

    // MARK: - Changing the session

    /// Makes `newSession` current (sign-in), saves it and publishes its user.
    func establish(_ newSession: AuthSession) {
        generation += 1
        refresh = nil
        replace(with: newSession)
    }

    /// Stores `newSession` (new tokens or a reloaded user) if the same account is still signed in.
    /// Returns whether it was stored.
    @discardableResult
    func update(_ newSession: AuthSession) -> Bool {
        guard let session, session.user.uid == newSession.user.uid else { return false }
        if session.idToken != newSession.idToken {
            generation += 1
            refresh = nil
        }
        replace(with: newSession)
        return true
    }

    /// Forgets the session in memory and in the store, and publishes `nil`.
    func signOut() {
        generation += 1
        refresh = nil
        session = nil
        do throws(KeyValueStoreError) {
            try stored.remove()
        } catch {
            reportIssue(error)
        }
        state.onNext(nil)
    }

    /// Signs out if `uid` is still the signed-in account.
    func signOut(ifCurrentUID uid: String) {
        if session?.user.uid == uid { signOut() }
    }

    private func replace(with newSession: AuthSession) {
        let userChanged = session?.user != newSession.user
        session = newSession
        do throws(KeyValueStoreError) {
            try stored.save(newSession)
        } catch {
            reportIssue(error)
        }
        if userChanged { state.onNext(newSession.user) }
    }

    // MARK: - Fresh tokens

    /// A session whose ID token is valid for more than the margin, refreshing when needed or forced.
    func validSession(force: Bool) async throws(AuthError) -> AuthSession {
        let session = try requireSession()
        if !force && !session.needsRefresh(at: clock(), margin: margin) { return session }
        return try await refreshed()
    }

    /// A session whose ID token is newer than `rejectedIDToken`, which the server refused.
    func session(replacing rejectedIDToken: String) async throws(AuthError) -> AuthSession {
        let session = try requireSession()
        if session.idToken != rejectedIDToken { return session }
        return try await refreshed()
    }

    /// Joins the refresh in flight for the current session, or starts one.
    private func refreshed() async throws(AuthError) -> AuthSession {
        let task: Task<AuthSession, any Error>
        if let refresh, refresh.generation == generation {
            task = refresh.task
        } else {
            let session = try requireSession()
            let startGeneration = generation
            task = Task { try await self.performRefresh(of: session, generation: startGeneration) }
            refresh = (startGeneration, task)
        }
        do {
            return try await task.value
        } catch {
            throw AuthError(transportFailure: error)
        }
    }

    private func performRefresh(of session: AuthSession, generation startGeneration: Int)
        async throws(AuthError) -> AuthSession
    {
        defer {
            if refresh?.generation == startGeneration { refresh = nil }
        }
        let grant: TokenGrant
        do throws(AuthError) {
            grant = try await api.refresh(refreshToken: session.refreshToken)
        } catch {
            if generation == startGeneration && Self.sessionEndingKinds.contains(error.kind) {
                signOut()
            }
            throw error
        }
        guard generation == startGeneration else {
            // The session changed meanwhile (new tokens from an account change, sign-out, another
            // sign-in); these tokens belong to a session that is gone.
            if let current = self.session, current.user.uid == session.user.uid { return current }
            throw AuthError(.missingIDToken, detail: "session ended during refresh")
        }
        let refreshed = grant.session(for: session.user, now: clock())
        generation += 1
        replace(with: refreshed)
        return refreshed
    }
}
