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
        let server = try home.startServer()
        let remote = ["--server", server.baseURL, "--api-key", "remote-key"]
        let email = "grace@example.com"

        let signUp = try await SesameRun.detached(
            ["signup", "--email", email, "--password-stdin"] + remote, input: "cobol rules 1",
            environment: home.environment())
        #expect(signUp.status == 0, "\(signUp.errors)")

        let whoami = try await SesameRun.detached(
            ["whoami", "--json"],
            environment: home.environment(["SESAME_SERVER": server.baseURL, "SESAME_API_KEY": "remote-key"]))
        #expect(whoami.status == 0, "\(whoami.errors)")
        #expect(whoami.output.contains("\"email\":\"\(email)\""))

        let wrongKey = try await SesameRun.detached(
            [
                "signin", "--email", email, "--password-stdin", "--server", server.baseURL, "--api-key",
                "nope",
            ],
            input: "cobol rules 1", environment: home.environment())
        #expect(wrongKey.status == 1)
        #expect(wrongKey.errorLines.count == 1)

        // The embedded server has no such session (and no such account).
        let embedded = try await SesameRun.detached(["whoami"], environment: home.environment())
        #expect(embedded.status == 1)
        #expect(!FileManager.default.fileExists(atPath: home.dataDirectory + "/outbox.jsonl"))
        await server.stop()
    }
}
