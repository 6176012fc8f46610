import AuthClient
import AuthModel
import RxCore
import RxReactor

/// The sign-in screen as a reactor (ReactorKit shape): typed text, the request framed by the spinner,
/// the signed-in user as a one-shot pulse, and the error as a message.
///
/// - The first field takes an e-mail address or a phone number (the seed's "e-mail or phone number"):
///   with a number (`+` and country code) `signIn` texts a code instead (no password needed) and
///   ``State/phoneVerification`` pulses what the code screen needs; a server that sends no texts
///   (`OPERATION_NOT_ALLOWED`) gets a message that says how to enable them.
/// - A password sign-in of an account with a second factor pulses ``State/secondFactorChallenge``
///   (no message): the code screen finishes it (``VerificationCodeReactor``).
/// - `signIn` runs only when both fields are valid and nothing is in flight. The spinner is on exactly
///   while the `AuthClient` request runs (`concat` of spinner on, request, spinner off), also when it
///   fails; a failure becomes ``State/errorMessage`` in the reactor's language, and wrong credentials
///   also clear the password.
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
        case setPhoneVerification(VerificationCodePurpose)
        case setSecondFactorChallenge(MultiFactorChallenge)
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
        /// A texted code for a phone sign-in, assigned once per code sent (a `.phoneSignIn` purpose).
        @Pulse public var phoneVerification: VerificationCodePurpose? = nil
        /// A sign-in waiting for its second factor, assigned once per such sign-in.
        @Pulse public var secondFactorChallenge: MultiFactorChallenge? = nil
        /// The number typed in the first field, when it is one (E.164).
        public var phoneNumber: String?
        /// Why the last attempt failed, in the user's language.
        public var errorMessage: String?

        public init() {}

        public var email: String { emailField.text }
        public var password: String { passwordField.text }
        /// Whether the login button is enabled.
        public var isSignInEnabled: Bool {
            emailField.isValid && (phoneNumber != nil || passwordField.isValid) && !isSpinnerRunning
        }
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
        let work: Observable<Mutation>
        if let number = state.phoneNumber {
            let notEnabled = LoginText.phoneSignInNotEnabled.localized(in: language)
            work = client.sendVerificationCode(to: number).asObservable()
                .map { Mutation.setPhoneVerification(.phoneSignIn(phoneNumber: number, verificationID: $0)) }
                .catch { error in
                    // The server sends no texts: say how to enable it rather than "not enabled" alone.
                    guard (error as? AuthError)?.kind == .operationNotAllowed else { throw error }
                    return .just(.setErrorMessage(notEnabled))
                }
        } else {
            guard state.emailField.isValid && state.passwordField.isValid else {
                return .just(.setErrorMessage(LoginText.invalidCredentials.localized(in: language)))
            }
            work = client.signIn(email: state.email, password: state.password).asObservable()
                .map { Mutation.setSignedIn($0) }
                .catch { error in
                    let authError = error as? AuthError
                    if let challenge = authError?.multiFactorChallenge {
                        return .just(.setSecondFactorChallenge(challenge))
                    }
                    // Wrong credentials: the password that did not work is cleared before the message.
                    guard let kind = authError?.kind,
                        [.invalidLoginCredentials, .invalidPassword].contains(kind)
                    else {
                        throw error
                    }
                    return .concat([.just(.setPassword("")), .error(error)])
                }
        }
        return SpinnerFraming.framed(
            work, until: action.filter { $0 == .initialize || $0 == .cancel }, language: language,
            spinner: { Mutation.setSpinnerRunning($0) }, message: { Mutation.setErrorMessage($0) })
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
        case .setPhoneVerification(let purpose):
            state.phoneVerification = purpose
        case .setSecondFactorChallenge(let challenge):
            state.secondFactorChallenge = challenge
        case .setErrorMessage(let message):
            state.errorMessage = message
        case .applyFieldEvent(let field, let event):
            FormFocus.apply(
                event, to: Self.keyPath(of: field), among: [\.emailField, \.passwordField], in: &state)
        case .reset:
            state = State()
        }
        state.phoneNumber = PhoneNumber(state.email)?.e164
        state.emailField.isValid = state.phoneNumber != nil || rules.isValidEmail(state.email)
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
