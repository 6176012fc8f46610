import AuthClient
import AuthModel
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client a scripted command uses, and the embedded server behind it when there is one.
struct ClientConnection: Sendable {
    let client: AuthClient
    let options: ClientOptions
    /// The server started in this process, stopped by ``close()``.
    let embedded: EmbeddedServer?
    /// The server's address: `--server`, or the embedded server's (nil when none was started).
    let serverURL: URL?
    /// The URL session the client's requests go through (also for asking the server what it is).
    let urlSession: URLSession
    /// What went wrong with the session file in this run.
    let storeIssues: SessionStoreIssues

    /// How long a request may take.
    static let requestTimeout: TimeInterval = 15

    /// Connects as `options` say. With `needsServer` false (signing out only forgets the session) no
    /// embedded server is started.
    static func open(
        _ options: ClientOptions, needsServer: Bool, environment: [String: String]
    ) throws(CommandFailure) -> ClientConnection {
        // First: it briefly changes the environment, which must happen before other threads run.
        let urlSession = QuietURLSession.make(timeout: requestTimeout)
        var embedded: EmbeddedServer?
        var serverURL: URL?
        let configuration: AuthClientConfiguration
        switch options.server {
        case .remote(let baseURL, let apiKey):
            serverURL = baseURL
            configuration = AuthClientConfiguration(
                layout: .sesame(baseURL), apiKey: apiKey, requestTimeout: requestTimeout,
                sessionKey: options.server.sessionKey)
        case .embedded(let dataDirectory):
            var layout = EndpointLayout.sesame(URL(string: "http://127.0.0.1:9")!)
            var apiKey = ""
            if needsServer {
                let server = try EmbeddedServer.start(dataDirectory: dataDirectory, environment: environment)
                embedded = server
                serverURL = try server.baseURL
                layout = .sesame(try server.baseURL)
                apiKey = server.apiKey
            }
            configuration = AuthClientConfiguration(
                layout: layout, apiKey: apiKey, requestTimeout: requestTimeout,
                sessionKey: options.server.sessionKey)
        }
        let store = options.sessionFile.map { FileKeyValueStore(fileURL: $0) } ?? FileKeyValueStore()
        let issues = SessionStoreIssues()
        let client = AuthClient.live(
            configuration: configuration, store: store, urlSession: urlSession,
            reportIssue: { issues.record($0) })
        return ClientConnection(
            client: client, options: options, embedded: embedded, serverURL: serverURL,
            urlSession: urlSession,
            storeIssues: issues)
    }

    /// The failure to report for `error`: not being signed in because the session file could not be
    /// read is reported as that; an unreachable `--server` or a refused API key names the server and
    /// what to do (``ConnectionHint``).
    func explain(_ error: any Error) -> any Error {
        guard let error = error as? AuthError else { return error }
        if error.kind == .notSignedIn, let failure = storeIssues.loadFailure {
            return failure
        }
        if case .remote(let server, _) = options.server,
            let sentence = ConnectionHint.sentence(for: error, server: server, language: options.language)
        {
            return CommandFailure(sentence, code: error.code)
        }
        return error
    }

    func close() async {
        await embedded?.stop()
    }
}
