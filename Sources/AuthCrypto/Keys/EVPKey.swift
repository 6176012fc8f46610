internal import COpenSSL

/// Owns one OpenSSL `EVP_PKEY`. Keys are never mutated after creation, and OpenSSL allows concurrent
/// use of a key as long as each operation has its own context, which every method here creates
/// (signing and verifying copy theirs from `contextTemplates`).
final class EVPKey: @unchecked Sendable {
    let pointer: OpaquePointer
    /// Initialised signing and verification contexts (each holds its own reference to the key, which
    /// OpenSSL counts, so they may outlive `deinit`'s free).
    let contextTemplates: DigestContextTemplates

    /// Takes ownership of `pointer` (freed in `deinit`).
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
        contextTemplates = DigestContextTemplates(key: pointer)
    }

    deinit {
        EVP_PKEY_free(pointer)
    }

    // MARK: - Creating keys

    /// Generates a key of OpenSSL key type `type` ("RSA" or "EC"); `configure` sets keygen parameters.
    static func generate(
        type: String, configure: (OpaquePointer) -> Int32, _ operation: String
    ) throws(OpenSSLError) -> EVPKey {
        let context = try checkOpenSSL(
            EVP_PKEY_CTX_new_from_name(nil, type, nil), "EVP_PKEY_CTX_new_from_name")
        defer { EVP_PKEY_CTX_free(context) }
        try checkOpenSSL(EVP_PKEY_keygen_init(context), "EVP_PKEY_keygen_init")
        try checkOpenSSL(configure(context), operation)
        var key: OpaquePointer?
        try checkOpenSSL(EVP_PKEY_generate(context, &key), "EVP_PKEY_generate")
        return EVPKey(taking: try checkOpenSSL(key, "EVP_PKEY_generate"))
    }

    /// One parameter of a public key being imported.
    enum Parameter {
        /// A big-endian unsigned integer (RSA "n", "e").
        case integer(String, [UInt8])
        /// A UTF-8 string (EC "group").
        case text(String, String)
        /// An octet string (EC "pub").
        case octets(String, [UInt8])
    }

    /// Builds a public key of OpenSSL key type `type` from `parameters`, then validates it.
    static func publicKey(type: String, parameters: [Parameter]) throws(OpenSSLError) -> EVPKey {
        let builder = try checkOpenSSL(OSSL_PARAM_BLD_new(), "OSSL_PARAM_BLD_new")
        defer { OSSL_PARAM_BLD_free(builder) }
        // NB: the builder keeps pointers, not copies, until OSSL_PARAM_BLD_to_param, so every name, buffer
        // and BIGNUM pushed must outlive that call; Swift's temporary C strings would not.
        var numbers: [OpaquePointer] = []
        var buffers: [UnsafeMutableRawPointer] = []
        defer {
            numbers.forEach { BN_free($0) }
            buffers.forEach { $0.deallocate() }
        }
        func copy(_ bytes: [UInt8]) -> UnsafeMutableRawPointer {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 1, alignment: 1)
            buffer.copyMemory(from: bytes, byteCount: bytes.count)
            buffer.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
            buffers.append(buffer)
            return buffer
        }
        func name(_ text: String) -> UnsafeMutablePointer<CChar> {
            copy(Array(text.utf8)).assumingMemoryBound(to: CChar.self)
        }
        for parameter in parameters {
            switch parameter {
            case .integer(let key, let bytes):
                let number = try checkOpenSSL(BN_bin2bn(bytes, Int32(bytes.count), nil), "BN_bin2bn")
                numbers.append(number)
                try checkOpenSSL(OSSL_PARAM_BLD_push_BN(builder, name(key), number), "OSSL_PARAM_BLD_push_BN")
            case .text(let key, let text):
                let buffer = copy(Array(text.utf8))
                try checkOpenSSL(
                    OSSL_PARAM_BLD_push_utf8_string(
                        builder, name(key), buffer.assumingMemoryBound(to: CChar.self), 0),
                    "OSSL_PARAM_BLD_push_utf8_string")
            case .octets(let key, let bytes):
                let buffer = copy(bytes)
                try checkOpenSSL(
                    OSSL_PARAM_BLD_push_octet_string(builder, name(key), buffer, bytes.count),
                    "OSSL_PARAM_BLD_push_octet_string")
            }
        }
        let built = try checkOpenSSL(OSSL_PARAM_BLD_to_param(builder), "OSSL_PARAM_BLD_to_param")
        defer { OSSL_PARAM_free(built) }
        let context = try checkOpenSSL(
            EVP_PKEY_CTX_new_from_name(nil, type, nil), "EVP_PKEY_CTX_new_from_name")
        defer { EVP_PKEY_CTX_free(context) }
        try checkOpenSSL(EVP_PKEY_fromdata_init(context), "EVP_PKEY_fromdata_init")
        var key: OpaquePointer?
        try checkOpenSSL(
            EVP_PKEY_fromdata(context, &key, sesame_EVP_PKEY_PUBLIC_KEY(), built), "EVP_PKEY_fromdata")
        let result = EVPKey(taking: try checkOpenSSL(key, "EVP_PKEY_fromdata"))
        try result.checkPublicKey()
        return result
    }

    /// Reads a PKCS#8 (or traditional) private key PEM; encrypted PEMs are refused.
    static func privateKey(pem: String) throws -> EVPKey {
        try MemoryBIO.reading(pem) { bio in
            EVPKey(taking: try checkOpenSSL(sesame_PEM_read_bio_PrivateKey(bio), "PEM_read_bio_PrivateKey"))
        }
    }

    /// Reads an SPKI (`BEGIN PUBLIC KEY`) PEM.
    static func publicKey(pem: String) throws -> EVPKey {
        try MemoryBIO.reading(pem) { bio in
            EVPKey(taking: try checkOpenSSL(sesame_PEM_read_bio_PUBKEY(bio), "PEM_read_bio_PUBKEY"))
        }
    }

    // MARK: - Exporting

    /// The private key as unencrypted PKCS#8 PEM (`BEGIN PRIVATE KEY`).
    func privateKeyPEM() throws(OpenSSLError) -> String {
        try MemoryBIO.writing("PEM_write_bio_PKCS8PrivateKey") { bio in
            PEM_write_bio_PKCS8PrivateKey(bio, pointer, nil, nil, 0, nil, nil)
        }
    }

    /// The public key as SPKI PEM (`BEGIN PUBLIC KEY`).
    func publicKeyPEM() throws(OpenSSLError) -> String {
        try MemoryBIO.writing("PEM_write_bio_PUBKEY") { bio in PEM_write_bio_PUBKEY(bio, pointer) }
    }

    /// Returns the big-endian bytes of the integer parameter `name` (for example "n", "e", "qx"),
    /// left-padded with zeros to `length` when given.
    func integerParameter(_ name: String, length: Int? = nil) throws(OpenSSLError) -> [UInt8] {
        var number: OpaquePointer?
        try checkOpenSSL(EVP_PKEY_get_bn_param(pointer, name, &number), "EVP_PKEY_get_bn_param")
        let value = try checkOpenSSL(number, "EVP_PKEY_get_bn_param")
        defer { BN_free(value) }
        var bytes = [UInt8](repeating: 0, count: length ?? Int(sesame_BN_num_bytes(value)))
        let written = BN_bn2binpad(value, &bytes, Int32(bytes.count))
        try checkOpenSSL(written == Int32(bytes.count) ? 1 : 0, "BN_bn2binpad")
        return bytes
    }

    // MARK: - Inspecting

    /// Whether OpenSSL considers this key to be of type `name` ("RSA", "EC").
    func isKeyType(_ name: String) -> Bool {
        EVP_PKEY_is_a(pointer, name) == 1
    }

    /// The key size in bits (modulus size for RSA, field size for EC).
    var bitCount: Int { Int(EVP_PKEY_get_bits(pointer)) }

    /// The elliptic-curve group name ("prime256v1" for P-256), or `nil` for non-EC keys.
    var groupName: String? {
        var buffer = [CChar](repeating: 0, count: 64)
        var length = 0
        guard EVP_PKEY_get_utf8_string_param(pointer, "group", &buffer, buffer.count, &length) == 1 else {
            ERR_clear_error()
            return nil
        }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether both keys hold the same public key.
    func hasSamePublicKey(as other: EVPKey) -> Bool {
        EVP_PKEY_eq(pointer, other.pointer) == 1
    }

    /// Runs OpenSSL's public-key validation (for EC: the point lies on the curve).
    private func checkPublicKey() throws(OpenSSLError) {
        let context = try checkOpenSSL(
            EVP_PKEY_CTX_new_from_pkey(nil, pointer, nil), "EVP_PKEY_CTX_new_from_pkey")
        defer { EVP_PKEY_CTX_free(context) }
        try checkOpenSSL(EVP_PKEY_public_check(context), "EVP_PKEY_public_check")
    }
}
