import AuthClient
import AuthModel
import RxCore
import RxReactor

/// The sign-in screen as a reactor (ReactorKit shape): typed text, the request framed by the spinner,
/// the signed-in user as a one-shot pulse, and the error as a message.
///
/// - `signIn` runs only when both fields are valid and nothing is in flight. The spinner is on exactly
///   while the `AuthClient` request runs (`concat` of spinner on, request, spinner off), also when it
///   fails; a failure becomes ``State/errorMessage`` in the reactor's language.
/// - `initialize` (the screen appears again) resets the whole state and abandons a request in flight.
/// - `cancel` (Esc while the request runs) abandons the request in flight and keeps what was typed.
public final class SignInReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case typeEmail(String)
        case typePassword(String)
        case signIn
        case initialize
        /// Abandons the request in flight (the spinner stops; nothing else changes).
        case cancel
        /// Focus, reveal toggle or background tap reported by the view.
        case field(SignInField, FieldEvent)
    }

    public enum Mutation: Sendable, Equatable {
        case setEmail(String)
        case setPassword(String)
        case setSpinnerRunning(Bool)
        case setSignedIn(AuthUser)
        case setErrorMessage(String?)
        case applyFieldEvent(SignInField, FieldEvent)
        case reset
    }

    public struct State: Sendable, Equatable {
        public var emailField = FieldState()
        public var passwordField = FieldState.secure
        /// Whether the sign-in request is in flight.
        public var isSpinnerRunning = false
        /// The user, assigned once per successful sign-in (observe with `reactor.pulse(\.$signedIn)`).
        @Pulse public var signedIn: AuthUser? = nil
        /// Why the last attempt failed, in the user's language.
        public var errorMessage: String?

        public init() {}

        public var email: String { emailField.text }
        public var password: String { passwordField.text }
        /// Whether the login button is enabled.
        public var isSignInEnabled: Bool { emailField.isValid && passwordField.isValid && !isSpinnerRunning }
        /// Whether the keyboard is up.
        public var isKeyboardVisible: Bool { emailField.isFocused || passwordField.isFocused }
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
        case .typeEmail(let email):
            return .just(.setEmail(email))
        case .typePassword(let password):
            return .just(.setPassword(password))
        case .initialize:
            return .just(.reset)
        case .cancel:
            return .empty()
        case .field(let field, let event):
            return .just(.applyFieldEvent(field, event))
        case .signIn:
            return signIn(with: currentState)
        }
    }

    private func signIn(with state: State) -> Observable<Mutation> {
        guard !state.isSpinnerRunning else { return .empty() }
        guard state.emailField.isValid && state.passwordField.isValid else {
            return .just(.setErrorMessage(LoginText.invalidCredentials.localized(in: language)))
        }
        let language = language
        let request = client.signIn(email: state.email, password: state.password).asObservable()
            .map { Mutation.setSignedIn($0) }
            .catch { error in
                .just(
                    .setErrorMessage(
                        ErrorMessage.isCancellation(error) ? nil : ErrorMessage.text(for: error, in: language)
                    ))
            }
            .take(until: action.filter { $0 == .initialize || $0 == .cancel })
        return .concat([
            .just(.setErrorMessage(nil)),
            .just(.setSpinnerRunning(true)),
            request,
            .just(.setSpinnerRunning(false)),
        ])
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setEmail(let email):
            state.emailField.text = email
        case .setPassword(let password):
            state.passwordField.text = password
        case .setSpinnerRunning(let isRunning):
            state.isSpinnerRunning = isRunning
        case .setSignedIn(let user):
            state.signedIn = user
        case .setErrorMessage(let message):
            state.errorMessage = message
        case .applyFieldEvent(let field, let event):
            FormFocus.apply(
                event, to: Self.keyPath(of: field), among: [\.emailField, \.passwordField], in: &state)
        case .reset:
            state = State()
        }
        state.emailField.isValid = rules.isValidEmail(state.email)
        state.passwordField.isValid = rules.isValidPassword(state.password)
        return state
    }

    private static func keyPath(of field: SignInField) -> WritableKeyPath<State, FieldState> {
        switch field {
        case .email: \.emailField
        case .password: \.passwordField
        }
    }
}
