import AuthCrypto
import Foundation
import IdentityServer
import Testing

/// Provider tokens that must not sign anyone in.
@Suite struct FederatedRejectionTests {
    static let invalid = "INVALID_IDP_RESPONSE"

    /// Signs in with Google `token` (built from fresh claims) and returns the error message.
    private func googleError(
        _ server: TestServer, _ make: ([String: JSON]) throws -> String,
        edit: (inout [String: JSON], Int64) -> Void = { _, _ in }
    ) async throws -> String? {
        let now = server.clock.milliseconds / 1000
        var claims = TestIdentityProvider.googleClaims(subject: "victim", email: "v@example.com", now: now)
        edit(&claims, now)
        let reply = try await server.signInWithIdp(provider: "google.com", token: try make(claims))
        #expect(reply.status == 400)
        #expect(reply.string("idToken") == nil)
        return reply.errorMessage
    }

    @Test func badSignature() async throws {
        try await withIdentityProvider { server, provider in
            let message = try await googleError(server) {
                TestIdentityProvider.tampered(try provider.rsa.sign(claims: $0))
            }
            #expect(
                message == Self.invalid + " : Invalid Idp Response: id_token's signature does not verify.")
        }
    }

    @Test func algNoneOutsideEmulatorMode() async throws {
        try await withIdentityProvider { server, _ in
            let message = try await googleError(server) { try TestIdentityProvider.unsigned($0) }
            #expect(message?.hasPrefix(Self.invalid) == true)
            #expect(message?.contains("algorithm") == true)
        }
    }

    @Test func hs256SignedWithThePublicKey() async throws {
        try await withIdentityProvider { server, provider in
            guard case .rsa(let publicKey) = provider.rsa.publicKey else {
                Issue.record("expected an RSA key")
                return
            }
            let secret = Array(try publicKey.pemRepresentation.utf8)
            let message = try await googleError(server) {
                try TestIdentityProvider.hmacSigned($0, key: secret, keyID: provider.rsa.keyID)
            }
            #expect(message?.hasPrefix(Self.invalid) == true)
            #expect(message?.contains("algorithm") == true)
        }
    }

    @Test func wrongIssuerAudienceAndTimes() async throws {
        try await withIdentityProvider { server, provider in
            let sign: ([String: JSON]) throws -> String = { try provider.rsa.sign(claims: $0) }
            let issuer = try await googleError(server, sign) { claims, _ in
                claims["iss"] = "https://accounts.evil.example"
            }
            #expect(issuer == Self.invalid + " : Invalid Idp Response: id_token has the wrong issuer.")
            let appleIssuer = try await googleError(server, sign) { claims, _ in
                claims["iss"] = "https://appleid.apple.com"
            }
            #expect(appleIssuer?.contains("wrong issuer") == true)
            let audience = try await googleError(server, sign) { claims, _ in
                claims["aud"] = "someone-elses-client.apps.googleusercontent.com"
            }
            #expect(audience?.contains("not issued to this project's client IDs") == true)
            let expired = try await googleError(server, sign) { claims, now in
                claims["iat"] = .int(Int64(now - 3700))
                claims["exp"] = .int(Int64(now - 90))
            }
            #expect(expired == Self.invalid + " : Invalid Idp Response: id_token has expired.")
            let early = try await googleError(server, sign) { claims, now in
                claims["nbf"] = .int(Int64(now + 120))
            }
            #expect(early == Self.invalid + " : Invalid Idp Response: id_token is not valid yet.")
            let future = try await googleError(server, sign) { claims, now in
                claims["iat"] = .int(Int64(now + 120))
            }
            #expect(future?.contains("issued in the future") == true)
            let noSubject = try await googleError(server, sign) { claims, _ in claims["sub"] = nil }
            #expect(noSubject?.contains("Missing \"sub\" field") == true)
        }
    }

    @Test func appleNonceMismatchOrMissing() async throws {
        try await withIdentityProvider { server, provider in
            let now = server.clock.milliseconds / 1000
            let withNonce = try provider.ec.sign(
                claims: try TestIdentityProvider.appleClaims(
                    subject: "a-1", email: nil, rawNonce: "the-real-nonce", now: now))
            let mismatch = try await server.signInWithIdp(
                provider: "apple.com", token: withNonce, nonce: "another-nonce")
            #expect(mismatch.errorMessage?.hasPrefix("MISSING_OR_INVALID_NONCE") == true)
            let notSent = try await server.signInWithIdp(provider: "apple.com", token: withNonce)
            #expect(notSent.errorMessage == "MISSING_OR_INVALID_NONCE : Nonce is missing in the request.")
            let withoutClaim = try provider.ec.sign(
                claims: try TestIdentityProvider.appleClaims(
                    subject: "a-1", email: nil, rawNonce: nil, now: now))
            let noClaim = try await server.signInWithIdp(
                provider: "apple.com", token: withoutClaim, nonce: "the-real-nonce")
            #expect(noClaim.errorMessage?.hasPrefix("MISSING_OR_INVALID_NONCE") == true)
            // The hash itself is not a valid raw nonce (the client must send the raw value).
            let hashed = try await server.signInWithIdp(
                provider: "apple.com", token: withNonce,
                nonce: try TestIdentityProvider.hexSHA256("the-real-nonce"))
            #expect(hashed.errorMessage?.hasPrefix("MISSING_OR_INVALID_NONCE") == true)
            let good = try await server.signInWithIdp(
                provider: "apple.com", token: withNonce, nonce: "the-real-nonce")
            #expect(good.status == 200)
        }
    }

    @Test func jkuHeaderIsIgnoredAndTheAttackersKeyFails() async throws {
        let attacker = try TestIdentityProvider(keyIDPrefix: "evil")
        do {
            try await withIdentityProvider { server, provider in
                let now = server.clock.milliseconds / 1000
                let claims = TestIdentityProvider.googleClaims(subject: "victim", email: nil, now: now)
                for header in ["jku", "x5u"] {
                    let token = try attacker.rsa.sign(
                        claims: claims, additionalHeaders: [header: .string(attacker.keysURL)])
                    let reply = try await server.signInWithIdp(provider: "google.com", token: token)
                    #expect(reply.errorMessage?.hasPrefix(Self.invalid) == true)
                }
                let embedded = try attacker.rsa.sign(
                    claims: claims,
                    additionalHeaders: [
                        "jwk": try JSONDecoder().decode(
                            JSON.self, from: JSONEncoder().encode(try attacker.rsa.jwk()))
                    ])
                let reply = try await server.signInWithIdp(provider: "google.com", token: embedded)
                #expect(reply.errorMessage?.hasPrefix(Self.invalid) == true)
                #expect(attacker.fetches == 0)
                #expect(provider.fetches >= 1)
            }
        } catch {
            await attacker.stop()
            throw error
        }
        await attacker.stop()
    }

    @Test func unknownProviderAndMissingFields() async throws {
        try await withIdentityProvider { server, _ in
            let other = try await server.signInWithIdp(provider: "facebook.com", token: "x.y.z")
            #expect(other.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true)
            let noURI = try await server.accounts(
                "signInWithIdp", ["postBody": "providerId=google.com&id_token=x.y.z"])
            #expect(noURI.errorMessage == "MISSING_REQUEST_URI")
            let noToken = try await server.accounts(
                "signInWithIdp", ["requestUri": "http://localhost", "postBody": "providerId=google.com"])
            #expect(noToken.errorMessage?.hasPrefix(Self.invalid) == true)
        }
    }
}
