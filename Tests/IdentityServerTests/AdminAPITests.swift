import AuthCrypto
import Foundation
import IdentityServer
import ServerTestSupport
import Testing

@Suite struct AdminAPITests {
    @Test func createLookupAndDuplicateErrorsLikeFirebaseAdmin() async throws {
        try await TestServer.with { server in
            let created = try await server.admin(
                "",
                [
                    "localId": "uid-1", "email": "Admin.Made@Example.com", "password": "secret-1",
                    "emailVerified": true,
                    "displayName": "Ada", "disabled": false,
                ])
            #expect(
                created.json == [
                    "kind": "identitytoolkit#SignupNewUserResponse", "localId": "uid-1",
                    "email": "admin.made@example.com", "displayName": "Ada",
                ])
            #expect(try await server.admin("", ["localId": "uid-1"]).errorMessage == "DUPLICATE_LOCAL_ID")
            #expect(
                try await server.admin("", ["email": "admin.made@example.com"]).errorMessage == "EMAIL_EXISTS"
            )
            let byEmail = try await server.admin(":lookup", ["email": ["ADMIN.MADE@example.com"]])
            let user = try #require(byEmail.json["users"]?.arrayValue?.first)
            #expect(user["localId"]?.stringValue == "uid-1")
            #expect(user["emailVerified"] == .bool(true))
            let hash = try #require(
                user["passwordHash"]?.stringValue.flatMap { AuthCrypto.Base64URL.decode($0) })
            #expect(String(decoding: hash, as: UTF8.self).hasPrefix("$argon2id$"))
            let none = try await server.admin(":lookup", ["localId": ["missing"]])
            #expect(none.json == ["kind": "identitytoolkit#GetAccountInfoResponse"])
            #expect(try await server.signIn("admin.made@example.com").status == 200)
        }
    }

    @Test func updateDisablesClaimsAndRevokes() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("managed@example.com")
            let uid = try #require(signUp.string("localId"))
            let claims = try await server.admin(
                ":update", ["localId": .string(uid), "customAttributes": #"{"role":"admin"}"#])
            #expect(claims.string("localId") == uid)
            let refreshed = try await server.refresh(try #require(signUp.string("refreshToken")))
            let payload = try TokenInspection.payload(of: try #require(refreshed.string("id_token")))
            #expect(payload["role"]?.stringValue == "admin")
            let forbidden = try await server.admin(
                ":update", ["localId": .string(uid), "customAttributes": #"{"sub":"x"}"#])
            #expect(forbidden.errorMessage == "FORBIDDEN_CLAIM : sub")
            #expect(
                try await server.admin(":update", ["localId": .string(uid), "customAttributes": "[1]"])
                    .errorMessage
                    == "INVALID_CLAIMS")
            let disabled = try await server.admin(":update", ["localId": .string(uid), "disableUser": true])
            #expect(disabled.status == 200)
            #expect(try await server.signIn("managed@example.com").errorMessage == "USER_DISABLED")
            #expect(try await server.refresh(try #require(refreshed.string("refresh_token"))).status == 400)
            #expect(
                try await server.accounts("lookup", ["idToken": signUp["idToken"]!]).errorMessage
                    == "USER_DISABLED")
            _ = try await server.admin(":update", ["localId": .string(uid), "disableUser": false])
            let fresh = try await server.signIn("managed@example.com")
            server.clock.advance(seconds: 5)
            let revoke = try await server.admin(
                ":update", ["localId": .string(uid), "validSince": .int(server.clock.milliseconds / 1000)])
            #expect(revoke.status == 200)
            #expect(
                try await server.accounts("lookup", ["idToken": fresh["idToken"]!]).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(
                try await server.refresh(try #require(fresh.string("refreshToken"))).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(
                try await server.admin(":update", ["displayName": "x"]).errorMessage == "MISSING_LOCAL_ID")
            #expect(try await server.admin(":update", ["localId": "nobody"]).errorMessage == "USER_NOT_FOUND")
        }
    }

    @Test func deleteBatchGetAndBatchDelete() async throws {
        try await TestServer.with { server in
            for index in 0..<5 { _ = try await server.admin("", ["localId": .string("user-\(index)")]) }
            let deleted = try await server.admin(":delete", ["localId": "user-4"])
            #expect(deleted.json == ["kind": "identitytoolkit#DeleteAccountResponse"])
            #expect(try await server.admin(":delete", ["localId": "user-4"]).errorMessage == "USER_NOT_FOUND")
            var seen: [String] = []
            var token: String?
            var pages = 0
            repeat {
                pages += 1
                // Two pages hold the four accounts: a server that keeps handing out tokens fails, not hangs.
                try #require(pages <= 10, "batchGet still returns a nextPageToken after 10 pages")
                let query = "?maxResults=2" + (token.map { "&nextPageToken=\($0)" } ?? "")
                let page = try await server.request(
                    "GET",
                    "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts:batchGet" + query,
                    credential: .bearer())
                seen += (page.json["users"]?.arrayValue ?? []).compactMap { $0["localId"]?.stringValue }
                token = page.string("nextPageToken")
            } while token != nil
            #expect(seen == ["user-0", "user-1", "user-2", "user-3"])
            let refused = try await server.admin(":batchDelete", ["localIds": ["user-0", "user-1"]])
            #expect(refused.json["errors"]?.arrayValue?.count == 2)
            let forced = try await server.admin(
                ":batchDelete", ["localIds": ["user-0", "user-1"], "force": true])
            #expect(forced.json == [:])
            let remaining = try await server.admin(":lookup", ["localId": ["user-0", "user-2"]])
            #expect(remaining.json["users"]?.arrayValue?.count == 1)
        }
    }

    @Test func batchCreateImportsScryptAndBcryptAndRehashesOnSignIn() async throws {
        try await TestServer.with { server in
            let imported = try await server.admin(
                ":batchCreate",
                [
                    "hashAlgorithm": "SCRYPT",
                    "signerKey": .string(FirebaseScryptSample.signerKey),
                    "saltSeparator": .string(FirebaseScryptSample.saltSeparator), "rounds": 8,
                    "memoryCost": 14,
                    "users": [
                        [
                            "localId": "scrypt-user", "email": "scrypt@example.com",
                            "salt": .string(FirebaseScryptSample.salt),
                            "passwordHash": .string(FirebaseScryptSample.hash),
                        ],
                        ["email": "no-local-id@example.com"],
                    ],
                ])
            #expect(imported.status == 200)
            #expect(imported.json["error"]?.arrayValue?.first?["index"]?.int64Value == 1)
            #expect(
                try await server.signIn("scrypt@example.com", "wrong-password").errorMessage
                    == "INVALID_LOGIN_CREDENTIALS")
            #expect(
                try await server.signIn("scrypt@example.com", FirebaseScryptSample.password).status == 200)
            let after = try await server.admin(":lookup", ["localId": ["scrypt-user"]])
            let stored = try #require(after.json["users"]?.arrayValue?.first?["passwordHash"]?.stringValue)
            let decoded = String(decoding: AuthCrypto.Base64URL.decode(stored) ?? [], as: UTF8.self)
            #expect(decoded.hasPrefix("$argon2id$"))
            #expect(
                try await server.signIn("scrypt@example.com", FirebaseScryptSample.password).status == 200)

            let bcrypt = "$2b$04$abcdefghijklmnopqrstuuYt/YNsTeF5dYMfRZW5tH6Sq7vhYABtq"
            let bcryptImport = try await server.admin(
                ":batchCreate",
                [
                    "hashAlgorithm": "BCRYPT",
                    "users": [
                        [
                            "localId": "bcrypt-user", "email": "bcrypt@example.com",
                            "passwordHash": .string(AuthCrypto.Base64URL.encode(Array(bcrypt.utf8))),
                        ]
                    ],
                ])
            #expect(bcryptImport.json["error"] == nil)
            #expect(try await server.signIn("bcrypt@example.com", "bcrypt-pass").status == 200)
            let unsupported = try await server.admin(
                ":batchCreate", ["hashAlgorithm": "MD5", "users": [["localId": "m"]]])
            #expect(unsupported.errorMessage == "INVALID_HASH_ALGORITHM : Unsupported hash algorithm.")
        }
    }

    @Test func sessionCookieIsAnIDTokenWithTheSessionIssuer() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("cookie@example.com")
            let reply = try await server.post(
                "/identitytoolkit.googleapis.com/v1/projects/sesame-local:createSessionCookie",
                ["idToken": signUp["idToken"]!, "validDuration": 600], credential: .bearer())
            let cookie = try #require(reply.string("sessionCookie"))
            let keys = try await server.request(
                "GET", "/www.googleapis.com/identitytoolkit/v3/relyingparty/publicKeys", credential: .none)
            var certificates: [String: String] = [:]
            for (kid, pem) in keys.json.objectValue ?? [:] { certificates[kid] = pem.stringValue }
            let verifier = JWTVerifier(
                keySet: try JWKSet(certificatesByKeyID: certificates),
                configuration: .init(
                    allowedIssuers: ["https://session.firebase.google.com/sesame-local"],
                    allowedAudiences: ["sesame-local"]),
                now: { server.clock.clock.date })
            let jwt = try verifier.verify(cookie)
            let iat = try #require(jwt.payload["iat"]?.numberValue)
            #expect(jwt.payload["exp"]?.numberValue == iat + 600)
            #expect(jwt.payload["sub"]?.stringValue == signUp.string("localId"))
            let short = try await server.post(
                "/identitytoolkit.googleapis.com/v1/projects/sesame-local:createSessionCookie",
                ["idToken": signUp["idToken"]!, "validDuration": 10], credential: .bearer())
            #expect(short.errorMessage == "INVALID_DURATION")
        }
    }
}
