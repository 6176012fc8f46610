import Foundation

/// Which identity server a scripted command talks to.
enum ServerSelection: Sendable, Equatable {
    /// An identity server started inside the process on a loopback port; `nil` keeps the server's own
    /// default data directory (`ServerConfiguration.defaultDataDirectory`, or `SESAME_DATA_DIR`).
    case embedded(dataDirectory: String?)
    /// A running Sesame server or Firebase Auth emulator at `baseURL`, called with `apiKey`.
    case remote(baseURL: URL, apiKey: String)

    /// The key the session is remembered under: sessions of different servers never mix.
    var sessionKey: String {
        switch self {
        case .embedded: "session"
        case .remote(let baseURL, _): "session " + baseURL.absoluteString
        }
    }
}
