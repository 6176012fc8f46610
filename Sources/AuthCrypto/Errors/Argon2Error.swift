internal import CArgon2

/// A failure reported by libargon2 (never a password mismatch, which is a `false` verify result).
public struct Argon2Error: Error, Sendable, Equatable, CustomStringConvertible {
    /// libargon2's `Argon2_ErrorCodes` value.
    public let code: Int32

    /// Creates an error for a libargon2 error code.
    public init(code: Int32) {
        self.code = code
    }

    public var description: String {
        guard let message = argon2_error_message(code) else { return "argon2: error \(code)" }
        return "argon2: \(String(cString: message)) (\(code))"
    }
}

/// Turns a libargon2 return code into a thrown `Argon2Error` unless it is `ARGON2_OK`.
func checkArgon2(_ result: Int32) throws(Argon2Error) {
    guard result == ARGON2_OK.rawValue else { throw Argon2Error(code: result) }
}
