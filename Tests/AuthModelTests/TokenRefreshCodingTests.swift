import Foundation
import Testing

@testable import AuthModel

struct TokenRefreshCodingTests {
    @Test func requestEncodesSnakeCase() throws {
        let request = TokenRefreshRequest(refreshToken: "rt")
        #expect(
            try JSONValue(encoding: request)
                == JSONValue(json: #"{"grant_type":"refresh_token","refresh_token":"rt"}"#))
    }

    @Test func requestDecodesBothSpellings() throws {
        let ios = try decode(TokenRefreshRequest.self, #"{"grantType":"refresh_token","refreshToken":"a"}"#)
        #expect(ios == TokenRefreshRequest(refreshToken: "a"))
        let js = try decode(TokenRefreshRequest.self, #"{"grant_type":"refresh_token","refresh_token":"b"}"#)
        #expect(js == TokenRefreshRequest(refreshToken: "b"))
        let empty = try decode(TokenRefreshRequest.self, #"{"code":"x"}"#)
        #expect(empty.grantType == nil && empty.refreshToken == nil)
    }

    @Test func formEncodingRoundTrips() {
        let request = TokenRefreshRequest(refreshToken: "AMf-vB/x+y=")
        #expect(request.formURLEncoded == "grant_type=refresh_token&refresh_token=AMf-vB%2Fx%2By%3D")
        #expect(TokenRefreshRequest(formURLEncoded: request.formURLEncoded) == request)
        #expect(
            TokenRefreshRequest(formURLEncoded: "grantType=refresh_token&refreshToken=z")
                == TokenRefreshRequest(refreshToken: "z"))
    }

    @Test func responseMatchesTheProtocolFixture() throws {
        let fixture = """
            {"access_token":"<ID token>","expires_in":"3600","token_type":"Bearer","refresh_token":"<rt>",
             "id_token":"<same ID token>","user_id":"<uid>","project_id":"12345"}
            """
        let response = try decode(TokenRefreshResponse.self, fixture)
        #expect(response.accessToken == "<ID token>")
        #expect(response.expiresIn == "3600")
        #expect(response.tokenType == "Bearer")
        #expect(response.refreshToken == "<rt>")
        #expect(response.idToken == "<same ID token>")
        #expect(response.userID == "<uid>")
        #expect(response.projectID == "12345")
        #expect(try JSONValue(encoding: response) == JSONValue(json: fixture))
    }
}
