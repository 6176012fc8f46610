internal import COpenSSL

/// Owns one OpenSSL `X509`; immutable after `X509Certificate.selfSigned` finishes building it.
final class X509Pointer: @unchecked Sendable {
    let pointer: OpaquePointer

    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        X509_free(pointer)
    }
}
