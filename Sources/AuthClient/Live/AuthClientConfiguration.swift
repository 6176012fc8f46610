import AuthModel
import Foundation

/// How the live client reaches the identity server. Every field has a default that talks to a local
/// Sesame server (or Firebase Auth emulator) on port 9099.
public struct AuthClientConfiguration: Sendable {
    /// Where the Google API hosts live: `.sesame(baseURL)` (hosts as path prefixes) or `.production`.
    public var layout: EndpointLayout
    /// The API key sent as `?key=` on every request.
    public var apiKey: String
    /// The project the ID tokens are issued for (their `aud`).
    public var projectID: String
    /// How long a request may take before it fails with `AuthError.Kind.timedOut`.
    public var requestTimeout: TimeInterval
    /// ID tokens that expire within this many seconds are refreshed before use.
    public var tokenRefreshMargin: TimeInterval
    /// The key the session is remembered under in the ``KeyValueStore``.
    public var sessionKey: String

    /// Creates a configuration.
    public init(
        layout: EndpointLayout = .sesame(URL(string: "http://127.0.0.1:9099")!),
        apiKey: String = "sesame-local-api-key",
        projectID: String = "sesame-local",
        requestTimeout: TimeInterval = 15,
        tokenRefreshMargin: TimeInterval = 5 * 60,
        sessionKey: String = "session"
    ) {
        self.layout = layout
        self.apiKey = apiKey
        self.projectID = projectID
        self.requestTimeout = requestTimeout
        self.tokenRefreshMargin = tokenRefreshMargin
        self.sessionKey = sessionKey
    }
}

extension EndpointLayout {
    /// Sesame's (and the Firebase emulator's) layout under `baseURL`:
    /// `<baseURL>/identitytoolkit.googleapis.com/v1/accounts:signUp`.
    public static func sesame(_ baseURL: URL) -> EndpointLayout {
        .hostPrefixed(baseURL: baseURL)
    }
}
