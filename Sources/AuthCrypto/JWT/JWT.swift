import Foundation

/// A JWS compact-serialised JWT (RFC 7519), parsed but not by itself verified.
///
/// Get verified tokens from `JWTVerifier.verify(_:)`; `init(compact:)` alone proves nothing.
public struct JWT: Sendable {
    /// The protected header.
    public let header: JWTHeader
    /// The claim set.
    public let payload: [String: JSON]
    /// The decoded signature bytes.
    public let signature: [UInt8]
    /// The ASCII bytes of `base64url(header).base64url(payload)`, which the signature covers.
    let signingInput: [UInt8]
    /// The decoded payload JSON, kept for `claims(as:)` (as bytes: most tokens never need a `Data`).
    let payloadBytes: [UInt8]

    /// The longest token accepted, as a guard against oversized input (16 KiB).
    public static let maximumLength = 16 * 1024

    /// Parses a compact token.
    /// - Throws: `JWTError.malformedToken` unless the token has three base64url parts whose first two
    ///   are JSON objects and the header has a string `alg`.
    public init(compact token: String) throws(JWTError) {
        var token = token
        let parts = token.withUTF8 { Self.parts(of: $0) }
        guard let parts, let headerFields = JSON.parseObject(parts.header),
            let payload = JSON.parseObject(parts.payload), headerFields["alg"]?.stringValue != nil
        else { throw .malformedToken }
        self.header = JWTHeader(fields: headerFields)
        self.payload = payload
        self.signature = parts.signature
        self.signingInput = parts.signingInput
        self.payloadBytes = parts.payload
    }

    /// The decoded header, payload and signature of a compact token's bytes, and its signing input;
    /// nil unless it is three base64url parts within `maximumLength`.
    private static func parts(of token: UnsafeBufferPointer<UInt8>)
        -> (header: [UInt8], payload: [UInt8], signature: [UInt8], signingInput: [UInt8])?
    {
        guard token.count <= maximumLength,
            let firstDot = token.firstIndex(of: UInt8(ascii: ".")),
            let secondDot = token[(firstDot + 1)...].firstIndex(of: UInt8(ascii: ".")),
            !token[(secondDot + 1)...].contains(UInt8(ascii: "."))
        else { return nil }
        func decoded(_ range: Range<Int>) -> [UInt8]? {
            Base64Codec.url.decode(bytes: UnsafeBufferPointer(rebasing: token[range]))
        }
        guard let header = decoded(0..<firstDot), let payload = decoded((firstDot + 1)..<secondDot),
            let signature = decoded((secondDot + 1)..<token.count)
        else { return nil }
        return (header, payload, signature, Array(token[..<secondDot]))
    }

    /// Decodes the claim set into a `Decodable` type.
    /// - Throws: `JWTError.malformedToken` when the claims do not fit `type`.
    public func claims<Claims: Decodable>(as type: Claims.Type) throws(JWTError) -> Claims {
        do {
            return try JSONDecoder().decode(type, from: Data(payloadBytes))
        } catch {
            throw .malformedToken
        }
    }

    // MARK: - Encoding

    /// Returns the compact serialisation for a header and claim set, signed by `sign`.
    static func compact(
        header: [String: JSON], payloadJSON: Data, sign: ([UInt8]) throws -> [UInt8]
    ) throws -> String {
        let signingInput =
            Base64URL.encode(try JSON.encodedObject(header)) + "." + Base64URL.encode(payloadJSON)
        return signingInput + "." + Base64URL.encode(try sign(Array(signingInput.utf8)))
    }
}
