import AuthCrypto
import Foundation
import IdentityServer
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.serialized) struct SesameCommandTests {
    @Test func helpUnknownCommandAndBadFlags() throws {
        let help = try SesameProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("serve"))
        let unknown = try SesameProcess.run(["frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.split(separator: "\n").count == 1)
        let badPort = try SesameProcess.run(["serve", "--port", "seventy"])
        #expect(badPort.status == 2)
        #expect(
            badPort.errors == "sesame serve: invalid value for '--port': expected an integer in 0...65535\n")
        let noKey = try SesameProcess.run(["serve", "--port", "0"])
        #expect(noKey.status == 2)
        let serveHelp = try SesameProcess.run(["serve", "--help"])
        #expect(serveHelp.status == 0)
        for option in ServeOptions.all {
            #expect(serveHelp.output.contains(option.flag), "missing \(option.flag)")
            #expect(serveHelp.output.contains(option.environmentVariable))
        }
    }

    @Test func sigtermDrainsTheRequestInFlightAndExitsZero() async throws {
        let directory = try TemporaryDirectory()
        let sesame = try SesameProcess(
            [
                "serve", "--port", "0", "--data-dir", directory.path, "--api-key", "k", "--admin-key", "ops",
                "--hash-threads", "1",
                "--argon2-memory-kib", "131072", "--argon2-iterations", "6", "--log-level", "error",
            ] + ServerTestDatabase.serveArguments(dataDirectory: directory.path))
        let line = try sesame.firstLine()
        #expect(line.hasPrefix("listening on http://127.0.0.1:"))
        let base = String(line.dropFirst("listening on ".count))
        let signUp = Task {
            var request = URLRequest(
                url: URL(string: base + "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k")!)
            request.httpMethod = "POST"
            request.httpBody = Data(#"{"email":"drain@example.com","password":"secret-1"}"#.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, JSON.parse(data))
        }
        // Wait until the sign-up's password hash is running, so SIGTERM arrives mid-request.
        var hashing = false
        for _ in 0..<500 where !hashing {
            var metrics = URLRequest(url: URL(string: base + "/metrics")!)
            metrics.setValue("Bearer ops", forHTTPHeaderField: "Authorization")
            let (data, _) = try await URLSession(configuration: .ephemeral).data(for: metrics)
            hashing = String(decoding: data, as: UTF8.self).contains("sesame_password_hash_running 1")
            if !hashing { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(hashing)
        kill(sesame.process.processIdentifier, SIGTERM)
        let (status, body) = try await signUp.value
        #expect(status == 200)
        #expect(body?["email"]?.stringValue == "drain@example.com")
        #expect(try await sesame.waitForExit() == 0)
        #expect(sesame.process.terminationReason == .exit)
        // The drained sign-up is in the store of this pass (and only there).
        let account = try ServerTestDatabase.withStore(dataDirectory: directory.path) {
            try $0.account(email: "drain@example.com", tenantId: nil)
        }
        #expect(account != nil)
        #expect(
            FileManager.default.fileExists(atPath: directory.path + "/sesame.sqlite")
                == !ServerTestDatabase.isPostgreSQL)
    }
}
