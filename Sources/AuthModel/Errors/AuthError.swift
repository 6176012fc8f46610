import Foundation

/// Everything that can go wrong in an authentication call, as seen by a client: the server's error
/// codes that mean something to a user, and the client's own transport failures.
///
/// `AuthError` is a closed vocabulary: ``kind`` says which error it is (switch over it), ``code`` is
/// the wire code (`EMAIL_EXISTS`, or the unknown code the server sent), and ``detail`` is the text the
/// server put after `CODE : `, if any. Two errors are equal when their codes are equal; the detail is
/// extra information.
///
/// Descriptions never contain secrets: an error holds no password, token, code or key, and
/// ``description`` shows only the code.
public struct AuthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which error this is.
    public let kind: Kind
    /// The server's human-readable detail (`WEAK_PASSWORD : <detail>`), if any.
    public let detail: String?
    private let unknownCode: String?
    /// For ``Kind/multiFactorRequired``: the pending sign-in and the factors that can finish it (what
    /// Firebase's `getMultiFactorResolver` reads from the error). Not part of equality.
    public private(set) var multiFactorChallenge: MultiFactorChallenge?
    /// For ``Kind/tooManyAttempts``: the seconds until the server lets the request through again (its
    /// `Retry-After`), when it said. Not part of equality.
    public private(set) var retryAfter: Int?

    /// An error of a known kind. For ``Kind/unknown`` use ``unknown(code:detail:)``.
    public init(_ kind: Kind, detail: String? = nil) {
        self.kind = kind
        self.detail = detail
        unknownCode = kind == .unknown ? Kind.unknown.rawValue : nil
    }

    /// An error whose code this client does not know (kept as received).
    public static func unknown(code: String, detail: String? = nil) -> AuthError {
        AuthError(kind: .unknown, detail: detail, unknownCode: code)
    }

    /// This error with the server's `Retry-After` (seconds; nil or not positive: none).
    public func retrying(after seconds: Int?) -> AuthError {
        var error = self
        error.retryAfter = seconds.flatMap { $0 > 0 ? $0 : nil }
        return error
    }

    /// The error a first-factor sign-in of an account with second factors ends in.
    public static func multiFactorRequired(_ challenge: MultiFactorChallenge) -> AuthError {
        var error = AuthError(.multiFactorRequired)
        error.multiFactorChallenge = challenge
        return error
    }

    private init(kind: Kind, detail: String?, unknownCode: String?) {
        self.kind = kind
        self.detail = detail
        self.unknownCode = unknownCode
    }

    /// The error for a wire code; codes that are no ``Kind`` (or only a client-side kind) become
    /// ``Kind/unknown`` with the code kept. Round-trips: `AuthError(code: e.code, detail: e.detail) == e`.
    public init(code: String, detail: String? = nil) {
        if let kind = Kind(rawValue: code), kind != .unknown {
            self.init(kind, detail: detail)
        } else {
            self.init(kind: .unknown, detail: detail, unknownCode: code)
        }
    }

    /// Parses Firebase's `error.message` format: `CODE` or `CODE : detail`. The code ends at the first
    /// colon (the way the iOS SDK and firebase-admin split it); both parts are trimmed. Client-side
    /// codes sent by a server are not trusted and become ``Kind/unknown``.
    public init(serverMessage: String) {
        let code: Substring
        var detail: String?
        if let colon = serverMessage.firstIndex(of: ":") {
            code = serverMessage[..<colon]
            let rest = serverMessage[serverMessage.index(after: colon)...]
                .trimmingCharacters(in: .whitespacesAndNewlines)
            detail = rest.isEmpty ? nil : rest
        } else {
            code = serverMessage[...]
        }
        let trimmedCode = code.trimmingCharacters(in: .whitespacesAndNewlines)
        guard AuthError.looksLikeCode(trimmedCode) else {
            // Human text without a code (e.g. "API key not valid. Please pass a valid API key.").
            self.init(kind: .unknown, detail: serverMessage, unknownCode: Kind.unknown.rawValue)
            return
        }
        if let kind = Kind(rawValue: trimmedCode), kind.isClientSide {
            self.init(kind: .unknown, detail: detail, unknownCode: trimmedCode)
        } else {
            self.init(code: trimmedCode, detail: detail)
        }
    }

    /// Whether `text` has the shape of a wire code: upper-case ASCII letters, digits and underscores.
    static func looksLikeCode(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy {
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_")
            }
    }

    /// The wire code: the server's code, or for client-side kinds a code of Sesame's own
    /// (e.g. `NETWORK_UNAVAILABLE`).
    public var code: String { unknownCode ?? kind.rawValue }

    /// The `error.message` form: `CODE` or `CODE : detail`.
    public var message: String {
        guard let detail, !detail.isEmpty else { return code }
        return "\(code) : \(detail)"
    }

    /// The server code this error corresponds to, if it is one the server emits.
    public var serverCode: ServerErrorCode? { ServerErrorCode(rawValue: code) }

    /// Shows only the code, never the detail (a detail could echo request data).
    public var description: String { "AuthError(\(code))" }

    public static func == (lhs: AuthError, rhs: AuthError) -> Bool {
        lhs.code == rhs.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}

extension AuthError: LocalizedError {
    public var errorDescription: String? { localizedDescription(for: .current) }
}
