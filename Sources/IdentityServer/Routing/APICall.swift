import HTTPServer

/// One authenticated API request, as handlers see it.
struct APICall: Sendable {
    let request: HTTPRequest
    let body: RequestBody
    /// An admin bearer was presented.
    let isPrivileged: Bool

    var ip: String { request.remoteAddress }
    var projectId: String? { request.pathParameters["project"] }
}
