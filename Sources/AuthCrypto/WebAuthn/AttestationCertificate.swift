import Foundation
internal import COpenSSL

/// An X.509 certificate from a WebAuthn attestation statement's `x5c` (DER), with what the `packed`
/// format's rules look at: the subject's fields, basic constraints, an extension's value, the validity
/// period, who signed it, and signatures made with its key. No trust path is built (no metadata service).
public struct AttestationCertificate: Sendable {
    private let certificate: X509Pointer
    private let key: EVPKey

    /// Parses one DER certificate; trailing bytes are refused.
    /// - Throws: `KeyError.invalidKeyMaterial` for anything that is not exactly one certificate.
    public init(der: [UInt8]) throws {
        guard !der.isEmpty, der.count <= 16_384 else { throw KeyError.invalidKeyMaterial }
        let parsed: (OpaquePointer?, Int) = der.withUnsafeBufferPointer { buffer in
            var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
            let certificate = d2i_X509(nil, &cursor, buffer.count)
            let consumed = cursor.map { $0 - buffer.baseAddress! } ?? 0
            return (certificate, consumed)
        }
        ERR_clear_error()
        guard let pointer = parsed.0 else { throw KeyError.invalidKeyMaterial }
        let owned = X509Pointer(taking: pointer)
        guard parsed.1 == der.count, let key = X509_get_pubkey(pointer) else {
            throw KeyError.invalidKeyMaterial
        }
        certificate = owned
        self.key = EVPKey(taking: key)
    }

    /// The X.509 version (3 for a v3 certificate).
    public var version: Int { Int(X509_get_version(certificate.pointer)) + 1 }

    /// Whether basic constraints mark it a certificate authority.
    public var isCertificateAuthority: Bool { X509_check_ca(certificate.pointer) != 0 }

    /// The subject's country (C), organisation (O), organisational unit (OU) and common name (CN).
    public var subjectCountry: String? { subjectText(NID_countryName) }
    public var subjectOrganization: String? { subjectText(NID_organizationName) }
    public var subjectOrganizationalUnit: String? { subjectText(NID_organizationalUnitName) }
    public var subjectCommonName: String? { subjectText(NID_commonName) }

    private func subjectText(_ nid: Int32) -> String? {
        guard let name = X509_get_subject_name(certificate.pointer) else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = X509_NAME_get_text_by_NID(name, nid, &buffer, Int32(buffer.count))
        guard length >= 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The DER value (the extnValue octets) of the extension with dotted `oid`, if present.
    public func extensionValue(oid: String) -> [UInt8]? {
        guard let object = OBJ_txt2obj(oid, 1) else { return nil }
        defer { ASN1_OBJECT_free(object) }
        let index = X509_get_ext_by_OBJ(certificate.pointer, object, -1)
        guard index >= 0, let ext = X509_get_ext(certificate.pointer, index),
            let data = X509_EXTENSION_get_data(ext), let bytes = ASN1_STRING_get0_data(data)
        else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(ASN1_STRING_length(data))))
    }

    /// Whether `instant` lies in the validity period.
    public func isValid(at instant: Date) -> Bool {
        var time = time_t(instant.timeIntervalSince1970)
        let notBefore = X509_cmp_time(X509_get0_notBefore(certificate.pointer), &time)
        let notAfter = X509_cmp_time(X509_get0_notAfter(certificate.pointer), &time)
        return notBefore < 0 && notAfter > 0
    }

    /// Whether `issuer`'s key verifies this certificate's signature.
    public func isSigned(by issuer: AttestationCertificate) -> Bool {
        let result = X509_verify(certificate.pointer, issuer.key.pointer)
        ERR_clear_error()
        return result == 1
    }

    /// Whether `signature` over `message` verifies with the certified key under `algorithm` (the key
    /// must be of the algorithm's type: P-256 for ES256, RSA for RS256, Ed25519 for EdDSA).
    public func isValidSignature(
        _ signature: [UInt8], for message: [UInt8], algorithm: CredentialPublicKey.Algorithm
    ) throws -> Bool {
        switch algorithm {
        case .es256:
            guard key.isKeyType("EC"), key.groupName == "prime256v1" else { return false }
        case .rs256:
            guard key.isKeyType("RSA"), key.bitCount >= 2048 else { return false }
        case .edDSA:
            guard key.isKeyType("ED25519") else { return false }
        }
        return try CredentialPublicKey(algorithm: algorithm, key: key).isValidSignature(signature, for: message)
    }
}
