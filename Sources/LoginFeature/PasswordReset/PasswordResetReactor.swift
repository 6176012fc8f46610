import AuthClient
import AuthModel
import Foundation
import RxCore
import RxReactor

/// The password-reset screen: request a reset e-mail, then set a new password with the code from it
/// (`AuthClient.sendPasswordReset`, then `confirmPasswordReset`).
///
/// - The request shows the same confirmation whether or not an account uses the address
///   (`EMAIL_NOT_FOUND` counts as sent), so the screen does not reveal who has an account. Other
///   errors (invalid address, too many requests, offline) are shown.
/// - The code field takes the code or the whole link from the e-mail (``ActionCodeLink``: the code is
///   read from the link, which is never opened). The new password is checked by the password policy
///   and must be confirmed; an expired or used code is shown as such.
/// - `initialize(email:)` starts over with an address already typed (e.g. the one from sign-in).
/// - The spinner runs exactly while a request runs.
public final class PasswordResetReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case typeEmail(String)
        case requestReset
        case typeCode(String)
        case typeNewPassword(String)
        case typeConfirmation(String)
        case confirmReset
        case initialize
        /// Abandons the request in flight (the spinner stops; nothing else changes).
        case cancel
    }

    public enum Mutation: Sendable, Equatable {
        case setEmail(String)
        case setCode(String)
        case setNewPassword(String)
        case setConfirmation(String)
        case showAllMessages
        case setSpinnerRunning(Bool)
        case setStep(PasswordResetStep)
        case setNotice(String?)
        case setErrorMessage(String?)
        case reset
    }

    public struct State: Sendable, Equatable {
        public var step = PasswordResetStep.requestEmail
        public var emailField = FieldState()
        public var codeField = FieldState()
        public var newPasswordField = FieldState.secure
        public var confirmationField = FieldState.secure
        /// Whether empty fields show their message (after a submit).
        public var showsMessagesForEmptyFields = false
        public var isSpinnerRunning = false
        /// The outcome to show: "e-mail sent" or "password changed".
        @Pulse public var notice: String? = nil
        /// Why the last request failed.
        public var errorMessage: String?

        public init() {}
    }

    public let initialState = State()
    private let client: AuthClient
    private let rules: CredentialRules
    private let language: AuthLanguage

    public init(client: AuthClient, rules: CredentialRules = CredentialRules(), language: AuthLanguage) {
        self.client = client
        self.rules = rules
        self.language = language
    }

    public func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .typeEmail(let text): return .just(.setEmail(text))
        case .typeCode(let text): return .just(.setCode(text))
        case .typeNewPassword(let text): return .just(.setNewPassword(text))
        case .typeConfirmation(let text): return .just(.setConfirmation(text))
        case .initialize: return .just(.reset)
        case .cancel: return .empty()
        case .requestReset: return requestReset(currentState)
        case .confirmReset: return confirmReset(currentState)
        }
    }

    private func requestReset(_ state: State) -> Observable<Mutation> {
        guard !state.isSpinnerRunning else { return .empty() }
        guard state.emailField.isValid else { return .just(.showAllMessages) }
        let sent: [Mutation] = [
            .setStep(.enterCode), .setNotice(LoginText.resetEmailSent.localized(in: language)),
        ]
        let request = client.sendPasswordReset(email: state.emailField.text).asObservable()
            .then(Observable.from(sent))
            .catch { [language] error in
                if let error = error as? AuthError, error.kind == .emailNotFound { return .from(sent) }
                return .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
            }
        return framed(request)
    }

    private func confirmReset(_ state: State) -> Observable<Mutation> {
        guard !state.isSpinnerRunning else { return .empty() }
        guard state.codeField.isValid && state.newPasswordField.isValid && state.confirmationField.isValid
        else {
            return .just(.showAllMessages)
        }
        let changed: [Mutation] = [
            .setStep(.done), .setNotice(LoginText.passwordChanged.localized(in: language)),
        ]
        let code = ActionCodeLink.code(pasted: state.codeField.text, mode: "resetPassword")
        let request = client.confirmPasswordReset(code: code, newPassword: state.newPasswordField.text)
        .asObservable()
        .then(Observable.from(changed))
        .catch { [language] error in .just(.setErrorMessage(ErrorMessage.text(for: error, in: language))) }
        return framed(request)
    }

    /// Clears the last error and runs `request` between spinner on and spinner off.
    private func framed(_ request: Observable<Mutation>) -> Observable<Mutation> {
        .concat([
            .just(.setErrorMessage(nil)),
            .just(.setSpinnerRunning(true)),
            request.take(until: action.filter { $0 == .initialize || $0 == .cancel }),
            .just(.setSpinnerRunning(false)),
        ])
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setEmail(let text): state.emailField.text = text
        case .setCode(let text): state.codeField.text = text
        case .setNewPassword(let text): state.newPasswordField.text = text
        case .setConfirmation(let text): state.confirmationField.text = text
        case .showAllMessages: state.showsMessagesForEmptyFields = true
        case .setSpinnerRunning(let isRunning): state.isSpinnerRunning = isRunning
        case .setStep(let step):
            state.step = step
            state.showsMessagesForEmptyFields = false
        case .setNotice(let notice): state.notice = notice
        case .setErrorMessage(let message): state.errorMessage = message
        case .reset: state = State()
        }
        validate(&state)
        return state
    }

    private func validate(_ state: inout State) {
        let showEmpty = state.showsMessagesForEmptyFields
        func update(_ field: inout FieldState, _ message: String?) {
            field.isValid = message == nil
            field.message = field.text.isEmpty && !showEmpty ? nil : message
        }
        update(&state.emailField, rules.emailMessage(for: state.emailField.text, in: language))
        let code = state.codeField.text.trimmingCharacters(in: .whitespaces)
        update(&state.codeField, code.isEmpty ? LoginText.resetCodeMissing.localized(in: language) : nil)
        update(&state.newPasswordField, rules.passwordMessage(for: state.newPasswordField.text, in: language))
        update(
            &state.confirmationField,
            state.confirmationField.text.isEmpty
                ? LoginText.passwordMissing.localized(in: language)
                : rules.confirmationMessage(
                    password: state.newPasswordField.text, confirmation: state.confirmationField.text,
                    in: language))
    }
}
