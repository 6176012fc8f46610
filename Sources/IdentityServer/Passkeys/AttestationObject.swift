import AuthCrypto
import Foundation

/// A registration's attestation object (WebAuthn Level 2 §6.5): the statement format, the statement
/// and the authenticator data, checked as the `none` and `packed` formats define (§8.2, §8.7). Packed
/// attestation is accepted self-signed or with an `x5c` chain whose shape is checked; no trust anchor or
/// metadata service is consulted, so the statement proves what made the key only as far as the chain's
/// own signatures go.
struct AttestationObject {
    let format: String
    let authenticatorData: AuthenticatorData
    let authenticatorDataBytes: [UInt8]
    let statement: CBORValue

    static let aaguidExtension = "1.3.6.1.4.1.45724.1.1.4"

    enum Failure: Error, Equatable {
        case malformed
        case unsupportedFormat(String)
        case statementNotEmpty
        case algorithmMismatch
        case badSignature
        case certificateShape(String)
    }

    init(_ bytes: [UInt8]) throws {
        let value = try CBORDecoder.decode(bytes)
        guard value.isMap, let format = value["fmt"]?.textString, let statement = value["attStmt"],
            statement.isMap, let authData = value["authData"]?.byteString
        else { throw Failure.malformed }
        self.format = format
        self.statement = statement
        authenticatorDataBytes = authData
        authenticatorData = try AuthenticatorData(authData)
    }

    /// Checks the statement against the authenticator data and the hash of the client data.
    func verifyStatement(clientDataHash: [UInt8], credentialKey: COSEKey, now: Date) throws {
        switch format {
        case "none":
            guard case .map(let entries) = statement, entries.isEmpty else { throw Failure.statementNotEmpty }
        case "packed":
            try verifyPacked(clientDataHash: clientDataHash, credentialKey: credentialKey, now: now)
        default:
            throw Failure.unsupportedFormat(format)
        }
    }

    private func verifyPacked(clientDataHash: [UInt8], credentialKey: COSEKey, now: Date) throws {
        guard case .map(let entries) = statement,
            entries.allSatisfy({ ["alg", "sig", "x5c"].contains($0.key.textString ?? "") }),
            let alg = statement["alg"]?.integer, let signature = statement["sig"]?.byteString
        else { throw Failure.malformed }
        guard let algorithm = CredentialPublicKey.Algorithm(rawValue: alg) else { throw Failure.algorithmMismatch }
        let signed = authenticatorDataBytes + clientDataHash
        guard let chain = statement["x5c"] else {
            // Self attestation: the credential key signs, with its own algorithm.
            guard algorithm == credentialKey.algorithm else { throw Failure.algorithmMismatch }
            guard try credentialKey.key.isValidSignature(signature, for: signed) else { throw Failure.badSignature }
            return
        }
        guard let items = chain.arrayItems, !items.isEmpty, items.count <= 5 else { throw Failure.malformed }
        var certificates: [AttestationCertificate] = []
        for item in items {
            guard let der = item.byteString else { throw Failure.malformed }
            do {
                certificates.append(try AttestationCertificate(der: der))
            } catch {
                throw Failure.certificateShape("unreadable certificate")
            }
        }
        let leaf = certificates[0]
        guard try leaf.isValidSignature(signature, for: signed, algorithm: algorithm) else {
            throw Failure.badSignature
        }
        try checkLeafShape(leaf)
        for (index, certificate) in certificates.enumerated() {
            guard certificate.isValid(at: now) else { throw Failure.certificateShape("outside its validity") }
            if index + 1 < certificates.count, !certificate.isSigned(by: certificates[index + 1]) {
                throw Failure.certificateShape("chain does not link")
            }
        }
    }

    /// Packed attestation certificate requirements (§8.2.1).
    private func checkLeafShape(_ leaf: AttestationCertificate) throws {
        guard leaf.version == 3 else { throw Failure.certificateShape("not version 3") }
        guard let country = leaf.subjectCountry, country.count == 2, leaf.subjectOrganization?.isEmpty == false,
            leaf.subjectOrganizationalUnit == "Authenticator Attestation", leaf.subjectCommonName?.isEmpty == false
        else { throw Failure.certificateShape("subject") }
        guard !leaf.isCertificateAuthority else { throw Failure.certificateShape("a CA certificate") }
        if let value = leaf.extensionValue(oid: Self.aaguidExtension) {
            // extnValue wraps an OCTET STRING of the 16-byte AAGUID.
            guard value.count == 18, value[0] == 0x04, value[1] == 16,
                Array(value[2...]) == authenticatorData.attestedCredential?.aaguid
            else { throw Failure.certificateShape("AAGUID extension disagrees") }
        }
    }
}
