import AuthCrypto
import Foundation
import ServerTestSupport
import Testing

@testable import IdentityServer

/// Every verification rule of a passkey ceremony, each broken in one response that is otherwise
/// genuine: the answer names the rule, and nothing on the account changes.
@Suite struct PasskeyRefusalTests {
    typealias Ceremony = PasskeyCeremonyTests
    typealias Tweak = SoftAuthenticator.Tweak

    static let shared: [(String, Tweak, String)] = [
        ("type", Tweak(type: "webauthn.other"), "client data type"),
        ("origin", Tweak(origin: "https://evil.example"), "origin not allowed"),
        ("cross-origin", Tweak(crossOrigin: true), "cross-origin ceremony"),
        ("challenge", Tweak(challenge: AuthCrypto.Base64URL.encode(Array("not the challenge".utf8))), "challenge unknown, used or expired"),
        ("rp id", Tweak(rpId: "example.com"), "rp id hash"),
        ("user presence", Tweak(flags: AuthenticatorData.userVerified), "user not present"),
        ("user verification", Tweak(flags: AuthenticatorData.userPresent), "user not verified"),
    ]

    @Test func registrationRefusalsLeaveTheAccountWithoutPasskeys() async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await Ceremony.signUp(server, "reg@example.com")
            let authenticator = try SoftAuthenticator()
            let cases = Self.shared + [
                ("packed signature", Tweak(corruptSignature: true, format: "packed"), "attestation: signature"),
                ("format", Tweak(format: "tpm"), "attestation: unsupported format tpm"),
            ]
            for (rule, tweak, detail) in cases {
                let reply = try await Ceremony.enrol(server, authenticator, idToken, tweak)
                #expect(reply.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : \(detail)", "\(rule)")
            }
            // The id the client names must be the attested one.
            let options = try await Ceremony.creationOptions(server, idToken)
            var response = try authenticator.register(options).objectValue!
            response["id"] = .string(AuthCrypto.Base64URL.encode([1, 2, 3]))
            response["rawId"] = response["id"]
            let mismatch = try await server.post(
                Ceremony.v2 + "passkeyEnrollment:finalize",
                ["idToken": .string(idToken), "authenticatorRegistrationResponse": .object(response)])
            #expect(mismatch.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : credential id")
            #expect(try await Ceremony.adminPasskeys(server, localId).isEmpty)
        }
    }

    @Test func aChallengeIsSingleUseBoundToItsStartAndExpires() async throws {
        try await TestServer.with { server in
            let (idToken, _) = try await Ceremony.signUp(server, "challenge@example.com")
            let (otherToken, _) = try await Ceremony.signUp(server, "other@example.com")
            let authenticator = try SoftAuthenticator()
            // Another account's enrolment challenge is not this account's.
            let othersOptions = try await Ceremony.creationOptions(server, otherToken)
            let stolen = try await server.post(
                Ceremony.v2 + "passkeyEnrollment:finalize",
                ["idToken": .string(idToken), "authenticatorRegistrationResponse": try authenticator.register(othersOptions)])
            #expect(stolen.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : challenge unknown, used or expired")
            // Expired.
            let options = try await Ceremony.creationOptions(server, idToken)
            server.clock.advance(milliseconds: 301_000)
            let late = try await server.post(
                Ceremony.v2 + "passkeyEnrollment:finalize",
                ["idToken": .string(idToken), "authenticatorRegistrationResponse": try authenticator.register(options)])
            #expect(late.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : challenge unknown, used or expired")
            // Used once.
            #expect(try await Ceremony.enrol(server, authenticator, idToken).status == 200)
            let request = try await Ceremony.requestOptions(server)
            let assertion = try authenticator.assert(request)
            let first = try await server.post(Ceremony.v2 + "passkeySignIn:finalize", ["authenticatorAuthenticationResponse": assertion])
            #expect(first.status == 200)
            let replayed = try await server.post(Ceremony.v2 + "passkeySignIn:finalize", ["authenticatorAuthenticationResponse": assertion])
            #expect(replayed.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : challenge unknown, used or expired")
            // An enrolment challenge does not sign in.
            let creation = try await Ceremony.creationOptions(server, idToken)
            let crossed = try await server.post(
                Ceremony.v2 + "passkeySignIn:finalize",
                ["authenticatorAuthenticationResponse": try authenticator.assert(["challenge": creation["challenge"]!, "rpId": "localhost"])])
            #expect(crossed.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : challenge unknown, used or expired")
        }
    }

    @Test func assertionRefusalsLeaveTheCounterWhereItWas() async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await Ceremony.signUp(server, "assert@example.com")
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, idToken).status == 200)
            let cases = Self.shared + [
                ("signature", Tweak(corruptSignature: true), "signature"),
                ("user handle", Tweak(userHandle: Array("someone-else".utf8)), "user handle"),
            ]
            for (rule, tweak, detail) in cases {
                let reply = try await Ceremony.signIn(server, authenticator, tweak)
                #expect(reply.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : \(detail)", "\(rule)")
            }
            let stored = try await Ceremony.adminPasskeys(server, localId)
            #expect(stored.first?["signCount"] == 0 && stored.first?["lastUsedAt"] == nil)
            #expect(try await Ceremony.signIn(server, authenticator).status == 200)
        }
    }

    @Test func aCounterThatGoesBackwardsMarksTheCredentialClonedForGood() async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await Ceremony.signUp(server, "clone@example.com")
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, idToken).status == 200)
            authenticator.signCount = 5
            #expect(try await Ceremony.signIn(server, authenticator).status == 200)  // 6
            let cloned = try await Ceremony.signIn(server, authenticator, Tweak(signCount: 6))
            #expect(cloned.errorMessage?.hasPrefix("INVALID_AUTHENTICATOR_RESPONSE : signature counter") == true)
            let stored = try await Ceremony.adminPasskeys(server, localId)
            #expect(stored.first?["possiblyCloned"] == true && stored.first?["signCount"] == 6)
            // The original, counting on, is refused too until the user registers anew.
            let after = try await Ceremony.signIn(server, authenticator)
            #expect(after.errorMessage?.hasPrefix("INVALID_AUTHENTICATOR_RESPONSE : signature counter") == true)
        }
    }

    @Test func credentialsOfDisabledOrDeletedAccountsAreRefused() async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await Ceremony.signUp(server, "gone@example.com")
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, idToken).status == 200)
            _ = try await server.admin(":update", ["localId": .string(localId), "disableUser": true])
            #expect(try await Ceremony.signIn(server, authenticator).errorMessage == "USER_DISABLED")
            _ = try await server.admin(":delete", ["localId": .string(localId)])
            #expect(try await Ceremony.signIn(server, authenticator).errorMessage == "PASSKEY_CREDENTIAL_NOT_FOUND")
        }
    }

    @Test func aCredentialBelongsToOneAccountOfOneTenant() async throws {
        try await TestServer.with { server in
            let (first, _) = try await Ceremony.signUp(server, "first@example.com")
            let (second, secondId) = try await Ceremony.signUp(server, "second@example.com")
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, first).status == 200)
            let reused = try await Ceremony.enrol(server, authenticator, second)
            #expect(reused.errorMessage == "CREDENTIAL_ALREADY_IN_USE")
            #expect(try await Ceremony.adminPasskeys(server, secondId).isEmpty)
        }
    }
}
