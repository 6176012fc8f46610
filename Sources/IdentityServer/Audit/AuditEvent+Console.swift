import HTTPServer
import WebPages

extension AuditEvent {
    /// The audit entry of a console sign-in, refusal or sign-out.
    static func console(_ event: ConsoleEvent, _ request: HTTPRequest, _ configuration: ServerConfiguration)
        -> AuditEvent
    {
        let address = configuration.trustedProxies.clientAddress(of: request)
        switch event {
        case .signedIn(let session):
            return AuditEvent(
                .consoleSignIn, actor: AuditActor(.console, id: session), target: "console",
                sourceAddress: address, requestId: request.id)
        case .signInRefused(let rateLimited):
            return AuditEvent(
                .consoleSignInFailure, actor: .anonymous, target: "console",
                failure: rateLimited ? "TOO_MANY_ATTEMPTS_TRY_LATER" : "INVALID_ADMIN_KEY", sourceAddress: address,
                requestId: request.id)
        case .signedOut(let session):
            return AuditEvent(
                .consoleSignOut, actor: AuditActor(.console, id: session), target: "console",
                sourceAddress: address, requestId: request.id)
        }
    }
}
