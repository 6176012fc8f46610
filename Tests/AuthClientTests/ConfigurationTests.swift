import AuthModel
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@testable import AuthClient

/// Configuration defaults and the URLs each layout produces.
struct ConfigurationTests {
    @Test func defaults() {
        let configuration = AuthClientConfiguration()

        #expect(configuration.layout == .hostPrefixed(baseURL: URL(string: "http://127.0.0.1:9099")!))
        #expect(configuration.requestTimeout == 15)
        #expect(configuration.tokenRefreshMargin == 300)
        #expect(!configuration.apiKey.isEmpty)
        #expect(!configuration.projectID.isEmpty)
        #expect(configuration.sessionKey == "session")
    }

    @Test func sesameLayout_prefixesTheGoogleHost() throws {
        let transport = Self.transport(.sesame(URL(string: "http://10.0.0.5:8080/base")!))

        let request = try transport.makeRequest(.signInWithPassword, body: SignInWithPasswordRequest())

        #expect(
            request.url?.absoluteString
                == "http://10.0.0.5:8080/base/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword"
                + "?key=k%2By"
        )
        #expect(request.httpMethod == "POST")
        #expect(request.timeoutInterval == 7)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test func productionLayout_usesGoogleHosts() throws {
        let transport = Self.transport(.production)

        let signUp = try transport.makeRequest(.signUp, body: SignUpRequest())
        let token = try transport.makeRequest(.token, body: TokenRefreshRequest(refreshToken: "r"))

        #expect(
            signUp.url?.absoluteString
                == "https://identitytoolkit.googleapis.com/v1/accounts:signUp?key=k%2By")
        #expect(token.url?.absoluteString == "https://securetoken.googleapis.com/v1/token?key=k%2By")
    }

    @Test func aLockOutCarriesTheServersRetryAfter() throws {
        let transport = Self.transport(.production)
        let body = Data(#"{"error":{"code":400,"message":"TOO_MANY_ATTEMPTS_TRY_LATER","status":"INVALID_ARGUMENT"}}"#.utf8)
        let url = URL(string: "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword")!
        let locked = try #require(
            HTTPURLResponse(url: url, statusCode: 400, httpVersion: "HTTP/1.1", headerFields: ["Retry-After": "42"]))
        let error = #expect(throws: AuthError.self) { try transport.decode(body, response: locked, as: EmptyJSONObject.self) }
        #expect(error?.kind == .tooManyAttempts)
        #expect(error?.retryAfter == 42)
        let plain = try #require(HTTPURLResponse(url: url, statusCode: 400, httpVersion: "HTTP/1.1", headerFields: [:]))
        let without = #expect(throws: AuthError.self) { try transport.decode(body, response: plain, as: EmptyJSONObject.self) }
        #expect(without?.retryAfter == nil)
    }

    private static func transport(_ layout: EndpointLayout) -> AuthHTTPTransport {
        AuthHTTPTransport(
            session: URLSession(configuration: .ephemeral),
            configuration: AuthClientConfiguration(layout: layout, apiKey: "k+y", requestTimeout: 7))
    }
}
