import Foundation
import HTTPServer
import Testing

@Suite struct HTTPModelTests {
    @Test func queryDecodingHandlesPercentPlusRepeatsAndBareNames() {
        let request = HTTPRequest(
            method: .get, target: "/a%20b/c+d?name=a%20b&name=c+d&flag&x=%2F%3F%26&bad=%zz")
        #expect(request.rawPath == "/a%20b/c+d")
        #expect(request.path == "/a b/c+d")
        #expect(request.query.values(for: "name") == ["a b", "c d"])
        #expect(request.query["flag"] == "")
        #expect(request.query["x"] == "/?&")
        #expect(request.query["bad"] == "%zz")
        #expect(request.query["missing"] == nil)
    }

    @Test func queryDecodesUTF8() {
        let request = HTTPRequest(method: .get, target: "/?email=j%C3%BCrgen%40example.com")
        #expect(request.query["email"] == "jürgen@example.com")
    }

    @Test func absoluteFormTargetKeepsPathAndQuery() {
        let request = HTTPRequest(method: .get, target: "http://localhost:9099/v1/token?key=k")
        #expect(request.rawPath == "/v1/token")
        #expect(request.query["key"] == "k")
    }

    @Test func formBodyIsDecodedOnlyForFormContentType() {
        var request = HTTPRequest(
            method: .post, target: "/v1/token",
            headers: ["content-type": "application/x-www-form-urlencoded; charset=UTF-8"],
            body: Data("grant_type=refresh_token&refresh_token=a%2Bb+c".utf8))
        #expect(request.formParameters?["grant_type"] == "refresh_token")
        #expect(request.formParameters?["refresh_token"] == "a+b c")
        request.headers["Content-Type"] = "application/json"
        #expect(request.formParameters == nil)
    }

    @Test func headerLookupIgnoresCase() {
        var headers: HTTPHeaders = ["X-Client-Version": "Python/Admin/7.7.0"]
        headers.add("x-goog-api-client", "gl-python")
        headers.add("X-GOOG-API-CLIENT", "fire-admin")
        #expect(headers["x-client-version"] == "Python/Admin/7.7.0")
        #expect(headers.values(for: "X-Goog-Api-Client") == ["gl-python", "fire-admin"])
        headers["X-Goog-Api-Client"] = "one"
        #expect(headers.values(for: "x-goog-api-client") == ["one"])
        headers["x-client-version"] = nil
        #expect(!headers.contains("X-Client-Version"))
        #expect(headers.count == 1)
    }

    @Test func statusesHaveReasonPhrases() {
        #expect(HTTPStatus.contentTooLarge.reasonPhrase == "Content Too Large")
        #expect(HTTPStatus(code: 405).description == "405 Method Not Allowed")
        #expect(HTTPStatus(code: 299).reasonPhrase == "Unknown")
    }

    @Test func errorResponseIsJSONWithEscapedMessage() throws {
        let response = HTTPResponse.error(status: .badRequest, message: "bad \"quote\"\n")
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let object = try jsonObject(response.body)
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? Int == 400)
        #expect(error["message"] as? String == "bad \"quote\"\n")
    }

    @Test func jsonHelperEncodesValues() throws {
        let response = try HTTPResponse.json(
            status: .created, ["kind": "identitytoolkit#SignupNewUserResponse"])
        #expect(response.status == .created)
        #expect(try jsonObject(response.body)["kind"] as? String == "identitytoolkit#SignupNewUserResponse")
    }

    @Test func errorsCompareByKindAndDescribeWithoutSecrets() {
        #expect(HTTPServerError.startFailed == HTTPServerError.startFailed)
        #expect(HTTPServerError.startFailed != HTTPServerError.invalidBindAddress)
        #expect(HTTPServerError.invalidBindAddress.description.contains("bind address"))
    }

    @Test func invalidConfigurationIsRejectedBeforeBinding() {
        let server = HTTPServer(configuration: HTTPServerConfiguration(threadCount: 0), router: Router())
        #expect(throws: HTTPServerError.invalidConfiguration) { try server.start() }
        #expect(server.state == .idle)
    }

    @Test func nonNumericBindAddressIsRejected() {
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(bindAddress: "localhost"), router: Router())
        #expect(throws: HTTPServerError.invalidBindAddress) { try server.start() }
    }
}
