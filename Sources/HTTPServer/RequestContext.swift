import Foundation

/// What the server keeps for one request between libmicrohttpd callbacks.
///
/// libmicrohttpd holds one retain (taken when the request line arrives, dropped in the request-completed
/// callback). Fields are touched only by the connection's worker thread, except `connection` and
/// `pendingResponse`, which cross to the thread that resumes the connection under the server's
/// suspension lock.
final class RequestContext: @unchecked Sendable {
    enum Phase {
        /// Headers parsed; the first access call has not run.
        case headers
        /// Collecting body bytes.
        case receiving
        /// The body passed the size limit; dropping the rest before answering 413.
        case discarding
        /// Waiting for an async handler; the connection is suspended.
        case suspended
        /// A response was queued.
        case responded
    }

    let id: String
    let target: String
    let receivedAt: ContinuousClock.Instant
    let remoteAddress: String
    var phase = Phase.headers
    var method = HTTPMethod.get
    var headers = HTTPHeaders()
    /// A field was continued on a line starting with SP or HTAB (obs-fold), see `FieldLineLayout`.
    var hasFoldedField = false
    var body = Data()
    /// The suspended connection; set only while suspended.
    var connection: OpaquePointer?
    /// Builds the answer of an async or deferred handler on the connection's thread; handed over
    /// before the connection is resumed.
    var pendingResponse: (@Sendable () -> HTTPResponse)?

    init(id: String, target: String, remoteAddress: String) {
        self.id = id
        self.target = target
        self.remoteAddress = remoteAddress
        self.receivedAt = .now
    }

    func makeRequest(includingBody: Bool = true) -> HTTPRequest {
        HTTPRequest(
            id: id, method: method, target: target, headers: headers, body: includingBody ? body : Data(),
            remoteAddress: remoteAddress, receivedAt: receivedAt)
    }
}
