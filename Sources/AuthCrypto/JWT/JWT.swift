import Foundation

/// A JWS compact-serialised JWT (RFC 7519), parsed but not by itself verified.
///
/// Get verified tokens from `JWTVerifier.verify(_:)`; `init(compact:)` alone proves nothing.
public struct JWT: Sendable {
    /// The protected header.
    public let header: JWTHeader
    /// The claim set.
    public let payload: [String: JSONValue]
    /// The decoded signature bytes.
    public let signature: [UInt8]
    /// The ASCII bytes of `base64url(header).base64url(payload)`, which the signature covers.
    let signingInput: [UInt8]
    /// The decoded payload JSON, kept for `claims(as:)`.
    let payloadData: Data

    /// The longest token accepted, as a guard against oversized input (16 KiB).
    public static let maximumLength = 16 * 1024

    /// Parses a compact token.
    /// - Throws: `JWTError.malformedToken` unless the token has three base64url parts whose first two
    ///   are JSON objects and the header has a string `alg`.
    public init(compact token: String) throws(JWTError) {
        guard token.utf8.count <= Self.maximumLength else { throw .malformedToken }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]),
            let payloadBytes = Base64URL.decode(parts[1]), let signature = Base64URL.decode(parts[2])
        else { throw .malformedToken }
        let decoder = JSONDecoder()
        guard let headerFields = try? decoder.decode([String: JSONValue].self, from: Data(headerBytes)),
            let payload = try? decoder.decode([String: JSONValue].self, from: Data(payloadBytes)),
            headerFields["alg"]?.stringValue != nil
        else { throw .malformedToken }
        self.header = JWTHeader(fields: headerFields)
        self.payload = payload
        self.signature = signature
        self.signingInput = Array(parts[0].utf8) + [UInt8(ascii: ".")] + Array(parts[1].utf8)
        self.payloadData = Data(payloadBytes)
    }

    /// Decodes the claim set into a `Decodable` type.
    /// - Throws: `JWTError.malformedToken` when the claims do not fit `type`.
    public func claims<Claims: Decodable>(as type: Claims.Type) throws(JWTError) -> Claims {
        do {
            return try JSONDecoder().decode(type, from: payloadData)
        } catch {
            throw .malformedToken
        }
    }

    // MARK: - Encoding

    /// Returns the compact serialisation for a header and claim set, signed by `sign`.
    static func compact(
        header: [String: JSONValue], payloadJSON: Data, sign: ([UInt8]) throws -> [UInt8]
    ) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let signingInput = Base64URL.encode(try encoder.encode(header)) + "." + Base64URL.encode(payloadJSON)
        return signingInput + "." + Base64URL.encode(try sign(Array(signingInput.utf8)))
    }
}
