import Foundation

/// The end-user endpoints Sesame implements, with their v1 and legacy v3 paths.
public enum Endpoint: String, Sendable, Hashable, CaseIterable {
    case signUp
    case signInWithPassword
    case signInWithIDP
    case lookup
    case update
    case delete
    case sendOOBCode
    case resetPassword
    case createAuthURI
    case signInWithEmailLink
    case signInWithCustomToken
    case sendVerificationCode
    case signInWithPhoneNumber
    /// Identity Platform's v2 second-factor calls (`/v2/accounts/mfaEnrollment:start`, …); no v3 form.
    case mfaEnrollmentStart
    case mfaEnrollmentFinalize
    case mfaEnrollmentWithdraw
    case mfaSignInStart
    case mfaSignInFinalize
    /// Identity Platform's v2 passkey calls (`/v2/accounts/passkeyEnrollment:start`, …); no v3 form.
    case passkeyEnrollmentStart
    case passkeyEnrollmentFinalize
    case passkeySignInStart
    case passkeySignInFinalize
    /// `securetoken.googleapis.com/v1/token` (token refresh). It has no v3 form.
    case token

    /// The Google host of the v1 form.
    public var host: String {
        self == .token ? "securetoken.googleapis.com" : "identitytoolkit.googleapis.com"
    }

    /// The operation name (`accounts:signUp`, `token`, v2 `accounts/mfaSignIn:finalize`).
    public var v1Operation: String {
        switch self {
        case .signUp: "accounts:signUp"
        case .signInWithPassword: "accounts:signInWithPassword"
        case .signInWithIDP: "accounts:signInWithIdp"
        case .lookup: "accounts:lookup"
        case .update: "accounts:update"
        case .delete: "accounts:delete"
        case .sendOOBCode: "accounts:sendOobCode"
        case .resetPassword: "accounts:resetPassword"
        case .createAuthURI: "accounts:createAuthUri"
        case .signInWithEmailLink: "accounts:signInWithEmailLink"
        case .signInWithCustomToken: "accounts:signInWithCustomToken"
        case .sendVerificationCode: "accounts:sendVerificationCode"
        case .signInWithPhoneNumber: "accounts:signInWithPhoneNumber"
        case .mfaEnrollmentStart: "accounts/mfaEnrollment:start"
        case .mfaEnrollmentFinalize: "accounts/mfaEnrollment:finalize"
        case .mfaEnrollmentWithdraw: "accounts/mfaEnrollment:withdraw"
        case .mfaSignInStart: "accounts/mfaSignIn:start"
        case .mfaSignInFinalize: "accounts/mfaSignIn:finalize"
        case .passkeyEnrollmentStart: "accounts/passkeyEnrollment:start"
        case .passkeyEnrollmentFinalize: "accounts/passkeyEnrollment:finalize"
        case .passkeySignInStart: "accounts/passkeySignIn:start"
        case .passkeySignInFinalize: "accounts/passkeySignIn:finalize"
        case .token: "token"
        }
    }

    /// The legacy v3 relying-party RPC name, or `nil` for ``token``.
    public var legacyRPC: String? {
        switch self {
        case .signUp: "signupNewUser"
        case .signInWithPassword: "verifyPassword"
        case .signInWithIDP: "verifyAssertion"
        case .lookup: "getAccountInfo"
        case .update: "setAccountInfo"
        case .delete: "deleteAccount"
        case .sendOOBCode: "getOobConfirmationCode"
        case .resetPassword: "resetPassword"
        case .createAuthURI: "createAuthUri"
        case .signInWithEmailLink: "emailLinkSignin"
        case .signInWithCustomToken: "verifyCustomToken"
        case .sendVerificationCode: "sendVerificationCode"
        case .signInWithPhoneNumber: "verifyPhoneNumber"
        case .token, .mfaEnrollmentStart, .mfaEnrollmentFinalize, .mfaEnrollmentWithdraw, .mfaSignInStart,
            .mfaSignInFinalize, .passkeyEnrollmentStart, .passkeyEnrollmentFinalize, .passkeySignInStart,
            .passkeySignInFinalize:
            nil
        }
    }

    /// The path on the Google host (`/v1/accounts:signUp`, `/identitytoolkit/v3/relyingparty/…`) and
    /// that host. ``token`` always uses its v1 form, the second-factor and passkey calls their v2 form.
    public func hostAndPath(_ version: EndpointVersion = .v1) -> (host: String, path: String) {
        if version == .v3, let rpc = legacyRPC {
            return ("www.googleapis.com", "/identitytoolkit/v3/relyingparty/\(rpc)")
        }
        return (host, "/\(isVersion2 ? "v2" : "v1")/\(v1Operation)")
    }

    /// Whether this is one of the v2 (Identity Platform) calls.
    public var isVersion2: Bool {
        switch self {
        case .mfaEnrollmentStart, .mfaEnrollmentFinalize, .mfaEnrollmentWithdraw, .mfaSignInStart,
            .mfaSignInFinalize, .passkeyEnrollmentStart, .passkeyEnrollmentFinalize, .passkeySignInStart,
            .passkeySignInFinalize:
            true
        default: false
        }
    }

    /// The host-prefixed path served by Sesame and the emulator, e.g.
    /// `/identitytoolkit.googleapis.com/v1/accounts:signUp` or
    /// `/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyPassword`.
    public func path(_ version: EndpointVersion = .v1) -> String {
        let (host, path) = hostAndPath(version)
        return "/\(host)\(path)"
    }

    /// The full URL in `layout`, with `?key=<apiKey>` when a key is given.
    public func url(in layout: EndpointLayout, version: EndpointVersion = .v1, apiKey: String? = nil) -> URL {
        var components: URLComponents
        switch layout {
        case .hostPrefixed(let baseURL):
            components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
            var prefix = components.percentEncodedPath
            while prefix.hasSuffix("/") { prefix.removeLast() }
            components.percentEncodedPath = prefix + path(version)
        case .production:
            let (host, path) = hostAndPath(version)
            components = URLComponents()
            components.scheme = "https"
            components.host = host
            components.percentEncodedPath = path
        }
        components.fragment = nil
        components.percentEncodedQuery = apiKey.map { "key=\(FormURLEncoding.escape($0))" }
        guard let url = components.url else {
            preconditionFailure("endpoint URL could not be formed from the base URL")
        }
        return url
    }

    /// Finds the endpoint for a host-prefixed request path (query ignored), in either version.
    public static func route(forPath requestPath: String) -> (endpoint: Endpoint, version: EndpointVersion)? {
        let path = requestPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        for endpoint in allCases {
            for version in EndpointVersion.allCases
            where (version == .v1 || endpoint.legacyRPC != nil) && endpoint.path(version) == path {
                return (endpoint, version)
            }
        }
        return nil
    }
}
