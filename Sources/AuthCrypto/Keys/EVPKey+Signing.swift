internal import COpenSSL

extension EVPKey {
    /// Returns OpenSSL's signature of `message` with `digest` (PKCS #1 v1.5 for RSA, DER ECDSA-Sig for EC).
    func sign(_ message: [UInt8], digest: DigestAlgorithm) throws(OpenSSLError) -> [UInt8] {
        let context = try contextTemplates.context(for: .sign, digest: digest)
        defer { EVP_MD_CTX_free(context) }
        var length = Int(EVP_PKEY_get_size(pointer))
        var signature = [UInt8](repeating: 0, count: length)
        try checkOpenSSL(
            EVP_DigestSign(context, &signature, &length, message, message.count), "EVP_DigestSign")
        return Array(signature.prefix(length))
    }

    /// Returns whether `signature` is this key's signature of `message` with `digest`.
    ///
    /// A malformed signature is simply invalid (`false`); only setup failures throw.
    func isValidSignature(_ signature: [UInt8], for message: [UInt8], digest: DigestAlgorithm)
        throws(OpenSSLError) -> Bool
    {
        let context = try contextTemplates.context(for: .verify, digest: digest)
        defer { EVP_MD_CTX_free(context) }
        let result = EVP_DigestVerify(context, signature, signature.count, message, message.count)
        ERR_clear_error()
        return result == 1
    }
}
