import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// Passkeys: the v2 start/finalize calls carry the platform's WebAuthn JSON both ways, finalize keeps
/// the new session, lookups list `passkeyInfo`, removal is `accounts:update` with `deletePasskey`.
struct PasskeyEndpointTests {
    private static let token1: JSONValue = .string(Fixtures.idToken1)
    /// Bytes whose base64 has `+` and `/`, so the two alphabets differ.
    private static let credentialBytes = Data([0xfb, 0xff, 0x01, 0xfe, 0x3e, 0x3f])
    private static let idURL = "-_8B_j4_"
    private static let idStandard = "+/8B/j4/"

    private static let creationOptions = StubResponse.json(
        """
        {"credentialCreationOptions":{"rp":{"id":"example.com","name":"Example"},
         "user":{"id":"dWlkLTE=","name":"kim@example.com","displayName":"Kim"},
         "challenge":"Q2hhbGxlbmdlQ2hhbGxlbmdlQ2hhbGxlbmdlQ2hhbGxl",
         "pubKeyCredParams":[{"type":"public-key","alg":-7}],"timeout":300000,"excludeCredentials":[],
         "authenticatorSelection":{"residentKey":"required","requireResidentKey":true,
          "userVerification":"required"},"attestation":"none"}}
        """)

    private static func lookup(passkeys: String) -> StubResponse {
        .json(
            """
            {"users":[{"localId":"\(Fixtures.uid)","email":"\(Fixtures.email)",
             "providerUserInfo":[{"providerId":"password"}],"passkeyInfo":[\(passkeys)]}]}
            """)
    }

    @Test func startEnrollment_sendsTheIDTokenAndReadsTheOptions() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .passkeyEnrollmentStart, with: Self.creationOptions)

        let options = try await value(harness.client.startPasskeyEnrollment())

        expectRequest(harness.server.requests.last, .passkeyEnrollmentStart, body: ["idToken": Self.token1])
        #expect(harness.server.requests.last?.path == "/identitytoolkit.googleapis.com/v2/accounts/passkeyEnrollment:start")
        #expect(options.relyingPartyID == "example.com")
        #expect(options.userID == Data("uid-1".utf8))
        #expect(options.userName == "kim@example.com")
        #expect(options.challenge == Data("ChallengeChallengeChallengeChalle".utf8))
        #expect(options.json["authenticatorSelection"]?["residentKey"]?.stringValue == "required")
    }

    @Test func finalizeEnrollment_sendsIOSShapedResponseInTheJSSDKShapeAndKeepsTheNewSession() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .passkeyEnrollmentFinalize,
            with: .json(#"{"localId":"uid-1","idToken":"\#(Fixtures.idToken2)","refreshToken":"refresh-2"}"#))
        harness.server.respond(to: .lookup, with: Self.lookup(passkeys: #"{"credentialId":"\#(Self.idURL)","name":"Phone"}"#))
        let iOS = Data(
            #"{"id":"\#(Self.idStandard)","response":{"clientDataJSON":"e30=","attestationObject":"oA=="}}"#.utf8)

        let user = try await value(
            harness.client.finalizePasskeyEnrollment(try WebAuthnCredential(json: iOS), name: "Phone"))

        expectRequest(
            harness.server.requests(to: .passkeyEnrollmentFinalize).first, .passkeyEnrollmentFinalize,
            body: [
                "idToken": Self.token1, "name": "Phone",
                "authenticatorRegistrationResponse": [
                    "id": .string(Self.idURL), "rawId": .string(Self.idURL), "type": "public-key",
                    "response": ["clientDataJSON": "e30", "attestationObject": "oA"],
                ],
            ])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken2)])
        #expect(user.passkeys == [Passkey(credentialID: Self.idURL, name: "Phone")])
        #expect(try harness.storedSession?.refreshToken == "refresh-2")
        #expect(try harness.storedSession?.user.passkeys.map(\.name) == ["Phone"])
    }

    @Test func enrollmentFromIOSBytes_isTheSameRequestAsFromJSON() throws {
        let bytes = WebAuthnCredential.registration(
            credentialID: Self.credentialBytes, clientDataJSON: Data("{}".utf8), attestationObject: Data([0xa0]))
        let json = try WebAuthnCredential(
            json: Data(
                #"{"id":"\#(Self.idURL)","rawId":"\#(Self.idURL)","type":"public-key","response":{"clientDataJSON":"e30","attestationObject":"oA"}}"#
                    .utf8))
        #expect(bytes == json)
        #expect(bytes.ceremony == .registration)
        #expect(bytes.id == Self.idURL)
    }

    @Test func signIn_startSendsNothingAndFinalizeSignsIn() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .passkeySignInStart,
            with: .json(
                #"{"credentialRequestOptions":{"challenge":"QUJDRA==","rpId":"example.com","userVerification":"required","timeout":300000}}"#
            ))
        harness.server.respond(
            to: .passkeySignInFinalize,
            with: .json(#"{"localId":"uid-1","idToken":"\#(Fixtures.idToken1)","refreshToken":"refresh-1"}"#))
        harness.server.respond(to: .lookup, with: Self.lookup(passkeys: #"{"credentialId":"\#(Self.idURL)","name":"Phone"}"#))

        let options = try await value(harness.client.startPasskeySignIn())
        let assertion = WebAuthnCredential.assertion(
            credentialID: Self.credentialBytes, clientDataJSON: Data("{}".utf8), authenticatorData: Data([1, 2]),
            signature: Data([3]), userHandle: Data("uid-1".utf8))
        let user = try await value(harness.client.finalizePasskeySignIn(assertion))

        #expect(options.challenge == Data("ABCD".utf8))
        #expect(options.relyingPartyID == "example.com")
        expectRequest(harness.server.requests(to: .passkeySignInStart).first, .passkeySignInStart, body: [:])
        expectRequest(
            harness.server.requests(to: .passkeySignInFinalize).first, .passkeySignInFinalize,
            body: [
                "authenticatorAuthenticationResponse": [
                    "id": .string(Self.idURL), "rawId": .string(Self.idURL), "type": "public-key",
                    "response": [
                        "clientDataJSON": "e30", "authenticatorData": "AQI", "signature": "Aw",
                        "userHandle": "dWlkLTE",
                    ],
                ]
            ])
        #expect(user.uid == Fixtures.uid)
        #expect(try currentValue(harness.client.authState)?.passkeys.count == 1)
    }

    @Test func signIn_withSecondFactorDue_isMultiFactorRequiredAndSignsNothingIn() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .passkeySignInFinalize,
            with: .json(
                #"{"localId":"uid-1","mfaPendingCredential":"pending","mfaInfo":[{"mfaEnrollmentId":"f1","totpInfo":{}}]}"#
            ))
        let assertion = WebAuthnCredential.assertion(
            credentialID: Self.credentialBytes, clientDataJSON: Data("{}".utf8), authenticatorData: Data([1]),
            signature: Data([3]), userHandle: nil)

        await #expect(throws: AuthError(.multiFactorRequired)) {
            try await value(harness.client.finalizePasskeySignIn(assertion))
        }
        #expect(try currentValue(harness.client.authState) == nil)
    }

    @Test func signIn_unknownCredential_isPasskeyNotFound() async throws {
        let harness = Harness()
        harness.server.respond(to: .passkeySignInFinalize, with: .error("PASSKEY_CREDENTIAL_NOT_FOUND"))
        let assertion = WebAuthnCredential.assertion(
            credentialID: Self.credentialBytes, clientDataJSON: Data("{}".utf8), authenticatorData: Data([1]),
            signature: Data([3]), userHandle: nil)

        await #expect(throws: AuthError(.passkeyNotFound)) {
            try await value(harness.client.finalizePasskeySignIn(assertion))
        }
    }

    @Test func deletePasskey_updatesWithDeletePasskeyAndReloads() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .update, with: .json(#"{"localId":"uid-1"}"#))
        harness.server.respond(to: .lookup, with: Self.lookup(passkeys: ""))

        let user = try await value(harness.client.deletePasskey(credentialID: Self.idURL))

        expectRequest(
            harness.server.requests(to: .update).first, .update,
            body: ["idToken": Self.token1, "deletePasskey": [.string(Self.idURL)], "returnSecureToken": true])
        #expect(user.passkeys.isEmpty)
    }

    @Test(arguments: [
        #"not json"#,
        #"{"response":{"clientDataJSON":"e30","attestationObject":"oA"}}"#,
        #"{"id":"AAAA","rawId":"AAAB","response":{"clientDataJSON":"e30","attestationObject":"oA"}}"#,
        #"{"id":"AAAA","type":"password","response":{"clientDataJSON":"e30","attestationObject":"oA"}}"#,
        #"{"id":"AAAA"}"#,
        #"{"id":"AAAA","response":{"clientDataJSON":"e30"}}"#,
        #"{"id":"AAAA","response":{"clientDataJSON":"e30","authenticatorData":"AQ"}}"#,
        #"{"id":"AAAA","response":{"clientDataJSON":"%%%","attestationObject":"oA"}}"#,
    ])
    func credentialJSON_thatIsNotAPublicKeyCredential_isRefusedBeforeAnyRequest(_ text: String) {
        #expect(throws: AuthError.self) { try WebAuthnCredential(json: Data(text.utf8)) }
    }

    @Test func assertionCannotRegister() async throws {
        let harness = Harness()
        try await harness.signIn()
        let assertion = WebAuthnCredential.assertion(
            credentialID: Self.credentialBytes, clientDataJSON: Data("{}".utf8), authenticatorData: Data([1]),
            signature: Data([3]), userHandle: nil)

        await #expect(throws: AuthError(.invalidPasskeyResponse)) {
            try await value(harness.client.finalizePasskeyEnrollment(assertion))
        }
        #expect(harness.server.requests(to: .passkeyEnrollmentFinalize).isEmpty)
    }

    @Test func sessionSavedBeforePasskeys_restoresWithNone() throws {
        let old = Data(
            #"{"uid":"u","isEmailVerified":false,"providerIDs":[],"isAnonymous":true,"enrolledFactors":[]}"#.utf8)
        #expect(try JSONDecoder().decode(AuthUser.self, from: old).passkeys == [])
    }
}
