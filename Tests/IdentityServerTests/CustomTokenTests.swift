import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Custom tokens over loopback: service-account keys registered through the admin API, then
/// `signInWithCustomToken` with tokens signed the way firebase-admin signs them.
@Suite struct CustomTokenTests {
    static func signIn(_ server: TestServer, _ token: String) async throws -> TestServer.Reply {
        try await server.accounts(
            "signInWithCustomToken", ["token": .string(token), "returnSecureToken": true])
    }

    @Test func aSignedTokenSignsInAndItsClaimsStayInRefreshedTokens() async throws {
        try await TestServer.with { server in
            let account = try await TestServiceAccount.register(server)
            #expect(account.email.hasPrefix("firebase-adminsdk-"))
            #expect(account.email.hasSuffix("@sesame-local.iam.gserviceaccount.com"))
            let token = try account.token(
                server, uid: "user-42", ["claims": ["premium": true, "level": 3, "groups": ["a", "b"]]])
            let first = try await Self.signIn(server, token)
            #expect(first.status == 200, "\(first.text)")
            try EndpointSchemaConformanceTests().expectConforms(first, EndpointSchemas.signInWithCustomToken)
            #expect(first.string("kind") == "identitytoolkit#VerifyCustomTokenResponse")
            #expect(first["isNewUser"] == true)
            #expect(first.string("expiresIn") == "3600")
            let idToken = try #require(first.string("idToken"))
            let claims = try TokenInspection.payload(of: idToken)
            #expect(claims["sub"] == "user-42")
            #expect(claims["user_id"] == "user-42")
            #expect(claims["premium"] == true)
            #expect(claims["level"] == 3)
            #expect(claims["groups"] == ["a", "b"])
            #expect(claims["firebase"]?["sign_in_provider"] == "custom")
            #expect(claims["firebase"]?["identities"] == [:])
            #expect(try TokenInspection.header(of: idToken)["alg"] == "RS256")
            // The server accepts its own token, and the account exists with that uid.
            let lookup = try await server.accounts("lookup", ["idToken": .string(idToken)])
            #expect(lookup.json["users"]?.arrayValue?.first?["localId"] == "user-42")
            // Refreshing keeps the developer claims; so does every later refresh.
            let refreshed = try await server.refresh(try #require(first.string("refreshToken")))
            let refreshedClaims = try TokenInspection.payload(of: try #require(refreshed.string("id_token")))
            #expect(refreshedClaims["premium"] == true)
            #expect(refreshedClaims["firebase"]?["sign_in_provider"] == "custom")
            let again = try await server.refresh(try #require(refreshed.string("refresh_token")))
            #expect(try TokenInspection.payload(of: try #require(again.string("id_token")))["level"] == 3)
            // A second sign-in reaches the same account; a token without claims adds none.
            let second = try await Self.signIn(server, try account.token(server, uid: "user-42"))
            #expect(second["isNewUser"] == false)
            #expect(try TokenInspection.payload(of: try #require(second.string("idToken")))["premium"] == nil)
            // The account's own custom claims are there too; the token's win where both have one.
            _ = try await server.admin(
                ":update", ["localId": "user-42", "customAttributes": #"{"role":"admin","level":1}"#])
            let both = try await Self.signIn(
                server, try account.token(server, uid: "user-42", ["claims": ["level": 9]]))
            let bothClaims = try TokenInspection.payload(of: try #require(both.string("idToken")))
            #expect(bothClaims["role"] == "admin")
            #expect(bothClaims["level"] == 9)
            // Legacy v3 path.
            let v3 = try await server.post(
                "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyCustomToken",
                ["token": .string(try account.token(server, uid: "user-43")), "returnSecureToken": true])
            #expect(v3["isNewUser"] == true)
        }
    }

    @Test func badTokensAreRefusedWithFirebasesCodes() async throws {
        try await TestServer.with { server in
            let account = try await TestServiceAccount.register(server)
            let stranger = try RSAKeyPair.generate()
            func refusal(_ token: String) async throws -> String? {
                try await Self.signIn(server, token).errorMessage
            }
            #expect(
                try await server.accounts("signInWithCustomToken", [:]).errorMessage == "MISSING_CUSTOM_TOKEN"
            )
            #expect(try await refusal("not a token") == "INVALID_CUSTOM_TOKEN : Invalid assertion format")
            #expect(
                try await refusal(#"{"uid":"json"}"#) == "INVALID_CUSTOM_TOKEN : Invalid assertion format")
            let claims = TestServiceAccount.claims(server, email: account.email, uid: "u1")
            #expect(
                try await refusal(TestServiceAccount.unsigned(claims))
                    == "INVALID_CUSTOM_TOKEN : A custom token must be signed with RS256.")
            // Signed by a key the account does not have, under the account's kid.
            let forged = try JWTSigner.rs256(stranger, keyID: account.keyId).sign(claims: claims)
            #expect(
                try await refusal(forged) == "INVALID_CUSTOM_TOKEN : The token's signature does not verify.")
            let unknownKid = try JWTSigner.rs256(account.pair, keyID: "0000").sign(claims: claims)
            #expect(
                try await refusal(unknownKid)
                    == "INVALID_CUSTOM_TOKEN : The token's kid is not a key of its service account.")
            // A service account this server does not know: another project's.
            let other = try JWTSigner.rs256(stranger, keyID: "k").sign(
                claims: TestServiceAccount.claims(
                    server, email: "someone@other.iam.gserviceaccount.com", uid: "u1"))
            #expect(try await refusal(other)?.hasPrefix("CREDENTIAL_MISMATCH") == true)
            // An ID token is not a custom token.
            let idToken = try #require(try await server.signUp("id@example.com").string("idToken"))
            #expect(
                try await refusal(idToken)?.hasPrefix("INVALID_CUSTOM_TOKEN : The token's audience") == true)
            let now = Double(server.clock.milliseconds / 1000)
            let cases: [([String: JSON], String)] = [
                (
                    ["iat": .double(now - 7200), "exp": .double(now - 3600)],
                    "INVALID_CUSTOM_TOKEN : The token has expired."
                ),
                (
                    ["exp": .double(now + 7200)],
                    "INVALID_CUSTOM_TOKEN : A custom token may be valid for at most one hour (exp - iat)."
                ),
                (
                    ["iat": .double(now + 600), "exp": .double(now + 1200)],
                    "INVALID_CUSTOM_TOKEN : The token is not valid yet."
                ),
                (["exp": .null], "INVALID_CUSTOM_TOKEN : The token has no exp claim."),
                (
                    ["sub": "someone-else"],
                    "INVALID_CUSTOM_TOKEN : The token's iss and sub must both be the service account's e-mail."
                ),
                (["uid": .null], "MISSING_IDENTIFIER"),
                (
                    ["uid": .string(String(repeating: "u", count: 129))],
                    "INVALID_CUSTOM_TOKEN : The uid must be 1 to 128 characters long."
                ),
                (["claims": ["firebase": ["x": 1]]], "FORBIDDEN_CLAIM : firebase"),
                (["claims": ["sub": "admin"]], "FORBIDDEN_CLAIM : sub"),
                (["claims": "admin"], "INVALID_CLAIMS"),
                (["claims": ["big": .string(String(repeating: "x", count: 1000))]], "CLAIMS_TOO_LARGE"),
                // A tenant's token, sent without that tenant (TenantTests covers tenants).
                (["tenant_id": "tenant-1"], "TENANT_ID_MISMATCH"),
                (["tenant_id": 7], "INVALID_CUSTOM_TOKEN : The tenant_id claim must be a string."),
            ]
            for (overrides, expected) in cases {
                let answer = try await refusal(try account.token(server, uid: "u1", overrides))
                #expect(answer == expected, "\(overrides)")
            }
            // Nothing was created by the refused tokens.
            #expect(try await server.admin(":lookup", ["localId": ["u1"]]).json["users"] == nil)
        }
    }

    @Test func aTokenWithoutKidIsCheckedAgainstTheAccountsKeys() async throws {
        try await TestServer.with { server in
            let account = try await TestServiceAccount.register(
                server, email: "ci@sesame-local.iam.gserviceaccount.com")
            let second = try await TestServiceAccount.register(server, email: account.email)
            let claims = TestServiceAccount.claims(server, email: account.email, uid: "pyrebase-user")
            let token = try second.token(header: ["alg": "RS256", "typ": "JWT"], claims: claims)
            #expect(try await Self.signIn(server, token).status == 200)
            let stranger = TestServiceAccount(
                pair: try RSAKeyPair.generate(), keyId: "x", email: account.email)
            let forged = try stranger.token(header: ["alg": "RS256"], claims: claims)
            #expect(
                try await Self.signIn(server, forged).errorMessage
                    == "INVALID_CUSTOM_TOKEN : The token's signature does not verify.")
        }
    }

    @Test func aDeletedKeyIsNoLongerTrustedAndADisabledUserIsRefused() async throws {
        try await TestServer.with { server in
            let account = try await TestServiceAccount.register(server)
            let token = try account.token(server, uid: "soon-disabled")
            #expect(try await Self.signIn(server, token).status == 200)
            _ = try await server.admin(":update", ["localId": "soon-disabled", "disableUser": true])
            #expect(try await Self.signIn(server, token).errorMessage == "USER_DISABLED")
            let deleted = try await server.request(
                "DELETE", ServiceAccountKeysEndpoint.path + "/" + account.keyId, credential: .bearer())
            #expect(deleted.status == 200)
            let afterDelete = try await Self.signIn(server, try account.token(server, uid: "other"))
            #expect(afterDelete.errorMessage?.hasPrefix("CREDENTIAL_MISMATCH") == true)
        }
    }

    @Test func theKeyRegistryIsAdminOnlyAndChecksKeys() async throws {
        try await TestServer.with { server in
            let path = ServiceAccountKeysEndpoint.path
            let pair = try RSAKeyPair.generate()
            let pem = try pair.publicKeyPEM
            #expect(
                try await server.post(path, ["publicKeyPem": .string(pem)]).errorMessage
                    == "INSUFFICIENT_PERMISSION")
            #expect(
                try await server.post(path, ["publicKeyPem": .string(pem)], credential: .bearer("wrong"))
                    .status == 401)
            let bad = try await server.post(
                path, ["publicKeyPem": "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n"],
                credential: .bearer())
            #expect(bad.status == 400)
            #expect(
                bad.errorMessage
                    == "INVALID_ARGUMENT : publicKeyPem must be an RSA public key (PEM) of at least 2048 bits."
            )
            let ecKey = try ECKeyPair.generate().publicKey.pemRepresentation
            #expect(
                try await server.post(path, ["publicKeyPem": .string(ecKey)], credential: .bearer()).status
                    == 400)
            let badEmail = try await server.post(
                path, ["publicKeyPem": .string(pem), "clientEmail": "not an address"], credential: .bearer())
            #expect(badEmail.errorMessage == "INVALID_ARGUMENT : clientEmail must be an e-mail address.")
            let created = try await server.post(
                path,
                ["publicKeyPem": .string(pem), "clientEmail": "deploy@sesame-local.iam.gserviceaccount.com"],
                credential: .bearer())
            try EndpointSchemaConformanceTests().expectConforms(
                created, EndpointSchemas.createServiceAccountKey)
            let keyId = try #require(created.string("keyId"))
            #expect(keyId.count == 40 && keyId.allSatisfy(\.isHexDigit))
            #expect(created.string("projectId") == "sesame-local")
            let listed = try await server.request("GET", path, credential: .bearer())
            try EndpointSchemaConformanceTests().expectConforms(
                listed, EndpointSchemas.listServiceAccountKeys)
            #expect(listed["keys"]?.arrayValue?.map { $0["keyId"] } == [.string(keyId)])
            #expect(listed.text.contains("BEGIN PUBLIC KEY") == false)
            #expect(try await server.request("GET", path).errorMessage == "INSUFFICIENT_PERMISSION")
            #expect(
                try await server.request("DELETE", path + "/" + keyId).errorMessage
                    == "INSUFFICIENT_PERMISSION")
            #expect(
                try await server.request("DELETE", path + "/" + keyId, credential: .bearer()).status == 200)
            #expect(
                try await server.request("DELETE", path + "/" + keyId, credential: .bearer()).status == 404)
        }
    }

    @Test func emulatorModeReadsTokensAsFirebasesEmulatorDoes() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let claims = TestServiceAccount.claims(
                server, email: "firebase-auth-emulator@example.com", uid: "emu-user",
                ["claims": ["tier": "gold"]])
            let unsigned = try await Self.signIn(server, TestServiceAccount.unsigned(claims))
            #expect(unsigned.status == 200, "\(unsigned.text)")
            #expect(
                try TokenInspection.payload(of: try #require(unsigned.string("idToken")))["tier"] == "gold")
            let json = try await Self.signIn(server, #"{"uid":"json-user","claims":{"beta":true}}"#)
            #expect(json["isNewUser"] == true)
            #expect(try TokenInspection.payload(of: try #require(json.string("idToken")))["beta"] == true)
            #expect(
                try await Self.signIn(server, "{not json").errorMessage?.hasPrefix("INVALID_CUSTOM_TOKEN")
                    == true)
            // Expiry is not checked, the audience is; reserved claims are refused.
            var old = claims
            old["iat"] = 1
            old["exp"] = 2
            #expect(try await Self.signIn(server, TestServiceAccount.unsigned(old)).status == 200)
            var wrongAudience = claims
            wrongAudience["aud"] = "sesame-local"
            #expect(
                try await Self.signIn(server, TestServiceAccount.unsigned(wrongAudience)).errorMessage?
                    .hasPrefix("INVALID_CUSTOM_TOKEN") == true)
            #expect(
                try await Self.signIn(server, #"{"uid":"x","claims":{"iss":"me"}}"#).errorMessage
                    == "FORBIDDEN_CLAIM : iss")
        }
    }
}
