import Foundation
import Testing

@testable import AuthCrypto

/// The claim-set serializer the signer uses, against `JSONEncoder` with the options it replaced.
struct JSONSerializationTests {
    private func encoderOutput(_ fields: [String: JSON]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(fields), as: UTF8.self)
    }

    private let claims: [String: JSON] = [
        "iss": "https://securetoken.google.com/demo", "aud": "demo", "auth_time": 1_767_225_600,
        "user_id": "u1", "sub": "u1", "iat": 1_767_225_600, "exp": 1_767_229_200,
        "email": "a/b@example.com", "email_verified": true, "name": "Zoë \"Z\" \\ 中 😀\n\t\u{1}",
        "firebase": ["identities": ["email": ["a/b@example.com"]], "sign_in_provider": "password"],
        "score": 2.5, "tiny": 1e-7, "huge": 1e300, "negative": -42, "nothing": .null,
        "list": [1, "two", false],
    ]

    @Test func writesWhatJSONEncoderWrites() throws {
        let bytes = try #require(JSON.object(claims).strictUTF8)
        #expect(String(decoding: bytes, as: UTF8.self) == (try encoderOutput(claims)))
    }

    @Test func readsBackAsTheSameValue() throws {
        let bytes = try #require(JSON.object(claims).strictUTF8)
        #expect(try JSONDecoder().decode([String: JSON].self, from: Data(bytes)) == claims)
        #expect(JSONParser<JSON>.parse(bytes) == .object(claims))
    }

    @Test func refusesNumbersJSONCannotHold() {
        #expect(JSON.object(["x": .double(.nan)]).strictUTF8 == nil)
        #expect(JSON.array([.double(.infinity)]).strictUTF8 == nil)
        #expect(throws: (any Error).self) { try JSON.encodedObject(["x": .double(.infinity)]) }
    }
}
