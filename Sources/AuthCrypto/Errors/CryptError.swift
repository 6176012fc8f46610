internal import CCrypt
import Foundation

/// A failure reported by libxcrypt's `crypt_rn` (an unsupported or malformed setting string).
public struct CryptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` value `crypt_rn` left behind.
    public let errnoCode: Int32

    /// Creates an error for an `errno` value.
    public init(errnoCode: Int32) {
        self.errnoCode = errnoCode
    }

    public var description: String {
        switch errnoCode {
        case EINVAL: "crypt: hash setting is malformed or uses an unsupported method"
        case ERANGE: "crypt: passphrase or setting too long"
        case ENOMEM: "crypt: out of memory"
        default: "crypt: error \(errnoCode)"
        }
    }
}

/// Turns a `crypt_rn` result into a Swift string, or throws `CryptError` when it returned null.
func checkCrypt(_ result: UnsafeMutablePointer<CChar>?) throws(CryptError) -> String {
    guard let result else { throw CryptError(errnoCode: errno) }
    return String(cString: result)
}
