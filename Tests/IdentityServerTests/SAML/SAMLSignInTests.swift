import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// SAML sign-in over loopback: a provider configured in `inboundSamlConfigs`, `createAuthUri`'s redirect,
/// and `signInWithIdp` with the genuine pysaml2 responses of `SAMLFixtures`, on a server whose clock
/// stands at the instant they were made.
@Suite struct SAMLSignInTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/projects/sesame-local"

    static func withServer(
        directory: TemporaryDirectory? = nil, configured: Bool = true,
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let clock = ManualClock(milliseconds: Int64(SAMLFixtures.now.timeIntervalSince1970 * 1000))
        try await TestServer.with(directory: directory, clock: clock) { server in
            if configured {
                let created = try await server.post(
                    v2 + "/inboundSamlConfigs?inboundSamlConfigId=saml.fixture", config(enabled: true),
                    credential: .bearer())
                #expect(created.status == 200, "\(created.text)")
            }
            try await body(server)
        }
    }

    @Test func anAssertionUsedOnOneInstanceIsRefusedOnAnother() async throws {
        let directory = try TemporaryDirectory()
        try await Self.withServer(directory: directory) { first in
            try await Self.withServer(directory: directory, configured: false) { second in
                let signedIn = try await Self.signIn(first, SAMLFixtures.signedAssertion)
                #expect(signedIn.status == 200, "\(signedIn.text)")
                let replayed = try await Self.signIn(second, SAMLFixtures.signedAssertion)
                #expect(replayed.errorMessage?.hasSuffix("the assertion has been used already.") == true)
            }
        }
    }

    static func config(enabled: Bool) -> JSON {
        [
            "displayName": "pysaml2", "enabled": .bool(enabled),
            "idpConfig": [
                "idpEntityId": .string(SAMLFixtures.idpEntityId), "ssoUrl": "https://idp.example.test/sso",
                "idpCertificates": [
                    ["x509Certificate": .string(SAMLResponseVerifierTests.decoded(SAMLFixtures.certificate))]
                ],
            ],
            "spConfig": [
                "spEntityId": .string(SAMLFixtures.spEntityId),
                "callbackUri": .string(SAMLFixtures.callbackURL),
            ],
        ]
    }

    static func signIn(
        _ server: TestServer, _ response: String, sessionId: String? = SAMLFixtures.sessionId,
        requestURI: String = SAMLFixtures.callbackURL
    ) async throws -> TestServer.Reply {
        let encoded = response.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        var body: [String: JSON] = [
            "requestUri": .string(requestURI),
            "postBody": .string("providerId=saml.fixture&SAMLResponse=\(encoded)"),
            "returnSecureToken": true,
        ]
        if let sessionId { body["sessionId"] = .string(sessionId) }
        return try await server.accounts("signInWithIdp", .object(body))
    }

    @Test func aGenuineResponseSignsInWithTheSubjectAndAttributesOnce() async throws {
        try await Self.withServer { server in
            let reply = try await Self.signIn(server, SAMLFixtures.signedAssertion)
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["providerId"] == "saml.fixture")
            #expect(reply["federatedId"] == "alice@example.com")
            #expect(reply["email"] == "alice@example.com")
            #expect(reply["displayName"] == "Alice Example")
            #expect(reply["isNewUser"] == true)
            #expect(reply["idToken"]?.stringValue?.isEmpty == false)
            let raw = try #require(reply["rawUserInfo"]?.stringValue.flatMap { JSON.parse(Data($0.utf8)) })
            #expect(raw["memberOf"] == ["staff", "admins"])
            let token = try TokenInspection.payload(of: try #require(reply["idToken"]?.stringValue))
            #expect(token["firebase"]?["sign_in_attributes"]?["memberOf"] == ["staff", "admins"])
            let replayed = try await Self.signIn(server, SAMLFixtures.signedAssertion)
            #expect(
                replayed.errorMessage
                    == "INVALID_IDP_RESPONSE : Invalid Idp Response: the assertion has been used already.")
            // The same person signs in again with a new assertion, to the same account.
            let again = try await Self.signIn(server, SAMLFixtures.signedResponse)
            #expect(again.status == 200, "\(again.text)")
            #expect(again["localId"] == reply["localId"])
            #expect(again["isNewUser"] == nil)
        }
    }

    @Test func refusalsAreInvalidIdpResponsesAndChangeNothing() async throws {
        try await Self.withServer { server in
            let unsigned = try await Self.signIn(server, SAMLFixtures.unsigned)
            #expect(
                unsigned.errorMessage
                    == "INVALID_IDP_RESPONSE : Invalid Idp Response: SAMLResponse is not signed.")
            let otherKey = try await Self.signIn(server, SAMLFixtures.otherKey)
            #expect(
                otherKey.errorMessage?.hasSuffix("does not verify with the provider's certificates.") == true)
            let noSession = try await Self.signIn(server, SAMLFixtures.signedAssertion, sessionId: nil)
            #expect(noSession.errorMessage?.contains("InResponseTo") == true)
            let elsewhere = try await Self.signIn(
                server, SAMLFixtures.signedAssertion, requestURI: "https://elsewhere.test/handler")
            #expect(elsewhere.errorMessage?.hasPrefix("INVALID_REQUEST_URI") == true, "\(elsewhere.text)")
            // None of them used the assertion up.
            let genuine = try await Self.signIn(server, SAMLFixtures.signedAssertion)
            #expect(genuine.status == 200, "\(genuine.text)")
        }
    }

    @Test func aDisabledOrUnknownProviderIsNotAllowed() async throws {
        try await Self.withServer { server in
            let disabled = try await server.request(
                "PATCH", Self.v2 + "/inboundSamlConfigs/saml.fixture?updateMask=enabled",
                json: Self.config(enabled: false), credential: .bearer())
            #expect(disabled.status == 200, "\(disabled.text)")
            let reply = try await Self.signIn(server, SAMLFixtures.signedAssertion)
            #expect(reply.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true, "\(reply.text)")
            let start = try await server.accounts(
                "createAuthUri", ["providerId": "saml.unknown", "continueUri": "https://app.test/"])
            #expect(start.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true, "\(start.text)")
            let nonsense = try await server.accounts(
                "createAuthUri", ["providerId": "nonsense", "continueUri": "https://app.test/"])
            #expect(nonsense.errorMessage == "INVALID_PROVIDER_ID", "\(nonsense.text)")
            // An empty providerId is none: the e-mail lookup, which needs an identifier.
            let empty = try await server.accounts(
                "createAuthUri", ["providerId": "", "continueUri": "https://app.test/"])
            #expect(empty.errorMessage == "MISSING_IDENTIFIER", "\(empty.text)")
        }
    }

    @Test func createAuthUriSendsTheBrowserToTheIdPWithARequestTiedToTheSession() async throws {
        try await Self.withServer { server in
            let reply = try await server.accounts(
                "createAuthUri", ["providerId": "saml.fixture", "continueUri": "https://app.test/after"])
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["providerId"] == "saml.fixture")
            let sessionId = try #require(reply["sessionId"]?.stringValue)
            let url = try #require(reply["authUri"]?.stringValue.flatMap { URLComponents(string: $0) })
            #expect(url.host == "idp.example.test" && url.path == "/sso")
            #expect(url.queryItems?.first { $0.name == "RelayState" }?.value == "https://app.test/after")
            #expect(url.queryItems?.contains { $0.name == "SAMLRequest" } == true)
            // A response to another request is refused with this session.
            let crossed = try await Self.signIn(server, SAMLFixtures.signedAssertion, sessionId: sessionId)
            #expect(crossed.errorMessage?.contains("InResponseTo") == true, "\(crossed.text)")
        }
    }
}
