import AuthClient
import AuthModel
import RxCore
import RxReactor

/// Google and Apple sign-in: the provider's sheet, then the exchange of its token for a Sesame session
/// through `AuthClient.signIn(with:)`.
///
/// - Google: the ID token and access token become `.google(idToken:accessToken:)`.
/// - Apple: a fresh nonce of 32 characters from a CSPRNG (`Nonce.random`); its SHA-256 hex goes to
///   Apple, and the identity token with the *raw* nonce becomes `.apple(idToken:rawNonce:)`.
/// - The spinner runs from the tap until the exchange ends. Closing the sheet (cancellation) shows
///   nothing; a provider or server error shows a message. A tap while a flow runs is ignored.
public final class SocialSignInReactor: Reactor {
    public enum Action: Sendable, Equatable {
        case signIn(SocialProviderKind)
        case initialize
        /// Abandons the sign-in in flight (nothing else changes).
        case cancel
    }

    public enum Mutation: Sendable, Equatable {
        case setActiveProvider(SocialProviderKind?)
        case setSignedIn(AuthUser)
        case setErrorMessage(String?)
        case reset
    }

    public struct State: Sendable, Equatable {
        /// The provider whose flow is running (spinner on its button), if any.
        public var activeProvider: SocialProviderKind?
        /// The user, assigned once per successful sign-in.
        @Pulse public var signedIn: AuthUser? = nil
        /// Why the last attempt failed; `nil` after a cancellation.
        public var errorMessage: String?

        public init() {}

        public var isSpinnerRunning: Bool { activeProvider != nil }
    }

    public let initialState = State()
    private let client: AuthClient
    private let providers: SocialProvider
    private let language: AuthLanguage
    private let makeNonce: @Sendable () -> String

    /// - Parameter makeNonce: the raw nonce for each Apple request (default: 32 characters from the
    ///   system's CSPRNG); tests inject a fixed one.
    public init(
        client: AuthClient, providers: SocialProvider, language: AuthLanguage,
        makeNonce: @escaping @Sendable () -> String = { Nonce.random(length: 32) }
    ) {
        self.client = client
        self.providers = providers
        self.language = language
        self.makeNonce = makeNonce
    }

    public func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .initialize:
            return .just(.reset)
        case .cancel:
            return .empty()
        case .signIn(let kind):
            guard currentState.activeProvider == nil else { return .empty() }
            let language = language
            let flow = credential(for: kind)
                .flatMap { [client] credential in client.signIn(with: credential).asObservable() }
                .take(1)
                .map { Mutation.setSignedIn($0) }
                .catch { error in
                    .just(
                        .setErrorMessage(
                            ErrorMessage.isCancellation(error) ? nil : Self.message(for: error, in: language))
                    )
                }
                .take(until: self.action.filter { $0 == .initialize || $0 == .cancel })
            return .concat([
                .just(.setErrorMessage(nil)),
                .just(.setActiveProvider(kind)),
                flow,
                .just(.setActiveProvider(nil)),
            ])
        }
    }

    /// The provider's sheet, turned into the credential the server accepts.
    private func credential(for kind: SocialProviderKind) -> Observable<ProviderCredential> {
        switch kind {
        case .google:
            return Observable.deferred { [providers] in
                providers.google().asObservable().map {
                    .google(idToken: $0.idToken, accessToken: $0.accessToken)
                }
            }
        case .apple:
            return Observable.deferred { [providers, makeNonce] in
                let nonce = makeNonce()
                return providers.apple(SHA256.hash(nonce).hexString).asObservable().map { identity in
                    let name =
                        identity.givenName == nil && identity.familyName == nil
                        ? nil
                        : ProviderCredential.PersonName(
                            firstName: identity.givenName, lastName: identity.familyName)
                    return .apple(idToken: identity.identityToken, rawNonce: nonce, fullName: name)
                }
            }
        }
    }

    /// Provider failures get the screen's own sentence; server failures AuthModel's.
    private static func message(for error: any Error, in language: AuthLanguage) -> String {
        if error is SocialProviderError { return LoginText.socialSignInFailed.localized(in: language) }
        return ErrorMessage.text(for: error, in: language)
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setActiveProvider(let kind):
            state.activeProvider = kind
        case .setSignedIn(let user):
            state.signedIn = user
        case .setErrorMessage(let message):
            state.errorMessage = message
        case .reset:
            state = State()
        }
        return state
    }
}
