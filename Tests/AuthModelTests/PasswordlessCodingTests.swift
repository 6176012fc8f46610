import Foundation
import Testing

@testable import AuthModel

/// The e-mail link and custom-token bodies encode to the protocol's keys (as the iOS SDK's
/// `EmailLinkSignInRequest` and `VerifyCustomTokenRequest` send them) and their answers decode.
struct PasswordlessCodingTests {
    @Test func emailLinkSignInRequest() throws {
        let request = SignInWithEmailLinkRequest(
            email: "a@example.com", oobCode: "code", idToken: "id.token", tenantID: "t1")
        let expected = try JSONValue(
            json: #"{"email":"a@example.com","oobCode":"code","idToken":"id.token","tenantId":"t1"}"#)
        #expect(try JSONValue(encoding: request) == expected)
        #expect(try JSONValue(encoding: SignInWithEmailLinkRequest(email: "a@b.c", oobCode: "c")).keys == ["email", "oobCode"])
    }

    @Test func customTokenRequestAlwaysAsksForTokens() throws {
        let expected = try JSONValue(json: #"{"token":"t.t.t","returnSecureToken":true}"#)
        #expect(try JSONValue(encoding: SignInWithCustomTokenRequest(token: "t.t.t")) == expected)
    }

    @Test func answersDecode() throws {
        let link = try JSONDecoder().decode(
            SignInWithEmailLinkResponse.self,
            from: Data(
                #"""
                {"kind":"identitytoolkit#EmailLinkSigninResponse","localId":"u1","email":"a@b.c",
                 "isNewUser":true,"idToken":"i","refreshToken":"r","expiresIn":"3600"}
                """#.utf8))
        #expect(link.localID == "u1" && link.isNewUser == true && link.expiresIn == "3600")
        let custom = try JSONDecoder().decode(
            SignInWithCustomTokenResponse.self,
            from: Data(
                #"{"kind":"identitytoolkit#VerifyCustomTokenResponse","isNewUser":false,"idToken":"i","refreshToken":"r","expiresIn":"3600"}"#
                    .utf8))
        #expect(custom.isNewUser == false && custom.idToken == "i" && custom.refreshToken == "r")
    }
}
