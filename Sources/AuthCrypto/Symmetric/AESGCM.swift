internal import COpenSSL

/// AES-256-GCM authenticated encryption through OpenSSL's EVP interface.
///
/// `seal` returns `nonce (12 bytes) ‖ ciphertext ‖ tag (16 bytes)`; `open` reverses it and returns nil
/// when the key is wrong or the box was altered. Descriptions of errors never contain key or plaintext.
public enum AESGCM {
    public static let keyByteCount = 32
    public static let nonceByteCount = 12
    public static let tagByteCount = 16

    /// Encrypts `plaintext` under a 32-byte `key` with a fresh random nonce.
    public static func seal(_ plaintext: [UInt8], key: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        precondition(key.count == keyByteCount, "AES-256-GCM needs a 32-byte key")
        let nonce = try SecureRandom.bytes(count: nonceByteCount)
        let context = try checkOpenSSL(EVP_CIPHER_CTX_new(), "EVP_CIPHER_CTX_new")
        defer { EVP_CIPHER_CTX_free(context) }
        try checkOpenSSL(
            EVP_EncryptInit_ex(context, EVP_aes_256_gcm(), nil, key, nonce), "EVP_EncryptInit_ex")
        var output = [UInt8](repeating: 0, count: plaintext.count + 16)
        var length: Int32 = 0
        if !plaintext.isEmpty {
            try checkOpenSSL(
                EVP_EncryptUpdate(context, &output, &length, plaintext, Int32(plaintext.count)),
                "EVP_EncryptUpdate")
        }
        var total = Int(length)
        var finalLength: Int32 = 0
        _ = try output.withUnsafeMutableBufferPointer { buffer throws(OpenSSLError) in
            try checkOpenSSL(
                EVP_EncryptFinal_ex(context, buffer.baseAddress! + total, &finalLength), "EVP_EncryptFinal_ex"
            )
        }
        total += Int(finalLength)
        var tag = [UInt8](repeating: 0, count: tagByteCount)
        try checkOpenSSL(
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tagByteCount), &tag),
            "EVP_CIPHER_CTX_ctrl")
        return nonce + output[0..<total] + tag
    }

    /// Decrypts a box made by `seal`; nil when it does not authenticate under `key`.
    public static func open(_ box: [UInt8], key: [UInt8]) -> [UInt8]? {
        guard key.count == keyByteCount, box.count >= nonceByteCount + tagByteCount else { return nil }
        return try? decrypt(box, key: key)
    }

    private static func decrypt(_ box: [UInt8], key: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        let nonce = Array(box[0..<nonceByteCount])
        let ciphertext = Array(box[nonceByteCount..<(box.count - tagByteCount)])
        var tag = Array(box[(box.count - tagByteCount)...])
        let context = try checkOpenSSL(EVP_CIPHER_CTX_new(), "EVP_CIPHER_CTX_new")
        defer { EVP_CIPHER_CTX_free(context) }
        try checkOpenSSL(
            EVP_DecryptInit_ex(context, EVP_aes_256_gcm(), nil, key, nonce), "EVP_DecryptInit_ex")
        var output = [UInt8](repeating: 0, count: ciphertext.count + 16)
        var length: Int32 = 0
        if !ciphertext.isEmpty {
            try checkOpenSSL(
                EVP_DecryptUpdate(context, &output, &length, ciphertext, Int32(ciphertext.count)),
                "EVP_DecryptUpdate")
        }
        try checkOpenSSL(
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tagByteCount), &tag),
            "EVP_CIPHER_CTX_ctrl")
        let total = Int(length)
        var finalLength: Int32 = 0
        _ = try output.withUnsafeMutableBufferPointer { buffer throws(OpenSSLError) in
            try checkOpenSSL(
                EVP_DecryptFinal_ex(context, buffer.baseAddress! + total, &finalLength), "EVP_DecryptFinal_ex"
            )
        }
        return Array(output[0..<(total + Int(finalLength))])
    }
}
