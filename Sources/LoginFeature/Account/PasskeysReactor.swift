import AuthClient
import AuthModel
import Foundation
import RxCore
import RxReactor

/// The signed-in user's passkeys as a reactor: the list (name, credential id and, when the server says,
/// when it was added), refreshed from the server, and removing one.
///
/// Passkeys are created where WebAuthn runs — a browser or a phone app — so there is no "add" here.
/// `refresh` reloads the account (`accounts:lookup`); `remove` sends `accounts:update` with
/// `deletePasskey` for a passkey in the list (the screen asks for confirmation first) and lists what
/// the server then has, with a one-shot ``State/notice``. A failure is ``State/errorMessage`` in the
/// reactor's language; the spinner runs exactly while a request runs; `cancel` abandons it.
public final class PasskeysReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case refresh
        case remove(credentialID: String)
        /// Abandons the request in flight (the spinner stops; nothing else changes).
        case cancel
    }

    public enum Mutation: Sendable, Equatable {
        case setPasskeys([Passkey])
        case setSpinnerRunning(Bool)
        case setNotice(String?)
        case setErrorMessage(String?)
    }

    public struct State: Sendable, Equatable {
        /// The account's passkeys, in the server's order.
        public var passkeys: [Passkey] = []
        public var isSpinnerRunning = false
        /// What was done, once per success; observe with `reactor.pulse(\.$notice)`.
        @Pulse public var notice: String? = nil
        public var errorMessage: String?

        public init(passkeys: [Passkey] = []) {
            self.passkeys = passkeys
        }

        /// Whether a passkey can be removed now.
        public var isRemoveEnabled: Bool { !isSpinnerRunning && !passkeys.isEmpty }
    }

    public let initialState: State
    private let client: AuthClient
    private let language: AuthLanguage

    /// A reactor listing `user`'s passkeys (none without a user).
    public init(client: AuthClient, user: AuthUser?, language: AuthLanguage) {
        self.client = client
        self.language = language
        initialState = State(passkeys: user?.passkeys ?? [])
    }

    public func mutate(action: Action) -> Observable<Mutation> {
        let state = currentState
        switch action {
        case .cancel: return .empty()
        case .refresh:
            guard !state.isSpinnerRunning else { return .empty() }
            return framed(client.reload().asObservable().map { Mutation.setPasskeys($0.passkeys) })
        case .remove(let credentialID):
            guard state.isRemoveEnabled, state.passkeys.contains(where: { $0.credentialID == credentialID })
            else { return .empty() }
            let removed = LoginText.passkeyRemoved.localized(in: language)
            return framed(
                client.deletePasskey(credentialID: credentialID).asObservable()
                    .flatMap { user in Observable.from([Mutation.setPasskeys(user.passkeys), .setNotice(removed)]) })
        }
    }

    private func framed(_ work: Observable<Mutation>) -> Observable<Mutation> {
        SpinnerFraming.framed(
            work, until: action.filter { $0 == .cancel }, language: language,
            spinner: { Mutation.setSpinnerRunning($0) }, message: { Mutation.setErrorMessage($0) })
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setPasskeys(let passkeys): state.passkeys = passkeys
        case .setSpinnerRunning(let isRunning): state.isSpinnerRunning = isRunning
        case .setNotice(let notice): state.notice = notice
        case .setErrorMessage(let message): state.errorMessage = message
        }
        return state
    }
}
