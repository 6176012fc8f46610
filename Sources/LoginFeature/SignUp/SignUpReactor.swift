import AuthClient
import AuthModel
import Foundation
import RxCore
import RxReactor

/// The sign-up screen: e-mail, password with confirmation, and an optional display name (as in the
/// CLI and the REST API), sent to `AuthClient.signUp`.
///
/// - Validation messages per field, from the shared rules and in the user's language. A field shows its
///   message once it has text (while typing); a submit shows every field's message, empty ones included,
///   and sends nothing while any field is invalid.
/// - Server errors go under the field they concern (`EMAIL_EXISTS`, `INVALID_EMAIL` under the e-mail;
///   `WEAK_PASSWORD` under the password) and anything else to ``State/errorMessage``.
/// - The spinner runs exactly while the request runs.
public final class SignUpReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case typeEmail(String)
        case typePassword(String)
        case typeConfirmation(String)
        case typeDisplayName(String)
        case signUp
        case initialize
        /// Abandons the request in flight (the spinner stops; nothing else changes).
        case cancel
        case field(SignUpField, FieldEvent)
    }

    public enum Mutation: Sendable, Equatable {
        case setText(SignUpField, String)
        case showAllMessages
        case setSpinnerRunning(Bool)
        case setSignedUp(AuthUser)
        case setServerError(AuthError?)
        case setErrorMessage(String?)
        case applyFieldEvent(SignUpField, FieldEvent)
        case reset
    }

    public struct State: Sendable, Equatable {
        public var emailField = FieldState()
        public var passwordField = FieldState.secure
        public var confirmationField = FieldState.secure
        /// Optional: valid whatever it holds.
        public var displayNameField: FieldState = {
            var field = FieldState()
            field.isValid = true
            return field
        }()
        /// Whether empty fields show their message too (after the first submit).
        public var showsMessagesForEmptyFields = false
        public var isSpinnerRunning = false
        /// The new account, assigned once per successful sign-up.
        @Pulse public var signedUp: AuthUser? = nil
        /// A server error that concerns no single field.
        public var errorMessage: String?
        /// Server errors shown under a field until that field changes or the next submit.
        public var serverMessages: [SignUpField: String] = [:]

        public init() {}

        /// Whether every field is valid (the button may still be disabled while in flight).
        public var isFormValid: Bool {
            emailField.isValid && passwordField.isValid && confirmationField.isValid
                && displayNameField.isValid
        }

        public var isSignUpEnabled: Bool { !isSpinnerRunning }
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
        case .typeEmail(let text): return .just(.setText(.email, text))
        case .typePassword(let text): return .just(.setText(.password, text))
        case .typeConfirmation(let text): return .just(.setText(.confirmation, text))
        case .typeDisplayName(let text): return .just(.setText(.displayName, text))
        case .field(let field, let event): return .just(.applyFieldEvent(field, event))
        case .initialize: return .just(.reset)
        case .cancel: return .empty()
        case .signUp: return signUp(with: currentState)
        }
    }

    private func signUp(with state: State) -> Observable<Mutation> {
        guard !state.isSpinnerRunning else { return .empty() }
        guard state.isFormValid else { return .just(.showAllMessages) }
        let name = state.displayNameField.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let request = client.signUp(
            email: state.emailField.text, password: state.passwordField.text,
            displayName: name.isEmpty ? nil : name
        )
        .asObservable()
        .map { Mutation.setSignedUp($0) }
        .catch { [language] error in
            if let error = error as? AuthError { return .just(.setServerError(error)) }
            return .just(.setErrorMessage(ErrorMessage.text(for: error, in: language)))
        }
        .take(until: action.filter { $0 == .initialize || $0 == .cancel })
        return .concat([
            .just(.setServerError(nil)),
            .just(.setSpinnerRunning(true)),
            request,
            .just(.setSpinnerRunning(false)),
        ])
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setText(let field, let text):
            state[keyPath: Self.keyPath(of: field)].text = text
            state.serverMessages[field] = nil
        case .showAllMessages:
            state.showsMessagesForEmptyFields = true
        case .setSpinnerRunning(let isRunning):
            state.isSpinnerRunning = isRunning
        case .setSignedUp(let user):
            state.signedUp = user
        case .setServerError(let error):
            show(error, in: &state)
        case .setErrorMessage(let message):
            state.errorMessage = message
        case .applyFieldEvent(let field, let event):
            FormFocus.apply(event, to: Self.keyPath(of: field), among: Self.allFields, in: &state)
        case .reset:
            state = State()
        }
        validate(&state)
        return state
    }

    /// Recomputes every field's validity and message from its text.
    private func validate(_ state: inout State) {
        let showEmpty = state.showsMessagesForEmptyFields
        let serverMessages = state.serverMessages
        func update(_ field: inout FieldState, _ key: SignUpField, _ message: String?) {
            field.isValid = message == nil
            field.message = (field.text.isEmpty && !showEmpty ? nil : message) ?? serverMessages[key]
        }
        update(&state.emailField, .email, rules.emailMessage(for: state.emailField.text, in: language))
        update(
            &state.passwordField, .password,
            rules.passwordMessage(for: state.passwordField.text, in: language))
        update(
            &state.confirmationField, .confirmation,
            state.confirmationField.text.isEmpty
                ? LoginText.passwordMissing.localized(in: language)
                : rules.confirmationMessage(
                    password: state.passwordField.text, confirmation: state.confirmationField.text,
                    in: language))
        update(&state.displayNameField, .displayName, nil)
    }

    /// Puts a server error under the field it concerns, or in ``State/errorMessage``.
    private func show(_ error: AuthError?, in state: inout State) {
        guard let error else {
            state.errorMessage = nil
            state.serverMessages = [:]
            return
        }
        let message = error.localizedDescription(for: language)
        switch error.kind {
        case .emailExists, .invalidEmail, .invalidIdentifier, .missingEmail:
            state.serverMessages[.email] = message
        case .weakPassword, .passwordDoesNotMeetRequirements, .missingPassword:
            state.serverMessages[.password] = message
        default:
            state.errorMessage = message
        }
    }

    private static var allFields: [WritableKeyPath<State, FieldState>] {
        [\.emailField, \.passwordField, \.confirmationField, \.displayNameField]
    }

    private static func keyPath(of field: SignUpField) -> WritableKeyPath<State, FieldState> {
        switch field {
        case .email: \.emailField
        case .password: \.passwordField
        case .confirmation: \.confirmationField
        case .displayName: \.displayNameField
        }
    }
}
