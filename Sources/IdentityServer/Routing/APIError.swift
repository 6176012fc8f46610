import AuthModel
import Storage

/// An error answer of the identity server: the HTTP status and the Firebase-style envelope.
///
/// Built only from `ServerErrorCode`s and the transport-level envelopes of `ErrorEnvelope`, so the
/// vocabulary is closed. Details never contain secrets (passwords, tokens, codes).
public struct APIError: Error, Sendable, Equatable, CustomStringConvertible {
    public let envelope: ErrorEnvelope
    /// Seconds until a rate limit lets the caller through again: the answer's `Retry-After` header.
    public var retryAfterSeconds: Int?

    public init(envelope: ErrorEnvelope, retryAfterSeconds: Int? = nil) {
        self.envelope = envelope
        self.retryAfterSeconds = retryAfterSeconds
    }

    public var status: Int { envelope.error.code }
    public var message: String { envelope.error.message }
    public var description: String { "APIError(\(status): \(message))" }

    /// A 400 business error `CODE` or `CODE : detail`.
    public static func code(_ code: ServerErrorCode, _ detail: String? = nil) -> APIError {
        APIError(envelope: code.envelope(detail: detail))
    }

    public static let missingAPIKey = APIError(envelope: .missingAPIKey)
    public static let unauthenticated = APIError(envelope: .unauthenticated)
    public static let notFound = APIError(envelope: .notFound)
    public static let internalError = APIError(envelope: .internalError)
    /// 400 for an API key that is not one of the configured keys.
    public static let invalidAPIKey = APIError(
        envelope: ErrorEnvelope(
            httpStatus: 400, message: "API key not valid. Please pass a valid API key.", reason: "keyInvalid",
            status: "INVALID_ARGUMENT"))
    /// 503 when password hashing is saturated.
    public static let overloaded = APIError(
        envelope: ErrorEnvelope(
            httpStatus: 503, message: "The service is currently unavailable.", reason: "backendError",
            status: "UNAVAILABLE"))

    /// 503 when the database stays unreachable; the operation did not take effect.
    public static let databaseUnavailable = APIError(
        envelope: ErrorEnvelope(
            httpStatus: 503, message: "UNAVAILABLE : The database is unreachable; try again later.",
            reason: "backendError", status: "UNAVAILABLE"))

    /// The answer for a failed store call: 503 when the store says the database is unavailable
    /// (nothing changed, so a retry is safe), otherwise 500.
    public static func storeFailure(_ error: any Error) -> APIError {
        if let error = error as? APIError { return error }
        if let error = error as? StoreError, error == .unavailable { return .databaseUnavailable }
        return .internalError
    }

    public static func notImplemented(_ what: String) -> APIError {
        APIError(envelope: .notImplemented(what))
    }

    /// 400 `INVALID_ARGUMENT : detail` for a well-formed request with an unusable value (Sesame's own
    /// endpoints).
    public static func invalidArgument(_ detail: String) -> APIError {
        APIError(
            envelope: ErrorEnvelope(
                httpStatus: 400, message: "INVALID_ARGUMENT : \(detail)", status: "INVALID_ARGUMENT"))
    }

    public static func invalidJSON(_ detail: String) -> APIError {
        APIError(envelope: .invalidJSONPayload(detail))
    }

    /// 400 when an unprivileged caller names a project.
    public static let insufficientPermissionForProject = APIError.code(
        .insufficientPermission, "Only authenticated requests can specify target_project_id.")
}
