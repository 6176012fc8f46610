/// One finished request, as the access log sees it. It deliberately holds no headers, no query string and
/// no body, so secrets (passwords, tokens, `Authorization`, API keys) cannot reach the log through it.
public struct HTTPAccessLogEntry: Sendable {
    public var requestID: String
    public var method: HTTPMethod
    /// The raw path, without the query string.
    public var path: String
    /// The matched route pattern, or nil when no route matched.
    public var route: String?
    public var status: HTTPStatus
    /// From the request line's arrival until the response was handed to the server.
    public var latency: Duration
    public var remoteAddress: String
    public var requestBodySize: Int
    public var responseBodySize: Int

    public init(
        requestID: String, method: HTTPMethod, path: String, route: String?, status: HTTPStatus,
        latency: Duration, remoteAddress: String, requestBodySize: Int, responseBodySize: Int
    ) {
        self.requestID = requestID
        self.method = method
        self.path = path
        self.route = route
        self.status = status
        self.latency = latency
        self.remoteAddress = remoteAddress
        self.requestBodySize = requestBodySize
        self.responseBodySize = responseBodySize
    }

    /// The entry as one JSON object on one line (no trailing newline), for JSON-lines logs.
    public var jsonLine: String {
        let milliseconds =
            Double(latency.components.seconds) * 1000
            + Double(latency.components.attoseconds) / 1e15
        var fields = [
            #""request_id":\#(JSONString.quoted(requestID))"#,
            #""method":\#(JSONString.quoted(method.rawValue))"#,
            #""path":\#(JSONString.quoted(path))"#,
        ]
        if let route { fields.append(#""route":\#(JSONString.quoted(route))"#) }
        fields += [
            #""status":\#(status.code)"#,
            #""latency_ms":\#((milliseconds * 1000).rounded() / 1000)"#,
            #""remote":\#(JSONString.quoted(remoteAddress))"#,
            #""request_bytes":\#(requestBodySize)"#,
            #""response_bytes":\#(responseBodySize)"#,
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }
}
