internal import COpenSSL

// MARK: - The single gate every OpenSSL call goes through

/// Turns an OpenSSL integer result into a thrown `OpenSSLError` unless it equals `success`.
///
/// - Parameters:
///   - result: The value the C function returned.
///   - operation: The C function's name, recorded in the error.
///   - success: The value that means success (1 for almost every OpenSSL function).
/// - Throws: `OpenSSLError` with the drained error queue.
@discardableResult
func checkOpenSSL(_ result: Int32, _ operation: String, success: Int32 = 1) throws(OpenSSLError) -> Int32 {
    guard result == success else { throw OpenSSLError.drainingQueue(operation: operation) }
    return result
}

/// Turns a possibly-null OpenSSL pointer into a non-optional one, or throws `OpenSSLError`.
func checkOpenSSL(_ pointer: OpaquePointer?, _ operation: String) throws(OpenSSLError) -> OpaquePointer {
    guard let pointer else { throw OpenSSLError.drainingQueue(operation: operation) }
    return pointer
}

/// Turns a possibly-null typed OpenSSL pointer into a non-optional one, or throws `OpenSSLError`.
func checkOpenSSL<T>(
    _ pointer: UnsafeMutablePointer<T>?, _ operation: String
) throws(OpenSSLError) -> UnsafeMutablePointer<T> {
    guard let pointer else { throw OpenSSLError.drainingQueue(operation: operation) }
    return pointer
}
