import Foundation
import Testing

@testable import AuthModel

/// Requests encode to exactly the protocol's keys (fixtures written from the protocol notes, §2 and §7.2)
/// and decode leniently.
struct AccountRequestCodingTests {
    @Test func signUpEmailPasswordAsTheIOSSDKSendsIt() throws {
        let request = SignUpRequest(
            email: "alice@example.com", password: "pw-123456", returnSecureToken: true,
            clientType: "CLIENT_TYPE_IOS")
        let expected = try JSONValue(
            json: """
            {"email":"alice@example.com","password":"pw-123456","returnSecureToken":true,
             "clientType":"CLIENT_TYPE_IOS"}
            """)
        #expect(try JSONValue(encoding: request) == expected)
    }

    @Test func anonymousSignUpHasOnlyTheFlags() throws {
        let request = SignUpRequest(clientType: "CLIENT_TYPE_IOS")
        let expected = try JSONValue(json: #"{"returnSecureToken":true,"clientType":"CLIENT_TYPE_IOS"}"#)
        #expect(try JSONValue(encoding: request) == expected)
    }

    @Test func privilegedSignUpUsesCamelCaseIdKeys() throws {
        let request = SignUpRequest(
            email: "Alice@Example.com", returnSecureToken: nil, tenantID: "t1", localID: "uid-1",
            photoURL: "https://p/x.png", phoneNumber: "+15555550100", emailVerified: true, disabled: false)
        #expect(
            try JSONValue(encoding: request).keys == [
                "email", "tenantId", "localId", "photoUrl", "phoneNumber", "emailVerified", "disabled",
            ])
    }

    @Test func signInWithPassword() throws {
        let request = SignInWithPasswordRequest(
            email: "a@b.c", password: "secret", clientType: "CLIENT_TYPE_IOS", tenantID: "t")
        let expected = try JSONValue(
            json: """
            {"email":"a@b.c","password":"secret","returnSecureToken":true,"clientType":"CLIENT_TYPE_IOS",
             "tenantId":"t"}
            """)
        #expect(try JSONValue(encoding: request) == expected)
    }

    @Test func signInWithIDPCarriesPostBodyAndFlags() throws {
        let body = IDPPostBody(providerID: "apple.com", idToken: "eyJ.a.b", nonce: "raw-nonce_1.x")
        let request = SignInWithIDPRequest(postBody: body.queryString, idToken: "current-user-token")
        let expected = try JSONValue(
            json: """
            {"requestUri":"http://localhost",
             "postBody":"providerId=apple.com&id_token=eyJ.a.b&nonce=raw-nonce_1.x",
             "returnSecureToken":true,"returnIdpCredential":true,"autoCreate":true,
             "idToken":"current-user-token"}
            """)
        #expect(try JSONValue(encoding: request) == expected)
    }

    @Test func postBodyRoundTripsAndLowercasesProvider() throws {
        let user = #"{"name":{"firstName":"길동","lastName":"홍"}}"#
        let body = IDPPostBody(providerID: "apple.com", idToken: "t.o.k", nonce: "n", user: user)
        let encoded = body.queryString
        #expect(!encoded.contains("{") && !encoded.contains(" "))
        #expect(IDPPostBody(queryString: encoded) == body)
        let parsed = try #require(IDPPostBody(queryString: "providerId=Google.COM&access_token=a%2Bb&x=1"))
        #expect(parsed.providerID == "google.com")
        #expect(parsed.accessToken == "a+b")
        #expect(IDPPostBody(queryString: "id_token=x") == nil)
    }

    @Test func lookupEndUserAndPrivileged() throws {
        #expect(try JSONValue(encoding: LookupRequest(idToken: "tok")) == JSONValue(json: #"{"idToken":"tok"}"#))
        let admin = LookupRequest(localID: ["u1"], email: ["a@b.c"], phoneNumber: ["+1"])
        #expect(
            try JSONValue(encoding: admin)
                == JSONValue(json: #"{"localId":["u1"],"email":["a@b.c"],"phoneNumber":["+1"]}"#))
    }

    @Test func updateWithDeleteAttributeAndDeleteProvider() throws {
        let request = UpdateAccountRequest(
            idToken: "tok", displayName: "Kim", deleteAttribute: [.photoURL, .displayName],
            deleteProvider: ["google.com", "password"])
        let expected = try JSONValue(
            json: """
            {"idToken":"tok","displayName":"Kim","deleteAttribute":["PHOTO_URL","DISPLAY_NAME"],
             "deleteProvider":["google.com","password"],"returnSecureToken":true}
            """)
        #expect(try JSONValue(encoding: request) == expected)
    }

    @Test func updateDecodesPyrebaseNullsAndAdminIntegerValidSince() throws {
        let pyrebase = try decode(
            UpdateAccountRequest.self,
            """
            {"idToken":"t","displayName":"n","photoURL":null,"deleteAttribute":null,
             "returnSecureToken":true}
            """
        )
        #expect(pyrebase.idToken == "t")
        #expect(pyrebase.displayName == "n")
        #expect(pyrebase.photoURL == nil)
        #expect(pyrebase.deleteAttribute == nil)
        let admin = try decode(UpdateAccountRequest.self, #"{"localId":"u","validSince":1700000000}"#)
        #expect(admin.localID == "u")
        #expect(admin.validSince == "1700000000")
        #expect(try JSONValue(encoding: admin) == JSONValue(json: #"{"localId":"u","validSince":"1700000000"}"#))
    }

    @Test func deleteAsTheIOSSDKSendsIt() throws {
        let request = DeleteAccountRequest(idToken: "tok", localID: "uid")
        #expect(try JSONValue(encoding: request) == JSONValue(json: #"{"idToken":"tok","localId":"uid"}"#))
    }

    @Test func sendOOBCodePasswordReset() throws {
        let request = SendOOBCodeRequest(
            requestType: .passwordReset, email: "a@b.c", continueURL: "https://app.example/done",
            iOSBundleID: "com.example.app", canHandleCodeInApp: false, clientType: "CLIENT_TYPE_IOS")
        let expected = try JSONValue(
            json: """
            {"requestType":"PASSWORD_RESET","email":"a@b.c","continueUrl":"https://app.example/done",
             "iOSBundleId":"com.example.app","canHandleCodeInApp":false,"clientType":"CLIENT_TYPE_IOS"}
            """)
        #expect(try JSONValue(encoding: request) == expected)
        let admin = try decode(
            SendOOBCodeRequest.self, #"{"requestType":"VERIFY_EMAIL","email":"a@b.c","returnOobLink":true}"#)
        #expect(admin.requestType == .verifyEmail)
        #expect(admin.returnOOBLink == true)
    }

    @Test func resetPasswordAndInspectCode() throws {
        #expect(
            try JSONValue(encoding: ResetPasswordRequest(oobCode: "c", newPassword: "n"))
                == JSONValue(json: #"{"oobCode":"c","newPassword":"n"}"#))
        #expect(try JSONValue(encoding: ResetPasswordRequest(oobCode: "c")) == JSONValue(json: #"{"oobCode":"c"}"#))
    }

    @Test func createAuthURIAsTheIOSSDKSendsIt() throws {
        let request = CreateAuthURIRequest(identifier: "a@b.c")
        #expect(
            try JSONValue(encoding: request)
                == JSONValue(json: #"{"identifier":"a@b.c","continueUri":"http://www.google.com/"}"#))
    }

    @Test func requestsIgnoreUnknownFields() throws {
        let request = try decode(
            SignInWithPasswordRequest.self,
            """
            {"email":"a@b.c","password":"p","captchaResponse":"x",
             "recaptchaVersion":"RECAPTCHA_ENTERPRISE"}
            """
        )
        #expect(request.email == "a@b.c")
        #expect(request.returnSecureToken == nil)
    }
}
