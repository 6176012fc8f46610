import AuthClient
import AuthModel
import RxCore
import RxReactor

/// The code step of a sign-in as a reactor (ReactorKit shape): the code texted for a phone sign-in, or
/// the second factor of an account that has one (Firebase's `MultiFactorResolver`): the authenticator
/// app's code for a TOTP factor, or for an SMS factor "send code" first and then its code.
///
/// - `submit` runs only with six digits typed, a code sent where one is needed, and nothing in flight;
///   the spinner is on exactly while a request runs, and a failure becomes ``State/errorMessage``.
/// - `selectFactor` switches between the account's factors (the TOTP one is chosen first).
/// - `cancel` abandons the request in flight and keeps what was typed.
public final class VerificationCodeReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case typeCode(String)
        case selectFactor(String)
        /// Texts the code of the selected SMS factor.
        case sendCode
        case submit
        case cancel
    }

    public enum Mutation: Sendable, Equatable {
        case setCode(String)
        case selectFactor(MultiFactorInfo)
        case setVerificationID(String)
        case setSpinnerRunning(Bool)
        case setSignedIn(AuthUser)
        case setErrorMessage(String?)
    }

    public struct State: Sendable, Equatable {
        public let purpose: VerificationCodePurpose
        public var codeField = FieldState()
        /// The second factor the code is for (nil for a phone sign-in).
        public var selectedFactor: MultiFactorInfo?
        /// The id of the texted code, once one was sent (a phone sign-in starts with one).
        public var verificationID: String?
        public var isSpinnerRunning = false
        /// The user, assigned once when the code signed in (observe with `reactor.pulse(\.$signedIn)`).
        @Pulse public var signedIn: AuthUser? = nil
        public var errorMessage: String?

        public init(purpose: VerificationCodePurpose) {
            self.purpose = purpose
            switch purpose {
            case .phoneSignIn(_, let verificationID):
                self.verificationID = verificationID
            case .secondFactor(let challenge):
                selectedFactor = challenge.totpHint ?? challenge.hints.first
            }
        }

        public var code: String { codeField.text }
        /// Whether the selected factor is an SMS one whose code is not sent yet.
        public var needsCodeSent: Bool { selectedFactor?.phoneNumber != nil && verificationID == nil }
        /// Whether the verify button is enabled.
        public var isSubmitEnabled: Bool { codeField.isValid && !needsCodeSent && !isSpinnerRunning }
    }

    public let initialState: State
    private let client: AuthClient
    private let language: AuthLanguage

    public init(client: AuthClient, purpose: VerificationCodePurpose, language: AuthLanguage) {
        self.client = client
        self.language = language
        initialState = State(purpose: purpose)
    }

    public func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .typeCode(let code):
            return .just(.setCode(code))
        case .selectFactor(let uid):
            guard case .secondFactor(let challenge) = currentState.purpose,
                let factor = challenge.hints.first(where: { $0.uid == uid })
            else { return .empty() }
            return .just(.selectFactor(factor))
        case .sendCode:
            return sendCode(currentState)
        case .submit:
            return submit(currentState)
        case .cancel:
            return .empty()
        }
    }

    private func sendCode(_ state: State) -> Observable<Mutation> {
        guard !state.isSpinnerRunning, case .secondFactor(let challenge) = state.purpose,
            let factor = state.selectedFactor, factor.phoneNumber != nil
        else { return .empty() }
        return request(
            client.startSecondFactorSignIn(challenge, factorUID: factor.uid).asObservable()
                .map { Mutation.setVerificationID($0) })
    }

    private func submit(_ state: State) -> Observable<Mutation> {
        guard !state.isSpinnerRunning else { return .empty() }
        guard let code = VerificationCodeText.digits(state.code), !state.needsCodeSent else {
            return .just(.setErrorMessage(LoginText.verificationCodeInvalid.localized(in: language)))
        }
        let signIn: Single<AuthUser>
        switch state.purpose {
        case .phoneSignIn(_, let verificationID):
            signIn = client.signIn(verificationID: verificationID, code: code)
        case .secondFactor(let challenge):
            guard let factor = state.selectedFactor else { return .empty() }
            let assertion: MultiFactorAssertion =
                if let verificationID = state.verificationID, factor.phoneNumber != nil {
                    .phone(verificationID: verificationID, code: code)
                } else {
                    .totpSignIn(enrollmentID: factor.uid, code: code)
                }
            signIn = client.resolveSignIn(challenge, with: assertion)
        }
        return request(signIn.asObservable().map { Mutation.setSignedIn($0) })
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
        case .setCode(let code):
            state.codeField.text = code
        case .selectFactor(let factor):
            if factor != state.selectedFactor {
                state.selectedFactor = factor
                state.verificationID = nil
            }
        case .setVerificationID(let id):
            state.verificationID = id
        case .setSpinnerRunning(let isRunning):
            state.isSpinnerRunning = isRunning
        case .setSignedIn(let user):
            state.signedIn = user
        case .setErrorMessage(let message):
            state.errorMessage = message
        }
        state.codeField.isValid = VerificationCodeText.digits(state.code) != nil
        return state
    }
}
