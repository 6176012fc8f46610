/// The JSON body of every error response: `{"error":{"code":400,"message":"CODE : detail",
/// "errors":[{"message":…,"domain":"global","reason":"invalid"}]}}`.
///
/// Business errors (HTTP 400) carry no `status`; transport-level errors add a gRPC-style `status`
/// such as `PERMISSION_DENIED` (see the static constructors).
public struct ErrorEnvelope: Codable, Sendable, Hashable {
    public var error: Body

    public init(error: Body) {
        self.error = error
    }

    /// Builds an envelope whose `errors` array repeats `message` with the given reason.
    public init(httpStatus: Int = 400, message: String, reason: String = "invalid", status: String? = nil) {
        error = Body(
            code: httpStatus,
            message: message,
            errors: [Item(message: message, domain: "global", reason: reason)],
            status: status
        )
    }

    /// The `error` member.
    public struct Body: Codable, Sendable, Hashable {
        /// The HTTP status code.
        public var code: Int
        /// `CODE` or `CODE : detail` for business errors; human text for transport errors.
        public var message: String
        public var errors: [Item]?
        public var status: String?

        public init(code: Int, message: String, errors: [Item]? = nil, status: String? = nil) {
            self.code = code
            self.message = message
            self.errors = errors
            self.status = status
        }
    }

    /// One entry of `error.errors`.
    public struct Item: Codable, Sendable, Hashable {
        public var message: String
        public var domain: String
        public var reason: String

        public init(message: String, domain: String = "global", reason: String = "invalid") {
            self.message = message
            self.domain = domain
            self.reason = reason
        }
    }

    /// The client-side error this envelope stands for (parsed from `error.message`).
    /// An `errors[].reason` starting with `keyInvalid` means a rejected API key, whatever the message.
    public var authError: AuthError {
        if error.errors?.contains(where: { $0.reason.hasPrefix("keyInvalid") }) == true {
            return AuthError(.invalidAPIKey)
        }
        return AuthError(serverMessage: error.message)
    }
}

extension ErrorEnvelope {
    /// 403: no API key and no bearer token.
    public static let missingAPIKey = ErrorEnvelope(
        httpStatus: 403, message: "The request is missing a valid API key.", reason: "forbidden",
        status: "PERMISSION_DENIED")

    /// 401: a bearer token that is not accepted.
    public static let unauthenticated = ErrorEnvelope(
        httpStatus: 401,
        message: "Request had invalid authentication credentials. "
            + "Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        reason: "authError", status: "UNAUTHENTICATED")

    /// 404: unknown path.
    public static let notFound = ErrorEnvelope(
        httpStatus: 404, message: "Not Found", reason: "notFound", status: "NOT_FOUND")

    /// 501: a known operation or parameter Sesame does not implement.
    public static func notImplemented(_ what: String) -> ErrorEnvelope {
        ErrorEnvelope(httpStatus: 501, message: what, reason: "unimplemented", status: "NOT_IMPLEMENTED")
    }

    /// 400 `INVALID_ARGUMENT`: the body is not JSON (reason `parseError`) or breaks the schema.
    public static func invalidJSONPayload(_ detail: String, isParseError: Bool = true) -> ErrorEnvelope {
        ErrorEnvelope(
            httpStatus: 400, message: "Invalid JSON payload received. \(detail)",
            reason: isParseError ? "parseError" : "invalid", status: "INVALID_ARGUMENT")
    }

    /// 500: an internal failure; the message never carries details.
    public static let internalError = ErrorEnvelope(
        httpStatus: 500, message: "Internal error encountered.", reason: "backendError", status: "INTERNAL")
}
