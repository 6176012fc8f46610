import Foundation
import Testing

@testable import AuthModel

struct IDTokenClaimsTests {
    /// Builds an unsigned (`alg:none`) token the way the emulator does: header.payload. (empty signature).
    static func unsignedToken(payload: String) -> String {
        let header = Base64URL.encode(Array(#"{"alg":"none","typ":"JWT"}"#.utf8))
        return header + "." + Base64URL.encode(Array(payload.utf8)) + "."
    }

    static let payload = """
        {"iss":"https://securetoken.google.com/demo-project","aud":"demo-project","auth_time":1700000000,
         "user_id":"uid-1","sub":"uid-1","iat":1700000100,"exp":1700003700,"email":"alice@example.com",
         "email_verified":false,"name":"Alice","picture":"https://p/a.png",
         "firebase":{"identities":{"email":["alice@example.com"],"google.com":["1234"]},
                     "sign_in_provider":"password"},"role":"admin"}
        """

    @Test func decodesPayloadOfAnUnsignedToken() throws {
        let claims = try IDTokenClaims(unverifiedJWT: Self.unsignedToken(payload: Self.payload))
        #expect(claims.issuer == "https://securetoken.google.com/demo-project")
        #expect(claims.audience == "demo-project")
        #expect(claims.authTime == 1_700_000_000)
        #expect(claims.userID == "uid-1")
        #expect(claims.subject == "uid-1")
        #expect(claims.issuedAt == 1_700_000_100)
        #expect(claims.expiresAt == 1_700_003_700)
        #expect(claims.expirationDate == Date(timeIntervalSince1970: 1_700_003_700))
        #expect(claims.email == "alice@example.com")
        #expect(claims.emailVerified == false)
        #expect(claims.name == "Alice")
        #expect(claims.picture == "https://p/a.png")
        #expect(claims.firebase?.identities == ["email": ["alice@example.com"], "google.com": ["1234"]])
        #expect(claims.firebase?.signInProvider == "password")
        #expect(claims.firebase?.tenant == nil)
    }

    @Test func decodesSignedLookingTokenWithPaddingFreeSegments() throws {
        // Payload lengths that need 1 and 2 padding characters in standard base64.
        for payload in [#"{"sub":"a"}"#, #"{"sub":"ab"}"#, #"{"sub":"abc"}"#] {
            let token = "eyJhbGciOiJSUzI1NiJ9." + Base64URL.encode(Array(payload.utf8)) + ".c2lnbmF0dXJl"
            #expect(!token.contains("="))
            let claims = try IDTokenClaims(unverifiedJWT: token)
            #expect(claims.subject?.hasPrefix("a") == true)
        }
    }

    @Test func anonymousTokenWithTenant() throws {
        let payload = #"""
            {"sub":"u","provider_id":"anonymous","email_verified":"true",
             "firebase":{"identities":{},"sign_in_provider":"anonymous","tenant":"t-1"}}
            """#
        let claims = try IDTokenClaims(unverifiedJWT: Self.unsignedToken(payload: payload))
        #expect(claims.providerID == "anonymous")
        #expect(claims.firebase?.identities == [:])
        #expect(claims.firebase?.tenant == "t-1")
        #expect(claims.emailVerified == true)
    }

    @Test func rejectsMalformedTokens() {
        #expect(throws: JWTDecodingError.wrongSegmentCount) { try IDTokenClaims(unverifiedJWT: "a.b") }
        #expect(throws: JWTDecodingError.wrongSegmentCount) { try IDTokenClaims(unverifiedJWT: "a.b.c.d") }
        #expect(throws: JWTDecodingError.invalidBase64) { try IDTokenClaims(unverifiedJWT: "a.!!!.c") }
        #expect(throws: JWTDecodingError.invalidBase64) { try IDTokenClaims(unverifiedJWT: "a.abcde.c") }
        let notJSON = "a." + Base64URL.encode(Array("hello".utf8)) + "."
        #expect(throws: JWTDecodingError.invalidPayload) { try IDTokenClaims(unverifiedJWT: notJSON) }
        let wrongType = "a." + Base64URL.encode(Array(#"{"exp":"tomorrow"}"#.utf8)) + "."
        #expect(throws: JWTDecodingError.invalidPayload) { try IDTokenClaims(unverifiedJWT: wrongType) }
    }

    @Test func encodesSnakeCaseClaims() throws {
        let claims = IDTokenClaims(
            issuer: "i", audience: "a", authTime: 1, userID: "u", subject: "u", issuedAt: 2, expiresAt: 3,
            emailVerified: true, firebase: .init(identities: [:], signInProvider: "custom"))
        let expected = try JSONValue(
            json: """
            {"iss":"i","aud":"a","auth_time":1,"user_id":"u","sub":"u","iat":2,"exp":3,"email_verified":true,
             "firebase":{"identities":{},"sign_in_provider":"custom"}}
            """)
        #expect(try JSONValue(encoding: claims) == expected)
    }

    @Test func base64URLRoundTrip() {
        let bytes: [UInt8] = [0xfb, 0xff, 0xfe, 0x00, 0x3e, 0x3f]
        let text = Base64URL.encode(bytes)
        #expect(text == "-__-AD4_")
        #expect(Base64URL.decode(text).map(Array.init) == bytes)
        #expect(Base64URL.decode("+//+AD4/").map(Array.init) == bytes)
    }
}
