import AuthCrypto
import Foundation

/// Verifies registration and authentication responses against the relying party, as WebAuthn Level 2
/// §7.1 and §7.2 prescribe. The challenge is checked by the caller (it is stored server-side, single
/// use); everything the authenticator and client signed or reported is checked here.
struct PasskeyVerifier {
    let relyingParty: PasskeyRelyingParty
    let now: Date

    struct Registration {
        let credentialId: [UInt8]
        let publicKey: COSEKey
        let authenticatorData: AuthenticatorData
        let format: String
    }

    struct Assertion {
        let authenticatorData: AuthenticatorData
        /// True when the stored or the new counter is non-zero and the new one is not greater.
        let counterWentBackwards: Bool
    }

    /// §7.1 steps 7–22, given the parsed client data whose challenge the caller accepted.
    func verifyRegistration(clientData: ClientData, attestationObject: [UInt8]) throws(PasskeyRefusal)
        -> Registration
    {
        try checkClientData(clientData, type: "webauthn.create")
        let clientDataHash = try hash(clientData.bytes)
        let attestation: AttestationObject
        do {
            attestation = try AttestationObject(attestationObject)
        } catch let failure as COSEKey.Failure {
            throw failure == .unsupportedAlgorithm ? .unsupportedAlgorithm : .malformed("credential public key")
        } catch {
            throw .malformed("attestation object")
        }
        let data = attestation.authenticatorData
        try checkFlags(data)
        guard let credential = data.attestedCredential else { throw .malformed("attested credential data") }
        guard !credential.credentialId.isEmpty else { throw .malformed("credential id") }
        do {
            try attestation.verifyStatement(clientDataHash: clientDataHash, credentialKey: credential.publicKey, now: now)
        } catch let failure as AttestationObject.Failure {
            throw .attestation(Self.describe(failure))
        } catch {
            throw .attestation("unverifiable")
        }
        return Registration(
            credentialId: credential.credentialId, publicKey: credential.publicKey, authenticatorData: data,
            format: attestation.format)
    }

    /// §7.2 steps 10–21 for a credential with `storedKey` and `storedCount`.
    func verifyAssertion(
        clientData: ClientData, authenticatorData bytes: [UInt8], signature: [UInt8], storedKey: [UInt8],
        storedCount: UInt32
    ) throws(PasskeyRefusal) -> Assertion {
        try checkClientData(clientData, type: "webauthn.get")
        let data: AuthenticatorData
        do {
            data = try AuthenticatorData(bytes)
        } catch {
            throw .malformed("authenticator data")
        }
        guard data.attestedCredential == nil else { throw .malformed("authenticator data") }
        try checkFlags(data)
        let key: COSEKey
        do {
            key = try COSEKey(decoding: storedKey)
        } catch {
            throw .malformed("stored public key")
        }
        let signed = bytes + (try hash(clientData.bytes))
        let valid: Bool
        do {
            valid = try key.key.isValidSignature(signature, for: signed)
        } catch {
            throw .signature
        }
        guard valid else { throw .signature }
        let backwards = (storedCount != 0 || data.signCount != 0) && data.signCount <= storedCount
        return Assertion(authenticatorData: data, counterWentBackwards: backwards)
    }

    private func checkClientData(_ clientData: ClientData, type: String) throws(PasskeyRefusal) {
        guard clientData.type == type else { throw .wrongType }
        guard relyingParty.allows(origin: clientData.origin) else { throw .origin }
        guard !clientData.crossOrigin else { throw .crossOrigin }
    }

    private func checkFlags(_ data: AuthenticatorData) throws(PasskeyRefusal) {
        guard let expected = try? AuthCrypto.SHA256.hash(Array(relyingParty.id.utf8)),
            ConstantTime.equals(data.rpIdHash, expected)
        else { throw .rpIdHash }
        guard data.isUserPresent else { throw .userNotPresent }
        if relyingParty.requiresUserVerification, !data.isUserVerified { throw .userNotVerified }
    }

    private func hash(_ bytes: [UInt8]) throws(PasskeyRefusal) -> [UInt8] {
        guard let digest = try? AuthCrypto.SHA256.hash(bytes) else { throw .malformed("client data") }
        return digest
    }

    private static func describe(_ failure: AttestationObject.Failure) -> String {
        switch failure {
        case .malformed: "malformed statement"
        case .unsupportedFormat(let format): "unsupported format \(format.prefix(32))"
        case .statementNotEmpty: "none statement not empty"
        case .algorithmMismatch: "algorithm"
        case .badSignature: "signature"
        case .certificateShape(let why): "certificate \(why)"
        }
    }
}
