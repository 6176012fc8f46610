import Foundation
internal import COpenSSL

/// An X.509 certificate holding an RSA public key.
///
/// firebase-admin verifies Firebase ID tokens against a `{kid: certificate PEM}` map, so the identity
/// server publishes a self-signed certificate per signing key.
public struct X509Certificate: Sendable {
    private let certificate: X509Pointer
    /// The certified public key.
    public let publicKey: RSAPublicKey

    /// Parses a PEM certificate (`-----BEGIN CERTIFICATE-----`).
    /// - Throws: `OpenSSLError` for unreadable PEM, `KeyError` when the key is not RSA (2048+ bits).
    public init(pemRepresentation pem: String) throws {
        let certificate = try MemoryBIO.reading(pem) { bio in
            X509Pointer(taking: try checkOpenSSL(sesame_PEM_read_bio_X509(bio), "PEM_read_bio_X509"))
        }
        try self.init(certificate: certificate)
    }

    private init(certificate: X509Pointer) throws {
        let key = try checkOpenSSL(X509_get_pubkey(certificate.pointer), "X509_get_pubkey")
        self.certificate = certificate
        self.publicKey = try RSAPublicKey(checking: EVPKey(taking: key))
    }

    /// Creates a certificate for `keyPair`'s public key, signed by the same key (SHA-256 with RSA).
    ///
    /// - Parameters:
    ///   - keyPair: The key certified and signing.
    ///   - commonName: The subject and issuer CN.
    ///   - validity: Seconds from `notBefore` to expiry.
    ///   - notBefore: The start of validity; now by default.
    public static func selfSigned(
        for keyPair: RSAKeyPair, commonName: String, validity: TimeInterval, notBefore: Date = Date()
    ) throws -> X509Certificate {
        let certificate = X509Pointer(taking: try checkOpenSSL(X509_new(), "X509_new"))
        let x509 = certificate.pointer
        try checkOpenSSL(X509_set_version(x509, 2), "X509_set_version")
        var serial = try SecureRandom.bytes(count: 16)
        serial[0] &= 0x7f  // positive INTEGER, as RFC 5280 requires
        let number = try checkOpenSSL(BN_bin2bn(serial, Int32(serial.count), nil), "BN_bin2bn")
        defer { BN_free(number) }
        try checkOpenSSL(
            BN_to_ASN1_INTEGER(number, X509_get_serialNumber(x509)) != nil ? 1 : 0, "BN_to_ASN1_INTEGER")
        var start = time_t(notBefore.timeIntervalSince1970)
        try checkOpenSSL(
            X509_time_adj_ex(X509_getm_notBefore(x509), 0, 0, &start) != nil ? 1 : 0, "X509_time_adj_ex")
        try checkOpenSSL(
            X509_time_adj_ex(X509_getm_notAfter(x509), 0, Int(validity), &start) != nil ? 1 : 0,
            "X509_time_adj_ex")
        let name = try checkOpenSSL(X509_get_subject_name(x509), "X509_get_subject_name")
        let commonNameBytes = Array(commonName.utf8)
        try checkOpenSSL(
            X509_NAME_add_entry_by_txt(
                name, "CN", sesame_MBSTRING_UTF8(), commonNameBytes, Int32(commonNameBytes.count), -1, 0),
            "X509_NAME_add_entry_by_txt")
        try checkOpenSSL(X509_set_issuer_name(x509, name), "X509_set_issuer_name")
        try checkOpenSSL(X509_set_pubkey(x509, keyPair.key.pointer), "X509_set_pubkey")
        try checkOpenSSL(X509_sign(x509, keyPair.key.pointer, EVP_sha256()) > 0 ? 1 : 0, "X509_sign")
        return try X509Certificate(certificate: certificate)
    }

    /// The PEM text (`-----BEGIN CERTIFICATE-----`).
    public var pemRepresentation: String {
        get throws {
            try MemoryBIO.writing("PEM_write_bio_X509") { PEM_write_bio_X509($0, certificate.pointer) }
        }
    }

    /// The subject's common name, if any.
    public var commonName: String? {
        guard let name = X509_get_subject_name(certificate.pointer) else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = X509_NAME_get_text_by_NID(name, NID_commonName, &buffer, Int32(buffer.count))
        guard length >= 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The validity period start and end.
    public var validityPeriod: ClosedRange<Date>? {
        guard let start = Self.date(X509_get0_notBefore(certificate.pointer)),
            let end = Self.date(X509_get0_notAfter(certificate.pointer)), start <= end
        else { return nil }
        return start...end
    }

    /// Whether the certificate's signature verifies under its own public key (true for self-signed).
    public var isSelfSignatureValid: Bool {
        X509_verify(certificate.pointer, publicKey.key.pointer) == 1
    }

    private static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date? {
        guard let time else { return nil }
        var parsed = tm()
        guard ASN1_TIME_to_tm(time, &parsed) == 1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parsed)))
    }
}
