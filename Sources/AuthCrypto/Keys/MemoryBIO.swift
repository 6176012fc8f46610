internal import COpenSSL

/// Moves PEM text in and out of OpenSSL through memory BIOs.
enum MemoryBIO {
    /// Calls `body` with a read-only BIO over the UTF-8 bytes of `text`.
    static func reading<T>(_ text: String, _ body: (OpaquePointer) throws -> T) throws -> T {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBytes { buffer in
            let bio = try checkOpenSSL(
                BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count)), "BIO_new_mem_buf")
            defer { BIO_free(bio) }
            return try body(bio)
        }
    }

    /// Returns the text `body` writes into a fresh memory BIO.
    static func writing(_ operation: String, _ body: (OpaquePointer) -> Int32) throws(OpenSSLError) -> String
    {
        let bio = try checkOpenSSL(BIO_new(BIO_s_mem()), "BIO_new")
        defer { BIO_free(bio) }
        try checkOpenSSL(body(bio), operation)
        var data: UnsafeMutablePointer<CChar>?
        let length = sesame_BIO_get_mem_data(bio, &data)
        guard let data, length > 0 else { throw OpenSSLError.drainingQueue(operation: operation) }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    }
}
