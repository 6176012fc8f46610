import Foundation
import Testing

@testable import AuthModel

struct EndpointTests {
    @Test(arguments: [
        (
            Endpoint.signUp, "/identitytoolkit.googleapis.com/v1/accounts:signUp",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/signupNewUser"
        ),
        (
            .signInWithPassword, "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyPassword"
        ),
        (
            .signInWithIDP, "/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyAssertion"
        ),
        (
            .lookup, "/identitytoolkit.googleapis.com/v1/accounts:lookup",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/getAccountInfo"
        ),
        (
            .update, "/identitytoolkit.googleapis.com/v1/accounts:update",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/setAccountInfo"
        ),
        (
            .delete, "/identitytoolkit.googleapis.com/v1/accounts:delete",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/deleteAccount"
        ),
        (
            .sendOOBCode, "/identitytoolkit.googleapis.com/v1/accounts:sendOobCode",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/getOobConfirmationCode"
        ),
        (
            .resetPassword, "/identitytoolkit.googleapis.com/v1/accounts:resetPassword",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/resetPassword"
        ),
        (
            .createAuthURI, "/identitytoolkit.googleapis.com/v1/accounts:createAuthUri",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/createAuthUri"
        ),
        (
            .signInWithEmailLink, "/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/emailLinkSignin"
        ),
        (
            .signInWithCustomToken, "/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyCustomToken"
        ),
        (
            .sendVerificationCode, "/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/sendVerificationCode"
        ),
        (
            .signInWithPhoneNumber, "/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyPhoneNumber"
        ),
    ])
    func pathsInBothVersions(_ endpoint: Endpoint, v1: String, v3: String) {
        #expect(endpoint.path(.v1) == v1)
        #expect(endpoint.path(.v3) == v3)
        #expect(Endpoint.route(forPath: v1)! == (endpoint, .v1))
        #expect(Endpoint.route(forPath: v3 + "?key=abc")! == (endpoint, .v3))
    }

    @Test func tokenHasOnlyAV1Path() {
        #expect(Endpoint.token.path() == "/securetoken.googleapis.com/v1/token")
        #expect(Endpoint.token.path(.v3) == "/securetoken.googleapis.com/v1/token")
        #expect(Endpoint.token.legacyRPC == nil)
        #expect(Endpoint.route(forPath: "/securetoken.googleapis.com/v1/token")! == (.token, .v1))
    }

    @Test(arguments: [
        (Endpoint.passkeyEnrollmentStart, "/identitytoolkit.googleapis.com/v2/accounts/passkeyEnrollment:start"),
        (.passkeyEnrollmentFinalize, "/identitytoolkit.googleapis.com/v2/accounts/passkeyEnrollment:finalize"),
        (.passkeySignInStart, "/identitytoolkit.googleapis.com/v2/accounts/passkeySignIn:start"),
        (.passkeySignInFinalize, "/identitytoolkit.googleapis.com/v2/accounts/passkeySignIn:finalize"),
    ])
    func passkeyCallsHaveOnlyAV2Path(_ endpoint: Endpoint, path: String) {
        #expect(endpoint.isVersion2)
        #expect(endpoint.legacyRPC == nil)
        #expect(endpoint.path() == path && endpoint.path(.v3) == path)
        #expect(Endpoint.route(forPath: path)! == (endpoint, .v1))
    }

    @Test func unknownPathsDoNotRoute() {
        #expect(
            Endpoint.route(forPath: "/identitytoolkit.googleapis.com/v1/accounts:signInWithGameCenter")
                == nil)
        #expect(Endpoint.route(forPath: "/v1/accounts:signUp") == nil)
        #expect(Endpoint.route(forPath: "") == nil)
    }

    @Test func hostPrefixedURL() throws {
        let base = try #require(URL(string: "http://127.0.0.1:9099"))
        let url = Endpoint.signUp.url(in: .hostPrefixed(baseURL: base), apiKey: "fake-api-key")
        #expect(
            url.absoluteString
                == "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key")
        let legacy = Endpoint.signInWithPassword.url(in: .hostPrefixed(baseURL: base), version: .v3)
        #expect(
            legacy.absoluteString
                == "http://127.0.0.1:9099/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyPassword")
    }

    @Test func hostPrefixedURLKeepsABasePathPrefix() throws {
        let base = try #require(URL(string: "https://auth.example.com/sesame/"))
        let url = Endpoint.token.url(in: .hostPrefixed(baseURL: base), apiKey: "k y")
        #expect(
            url.absoluteString
                == "https://auth.example.com/sesame/securetoken.googleapis.com/v1/token?key=k%20y")
    }

    @Test func productionURL() {
        #expect(
            Endpoint.lookup.url(in: .production, apiKey: "K").absoluteString
                == "https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=K")
        #expect(
            Endpoint.delete.url(in: .production, version: .v3).absoluteString
                == "https://www.googleapis.com/identitytoolkit/v3/relyingparty/deleteAccount")
        #expect(
            Endpoint.token.url(in: .production).absoluteString
                == "https://securetoken.googleapis.com/v1/token")
    }
}
