import AuthClient
import AuthModel
import Foundation

/// The client a scripted command uses, and the embedded server behind it when there is one.
struct ClientConnection: Sendable {
    let client: AuthClient
    let options: ClientOptions
    /// The server started in this process, stopped by ``close()``.
    let embedded: EmbeddedServer?
    /// The server's address: `--server`, or the embedded server's (nil when none was started).
    let serverURL: URL?

    /// Connects as `options` say. With `needsServer` false (signing out only forgets the session) no
    /// embedded server is started.
    static func open(
        _ options: ClientOptions, needsServer: Bool, environment: [String: String]
    ) throws(CommandFailure) -> ClientConnection {
        var embedded: EmbeddedServer?
        var serverURL: URL?
        let configuration: AuthClientConfiguration
        switch options.server {
        case .remote(let baseURL, let apiKey):
            serverURL = baseURL
            configuration = AuthClientConfiguration(
                layout: .sesame(baseURL), apiKey: apiKey, sessionKey: options.server.sessionKey)
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
                layout: layout, apiKey: apiKey, sessionKey: options.server.sessionKey)
        }
        let store = options.sessionFile.map { FileKeyValueStore(fileURL: $0) } ?? FileKeyValueStore()
        return ClientConnection(
            client: .live(configuration: configuration, store: store), options: options, embedded: embedded,
            serverURL: serverURL)
    }

    func close() async {
        await embedded?.stop()
    }
}
