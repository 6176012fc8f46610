import AuthModel
import Foundation
import IdentityServer
import ServerTestSupport
import Testing

/// `--server`/`SESAME_SERVER`: the commands talk to a server running elsewhere (here: in the test
/// process on a loopback port) and remember that session apart from the embedded server's.
@Suite struct RemoteServerTests {
    @Test func commandsUseTheGivenServer() async throws {
        let home = try ScratchHome()
        var configuration = ServerConfiguration(
            port: 0, dataDirectory: home.path + "/remote", apiKeys: ["remote-key"],
            argon2MemoryKiB: 64, argon2Iterations: 1, hashThreads: 1, logLevel: .error)
        try ServerTestDatabase.configure(&configuration)
        let server = try IdentityServer(configuration: configuration)
        try server.start()
        let remote = ["--server", server.baseURL, "--api-key", "remote-key"]
        let email = "grace@example.com"

        let signUp = try SesameRun.run(
            ["signup", "--email", email, "--password-stdin"] + remote, input: "cobol rules 1",
            environment: home.environment())
        #expect(signUp.status == 0, "\(signUp.errors)")

        let whoami = try SesameRun.run(
            ["whoami", "--json"],
            environment: home.environment(["SESAME_SERVER": server.baseURL, "SESAME_API_KEY": "remote-key"]))
        #expect(whoami.status == 0, "\(whoami.errors)")
        #expect(whoami.output.contains("\"email\":\"\(email)\""))

        let wrongKey = try SesameRun.run(
            ["signin", "--email", email, "--password-stdin", "--server", server.baseURL, "--api-key", "nope"],
            input: "cobol rules 1", environment: home.environment())
        #expect(wrongKey.status == 1)
        #expect(wrongKey.errorLines.count == 1)

        // The embedded server has no such session (and no such account).
        let embedded = try SesameRun.run(["whoami"], environment: home.environment())
        #expect(embedded.status == 1)
        #expect(!FileManager.default.fileExists(atPath: home.dataDirectory + "/outbox.jsonl"))
        await server.stop()
    }
}
