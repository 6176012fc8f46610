import Foundation
import Testing

@testable import AuthCrypto

/// The claim-set serializer the signer uses, against `JSONEncoder` with the options it replaced.
struct JSONValueSerializationTests {
    private func encoderOutput(_ fields: [String: JSONValue]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(fields), as: UTF8.self)
    }

    private let claims: [String: JSONValue] = [
        "iss": "https://securetoken.google.com/demo", "aud": "demo", "auth_time": 1_767_225_600,
        "user_id": "u1", "sub": "u1", "iat": 1_767_225_600, "exp": 1_767_229_200,
        "email": "a/b@example.com", "email_verified": true, "name": "Zoë \"Z\" \\ 中 😀\n\t\u{1}",
        "firebase": ["identities": ["email": ["a/b@example.com"]], "sign_in_provider": "password"],
        "score": 2.5, "tiny": 1e-7, "huge": 1e300, "negative": -42, "nothing": nil,
        "list": [1, "two", false],
    ]

    @Test func writesWhatJSONEncoderWrites() throws {
        let bytes = try #require(JSONValue.object(claims).compactUTF8)
        #expect(String(decoding: bytes, as: UTF8.self) == (try encoderOutput(claims)))
    }

    @Test func readsBackAsTheSameValue() throws {
        let bytes = try #require(JSONValue.object(claims).compactUTF8)
        #expect(try JSONDecoder().decode([String: JSONValue].self, from: Data(bytes)) == claims)
        #expect(JSONParser<JSONValue>.parse(bytes) == .object(claims))
    }

    @Test func refusesNumbersJSONCannotHold() {
        #expect(JSONValue.object(["x": .number(.nan)]).compactUTF8 == nil)
        #expect(JSONValue.array([.number(.infinity)]).compactUTF8 == nil)
        #expect(throws: (any Error).self) { try JSONValue.encodedObject(["x": .number(.infinity)]) }
    }
}
