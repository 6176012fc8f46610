import Foundation

/// Where the Google API hosts live.
public enum EndpointLayout: Sendable, Hashable {
    /// Sesame's and the Firebase emulator's layout: every Google host is the first path segment under
    /// one base URL, e.g. `http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp`.
    /// The base URL may itself have a path prefix.
    case hostPrefixed(baseURL: URL)
    /// Google's production layout: `https://identitytoolkit.googleapis.com/v1/accounts:signUp`.
    case production
}
