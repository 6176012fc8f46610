import IdentityServer
import ServerTestSupport

extension ScratchHome {
    /// Starts an identity server in the test process on a loopback port, with its data in
    /// `<home>/<name>` (or its PostgreSQL schema), quick argon2 parameters, the API key `remote-key`,
    /// and whatever `adjust` changes.
    func startServer(
        named name: String = "remote", emulator: Bool = false,
        adjust: (inout ServerConfiguration) -> Void = { _ in }
    ) throws -> IdentityServer {
        var configuration = ServerConfiguration(
            port: 0, dataDirectory: path + "/" + name, apiKeys: ["remote-key"], emulator: emulator,
            argon2MemoryKiB: 64, argon2Iterations: 1, hashThreads: 1, logLevel: .error)
        adjust(&configuration)
        try ServerTestDatabase.configure(&configuration)
        let server = try IdentityServer(configuration: configuration)
        try server.start()
        return server
    }
}
