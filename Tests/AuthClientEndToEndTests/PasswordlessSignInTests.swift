import AuthClient
import AuthCrypto
import AuthModel
import Foundation
import RxCore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// E-mail links and custom tokens through AuthClient against `sesame serve`.
struct PasswordlessSignInTests {
    static let adminKey = "e2e-admin-secret"
    static let continueURL = URL(string: "http://localhost:8080/finish?from=e2e")!

    /// The link the server mailed to `email` last (from its outbox file). The server writes the mail
    /// right after `sendOobCode` has answered, so this waits for it (30 s at most: a hang guard).
    static func mailedLink(_ server: SesameServer, to email: String) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let text =
                (try? String(contentsOf: server.directory.file("data/outbox.jsonl"), encoding: .utf8)) ?? ""
            let messages = text.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            if let last = messages.last(where: { $0["to"] as? String == email }) {
                return try #require(last["link"] as? String)
            }
            try #require(ContinuousClock.now < deadline, "hang guard: no mail to \(email)")
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Follows the mailed link to the action page and returns where it sends the browser (the app).
    static func appURL(following link: String) async throws -> String {
        final class NoRedirects: NSObject, URLSessionTaskDelegate {
            func urlSession(
                _ session: URLSession, task: URLSessionTask,
                willPerformHTTPRedirection response: HTTPURLResponse,
                newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
            ) { completionHandler(nil) }
        }
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (_, response) = try await session.data(from: try #require(URL(string: link)))
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 303)
        return try #require(http.value(forHTTPHeaderField: "Location"))
    }

    @Test func aMailedLinkSignsInThroughTheActionPageAndCreatesAVerifiedAccount() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            try await app.client.sendSignInLink(
                email: "linda@example.com", settings: ActionCodeSettings(url: Self.continueURL)
            ).value
            let link = try await Self.mailedLink(server, to: "linda@example.com")
            #expect(AuthClient.isSignInWithEmailLink(link))
            let landing = try await Self.appURL(following: link)
            #expect(landing.hasPrefix("http://localhost:8080/finish?from=e2e&"))
            #expect(AuthClient.isSignInWithEmailLink(landing))

            let user = try await app.client.signIn(email: "linda@example.com", link: landing).value
            #expect(user.email == "linda@example.com")
            #expect(user.isEmailVerified)
            #expect(user.providerIDs == ["password"])
            #expect(app.states == [nil, user])
            let session = try #require(try app.storedSession())
            #expect(try claims(of: session.idToken).firebase?.signInProvider == "password")
            // The link works once.
            try await app.client.signOut().value
            await #expect(throws: AuthError(.invalidActionCode)) {
                _ = try await app.client.signIn(email: "linda@example.com", link: link).value
            }
        }
    }

    @Test func anAnonymousUserKeepsItsAccountByLinkingAnEmailLink() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            let guest = try await app.client.signInAnonymously().value
            try await app.client.sendSignInLink(
                email: "guest@example.com", settings: ActionCodeSettings(url: Self.continueURL)
            ).value
            let link = try await Self.mailedLink(server, to: "guest@example.com")
            let linked = try await app.client.link(with: .emailLink(email: "guest@example.com", link: link))
                .value
            #expect(linked.uid == guest.uid)
            #expect(linked.email == "guest@example.com")
            #expect(linked.isAnonymous == false)
        }
    }

    @Test func aCustomTokenSignsInAndItsClaimsSurviveARefresh() async throws {
        try await SesameServer.with(["--admin-key", Self.adminKey]) { server in
            let pair = try RSAKeyPair.generate()
            let registered = try await Self.register(try pair.publicKeyPEM, on: server)
            let now = Date().timeIntervalSince1970.rounded(.down)
            let token = try JWTSigner.rs256(pair, keyID: registered.keyId).sign(
                claims: [
                    "iss": .string(registered.email), "sub": .string(registered.email),
                    "aud":
                        "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit",
                    "uid": "e2e-custom-user", "iat": .double(now), "exp": .double(now + 3600),
                    "claims": ["plan": "pro"],
                ], additionalHeaders: ["typ": "JWT"])
            let app = try ClientUnderTest(server: server)

            let user = try await app.client.signIn(withCustomToken: token).value
            #expect(user.uid == "e2e-custom-user")
            #expect(user.email == nil)
            #expect(app.states == [nil, user])
            let first = try #require(try app.storedSession())
            #expect(try Self.payload(of: first.idToken)["plan"] as? String == "pro")
            let refreshed = try await app.client.refreshIDToken(force: true).value
            #expect(refreshed.refreshToken != first.refreshToken)
            #expect(try Self.payload(of: refreshed.idToken)["plan"] as? String == "pro")
            #expect(try claims(of: refreshed.idToken).firebase?.signInProvider == "custom")

            await #expect(throws: AuthError(.invalidCustomToken)) {
                _ = try await app.client.signIn(withCustomToken: "not.a.token").value
            }
        }
    }

    static func register(_ publicKey: String, on server: SesameServer) async throws -> (
        keyId: String, email: String
    ) {
        var request = URLRequest(url: server.baseURL.appendingPathComponent("sesame/v1/serviceAccountKeys"))
        request.httpMethod = "POST"
        request.setValue("Bearer \(adminKey)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["publicKeyPem": publicKey])
        let (data, _) = try await URLSession(configuration: .ephemeral).data(for: request)
        let answer = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (try #require(answer["keyId"] as? String), try #require(answer["clientEmail"] as? String))
    }

    static func payload(of token: String) throws -> [String: Any] {
        let part = try #require(token.split(separator: ".").dropFirst().first)
        let bytes = try #require(AuthCrypto.Base64URL.decode(part))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }
}
