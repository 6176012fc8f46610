import AuthCrypto
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import IdentityServer
import ServerTestSupport
import Testing

/// Issue 36, item 5 on the command line: `sesame account passkeys` and `sesame account remove-passkey`
/// against a server holding a passkey registered through the REST API by the software authenticator,
/// with --json and exit codes 0/1/2.
@Suite struct PasskeyCommandTests {
    /// POSTs `body` to the server's v1/v2 path (`accounts:signUp`, `accounts/passkeyEnrollment:start`).
    static func post(_ server: IdentityServer, _ path: String, _ body: AuthCrypto.JSON) async throws -> AuthCrypto.JSON {
        var request = URLRequest(
            url: try #require(URL(string: server.baseURL + "/identitytoolkit.googleapis.com/" + path + "?key=remote-key")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body.data
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode(AuthCrypto.JSON.self, from: data)
    }

    @Test func listsAndRemovesThePasskeyWithExitCodes() async throws {
        let home = try ScratchHome()
        let server = try home.startServer()
        let remote = ["SESAME_SERVER": server.baseURL, "SESAME_API_KEY": "remote-key"]
        func sesame(_ arguments: [String], input: String? = nil) async throws -> SesameRun {
            try await SesameRun.detached(arguments, input: input, environment: home.environment(remote))
        }
        let email = "ada@example.com"
        #expect(try await sesame(["signup", "--email", email, "--password-stdin"], input: "correct horse 1").status == 0)
        let none = try await sesame(["account", "passkeys"])
        #expect(none.status == 0 && none.output == "no passkeys\n", "\(none.errors)")

        // A browser registers a passkey through the REST API.
        let signIn = try await Self.post(
            server, "v1/accounts:signInWithPassword",
            ["email": .string(email), "password": "correct horse 1", "returnSecureToken": true])
        let idToken = try #require(signIn["idToken"]?.stringValue)
        let authenticator = try SoftAuthenticator()
        let start = try await Self.post(server, "v2/accounts/passkeyEnrollment:start", ["idToken": .string(idToken)])
        let options = try #require(start["credentialCreationOptions"])
        let finalize = try await Self.post(
            server, "v2/accounts/passkeyEnrollment:finalize",
            [
                "idToken": .string(idToken), "name": "Laptop",
                "authenticatorRegistrationResponse": try authenticator.register(options),
            ])
        #expect(finalize["idToken"] != nil, "\(finalize)")

        let list = try await sesame(["account", "passkeys", "--json"])
        #expect(list.status == 0, "\(list.errors)")
        let listed = try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any]
        let passkeys = try #require(listed?["passkeys"] as? [[String: Any]])
        #expect(passkeys.count == 1)
        #expect(passkeys.first?["credentialId"] as? String == authenticator.id)
        #expect(passkeys.first?["name"] as? String == "Laptop")
        let text = try await sesame(["account", "passkeys"])
        #expect(text.output == "\(authenticator.id)  Laptop\n")
        let whoami = try await sesame(["whoami"])
        #expect(whoami.output.contains("passkey: \(authenticator.id)  Laptop"), "\(whoami.output)")

        let usage = try await sesame(["account", "remove-passkey"])
        #expect(usage.status == 2)
        #expect(usage.errorLines.first?.contains("--id") == true, "\(usage.errors)")
        let unknown = try await sesame(["account", "remove-passkey", "--id", "bm90LWEtcGFzc2tleQ"])
        #expect(unknown.status == 1)
        #expect(unknown.errorLines.count == 1, "\(unknown.errors)")

        let removed = try await sesame(["account", "remove-passkey", "--id", authenticator.id])
        #expect(removed.status == 0, "\(removed.errors)")
        #expect(removed.output == "removed passkey \(authenticator.id); 0 left\n")
        #expect(try await sesame(["account", "passkeys"]).output == "no passkeys\n")

        #expect(try await sesame(["signout"]).status == 0)
        let signedOut = try await sesame(["account", "passkeys"])
        #expect(signedOut.status == 1)
        await server.stop()
    }
}
