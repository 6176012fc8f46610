import Foundation
import Testing

@testable import AuthModel

/// Responses decode the protocol's shapes (including unknown fields and nulls) and encode to exactly
/// the documented keys.
struct AccountResponseCodingTests {
    @Test func signUpResponseEncodesDocumentedKeys() throws {
        let response = SignUpResponse(
            localID: "uid", email: "alice@example.com", idToken: "id", refreshToken: "rt", expiresIn: "3600")
        let expected = try JSONValue(
            json: """
            {"kind":"identitytoolkit#SignupNewUserResponse","localId":"uid","email":"alice@example.com",
             "idToken":"id","refreshToken":"rt","expiresIn":"3600"}
            """)
        #expect(try JSONValue(encoding: response) == expected)
    }

    @Test func signInWithPasswordResponseDecodesProductionShape() throws {
        let response = try decode(
            SignInWithPasswordResponse.self,
            """
            {"kind":"identitytoolkit#VerifyPasswordResponse","localId":"uid","email":"a@b.c","displayName":"",
             "idToken":"id","registered":true,"refreshToken":"rt","expiresIn":"3600","profilePicture":null,
             "somethingNew":{"nested":[1,2]}}
            """)
        #expect(response.localID == "uid")
        #expect(response.displayName == "")
        #expect(response.registered == true)
        #expect(response.expiresIn == "3600")
        #expect(response.profilePicture == nil)
        #expect(
            try JSONValue(encoding: SignInWithPasswordResponse(localID: "u")).keys == [
                "kind", "localId", "registered",
            ])
    }

    @Test func signInWithIDPResponseWithErrorMessageOnSuccessStatus() throws {
        let response = try decode(
            SignInWithIDPResponse.self,
            """
            {"kind":"identitytoolkit#VerifyAssertionResponse","providerId":"google.com",
             "federatedId":"https://accounts.google.com/123",
             "errorMessage":"FEDERATED_USER_ID_ALREADY_LINKED",
             "oauthIdToken":"x","oauthExpireIn":3599,"rawUserInfo":"{\\"sub\\":\\"123\\"}","context":"",
             "verifiedProvider":["google.com"],"needConfirmation":null}
            """)
        #expect(response.providerID == "google.com")
        #expect(response.federatedID == "https://accounts.google.com/123")
        #expect(response.errorMessage.map(AuthError.init(serverMessage:))?.kind == .credentialAlreadyInUse)
        #expect(response.oauthExpireIn == 3599)
        #expect(response.rawUserInfo == #"{"sub":"123"}"#)
        #expect(response.verifiedProvider == ["google.com"])
        #expect(response.needConfirmation == nil)
        var fresh = SignInWithIDPResponse()
        fresh.providerID = "apple.com"
        fresh.isNewUser = true
        fresh.photoURL = "https://p"
        #expect(try JSONValue(encoding: fresh).keys == ["kind", "providerId", "isNewUser", "photoUrl"])
    }

    static let lookupFixture = """
        {"kind":"identitytoolkit#GetAccountInfoResponse","users":[{
          "localId":"uid-1","email":"alice@example.com","emailVerified":false,"displayName":"Alice",
          "photoUrl":"https://p/a.png","passwordHash":"UkVEQUNURUQ=","passwordUpdatedAt":1700000000123,
          "providerUserInfo":[{"providerId":"password","federatedId":"alice@example.com",
                               "rawId":"alice@example.com","email":"alice@example.com","futureField":1}],
          "validSince":"1700000000","lastLoginAt":"1700000000456","createdAt":"1690000000000",
          "lastRefreshAt":"2023-11-14T22:13:20.456Z","customAttributes":"{\\"role\\":\\"admin\\"}",
          "disabled":null,"mfaInfo":[],"unknownTopLevel":"x"}]}
        """

    @Test func lookupResponseDecodesUserInfo() throws {
        let response = try decode(LookupResponse.self, Self.lookupFixture)
        let user = try #require(response.users?.first)
        #expect(response.users?.count == 1)
        #expect(user.localID == "uid-1")
        #expect(user.emailVerified == false)
        #expect(user.photoURL == "https://p/a.png")
        #expect(user.passwordUpdatedAt == 1_700_000_000_123)
        #expect(user.validSince == "1700000000")
        #expect(user.lastLoginAt == "1700000000456")
        #expect(user.createdAt == "1690000000000")
        #expect(user.lastRefreshAt == "2023-11-14T22:13:20.456Z")
        #expect(user.customAttributes == #"{"role":"admin"}"#)
        #expect(user.disabled == nil)
        #expect(
            user.providerUserInfo == [
                ProviderUserInfo(
                    providerID: "password", rawID: "alice@example.com", federatedID: "alice@example.com",
                    email: "alice@example.com")
            ])
    }

    @Test func userInfoEncodesProtocolTypes() throws {
        var user = UserInfo(localID: "u")
        user.createdAt = "1690000000000"
        user.lastLoginAt = "1700000000456"
        user.validSince = "1700000000"
        user.passwordUpdatedAt = 1_700_000_000_123
        user.providerUserInfo = [ProviderUserInfo(providerID: "google.com", rawID: "123")]
        let expected = try JSONValue(
            json: """
            {"localId":"u","createdAt":"1690000000000","lastLoginAt":"1700000000456",
             "validSince":"1700000000",
             "passwordUpdatedAt":1700000000123,"providerUserInfo":[{"providerId":"google.com","rawId":"123"}]}
            """)
        #expect(try JSONValue(encoding: user) == expected)
    }

    @Test func userInfoAcceptsNumericTimestampsAndStringPasswordUpdatedAt() throws {
        let user = try decode(
            UserInfo.self,
            """
            {"localId":"u","createdAt":1690000000000,"lastLoginAt":1.7e12,"validSince":1700000000,
             "passwordUpdatedAt":"42"}
            """
        )
        #expect(user.createdAt == "1690000000000")
        #expect(user.lastLoginAt == "1700000000000")
        #expect(user.validSince == "1700000000")
        #expect(user.passwordUpdatedAt == 42)
        #expect(throws: DecodingError.self) {
            try decode(UserInfo.self, #"{"passwordUpdatedAt":"soon"}"#)
        }
    }

    @Test func lookupWithNothingMatchedOmitsUsers() throws {
        let response = LookupResponse()
        #expect(
            try JSONValue(encoding: response)
                == JSONValue(json: #"{"kind":"identitytoolkit#GetAccountInfoResponse"}"#))
        #expect(try decode(LookupResponse.self, #"{"kind":"k","users":null}"#).users == nil)
    }

    @Test func updateResponseWithNewTokens() throws {
        let response = UpdateAccountResponse(
            localID: "u", email: "new@example.com", providerUserInfo: [], idToken: "id", refreshToken: "rt",
            expiresIn: "3600")
        let expected = try JSONValue(
            json: """
            {"kind":"identitytoolkit#SetAccountInfoResponse","localId":"u","email":"new@example.com",
             "providerUserInfo":[],"idToken":"id","refreshToken":"rt","expiresIn":"3600"}
            """)
        #expect(try JSONValue(encoding: response) == expected)
    }

    @Test func deleteResponseAlwaysHasKind() throws {
        #expect(
            try JSONValue(encoding: DeleteAccountResponse())
                == JSONValue(json: #"{"kind":"identitytoolkit#DeleteAccountResponse"}"#))
    }

    @Test func oobAndResetResponses() throws {
        let oob = try decode(
            SendOOBCodeResponse.self,
            #"{"kind":"identitytoolkit#GetOobConfirmationCodeResponse","email":"a@b.c","oobLink":"http://x"}"#
        )
        #expect(oob.email == "a@b.c" && oob.oobLink == "http://x" && oob.oobCode == nil)
        let reset = try decode(
            ResetPasswordResponse.self,
            """
            {"kind":"identitytoolkit#ResetPasswordResponse","requestType":"PASSWORD_RESET",
             "email":"a@b.c"}
            """
        )
        #expect(reset.requestType == .passwordReset)
        #expect(
            try JSONValue(encoding: ResetPasswordResponse(requestType: .emailSignIn))
                == JSONValue(
                    json: #"{"kind":"identitytoolkit#ResetPasswordResponse","requestType":"EMAIL_SIGNIN"}"#))
    }

    @Test func createAuthURIResponse() throws {
        let response = try decode(
            CreateAuthURIResponse.self,
            """
            {"kind":"identitytoolkit#CreateAuthUriResponse","registered":true,"allProviders":["password"],
             "signinMethods":["password","google.com"],"sessionId":"s"}
            """)
        #expect(response.registered == true)
        #expect(response.signinMethods == ["password", "google.com"])
        #expect(response.sessionID == "s")
        #expect(
            try JSONValue(encoding: CreateAuthURIResponse(sessionID: "s"))
                == JSONValue(json: #"{"kind":"identitytoolkit#CreateAuthUriResponse","sessionId":"s"}"#))
    }
}
