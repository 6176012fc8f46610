import Foundation
import ServerTestSupport
import Testing

@testable import AuthCrypto
@testable import IdentityServer

/// The pieces under passkey verification: the strict CBOR decoder, COSE keys for ES256, RS256 and
/// EdDSA through OpenSSL, authenticator data, the relying party's origin rule and the encodings the
/// SDKs send.
@Suite struct PasskeyDecodingTests {
    @Test func cborDecodesWhatWebAuthnUsesAndRoundTrips() throws {
        let value = CBOREncoding.map([
            (.text("fmt"), .text("none")), (.unsigned(1), .negative(6)), (.text("b"), .bytes([1, 2, 3])),
            (.text("list"), .array([.bool(true), .bool(false), .null, .unsigned(500), .unsigned(70_000)])),
        ])
        let bytes = CBOREncoding.encode(value)
        #expect(try CBORDecoder.decode(bytes) == value)
        #expect(try CBORDecoder.decode(bytes)[1]?.integer == -7)
        #expect(try CBORDecoder.decode(bytes)["fmt"]?.textString == "none")
        let (prefix, end) = try CBORDecoder.decodePrefix([0x01, 0x02, 0x03], at: 1)
        #expect(prefix == .unsigned(2) && end == 2)
    }

    @Test func cborRefusesWhatWebAuthnNeverSends() {
        let refusals: [([UInt8], CBORDecoder.Failure)] = [
            ([0x01, 0x00], .trailingBytes),
            ([0x42, 0x01], .truncated),  // a 2-byte string with 1 byte
            ([0x5f, 0x41, 0x00, 0xff], .unsupported("indefinite length")),
            ([0xc2, 0x41, 0x00], .unsupported("tag")),
            ([0xf9, 0x3c, 0x00], .unsupported("simple value or float 25")),
            ([0x18, 0x05], .nonCanonical),  // 5 in two bytes
            ([0x19, 0x00, 0x10], .nonCanonical),
            ([0x62, 0xc3, 0x28], .invalidText),
            ([0xa2, 0x01, 0x00, 0x01, 0x00], .duplicateKey),
            ([0xa1, 0x41, 0x00, 0x00], .invalidKey),  // a byte-string key
            ([0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], .truncated),  // 2^64-1 elements claimed
            (Array(repeating: 0x81, count: 20) + [0x00], .tooDeep),
            ([0x1c], .unsupported("reserved additional information 28")),
        ]
        for (bytes, failure) in refusals {
            #expect(throws: failure, "\(bytes)") { try CBORDecoder.decode(bytes) }
        }
        // Many small items: bounded by the item limit, not by memory.
        let many = CBOREncoding.head(4, 5000) + [UInt8](repeating: 0x00, count: 5000)
        #expect(throws: CBORDecoder.Failure.tooManyItems) { try CBORDecoder.decode(many) }
    }

    @Test func coseKeysVerifyES256RS256AndEdDSASignatures() throws {
        let message = Array("signed".utf8)
        for rsa in [false, true] {
            let authenticator = try SoftAuthenticator(rsa: rsa)
            let key = try COSEKey(decoding: try authenticator.coseKey())
            #expect(key.algorithm.rawValue == authenticator.algorithm)
            var signature = try authenticator.sign(message)
            #expect(try key.key.isValidSignature(signature, for: message))
            signature[10] ^= 1
            #expect(try !key.key.isValidSignature(signature, for: message))
        }
        // RFC 8032 §7.1, TEST 1 (empty message).
        let publicKey = hex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
        let signature = hex(
            "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
                + "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
        let okp = CBOREncoding.encode(
            CBOREncoding.map([
                (.unsigned(1), .unsigned(1)), (.unsigned(3), .negative(7)), (.negative(0), .unsigned(6)),
                (.negative(1), .bytes(publicKey)),
            ]))
        let ed = try COSEKey(decoding: okp)
        #expect(ed.algorithm == .edDSA)
        #expect(try ed.key.isValidSignature(signature, for: []))
        #expect(try !ed.key.isValidSignature(signature, for: [0]))
    }

    @Test func coseKeysOfOtherShapesAreRefused() throws {
        func key(_ entries: [(CBORValue, CBORValue)]) -> [UInt8] { CBOREncoding.encode(CBOREncoding.map(entries)) }
        let x = [UInt8](repeating: 1, count: 32)
        #expect(throws: COSEKey.Failure.unsupportedAlgorithm) {
            try COSEKey(decoding: key([(.unsigned(1), .unsigned(2)), (.unsigned(3), .negative(34))]))  // ES384
        }
        #expect(throws: COSEKey.Failure.mismatchedKeyType) {
            try COSEKey(decoding: key([(.unsigned(1), .unsigned(3)), (.unsigned(3), .negative(6))]))
        }
        #expect(throws: COSEKey.Failure.invalidParameters) {
            try COSEKey(
                decoding: key([
                    (.unsigned(1), .unsigned(2)), (.unsigned(3), .negative(6)), (.negative(0), .unsigned(2)),
                    (.negative(1), .bytes(x)), (.negative(2), .bytes(x)),
                ]))  // P-384 curve id
        }
        #expect(throws: COSEKey.Failure.notAMap) { try COSEKey(decoding: [0x01]) }
        // A point off the curve fails in OpenSSL.
        #expect(throws: (any Error).self) {
            try COSEKey(
                decoding: key([
                    (.unsigned(1), .unsigned(2)), (.unsigned(3), .negative(6)), (.negative(0), .unsigned(1)),
                    (.negative(1), .bytes(x)), (.negative(2), .bytes(x)),
                ]))
        }
        // RSA below 2048 bits.
        #expect(throws: (any Error).self) {
            try COSEKey(
                decoding: key([
                    (.unsigned(1), .unsigned(3)), (.unsigned(3), .negative(256)),
                    (.negative(0), .bytes([UInt8](repeating: 0xff, count: 128))), (.negative(1), .bytes([1, 0, 1])),
                ]))
        }
    }

    @Test func authenticatorDataIsParsedStrictly() throws {
        let authenticator = try SoftAuthenticator()
        let base = try authenticator.authenticatorData(.init(), rpId: "localhost", flags: 0x05)
        let data = try AuthenticatorData(base)
        #expect(data.isUserPresent && data.isUserVerified && !data.isBackedUp && data.signCount == 0)
        #expect(throws: AuthenticatorData.Failure.tooShort) { try AuthenticatorData(Array(base.prefix(36))) }
        #expect(throws: AuthenticatorData.Failure.trailingBytes) { try AuthenticatorData(base + [0]) }
        var backedUpOnly = base
        backedUpOnly[32] = 0x11
        #expect(throws: AuthenticatorData.Failure.flagsDisagree) { try AuthenticatorData(backedUpOnly) }
        var extensions = base
        extensions[32] |= AuthenticatorData.extensionsIncluded
        #expect(throws: (any Error).self) { try AuthenticatorData(extensions) }  // ED set, nothing follows
        #expect(try AuthenticatorData(extensions + [0xa0]).flags & 0x80 != 0)
        #expect(AuthenticatorData.formatted(aaguid: Array(0..<16)) == "00010203-0405-0607-0809-0a0b0c0d0e0f")
    }

    @Test func originsFollowTheRelyingPartyAndTheAuthorizedDomains() {
        var configuration = ServerConfiguration(publicURL: "https://auth.example.com", authorizedDomains: ["localhost", "*.example.com"])
        configuration.passkeys.rpId = "example.com"
        configuration.passkeys.origins = ["android:apk-key-hash:abc", "https://partner.test:8443"]
        let party = PasskeyRelyingParty(configuration)
        #expect(party.id == "example.com")
        for allowed in [
            "https://app.example.com", "https://auth.example.com", "android:apk-key-hash:abc", "https://partner.test:8443",
        ] {
            #expect(party.allows(origin: allowed), "\(allowed)")
        }
        for refused in [
            "http://app.example.com", "https://example.org", "https://evil-example.com", "https://localhost",
            "https://app.example.com/path", "android:apk-key-hash:other", "https://partner.test",
        ] {
            #expect(!party.allows(origin: refused), "\(refused)")
        }
        let local = PasskeyRelyingParty(ServerConfiguration())
        #expect(local.id == "localhost" && local.allows(origin: "http://localhost:5000"))
        #expect(!local.allows(origin: "http://127.0.0.1:5000"))
    }

    @Test func bothSDKEncodingsNameTheSameBytes() {
        let bytes: [UInt8] = [0xfb, 0xff, 0xbf, 0x00]
        #expect(PasskeyEncoding.bytes("+/+/AA==") == bytes)
        #expect(PasskeyEncoding.bytes("-_-_AA") == bytes)
        #expect(PasskeyEncoding.standard(bytes) == "+/+/AA==")
        #expect(PasskeyEncoding.canonicalCredentialId("+/+/AA==") == "-_-_AA")
        #expect(PasskeyEncoding.canonicalCredentialId("test_credential_id_1") == "test_credential_id_1")
    }

    private func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.utf8)
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
        }
    }
}
