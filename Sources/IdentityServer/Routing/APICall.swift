import HTTPServer
import Storage

/// One authenticated API request, as handlers see it.
struct APICall: Sendable {
    let request: HTTPRequest
    let body: RequestBody
    /// An admin bearer was presented.
    let isPrivileged: Bool

    /// The client's address: the peer's, or the one a trusted proxy forwarded.
    let ip: String
    /// The tenant the request names (`tenantId`, or the `tenants/{tenant}` of an admin path); nil for
    /// the project's own accounts. Known to exist when the call reaches its handler.
    var tenant: TenantRecord? = nil
    /// Who makes the call, for the audit log (`AuditActor.caller`).
    var actor: AuditActor = .anonymous
    var projectId: String? { request.pathParameters["project"] }
    /// The project a resource path names, else the server's.
    func project(_ context: ServerContext) -> String { projectId ?? context.configuration.projectId }
    var tenantId: String? { tenant?.tenantId }
}
