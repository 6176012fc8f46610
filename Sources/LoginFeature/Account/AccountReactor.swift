import AuthClient
import AuthModel
import Foundation
import RxCore
import RxReactor

/// The signed-in user's account details as a reactor (the ReactorKit shape of the sign-in and reset
/// screens): the name, the e-mail address and a new password, each saved on its own.
///
/// - The name and address start as the user's; "save name" (`accounts:update` `displayName`, an empty
///   name removes it) and "change e-mail" (`accounts:update` `email`) are enabled while the text
///   differs from what is saved, and the address is valid. A new address is not confirmed yet.
/// - The new password follows the password policy and must be confirmed (seed 001); once changed
///   (`accounts:update` `password`, which keeps the user signed in) both fields are cleared.
/// - Each success is a one-shot ``State/notice``; a failure is ``State/errorMessage`` in the reactor's
///   language (e.g. "sign in again" when the sign-in is too old, or an address in use). The spinner
///   runs exactly while a request runs; `cancel` abandons it.
public final class AccountReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case typeName(String)
        case typeEmail(String)
        case typeNewPassword(String)
        case typeConfirmation(String)
        case saveName
        case changeEmail
        case changePassword
        /// Abandons the request in flight (the spinner stops; nothing else changes).
        case cancel
    }

    public enum Mutation: Sendable, Equatable {
        case setName(String)
        case setEmail(String)
        case setNewPassword(String)
        case setConfirmation(String)
        case setSaved(name: String, email: String)
        case setSpinnerRunning(Bool)
        case setNotice(String?)
        case setErrorMessage(String?)
    }

    public struct State: Sendable, Equatable {
        public var nameField = FieldState()
        public var emailField = FieldState()
        public var newPasswordField = FieldState.secure
        public var confirmationField = FieldState.secure
        /// The name and address the server has.
        public var savedName = ""
        public var savedEmail = ""
        public var isSpinnerRunning = false
        /// What was saved, once per success; observe with `reactor.pulse(\.$notice)`.
        @Pulse public var notice: String? = nil
        public var errorMessage: String?

        public init() {}

        // MARK: For the screen
        public var isSaveNameEnabled: Bool {
            !isSpinnerRunning && trimmedName != savedName
        }
        public var isChangeEmailEnabled: Bool {
            !isSpinnerRunning && emailField.isValid && emailField.text != savedEmail
        }
        public var isChangePasswordEnabled: Bool {
            !isSpinnerRunning && newPasswordField.isValid && confirmationField.isValid
        }
        /// The first message of a field, for the line under the form.
        public var fieldMessage: String? {
            [emailField, newPasswordField, confirmationField].lazy.compactMap(\.message).first
        }
        var trimmedName: String { nameField.text.trimmingCharacters(in: .whitespaces) }
    }

    public let initialState: State
    private let client: AuthClient
    private let rules: CredentialRules
    private let language: AuthLanguage

    /// A reactor for `user`'s details (empty fields without one).
    public init(
        client: AuthClient, user: AuthUser?, rules: CredentialRules = CredentialRules(), language: AuthLanguage
    ) {
        self.client = client
        self.rules = rules
        self.language = language
        var state = State()
        state.savedName = user?.displayName ?? ""
        state.savedEmail = user?.email ?? ""
        state.nameField.text = state.savedName
        state.emailField.text = state.savedEmail
        initialState = Self.validated(state, rules: rules, language: language)
    }

    public func mutate(action: Action) -> Observable<Mutation> {
        let state = currentState
        switch action {
        case .typeName(let text): return .just(.setName(text))
        case .typeEmail(let text): return .just(.setEmail(text))
        case .typeNewPassword(let text): return .just(.setNewPassword(text))
        case .typeConfirmation(let text): return .just(.setConfirmation(text))
        case .cancel: return .empty()
        case .saveName:
            guard state.isSaveNameEnabled else { return .empty() }
            let saved = LoginText.nameSaved.localized(in: language)
            return framed(
                client.updateProfile(displayName: state.trimmedName).asObservable()
                    .flatMap { user in
                        Observable.from([
                            Mutation.setSaved(name: user.displayName ?? "", email: user.email ?? state.savedEmail),
                            .setName(user.displayName ?? ""), .setNotice(saved),
                        ])
                    })
        case .changeEmail:
            guard state.isChangeEmailEnabled else { return .empty() }
            let changed = LoginText.emailChanged.localized(in: language)
            return framed(
                client.updateEmail(to: state.emailField.text).asObservable()
                    .flatMap { user in
                        Observable.from([
                            Mutation.setSaved(name: state.savedName, email: user.email ?? state.emailField.text),
                            .setNotice(changed),
                        ])
                    })
        case .changePassword:
            guard state.isChangePasswordEnabled else { return .empty() }
            let changed = LoginText.passwordUpdated.localized(in: language)
            return framed(
                client.updatePassword(to: state.newPasswordField.text).asObservable()
                    .then(Observable.from([Mutation.setNewPassword(""), .setConfirmation(""), .setNotice(changed)])))
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
        case .setName(let text): state.nameField.text = text
        case .setEmail(let text): state.emailField.text = text
        case .setNewPassword(let text): state.newPasswordField.text = text
        case .setConfirmation(let text): state.confirmationField.text = text
        case .setSaved(let name, let email):
            state.savedName = name
            state.savedEmail = email
        case .setSpinnerRunning(let isRunning): state.isSpinnerRunning = isRunning
        case .setNotice(let notice): state.notice = notice
        case .setErrorMessage(let message): state.errorMessage = message
        }
        return Self.validated(state, rules: rules, language: language)
    }

    /// The fields' validity and messages (a message only once a field has text).
    private static func validated(_ state: State, rules: CredentialRules, language: AuthLanguage) -> State {
        var state = state
        func update(_ field: inout FieldState, _ message: String?) {
            field.isValid = message == nil
            field.message = field.text.isEmpty ? nil : message
        }
        state.nameField.isValid = true
        update(&state.emailField, rules.emailMessage(for: state.emailField.text, in: language))
        update(&state.newPasswordField, rules.passwordMessage(for: state.newPasswordField.text, in: language))
        update(
            &state.confirmationField,
            state.confirmationField.text.isEmpty
                ? LoginText.passwordMissing.localized(in: language)
                : rules.confirmationMessage(
                    password: state.newPasswordField.text, confirmation: state.confirmationField.text,
                    in: language))
        return state
    }
}
