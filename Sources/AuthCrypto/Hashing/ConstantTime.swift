internal import COpenSSL

/// Comparisons whose running time does not depend on where inputs differ.
public enum ConstantTime {
    /// Returns whether `lhs` and `rhs` hold the same bytes.
    ///
    /// The time taken depends only on the lengths: unequal lengths still compare a full buffer (the
    /// longer input against itself) so that the only thing a timing observer learns is the length.
    public static func equals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        let lengthsMatch = lhs.count == rhs.count
        let other = lengthsMatch ? rhs : lhs
        let contentMatches = lhs.withUnsafeBytes { left in
            other.withUnsafeBytes { right in
                CRYPTO_memcmp(left.baseAddress, right.baseAddress, left.count) == 0
            }
        }
        return lengthsMatch && contentMatches
    }

    /// Returns whether two strings have the same UTF-8 bytes, in time dependent only on their lengths.
    public static func equals(_ lhs: String, _ rhs: String) -> Bool {
        equals(Array(lhs.utf8), Array(rhs.utf8))
    }
}
