import AuthCrypto
import Foundation
import IdentityServer
import Testing

/// The account-linking rules of signInWithIdp: no takeover through an unverified e-mail.
@Suite struct FederatedLinkingTests {
    private func google(
        _ provider: TestIdentityProvider, _ server: TestServer, subject: String, email: String?,
        verified: JSON = true
    ) throws -> String {
        try provider.rsa.sign(
            claims: TestIdentityProvider.googleClaims(
                subject: subject, email: email, verified: verified, now: server.clock.milliseconds / 1000))
    }

    private func providerIds(_ server: TestServer, localId: String) async throws -> [String] {
        let lookup = try await server.admin(":lookup", ["localId": [.string(localId)]])
        let infos = lookup.json["users"]?.arrayValue?.first?["providerUserInfo"]?.arrayValue ?? []
        return infos.compactMap { $0["providerId"]?.stringValue }.sorted()
    }

    private func verifyEmail(_ server: TestServer, localId: String) async throws {
        let reply = try await server.admin(":update", ["localId": .string(localId), "emailVerified": true])
        #expect(reply.status == 200)
    }

    @Test func verifiedEmailLinksToAnAccountWhoseEmailIsVerified() async throws {
        try await withIdentityProvider { server, provider in
            let owner = try #require(try await server.signUp("ada@example.com").string("localId"))
            try await verifyEmail(server, localId: owner)
            let reply = try await server.signInWithIdp(
                provider: "google.com",
                token: try google(provider, server, subject: "g-1", email: "ada@example.com"))
            #expect(reply.status == 200)
            #expect(reply.string("localId") == owner)
            #expect(reply["isNewUser"] == nil)
            #expect(reply["needConfirmation"] == nil)
            #expect(try await providerIds(server, localId: owner) == ["google.com", "password"])
        }
    }

    /// The defence against account pre-hijacking, as Firebase has it: someone registered the address
    /// without owning it (unverified); the provider proves the owner has it, so the owner gets the
    /// account — without the squatter's password, other sign-in methods or sessions.
    @Test func aVerifiedProviderTakesOverAnAccountWhoseEmailIsUnverified() async throws {
        try await withIdentityProvider { server, provider in
            let squatter = try await server.signUp("squatter@example.com", "squatter-pass")
            let owner = try #require(squatter.string("localId"))
            // Revocation has one-second resolution: the take-over happens a second later.
            server.clock.advance(seconds: 1)
            let reply = try await server.signInWithIdp(
                provider: "google.com",
                token: try google(provider, server, subject: "g-2", email: "squatter@example.com"))
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["needConfirmation"] == nil)
            #expect(reply.string("localId") == owner)
            #expect(reply["emailVerified"] == true)
            #expect(try await providerIds(server, localId: owner) == ["google.com"])
            #expect(try await server.signIn("squatter@example.com", "squatter-pass").status == 400)
            #expect(
                try await server.refresh(try #require(squatter.string("refreshToken"))).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(try await server.refresh(try #require(reply.string("refreshToken"))).status == 200)
        }
    }

    @Test func providerUnverifiedEmailNeedsConfirmation() async throws {
        try await withIdentityProvider { server, provider in
            let owner = try #require(try await server.signUp("eve@example.com").string("localId"))
            try await verifyEmail(server, localId: owner)
            for verified: JSON in [false, "false", .null] {
                let reply = try await server.signInWithIdp(
                    provider: "google.com",
                    token: try google(
                        provider, server, subject: "g-3", email: "eve@example.com", verified: verified))
                #expect(reply["needConfirmation"] == true)
                #expect(reply.string("idToken") == nil)
            }
            #expect(try await providerIds(server, localId: owner) == ["password"])
        }
    }

    @Test func aSecondSubjectWithTheSameEmailDoesNotTakeTheAccountOver() async throws {
        try await withIdentityProvider { server, provider in
            let first = try await server.signInWithIdp(
                provider: "google.com",
                token: try google(provider, server, subject: "g-a", email: "x@example.com"))
            #expect(first["isNewUser"] == true)
            let second = try await server.signInWithIdp(
                provider: "google.com",
                token: try google(provider, server, subject: "g-b", email: "x@example.com"))
            #expect(second["needConfirmation"] == true)
            #expect(second.string("idToken") == nil)
        }
    }

    @Test func linkingAnIdentityOfAnotherAccountFails() async throws {
        try await withIdentityProvider { server, provider in
            let taken = try await server.signInWithIdp(
                provider: "google.com", token: try google(provider, server, subject: "g-owned", email: nil))
            #expect(taken.status == 200)
            let other = try await server.signUp("other@example.com")
            let idToken = try #require(other.string("idToken"))
            let token = try google(provider, server, subject: "g-owned", email: nil)
            let plain = try await server.signInWithIdp(
                provider: "google.com", token: token, idToken: idToken, returnIdpCredential: false)
            #expect(plain.status == 400)
            #expect(plain.errorMessage == "FEDERATED_USER_ID_ALREADY_LINKED")
            let withCredential = try await server.signInWithIdp(
                provider: "google.com", token: token, idToken: idToken, returnIdpCredential: true)
            #expect(withCredential.status == 200)
            #expect(withCredential.string("errorMessage") == "FEDERATED_USER_ID_ALREADY_LINKED")
            #expect(withCredential.string("idToken") == nil)
            #expect(withCredential.string("oauthIdToken") == token)
            let otherId = try #require(other.string("localId"))
            #expect(try await providerIds(server, localId: otherId) == ["password"])
        }
    }

    @Test func linkThenUnlinkWithDeleteProvider() async throws {
        try await withIdentityProvider(configure: { $0.enumerationProtection = false }) { server, provider in
            let account = try await server.signUp("link@example.com")
            let localId = try #require(account.string("localId"))
            let claims = try TestIdentityProvider.appleClaims(
                subject: "a-link", email: "relay@privaterelay.appleid.com", rawNonce: "n-1",
                now: server.clock.milliseconds / 1000)
            let linked = try await server.signInWithIdp(
                provider: "apple.com", token: try provider.ec.sign(claims: claims), nonce: "n-1",
                idToken: account.string("idToken"))
            #expect(linked.status == 200)
            #expect(linked.string("localId") == localId)
            #expect(linked.string("idToken") != nil)
            #expect(try await providerIds(server, localId: localId) == ["apple.com", "password"])

            let methods = try await server.accounts(
                "createAuthUri", ["identifier": "link@example.com", "continueUri": "http://localhost/"])
            #expect(methods.json["signinMethods"] == ["password", "apple.com"])

            let unlinked = try await server.accounts(
                "update", ["idToken": linked["idToken"]!, "deleteProvider": ["apple.com"]])
            #expect(unlinked.status == 200)
            #expect(try await providerIds(server, localId: localId) == ["password"])
            let signInAgain = try await server.signInWithIdp(
                provider: "apple.com", token: try provider.ec.sign(claims: claims), nonce: "n-1")
            #expect(signInAgain.string("localId") != localId)
        }
    }
}

/// A first factor never changes an account with second factors: a federated sign-in that would link
/// the provider (or refresh its profile) waits for the second factor.
@Suite struct FederatedSecondFactorTests {
    @Test func aProviderIsLinkedToAnAccountWithSecondFactorsOnlyAfterTheSecondFactor() async throws {
        try await withIdentityProvider { server, provider in
            let (secret, enrollmentId, enrolled) = try await MultiFactorTests.enrolTOTP(server, "mfa@example.com")
            let enrolledToken = try #require(enrolled.string("idToken"))
            let localId = try #require(try TokenInspection.payload(of: enrolledToken)["user_id"]?.stringValue)
            _ = try await server.admin(":update", ["localId": .string(localId), "emailVerified": true])
            func account() async throws -> JSON {
                let lookup = try await server.admin(":lookup", ["localId": [.string(localId)]])
                return try #require(lookup.json["users"]?.arrayValue?.first)
            }
            let before = try await account()
            server.clock.advance(seconds: 31)
            let token = try provider.rsa.sign(
                claims: TestIdentityProvider.googleClaims(
                    subject: "g-mfa", email: "mfa@example.com", verified: true,
                    now: server.clock.milliseconds / 1000))
            let first = try await server.signInWithIdp(provider: "google.com", token: token)
            #expect(first.status == 200, "\(first.text)")
            let pending = try #require(first["mfaPendingCredential"])
            #expect(first["idToken"] == nil)
            // Nothing changed yet: no google.com, the same last sign-in.
            let between = try await account()
            #expect(between["providerUserInfo"] == before["providerUserInfo"])
            #expect(between["lastLoginAt"] == before["lastLoginAt"])
            let done = try await server.post(
                MultiFactorTests.v2 + "mfaSignIn:finalize",
                [
                    "mfaPendingCredential": pending, "mfaEnrollmentId": .string(enrollmentId),
                    "totpVerificationInfo": ["verificationCode": .string(try MultiFactorTests.code(secret, server.clock))],
                ])
            #expect(done.status == 200, "\(done.text)")
            let after = try await account()
            let providers = after["providerUserInfo"]?.arrayValue?.compactMap { $0["providerId"]?.stringValue }
            #expect(providers?.sorted() == ["google.com", "password"])
            // The provider now signs the account in (again through its second factor).
            let again = try await server.signInWithIdp(provider: "google.com", token: token)
            #expect(again.string("localId") == localId && again["mfaPendingCredential"] != nil)
        }
    }
}
