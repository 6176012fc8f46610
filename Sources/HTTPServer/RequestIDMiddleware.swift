/// Sends the request's id back in a response header (`X-Request-Id` by default).
///
/// With `acceptsIncomingID`, a well-formed id sent by the client (1–128 characters of letters, digits,
/// `-`, `_`, `.`) replaces the server's, so a proxy's id can follow the request through the logs.
public struct RequestIDMiddleware: HTTPMiddleware {
    public var headerName: String
    public var acceptsIncomingID: Bool

    public init(headerName: String = "X-Request-Id", acceptsIncomingID: Bool = false) {
        self.headerName = headerName
        self.acceptsIncomingID = acceptsIncomingID
    }

    public func willHandle(_ request: inout HTTPRequest) -> HTTPResponse? {
        if acceptsIncomingID, let incoming = request.headers[headerName],
            RequestIDMiddleware.isWellFormed(incoming)
        {
            request.id = incoming
        }
        return nil
    }

    public func didHandle(_ request: HTTPRequest, response: inout HTTPResponse) {
        response.headers[headerName] = request.id
    }

    static func isWellFormed(_ id: String) -> Bool {
        (1...128).contains(id.utf8.count)
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                    UInt8(ascii: "."):
                    true
                default:
                    false
                }
            }
    }
}
