import Foundation
import IdentityServer
import ServerTestSupport
import Testing

/// `sesame signin` with a Google or Apple ID token, against a server in the test process: in emulator
/// mode (unsigned tokens are decoded without checks, as Firebase's emulator does) and in normal mode
/// (where an unsigned token is refused).
@Suite struct ProviderSignInTests {
    let home: ScratchHome

    init() throws {
        home = try ScratchHome()
    }

    private func startServer(emulator: Bool) throws -> IdentityServer {
        try home.startServer(emulator: emulator) { configuration in
            configuration.googleClientIds = ["1234-test.apps.googleusercontent.com"]
            configuration.appleClientIds = ["com.example.sesame"]
            // Never reached: unsigned tokens fail the algorithm check before any key is fetched.
            configuration.googleJWKSURL = "http://127.0.0.1:9/keys"
            configuration.appleJWKSURL = "http://127.0.0.1:9/keys"
        }
    }

    private func sesame(
        _ arguments: [String], server: IdentityServer, input: String? = nil
    ) async throws -> SesameRun {
        let arguments = arguments + ["--server", server.baseURL, "--api-key", "remote-key"]
        return try await SesameRun.detached(arguments, input: input, environment: home.environment())
    }

    @Test func googleAndAppleTokensSignInOnAnEmulatorServer() async throws {
        let server = try startServer(emulator: true)
        let google = unsignedToken([
            "iss": "https://accounts.google.com", "aud": "1234-test.apps.googleusercontent.com",
            "sub": "g-cli-1", "email": "ada@example.com", "email_verified": true, "name": "Ada",
        ])
        let signIn = try await sesame(
            ["signin", "--google-id-token", google, "--google-access-token", "ya29.cli", "--json"],
            server: server)
        #expect(signIn.status == 0, "\(signIn.errors)")
        #expect(signIn.output.contains("\"email\":\"ada@example.com\""), "\(signIn.output)")
        #expect(signIn.output.contains("\"providers\":[\"google.com\"]"), "\(signIn.output)")
        #expect(!signIn.errors.contains(google))

        let whoami = try await sesame(["whoami", "--json"], server: server)
        #expect(whoami.status == 0, "\(whoami.errors)")
        #expect(whoami.output.contains("\"email\":\"ada@example.com\""))

        let apple = unsignedToken([
            "iss": "https://appleid.apple.com", "aud": "com.example.sesame", "sub": "001.apple.cli",
            "email": "tim@example.com", "email_verified": "true",
        ])
        let appleSignIn = try await sesame(
            ["signin", "--provider", "apple", "--id-token-stdin", "--raw-nonce", "raw-1"], server: server,
            input: apple + "\n")
        #expect(appleSignIn.status == 0, "\(appleSignIn.errors)")
        #expect(appleSignIn.output == "signed in as tim@example.com\n", "\(appleSignIn.output)")
        await server.stop()
    }

    @Test func anAccessTokenAloneAndAnAppleNameOnAnEmulatorServer() async throws {
        let server = try startServer(emulator: true)
        // The emulator reads an access token that is itself claims, as Firebase's emulator does.
        let claims = #"{"sub":"g-cli-at","email":"at@example.com","email_verified":true}"#
        let google = try await sesame(["signin", "--google-access-token", claims, "--json"], server: server)
        #expect(google.status == 0, "\(google.errors)")
        #expect(google.output.contains("\"email\":\"at@example.com\""), "\(google.output)")
        #expect(google.output.contains("\"providers\":[\"google.com\"]"), "\(google.output)")

        let apple = unsignedToken([
            "iss": "https://appleid.apple.com", "aud": "com.example.sesame", "sub": "001.apple.named",
            "email": "ada@privaterelay.appleid.com", "email_verified": "true",
        ])
        let named = try await sesame(
            [
                "signin", "--apple-id-token", apple, "--raw-nonce", "raw-2", "--first-name", "Ada",
                "--last-name", "Lovelace", "--json",
            ], server: server)
        #expect(named.status == 0, "\(named.errors)")
        #expect(named.output.contains("\"displayName\":\"Ada Lovelace\""), "\(named.output)")
        await server.stop()
    }

    @Test func anUnsignedTokenIsRefusedByANormalServer() async throws {
        let server = try startServer(emulator: false)
        let token = unsignedToken([
            "iss": "https://accounts.google.com", "aud": "1234-test.apps.googleusercontent.com",
            "sub": "g-cli-2", "email": "eve@example.com", "email_verified": true,
        ])
        let run = try await sesame(["signin", "--google-id-token", token], server: server)
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(run.output.isEmpty)
        #expect(!run.errors.contains(token))
        let whoami = try await sesame(["whoami"], server: server)
        #expect(whoami.status == 1)
        await server.stop()
    }

    @Test(arguments: [
        (["--apple-id-token", "t"], "missing --raw-nonce"),
        (["--google-id-token", "t", "--email", "a@example.com"], "cannot be used together"),
        (["--google-id-token", "t", "--apple-id-token", "u"], "cannot be used together"),
        (["--google-id-token", "t", "--raw-nonce", "n"], "expected an Apple identity token"),
        (["--id-token-stdin"], "expected google or apple"),
        (["--google-access-token", "a", "--email", "a@example.com"], "cannot be used together"),
        (["--google-access-token", "a", "--apple-id-token", "t"], "cannot be used together"),
        (["--google-access-token", "a", "--first-name", "Ada"], "expected an Apple identity token"),
        (["--google-access-token", ""], "option '--google-access-token' needs a value"),
        (["--first-name", "Ada", "--email", "a@example.com"], "expected a provider's ID token too"),
    ])
    func refusedTokenArguments(arguments: [String], message: String) throws {
        let run = try SesameRun.run(["signin"] + arguments, environment: home.environment())
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1, "\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: home.dataDirectory))
    }

    /// `base64url(header).base64url(claims).` with `alg: none`.
    private func unsignedToken(_ claims: [String: Any]) -> String {
        var claims = claims
        let now = Int(Date().timeIntervalSince1970)
        claims["iat"] = now
        claims["exp"] = now + 3600
        let header = Data(#"{"alg":"none","typ":"JWT"}"#.utf8)
        let payload = (try? JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys])) ?? Data()
        return base64URL(header) + "." + base64URL(payload) + "."
    }

    private func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
