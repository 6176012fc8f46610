import AuthCrypto
import Foundation

@testable import AuthCrypto
@testable import IdentityServer

/// A software WebAuthn authenticator and client for tests: it answers the server's creation and
/// request options with genuine responses (ES256 or RS256, `none` or self `packed` attestation), each
/// of which a test may change in one thing (`Tweak`) to see the server refuse it.
package final class SoftAuthenticator: @unchecked Sendable {
    package enum Key {
        case es256(ECKeyPair)
        case rs256(RSAKeyPair)
    }

    /// One change to an otherwise genuine response.
    package struct Tweak {
        package var type: String? = nil
        package var origin: String? = nil
        package var challenge: String? = nil
        package var crossOrigin = false
        package var rpId: String? = nil
        package var flags: UInt8? = nil
        package var signCount: UInt32? = nil
        package var corruptSignature = false
        package var format = "none"
        package var credentialId: [UInt8]? = nil
        package var userHandle: [UInt8]? = nil

        package init(
            type: String? = nil, origin: String? = nil, challenge: String? = nil, crossOrigin: Bool = false,
            rpId: String? = nil, flags: UInt8? = nil, signCount: UInt32? = nil, corruptSignature: Bool = false,
            format: String = "none", credentialId: [UInt8]? = nil, userHandle: [UInt8]? = nil
        ) {
            self.type = type
            self.origin = origin
            self.challenge = challenge
            self.crossOrigin = crossOrigin
            self.rpId = rpId
            self.flags = flags
            self.signCount = signCount
            self.corruptSignature = corruptSignature
            self.format = format
            self.credentialId = credentialId
            self.userHandle = userHandle
        }
    }

    package let key: Key
    package let credentialId: [UInt8]
    package var signCount: UInt32 = 0
    package var userHandle: [UInt8] = []
    package var origin = "http://localhost:5000"

    package init(rsa: Bool = false) throws {
        key = rsa ? .rs256(try RSAKeyPair.generate()) : .es256(try ECKeyPair.generate())
        credentialId = try SecureRandom.bytes(count: 16)
    }

    package var id: String { AuthCrypto.Base64URL.encode(credentialId) }

    package static let defaultFlags: UInt8 = AuthenticatorData.userPresent | AuthenticatorData.userVerified

    package func coseKey() throws -> [UInt8] {
        switch key {
        case .es256(let pair):
            return CBOREncoding.encode(
                CBOREncoding.map([
                    (.unsigned(1), .unsigned(2)), (.unsigned(3), .negative(6)), (.negative(0), .unsigned(1)),
                    (.negative(1), .bytes(try pair.publicKey.x)), (.negative(2), .bytes(try pair.publicKey.y)),
                ]))
        case .rs256(let pair):
            let jwk = try pair.jwk(keyID: "k")
            return CBOREncoding.encode(
                CBOREncoding.map([
                    (.unsigned(1), .unsigned(3)), (.unsigned(3), .negative(256)),
                    (.negative(0), .bytes(AuthCrypto.Base64URL.decode(jwk.modulus!)!)),
                    (.negative(1), .bytes(AuthCrypto.Base64URL.decode(jwk.exponent!)!)),
                ]))
        }
    }

    package var algorithm: Int64 {
        switch key {
        case .es256: -7
        case .rs256: -257
        }
    }

    package func sign(_ message: [UInt8]) throws -> [UInt8] {
        switch key {
        case .es256(let pair): try ECDSASignature.der(fromRaw: try pair.signature(for: message))!
        case .rs256(let pair): try pair.signature(for: message)
        }
    }

    package func clientData(_ type: String, challenge: String, _ tweak: Tweak) -> [UInt8] {
        var fields: [String: JSON] = [
            "type": .string(tweak.type ?? type),
            "challenge": .string(tweak.challenge ?? challenge),
            "origin": .string(tweak.origin ?? origin),
        ]
        if tweak.crossOrigin { fields["crossOrigin"] = true }
        return Array(JSON.object(fields).data)
    }

    package func authenticatorData(_ tweak: Tweak, rpId: String, flags: UInt8, attested: [UInt8] = []) throws -> [UInt8] {
        let hash = try AuthCrypto.SHA256.hash(Array((tweak.rpId ?? rpId).utf8))
        let count = tweak.signCount ?? signCount
        return hash + [tweak.flags ?? flags] + CBOREncoding.bigEndian(UInt64(count), 4) + attested
    }

    /// `authenticatorRegistrationResponse` for the options of `passkeyEnrollment:start`.
    package func register(_ options: JSON, _ tweak: Tweak = Tweak()) throws -> JSON {
        let challenge = options["challenge"]!.stringValue!
        let rpId = options["rp"]!["id"]!.stringValue!
        userHandle = PasskeyEncoding.bytes(options["user"]!["id"]!.stringValue!)!
        let clientData = clientData("webauthn.create", challenge: AuthCrypto.Base64URL.encode(PasskeyEncoding.bytes(challenge)!), tweak)
        let id = tweak.credentialId ?? credentialId
        let attested = [UInt8](repeating: 0, count: 16) + CBOREncoding.bigEndian(UInt64(id.count), 2) + id + (try coseKey())
        var flagged = tweak
        flagged.flags = (tweak.flags ?? Self.defaultFlags) | AuthenticatorData.attestedCredentialIncluded
        let data = try authenticatorData(flagged, rpId: rpId, flags: Self.defaultFlags, attested: attested)
        var statement: CBORValue = .map([])
        if tweak.format == "packed" {
            var signature = try sign(data + (try AuthCrypto.SHA256.hash(clientData)))
            if tweak.corruptSignature { signature[signature.count / 2] ^= 0x01 }
            statement = CBOREncoding.map([(.text("alg"), CBOREncoding.int(algorithm)), (.text("sig"), .bytes(signature))])
        }
        let object = CBOREncoding.encode(
            CBOREncoding.map([(.text("fmt"), .text(tweak.format)), (.text("attStmt"), statement), (.text("authData"), .bytes(data))]))
        return [
            "id": .string(id == credentialId ? self.id : AuthCrypto.Base64URL.encode(id)), "rawId": .string(AuthCrypto.Base64URL.encode(id)),
            "type": "public-key",
            "response": [
                "clientDataJSON": .string(AuthCrypto.Base64URL.encode(clientData)),
                "attestationObject": .string(AuthCrypto.Base64URL.encode(object)),
            ],
        ]
    }

    /// `authenticatorAuthenticationResponse` for the options of `passkeySignIn:start`; the counter moves
    /// on by one unless the tweak sets it.
    package func assert(_ options: JSON, _ tweak: Tweak = Tweak()) throws -> JSON {
        if tweak.signCount == nil { signCount += 1 }
        let challenge = options["challenge"]!.stringValue!
        let rpId = options["rpId"]!.stringValue!
        let clientData = clientData("webauthn.get", challenge: AuthCrypto.Base64URL.encode(PasskeyEncoding.bytes(challenge)!), tweak)
        let data = try authenticatorData(tweak, rpId: rpId, flags: Self.defaultFlags)
        var signature = try sign(data + (try AuthCrypto.SHA256.hash(clientData)))
        if tweak.corruptSignature { signature[signature.count / 2] ^= 0x01 }
        return [
            "id": .string(id), "rawId": .string(id), "type": "public-key",
            "response": [
                "clientDataJSON": .string(AuthCrypto.Base64URL.encode(clientData)),
                "authenticatorData": .string(AuthCrypto.Base64URL.encode(data)),
                "signature": .string(AuthCrypto.Base64URL.encode(signature)),
                "userHandle": .string(AuthCrypto.Base64URL.encode(tweak.userHandle ?? userHandle)),
            ],
        ]
    }
}
