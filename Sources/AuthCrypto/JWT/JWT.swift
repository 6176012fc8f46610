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
    /// The decoded payload JSON, kept for `claims(as:)`.
    let payloadData: Data

    /// The longest token accepted, as a guard against oversized input (16 KiB).
    public static let maximumLength = 16 * 1024

    /// Parses a compact token.
    /// - Throws: `JWTError.malformedToken` unless the token has three base64url parts whose first two
    ///   are JSON objects and the header has a string `alg`.
    public init(compact token: String) throws(JWTError) {
        guard token.utf8.count <= Self.maximumLength else { throw .malformedToken }
        let utf8 = token.utf8
        guard let firstDot = utf8.firstIndex(of: UInt8(ascii: ".")),
            let secondDot = utf8[utf8.index(after: firstDot)...].firstIndex(of: UInt8(ascii: ".")),
            !utf8[utf8.index(after: secondDot)...].contains(UInt8(ascii: "."))
        else { throw .malformedToken }
        let headerText = utf8[..<firstDot]
        let payloadText = utf8[utf8.index(after: firstDot)..<secondDot]
        guard let headerBytes = Base64URL.decode(utf8: headerText),
            let payloadBytes = Base64URL.decode(utf8: payloadText),
            let signature = Base64URL.decode(utf8: utf8[utf8.index(after: secondDot)...]),
            let headerFields = JSON.parseObject(headerBytes),
            let payload = JSON.parseObject(payloadBytes),
            headerFields["alg"]?.stringValue != nil
        else { throw .malformedToken }
        self.header = JWTHeader(fields: headerFields)
        self.payload = payload
        self.signature = signature
        self.signingInput = Array(utf8[..<secondDot])
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
        header: [String: JSON], payloadJSON: Data, sign: ([UInt8]) throws -> [UInt8]
    ) throws -> String {
        let signingInput =
            Base64URL.encode(try JSON.encodedObject(header)) + "." + Base64URL.encode(payloadJSON)
        return signingInput + "." + Base64URL.encode(try sign(Array(signingInput.utf8)))
    }
}
