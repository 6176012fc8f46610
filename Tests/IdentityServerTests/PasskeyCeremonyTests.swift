import AuthCrypto
import Foundation
import ServerTestSupport
import Testing

@testable import IdentityServer

/// Passkeys over loopback in production mode, with a software authenticator: registration and
/// usernameless sign-in verified as WebAuthn Level 2 prescribes, and every rule's refusal, each from a
/// genuine response changed in one thing, leaving the account as it was.
@Suite struct PasskeyCeremonyTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/accounts/"

    /// The signed-up user's id token and local id.
    static func signUp(_ server: TestServer, _ email: String) async throws -> (String, String) {
        let reply = try await server.signUp(email)
        return (try #require(reply.string("idToken")), try #require(reply.string("localId")))
    }

    static func creationOptions(_ server: TestServer, _ idToken: String) async throws -> JSON {
        let started = try await server.post(v2 + "passkeyEnrollment:start", ["idToken": .string(idToken)])
        try EndpointSchemaConformanceTests().expectConforms(started, EndpointSchemas.passkeyEnrollmentStart)
        return try #require(started["credentialCreationOptions"])
    }

    static func requestOptions(_ server: TestServer) async throws -> JSON {
        let started = try await server.post(v2 + "passkeySignIn:start", [:])
        try EndpointSchemaConformanceTests().expectConforms(started, EndpointSchemas.passkeySignInStart)
        return try #require(started["credentialRequestOptions"])
    }

    static func enrol(
        _ server: TestServer, _ authenticator: SoftAuthenticator, _ idToken: String, name: String = "Laptop",
        _ tweak: SoftAuthenticator.Tweak = .init()
    ) async throws -> TestServer.Reply {
        let options = try await creationOptions(server, idToken)
        return try await server.post(
            v2 + "passkeyEnrollment:finalize",
            [
                "idToken": .string(idToken), "name": .string(name),
                "authenticatorRegistrationResponse": try authenticator.register(options, tweak),
            ])
    }

    static func signIn(
        _ server: TestServer, _ authenticator: SoftAuthenticator, _ tweak: SoftAuthenticator.Tweak = .init()
    ) async throws -> TestServer.Reply {
        let options = try await requestOptions(server)
        return try await server.post(
            v2 + "passkeySignIn:finalize",
            ["authenticatorAuthenticationResponse": try authenticator.assert(options, tweak)])
    }

    static func adminPasskeys(_ server: TestServer, _ localId: String) async throws -> [JSON] {
        let reply = try await server.admin(":lookup", ["localId": [.string(localId)]])
        return reply["users"]?.arrayValue?.first?["passkeyInfo"]?.arrayValue ?? []
    }

    @Test(arguments: [false, true])
    func enrolSignInWithoutAnEmailAndRemove(rsa: Bool) async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await Self.signUp(server, "pk\(rsa)@example.com")
            let options = try await Self.creationOptions(server, idToken)
            #expect(options["rp"]?["id"] == "localhost")
            let challenge = try #require(options["challenge"]?.stringValue)
            #expect(challenge.count == 44 && challenge.allSatisfy { $0.isLetter || $0.isNumber })
            #expect(PasskeyEncoding.bytes(try #require(options["user"]?["id"]?.stringValue)) == Array(localId.utf8))
            #expect(options["authenticatorSelection"]?["residentKey"] == "required")
            #expect(options["pubKeyCredParams"]?.arrayValue?.compactMap { $0["alg"]?.int64Value } == [-7, -8, -257])

            let authenticator = try SoftAuthenticator(rsa: rsa)
            let enrolled = try await Self.enrol(server, authenticator, idToken)
            try EndpointSchemaConformanceTests().expectConforms(enrolled, EndpointSchemas.passkeyEnrollmentFinalize)
            #expect(enrolled.string("localId") == localId)
            let lookup = try await server.accounts("lookup", ["idToken": .string(idToken)])
            #expect(lookup["users"]?.arrayValue?.first?["passkeyInfo"] == [["credentialId": .string(authenticator.id), "name": "Laptop"]])
            // The next enrolment excludes it.
            let again = try await Self.creationOptions(server, idToken)
            #expect(again["excludeCredentials"]?.arrayValue?.first?["id"]?.stringValue == authenticator.id)

            let signedIn = try await Self.signIn(server, authenticator)
            try EndpointSchemaConformanceTests().expectConforms(signedIn, EndpointSchemas.passkeySignInFinalize)
            #expect(signedIn.string("localId") == localId)
            let claims = try TokenInspection.payload(of: try #require(signedIn.string("idToken")))
            #expect(claims["user_id"]?.stringValue == localId)
            #expect(claims["firebase"]?["sign_in_provider"] == "passkey")
            let stored = try await Self.adminPasskeys(server, localId)
            #expect(stored.first?["signCount"] == 1 && stored.first?["attestationFormat"] == "none")
            #expect(stored.first?["lastUsedAt"] != nil)

            let removed = try await server.accounts(
                "update", ["idToken": .string(idToken), "deletePasskey": [.string(authenticator.id)]])
            #expect(removed.status == 200)
            #expect(try await Self.adminPasskeys(server, localId).isEmpty)
            let gone = try await Self.signIn(server, authenticator)
            #expect(gone.errorMessage == "PASSKEY_CREDENTIAL_NOT_FOUND")
        }
    }

    /// The iOS SDK's shape: standard base64, no rawId or type; a packed self attestation.
    @Test func iosShapedResponsesAndPackedSelfAttestationAreAccepted() async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await Self.signUp(server, "ios@example.com")
            let authenticator = try SoftAuthenticator()
            let options = try await Self.creationOptions(server, idToken)
            let response = try Self.iosShape(try authenticator.register(options, .init(format: "packed")))
            let enrolled = try await server.post(
                Self.v2 + "passkeyEnrollment:finalize",
                ["idToken": .string(idToken), "name": "Phone", "authenticatorRegistrationResponse": response])
            #expect(enrolled.status == 200, "\(enrolled.text)")
            #expect(try await Self.adminPasskeys(server, localId).first?["attestationFormat"] == "packed")
            let request = try await Self.requestOptions(server)
            let assertion = try Self.iosShape(try authenticator.assert(request))
            let signedIn = try await server.post(
                Self.v2 + "passkeySignIn:finalize", ["authenticatorAuthenticationResponse": assertion])
            #expect(signedIn.string("localId") == localId, "\(signedIn.text)")
        }
    }

    static func iosShape(_ response: JSON) throws -> JSON {
        func standard(_ text: String) -> String { PasskeyEncoding.standard(PasskeyEncoding.bytes(text)!) }
        var fields: [String: JSON] = [:]
        for (name, value) in try #require(response["response"]?.objectValue) {
            fields[name] = .string(standard(value.stringValue!))
        }
        return ["id": .string(standard(response["id"]!.stringValue!)), "response": .object(fields)]
    }

    @Test func productionNeverAcceptsTheEmulatorsMockShapes() async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await Self.signUp(server, "mock@example.com")
            let enrolled = try await server.post(
                Self.v2 + "passkeyEnrollment:finalize",
                ["idToken": .string(idToken), "authenticatorRegistrationResponse": ["id": "mock_credential"]])
            #expect(enrolled.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : malformed authenticator response")
            #expect(try await Self.adminPasskeys(server, localId).isEmpty)
            let missing = try await server.post(Self.v2 + "passkeySignIn:finalize", [:])
            #expect(missing.errorMessage == "MISSING_AUTHENTICATOR_RESPONSE")
        }
    }
}
