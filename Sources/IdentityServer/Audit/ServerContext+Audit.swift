import AuthCrypto
import AuthModel

extension ServerContext {
    /// Records `kind` for the request `call`: its actor (the caller unless `actor` is given), tenant,
    /// client address and request id. `failure` is the error the request is answered with (its code
    /// only is kept, never its detail).
    func audit(
        _ kind: AuditEventKind, _ call: APICall, target: String?, actor: AuditActor? = nil,
        failure: APIError? = nil, details: [String: JSON] = [:]
    ) {
        auditLog.record([
            auditEvent(kind, call, target: target, actor: actor, failure: failure, details: details)
        ])
    }

    /// Runs an admin action; when an admin's call of it fails with an API error, records `kind` with the
    /// error's code (a success is recorded by the action itself, with what it learnt on the way).
    func auditingFailure<T>(
        _ kind: AuditEventKind, _ call: APICall, target: String?, _ action: () async throws -> T
    ) async throws -> T {
        do {
            return try await action()
        } catch let error as APIError {
            if call.isPrivileged { audit(kind, call, target: target, failure: error) }
            throw error
        }
    }

    /// Runs a sign-in's checks; when one refuses the sign-in with an API error, records a failed sign-in
    /// (a lock-out when its rate limit refused it) by `provider`, with the error's code and the account
    /// tried (`target`, worked out only then), and rethrows. The answer stays what it was.
    func auditingSignIn<T>(
        _ call: APICall, provider: String, target: @autoclosure () -> String?, _ check: () async throws -> T
    ) async throws -> T {
        do {
            return try await check()
        } catch let error as APIError {
            audit(
                error.retryAfterSeconds == nil ? .signInFailure : .signInLockedOut, call, target: target(),
                failure: error, details: ["provider": .string(provider)])
            throw error
        }
    }

    /// The event `audit(_:_:target:)` records, for recording several together (one commit).
    func auditEvent(
        _ kind: AuditEventKind, _ call: APICall, target: String?, actor: AuditActor? = nil,
        failure: APIError? = nil, details: [String: JSON] = [:]
    ) -> AuditEvent {
        AuditEvent(
            kind, actor: actor ?? call.actor, target: target, tenantId: call.tenantId,
            failure: failure?.auditCode, sourceAddress: call.ip, requestId: call.request.id, details: details)
    }

    /// The names of the fields a request set (never their values), for an update's entry.
    static func auditedFields(of body: RequestBody) -> JSON {
        let ignored: Set<String> = ["idToken", "localId", "tenantId", "targetProjectId", "returnSecureToken"]
        return .array(body.fields.keys.filter { !ignored.contains($0) }.sorted().map(JSON.string))
    }
}

extension APIError {
    /// The error's code (`INVALID_PASSWORD`), without the detail after it; the status for other answers.
    var auditCode: String {
        let code = message.prefix { $0 != " " }
        if !code.isEmpty, code.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) { return String(code) }
        return envelope.error.status ?? "HTTP_\(status)"
    }
}
