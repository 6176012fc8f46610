internal import COpenSSL

/// Converts ECDSA P-256 signatures between JOSE's raw r‖s form (RFC 7518 §3.4) and OpenSSL's DER.
enum ECDSASignature {
    static let componentByteCount = 32

    /// Returns the DER ECDSA-Sig-Value for a 64-byte r‖s signature, or `nil` when it has the wrong length.
    static func der(fromRaw raw: [UInt8]) throws(OpenSSLError) -> [UInt8]? {
        guard raw.count == 2 * componentByteCount else { return nil }
        let signature = try checkOpenSSL(ECDSA_SIG_new(), "ECDSA_SIG_new")
        defer { ECDSA_SIG_free(signature) }
        let r = try checkOpenSSL(BN_bin2bn(raw, Int32(componentByteCount), nil), "BN_bin2bn")
        let s = raw.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + componentByteCount, 32, nil) }
        guard let s else {
            BN_free(r)
            throw OpenSSLError.drainingQueue(operation: "BN_bin2bn")
        }
        guard ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            throw OpenSSLError.drainingQueue(operation: "ECDSA_SIG_set0")
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        try checkOpenSSL(length > 0 ? 1 : 0, "i2d_ECDSA_SIG")
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        try checkOpenSSL(written == length ? 1 : 0, "i2d_ECDSA_SIG")
        return der
    }

    /// Returns the 64-byte r‖s form of a DER ECDSA-Sig-Value.
    static func raw(fromDER der: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        let parsed = der.withUnsafeBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return d2i_ECDSA_SIG(nil, &cursor, buffer.count)
        }
        let signature = try checkOpenSSL(parsed, "d2i_ECDSA_SIG")
        defer { ECDSA_SIG_free(signature) }
        var raw = [UInt8](repeating: 0, count: 2 * componentByteCount)
        let size = Int32(componentByteCount)
        let written = raw.withUnsafeMutableBufferPointer { buffer in
            BN_bn2binpad(ECDSA_SIG_get0_r(signature), buffer.baseAddress, size)
                + BN_bn2binpad(ECDSA_SIG_get0_s(signature), buffer.baseAddress! + componentByteCount, size)
        }
        try checkOpenSSL(written == 2 * size ? 1 : 0, "BN_bn2binpad")
        return raw
    }
}
