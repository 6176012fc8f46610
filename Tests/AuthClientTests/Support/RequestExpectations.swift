import AuthModel
import Testing

/// Checks that `request` is exactly the Firebase call: POST to the endpoint's v1 path under the base
/// URL's prefix, `?key=<API key>` and nothing else in the query, a JSON content type, and `body`.
func expectRequest(
    _ request: RecordedRequest?, _ endpoint: Endpoint, body: JSONValue,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let request else {
        Issue.record("no request to \(endpoint)", sourceLocation: sourceLocation)
        return
    }
    #expect(request.method == "POST", sourceLocation: sourceLocation)
    #expect(request.path == endpoint.path(.v1), sourceLocation: sourceLocation)
    #expect(request.fullPath == StubServer.pathPrefix + endpoint.path(.v1), sourceLocation: sourceLocation)
    #expect(request.query == ["key": Fixtures.apiKey], sourceLocation: sourceLocation)
    #expect(
        request.headers.first { $0.key.lowercased() == "content-type" }?.value == "application/json",
        sourceLocation: sourceLocation)
    #expect(request.body == body, sourceLocation: sourceLocation)
}
