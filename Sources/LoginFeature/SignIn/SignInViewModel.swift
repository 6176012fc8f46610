import AuthClient
import AuthModel
import RxCore

/// The sign-in form as an Input/Output view model: live validity of both fields, the button's state,
/// the request in flight, and its outcome.
///
/// - The e-mail is valid by the WHATWG grammar, the password by the password policy; both are checked
///   on every keystroke.
/// - A tap sends the latest (e-mail, password) pair. An invalid pair is not sent: it raises the
///   "Warning!" alert instead. While a request runs, further taps send nothing and the button is
///   disabled.
/// - The outcome is the signed-in user (``Output/signedIn``) or an alert with the error's message in
///   the user's language (``Output/alert``).
///
/// Outputs are `Driver`s (state) and `Signal`s (events), built when `transform` is called, on
/// `SharingScheduler.make()`. Nothing subscribes here.
public final class SignInViewModel: ViewModelType {
    /// What the view sends.
    public struct Input {
        /// The e-mail field's text, on every change.
        public var email: Observable<String>
        /// The password field's text, on every change.
        public var password: Observable<String>
        /// Taps on the login button.
        public var signInTaps: Observable<Void>

        public init(email: Observable<String>, password: Observable<String>, signInTaps: Observable<Void>) {
            self.email = email
            self.password = password
            self.signInTaps = signInTaps
        }
    }

    /// What the view binds.
    public struct Output {
        /// Whether the e-mail is valid (the indicator beside the field).
        public var isEmailValid: Driver<Bool>
        /// Whether the password is valid.
        public var isPasswordValid: Driver<Bool>
        /// Whether both are valid.
        public var isFormValid: Driver<Bool>
        /// Whether a sign-in request is in flight (spinner).
        public var isSigningIn: Driver<Bool>
        /// Whether the login button is enabled: the form is valid and nothing is in flight.
        public var isSignInEnabled: Driver<Bool>
        /// The user, once per successful sign-in.
        public var signedIn: Signal<AuthUser>
        /// An alert to present: invalid input on tap, or the server's error.
        public var alert: Signal<SignInAlert>
    }

    private let client: AuthClient
    private let rules: CredentialRules
    private let language: AuthLanguage

    /// A view model that signs in through `client`, checks input with `rules`, and words alerts in
    /// `language`.
    public init(client: AuthClient, rules: CredentialRules = CredentialRules(), language: AuthLanguage) {
        self.client = client
        self.rules = rules
        self.language = language
    }

    public func transform(input: Input) -> Output {
        let rules = rules
        let client = client
        let language = language
        let activity = ActivityTracker()

        let isEmailValid = input.email.map(rules.isValidEmail).distinctUntilChanged().share(replay: 1)
        let isPasswordValid = input.password.map(rules.isValidPassword).distinctUntilChanged().share(
            replay: 1)
        let isFormValid = Observable.combineLatest(isEmailValid, isPasswordValid) { $0 && $1 }
            .distinctUntilChanged()
            .share(replay: 1)
        let credentials = Observable.combineLatest(input.email, input.password) { (email: $0, password: $1) }

        let attempts = input.signInTaps
            .withLatestFrom(credentials)
            .map { pair in (pair, rules.isValidEmail(pair.email) && rules.isValidPassword(pair.password)) }
            .share()

        let outcomes =
            attempts
            .filter { $0.1 }
            .map { $0.0 }
            .flatMapFirst { pair -> Observable<Result<AuthUser, any Error>> in
                client.signIn(email: pair.email, password: pair.password).asObservable()
                    .map { Result<AuthUser, any Error>.success($0) }
                    .catch { .just(.failure($0)) }
                    .trackActivity(activity)
            }
            .share()

        let invalidAlerts = attempts.filter { !$0.1 }.map { _ in
            SignInAlert(
                title: LoginText.warningTitle.localized(in: language),
                message: LoginText.invalidCredentials.localized(in: language), actions: [.cancel])
        }
        let failureAlerts = outcomes.compactMap { outcome -> SignInAlert? in
            guard case .failure(let error) = outcome, !ErrorMessage.isCancellation(error) else { return nil }
            return SignInAlert(
                title: LoginText.signInButton.localized(in: language),
                message: ErrorMessage.text(for: error, in: language), actions: [.cancel, .ok])
        }
        let signedIn = outcomes.compactMap { outcome -> AuthUser? in
            guard case .success(let user) = outcome else { return nil }
            return user
        }

        let isSigningIn = activity.asObservable()
        let isSignInEnabled = Observable.combineLatest(isFormValid, isSigningIn) { $0 && !$1 }
            .distinctUntilChanged()

        return Output(
            isEmailValid: isEmailValid.asDriver(onErrorJustReturn: false),
            isPasswordValid: isPasswordValid.asDriver(onErrorJustReturn: false),
            isFormValid: isFormValid.asDriver(onErrorJustReturn: false),
            isSigningIn: isSigningIn.asDriver(onErrorJustReturn: false),
            isSignInEnabled: isSignInEnabled.asDriver(onErrorJustReturn: false),
            signedIn: signedIn.asSignal(onErrorSignalWith: .empty()),
            alert: Observable.merge(invalidAlerts, failureAlerts).asSignal(onErrorSignalWith: .empty()))
    }
}
