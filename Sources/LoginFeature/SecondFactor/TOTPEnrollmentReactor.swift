import AuthClient
import AuthModel
import RxCore
import RxReactor

/// Setting up an authenticator app as a second factor, as a reactor (ReactorKit shape): `start` asks
/// the server for a secret (shown as the key and as the `otpauth://` URI a QR code carries), then the
/// app's first code finishes the enrolment (``State/enrolled`` pulses the updated user).
///
/// The spinner is on exactly while a request runs; a failure becomes ``State/errorMessage``. `cancel`
/// abandons the request in flight. A secret the server lets lapse needs `start` again.
public final class TOTPEnrollmentReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case start
        case typeCode(String)
        case submit
        case cancel
    }

    public enum Mutation: Sendable, Equatable {
        case setSecret(TOTPSecret)
        case setCode(String)
        case setSpinnerRunning(Bool)
        case setEnrolled(AuthUser)
        case setErrorMessage(String?)
    }

    public struct State: Sendable, Equatable {
        /// The offered secret, once the server answered.
        public var secret: TOTPSecret?
        /// The URI for the QR code (`otpauth://totp/ISSUER:ACCOUNT?secret=…`).
        public var otpauthURI: String?
        public var codeField = FieldState()
        public var isSpinnerRunning = false
        /// The user with the new factor, assigned once (observe with `reactor.pulse(\.$enrolled)`).
        @Pulse public var enrolled: AuthUser? = nil
        public var errorMessage: String?

        public init() {}

        public var code: String { codeField.text }
        /// The key to type into an app that cannot scan, in groups of four.
        public var groupedKey: String? {
            secret.map { key in
                stride(from: 0, to: key.sharedSecretKey.count, by: 4).map { offset in
                    let start = key.sharedSecretKey.index(key.sharedSecretKey.startIndex, offsetBy: offset)
                    let end =
                        key.sharedSecretKey.index(start, offsetBy: 4, limitedBy: key.sharedSecretKey.endIndex)
                        ?? key.sharedSecretKey.endIndex
                    return String(key.sharedSecretKey[start..<end])
                }.joined(separator: " ")
            }
        }
        /// Whether the verify button is enabled.
        public var isSubmitEnabled: Bool { secret != nil && codeField.isValid && !isSpinnerRunning }
    }

    public let initialState = State()
    private let client: AuthClient
    private let accountName: String
    private let issuer: String
    private let language: AuthLanguage

    /// - Parameters:
    ///   - accountName: how the authenticator app labels the entry (the user's e-mail address).
    ///   - issuer: the service name the app shows.
    public init(client: AuthClient, accountName: String, issuer: String, language: AuthLanguage) {
        self.client = client
        self.accountName = accountName
        self.issuer = issuer
        self.language = language
    }

    public func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .start:
            guard !currentState.isSpinnerRunning else { return .empty() }
            return request(client.startTOTPEnrollment().asObservable().map { Mutation.setSecret($0) })
        case .typeCode(let code):
            return .just(.setCode(code))
        case .submit:
            let state = currentState
            guard !state.isSpinnerRunning, let secret = state.secret else { return .empty() }
            guard let code = VerificationCodeText.digits(state.code) else {
                return .just(.setErrorMessage(LoginText.verificationCodeInvalid.localized(in: language)))
            }
            return request(
                client.enroll(.totpEnrollment(secret: secret, code: code), displayName: nil).asObservable()
                    .map { Mutation.setEnrolled($0) })
        case .cancel:
            return .empty()
        }
    }

    /// `work` framed by the spinner, its failure as the message; `cancel` abandons it.
    private func request(_ work: Observable<Mutation>) -> Observable<Mutation> {
        SpinnerFraming.framed(
            work, until: action.filter { $0 == .cancel }, language: language,
            spinner: { Mutation.setSpinnerRunning($0) }, message: { Mutation.setErrorMessage($0) })
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setSecret(let secret):
            state.secret = secret
            state.otpauthURI = secret.qrCodeURL(accountName: accountName, issuer: secret.issuer ?? issuer)
        case .setCode(let code):
            state.codeField.text = code
        case .setSpinnerRunning(let isRunning):
            state.isSpinnerRunning = isRunning
        case .setEnrolled(let user):
            state.enrolled = user
        case .setErrorMessage(let message):
            state.errorMessage = message
        }
        state.codeField.isValid = VerificationCodeText.digits(state.code) != nil
        return state
    }
}
