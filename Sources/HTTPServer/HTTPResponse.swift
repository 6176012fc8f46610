import Foundation

/// A complete HTTP response. The server adds `Content-Length` and `Date`; don't set them here.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: Data

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response from already encoded bytes.
    public static func json(status: HTTPStatus = .ok, _ data: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: data)
    }

    /// A JSON response from an `Encodable` value.
    public static func json<Value: Encodable>(
        status: HTTPStatus = .ok, _ value: Value, encoder: JSONEncoder = JSONEncoder()
    ) throws -> HTTPResponse {
        .json(status: status, try encoder.encode(value))
    }

    /// A UTF-8 plain-text response.
    public static func text(status: HTTPStatus = .ok, _ string: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(string.utf8))
    }

    /// The server's default error body: `{"error":{"code":404,"message":"Not Found"}}`.
    public static func error(status: HTTPStatus, message: String) -> HTTPResponse {
        let body = #"{"error":{"code":\#(status.code),"message":\#(JSONString.quoted(message))}}"#
        return .json(status: status, Data(body.utf8))
    }
}
