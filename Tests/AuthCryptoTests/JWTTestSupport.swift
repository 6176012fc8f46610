import Foundation

@testable import AuthCrypto

/// Builds tokens by hand, for cases a well-behaved signer would never produce.
enum TokenForge {
    static func segment(_ object: [String: JSON]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Base64URL.encode(try! encoder.encode(object))
    }

    static func token(header: [String: JSON], payload: [String: JSON], signature: [UInt8]) -> String {
        segment(header) + "." + segment(payload) + "." + Base64URL.encode(signature)
    }

    /// Signs `header.payload` with `sign`, whatever the header claims.
    static func token(
        header: [String: JSON], payload: [String: JSON], sign: ([UInt8]) throws -> [UInt8]
    ) rethrows -> String {
        let input = segment(header) + "." + segment(payload)
        return input + "." + Base64URL.encode(try sign(Array(input.utf8)))
    }
}
