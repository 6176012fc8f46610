import AuthClient
import AuthModel
import RxCore
import RxReactor

/// The app's session: at launch it restores the remembered sign-in and picks the screen; afterwards it
/// follows sign-ins and sign-outs, refreshes the ID token, signs out and deletes the account.
///
/// - Launch (`restore`): the client's `authState` starts with the remembered user (the client restores
///   the stored session). Without one the route is ``SessionRoute/signedOut``. With one, the server is
///   asked whether the session still lives (`refreshIDToken(force: true)`, even while the ID token is
///   fresh: a password reset elsewhere revokes the session at once); the route becomes
///   ``SessionRoute/signedIn`` when it does, and ``SessionRoute/signedOut`` with the reason as
///   ``State/notice`` when it is dead (revoked refresh token, disabled or deleted account). When the
///   server cannot be reached the remembered user is kept and the notice says so.
/// - After launch, every user change the client publishes moves the route (a sign-in on another
///   screen, a session that ended).
/// - `reload` fetches the user again (e.g. to see a newly confirmed e-mail address) and says so in
///   ``State/status``, a line that needs no closing (a stray Enter stays harmless).
/// - `sendEmailVerification` mails the user a confirmation link (`VERIFY_EMAIL`) and says so.
/// - `signOut` clears the stored session through the client; `deleteAccount` deletes and signs out,
///   and says the account was deleted.
/// - ``State/lastEmail`` keeps the address of the last user, so that the sign-in screen shown after a
///   sign-out, a deletion or a session that ended can offer it again.
public final class SessionReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case restore
        case refreshToken
        case reload
        case signOut
        case deleteAccount
        /// Mails a confirmation link to the user's address; the notice says so.
        case sendEmailVerification
        /// Removes the second factor with this id (`AuthClient.unenroll`); the notice says so.
        case removeSecondFactor(String)
    }

    public enum Mutation: Sendable, Equatable {
        case setUser(AuthUser?)
        case setRoute(SessionRoute)
        case setBusy(Bool)
        case setErrorMessage(String?)
        case setNotice(String?)
        case setLastEmail(String?)
        case setStatus(String?)
    }

    public struct State: Sendable, Equatable {
        public var route = SessionRoute.launching
        /// The signed-in user, or `nil`.
        public var user: AuthUser?
        /// Whether a session request (refresh, sign-out, deletion) is in flight.
        public var isBusy = false
        public var errorMessage: String?
        /// Something to tell the user once (the launch check's outcome), in their language; observe
        /// with `reactor.pulse(\.$notice)`.
        @Pulse public var notice: String? = nil
        /// How the last request ended, when that is worth a line but not an alert ("up to date");
        /// cleared when the next request starts.
        public var status: String?
        /// The e-mail address of the signed-in user, or of the last one (kept after sign-out).
        public var lastEmail: String?

        public init() {}

        // MARK: For the home screen
        public var email: String? { user?.email }
        public var providerIDs: [String] { user?.providerIDs ?? [] }
        public var isEmailVerified: Bool { user?.isEmailVerified ?? false }
        /// The line under the e-mail address on the home screen.
        public var verificationText: LoginText { isEmailVerified ? .emailVerified : .emailNotVerified }
    }

    public let initialState = State()
    private let client: AuthClient
    private let language: AuthLanguage

    /// Refresh failures that mean the remembered session is gone.
    static let sessionEndingKinds: Set<AuthError.Kind> = [
        .invalidRefreshToken, .missingRefreshToken, .userDisabled, .userNotFound, .tokenExpired,
        .missingIDToken, .invalidIDToken, .notSignedIn,
    ]

    public init(client: AuthClient, language: AuthLanguage) {
        self.client = client
        self.language = language
    }

    /// Follows the client's user after launch: every change after the first value sets the user.
    public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        Observable.merge(mutation, client.authState.skip(1).map { Mutation.setUser($0) })
    }

    public func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .restore:
            return client.authState.take(1).flatMap { [weak self] user -> Observable<Mutation> in
                guard let self else { return .empty() }
                guard let user else { return .from([.setUser(nil), .setRoute(.signedOut)]) }
                return framed(restoring(user))
            }
        case .refreshToken:
            guard currentState.user != nil, !currentState.isBusy else { return .empty() }
            return framed(
                client.refreshIDToken(force: false).asObservable()
                    .map { Mutation.setUser($0.user) }
                    .catch { [language] error in
                        .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
                    })
        case .reload:
            guard currentState.user != nil, !currentState.isBusy else { return .empty() }
            let refreshed = LoginText.accountRefreshed.localized(in: language)
            return framed(
                client.reload().asObservable()
                    .flatMap { user in Observable.from([Mutation.setUser(user), .setStatus(refreshed)]) }
                    .catch { [language] error in
                        .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
                    })
        case .signOut:
            guard !currentState.isBusy else { return .empty() }
            return framed(
                client.signOut().asObservable()
                    .then(Observable.from([Mutation.setUser(nil), .setRoute(.signedOut)]))
                    .catch { [language] error in
                        .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
                    })
        case .deleteAccount:
            guard currentState.user != nil, !currentState.isBusy else { return .empty() }
            let deleted = LoginText.accountDeleted.localized(in: language)
            return framed(
                client.deleteAccount().asObservable()
                    .then(Observable.from([Mutation.setUser(nil), .setRoute(.signedOut), .setNotice(deleted)]))
                    .catch { [language] error in
                        .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
                    })
        case .sendEmailVerification:
            guard currentState.user?.email != nil, !currentState.isBusy else { return .empty() }
            let sent = LoginText.verificationEmailSent.localized(in: language)
            return framed(
                client.sendEmailVerification().asObservable()
                    .then(Observable.just(Mutation.setNotice(sent)))
                    .catch { [language] error in
                        .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
                    })
        case .removeSecondFactor(let uid):
            guard currentState.user != nil, !currentState.isBusy else { return .empty() }
            let removed = LoginText.authenticatorRemoved.localized(in: language)
            return framed(
                client.unenroll(factorUID: uid).asObservable()
                    .flatMap { user in Observable.from([Mutation.setUser(user), .setNotice(removed)]) }
                    .catch { [language] error in
                        .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
                    })
        }
    }

    /// The launch check for a remembered `user`.
    private func restoring(_ user: AuthUser) -> Observable<Mutation> {
        let language = language
        return client.refreshIDToken(force: true).asObservable()
            .flatMap { session in Observable.from([Mutation.setUser(session.user), .setRoute(.signedIn)]) }
            .catch { error in
                let authError = error as? AuthError
                if let authError, Self.sessionEndingKinds.contains(authError.kind) {
                    let reason = ErrorMessage.text(for: authError, in: language)
                    return .from([
                        .setLastEmail(user.email), .setUser(nil), .setRoute(.signedOut), .setNotice(reason),
                    ])
                }
                let isUnreachable = authError.map { Self.unreachableKinds.contains($0.kind) } ?? false
                let notice =
                    isUnreachable
                    ? LoginText.sessionNotChecked.localized(in: language)
                    : ErrorMessage.text(for: error, in: language)
                return .from([.setUser(user), .setRoute(.signedIn), .setNotice(notice)])
            }
    }

    /// Failures that mean the server was not reached (the session may well be alive).
    static let unreachableKinds: Set<AuthError.Kind> = [
        .networkUnavailable, .timedOut, .connectionRefused, .tlsFailure,
    ]

    private func framed(_ work: Observable<Mutation>) -> Observable<Mutation> {
        .concat([
            .just(.setErrorMessage(nil)), .just(.setStatus(nil)), .just(.setBusy(true)), work, .just(.setBusy(false)),
        ])
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setUser(let user):
            state.user = user
            if let email = user?.email { state.lastEmail = email }
            if state.route != .launching { state.route = user == nil ? .signedOut : .signedIn }
        case .setRoute(let route):
            state.route = route
        case .setBusy(let isBusy):
            state.isBusy = isBusy
        case .setErrorMessage(let message):
            state.errorMessage = message
        case .setNotice(let notice):
            state.notice = notice
        case .setLastEmail(let email):
            state.lastEmail = email
        case .setStatus(let status):
            state.status = status
        }
        return state
    }
}
