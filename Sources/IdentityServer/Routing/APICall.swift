import HTTPServer

/// One authenticated API request, as handlers see it.
struct APICall: Sendable {
    let request: HTTPRequest
    let body: RequestBody
    /// An admin bearer was presented.
    let isPrivileged: Bool

    /// The client's address: the peer's, or the one a trusted proxy forwarded.
    let ip: String
    var projectId: String? { request.pathParameters["project"] }
}
