import AuthCrypto

/// Authenticator data (WebAuthn Level 2 §6.1): the RP ID hash, flags, signature counter and, at
/// registration, the attested credential (AAGUID, credential id, COSE key). Extension data is
/// skipped over as one CBOR map; anything after it is refused.
struct AuthenticatorData {
    let rpIdHash: [UInt8]
    let flags: UInt8
    let signCount: UInt32
    let attestedCredential: AttestedCredential?

    struct AttestedCredential {
        let aaguid: [UInt8]
        let credentialId: [UInt8]
        let publicKey: COSEKey
    }

    enum Failure: Error, Equatable {
        case tooShort
        case credentialIdTooLong
        case flagsDisagree
        case trailingBytes
    }

    static let userPresent: UInt8 = 0x01
    static let userVerified: UInt8 = 0x04
    static let backupEligible: UInt8 = 0x08
    static let backedUp: UInt8 = 0x10
    static let attestedCredentialIncluded: UInt8 = 0x40
    static let extensionsIncluded: UInt8 = 0x80

    var isUserPresent: Bool { flags & Self.userPresent != 0 }
    var isUserVerified: Bool { flags & Self.userVerified != 0 }
    var isBackupEligible: Bool { flags & Self.backupEligible != 0 }
    var isBackedUp: Bool { flags & Self.backedUp != 0 }

    /// Parses `bytes`. Errors from the COSE key are passed on as they are.
    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 37 else { throw Failure.tooShort }
        rpIdHash = Array(bytes[0..<32])
        flags = bytes[32]
        signCount = bytes[33..<37].reduce(0) { $0 << 8 | UInt32($1) }
        var offset = 37
        if flags & Self.attestedCredentialIncluded != 0 {
            guard bytes.count >= offset + 18 else { throw Failure.tooShort }
            let aaguid = Array(bytes[offset..<offset + 16])
            let length = Int(bytes[offset + 16]) << 8 | Int(bytes[offset + 17])
            offset += 18
            guard length <= 1023 else { throw Failure.credentialIdTooLong }
            guard bytes.count >= offset + length else { throw Failure.tooShort }
            let credentialId = Array(bytes[offset..<offset + length])
            offset += length
            let (value, end) = try CBORDecoder.decodePrefix(bytes, at: offset)
            let key = try COSEKey(value, encoded: Array(bytes[offset..<end]))
            offset = end
            attestedCredential = AttestedCredential(aaguid: aaguid, credentialId: credentialId, publicKey: key)
        } else {
            attestedCredential = nil
        }
        if flags & Self.extensionsIncluded != 0 {
            let (value, end) = try CBORDecoder.decodePrefix(bytes, at: offset)
            guard value.isMap else { throw Failure.flagsDisagree }
            offset = end
        }
        // BS without BE is not a state an authenticator can be in (§6.1.3).
        if flags & Self.backedUp != 0, flags & Self.backupEligible == 0 { throw Failure.flagsDisagree }
        guard offset == bytes.count else { throw Failure.trailingBytes }
    }

    /// The AAGUID as lower-case hex with dashes (8-4-4-4-12).
    static func formatted(aaguid: [UInt8]) -> String {
        let hex = aaguid.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        let cuts = [8, 12, 16, 20]
        var result = ""
        for (index, character) in hex.enumerated() {
            if cuts.contains(index) { result.append("-") }
            result.append(character)
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
